"""The variable-capacity family's task: build the seeded instance of a parameter set, simulate
one algorithm on it, return its metrics.

A task reads :class:`~resched.varcap.params.VarCapParams` (``resched varcap params`` lists
them) and its seed; ``resched varcap simulate`` and a sweep row run this same function, so
the ``rerun`` command of a row gives its metrics again. The sweep pseudo-algorithm
``YieldBounds`` (trait ``kind = "bound"``) computes the two min-yield bounds of App. E.4
instead of simulating.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from resched.declarations import Run, Task
from resched.varcap.algorithms import section_algorithm
from resched.varcap.generate import generate
from resched.varcap.instance import VarCapInstance
from resched.varcap.metrics import VarCapMetrics, YieldBoundsMetrics, evaluate, section_loads
from resched.varcap.params import VarCapParams
from resched.varcap.simulate import simulate

VarCapRow = VarCapMetrics | YieldBoundsMetrics
"""The metrics of a varcap run: a simulation's, or the bounds of the pseudo-algorithm YieldBounds."""


def task_instance(task: Task[VarCapParams]) -> VarCapInstance:
    """The task's instance: the one read from a file (``task.instance``) or the one generated
    from its parameters and seed."""
    if task.instance is not None:
        return task.instance
    return generate(task.params, task.seed, task.traces_dir)


#: The §5.1 LP bound of the last generated finite instance of this process, by (parameters,
#: seed, traces folder): see :func:`finite_yield_bound`.
_LAST_BOUND: dict[tuple[VarCapParams, int, str | None], float] = {}


def finite_yield_bound(task: Task[VarCapParams], instance: VarCapInstance) -> float:
    """The §5.1 LP bound of the task's finite instance
    (:func:`resched.varcap.metrics.finite_min_yield_bound`), solved once per generated instance
    and process: a sweep runs every algorithm of an instance in a row (in one batch), and the
    LP takes seconds at the paper's size (about 6 s at 400 sections, Load 2), as long as some
    of the simulations. An instance read from a file is solved each time."""
    from resched.varcap import metrics  # looked up at call time (tests count the solves)

    if task.instance is not None:
        return metrics.finite_min_yield_bound(instance)
    key = (task.params, task.seed, task.traces_dir)
    if key not in _LAST_BOUND:
        _LAST_BOUND.clear()
        _LAST_BOUND[key] = metrics.finite_min_yield_bound(instance)
    return _LAST_BOUND[key]


def run_task(task: Task[VarCapParams]) -> Run[VarCapRow]:
    """Metrics of ``task.algorithm`` on the task's instance (:class:`VarCapMetrics`); when jobs
    come and go (§5), the extras hold the load and maximum load at every section start (App.
    E.5.3, :func:`resched.varcap.metrics.section_loads`) as ``section_load``/``section_max_load``.
    The pseudo-algorithm YieldBounds gives :class:`YieldBoundsMetrics` instead."""
    inst = task_instance(task)
    name = task.algorithm.name
    if task.algorithm.trait("kind") == "bound":
        bounds = task.algorithm.build()(inst)
        return Run(name, inst.name, YieldBoundsMetrics(inst.name, len(inst.jobs), **bounds))
    result = simulate(inst, section_algorithm(task.algorithm, task.params.best_cnf_solver))
    yield_bound = finite_yield_bound(task, inst) if inst.has_finite_jobs else None
    measured = evaluate(inst, result, yield_bound=yield_bound)  # its seconds left out: the caller times the task
    yields = np.sort(result.yields)
    extras: dict[str, Any] = {}
    if inst.jobs_come_and_go:
        load, max_load = section_loads(inst, result.completion)
        extras = {"section_load": load.round(4).tolist(), "section_max_load": max_load.round(4).tolist()}
    metrics = VarCapMetrics(
        instance=inst.name,
        job_count=len(inst.jobs),
        goodput=measured.goodput,
        min_yield=measured.min_yield,
        relative_goodput=measured.relative_goodput,
        relative_min_yield=measured.relative_min_yield,
        goodput_bound=measured.goodput_bound,
        min_yield_bound=measured.min_yield_bound,
        checkpoints=measured.checkpoints,
        recoveries=measured.recoveries,
        fallback_sections=result.fallback_sections,
        never_run=float(np.mean(result.worked == 0)),
        yield_p05=float(np.quantile(yields, 0.05)),
        yield_p95=float(np.quantile(yields, 0.95)),
        yields=yields.round(6).tolist(),
    )
    return Run(name, inst.name, metrics, extras)
