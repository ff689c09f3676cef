"""Numba kernels of BATCH-LIST's allotment: the chain-allotment DP ([MOLDABLE-D1]).

LIST's kernels (Algorithm 1) are the simulator's (:mod:`resched.moldable.simulate`), the
lower convex hull's the bounds' (:mod:`resched.moldable.metrics`)."""

from __future__ import annotations

import numpy as np
from numba import njit


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
