"""BATCH-LIST (§4.4): batches of g_k = 2^{k−1} attempts per pending job, an allotment per
batch, LIST inside each batch (:mod:`resched.moldable.simulate`), a barrier between batches
(:func:`batch_list`, :class:`BatchListAlgorithm`).

The allotment of independent chains of g identical attempts (one chain per job):
min over allocations of L = max(longest chain, total area / P) (Eq. 8), the quantity Lemma 3
approximates within (1+ε) and BATCH-LIST minimises in each batch.

* :func:`single_allotment` — g = 1 solved exactly by a breakpoint scan ([MOLDABLE-D1], ``scan``).
* :func:`chain_allotment` — every batch, by one of the methods of
  :data:`resched.moldable.params.ALLOTMENTS`:

  - ``authors`` and ``authors-planned``: the authors' code (:func:`authors_allotment`,
    ``moldableBatch.cpp``, functions ``isAchievable`` and ``assignProcsBatch``;
    [MOLDABLE-D1]): durations rounded **up** to multiples of Z = εX/g, no cap on one attempt,
    the smallest chain budget k that passes both the chain and the area test (1.1·area),
    X = min(k·Z, X), a bisection on X stopped at X_max/X_min ≤ 1.03 with X_max in single
    precision. ``authors`` also re-runs a failed attempt on the batch's first planned
    allocation, as the C++ does ([MOLDABLE-D26]); ``authors-planned`` runs attempt m on the
    plan's m-th allocation;
  - a chain-specialised MT-ALLOTMENT DP of footnote 6 (decision by DP on rounded durations +
    binary search on X) with one of two decision rules (:class:`DecisionRule`):
    ``resched`` (default, resched's reading of the authors' rule, formerly named ``authors``):
    durations rounded to the nearest multiple of Z = εX/g, every planned duration ≤ X,
    areas multiplied by 1.1 in the capacity check, the smallest accepted X of a binary search
    of precision ε₂ = 0.03 (its plans leave Σ_j p_j below P, so LIST runs a batch in one wave,
    a little above L*); ``dp`` (the paper's Lemma 3): δ = √(1+ε) − 1, rounded chains ≤
    (1+δ)·X and area ≤ (1+δ)·P·X, so L ≤ (1+δ)²·L* = (1+ε)·L* (Lemma 3). An accepted X's
    plan uses the whole (1+δ) slack: batches end about 10 % above L* on Amdahl and mix sets;

  or the exact scan for batch 1 (``scan``: the exact minimiser packs Σ_j p_j just above P, so
  LIST needs a second wave, ~1.8·L* on the paper's communication jobs), or the DAG allotment
  MILP of §4.2 with mip_rel_gap = ε/(1+ε) (``milp``: the MILP is an exact model,
  :func:`resched.moldable.models.dag_allotment.milp_allotment`, given to the algorithm as its
  ``milp`` by :mod:`resched.moldable.experiment`).

Each returns an (n, g) int array of processor counts, each row in non-increasing order
("fastest attempt first", [MOLDABLE-D2]), except ``authors`` and ``authors-planned`` (the
order of the authors' DP).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np

from resched.errors import ReschedError
from resched.moldable.algorithms.kernels import authors_search, chain_decision
from resched.moldable.instance.jobs import JobSet
from resched.moldable.metrics import chain_bound
from resched.moldable.params import ALLOTMENTS, DEFAULT_ALLOTMENT, DEFAULT_EPSILON
from resched.moldable.simulate import Schedule, list_schedule, priority_keys, rule_order

EPSILON = DEFAULT_EPSILON
"""ε of Lemma 3 used in the experiments (§5.1)."""


class ChainMilp(Protocol):
    """The ``milp`` allotment: chains of ``lengths[j]`` attempts allotted by the DAG MILP (§4.2)
    with mip_rel_gap = ε/(1+ε) (:func:`resched.moldable.models.dag_allotment.milp_allotment`)."""

    def __call__(self, jobs: JobSet, lengths: np.ndarray, epsilon: float | None = None) -> np.ndarray: ...


SAME_BREAKPOINT = 1e-12
"""Relative distance within which two breakpoints t_j(p) of the scan are the same X."""


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
    # W(X) is evaluated after every change at X: only at the last of a group of equal
    # breakpoints (inside a group the running sum misses the other jobs' changes at X)
    last_of_group = np.ones(len(breakpoints), dtype=bool)
    last_of_group[:-1] = breakpoints[1:] > breakpoints[:-1] * (1 + SAME_BREAKPOINT)
    valid = last_of_group & (breakpoints >= jobs.t_min.max() * (1 - SAME_BREAKPOINT))
    values = np.maximum(breakpoints, total / jobs.P)
    values[~valid] = np.inf
    best = values.min()
    within = par.t <= best * (1 + SAME_BREAKPOINT)
    # least area within L* = the last Pareto point (by time) within it
    last = np.maximum.reduceat(np.where(within, np.arange(len(par.t)), -1), par.start[:-1])
    return par.p[last][:, None].astype(np.int64)


def uniform_allotment(jobs: JobSet, lengths: np.ndarray) -> np.ndarray:
    """The allocation p_j (one per job, for all its ``lengths[j]`` attempts) minimising L (Eq. 8):
    the exact scan on the jobs with times ℓ_j·t_j(p) (the best allocation of that class, the
    starting solution of the chain allotment MILP)."""
    lengths = np.asarray(lengths, dtype=float)
    return single_allotment(JobSet(jobs.P, jobs.times * lengths[:, None]))[:, 0]


METHODS = ALLOTMENTS
"""Allotment methods (:data:`resched.moldable.params.ALLOTMENTS`)."""

AUTHORS_SEARCH_PRECISION = 0.03
"""ε₂ of the authors' code: their binary search on X stops when X_accepted / X_rejected ≤ 1 + ε₂."""
AUTHORS_AREA_FACTOR = 1.1
"""The authors' capacity check: accept X iff 1.1·Σ_j Ŵ_j ≤ P·X (so Σ_j p_j stays below P)."""
SEARCH_PRECISION = 1e-3
"""The Lemma 3 DP's binary search on X stops when X_accepted / X_rejected ≤ 1 + this."""


