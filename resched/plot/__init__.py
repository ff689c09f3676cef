"""Generic figure helpers and the sweep-figure dispatcher.

Family figures live in their family (``resched/<family>/figures.py``): each figure function
takes ``ax=None`` (or ``axes=None``) and returns the figure; files are written by
:func:`resched.plot.save.save_figure` only. No module here selects a matplotlib backend:
figures are made with :class:`matplotlib.figure.Figure`, not pyplot, so importing or
drawing never changes a user's interactive backend.
"""

from __future__ import annotations

from pathlib import Path

from resched.errors import ReschedError
from resched.experiments.stats import file_shared_points
from resched.experiments.store import ResultStore


def plot_sweep(directory: str | Path) -> list[Path]:
    """Every figure and table of the sweep stored in ``directory`` (written there). Rows
    written twice for one task count once; damaged lines are skipped (see
    :attr:`ResultStore.damaged`); a point shared by several grid blocks is drawn once
    (:func:`~resched.experiments.stats.file_shared_points`)."""
    from resched.registry import families

    directory = Path(directory)
    store = ResultStore(directory)
    if not store.path.exists():
        raise ReschedError(f"{directory}: no results.jsonl (not a sweep results folder)")
    rows = file_shared_points(store.latest())
    if not rows:
        raise ReschedError(f"{directory}: no results to plot")
    if all("error" in r for r in rows):
        raise ReschedError(f"{directory}: every task failed, nothing to plot")
    names = {r.get("family") for r in rows}
    if len(names) > 1:
        raise ReschedError(f"{directory}: results of several families ({', '.join(map(str, names))})")
    name = rows[0].get("family")
    family = families().get(name) if isinstance(name, str) else None
    if family is None or family.figures is None:
        raise ReschedError(f"{directory}: family {rows[0].get('family')!r} has no sweep figures")
    try:
        return family.plot(directory, rows)
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        # a hand-edited row (a metric missing, a string or a list for a number): the family's
        # figure code reads the rows as its sweep wrote them
        raise ReschedError(
            f"{store.path}: a row lacks a field or has a value of another type than {name} sweeps write "
            f"({type(error).__name__}: {error}); was the file edited by hand?"
        ) from None
