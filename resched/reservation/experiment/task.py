"""The reservation family's task (§4 of the paper): one strategy on one law, Eq. (7)'s cost.

A task reads :class:`~resched.reservation.params.ReservationParams`; it is deterministic (no
random draw), so its seed is unused. ``resched reservation solve`` and a sweep row run this
same function.
"""

from __future__ import annotations

from resched.declarations import Run, Task
from resched.reservation.algorithms import Omniscient, Plan, strategy_plan
from resched.reservation.generate import task_costs, task_law
from resched.reservation.metrics import ReservationMetrics, omniscient_cost
from resched.reservation.params import ReservationParams

__all__ = ["plan_metrics", "run_task", "strategy_plan"]


def plan_metrics(plan: Plan) -> dict[str, object]:
    """A plan's cost and shape: reservations (W_k, δ_k), milestones t_k, n (DP grid), τ."""
    return {
        "cost": plan.expected_cost,
        "reservations": len(plan.strategy),
        "checkpoints": int(sum(plan.checkpoints)),
        "chunks_used": plan.n,
        "chunks_needed": plan.n_formula,
        "guaranteed": plan.guaranteed,
        "periods": plan.tau,
        "lengths": plan.lengths.tolist(),
        "checkpoint_flags": list(plan.checkpoints),
        "milestones": list(plan.milestones),
    }


def run_task(task: Task[ReservationParams]) -> Run[ReservationMetrics]:
    """Expected cost (Eq. 7, on X) of ``task.algorithm`` with its shape, and E[X], [a, b] of the
    law (the parameters' law and costs, or the discrete law and costs of ``task.instance``).

    The metrics are E[X], a, b and the cost; a plan's shape (every key of :func:`plan_metrics`
    but ``cost``) goes to the extras, absent for the Omniscient reference."""
    params = task.params
    if task.instance is not None:
        X, costs, name = task.instance.law, task.instance.costs, task.instance.name
    else:
        X = task_law(params, task.path("runtimes") if params.runtimes else None)
        costs, name = task_costs(params), X.name
    built = task.algorithm.build()  # run as built: its declared ``reference`` decides
    plan = strategy_plan(built, task.algorithm.name, X, costs, params)
    if plan is None:
        cost = built.cost(X, costs) if isinstance(built, Omniscient) else omniscient_cost(X, costs)
        return Run(task.algorithm.name, name, ReservationMetrics(X.mean, X.a, X.b, cost))
    shape = {key: value for key, value in plan_metrics(plan).items() if key != "cost"}
    return Run(task.algorithm.name, name, ReservationMetrics(X.mean, X.a, X.b, plan.expected_cost), shape)