@dataclass(frozen=True)
class DecisionRule:
    """The test D(X) of a chain allotment DP for chains of g attempts: durations rounded up to
    multiples of θ = ``unit``·X/g (to the nearest multiple with ``nearest``), attempts longer
    than ``longest``·X excluded, the least-area chain of rounded length ≤ ``span``·X per job
    (budget ⌊g·span/unit⌋ units), accepted iff Σ_j Ŵ_j ≤ ``capacity``·P·X; the binary search
    on X stops at ratio 1 + ``precision``."""

    unit: float
    span: float
    capacity: float
    precision: float
    nearest: bool = False
    longest: float = math.inf

    def budget(self, g: int) -> int:
        return math.floor(g * self.span / self.unit + 1e-9)


def lemma3_rule(epsilon: float) -> DecisionRule:
    """Lemma 3 ([MOLDABLE-D1], ``dp``): δ = √(1+ε) − 1, θ = δX/g, rounded-up chains ≤ (1+δ)·X, area
    ≤ (1+δ)·P·X; an accepted X gives L ≤ (1+δ)·X and every X ≥ L* is accepted, so the search
    ends with L ≤ (1+δ)²·L* = (1+ε)·L* (Lemma 3)."""
    delta = math.sqrt(1 + epsilon) - 1
    return DecisionRule(unit=delta, span=1 + delta, capacity=1 + delta, precision=SEARCH_PRECISION)


