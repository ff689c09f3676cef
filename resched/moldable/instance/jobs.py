"""Speedup models (§3.1, §4.3) and a job set as its execution-time table t_j(p), p = 1..P.

Every quantity is in the job's time unit (the paper's synthetic jobs: w_j = t_j(1) seconds).
Models (parameters per job, arrays of length n):

| model          | t_j(p)                                       | parameters        |
|----------------|----------------------------------------------|-------------------|
| roofline       | w / min(p, p̄)                                | w, pbar           |
| communication  | w/p + (p−1)·c                                | w, c              |
| amdahl         | w·((1−γ)/p + γ)                              | w, gamma          |
| mix            | w(1−γ)/min(p, p̄) + wγ + (p−1)·c              | w, pbar, gamma, c |
| power          | w / p^δ                                      | w, delta          |
| rigid          | t for p ≥ procs, :data:`UNAVAILABLE` below   | t, procs          |
| table          | any table t(1..P) (monotonic or arbitrary)    | times             |

p̄ > P is clamped to P ([MOLDABLE-D4]). Comparisons of times and areas use the relative
tolerance :data:`REL_TOL` ([MOLDABLE-D5]: areas p·(w/p) differ in the last bit).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property

import numpy as np
from numpy.typing import ArrayLike

from resched.errors import ReschedError

REL_TOL = 1e-9
"""Relative tolerance of every comparison of times, areas and ratios ([MOLDABLE-D5])."""

MODEL_PARAMETERS: dict[str, tuple[str, ...]] = {
    "roofline": ("w", "pbar"),
    "communication": ("w", "c"),
    "amdahl": ("w", "gamma"),
    "mix": ("w", "pbar", "gamma", "c"),
    "power": ("w", "delta"),
    "rigid": ("t", "procs"),
    "table": ("times",),
}

UNAVAILABLE = 1e15
"""t_j(p) of a rigid job below its processor count: a time no algorithm or exact model ever
chooses (the largest an instance file may hold). Above its count a rigid job keeps its time t:
more processors are dominated (Pareto sets, T_OPT's candidates and every allocation rule skip
them)."""


def execution_times(model: str, params: Mapping[str, ArrayLike], P: int) -> np.ndarray:
    """(n, P) table of t_j(p) at column p−1 for one speedup model (formulas of §3.1/§5.1)."""
    if model not in MODEL_PARAMETERS:
        raise ReschedError(f"unknown speedup model {model!r} (known: {', '.join(MODEL_PARAMETERS)})")
    if model == "table":
        return np.atleast_2d(np.asarray(params["times"], dtype=float))
    p = np.arange(1, P + 1, dtype=float)[None, :]
    col = {k: np.asarray(v, dtype=float)[:, None] for k, v in params.items()}
    if model == "rigid":
        return np.where(p >= col["procs"], col["t"], UNAVAILABLE)
    w = col["w"]  # every other model scales the work w
    if model == "roofline":
        return w / np.minimum(p, col["pbar"])
    if model == "communication":
        return w / p + (p - 1) * col["c"]
    if model == "amdahl":
        return w * ((1 - col["gamma"]) / p + col["gamma"])
    if model == "mix":
        g = col["gamma"]
        return w * (1 - g) / np.minimum(p, col["pbar"]) + w * g + (p - 1) * col["c"]
    return w / p ** col["delta"]  # power


def first_within(values: np.ndarray, best: np.ndarray) -> np.ndarray:
    """Per row, the smallest column index whose value is ≤ best·(1+REL_TOL) (ties → smallest p)."""
    return np.argmax(values <= best[:, None] * (1 + REL_TOL), axis=1)


@dataclass(frozen=True, eq=False)
class JobSet:
    """n moldable jobs on P processors: ``times[j, p−1]`` = t_j(p). Areas a_j(p) = p·t_j(p)."""

    P: int
    times: np.ndarray

    def __post_init__(self) -> None:
        t = self.times
        if t.ndim != 2 or t.shape[1] != self.P or t.shape[0] < 1:
            raise ReschedError(f"times must be an (n, P={self.P}) table, got shape {t.shape}")
        if not np.all(np.isfinite(t)) or np.any(t <= 0):
            raise ReschedError("execution times must be finite and positive")

    @property
    def n(self) -> int:
        return self.times.shape[0]

    @cached_property
    def areas(self) -> np.ndarray:
        """a_j(p) = p·t_j(p), (n, P)."""
        return self.times * np.arange(1, self.P + 1)[None, :]

    @cached_property
    def t_min(self) -> np.ndarray:
        """min_p t_j(p) (Algorithm 2)."""
        return self.times.min(axis=1)

    @cached_property
    def a_min(self) -> np.ndarray:
        """min_p a_j(p) (Algorithm 2)."""
        return self.areas.min(axis=1)

    @property
    def work(self) -> np.ndarray:
        """w_j = t_j(1), the sequential time that sets the failure probability (Eq. 3)."""
        return self.times[:, 0]

    def subset(self, jobs: np.ndarray) -> JobSet:
        """The jobs of index ``jobs`` (their Pareto sets are sliced, not recomputed)."""
        sub = JobSet(self.P, self.times[jobs])
        sub.__dict__["pareto"] = self.pareto.subset(jobs)
        return sub

    @cached_property
    def pareto(self) -> ParetoSets:
        """Pareto-efficient allocations of every job (§1.2: drop p if another p' is at least
        as fast and at most as large in area, one strictly), sorted by increasing time."""
        return pareto_sets(self.times, self.areas)


@dataclass(frozen=True)
class ParetoSets:
    """Ragged Pareto sets: job j's candidates are ``p[start[j]:start[j+1]]`` (1-based
    processor counts) with times ``t`` increasing and areas ``a`` decreasing."""

    p: np.ndarray
    t: np.ndarray
    a: np.ndarray
    start: np.ndarray

    def subset(self, jobs: np.ndarray) -> ParetoSets:
        lengths = np.diff(self.start)[jobs]
        start = np.concatenate(([0], np.cumsum(lengths)))
        index = np.repeat(self.start[jobs] - start[:-1], lengths) + np.arange(start[-1])
        return ParetoSets(self.p[index], self.t[index], self.a[index], start)

    def of(self, j: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        s = slice(self.start[j], self.start[j + 1])
        return self.p[s], self.t[s], self.a[s]


def strict_time_records(times: np.ndarray) -> np.ndarray:
    """Mask of the p whose time is strictly (beyond REL_TOL) below every smaller p's time."""
    previous = np.minimum.accumulate(times, axis=1)
    keep = np.ones_like(times, dtype=bool)
    keep[:, 1:] = times[:, 1:] < previous[:, :-1] * (1 - REL_TOL)
    return keep


