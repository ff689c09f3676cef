"""ALL-CKPT-PER(X, τ) and NO-CKPT-PER(X, τ) (Algorithm 2, §4.1): τ equal periods, with or
without checkpoints, the best τ in [1, TAU_MAX] unless τ is given."""

from __future__ import annotations

import numpy as np

from resched.errors import ReschedError
from resched.reservation.algorithms.common import Plan
from resched.reservation.instance.laws import Law
from resched.reservation.instance.strategy import Costs, Strategy
from resched.reservation.metrics import expected_cost

#: Periodic strategies search τ in [1, TAU_MAX] (§4.1).
TAU_MAX = 1000


def periodic_strategy(law: Law, tau: int, checkpoint: bool) -> Strategy:
    """ALL-CKPT-PER(X, τ) / NO-CKPT-PER(X, τ) (Algorithm 2): T = (b − a)/τ, milestones
    t_i = a + iT for i < τ with δ_i = ``checkpoint``, and (b, 0) last."""
    if not (isinstance(tau, (int, np.integer)) and tau >= 1):
        raise ReschedError(f"tau must be a positive integer, got {tau!r}")
    milestones = law.a + (law.b - law.a) * np.arange(1, tau + 1) / tau
    milestones[-1] = law.b
    return Strategy(tuple(milestones), (checkpoint,) * (tau - 1) + (False,))


def periodic(law: Law, costs: Costs, checkpoint: bool, tau: int | None = None, tau_max: int = TAU_MAX) -> Plan:
    """The periodic strategy with ``tau`` periods, or with the best τ in [1, tau_max] (§4.1)."""
    name = "all-ckpt-per" if checkpoint else "no-ckpt-per"
    taus = [tau] if tau is not None else range(1, tau_max + 1)
    costs_by_tau = [(expected_cost(periodic_strategy(law, t, checkpoint), law, costs), t) for t in taus]
    cost, best = min(costs_by_tau)
    return Plan(name, periodic_strategy(law, best, checkpoint), costs, cost, tau=best)