def resched_rule(epsilon: float) -> DecisionRule:
    """resched's reading of the authors' code (``resched``, [MOLDABLE-D1]): durations rounded to the nearest multiple of
    Z = εX/g, every planned attempt ≤ X, rounded chains ≤ X, 1.1·area ≤ P·X, search precision
    ε₂ = 0.03. An accepted X gives chains ≤ (1+ε/2)·X (each of the g attempts is at most Z/2
    longer than its rounded duration; ≤ X for g = 1) and area ≤ P·X/1.1 (so Σ_j p_j < P when
    the durations are near X: LIST runs the batch in one wave). Every X ≥ X₀ = max(1.1,
    1/(1−ε/2))·L* is accepted, so L ≤ (1+ε/2)·(1+ε₂)·X₀ (:func:`resched_guarantee`)."""
    return DecisionRule(
        unit=epsilon,
        span=1.0,
        capacity=1 / AUTHORS_AREA_FACTOR,
        precision=AUTHORS_SEARCH_PRECISION,
        nearest=True,
        longest=1.0,
    )


def resched_guarantee(epsilon: float) -> float:
    """L / L* ≤ (1+ε/2)·(1+ε₂)·max(1.1, 1/(1−ε/2)) for the ``resched`` rule (1.394 at ε = 0.3;
    ε < 2)."""
    return (1 + epsilon / 2) * (1 + AUTHORS_SEARCH_PRECISION) * max(AUTHORS_AREA_FACTOR, 1 / (1 - epsilon / 2))


RULES = {"resched": resched_rule, "dp": lemma3_rule, "scan": lemma3_rule}
"""The DP's decision rule of each method (``scan`` uses the Lemma 3 DP from batch 2 on)."""


def chain_allotment(
    jobs: JobSet, g: int, epsilon: float = EPSILON, method: str = DEFAULT_ALLOTMENT, milp: ChainMilp | None = None
) -> np.ndarray:
    """Allotment of chains of g attempts by ``method`` (one of :data:`METHODS`): within
    (1+ε)·min_p L (Lemma 3) for ``dp``, ``scan`` and ``milp`` (solved by ``milp``); the
    authors' code (:func:`authors_allotment`) for ``authors`` and ``authors-planned``;
    resched's reading of it otherwise."""
    if g < 1 or g & (g - 1):
        raise ReschedError(f"a batch has 2^(k-1) attempts per job, got g={g}")
    if epsilon <= 0:
        raise ReschedError(f"epsilon must be > 0, got {epsilon}")
    if method not in METHODS:
        raise ReschedError(f"unknown allotment method {method!r} (known: {', '.join(METHODS)})")
    if method == "milp":
        if milp is None:
            raise ReschedError(
                "the milp allotment needs its MILP (resched.moldable.models.dag_allotment.milp_allotment)"
            )
        return _sorted(milp(jobs, np.full(jobs.n, g), epsilon))
    if method in AUTHORS_METHODS:
        return authors_allotment(jobs, g, epsilon, reuse_first=method == "authors")
    if method == "scan" and g == 1:
        return single_allotment(jobs)
    slowest = jobs.pareto.p[jobs.pareto.start[1:] - 1][:, None]  # least-area allocation of each job
    found = dp_allotment(jobs, g, RULES[method](epsilon), g * chain_bound(jobs, slowest))
    # the least-area chains (a feasible allocation) only guard against a rounding accident
    return _sorted(np.repeat(slowest, g, axis=1) if found is None else found[0])


AUTHORS_METHODS = ("authors", "authors-planned")
"""The allotments of the authors' code: ``authors`` with its re-execution rule ([MOLDABLE-D26])."""


