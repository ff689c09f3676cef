"""Algorithm 1 (§2.3): static checkpointing, a checkpoint every k iterations, simulated for
every period k that a chapter-2 sweep reports."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from resched.iterative.metrics import StochasticSetting

#: Periods whose segment needs more than e^4 ≈ 55 attempts on average are not simulated.
MAX_LOG_ATTEMPTS = 4.0


def simulated_periods(s: StochasticSetting) -> npt.NDArray[np.int64]:
    """k = 1..10 (the thesis' range) or beyond up to k_static + 5, without the periods whose
    expected number of attempts per segment e^{λ(kμ+C)} exceeds e^4 (at p_fail = 10^-0.1 a
    10-iteration segment needs ~10^6 attempts); k_static and k_FO are always included."""
    top = max(10, s.k_static + 5, s.k_fo + 5)
    feasible = [k for k in range(1, top + 1) if s.lam * (k * s.law.mean + s.C) <= MAX_LOG_ATTEMPTS]
    return np.arange(1, max(feasible + [s.k_static, s.k_fo]) + 1)


@dataclass(frozen=True)
class StaticStrategy:
    """Algorithm 1 at every period of :func:`simulated_periods`: the plan of period k ends
    iterations k, 2k, … (and the last) with a checkpoint (a
    :class:`~resched.iterative.algorithms.StaticCheckpointing`)."""

    study: str = "stochastic"
    decides: str = "before the run"

    def periods(self, s: StochasticSetting) -> npt.NDArray[np.int64]:
        return simulated_periods(s)

    def plan(self, s: StochasticSetting, iterations: int) -> npt.NDArray[np.bool_]:
        """Row per period k: True at iterations k−1, 2k−1, … (0-based) and the last."""
        return periodic_plan(self.periods(s), iterations)


def periodic_plan(periods: npt.NDArray[np.int64], iterations: int) -> npt.NDArray[np.bool_]:
    """One row per period k: a checkpoint after every k-th iteration and after the last."""
    j = np.arange(1, iterations + 1)
    plan = j[None, :] % np.asarray(periods)[:, None] == 0
    plan[:, -1] = True
    return plan
