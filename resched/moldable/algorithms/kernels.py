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


@njit(cache=True)
def authors_decision(p, t, start, P, X, g, epsilon, plan):
    """One decision of the authors' allotment DP at X (``moldableBatch.cpp``, ``isAchievable``;
    [MOLDABLE-D1]), for chains of g attempts.

    ``p``, ``t``: the ragged strict time records of each job (p increasing, t_j(p) strictly
    below every smaller p's time), job j's in ``start[j]:start[j+1]``. Unit Z = ε·X/g, budgets
    k = 1 … K with K = ⌊X/Z⌋ + g. One attempt of duration t fits k units iff t/Z ≤ k (rounded
    **up**); its value is 1.1·p·(t/Z)/P, the least over the fitting records (scanned from the
    fastest, a strictly smaller value wins: ties to the larger p). A chain of g attempts with
    budget k: the first m attempts get l units (l = 1 … k−1, the smallest l of the least sum
    wins), attempt m gets k − l. Accepted: the smallest k whose summed values (in job order)
    are < k; ``plan[j, m]`` (n, g) is then job j's attempt m and the result min(k·Z, X).
    Returns −1 (``plan`` untouched) when no k passes.
    """
    n = len(start) - 1
    Z = epsilon * X / g
    K = int(np.floor(X / Z)) + g
    big = (X / Z + g) * 2
    score = np.zeros(K + 1)
    chains = np.zeros((n, K + 1, g), np.int64)
    base = np.empty(K + 1)
    best_p = np.zeros(K + 1, np.int64)
    value = np.empty(K + 1)
    for j in range(n):
        k = 0
        last = start[j + 1] - 1
        scaled = t[last] / Z
        while k < scaled and k < K + 1:
            base[k] = big
            best_p[k] = 0
            k += 1
        kept_p = p[last]
        kept_area = p[last] * scaled / P
        for i in range(last - 1, start[j] - 1, -1):
            scaled = t[i] / Z
            area = p[i] * scaled / P
            while k < scaled and k < K + 1:
                base[k] = kept_area * 1.1
                best_p[k] = kept_p
                k += 1
            if area < kept_area:
                kept_p, kept_area = p[i], area
        while k < K + 1:
            base[k] = kept_area * 1.1
            best_p[k] = kept_p
            k += 1
        for k in range(1, K + 1):
            value[k] = base[k]
            chains[j, k, 0] = best_p[k]
        for m in range(1, g):
            for k in range(K, 0, -1):
                best, split = big, 0
                for first in range(1, k):
                    v = value[first] + base[k - first]
                    if v < best:
                        best, split = v, first
                for q in range(m):
                    chains[j, k, q] = chains[j, split, q]
                chains[j, k, m] = best_p[k - split]
                value[k] = best
        for k in range(1, K + 1):
            score[k] += value[k]
    for k in range(1, K + 1):
        if score[k] < k:
            for j in range(n):
                plan[j, :] = chains[j, k, :]
            return min(k * Z, X)
    return -1.0


@njit(cache=True)
def authors_search(p, t, start, P, first, g, epsilon, precision, plan):
    """The authors' search for the allotment X (``moldableBatch.cpp``, ``assignProcsBatch``;
    [MOLDABLE-D1]): from X = max(g·max_j t_j(1), g·Σ_j t_j(1)/P) (``first`` = t_j(1)), the
    accepted value b of :func:`authors_decision` stored in single precision (the C++'s ``float
    b``) becomes X_max; then bisection X = (X_min + X_max)/2 (X_min = 0 at first), rejected →
    X_min = X, accepted → X_max = b, until X_min > 0 and X_max/X_min ≤ 1 + ``precision``.
    ``plan`` holds the last accepted plan. Returns (X_max, number of decisions), X_max = −1
    if even the first X is rejected."""
    longest = 0.0
    total = 0.0
    for j in range(len(first)):
        longest = max(longest, first[j] * g)
        total = total + first[j] * g
    high = np.float64(np.float32(authors_decision(p, t, start, P, max(longest, total / P), g, epsilon, plan)))
    low = 0.0
    calls = 1
    if high == -1.0:
        return high, calls
    while low == 0.0 or high / low > 1 + precision:
        middle = (high + low) / 2
        found = np.float64(np.float32(authors_decision(p, t, start, P, middle, g, epsilon, plan)))
        calls += 1
        if found == -1.0:
            low = middle
        else:
            high = found
    return high, calls
