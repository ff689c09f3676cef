"""Figures of a reservation sweep (Figs. 5–7 of the IPDPS 2020 paper): expected cost of each
strategy normalised, as a function of the one grid parameter that varies, one panel per law."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib.pyplot as plt
import pandas as pd

from resched.plot.save import save_figure

#: The x-axis candidates, in order of preference.
AXES = ("C", "eps", "mu_ratio", "sigma_ratio", "n")


def normalised_table(rows: list[dict[str, Any]]) -> tuple[pd.DataFrame, str]:
    """One row per (law, x, algorithm) with ``cost`` and ``ratio``: cost over the omniscient cost
    when the sweep has it (Fig. 7), over dp at the smallest ε for an ε sweep (Fig. 6), over dp at
    the same point otherwise (Fig. 5)."""
    frame = pd.DataFrame([{**{k: r[k] for k in r["grid"]}, "algorithm": r["algorithm"], "cost": r["cost"]}
                          for r in rows if "error" not in r])
    varying = [a for a in AXES if a in frame and frame[a].nunique() > 1]
    x = varying[0] if varying else next((a for a in AXES if a in frame), "algorithm")
    frame["law"] = frame.get("law", "exponential")
    keys = ["law", x] if x in frame else ["law"]
    frame = frame.groupby(keys + ["algorithm"], as_index=False)["cost"].mean()
    if (frame["algorithm"] == "omniscient").any():
        base = frame[frame["algorithm"] == "omniscient"].set_index(keys)["cost"]
        frame["ratio"] = frame["cost"] / base.reindex(pd.MultiIndex.from_frame(frame[keys])).to_numpy()
    elif x == "eps":
        dp = frame[frame["algorithm"] == "dp"]
        base = dp.loc[dp.groupby("law")["eps"].idxmin()].set_index("law")["cost"]
        frame["ratio"] = frame["cost"] / frame["law"].map(base)
    else:
        base = frame[frame["algorithm"] == "dp"].set_index(keys)["cost"]
        frame["ratio"] = frame["cost"] / base.reindex(pd.MultiIndex.from_frame(frame[keys])).to_numpy()
    return frame, x


def plot_reservation_sweep(directory: Path, rows: list[dict[str, Any]]) -> list[Path]:
    """``summary.csv`` and one figure ``cost-by-<x>`` (PNG, PDF) with a panel per law."""
    table, x = normalised_table(rows)
    table.to_csv(directory / "summary.csv", index=False)
    laws = sorted(table["law"].unique())
    fig, axes = plt.subplots(1, len(laws), figsize=(4.2 * len(laws), 3.4), squeeze=False)
    for ax, name in zip(axes[0], laws):
        part = table[table["law"] == name]
        for algorithm, series in part.groupby("algorithm"):
            series = series.sort_values(x)
            ax.plot(series[x], series["ratio"], marker="o", markersize=3, label=algorithm)
        ax.set_xscale("log")
        ticks = sorted(part[x].unique())
        ax.set_xticks(ticks, [f"{t:g}" for t in ticks], fontsize=7, rotation=45)
        ax.minorticks_off()
        ax.set_xlabel({"C": "C = R (h)", "eps": "ε", "mu_ratio": "μ/μ_o", "sigma_ratio": "σ/σ_o"}.get(x, x))
        ax.set_title(name)
        ax.grid(alpha=0.3)
    axes[0][0].set_ylabel("normalised expected cost")
    axes[0][-1].legend(fontsize=7)
    return [directory / "summary.csv"] + save_figure(fig, directory / f"cost-by-{x}")
