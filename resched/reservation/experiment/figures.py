"""Figures of a reservation sweep (Figs. 5–7 of the IPDPS 2020 paper): each strategy's expected
cost, normalised, as a function of the one grid parameter that varies, one panel per law."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
from matplotlib.axes import Axes
from matplotlib.figure import Figure

from resched.plot.intervals import runs_text
from resched.plot.save import save_figure
from resched.plot.style import algorithm_style, figure, figure_and_axes
from resched.reservation.instance.laws import ContinuousLaw

#: The x-axis candidates, in order of preference, and their labels (with units).
AXES = {"checkpoint": "C = R (h)", "epsilon": "ε", "mu_ratio": "μ/μ_o", "sigma_ratio": "σ/σ_o", "chunks": "chunks n"}
#: The strategies in the order of the family's algorithm registry (their styles follow it:
#: :func:`resched.plot.style.algorithm_style`; tests/reservation checks the two agree).
SERIES = ("DYN-PROG-COUNT", "ALL-CKPT", "NO-CKPT", "ALL-CKPT-PER", "NO-CKPT-PER", "Omniscient")


def normalised_table(rows: list[dict[str, Any]]) -> tuple[pd.DataFrame, str]:
    """One row per (law, x, algorithm) with ``cost``, ``runs`` (the sweep rows behind it) and
    ``ratio``: cost over the omniscient cost
    when the sweep has it (Fig. 7), over DYN-PROG-COUNT at the smallest ε for an ε sweep (Fig. 6),
    over DYN-PROG-COUNT at the same point otherwise (Fig. 5)."""
    frame = pd.DataFrame(
        [{**r["params"], "algorithm": r["algorithm"], "cost": r["cost"]} for r in rows if "error" not in r]
    )
    grid = sorted({k for r in rows for k in r["grid"]})
    varying = [a for a in AXES if a in grid and frame[a].nunique() > 1]
    x = varying[0] if varying else next((a for a in AXES if a in grid), "checkpoint")
    keys = ["law", x]
    frame = frame.groupby(keys + ["algorithm"], as_index=False).agg(cost=("cost", "mean"), runs=("cost", "size"))
    if (frame["algorithm"] == "Omniscient").any():
        base = frame[frame["algorithm"] == "Omniscient"].set_index(keys)["cost"]
        frame["ratio"] = frame["cost"] / base.reindex(pd.MultiIndex.from_frame(frame[keys])).to_numpy()
    elif x == "epsilon":
        dp = frame[frame["algorithm"] == "DYN-PROG-COUNT"]
        base = dp.loc[dp.groupby("law")["epsilon"].idxmin()].set_index("law")["cost"]
        frame["ratio"] = frame["cost"] / frame["law"].map(base)
    else:
        base = frame[frame["algorithm"] == "DYN-PROG-COUNT"].set_index(keys)["cost"]
        frame["ratio"] = frame["cost"] / base.reindex(pd.MultiIndex.from_frame(frame[keys])).to_numpy()
    return frame, x


def cost_panel(table: pd.DataFrame, x: str, law: str, ax: Axes | None = None) -> Figure:
    """One law's normalised cost of each strategy against ``x`` (log scale)."""
    fig, ax = figure_and_axes(ax, figsize=(4.2, 3.4))
    part = table[table["law"] == law]
    for algorithm, series in part.groupby("algorithm"):
        series = series.sort_values(x)
        ax.plot(series[x], series["ratio"], markersize=4, label=algorithm, **algorithm_style(str(algorithm), SERIES))
    ax.set_xscale("log")
    ticks = sorted(part[x].unique())
    ax.set_xticks(ticks, [f"{t:g}" for t in ticks], fontsize=7, rotation=45)
    ax.minorticks_off()
    ax.set_xlabel(AXES.get(x, x))
    ax.set_ylabel("expected cost / reference")
    ax.set_title(law)
    ax.grid(alpha=0.3)
    return fig


def plot_sweep(directory: Path, rows: list[dict[str, object]]) -> list[Path]:
    """``summary.csv`` and one figure ``cost-by-<x>`` (PNG, PDF) with a panel per law."""
    table, x = normalised_table(rows)
    table.to_csv(directory / "summary.csv", index=False)
    laws = sorted(table["law"].unique())
    fig, axes = figure(1, len(laws), figsize=(4.2 * len(laws), 3.4), squeeze=False)
    for ax, law in zip(axes[0], laws):
        cost_panel(table, x, law, ax)
    axes[0][-1].legend(fontsize=7)
    fig.suptitle(
        f"exact expected costs (Eq. 7), {runs_text(table['runs'], 'computation')} per point:\n"
        "no sampling error, hence no confidence interval",
        fontsize=8,
    )
    return [directory / "summary.csv"] + save_figure(fig, directory / f"cost-by-{x}")


def fitted_law_figure(X: ContinuousLaw, shown_up_to: float = 80.0, points: int = 400) -> Figure:
    """Fig. 1 without its histogram: the density of the fitted law ``X`` (hours) on [a, ``shown_up_to``]
    (the paper's 80 h axis), computed as −dP(X > t)/dt by central differences of the truncated
    law's survival function on ``points`` points; the mean E[X | X ≤ b] (h) is the dashed line and
    the share of the law beyond the axis, P(X > ``shown_up_to``), is written in the legend."""
    fig, ax = figure(figsize=(5.2, 3.4))
    t = np.linspace(X.a, shown_up_to, points)
    step = (t[1] - t[0]) / 2
    density = (X.sf(t - step) - X.sf(t + step)) / (2 * step)
    beyond = float(X.sf(np.array(shown_up_to)))
    ax.plot(t, density, color="C3", label=f"fitted {X.name}, P(X > {shown_up_to:g} h) = {beyond:.3f}")
    ax.axvline(X.mean, color="black", linestyle="--", linewidth=0.8, label=f"mean {X.mean:.1f} h")
    ax.set_xlabel("execution time (h)")
    ax.set_ylabel("density (1/h)")
    ax.set_xlim(X.a, shown_up_to)
    ax.set_ylim(bottom=0)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=7)
    return fig
