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

With ``authors`` (``conventions = authors``, FirstFit only) the tick follows the authors'
simulator instead (lucasperotin/variableResources, ``simu.cc``, its event queue and
``tryQueue``): each completion, in machine order, frees its cores and rescans the queue at
once; then a capacity change (only if M_alive changes) kills and rescans; then each arrival
starts on the lowest-index machine with room only if some machine has *more* free cores than
it needs, else it joins the queue (no rescan). A job started by a rescan and killed by the
same tick's change has run no time: it is requeued without an attempt row. A job running
when the window opened (``progress`` > 0 ticks done; jobs come ordered by their original
release, release − progress) starts at its arrival if a machine has room (no strict test),
is otherwise dropped, and once killed restarts with its full length, length + progress.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from resched.riskaware.instance import COMPLETED, KILLED, OPEN
from resched.riskaware.simulate import NEVER, OK, PAST_BOUND, PROFILE_FULL, WORK_LIMIT

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
def _authors_tick(
    t,
    alive,
    ci,
    ai,
    release,
    cores,
    length,
    progress,
    cap_times,
    cap_alive,
    machine,
    start,
    free,
    run,
    nrun,
    pend,
    npend,
    log,
    count,
    work,
):
    """One tick of FirstFit under the authors' conventions (module doc); returns (alive, ci,
    nrun, npend, log, count)."""
    done = 0
    for q in range(nrun):
        if start[run[q]] + length[run[q]] == t:
            done += 1
    order = np.empty(done, np.int64)
    k = 0
    for q in range(nrun):
        if start[run[q]] + length[run[q]] == t:
            order[k] = run[q]
            k += 1
    keys = machine[order] * (release.shape[0] + 1) + order  # by machine, then job
    order = order[np.argsort(keys)]
    for j in order:
        log, count = _log(log, count, j, machine[j], start[j], t, COMPLETED)
        free[machine[j]] += cores[j]
        q = 0
        while run[q] != j:
            q += 1
        nrun -= 1
        run[q] = run[nrun]
        work[0] += npend
        npend, nrun = _scan_queue(pend, npend, t, alive, machine, start, free, cores, run, nrun)
    if ci < cap_times.shape[0] and cap_times[ci] == t:
        new_alive = cap_alive[ci]
        ci += 1
        if new_alive != alive:
            alive = new_alive
            q = 0
            while q < nrun:
                j = run[q]
                if machine[j] >= alive:
                    if start[j] < t:
                        log, count = _log(log, count, j, machine[j], start[j], t, KILLED)
                    free[machine[j]] += cores[j]
                    start[j] = -1
                    length[j] += progress[j]
                    progress[j] = 0
                    npend = _insert_sorted(pend, npend, j)
                    nrun -= 1
                    run[q] = run[nrun]
                else:
                    q += 1
            work[0] += npend
            npend, nrun = _scan_queue(pend, npend, t, alive, machine, start, free, cores, run, nrun)
    j = ai
    while j < release.shape[0] and release[j] == t:
        room = 0
        for m in range(alive):
            room = max(room, free[m])
        if room > cores[j] or (progress[j] > 0 and room >= cores[j]):
            nrun = _start_job(j, _lowest_fit(free, alive, cores[j]), t, machine, start, free, cores, run, nrun)
        elif progress[j] == 0:  # a job running at the window start that does not fit is dropped
            pend[npend] = j
            npend += 1
        j += 1
    return alive, ci, nrun, npend, log, count


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
    progress,
    authors=False,
):
    """Run one online algorithm (``authors``: the authors' event conventions, module doc); returns the attempt log (rows job, machine, start, end, kind),
    the status (:data:`OK`, or the bound that stopped the run) and the work done (elementary
    steps: queue scans, profile cells reset and scanned)."""
    work = np.zeros(1, np.int64)
    n = release.shape[0]
    if authors:  # a killed job with progress restarts with its full length (the inputs stay unchanged)
        length, progress = length.copy(), progress.copy()
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
        if authors:
            alive, ci, nrun, npend, log, count = _authors_tick(
                t,
                alive,
                ci,
                ai,
                release,
                cores,
                length,
                progress,
                cap_times,
                cap_alive,
                machine,
                start,
                free,
                run,
                nrun,
                pend,
                npend,
                log,
                count,
                work,
            )
            while ai < n and release[ai] == t:
                ai += 1
            continue
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
