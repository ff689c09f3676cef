"""The load over time of finite-job sweeps (Appendix E.5.3 of the variable-capacity paper).

A task whose jobs come and go stores, for every section start T_i, the *load* (Σ p_j of the
jobs in the system / P_i, Figure 26) and the *maximum load* (the same over P_max, Figure 27)
(:func:`resched.varcap.metrics.section_loads`). For each release method of App. E.5.2:

- :func:`load_over_time_figure` draws the mean over the instances of either series against
  the section index, one row of panels per target Load (the black line), one column per
  trace and a last one for all traces pooled, one line per algorithm (Figures 26 and 27);
  a sweep that also varies other parameters (e.g. avgT in Figure 13) gets one figure per
  combination of their values, never their rows pooled (:func:`other_parameters`);
- :func:`load_table` gives per (release method, other parameters, target, trace or ``all``,
  algorithm) the
  statistics behind the paper's two claims — "the actual load is almost never smaller than
  the target" (share of the sections below it) and "FIFO is the most stable, even after many
  sections" (drift: mean of the last quarter of the sections minus the first quarter) —
  each a mean over the runs with its 95 % Student-t interval.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import pandas as pd
from matplotlib.axes import Axes
from matplotlib.figure import Figure

from resched.experiments.stats import mean_interval
from resched.plot.intervals import runs_text
from resched.plot.save import save_figure
from resched.plot.style import figure
from resched.varcap.experiment.aggregate import ordered, split_by

#: The per-section series of a results row and their axis labels.
SERIES = {
    "section_load": "load (Σ p_j in the system / P_i)",
    "section_max_load": "maximum load (Σ p_j in the system / P_max)",
}
ALL_TRACES = "all"
#: Grid parameters a load figure shows itself: rows (load), columns (trace), one file per
#: release method; only finite rows carry loads.
SHOWN = frozenset({"load", "trace", "releases", "finite"})


def _target(row: dict[str, Any]) -> float:
    return float(row["params"]["load"])


def _trace(row: dict[str, Any]) -> str:
    return Path(str(row["params"]["trace"])).stem


def _value(row: dict[str, Any], name: str) -> object:
    """A grid parameter's resolved value (a point shared by several ``[[grid]]`` blocks
    carries the keys of one block only, its parameters all of them)."""
    value = row.get("params", {}).get(name, row.get(name))
    return f"{value:g}" if isinstance(value, float) else value


def other_parameters(rows: list[dict[str, Any]]) -> list[str]:
    """The grid parameters not in :data:`SHOWN` whose value varies among ``rows``."""
    names = sorted(set().union(*(row.get("grid", ()) for row in rows)) - SHOWN)
    return [name for name in names if len({str(_value(row, name)) for row in rows}) > 1]


def load_rows(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The successful rows that carry the per-section loads."""
    return [r for r in rows if "error" not in r and r.get("section_load")]


def load_over_time_figure(
    rows: list[dict[str, Any]], column: str, styles: dict[str, dict[str, Any]], label: str = ""
) -> Figure:
    """Mean of ``column`` (a key of :data:`SERIES`) over the instances at each section start;
    ``label`` names the values of the other parameters these rows share."""
    targets = sorted({_target(r) for r in rows})
    traces = sorted({_trace(r) for r in rows})
    columns = traces + ([ALL_TRACES] if len(traces) > 1 else [])
    fig, axes = figure(
        len(targets),
        len(columns),
        figsize=(3.6 * len(columns) + 1.6, 2.2 * len(targets) + 0.8),
        sharex=True,
        squeeze=False,
    )
    for k, trace in enumerate(columns):
        in_column = [r for r in rows if trace in (ALL_TRACES, _trace(r))]
        _draw_column(axes[:, k], in_column, trace, targets, column, styles)
    for i, target in enumerate(targets):
        for k in range(len(columns)):
            ax = axes[i, k]
            ax.axhline(target, color="black", linewidth=1.2)
            if k == len(columns) - 1:
                ax.yaxis.set_label_position("right")
                ax.set_ylabel(f"Load {target:g}", fontsize=8)
            if i == len(targets) - 1:
                ax.set_xlabel("section i (load at T_i)")
    axes[0, -1].legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.25, 1.0))
    method = sorted({str(r["params"]["releases"]) for r in rows})
    setting = f"release method {', '.join(method)}" + (f", {label}" if label else "")
    fig.suptitle(f"{SERIES[column]}\nmean over the instances; {setting}", fontsize=9)
    return fig


