"""Figures of a moldable sweep (§5, App. D): bars of the expected ratio with a line up to the
maximum (Figures 3, 5, 6), expected ratio against P, n or λ when exactly one of them varies
(Figures 4, 7–9), and
``summary.csv`` (Table 1's layout: expected = mean over sets, maximum = max over all pairs)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

from resched.plot.save import save_figure

SWEPT = ("P", "n", "lam", "epsilon")


def summarise(rows: list[dict[str, Any]]) -> tuple[pd.DataFrame, list[str]]:
    """One row per (grid point, algorithm): expected, maximum, number of sets; and the grid
    parameters that vary."""
    ok = pd.DataFrame([r for r in rows if "error" not in r])
    grid = sorted(set().union(*(r["grid"] for r in rows)))
    keys = grid + ["algorithm"]
    table = ok.groupby(keys, dropna=False).agg(
        expected=("expected", "mean"), maximum=("maximum", "max"), sets=("expected", "size")).reset_index()
    varying = [p for p in grid if table[p].nunique() > 1]
    return table, varying


def plot_moldable_sweep(directory: Path, rows: list[dict[str, Any]]) -> list[Path]:
    """``summary.csv`` and the sweep's figures (PNG and PDF) in ``directory``."""
    table, varying = summarise(rows)
    table.to_csv(directory / "summary.csv", index=False)
    written = [directory / "summary.csv"]
    swept = [p for p in varying if p in SWEPT]
    if len(swept) == 1:
        written += _lines(table, swept[0], directory / f"by-{swept[0]}")
    others = [p for p in varying if p != "model"]
    return written + _bars(table, others, directory / "bars")


def _panels(table: pd.DataFrame):
    """One panel per speedup model, three per row."""
    models = sorted(table["model"].unique()) if "model" in table else [None]
    columns = min(3, len(models))
    rows = -(-len(models) // columns)
    fig, axes = plt.subplots(rows, columns, figsize=(4.6 * columns, 4 * rows), squeeze=False)
    for ax in axes.flat[len(models):]:
        ax.remove()
    for ax, model in zip(axes.flat, models):
        yield fig, ax, model, table if model is None else table[table["model"] == model]


def _lines(table: pd.DataFrame, parameter: str, stem: Path) -> list[Path]:
    """Expected ratio against ``parameter``; an algorithm whose curve rises above 5× the panel's
    best value (MINAREA, MINTIME on Amdahl or power) is clipped and its range is in the legend."""
    fig = None
    for fig, ax, model, part in _panels(table):
        low = part["expected"].min()
        peaks = part.groupby("algorithm")["expected"].max()
        top = peaks[peaks <= 5 * low].max()
        for algorithm, group in part.groupby("algorithm", sort=True):
            group = group.sort_values(parameter)
            lo, hi = group["expected"].min(), group["expected"].max()
            label = algorithm if hi <= top else f"{algorithm} (off scale: {lo:.3g}–{hi:.3g})"
            ax.plot(group[parameter], group["expected"], marker="o", label=label)
        ax.set_ylim(0.97 * low, 1.03 * top)
        ax.set_xscale("log" if parameter == "lam" else "linear")
        ax.set_xlabel(parameter)
        ax.set_ylabel("expected makespan / L'")
        ax.set_title(model or "")
        ax.grid(alpha=0.3)
        ax.legend(fontsize=7)
    return save_figure(fig, stem)


def _bars(table: pd.DataFrame, others: list[str], stem: Path) -> list[Path]:
    """Bars per algorithm: one panel per model, or (as Figure 6) one row per model and one
    column per combination of the other varying parameters."""
    if not others:
        fig = None
        for fig, ax, model, part in _panels(table):
            _bar_panel(ax, part, model or "")
        return save_figure(fig, stem)
    models = sorted(table["model"].unique()) if "model" in table else [None]
    points = table[others].drop_duplicates().sort_values(others).to_dict("records")
    fig, axes = plt.subplots(len(models), len(points), figsize=(3.2 * len(points), 3.4 * len(models)),
                             squeeze=False)
    for row, model in zip(axes, models):
        for ax, point in zip(row, points):
            part = table if model is None else table[table["model"] == model]
            part = part[np.logical_and.reduce([part[p] == v for p, v in point.items()])]
            _bar_panel(ax, part, " ".join([model or "", *(f"{p}={v:g}" for p, v in point.items())]))
    return save_figure(fig, stem)


def _bar_panel(ax, part: pd.DataFrame, title: str) -> None:
    part = part.sort_values("algorithm")
    x = np.arange(len(part))
    ax.bar(x, part["expected"], color=[f"C{k % 10}" for k in x])
    ax.vlines(x, part["expected"], part["maximum"], color="black")
    ax.set_xticks(x, part["algorithm"], rotation=60, fontsize=7)
    ax.set_yscale("log")
    ax.set_ylabel("makespan / L' (bar: expected, line: max)", fontsize=7)
    ax.set_title(title, fontsize=8)
    ax.grid(alpha=0.3, axis="y")
