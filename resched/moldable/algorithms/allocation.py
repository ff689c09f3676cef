"""LIST with one p per job for all its attempts: the allocations LPA (Algorithm 2, LPA-LIST),
MINTIME and MINAREA (§5.1), the allocations used in the proofs of Theorems 1–6 ("proof rules",
[MOLDABLE-D3]), and :class:`FixedAllocationList`, the algorithm object that runs one of them.

Each allocation function returns an int array of processor counts p_j ∈ [1, P] (1-based).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from resched.errors import ReschedError
from resched.moldable.instance.jobs import REL_TOL, JobSet, first_within
from resched.moldable.simulate import rule_order


def ratio(alpha: np.ndarray | float, beta: np.ndarray | float, P: int) -> np.ndarray:
    """r(α, β) of Lemma 2 (Eq. 10): 2α if α ≥ β, else (P α + (P−2) β)/(P−1); 2α when P ≤ 2."""
    alpha, beta = np.asarray(alpha, dtype=float), np.asarray(beta, dtype=float)
    if P <= 2:
        return 2 * alpha
    return np.where(alpha >= beta, 2 * alpha, (P * alpha + (P - 2) * beta) / (P - 1))


def local_bounds(jobs: JobSet, p: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per-job α_j = a_j(p_j)/a_min,j and β_j = t_j(p_j)/t_min,j (Lemma 2)."""
    rows = np.arange(jobs.n)
    return jobs.areas[rows, p - 1] / jobs.a_min, jobs.times[rows, p - 1] / jobs.t_min


def lpa(jobs: JobSet) -> np.ndarray:
    """Algorithm 2: p_j = argmin_p r(p·t_j(p)/a_min, t_j(p)/t_min), smallest p among ties."""
    r = ratio(jobs.areas / jobs.a_min[:, None], jobs.times / jobs.t_min[:, None], jobs.P)
    return first_within(r, r.min(axis=1)) + 1


def mintime(jobs: JobSet) -> np.ndarray:
    """MINTIME (SET of Havill & Mao): the smallest p minimising t_j(p)."""
    return first_within(jobs.times, jobs.t_min) + 1


def minarea(jobs: JobSet) -> np.ndarray:
    """MINAREA: the smallest p minimising a_j(p) (p = 1 in every experimental model)."""
    return first_within(jobs.areas, jobs.a_min) + 1


@dataclass(frozen=True)
class FixedAllocationList:
    """LIST with one processor count p_j per job for all its attempts (LPA-LIST, MINTIME,
    MINAREA), a :class:`resched.moldable.algorithms.ListAlgorithm`: ``allocation(jobs)`` gives p,
    the LIST priority is the run's rule (:func:`resched.moldable.simulate.rule_order`)."""

    allocation: Callable[[JobSet], np.ndarray]
    batches: bool = field(default=False, init=False)

    def allocate(self, jobs: JobSet) -> np.ndarray:
        """p_j of every job (1..P)."""
        return self.allocation(jobs)

    def order(self, jobs: JobSet, procs: np.ndarray, durations: np.ndarray, rule: str) -> np.ndarray:
        """The priority ``rule`` (LPT, HPA, LA; ties by job index) as a permutation."""
        return rule_order(procs, durations, rule)


def proof_rule(model: str, params: dict[str, np.ndarray], P: int) -> np.ndarray:
    """Allocation of the proof of Theorem 1 (roofline), 2 (communication, App. A), 3 (Amdahl),
    4 (mix, App. B), 5 (power: p = round(P^δ)) or 6 (monotonic table: ⌊√P⌋)."""
    rules = {
        "roofline": _roofline,
        "communication": _communication,
        "amdahl": _amdahl,
        "mix": _mix,
        "power": _power,
        "table": _monotonic,
    }
    if model not in rules:
        raise ReschedError(f"no proof-rule allocation for model {model!r}")
    n = len(next(iter(params.values())))
    rule = rules[model]
    p = np.array(
        [rule({k: float(v[j]) if np.ndim(v) == 1 else v[j] for k, v in params.items()}, P) for j in range(n)],
        dtype=np.int64,
    )
    return np.clip(p, 1, P)


def _roofline(job: dict[str, float], P: int) -> int:
    return min(int(job["pbar"]), P)


def _communication(job: dict[str, float], P: int) -> int:
    """App. A: s = ½√(w/c); Eq. 12 rounding with the paper's constant 0.2 ([MOLDABLE-D12])."""
    w, c = job["w"], job["c"]
    if c == 0:
        return P
    root = math.sqrt(w / c)
    s = root / 2
    if s > P:
        return P
    if s < 1.5:
        return 1 if root <= 2 else 2
    q = math.floor(s)
    return q if s - q <= 0.2 else q + 1


def _amdahl(job: dict[str, float], P: int) -> int:
    """Theorem 3 in the analysis form w/p + d (w = parallel work, d = sequential time)."""
    parallel, sequential = job["w"] * (1 - job["gamma"]), job["w"] * job["gamma"]
    return P if sequential == 0 else min(math.ceil(parallel / sequential), P)


def _mix(job: dict[str, float], P: int) -> int:
    """App. B with the algebra's p' = ⌈(w'+d')/(√w' + d')⌉ ([MOLDABLE-D13]), clamped to P."""
    w, pbar, gamma, c = job["w"], min(int(job["pbar"]), P), job["gamma"], job["c"]
    if c == 0:  # roofline + Amdahl: take the Amdahl rule inside [1, p̄]
        return min(_amdahl(job, P), pbar)
    w1, d1 = w * (1 - gamma) / c, w * gamma / c
    if w1 <= 1:
        return 1
    p1 = min(math.ceil((w1 + d1) / (math.sqrt(w1) + d1)), P)
    if pbar >= p1:
        return p1
    p = np.arange(1, pbar + 1)
    times = w * (1 - gamma) / p + w * gamma + (p - 1) * c
    return int(np.argmax(times <= times.min() * (1 + REL_TOL))) + 1


def _power(job: dict[str, float], P: int) -> int:
    return max(1, round(P ** job["delta"]))


def _monotonic(job: dict[str, float], P: int) -> int:
    return math.isqrt(P)
