"""The §5 methodology: job sets × failure scenarios, makespans normalised by L'(𝒥, f).

Expected ratio of a configuration = mean over sets of (mean over scenarios of T/L');
maximum = max over every (set, scenario) pair (§5.1, [MOLDABLE-D22]: not a ratio of means).
Every algorithm of a set sees the same scenarios (common random numbers, [MOLDABLE-D20]), and
so does every value of the algorithm parameters (``priority``, ``epsilon``, ``allotment``).

A task (:func:`run_task`: a sweep row, or ``resched moldable run --sets 1``) is one job set:
its jobs are drawn with the task's seed, its scenarios with (seed, 1). ``resched moldable run
--seed S --sets K`` runs the sets of seeds S, S+1, …, S+K−1 (:func:`evaluate`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from functools import lru_cache
from typing import TypedDict

import numpy as np
import numpy.typing as npt

from resched.algorithms import Algorithm
from resched.declarations import Run, Task
from resched.errors import ReschedError
from resched.moldable import algorithms as family_algorithms
from resched.moldable.algorithms import ALGORITHMS, ListAlgorithm, MoldableAlgorithm
from resched.moldable.algorithms.batch_list import EPSILON, BatchListAlgorithm
from resched.moldable.generate import draw_failures, random_jobset
from resched.moldable.instance.document import MoldableInstance
from resched.moldable.instance.formats import read_failures, read_instance
from resched.moldable.instance.jobs import JobSet
from resched.moldable.metrics import MoldableMetrics, metrics, normalising_bound
from resched.moldable.params import DEFAULT_ALLOTMENT, MAX_SETS, MoldableParams
from resched.moldable.simulate import Schedule


class SetResult(TypedDict):
    """One algorithm on one job set: T/L' on each scenario and the CPU seconds spent."""

    ratios: npt.NDArray[np.float64]
    cpu_seconds: float


def _algorithms(algorithms: Iterable[Algorithm | str]) -> list[Algorithm]:
    """The algorithms (resolved ones kept, names resolved), in order, without repeats."""
    chosen = [a if isinstance(a, Algorithm) else ALGORITHMS.resolve(a) for a in algorithms]
    if not chosen:
        ALGORITHMS.resolve_all([])  # the registry's error: give at least one algorithm
    return list({a.name: a for a in chosen}.values())


def build(algorithm: Algorithm | str) -> MoldableAlgorithm:
    """The algorithm object of a registry entry (or name, any spelling the registry accepts;
    an :class:`Algorithm` is built by its own spec's factory, never looked up by name again),
    BATCH-LIST with its ``milp`` allotment (:func:`resched.moldable.models.milp_allotment`)."""
    resolved = algorithm if isinstance(algorithm, Algorithm) else ALGORITHMS.resolve(algorithm)
    built: MoldableAlgorithm = resolved.build()
    if isinstance(built, BatchListAlgorithm):
        return replace(built, milp=_milp_allotment)
    return built


def _milp_allotment(jobs: JobSet, lengths: np.ndarray, epsilon: float | None = None) -> np.ndarray:
    """BATCH-LIST's ``milp`` allotment (:func:`resched.moldable.models.milp_allotment`), whose
    solver libraries are imported only when it runs."""
    from resched.moldable.models import milp_allotment

    return milp_allotment(jobs, lengths, epsilon)


def makespan(
    jobs: JobSet,
    failures: np.ndarray,
    algorithm: Algorithm | str,
    priority: str = "LPT",
    epsilon: float = EPSILON,
    allotment: str = DEFAULT_ALLOTMENT,
) -> float:
    """Makespan of one algorithm (a registry name: LPA-LIST, BATCH-LIST, MINTIME, MINAREA, or
    an alias such as ``lpa``) on one scenario."""
    built = build(algorithm)
    return float(family_algorithms.makespans(built, jobs, np.atleast_2d(failures), priority, epsilon, allotment)[0])


def schedule(
    jobs: JobSet,
    failures: np.ndarray,
    algorithm: Algorithm | str,
    priority: str = "LPT",
    epsilon: float = EPSILON,
    allotment: str = DEFAULT_ALLOTMENT,
) -> Schedule:
    """The schedule of one algorithm (a registry name) on one scenario: every attempt's job,
    start, end and processors (its makespan is :func:`makespan`'s)."""
    return family_algorithms.schedule(build(algorithm), jobs, failures, priority, epsilon, allotment)


def fixed_allocation(jobs: JobSet, algorithm: str) -> np.ndarray:
    """p_j of LPA-LIST, MINTIME or MINAREA (any spelling the registry accepts, e.g. ``lpa``)."""
    built = build(algorithm)
    if built.batches or not isinstance(built, ListAlgorithm):
        raise ReschedError(f"{algorithm!r} has no fixed allocation (its allotment changes per batch)")
    return built.allocate(jobs)


