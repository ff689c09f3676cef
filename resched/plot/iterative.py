"""Figures of the iterative-application sweeps: chapter 2 (Figs 2.1–2.5) and chapter 3
(Figs 3.7–3.24 style: median ratio to the optimal strategy, overhead bars)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

from resched.plot.save import save_figure

FIGURE_STRATEGIES = {"CkptEachIter": "red", "CkptEachTask": "green", "CkptYdAve": "blue", "CkptYdPer": "purple"}
_AXES = ("p_fail", "law_std", "eta", "N", "ccr", "n")


def plot_iterative_sweep(directory: Path, rows: list[dict[str, Any]]) -> list[Path]:
    """summary.csv and the figures of the sweep's study."""
    ok = [r for r in rows if "error" not in r]
    if ok and ok[0].get("study") == "chain":
        return _chain_figures(directory, ok)
    return _stochastic_figures(directory, ok)


def _point(row: dict[str, Any]) -> dict[str, Any]:
    """The grid point of a result row (list values as JSON text, so that they group)."""
    return {k: json.dumps(row[k]) if isinstance(row[k], list) else row[k] for k in row["grid"]}


def _label(point: dict[str, Any], skip: set[str]) -> str:
    return ", ".join(f"{k}={v}" for k, v in sorted(point.items()) if k not in skip and k != "study")


def _varying(frame: pd.DataFrame, candidates) -> list[str]:
    return [c for c in candidates if c in frame and frame[c].astype(str).nunique() > 1]


# ---- chapter 2 -----------------------------------------------------------------------------

def stochastic_summary(rows: list[dict[str, Any]]) -> pd.DataFrame:
    """One row per grid point: the static and dynamic tasks' scalar metrics side by side, and
    the ratios of Figs 2.3–2.5 (to the static Young/Daly mean makespan)."""
    records: dict[str, dict[str, Any]] = {}
    for r in rows:
        point = _point(r)
        record = records.setdefault(json.dumps(point, sort_keys=True), dict(point))
        record.update({k: v for k, v in r.items() if isinstance(v, (int, float)) and k not in ("instance", "seed")
                       and k not in point and k != "task_seconds"})
    frame = pd.DataFrame(list(records.values()))
    if {"mean_k_static", "mean_W_th", "mean_yd_static"} <= set(frame):
        frame["ratio_static_opt_to_yd"] = frame["mean_k_static"] / frame["mean_yd_static"]
        frame["ratio_dynamic_th_to_yd_static"] = frame["mean_W_th"] / frame["mean_yd_static"]
        frame["ratio_dynamic_yd_to_yd_static"] = frame["mean_yd_dynamic"] / frame["mean_yd_static"]
        frame["mc_over_theory"] = frame["mean_k_static"] / frame["theory_k_static"]
    return frame


def _stochastic_figures(directory: Path, rows: list[dict[str, Any]]) -> list[Path]:
    frame = stochastic_summary(rows)
    frame.to_csv(directory / "summary.csv", index=False)
    written = [directory / "summary.csv"]
    static = [r for r in rows if r.get("algorithm") == "static"]
    dynamic = [r for r in rows if r.get("algorithm") == "dynamic"]
    if static and len(static) <= 6:
        written += _boxes(static, "k", "quantiles_by_k", "MS_sim_sta(k) / MS_YD_sta", directory / "fig2.1-static")
    if dynamic and len(dynamic) <= 6:
        written += _boxes(dynamic, "gamma", "quantiles_by_gamma", "MS_sim_dyn(γ·W_th) / MS_YD_dyn",
                          directory / "fig2.2-dynamic")
    if "ratio_static_opt_to_yd" in frame:
        within_law = [a for a in _AXES[:3] if a in frame and (frame.groupby("law")[a].nunique() > 1).any()]
        for axis in within_law:
            written += _ratio_lines(frame, axis, directory / f"fig2-by-{axis}")
    return written


def _boxes(rows, x_key: str, q_key: str, ylabel: str, stem: Path) -> list[Path]:
    """Per-instance ratio quantiles (5/25/50/75/95%) per k or γ, one panel per grid point."""
    fig, axes = plt.subplots(1, len(rows), figsize=(4.5 * len(rows), 4), squeeze=False, sharey=True)
    for ax, r in zip(axes[0], rows):
        x = np.array(r[x_key], float)
        q = np.array(r[q_key])
        ax.vlines(x, q[:, 0], q[:, 4], color="grey")
        ax.bar(x, q[:, 3] - q[:, 1], bottom=q[:, 1], width=0.6 * (x[1] - x[0]), color="lightsteelblue", edgecolor="k")
        ax.plot(x, q[:, 2], "k_", markersize=12)
        if "diamond_by_k" in r:
            ax.plot(x, r["diamond_by_k"], "D", color="saddlebrown", markersize=4, label="theory E[MS](k)")
            ax.legend(fontsize=7)
        ax.set_title(_label(_point(r), {"p_fail"}) + f"\np_fail={r.get('p_fail'):.3g}", fontsize=8)
        ax.set_xlabel(x_key)
        ax.grid(alpha=0.3)
    axes[0][0].set_ylabel(ylabel)
    return save_figure(fig, stem)


