"""Numba event loop of the risk-aware simulator (run by :meth:`resched.riskaware.algorithms.Policy.run`).

Jobs are indexed in release order. Events are processed tick by tick in this order: job
completions (e_i = t), the capacity change (machines ≥ M_alive(t) go off and their jobs are
killed; new machines come on), job arrivals (r_i = t); then the algorithm reacts (slides'
event handlers) and the jobs due to start at t start.

The attempt log has one row (job, machine, start, end, kind) per attempt: kind 0 = completed
at ``end``, 1 = killed at ``end``, 2 = still running when the simulation stopped (``end`` is
then its predicted completion s + w).

The compiled code trusts its inputs: :func:`resched.riskaware.simulate.simulate` checks them
first (sorted releases, dates and lengths in range, cores ≤ n_c, a valid capacity profile)
and passes two bounds derived from the instance: ``t_bound``, a tick after which no event
can happen, and ``width_limit``, the largest reservation profile allowed (ticks). The loop
returns a status with the log: :data:`OK`, or :data:`PAST_BOUND` / :data:`PROFILE_FULL` if a
bound was reached, :data:`WORK_LIMIT` if the run did more than ``work_limit`` elementary steps
(queue scans, profile cells reset or scanned); the caller raises a clear error.

With the authors' conventions (``conventions = authors``, FirstFit only) :func:`authors_first_fit`
runs instead: the event loop of the authors' simulator (lucasperotin/variableResources,
``simu.cc``, function ``simulate`` with heuristic ``FF``), its event queue and job queue kept as
``std::priority_queue`` binary heaps (:func:`heap_push`, :func:`heap_pop`: libstdc++'s
``push_heap`` and ``pop_heap``) so that equal keys come out in the order ``simu.cc`` gives them.
Events are rows (date, type, key, job), ordered by date, then type (a start, a completion, a
capacity change, an arrival, the window's end: ``cmpEvent``'s order of type names), then key
(the machine, the new machine count, or the original release); queued jobs are rows
(original release, job) ordered by the release alone (``cmpTask``). The pushes are ``simu.cc``'s:
one arrival per job in the order of the trace's lines, the window's end, the variation lines
dated at or before the window start (each pushed and popped), then one capacity change at a
time; a start pushes its start and its completion events. Popped events:

* arrival: the job starts on the lowest-index machine with room only if some machine on has
  *more* free cores than it needs, else it is queued (no rescan); a job running when the window
  opened (``progress`` > 0 ticks done; its key its original release, release − progress) starts
  if a machine has room, and is otherwise dropped (``FFit`` in the ``Farrival`` branch);
* completion (not stale: the job still ends then): its cores are freed and the queue rescanned
  (``tryQueue``: jobs popped in heap order while some machine has a free core, each started on
  the lowest-index machine with room if one has room for it, the others pushed into a second
  heap, emptied back into the queue at the end);
* capacity change to another count (``realloc``): the jobs on machines switched off are killed
  and queued in the trace's line order (one started and killed at the same tick has run no time:
  no attempt row; killed, a job with progress restarts with its full length, length + progress),
  then the queue is rescanned;
* the window's end changes nothing here (the caller's ``t_stop`` stops the run); it sits in the
  heap as ``simu.cc``'s ``xCut`` does, since every element shapes the order of later ties.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from resched.riskaware.instance import COMPLETED, KILLED, OPEN
from resched.riskaware.simulate import (
    ARRIVAL_EVENT,
    CHANGE_EVENT,
    CUT_EVENT,
    END_EVENT,
    NEVER,
    OK,
    PAST_BOUND,
    PROFILE_FULL,
    START_EVENT,
    WORK_LIMIT,
)

FIRST_FIT_BLOCKING, FIRST_FIT, FIRST_FIT_AWARE, TARGET_STRETCH, TARGET_ASAP, PACKED_TARGET_ASAP = 0, 1, 2, 3, 4, 5


@njit(cache=True)
def _log(log, count, job, machine, start, end, kind):
    if count == log.shape[0]:
        bigger = np.empty((2 * log.shape[0], 5), np.int64)
        bigger[:count] = log[:count]
        log = bigger
    log[count, 0] = job
    log[count, 1] = machine
    log[count, 2] = start
    log[count, 3] = end
    log[count, 4] = kind
    return log, count + 1


@njit(cache=True)
def _insert_sorted(pend, npend, job):
    """Insert ``job`` in the sorted pending list (release order = index order)."""
    position = np.searchsorted(pend[:npend], job)
    pend[position + 1 : npend + 1] = pend[position:npend].copy()
    pend[position] = job
    return npend + 1


@njit(cache=True)
def _start_job(j, m, t, machine, start, free, cores, run, nrun):
    """Start job ``j`` on machine ``m`` at ``t``; returns the new number of running jobs."""
    machine[j], start[j] = m, t
    free[m] -= cores[j]
    run[nrun] = j
    return nrun + 1


@njit(cache=True)
def _lowest_fit(free, alive, need):
    for m in range(alive):
        if free[m] >= need:
            return m
    return -1


@njit(cache=True)
def _scan_queue(pend, npend, t, alive, machine, start, free, cores, run, nrun):
    """Start every queued job that fits, scanning ``pend`` in release order, each on the
    lowest-index machine with room (FirstFit's backfilling); returns (npend, nrun). Jobs
    wider than the largest free room are skipped without a machine scan."""
    room = 0
    for m in range(alive):
        room = max(room, free[m])
    kept = 0
    for q in range(npend):
        j = pend[q]
        m = _lowest_fit(free, alive, cores[j]) if cores[j] <= room else -1
        if m >= 0:
            widest = free[m] == room
            nrun = _start_job(j, m, t, machine, start, free, cores, run, nrun)
            if widest:
                room = 0
                for k in range(alive):
                    room = max(room, free[k])
        else:
            pend[kept] = j
            kept += 1
    return kept, nrun


@njit(cache=True)
def _earliest(prof, m, c, w, t, limit, work):
    """Earliest start s ≥ t of ``w`` ticks with ≥ ``c`` free cores on machine ``m`` of the
    reservation profile, or ``limit`` if no start below ``limit`` exists; adds the ticks
    scanned to ``work[0]``."""
    i = t
    run = 0
    while True:
        if i - run >= limit:
            work[0] += i - t + 1
            return limit
        if prof[m, i] >= c:
            run += 1
            if run == w:
                work[0] += i - t + 1
                return i - w + 1
        else:
            run = 0
        i += 1


@njit(cache=True)
def _neighbour(target, rank, alive):
    """The ``rank``-th machine by distance to ``target`` (safer side first on ties), or −1."""
    distance = (rank + 1) // 2
    k = target - distance if rank % 2 == 1 else target + distance
    return k if 0 <= k < alive else -1


@njit(cache=True)
def _target(w, t, alive, period, targets, cum_work, total_work):
    """(target, reach): the target machine ([RISKAWARE-D3]) is the work-rank mapping of the job's
    length class ⌈w/φ⌉ (longest work on the safest machines) capped by ``reach``, the
    riskiest machine the job survives on with the required probability over the
    ⌊(t mod φ + w)/φ⌋ walk changes it would see if started now."""
    n_max = targets.shape[1] - 1
    length_class = min(max(1, (w + period - 1) // period), n_max)
    changes = min((t % period + w) // period, n_max)
    reach = max(0, targets[alive, changes])
    below, own = cum_work[length_class - 1], cum_work[length_class] - cum_work[length_class - 1]
    share = (below + 0.5 * own) / total_work if total_work > 0 else 0.0
    by_rank = min(alive - 1, int(alive * (1.0 - share)))
    return max(0, min(reach, by_rank)), reach


@njit(cache=True)
def _place(prof, algo, alive, t, r, c, w, target, safe_reach, target_stretch, distance, pack, work):
    """(machine, start) of a job released at r, of c cores and w ticks, for the local-queue
    algorithms; every start candidate is a conservative-backfilling hole of the profile. The
    ASAP fallbacks consider the machines up to the neighbourhood (or pack) end, or up to
    ``safe_reach`` if that is riskier but still survived with the required probability."""
    if algo == TARGET_STRETCH:
        best_m, best_s = -1, NEVER
        for rank in range(2 * distance + 1):
            k = _neighbour(target, rank, alive)
            if k < 0:
                continue
            s = _earliest(prof, k, c, w, t, best_s, work)
            if s < best_s:
                best_m, best_s = k, s
                if s + w - r <= target_stretch * w:
                    return k, s
        return best_m, best_s
    if algo == TARGET_ASAP:
        for rank in range(2 * distance + 1):
            k = _neighbour(target, rank, alive)
            if k >= 0 and _earliest(prof, k, c, w, t, t + 1, work) == t:
                return k, t
        s = _earliest(prof, target, c, w, t, NEVER, work)
        if s + w - r <= target_stretch * w:
            return target, s
        best_m, best_s = target, s
        reach = min(alive - 1, max(target + distance, safe_reach))
        for rank in range(1, 2 * reach + 1):
            k = _neighbour(target, rank, reach + 1)
            if k < 0:
                continue
            s = _earliest(prof, k, c, w, t, best_s, work)
            if s < best_s:
                best_m, best_s = k, s
        return best_m, best_s
    # PACKED_TARGET_ASAP: the target's pack, filled from its first machine
    first = (target // pack) * pack
    last = min(first + pack, alive)
    for k in range(first, last):
        if _earliest(prof, k, c, w, t, t + 1, work) == t:
            return k, t
    best_m, best_s = -1, NEVER
    for k in range(first, last):
        s = _earliest(prof, k, c, w, t, best_s, work)
        if s < best_s:
            best_m, best_s = k, s
    if best_s + w - r <= target_stretch * w:
        return best_m, best_s
    for k in range(min(alive, max(last, safe_reach + 1))):
        s = _earliest(prof, k, c, w, t, best_s, work)
        if s < best_s:
            best_m, best_s = k, s
    return best_m, best_s


@njit(cache=True)
def _widen(prof, need, cores, limit):
    """The profile, widened to at least ``need`` ticks (doubling, at most ``limit``)."""
    if need <= prof.shape[1]:
        return prof
    bigger = np.full((prof.shape[0], min(max(need, 2 * prof.shape[1]), limit)), cores, np.int32)
    bigger[:, : prof.shape[1]] = prof
    return bigger


@njit(cache=True)
def simulate_kernel(
    release,
    cores,
    length,
    cap_times,
    cap_alive,
    machines,
    n_cores,
    algo,
    target_stretch,
    distance,
    pack,
    period,
    targets,
    t_stop,
    t_bound,
    width_limit,
    work_limit,
):
    """Run one online algorithm; returns the attempt log (rows job, machine, start, end, kind),
    the status (:data:`OK`, or the bound that stopped the run) and the work done (elementary
    steps: queue scans, profile cells reset and scanned)."""
    work = np.zeros(1, np.int64)
    n = release.shape[0]
    local = algo >= TARGET_STRETCH
    machine = np.full(n, -1, np.int64)
    start = np.full(n, -1, np.int64)
    run = np.empty(n, np.int64)
    pend = np.empty(n, np.int64)
    nrun, npend = 0, 0
    free = np.full(machines, n_cores, np.int64)
    touched = np.zeros(machines, np.bool_)
    log = np.empty((2 * n + 16, 5), np.int64)
    count = 0
    n_max = targets.shape[1] - 1
    work_by_class = np.zeros(n_max + 1, np.float64)
    cum_work = np.zeros(n_max + 1, np.float64)
    total_work = 0.0
    prof = np.full((machines, 64), n_cores, np.int32)
    plan_end = 0
    ai, ci, alive, t = 0, 0, 0, 0
    while True:
        nt = NEVER
        if ai < n:
            nt = release[ai]
        if ci < cap_times.shape[0] and cap_times[ci] < nt:
            nt = cap_times[ci]
        for q in range(nrun):
            nt = min(nt, start[run[q]] + length[run[q]])
        if local:
            for q in range(npend):
                if start[pend[q]] >= 0:
                    nt = min(nt, start[pend[q]])
        if nt == NEVER or nt > t_stop:
            break
        if nt > t_bound:
            return log[:count], PAST_BOUND, work[0]
        work[0] += nrun + npend + 1
        if work[0] > work_limit:
            return log[:count], WORK_LIMIT, work[0]
        t = nt
        # completions
        touched[:] = False
        q = 0
        while q < nrun:
            j = run[q]
            if start[j] + length[j] == t:
                log, count = _log(log, count, j, machine[j], start[j], t, COMPLETED)
                free[machine[j]] += cores[j]
                touched[machine[j]] = True
                nrun -= 1
                run[q] = run[nrun]
            else:
                q += 1
        # capacity change: highest indices go off (jobs killed, requeued), lowest come on
        old = alive
        if ci < cap_times.shape[0] and cap_times[ci] == t:
            alive = cap_alive[ci]
            ci += 1
            q = 0
            while q < nrun:
                j = run[q]
                if machine[j] >= alive:
                    log, count = _log(log, count, j, machine[j], start[j], t, KILLED)
                    free[machine[j]] += cores[j]
                    start[j] = -1
                    npend = _insert_sorted(pend, npend, j)
                    nrun -= 1
                    run[q] = run[nrun]
                else:
                    q += 1
        first_new = ai
        while ai < n and release[ai] == t:
            ai += 1
        if algo in (FIRST_FIT, FIRST_FIT_BLOCKING):  # arrivals join the queue's end
            for j in range(first_new, ai):
                pend[npend] = j
                npend += 1
        if algo == FIRST_FIT:
            work[0] += npend
            npend, nrun = _scan_queue(pend, npend, t, alive, machine, start, free, cores, run, nrun)
        elif algo == FIRST_FIT_BLOCKING:
            taken = 0
            while taken < npend:
                j = pend[taken]
                m = _lowest_fit(free, alive, cores[j])
                if m < 0:
                    break
                nrun = _start_job(j, m, t, machine, start, free, cores, run, nrun)
                taken += 1
            pend[: npend - taken] = pend[taken:npend].copy()
            npend -= taken
        elif algo == FIRST_FIT_AWARE:
            fill = np.zeros(machines, np.bool_)
            for m in range(min(alive, machines)):
                fill[m] = touched[m] or m >= old
            if alive < old:
                fill[:alive] = True
            work[0] += npend * alive
            kept = 0
            for q in range(npend):
                j = pend[q]
                m = -1
                for k in range(alive):
                    if fill[k] and free[k] >= cores[j]:
                        m = k
                        break
                if m >= 0:
                    nrun = _start_job(j, m, t, machine, start, free, cores, run, nrun)
                else:
                    pend[kept] = j
                    kept += 1
            npend = kept
            for j in range(first_new, ai):
                m = _lowest_fit(free, alive, cores[j])
                if m >= 0:
                    nrun = _start_job(j, m, t, machine, start, free, cores, run, nrun)
                else:
                    pend[npend] = j
                    npend += 1
        else:
            for j in range(first_new, ai):
                n_j = min(max(1, (length[j] + period - 1) // period), n_max)
                work_by_class[n_j] += cores[j] * length[j]
                total_work += cores[j] * length[j]
            if ai > first_new:
                cum_work[:] = np.cumsum(work_by_class)
            if alive != old:  # re-plan every pending job on the new set of machines
                prof[:, t : plan_end + 1] = n_cores
                work[0] += machines * max(0, plan_end + 1 - t)
                for q in range(nrun):
                    j = run[q]
                    prof[machine[j], t : start[j] + length[j]] -= cores[j]
                for q in range(npend):
                    start[pend[q]] = -1
            for j in range(first_new, ai):
                pend[npend] = j
                npend += 1
            for q in range(npend):
                j = pend[q]
                if start[j] >= 0 or alive == 0:
                    continue
                need = max(t, plan_end) + length[j] + 1
                if need > width_limit:
                    return log[:count], PROFILE_FULL, work[0]
                prof = _widen(prof, need, n_cores, width_limit)
                target, safe_reach = _target(length[j], t, alive, period, targets, cum_work, total_work)
                m, s = _place(
                    prof,
                    algo,
                    alive,
                    t,
                    release[j],
                    cores[j],
                    length[j],
                    target,
                    safe_reach,
                    target_stretch,
                    distance,
                    pack,
                    work,
                )
                machine[j], start[j] = m, s
                prof[m, s : s + length[j]] -= cores[j]
                plan_end = max(plan_end, s + length[j])
            kept = 0
            for q in range(npend):
                j = pend[q]
                if start[j] == t:
                    nrun = _start_job(j, machine[j], t, machine, start, free, cores, run, nrun)
                else:
                    pend[kept] = j
                    kept += 1
            npend = kept
    for q in range(nrun):
        j = run[q]
        log, count = _log(log, count, j, machine[j], start[j], start[j] + length[j], OPEN)
    return log[:count], OK, work[0]


@njit(cache=True)
def _sift_up(heap, hole, first, second, item):
    """libstdc++'s ``__push_heap``: the row (first, second, item) moves up from ``hole`` while its
    parent comes out after it (a larger (first, second))."""
    parent = (hole - 1) // 2
    while hole > 0 and (heap[parent, 0] > first or (heap[parent, 0] == first and heap[parent, 1] > second)):
        heap[hole, 0], heap[hole, 1], heap[hole, 2] = heap[parent, 0], heap[parent, 1], heap[parent, 2]
        hole = parent
        parent = (hole - 1) // 2
    heap[hole, 0], heap[hole, 1], heap[hole, 2] = first, second, item


@njit(cache=True)
def heap_push(heap, size, first, second, item):
    """``std::priority_queue::push`` on the ``size`` first rows of ``heap``, rows (first, second,
    item) compared on (first, second), the smallest first out, ``item`` not compared: the row
    appended then sifted up (the array doubled when full). Returns (heap, size + 1)."""
    if size == heap.shape[0]:
        bigger = np.empty((2 * size + 2, 3), np.int64)
        bigger[:size] = heap[:size]
        heap = bigger
    _sift_up(heap, size, first, second, item)
    return heap, size + 1


@njit(cache=True)
def heap_pop(heap, size):
    """``std::priority_queue::pop`` (libstdc++'s ``__pop_heap`` and ``__adjust_heap``): the top row
    taken out, the hole moved down to a leaf by the child that does not come out after the other
    (the right one on a tie), the last row sifted up from there. Returns (first, second, item of
    the top row, size − 1)."""
    first, second, item = heap[0, 0], heap[0, 1], heap[0, 2]
    n = size - 1
    if n == 0:
        return first, second, item, n
    hole = 0
    child = 0
    while child < (n - 1) // 2:
        child = 2 * (child + 1)
        if heap[child, 0] > heap[child - 1, 0] or (
            heap[child, 0] == heap[child - 1, 0] and heap[child, 1] > heap[child - 1, 1]
        ):
            child -= 1
        heap[hole, 0], heap[hole, 1], heap[hole, 2] = heap[child, 0], heap[child, 1], heap[child, 2]
        hole = child
    if n % 2 == 0 and child == (n - 2) // 2:
        child = 2 * (child + 1) - 1
        heap[hole, 0], heap[hole, 1], heap[hole, 2] = heap[child, 0], heap[child, 1], heap[child, 2]
        hole = child
    _sift_up(heap, hole, heap[n, 0], heap[n, 1], heap[n, 2])
    return first, second, item, n


@njit(cache=True)
def _room(free, alive):
    """The most free cores on a machine on (``simu.cc``'s ``MSpace``)."""
    room = 0
    for m in range(alive):
        room = max(room, free[m])
    return room


#: Event types per tick in an event row's first field, 8 · date + type (type < 8).
TYPES = 8


@njit(cache=True)
def authors_first_fit(
    release,
    cores,
    length,
    progress,
    cap_times,
    cap_alive,
    machines,
    n_cores,
    vector,
    prior,
    cut,
    t_stop,
    t_bound,
    work_limit,
):
    """FirstFit under the authors' conventions (module doc): ``simu.cc``'s event loop with its
    heaps, on jobs (release, cores, length, progress; ticks, cores) with ``vector`` the jobs in
    the order of the trace's lines, ``prior`` the variation lines at or before the window start
    and ``cut`` the window's end (ticks); the events after ``t_stop`` are not run. An event is a
    heap row (8 · date + type, key, job), a queued job a row (original release, 0, job).
    Returns the attempt log, the status and the work (events popped and queued jobs examined)."""
    n = release.shape[0]
    length, progress = length.copy(), progress.copy()  # a killed job restarts with length + progress
    key = release - progress  # the original release: arrival tie-break and queue key
    machine = np.full(n, -1, np.int64)
    start = np.full(n, -1, np.int64)
    end = np.full(n, -1, np.int64)
    status = np.zeros(n, np.int64)  # 0 waiting or never seen, 1 assigned, 2 started, 3 completed
    free = np.full(machines, n_cores, np.int64)
    events = np.empty((4 * n + 16, 3), np.int64)
    queue = np.empty((n + 1, 3), np.int64)
    spare = np.empty((n + 1, 3), np.int64)
    nev, nq, nsp = 0, 0, 0
    log = np.empty((2 * n + 16, 5), np.int64)
    count = 0
    work = 0
    for q in range(n):  # getAllJobs: the arrivals in the order of the trace's lines
        j = vector[q]
        events, nev = heap_push(events, nev, TYPES * release[j] + ARRIVAL_EVENT, key[j], j)
    events, nev = heap_push(events, nev, TYPES * cut + CUT_EVENT, -1, -1)
    for _ in range(prior):  # variation lines before the window start: pushed and popped first
        events, nev = heap_push(events, nev, -TYPES + CHANGE_EVENT, 0, -1)
        nev = heap_pop(events, nev)[3]
    ci = 1
    if ci < cap_times.shape[0]:
        events, nev = heap_push(events, nev, TYPES * cap_times[ci] + CHANGE_EVENT, cap_alive[ci], -1)
    alive = cap_alive[0]
    while nev > 0:
        code, k, j, nev = heap_pop(events, nev)
        t, kind = code // TYPES, code % TYPES
        if t > t_stop:
            break
        work += 1
        if work > work_limit:
            return log[:count], WORK_LIMIT, work
        if kind == CUT_EVENT:
            continue
        if t > t_bound:
            return log[:count], PAST_BOUND, work
        rescan = False
        if kind == ARRIVAL_EVENT:
            room = _room(free, alive)
            if room > cores[j] or (progress[j] > 0 and room >= cores[j]):
                m = _lowest_fit(free, alive, cores[j])
                events, nev = _assign(j, m, t, machine, start, end, status, free, cores, length, events, nev)
            elif progress[j] == 0:  # a job running at the window start that does not fit is dropped
                queue, nq = heap_push(queue, nq, key[j], 0, j)
        elif kind == CHANGE_EVENT:
            ci += 1
            if ci < cap_times.shape[0]:
                events, nev = heap_push(events, nev, TYPES * cap_times[ci] + CHANGE_EVENT, cap_alive[ci], -1)
            if k != alive:
                alive = k
                for q in range(n):  # realloc: the jobs vector's order
                    i = vector[q]
                    if (status[i] == 1 or status[i] == 2) and machine[i] >= alive:
                        if status[i] == 2 and start[i] < t:
                            log, count = _log(log, count, i, machine[i], start[i], t, KILLED)
                        free[machine[i]] += cores[i]
                        machine[i], start[i], end[i], status[i] = -1, -1, -1, 0
                        length[i] += progress[i]
                        progress[i] = 0
                        queue, nq = heap_push(queue, nq, key[i], 0, i)
                rescan = True
        elif kind == START_EVENT:
            if start[j] == t and status[j] != 2:
                status[j] = 2
        elif kind == END_EVENT and end[j] == t and status[j] != 3:  # not made stale by a kill
            free[machine[j]] += cores[j]
            status[j] = 3
            log, count = _log(log, count, j, machine[j], start[j], t, COMPLETED)
            rescan = True
        if rescan:  # tryQueue
            room = _room(free, alive)
            while nq > 0 and room > 0:
                r, _, i, nq = heap_pop(queue, nq)
                work += 1
                if room >= cores[i]:
                    m = _lowest_fit(free, alive, cores[i])
                    events, nev = _assign(i, m, t, machine, start, end, status, free, cores, length, events, nev)
                    room = _room(free, alive)
                else:
                    spare, nsp = heap_push(spare, nsp, r, 0, i)
            while nsp > 0:
                r, _, i, nsp = heap_pop(spare, nsp)
                queue, nq = heap_push(queue, nq, r, 0, i)
    for j in range(n):
        if status[j] == 1 or status[j] == 2:
            log, count = _log(log, count, j, machine[j], start[j], start[j] + length[j], OPEN)
    return log[:count], OK, work


@njit(cache=True)
def _assign(j, m, t, machine, start, end, status, free, cores, length, events, nev):
    """``FFit``: job ``j`` assigned to machine ``m`` at ``t``, its start and completion events pushed."""
    machine[j], start[j], end[j], status[j] = m, t, t + length[j], 1
    free[m] -= cores[j]
    events, nev = heap_push(events, nev, TYPES * t + START_EVENT, m, j)
    return heap_push(events, nev, TYPES * end[j] + END_EVENT, m, j)
