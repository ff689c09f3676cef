"""Cumulative distribution of the job yields per algorithm (Figures 13b, 14, 15)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib.pyplot as plt
import numpy as np

from resched.plot.save import save_figure


def yield_cdf_plots(rows: list[dict[str, Any]], varying: list[str], stem: Path) -> list[Path]:
    """One yield-CDF figure per combination of the varying parameters (``stem-k=v…``), or a
    single ``stem`` figure when nothing varies."""
    groups: dict[tuple, list[dict[str, Any]]] = {}
    for row in rows:
        if "error" not in row and row.get("yields"):
            groups.setdefault(tuple(row.get(k) for k in varying), []).append(row)
    written = []
    for values, members in sorted(groups.items(), key=lambda kv: str(kv[0])):
        label = ",".join(f"{k}={v}" for k, v in zip(varying, values))
        written += yield_cdf_plot(members, label, stem.parent / (f"{stem.name}-{label}" if label else stem.name))
    return written


def yield_cdf_plot(rows: list[dict[str, Any]], label: str, stem: Path) -> list[Path]:
    """Empirical CDF of Yield_j(T_{n+1}) pooled over every instance of each algorithm."""
    pooled: dict[str, list[float]] = {}
    for row in rows:
        pooled.setdefault(row["algorithm"], []).extend(row["yields"])
    fig, ax = plt.subplots(figsize=(7, 4.5))
    for k, (name, values) in enumerate(sorted(pooled.items())):
        v = np.sort(np.asarray(values, dtype=float))
        ax.step(v, np.arange(1, len(v) + 1) / len(v), where="post", color=f"C{k % 10}", label=name)
    ax.set_xlabel("yield at the end of the simulation")
    ax.set_ylabel("fraction of jobs")
    ax.set_title("Yield CDF" + (f" ({label})" if label else ""))
    ax.grid(alpha=0.3)
    ax.legend(fontsize=7, loc="center left", bbox_to_anchor=(1.02, 0.5))
    return save_figure(fig, stem)
