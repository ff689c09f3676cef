"""The iterative family's numba kernels: the pattern DP tables (Algorithm 3, with and
without its checkpoint budget) and the Toueg–Babaoglu chain DP."""

from __future__ import annotations

import numpy as np
from numba import njit

from resched.iterative.metrics import segment_time


@njit(cache=True)
def pattern_table(t, c, r, lam, D, max_tasks, max_chunk):
    """F(i0, ℓ): least expected time of ℓ tasks from after a checkpoint of a_{i0}, ending with
    a checkpoint, chunks of at most max_chunk − 1 tasks (chunk form of Lemma 3.7, no b)."""
    n = t.shape[0]
    F = np.full((n, max_tasks + 1), np.inf)
    choice = np.zeros((n, max_tasks + 1), dtype=np.int64)
    F[:, 0] = 0.0
    for ell in range(1, max_tasks + 1):
        for i0 in range(n):
            work = 0.0
            for k in range(1, min(ell, max_chunk - 1) + 1):
                j = (i0 + k) % n
                work += t[j]
                value = segment_time(work, c[j], r[i0], lam, D) + F[j, ell - k]
                if value < F[i0, ell]:
                    F[i0, ell] = value
                    choice[i0, ell] = k
    return F, choice


@njit(cache=True)
def pattern_table_with_budget(t, c, r, lam, D, max_tasks, max_chunk):
    """Algorithm 3 with its checkpoint budget b ≤ n: G(i0, ℓ, b) = 𝒞_min(i0, 1, ℓ, b), the
    k-loop of Lemma 3.7 run as a running minimum (same O(k*² n⁵) work, O(n²L) memory)."""
    n = t.shape[0]
    G = np.full((n, max_tasks + 1, n + 1), np.inf)
    G[:, 0, :] = 0.0  # the empty path (initialisation (a), also for b = 0)
    for ell in range(1, max_tasks + 1):
        for i0 in range(n):
            work = 0.0
            for k in range(1, min(ell, max_chunk - 1) + 1):
                j = (i0 + k) % n
                work += t[j]
                cost = segment_time(work, c[j], r[i0], lam, D)
                for b in range(1, n + 1):
                    value = cost + G[j, ell - k, b - 1]
                    if value < G[i0, ell, b]:
                        G[i0, ell, b] = value
    return G[:, :, n]


@njit(cache=True)
def chain_table(tau, gamma, rho, rho0, lam, D, max_chunk):
    L = tau.shape[0]
    prefix = np.zeros(L + 1)
    prefix[1:] = np.cumsum(tau)
    best = np.full(L + 1, np.inf)
    previous = np.zeros(L + 1, dtype=np.int64)
    best[0] = 0.0
    for j in range(1, L + 1):
        for i in range(max(0, j - max_chunk), j):
            recovery = rho0 if i == 0 else rho[i - 1]
            value = best[i] + segment_time(prefix[j] - prefix[i], gamma[j - 1], recovery, lam, D)
            if value < best[j]:
                best[j] = value
                previous[j] = i
    return best, previous
