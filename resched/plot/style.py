"""Figures without pyplot, and one distinct style per series.

:func:`figure` makes a :class:`~matplotlib.figure.Figure` (no backend, no global state);
:func:`figure_and_axes` implements the ``ax=None`` convention of every figure function;
:func:`series_style` gives each of up to 20 series its own colour *and* marker, so that two
series never look alike, even in grey.

:func:`algorithm_style` is the one rule that styles an algorithm's series, in every figure of
every family (``resched plot`` draws through the families' figures): the style depends on the
algorithm's name and the family's registry only, never on which algorithms a figure shows, so an
algorithm looks the same in every figure of a sweep and across sweeps.

- A built-in algorithm (a name in the family's registry order ``builtins``) has the registry
  position's :func:`series_style` and a solid line (``"-"``).
- A parametrised built-in (``DPBiC(15)``: a registry name, then an argument in parentheses) has
  a solid line, its algorithm's colour darkened by a share in [0, 0.6] and a marker of
  :data:`MARKERS`, both taken from the SHA-256 digest of the full name (so ``DPBiC(2)`` and
  ``DPBiC(15)`` look related but differ, the same in every figure).
- Any other name, a user algorithm's, has a dashed line (``"--"``) and a colour of
  :data:`USER_COLOURS` (matplotlib's Dark2, disjoint from :data:`COLOURS`) and a marker of
  :data:`MARKERS`, both taken from the SHA-256 digest of its name: deterministic across runs and
  machines (Python's ``hash`` is salted per process), never a built-in's style (colour and line
  differ). Two user names may share colour and marker (8 × 20 pairs); their labels tell them apart.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable, Sequence
from typing import Any

from matplotlib.axes import Axes
from matplotlib.colors import to_hex, to_rgb
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
#: The colours of user algorithms (matplotlib's Dark2): none is one of :data:`COLOURS`.
USER_COLOURS = ("#1b9e77", "#d95f02", "#7570b3", "#e7298a", "#66a61e", "#e6ab02", "#a6761d", "#666666")
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


_ARGUMENT = re.compile(r"^(?P<base>[^()]+)\((?P<argument>[^()]*)\)$")


def _digest(name: str) -> int:
    """The first 8 bytes of ``name``'s SHA-256 digest, as an integer (the same in every process)."""
    return int.from_bytes(hashlib.sha256(name.encode()).digest()[:8], "big")


def algorithm_style(name: str, builtins: Sequence[str] = ()) -> dict[str, Any]:
    """Matplotlib keyword arguments (``color``, ``marker``, ``linestyle``) of algorithm ``name``'s
    series, given its family's built-in names in registry order (the module docstring states the
    rule); the same in every figure whatever else it shows.

    >>> algorithm_style("MINTIME", ("LPA-LIST", "BATCH-LIST", "MINTIME"))
    {'color': '#2ca02c', 'marker': '^', 'linestyle': '-'}
    >>> algorithm_style("mypkg.policies:Shortest")["linestyle"]
    '--'
    """
    order = list(builtins)
    if name in order:
        return {**series_style(order.index(name)), "linestyle": "-"}
    parsed = _ARGUMENT.match(name)
    if parsed and parsed["base"] in order:
        digest = _digest(name)
        red, green, blue = to_rgb(COLOURS[order.index(parsed["base"])])
        share = 1 - (digest % 61) / 100
        darkened = to_hex((red * share, green * share, blue * share))
        return {"color": darkened, "marker": MARKERS[(digest // 61) % len(MARKERS)], "linestyle": "-"}
    digest = _digest(name)
    return {
        "color": USER_COLOURS[digest % len(USER_COLOURS)],
        "marker": MARKERS[(digest // len(USER_COLOURS)) % len(MARKERS)],
        "linestyle": "--",
    }


def algorithm_styles(names: Iterable[str], builtins: Sequence[str] = ()) -> dict[str, dict[str, Any]]:
    """:func:`algorithm_style` of every name of ``names`` (a dict by name)."""
    return {name: algorithm_style(name, builtins) for name in names}
