"""The workloads and the capacity of the variable-capacity paper's §6.1 and Appendix E, drawn.

- Figure 5 (:func:`processors_figure`): the number of processors p_j required by each job of
  each trace, one histogram per trace on logarithmic bins, with P_min (the largest size a job
  may have, §6.1: jobs with p_j > P_min are never drawn) marked;
- Figure 24 (:func:`runtime_heatmap`): the jobs of each trace counted by (p_j, run time), both
  on logarithmic bins;
- Figure 25 (:func:`capacity_figure`): the number of available processors P_i of the
  instances of a sweep against time (section start dates T_i, in the trace's time unit);
- :func:`workload_table`: per trace, the counts and quantiles behind Figures 5 and 24 (jobs,
  the share with p_j ≤ P_min, quartiles of p_j and of the run time (s) over all jobs and over
  the jobs that can be drawn).

The traces are read by :meth:`~resched.varcap.generate.Workload.from_swf` (jobs with a known
positive size and run time), as the generator reads them.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from matplotlib.colors import LogNorm
from matplotlib.figure import Figure

from resched.plot.style import figure
from resched.varcap.generate import Workload
from resched.varcap.instance import VarCapInstance


def _log_bins(values: np.ndarray, per_decade: int = 8) -> np.ndarray:
    """Bin edges spaced by 10^(1/per_decade) from the smallest to the largest of ``values`` (> 0)."""
    low, high = np.log10(values.min()), np.log10(values.max())
    count = max(int(np.ceil((high - low) * per_decade)), 1)
    edges = np.logspace(low, high, count + 1)
    edges[0], edges[-1] = values.min(), values.max()  # exact ends: 10**log10(x) may miss x by a rounding
    return edges


def processors_figure(workloads: Sequence[Workload], p_min: int) -> Figure:
    """Figure 5: one histogram of p_j (jobs per logarithmic bin) per trace; the dashed line is
    P_min, the largest size the generator draws."""
    fig, axes = figure(1, len(workloads), figsize=(4.2 * len(workloads), 3.6), squeeze=False)
    axes = axes[0]
    for ax, load in zip(axes, workloads, strict=True):
        sizes = load.processors.astype(float)
        ax.hist(sizes, bins=_log_bins(sizes), color="C0")
        ax.axvline(p_min, color="black", linestyle="--", label=f"P_min = {p_min}")
        share = float(np.mean(sizes <= p_min))
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_title(f"{load.name}\n{len(sizes):,} jobs, {share:.1%} with p_j ≤ P_min", fontsize=8)
        ax.set_xlabel("processors required p_j")
        ax.grid(alpha=0.3)
    axes[0].set_ylabel("jobs")
    axes[-1].legend(fontsize=7)
    return fig


def runtime_heatmap(workloads: Sequence[Workload]) -> Figure:
    """Figure 24: jobs counted by processors p_j (x) and run time in seconds (y), logarithmic
    bins and a logarithmic colour scale, one panel per trace."""
    fig, axes = figure(1, len(workloads), figsize=(4.6 * len(workloads), 3.8), squeeze=False)
    axes = axes[0]
    for ax, load in zip(axes, workloads, strict=True):
        sizes, runs = load.processors.astype(float), load.run_times.astype(float)
        counts, xs, ys = np.histogram2d(sizes, runs, bins=[_log_bins(sizes), _log_bins(runs)])
        mesh = ax.pcolormesh(xs, ys, counts.T, norm=LogNorm(vmin=1), cmap="viridis")
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_title(f"{load.name} ({len(sizes):,} jobs)", fontsize=8)
        ax.set_xlabel("processors required p_j")
        fig.colorbar(mesh, ax=ax, label="jobs")
    axes[0].set_ylabel("run time (s)")
    return fig


def capacity_figure(instances: Sequence[VarCapInstance], labels: Sequence[str], p_max: int, p_min: int) -> Figure:
    """Figure 25: P_i against the section start dates T_i (a step per section), one line per
    instance, with P_max (dashed) and P_min (dotted)."""
    fig, ax = figure(1, 1, figsize=(8.0, 3.6))
    for instance, label in zip(instances, labels, strict=True):
        ax.stairs(
            np.asarray(instance.P, dtype=float),
            np.asarray(instance.T, dtype=float),
            baseline=None,
            linewidth=0.9,
            label=label,
        )
    ax.axhline(p_max, color="black", linestyle="--", linewidth=0.8)
    ax.axhline(p_min, color="black", linestyle=":", linewidth=0.8)
    ax.set_xlabel("time (section start dates T_i, s)")
    ax.set_ylabel("available processors P_i")
    ax.set_ylim(0, p_max * 1.05)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=7, ncol=min(len(instances), 3), loc="lower center")
    return fig


def workload_table(workloads: Sequence[Workload], p_min: int) -> list[dict[str, object]]:
    """Per trace: ``jobs``, ``drawable`` (jobs with p_j ≤ P_min) and its share, the quartiles of
    p_j (processors) and of the run time (s) over all jobs (``p_q25`` …, ``run_q25`` …) and the
    median p_j of the drawable jobs (``drawable_p_median``)."""
    rows: list[dict[str, object]] = []
    for load in workloads:
        sizes, runs = load.processors.astype(float), load.run_times.astype(float)
        drawable = sizes <= p_min
        row: dict[str, object] = {
            "trace": load.name,
            "p_min": p_min,
            "jobs": len(sizes),
            "drawable": int(drawable.sum()),
            "drawable_share": float(drawable.mean()),
        }
        for name, values in (("p", sizes), ("run", runs)):
            for q in (25, 50, 75):
                row[f"{name}_q{q}"] = float(np.percentile(values, q))
        row["p_max_job"] = float(sizes.max())
        row["drawable_p_median"] = float(np.median(sizes[drawable])) if drawable.any() else float("nan")
        row["single_processor_share"] = float(np.mean(sizes == 1))
        rows.append(row)
    return rows
