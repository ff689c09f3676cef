"""Pareto plot of relative goodput vs relative min yield per algorithm (Figures 6, 7)."""

from __future__ import annotations

from pathlib import Path

import matplotlib.pyplot as plt
import pandas as pd

MARKERS = "os^vDP*Xh<>p"


def pareto_plot(table: pd.DataFrame, varying: list[str], stem: Path) -> list[Path]:
    """One marker per algorithm (averaged over the varying parameters); PNG and PDF."""
    means = table.groupby("algorithm")[["relative_goodput", "relative_min_yield"]].mean()
    fig, ax = plt.subplots(figsize=(7, 4.5))
    for k, (name, row) in enumerate(means.iterrows()):
        ax.scatter(row["relative_goodput"], row["relative_min_yield"], s=45, marker=MARKERS[k % len(MARKERS)],
                   label=str(name))
    ax.legend(fontsize=8, loc="center left", bbox_to_anchor=(1.02, 0.5))
    ax.set_xlabel("relative goodput (geometric mean)")
    ax.set_ylabel("relative min yield (geometric mean)")
    title = "Pareto comparison" + (f" (mean over {', '.join(varying)})" if varying else "")
    ax.set_title(title)
    ax.grid(alpha=0.3)
    fig.tight_layout()
    paths = [stem.with_suffix(".png"), stem.with_suffix(".pdf")]
    for path in paths:
        fig.savefig(path, dpi=150)
    plt.close(fig)
    return paths
