"""The state graph of Thm 2's DP ([RESERVATION-D28]): nodes (i_c, i_l), 0 ≤ i_c ≤ i_l ≤ n,
with i_c = 0 the sentinel "no checkpoint yet"; an arc per next milestone j > i_l and flag Δ,
to (Δ·j + (1−Δ)·i_c, j), of cost

    (α(r + v_j − p + ΔC) + βr + γ)·S_{i_l+1} + β((1−Δ)(v_j − p) + ΔC)·S_{j+1},
    (r, p) = (0, 0) if i_c = 0, else (R, v_{i_c});

every node (·, n) has a zero-cost arc to the sink. A source→sink path is a strategy and its
length plus βE[Y] its expected cost (Eq. 8). Shared by the shortest-path models; the test
oracles (``tests/oracles/reservation_graph.py``) search the same graph.
"""

from __future__ import annotations

from dataclasses import dataclass

from resched.reservation.instance.laws import DiscreteLaw
from resched.reservation.instance.strategy import ALL, FREE, MODES, NONE, Costs, Strategy

SINK = "sink"


def allowed(mode: int, j: int, n: int, delta: int) -> bool:
    """Whether ``mode`` (FREE/ALL/NONE) offers flag Δ at milestone j (no checkpoint at j = n)."""
    return {FREE: delta == 0 or j < n, ALL: delta == int(j < n), NONE: delta == 0}[mode]


def arc_cost(law: DiscreteLaw, costs: Costs, i_c: int, i_l: int, j: int, delta: int) -> float:
    """Cost of the arc (i_c, i_l) → j with flag Δ (1-based indices, formula above)."""
    r, p = (costs.R, law.values[i_c - 1]) if i_c > 0 else (0.0, 0.0)
    work = law.values[j - 1] - p
    pay = costs.alpha * (r + work + delta * costs.C) + costs.beta * r + costs.gamma
    lost = costs.beta * ((1 - delta) * work + delta * costs.C)
    return float(pay * law.tail[i_l] + lost * law.tail[j])


@dataclass(frozen=True)
class Arc:
    tail: tuple[int, int]
    head: tuple[int, int] | str
    cost: float
    j: int  # next milestone index (0 for an arc to the sink)
    delta: int


def state_graph(law: DiscreteLaw, costs: Costs, mode: str = "dp") -> list[Arc]:
    """The arcs of the states reachable from (0, 0) under ``mode`` (dp, all-ckpt, no-ckpt)."""
    n, code = law.n, MODES[mode]
    arcs, seen, frontier = [], {(0, 0)}, [(0, 0)]
    while frontier:
        i_c, i_l = node = frontier.pop()
        if i_l == n:
            arcs.append(Arc(node, SINK, 0.0, 0, 0))
            continue
        for j in range(i_l + 1, n + 1):
            for delta in (0, 1):
                if allowed(code, j, n, delta):
                    head = (j if delta else i_c, j)
                    arcs.append(Arc(node, head, arc_cost(law, costs, i_c, i_l, j, delta), j, delta))
                    if head not in seen:
                        seen.add(head)
                        frontier.append(head)
    return arcs


def path_strategy(law: DiscreteLaw, arcs: list[Arc]) -> Strategy:
    """The strategy of a source→sink path given by its arcs (in any order)."""
    by_tail: dict[tuple[int, int] | str, Arc] = {a.tail: a for a in arcs}
    node: tuple[int, int] | str = (0, 0)
    milestones, flags = [], []
    while node != SINK:
        arc = by_tail[node]
        if arc.head != SINK:
            milestones.append(float(law.values[arc.j - 1]))
            flags.append(bool(arc.delta))
        node = arc.head
    return Strategy(tuple(milestones), tuple(flags))
