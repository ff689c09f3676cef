"""Chapter 3's strategies, the algorithm group ``all``: the optimal checkpoint pattern (§3.3,
Algorithm 3) and the reference strategies of §3.4.1, as slowdowns (steady state) and as
checkpoint positions on a finite run of N iterations.

A pattern (:class:`~resched.iterative.instance.Pattern`) starts right after a checkpoint of
a_start, spans m iterations and ends with a checkpoint of a_start again. Positions are
1-based task counts in the unrolled run of N·n tasks; the last one is always N·n (the output
is saved, with c_{n−1}). The first chunk recovers with r_{n−1} ([ITERATIVE-D15]).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from resched.errors import ReschedError
from resched.iterative.algorithms.kernels import pattern_table, pattern_table_with_budget
from resched.iterative.instance import IterativeApp, Pattern
from resched.iterative.metrics import PatternBounds, expected_segment_time, pattern_bounds, young_daly_period
from resched.iterative.params import (
    CROSSOVER_STEPS,
    PATTERN_METHODS,
    REFERENCE_STRATEGIES,
    STRATEGY_NAMES,
    ReferenceStrategy,
)

#: Relative tolerance of the tie-breaking among equal slowdowns (smallest m, then start).
TIE_TOLERANCE = 1e-12
#: Largest DP table (cells of n × (L + 1), times n + 1 for the budget variant) and work
#: (n·L·maxK steps) accepted, about 10 s: the largest of the thesis' settings (GCR n = 20,
#: CCR = 10, p_fail = 10⁻³, the code's task lengths) needs 1.8·10⁵ cells and 7.7·10⁷ steps.
MAX_TABLE_CELLS = 50_000_000
MAX_DP_STEPS = 300_000_000


def dp_size(app: IterativeApp, bounds: PatternBounds, budget: bool = False) -> tuple[int, int]:
    """Table cells and inner steps of the pattern DP: n·(L+1) and n·L·maxK (times n + 1 and n
    with the b ≤ n budget)."""
    cells = app.n * (bounds.max_tasks + 1) * (app.n + 1 if budget else 1)
    steps = app.n * bounds.max_tasks * bounds.max_chunk * (app.n if budget else 1)
    return cells, steps


def check_size(app: IterativeApp, bounds: PatternBounds, budget: bool = False) -> None:
    """Refuse (one line) a pattern DP whose table or work would exhaust memory or time."""
    cells, steps = dp_size(app, bounds, budget)
    if cells > MAX_TABLE_CELLS or steps > MAX_DP_STEPS:
        raise ReschedError(
            f"{app.name}: the pattern DP would need {cells:.3g} table cells and {steps:.3g} steps "
            f"(n = {app.n} tasks, k* = {bounds.k_star}: failures are rare next to the checkpoint "
            f"costs); limits {MAX_TABLE_CELLS:.0e} cells, {MAX_DP_STEPS:.0e} steps"
        )


def _best_cell(cells: npt.NDArray[np.float64], n: int, T: float) -> tuple[int, int, float]:
    """(start, m, SD) minimising cells[start, m·n]/(m·T); ties: smallest m, then start."""
    m_max = (cells.shape[1] - 1) // n
    sd = cells[:, n * np.arange(1, m_max + 1)] / (T * np.arange(1, m_max + 1))
    best = sd.min()
    start, m = np.argwhere((sd <= best * (1 + TIE_TOLERANCE)).T)[0][::-1]
    return int(start), int(m) + 1, float(best)


def optimal_pattern(app: IterativeApp, rounding: str = "floor") -> Pattern:
    """PATTERN(k*, n) (Algorithm 3, Theorem 3.6) in chunk form: the optimal pattern and its
    slowdown SD*. Optimal over all patterns when ``app.monotone_io`` (Lemma 3.6); otherwise
    optimal among patterns whose chunks hold fewer than 2n(k*+1) tasks."""
    t, c, r = app.arrays
    bounds = pattern_bounds(app, rounding)
    check_size(app, bounds)
    F, choice = pattern_table(t, c, r, app.lam, app.D, bounds.max_tasks, bounds.max_chunk)
    start, m, sd = _best_cell(F, app.n, app.T)
    offsets: list[int] = []
    ell, state = m * app.n, start
    while ell > 0:
        k = int(choice[state, ell])
        offsets.append((offsets[-1] if offsets else 0) + k)
        state, ell = (state + k) % app.n, ell - k
    return Pattern(start, m, tuple(offsets), sd, app.n)


def pattern_method(app: IterativeApp, method: str = "auto", rounding: str = "floor") -> str:
    """The exact method ``auto`` stands for on ``app`` ("dp" or "lp"), or ``method`` itself."""
    if method not in PATTERN_METHODS:
        raise ReschedError(f"unknown pattern method {method!r} (known: {', '.join(PATTERN_METHODS)})")
    if method != "auto":
        return method
    return "lp" if dp_size(app, pattern_bounds(app, rounding))[1] > CROSSOVER_STEPS else "dp"


def optimal_slowdown_with_budget(app: IterativeApp, rounding: str = "floor") -> float:
    """SD* by Algorithm 3 with the b ≤ n checkpoint budget (the thesis' faithful variant)."""
    t, c, r = app.arrays
    bounds = pattern_bounds(app, rounding)
    check_size(app, bounds, budget=True)
    G = pattern_table_with_budget(t, c, r, app.lam, app.D, bounds.max_tasks, bounds.max_chunk)
    return _best_cell(G, app.n, app.T)[2]


# ---- the §3.4.1 reference strategies ----------------------------------------------------------

STRATEGIES = STRATEGY_NAMES
"""The §3.4.1 reference strategies by name (declared, with their rules, in
:data:`resched.iterative.params.REFERENCE_STRATEGIES`)."""
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
    app: IterativeApp,
    name: str,
    iterations: int,
    durations: npt.NDArray[np.float64] | None = None,
    pattern: Pattern | None = None,
) -> npt.NDArray[np.int64]:
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


def _close(points: npt.NDArray[np.int64], total: int) -> npt.NDArray[np.int64]:
    """Append the final checkpoint after the last task if missing."""
    return points if len(points) and points[-1] == total else np.append(points, total)


def _greedy(durations: npt.NDArray[np.float64], period: float) -> npt.NDArray[np.int64]:
    """Checkpoint after the first task whose accumulated work since the last checkpoint
    exceeds ``period`` (strict), counting failure-free durations only."""
    points, work = [], 0.0
    for k, d in enumerate(durations, start=1):
        work += d
        if work > period:
            points.append(k)
            work = 0.0
    return _close(np.array(points, dtype=np.int64), len(durations))


def _pattern_positions(pattern: Pattern, total: int) -> npt.NDArray[np.int64]:
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


@dataclass(frozen=True)
class ChainStrategies:
    """The algorithm ``all``: the strategies (``"Optimal"`` and §3.4.1's, by name) run on the
    same failure trace of a chain-study task."""

    names: tuple[str, ...] = ("Optimal", *STRATEGY_NAMES)
    study: str = "chain"

    def __post_init__(self) -> None:
        for name in self.names:
            strategy(name, optimal=True)

    def positions(
        self,
        app: IterativeApp,
        name: str,
        iterations: int,
        durations: npt.NDArray[np.float64] | None,
        pattern: Pattern,
    ) -> npt.NDArray[np.int64]:
        """The checkpointed positions of ``name`` (:func:`positions`), a
        :class:`~resched.iterative.algorithms.ChainCheckpointing`."""
        return positions(app, name, iterations, durations, pattern)
