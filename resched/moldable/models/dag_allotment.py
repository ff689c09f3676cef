"""LB* (``dag_allotment``, §4.2): the DAG allotment MILP, x_{v,p} ∈ {0,1} picks node v's
processor count, C_v its longest-path finish time; min L with L ≥ C_v and P·L ≥ Σ a_v(p)x_{v,p}.
For chains of f_j+1 attempts its optimum is LB* = min_p L(𝒥,f,p) (Eq. 8). The same MILP on
chains of g attempts is BATCH-LIST's ``milp`` allotment (:func:`milp_allotment`).

The Pyomo builder :func:`build_chain_allotment` is the declaration: what ``resched export``
writes, and what a test compares the matrix twin (:func:`chain_allotment_matrix`, built with
numpy, [CORE-D3], what is solved) with, row by row, on every shipped instance. Pyomo's build and LP round trip dominate on large chains (2.7 s for 60,000
binaries, 20 Amdahl jobs on P = 1000 with 3 attempts each; 17.6 s at 62k binaries on a loaded
machine) while this matrix takes a few milliseconds.

Columns, in this order: x_{v,p} (nodes v = (j, m) by job then attempt, candidates p of job j's
Pareto set by increasing time), C_v, L. Rows: choose(v) Σ_p x_{v,p} = 1; own(v) C_v − Σ_p
t_v(p)·x_{v,p} ≥ 0; precedence (u → v) C_v − C_u − Σ_p t_v(p)·x_{v,p} ≥ 0; span(v) L − C_v ≥ 0;
area P·L − Σ p·t_v(p)·x_{v,p} ≥ 0; order (u → v) Σ_p p·x_{u,p} − Σ_p p·x_{v,p} ≥ 0 (successive
attempts of a job get non-increasing p). A solution's ``values`` are keyed as the Pyomo model's
(``values["x"][(v, p)]``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import highspy
import networkx as nx
import numpy as np
import pyomo.environ as pyo
from scipy import sparse

from resched.errors import ReschedError
from resched.moldable.instance.document import MoldableInstance
from resched.moldable.instance.jobs import JobSet
from resched.moldable.models.common import chain_graph, chain_lengths, indexed_graph
from resched.result import DEFAULT_OPTIONS, SolveOptions, SolveResult
from resched.solve import CompiledModel, new_highs, run_compiled

ColumnKey = tuple[int, int] | int | None
"""A column's index in its declared component: (v, p) for x, v for C, ``None`` for L."""
Allocation = Callable[[JobSet, np.ndarray], np.ndarray]
"""``(jobs, lengths) -> p``: one processor count per job for all its ``lengths[j]`` attempts
(the starting solution: :func:`resched.moldable.algorithms.batch_list.uniform_allotment`)."""


