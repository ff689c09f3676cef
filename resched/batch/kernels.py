"""Conservative-backfilling planner (thesis §4.3.1): every queued job, by decreasing
priority, gets the earliest reservation that fits in the availability profile left by the
running jobs and the reservations of the jobs before it.

The profile is a step function: ``free[i]`` nodes on ``[times[i], times[i+1])``, the last
step extending to infinity. :func:`plan` is the numba kernel (O(S) per job with S steps);
:func:`plan_reference` is a per-time-unit brute force on integer data used by the tests.
"""

from __future__ import annotations

import numpy as np
from numba import njit


@njit(cache=True)
def plan(now, free_now, release_times, release_counts, sizes, walltimes, stop_when_full):
    """Planned start of each queued job (in queue order), ``inf`` if not planned.

    ``free_now`` nodes are free at ``now``; ``release_counts[k]`` more nodes become free at
    ``release_times[k]`` (ends of running reservations, repairs). With ``stop_when_full``
    planning stops once no node is left at ``now``: later jobs cannot start now, which is
    all an event-driven simulator that re-plans at every event needs.
    """
    n_jobs = sizes.shape[0]
    starts = np.full(n_jobs, np.inf)
    capacity = release_times.shape[0] + 2 * n_jobs + 2
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
    for j in range(n_jobs):
        if stop_when_full and free[0] <= 0:
            break
        p = sizes[j]
        w = walltimes[j]
        i = 0
        found = -1
        while i < steps:
            if free[i] < p:
                i += 1
                continue
            end = times[i] + w
            k = i
            while k < steps and times[k] < end and free[k] >= p:
                k += 1
            if k == steps or times[k] >= end:
                found = i
                break
            i = k + 1
        if found < 0:
            continue
        start = times[found]
        end = start + w
        k = found
        while k < steps and times[k] < end:
            k += 1
        if k == steps or times[k] > end:  # split the step containing `end`
            for m in range(steps, k, -1):
                times[m] = times[m - 1]
                free[m] = free[m - 1]
            times[k] = end
            free[k] = free[k - 1]
            steps += 1
        for m in range(found, k):
            free[m] -= p
        starts[j] = start
    return starts


def plan_reference(now: int, free_now: int, release_times, release_counts, sizes, walltimes) -> np.ndarray:
    """Brute-force conservative backfilling on integer times: one capacity cell per time unit."""
    horizon = int(now + max(release_times, default=now) + sum(walltimes) + 2)
    capacity = np.full(horizon, free_now, dtype=np.int64)
    for t, count in zip(release_times, release_counts):
        capacity[max(int(t), now):] += count
    starts = np.full(len(sizes), np.inf)
    for j, (p, w) in enumerate(zip(sizes, walltimes)):
        for s in range(now, horizon):
            if (capacity[s:s + int(w)] >= p).all():
                capacity[s:s + int(w)] -= p
                starts[j] = s
                break
    return starts
