"""Metric vs one varied parameter, one line per algorithm (Figures 8–12)."""

from __future__ import annotations

from pathlib import Path

import matplotlib.pyplot as plt
import pandas as pd

from resched.experiments.aggregate import METRICS
from resched.plot.save import save_figure


def parameter_plot(table: pd.DataFrame, parameter: str, stem: Path) -> list[Path]:
    """Relative goodput and relative min yield against ``parameter``; PNG and PDF."""
    fig, axes = plt.subplots(1, len(METRICS), figsize=(11, 4), sharex=True)
    means = table.groupby([parameter, "algorithm"])[list(METRICS)].mean().reset_index()
    for ax, metric in zip(axes, METRICS):
        for name, group in means.groupby("algorithm"):
            group = group.sort_values(parameter)
            ax.plot(group[parameter], group[metric], marker="o", label=str(name))
        ax.set_xlabel(parameter)
        ax.set_ylabel(metric.replace("_", " "))
        ax.grid(alpha=0.3)
    axes[-1].legend(fontsize=7, loc="best")
    return save_figure(fig, stem)
