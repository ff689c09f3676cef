"""What the batch family's two exact models share (:mod:`~resched.batch.models.max_flow`,
:mod:`~resched.batch.models.weighted_flow`). Exact references of the failure-free problem: time-indexed MILPs over the start times of
the rigid jobs on N nodes (no failures, actual lengths known in advance), minimizing the
maximum flow or the size-weighted mean flow of §4.4.3.

x[j,t] = 1 iff job j starts at the integer time t ∈ [r_j, t̄_j], F_j = Σ_t (t + L_j − r_j)·x[j,t]:

(1) ``once[j]``      Σ_t x[j,t] = 1;
(2) ``capacity[u]``  Σ_j p_j Σ_{t ∈ (u − L_j, u]} x[j,t] ≤ N, at every unit u where the jobs
    that may run could exceed N;
(3) ``bound[j]``     max flow: z ≥ F_j, minimize z (z integer in [max_j L_j, F_B]);
    weighted flow: minimize Σ_j p_j F_j / Σ_j p_j;
(4) ``order[a,b]``   identical jobs a < b (same release, size and length) start in index order:
    Σ_t (t − r)·x[a,t] ≤ Σ_t (t − r)·x[b,t] (symmetry breaking; the cumulative form, one row per t, has
    O(window²) nonzeros per pair: 0.5 M for two pairs at 100 jobs).

The solves also give HiGHS BASELINE's value (plus half a unit of the integral objective) as
``objective_bound``, so no incumbent worse than BASELINE is ever accepted, with or without the
start. (As a row, Σ_j p_j F_j ≤ W_B slowed the weighted model down up to 14×: measured at 40
jobs, seed 2 of :func:`~resched.batch.generate.random_integer_instance`, 16.8 s against 1.2 s.)

BASELINE's failure-free schedule (conservative backfilling: feasible, max flow F_B, weighted
sum W_B = Σ_j p_j F_j) is the starting solution and bounds the model; each bound keeps an
optimal schedule (:class:`Windows`). Conservative backfilling plans with wall times and does
not know the future, so it can only be worse: the MILP certifies how far.

Two equal builds: :func:`declare` declares the model in Pyomo (exported by
:mod:`~resched.batch.models.max_flow` and :mod:`~resched.batch.models.weighted_flow`, and the
reference), :func:`matrix` builds the same rows with numpy for HiGHS, which the solves use (the Pyomo constraint build and LP text dominate from a few
thousand binaries); the test suite checks that both are equal on every shipped instance.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from itertools import pairwise
from typing import Any

import highspy
import numpy as np
import numpy.typing as npt
import pyomo.environ as pyo

from resched.batch.instance import BatchInstance
from resched.batch.instance.schedule import Strategy
from resched.batch.metrics import FLOW_OBJECTIVES
from resched.batch.simulate import simulate
from resched.result import SolveOptions, SolveResult
from resched.solve import CompiledModel, new_highs, run_compiled

MAX_BINARIES = 200_000
"""Largest time-indexed model the exact models apply to (Σ_j (H − L_j − r_j + 1) binaries)."""
OBJECTIVES = FLOW_OBJECTIVES


def _integral(instance: BatchInstance) -> bool:
    return all(float(j.release).is_integer() and float(j.length).is_integer() for j in instance.jobs)


def _horizon(instance: BatchInstance) -> int:
    """H = max r + Σ L: some optimal schedule ends by then (:class:`Windows`)."""
    return int(max(j.release for j in instance.jobs) + sum(j.length for j in instance.jobs))


def is_small_fault_free(instance: BatchInstance) -> str | None:
    """``None`` when the MILPs apply (explicit empty failure list, integer data, at most
    :data:`MAX_BINARIES` start variables before the bounds of :class:`Windows`), else the reason."""
    if instance.failures is None:
        return "failures are drawn (the MILPs need an explicit empty failure list)"
    if instance.failures:
        return f"{len(instance.failures):,} failures (the MILPs are failure-free)"
    if not instance.jobs:
        return "no job"
    if not _integral(instance):
        return "the instance is not integral"
    H = _horizon(instance)
    binaries = sum(H - int(j.length) - int(j.release) + 1 for j in instance.jobs)
    if binaries > MAX_BINARIES:
        return f"{binaries:,} binaries > {MAX_BINARIES:,}"
    return None


def baseline_schedule(instance: BatchInstance, baseline: Strategy) -> npt.NDArray[np.int64]:
    """Start times (integers) of the failure-free run of ``baseline`` (BASELINE, given by
    :mod:`resched.batch.models`, which runs the heuristics)."""
    starts = np.zeros(len(instance.jobs), dtype=np.int64)
    for attempt in simulate(instance, baseline).attempts:
        starts[attempt.job] = int(attempt.start)
    return starts


@dataclass(frozen=True)
class Windows:
    """The data of one model: releases r, sizes p, lengths L (integers), N nodes, the
    objective, and BASELINE's starts S^B. Bounds that keep an optimal schedule:

    * horizon H = max r + Σ L: shifting every job after an interval where all nodes idle
      (after the last release) earlier by its length keeps the schedule feasible and no flow
      grows, so some optimal schedule has no such interval and ends by H;
    * max flow: F_j ≤ F* ≤ F_B, so t̄_j = min(r_j + F_B, H) − L_j;
    * weighted flow: p_j F_j ≤ W_B − Σ_{k≠j} p_k L_k (every flow is at least the job's
      length), so t̄_j = min(r_j + ⌊(W_B − Σ_{k≠j} p_k L_k)/p_j⌋, H) − L_j. BASELINE's
      makespan is *not* a valid horizon here: on one node, with A (r = 0, L = 10) and B
      (r = 1, L = 1), FCFS ends at 11 with Σ F = 20; the optimum waits for B and ends at 12
      with Σ F = 13;
    * identical jobs can be swapped: their starts sorted by index (the start is BASELINE's
      with the starts of identical jobs sorted, the same schedule).
    """

    name: str
    nodes: int
    objective: str
    releases: npt.NDArray[np.int64]
    sizes: npt.NDArray[np.int64]
    lengths: npt.NDArray[np.int64]
    baseline: npt.NDArray[np.int64]

    @classmethod
    def of(cls, instance: BatchInstance, objective: str, baseline: Strategy) -> Windows:
        """The data of ``instance`` for ``objective``, bounded and started by the failure-free
        run of ``baseline`` (BASELINE)."""
        jobs = instance.jobs
        as_int = lambda values: np.array([int(v) for v in values], dtype=np.int64)  # noqa: E731
        releases, sizes, lengths = (
            as_int(j.release for j in jobs),
            as_int(j.size for j in jobs),
            as_int(j.length for j in jobs),
        )
        starts = baseline_schedule(instance, baseline)
        for group in _identical_groups(releases, sizes, lengths):
            starts[group] = np.sort(starts[group])
        return cls(instance.name, instance.nodes, objective, releases, sizes, lengths, starts)

    @property
    def jobs(self) -> int:
        return len(self.releases)

    @cached_property
    def flows(self) -> npt.NDArray[np.int64]:
        """BASELINE's flows F^B_j."""
        return self.baseline + self.lengths - self.releases

    @property
    def max_flow(self) -> int:
        """F_B."""
        return int(self.flows.max())

    @property
    def weighted_sum(self) -> int:
        """W_B = Σ_j p_j F^B_j."""
        return int((self.sizes * self.flows).sum())

    @property
    def cutoff(self) -> float:
        """BASELINE's objective plus half a unit of the integral objective (z, or Σ_j p_j F_j)."""
        if self.objective == "max_flow":
            return self.max_flow + 0.5
        return (self.weighted_sum + 0.5) / int(self.sizes.sum())

    @cached_property
    def first(self) -> npt.NDArray[np.int64]:
        return self.releases

    @cached_property
    def last(self) -> npt.NDArray[np.int64]:
        """t̄_j, the latest start of job j."""
        horizon = int(self.releases.max() + self.lengths.sum())
        if self.objective == "max_flow":
            end = self.releases + self.max_flow
        else:
            others = int((self.sizes * self.lengths).sum()) - self.sizes * self.lengths
            end = self.releases + (self.weighted_sum - others) // self.sizes
        return np.minimum(end, horizon) - self.lengths

    @cached_property
    def offsets(self) -> npt.NDArray[np.int64]:
        """Column of x[j, r_j]; x[j,t] is column offsets[j] + t − r_j."""
        return np.concatenate(([0], np.cumsum(self.last - self.first + 1)))

    @property
    def binaries(self) -> int:
        return int(self.offsets[-1])

    def starts(self, j: int) -> range:
        return range(int(self.first[j]), int(self.last[j]) + 1)

    def flow_coefficient(self, j: int, t: int) -> int:
        """F_j when j starts at t: t + L_j − r_j."""
        return t + int(self.lengths[j]) - int(self.releases[j])

    @cached_property
    def units(self) -> list[int]:
        """The units u of a capacity row (2): the jobs that may run at u could exceed N."""
        ends = self.last + self.lengths
        units = range(int(self.first.min()), int(ends.max()))
        return [u for u in units if int(self.sizes[(self.first <= u) & (u < ends)].sum()) > self.nodes]

    def running(self, u: int) -> list[tuple[int, range]]:
        """(j, the starts t of j that run at u) for every job that may run at u."""
        spans = []
        for j in range(self.jobs):
            low, high = max(int(self.first[j]), u - int(self.lengths[j]) + 1), min(int(self.last[j]), u)
            if low <= high:
                spans.append((j, range(low, high + 1)))
        return spans

    @cached_property
    def pairs(self) -> list[tuple[int, int]]:
        """Consecutive identical jobs (a, b), a < b, that have more than one start."""
        return [
            (a, b)
            for group in _identical_groups(self.releases, self.sizes, self.lengths)
            for a, b in pairwise(group)
            if self.last[a] > self.first[a]
        ]


