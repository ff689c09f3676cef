"""The paper's strategies under their names (Gainaru et al., IPDPS 2020, §3–4):

* ``dp`` — the optimal DP of Thm 2 on a discrete law (O(n²) time, O(n) memory); on a continuous
  law DYN-PROG-COUNT(X, ε) (Algorithm 1, Thm 3): the DP on the n-chunk discretisation Y_n of Eq. (9);
* ``all-ckpt`` / ``no-ckpt`` — the restricted DPs of §3.4 on the same law or grid (O(n));
* ``all-ckpt-per`` / ``no-ckpt-per`` — ALL-CKPT-PER(τ) / NO-CKPT-PER(τ) of Algorithm 2, best τ
  in [1, 1000] unless τ is given;
* ``omniscient_cost`` — (α+β)E[X] + γ, the normalisation of Fig. 7.

Every expected cost is Eq. (7) on the law given (on X itself for a continuous law).

The factories that :data:`resched.reservation.family.ALGORITHMS` names (``*_strategy``) build a
:data:`PlanFunction`, the strategy a task runs on its law, costs and parameters (``None`` for
the Omniscient reference, which has no strategy).
"""

from __future__ import annotations

from collections.abc import Callable

from resched.errors import ReschedError
from resched.reservation.algorithms.common import N_MAX, PAPER_NAMES, STRATEGIES, Plan
from resched.reservation.algorithms.dp import discretization_size, dyn_prog_count, optimal_discrete
from resched.reservation.algorithms.equal_periods import TAU_MAX, periodic, periodic_strategy
from resched.reservation.instance.laws import Law
from resched.reservation.instance.strategy import MODES, Costs
from resched.reservation.metrics import omniscient_cost
from resched.reservation.params import ReservationParams

__all__ = [
    "N_MAX",
    "PAPER_NAMES",
    "STRATEGIES",
    "TAU_MAX",
    "Plan",
    "PlanFunction",
    "discretization_size",
    "dyn_prog_count",
    "omniscient_cost",
    "optimal_discrete",
    "periodic",
    "periodic_strategy",
    "plan",
]

PlanFunction = Callable[[Law, Costs, ReservationParams], Plan]
"""A built strategy: its plan for a law, the platform's costs and the task's parameters."""


def plan(
    law: Law,
    C: float,
    R: float,
    alpha: float = 1.0,
    beta: float = 0.0,
    gamma: float = 0.0,
    *,
    strategy: str = "dp",
    eps: float = 0.1,
    n: int | None = None,
    n_max: int | None = N_MAX,
    tau: int | None = None,
) -> Plan:
    """The strategy named ``strategy`` (one of :data:`STRATEGIES`) for ``law`` with checkpoint C,
    restart R and cost model α, β, γ (Eq. 1), and its expected cost (Eq. 7).

    ``eps``/``n``/``n_max`` set DYN-PROG-COUNT's discretisation of a continuous law (ignored for
    a discrete law); ``tau`` fixes a periodic strategy's period count (default: best in [1, 1000])."""
    costs = Costs(C, R, alpha, beta, gamma)
    if strategy in MODES:
        return dyn_prog_count(law, costs, eps, strategy, n=n, n_max=n_max)
    if strategy in ("all-ckpt-per", "no-ckpt-per"):
        return periodic(law, costs, strategy == "all-ckpt-per", tau)
    raise ReschedError(f"unknown strategy {strategy!r} (known: {', '.join(STRATEGIES)})")


def _grid_dp(mode: str) -> PlanFunction:
    """Thm 2's DP (``dp``) or a §3.4 restricted DP on the law's grid (Algorithm 1's n)."""
    return lambda X, costs, p: dyn_prog_count(X, costs, p.epsilon, mode, n=p.chunks, n_max=p.max_chunks)


def _periodic(checkpoint: bool) -> PlanFunction:
    """ALL-CKPT-PER / NO-CKPT-PER with ``tau`` periods, or the best τ in [1, 1000]."""
    return lambda X, costs, p: periodic(X, costs, checkpoint, p.tau)


def dyn_prog_count_strategy() -> PlanFunction:
    return _grid_dp("dp")


def all_ckpt_strategy() -> PlanFunction:
    return _grid_dp("all-ckpt")


def no_ckpt_strategy() -> PlanFunction:
    return _grid_dp("no-ckpt")


def all_ckpt_per_strategy() -> PlanFunction:
    return _periodic(True)


def no_ckpt_per_strategy() -> PlanFunction:
    return _periodic(False)


def omniscient_strategy() -> None:
    """No strategy: the omniscient cost (α+β)E[X] + γ."""
    return None