def job_set(params: MoldableParams, seed: int) -> tuple[JobSet, npt.NDArray[np.float64]]:
    """The job set of ``seed`` (drawn with it, or read from ``params.job_file``) and its jobs'
    sequential work w_j (Eq. 3)."""
    if params.job_file is None:
        jobs = random_jobset(params.speedup_model, params.jobs, params.processors, seed)
        return jobs, jobs.work
    instance = _job_file(params.job_file, params.processors)
    params.check_jobs(instance.jobset.n)
    return instance.jobset, instance.work


@lru_cache(maxsize=1)
def _job_file(path: str, processors: int) -> MoldableInstance:
    """A job file read once for every set of a run (one cached: a table can be large)."""
    return read_instance(path, processors)


def scenarios(params: MoldableParams, work: npt.NDArray[np.float64], seed: int) -> np.ndarray:
    """(scenarios, n) failure counts of job set ``seed``: drawn with ``(seed, 1)`` (Eq. 3), or
    read from ``params.failure_file``."""
    if params.failure_file is None:
        return draw_failures(work, params.error_rate, params.scenarios, (seed, 1))
    return read_failures(params.failure_file, len(work))


def built_algorithms(algorithms: Iterable[Algorithm | str]) -> dict[str, MoldableAlgorithm]:
    """The algorithm objects (:func:`build`), by canonical name, in order, without repeats."""
    return {a.name: build(a) for a in _algorithms(algorithms)}


def set_ratios(
    params: MoldableParams, seed: int, algorithms: Iterable[Algorithm | str] | Mapping[str, MoldableAlgorithm]
) -> dict[str, SetResult]:
    """For each algorithm (by canonical name; objects already built by :func:`built_algorithms`,
    or names and registry entries): T/L' on the ``params.scenarios`` scenarios of job set
    ``seed`` (jobs drawn with ``seed``, scenarios with ``(seed, 1)``; or the files of
    ``params.job_file`` and ``params.failure_file``) and the CPU seconds of its allocation and
    simulation."""
    built = algorithms if isinstance(algorithms, Mapping) else built_algorithms(algorithms)
    jobs, work = job_set(params, seed)
    failures = scenarios(params, work, seed)
    bound = normalising_bound(jobs, failures)
    results: dict[str, SetResult] = {}
    for name, algorithm in built.items():
        start = time.process_time()
        spans = family_algorithms.makespans(
            algorithm, jobs, failures, params.priority, params.epsilon, params.allotment
        )
        results[name] = {"ratios": spans / bound, "cpu_seconds": time.process_time() - start}
    return results


def evaluate(
    params: MoldableParams,
    sets: int,
    seed: int,
    algorithms: Iterable[Algorithm | str],
    on_set: Callable[[], None] | None = None,
) -> dict[str, dict[str, float | list[float]]]:
    """Expected and maximum ratio of each algorithm over ``sets`` job sets (seeds seed …
    seed+sets−1), every ratio and the CPU seconds spent; with one set, exactly the metrics
    of :func:`run_task` for that seed."""
    if isinstance(sets, bool) or not isinstance(sets, int) or not 1 <= sets <= MAX_SETS:
        raise ReschedError(f"sets must be an integer in [1, {MAX_SETS}], got {sets!r}")
    chosen = built_algorithms(algorithms)
    ratios: dict[str, list[np.ndarray]] = {name: [] for name in chosen}
    cpu = dict.fromkeys(ratios, 0.0)
    for k in range(sets):
        for name, result in set_ratios(params, seed + k, chosen).items():
            ratios[name].append(result["ratios"])
            cpu[name] += result["cpu_seconds"]
        if on_set:
            on_set()
    return {name: metrics(ratios[name], cpu[name]).to_dict() for name in ratios}


def run_task(task: Task[MoldableParams]) -> Run[MoldableMetrics]:
    """One job set (``task.seed``) and one algorithm with ``task.params``: its expected ratio
    over the set's scenarios, its maximum, every scenario's ratio and the CPU seconds."""
    built = {task.algorithm.name: build(task.algorithm)}
    result = set_ratios(task.params, task.seed, built)[task.algorithm.name]
    return Run(
        algorithm=task.algorithm.name,
        instance=job_set_name(task.params, task.seed),
        metrics=metrics([result["ratios"]], result["cpu_seconds"]),
    )


def job_set_name(params: MoldableParams, seed: int) -> str:
    """The job set of a task: its job file, or its speedup model, size and seed."""
    if params.job_file is not None:
        return params.job_file
    return f"{params.speedup_model}-n{params.jobs}-P{params.processors}-seed{seed}"
