"""The reservation process (§2.2): one job run through a strategy's reservations
(:func:`execute`), every run time costed at once by Eq. (5) (:func:`job_costs`), and the
Monte-Carlo estimate of E(S(X)) built on it.

A strategy S = ((t_1, δ_1), (t_2, δ_2), …) lists milestones t_k (job work done at the end of
reservation k, Eq. 3) and checkpoint flags δ_k (Def. 1). With p_k the last checkpointed
milestone before k (0 if none), reservation k has (Eq. 2, 4)

    R_k = R·[some δ_i = 1, i < k],   T_k = t_k − p_k,   C_k = δ_k·C,   W_k = R_k + T_k + C_k,

and a reservation of length W used for w costs αW + β·min(W, w) + γ (Eq. 1).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from resched.errors import ReschedError
from resched.reservation.instance.laws import Law
from resched.reservation.instance.strategy import Costs, Strategy


def job_costs(strategy: Strategy, costs: Costs, runtimes: npt.ArrayLike) -> npt.NDArray[np.float64]:
    """Cost C_S(k(t), t) of Eq. (5) for each run time t (vectorised; inf past the last milestone)."""
    d = strategy.decompose(costs)
    t = np.asarray(runtimes, dtype=float)
    k = np.searchsorted(np.asarray(strategy.milestones), t, side="left")  # t_{k−1} < t ≤ t_k
    covered = k < len(strategy)
    k = np.minimum(k, len(strategy) - 1)
    failed = np.concatenate(([0.0], np.cumsum((costs.alpha + costs.beta) * d.W + costs.gamma)))
    cost = failed[k] + costs.alpha * d.W[k] + costs.beta * (d.R[k] + t - d.saved[k]) + costs.gamma
    return np.where(covered, cost, np.inf)


@dataclass(frozen=True)
class Execution:
    """One job run through a strategy: per reservation used, its length W_k, the time the job
    occupied it, whether a checkpoint was taken; the total cost (Eq. 1 summed)."""

    lengths: tuple[float, ...]
    used: tuple[float, ...]
    checkpointed: tuple[bool, ...]
    cost: float

    @property
    def reservations(self) -> int:
        return len(self.lengths)


def execute(strategy: Strategy, costs: Costs, runtime: float) -> Execution:
    """The reservation process for one job of length ``runtime`` (§2.2, [RESERVATION-D27]):
    reservations run one after the other until the job fits in one. A failed reservation is
    used to its end (checkpoint included); a non-checkpointed one loses its work."""
    if not runtime >= 0:
        raise ReschedError(f"a run time must be >= 0, got {runtime}")
    if runtime > strategy.milestones[-1]:
        raise ReschedError(f"run time {runtime} exceeds the last milestone {strategy.milestones[-1]}")
    saved, restarted = 0.0, False
    lengths, used, taken, cost = [], [], [], 0.0
    for W, delta in zip(strategy.lengths(costs), strategy.checkpoints):
        r = costs.R if restarted else 0.0
        capacity = W - r - costs.C * delta  # T_k
        remaining = runtime - saved
        lengths.append(float(W))
        if remaining <= capacity + 1e-12 * max(1.0, capacity):
            used.append(r + remaining)
            taken.append(False)
            cost += costs.alpha * W + costs.beta * (r + remaining) + costs.gamma
            return Execution(tuple(lengths), tuple(used), tuple(taken), cost)
        used.append(float(W))
        taken.append(delta)
        cost += (costs.alpha + costs.beta) * W + costs.gamma
        if delta:
            saved, restarted = saved + capacity, True
    raise AssertionError("unreachable: the last milestone covers the run time")


@dataclass(frozen=True)
class MonteCarlo:
    """Sample mean of the job cost, its standard error and the sample size."""

    mean: float
    stderr: float
    samples: int

    def contains(self, value: float, sigmas: float = 4.0) -> bool:
        return abs(value - self.mean) <= sigmas * self.stderr + 1e-9 * max(1.0, abs(value))


def monte_carlo(strategy: Strategy, law: Law, costs: Costs, samples: int, seed: int) -> MonteCarlo:
    """Monte-Carlo estimate of E(S(X)): ``samples`` seeded draws of X, each costed by Eq. (5)."""
    if samples < 2:
        raise ReschedError(f"Monte Carlo needs at least 2 samples, got {samples}")
    cost = job_costs(strategy, costs, law.sample(samples, seed))
    return MonteCarlo(float(cost.mean()), float(cost.std(ddof=1) / math.sqrt(samples)), samples)