def _identical_groups(
    releases: npt.NDArray[np.int64], sizes: npt.NDArray[np.int64], lengths: npt.NDArray[np.int64]
) -> list[list[int]]:
    """Jobs with equal (release, size, length), in index order, groups of two or more."""
    groups: dict[tuple[int, int, int], list[int]] = {}
    for j, key in enumerate(zip(releases.tolist(), sizes.tolist(), lengths.tolist())):
        groups.setdefault(key, []).append(j)
    return [group for group in groups.values() if len(group) > 1]


# -- the Pyomo declaration ------------------------------------------------------------------------------
def _variables(w: Windows) -> pyo.ConcreteModel:
    """The variables, the flows and the objective (the columns, in the order of :func:`matrix`)."""
    m = pyo.ConcreteModel(name=w.name)
    m.J = pyo.Set(initialize=range(w.jobs), ordered=True)
    m.S = pyo.Set(dimen=2, initialize=[(j, t) for j in range(w.jobs) for t in w.starts(j)], ordered=True)
    m.x = pyo.Var(m.S, domain=pyo.Binary)
    if w.objective == "max_flow":
        m.z = pyo.Var(domain=pyo.Integers, bounds=(int(w.lengths.max()), w.max_flow))
        m.objective = pyo.Objective(expr=m.z, sense=pyo.minimize)
    else:
        total = int(w.sizes.sum())
        m.objective = pyo.Objective(
            expr=pyo.quicksum(int(w.sizes[j]) * w.flow_coefficient(j, t) / total * m.x[j, t] for j, t in m.S),
            sense=pyo.minimize,
        )
    return m


