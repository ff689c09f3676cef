"""Figures and summary tables of the iterative sweeps: chapter 2 (Figs 2.1–2.5) and chapter 3
(Figs 3.7–3.24 style: median ratio to the optimal strategy, overhead bars).

Every figure function takes ``ax=None`` (or ``axes=None``: one axes per panel) and returns
the figure; :func:`plot_sweep` writes them with :func:`resched.plot.save.save_figure`.
Series keep one style each (colour and marker) in the order of the family's declaration:
``Optimal`` then the §3.4.1 strategies.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
from matplotlib.axes import Axes
from matplotlib.figure import Figure

from resched.experiments.stats import mean_interval
from resched.iterative.params import STRATEGY_NAMES
from resched.plot.intervals import runs_text
from resched.plot.save import save_figure
from resched.plot.style import algorithm_styles, figure, series_styles

STRATEGY_ORDER = ("Optimal", *STRATEGY_NAMES)
STRATEGY_STYLES = algorithm_styles(STRATEGY_ORDER, STRATEGY_ORDER)
FIGURE_STRATEGIES = ("CkptEachIter", "CkptEachTask", "CkptYdAve", "CkptYdPer")
"""The four strategies of the thesis' figures (the c_min / c_max variants are in the tables)."""
RATIO_SERIES = (
    ("ratio_static_opt_to_yd", "static k_static / YD static"),
    ("ratio_dynamic_th_to_yd_static", "dynamic W_th / YD static"),
    ("ratio_dynamic_yd_to_yd_static", "dynamic W_FO / YD static"),
)
RATIO_STYLES = series_styles([label for _, label in RATIO_SERIES])
AXIS_LABELS = {
    "p_fail": "failure probability per iteration p_fail",
    "law_std": "standard deviation σ of the iteration lengths (time units)",
    "eta": "checkpoint ratio η",
    "iterations": "iterations N",
    "ccr": "communication-to-computation ratio CCR",
    "tasks": "tasks per iteration n",
    "checkpoint_costs": "synthetic checkpoint costs",
    "application": "application",
    "normal_durations": "Normal task durations",
    "k": "period k (iterations)",
    "gamma": "threshold factor γ (W = γ·W_th)",
}
CHAIN_AXES = ("p_fail", "eta", "iterations", "ccr", "tasks", "checkpoint_costs", "application", "normal_durations")
STOCHASTIC_AXES = ("p_fail", "law_std", "eta")


def plot_sweep(directory: Path, rows: list[dict[str, Any]]) -> list[Path]:
    """summary.csv and the figures of the sweep's study."""
    directory = Path(directory)
    ok = [r for r in rows if "error" not in r]
    if ok and ok[0].get("params", {}).get("study", ok[0].get("study")) == "chain":
        return _chain_figures(directory, ok)
    return _stochastic_figures(directory, ok)


def _point(row: dict[str, Any]) -> dict[str, Any]:
    """The grid point of a result row (list values as JSON text, so that they group)."""
    return {k: json.dumps(row[k]) if isinstance(row[k], list) else row[k] for k in row["grid"]}


def _label(point: Mapping[str, object], skip: set[str]) -> str:
    return ", ".join(f"{k}={v}" for k, v in sorted(point.items()) if k not in skip and k != "study")


def _varying(frame: pd.DataFrame, candidates: Sequence[str]) -> list[str]:
    return [c for c in candidates if c in frame and frame[c].astype(str).nunique() > 1]


def _axes(
    axes: Sequence[Axes] | None, count: int, width: float, height: float = 4.0, **options: Any
) -> tuple[Figure, list[Axes]]:
    """``axes`` and their figure, or a new figure of ``count`` panels side by side."""
    if axes is not None:
        listed: list[Axes] = list(np.ravel(np.asarray(axes, dtype=object))) if not isinstance(axes, Axes) else [axes]
        if len(listed) < count:
            raise ValueError(f"this figure needs {count} axes, got {len(listed)}")
        fig = listed[0].get_figure()
        assert isinstance(fig, Figure)
        return fig, listed[:count]
    fig, grid = figure(1, count, figsize=(width * count, height), squeeze=False, **options)
    return fig, list(grid[0])


# ---- chapter 2 -----------------------------------------------------------------------------


