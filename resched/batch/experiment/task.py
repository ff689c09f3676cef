"""The batch family's task: one strategy on one workload under one failure scenario.

A task reads :class:`~resched.batch.params.BatchParams` (resolved): the workload is a month
of the SWF file ``trace`` or, for ``trace = "synthetic"``, the §4.5.3 workload drawn with
``workload_seed`` (default: the task's seed); the task seed draws the failures. A sweep sets
``workload_seed`` to the replicate index, so every grid point (e.g. failure-free vs μ =
30 min) sees the same workloads. ``mtbf = 0`` is the failure-free run (no checkpoints).
``resched batch simulate`` and a sweep row run this same function.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from pathlib import Path

from resched.batch.algorithms import configured
from resched.batch.generate import DAY, read_trace, synthetic_workload, trace_instance
from resched.batch.instance import BatchInstance
from resched.batch.instance.formats import read_workload
from resched.batch.metrics import BatchRunMetrics, evaluate
from resched.batch.params import SYNTHETIC, BatchParams
from resched.batch.simulate import SimulationResult, simulate
from resched.declarations import Run, Task

__all__ = ["run_task", "skipped_jobs", "synthetic_workload", "task_instance", "workload_file"]


def task_instance(params: BatchParams, seed: int, trace_path: str | Path | None = None) -> BatchInstance:
    """The instance of resolved ``params`` whose failures are drawn with ``seed``;
    ``trace_path``: the trace or Batsim workload file (default: ``params.trace`` or
    ``params.workload`` as written)."""
    params = params.resolve()
    mtbf, downtime = params.mtbf or None, params.downtime
    assert downtime is not None  # resolve() fills the default
    checkpoint, restart = (params.checkpoint, params.restart) if mtbf else (0.0, 0.0)
    if params.workload is not None:
        return read_workload(trace_path or params.workload, mtbf, downtime, seed, checkpoint, restart)
    if params.trace == SYNTHETIC:
        workload = synthetic_workload(
            seed if params.workload_seed is None else params.workload_seed, params.mean_interarrival
        )
        return workload.instance(mtbf, downtime, seed, checkpoint, restart)
    return trace_instance(
        trace_path or params.trace, params.month, mtbf, downtime, seed, checkpoint, params.month_days, restart
    )


def skipped_jobs(params: BatchParams, trace_path: str | Path | None = None) -> int:
    """Jobs of the trace that the reader skipped (unknown values, zero run time or size); 0
    for the synthetic workload and a Batsim workload."""
    if params.trace == SYNTHETIC:
        return 0
    return read_trace(str(trace_path or params.trace)).skipped_jobs


def workload_file(params: BatchParams, traces_dir: str | Path | None) -> Path | None:
    """The file the workload is read from (a Batsim workload or a trace, resolved against
    ``traces_dir``); ``None`` for the synthetic workload."""
    paths = params.file_paths(traces_dir)
    return paths.get("workload", paths.get("trace"))


def _window(params: BatchParams) -> float | None:
    """The span (s) of a trace's month window; None (the release span) for another workload."""
    resolved = params.resolve()
    if resolved.workload is not None or resolved.trace == SYNTHETIC:
        return None
    return resolved.month_days * DAY


def _stress(inst: BatchInstance, span: float | None) -> dict[str, float]:
    """``{"stress": …}`` over ``span`` (s; default: the release span), nothing if it is
    undefined (every job released at once)."""
    stress = inst.stress(span)
    return {"stress": stress} if math.isfinite(stress) else {}


def run_task(task: Task[BatchParams], keep: Callable[[SimulationResult], object] | None = None) -> Run[BatchRunMetrics]:
    """The run of ``task.algorithm``: the metrics of :class:`~resched.batch.metrics.BatchRunMetrics`
    (the workload's name, size, the flat metrics of :meth:`~resched.batch.metrics.BatchMetrics.flat`,
    the flows per size bin and the simulation's ``cpu_seconds``) and, as an extra, the
    workload's ``stress`` (its offered load, Σ p_j·t_j / (N·span), span = the trace window,
    else the release span; left out if that is 0); ``keep`` (if given) receives the simulation
    result (to write job outputs)."""
    params = task.params
    given: BatchInstance | None = task.instance
    trace_path = workload_file(params, task.traces_dir) if given is None else None
    inst = given if given is not None else task_instance(params, task.seed, trace_path)
    chosen = configured(task.algorithm, params.tie_break, params.backfilling, params.reservations)
    start = time.process_time()
    result = simulate(inst, chosen)
    metrics = evaluate(result)
    cpu = time.process_time() - start
    if keep is not None:
        keep(result)
    measured = BatchRunMetrics(
        workload=inst.name,
        jobs=len(inst.jobs),
        nodes=inst.nodes,
        skipped_jobs=0 if given is not None else skipped_jobs(params, trace_path),
        **metrics.flat(),  # type: ignore[arg-type]  # its keys are the fields between, typed there
        window_days=list(metrics.window_days),
        flows=metrics.flows.to_dict(),
        plans=result.plans,
        cpu_seconds=cpu,
    )
    return Run(task.algorithm.name, inst.name, measured, _stress(inst, _window(params) if given is None else None))
