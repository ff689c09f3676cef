"""Pareto plot of relative goodput vs relative min yield (Figures 6, 7).

Parametrised algorithms (``DPBiC(𝒳)``, ``TargetYield(𝒴)``…) are drawn as one curve through
their parameter values, labelled with the values; the others as single markers.
"""

from __future__ import annotations

import re
from pathlib import Path

import matplotlib.pyplot as plt
import pandas as pd

from resched.plot.save import save_figure

MARKERS = "os^vDP*Xh<>p"
_PARAM = re.compile(r"^(?P<family>[^()]+)\((?P<value>[^)]*)\)$")


def pareto_plot(table: pd.DataFrame, varying: list[str], stem: Path) -> list[Path]:
    """One marker per algorithm, averaged over the varying parameters; PNG and PDF."""
    means = table.groupby("algorithm")[["relative_goodput", "relative_min_yield"]].mean().reset_index()
    parsed = means["algorithm"].str.extract(_PARAM)
    means["family"] = parsed["family"].fillna(means["algorithm"])
    means["value"] = pd.to_numeric(parsed["value"], errors="coerce")
    fig, ax = plt.subplots(figsize=(7.5, 5))
    for k, (family, group) in enumerate(means.groupby("family", sort=True)):
        group = group.sort_values("value")
        style = dict(marker=MARKERS[k % len(MARKERS)], color=f"C{k % 10}", label=family)
        if group["value"].notna().any():
            ax.plot(group["relative_goodput"], group["relative_min_yield"], linewidth=1, markersize=5, **style)
            for _, row in group.iterrows():
                ax.annotate(f"{row['value']:g}", (row["relative_goodput"], row["relative_min_yield"]),
                            textcoords="offset points", xytext=(3, 3), fontsize=6)
        else:
            ax.scatter(group["relative_goodput"], group["relative_min_yield"], s=50, **style)
    ax.legend(fontsize=8, loc="center left", bbox_to_anchor=(1.02, 0.5))
    ax.set_xlabel("relative goodput (geometric mean)")
    ax.set_ylabel("relative min yield (geometric mean)")
    ax.set_title("Pareto comparison" + (f" (mean over {', '.join(varying)})" if varying else ""))
    ax.grid(alpha=0.3)
    return save_figure(fig, stem)
