"""The variable-capacity family's task: build the seeded instance of a parameter set, simulate
one algorithm on it, return its metrics.

A task reads :class:`~resched.varcap.family.VarCapParams` (``resched varcap params`` lists
them) and its seed; ``resched varcap simulate`` and a sweep row run this same function, so
the ``rerun`` command of a row gives its metrics again. The sweep pseudo-algorithm
``YieldBounds`` (trait ``kind = "bound"``) computes the two min-yield bounds of App. E.4
instead of simulating.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def task_instance(task: Any) -> Any:
    """The task's instance: the one read from a file (``task.instance``) or the one generated
    from its parameters and seed."""
    if task.instance is not None:
        return task.instance
    from resched.varcap.generate import generate

    return generate(task.params, task.seed, task.traces_dir)


#: The §5.1 LP bound of the last generated finite instance of this process, by (parameters,
#: seed, traces folder): see :func:`finite_yield_bound`.
_LAST_BOUND: dict[tuple[Any, int, Any], float] = {}


def finite_yield_bound(task: Any, instance: Any) -> float:
    """The §5.1 LP bound of the task's finite instance
    (:func:`resched.varcap.metrics.finite_min_yield_bound`), solved once per generated instance
    and process: a sweep runs every algorithm of an instance in a row (in one batch), and the
    LP takes seconds at the paper's size (about 6 s at 400 sections, Load 2), as long as some
    of the simulations. An instance read from a file is solved each time."""
    from resched.varcap.metrics import finite_min_yield_bound

    if task.instance is not None:
        return finite_min_yield_bound(instance)
    key = (task.params, task.seed, task.traces_dir)
    if key not in _LAST_BOUND:
        _LAST_BOUND.clear()
        _LAST_BOUND[key] = finite_min_yield_bound(instance)
    return _LAST_BOUND[key]


def run_task(task: Any) -> dict[str, Any]:
    """Metrics of ``task.algorithm`` on the task's instance: the keys of ``Metrics.to_dict``
    (without its ``seconds``: the caller times the task), the instance's name and job count,
    the sections decided by the algorithm's fallback rule, the fraction of jobs never run,
    the yields' 5th/95th percentiles and every final yield (sorted, for the CDFs); when jobs
    come and go (§5), the load and maximum load at every section start (App. E.5.3,
    :func:`resched.varcap.metrics.section_loads`) as ``section_load``/``section_max_load``."""
    import numpy as np

    from resched.varcap.algorithms import section_algorithm
    from resched.varcap.metrics import evaluate, section_loads
    from resched.varcap.simulate import simulate

    inst = task_instance(task)
    if task.algorithm.trait("kind") == "bound":
        return {"instance": inst.name, "job_count": len(inst.jobs), **task.algorithm.build()(inst)}
    result = simulate(inst, section_algorithm(task.algorithm, task.params.best_cnf_solver))
    yield_bound = finite_yield_bound(task, inst) if inst.has_finite_jobs else None
    metrics = evaluate(inst, result, yield_bound=yield_bound).to_dict()
    metrics.pop("seconds")
    yields = np.sort(result.yields)
    loads = {}
    if inst.jobs_come_and_go:
        load, max_load = section_loads(inst, result.completion)
        loads = {"section_load": load.round(4).tolist(), "section_max_load": max_load.round(4).tolist()}
    return {
        "instance": inst.name,
        "job_count": len(inst.jobs),
        **metrics,
        "fallback_sections": result.fallback_sections,
        "never_run": float(np.mean(result.worked == 0)),
        "yield_p05": float(np.quantile(yields, 0.05)),
        "yield_p95": float(np.quantile(yields, 0.95)),
        "yields": yields.round(6).tolist(),
        **loads,
    }


def yield_bounds(instance: Any) -> dict[str, float]:
    """App. E.4 / Table 1: the §5.1 LP bound and the §3.4 area bound on the max min-yield.

    ``area_bound`` is the §3.4 bound as the paper defines it, *with* the recovery and
    checkpoint areas of Figure 2, and ``difference`` = ``lp_bound`` − ``area_bound`` (signed,
    the Table 1 comparison). ``area_bound_no_overheads`` / ``difference_no_overheads`` drop
    those areas: a sanity check only, since for infinite jobs with Σ_j p_j ≥ P_max (Load ≥ 1)
    the LP optimum equals that area exactly (the difference is zero up to rounding).
    """
    from resched.varcap.bounds import area_bounds
    from resched.varcap.yield_lp import max_min_yield

    lp = max_min_yield(instance).lower
    area = area_bounds(instance).min_yield
    area_plain = area_bounds(instance, overheads=False).min_yield
    return {
        "lp_bound": lp,
        "area_bound": area,
        "difference": lp - area,
        "area_bound_no_overheads": area_plain,
        "difference_no_overheads": lp - area_plain,
    }


def yield_bounds_factory() -> Callable[[Any], dict[str, float]]:
    """The registry's factory of ``YieldBounds`` (a bound, not a section algorithm)."""
    return yield_bounds
