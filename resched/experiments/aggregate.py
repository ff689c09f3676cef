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
    params = [c for c in ok[0]["grid"] if c != "trace"]
    trace = ["trace"] if "trace" in ok[0]["grid"] else []
    per_trace = frame.groupby(params + trace + ["algorithm"], dropna=False)[list(METRICS)].agg(geometric_mean)
    table = per_trace.groupby(params + ["algorithm"], dropna=False).mean().reset_index()
    varying = [p for p in params if table[p].nunique() > 1]
    return table, varying

