"""Figures of a risk-aware sweep (the slides' goodput, period and range plots) and its summary.

:func:`summarize` averages every metric over the capacity walks of each (grid point,
algorithm), with the goodput gain over each first-fit baseline (:data:`BASELINES`) taken
walk by walk; :func:`metric_panels` draws the six metrics against a parameter; :func:`plot_sweep` writes
``summary.csv`` and the panels. Figures are plain matplotlib ``Figure`` objects (no pyplot,
no backend selection); files are written by :func:`resched.plot.save.save_figure` only.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from resched.riskaware.params import ALGORITHM_NAMES, RiskAwareParams

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

#: A results-store row of a risk-aware sweep (identity, grid values, the run's metrics).
Row = Mapping[str, object]

METRICS = ("goodput", "utilization", "max_stretch", "mean_stretch", "aborted_volume", "aborted_time")
#: Axis label of each metric, with its unit.
LABELS = {
    "goodput": "GOODPUT(T) (fraction of capacity)",
    "utilization": "utilization (fraction of capacity)",
    "max_stretch": "max stretch",
    "mean_stretch": "mean stretch",
    "aborted_volume": "aborted volume (core-hours)",
    "aborted_time": "aborted time (hours)",
}
#: The first-fits gains are taken over: the slides' baseline and the one without backfilling
#: (FirstFitAware's schedules are FirstFit's, so no column of its own).
BASELINES = ("FirstFit", "FirstFitBlocking")
#: Columns identifying one capacity walk of a grid point (the gains are taken walk by walk).
WALK = ("replicate", "walk_seed")


def algorithm_order(names: Iterable[str]) -> list[str]:
    """``names`` in the registry's order (fixed colours and markers across figures)."""
    order = list(ALGORITHM_NAMES)
    known = [n for n in order if n in set(names)]
    return known + sorted(set(names) - set(order))


def parameter_label(name: str) -> str:
    """Axis label of a parameter: its name and unit."""
    try:
        unit = RiskAwareParams.field(name).unit
    except Exception:  # a column that is not a parameter
        unit = None
    return f"{name} ({unit})" if unit else name


def summarize(rows: Sequence[Row]) -> tuple[pd.DataFrame, list[str]]:
    """Mean over the capacity walks of every metric per (grid point, algorithm), with the mean
    goodput gain over each first-fit baseline on the same walk (``gain_over_<baseline>`` =
    goodput / baseline goodput − 1), each with its 95 % confidence interval over the walks
    (``<metric>_low``, ``<metric>_high``) and the number of walks (``runs``); and the grid
    parameters that vary."""
    from resched.experiments.stats import interval_table

    frame, keys = walks(rows)
    if frame.empty:
        return frame, []
    columns = [c for c in frame.columns if c in METRICS or c.startswith("gain_over_")]
    table = interval_table(frame, keys + ["algorithm"], columns)
    varying = [p for p in keys if table[p].nunique() > 1]
    return table, varying


def walks(rows: Sequence[Row]) -> tuple[pd.DataFrame, list[str]]:
    """One row per successful run (capacity walk, algorithm) with its grid values and its
    ``gain_over_<baseline>`` on the same walk; and the grid parameters (walk columns left out)."""
    import pandas as pd

    ok = [r for r in rows if "error" not in r]
    frame = pd.DataFrame(ok)
    if frame.empty:
        return frame, []
    params = sorted(set().union(*(cast("Iterable[str]", r["grid"]) for r in ok)))
    keys = [p for p in params if p in frame.columns and p not in WALK]
    for key in keys:  # a key of one grid block only: the other blocks' rows hold it in their params
        values: list[Any] = [
            r[key] if key in r else cast("Mapping[str, object]", r.get("params", {})).get(key) for r in ok
        ]
        frame[key] = values
    walk = [c for c in WALK if c in frame.columns]
    for baseline in BASELINES:
        base = frame[frame["algorithm"] == baseline].set_index(keys + walk)["goodput"]
        if not base.empty:
            matched = base.reindex(pd.MultiIndex.from_frame(frame[keys + walk])).to_numpy()
            frame[f"gain_over_{baseline}"] = frame["goodput"].to_numpy() / matched - 1
    return frame, keys


