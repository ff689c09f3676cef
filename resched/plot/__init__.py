"""One plotting function per file; :func:`plot_sweep` draws every figure of a sweep with
its family's plot function."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")

from resched.errors import ReschedError  # noqa: E402
from resched.experiments.store import ResultStore  # noqa: E402


def plot_sweep(directory: str | Path) -> list[Path]:
    """Every figure and table of the sweep stored in ``directory`` (written there)."""
    from resched.registry import families

    directory = Path(directory)
    rows = ResultStore(directory).rows()
    if not rows:
        raise ReschedError(f"{directory}: no results to plot")
    if all("error" in r for r in rows):
        raise ReschedError(f"{directory}: every task failed, nothing to plot")
    family = families().get(rows[0].get("family"))
    if family is None or family.plot is None:
        raise ReschedError(f"{directory}: family {rows[0].get('family')!r} has no sweep plots")
    return family.plot(directory, rows)
