"""The family's measures: Eq. (7)'s expected cost of a strategy (Thm 1), the omniscient lower
bound, and :class:`ReservationMetrics`, the measured fields of every run.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from resched.errors import ReschedError
from resched.reservation.instance.laws import Law
from resched.reservation.instance.strategy import Costs, Strategy


@dataclass(frozen=True)
class ReservationMetrics:
    """The fields every run has, in store order: the law's mean E[X], its domain [a, b] (the
    law's time unit) and the expected cost E(S(X)) of Eq. (7) (cost units of Eq. 1; for the
    Omniscient reference its cost (α+β)E[X] + γ). A plan's shape goes to ``Run.extras``."""

    mean: float
    a: float
    b: float
    cost: float


def expected_cost(strategy: Strategy, law: Law, costs: Costs) -> float:
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


def check_covers(strategy: Strategy, law: Law, what: str = "strategy") -> None:
    """Refuse (one-line :class:`~resched.errors.ReschedError`) a strategy whose last milestone
    leaves part of the law's support uncovered (P(X > t_last) > 0: infinite expected cost)."""
    last = strategy.milestones[-1]
    left = float(law.sf(np.array([last]))[0])
    if left > 0:
        raise ReschedError(
            f"{what}: the last milestone t = {last:g} does not cover the law's support up to b = {law.b:g} "
            f"(P(X > t) = {left:.3g}); the job could never finish"
        )


def omniscient_cost(law: Law, costs: Costs) -> float:
    """(α+β)E[X] + γ: the cost of knowing X in advance (Fig. 7's normalisation)."""
    return costs.omniscient(law.mean)