def _draw_column(
    axes: npt.NDArray[np.object_],
    rows: list[dict[str, object]],
    trace: str,
    targets: list[float],
    column: str,
    styles: dict[str, dict[str, object]],
) -> None:
    """One trace's column, a panel per target Load; the title counts the instances, and a
    panel with fewer than the column's most says its own count (or "not run")."""
    per_target = [_draw_panel(ax, [r for r in rows if _target(r) == t], column, styles) for ax, t in zip(axes, targets)]
    axes[0].set_title(f"{trace} ({runs_text((n for runs in per_target for n in runs), 'instance')})", fontsize=8)
    most = max(max(runs, default=0) for runs in per_target)
    for ax, runs in zip(axes, per_target):
        if max(runs, default=0) != most:
            ax.text(
                0.98, 0.04, runs_text(runs, "instance") or "not run", transform=ax.transAxes, ha="right", fontsize=7
            )


def _draw_panel(ax: Axes, rows: list[dict[str, Any]], column: str, styles: dict[str, dict[str, Any]]) -> list[int]:
    """One line per algorithm: the mean of ``column`` over its rows at each section start.
    Returns the number of rows (instances) behind each line."""
    runs = []
    for name in ordered(r["algorithm"] for r in rows):
        series = np.array([r[column] for r in rows if r["algorithm"] == name], dtype=float)
        sections = series.shape[1]
        ax.plot(
            np.arange(sections),
            series.mean(axis=0),
            linewidth=0.9,
            markersize=3,
            markevery=max(1, sections // 8),
            label=name,
            **styles[name],
        )
        runs.append(len(series))
    ax.grid(alpha=0.3)
    return runs


def run_statistics(row: dict[str, object]) -> dict[str, float]:
    """One run's share of sections below the target and its drift, for both series."""
    target = _target(row)
    stats = {}
    for column, short in (("section_load", "load"), ("section_max_load", "max_load")):
        v = np.asarray(row[column], dtype=float)
        quarter = max(1, len(v) // 4)
        stats[f"{short}_mean"] = float(v.mean())
        stats[f"{short}_below_target"] = float(np.mean(v < target))
        stats[f"{short}_drift"] = float(v[-quarter:].mean() - v[:quarter].mean())
    return stats


def load_table(rows: list[dict[str, Any]], others: list[str] | None = None) -> pd.DataFrame:
    """Per (release method, each of ``others`` — default :func:`other_parameters` —, target,
    trace — and ``all`` when there are several —, algorithm): runs and, for each statistic of
    :func:`run_statistics`, its mean over the runs with a 95 % interval (``_low``, ``_high``)."""
    rows = load_rows(rows)
    others = other_parameters(rows) if others is None else others
    pooled = (ALL_TRACES,) if len({_trace(r) for r in rows}) > 1 else ()
    records = []
    for row in rows:
        key = {"releases": row["params"]["releases"], **{name: _value(row, name) for name in others}}
        key |= {"load": _target(row), "algorithm": row["algorithm"]}
        stats = run_statistics(row)
        records += [{**key, "trace": trace, **stats} for trace in (_trace(row), *pooled)]
    frame = pd.DataFrame(records)
    keys = ["releases", *others, "load", "trace", "algorithm"]
    table = []
    for values, group in frame.groupby(keys, sort=True, dropna=False):
        entry: dict[str, Any] = dict(zip(keys, values))
        entry["runs"] = len(group)
        for stat in (c for c in frame.columns if c not in keys):
            interval = mean_interval(group[stat])
            entry.update({stat: interval.mean, f"{stat}_low": interval.low, f"{stat}_high": interval.high})
        table.append(entry)
    return pd.DataFrame(table)


def plot_loads(directory: Path, rows: list[dict[str, object]], styles: dict[str, dict[str, object]]) -> list[Path]:
    """``load-over-time.csv`` (:func:`load_table`) and, per release method and combination
    of :func:`other_parameters` ``k=v``, ``load-over-time-releases=<method>[,k=v…]`` and
    ``max-load-over-time-releases=<method>[,k=v…]`` (Figures 26 and 27); nothing when no row
    carries the loads."""
    rows = load_rows(rows)
    if not rows:
        return []
    directory = Path(directory)
    others = other_parameters(rows)
    load_table(rows, others).to_csv(directory / "load-over-time.csv", index=False)
    written = [directory / "load-over-time.csv"]
    for method, of_method in split_by(rows, ["releases"], _value):
        for label, members in split_by(of_method, others, _value):  # the method is in the title
            suffix = ",".join(part for part in (method, label) if part)
            for column, stem in (("section_load", "load-over-time"), ("section_max_load", "max-load-over-time")):
                drawn = load_over_time_figure(members, column, styles, label)
                written += save_figure(drawn, directory / f"{stem}-{suffix}")
    return written
