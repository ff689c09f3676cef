"""Thm 2's dynamic program in O(n²) time and O(n) memory, the §3.4 restricted DPs in O(n),
with the convex-hull trick on monotone lines (numba).

Indices are 1-based as in the paper: v[0] = 0 is a padding slot, v[1..n] the support; i_c = 0
is the sentinel "no checkpoint yet" (r, p) = (0, 0), otherwise (r, p) = (R, v_{i_c}).
S[k] = Σ_{m ≥ k} f_m for k = 1..n+1 (S[n+1] = 0). For i_l < n, with s = S[i_l+1],

    E(i_c, i_l) = min( min_{j > i_l}  [E(i_c, j) + β(v_j − p)·S[j+1]] + αv_j·s + (α(r − p) + βr + γ)·s,   (Δ = 0)
                       min_{i_l < j < n} [E(j, j) + βC·S[j+1]]     + αv_j·s + (α(r − p + C) + βr + γ)·s )  (Δ = 1)

and E(i_c, n) = βE[Y] (Thm 2; Δ = 1 is not offered at j = n). Each inner minimum is the lower
envelope of lines of slope αv_j evaluated at s. As i_l decreases, the line of j = i_l + 1 joins
with the smallest slope so far and s = S[i_l+1] does not decrease, so a deque answers each step
in amortised O(1) (the monotone convex-hull trick):

* the Δ = 1 envelope H(i_l) does not depend on i_c: one deque for the whole DP;
* the Δ = 0 envelope depends on i_c: row i_c (all i_l ≥ i_c) is one pass with its own deque,
  and needs H(i_l) only for i_l ≥ i_c, i.e. the diagonal E(j, j) of the rows j > i_c. Rows run
  from n − 1 down to the sentinel row 0: O(n²) time, O(n) memory (one row at a time).

The strategy is read back from state (0, 0) by recomputing only the rows it visits (a row per
checkpoint taken), so no n² table is kept. The restricted DPs: NO-CKPT (Δ = 0, states
i_c = 0) is row 0 alone; ALL-CKPT (Δ = 1 for every j < n, states i_c = i_l) is the diagonal
with the Δ = 1 deque. Ties go to Δ = 0 unless Δ = 1 is cheaper by more than TIE (relative),
and within a deque to the smaller j. The O(n³) DP without the trick is kept as the reference
of the tests and benchmarks in ``tests/oracles/reservation_cubic.py``.
"""

from __future__ import annotations

import numba
import numpy as np

from resched.reservation.instance.strategy import ALL, FREE

#: Δ = 1 replaces the Δ = 0 choice only if cheaper by more than this relative margin.
TIE = 1e-12


@numba.njit(cache=True, inline="always")
def _push(slopes, intercepts, lines, head, tail, slope, intercept, line):
    """Append the line (slope, intercept) — slope below every slope in the deque [head, tail) —
    dropping the back lines it makes useless (they are never strictly lowest for any x); the
    new tail."""
    while tail - head >= 2:
        m1, b1 = slopes[tail - 2], intercepts[tail - 2]
        m2, b2 = slopes[tail - 1], intercepts[tail - 1]
        # line 2 is useless iff line 3 meets line 1 no later than line 2 does
        if (intercept - b1) * (m1 - m2) <= (b2 - b1) * (m1 - slope):
            tail -= 1
        else:
            break
    slopes[tail] = slope
    intercepts[tail] = intercept
    lines[tail] = line
    return tail + 1


@numba.njit(cache=True, inline="always")
def _query(slopes, intercepts, head, tail, x):
    """The new head: front lines beaten at ``x`` by their successor (of smaller slope) are beaten
    at every larger x and leave the deque; the head is then the lowest line at x."""
    while tail - head >= 2 and slopes[head + 1] * x + intercepts[head + 1] <= slopes[head] * x + intercepts[head]:
        head += 1
    return head


@numba.njit(cache=True)
def _row(i_c, v, S, mean, C, R, alpha, beta, gamma, h, h_j, checkpoints, E, J, D, slopes, intercepts, lines):
    """Fill E[i_l] = E(i_c, i_l), J[i_l] (next milestone) and D[i_l] (its flag) for
    i_l = n − 1 … i_c, given the Δ = 1 envelope h (value) and h_j (argmin) at every i_l ≥ i_c;
    return E(i_c, i_c). ``checkpoints`` False: Δ = 0 only (NO-CKPT)."""
    n = v.size - 1
    r = R if i_c > 0 else 0.0
    p = v[i_c] if i_c > 0 else 0.0
    paid = alpha * (r - p) + beta * r + gamma  # the paid term's coefficient of s without v_j (Δ = 0)
    E[n] = beta * mean
    head, tail = 0, 0
    for i_l in range(n - 1, i_c - 1, -1):
        j = i_l + 1
        tail = _push(slopes, intercepts, lines, head, tail, alpha * v[j], E[j] + beta * (v[j] - p) * S[j + 1], j)
        s = S[i_l + 1]
        head = _query(slopes, intercepts, head, tail, s)
        best = slopes[head] * s + intercepts[head] + paid * s
        best_j, best_d = lines[head], 0
        if checkpoints and i_l < n - 1:
            c = h[i_l] + (paid + alpha * C) * s
            if c < best - TIE * abs(best):
                best, best_j, best_d = c, h_j[i_l], 1
        E[i_l] = best
        J[i_l] = best_j
        D[i_l] = best_d
    return E[i_c]


