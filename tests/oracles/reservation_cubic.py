"""The reference O(n³) dynamic program of Thm 2 over states (i_c, i_l) (numba): every state,
every next milestone, no speed-up. Not on the production path: the tests and
``benchmarks/bench_reservation.py`` compare the convex-hull kernels of
:mod:`resched.reservation.algorithms.kernels` with it (its own plain-Python reference is
:func:`oracles.reservation_graph.bellman`).

Indices are 1-based as in the paper: v[0] = 0 is a padding slot, v[1..n] the support; i_c = 0
is the sentinel "no checkpoint yet" (r, p) = (0, 0), otherwise (r, p) = (R, v_{i_c}).
S[k] = Σ_{m ≥ k} f_m for k = 1..n+1 (S[n+1] = 0). For i_l < n,

    E(i_c, i_l) = min_{j > i_l, Δ} E(Δ·j + (1−Δ)·i_c, j)
                  + (α(r + v_j − p + ΔC) + βr + γ)·S[i_l+1] + β((1−Δ)(v_j − p) + ΔC)·S[j+1],

E(i_c, n) = βE[Y]. Δ = 1 is not offered at j = n (a last checkpoint only adds αC,
[RESERVATION-D12]). Modes restrict the states and choices: FREE (Thm 2, O(n³)), ALL (§3.4 ALL-CKPT: Δ = 1
for every j < n, states i_c = i_l, O(n²)) and NONE (§3.4 NO-CKPT: Δ = 0, states i_c = 0, O(n²)).
Ties go to the smaller j, then to Δ = 0. Memory: (n+1)² float64 + int32 + int8 = 13 bytes·n².
"""

from __future__ import annotations

import numba
import numpy as np

from resched.reservation.algorithms.kernels import TIE
from resched.reservation.instance.laws import DiscreteLaw
from resched.reservation.instance.strategy import ALL, MODES, NONE, Costs, Strategy


@numba.njit(cache=True)
def solve_dp_cubic(v, S, mean, C, R, alpha, beta, gamma, mode):
    """Fill E, best j and best Δ for every state of ``mode``; return (E, J, D) ((n+1)² arrays)."""
    n = v.size - 1
    E = np.full((n + 1, n + 1), np.inf)
    J = np.zeros((n + 1, n + 1), np.int32)
    D = np.zeros((n + 1, n + 1), np.int8)
    E[:, n] = beta * mean
    diagonal = np.full(n + 1, np.inf)  # E(j, j): the state after checkpointing at v_j
    diagonal[n] = beta * mean
    for i_l in range(n - 1, -1, -1):
        lo, hi = 0, i_l
        if mode == NONE:
            hi = 0
        elif mode == ALL:
            lo = i_l
        S_l = S[i_l + 1]
        for i_c in range(lo, hi + 1):
            r = R if i_c > 0 else 0.0
            p = v[i_c] if i_c > 0 else 0.0
            fixed = (alpha * (r - p) + beta * r + gamma) * S_l  # part of the paid term without v_j
            best, best_j, best_d = np.inf, 0, 0
            for j in range(i_l + 1, n + 1):
                paid = fixed + alpha * v[j] * S_l
                if mode != ALL or j == n:  # Δ = 0
                    c = E[i_c, j] + paid + beta * (v[j] - p) * S[j + 1]
                    if best_j == 0 or c < best - TIE * abs(best):
                        best, best_j, best_d = c, j, 0
                if mode != NONE and j < n:  # Δ = 1
                    c = diagonal[j] + paid + (alpha * S_l + beta * S[j + 1]) * C
                    if best_j == 0 or c < best - TIE * abs(best):
                        best, best_j, best_d = c, j, 1
            E[i_c, i_l] = best
            J[i_c, i_l] = best_j
            D[i_c, i_l] = best_d
        diagonal[i_l] = E[i_l, i_l]
    return E, J, D


def backtrack(J: np.ndarray, D: np.ndarray, n: int) -> tuple[list[int], list[bool]]:
    """Indices j and flags Δ of the optimal strategy, followed from state (0, 0) (Thm 2)."""
    i_c, i_l, indices, flags = 0, 0, [], []
    while i_l < n:
        j, delta = int(J[i_c, i_l]), bool(D[i_c, i_l])
        if j <= i_l:
            raise AssertionError(f"DP state ({i_c}, {i_l}) has no successor")
        indices.append(j)
        flags.append(delta)
        i_c, i_l = (j if delta else i_c), j
    return indices, flags


def optimal_discrete_cubic(law: DiscreteLaw, costs: Costs, mode: str = "dp") -> tuple[Strategy, float]:
    """The reference O(n³) DP (O(n²) for the restricted modes) on Y ~ (v_i, f_i): the strategy
    and E_ckpt(0, 0), as :func:`resched.reservation.algorithms.dp.optimal_discrete` returns them."""
    v = np.concatenate(([0.0], law.values))
    S = np.concatenate(([1.0], law.tail))
    mean, C, R, alpha, beta, gamma = (
        float(x) for x in (law.mean, costs.C, costs.R, costs.alpha, costs.beta, costs.gamma)
    )
    E, J, D = solve_dp_cubic(v, S, mean, C, R, alpha, beta, gamma, MODES[mode])
    indices, flags = backtrack(J, D, law.n)
    return Strategy(tuple(float(v[j]) for j in indices), tuple(flags)), float(E[0, 0])
