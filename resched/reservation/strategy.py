"""Reservation strategies, their expected cost (Thm 1, Eq. 7) and the reservation process.

A strategy S = ((t_1, δ_1), (t_2, δ_2), …) lists milestones t_k (job work done at the end of
reservation k, Eq. 3) and checkpoint flags δ_k (Def. 1). With p_k the last checkpointed
milestone before k (0 if none), reservation k has (Eq. 2, 4)

    R_k = R·[some δ_i = 1, i < k],   T_k = t_k − p_k,   C_k = δ_k·C,   W_k = R_k + T_k + C_k,

and a reservation of length W used for w costs αW + β·min(W, w) + γ (Eq. 1).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from resched.errors import ReschedError


@dataclass(frozen=True)
class Costs:
    """Checkpoint time C, restart time R (time units of the law) and the cost model α, β, γ."""

    C: float
    R: float
    alpha: float = 1.0
    beta: float = 0.0
    gamma: float = 0.0

    def __post_init__(self) -> None:
        for name in ("C", "R", "alpha", "beta", "gamma"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
                raise ReschedError(f"{name} must be a finite number, got {value!r}")
            if value < 0 or (name == "alpha" and value == 0):
                raise ReschedError(f"{name} must be {'> 0' if name == 'alpha' else '>= 0'}, got {value}")

    def omniscient(self, mean: float) -> float:
        """(α+β)E[X] + γ: one reservation of exactly X (the lower bound of every strategy)."""
        return (self.alpha + self.beta) * mean + self.gamma


@dataclass(frozen=True)
class Strategy:
    """Milestones t_1 < t_2 < … and checkpoint flags δ_k (Def. 1, written with milestones)."""

    milestones: tuple[float, ...]
    checkpoints: tuple[bool, ...]

    def __post_init__(self) -> None:
        t = np.asarray(self.milestones, dtype=float)
        if t.ndim != 1 or t.size == 0 or len(self.checkpoints) != t.size:
            raise ReschedError("a strategy needs as many checkpoint flags as milestones (at least one)")
        if not np.all(np.isfinite(t)) or t[0] <= 0 or np.any(np.diff(t) <= 0):
            raise ReschedError("milestones must be finite, positive and strictly increasing")
        object.__setattr__(self, "milestones", tuple(float(x) for x in t))
        object.__setattr__(self, "checkpoints", tuple(bool(d) for d in self.checkpoints))

    @classmethod
    def of(cls, milestones: Sequence[float], checkpoints: Sequence[bool] | None = None) -> Strategy:
        """From milestones and flags (default: no checkpoint)."""
        return cls(tuple(milestones), tuple(checkpoints) if checkpoints is not None else (False,) * len(milestones))

    def __len__(self) -> int:
        return len(self.milestones)

    def decompose(self, costs: Costs) -> Decomposition:
        """R_k, p_k, T_k, C_k and W_k of every reservation (Eq. 2–4)."""
        t = np.asarray(self.milestones)
        delta = np.asarray(self.checkpoints, dtype=float)
        checkpointed = np.where(delta > 0, t, 0.0)
        saved = np.concatenate(([0.0], np.maximum.accumulate(checkpointed)[:-1]))  # p_k
        has_checkpoint = np.concatenate(([0.0], np.cumsum(delta)[:-1])) > 0
        restart = costs.R * has_checkpoint
        work = t - saved
        checkpoint = costs.C * delta
        return Decomposition(restart, saved, work, checkpoint, restart + work + checkpoint)

    def lengths(self, costs: Costs) -> np.ndarray:
        """The reservation lengths W_k."""
        return self.decompose(costs).W

    def to_dict(self, costs: Costs) -> dict[str, Any]:
        return {
            "milestones": list(self.milestones),
            "checkpoints": [int(d) for d in self.checkpoints],
            "lengths": [float(w) for w in self.lengths(costs)],
        }


@dataclass(frozen=True)
class Decomposition:
    """Per reservation k: R_k, p_k (work saved at its start), T_k, C_k, W_k (arrays)."""

    R: np.ndarray
    saved: np.ndarray
    T: np.ndarray
    C: np.ndarray
    W: np.ndarray


def expected_cost(strategy: Strategy, law, costs: Costs) -> float:
    """E(S(X)) by Thm 1, Eq. (7):

        βE[X] + Σ_{i≥1} (αW_i + γ)·P(X > t_{i−1})
              + Σ_{i≥2} β(R_i + (1−δ_{i−1})T_{i−1} + C_{i−1})·P(X > t_{i−1}),   P(X > t_0) = 1.

    Infinite when the last milestone does not cover the law's support (P(X > t_last) > 0).
    """
    d = strategy.decompose(costs)
    t = np.asarray(strategy.milestones)
    survival = law.sf(t)
    if survival[-1] > 0:
        return math.inf
    before = np.concatenate(([1.0], survival[:-1]))  # P(X > t_{i−1})
    delta = np.asarray(strategy.checkpoints, dtype=float)
    failed_use = np.concatenate(([0.0], d.R[1:] + ((1 - delta) * d.T + d.C)[:-1]))
    per_reservation = costs.alpha * d.W + costs.gamma + costs.beta * failed_use
    return float(costs.beta * law.mean + per_reservation @ before)


def job_costs(strategy: Strategy, costs: Costs, runtimes: Any) -> np.ndarray:
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


def monte_carlo(strategy: Strategy, law, costs: Costs, samples: int, seed: int) -> MonteCarlo:
    """Monte-Carlo estimate of E(S(X)): ``samples`` seeded draws of X, each costed by Eq. (5)."""
    if samples < 2:
        raise ReschedError(f"Monte Carlo needs at least 2 samples, got {samples}")
    cost = job_costs(strategy, costs, law.sample(samples, seed))
    return MonteCarlo(float(cost.mean()), float(cost.std(ddof=1) / math.sqrt(samples)), samples)
