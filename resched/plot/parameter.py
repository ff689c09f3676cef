"""Metric vs one varied parameter, one line per algorithm (Figures 8–13).

When other parameters vary too (Figure 13: finite vs infinite jobs), each of their values
gets its own line, labelled ``algorithm (name=value)``.
"""

from __future__ import annotations

from pathlib import Path

import matplotlib.pyplot as plt
import pandas as pd

from resched.experiments.aggregate import METRICS
from resched.plot.save import save_figure


def parameter_plot(table: pd.DataFrame, parameter: str, others: list[str], stem: Path) -> list[Path]:
    """Relative goodput and relative min yield against ``parameter``; PNG and PDF."""
    fig, axes = plt.subplots(1, len(METRICS), figsize=(12, 4.5), sharex=True)
    keys = ["algorithm", *others]
    for ax, metric in zip(axes, METRICS):
        for k, (key, group) in enumerate(table.groupby(keys, sort=True)):
            key = key if isinstance(key, tuple) else (key,)
            label = str(key[0]) + (" (" + ", ".join(f"{n}={v}" for n, v in zip(others, key[1:])) + ")" if others else "")
            group = group.sort_values(parameter)
            ax.plot(group[parameter], group[metric], marker="o", color=f"C{k % 10}",
                    linestyle="-" if k < 10 else "--", label=label)
        ax.set_xlabel(parameter)
        ax.set_ylabel(metric.replace("_", " "))
        ax.grid(alpha=0.3)
    axes[-1].legend(fontsize=7, loc="center left", bbox_to_anchor=(1.02, 0.5))
    return save_figure(fig, stem)
