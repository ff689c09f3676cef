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

import numpy as np
import numpy.typing as npt

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


@dataclass(frozen=True)
class StateArcs:
    """The arcs of :func:`state_graph`, in its order, as arrays: tail (``tail_c``, ``tail_l``),
    head (``head_c``, ``head_l``; −1, −1 for the sink), ``cost``, next milestone ``j`` (0 to
    the sink) and flag ``delta``."""

    tail_c: npt.NDArray[np.int64]
    tail_l: npt.NDArray[np.int64]
    head_c: npt.NDArray[np.int64]
    head_l: npt.NDArray[np.int64]
    cost: npt.NDArray[np.float64]
    j: npt.NDArray[np.int64]
    delta: npt.NDArray[np.int64]

    def arc(self, k: int) -> Arc:
        """Arc number ``k`` as :func:`state_graph` gives it."""
        head: tuple[int, int] | str = SINK if self.head_l[k] < 0 else (int(self.head_c[k]), int(self.head_l[k]))
        tail = (int(self.tail_c[k]), int(self.tail_l[k]))
        return Arc(tail, head, float(self.cost[k]), int(self.j[k]), int(self.delta[k]))


def state_arcs(law: DiscreteLaw, costs: Costs, mode: str = "dp") -> StateArcs:
    """:func:`state_graph` with numpy, one node at a time (the same arcs in the same order,
    the same costs to the bit: the same operations in the same order)."""
    n, code = law.n, MODES[mode]
    tail, values = law.tail, law.values
    seen = np.zeros((n + 1, n + 1), dtype=bool)
    seen[0, 0] = True
    frontier = [(0, 0)]
    parts: list[tuple[npt.NDArray[np.int64], ...]] = []
    costs_of: list[npt.NDArray[np.float64]] = []
    while frontier:
        i_c, i_l = frontier.pop()
        if i_l == n:
            one = np.ones(1, dtype=np.int64)
            parts.append((one * i_c, one * i_l, -one, -one, 0 * one, 0 * one))
            costs_of.append(np.zeros(1))
            continue
        j = np.repeat(np.arange(i_l + 1, n + 1, dtype=np.int64), 2)
        delta = np.tile(np.array([0, 1], dtype=np.int64), n - i_l)
        keep = {FREE: (delta == 0) | (j < n), ALL: delta == (j < n), NONE: delta == 0}[code]
        j, delta = j[keep], delta[keep]
        r, p = (costs.R, values[i_c - 1]) if i_c > 0 else (0.0, 0.0)
        work = values[j - 1] - p
        pay = costs.alpha * (r + work + delta * costs.C) + costs.beta * r + costs.gamma
        lost = costs.beta * ((1 - delta) * work + delta * costs.C)
        costs_of.append(pay * tail[i_l] + lost * tail[j])
        head_c = np.where(delta == 1, j, i_c)
        parts.append((np.full(len(j), i_c), np.full(len(j), i_l), head_c, j, j, delta))
        new = ~seen[head_c, j]
        seen[head_c[new], j[new]] = True
        frontier.extend(zip(head_c[new].tolist(), j[new].tolist()))
    tail_c, tail_l, head_c, head_l, j, delta = (np.concatenate([part[k] for part in parts]) for k in range(6))
    return StateArcs(tail_c, tail_l, head_c, head_l, np.concatenate(costs_of), j, delta)


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


def arc_count(n: int, mode: str = "dp") -> int:
    """The number of arcs of :func:`state_graph` for a law of ``n`` values under ``mode``
    (tested equal to ``len(state_graph(...))``), counted without building it: per tail
    i_l < n, its states times their arcs to j = i_l + 1..n (two flags under dp except at
    j = n, one otherwise), and one sink arc per state (·, n). About n³/3 under dp."""
    code = MODES[mode]
    total = 0
    for i_l in range(n):
        states = {FREE: i_l + 1, ALL: 1, NONE: 1}[code]
        per_state = {FREE: 2 * (n - i_l) - 1, ALL: n - i_l, NONE: n - i_l}[code]
        total += states * per_state
    return total + {FREE: n, ALL: n, NONE: 1}[code]


def bellman_cost(law: DiscreteLaw, costs: Costs, mode: str = "dp") -> float:
    """The optimal expected cost E_ckpt(0, 0) (Eq. 8) over the strategies of ``mode``: the
    shortest (0, 0)→sink path of :func:`state_graph` plus βE[Y], by Bellman's recursion over
    the DAG instead of an LP, in O(n³) numpy operations and O(n²) memory (the graph itself,
    about n³/3 arcs under dp, is never built):

        V(i_c, n) = 0,  V(i_c, i_l) = min_{j > i_l, Δ allowed} [cost(i_c, i_l → j, Δ) + V(Δ·j + (1−Δ)·i_c, j)],

    with the arc costs of the module's formula (:func:`arc_cost`), computed for every
    0 ≤ i_c ≤ i_l at once (a state that ``mode`` cannot reach does not change V(0, 0)). Every
    arc goes from i_l to some j > i_l, so decreasing i_l is a topological order and V is the
    exact shortest distance (Bellman): the value equals the shortest-path LP's optimum (tested
    on small laws), and is a certified lower bound on the expected cost of every strategy of
    ``mode`` where that LP is too large to build."""
    n, code = law.n, MODES[mode]
    v, S = np.asarray(law.values, dtype=float), law.tail
    alpha, beta, gamma, C, R = costs.alpha, costs.beta, costs.gamma, costs.C, costs.R
    V = np.zeros((n + 1, n + 1))
    for i_l in range(n - 1, -1, -1):
        ic = np.arange(i_l + 1)
        r = np.where(ic > 0, R, 0.0)[:, None]
        p = np.where(ic > 0, v[np.maximum(ic - 1, 0)], 0.0)[:, None]
        js = np.arange(i_l + 1, n + 1)
        work = v[js - 1][None, :] - p
        best = np.full(len(ic), np.inf)
        plain = js if code != ALL else js[-1:]  # Δ = 0: every j (ALL: j = n only)
        lost = work[:, plain - i_l - 1]
        cost = (alpha * (r + lost) + beta * r + gamma) * S[i_l] + beta * lost * S[plain][None, :]
        best = np.minimum(best, (cost + V[np.ix_(ic, plain)]).min(axis=1))
        if code != NONE and i_l + 1 < n:  # Δ = 1 at j < n
            inner = js[:-1]
            cost = (alpha * (r + work[:, :-1] + C) + beta * r + gamma) * S[i_l] + beta * C * S[inner][None, :]
            best = np.minimum(best, (cost + V[inner, inner][None, :]).min(axis=1))
        V[ic, i_l] = best
    return float(beta * law.mean + V[0, 0])
