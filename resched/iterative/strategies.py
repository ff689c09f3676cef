"""Reference strategies of §3.4.1 and the optimal pattern, as slowdowns (steady state) and as
checkpoint positions on a finite run of N iterations.

Positions are 1-based task counts in the unrolled run of N·n tasks; the last one is always
N·n (the output is saved, with c_{n−1}). The first chunk recovers with r_{n−1} ([ITERATIVE-D15]).
"""

from __future__ import annotations

import math

import numpy as np

from resched.errors import ReschedError
from resched.iterative.core import expected_segment_time, young_daly_period
from resched.iterative.family import REFERENCE_STRATEGIES, STRATEGY_NAMES, ReferenceStrategy
from resched.iterative.instance import IterativeApp
from resched.iterative.pattern import Pattern, optimal_pattern

STRATEGIES = STRATEGY_NAMES
"""The §3.4.1 reference strategies by name (declared, with their rules, in
:data:`resched.iterative.family.REFERENCE_STRATEGIES`)."""
_DECLARED = {s.name: s for s in REFERENCE_STRATEGIES}


def strategy(name: str, optimal: bool = False) -> ReferenceStrategy | None:
    """The declared strategy ``name`` (``None`` for "Optimal" when ``optimal`` is allowed);
    an unknown name lists the known ones."""
    if optimal and name == "Optimal":
        return None
    if name not in _DECLARED:
        known = ", ".join((*(("Optimal",) if optimal else ()), *STRATEGIES))
        raise ReschedError(f"unknown strategy {name!r} (known: {known})")
    return _DECLARED[name]


def ydper_task(app: IterativeApp) -> int:
    """CkptYdPer's task: least c_i, ties by least r_i, then first index (so GCR, whose
    checkpoints all cost the same, picks the least recovery a_{n−1}; §3.4.1)."""
    return min(range(app.n), key=lambda i: (app.c[i], app.r[i], i))


def ydper_period(app: IterativeApp) -> int:
    """p = max(1, round(w_{c_min}/T)) iterations, w_c = √(2c/λ)."""
    period = young_daly_period(app.c[ydper_task(app)], app.lam) / app.T
    return max(1, math.floor(period + 0.5))


def ydave_period(app: IterativeApp, cost: str = "average") -> float:
    """√(2c/λ) with c = c_ave (CkptYdAve: ``average``), c_min (``least``) or c_max (``largest``)
    (footnote 3)."""
    c = {"average": float(np.mean(app.c)), "least": min(app.c), "largest": max(app.c)}[cost]
    return young_daly_period(c, app.lam)


def _ydave_next(app: IterativeApp, state: int, period: float) -> tuple[int, float]:
    """From after a checkpoint of a_state: (tasks until the first whose accumulated work
    exceeds the period (strict >), that work)."""
    work, k = 0.0, 0
    while work <= period:
        k += 1
        work += app.t[(state + k) % app.n]
    return k, work


def slowdown(app: IterativeApp, name: str) -> float:
    """Steady-state slowdown of a reference strategy (§3.4.1, [ITERATIVE-D17], [ITERATIVE-D18])."""
    declared = strategy(name)
    assert declared is not None
    t, c, r = app.arrays
    E = lambda w, ci, ri: float(expected_segment_time(w, ci, ri, app.lam, app.D))  # noqa: E731
    if declared.rule == "each_iteration":
        return E(app.T, c[-1], r[-1]) / app.T
    if declared.rule == "each_task":
        return float(np.sum(expected_segment_time(t, c, np.roll(r, 1), app.lam, app.D))) / app.T
    if declared.rule == "young_daly_periodic":
        i, p = ydper_task(app), ydper_period(app)
        return E(p * app.T, c[i], r[i]) / (p * app.T)
    assert declared.rule == "young_daly_average" and declared.checkpoint_cost is not None
    period = ydave_period(app, declared.checkpoint_cost)
    seen: dict[int, int] = {}
    cost, length, state, steps = [], [], app.n - 1, 0
    while state not in seen:  # deterministic, so the run becomes periodic
        seen[state] = steps
        k, work = _ydave_next(app, state, period)
        nxt = (state + k) % app.n
        cost.append(E(work, c[nxt], r[state]))
        length.append(work)
        state, steps = nxt, steps + 1
    return sum(cost[seen[state] :]) / sum(length[seen[state] :])


def positions(
    app: IterativeApp, name: str, iterations: int, durations: np.ndarray | None = None, pattern: Pattern | None = None
) -> np.ndarray:
    """Checkpoint positions of a strategy ("Optimal" or one of STRATEGIES) on a run of
    ``iterations`` iterations. CkptYdAve decides on the actual ``durations`` when given."""
    declared = strategy(name, optimal=True)
    total = iterations * app.n
    if declared is None:
        return _pattern_positions(pattern or optimal_pattern(app), total)
    if declared.rule == "each_iteration":
        return np.arange(app.n, total + 1, app.n)
    if declared.rule == "each_task":
        return np.arange(1, total + 1)
    if declared.rule == "young_daly_periodic":
        first = ydper_task(app) + 1
        return _close(np.arange(first, total + 1, ydper_period(app) * app.n), total)
    assert declared.rule == "young_daly_average" and declared.checkpoint_cost is not None
    return _greedy(
        np.tile(app.t, iterations) if durations is None else durations, ydave_period(app, declared.checkpoint_cost)
    )


def _close(points: np.ndarray, total: int) -> np.ndarray:
    """Append the final checkpoint after the last task if missing."""
    return points if len(points) and points[-1] == total else np.append(points, total)


def _greedy(durations: np.ndarray, period: float) -> np.ndarray:
    """Checkpoint after the first task whose accumulated work since the last checkpoint
    exceeds ``period`` (strict), counting failure-free durations only."""
    points, work = [], 0.0
    for k, d in enumerate(durations, start=1):
        work += d
        if work > period:
            points.append(k)
            work = 0.0
    return _close(np.array(points, dtype=np.int64), len(durations))


def _pattern_positions(pattern: Pattern, total: int) -> np.ndarray:
    """Prefix a_0..a_start (checkpoint a_start unless it is a_{n−1}), then the pattern's chunks
    while a whole chunk fits, then the rest as one chunk ([ITERATIVE-D16])."""
    sizes = np.diff(np.concatenate(([0], pattern.offsets)))
    points = [] if pattern.start == pattern.n - 1 else [pattern.start + 1]
    last, k = (points[-1] if points else 0), 0
    while last + sizes[k % len(sizes)] <= total:
        last += sizes[k % len(sizes)]
        points.append(last)
        k += 1
    return _close(np.array(points, dtype=np.int64), total)
