"""Experiment task of the batch family: one strategy on one failure scenario.

Grid parameters: ``trace`` (an SWF file in the sweep's ``traces_dir``, a path, or
``"synthetic"`` for §4.5.3), ``month`` (30-day window index, default 0), ``mtbf`` (platform
MTBF μ in s; ``0`` = failure-free and no checkpoint), ``downtime`` (D, s), ``checkpoint``
(C = R, s, default 300), ``mean_interarrival`` (synthetic λ, default 174 s). The task seed
draws the failures; the synthetic workload is drawn from the instance index, so every grid
point (e.g. failure-free vs μ = 30 min) sees the same workloads. The algorithm is a strategy name
(``BASELINE``, ``SFSJ``, ``Hxyz``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from resched.batch.generate import synthetic_workload, trace_instance
from resched.batch.instance import BatchInstance
from resched.batch.metrics import evaluate
from resched.batch.simulate import simulate
from resched.batch.strategy import strategy
from resched.errors import ReschedError

_PARAMS = {"trace", "month", "mtbf", "downtime", "checkpoint", "mean_interarrival", "days"}


def task_instance(params: dict[str, Any], seed: int, traces_dir: str | None = None,
                  workload_seed: int | None = None) -> BatchInstance:
    """The instance of a grid point (see the module docstring); the synthetic workload is
    drawn with ``workload_seed`` (default ``seed``)."""
    unknown = sorted(params.keys() - _PARAMS)
    if unknown:
        raise ReschedError(f"unknown batch sweep parameter {unknown[0]!r} (known: {', '.join(sorted(_PARAMS))})")
    trace = str(params.get("trace", "synthetic"))
    mtbf = float(params.get("mtbf", 1800.0 if trace == "synthetic" else 3600.0)) or None
    downtime = float(params.get("downtime", 600.0 if trace == "synthetic" else 3600.0))
    checkpoint = float(params.get("checkpoint", 300.0)) if mtbf else 0.0
    if trace == "synthetic":
        workload = synthetic_workload(seed if workload_seed is None else workload_seed,
                                      float(params.get("mean_interarrival", 174.0)))
        return workload.instance(mtbf, downtime, seed, checkpoint)
    path = Path(trace) if Path(trace).is_absolute() or traces_dir is None else Path(traces_dir) / trace
    return trace_instance(path, int(params.get("month", 0)), mtbf, downtime, seed, checkpoint,
                          float(params.get("days", 30)))


def run_task(task) -> dict[str, Any]:
    """Flat metrics (:meth:`~resched.batch.metrics.BatchMetrics.flat`) of ``task.algorithm``."""
    inst = task_instance(task.params, task.seed, task.traces_dir, task.instance)
    result = simulate(inst, strategy(task.algorithm))
    metrics = evaluate(result).flat()
    metrics.update(jobs=len(inst.jobs), nodes=inst.nodes)
    return metrics