def build_dag_allotment(graph: nx.DiGraph, P: int, symmetric_chains: bool = False) -> pyo.ConcreteModel:
    """§4.2: min L s.t. Σ_p x_{v,p} = 1, C_v ≥ C_u + Σ_p t_v(p) x_{v,p} on edges (u, v),
    C_v ≥ Σ_p t_v(p) x_{v,p}, L ≥ C_v, P·L ≥ Σ_v Σ_p p·t_v(p)·x_{v,p}. With
    ``symmetric_chains`` (chains of identical attempts) successive attempts get non-increasing p."""
    nodes, _, edges = indexed_graph(graph, P)
    cand = [graph.nodes[v]["candidates"] for v in nodes]
    m = pyo.ConcreteModel(name="dag_allotment")
    m.VP = pyo.Set(initialize=[(v, int(p)) for v in range(len(nodes)) for p in cand[v]], dimen=2)
    m.x = pyo.Var(m.VP, domain=pyo.Binary)
    m.C = pyo.Var(range(len(nodes)), domain=pyo.NonNegativeReals)
    m.L = pyo.Var(domain=pyo.NonNegativeReals)
    duration = {v: sum(float(t) * m.x[v, int(p)] for p, t in cand[v].items()) for v in range(len(nodes))}
    m.objective = pyo.Objective(expr=m.L, sense=pyo.minimize)
    m.choose = pyo.Constraint(range(len(nodes)), rule=lambda m, v: sum(m.x[v, int(p)] for p in cand[v]) == 1)
    m.own = pyo.Constraint(range(len(nodes)), rule=lambda m, v: m.C[v] >= duration[v])
    m.precedence = pyo.Constraint(
        range(len(edges)), rule=lambda m, e: m.C[edges[e][1]] >= m.C[edges[e][0]] + duration[edges[e][1]]
    )
    m.span = pyo.Constraint(range(len(nodes)), rule=lambda m, v: m.L >= m.C[v])
    m.area = pyo.Constraint(
        expr=P * m.L >= sum(int(p) * float(t) * m.x[v, int(p)] for v in range(len(nodes)) for p, t in cand[v].items())
    )
    if symmetric_chains:
        m.order = pyo.Constraint(
            range(len(edges)),
            rule=lambda m, e: (
                sum(p * m.x[edges[e][0], p] for p in map(int, cand[edges[e][0]]))
                >= sum(p * m.x[edges[e][1], p] for p in map(int, cand[edges[e][1]]))
            ),
        )
    m.node_labels = nodes
    return m


def build_chain_allotment(jobs: JobSet, lengths: np.ndarray) -> pyo.ConcreteModel:
    """The §4.2 MILP on chains of ``lengths[j]`` attempts (LB* when lengths = f + 1)."""
    return build_dag_allotment(chain_graph(jobs, lengths), jobs.P, symmetric_chains=True)


def chain_plan(jobs: JobSet, lengths: np.ndarray, result: SolveResult) -> np.ndarray:
    """Processor counts (n, max length) read from a solved chain model (rows padded with
    their last entry)."""
    x = result.values["x"]
    labels = list(chain_graph(jobs, lengths).nodes)
    chosen = {labels[v]: p for (v, p), value in x.items() if value > 0.5}
    width = int(max(lengths))
    plan = np.ones((jobs.n, width), dtype=np.int64)
    for j in range(jobs.n):
        row = [chosen[(j, m)] for m in range(int(lengths[j]))]
        plan[j] = row + [row[-1]] * (width - len(row))
    return plan


@dataclass(frozen=True)
class MatrixModel:
    """A model as a HiGHS LP; ``columns`` gives each column's declared (component name, index),
    index ``None`` for a scalar variable."""

    name: str
    lp: highspy.HighsLp
    columns: list[tuple[str, ColumnKey]]


@dataclass(frozen=True)
class _Component:
    """A declared variable component, as :func:`resched.solve.run_compiled` reads it."""

    name: str
    scalar: bool

    def is_indexed(self) -> bool:
        return not self.scalar


@dataclass
class _Column:
    """One HiGHS column in the role of its declared Pyomo variable (component, index, value)."""

    component: _Component
    key: ColumnKey
    value: float | None = None

    def parent_component(self) -> _Component:
        return self.component

    def index(self) -> ColumnKey:
        return self.key


def solve_matrix(
    model: MatrixModel, options: SolveOptions = DEFAULT_OPTIONS, start: np.ndarray | None = None
) -> SolveResult:
    """Solve with HiGHS under ``options``, from the column values ``start`` when
    ``options.warm_start`` (:func:`resched.solve.run_compiled`: the start's objective and the
    time to the first better incumbent are reported); ``values`` keyed as the declaration's."""
    highs = new_highs(options.threads)
    highs.passModel(model.lp)
    components = {name: _Component(name, key is None) for name, key in model.columns}
    columns = [_Column(components[name], key) for name, key in model.columns]
    shell = pyo.ConcreteModel(name=model.name)  # what run_compiled reads of a model: its name, the start's objective
    if start is not None and options.warm_start:
        for column, value in zip(columns, start.tolist()):
            column.value = value
        shell.start = pyo.Objective(expr=float(np.dot(model.lp.col_cost_, start)))
    is_mip = any(kind != highspy.HighsVarType.kContinuous for kind in model.lp.integrality_)
    return run_compiled(CompiledModel(highs, columns, shell, is_mip), options)


