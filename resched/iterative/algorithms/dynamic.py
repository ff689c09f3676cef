"""Algorithm 2 (§2.4): dynamic checkpointing, a checkpoint once the work since the last one
reaches a threshold W, simulated for W = γ·W_th (γ = 0.1..2) and W = W_FO (Young/Daly)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from resched.iterative.metrics import StochasticSetting

GAMMAS = tuple(round(0.1 * g, 1) for g in range(1, 21))
"""The threshold factors γ of W = γ·W_th (§2.5)."""


@dataclass(frozen=True)
class DynamicStrategy:
    """Algorithm 2 at W = γ·W_th for every γ of :data:`GAMMAS`, then at W = W_FO (a
    :class:`~resched.iterative.algorithms.DynamicCheckpointing` whose threshold rule the numba
    kernel runs)."""

    gammas: tuple[float, ...] = GAMMAS
    study: str = "stochastic"
    decides: str = "during the run"
    threshold_rule: bool = True

    def thresholds(self, s: StochasticSetting) -> npt.NDArray[np.float64]:
        """γ·W_th for each γ, then W_FO (time units)."""
        return np.array([g * s.w_threshold for g in self.gammas] + [s.w_fo])

    def checkpoint_after(self, s: StochasticSetting, column: int, iteration: int, since: int, work: float) -> bool:
        """Algorithm 2's rule: checkpoint once the work since the last one reaches W."""
        return bool(work >= self.thresholds(s)[column])
