"""Figures of a variable-capacity sweep (§6 and App. E of the paper)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from resched.experiments.aggregate import aggregate, describe
from resched.plot.cdf import yield_cdf_plots
from resched.plot.parameter import parameter_plot
from resched.plot.pareto import pareto_plot


def plot_varcap_sweep(directory: Path, rows: list[dict[str, Any]]) -> list[Path]:
    """Pareto plot (all traces, and each trace), yield CDF and one plot per varying
    parameter, as PNG and PDF in ``directory``, and the aggregated table as ``summary.csv``
    (for a sweep without algorithm metrics, such as ``YieldBounds``, only ``summary.csv`` with
    the statistics of every result column)."""
    table, varying = aggregate(rows)
    if table.empty:  # a sweep of bounds: the statistics table only
        describe(rows).to_csv(directory / "summary.csv")
        return [directory / "summary.csv"]
    table.to_csv(directory / "summary.csv", index=False)
    written = [directory / "summary.csv"] + pareto_plot(table, varying, directory / "pareto")
    written += yield_cdf_plots(rows, varying, directory / "yield-cdf")
    traces = sorted({str(r["trace"]) for r in rows if "trace" in r})
    for trace in traces if len(traces) > 1 else []:  # per-trace aggregates (Appendix E.2)
        per_trace, _ = aggregate([r for r in rows if str(r.get("trace")) == trace])
        if not per_trace.empty:
            written += pareto_plot(per_trace, varying, directory / f"pareto-{Path(trace).stem}")
    for parameter in varying:
        others = [p for p in varying if p != parameter]
        written += parameter_plot(table, parameter, others, directory / f"by-{parameter}")
    return written