@numba.njit(cache=True)
def _envelope_step(k, v, S, C, alpha, beta, diagonal, h, h_j, slopes, intercepts, lines, head, tail):
    """H(k) = min_{k < j < n} E(j, j) + βC·S[j+1] + αv_j·S[k+1]: add the line of j = k + 1 (when
    j < n) and query at S[k+1]; the new (head, tail) of the Δ = 1 deque."""
    n = v.size - 1
    if k + 1 <= n - 1:
        tail = _push(
            slopes, intercepts, lines, head, tail, alpha * v[k + 1], diagonal[k + 1] + beta * C * S[k + 2], k + 1
        )
    if tail > head:
        s = S[k + 1]
        head = _query(slopes, intercepts, head, tail, s)
        h[k] = slopes[head] * s + intercepts[head]
        h_j[k] = lines[head]
    return head, tail


@numba.njit(cache=True)
def _follow(J, D, i_l, n, indices, flags, count):
    """Append the steps of the current row from i_l until a checkpoint or v_n; the new (i_l, count)."""
    while i_l < n:
        j = J[i_l]
        indices[count] = j
        flags[count] = D[i_l]
        count += 1
        i_l = j
        if flags[count - 1] == 1:
            break
    return i_l, count


@numba.njit(cache=True)
def solve_dp(v, S, mean, C, R, alpha, beta, gamma, mode):
    """E_ckpt(0, 0) under ``mode`` (FREE, ALL, NONE) and the optimal strategy's milestone
    indices j (1..n) and flags Δ, followed from state (0, 0)."""
    n = v.size - 1
    h = np.full(n + 1, np.inf)
    h_j = np.zeros(n + 1, np.int64)
    diagonal = np.full(n + 1, np.inf)  # E(j, j)
    E = np.empty(n + 1)
    J = np.zeros(n + 1, np.int64)
    D = np.zeros(n + 1, np.int8)
    slopes, intercepts, lines = np.empty(n + 1), np.empty(n + 1), np.zeros(n + 1, np.int64)
    row_slopes, row_intercepts, row_lines = np.empty(n + 1), np.empty(n + 1), np.zeros(n + 1, np.int64)
    head, tail = 0, 0
    indices, flags = np.zeros(n, np.int64), np.zeros(n, np.int8)
    if mode == ALL:
        for i in range(n - 1, -1, -1):
            head, tail = _envelope_step(
                i, v, S, C, alpha, beta, diagonal, h, h_j, slopes, intercepts, lines, head, tail
            )
            r = R if i > 0 else 0.0
            p = v[i] if i > 0 else 0.0
            s = S[i + 1]
            paid = alpha * (r - p) + beta * r + gamma
            best, best_j, best_d = beta * mean + (paid + alpha * v[n]) * s, n, 0  # straight to v_n (S[n+1] = 0)
            if i < n - 1:
                c = h[i] + (paid + alpha * C) * s
                if c < best - TIE * abs(best):
                    best, best_j, best_d = c, h_j[i], 1
            diagonal[i], J[i], D[i] = best, best_j, best_d
        count, i = 0, 0
        while i < n:
            indices[count], flags[count] = J[i], D[i]
            count += 1
            i = J[i]
        return diagonal[0], indices[:count], flags[:count]
    if mode == FREE:
        for i_c in range(n - 1, 0, -1):
            head, tail = _envelope_step(
                i_c, v, S, C, alpha, beta, diagonal, h, h_j, slopes, intercepts, lines, head, tail
            )
            diagonal[i_c] = _row(
                i_c, v, S, mean, C, R, alpha, beta, gamma, h, h_j, True, E, J, D, row_slopes, row_intercepts, row_lines
            )
        _envelope_step(0, v, S, C, alpha, beta, diagonal, h, h_j, slopes, intercepts, lines, head, tail)
    checkpoints = mode == FREE
    value = _row(
        0, v, S, mean, C, R, alpha, beta, gamma, h, h_j, checkpoints, E, J, D, row_slopes, row_intercepts, row_lines
    )
    i_l, count = _follow(J, D, 0, n, indices, flags, 0)
    while i_l < n:  # a checkpoint at v_{i_l}: recompute row i_l to read its choices
        _row(i_l, v, S, mean, C, R, alpha, beta, gamma, h, h_j, True, E, J, D, row_slopes, row_intercepts, row_lines)
        i_l, count = _follow(J, D, i_l, n, indices, flags, count)
    return value, indices[:count], flags[:count]
