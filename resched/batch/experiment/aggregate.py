"""Summary of a batch sweep: means over the failure scenarios, and ratios to BASELINE on the
same scenario (thesis §4.5: Tables III–IX, Figs 4.8–4.10)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import fields
from typing import Any

import pandas as pd

from resched.batch.metrics import BatchRunMetrics
from resched.batch.params import STRATEGY_NAMES
from resched.experiments.stats import interval_table

RATIOS = (
    "utilization",
    "max_flow_largest",
    "mean_flow_largest",
    "weighted_flow_all",
    "max_flow_smallest",
    "mean_flow_all",
)
"""Metrics whose ratio to BASELINE (``ratio_<metric>``) the summary reports."""
_NOT_METRICS = {"replicate", "seed", "cpu_seconds", "seconds"}
_FIELDS = [f.name for f in fields(BatchRunMetrics)]
ROW_ORDER = (*_FIELDS[: _FIELDS.index("skipped_jobs") + 1], "stress", *_FIELDS[_FIELDS.index("skipped_jobs") + 1 :])
"""The measured keys of a run's row in the summary's column order (``stress``, a
:class:`~resched.declarations.Run` extra, in its place after ``skipped_jobs``)."""


def algorithm_order(names: Iterable[str]) -> list[str]:
    """``names`` in the registry's order (BASELINE, SFSJ, H112 … H323), unknown names last."""
    order = {name: k for k, name in enumerate(STRATEGY_NAMES)}
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
    numeric = _in_row_order([c for c in frame.select_dtypes("number").columns if c not in {*_NOT_METRICS, *grid}])
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
    return _sorted(table.reset_index(), [*grid, "algorithm"]), grid


def _in_row_order(columns: list[str]) -> list[str]:
    """``columns`` in the order of a run's row as the summary has always shown it: the fields of
    :class:`~resched.batch.metrics.BatchRunMetrics` with the ``stress`` extra after
    ``skipped_jobs``; other columns after them, as found."""
    rank = {name: k for k, name in enumerate(ROW_ORDER)}
    return sorted(columns, key=lambda c: rank.get(c, len(rank)))


def _sorted(table: pd.DataFrame, keys: list[str]) -> pd.DataFrame:
    """``table`` sorted on ``keys``, algorithms in the registry's order, size bins by size."""
    rank = {name: k for k, name in enumerate(algorithm_order(table["algorithm"]))}

    def order(column: pd.Series) -> pd.Series:
        if column.name == "algorithm":
            return column.map(rank)
        return column.map(bin_order) if column.name == "bin" else column

    return table.sort_values(keys, key=order, kind="stable").reset_index(drop=True)


BIN_METRICS = ("max_flow", "mean_flow")
"""Flows per size bin (s) that :func:`size_bin_flows` summarises (Figs 4.1, 4.4–4.7, 4.11–4.12)."""


def bin_order(label: str) -> float:
    """Sort key of a size-bin label of :func:`resched.batch.metrics.bin_labels`: the bin's
    smallest size ("[lo,hi)" or ">=lo"), "all" last."""
    if label == "all":
        return float("inf")
    return float(label.removeprefix(">=").lstrip("[").split(",")[0])


def size_bin_flows(rows: list[dict[str, Any]]) -> tuple[pd.DataFrame, list[str]]:
    """One row per (grid point, algorithm, size bin) holding jobs, "all" last: the mean over
    the replicates of the bin's max and mean flow (s, :data:`BIN_METRICS`) and of its job
    count, with the 95 % interval of each mean, ``runs``; and, when BASELINE ran, the mean
    over replicates of each strategy's ratio to BASELINE in the same bin on the same replicate
    (``ratio_<metric>``, paired, with its interval). Returns the table and the grid keys."""
    grid = sorted(set().union(*(r["grid"] for r in rows)))
    records = [
        {
            **{k: r.get(k) for k in grid},
            "algorithm": r["algorithm"],
            "replicate": r["replicate"],
            "bin": label,
            **{m: stats[m] for m in ("jobs", *BIN_METRICS)},
        }
        for r in rows
        if "error" not in r
        for label, stats in (r.get("flows") or {}).items()
    ]
    frame = pd.DataFrame(records)
    if frame.empty:
        return frame, grid
    keys = [*grid, "algorithm", "bin"]
    table = interval_table(frame, keys, ["jobs", *BIN_METRICS], as_index=True)
    if "BASELINE" in set(frame["algorithm"]):
        base = frame.loc[frame["algorithm"] == "BASELINE", [*grid, "replicate", "bin", *BIN_METRICS]]
        joined = frame.merge(base, on=[*grid, "replicate", "bin"], how="inner", suffixes=("", "_baseline"))
        for metric in BIN_METRICS:
            joined[f"ratio_{metric}"] = joined[metric] / joined[f"{metric}_baseline"]
        ratios = interval_table(joined, keys, [f"ratio_{m}" for m in BIN_METRICS], as_index=True)
        table = table.join(ratios.drop(columns="runs"))
    return _sorted(table.reset_index(), keys), grid
