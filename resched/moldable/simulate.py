"""LIST-based algorithms under a failure scenario f (f_j failed attempts, then a success).

* :func:`list_run` — Algorithm 1 with given per-attempt allocations; the schedule, checked.
* :func:`fixed_makespans` — LPA-LIST, MINTIME, MINAREA (one p per job for all f_j+1
  attempts), for many scenarios at once.
* :func:`batch_list` — BATCH-LIST (§4.4): batches of g_k = 2^{k−1} attempts per pending job,
  allotment per batch (Lemma 3), LIST inside each batch, a barrier between batches.
* :class:`FixedAllocationList`, :class:`BatchListAlgorithm` — the algorithm objects built by
  the family's registry (:data:`resched.moldable.family.ALGORITHMS`): ``makespans(jobs,
  failures, priority, epsilon, allotment)`` for many scenarios of one job set.

Priority rules (§5.1, [MOLDABLE-D7]: from the job's next attempt): LPT = longer time first,
HPA = more processors first, LA = larger area first; ties by job index. Rules and algorithm
names are matched case-insensitively.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from resched.errors import ReschedError
from resched.moldable.allocation import lpa, minarea, mintime
from resched.moldable.allotment import EPSILON, chain_allotment, chain_bound
from resched.moldable.family import ALGORITHMS, DEFAULT_ALLOTMENT, PRIORITIES
from resched.moldable.jobs import JobSet
from resched.moldable.kernels import list_makespans, list_schedule


def priority_keys(procs: np.ndarray, durations: np.ndarray, priority: str) -> np.ndarray:
    """Priority of each attempt (higher first): LPT time, HPA processors, LA area."""
    rule = priority.upper() if isinstance(priority, str) else priority
    if rule == "LPT":
        return durations.astype(float)
    if rule == "HPA":
        return procs.astype(float)
    if rule == "LA":
        return procs * durations
    raise ReschedError(f"unknown priority rule {priority!r} (known: {', '.join(PRIORITIES)})")


@dataclass(frozen=True)
class Schedule:
    """One LIST schedule: attempt k of the record is job ``job[k]`` on ``procs[k]`` processors
    over [start[k], end[k])."""

    P: int
    makespan: float
    job: np.ndarray
    start: np.ndarray
    end: np.ndarray
    procs: np.ndarray

    def usage_profile(self) -> tuple[np.ndarray, np.ndarray]:
        """Event times and the number of busy processors on each interval between them."""
        times = np.unique(np.concatenate(([0.0], self.start, self.end)))
        mids = (times[:-1] + times[1:]) / 2
        busy = ((self.start[None, :] <= mids[:, None]) & (mids[:, None] < self.end[None, :])) @ self.procs
        return times, busy


def list_run(P: int, procs: np.ndarray, durations: np.ndarray, attempts: np.ndarray, priority: str = "LPT") -> Schedule:
    """Algorithm 1 on (n, cols) per-attempt processors and durations (attempt m uses column
    min(m, cols−1)); job j runs ``attempts[j]`` attempts."""
    procs = np.asarray(procs, dtype=np.int64).reshape(len(attempts), -1)
    durations = np.asarray(durations, dtype=float).reshape(procs.shape)
    if procs.min() < 1 or procs.max() > P:
        raise ReschedError(f"allocations must lie in [1, P={P}]")
    keys = priority_keys(procs, durations, priority)
    makespan, job, start, end, used = list_schedule(P, procs, durations, keys, np.asarray(attempts, dtype=np.int64))
    return Schedule(P, makespan, job, start, end, used)


def fixed_allocation(jobs: JobSet, algorithm: str) -> np.ndarray:
    """p_j of LPA-LIST, MINTIME or MINAREA (any spelling the registry accepts, e.g. ``lpa``)."""
    built = ALGORITHMS.resolve(algorithm).build()
    if not isinstance(built, FixedAllocationList):
        raise ReschedError(f"{algorithm!r} has no fixed allocation (its allotment changes per batch)")
    return built.allocation(jobs)


def fixed_makespans(jobs: JobSet, p: np.ndarray, failures: np.ndarray, priority: str = "LPT") -> np.ndarray:
    """LIST makespans with p_j for every attempt; ``failures`` is (S, n) or (n,)."""
    f = np.atleast_2d(failures).astype(np.int64)
    procs = p.astype(np.int64)[:, None]
    durations = jobs.times[np.arange(jobs.n), p - 1][:, None]
    return list_makespans(jobs.P, procs, durations, priority_keys(procs, durations, priority), f + 1)


@dataclass(frozen=True)
class Batch:
    """Batch B_k: g = 2^{k−1}, its jobs, their planned allocations, its LIST length, the
    bound L(𝒥_k, f_k, p_k) (Eq. 8 for the planned g attempts) and its LIST schedule (global
    job indices and times)."""

    g: int
    jobs: np.ndarray
    procs: np.ndarray
    attempts: np.ndarray
    length: float
    planned_bound: float
    schedule: Schedule


@dataclass(frozen=True)
class BatchResult:
    makespan: float
    batches: tuple[Batch, ...]

    @property
    def schedule(self) -> Schedule:
        """The whole BATCH-LIST schedule: every batch's attempts, batches back to back."""
        parts = [b.schedule for b in self.batches]
        P = parts[0].P if parts else 0
        return Schedule(
            P,
            self.makespan,
            *(np.concatenate([getattr(s, k) for s in parts]) for k in ("job", "start", "end", "procs")),
        )


