"""Summary of a batch sweep: means over the failure scenarios, and ratios to BASELINE on the
same scenario (thesis §4.5: Tables III–IX, Figs 4.8–4.10)."""

from __future__ import annotations

from typing import Any

import pandas as pd

from resched.batch.family import ALGORITHMS
from resched.experiments.stats import interval_table

RATIOS = ("utilization", "max_flow_largest", "weighted_flow_all", "max_flow_smallest", "mean_flow_all")
"""Metrics whose ratio to BASELINE (``ratio_<metric>``) the summary reports."""
_NOT_METRICS = {"replicate", "seed", "cpu_seconds", "seconds"}


def algorithm_order(names: Any) -> list[str]:
    """``names`` in the registry's order (BASELINE, SFSJ, H112 … H323), unknown names last."""
    order = {spec.name: k for k, spec in enumerate(ALGORITHMS)}
    return sorted(set(names), key=lambda n: (order.get(n, len(order)), n))


def summarize(rows: list[dict[str, Any]]) -> tuple[pd.DataFrame, list[str]]:
    """One row per (grid point, algorithm): the mean of every numeric metric over the
    replicates, their number (``runs``) and, when BASELINE ran, the mean over replicates of
    each strategy's ratio to BASELINE on the same replicate (same workload and failures) with
    its 95 % confidence interval (``ratio_<metric>_low``, ``ratio_<metric>_high``; Student t
    over the paired replicates). Returns the table, in the registry's algorithm order, and the
    grid keys."""
    frame = pd.DataFrame([r for r in rows if "error" not in r])
    grid = sorted(set().union(*(r["grid"] for r in rows)))
    numeric = [c for c in frame.select_dtypes("number").columns if c not in {*_NOT_METRICS, *grid}]
    table = frame.groupby(grid + ["algorithm"], dropna=False)[numeric].mean()
    table["runs"] = frame.groupby(grid + ["algorithm"], dropna=False).size()
    if "BASELINE" in set(frame["algorithm"]):
        present = [m for m in RATIOS if m in frame]
        base = frame.loc[frame["algorithm"] == "BASELINE", grid + ["replicate", *present]]
        joined = frame.merge(base, on=grid + ["replicate"], how="left", suffixes=("", "_baseline"))
        for metric in present:
            joined[f"ratio_{metric}"] = joined[metric] / joined[f"{metric}_baseline"]
        ratios = [f"ratio_{m}" for m in present]
        table = table.join(interval_table(joined, grid + ["algorithm"], ratios, as_index=True).drop(columns="runs"))
    table = table.reset_index()
    rank = {name: k for k, name in enumerate(algorithm_order(table["algorithm"]))}
    table = table.sort_values(
        [*grid, "algorithm"], key=lambda c: c.map(rank) if c.name == "algorithm" else c, kind="stable"
    ).reset_index(drop=True)
    return table, grid