def authors_allotment(
    jobs: JobSet,
    g: int,
    epsilon: float = EPSILON,
    reuse_first: bool = True,
    precision: float = AUTHORS_SEARCH_PRECISION,
) -> np.ndarray:
    """The (n, g) allotment of the authors' code (``moldableBatch.cpp``: ``isAchievable`` the
    decision, :func:`resched.moldable.algorithms.kernels.authors_decision`; ``assignProcsBatch``
    the bisection, :func:`resched.moldable.algorithms.kernels.authors_search`; [MOLDABLE-D1]).

    A job's candidates are its strict time records (p = 1 and every p faster than all smaller
    ones, exact comparisons). With Z = ε·X/g, an attempt of time t takes ⌈t/Z⌉ units (rounded
    up, no cap); the decision at X accepts the smallest budget k ≤ ⌊X/Z⌋ + g such that every
    job has a chain of g attempts within k units and 1.1·Σ_j (least chain area)_j/(P·Z) < k,
    and returns min(k·Z, X). The bisection starts at X = max(g·max_j t_j(1), g·Σ_j t_j(1)/P)
    and stops when X_max/X_min ≤ 1 + ``precision`` (the C++'s ε₂ = 0.03); X_max is kept in
    single precision, as the C++'s ``float b``. Column m is attempt m in the DP's order (not
    sorted). With ``reuse_first`` every column is the first one: the C++ re-runs a failed
    attempt on the allocation it failed on, so every attempt of a batch runs on the batch's
    first planned allocation ([MOLDABLE-D26]).

    Example (one job, P = 4, t(p) = 12/p, g = 1, ε = 0.3): X starts at 12 and the bisection
    ends at X = 4.5, where Z = 1.35 and t(4) = 3 takes 3 units, accepted at k = 3
    (1.1·4·(3/1.35)/4 = 2.44 < 3)::

        authors_allotment(JobSet(4, np.array([[12.0, 6.0, 4.0, 3.0]])), 1)  # → [[4]]
    """
    times = jobs.times
    records = np.ones(times.shape, dtype=bool)
    records[:, 1:] = times[:, 1:] < np.minimum.accumulate(times, axis=1)[:, :-1]
    rows, cols = np.nonzero(records)
    start = np.concatenate(([0], np.cumsum(records.sum(axis=1))))
    plan = np.zeros((jobs.n, g), np.int64)
    found, _ = authors_search(
        (cols + 1).astype(np.int64), times[rows, cols], start, jobs.P, times[:, 0].copy(), g, epsilon, precision, plan
    )
    if found < 0:
        raise ReschedError(f"the authors' allotment DP rejects its starting X for g={g} (every job on 1 processor)")
    return np.repeat(plan[:, :1], g, axis=1) if reuse_first else plan


MAX_DOUBLINGS = 64
"""How many times the search's upper end may double before the least-area chains are used."""


def dp_allotment(jobs: JobSet, g: int, rule: DecisionRule, upper: float) -> tuple[np.ndarray, float] | None:
    """Binary search (footnote 6) for the smallest X accepted by ``rule``, between the batch's
    L' (lower) and ``upper`` (the L of a feasible allocation, doubled until accepted): the
    (n, g) processor counts of the smallest accepted X found and that X, with X ≤
    (1+precision)·X_rejected or X = L'."""
    par = jobs.pareto
    levels = g.bit_length() - 1
    budget = rule.budget(g)

    def decide(X: float) -> tuple[bool, np.ndarray]:
        return chain_decision(
            par.t,
            par.a,
            par.start,
            rule.unit * X / g,
            budget,
            levels,
            rule.capacity * jobs.P * X,
            rule.nearest,
            rule.longest * X,
        )

    low = max(g * jobs.t_min.max(), g * jobs.a_min.sum() / jobs.P)
    accepted, plan = decide(low)
    if accepted:
        return par.p[plan].astype(np.int64), low
    high = max(upper, low)
    for _ in range(MAX_DOUBLINGS):
        accepted, plan = decide(high)
        if accepted:
            break
        low, high = high, 2 * high
    else:
        return None
    while high > low * (1 + rule.precision):
        mid = math.sqrt(low * high)
        ok, candidate = decide(mid)
        if ok:
            high, plan = mid, candidate
        else:
            low = mid
    return par.p[plan].astype(np.int64), high


def _sorted(procs: np.ndarray) -> np.ndarray:
    return -np.sort(-procs, axis=1)


@dataclass(frozen=True)
class Batch:
    """Batch B_k: g = 2^{k−1}, its jobs, their planned allocations, its LIST length, the
    bound L(𝒥_k, f_k, p_k) (Eq. 8 for the planned g attempts) and its LIST schedule (global
    job indices and times)."""

    g: int
    jobs: np.ndarray
    procs: np.ndarray
    attempts: np.ndarray
    length: float
    planned_bound: float
    schedule: Schedule