def chain_allotment_matrix(jobs: JobSet, lengths: np.ndarray) -> MatrixModel:
    """:func:`build_chain_allotment` (``dag_allotment``) as a matrix."""
    lengths = np.asarray(lengths, dtype=np.int64)
    par = jobs.pareto
    counts = np.diff(par.start)
    job = np.repeat(np.arange(jobs.n), lengths)  # job of each node v
    attempt = np.arange(len(job)) - np.repeat(np.cumsum(lengths) - lengths, lengths)
    V = len(job)
    node_of_x = np.repeat(np.arange(V), counts[job])  # node of each x column
    point = par.start[job][node_of_x] + (
        np.arange(len(node_of_x)) - np.repeat(np.cumsum(counts[job]) - counts[job], counts[job])
    )
    t, p = par.t[point], par.p[point]
    X = len(point)
    C, L = X + np.arange(V), X + V
    edge_head = np.flatnonzero(attempt > 0)  # edge k: node edge_head[k] − 1 → edge_head[k] (one chain)
    E = len(edge_head)
    edge_into = np.full(V + 1, -1)
    edge_into[edge_head] = np.arange(E)
    # row offsets: choose, own, precedence, span, area, order
    own, prec, span, area, order = V, 2 * V, 2 * V + E, 3 * V + E, 3 * V + E + 1
    head = edge_into[node_of_x] >= 0  # x columns of an edge's head, of an edge's tail
    tail = edge_into[node_of_x + 1] >= 0
    columns_x = np.arange(X)
    entries = [
        (node_of_x, columns_x, np.ones(X)),  # choose
        (own + np.arange(V), C, np.ones(V)),
        (own + node_of_x, columns_x, -t),  # own
        (prec + np.arange(E), C[edge_head], np.ones(E)),
        (prec + np.arange(E), C[edge_head - 1], -np.ones(E)),
        (prec + edge_into[node_of_x[head]], columns_x[head], -t[head]),  # precedence
        (span + np.arange(V), np.full(V, L), np.ones(V)),
        (span + np.arange(V), C, -np.ones(V)),  # span
        (np.full(X, area), columns_x, -p * t),
        (np.array([area]), np.array([L]), np.array([float(jobs.P)])),  # area
        (order + edge_into[node_of_x[tail] + 1], columns_x[tail], p[tail].astype(float)),  # order
        (order + edge_into[node_of_x[head]], columns_x[head], -p[head].astype(float)),
    ]
    rows, cols, values = (np.concatenate(part) for part in zip(*entries))
    n_rows = order + E
    lower = np.concatenate((np.ones(V), np.zeros(n_rows - V)))
    upper = np.concatenate((np.ones(V), np.full(n_rows - V, highspy.kHighsInf)))
    cost = np.zeros(L + 1)
    cost[L] = 1.0
    col_upper = np.concatenate((np.ones(X), np.full(V + 1, highspy.kHighsInf)))
    lp = _lp(cost, np.zeros(L + 1), col_upper, rows, cols, values, lower, upper, X)
    columns: list[tuple[str, ColumnKey]] = [("x", (int(v), int(q))) for v, q in zip(node_of_x, p)]
    columns += [("C", int(v)) for v in range(V)] + [("L", None)]
    return MatrixModel("dag_allotment", lp, columns)