def stochastic_summary(rows: list[dict[str, object]]) -> pd.DataFrame:
    """One row per grid point: the static and dynamic tasks' scalar metrics side by side, and
    the ratios of Figs 2.3–2.5 (to the static Young/Daly mean makespan)."""
    records: dict[str, dict[str, Any]] = {}
    skipped = {"replicate", "seed", "seconds", "task_id", "version"}
    for r in rows:
        point = _point(r)
        record = records.setdefault(json.dumps(point, sort_keys=True), dict(point))
        record.update(
            {
                k: v
                for k, v in r.items()
                if isinstance(v, (int, float)) and not isinstance(v, bool) and k not in skipped and k not in point
            }
        )
    frame = pd.DataFrame(list(records.values()))
    if {"mean_k_static", "mean_W_th", "mean_yd_static"} <= set(frame):
        frame["ratio_static_opt_to_yd"] = frame["mean_k_static"] / frame["mean_yd_static"]
        frame["ratio_dynamic_th_to_yd_static"] = frame["mean_W_th"] / frame["mean_yd_static"]
        frame["ratio_dynamic_yd_to_yd_static"] = frame["mean_yd_dynamic"] / frame["mean_yd_static"]
        frame["mc_over_theory"] = frame["mean_k_static"] / frame["theory_k_static"]
    return frame


def _stochastic_figures(directory: Path, rows: list[dict[str, object]]) -> list[Path]:
    frame = stochastic_summary(rows)
    frame.to_csv(directory / "summary.csv", index=False)
    written = [directory / "summary.csv"]
    static = [r for r in rows if r.get("algorithm") == "static"]
    dynamic = [r for r in rows if r.get("algorithm") == "dynamic"]
    if static and len(static) <= 6:
        written += save_figure(
            quantile_boxes(static, "k", "quantiles_by_k", "MS_sim_sta(k) / MS_YD_sta"), directory / "fig2.1-static"
        )
    if dynamic and len(dynamic) <= 6:
        written += save_figure(
            quantile_boxes(dynamic, "gamma", "quantiles_by_gamma", "MS_sim_dyn(γ·W_th) / MS_YD_dyn"),
            directory / "fig2.2-dynamic",
        )
    if "ratio_static_opt_to_yd" in frame:
        by_law = frame.groupby("law") if "law" in frame else None
        for axis in STOCHASTIC_AXES:
            if axis in frame and (by_law is None or (by_law[axis].nunique() > 1).any()):
                written += save_figure(ratio_lines(frame, axis), directory / f"fig2-by-{axis}")
    return written


def quantile_boxes(
    rows: list[dict[str, Any]], x_key: str, q_key: str, ylabel: str, axes: Sequence[Axes] | None = None
) -> Figure:
    """Per-run ratio quantiles (5/25/50/75/95%) per k or γ, one panel per grid point (Figs 2.1,
    2.2); the brown diamonds are E[MS](k) / MS_YD_sta (theory)."""
    fig, panels = _axes(axes, len(rows), 4.5, sharey=True)
    for ax, r in zip(panels, rows):
        x = np.array(r[x_key], float)
        q = np.array(r[q_key])
        width = 0.6 * (x[1] - x[0]) if len(x) > 1 else 0.6
        ax.vlines(x, q[:, 0], q[:, 4], color="grey")
        ax.bar(x, q[:, 3] - q[:, 1], bottom=q[:, 1], width=width, color="lightsteelblue", edgecolor="k")
        ax.plot(x, q[:, 2], "k_", markersize=12)
        if "diamond_by_k" in r:
            ax.plot(x, r["diamond_by_k"], "D", color="saddlebrown", markersize=4, label="theory E[MS](k)")
            ax.legend(fontsize=7)
        ax.set_title(_label(_point(r), {"p_fail"}) + f"\np_fail={r.get('params', r)['p_fail']:.3g}", fontsize=8)
        ax.set_xlabel(AXIS_LABELS.get(x_key, x_key))
        ax.grid(alpha=0.3)
    panels[0].set_ylabel(ylabel + " (ratio)")
    return fig