def metric_panels(table: pd.DataFrame, parameter: str | None = None, axes: Iterable[Axes] | None = None) -> Figure:
    """The six metrics against a numeric ``parameter`` (one line per algorithm), or as bars
    per algorithm (grouped by the values of a non-numeric ``parameter`` such as the trace),
    with their 95 % confidence intervals over the capacity walks as error bars when ``table``
    has them (:func:`summarize`). ``axes``: six matplotlib axes to draw on (default: a new
    2 × 3 figure). Returns the figure."""
    import pandas as pd

    from resched.plot.intervals import bar_lengths, errorbar, has_interval, note
    from resched.plot.style import algorithm_styles, figure, series_styles

    if axes is None:
        fig, grid = figure(2, 3, figsize=(13, 7))
        axes = list(grid.flat)
    else:
        axes = list(getattr(axes, "flat", axes))
        fig = cast("Figure", axes[0].get_figure())
    numeric = parameter is not None and pd.api.types.is_numeric_dtype(table[parameter])
    algorithms = algorithm_order(table["algorithm"].unique())
    if numeric and parameter is not None:  # numeric implies a parameter
        styles = algorithm_styles(algorithms, tuple(ALGORITHM_NAMES))
        for ax, metric in zip(axes, METRICS):
            for algorithm in algorithms:
                points = table[table["algorithm"] == algorithm].sort_values(parameter)
                errorbar(ax, points[parameter], points, metric, label=algorithm, **styles[algorithm])
            ax.set_xlabel(parameter_label(parameter))
    else:
        groups = [None] if parameter is None else sorted(table[parameter].unique(), key=str)
        names = ["all" if g is None else Path(str(g)).stem for g in groups]
        styles = series_styles(names)
        by_algorithm = algorithm_styles(algorithms, tuple(ALGORITHM_NAMES))  # one point: each algorithm's colour
        width = 0.8 / len(groups)
        for ax, metric in zip(axes, METRICS):
            for g, (group, name) in enumerate(zip(groups, names)):
                rows = table if group is None else table[table[parameter] == group]
                bars = rows.set_index("algorithm").reindex(algorithms)
                colours = [by_algorithm[a]["color"] for a in algorithms] if group is None else styles[name]["color"]
                yerr = (
                    bar_lengths(bars[metric], bars[f"{metric}_low"], bars[f"{metric}_high"])
                    if has_interval(bars, metric)
                    else None
                )
                ax.bar(
                    [k + g * width for k in range(len(algorithms))],
                    bars[metric],
                    width=width,
                    yerr=yerr,
                    capsize=3,
                    color=colours,
                    label=None if group is None else name,
                )
            ax.set_xticks([k + 0.4 - width / 2 for k in range(len(algorithms))], algorithms)
            ax.tick_params(axis="x", labelrotation=35, labelsize=7)
    for ax, metric in zip(axes, METRICS):
        ax.set_ylabel(LABELS[metric])
        ax.grid(alpha=0.3)
    if parameter is not None:
        axes[0].legend(fontsize=7)
        if not numeric:
            lower = min(table[METRICS[0]].min(), 1.0)
            axes[0].set_ylim(max(0.0, lower - 0.05), None)
    return note(fig, table["runs"], "capacity walk") if "runs" in table else fig


def plot_sweep(directory: Path, rows: Sequence[Row]) -> list[Path]:
    """``summary.csv`` and the metric panels: against each varying parameter (the others at
    each of their values pooled: the mean and its interval over every walk of that value), or
    as bars per algorithm for a single point."""
    from resched.experiments.stats import interval_table
    from resched.plot.save import save_figure

    directory = Path(directory)
    table, varying = summarize(rows)
    table.to_csv(directory / "summary.csv", index=False)
    written = [directory / "summary.csv"]
    if not varying:
        return written + save_figure(metric_panels(table, None), directory / "metrics")
    for parameter in varying:
        per_value = interval_table(walks(rows)[0], [parameter, "algorithm"], METRICS)
        written += save_figure(metric_panels(per_value, parameter), directory / f"by-{parameter}")
    return written


def capacity_adjusted(
    rows: Sequence[Row], by: str, metrics: tuple[str, ...] = METRICS, log2: bool = False
) -> list[dict[str, object]]:
    """The effect of the grid parameter ``by`` on each metric with the walk's capacity held
    fixed: per algorithm the least-squares fit metric = b_0 + b_m·M̄ + b_x·x over the runs
    (:func:`~resched.experiments.stats.linear_fit`), M̄ the walk's mean number of machines
    alive (``mean_machines``) and x the value of ``by`` (log₂ of it if ``log2``: b_x is then
    per doubling). A few walks per point make M̄ differ from point to point, and GOODPUT(T)
    divides by the capacity, so a trend read off the means can be the walks' rather than the
    parameter's; ``b_x`` is the parameter's. One record per (algorithm, metric): ``runs``,
    ``per_machine`` and ``per_unit`` (coefficient, low, high of the 95 % interval)."""
    import numpy as np

    from resched.errors import ReschedError
    from resched.experiments.stats import linear_fit

    frame, keys = walks(rows)
    if frame.empty:
        raise ReschedError("no successful risk-aware run in the results")
    if by not in keys:
        raise ReschedError(f"--by {by}: not a grid parameter of these results (they vary {', '.join(keys) or 'none'})")
    if "mean_machines" not in frame.columns or frame["mean_machines"].isna().any():
        raise ReschedError(
            "the results have no mean_machines (the walk's capacity; older rows lack it): run the sweep again into a new folder"
        )
    x = frame[by].astype(float).to_numpy()
    if log2 and (x <= 0).any():
        raise ReschedError(f"--log2 needs positive values of {by}")
    frame["_x"] = np.log2(x) if log2 else x
    records = []
    for algorithm in algorithm_order(frame["algorithm"].unique()):
        runs = frame[frame["algorithm"] == algorithm]
        for metric in metrics:
            try:
                fit = linear_fit(
                    runs[metric].tolist(), {"mean_machines": runs["mean_machines"].tolist(), by: runs["_x"].tolist()}
                )
            except ValueError as error:
                raise ReschedError(f"{algorithm}, {metric}: {error}") from None
            records.append(
                {
                    "algorithm": algorithm,
                    "metric": metric,
                    "runs": fit[by].runs,
                    "per_machine": [fit["mean_machines"].mean, fit["mean_machines"].low, fit["mean_machines"].high],
                    "per_unit": [fit[by].mean, fit[by].low, fit[by].high],
                }
            )
    return records
