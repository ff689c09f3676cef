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
    fig = None
    for fig, ax, model, part in _panels(table):
        for algorithm, group in part.groupby("algorithm", sort=True):
            group = group.sort_values(parameter)
            ax.plot(group[parameter], group["expected"], marker="o", label=algorithm)
        ax.set_xscale("log" if parameter == "lam" else "linear")
        ax.set_xlabel(parameter)
        ax.set_ylabel("expected makespan / L'")
        ax.set_title(model or "")
        ax.grid(alpha=0.3)
    fig.axes[-1].legend(fontsize=7)
    return save_figure(fig, stem)


def _bars(table: pd.DataFrame, others: list[str], stem: Path) -> list[Path]:
    fig = None
    for fig, ax, model, part in _panels(table):
        part = part.sort_values(others + ["algorithm"])
        labels = [" ".join([row["algorithm"], *(f"{p}={row[p]:g}" for p in others)]) for _, row in part.iterrows()]
        x = np.arange(len(labels))
        ax.bar(x, part["expected"], color=[f"C{k % 10}" for k in x])
        ax.vlines(x, part["expected"], part["maximum"], color="black")
        ax.set_xticks(x, labels, rotation=60, fontsize=7)
        ax.set_yscale("log")
        ax.set_ylabel("makespan / L' (bar: expected, line: maximum)")
        ax.set_title(model or "")
        ax.grid(alpha=0.3, axis="y")
    return save_figure(fig, stem)