def ratio_lines(frame: pd.DataFrame, axis: str, axes: Sequence[Axes] | None = None) -> Figure:
    """Figs 2.3–2.5: mean makespans normalised by static Young/Daly's against p_fail, σ or η,
    one panel per law."""
    laws = sorted(frame["law"].unique()) if "law" in frame else [None]
    fig, panels = _axes(axes, len(laws), 4.5)
    for ax, law in zip(panels, laws):
        part = frame[frame["law"] == law].sort_values(axis) if law else frame.sort_values(axis)
        for column, label in RATIO_SERIES:
            ax.plot(part[axis], part[column], label=label, **RATIO_STYLES[label])
        if axis == "p_fail":
            ax.set_xscale("log")
        ax.set_title(str(law))
        ax.set_xlabel(AXIS_LABELS.get(axis, axis))
        ax.grid(alpha=0.3)
    panels[0].set_ylabel("mean makespan / MS_YD_sta (ratio)")
    panels[-1].legend(fontsize=7)
    if "monte_carlo_runs" in frame:
        fig.suptitle(
            f"means over {runs_text(frame['monte_carlo_runs'], 'Monte-Carlo instance')} per point "
            "(common random numbers; the task keeps no per-instance spread, so no interval)",
            fontsize=8,
        )
    return fig


# ---- chapter 3 -----------------------------------------------------------------------------


def _merged(rows: list[dict[str, object]]) -> pd.DataFrame:
    """One row per (grid point, failure trace): the metrics of every algorithm of that trace
    (``all`` gives them in one row)."""
    merged: dict[str, dict[str, Any]] = {}
    for r in rows:
        point = _point(r)
        key = json.dumps({**point, "replicate": r.get("replicate")}, sort_keys=True, default=str)
        record = merged.setdefault(key, {**point, "grid": r["grid"]})
        record.update({k: v for k, v in r.items() if k not in point and k != "grid"})
    return pd.DataFrame(list(merged.values()))


def chain_summary(rows: list[dict[str, Any]]) -> pd.DataFrame:
    """One row per (grid point, strategy): median and quartiles of the per-trace ratio to the
    optimal makespan, its mean with the 95 % confidence interval over the traces
    (``mean_ratio_low``, ``mean_ratio_high``; Student t), mean makespan, checkpoint and
    failure-induced times (s), their sum per trace with its interval (``mean_overhead``,
    ``_low``, ``_high``), analytic slowdown."""
    records = []
    grid_keys = sorted(set().union(*(r["grid"] for r in rows)))
    frame = _merged(rows)
    for key, group in frame.groupby(grid_keys, dropna=False, sort=True):
        point = dict(zip(grid_keys, key if isinstance(key, tuple) else (key,)))
        for strategy in STRATEGY_ORDER:
            if f"makespan[{strategy}]" not in group:
                continue
            ratio = group.get(f"ratio[{strategy}]", pd.Series([1.0] * len(group)))
            mean = mean_interval(ratio)
            overhead = mean_interval(group[f"checkpoint[{strategy}]"] + group[f"failure_induced[{strategy}]"])
            records.append(
                {
                    **point,
                    "strategy": strategy,
                    "traces": len(group),
                    "mean_ratio": mean.mean,
                    "mean_ratio_low": mean.low,
                    "mean_ratio_high": mean.high,
                    "median_ratio": float(ratio.median()),
                    "q25_ratio": float(ratio.quantile(0.25)),
                    "q75_ratio": float(ratio.quantile(0.75)),
                    "mean_makespan": float(group[f"makespan[{strategy}]"].mean()),
                    "mean_checkpoint": float(group[f"checkpoint[{strategy}]"].mean()),
                    "mean_failure_induced": float(group[f"failure_induced[{strategy}]"].mean()),
                    "mean_overhead": overhead.mean,
                    "mean_overhead_low": overhead.low,
                    "mean_overhead_high": overhead.high,
                    "base_time": float(group["base_time"].mean()),
                    "analytic_slowdown": float(group[f"slowdown[{strategy}]"].iloc[0]),
                    "pattern": group["pattern"].iloc[0],
                }
            )
    table = pd.DataFrame(records)
    table["overhead_fraction"] = (table["mean_makespan"] - table["base_time"]) / table["mean_makespan"]
    return table


def _chain_figures(directory: Path, rows: list[dict[str, object]]) -> list[Path]:
    table = chain_summary(rows)
    table.to_csv(directory / "summary.csv", index=False)
    written = [directory / "summary.csv"]
    varying = _varying(table, CHAIN_AXES)
    if not varying:
        return written
    axis, panels = varying[0], varying[1:]
    written += save_figure(ratio_figure(table, axis, panels), directory / f"ratio-by-{axis}")
    if axis == "p_fail":
        written += save_figure(overhead_bars(table, panels), directory / "overhead-bars")
        if panels:  # Figs 3.13 and 3.24: one figure per panel (cost model or CCR, n)
            for key, part in table.groupby(list(panels), sort=True):
                name = "-".join(
                    f"{p}{v:g}" if isinstance(v, float) else f"{p}{v}" for p, v in zip(panels, key, strict=True)
                )
                figure = overhead_bars(part)
                shown = ", ".join(
                    f"{p}={v:g}" if isinstance(v, float) else f"{p}={v}" for p, v in zip(panels, key, strict=True)
                )
                if "traces" in part:
                    shown += f"; means over {runs_text(part['traces'], 'failure trace')} per bar, 95 % CI of the total"
                figure.suptitle(shown, fontsize=8)
                written += save_figure(figure, directory / f"overhead-bars-{name}")
    return written


