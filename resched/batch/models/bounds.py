"""Certified lower bounds on the failure-free flows of every schedule, at any size and without
a solver: what ``validate`` compares an algorithm with where the time-indexed MILPs do not
apply (e.g. 1000 jobs on 128 nodes).

Notation (§4.4.3): job j is released at r_j (s), needs p_j of the N nodes for L_j (s) (its
failure-free execution time with checkpoints, ``Job.length``) and completes at C_j; its flow
is F_j = C_j − r_j. Without failures every schedule runs job j once, on p_j nodes over
[S_j, C_j] with S_j ≥ r_j and C_j = S_j + L_j, and at every instant the running jobs use at
most N nodes. The bounds hold for every such schedule (integer start times or not), so for
every algorithm and for the MILPs' optima; the test suite checks them against those optima on
tiny instances (``tests/batch/test_batch_certified_bounds.py``).
"""

from __future__ import annotations

import heapq

import numpy as np

from resched.batch.instance import BatchInstance


def fault_free(instance: BatchInstance) -> str | None:
    """``None`` for an instance with an explicit empty failure list and at least one job (the
    bounds of this module apply), else the reason."""
    if instance.failures is None:
        return "failures are drawn (the bounds need an explicit empty failure list)"
    if instance.failures:
        return f"{len(instance.failures):,} failures (the bounds are failure-free)"
    return None if instance.jobs else "no job"


def _data(instance: BatchInstance) -> tuple[np.ndarray, np.ndarray, np.ndarray, int]:
    r = instance.releases.astype(float)
    p = instance.sizes.astype(float)
    L = np.array([j.length for j in instance.jobs], dtype=float)
    return r, p, L, int(instance.nodes)


def max_flow_bound(instance: BatchInstance) -> float:
    """A lower bound on max_j F_j (s) of every failure-free schedule:

        F_max ≥ max( max_j L_j,  max_{a ≤ b} [W(a, b)/N − (b − a)] ),
        W(a, b) = Σ_{j : a ≤ r_j ≤ b} p_j L_j  (a, b release dates).

    Proof: F_j = C_j − r_j ≥ L_j. For a ≤ b, every job j released in [a, b] runs inside
    [r_j, r_j + F_max] ⊆ [a, b + F_max]; the nodes give at most N·(b + F_max − a) node-seconds
    there, so W(a, b) ≤ N·(b − a + F_max). (a = b alone gives the jobs released together.)
    O(R²) for R distinct release dates."""
    r, p, L, N = _data(instance)
    dates, group = np.unique(r, return_inverse=True)
    work = np.bincount(group, weights=p * L, minlength=len(dates))
    upto = np.concatenate([[0.0], np.cumsum(work)])  # upto[k]: work released before dates[k]
    # W(dates[a], dates[b]) = upto[b + 1] − upto[a], for a ≤ b
    spans = upto[1:][None, :] - upto[:-1][:, None]
    slack = dates[None, :] - dates[:, None]
    ahead = np.triu(np.ones((len(dates), len(dates)), dtype=bool))
    interval = float(np.max(np.where(ahead, spans / N - slack, -np.inf)))
    return max(float(L.max()), interval)


def weighted_flow_bound(instance: BatchInstance) -> float:
    """A lower bound on the size-weighted mean flow Σ_j p_j F_j / Σ_j p_j (s) of every
    failure-free schedule: the larger of Σ_j p_j L_j / Σ_j p_j (F_j ≥ L_j) and the mean busy
    time bound of the squashed schedule,

        Σ_j p_j F_j ≥ Σ_j p_j M_j^* + Σ_j p_j (L_j/2 − r_j),

    M_j^* the mean busy times of the preemptive schedule, on one machine, of jobs of processing
    time q_j = p_j L_j / N released at r_j, always running the released job of smallest L_j
    (largest ratio p_j / q_j = N / L_j: preemptive WSPT for the weights p_j).

    Proof: squash a schedule onto one machine of capacity 1: job j is processed at rate p_j/N
    over [S_j, C_j] (total rate ≤ 1 since at most N nodes are busy; nothing before r_j), work
    q_j in all, so its mean busy time is M_j = (1/q_j)∫ t·(p_j/N) dt = (S_j + C_j)/2
    = C_j − L_j/2. Such a (fractional, preemptive) single-machine schedule satisfies the linear
    relaxation in mean busy times of 1|r_j, pmtn|Σ w_j M_j, whose optimum preemptive WSPT
    attains (Goemans, Queyranne, Schulz, Skutella and Wang, *Single machine scheduling with
    release dates*, SIAM J. Discrete Math. 15(2), 2002, §3); so Σ_j p_j M_j ≥ Σ_j p_j M_j^*,
    and F_j = M_j + L_j/2 − r_j gives the bound. O(n log n)."""
    r, p, L, N = _data(instance)
    q = p * L / N
    order = np.lexsort((np.arange(len(r)), r))
    left = q.copy()
    busy = np.zeros(len(r))  # ∫ t dt over the pieces each job is processed
    ready: list[tuple[float, int]] = []
    t, k = 0.0, 0
    while k < len(order) or ready:
        if not ready:
            t = max(t, float(r[order[k]]))
        while k < len(order) and r[order[k]] <= t:
            heapq.heappush(ready, (float(L[order[k]]), int(order[k])))
            k += 1
        _, j = ready[0]
        until = t + left[j] if k == len(order) else min(t + left[j], float(r[order[k]]))
        busy[j] += (until * until - t * t) / 2
        left[j] -= until - t
        t = until
        if left[j] <= 1e-12 * max(1.0, q[j]):
            heapq.heappop(ready)
    mean_busy = busy / q
    squashed = float(p @ mean_busy + p @ (L / 2 - r))
    return max(float(p @ L), squashed) / float(p.sum())