class BatchAllotments:
    """Allotments of BATCH-LIST memoised by (g, pending jobs): batch 1 is the same for every
    failure scenario of a job set, so it is computed once."""

    def __init__(self, jobs: JobSet, epsilon: float = EPSILON, method: str = DEFAULT_ALLOTMENT):
        self.jobs, self.epsilon, self.method = jobs, epsilon, method
        self._cache: dict[tuple[int, bytes], tuple[np.ndarray, float]] = {}

    def __call__(self, g: int, pending: np.ndarray) -> tuple[np.ndarray, float]:
        key = (g, pending.tobytes())
        if key not in self._cache:
            sub = self.jobs.subset(pending)
            plan = chain_allotment(sub, g, self.epsilon, self.method)
            self._cache[key] = (plan, chain_bound(sub, plan))
        return self._cache[key]


def batch_list(
    jobs: JobSet, failures: np.ndarray, priority: str = "LPT", allotments: BatchAllotments | None = None
) -> BatchResult:
    """BATCH-LIST on one scenario. In batch k each pending job makes min(g_k, f_left+1)
    attempts with the planned counts p_{k,j}^{(1..)}; a job that fails its g_k-th attempt
    waits for the next batch. Makespan = Σ_k batch lengths (Lemma 5: ⌈log₂(f_max+2)⌉ batches)."""
    allotments = allotments or BatchAllotments(jobs)
    left = np.asarray(failures, dtype=np.int64).copy()
    pending = np.arange(jobs.n)
    batches, total, g = [], 0.0, 1
    while len(pending):
        procs, bound = allotments(g, pending)
        durations = jobs.times[pending[:, None], procs - 1]
        attempts = np.minimum(g, left[pending] + 1)
        keys = priority_keys(procs, durations, priority)
        length, job, start, end, used = list_schedule(jobs.P, procs, durations, keys, attempts)
        schedule = Schedule(jobs.P, total + length, pending[job], total + start, total + end, used)
        batches.append(Batch(g, pending, procs, attempts, length, bound, schedule))
        total += length
        left[pending] -= attempts
        pending = pending[left[pending] >= 0]
        g *= 2
    return BatchResult(total, tuple(batches))


@dataclass(frozen=True)
class FixedAllocationList:
    """LIST with one processor count p_j per job for all its attempts (LPA-LIST, MINTIME,
    MINAREA): ``allocation(jobs)`` gives p."""

    allocation: Callable[[JobSet], np.ndarray]

    def makespans(
        self,
        jobs: JobSet,
        failures: np.ndarray,
        priority: str = "LPT",
        epsilon: float = EPSILON,
        allotment: str = DEFAULT_ALLOTMENT,
    ) -> np.ndarray:
        """Makespan on each scenario (row) of ``failures``; ``epsilon`` and ``allotment`` are unused."""
        return fixed_makespans(jobs, self.allocation(jobs), failures, priority)


@dataclass(frozen=True)
class BatchListAlgorithm:
    """BATCH-LIST (§4.4); batch 1's allotment is computed once for all scenarios of a job set."""

    def makespans(
        self,
        jobs: JobSet,
        failures: np.ndarray,
        priority: str = "LPT",
        epsilon: float = EPSILON,
        allotment: str = DEFAULT_ALLOTMENT,
    ) -> np.ndarray:
        """Makespan on each scenario (row) of ``failures`` with allotments by ``allotment``
        within (1+``epsilon``)."""
        allotments = BatchAllotments(jobs, epsilon, allotment)
        return np.array([batch_list(jobs, f, priority, allotments).makespan for f in np.atleast_2d(failures)])


# Factories named by the algorithm registry (resched.moldable.family.ALGORITHMS).
def lpa_list() -> FixedAllocationList:
    return FixedAllocationList(lpa)


def mintime_list() -> FixedAllocationList:
    return FixedAllocationList(mintime)


def minarea_list() -> FixedAllocationList:
    return FixedAllocationList(minarea)


def batch_list_algorithm() -> BatchListAlgorithm:
    return BatchListAlgorithm()


def makespan(
    jobs: JobSet,
    failures: np.ndarray,
    algorithm: str,
    priority: str = "LPT",
    epsilon: float = EPSILON,
    allotment: str = DEFAULT_ALLOTMENT,
) -> float:
    """Makespan of one algorithm (a registry name: LPA-LIST, BATCH-LIST, MINTIME, MINAREA, or
    an alias such as ``lpa``) on one scenario."""
    built = ALGORITHMS.resolve(algorithm).build()
    return float(built.makespans(jobs, np.atleast_2d(failures), priority, epsilon, allotment)[0])


def schedule(
    jobs: JobSet,
    failures: np.ndarray,
    algorithm: str,
    priority: str = "LPT",
    epsilon: float = EPSILON,
    allotment: str = DEFAULT_ALLOTMENT,
) -> Schedule:
    """The schedule of one algorithm (a registry name) on one scenario: every attempt's job,
    start, end and processors (its makespan is :func:`makespan`'s)."""
    f = np.asarray(failures, dtype=np.int64)
    built = ALGORITHMS.resolve(algorithm).build()
    if isinstance(built, BatchListAlgorithm):
        return batch_list(jobs, f, priority, BatchAllotments(jobs, epsilon, allotment)).schedule
    p = built.allocation(jobs)
    return list_run(jobs.P, p, jobs.times[np.arange(jobs.n), p - 1], f + 1, priority)