def ratio_figure(
    table: pd.DataFrame, axis: str, panels: Sequence[str] = (), axes: Sequence[Axes] | None = None
) -> Figure:
    """Figs 3.7, 3.9–3.23: median (and quartiles) of makespan / optimal makespan against
    ``axis``, one panel per value of the ``panels`` parameters."""
    groups = list(table.groupby(list(panels), sort=True)) if panels else [((), table)]
    fig, chosen = _axes(axes, len(groups), 4.8)
    for ax, (key, part) in zip(chosen, groups):
        for strategy in FIGURE_STRATEGIES:
            line = part[part["strategy"] == strategy].sort_values(axis)
            if line.empty:
                continue
            ax.errorbar(
                line[axis],
                line["median_ratio"],
                yerr=[line["median_ratio"] - line["q25_ratio"], line["q75_ratio"] - line["median_ratio"]],
                label=strategy,
                capsize=3,
                **STRATEGY_STYLES[strategy],
            )
        if axis == "p_fail":
            ax.set_xscale("log")
        key = key if isinstance(key, tuple) else (key,)
        ax.set_title(", ".join(f"{p}={v}" for p, v in zip(panels, key)), fontsize=8)
        ax.set_xlabel(AXIS_LABELS.get(axis, axis))
        ax.set_ylabel("median makespan / optimal makespan (ratio)")
        ax.grid(alpha=0.3)
    chosen[-1].legend(fontsize=7)
    if "traces" in table:
        fig.suptitle(
            f"median and quartiles (as the thesis) over {runs_text(table['traces'], 'failure trace')} "
            "per point; the mean and its 95 % CI are in summary.csv",
            fontsize=8,
        )
    return fig


def overhead_bars(table: pd.DataFrame, panels: Sequence[str] = (), axes: Sequence[Axes] | None = None) -> Figure:
    """Figs 3.8/3.13/3.24: mean checkpoint and failure-induced time per strategy and p_fail (the
    first value of the ``panels`` parameters), stacked, with the 95 % interval of their sum over
    the traces when the table has it (``mean_overhead_low``, ``mean_overhead_high``)."""
    part = (
        table.groupby(list(panels), sort=True).get_group(next(iter(table.groupby(list(panels)).groups)))
        if panels
        else table
    )
    pfails = sorted(part["p_fail"].unique())
    strategies = [s for s in ("Optimal", *FIGURE_STRATEGIES) if s in set(part["strategy"])]
    styles = series_styles(["checkpoints", "failure-induced"])
    fig, chosen = _axes(axes, len(pfails), 3.2)
    for ax, p in zip(chosen, pfails):
        rows = part[part["p_fail"] == p].set_index("strategy").loc[strategies]
        x = np.arange(len(strategies))
        ax.bar(x, rows["mean_checkpoint"], color=styles["checkpoints"]["color"], label="checkpoints")
        ax.bar(
            x,
            rows["mean_failure_induced"],
            bottom=rows["mean_checkpoint"],
            color=styles["failure-induced"]["color"],
            hatch="//",
            label="failure-induced",
        )
        if "mean_overhead_low" in rows:  # 95 % interval of the total overhead over the traces
            top = rows["mean_overhead"].to_numpy()
            ax.errorbar(
                x,
                top,
                yerr=[top - rows["mean_overhead_low"].to_numpy(), rows["mean_overhead_high"].to_numpy() - top],
                fmt="none",
                ecolor="black",
                capsize=3,
            )
        ax.set_xticks(x, [s.replace("Ckpt", "") for s in strategies], rotation=60, fontsize=7)
        ax.set_title(f"p_fail={p:.3g}", fontsize=8)
    chosen[0].set_ylabel("mean overhead (s)")
    chosen[-1].legend(fontsize=7)
    return fig