def pareto_sets(times: np.ndarray, areas: np.ndarray) -> ParetoSets:
    """Pareto sets of every row. When areas are non-decreasing in p (every experimental model)
    the Pareto set is the set of strict time records; otherwise each row is scanned by time."""
    n, P = times.shape
    monotone = np.all(areas[:, 1:] >= areas[:, :-1] * (1 - REL_TOL))
    if monotone:  # records sorted by time (p decreasing); keep a record if its area is lower
        keep = strict_time_records(times)
        rows, cols = np.nonzero(keep[:, ::-1])
        cols = P - 1 - cols
        a = areas[rows, cols]
        first = np.ones(len(rows), dtype=bool)
        first[1:] = rows[1:] != rows[:-1]
        mask = first.copy()
        mask[1:] |= a[1:] < a[:-1] * (1 - REL_TOL)
        rows, cols = rows[mask], cols[mask]
        start = np.concatenate(([0], np.cumsum(np.bincount(rows, minlength=n))))
    else:
        parts = [_pareto_row(times[j], areas[j]) for j in range(n)]
        cols = np.concatenate(parts)
        rows = np.repeat(np.arange(n), [len(c) for c in parts])
        start = np.concatenate(([0], np.cumsum([len(c) for c in parts])))
    return ParetoSets(p=cols + 1, t=times[rows, cols], a=areas[rows, cols], start=start)


def _pareto_row(t: np.ndarray, a: np.ndarray) -> np.ndarray:
    """Column indices of the Pareto-efficient points of one row, by increasing time."""
    order = np.lexsort((a, t))
    kept, best = [], np.inf
    for c in order:
        if a[c] < best * (1 - REL_TOL):
            kept.append(c)
            best = a[c]
    return np.asarray(kept, dtype=np.int64)
