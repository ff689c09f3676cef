"""LB_LP (``dag_allotment_lp``, §4.3): the LP relaxation of the DAG allotment MILP in
convex-envelope form: duration d_v, area z_v ≥ s_k d_v + i_k on every segment of the lower
convex hull of {(t_v(p), a_v(p))}. Its optimum on the chains of f_j+1 attempts is LB_LP.
"""

from __future__ import annotations

import networkx as nx
import numpy as np
import pyomo.environ as pyo

from resched.moldable.instance.document import MoldableInstance
from resched.moldable.metrics import lower_hull
from resched.moldable.models.common import chain_graph, chain_lengths, indexed_graph


def build_dag_allotment_lp(graph: nx.DiGraph, P: int) -> pyo.ConcreteModel:
    """§4.3: min L s.t. t_min,v ≤ d_v ≤ t(least-area vertex), z_v ≥ s_k d_v + i_k on each hull
    segment (and z_v ≥ a_min,v), C_v ≥ C_u + d_v, C_v ≥ d_v, L ≥ C_v, P·L ≥ Σ_v z_v."""
    nodes, _, edges = indexed_graph(graph, P)
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


def build_lb_lp(instance: MoldableInstance) -> pyo.ConcreteModel:
    """LB_LP: the convex-envelope LP relaxation of the chains of f_j+1 attempts (§4.3)."""
    return build_dag_allotment_lp(chain_graph(instance.jobset, chain_lengths(instance)), instance.P)
