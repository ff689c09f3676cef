"""Exact declarative model: Thm 2's state graph as a shortest-path LP ([RESERVATION-D28]).

    min  βE[Y] + Σ_a c_a x_a
    s.t. Σ_{a out of u} x_a − Σ_{a into u} x_a = 1 (u = (0,0)), −1 (u = sink), 0 otherwise
         x_a ≥ 0

The node–arc incidence matrix is totally unimodular, so the LP optimum is a 0/1 path: the
optimal strategy, and its value the optimal expected cost E_ckpt(0, 0) (Eq. 8).
"""

from __future__ import annotations

import pyomo.environ as pyo

from resched.reservation.instance import ReservationInstance
from resched.reservation.instance.strategy import Strategy
from resched.reservation.models.common import SINK, Arc, path_strategy, state_graph
from resched.result import DEFAULT_OPTIONS, SolveOptions, SolveResult
from resched.solve import solve


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


def solve_shortest_path(
    instance: ReservationInstance, options: SolveOptions = DEFAULT_OPTIONS, *, mode: str = "dp"
) -> SolveResult:
    """Solve the LP with HiGHS (status, objective = optimal expected cost, bound, gap): what the
    exact models ``shortest_path*`` run through the generic path (:meth:`ExactModel.run`)."""
    return solve(build_shortest_path(instance, mode), options)


def optimal_path(instance: ReservationInstance, mode: str = "dp") -> tuple[SolveResult, Strategy]:
    """The LP's result and the strategy of its (integral) optimal path."""
    model = build_shortest_path(instance, mode)
    result = solve(model)
    chosen: list[Arc] = [a for k, a in enumerate(model.arc_list) if result.values["x"].get(k, 0.0) > 0.5]
    return result, path_strategy(instance.law, chosen)
