"""The reservation family's task (§4 of the paper): one strategy on one law, Eq. (7)'s cost.

A task reads :class:`~resched.reservation.family.ReservationParams`; it is deterministic (no
random draw), so its seed is unused. ``resched reservation solve`` and a sweep row run this
same function.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from resched.reservation.algorithms import Plan, dyn_prog_count, omniscient_cost, periodic
from resched.reservation.laws import (
    ContinuousLaw,
    DiscreteLaw,
    empirical_law,
    law,
    lognormal_from_moments,
    read_runtimes,
)
from resched.reservation.strategy import Costs

#: Scenario 2's fitted law (Fig. 7 caption): mean and standard deviation in hours.
NEURO_MEAN, NEURO_SD = 21.4, 19.7


def task_law(params: Any, runtimes_path: Any = None) -> ContinuousLaw | DiscreteLaw:
    """The law of a parameter set (``runtimes_path``: the resolved run-times file)."""
    if params.law == "empirical":
        return empirical_law(read_runtimes(runtimes_path), name=str(params.runtimes))
    if params.law == "neuro":
        moments = lognormal_from_moments(NEURO_MEAN * params.mu_ratio, NEURO_SD * params.sigma_ratio)
        return law("lognormal", moments, upper=params.upper)
    return law(params.law, params.law_params, upper=params.upper)


def task_costs(params: Any) -> Costs:
    return Costs(params.checkpoint, params.restart, params.alpha, params.beta, params.gamma)


def _grid_dp(mode: str) -> Any:
    """Thm 2's DP (``dp``) or a §3.4 restricted DP on the law's grid (Algorithm 1's n)."""
    return lambda X, costs, p: dyn_prog_count(X, costs, p.epsilon, mode, n=p.chunks, n_max=p.max_chunks)


def _periodic(checkpoint: bool) -> Any:
    """ALL-CKPT-PER / NO-CKPT-PER with ``tau`` periods, or the best τ in [1, 1000]."""
    return lambda X, costs, p: periodic(X, costs, checkpoint, p.tau)


def _omniscient() -> None:
    """No strategy: the omniscient cost (α+β)E[X] + γ."""
    return None


# Factories named by the algorithm registry (resched.reservation.family.ALGORITHMS).
dyn_prog_count_strategy = partial(_grid_dp, "dp")
all_ckpt_strategy = partial(_grid_dp, "all-ckpt")
no_ckpt_strategy = partial(_grid_dp, "no-ckpt")
all_ckpt_per_strategy = partial(_periodic, True)
no_ckpt_per_strategy = partial(_periodic, False)
omniscient_strategy = _omniscient


def plan_metrics(plan: Plan) -> dict[str, Any]:
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


def run_task(task: Any) -> dict[str, Any]:
    """Expected cost (Eq. 7, on X) of ``task.algorithm`` with its shape, and E[X], [a, b] of the
    law (the parameters' law and costs, or the discrete law and costs of ``task.instance``)."""
    params = task.params
    if task.instance is not None:
        X, costs = task.instance.law, task.instance.costs
    else:
        X = task_law(params, task.path("runtimes") if params.runtimes else None)
        costs = task_costs(params)
    metrics: dict[str, Any] = {"mean": X.mean, "a": X.a, "b": X.b}
    strategy = task.algorithm.build()
    if strategy is None:
        return metrics | {"cost": omniscient_cost(X, costs)}
    return metrics | plan_metrics(strategy(X, costs, params))
