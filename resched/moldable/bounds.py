"""Makespan lower bounds (§4.1, §5.1) and the LIST upper bounds (Lemmas 1–2).

L' ≤ LB_LP ≤ LB* = min_p L(𝒥, f, p) ≤ T_OPT(𝒥, f) ≤ T_ALG(𝒥, f).
"""

from __future__ import annotations

import numpy as np

from resched.moldable.jobs import JobSet


def normalising_bound(jobs: JobSet, failures: np.ndarray) -> np.ndarray:
    """L'(𝒥, f) = max(max_j (f_j+1)·t_min,j, Σ_j (f_j+1)·a_min,j / P) (§5.1); ``failures``
    (S, n) gives one value per scenario, (n,) a 1-element array."""
    g = np.atleast_2d(failures) + 1
    return np.maximum((g * jobs.t_min).max(axis=1), g @ jobs.a_min / jobs.P)


def allocation_bound(P: int, durations: np.ndarray, areas: np.ndarray) -> float:
    """L(𝒥, f, p) = max(t_max, A/P) (Eqs. 6–8) from the chain lengths Σ_i t_j(p_j^(i)) and
    the total area A."""
    return float(max(np.max(durations), np.sum(areas) / P))


def lemma1_bound(P: int, area: float, t_max: float, p_min: int | None = None) -> float:
    """Lemma 1: 2A/P if p_min ≥ P/2, else A/(P−p_min) + (P−2p_min)·t_max/(P−p_min); without
    p_min, its p_min-free form max(2A/P, (A + (P−2)·t_max)/(P−1)) ≤ 2L."""
    if p_min is None:
        return 2 * area / P if P == 1 else max(2 * area / P, (area + (P - 2) * t_max) / (P - 1))
    if 2 * p_min >= P:
        return 2 * area / P
    return area / (P - p_min) + (P - 2 * p_min) * t_max / (P - p_min)


def lp_bound(jobs: JobSet, lengths: np.ndarray) -> float:
    """LB_LP (§4.3) for chains of ``lengths[j]`` identical attempts:
    min_X max(X, Σ_j g_j·ℓ_j(X/g_j)/P) over X ≥ max_j g_j t_min,j, ℓ_j = lower convex envelope
    of job j's (t, a) points; the fixed point of the decreasing right-hand side by bisection."""
    from scipy.optimize import brentq

    g = np.asarray(lengths, dtype=float)
    hulls = [lower_hull(*jobs.pareto.of(j)[1:]) for j in range(jobs.n)]

    def area(X: float) -> float:
        return sum(g[j] * _envelope(*hulls[j], X / g[j]) for j in range(jobs.n)) / jobs.P

    low = float((g * jobs.t_min).max())
    if area(low) <= low:
        return low
    high = float(max(low, (g * jobs.a_min).sum() / jobs.P)) * 2 + low
    return float(brentq(lambda X: area(X) - X, low, high, xtol=1e-12 * high, rtol=1e-12))


def _envelope(t: np.ndarray, a: np.ndarray, d: float) -> float:
    """ℓ(d) for t_min ≤ d: linear interpolation on the hull, a_min beyond its last vertex."""
    return float(np.interp(d, t, a))


def lower_hull(t: np.ndarray, a: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Lower convex hull of the points (t_i, a_i) (monotone chain); vertices by increasing t."""
    from resched.moldable.kernels import lower_chain

    t, a = np.asarray(t, dtype=float), np.asarray(a, dtype=float)
    order = np.lexsort((a, t))
    hull = order[lower_chain(t[order], a[order])]
    # keep the decreasing part: beyond the least-area vertex more time never lowers the area
    hull = hull[: int(np.argmin(a[hull])) + 1]
    return t[hull], a[hull]
