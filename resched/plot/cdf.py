"""Cumulative distribution of the job yields per algorithm (Figures 13b, 14, 15)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib.pyplot as plt
import numpy as np

from resched.plot.save import save_figure


def yield_cdf_plot(rows: list[dict[str, Any]], stem: Path) -> list[Path]:
    """Empirical CDF of Yield_j(T_{n+1}) pooled over every instance of each algorithm."""
    pooled: dict[str, list[float]] = {}
    for row in rows:
        if "error" not in row and row.get("yields"):
            pooled.setdefault(row["algorithm"], []).extend(row["yields"])
    fig, ax = plt.subplots(figsize=(7, 4.5))
    for k, (name, values) in enumerate(sorted(pooled.items())):
        v = np.sort(np.asarray(values, dtype=float))
        ax.step(v, np.arange(1, len(v) + 1) / len(v), where="post", color=f"C{k % 10}", label=name)
    ax.set_xlabel("yield at the end of the simulation")
    ax.set_ylabel("fraction of jobs")
    ax.set_title("Yield CDF")
    ax.grid(alpha=0.3)
    ax.legend(fontsize=7, loc="center left", bbox_to_anchor=(1.02, 0.5))
    return save_figure(fig, stem)
