"""One plotting function per file; :func:`plot_sweep` draws every figure of a sweep."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")

from resched.errors import ReschedError  # noqa: E402
from resched.experiments.aggregate import aggregate  # noqa: E402
from resched.experiments.store import ResultStore  # noqa: E402
from resched.plot.cdf import yield_cdf_plot  # noqa: E402
from resched.plot.parameter import parameter_plot  # noqa: E402
from resched.plot.pareto import pareto_plot  # noqa: E402


def plot_sweep(directory: str | Path) -> list[Path]:
    """Pareto plot, yield CDF and one plot per varying parameter, as PNG and PDF in
    ``directory``, and the aggregated table as ``summary.csv``."""
    directory = Path(directory)
    rows = ResultStore(directory).rows()
    if not rows:
        raise ReschedError(f"{directory}: no results to plot")
    table, varying = aggregate(rows)
    if table.empty:
        raise ReschedError(f"{directory}: every task failed, nothing to plot")
    table.to_csv(directory / "summary.csv", index=False)
    written = [directory / "summary.csv"] + pareto_plot(table, varying, directory / "pareto")
    written += yield_cdf_plot(rows, directory / "yield-cdf")
    for parameter in varying:
        written += parameter_plot(table, parameter, directory / f"by-{parameter}")
    return written
