"""The LIST simulator (Algorithm 1) under a failure scenario f (f_j failed attempts, then a success).

* :func:`list_run` — Algorithm 1 with given per-attempt allocations; the schedule, checked.
* :func:`fixed_makespans` — LIST with one p per job for all f_j+1 attempts (LPA-LIST, MINTIME,
  MINAREA), for many scenarios at once.
* :func:`list_schedule`, :func:`list_makespans` — the numba kernels of Algorithm 1.
* :func:`decided_list_makespans`, :func:`decided_list_schedule`, :func:`decided_batch_schedules`
  — LIST and BATCH-LIST on the decisions of any algorithm object (an allocation or allotment
  rule and a LIST priority, :mod:`resched.moldable.algorithms`), each checked
  (:func:`checked_allocation`, :func:`checked_order`: a one-line error naming the decision).

The algorithms (:mod:`resched.moldable.algorithms`) choose the allocations and run them here.
Priority rules (§5.1, [MOLDABLE-D7]: from the job's next attempt): LPT = longer time first,
HPA = more processors first, LA = larger area first; ties by job index. Rules are matched
case-insensitively.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from numba import njit

from resched.errors import ReschedError
from resched.moldable.instance.jobs import JobSet
from resched.moldable.params import PRIORITIES

SAME_TIME = 1e-12
"""Completions within this relative distance of the current event are simultaneous ([MOLDABLE-D6])."""


@njit(cache=True)
def _insert(pending, count, j, keys, cols, next_attempt):
    """Insert job j into ``pending[:count]``, sorted by (key of its next attempt desc, index asc)."""
    key = keys[j, min(next_attempt[j], cols - 1)]
    pos = count
    while pos > 0:
        i = pending[pos - 1]
        other = keys[i, min(next_attempt[i], cols - 1)]
        if other > key or (other == key and i < j):
            break
        pending[pos] = i
        pos -= 1
    pending[pos] = j
    return count + 1


@njit(cache=True)
def list_schedule(P, procs, durations, keys, attempts):
    """Algorithm 1. Job j runs ``attempts[j]`` attempts one after another; its attempt m uses
    column min(m, cols−1) of ``procs`` (processors), ``durations`` and ``keys`` (priority,
    higher first, ties by job index). At time 0 and at each completion time, every job
    completing then frees its processors and, if it has attempts left, is re-inserted at its
    priority position; then the whole list is scanned once and every job that fits starts.

    Returns (makespan, job, start, end, processors) of every attempt in start order.
    """
    n, cols = procs.shape
    total = attempts.sum()
    rec_job = np.empty(total, np.int64)
    rec_start = np.empty(total)
    rec_end = np.empty(total)
    rec_procs = np.empty(total, np.int64)
    pending = np.empty(n, np.int64)
    next_attempt = np.zeros(n, np.int64)
    end = np.full(n, np.inf)
    count = 0
    for j in range(n):
        if attempts[j] > 0:
            count = _insert(pending, count, j, keys, cols, next_attempt)
    avail = P
    now = 0.0
    makespan = 0.0
    r = 0
    while True:
        kept = 0
        for idx in range(count):
            j = pending[idx]
            c = min(next_attempt[j], cols - 1)
            if procs[j, c] <= avail:
                avail -= procs[j, c]
                end[j] = now + durations[j, c]
                rec_job[r], rec_start[r], rec_end[r], rec_procs[r] = j, now, end[j], procs[j, c]
                r += 1
            else:
                pending[kept] = j
                kept += 1
        count = kept
        now = np.inf
        for j in range(n):
            now = min(now, end[j])
        if now == np.inf:
            break
        makespan = now
        limit = now + SAME_TIME * now
        for j in range(n):
            if end[j] <= limit:
                makespan = max(makespan, end[j])
                end[j] = np.inf
                avail += procs[j, min(next_attempt[j], cols - 1)]
                next_attempt[j] += 1
                if next_attempt[j] < attempts[j]:
                    count = _insert(pending, count, j, keys, cols, next_attempt)
    return makespan, rec_job, rec_start, rec_end, rec_procs


@njit(cache=True)
def list_makespans(P, procs, durations, keys, attempts):
    """Makespan of LIST for each row of ``attempts`` (one failure scenario per row)."""
    out = np.empty(attempts.shape[0])
    for s in range(attempts.shape[0]):
        out[s] = list_schedule(P, procs, durations, keys, attempts[s])[0]
    return out


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


def fixed_makespans(jobs: JobSet, p: np.ndarray, failures: np.ndarray, priority: str = "LPT") -> np.ndarray:
    """LIST makespans with p_j for every attempt; ``failures`` is (S, n) or (n,)."""
    f = np.atleast_2d(failures).astype(np.int64)
    procs = p.astype(np.int64)[:, None]
    durations = jobs.times[np.arange(jobs.n), p - 1][:, None]
    return list_makespans(jobs.P, procs, durations, priority_keys(procs, durations, priority), f + 1)


# The decisions of an algorithm object (resched.moldable.algorithms.MoldableAlgorithm), checked.
Allocate = Callable[[JobSet], np.ndarray]
"""An allocation rule: ``allocate(jobs)`` → processor counts, (n,) or (n, cols) (attempt m of job
j uses column min(m, cols−1))."""
Allot = Callable[[JobSet, int, float, str], np.ndarray]
"""An allotment rule: ``allot(pending, g, epsilon, method)`` → (pending.n, g) processor counts of
the g attempts of each pending job in one batch."""
Order = Callable[[JobSet, np.ndarray, np.ndarray, str], np.ndarray]
"""A LIST priority: ``order(jobs, procs, durations, rule)`` → a permutation of the n jobs (or of the
n·cols attempts, row-major), the first started first."""


def checked_allocation(procs: object, n: int, P: int, what: str, cols: int | None = None) -> np.ndarray:
    """``procs`` as an (n, cols) int64 array of processor counts in 1..P, or a one-line error
    naming ``what`` (the decision) and the rule it breaks."""
    array = np.asarray(procs)
    if array.dtype == bool or not np.issubdtype(array.dtype, np.integer):
        raise ReschedError(f"{what}: processor counts must be integers, got dtype {array.dtype}")
    if array.ndim == 1:
        array = array[:, None]
    wanted = f"({n}, {cols})" if cols is not None else f"({n},) or ({n}, attempts)"
    if array.ndim != 2 or array.shape[0] != n or array.shape[1] < 1 or (cols is not None and array.shape[1] != cols):
        raise ReschedError(f"{what}: one processor count per job is needed, shape {wanted}, got {array.shape}")
    bad = np.argwhere((array < 1) | (array > P))
    if len(bad):
        j, c = bad[0]
        raise ReschedError(f"{what}: job {j} gets {array[j, c]} processors, outside 1..P={P}")
    return array.astype(np.int64)


def checked_order(order: object, n: int, cols: int, what: str) -> np.ndarray:
    """``order`` as a permutation of the n·cols attempts (a permutation of the n jobs applies to
    every attempt of a job), or a one-line error."""
    array = np.asarray(order)
    sizes = {n, n * cols}
    if array.ndim != 1 or len(array) not in sizes or array.dtype == bool or not np.issubdtype(array.dtype, np.integer):
        raise ReschedError(
            f"{what}: the priority must be a 1-D integer permutation of the {n} jobs"
            f"{'' if cols == 1 else f' or of the {n * cols} attempts'}, got shape {array.shape}, dtype {array.dtype}"
        )
    if not np.array_equal(np.sort(array), np.arange(len(array))):
        raise ReschedError(f"{what}: the priority is not a permutation of 0..{len(array) - 1} (repeats or gaps)")
    if len(array) == n * cols:
        return array.astype(np.int64)
    return (array[:, None] * cols + np.arange(cols)).ravel().astype(np.int64)


def order_keys(order: np.ndarray, shape: tuple[int, ...]) -> np.ndarray:
    """Kernel keys (higher first) that start the attempts in the order of the permutation ``order``."""
    keys = np.empty(len(order))
    keys[order] = np.arange(len(order), 0, -1, dtype=float)
    return keys.reshape(shape)


def rule_order(procs: np.ndarray, durations: np.ndarray, rule: str) -> np.ndarray:
    """The built-in LIST priority ``rule`` (LPT, HPA, LA; ties by job index) as a permutation of
    the attempts: :func:`order_keys` of it orders exactly as :func:`priority_keys`."""
    keys = priority_keys(procs, durations, rule)
    job = np.repeat(np.arange(keys.shape[0]), keys.shape[1])
    return np.lexsort((job, -keys.ravel())).astype(np.int64)


def _decided_list(jobs: JobSet, allocate: Allocate, order: Order, rule: str, who: str) -> tuple[np.ndarray, ...]:
    procs = checked_allocation(allocate(jobs), jobs.n, jobs.P, f"{who}.allocate")
    durations = jobs.times[np.arange(jobs.n)[:, None], procs - 1]
    ranks = checked_order(order(jobs, procs, durations, rule), jobs.n, procs.shape[1], f"{who}.order")
    return procs, durations, order_keys(ranks, procs.shape)


def decided_list_makespans(
    jobs: JobSet, failures: np.ndarray, allocate: Allocate, order: Order, rule: str = "LPT", who: str = "algorithm"
) -> np.ndarray:
    """LIST makespan on each scenario (row) of ``failures`` with the checked decisions of an
    allocation rule and a priority (decided once per job set)."""
    procs, durations, keys = _decided_list(jobs, allocate, order, rule, who)
    return list_makespans(jobs.P, procs, durations, keys, np.atleast_2d(failures).astype(np.int64) + 1)


def decided_list_schedule(
    jobs: JobSet, failures: np.ndarray, allocate: Allocate, order: Order, rule: str = "LPT", who: str = "algorithm"
) -> Schedule:
    """The LIST schedule on one scenario ``failures`` with the checked decisions."""
    procs, durations, keys = _decided_list(jobs, allocate, order, rule, who)
    attempts = np.asarray(failures, dtype=np.int64) + 1
    makespan, job, start, end, used = list_schedule(jobs.P, procs, durations, keys, attempts)
    return Schedule(jobs.P, makespan, job, start, end, used)


def decided_batch_schedules(
    jobs: JobSet,
    failures: np.ndarray,
    allot: Allot,
    order: Order,
    rule: str = "LPT",
    epsilon: float = 0.3,
    method: str = "resched",
    who: str = "algorithm",
) -> list[Schedule]:
    """BATCH-LIST (§4.4) with checked decisions, on each scenario (row) of ``failures``: batch k
    gives each pending job min(g, f_left+1) attempts, g = 2^{k−1}, on the ``allot`` plan of the
    pending jobs (decided once per (g, pending set), so batch 1 once per job set), in LIST
    ``order``; batches back to back. Each schedule's makespan is the sum of the batch lengths."""
    plans: dict[tuple[int, bytes], tuple[np.ndarray, np.ndarray, np.ndarray]] = {}
    out = []
    for scenario in np.atleast_2d(failures):
        left = np.asarray(scenario, dtype=np.int64).copy()
        pending = np.arange(jobs.n)
        parts, total, g = [], 0.0, 1
        while len(pending):
            key = (g, pending.tobytes())
            if key not in plans:
                sub = jobs.subset(pending)
                procs = checked_allocation(allot(sub, g, epsilon, method), sub.n, jobs.P, f"{who}.allot", g)
                durations = jobs.times[pending[:, None], procs - 1]
                ranks = checked_order(order(sub, procs, durations, rule), sub.n, g, f"{who}.order")
                plans[key] = (procs, durations, order_keys(ranks, procs.shape))
            procs, durations, keys = plans[key]
            attempts = np.minimum(g, left[pending] + 1)
            length, job, start, end, used = list_schedule(jobs.P, procs, durations, keys, attempts)
            parts.append((pending[job], total + start, total + end, used))
            total += length
            left[pending] -= attempts
            pending = pending[left[pending] >= 0]
            g *= 2
        columns = [np.concatenate([p[k] for p in parts]) for k in range(4)] if parts else [np.empty(0)] * 4
        out.append(Schedule(jobs.P, total, *columns))
    return out
