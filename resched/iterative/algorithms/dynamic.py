"""Algorithm 2 (§2.4): dynamic checkpointing, a checkpoint once the work since the last one
reaches a threshold W, simulated for W = γ·W_th (γ = 0.1..2) and W = W_FO (Young/Daly)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from resched.iterative.metrics import StochasticSetting
from resched.iterative.simulate import dynamic_makespans

GAMMAS = tuple(round(0.1 * g, 1) for g in range(1, 21))
"""The threshold factors γ of W = γ·W_th (§2.5)."""


@dataclass(frozen=True)
class DynamicStrategy:
    """Algorithm 2 at W = γ·W_th for every γ of :data:`GAMMAS`, then at W = W_FO."""

    gammas: tuple[float, ...] = GAMMAS

    def thresholds(self, s: StochasticSetting) -> npt.NDArray[np.float64]:
        """γ·W_th for each γ, then W_FO (time units)."""
        return np.array([g * s.w_threshold for g in self.gammas] + [s.w_fo])

    def makespans(
        self,
        s: StochasticSetting,
        lengths: npt.NDArray[np.float64],
        seeds: npt.NDArray[np.int64],
        paper_failures: bool,
    ) -> npt.NDArray[np.float64]:
        """Makespan of each run (row of ``lengths``) for each threshold (column), time units."""
        return dynamic_makespans(lengths, self.thresholds(s), s.C, s.R, s.D, s.lam, seeds, paper_failures)
