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

Both count free nodes (``--reservations count``). With ``--reservations machines``,
:func:`reserve` does the same on a machine-level profile, as Batsched's ``Schedule`` does (an
interval set of available machines per time slice, ``Schedule::add_job_first_fit``): a
reservation holds specific machines; a job's first fit is the earliest slice from which ``p``
machines stay available for its wall time, and it takes the ``p`` lowest machine ids among
them (Batsched's basic resource selector). O(S·N) per job (N machines).

The tests compare :func:`plan` with a per-time-unit brute force on integer data
(``tests/oracles/batch_plan.py``), and BASELINE with machine reservations with a
Batsched-like simulator (``tests/oracles/batsched_reference.py``).
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


# -- machine-level reservations (Batsched's Schedule: an interval set of machines per time slice) --------
@njit(cache=True)
def _machine_profile(now, node_free_at, capacity):
    """The machine-level profile from ``now``: slice ``s`` is ``[times[s], times[s+1])`` (the
    last one extends to infinity), ``avail[s, m]`` whether machine m is available on it and
    ``count[s]`` how many are; machine m is available from ``node_free_at[m]`` on (``inf``:
    never, as far as the planner knows)."""
    nodes = node_free_at.shape[0]
    times = np.empty(capacity)
    avail = np.zeros((capacity, nodes), dtype=np.bool_)
    count = np.zeros(capacity, dtype=np.int64)
    times[0] = now
    steps = 1
    for m in np.argsort(node_free_at, kind="mergesort"):
        t = node_free_at[m]
        if not np.isfinite(t):
            break  # sorted: the rest never come back
        t = max(t, now)
        if t > times[steps - 1]:
            times[steps] = t
            avail[steps] = avail[steps - 1]
            count[steps] = count[steps - 1]
            steps += 1
        avail[steps - 1, m] = True
        count[steps - 1] += 1
    return times, avail, count, steps


@njit(cache=True)
def _machine_split(times, avail, count, steps, t):
    """Make ``t`` (≥ times[0]) a slice boundary; its index and the new number of slices."""
    k = np.searchsorted(times[:steps], t)
    if k < steps and times[k] == t:
        return k, steps
    for m in range(steps, k, -1):
        times[m] = times[m - 1]
        avail[m] = avail[m - 1]
        count[m] = count[m - 1]
    times[k] = t
    avail[k] = avail[k - 1]
    count[k] = count[k - 1]
    return k, steps + 1


@njit(cache=True)
def _machine_set(times, avail, count, steps, start, end, machines, value):
    """Mark ``machines`` available (``value`` True) or taken on [start, end); the new number of slices."""
    first, steps = _machine_split(times, avail, count, steps, start)
    last, steps = _machine_split(times, avail, count, steps, end)
    delta = machines.shape[0] if value else -machines.shape[0]
    for s in range(first, last):
        for m in machines:
            avail[s, m] = value
        count[s] += delta
    return steps


@njit(cache=True)
def _machine_fits(times, avail, steps, start, end, machines):
    """Whether every one of ``machines`` is available on all of [start, end)."""
    k = max(np.searchsorted(times[:steps], start, side="right") - 1, 0)
    while k < steps and times[k] < end:
        for m in machines:
            if not avail[k, m]:
                return False
        k += 1
    return True


@njit(cache=True)
def _machine_first_fit(times, avail, count, steps, p, w, chosen):
    """Batsched's first fit: the first slice from which ``p`` machines stay available for
    ``w`` (the intersection of the slices' machine sets over [start, start + w)); the ``p``
    lowest machine ids of that intersection are written into ``chosen``. The slice's index,
    −1 if none."""
    inter = np.empty(avail.shape[1], dtype=np.bool_)
    for i in range(steps):
        if count[i] < p:
            continue
        end = times[i] + w
        inter[:] = avail[i]
        k = i + 1
        fits = True
        while k < steps and times[k] < end:
            if count[k] < p:
                fits = False
                break
            inter &= avail[k]
            if inter.sum() < p:
                fits = False
                break
            k += 1
        if fits:
            taken = 0
            for m in range(inter.shape[0]):
                if taken == p:
                    break
                if inter[m]:
                    chosen[taken] = m
                    taken += 1
            return i
    return -1


@njit(cache=True)
def reserve(now, node_free_at, sizes, walltimes, reserved, machines, compress_all, stop_when_full):
    """Machine-level conservative backfilling (Batsched's ``Schedule::add_job_first_fit``):
    new reservations (start, machines) of the queued jobs, in queue order.

    ``node_free_at[m]``: the time from which machine m is available (``now`` when free; the
    end of its running reservation, its repair, a hand-over; ``inf``: unknown).
    ``reserved[j]`` (``inf``: none) and ``machines[offsets[j]:offsets[j] + sizes[j]]``
    (``offsets`` = the cumulative sizes) are job j's current reservation. A reservation whose
    machines are no longer all available is broken; with ``compress_all`` (a job ended or
    died) every job is removed and re-inserted at its first fit, else only the jobs without
    one are inserted. ``stop_when_full``: stop once no machine is left at ``now`` (the
    ``replan`` mode, which keeps no reservation). Returns (starts, machines), ``inf``:
    not planned.
    """
    n_jobs = sizes.shape[0]
    offsets = np.zeros(n_jobs + 1, dtype=np.int64)
    offsets[1:] = np.cumsum(sizes)
    starts = reserved.copy()
    chosen = machines.copy()
    times, avail, count, steps = _machine_profile(now, node_free_at, node_free_at.shape[0] + 4 * n_jobs + 2)
    for j in range(n_jobs):
        s, own = starts[j], chosen[offsets[j] : offsets[j + 1]]
        if s < now or not np.isfinite(s) or not _machine_fits(times, avail, steps, s, s + walltimes[j], own):
            starts[j] = np.inf
        else:
            steps = _machine_set(times, avail, count, steps, s, s + walltimes[j], own, False)
    for j in range(n_jobs):
        if stop_when_full and count[0] <= 0:
            break
        own = chosen[offsets[j] : offsets[j + 1]]
        if np.isfinite(starts[j]):
            if not compress_all:
                continue
            steps = _machine_set(times, avail, count, steps, starts[j], starts[j] + walltimes[j], own, True)
        found = _machine_first_fit(times, avail, count, steps, sizes[j], walltimes[j], own)
        if found >= 0:
            starts[j] = times[found]
            steps = _machine_set(times, avail, count, steps, starts[j], starts[j] + walltimes[j], own, False)
        else:
            starts[j] = np.inf
    return starts, chosen