@dataclass(frozen=True)
class BatchResult:
    makespan: float
    batches: tuple[Batch, ...]

    @property
    def schedule(self) -> Schedule:
        """The whole BATCH-LIST schedule: every batch's attempts, batches back to back."""
        parts = [b.schedule for b in self.batches]
        P = parts[0].P if parts else 0
        return Schedule(
            P,
            self.makespan,
            *(np.concatenate([getattr(s, k) for s in parts]) for k in ("job", "start", "end", "procs")),
        )


class BatchAllotments:
    """Allotments of BATCH-LIST memoised by (g, pending jobs): batch 1 is the same for every
    failure scenario of a job set, so it is computed once."""

    def __init__(
        self, jobs: JobSet, epsilon: float = EPSILON, method: str = DEFAULT_ALLOTMENT, milp: ChainMilp | None = None
    ):
        self.jobs, self.epsilon, self.method, self.milp = jobs, epsilon, method, milp
        self._cache: dict[tuple[int, bytes], tuple[np.ndarray, float]] = {}

    def __call__(self, g: int, pending: np.ndarray) -> tuple[np.ndarray, float]:
        key = (g, pending.tobytes())
        if key not in self._cache:
            sub = self.jobs.subset(pending)
            plan = chain_allotment(sub, g, self.epsilon, self.method, self.milp)
            self._cache[key] = (plan, chain_bound(sub, plan))
        return self._cache[key]


def batch_list(
    jobs: JobSet, failures: np.ndarray, priority: str = "LPT", allotments: BatchAllotments | None = None
) -> BatchResult:
    """BATCH-LIST on one scenario. In batch k each pending job makes min(g_k, f_left+1)
    attempts with the planned counts p_{k,j}^{(1..)}; a job that fails its g_k-th attempt
    waits for the next batch. Makespan = Σ_k batch lengths (Lemma 5: ⌈log₂(f_max+2)⌉ batches)."""
    allotments = allotments or BatchAllotments(jobs)
    left = np.asarray(failures, dtype=np.int64).copy()
    pending = np.arange(jobs.n)
    batches, total, g = [], 0.0, 1
    while len(pending):
        procs, bound = allotments(g, pending)
        durations = jobs.times[pending[:, None], procs - 1]
        attempts = np.minimum(g, left[pending] + 1)
        keys = priority_keys(procs, durations, priority)
        length, job, start, end, used = list_schedule(jobs.P, procs, durations, keys, attempts)
        schedule = Schedule(jobs.P, total + length, pending[job], total + start, total + end, used)
        batches.append(Batch(g, pending, procs, attempts, length, bound, schedule))
        total += length
        left[pending] -= attempts
        pending = pending[left[pending] >= 0]
        g *= 2
    return BatchResult(total, tuple(batches))


@dataclass(frozen=True)
class BatchListAlgorithm:
    """BATCH-LIST (§4.4), a :class:`resched.moldable.algorithms.BatchAlgorithm`: each batch
    allotted by :func:`chain_allotment` (the simulator computes batch 1 once for all scenarios
    of a job set), LIST in the run's priority rule. ``milp`` solves the ``milp`` allotment (none:
    that method is refused)."""

    milp: ChainMilp | None = None
    batches: bool = field(default=True, init=False)

    def allot(self, jobs: JobSet, g: int, epsilon: float, method: str) -> np.ndarray:
        """The (n, g) allotment of the pending ``jobs`` by ``method`` within (1+``epsilon``)."""
        return chain_allotment(jobs, g, epsilon, method, self.milp)

    def order(self, jobs: JobSet, procs: np.ndarray, durations: np.ndarray, rule: str) -> np.ndarray:
        """The priority ``rule`` (LPT, HPA, LA; ties by job index) of every attempt of the batch."""
        return rule_order(procs, durations, rule)