def declare(w: Windows) -> pyo.ConcreteModel:
    """The whole model (1)–(4) in Pyomo."""
    m = _variables(w)
    p = [int(size) for size in w.sizes]
    m.flow = pyo.Expression(m.J, rule=lambda m, j: sum(w.flow_coefficient(j, t) * m.x[j, t] for t in w.starts(j)))
    m.once = pyo.Constraint(m.J, rule=lambda m, j: sum(m.x[j, t] for t in w.starts(j)) == 1)
    m.capacity = pyo.Constraint(
        w.units, rule=lambda m, u: sum(p[j] * m.x[j, t] for j, starts in w.running(u) for t in starts) <= w.nodes
    )
    if w.objective == "max_flow":
        m.bound = pyo.Constraint(m.J, rule=lambda m, j: m.z >= m.flow[j])
    r = [int(release) for release in w.releases]
    m.order = pyo.Constraint(
        w.pairs,
        rule=lambda m, a, b: (
            sum((t - r[a]) * m.x[a, t] for t in w.starts(a)) <= sum((t - r[b]) * m.x[b, t] for t in w.starts(b))
        ),
    )
    return m


def write_start(model: pyo.ConcreteModel, w: Windows) -> None:
    """BASELINE's schedule (identical jobs' starts sorted) as the variables' values."""
    for (j, t), var in model.x.items():
        var.value = float(t == w.baseline[j])
    if w.objective == "max_flow":
        model.z.value = w.max_flow


# -- the same model as matrices -------------------------------------------------------------------------
class _Rows:
    """Rows of a sparse matrix, appended one at a time (CSR)."""

    def __init__(self) -> None:
        self.lower: list[float] = []
        self.upper: list[float] = []
        self.index: list[npt.NDArray[np.int32]] = []
        self.value: list[npt.NDArray[np.float64]] = []

    def add(self, lower: float, upper: float, index: npt.ArrayLike, value: npt.ArrayLike) -> None:
        self.lower.append(lower)
        self.upper.append(upper)
        self.index.append(np.asarray(index, dtype=np.int32))
        self.value.append(np.asarray(value, dtype=np.float64))