def _ratio_lines(frame: pd.DataFrame, axis: str, stem: Path) -> list[Path]:
    """Figs 2.3–2.5: normalised makespans against p_fail, σ or η, one panel per law."""
    laws = sorted(frame["law"].unique()) if "law" in frame else [None]
    fig, axes = plt.subplots(1, len(laws), figsize=(4.5 * len(laws), 4), squeeze=False)
    for ax, law in zip(axes[0], laws):
        part = frame[frame["law"] == law].sort_values(axis) if law else frame.sort_values(axis)
        for column, label in (("ratio_static_opt_to_yd", "static k_static / YD static"),
                              ("ratio_dynamic_th_to_yd_static", "dynamic W_th / YD static"),
                              ("ratio_dynamic_yd_to_yd_static", "dynamic W_FO / YD static")):
            ax.plot(part[axis], part[column], marker="o", label=label)
        if axis == "p_fail":
            ax.set_xscale("log")
        ax.set_title(str(law))
        ax.set_xlabel(axis)
        ax.grid(alpha=0.3)
    axes[0][0].set_ylabel("normalised makespan")
    axes[0][-1].legend(fontsize=7)
    return save_figure(fig, stem)


# ---- chapter 3 -----------------------------------------------------------------------------

def chain_summary(rows: list[dict[str, Any]]) -> pd.DataFrame:
    """One row per (grid point, strategy): median and quartiles of the per-trace ratio to the
    optimal makespan, mean makespan, checkpoint and failure-induced times, analytic slowdown."""
    records = []
    grid_keys = sorted(set().union(*(r["grid"] for r in rows)))
    frame = pd.DataFrame(rows)
    for key, group in frame.groupby(grid_keys, dropna=False, sort=True):
        point = dict(zip(grid_keys, key if isinstance(key, tuple) else (key,)))
        for strategy in ("Optimal", *FIGURE_STRATEGIES, "CkptYdAve(c_min)", "CkptYdAve(c_max)"):
            ratio = group.get(f"ratio[{strategy}]", pd.Series([1.0] * len(group)))
            records.append({**point, "strategy": strategy, "traces": len(group),
                            "median_ratio": float(ratio.median()), "q25_ratio": float(ratio.quantile(0.25)),
                            "q75_ratio": float(ratio.quantile(0.75)),
                            "mean_makespan": float(group[f"makespan[{strategy}]"].mean()),
                            "mean_checkpoint": float(group[f"checkpoint[{strategy}]"].mean()),
                            "mean_failure_induced": float(group[f"failure_induced[{strategy}]"].mean()),
                            "base_time": float(group["base_time"].mean()),
                            "analytic_slowdown": float(group[f"sd[{strategy}]"].iloc[0]),
                            "pattern": group["pattern"].iloc[0]})
    table = pd.DataFrame(records)
    table["overhead_fraction"] = (table["mean_makespan"] - table["base_time"]) / table["mean_makespan"]
    return table


def _chain_figures(directory: Path, rows: list[dict[str, Any]]) -> list[Path]:
    table = chain_summary(rows)
    table.to_csv(directory / "summary.csv", index=False)
    written = [directory / "summary.csv"]
    varying = _varying(table, ("p_fail", "eta", "N", "ccr", "n", "setting", "app", "stochastic"))
    if not varying:
        return written
    axis, panels = varying[0], varying[1:]
    groups = list(table.groupby(panels, sort=True)) if panels else [((), table)]
    fig, axes = plt.subplots(1, len(groups), figsize=(4.8 * len(groups), 4), squeeze=False)
    for ax, (key, part) in zip(axes[0], groups):
        for strategy, colour in FIGURE_STRATEGIES.items():
            line = part[part["strategy"] == strategy].sort_values(axis)
            ax.errorbar(line[axis], line["median_ratio"], yerr=[line["median_ratio"] - line["q25_ratio"],
                        line["q75_ratio"] - line["median_ratio"]], marker="o", color=colour, label=strategy, capsize=3)
        if axis == "p_fail":
            ax.set_xscale("log")
        key = key if isinstance(key, tuple) else (key,)
        ax.set_title(", ".join(f"{p}={v}" for p, v in zip(panels, key)), fontsize=8)
        ax.set_xlabel(axis)
        ax.set_ylabel("median makespan / optimal makespan")
        ax.grid(alpha=0.3)
    axes[0][-1].legend(fontsize=7)
    written += save_figure(fig, directory / f"ratio-by-{axis}")
    if axis == "p_fail":
        written += _overhead_bars(table, panels, directory / "overhead-bars")
    return written


def _overhead_bars(table: pd.DataFrame, panels: list[str], stem: Path) -> list[Path]:
    """Figs 3.8/3.13/3.24: mean checkpoint and failure-induced time per strategy and p_fail."""
    part = table.groupby(panels, sort=True).get_group(next(iter(table.groupby(panels).groups))) if panels else table
    pfails = sorted(part["p_fail"].unique())
    strategies = ["Optimal", *FIGURE_STRATEGIES]
    fig, axes = plt.subplots(1, len(pfails), figsize=(3.2 * len(pfails), 4), squeeze=False, sharey=False)
    for ax, p in zip(axes[0], pfails):
        rows = part[part["p_fail"] == p].set_index("strategy").loc[strategies]
        x = np.arange(len(strategies))
        ax.bar(x, rows["mean_checkpoint"], color="green", label="checkpoints")
        ax.bar(x, rows["mean_failure_induced"], bottom=rows["mean_checkpoint"], color="red", label="failure-induced")
        ax.set_xticks(x, [s.replace("Ckpt", "") for s in strategies], rotation=60, fontsize=7)
        ax.set_title(f"p_fail={p:.3g}", fontsize=8)
    axes[0][0].set_ylabel("mean overhead (time units)")
    axes[0][-1].legend(fontsize=7)
    return save_figure(fig, stem)