def _lp(cost, col_lower, col_upper, rows, cols, values, row_lower, row_upper, binaries: int) -> highspy.HighsLp:
    """A minimisation MILP whose first ``binaries`` columns are integer."""
    matrix = sparse.csc_matrix((values, (rows, cols)), shape=(len(row_lower), len(cost)))
    lp = highspy.HighsLp()
    lp.num_col_, lp.num_row_ = len(cost), len(row_lower)
    lp.sense_ = highspy.ObjSense.kMinimize
    lp.col_cost_, lp.col_lower_, lp.col_upper_ = cost, col_lower, col_upper
    lp.row_lower_, lp.row_upper_ = row_lower, row_upper
    lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    lp.a_matrix_.start_ = matrix.indptr.astype(np.int32)
    lp.a_matrix_.index_ = matrix.indices.astype(np.int32)
    lp.a_matrix_.value_ = matrix.data.astype(float)
    lp.integrality_ = [highspy.HighsVarType.kInteger] * binaries + [highspy.HighsVarType.kContinuous] * (
        len(cost) - binaries
    )
    return lp


def chain_start(jobs: JobSet, lengths: np.ndarray, model: MatrixModel, procs: np.ndarray) -> np.ndarray:
    """Column values of an allocation ``procs[j, m]`` (the Pareto candidates of job j) of the
    chains: its x at 1, C_v the chain's finish times, L = max(longest chain, area/P)."""
    index = {key: k for k, key in enumerate(model.columns)}
    start = np.zeros(len(model.columns))
    v, area = 0, 0.0
    for j, count in enumerate(np.asarray(lengths, dtype=np.int64)):
        finish = 0.0
        for m in range(count):
            start[index["x", (v, int(procs[j, m]))]] = 1.0
            finish += float(jobs.times[j, procs[j, m] - 1])
            area += float(jobs.areas[j, procs[j, m] - 1])
            start[index["C", v]] = finish
            v += 1
    start[index["L", None]] = max(start[[index["C", v] for v in range(v)]].max(), area / jobs.P)
    return start


def solve_chain_allotment(
    jobs: JobSet, lengths: np.ndarray, options: SolveOptions = DEFAULT_OPTIONS, *, start: Allocation | None = None
) -> SolveResult:
    """The chain allotment MILP (LB* when lengths = f + 1) from its matrix, started (when
    ``options.warm_start`` and ``start`` is given) from the allocation ``start(jobs, lengths)``
    with one p per job for all its attempts (the best one:
    :func:`resched.moldable.algorithms.batch_list.uniform_allotment`, exact in that class)."""
    model = chain_allotment_matrix(jobs, lengths)
    values = None
    if options.warm_start and start is not None:
        uniform = start(jobs, lengths)
        values = chain_start(jobs, lengths, model, np.repeat(uniform[:, None], int(max(lengths)), axis=1))
    return solve_matrix(model, options, values)


def build_lb_star(instance: MoldableInstance) -> pyo.ConcreteModel:
    """LB* = min_p L(𝒥, f, p): the DAG allotment MILP on the chains of f_j+1 attempts."""
    return build_chain_allotment(instance.jobset, chain_lengths(instance))


def solve(instance: MoldableInstance, options: SolveOptions, *, start: Allocation | None = None) -> SolveResult:
    """LB* from the matrix (equal to :func:`build_lb_star`'s model), started from ``start``'s
    allocation with one p per job (:func:`solve_chain_allotment`)."""
    return solve_chain_allotment(instance.jobset, chain_lengths(instance), options, start=start)


def milp_allotment(
    jobs: JobSet,
    lengths: np.ndarray,
    epsilon: float | None = None,
    time_limit: float | None = 60,
    *,
    start: Allocation | None = None,
) -> np.ndarray:
    """BATCH-LIST's ``milp`` allotment: chains of ``lengths[j]`` attempts allotted by the DAG
    MILP (§4.2, its matrix, started from ``start``'s allocation); rows padded with their last
    count when lengths differ. ``epsilon`` sets mip_rel_gap = ε/(1+ε)."""
    options = SolveOptions(time_limit=time_limit, mip_gap=None if epsilon is None else epsilon / (1 + epsilon))
    result = solve_chain_allotment(jobs, lengths, options, start=start)
    if not result.has_solution:
        raise ReschedError(f"the allotment MILP found no solution ({result.status.value})")
    return chain_plan(jobs, lengths, result)
