"""Figures without pyplot, and one distinct style per series.

:func:`figure` makes a :class:`~matplotlib.figure.Figure` (no backend, no global state);
:func:`figure_and_axes` implements the ``ax=None`` convention of every figure function;
:func:`series_style` gives each of up to 20 series its own colour *and* marker, so that two
series never look alike, even in grey.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from matplotlib.axes import Axes
from matplotlib.figure import Figure

#: tab20's colours reordered so that consecutive series get contrasting hues.
COLOURS = (
    "#1f77b4",
    "#ff7f0e",
    "#2ca02c",
    "#d62728",
    "#9467bd",
    "#8c564b",
    "#e377c2",
    "#7f7f7f",
    "#bcbd22",
    "#17becf",
    "#aec7e8",
    "#ffbb78",
    "#98df8a",
    "#ff9896",
    "#c5b0d5",
    "#c49c94",
    "#f7b6d2",
    "#c7c7c7",
    "#dbdb8d",
    "#9edae5",
)
MARKERS = ("o", "s", "^", "D", "v", "P", "X", "*", "<", ">", "h", "p", "d", "8", "H", "1", "2", "3", "4", "+")


def figure(
    nrows: int = 1, ncols: int = 1, figsize: tuple[float, float] | None = None, **options: Any
) -> tuple[Figure, Any]:
    """A new figure and its axes (``Figure.subplots``' return value), without pyplot."""
    fig = Figure(figsize=figsize)
    return fig, fig.subplots(nrows, ncols, **options)


def figure_and_axes(ax: Axes | None, figsize: tuple[float, float] | None = None) -> tuple[Figure, Axes]:
    """``ax``'s figure and ``ax``, or a new single-axes figure when ``ax`` is ``None``."""
    if ax is None:
        return figure(figsize=figsize)
    fig = ax.get_figure()
    assert isinstance(fig, Figure)
    return fig, ax


def series_style(index: int) -> dict[str, object]:
    """Matplotlib keyword arguments: colour and marker of series ``index`` (20 distinct pairs, then they repeat shifted)."""
    return {"color": COLOURS[index % len(COLOURS)], "marker": MARKERS[(index + index // len(COLOURS)) % len(MARKERS)]}


def series_styles(names: Sequence[str]) -> dict[str, dict[str, Any]]:
    """A distinct style per name, in the order given (keep one order across a family's figures)."""
    return {name: series_style(k) for k, name in enumerate(names)}
