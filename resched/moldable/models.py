"""Exact models of the moldable family (LB*, LB_LP, T_OPT; [CORE-D5]), as Pyomo models solved with HiGHS.

* :func:`build_dag_allotment` — the DAG allotment MILP (§4.2): x_{v,p} ∈ {0,1} picks node v's
  processor count, C_v its longest-path finish time; min L with L ≥ C_v and P·L ≥ Σ a_v(p)x_{v,p}.
  For chains of f_j+1 attempts its optimum is LB* = min_p L(𝒥,f,p) (Eq. 8).
* :func:`build_dag_allotment_lp` — its LP relaxation in convex-envelope form (§4.3): duration
  d_v, area z_v ≥ s_k d_v + i_k on every segment of the lower convex hull of {(t_v(p), a_v(p))}.
  Its optimum is LB_LP.
* :func:`build_time_indexed` — the clairvoyant optimum T_OPT(𝒥, f) (§4.5) for integer times:
  y_{j,i,p,τ} = 1 iff attempt i of job j starts at τ on p processors.

Graph nodes carry ``candidates``: a dict {p: t_v(p)} of allowed processor counts.
"""

from __future__ import annotations

import math

import networkx as nx
import numpy as np
import pyomo.environ as pyo

from resched.errors import ReschedError
from resched.moldable.bounds import lower_hull
from resched.moldable.jobs import JobSet, strict_time_records


def chain_graph(jobs: JobSet, lengths: np.ndarray) -> nx.DiGraph:
    """Node (j, m) = attempt m of job j with its Pareto candidates; edges (j, m) → (j, m+1)."""
    graph: nx.DiGraph[tuple[int, int]] = nx.DiGraph()
    for j in range(jobs.n):
        p, t, _ = jobs.pareto.of(j)
        candidates = dict(zip(p.tolist(), t.tolist()))
        for m in range(int(lengths[j])):
            graph.add_node((j, m), candidates=candidates)
            if m:
                graph.add_edge((j, m - 1), (j, m))
    return graph


def _indexed(graph: nx.DiGraph, P: int) -> tuple[list, dict, list[tuple[int, int]]]:
    if not nx.is_directed_acyclic_graph(graph):
        raise ReschedError("the allotment graph must be a DAG")
    nodes = list(graph.nodes)
    index = {v: k for k, v in enumerate(nodes)}
    for v in nodes:
        cand = graph.nodes[v].get("candidates")
        if not cand or any(not 1 <= int(p) <= P or not t > 0 for p, t in cand.items()):
            raise ReschedError(f"node {v!r} needs candidates {{p: t}} with 1 ≤ p ≤ P={P} and t > 0")
    edges = [(index[u], index[v]) for u, v in graph.edges]
    return nodes, index, edges


def build_dag_allotment(graph: nx.DiGraph, P: int, symmetric_chains: bool = False) -> pyo.ConcreteModel:
    """§4.2: min L s.t. Σ_p x_{v,p} = 1, C_v ≥ C_u + Σ_p t_v(p) x_{v,p} on edges (u, v),
    C_v ≥ Σ_p t_v(p) x_{v,p}, L ≥ C_v, P·L ≥ Σ_v Σ_p p·t_v(p)·x_{v,p}. With
    ``symmetric_chains`` (chains of identical attempts) successive attempts get non-increasing p."""
    nodes, _, edges = _indexed(graph, P)
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


def build_dag_allotment_lp(graph: nx.DiGraph, P: int) -> pyo.ConcreteModel:
    """§4.3: min L s.t. t_min,v ≤ d_v ≤ t(least-area vertex), z_v ≥ s_k d_v + i_k on each hull
    segment (and z_v ≥ a_min,v), C_v ≥ C_u + d_v, C_v ≥ d_v, L ≥ C_v, P·L ≥ Σ_v z_v."""
    nodes, _, edges = _indexed(graph, P)
    hulls = []
    for v in nodes:
        cand = graph.nodes[v]["candidates"]
        p = np.array(list(cand), dtype=float)
        t = np.array(list(cand.values()), dtype=float)
        hulls.append(lower_hull(t, p * t))
    V = range(len(nodes))
    m = pyo.ConcreteModel(name="dag_allotment_lp")
    m.d = pyo.Var(V, bounds=lambda m, v: (float(hulls[v][0][0]), float(hulls[v][0][-1])))
    m.z = pyo.Var(V, bounds=lambda m, v: (float(hulls[v][1][-1]), None))
    m.C = pyo.Var(V, domain=pyo.NonNegativeReals)
    m.L = pyo.Var(domain=pyo.NonNegativeReals)
    segments = [(v, k) for v in V for k in range(len(hulls[v][0]) - 1)]

    def envelope(m, s):
        v, k = segments[s]
        (t0, t1), (a0, a1) = hulls[v][0][k : k + 2], hulls[v][1][k : k + 2]
        slope = (a1 - a0) / (t1 - t0)
        return m.z[v] >= float(slope) * m.d[v] + float(a0 - slope * t0)

    m.objective = pyo.Objective(expr=m.L, sense=pyo.minimize)
    m.envelope = pyo.Constraint(range(len(segments)), rule=envelope)
    m.own = pyo.Constraint(V, rule=lambda m, v: m.C[v] >= m.d[v])
    m.precedence = pyo.Constraint(
        range(len(edges)), rule=lambda m, e: m.C[edges[e][1]] >= m.C[edges[e][0]] + m.d[edges[e][1]]
    )
    m.span = pyo.Constraint(V, rule=lambda m, v: m.L >= m.C[v])
    m.area = pyo.Constraint(expr=P * m.L >= sum(m.z[v] for v in V))
    return m


