"""Figures of a moldable sweep (§5, App. D): bars of the expected ratio with a line up to the
maximum (Figures 3, 5, 6), expected ratio against P, n, λ or ε when exactly one of them
varies (Figures 4, 7–9), and ``summary.csv`` (Table 1's layout: expected = mean over sets,
maximum = max over every (set, scenario) pair).

Every figure function takes ``ax=None`` (one panel) or ``axes=None`` (one panel per speedup
model or grid point) and returns the figure; :func:`plot_sweep` writes them with
:func:`resched.plot.save.save_figure`. Series keep one colour and marker per algorithm, in
the registry's order; when the priority rule varies (Figure 3) each bar is an (algorithm,
rule) pair, hatched by rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
from matplotlib.axes import Axes
from matplotlib.figure import Figure

from resched.errors import ReschedError
from resched.experiments.stats import interval_table
from resched.moldable.algorithms import ALGORITHMS
from resched.moldable.params import PRIORITIES, SPEEDUP_MODELS
from resched.plot.intervals import bar_lengths, errorbar, note
from resched.plot.save import save_figure
from resched.plot.style import algorithm_style, figure, figure_and_axes

AxesArray = Axes | Sequence[Axes] | np.ndarray
"""Given panels: one axes, or any sequence or array of them (used flattened, in order)."""
SWEPT = ("processors", "jobs", "error_rate", "epsilon")
"""Parameters drawn on the x axis of a line figure when exactly one of them varies."""
AXIS_LABELS = {
    "processors": "P (processors)",
    "jobs": "n (jobs per set)",
    "error_rate": "λ (silent errors per second of work)",
    "epsilon": "ε of BATCH-LIST (Lemma 3)",
    "scenarios": "failure scenarios per set",
}
RATIO_LABEL = "makespan / L' (ratio)"
#: The built-in algorithms in registry order: their styles (:func:`resched.plot.style.algorithm_style`).
BUILTINS = tuple(spec.name for spec in ALGORITHMS)
HATCHES: dict[str | None, str] = dict(zip(PRIORITIES, ("", "//", "..")))


def summarise(rows: list[dict[str, Any]]) -> tuple[pd.DataFrame, list[str]]:
    """One row per (grid point, algorithm): expected (mean over sets) with its 95 %
    confidence interval (``expected_low``, ``expected_high``: Student t over the sets), maximum,
    number of sets; and the grid parameters that vary."""
    ok = [r for r in rows if "error" not in r]
    grid = sorted(set().union(*(r.get("grid", []) for r in ok)))
    frame = pd.DataFrame(ok)
    for key in grid:
        if key not in frame:
            frame[key] = np.nan
    table = interval_table(frame, grid + ["algorithm"], ["expected"])
    table["maximum"] = frame.groupby(grid + ["algorithm"], dropna=False)["maximum"].max().to_numpy()
    table["sets"] = table.pop("runs")
    table = table.sort_values([*grid, "algorithm"], key=_sort_key, kind="stable").reset_index(drop=True)
    varying = [p for p in grid if table[p].nunique(dropna=False) > 1]
    return table, varying


def _sort_key(column: pd.Series) -> pd.Series:
    """Algorithms in the registry's order and priority rules in the paper's; others as they are."""
    if column.name == "algorithm":
        return column.map(_order)
    if column.name == "priority":
        return column.map({rule: k for k, rule in enumerate(PRIORITIES)})
    return column


def _order(name: str) -> int:
    names = [spec.name for spec in ALGORITHMS]
    return names.index(name) if name in names else len(names)


def _series(part: pd.DataFrame) -> list[tuple[str, str | None, pd.DataFrame]]:
    """(algorithm, priority or None, rows) per series, in the registry's and the rules' order."""
    by_rule = "priority" in part and part["priority"].nunique() > 1
    keys = ["algorithm", "priority"] if by_rule else ["algorithm"]
    series: list[tuple[str, str | None, pd.DataFrame]] = []
    for key, group in part.groupby(keys, sort=False):
        algorithm, rule = key if by_rule else (key[0] if isinstance(key, tuple) else key, None)
        series.append((str(algorithm), None if rule is None else str(rule), group))
    rank: dict[str | None, int] = {r: k for k, r in enumerate(PRIORITIES)}
    return sorted(series, key=lambda s: (_order(s[0]), rank.get(s[1], 0)))


def ratio_lines(table: pd.DataFrame, parameter: str, title: str = "", ax: Axes | None = None) -> Figure:
    """Expected ratio against ``parameter``, one line per algorithm, with its 95 % confidence
    interval over the job sets as error bars. A curve rising above 5×
    the panel's best value (MINAREA, MINTIME on Amdahl or power) is clipped and its range is
    given in the legend."""
    fig, ax = figure_and_axes(ax, figsize=(5, 4))
    low = table["expected"].min()
    peaks = table.groupby("algorithm")["expected"].max()
    top = peaks[peaks <= 5 * low].max()
    for algorithm, rule, group in _series(table):
        group = group.sort_values(parameter)
        name = f"{algorithm} {rule}" if rule else algorithm
        lo, hi = group["expected"].min(), group["expected"].max()
        label = name if hi <= top else f"{name} (off scale: {lo:.3g}–{hi:.3g})"
        errorbar(ax, group[parameter], group, "expected", label=label, **algorithm_style(algorithm, BUILTINS))
    ax.set_ylim(0.97 * low, 1.03 * top)
    ax.set_xscale("log" if parameter == "error_rate" else "linear")
    ax.set_xlabel(AXIS_LABELS.get(parameter, parameter))
    ax.set_ylabel(f"expected {RATIO_LABEL}")
    ax.set_title(title)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=7)
    return fig


def ratio_bars(table: pd.DataFrame, title: str = "", ax: Axes | None = None) -> Figure:
    """One bar per algorithm (per algorithm and priority rule when the rule varies): the
    expected ratio with its 95 % confidence interval (grey error bar, when the bar is one grid
    point), and a line up to the maximum; log scale."""
    fig, ax = figure_and_axes(ax, figsize=(5, 4))
    series = _series(table)
    x = np.arange(len(series))
    for k, (algorithm, rule, group) in enumerate(series):
        colour = algorithm_style(algorithm, BUILTINS)["color"]
        ax.bar(k, group["expected"].mean(), color=colour, hatch=HATCHES.get(rule, ""), edgecolor="black", linewidth=0.5)
        ax.vlines(k, group["expected"].mean(), group["maximum"].max(), color="black")
        if len(group) == 1 and "expected_low" in group:
            ax.errorbar(
                k,
                group["expected"],
                yerr=bar_lengths(group["expected"], group["expected_low"], group["expected_high"]),
                color="grey",
                capsize=4,
                elinewidth=1.5,
            )
    ax.set_xticks(x, [f"{a} {r}" if r else a for a, r, _ in series], rotation=60, fontsize=7)
    ax.set_yscale("log")
    ax.set_ylabel(f"{RATIO_LABEL}\n(bar: expected, line: maximum)", fontsize=7)
    ax.set_title(title, fontsize=8)
    ax.grid(alpha=0.3, axis="y")
    return fig


def _models(table: pd.DataFrame) -> list[str | None]:
    if "speedup_model" not in table:
        return [None]
    present = list(table["speedup_model"].unique())
    return [m for m in SPEEDUP_MODELS if m in present] + sorted(m for m in present if m not in SPEEDUP_MODELS)


def _panels(count: int, columns: int, size: tuple[float, float], axes: AxesArray | None) -> tuple[Figure, list[Axes]]:
    """``count`` axes: the first ones of ``axes`` (any array of axes), or a new figure of
    ``columns`` columns with the spare axes removed."""
    if axes is not None:
        flat = list(np.ravel(np.asarray(axes, dtype=object)))
        if len(flat) < count:
            raise ReschedError(f"the figure needs {count} axes, got {len(flat)}")
        return flat[0].get_figure(), flat[:count]
    rows = -(-count // columns)
    fig, grid = figure(rows, columns, figsize=(size[0] * columns, size[1] * rows), squeeze=False)
    flat = list(grid.flat)
    for ax in flat[count:]:
        ax.remove()
    return fig, flat[:count]


def by_parameter(table: pd.DataFrame, parameter: str, axes: AxesArray | None = None) -> Figure:
    """Figures 4 and 7–9: :func:`ratio_lines` against ``parameter``, one panel per speedup
    model (three per row)."""
    models = _models(table)
    fig, panels = _panels(len(models), min(3, len(models)), (4.6, 4), axes)
    for ax, model in zip(panels, models):
        ratio_lines(table if model is None else table[table["speedup_model"] == model], parameter, model or "", ax=ax)
    return note(fig, table["sets"], "job set")


def bars(table: pd.DataFrame, others: list[str], axes: AxesArray | None = None) -> Figure:
    """Figures 3, 5 and 6: :func:`ratio_bars`, one panel per speedup model (three per row), or
    one row per model and one column per combination of the ``others`` parameters."""
    models = _models(table)
    points = table[others].drop_duplicates().sort_values(others).to_dict("records") if others else [{}]
    if others:
        fig, panels = _panels(len(models) * len(points), len(points), (3.2, 3.4), axes)
    else:
        fig, panels = _panels(len(models), min(3, len(models)), (4.6, 4), axes)
    cells = [(model, point) for model in models for point in points]
    for ax, (model, point) in zip(panels, cells):
        part = table if model is None else table[table["speedup_model"] == model]
        for key, value in point.items():
            part = part[part[key] == value]
        title = " ".join(
            [
                model or "",
                *(
                    f"{_short(str(k))}={v:g}" if isinstance(v, float) else f"{_short(str(k))}={v}"
                    for k, v in point.items()
                ),
            ]
        ).strip()
        ratio_bars(part, title, ax=ax)
    return note(fig, table["sets"], "job set")


def _short(parameter: str) -> str:
    return {"processors": "P", "jobs": "n", "error_rate": "λ", "epsilon": "ε"}.get(parameter, parameter)


def plot_sweep(directory: Path, rows: list[dict[str, object]]) -> list[Path]:
    """``summary.csv`` and the sweep's figures (PNG and PDF) in ``directory``: ``by-<parameter>``
    when exactly one of P, n, λ, ε varies, and ``bars``."""
    table, varying = summarise(rows)
    table.to_csv(directory / "summary.csv", index=False)
    written = [directory / "summary.csv"]
    swept = [p for p in varying if p in SWEPT]
    if len(swept) == 1:
        written += save_figure(by_parameter(table, swept[0]), directory / f"by-{swept[0]}")
    others = [p for p in varying if p not in ("speedup_model", "priority")]
    return written + save_figure(bars(table, others), directory / "bars")
