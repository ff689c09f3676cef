"""Figures of a risk-aware sweep (the slides' goodput, period and range plots)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib.pyplot as plt
import pandas as pd

from resched.plot.save import save_figure

METRICS = ("goodput", "utilization", "max_stretch", "mean_stretch", "aborted_volume", "aborted_time")
BASELINES = ("FirstFit", "FirstFitAware")


def summarize(rows: list[dict[str, Any]]) -> tuple[pd.DataFrame, list[str]]:
    """Mean over the capacity walks (instances, walk seeds) of every metric per (grid point, algorithm),
    with the mean goodput gain over each first-fit baseline on the same walk
    (``gain_over_<baseline>`` = goodput / baseline goodput − 1); and the varying parameters."""
    frame = pd.DataFrame([r for r in rows if "error" not in r])
    if frame.empty:
        return frame, []
    params = sorted(set().union(*(r["grid"] for r in rows)))
    keys = [p for p in params if p in frame.columns and p != "walk_seed"]
    walk = ["instance"] + (["walk_seed"] if "walk_seed" in frame.columns else [])
    for baseline in BASELINES:
        base = frame[frame["algorithm"] == baseline].set_index(keys + walk)["goodput"]
        if not base.empty:
            matched = base.reindex(pd.MultiIndex.from_frame(frame[keys + walk])).to_numpy()
            frame[f"gain_over_{baseline}"] = frame["goodput"].to_numpy() / matched - 1
    columns = [c for c in frame.columns if c in METRICS or c.startswith("gain_over_")]
    table = frame.groupby(keys + ["algorithm"], dropna=False)[columns].mean().reset_index()
    varying = [p for p in keys if table[p].nunique() > 1]
    return table, varying


def metric_panels(table: pd.DataFrame, parameter: str | None, stem: Path) -> list[Path]:
    """The six metrics against a numeric ``parameter`` (one line per algorithm), or as bars
    per algorithm (grouped by the values of a non-numeric ``parameter`` such as the trace)."""
    fig, axes = plt.subplots(2, 3, figsize=(13, 7))
    numeric = parameter is not None and pd.api.types.is_numeric_dtype(table[parameter])
    groups = [None] if parameter is None else sorted(table[parameter].unique())
    algorithms = sorted(table["algorithm"].unique())
    width = 0.8 / len(groups)
    for ax, metric in zip(axes.flat, METRICS):
        if not numeric:
            for g, group in enumerate(groups):
                rows = table if group is None else table[table[parameter] == group]
                heights = rows.set_index("algorithm").reindex(algorithms)[metric]
                ax.bar([k + g * width for k in range(len(algorithms))], heights, width=width,
                       color=f"C{g}", label=None if group is None else Path(str(group)).stem)
            ax.set_xticks([k + 0.4 - width / 2 for k in range(len(algorithms))], algorithms)
            ax.tick_params(axis="x", labelrotation=35, labelsize=7)
        else:
            for k, (algorithm, group) in enumerate(table.groupby("algorithm", sort=True)):
                group = group.sort_values(parameter)
                ax.plot(group[parameter], group[metric], marker="o", color=f"C{k}", label=algorithm)
            ax.set_xlabel(parameter)
        ax.set_ylabel(metric.replace("_", " "))
        ax.grid(alpha=0.3)
    if parameter is not None:
        axes.flat[0].legend(fontsize=7)
        if not numeric:
            lower = min(table[METRICS[0]].min(), 1.0)
            axes.flat[0].set_ylim(max(0.0, lower - 0.05), None)
    return save_figure(fig, stem)


def plot_riskaware_sweep(directory: Path, rows: list[dict[str, Any]]) -> list[Path]:
    """``summary.csv`` and the metric panels: against each varying parameter (the others at
    each of their values averaged), or as bars per algorithm for a single point."""
    table, varying = summarize(rows)
    table.to_csv(directory / "summary.csv", index=False)
    written = [directory / "summary.csv"]
    if not varying:
        return written + metric_panels(table, None, directory / "metrics")
    for parameter in varying:
        per_value = table.groupby([parameter, "algorithm"], as_index=False)[list(METRICS)].mean()
        written += metric_panels(per_value, parameter, directory / f"by-{parameter}")
    return written