def build_chain_allotment(jobs: JobSet, lengths: np.ndarray) -> pyo.ConcreteModel:
    """The §4.2 MILP on chains of ``lengths[j]`` attempts (LB* when lengths = f + 1)."""
    return build_dag_allotment(chain_graph(jobs, lengths), jobs.P, symmetric_chains=True)


def chain_plan(jobs: JobSet, lengths: np.ndarray, result) -> np.ndarray:
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


def build_time_indexed(jobs: JobSet, failures: np.ndarray, horizon: int, lower: float = 0.0) -> pyo.ConcreteModel:
    """§4.5: min C_max over y_{j,i,p,τ} ∈ {0,1} (τ ≤ H − t_j(p)): one start per attempt,
    Σ p·y over the attempts running in [θ, θ+1) ≤ P, S_{j,i+1} ≥ S_{j,i} + D_{j,i},
    C_max ≥ S_{j,f_j+1} + D_{j,f_j+1}. Needs integer t_j(p); candidates are the p whose time
    beats every smaller p (a slower, larger allocation is never needed). C_max is an integer
    in [⌈lower⌉, H]: ``lower`` is any valid lower bound (LB_LP), H a feasible makespan."""
    times = jobs.times
    if not np.allclose(times, np.round(times)):
        raise ReschedError("the time-indexed model needs integer execution times")
    durations = np.round(times).astype(int)
    keep = strict_time_records(times)
    attempts = [(j, i) for j in range(jobs.n) for i in range(int(failures[j]) + 1)]
    starts = [
        (j, i, p, tau)
        for j, i in attempts
        for p in np.nonzero(keep[j])[0] + 1
        for tau in range(horizon - durations[j, p - 1] + 1)
    ]
    if any(all(s[:2] != a for s in starts) for a in attempts):
        raise ReschedError(f"horizon {horizon} is too short for some attempt")
    m = pyo.ConcreteModel(name="time_indexed_opt")
    m.Y = pyo.Set(initialize=[tuple(int(x) for x in s) for s in starts], dimen=4)
    m.y = pyo.Var(m.Y, domain=pyo.Binary)
    m.C_max = pyo.Var(domain=pyo.NonNegativeIntegers, bounds=(math.ceil(lower * (1 - 1e-9)), horizon))
    by_attempt: dict[tuple[int, int], list] = {a: [] for a in attempts}
    for s in m.Y:
        by_attempt[s[:2]].append(s)
    start = {a: sum(s[3] * m.y[s] for s in by_attempt[a]) for a in attempts}
    length = {a: sum(int(durations[s[0], s[2] - 1]) * m.y[s] for s in by_attempt[a]) for a in attempts}
    m.objective = pyo.Objective(expr=m.C_max, sense=pyo.minimize)
    m.once = pyo.Constraint(range(len(attempts)), rule=lambda m, k: sum(m.y[s] for s in by_attempt[attempts[k]]) == 1)

    running: list[list] = [[] for _ in range(horizon)]  # the starts running in [θ, θ+1), built in O(Σ durations)
    for s in m.Y:
        for theta in range(s[3], s[3] + int(durations[s[0], s[2] - 1])):
            running[theta].append(s)

    def capacity(m, theta):
        return sum(s[2] * m.y[s] for s in running[theta]) <= jobs.P if running[theta] else pyo.Constraint.Skip

    m.capacity = pyo.Constraint(range(horizon), rule=capacity)
    chained = [k for k, (j, i) in enumerate(attempts) if i > 0]
    m.chain = pyo.Constraint(
        chained, rule=lambda m, k: start[attempts[k]] >= start[attempts[k - 1]] + length[attempts[k - 1]]
    )
    last = [k for k, (j, i) in enumerate(attempts) if i == int(failures[j])]
    m.finish = pyo.Constraint(last, rule=lambda m, k: m.C_max >= start[attempts[k]] + length[attempts[k]])
    return m


def set_time_indexed_start(model: pyo.ConcreteModel, jobs: JobSet, schedule) -> None:
    """Write a schedule with integer start times (``job``, ``start``, ``procs`` per attempt,
    e.g. a LIST schedule of integer times) into :func:`build_time_indexed`'s variables: each
    attempt, in start order per job, starts at its date on the largest candidate p' ≤ its p
    (t(p') ≤ t(p): the schedule stays feasible); C_max its finish."""
    durations = np.round(jobs.times).astype(int)
    keep = strict_time_records(jobs.times)
    for s in model.Y:
        model.y[s].value = 0.0
    attempt = np.zeros(jobs.n, dtype=np.int64)
    finish = 0
    for k in np.lexsort((schedule.start, schedule.job)):
        j, p = int(schedule.job[k]), int(schedule.procs[k])
        tau = round(float(schedule.start[k]))
        q = int(np.nonzero(keep[j, :p])[0][-1]) + 1
        model.y[j, int(attempt[j]), q, tau].value = 1.0
        finish = max(finish, tau + int(durations[j, q - 1]))
        attempt[j] += 1
    model.C_max.value = float(finish)


def horizon_of(makespan: float) -> int:
    """Integer horizon H ≥ a known feasible makespan (e.g. the best LIST schedule)."""
    return math.ceil(makespan - 1e-9)
