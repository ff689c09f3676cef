"""Exact declarative model: Thm 2's state graph as a shortest-path LP ([RESERVATION-D28]).

    min  βE[Y] + Σ_a c_a x_a
    s.t. Σ_{a out of u} x_a − Σ_{a into u} x_a = 1 (u = (0,0)), −1 (u = sink), 0 otherwise
         x_a ≥ 0

The node–arc incidence matrix is totally unimodular, so the LP optimum is a 0/1 path: the
optimal strategy, and its value the optimal expected cost E_ckpt(0, 0) (Eq. 8).

The Pyomo model (:func:`build_shortest_path`) is the declaration, what ``resched export``
writes; the LP is solved from its matrix (:func:`shortest_path_matrix`, numpy, column k = arc
k, rows the nodes in the declaration's order), which a test compares with the declaration
entry by entry [CORE-D14].
"""

from __future__ import annotations

from dataclasses import replace

import highspy
import numpy as np
import pyomo.environ as pyo

from resched.errors import ModelError
from resched.reservation.instance import ReservationInstance
from resched.reservation.instance.strategy import Strategy
from resched.reservation.models.common import SINK, Arc, StateArcs, path_strategy, state_arcs, state_graph
from resched.result import DEFAULT_OPTIONS, SolveOptions, SolveResult
from resched.solve import CompiledModel, new_highs, run_compiled


def _label(node: tuple[int, int] | str) -> str:
    return SINK if node == SINK else f"s{node[0]}_{node[1]}"


def build_shortest_path(instance: ReservationInstance, mode: str = "dp") -> pyo.ConcreteModel:
    """The shortest-path LP over the states reachable under ``mode`` (dp, all-ckpt, no-ckpt)."""
    arcs = state_graph(instance.law, instance.costs, mode)
    nodes = sorted({_label(a.tail) for a in arcs} | {SINK})
    m = pyo.ConcreteModel(name=f"{instance.name}-shortest-path-{mode}")
    m.arcs = pyo.Set(initialize=range(len(arcs)), ordered=True)
    m.nodes = pyo.Set(initialize=nodes, ordered=True)
    m.x = pyo.Var(m.arcs, within=pyo.NonNegativeReals)
    supply = {node: 0 for node in nodes} | {_label((0, 0)): 1, SINK: -1}
    out_arcs: dict[str, list[int]] = {node: [] for node in nodes}
    in_arcs: dict[str, list[int]] = {node: [] for node in nodes}
    for k, arc in enumerate(arcs):
        out_arcs[_label(arc.tail)].append(k)
        in_arcs[_label(arc.head)].append(k)
    m.flow = pyo.Constraint(
        m.nodes, rule=lambda m, u: sum(m.x[k] for k in out_arcs[u]) - sum(m.x[k] for k in in_arcs[u]) == supply[u]
    )
    constant = instance.costs.beta * instance.law.mean
    m.cost = pyo.Objective(expr=constant + sum(a.cost * m.x[k] for k, a in enumerate(arcs)), sense=pyo.minimize)
    m.arc_list = arcs  # plain attribute (not a component): decodes the solution
    return m


def shortest_path_matrix(instance: ReservationInstance, mode: str = "dp") -> tuple[highspy.HighsLp, StateArcs]:
    """:func:`build_shortest_path` as HiGHS's arrays, and its arcs (:func:`state_arcs`, the
    declaration's arcs in its order): column k = arc k (cost c_k, 0 ≤ x_k), +1 in the row of
    its tail and −1 in that of its head; row u = the u-th node label in sorted order (as the
    declaration's), both bounds the supply (1 at (0, 0), −1 at the sink); objective constant
    βE[Y]."""
    arcs = state_arcs(instance.law, instance.costs, mode)
    n, size = len(arcs.cost), instance.law.n + 1
    key = arcs.tail_c * size + arcs.tail_l  # node (i_c, i_l) → i_c·(n + 1) + i_l
    nodes = np.unique(key)
    labels = [_label((c, last)) for c, last in zip((nodes // size).tolist(), (nodes % size).tolist())] + [SINK]
    order = sorted(range(len(labels)), key=labels.__getitem__)
    rank = np.empty(len(labels), dtype=np.int32)
    rank[order] = np.arange(len(labels), dtype=np.int32)
    sink = rank[-1]
    tails = rank[np.searchsorted(nodes, key)]
    head_key = arcs.head_c * size + arcs.head_l
    to_sink = arcs.head_l < 0
    heads = np.where(to_sink, sink, rank[np.searchsorted(nodes, np.where(to_sink, key, head_key))]).astype(np.int32)
    supply = np.zeros(len(labels))
    supply[rank[np.searchsorted(nodes, 0)]], supply[sink] = 1.0, -1.0
    lp = highspy.HighsLp()
    lp.num_col_, lp.num_row_ = n, len(labels)
    lp.col_cost_ = arcs.cost
    lp.col_lower_, lp.col_upper_ = np.zeros(n), np.full(n, highspy.kHighsInf)
    lp.row_lower_, lp.row_upper_ = supply, supply.copy()
    lp.offset_ = float(instance.costs.beta * instance.law.mean)
    lp.sense_ = highspy.ObjSense.kMinimize
    lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    lp.a_matrix_.num_col_, lp.a_matrix_.num_row_ = n, len(labels)
    lp.a_matrix_.start_ = np.arange(0, 2 * n + 1, 2, dtype=np.int32)
    lp.a_matrix_.index_ = np.column_stack((tails, heads)).ravel()
    lp.a_matrix_.value_ = np.tile([1.0, -1.0], n)
    return lp, arcs


def solve_shortest_path(
    instance: ReservationInstance, options: SolveOptions = DEFAULT_OPTIONS, *, mode: str = "dp"
) -> SolveResult:
    """Solve the LP from its matrix (:func:`shortest_path_matrix`) with HiGHS (status,
    objective = optimal expected cost, bound, gap): what the exact models ``shortest_path*``
    run. ``values["x"]`` holds the nonzero columns by arc number (an absent arc is 0)."""
    return _solve_matrix(instance, options, mode)[0]


def _solve_matrix(instance: ReservationInstance, options: SolveOptions, mode: str) -> tuple[SolveResult, StateArcs]:
    lp, arcs = shortest_path_matrix(instance, mode)
    highs = new_highs(options.threads)
    if highs.passModel(lp) == highspy.HighsStatus.kError:
        raise ModelError(f"HiGHS refused the shortest-path matrix of {instance.name!r}")
    shell = pyo.ConcreteModel(name=f"{instance.name}-shortest-path-{mode}")  # the name run_compiled reports
    result = run_compiled(CompiledModel(highs, [], shell, is_mip=False), options, with_values=False)
    if not result.has_solution:
        return result, arcs
    x = np.asarray(highs.getSolution().col_value)
    nonzero = np.flatnonzero(x)
    return replace(result, values={"x": dict(zip(nonzero.tolist(), (x[nonzero] + 0.0).tolist()))}), arcs


def optimal_path(instance: ReservationInstance, mode: str = "dp") -> tuple[SolveResult, Strategy]:
    """The LP's result and the strategy of its (integral) optimal path."""
    result, arcs = _solve_matrix(instance, DEFAULT_OPTIONS, mode)
    chosen: list[Arc] = [arcs.arc(k) for k, value in result.values["x"].items() if value > 0.5]
    return result, path_strategy(instance.law, chosen)
