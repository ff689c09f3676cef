"""Allotment of independent chains of g identical attempts (one chain per job, §4.4):
min over allocations of L = max(longest chain, total area / P) (Eq. 8), the quantity Lemma 3
approximates within (1+ε) and BATCH-LIST minimises in each batch.

* :func:`single_allotment` — g = 1 solved exactly by a breakpoint scan (spec §2.5 step 2).
* :func:`chain_allotment` — every batch: the chain-specialised MT-ALLOTMENT DP of footnote 6
  (decision by DP on rounded durations + binary search on X, spec §2.5 step 3) with
  δ = √(1+ε) − 1, so L ≤ (1+δ)²·L* = (1+ε)·L*; or the DAG allotment MILP of §4.2 with
  mip_rel_gap = ε/(1+ε). The DP is used for batch 1 too: the exact minimiser of L packs
  Σ_j p_j just above P (its area bound is tight), so LIST needs a second wave and runs ~1.8·L*
  on the paper's communication jobs; the DP's rounding slack leaves Σ_j p_j < P
  (docs/moldable.md, measured).

Each returns an (n, g) int array of processor counts, each row in non-increasing order
("fastest attempt first", spec §2.5 step 5).
"""

from __future__ import annotations

import math

import numpy as np

from resched.errors import ReschedError
from resched.moldable.jobs import JobSet
from resched.moldable.kernels import chain_decision

EPSILON = 0.3
"""ε of Lemma 3 used in the experiments (§5.1)."""


def chain_bound(jobs: JobSet, procs: np.ndarray) -> float:
    """L(𝒥, f, p) (Eq. 8) of chains whose attempts use ``procs[j, m]`` processors."""
    rows = np.arange(jobs.n)[:, None]
    chain = jobs.times[rows, procs - 1].sum(axis=1)
    area = jobs.areas[rows, procs - 1].sum()
    return float(max(chain.max(), area / jobs.P))


def single_allotment(jobs: JobSet) -> np.ndarray:
    """Exact min_p max(max_j t_j(p_j), Σ_j a_j(p_j)/P) for one attempt per job: scan the
    breakpoints X ∈ {t_j(p)} ≥ max_j t_min,j with W_j(X) = least area of job j within X;
    L* = min max(X, ΣW_j(X)/P); each job then takes its least-area allocation within L*."""
    par = jobs.pareto
    order = np.argsort(par.t, kind="stable")
    # Along increasing time each job's least area within X drops from one Pareto point to the next.
    previous = np.zeros_like(par.a)
    inner = np.ones(len(par.a), dtype=bool)
    inner[par.start[:-1]] = False
    previous[inner] = par.a[np.nonzero(inner)[0] - 1]
    delta = par.a - previous
    breakpoints = par.t[order]
    total = np.cumsum(delta[order])
    valid = breakpoints >= jobs.t_min.max()
    values = np.maximum(breakpoints, total / jobs.P)
    values[~valid] = np.inf
    best = values.min()
    within = par.t <= best * (1 + 1e-12)
    # least area within L* = the last Pareto point (by time) within it
    last = np.maximum.reduceat(np.where(within, np.arange(len(par.t)), -1), par.start[:-1])
    return par.p[last][:, None].astype(np.int64)


METHODS = ("dp", "scan", "milp")
"""Allotment methods: the DP for every batch; the exact scan for batch 1 and the DP after;
the §4.2 MILP on HiGHS (small instances)."""


def chain_allotment(jobs: JobSet, g: int, epsilon: float = EPSILON, method: str = "dp") -> np.ndarray:
    """Allotment of chains of g attempts with L ≤ (1+ε)·min_p L (Lemma 3) by ``method``
    (one of :data:`METHODS`)."""
    if g < 1 or g & (g - 1):
        raise ReschedError(f"a batch has 2^(k-1) attempts per job, got g={g}")
    if epsilon <= 0:
        raise ReschedError(f"epsilon must be > 0, got {epsilon}")
    if method == "milp":
        return _sorted(milp_allotment(jobs, np.full(jobs.n, g), epsilon))
    if method == "scan" and g == 1:
        return single_allotment(jobs)
    if method not in METHODS:
        raise ReschedError(f"unknown allotment method {method!r} (known: {', '.join(METHODS)})")
    slowest = jobs.pareto.p[jobs.pareto.start[1:] - 1][:, None]  # least-area allocation of each job
    plan = _dp_allotment(jobs, g, math.sqrt(1 + epsilon) - 1, g * chain_bound(jobs, slowest))
    # X ≥ L* is always accepted; the least-area chains (a feasible allocation, the search's
    # upper end) only guard against a rounding accident at the top of the grid
    return _sorted(np.repeat(slowest, g, axis=1) if plan is None else plan)


SEARCH_PRECISION = 1e-3
"""The binary search on X stops when X_accepted / X_rejected ≤ 1 + this."""


def _dp_allotment(jobs: JobSet, g: int, delta: float, upper: float) -> np.ndarray | None:
    """Binary search (footnote 6) for the smallest X accepted by D(X, δ), between the batch's
    L' (lower) and the L of a feasible allocation (upper). With X_low rejected (so L* > X_low)
    and X_high ≤ (1+SEARCH_PRECISION)·X_low accepted, L ≤ (1+δ)·X_high ≲ (1+δ)²·L*."""
    par = jobs.pareto
    levels = g.bit_length() - 1

    def decide(X: float) -> tuple[bool, np.ndarray]:
        return chain_decision(par.t, par.a, par.start, X, delta, levels, jobs.P)

    low = max(g * jobs.t_min.max(), g * jobs.a_min.sum() / jobs.P)
    accepted, plan = decide(low)
    if not accepted:
        high = max(upper, low)
        accepted, plan = decide(high)
        if not accepted:
            return None
        while high > low * (1 + SEARCH_PRECISION):
            mid = math.sqrt(low * high)
            ok, candidate = decide(mid)
            if ok:
                high, plan = mid, candidate
            else:
                low = mid
    return par.p[plan].astype(np.int64)


def milp_allotment(jobs: JobSet, lengths: np.ndarray, epsilon: float | None = None,
                   time_limit: float | None = 60) -> np.ndarray:
    """Chains of ``lengths[j]`` attempts allotted by the DAG MILP (§4.2); rows padded with
    their last count when lengths differ. ``epsilon`` sets mip_rel_gap = ε/(1+ε)."""
    from resched.moldable.models import build_chain_allotment, chain_plan
    from resched.solve import solve

    model = build_chain_allotment(jobs, lengths)
    result = solve(model, time_limit=time_limit, mip_gap=None if epsilon is None else epsilon / (1 + epsilon))
    if not result.has_solution:
        raise ReschedError(f"the allotment MILP found no solution ({result.status.value})")
    return chain_plan(jobs, lengths, result)


def _sorted(procs: np.ndarray) -> np.ndarray:
    return -np.sort(-procs, axis=1)
