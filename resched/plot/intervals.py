"""Confidence intervals in figures: error bars from the ``<metric>_low`` / ``<metric>_high``
columns of a summary (:func:`resched.experiments.stats.interval_table`), and the note that
says what they are and how many runs stand behind each point.

A bound that is not finite (one run: the Student-t interval is infinite; a geometric mean
with some zeros: no interval) draws no bar.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt
from matplotlib.axes import Axes
from matplotlib.container import ErrorbarContainer
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.typing import ColorType

if TYPE_CHECKING:
    import pandas as pd

LABEL = "95 % CI of the mean (Student t)"


def has_interval(table: pd.DataFrame, metric: str) -> bool:
    """Whether ``table`` holds the interval columns of ``metric``."""
    return f"{metric}_low" in table and f"{metric}_high" in table


def bar_lengths(mean: npt.ArrayLike, low: npt.ArrayLike, high: npt.ArrayLike) -> np.ndarray:
    """The (2, n) ``yerr`` of :meth:`Axes.errorbar`: distances from the mean down to ``low``
    and up to ``high``; NaN (no bar) where a bound is not finite."""
    m, lo, hi = (np.asarray(v, dtype=float) for v in (mean, low, high))
    below, above = m - lo, hi - m
    bad = ~(np.isfinite(below) & np.isfinite(above))
    return np.where(bad, np.nan, np.stack([below, above]))


def errorbar(ax: Axes, x: npt.ArrayLike, table: pd.DataFrame, metric: str, **style: Any) -> list[Line2D]:
    """A line of ``table[metric]`` against ``x`` (``ax.plot``: the line keeps its label and
    style) with its 95 % interval as error bars of the line's colour, when ``table`` has the
    interval columns. Returns the line, as ``ax.plot``."""
    lines = ax.plot(x, table[metric], **style)
    interval_bars(ax, table, x, metric, lines[0].get_color())
    return lines


def interval_bars(
    ax: Axes, table: pd.DataFrame, x: npt.ArrayLike, metric: str, color: ColorType | None, x_metric: str | None = None
) -> ErrorbarContainer | None:
    """Error bars only (no marker, no line, no legend entry) at (``x``, ``table[metric]``): the
    95 % interval of ``metric`` and, with ``x_metric``, also of that one horizontally (``x``
    is then ``table[x_metric]``). Nothing is drawn without interval columns."""

    def lengths(name: str | None) -> np.ndarray | None:
        if name is None or not has_interval(table, name):
            return None
        return bar_lengths(table[name], table[f"{name}_low"], table[f"{name}_high"])

    yerr, xerr = lengths(metric), lengths(x_metric)
    if yerr is None and xerr is None:
        return None
    return ax.errorbar(x, table[metric], yerr=yerr, xerr=xerr, fmt="none", ecolor=color, elinewidth=0.8, capsize=0)


def runs_text(runs: Iterable[float], unit: str = "run") -> str:
    """``"5 runs"``, or ``"2–5 runs"`` when the points have different numbers of runs
    (``unit`` names what a run is); empty without counts."""
    counts = sorted({int(r) for r in runs if r == r})
    if not counts:
        return ""
    shown = str(counts[0]) if len(counts) == 1 else f"{counts[0]}–{counts[-1]}"
    return f"{shown} {unit}{'s' if counts[-1] > 1 else ''}"


def runs_note(runs: Iterable[float], unit: str = "run") -> str:
    """``"error bars: 95 % CI of the mean (Student t), 5 runs per point"``."""
    counted = runs_text(runs, unit)
    return f"error bars: {LABEL}" + (f", {counted} per point" if counted else "")


def note(fig: Figure, runs: Iterable[float], unit: str = "run") -> Figure:
    """Write :func:`runs_note` as the figure's small top line."""
    fig.suptitle(runs_note(runs, unit), fontsize=8)
    return fig
