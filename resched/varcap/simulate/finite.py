"""Finite-duration jobs inside one section (§5 of the paper, [VARCAP-D10]).

The section algorithms only choose Figure-4 paths at T_i; this module plays a checked
section decision forward in time when jobs have a finite length L_j:

* :func:`working_interval` / :func:`holding_interval` give, per path, where a job works
  and where it holds its p_j processors inside [T_i, T_{i+1}) (offsets from T_i);
* a job completes at e_j when its work reaches L_j (l_j(e_j) = L_j); it then takes its
  final checkpoint C_j on its processors and frees them at e_j + C_j;
* each such freeing triggers the §5.2 reallocation (:func:`play_section`): the freed
  processors, plus the idle ones, go at once to idle alive jobs.

Working / holding intervals (T = T_{i+1} − T_i, phase 1 = [0, C_nf), end checkpoints
complete exactly at T, recoveries start as early as the path allows):

=========  ====================================  ===================
path       works in                              holds processors in
=========  ====================================  ===================
1, 4       [0, T)                                [0, T)
2, 5       [0, T − C_j)                          [0, T)
3, 6       [0, C_nf − C_j)                       [0, C_nf)
7, 13      [C_nf + R_j, T)                       [C_nf, T)
8, 14      [C_nf + R_j, T − C_j)                 [C_nf, T)
9, 15      —                                     —
10         [R_j, T)                              [0, T)
11         [R_j, T − C_j)                        [0, T)
12         [R_j, C_nf − C_j)                     [0, C_nf)
=========  ====================================  ===================

The lengths of these intervals are exactly the l_j^i of §4.2.1
(:func:`resched.varcap.instance.section.working_time`), and the holding intervals are those
counted by ``check_decision`` (Run⁽⁰⁾ jobs and Π1 in phase 1, Π2 in phases 2–3).

**Final checkpoints and the processor check.** A job completing at e_j keeps its p_j
processors until e_j + C_j. On a path with an end checkpoint (2, 3, 5, 6, 8, 11, 12, 14)
e_j ≤ (end of work) so e_j + C_j ≤ (end of holding): the final checkpoint replaces the
planned one inside the processors the decision already reserved. On a path that runs at
T_{i+1} (1, 4, 7, 10, 13) the final checkpoint may spill past T_{i+1}; those processors
were counted in Π3 ≤ max(P_i − δ, P_min) ≤ P_{i+1}, and the simulator *reserves* them in
the next section: the algorithm of section i+1 is shown P_{i+1} minus the spilled p_j
(and P_end lowered likewise when a spill outlasts that section too), and their freeing
at e_j + C_j is a reallocation event of section i+1 like any completion.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass

import numpy as np

from resched.varcap.instance.result import MidStart
from resched.varcap.instance.section import InvariantError, Phase0, end_status

# Per path (index = number): (work start, work end) and (hold start, hold end) as
# coefficients of (T, C_nf, C_j, R_j) — offsets from T_i.
_WS = np.zeros((16, 4))
_WE = np.zeros((16, 4))
_HS = np.zeros((16, 4))
_HE = np.zeros((16, 4))
for _p in (1, 4):
    _WE[_p] = _HE[_p] = (1, 0, 0, 0)
for _p in (2, 5):
    _WE[_p] = (1, 0, -1, 0)
    _HE[_p] = (1, 0, 0, 0)
for _p in (3, 6):
    _WE[_p] = (0, 1, -1, 0)
    _HE[_p] = (0, 1, 0, 0)
for _p in (7, 13, 8, 14):
    _WS[_p] = (0, 1, 0, 1)
    _WE[_p] = (1, 0, -1 if _p in (8, 14) else 0, 0)
    _HS[_p] = (0, 1, 0, 0)
    _HE[_p] = (1, 0, 0, 0)
for _p in (10, 11):
    _WS[_p] = (0, 0, 0, 1)
    _WE[_p] = (1, 0, -1 if _p == 11 else 0, 0)
    _HE[_p] = (1, 0, 0, 0)
_WS[12] = (0, 0, 0, 1)
_WE[12] = (0, 1, -1, 0)
_HE[12] = (0, 1, 0, 0)
#: Paths that still run (uncheckpointed) at T_{i+1}.
RUN_AT_END = frozenset({1, 4, 7, 10, 13})


def _combine(coef: np.ndarray, path: np.ndarray, T: float, C_nf: float, C: np.ndarray, R: np.ndarray) -> np.ndarray:
    a, b, c, d = coef[np.asarray(path)].T
    return a * T + b * C_nf + c * C + d * R


def working_interval(path, T: float, C_nf: float, C, R) -> tuple[np.ndarray, np.ndarray]:
    """(start, end) offsets from T_i of each job's working interval in the section
    (start = end = 0 for the idle paths 9 and 15); end − start is l_j^i of §4.2.1."""
    return _combine(_WS, path, T, C_nf, C, R), _combine(_WE, path, T, C_nf, C, R)


def holding_interval(path, T: float, C_nf: float) -> tuple[np.ndarray, np.ndarray]:
    """(start, end) offsets from T_i during which each job holds its p_j processors."""
    zero = np.zeros(len(np.asarray(path)))
    return _combine(_HS, path, T, C_nf, zero, zero), _combine(_HE, path, T, C_nf, zero, zero)


@dataclass(frozen=True)
class SectionPlay:
    """Outcome of :func:`play_section` (absolute dates).

    ``work[j]`` is l_j^i (path work capped at the remaining length, plus mid-section work);
    ``completion[j]`` is e_j for the jobs completing in the section (NaN otherwise);
    ``busy_until[j]`` the end of a final checkpoint spilling past T_{i+1} (NaN otherwise);
    ``status`` the phase-0 status of each job at T_{i+1}; ``path_completed`` marks the jobs
    that completed on their path (not after a mid-section start).
    """

    work: np.ndarray
    completion: np.ndarray
    busy_until: np.ndarray
    status: np.ndarray
    path_completed: np.ndarray
    starts: tuple[MidStart, ...]


def choose_greedy(candidates: np.ndarray, p: np.ndarray, capacity: int) -> list[int]:
    """Greedy reallocation: candidates by non-increasing p_j (ties: lower index), first fit."""
    chosen, free = [], int(capacity)
    for j in sorted((int(j) for j in candidates), key=lambda j: (-int(p[j]), j)):
        if p[j] <= free:
            chosen.append(j)
            free -= int(p[j])
    return chosen


def choose_subset_sum(candidates: np.ndarray, p: np.ndarray, capacity: int) -> list[int]:
    """Exact subset-sum: a subset of ``candidates`` of maximum Σ p_j ≤ capacity; among the
    optimal subsets, the lexicographically first by job index (lower indices preferred)."""
    cand = sorted(int(j) for j in candidates)
    capacity = int(capacity)
    if capacity <= 0 or not cand:
        return []
    k = len(cand)
    # reach[i][c]: a subset of cand[i:] sums to exactly c.
    reach = np.zeros((k + 1, capacity + 1), dtype=bool)
    reach[k, 0] = True
    for i in range(k - 1, -1, -1):
        q = int(p[cand[i]])
        reach[i] = reach[i + 1]
        if q <= capacity:
            reach[i, q:] |= reach[i + 1, : capacity + 1 - q]
    target = int(np.flatnonzero(reach[0]).max())
    chosen = []
    for i, j in enumerate(cand):
        q = int(p[j])
        if q <= target and reach[i + 1, target - q]:
            chosen.append(j)
            target -= q
    return chosen


def play_section(
    *,
    T0: float,
    T: float,
    P: int,
    P_end: int,
    path: np.ndarray,
    C_nf: float,
    p: np.ndarray,
    C: np.ndarray,
    R: np.ndarray,
    release: np.ndarray,
    remaining: np.ndarray,
    busy_until: np.ndarray,
    greedy: bool,
) -> SectionPlay:
    """Play one checked section decision with finite jobs, completions and the §5.2
    reallocation (the only place where mid-section starts happen).

    Inputs: section [T0, T0 + T) with P = P_i processors and P_end = max(P_i − δ, P_min);
    ``path``/``C_nf`` the decision (already validated by ``check_decision`` against P minus
    the reserved processors); ``remaining`` = L_j − l_j(T_i) (inf for infinite jobs, 0 for
    completed ones); ``busy_until`` the absolute end of final checkpoints spilling from the
    previous section (NaN otherwise; those jobs hold p_j from T0 until then).

    1. Each job works in its path's :func:`working_interval`; if its remaining work fits,
       it completes at e_j = start + remaining, l_j^i is capped at the remaining work, and
       it holds its processors until e_j + C_j (final checkpoint).
    2. Every date at which processors are freed by a completion (end of a final checkpoint,
       this section's or a spill from the previous one) strictly inside the section is a
       reallocation event. At an event t the free processors are
       P − max_{u ∈ [t, T_{i+1})} (processors held at u), counting the future holdings of
       the decision (e.g. paths 7, 8, 13, 14 from T_i + C_nf). The candidates are the idle
       alive jobs: released (r_j ≤ t), not completed, holding no processors now or later
       in the section, and with a positive working time if started now. They are chosen
       greedily by non-increasing p_j (``greedy``) or by an exact subset-sum maximising the
       processors reused (:func:`choose_subset_sum`).
    3. A job started at t pays R_j and works until T_{i+1}. It is checkpointed at the end
       of the section (checkpoint completing at T_{i+1}) iff one of the jobs freeing
       processors at t was to be checkpointed at the end of the section (path 2, 3, 5, 6, 8,
       11, 12 or 14; paper §5.2) — otherwise it keeps running at T_{i+1}, and then the
       selection capacity is also capped by the slack max(P_i − δ, P_min) − (processors
       still held at T_{i+1} by jobs not checkpointed), so that no work can be lost at
       T_{i+1}. Its working time is l = T_{i+1} − t − R_j − (C_j if checkpointed); it may
       itself complete (and free its processors: a new event). Its status at T_{i+1} is
       Run⁽⁰⁾ or Ckpt⁽⁰⁾.

    Asserts (``InvariantError``): at most P processors held at any date of the section, and
    the never-lose-work rule at T_{i+1} (processors held, uncheckpointed, ≤ P_end).
    """
    path = np.asarray(path)
    m = len(p)
    tol = 1e-9 * max(1.0, T)
    ws, we = working_interval(path, T, C_nf, C, R)
    hs, he = holding_interval(path, T, C_nf)
    length = np.maximum(we - ws, 0.0)
    remaining = np.asarray(remaining, dtype=float).copy()
    work = np.zeros(m)
    completion = np.full(m, np.nan)
    status = end_status(path).astype(np.int64)
    holds = (he - hs) > tol
    done = holds & (length > 0) & (remaining <= length + tol)
    work[holds] = np.minimum(length[holds], remaining[holds])
    remaining[holds] -= work[holds]
    completion[done] = T0 + ws[done] + work[done]
    he = np.where(done, ws + work + C, he)
    status[done] = int(Phase0.IDLE)
    remaining[done] = 0.0

    # holders: [job, start, end, at_end, run_mode] (offsets); at_end = uses processors at
    # T_{i+1} without a completed end checkpoint; run_mode = frees into "run at end" jobs.
    holders: list[list] = []
    events: list[tuple[float, int]] = []
    for j in map(int, np.flatnonzero(holds)):
        run = int(path[j]) in RUN_AT_END
        at_end = he[j] > T + tol if done[j] else run
        holders.append([j, hs[j], he[j], at_end, run])
        if done[j] and he[j] < T - tol:
            heapq.heappush(events, (he[j], len(holders) - 1))
    for j in map(int, np.flatnonzero(np.isfinite(busy_until))):
        end = float(busy_until[j]) - T0
        holders.append([j, 0.0, end, end > T + tol, True])
        if end < T - tol:
            heapq.heappush(events, (end, len(holders) - 1))

    def held(u: float) -> int:
        return int(sum(p[h[0]] for h in holders if h[1] <= u + tol and h[2] > u + tol))

    def peak(t: float) -> int:
        dates = [t] + [x for h in holders for x in (h[1], h[2]) if t < x < T - tol]
        return max(held(u) for u in dates)

    def at_end_load() -> int:
        return int(sum(p[h[0]] for h in holders if h[3]))

    starts: list[MidStart] = []
    while events:
        t, k = heapq.heappop(events)
        freeing = [k]
        while events and events[0][0] <= t + tol:
            freeing.append(heapq.heappop(events)[1])
        run_mode = all(holders[h][4] for h in freeing)
        busy = {h[0] for h in holders if h[2] > t + tol}
        need = R + (0.0 if run_mode else C)
        candidates = [
            j
            for j in range(m)
            if remaining[j] > 0 and j not in busy and release[j] <= T0 + t + tol and t + need[j] < T - tol
        ]
        capacity = P - peak(t)
        if run_mode:
            capacity = min(capacity, P_end - at_end_load())
        if not candidates or capacity <= 0:
            continue
        chosen = (choose_greedy if greedy else choose_subset_sum)(np.array(candidates), p, capacity)
        for j in chosen:
            start = t + R[j]
            span = T - (0.0 if run_mode else C[j]) - start
            if remaining[j] <= span + tol:
                w = float(remaining[j])
                end = start + w + C[j]
                completion[j] = T0 + start + w
                status[j] = int(Phase0.IDLE)
                holders.append([j, t, end, end > T + tol, run_mode])
                if end < T - tol:
                    heapq.heappush(events, (end, len(holders) - 1))
            else:
                w = float(span)
                status[j] = int(Phase0.RUN if run_mode else Phase0.CKPT)
                holders.append([j, t, T, run_mode, run_mode])
            work[j] += w
            remaining[j] -= w
            if remaining[j] <= tol:
                remaining[j] = 0.0
            finished = not np.isnan(completion[j])
            starts.append(
                MidStart(
                    int(j),
                    float(T0 + t),
                    bool(not run_mode and not finished),
                    w,
                    float(completion[j]) if finished else None,
                )
            )

    if peak(0.0) > P:
        raise InvariantError(f"section at {T0:g}: {peak(0.0)} processors held, more than P = {P}")
    if at_end_load() > P_end:
        raise InvariantError(
            f"section at {T0:g}: {at_end_load()} processors uncheckpointed at "
            f"T_(i+1), more than max(P_i - delta, P_min) = {P_end} (work would be lost)"
        )
    spill = np.full(m, np.nan)
    for h in holders:
        if h[2] > T + tol:
            spill[h[0]] = T0 + h[2]
    return SectionPlay(work, completion, spill, status, done, tuple(starts))
