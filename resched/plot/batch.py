"""Figures of the batch family (thesis ch. 4): Gantt chart of a run (Fig. 4.2), platform-time
decomposition (Fig. 4.3), ratios to BASELINE against the MTBF (Figs 4.8–4.10) and the
variants' utilization (Table VIII), with the sweep's ``summary.csv``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

from resched.plot.save import save_figure

COLORS = {"useful": "#4c9a2a", "checkpoint": "#f2c14e", "restart": "#f78154", "downtime": "#5d5d5d",
          "failure_waste": "#b23a48", "stealing_waste": "#000000", "idle": "#d9d9d9"}
RATIOS = ("utilization", "max_flow_largest", "weighted_flow_all", "max_flow_smallest", "mean_flow_all")


def gantt(result, stem: Path, title: str | None = None) -> list[Path]:
    """One row per node, one bar per attempt (label = job number, 1-based), crossed bars for
    killed attempts, grey hatched bars for fictitious jobs, dark bars for downtimes."""
    inst = result.instance
    end = result.makespan
    fig, ax = plt.subplots(figsize=(10, 1.2 + 0.35 * min(inst.nodes, 64)))
    for a in result.attempts:
        stop = a.stop if np.isfinite(a.stop) else end
        fictitious = a.job < 0
        color = "#bbbbbb" if fictitious else f"C{a.job % 10}"
        for node in a.nodes:
            ax.barh(node, stop - a.start, left=a.start, color=color, edgecolor="black", linewidth=0.5,
                    hatch="//" if fictitious else ("xx" if a.outcome in ("failed", "victim") else None))
        if not fictitious:
            ax.text(a.start + (stop - a.start) / 2, a.nodes.mean(), f"J{a.job + 1}", ha="center", va="center",
                    fontsize=7)
    for t, node in result.failures:
        ax.barh(node, inst.downtime, left=t, color=COLORS["downtime"], alpha=0.6)
        ax.plot([t], [node], marker="*", color="red", markersize=10)
    ax.set_yticks(range(inst.nodes) if inst.nodes <= 64 else [])
    ax.set_yticklabels([f"P{n + 1}" for n in range(inst.nodes)] if inst.nodes <= 64 else [])
    ax.invert_yaxis()
    ax.set_xlabel("time")
    ax.set_title(title or f"{inst.name} — {result.strategy.name}")
    ax.set_xlim(0, end)
    return save_figure(fig, stem)


def decomposition_plot(fractions: pd.DataFrame, stem: Path) -> list[Path]:
    """Stacked bars of the platform-time fractions (one bar per row label; Fig. 4.3)."""
    fig, ax = plt.subplots(figsize=(1.5 + 1.1 * len(fractions), 4.5))
    bottom = np.zeros(len(fractions))
    labels = [str(i) for i in fractions.index]
    for category, color in COLORS.items():
        values = fractions[category].to_numpy()
        ax.bar(labels, values, bottom=bottom, color=color, label=category.replace("_", " "))
        bottom += values
    ax.set_ylabel("fraction of platform time")
    ax.set_ylim(0, 1)
    plt.setp(ax.get_xticklabels(), rotation=45, ha="right")
    ax.legend(fontsize=7, loc="center left", bbox_to_anchor=(1.02, 0.5))
    return save_figure(fig, stem)


def summarize(rows: list[dict[str, Any]]) -> tuple[pd.DataFrame, list[str]]:
    """Mean over failure scenarios per (grid point, algorithm) and, when BASELINE ran, the
    mean over scenarios of each strategy's ratio to BASELINE on the same scenario."""
    frame = pd.DataFrame([r for r in rows if "error" not in r])
    grid = sorted(set().union(*(r["grid"] for r in rows)))
    numeric = [c for c in frame.select_dtypes("number").columns if c not in {"instance", "seed", *grid}]
    table = frame.groupby(grid + ["algorithm"], dropna=False)[numeric].mean()
    if "BASELINE" in set(frame["algorithm"]):
        base = frame.loc[frame["algorithm"] == "BASELINE", grid + ["instance", *RATIOS]]
        joined = frame.merge(base, on=grid + ["instance"], how="left", suffixes=("", "_baseline"))
        for metric in RATIOS:
            joined[f"ratio_{metric}"] = joined[metric] / joined[f"{metric}_baseline"]
        table = table.join(joined.groupby(grid + ["algorithm"], dropna=False)[[f"ratio_{m}" for m in RATIOS]].mean())
    return table.reset_index(), grid


def plot_batch_sweep(directory: Path, rows: list[dict[str, Any]]) -> list[Path]:
    """``summary.csv``, the decomposition per (trace, algorithm), and when the MTBF varies the
    ratios to BASELINE against μ (one line per downtime and trace)."""
    table, grid = summarize(rows)
    table.to_csv(directory / "summary.csv", index=False)
    written = [directory / "summary.csv"]
    varying = [g for g in grid if table[g].nunique() > 1]
    labels = [" ".join([*(_short(k, row[k]) for k in varying), row["algorithm"]]) for _, row in table.iterrows()]
    fractions = pd.DataFrame({c: table[f"frac_{c}"].to_numpy() for c in COLORS}, index=labels)
    written += decomposition_plot(fractions, directory / "decomposition")
    if "mtbf" in grid and table["mtbf"].nunique() > 1 and "ratio_utilization" in table:
        written += _ratio_plot(table, directory / "ratios-vs-mtbf")
    return written


def _short(key: str, value) -> str:
    """Bar label part: trace name up to its first dash, μ=…, D=…, m<month>."""
    if key == "trace":
        return str(value).split("-")[0]
    prefix = {"mtbf": "μ=", "downtime": "D=", "month": "m"}.get(key, f"{key}=")
    return f"{prefix}{value:g}" if isinstance(value, float) else f"{prefix}{value}"


def _ratio_plot(table: pd.DataFrame, stem: Path) -> list[Path]:
    """Figs 4.8–4.10: ratio to BASELINE of utilization, largest jobs' max flow and weighted
    mean flow against the MTBF (hours), one line per (trace, downtime, strategy)."""
    metrics = ("ratio_utilization", "ratio_max_flow_largest", "ratio_weighted_flow_all")
    fig, axes = plt.subplots(1, len(metrics), figsize=(14, 4.5))
    keys = [k for k in ("trace", "downtime", "algorithm") if k in table]
    subset = table[table["algorithm"] != "BASELINE"]
    for ax, metric in zip(axes, metrics):
        for k, (key, group) in enumerate(subset.groupby(keys)):
            group = group.sort_values("mtbf")
            values = dict(zip(keys, key if isinstance(key, tuple) else (key,)))
            label = " ".join(f"D={v:g} s" if k == "downtime" else str(v).replace(".swf", "") for k, v in values.items())
            ax.plot(group["mtbf"] / 3600, group[metric], marker="o", color=f"C{k % 10}", label=label)
        ax.axhline(1.0, color="grey", linewidth=0.8)
        ax.set_xscale("log")
        ax.set_xlabel("platform MTBF (h)")
        ax.set_ylabel(metric.replace("_", " ") + " (vs BASELINE)")
        ax.grid(alpha=0.3)
    axes[-1].legend(fontsize=7, loc="center left", bbox_to_anchor=(1.02, 0.5))
    return save_figure(fig, stem)
