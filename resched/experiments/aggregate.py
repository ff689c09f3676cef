"""Aggregation as in §6.2: geometric mean over the instances of a point (a zero makes it 0),
then the mean over traces."""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

METRICS = ("relative_goodput", "relative_min_yield")


def geometric_mean(values: pd.Series) -> float:
    """Geometric mean of non-negative values; 0 if any is 0 (spec choice 12)."""
    v = values.to_numpy(dtype=float)
    return 0.0 if (v <= 0).any() else float(np.exp(np.log(v).mean()))


def aggregate(rows: list[dict[str, Any]]) -> tuple[pd.DataFrame, list[str]]:
    """One row per (grid point without trace, algorithm): geometric means per trace, averaged
    over traces. Returns the table and the grid parameters that vary."""
    ok = [r for r in rows if "error" not in r]
    if not ok:
        return pd.DataFrame(), []
    frame = pd.DataFrame(ok)
    if not set(METRICS) <= set(frame.columns):  # e.g. a sweep of bounds, not of algorithms
        return pd.DataFrame(), []
    grid = sorted(set().union(*(row["grid"] for row in ok)))
    params = [c for c in grid if c != "trace"]
    trace = ["trace"] if "trace" in grid else []
    per_trace = frame.groupby(params + trace + ["algorithm"], dropna=False)[list(METRICS)].agg(geometric_mean)
    table = per_trace.groupby(params + ["algorithm"], dropna=False).mean().reset_index()
    varying = [p for p in params if table[p].nunique() > 1]
    return table, varying


def describe(rows: list[dict[str, Any]]) -> pd.DataFrame:
    """Mean, min, deciles, quartiles, median and max of every numeric result column (the
    layout of the paper's Table 1)."""
    frame = pd.DataFrame([r for r in rows if "error" not in r])
    skip = {"instance", "seed", "task_seconds", "jobs"} | set().union(*(r["grid"] for r in rows))
    numeric = frame[[c for c in frame.columns if c not in skip]].select_dtypes("number")
    stats = numeric.quantile([0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 1.0]).T
    stats.columns = ["min", "first decile", "first quartile", "median", "last quartile", "last decile", "max"]
    stats.insert(0, "mean", numeric.mean())
    stats.insert(0, "count", numeric.count())
    return stats

