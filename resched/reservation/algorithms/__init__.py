"""The paper's strategies under their names (Gainaru et al., IPDPS 2020, §3–4):

* ``dp`` — the optimal DP of Thm 2 on a discrete law (O(n²) time, O(n) memory); on a continuous
  law DYN-PROG-COUNT(X, ε) (Algorithm 1, Thm 3): the DP on the n-chunk discretisation Y_n of Eq. (9);
* ``all-ckpt`` / ``no-ckpt`` — the restricted DPs of §3.4 on the same law or grid (O(n));
* ``all-ckpt-per`` / ``no-ckpt-per`` — ALL-CKPT-PER(τ) / NO-CKPT-PER(τ) of Algorithm 2, best τ
  in [1, 1000] unless τ is given;
* ``omniscient_cost`` — (α+β)E[X] + γ, the normalisation of Fig. 7.

Every expected cost is Eq. (7) on the law given (on X itself for a continuous law).

The factories that :data:`resched.reservation.family.ALGORITHMS` names (``*_strategy``) build a
:class:`ReservationStrategy` (a :class:`BuiltinStrategy` wrapping the paper's :data:`PlanFunction`),
or the :class:`Omniscient` reference, which has no reservations.

Write your own: a :class:`ReservationStrategy` is any object with ``reservations(law, costs,
params)`` returning the reservations as a :class:`~resched.reservation.instance.strategy.Strategy`
(milestones t_k and checkpoint flags δ_k, or ``Strategy.from_lengths(W, δ, costs)`` from the
reservation lengths W_k), in the law's time unit. The runner
(:func:`resched.reservation.experiment.task.run_task`) checks it like a built-in's (lengths
positive and increasing milestones, the last covering the law's support: else a one-line
:class:`~resched.errors.ReschedError`) and costs it by Eq. (7). A complete example, doubling
reservations with a checkpoint at each::

    from resched.reservation.instance.strategy import Strategy

    class Doubling:
        reference = False

        def reservations(self, law, costs, params):
            lengths, covered = [], 0.0
            while covered < law.b:
                lengths.append(max(law.mean, 2 * lengths[-1] if lengths else 0.0))
                covered += lengths[-1] - costs.C - (costs.R if len(lengths) > 1 else 0.0)
            return Strategy.from_lengths(lengths, [True] * (len(lengths) - 1) + [False], costs)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from resched.errors import ReschedError
from resched.reservation.algorithms.common import N_MAX, PAPER_NAMES, STRATEGIES, Plan
from resched.reservation.algorithms.dp import discretization_size, dyn_prog_count, optimal_discrete
from resched.reservation.algorithms.equal_periods import TAU_MAX, periodic, periodic_strategy
from resched.reservation.instance.laws import Law
from resched.reservation.instance.strategy import MODES, Costs, Strategy
from resched.reservation.metrics import check_covers, expected_cost, omniscient_cost
from resched.reservation.params import ReservationParams

__all__ = [
    "N_MAX",
    "PAPER_NAMES",
    "STRATEGIES",
    "TAU_MAX",
    "BuiltinStrategy",
    "Omniscient",
    "Plan",
    "PlanFunction",
    "ReservationStrategy",
    "discretization_size",
    "dyn_prog_count",
    "omniscient_cost",
    "optimal_discrete",
    "periodic",
    "periodic_strategy",
    "plan",
    "strategy_plan",
]

PlanFunction = Callable[[Law, Costs, ReservationParams], Plan]
"""A paper strategy as a function: its plan for a law, the platform's costs and the task's parameters."""


@runtime_checkable
class ReservationStrategy(Protocol):
    """What a reservation strategy decides: for a law X, the costs (C, R, α, β, γ) and the task's
    parameters, its sequence of reservations (Def. 1).

    ``reservations(law, costs, params)`` returns a
    :class:`~resched.reservation.instance.strategy.Strategy` (milestones t_k, the job work done
    at the end of reservation k, strictly increasing and positive, and checkpoint flags δ_k;
    ``Strategy.from_lengths`` builds it from the reservation lengths W_k), in the law's time
    unit; the last milestone must cover the law's support (t_last ≥ b). The runner checks it
    and costs it by Eq. (7). A built-in may return its :class:`Plan` instead (the strategy with
    its exact expected cost and its DP's shape). ``reference`` (declared, False for a strategy)
    marks a lower bound without reservations such as :class:`Omniscient`."""

    reference: bool

    def reservations(self, law: Law, costs: Costs, params: ReservationParams) -> Strategy | Plan: ...


@dataclass(frozen=True)
class BuiltinStrategy:
    """A paper strategy (``name``, one of :data:`STRATEGIES`) as a :class:`ReservationStrategy`:
    its reservations are the :class:`Plan` of ``function``."""

    name: str
    function: PlanFunction
    reference: bool = False

    def reservations(self, law: Law, costs: Costs, params: ReservationParams) -> Plan:
        return self.function(law, costs, params)


@dataclass(frozen=True)
class Omniscient:
    """The reference that knows the execution time: cost (α+β)E[X] + γ, no reservations."""

    reference: bool = True

    def cost(self, law: Law, costs: Costs) -> float:
        return omniscient_cost(law, costs)


def strategy_plan(built: object, name: str, X: Law, costs: Costs, params: ReservationParams) -> Plan | None:
    """Run a built algorithm on the law and costs: ``None`` for a declared reference, else its
    checked :class:`Plan` (a returned Strategy is costed by Eq. 7). An object that is not a
    :class:`ReservationStrategy`, or an invalid decision, is a one-line ReschedError."""
    if getattr(built, "reference", False):
        return None
    if not isinstance(built, ReservationStrategy):
        raise ReschedError(f"algorithm {name}: not a ReservationStrategy (reference, reservations(law, costs, params))")
    decision = built.reservations(X, costs, params)
    if isinstance(decision, Plan):
        if decision.costs != costs:
            raise ReschedError(f"algorithm {name}: its plan was made for other costs ({decision.costs}, not {costs})")
        check_covers(decision.strategy, X, f"algorithm {name}")
        return decision
    if not isinstance(decision, Strategy):
        raise ReschedError(f"algorithm {name}: reservations() returned {type(decision).__name__}, not a Strategy")
    check_covers(decision, X, f"algorithm {name}")
    return Plan(name, decision, costs, expected_cost(decision, X, costs))


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
    return lambda X, costs, p: dyn_prog_count(X, costs, p.epsilon, mode, n=p.intervals, n_max=p.max_chunks)


def _periodic(checkpoint: bool) -> PlanFunction:
    """ALL-CKPT-PER / NO-CKPT-PER with ``tau`` periods, or the best τ in [1, 1000]."""
    return lambda X, costs, p: periodic(X, costs, checkpoint, p.tau)


def dyn_prog_count_strategy() -> BuiltinStrategy:
    return BuiltinStrategy("dp", _grid_dp("dp"))


def all_ckpt_strategy() -> BuiltinStrategy:
    return BuiltinStrategy("all-ckpt", _grid_dp("all-ckpt"))


def no_ckpt_strategy() -> BuiltinStrategy:
    return BuiltinStrategy("no-ckpt", _grid_dp("no-ckpt"))


def all_ckpt_per_strategy() -> BuiltinStrategy:
    return BuiltinStrategy("all-ckpt-per", _periodic(True))


def no_ckpt_per_strategy() -> BuiltinStrategy:
    return BuiltinStrategy("no-ckpt-per", _periodic(False))


def omniscient_strategy() -> Omniscient:
    """No strategy: the omniscient cost (α+β)E[X] + γ."""
    return Omniscient()
