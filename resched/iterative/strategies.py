"""Reference strategies of §3.4.1 and the optimal pattern, as slowdowns (steady state) and as
checkpoint positions on a finite run of N iterations.

Positions are 1-based task counts in the unrolled run of N·n tasks; the last one is always
N·n (the output is saved, with c_{n−1}). The first chunk recovers with r_{n−1} (spec §II.8 #13).
"""

from __future__ import annotations

import math

import numpy as np

from resched.errors import ReschedError
from resched.iterative.core import expected_segment_time, young_daly_period
from resched.iterative.instance import IterativeApp
from resched.iterative.pattern import Pattern, optimal_pattern

STRATEGIES = ("CkptEachIter", "CkptEachTask", "CkptYdAve", "CkptYdAve(c_min)", "CkptYdAve(c_max)", "CkptYdPer")


def ydper_task(app: IterativeApp) -> int:
    """CkptYdPer's task: least c_i, ties by least r_i, then first index (so GCR, whose
    checkpoints all cost the same, picks the least recovery a_{n−1}; §3.4.1)."""
    return min(range(app.n), key=lambda i: (app.c[i], app.r[i], i))


def ydper_period(app: IterativeApp) -> int:
    """p = max(1, round(w_{c_min}/T)) iterations, w_c = √(2c/λ)."""
    period = young_daly_period(app.c[ydper_task(app)], app.lam) / app.T
    return max(1, math.floor(period + 0.5))


def ydave_period(app: IterativeApp, cost: str = "ave") -> float:
    """√(2c/λ) with c = c_ave (CkptYdAve), c_min or c_max (footnote 3)."""
    c = {"ave": float(np.mean(app.c)), "min": min(app.c), "max": max(app.c)}[cost]
    return young_daly_period(c, app.lam)


def _ydave_next(app: IterativeApp, state: int, period: float) -> tuple[int, float]:
    """From after a checkpoint of a_state: (tasks until the first whose accumulated work
    exceeds the period (strict >), that work)."""
    work, k = 0.0, 0
    while work <= period:
        k += 1
        work += app.t[(state + k) % app.n]
    return k, work


def slowdown(app: IterativeApp, strategy: str) -> float:
    """Steady-state slowdown of a reference strategy (§3.4.1, spec §II.3.4)."""
    t, c, r = app.arrays
    E = lambda w, ci, ri: float(expected_segment_time(w, ci, ri, app.lam, app.D))  # noqa: E731
    if strategy == "CkptEachIter":
        return E(app.T, c[-1], r[-1]) / app.T
    if strategy == "CkptEachTask":
        return float(np.sum(expected_segment_time(t, c, np.roll(r, 1), app.lam, app.D))) / app.T
    if strategy == "CkptYdPer":
        i, p = ydper_task(app), ydper_period(app)
        return E(p * app.T, c[i], r[i]) / (p * app.T)
    if strategy.startswith("CkptYdAve"):
        period = ydave_period(app, _ydave_cost(strategy))
        seen: dict[int, int] = {}
        cost, length, state, steps = [], [], app.n - 1, 0
        while state not in seen:  # deterministic, so the run becomes periodic
            seen[state] = steps
            k, work = _ydave_next(app, state, period)
            nxt = (state + k) % app.n
            cost.append(E(work, c[nxt], r[state]))
            length.append(work)
            state, steps = nxt, steps + 1
        return sum(cost[seen[state]:]) / sum(length[seen[state]:])
    raise ReschedError(f"unknown strategy {strategy!r} (known: {', '.join(STRATEGIES)})")


def _ydave_cost(strategy: str) -> str:
    return {"CkptYdAve": "ave", "CkptYdAve(c_min)": "min", "CkptYdAve(c_max)": "max"}[strategy]


def positions(app: IterativeApp, strategy: str, iterations: int, durations: np.ndarray | None = None,
              pattern: Pattern | None = None) -> np.ndarray:
    """Checkpoint positions of a strategy ("Optimal" or one of STRATEGIES) on a run of
    ``iterations`` iterations. CkptYdAve decides on the actual ``durations`` when given."""
    total = iterations * app.n
    if strategy == "CkptEachIter":
        return np.arange(app.n, total + 1, app.n)
    if strategy == "CkptEachTask":
        return np.arange(1, total + 1)
    if strategy == "CkptYdPer":
        first = ydper_task(app) + 1
        return _close(np.arange(first, total + 1, ydper_period(app) * app.n), total)
    if strategy.startswith("CkptYdAve"):
        return _greedy(np.tile(app.t, iterations) if durations is None else durations,
                       ydave_period(app, _ydave_cost(strategy)))
    if strategy == "Optimal":
        return _pattern_positions(pattern or optimal_pattern(app), total)
    raise ReschedError(f"unknown strategy {strategy!r} (known: Optimal, {', '.join(STRATEGIES)})")


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
    while a whole chunk fits, then the rest as one chunk (spec §II.3.3)."""
    sizes = np.diff(np.concatenate(([0], pattern.offsets)))
    points = [] if pattern.start == pattern.n - 1 else [pattern.start + 1]
    last, k = (points[-1] if points else 0), 0
    while last + sizes[k % len(sizes)] <= total:
        last += sizes[k % len(sizes)]
        points.append(last)
        k += 1
    return _close(np.array(points, dtype=np.int64), total)
