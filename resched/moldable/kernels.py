"""Numba kernels: the LIST scheduler (Algorithm 1) and the chain-allotment DP ([MOLDABLE-D1])."""

from __future__ import annotations

import numpy as np
from numba import njit

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


@njit(cache=True)
def lower_chain(t, a):
    """Monotone chain on points sorted by (t, a): the positions of the lower convex hull's
    vertices, by increasing t."""
    hull = np.empty(len(t), np.int64)
    size = 0
    for i in range(len(t)):
        while size >= 2:
            i0, i1 = hull[size - 2], hull[size - 1]
            cross = (t[i1] - t[i0]) * (a[i] - a[i0]) - (a[i1] - a[i0]) * (t[i] - t[i0])
            if cross <= 0:
                size -= 1
            else:
                break
        hull[size] = i
        size += 1
    return hull[:size]


@njit(cache=True)
def _chain_table(t, a, theta, budget, levels, nearest, longest):
    """Min-plus powers of one job's single-attempt table ([MOLDABLE-D1]).

    base[b] = least area of one attempt of duration t ≤ ``longest`` whose rounded duration is
    at most b units: ⌈t/θ⌉ ≤ b, or round(t/θ) ≤ b with ``nearest``; level s holds the least
    area of 2^s attempts with total rounded duration ≤ b, and ``split[s, b]`` the budget of
    the first half.
    """
    tables = np.full((levels + 1, budget + 1), np.inf)
    choice = np.full(budget + 1, -1, np.int64)
    split = np.zeros((levels + 1, budget + 1), np.int64)
    # t increases and a decreases along the Pareto set: the least area with ⌈t/θ⌉ ≤ b is the
    # last point with t ≤ b·θ, with round(t/θ) ≤ b the last with t < (b + 1/2)·θ (found by
    # bisection, O(B log|Π|) instead of O(|Π|))
    last = np.searchsorted(t, longest * (1 + 1e-12), side="right") - 1
    for b in range(budget + 1):
        if nearest:
            i = np.searchsorted(t, (b + 0.5 - 1e-9) * theta, side="left") - 1
        else:
            i = np.searchsorted(t, (b + 1e-9) * theta, side="right") - 1
        i = min(i, last)
        if i >= 0:
            tables[0, b] = a[i]
            choice[b] = i
    for s in range(1, levels + 1):
        for b in range(budget + 1):
            best, arg = np.inf, 0
            for b1 in range(b + 1):
                v = tables[s - 1, b1] + tables[s - 1, b - b1]
                if v < best:
                    best, arg = v, b1
            tables[s, b], split[s, b] = best, arg
    return tables, choice, split


@njit(cache=True)
def _unfold(split, choice, levels, budget, out):
    """Write the 2^levels candidate indices of the plan with total budget ``budget`` into out
    (iterative: Numba's on-disk cache mishandles recursive functions)."""
    budgets = np.empty(1 << levels, np.int64)
    budgets[0] = budget
    width = 1
    for s in range(levels, 0, -1):
        for k in range(width - 1, -1, -1):
            b = budgets[k]
            b1 = split[s, b]
            budgets[2 * k], budgets[2 * k + 1] = b1, b - b1
        width *= 2
    for k in range(width):
        out[k] = choice[budgets[k]]


@njit(cache=True)
def chain_decision(pt, pa, start, theta, budget, levels, capacity, nearest, longest):
    """Decision of a chain allotment DP ([MOLDABLE-D1]) for chains of g = 2^levels
    attempts: durations rounded to multiples of θ (up, or to the nearest with ``nearest``),
    attempts longer than ``longest`` excluded, Ŵ_j = least area of a chain of rounded length
    ≤ ``budget`` units; accept iff Σ_j Ŵ_j ≤ ``capacity``. Returns (accepted, plan) with
    plan[j, m] = index into the Pareto arrays of attempt m of job j (valid only when accepted)."""
    g = 1 << levels
    n = len(start) - 1
    plan = np.full((n, g), -1, np.int64)
    total = 0.0
    for j in range(n):
        tables, choice, split = _chain_table(
            pt[start[j] : start[j + 1]], pa[start[j] : start[j + 1]], theta, budget, levels, nearest, longest
        )
        area = tables[levels, budget]
        total += area
        if not total <= capacity:
            return False, plan
        _unfold(split, choice, levels, budget, plan[j])
        for m in range(g):
            plan[j, m] += start[j]
    return True, plan