def matrix(w: Windows) -> highspy.HighsLp:
    """The model (1)–(4) as a HiGHS LP, columns in the order of the Pyomo variables (x in
    (j, t) order, then z)."""
    n = w.binaries
    columns = n + (w.objective == "max_flow")
    job = np.repeat(np.arange(w.jobs), np.diff(w.offsets))
    t = np.arange(n) - w.offsets[job] + w.first[job]
    flow = t + w.lengths[job] - w.releases[job]
    weights = w.sizes[job] * flow
    rows = _Rows()
    for j in range(w.jobs):
        rows.add(1.0, 1.0, np.arange(w.offsets[j], w.offsets[j + 1]), np.ones(w.offsets[j + 1] - w.offsets[j]))
    for u in w.units:
        spans = w.running(u)
        index = np.concatenate([w.offsets[j] + np.arange(s.start, s.stop) - w.first[j] for j, s in spans])
        rows.add(
            -highspy.kHighsInf, w.nodes, index, np.concatenate([np.full(len(s), float(w.sizes[j])) for j, s in spans])
        )
    if w.objective == "max_flow":
        for j in range(w.jobs):
            own = np.arange(w.offsets[j], w.offsets[j + 1])
            rows.add(0.0, highspy.kHighsInf, np.append(own, n), np.append(-flow[own], 1.0))
    for a, b in w.pairs:  # the start offsets t − r; the first (0) left out
        own_a, own_b = np.arange(w.offsets[a] + 1, w.offsets[a + 1]), np.arange(w.offsets[b] + 1, w.offsets[b + 1])
        rows.add(
            -highspy.kHighsInf,
            0.0,
            np.concatenate((own_a, own_b)),
            np.concatenate((own_a - w.offsets[a], w.offsets[b] - own_b)),
        )
    cost = np.zeros(columns)
    lower, upper = np.zeros(columns), np.ones(columns)
    if w.objective == "max_flow":
        cost[n], lower[n], upper[n] = 1.0, float(w.lengths.max()), float(w.max_flow)
    else:
        cost[:n] = weights / int(w.sizes.sum())
    return _lp(rows, cost, lower, upper)


def _lp(
    rows: _Rows, cost: npt.NDArray[np.float64], lower: npt.NDArray[np.float64], upper: npt.NDArray[np.float64]
) -> highspy.HighsLp:
    """A HiGHS model of integer columns (minimize) from its rows and column data."""
    lp = highspy.HighsLp()
    lp.num_col_, lp.num_row_ = len(cost), len(rows.lower)
    lp.col_cost_, lp.col_lower_, lp.col_upper_ = cost, lower, upper
    lp.row_lower_, lp.row_upper_ = np.array(rows.lower), np.array(rows.upper)
    lengths = [len(index) for index in rows.index]
    lp.a_matrix_.format_ = highspy.MatrixFormat.kRowwise
    lp.a_matrix_.num_col_, lp.a_matrix_.num_row_ = lp.num_col_, lp.num_row_
    lp.a_matrix_.start_ = np.concatenate(([0], np.cumsum(lengths))).astype(np.int32)
    lp.a_matrix_.index_ = np.concatenate(rows.index) if rows.index else np.zeros(0, dtype=np.int32)
    lp.a_matrix_.value_ = np.concatenate(rows.value) if rows.value else np.zeros(0)
    lp.integrality_ = [highspy.HighsVarType.kInteger] * lp.num_col_
    lp.sense_ = highspy.ObjSense.kMinimize
    return lp


# -- solving ---------------------------------------------------------------------------------------------
def solve_windows(w: Windows, options: SolveOptions, highs_options: dict[str, Any] | None = None) -> SolveResult:
    """HiGHS on :func:`matrix` (the model :func:`declare` declares) under ``options``, started
    from BASELINE's schedule with ``options.warm_start``; ``highs_options`` are set as given
    (e.g. a deterministic ``mip_max_nodes`` limit)."""
    model = _variables(w)
    if options.warm_start:
        write_start(model, w)
    highs = new_highs(options.threads)
    highs.passModel(matrix(w))
    highs.setOptionValue("objective_bound", w.cutoff)
    for key, value in (highs_options or {}).items():
        highs.setOptionValue(key, value)
    columns = list(model.x.values()) + ([model.z] if w.objective == "max_flow" else [])
    return run_compiled(CompiledModel(highs, columns, model, is_mip=True), options)


__all__ = [
    "MAX_BINARIES",
    "OBJECTIVES",
    "Windows",
    "baseline_schedule",
    "declare",
    "is_small_fault_free",
    "matrix",
    "solve_windows",
    "write_start",
]
