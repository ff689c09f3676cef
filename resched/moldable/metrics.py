"""The moldable family's metrics: the makespan lower bounds (§4.1, §5.1), the LIST upper
bounds (Lemmas 1–2), and the ratios T/L' of one run (:class:`MoldableMetrics`, §5.1).

L' ≤ LB_LP ≤ LB* = min_p L(𝒥, f, p) ≤ T_OPT(𝒥, f) ≤ T_ALG(𝒥, f).

Expected ratio = mean over job sets of (mean over scenarios of T/L'); maximum = max over
every (set, scenario) pair (§5.1, [MOLDABLE-D22]: not a ratio of means).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
from numba import njit

from resched.moldable.instance.jobs import JobSet


@dataclass(frozen=True)
class MoldableMetrics:
    """One algorithm's measures over job sets × failure scenarios (the fields of a sweep row):
    ``expected`` = mean over the sets of the mean over the scenarios of makespan / L',
    ``maximum`` = the largest makespan / L' of any (set, scenario) pair, ``ratios`` = every
    ratio (set by set, rounded to 6 digits), ``cpu_seconds`` = CPU seconds of the algorithm's
    allocations and simulations."""

    expected: float
    maximum: float
    ratios: list[float]
    cpu_seconds: float

    def to_dict(self) -> dict[str, float | list[float]]:
        """The fields in declaration order (a ``resched moldable run`` record)."""
        return {
            "expected": self.expected,
            "maximum": self.maximum,
            "ratios": self.ratios,
            "cpu_seconds": self.cpu_seconds,
        }


def metrics(ratios: list[npt.NDArray[np.float64]], cpu_seconds: float) -> MoldableMetrics:
    """Expected (mean over sets of the mean over scenarios), maximum, every ratio (set by set,
    rounded to 6 digits) and CPU seconds."""
    return MoldableMetrics(
        expected=float(np.mean([float(r.mean()) for r in ratios])),
        maximum=float(max(float(r.max()) for r in ratios)),
        ratios=np.concatenate(ratios).round(6).tolist(),
        cpu_seconds=cpu_seconds,
    )


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


def chain_bound(jobs: JobSet, procs: np.ndarray) -> float:
    """L(𝒥, f, p) (Eq. 8) of chains whose attempts use ``procs[j, m]`` processors."""
    rows = np.arange(jobs.n)[:, None]
    chain = jobs.times[rows, procs - 1].sum(axis=1)
    area = jobs.areas[rows, procs - 1].sum()
    return float(max(chain.max(), area / jobs.P))


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


def envelope_area(jobs: JobSet, j: int, d: float) -> float:
    """ℓ_j(d): the area of job j's lower convex envelope of its (t, a) Pareto points at duration
    d ≥ t_min,j (processor·time units; §4.3)."""
    return _envelope(*lower_hull(*jobs.pareto.of(j)[1:]), d)


def _envelope(t: np.ndarray, a: np.ndarray, d: float) -> float:
    """ℓ(d) for t_min ≤ d: linear interpolation on the hull, a_min beyond its last vertex."""
    return float(np.interp(d, t, a))


def lower_hull(t: np.ndarray, a: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Lower convex hull of the points (t_i, a_i) (monotone chain); vertices by increasing t."""
    t, a = np.asarray(t, dtype=float), np.asarray(a, dtype=float)
    order = np.lexsort((a, t))
    hull = order[lower_chain(t[order], a[order])]
    # keep the decreasing part: beyond the least-area vertex more time never lowers the area
    hull = hull[: int(np.argmin(a[hull])) + 1]
    return t[hull], a[hull]


@njit(cache=True)
def lower_chain(t, a):
    """Monotone chain on points sorted by (t, a): the positions of the lower convex hull's
    vertices, by increasing t (numba)."""
    hull = np.empty(len(t), np.int64)
    size = 0
    for i in range(len(t)):
        while size >= 2:
            i0, i1 = hull[size - 2], hull[size - 1]
            cross = (t[i1] - t[i0]) * (a[i] - a[i0]) - (a[i1] - a[i0]) * (t[i] - t[i0])
            if cross <= 0:
                size -= 1
            else:
                break
        hull[size] = i
        size += 1
    return hull[:size]
