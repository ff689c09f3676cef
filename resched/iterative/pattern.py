"""Chapter 3: optimal checkpoint patterns of iterative applications (§3.3) and linear chains.

A pattern (Lemma 3.7 convention) starts right after a checkpoint of a_start, spans m
iterations (m·n tasks) and ends with a checkpoint of a_start again, so it repeats forever;
``offsets`` are the positions 1..m·n of its checkpointed tasks (offset ℓ is task
a_{(start+ℓ) mod n}). Its slowdown SD = 𝒞(P)/ℓ(P) (Def. 3.7) is dimensionless.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from numba import njit

from resched.errors import ReschedError
from resched.iterative.core import segment_time, young_daly_period
from resched.iterative.family import CROSSOVER_STEPS, PATTERN_METHODS
from resched.iterative.instance import Chain, IterativeApp

#: Relative tolerance of the tie-breaking among equal slowdowns (smallest m, then start).
TIE_TOLERANCE = 1e-12
#: Largest DP table (cells of n × (L + 1), times n + 1 for the budget variant) and work
#: (n·L·maxK steps) accepted, about 10 s: the largest of the thesis' settings (GCR n = 20,
#: CCR = 10, p_fail = 10⁻³, the code's task lengths) needs 1.8·10⁵ cells and 7.7·10⁷ steps.
MAX_TABLE_CELLS = 50_000_000
MAX_DP_STEPS = 300_000_000


@dataclass(frozen=True)
class Pattern:
    """Optimal-pattern result: start type, iterations m, checkpoint offsets, slowdown."""

    start: int
    iterations: int
    offsets: tuple[int, ...]
    slowdown: float
    n: int

    @property
    def tasks(self) -> int:
        return self.iterations * self.n

    @property
    def checkpointed_types(self) -> list[int]:
        """Task index a_i of each checkpoint, in pattern order."""
        return [(self.start + o) % self.n for o in self.offsets]

    def describe(self) -> str:
        return f"{self.tasks} tasks from after a_{self.start}: checkpoint " + ", ".join(
            f"a_{i}" for i in self.checkpointed_types
        )


@dataclass(frozen=True)
class PatternBounds:
    """M* = max_i √(2c_i/λ) + T, k* = ⌊M*/T⌋ (Eq. 3.3), maxK = 2n(k*+1) tasks per chunk
    (Lemma 3.6) and L = 2n²(k*+1) tasks per pattern (Theorem 3.5)."""

    M_star: float
    k_star: int
    max_chunk: int
    max_tasks: int


def pattern_bounds(app: IterativeApp, rounding: str = "floor") -> PatternBounds:
    """Bounds of §3.3.4; ``rounding`` "ceil" gives the (safe, larger) notation-table variant."""
    M_star = max(young_daly_period(c, app.lam) for c in app.c) + app.T
    if not math.isfinite(M_star / app.T) or M_star / app.T > 1e15:
        raise ReschedError(
            f"{app.name}: M*/T = {M_star / app.T:.3g} (failures far rarer than the checkpoint costs): "
            "no pattern DP of that size"
        )
    k_star = math.floor(M_star / app.T) if rounding == "floor" else math.ceil(M_star / app.T)
    return PatternBounds(M_star, k_star, 2 * app.n * (k_star + 1), 2 * app.n**2 * (k_star + 1))


@njit(cache=True)
def _pattern_table(t, c, r, lam, D, max_tasks, max_chunk):
    """F(i0, ℓ): least expected time of ℓ tasks from after a checkpoint of a_{i0}, ending with
    a checkpoint, chunks of at most max_chunk − 1 tasks (chunk form of Lemma 3.7, no b)."""
    n = t.shape[0]
    F = np.full((n, max_tasks + 1), np.inf)
    choice = np.zeros((n, max_tasks + 1), dtype=np.int64)
    F[:, 0] = 0.0
    for ell in range(1, max_tasks + 1):
        for i0 in range(n):
            work = 0.0
            for k in range(1, min(ell, max_chunk - 1) + 1):
                j = (i0 + k) % n
                work += t[j]
                value = segment_time(work, c[j], r[i0], lam, D) + F[j, ell - k]
                if value < F[i0, ell]:
                    F[i0, ell] = value
                    choice[i0, ell] = k
    return F, choice


@njit(cache=True)
def _pattern_table_with_budget(t, c, r, lam, D, max_tasks, max_chunk):
    """Algorithm 3 with its checkpoint budget b ≤ n: G(i0, ℓ, b) = 𝒞_min(i0, 1, ℓ, b), the
    k-loop of Lemma 3.7 run as a running minimum (same O(k*² n⁵) work, O(n²L) memory)."""
    n = t.shape[0]
    G = np.full((n, max_tasks + 1, n + 1), np.inf)
    G[:, 0, :] = 0.0  # the empty path (initialisation (a), also for b = 0)
    for ell in range(1, max_tasks + 1):
        for i0 in range(n):
            work = 0.0
            for k in range(1, min(ell, max_chunk - 1) + 1):
                j = (i0 + k) % n
                work += t[j]
                cost = segment_time(work, c[j], r[i0], lam, D)
                for b in range(1, n + 1):
                    value = cost + G[j, ell - k, b - 1]
                    if value < G[i0, ell, b]:
                        G[i0, ell, b] = value
    return G[:, :, n]


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


def _best_cell(cells: np.ndarray, n: int, T: float) -> tuple[int, int, float]:
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
    F, choice = _pattern_table(t, c, r, app.lam, app.D, bounds.max_tasks, bounds.max_chunk)
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


def find_pattern(app: IterativeApp, method: str = "auto", rounding: str = "floor") -> tuple[Pattern, str]:
    """An optimal pattern and the method that found it: the pattern DP (Algorithm 3, "dp") or
    the ratio-cycle LP read back into its cycle ("lp"); ``auto`` picks the faster by size
    (:data:`CROSSOVER_STEPS`). Both are exact under ``app.monotone_io`` (Lemma 3.6) and break
    ties alike (least m, then least start) when the optimal cycle is unique."""
    chosen = pattern_method(app, method, rounding)
    if chosen == "dp":
        return optimal_pattern(app, rounding), chosen
    from resched.iterative.matrix import optimal_pattern_lp

    return optimal_pattern_lp(app), chosen


def optimal_slowdown_with_budget(app: IterativeApp, rounding: str = "floor") -> float:
    """SD* by Algorithm 3 with the b ≤ n checkpoint budget (the thesis' faithful variant)."""
    t, c, r = app.arrays
    bounds = pattern_bounds(app, rounding)
    check_size(app, bounds, budget=True)
    G = _pattern_table_with_budget(t, c, r, app.lam, app.D, bounds.max_tasks, bounds.max_chunk)
    return _best_cell(G, app.n, app.T)[2]


def pattern_slowdown(app: IterativeApp, start: int, offsets) -> float:
    """SD of the pattern from after a_start with checkpoints at ``offsets`` (Def. 3.7); the
    last offset must be a multiple of n."""
    offsets = np.asarray(offsets, dtype=np.int64)
    if offsets[-1] % app.n:
        raise ValueError("a pattern ends after a multiple of n tasks")
    chain = app.chain(start, int(offsets[-1]))
    return chain_cost(chain, offsets) / (offsets[-1] // app.n * app.T)


# ---- linear chains (Toueg & Babaoglu) -------------------------------------------------------


@njit(cache=True)
def _chain_table(tau, gamma, rho, rho0, lam, D, max_chunk):
    L = tau.shape[0]
    prefix = np.zeros(L + 1)
    prefix[1:] = np.cumsum(tau)
    best = np.full(L + 1, np.inf)
    previous = np.zeros(L + 1, dtype=np.int64)
    best[0] = 0.0
    for j in range(1, L + 1):
        for i in range(max(0, j - max_chunk), j):
            recovery = rho0 if i == 0 else rho[i - 1]
            value = best[i] + segment_time(prefix[j] - prefix[i], gamma[j - 1], recovery, lam, D)
            if value < best[j]:
                best[j] = value
                previous[j] = i
    return best, previous


def chain_tree(chain: Chain, max_chunk: int | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Toueg–Babaoglu DP ET(j) = min_{i<j} ET(i) + E_λ(τ_{i+1}+…+τ_j, γ_j, ρ_i) ([ITERATIVE-D21])
    for every j = 0..L, and previous[j], the checkpoint before j on a least path: a
    shortest-path tree of the chain's DAG from 0. O(L·max_chunk)."""
    return _chain_table(
        chain.tau,
        chain.gamma,
        chain.rho,
        chain.rho0,
        chain.lam,
        chain.D,
        chain.length if max_chunk is None else max_chunk,
    )


def chain_optimum(chain: Chain, max_chunk: int | None = None) -> tuple[float, list[int]]:
    """Least expected makespan of the chain (last task checkpointed) and the checkpointed
    positions 1..L (:func:`chain_tree`)."""
    best, previous = chain_tree(chain, max_chunk)
    return float(best[chain.length]), tree_path(previous)


def tree_path(previous: np.ndarray) -> list[int]:
    """The checkpointed positions 1..L of the tree's path from 0 to L = len(previous) − 1."""
    positions, j = [], len(previous) - 1
    while j > 0:
        positions.append(j)
        j = int(previous[j])
    return positions[::-1]


def chain_cost(chain: Chain, positions) -> float:
    """Expected makespan Σ_j E_λ(W_j, γ_{p_j}, ρ_{p_{j−1}}) of checkpointing after the tasks at
    ``positions`` (1-based, increasing, the last one = L)."""
    work, checkpoint, recovery = chunks(chain, positions)
    return float(
        np.sum((1 / chain.lam + chain.D) * np.exp(chain.lam * recovery) * np.expm1(chain.lam * (work + checkpoint)))
    )


def chunks(chain: Chain, positions, durations: np.ndarray | None = None):
    """(work W_j, checkpoint cost, recovery cost) of each chunk of a checkpoint set; the work
    uses ``durations`` (actual task lengths) when given, else τ."""
    positions = np.asarray(positions, dtype=np.int64)
    prefix = np.concatenate(([0.0], np.cumsum(chain.tau if durations is None else durations)))
    starts = np.concatenate(([0], positions[:-1]))
    recovery = np.concatenate(([chain.rho0], chain.rho[positions[:-1] - 1]))
    return prefix[positions] - prefix[starts], chain.gamma[positions - 1], recovery
