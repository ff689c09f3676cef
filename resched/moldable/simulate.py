"""The LIST simulator (Algorithm 1) under a failure scenario f (f_j failed attempts, then a success).

* :func:`list_run` — Algorithm 1 with given per-attempt allocations; the schedule, checked.
* :func:`fixed_makespans` — LIST with one p per job for all f_j+1 attempts (LPA-LIST, MINTIME,
  MINAREA), for many scenarios at once.
* :func:`list_schedule`, :func:`list_makespans` — the numba kernels of Algorithm 1.

The algorithms (:mod:`resched.moldable.algorithms`) choose the allocations and run them here.
Priority rules (§5.1, [MOLDABLE-D7]: from the job's next attempt): LPT = longer time first,
HPA = more processors first, LA = larger area first; ties by job index. Rules are matched
case-insensitively.
"""

from __future__ import annotations

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
