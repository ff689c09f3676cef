"""Test oracles on Thm 2's state graph (:mod:`resched.reservation.models.common`): Dijkstra with
networkx, and the plain-Python memoised recursion of Thm 2, the references of the numba kernel
(:mod:`resched.reservation.algorithms.kernels`) and of the shortest-path LP."""

from __future__ import annotations

from functools import cache
from itertools import pairwise

import networkx as nx

from resched.reservation.instance.laws import DiscreteLaw
from resched.reservation.instance.strategy import MODES, Costs, Strategy
from resched.reservation.models.common import SINK, allowed, arc_cost, path_strategy, state_graph


def networkx_shortest_path(law: DiscreteLaw, costs: Costs, mode: str = "dp") -> tuple[float, Strategy]:
    """The state-graph oracle with networkx (Dijkstra; arc costs are ≥ 0): optimal cost and strategy."""
    arcs = state_graph(law, costs, mode)
    graph: nx.DiGraph[tuple[int, int] | str] = nx.DiGraph()
    for arc in arcs:
        graph.add_edge(arc.tail, arc.head, weight=arc.cost, arc=arc)
    nodes = nx.dijkstra_path(graph, (0, 0), SINK)
    path = [graph.edges[u, w]["arc"] for u, w in pairwise(nodes)]
    return costs.beta * law.mean + sum(a.cost for a in path), path_strategy(law, path)


def bellman(law: DiscreteLaw, costs: Costs, mode: str = "dp") -> tuple[float, Strategy]:
    """Plain-Python memoised recursion of Thm 2 (the reference of the numba kernel): the
    optimal cost E_ckpt(0, 0) and strategy; ties go to the smaller j, then Δ = 0."""
    n, code = law.n, MODES[mode]

    @cache
    def value(i_c: int, i_l: int) -> tuple[float, tuple[tuple[int, int], ...]]:
        if i_l == n:
            return costs.beta * law.mean, ()
        options = []
        for j in range(i_l + 1, n + 1):
            for delta in (0, 1):
                if allowed(code, j, n, delta):
                    rest, steps = value(j if delta else i_c, j)
                    options.append((rest + arc_cost(law, costs, i_c, i_l, j, delta), ((j, delta),) + steps))
        best = min(cost for cost, _ in options)
        return next(o for o in options if o[0] <= best + 1e-12 * abs(best))

    cost, steps = value(0, 0)
    return cost, Strategy(tuple(float(law.values[j - 1]) for j, _ in steps), tuple(bool(d) for _, d in steps))
