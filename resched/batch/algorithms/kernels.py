"""Conservative-backfilling planners (thesis §4.3.1): every queued job, by decreasing
priority, holds the earliest reservation that fits in the availability profile left by the
running jobs and the reservations of the jobs before it.

The profile is a step function: ``free[i]`` nodes on ``[times[i], times[i+1])``, the last
step extending to infinity. Two planners (numba kernels, O(S) per job with S steps):

* :func:`plan` clears every reservation and re-plans the whole queue (what the thesis does
  at failures and repairs, §4.6.2, and the ``replan`` mode at every event, [BATCH-D24]);
* :func:`compress` keeps the reservations in place as Batsched's ``conservative_bf`` does:
  a new job is inserted at its earliest fit after every existing reservation, and when a job
  ends (or dies) each queued job, by decreasing priority, is removed and re-inserted at its
  earliest fit, which is never later than its current reservation since that slot is still
  free. Only a loss of capacity (a failure, a restart on a free node) can break a
  reservation; a broken one is re-inserted like a new job.

The tests compare :func:`plan` with a per-time-unit brute force on integer data
(``tests/oracles/batch_plan.py``).
"""

from __future__ import annotations

import numpy as np
from numba import njit


@njit(cache=True)
def _profile(now, free_now, release_times, release_counts, capacity):
    """The availability profile from ``now``: ``free_now`` nodes, plus ``release_counts[k]``
    from ``release_times[k]`` on; arrays of ``capacity`` steps, the number used."""
    times = np.empty(capacity)
    free = np.empty(capacity, dtype=np.int64)
    order = np.argsort(release_times, kind="mergesort")
    times[0] = now
    free[0] = free_now
    steps = 1
    for k in order:
        t = max(release_times[k], now)
        if t > times[steps - 1]:
            times[steps] = t
            free[steps] = free[steps - 1]
            steps += 1
        free[steps - 1] += release_counts[k]
    return times, free, steps


@njit(cache=True)
def _first_fit(times, free, steps, p, w):
    """Index of the first step where ``p`` nodes stay free for ``w``, −1 if none."""
    i = 0
    while i < steps:
        if free[i] < p:
            i += 1
            continue
        end = times[i] + w
        k = i
        while k < steps and times[k] < end and free[k] >= p:
            k += 1
        if k == steps or times[k] >= end:
            return i
        i = k + 1
    return -1


@njit(cache=True)
def _split(times, free, steps, t):
    """Make ``t`` (≥ times[0]) a step boundary; its index and the new number of steps."""
    k = np.searchsorted(times[:steps], t)
    if k < steps and times[k] == t:
        return k, steps
    for m in range(steps, k, -1):
        times[m] = times[m - 1]
        free[m] = free[m - 1]
    times[k] = t
    free[k] = free[k - 1]
    return k, steps + 1


@njit(cache=True)
def _add(times, free, steps, start, end, delta):
    """Add ``delta`` nodes on [start, end); the new number of steps."""
    first, steps = _split(times, free, steps, start)
    last, steps = _split(times, free, steps, end)
    for m in range(first, last):
        free[m] += delta
    return steps


@njit(cache=True)
def _fits(times, free, steps, start, end, p):
    """Whether ``p`` nodes are free on all of [start, end)."""
    k = max(np.searchsorted(times[:steps], start, side="right") - 1, 0)
    while k < steps and times[k] < end:
        if free[k] < p:
            return False
        k += 1
    return True


@njit(cache=True)
def plan(now, free_now, release_times, release_counts, sizes, walltimes, stop_when_full):
    """Planned start of each queued job (in queue order), ``inf`` if not planned: the whole
    queue re-planned from an empty schedule.

    ``free_now`` nodes are free at ``now``; ``release_counts[k]`` more nodes become free at
    ``release_times[k]`` (ends of running reservations, repairs). With ``stop_when_full``
    planning stops once no node is left at ``now``: later jobs cannot start now, which is
    all an event-driven simulator that re-plans at every event needs.
    """
    n_jobs = sizes.shape[0]
    starts = np.full(n_jobs, np.inf)
    times, free, steps = _profile(now, free_now, release_times, release_counts, release_times.shape[0] + 2 * n_jobs + 2)
    for j in range(n_jobs):
        if stop_when_full and free[0] <= 0:
            break
        found = _first_fit(times, free, steps, sizes[j], walltimes[j])
        if found >= 0:
            starts[j] = times[found]
            steps = _add(times, free, steps, times[found], times[found] + walltimes[j], -sizes[j])
    return starts


@njit(cache=True)
def compress(now, free_now, release_times, release_counts, sizes, walltimes, reserved, compress_all):
    """New reservations of the queued jobs (in queue order), kept in place.

    ``reserved[j]``: the current reservation of job j (``inf``: none, a new job). The
    reservations that still fit, taken by decreasing priority, stay; the others are broken
    (capacity was lost). With ``compress_all`` (a job ended or died since the last plan),
    every job in queue order is removed and re-inserted at its earliest fit (never later
    than its reservation); otherwise only the jobs without a reservation are inserted.
    """
    n_jobs = sizes.shape[0]
    starts = reserved.copy()
    times, free, steps = _profile(now, free_now, release_times, release_counts, release_times.shape[0] + 6 * n_jobs + 2)
    for j in range(n_jobs):
        s = starts[j]
        if s < now or not np.isfinite(s) or not _fits(times, free, steps, s, s + walltimes[j], sizes[j]):
            starts[j] = np.inf
        else:
            steps = _add(times, free, steps, s, s + walltimes[j], -sizes[j])
    for j in range(n_jobs):
        if np.isfinite(starts[j]):
            if not compress_all:
                continue
            steps = _add(times, free, steps, starts[j], starts[j] + walltimes[j], sizes[j])
        found = _first_fit(times, free, steps, sizes[j], walltimes[j])
        if found >= 0:
            starts[j] = times[found]
            steps = _add(times, free, steps, times[found], times[found] + walltimes[j], -sizes[j])
        else:
            starts[j] = np.inf
    return starts
