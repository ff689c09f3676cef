"""Figures of a variable-capacity sweep (§6 and App. E of the paper).

- :func:`pareto_figure`: relative goodput vs relative min yield (Figures 6, 7); parametrised
  algorithms (``DPBiC(𝒳)``, ``TargetYield(𝒴)``…) are one curve through their parameter
  values, labelled with the values, the others single markers;
- :func:`parameter_figure`: both relative objectives against one varied parameter, one
  line per algorithm (Figures 8–13); when other parameters vary too (Figure 13: finite vs
  infinite jobs) each of their values gets its own line style (in place of the algorithm's);
- :func:`yield_cdf_figure`: cumulative distribution of the final job yields per algorithm
  (Figures 13b, 14, 15);
- the load over time of finite-job sweeps (Figures 26, 27): :mod:`resched.varcap.experiment.load_figures`.

Every function takes ``ax=None`` (``axes=None``) and returns the figure; series keep one
colour and marker per algorithm across all figures of a sweep and across sweeps
(:func:`resched.plot.style.algorithm_style`: the registry's order for the built-ins, the name's
digest for a user algorithm). :func:`plot_sweep` writes them with
:func:`resched.plot.save.save_figure`, the only place where figure files are written.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
from matplotlib.axes import Axes
from matplotlib.figure import Figure

from resched.experiments.stats import grid_blocks
from resched.plot.intervals import errorbar, interval_bars, note
from resched.plot.save import save_figure
from resched.plot.style import algorithm_style, algorithm_styles, figure, figure_and_axes
from resched.varcap.algorithms import ALGORITHMS
from resched.varcap.experiment.aggregate import METRICS, aggregate, describe, mean_or_nan, ordered, split_by
from resched.varcap.experiment.load_figures import plot_loads
from resched.varcap.params import VarCapParams

_PARAM = re.compile(r"^(?P<family>[^()]+)\((?P<value>[^)]*)\)$")
_LINESTYLES = ("-", "--", ":", "-.")
METRIC_LABELS = {
    "relative_goodput": "relative goodput (goodput / §3.4 bound)",
    "relative_min_yield": "relative min yield (min yield / §3.4 bound)",
}


def parameter_label(name: str) -> str:
    """Axis label of a sweep parameter, with its unit."""
    if name == "load":
        return "load (Σ p_j / P_max)"
    try:
        unit = VarCapParams.field(name).unit
    except Exception:  # not a parameter (an older results file)
        unit = None
    return f"{name} [{unit}]" if unit else name


#: The built-in algorithms in registry order (their paper names, parameter left out): their
#: styles (:func:`resched.plot.style.algorithm_style`).
BUILTINS = tuple(spec.name for spec in ALGORITHMS)


def pareto_figure(table: pd.DataFrame, varying: Sequence[str] = (), ax: Axes | None = None) -> Figure:
    """One marker (or one curve through the parameter values) per algorithm, averaged over
    the varying parameters, with the 95 % confidence intervals of both objectives as error
    bars (averaged likewise: :func:`resched.varcap.experiment.aggregate.aggregate`)."""
    fig, ax = figure_and_axes(ax, figsize=(7.5, 5))
    bounds = [str(c) for c in table if str(c).endswith(("_low", "_high"))]
    means = (
        table.groupby("algorithm")
        .agg(
            {
                **{m: "mean" for m in METRICS},
                **{b: mean_or_nan for b in bounds},
                **({"runs": "sum"} if "runs" in table else {}),
            }
        )
        .reset_index()
    )
    parsed = means["algorithm"].str.extract(_PARAM)
    means["family"] = parsed["family"].fillna(means["algorithm"])
    means["value"] = pd.to_numeric(parsed["value"], errors="coerce")
    for family in ordered(means["family"]):
        group = means[means["family"] == family].sort_values("value")
        style = algorithm_style(family, BUILTINS)
        if group["value"].notna().any():
            ax.plot(
                group["relative_goodput"], group["relative_min_yield"], linewidth=1, markersize=5, label=family, **style
            )
            for _, row in group.iterrows():
                ax.annotate(
                    f"{row['value']:g}",
                    (row["relative_goodput"], row["relative_min_yield"]),
                    textcoords="offset points",
                    xytext=(3, 3),
                    fontsize=6,
                )
        else:
            ax.scatter(group["relative_goodput"], group["relative_min_yield"], s=50, label=family, **style)
        interval_bars(
            ax, group, group["relative_goodput"], "relative_min_yield", style.get("color"), x_metric="relative_goodput"
        )
    ax.legend(fontsize=8, loc="center left", bbox_to_anchor=(1.02, 0.5))
    ax.set_xlabel(METRIC_LABELS["relative_goodput"] + ", geometric mean")
    ax.set_ylabel(METRIC_LABELS["relative_min_yield"] + ", geometric mean")
    ax.set_title("Pareto comparison" + (f" (mean over {', '.join(varying)})" if varying else ""))
    ax.grid(alpha=0.3)
    return note(fig, means["runs"]) if "runs" in means else fig


def parameter_figure(
    table: pd.DataFrame,
    parameter: str,
    others: Sequence[str] = (),
    styles: dict[str, dict[str, object]] | None = None,
    axes: Sequence[Axes] | None = None,
) -> Figure:
    """Relative goodput and relative min yield against ``parameter`` (two axes), one line per
    algorithm and per combination of the ``others`` parameters' values, with their 95 %
    confidence intervals as error bars when ``table`` has them."""
    if axes is None:
        fig, axes = figure(1, len(METRICS), figsize=(12, 4.5), sharex=True)
    else:
        fig, _ = figure_and_axes(axes[0])
    styles = styles or algorithm_styles(ordered(table["algorithm"]), BUILTINS)
    others = list(others)
    combos = sorted({tuple(row) for row in table[others].itertuples(index=False)}, key=str) if others else [()]
    for ax, metric in zip(axes, METRICS):
        for name in ordered(table["algorithm"]):
            for k, combo in enumerate(combos):
                group = table[table["algorithm"] == name]
                for other, value in zip(others, combo):
                    group = group[group[other] == value]
                if group.empty:
                    continue
                group = group.sort_values(parameter)
                label = name + (" (" + ", ".join(f"{n}={v}" for n, v in zip(others, combo)) + ")" if others else "")
                errorbar(
                    ax,
                    group[parameter],
                    group,
                    metric,
                    label=label,
                    **{**styles[name], **({"linestyle": _LINESTYLES[k % len(_LINESTYLES)]} if others else {})},
                )
        ax.set_xlabel(parameter_label(parameter))
        ax.set_ylabel(METRIC_LABELS[metric])
        ax.grid(alpha=0.3)
    axes[-1].legend(fontsize=7, loc="center left", bbox_to_anchor=(1.02, 0.5))
    return note(fig, table["runs"]) if "runs" in table else fig


def yield_cdf_figure(
    rows: list[dict[str, Any]], label: str = "", styles: dict[str, dict[str, Any]] | None = None, ax: Axes | None = None
) -> Figure:
    """Empirical CDF of Yield_j(T_{n+1}), pooled over every instance of each algorithm."""
    fig, ax = figure_and_axes(ax, figsize=(7, 4.5))
    pooled: dict[str, list[float]] = {}
    for row in rows:
        pooled.setdefault(row["algorithm"], []).extend(row["yields"])
    styles = styles or algorithm_styles(ordered(pooled), BUILTINS)
    for name in ordered(pooled):
        v = np.sort(np.asarray(pooled[name], dtype=float))
        marks = np.linspace(0, len(v) - 1, min(len(v), 8)).astype(int).tolist()  # the series' marker, a few times
        ax.step(
            v,
            np.arange(1, len(v) + 1) / len(v),
            where="post",
            label=name,
            markevery=marks,
            markersize=4,
            **styles[name],
        )
    ax.set_xlabel("final yield Yield_j(T_n+1) (work / time the job could have run alone)")
    ax.set_ylabel("fraction of jobs")
    ax.set_title("Yield CDF" + (f" ({label})" if label else ""))
    ax.grid(alpha=0.3)
    ax.legend(fontsize=7, loc="center left", bbox_to_anchor=(1.02, 0.5))
    return fig


def _yield_cdfs(
    rows: list[dict[str, object]], varying: list[str], styles: dict[str, dict[str, object]], stem: Path
) -> list[Path]:
    """One yield-CDF figure per combination of the varying parameters (``stem-k=v…``), or a
    single ``stem`` figure when nothing varies."""
    with_yields = [row for row in rows if "error" not in row and row.get("yields")]
    written = []
    for label, members in split_by(with_yields, varying, lambda row, name: row.get(name)):
        name = f"{stem.name}-{label}" if label else stem.name
        written += save_figure(yield_cdf_figure(members, label, styles), stem.parent / name)
    return written


def plot_sweep(directory: Path, rows: list[dict[str, Any]]) -> list[Path]:
    """Pareto figure (all traces, and each trace), yield CDFs, one figure per varying
    parameter and, for finite jobs, the load over time, as PNG and PDF in ``directory``, and
    the aggregated table as ``summary.csv`` (with several traces, the same table per trace,
    its ``trace`` column added, as ``summary-by-trace.csv``)
    (for a sweep without algorithm metrics, such as ``YieldBounds``, only ``summary.csv`` with
    the statistics of every result column)."""
    directory = Path(directory)
    table, varying = aggregate(rows)
    if table.empty:  # a sweep of bounds: the statistics table only
        describe(rows).to_csv(directory / "summary.csv")
        return [directory / "summary.csv"]
    table.to_csv(directory / "summary.csv", index=False)
    styles = algorithm_styles(ordered(r["algorithm"] for r in rows if "error" not in r), BUILTINS)
    written = [directory / "summary.csv"]
    written += save_figure(pareto_figure(table, varying), directory / "pareto")
    written += _yield_cdfs(rows, varying, styles, directory / "yield-cdf")
    traces = sorted({str(r["trace"]) for r in rows if "trace" in r})
    by_trace = []
    for trace in traces if len(traces) > 1 else []:  # per-trace aggregates (Appendix E.2)
        per_trace, _ = aggregate([r for r in rows if str(r.get("trace")) == trace])
        if not per_trace.empty:
            written += save_figure(pareto_figure(per_trace, varying), directory / f"pareto-{Path(trace).stem}")
            by_trace.append(per_trace.assign(trace=trace))
    if by_trace:
        pd.concat(by_trace, ignore_index=True).to_csv(directory / "summary-by-trace.csv", index=False)
        written.append(directory / "summary-by-trace.csv")
    for parameter, (sub, sub_varying) in parameter_tables(rows, table, varying).items():
        others = [p for p in sub_varying if p != parameter]
        written += save_figure(parameter_figure(sub, parameter, others, styles), directory / f"by-{parameter}")
    return written + plot_loads(directory, rows, styles)


def parameter_tables(
    rows: list[dict[str, object]], table: pd.DataFrame, varying: list[str]
) -> dict[str, tuple[pd.DataFrame, list[str]]]:
    """Parameter → the aggregated table and varying parameters its ``by-<parameter>`` figure
    draws. A sweep of one grid: the whole table for every varying parameter. A sweep of
    several ``[[grid]]`` blocks that vary one parameter at a time (each row keeps its block's
    keys as ``grid``): each parameter from the blocks that vary it, so that the other blocks'
    points (the parameter at its default) are not drawn as extra lines; a parameter varied
    in every block (e.g. ``finite``) has no figure of its own but splits the lines of the
    others."""
    blocks = grid_blocks(rows)
    if len(blocks) <= 1:
        return {parameter: (table, varying) for parameter in varying}
    varied = {key: aggregate(members)[1] for key, members in blocks.items()}
    common = set.intersection(*(set(names) for names in varied.values()))
    chosen: dict[str, list[dict[str, Any]]] = {}
    for key, members in blocks.items():
        for parameter in varied[key]:
            if parameter not in common:
                chosen.setdefault(parameter, []).extend(members)
    return {parameter: aggregate(members) for parameter, members in chosen.items()}
