"""The risk-aware family's task: one online algorithm on a job trace with a seeded capacity
walk (or on an instance file), its metrics at the end of the trace window.

A task reads :class:`~resched.riskaware.params.RiskAwareParams`: the trace (the authors' job
trace or SWF, told apart by their content), the window (``days``) and its convention
(``window``), the optional load scaling, the platform (``cores`` n_c, ``m_avg``,
``m_range``), the walk (``period``, ``step``, ``phases``, ``walk_seed`` — the task seed if
unset) or a ``capacity_file``, the ``tick``, and the algorithm parameters. ``resched riskaware simulate`` and a sweep row run
this same function.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from resched.declarations import Run, Task
from resched.errors import InstanceError, ReschedError
from resched.riskaware.generate import JobTrace, read_trace, scale_to_load, trace_instance
from resched.riskaware.instance import RiskAwareInstance, load_capacity
from resched.riskaware.params import DEFAULT_WINDOW, RiskAwareParams, check_task

if TYPE_CHECKING:
    from resched.riskaware.instance import Schedule
    from resched.riskaware.metrics import RiskAwareMetrics


@lru_cache(maxsize=8)
def _read_trace(path: str, cores: int, days: float | None, window: str, mtime: float) -> JobTrace:
    return read_trace(path, cores, days, window)


def load_trace(path: str | Path, cores: int, days: float | None, window: str = DEFAULT_WINDOW) -> JobTrace:
    """The trace at ``path`` (the authors' job trace or SWF, told apart by content), its
    first ``days`` days (default: a job trace's whole window, an SWF trace's first 7), the
    jobs running at the window start as ``window`` says. Cached per process (a sweep worker
    reads each trace once)."""
    path = Path(path)
    try:
        mtime = path.stat().st_mtime
    except FileNotFoundError:
        raise ReschedError(f"{path}: no such trace file") from None
    except OSError as error:
        raise ReschedError(f"{path}: cannot read trace file ({error.strerror})") from None
    if path.is_dir():
        raise ReschedError(f"{path}: is a directory, not a trace file")
    return _read_trace(str(path), cores, days, window, mtime)


def task_instance(
    params: RiskAwareParams, seed: int, trace_path: Path, capacity_path: Path | None = None
) -> tuple[RiskAwareInstance, JobTrace]:
    """The instance of a parameter set: the trace's jobs on the walk seeded by ``walk_seed``
    (or ``seed``), or on the profile of ``capacity_path``; also returns the trace read."""
    trace = load_trace(trace_path, params.cores, params.days, params.window)
    if params.load is not None:
        trace = scale_to_load(trace, params.cores, params.m_avg, params.load)
    profile = load_capacity(capacity_path, params.tick, trace.origin) if capacity_path is not None else None
    walk_seed = seed if params.walk_seed is None else params.walk_seed
    try:
        instance = trace_instance(
            trace,
            walk_seed,
            cores=params.cores,
            m_avg=params.m_avg,
            m_range=params.m_range,
            period=params.period,
            step=params.step,
            random_phases=params.phases == "random",
            tick=params.tick,
            capacity=profile,
        )
    except InstanceError as error:
        if capacity_path is None:
            raise
        raise InstanceError(error.field, error.reason, str(capacity_path)) from None
    return instance, trace


def run_task(
    task: Task[RiskAwareParams], keep: Callable[[RiskAwareInstance, Schedule], object] | None = None
) -> Run[RiskAwareMetrics]:
    """Metrics (:class:`~resched.riskaware.metrics.RiskAwareMetrics`) of ``task.algorithm`` at
    the end of the window: those of :class:`~resched.riskaware.metrics.Metrics`, the walk's
    mean number of machines alive over the window (``mean_machines``, the capacity GOODPUT(T)
    divides by, over n_c·T), the instance name, the job counts and the window in days;
    ``keep`` (if given) receives the instance and the schedule (to write job outputs)."""
    from resched.riskaware.metrics import RiskAwareMetrics, evaluate
    from resched.riskaware.simulate import simulate

    params = task.params.resolve()
    check_task(params, task.algorithm)
    policy = task.algorithm.build()(params)
    dropped = skipped = 0
    if task.instance is not None:
        instance: RiskAwareInstance = task.instance
        seconds = instance.horizon * instance.tick
    elif params.trace is None:
        raise ReschedError("give a job trace (--trace FILE) or an INSTANCE file")
    else:
        paths = task.params.file_paths(task.traces_dir)
        instance, trace = task_instance(params, task.seed, paths["trace"], paths.get("capacity_file"))
        dropped, skipped, seconds = trace.dropped, trace.skipped, trace.duration
    schedule = simulate(instance, policy, conventions=params.conventions)
    metrics = evaluate(instance, schedule, window=params.window)
    if keep is not None:
        keep(instance, schedule)
    measured = RiskAwareMetrics(
        goodput=metrics.goodput,
        utilization=metrics.utilization,
        max_stretch=metrics.max_stretch,
        mean_stretch=metrics.mean_stretch,
        aborted_volume=metrics.aborted_volume,
        aborted_time=metrics.aborted_time,
        completed=metrics.completed,
        killed=metrics.killed,
        unfinished=metrics.unfinished,
        mean_machines=instance.capacity.machine_ticks(instance.horizon) / max(instance.horizon, 1),
        instance=instance.name,
        jobs=len(instance.jobs),
        dropped_jobs=dropped,
        skipped_jobs=skipped,
        window_days=seconds / 86_400,
    )
    return Run(task.algorithm.name, instance.name, measured)
