"""Figures of the batch family (thesis ch. 4): Gantt chart of a run (Fig. 4.2), platform-time
decomposition (Fig. 4.3), flows per job-size bin (Figs 4.1, 4.4–4.7, 4.11–4.12, 4.18–4.20),
ratios to BASELINE against the MTBF (Figs 4.8–4.10), and a sweep's ``summary.csv``.

Every figure function takes ``ax=None`` (or ``axes=None``) and returns the figure; files are
written by :func:`resched.plot.save.save_figure` only. The Gantt chart never makes one patch
per attempt: a small chart is one PolyCollection per kind of bar, a large one (a month of a
trace) one image (see :func:`gantt`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
from matplotlib.axes import Axes
from matplotlib.collections import PolyCollection
from matplotlib.colors import to_rgba_array
from matplotlib.figure import Figure
from matplotlib.patches import Patch

from resched.batch.instance.schedule import SimulationResult
from resched.plot.save import save_figure
from resched.plot.style import COLOURS, algorithm_style, algorithm_styles, figure, figure_and_axes

if TYPE_CHECKING:
    import pandas as pd

COLORS = {
    "useful": "#4c9a2a",
    "checkpoint": "#f2c14e",
    "restart": "#f78154",
    "downtime": "#5d5d5d",
    "failure_waste": "#b23a48",
    "stealing_waste": "#000000",
    "idle": "#d9d9d9",
}
"""Colour of each platform-time category (Fig. 4.3)."""
FICTITIOUS = "#bbbbbb"
_KILLED = ("failed", "victim", "killed")


def _bars(result: SimulationResult) -> dict[str, np.ndarray]:
    """One bar per run of consecutive nodes of every attempt: start, stop, first and last
    node, job (−1: fictitious) and kind (0 completed or running, 1 killed, 2 fictitious)."""
    attempts = result.attempts
    if not attempts:
        return {k: np.empty(0) for k in ("start", "stop", "lo", "hi", "job", "kind")}
    sizes = np.fromiter((a.size for a in attempts), dtype=np.int64, count=len(attempts))
    owner = np.repeat(np.arange(len(attempts)), sizes)
    nodes = np.concatenate([a.nodes for a in attempts]).astype(np.int64)
    order = np.lexsort((nodes, owner))
    nodes, owner = nodes[order], owner[order]
    first = np.flatnonzero(np.r_[True, (np.diff(nodes) != 1) | (owner[1:] != owner[:-1])])
    last = np.r_[first[1:], len(nodes)] - 1
    which = owner[first]
    end = result.makespan
    starts = np.array([a.start for a in attempts])
    stops = np.array([a.stop if np.isfinite(a.stop) else end for a in attempts])
    jobs = np.array([a.job for a in attempts])
    kinds = np.array([2 if a.job < 0 else (1 if a.outcome in _KILLED else 0) for a in attempts])
    return {
        "start": starts[which],
        "stop": stops[which],
        "lo": nodes[first],
        "hi": nodes[last],
        "job": jobs[which],
        "kind": kinds[which],
    }


def _rectangles(x0: np.ndarray, x1: np.ndarray, y0: np.ndarray, y1: np.ndarray) -> np.ndarray:
    """(n, 4, 2) vertices of axis-aligned rectangles."""
    return np.stack([np.stack([x0, y0], 1), np.stack([x1, y0], 1), np.stack([x1, y1], 1), np.stack([x0, y1], 1)], 1)


def gantt_formats(result: SimulationResult) -> tuple[str, ...]:
    """The files a Gantt chart is written as: PNG and PDF for a vector chart, PNG only for a
    painted one (a PDF would only wrap the same image, at the cost of a second rendering)."""
    return ("png", "pdf") if _detailed(result) else ("png",)


def _detailed(result: SimulationResult) -> bool:
    return len(_bars(result)["job"]) + len(result.failures) <= DETAILED


def gantt(result: SimulationResult, ax: Axes | None = None, title: str | None = None) -> Figure:
    """Gantt chart of one run (Fig. 4.2): one row per node, time in seconds; bars coloured by
    job, killed attempts (failed, or victim of a stealing) hatched, fictitious jobs grey,
    downtimes dark, failures as red stars.

    Up to :data:`DETAILED` bars the chart is drawn as vectors: one
    :class:`~matplotlib.collections.PolyCollection` per kind of bar, outlines, hatches, a
    label per attempt (the job's id). A larger chart (a month of a trace: tens of thousands of bars) is
    painted into one image of :data:`PIXELS` columns by at most :data:`PIXELS` rows of nodes,
    killed attempts in a darker shade of their job's colour: it draws in a fraction of a
    second, about as long as saving an empty figure, whatever the number of bars."""
    inst = result.instance
    fig, ax = figure_and_axes(ax, figsize=(10, 1.2 + 0.3 * min(inst.nodes, 16)))
    bars = _bars(result)
    if _detailed(result):
        handles = _vector_bars(ax, result, bars)
    else:
        handles = _raster_bars(ax, result, bars)
    if inst.nodes <= 64:
        ax.set_yticks(range(inst.nodes), [f"P{n + 1}" for n in range(inst.nodes)])
    ax.set_ylim(inst.nodes - 0.5, -0.5)
    ax.set_xlim(0, result.makespan)
    ax.set_xlabel("time (s)")
    ax.set_ylabel("node")
    ax.set_title(title or f"{inst.name}: {result.strategy.name}")
    ax.legend(handles=handles, fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    return fig


DETAILED = 400
"""Most bars (attempt × run of consecutive nodes, plus downtimes) drawn as vectors."""
PIXELS = 1500
"""Columns (time) and most rows (nodes) of the image a large Gantt chart is painted into."""
_STYLES = {0: ("attempt", None), 1: ("killed attempt (failed, victim or killed)", "xx"), 2: ("fictitious job", "//")}


def _colours(bars: dict[str, np.ndarray], shade_killed: bool) -> np.ndarray:
    """RGBA of every bar: its job's colour (darker when killed and ``shade_killed``), grey
    for a fictitious job."""
    palette = to_rgba_array(COLOURS)
    colours = palette[bars["job"].astype(np.int64) % len(palette)]
    colours[bars["kind"] == 2] = to_rgba_array([FICTITIOUS])[0]
    if shade_killed:
        colours[bars["kind"] == 1, :3] *= 0.55
    return colours


def _vector_bars(ax: Axes, result: SimulationResult, bars: dict[str, np.ndarray]) -> list[Patch]:
    """One PolyCollection per kind, outlined, killed and fictitious bars hatched; labels."""
    colours = _colours(bars, shade_killed=False)
    handles = []
    for kind, (label, hatch) in _STYLES.items():
        chosen = bars["kind"] == kind
        if not chosen.any():
            continue
        verts = _rectangles(
            bars["start"][chosen], bars["stop"][chosen], bars["lo"][chosen] - 0.4, bars["hi"][chosen] + 0.4
        )
        # PolyCollection takes an (n, 4, 2) array (its fast path); its stub asks for a Sequence
        ax.add_collection(
            PolyCollection(
                verts,  # type: ignore[arg-type]  # an (n, 4, 2) array is the fast path; the stub asks for a Sequence
                facecolors=colours[chosen],
                edgecolors="black",
                linewidths=0.5,
                hatch=hatch,
                zorder=2,
            )
        )
        handles.append(Patch(facecolor=colours[chosen][0], edgecolor="black", hatch=hatch, label=label))
    if result.failures:
        times, nodes = np.array(result.failures, dtype=float).T
        down = _rectangles(times, times + result.instance.downtime, nodes - 0.4, nodes + 0.4)
        ax.add_collection(
            PolyCollection(
                down,  # type: ignore[arg-type]  # an (n, 4, 2) array is the fast path; the stub asks for a Sequence
                facecolors=COLORS["downtime"],
                alpha=0.6,
                edgecolors="none",
                zorder=3,
            )
        )
        ax.plot(times, nodes, linestyle="none", marker="*", color="red", markersize=10, zorder=4)
        handles.append(Patch(facecolor=COLORS["downtime"], alpha=0.6, label="downtime after a failure (*)"))
    end = result.makespan
    for a in result.attempts:
        if a.job >= 0:
            stop = a.stop if np.isfinite(a.stop) else end
            ax.text(
                (a.start + stop) / 2,
                float(np.mean(a.nodes)),
                str(result.instance.job_id(a.job)),
                ha="center",
                va="center",
                fontsize=7,
                zorder=5,
            )
    return handles


def _raster_bars(ax: Axes, result: SimulationResult, bars: dict[str, np.ndarray]) -> list[Patch]:
    """Every bar painted into one RGBA image (attempts, then killed attempts, fictitious jobs
    and downtimes over them); failures as small red stars."""
    inst = result.instance
    end = result.makespan
    per_row = max(1, -(-inst.nodes // PIXELS))  # nodes per image row
    image = np.full((-(-inst.nodes // per_row), PIXELS, 4), 255, dtype=np.uint8)
    colours = np.round(_colours(bars, shade_killed=True) * 255).astype(np.uint8)
    scale = PIXELS / end if end > 0 else 0.0
    x0 = np.clip((bars["start"] * scale).astype(np.int64), 0, PIXELS - 1)
    x1 = np.clip(np.ceil(bars["stop"] * scale).astype(np.int64), x0 + 1, PIXELS)
    y0, y1 = bars["lo"].astype(np.int64) // per_row, bars["hi"].astype(np.int64) // per_row + 1
    for k in np.argsort(bars["kind"], kind="stable"):
        image[y0[k] : y1[k], x0[k] : x1[k]] = colours[k]
    labels = {0: "attempt", 1: "killed attempt (darker: failed or victim)", 2: "fictitious job"}
    handles = [
        Patch(facecolor=colours[bars["kind"] == kind][0] / 255, label=label)
        for kind, label in labels.items()
        if (bars["kind"] == kind).any()
    ]
    if result.failures:
        times, nodes = np.array(result.failures, dtype=float).T
        dark = 0.6 * to_rgba_array([COLORS["downtime"]])[0] * 255
        for t, node in zip(times, nodes.astype(np.int64) // per_row):
            a = min(int(t * scale), PIXELS - 1)
            b = min(max(a + 1, int(np.ceil((t + inst.downtime) * scale))), PIXELS)
            image[node, a:b] = (0.4 * image[node, a:b] + dark).astype(np.uint8)
        ax.plot(times, nodes, linestyle="none", marker="*", color="red", markersize=3, zorder=4)
        handles.append(Patch(facecolor=COLORS["downtime"], alpha=0.6, label="downtime after a failure (*)"))
    ax.imshow(image, extent=(0, end, inst.nodes - 0.5, -0.5), aspect="auto", interpolation="nearest", zorder=2)
    return handles


def decomposition_figure(fractions: pd.DataFrame, ax: Axes | None = None) -> Figure:
    """Stacked bars of the platform-time fractions, one bar per row of ``fractions`` (a
    DataFrame indexed by bar label, one column per category of :data:`COLORS`; Fig. 4.3)."""
    fig, ax = figure_and_axes(ax, figsize=(2.5 + 1.1 * len(fractions), 4.5))
    bottom = np.zeros(len(fractions))
    labels = [str(i) for i in fractions.index]
    for category, color in COLORS.items():
        values = fractions[category].to_numpy(dtype=float)
        ax.bar(labels, values, bottom=bottom, color=color, label=category.replace("_", " "))
        bottom += values
    ax.set_ylabel("fraction of platform time N × window")
    ax.set_ylim(0, 1)
    ax.tick_params(axis="x", labelrotation=45)
    for text in ax.get_xticklabels():
        text.set_horizontalalignment("right")
    ax.legend(fontsize=7, loc="center left", bbox_to_anchor=(1.02, 0.5))
    return fig


_LINESTYLES = ("-", "--", ":", "-.")
RATIO_PANELS = (
    ("ratio_utilization", "utilization"),
    ("ratio_max_flow_largest", "max flow of the largest jobs"),
    ("ratio_weighted_flow_all", "weighted mean flow"),
)


def ratio_figure(table: pd.DataFrame, axes: Any = None) -> Figure:
    """Figs 4.8–4.10: ratio to BASELINE (same scenario) of the utilization, of the largest
    jobs' max flow and of the weighted mean flow against the platform MTBF (hours), one line
    per (trace, downtime, strategy), with the 95 % confidence interval of the mean ratio over
    the scenarios as error bars when ``table`` has it: a strategy's colour and marker
    (:func:`resched.plot.style.algorithm_style`), and one line style per (trace, downtime) when
    there are several. ``axes``: three axes, or ``None`` for a new figure."""
    from resched.batch.experiment.aggregate import algorithm_order
    from resched.batch.params import STRATEGY_NAMES
    from resched.plot.intervals import errorbar, note

    if axes is None:
        fig, axes = figure(1, len(RATIO_PANELS), figsize=(14, 4.5))
    else:
        fig = axes[0].get_figure()
    keys = [k for k in ("trace", "downtime") if k in table]
    subset = table[table["algorithm"] != "BASELINE"]
    series = []
    combos = list(subset.groupby(keys, sort=True)) if keys else [((), subset)]
    for c, (values, group) in enumerate(combos):
        values = values if isinstance(values, tuple) else (values,)
        for algorithm in algorithm_order(group["algorithm"]):
            parts = [f"D={v:g} s" if k == "downtime" else str(v).removesuffix(".swf") for k, v in zip(keys, values)]
            style = algorithm_style(algorithm, STRATEGY_NAMES)
            if len(combos) > 1:
                style["linestyle"] = _LINESTYLES[c % len(_LINESTYLES)]
            rows = group[group["algorithm"] == algorithm].sort_values("mtbf")
            series.append((" ".join([*parts, algorithm]), style, rows))
    for ax, (metric, title) in zip(axes, RATIO_PANELS):
        for label, style, group in series:
            errorbar(ax, group["mtbf"] / 3600, group, metric, label=label, **style)
        ax.axhline(1.0, color="grey", linewidth=0.8)
        ax.set_xscale("log")
        ax.set_xlabel("platform MTBF μ (h)")
        ax.set_ylabel(f"{title}, ratio to BASELINE")
        ax.grid(alpha=0.3)
    axes[-1].legend(fontsize=7, loc="center left", bbox_to_anchor=(1.02, 0.5))
    return note(fig, subset["runs"], "failure scenario") if "runs" in subset else fig


SIZE_BIN_PANELS = (("max_flow", "max flow (h)"), ("mean_flow", "mean flow (h)"))
#: The paired panel, when BASELINE ran: each strategy's max flow over BASELINE's on the same scenario.
SIZE_BIN_RATIO = ("ratio_max_flow", "max flow / BASELINE's (same scenario)")
#: Most grid points the flows-per-size figure draws (one column of panels each).
MAX_SIZE_BIN_POINTS = 8


def size_bin_figure(table: pd.DataFrame, grid: list[str], axes: Any = None) -> Figure:
    """Max and mean flow (hours) per job-size bin ("all" last), one line per strategy and one
    column of panels per grid point of ``table`` (:func:`resched.batch.experiment.aggregate.size_bin_flows`),
    with the 95 % interval of the mean over the replicates as error bars; when BASELINE ran, a
    third row with each other strategy's max flow over BASELINE's on the same scenario (paired
    interval). ``axes``: a (rows, points) array of axes, or ``None`` for a new figure."""
    from resched.batch.experiment.aggregate import algorithm_order, bin_order
    from resched.batch.params import STRATEGY_NAMES
    from resched.plot.intervals import errorbar, note

    hours = table.copy()
    for column in hours.columns:
        if any(column.startswith(m) for m, _ in SIZE_BIN_PANELS):
            hours[column] = hours[column] / 3600
    varying = [g for g in grid if table[g].nunique(dropna=False) > 1]
    points = list(hours.groupby(varying, sort=True, dropna=False)) if varying else [((), hours)]
    panels = [*SIZE_BIN_PANELS, *([SIZE_BIN_RATIO] if SIZE_BIN_RATIO[0] in table else [])]
    if axes is None:
        fig, axes = figure(len(panels), len(points), figsize=(4.2 * len(points) + 2, 3.4 * len(panels)), squeeze=False)
    else:
        fig = axes[0][0].get_figure()
    styles = algorithm_styles(algorithm_order(table["algorithm"]), STRATEGY_NAMES)
    for k, (values, point) in enumerate(points):
        values = values if isinstance(values, tuple) else (values,)
        bins = sorted(point["bin"].unique(), key=bin_order)
        for row, (metric, label) in enumerate(panels):
            ax = axes[row][k]
            for algorithm in algorithm_order(point["algorithm"]):
                if metric == SIZE_BIN_RATIO[0] and algorithm == "BASELINE":
                    continue
                series = point[point["algorithm"] == algorithm].set_index("bin").reindex(bins).reset_index()
                errorbar(ax, np.arange(len(bins)), series, metric, label=algorithm, **styles[algorithm])
            ax.set_xticks(np.arange(len(bins)), bins, rotation=45, fontsize=7)
            ax.set_ylabel(label)
            ax.grid(alpha=0.3)
            if row == 0:
                ax.set_title(" ".join(_short(key, v) for key, v in zip(varying, values)) or "flows", fontsize=9)
            if metric == SIZE_BIN_RATIO[0]:
                ax.axhline(1.0, color="grey", linewidth=0.8)
        axes[-1][k].set_xlabel("job size (nodes)")
    axes[0][-1].legend(fontsize=7, loc="center left", bbox_to_anchor=(1.02, 0.5))
    return note(fig, table["runs"], "failure scenario")


def _short(key: str, value: object) -> str:
    """Bar label part: trace name up to its first dash, μ=…, D=…, m<month>."""
    if key == "trace":
        return str(value).split("-")[0]
    prefix = {"mtbf": "μ=", "downtime": "D=", "month": "m"}.get(key, f"{key}=")
    return f"{prefix}{value:g}" if isinstance(value, float) else f"{prefix}{value}"


def plot_sweep(directory: Path, rows: list[dict[str, object]]) -> list[Path]:
    """``summary.csv`` (:func:`resched.batch.experiment.aggregate.summarize`), the decomposition per
    (grid point, algorithm), when the MTBF varies the ratios to BASELINE against μ, and the
    flows per job-size bin (``flows-by-size.csv``, :func:`resched.batch.experiment.aggregate.size_bin_flows`;
    its figure when the sweep has at most :data:`MAX_SIZE_BIN_POINTS` grid points)."""
    import pandas as pd

    from resched.batch.experiment.aggregate import size_bin_flows, summarize
    from resched.plot.intervals import runs_text

    directory = Path(directory)
    table, grid = summarize(rows)
    table.to_csv(directory / "summary.csv", index=False)
    written = [directory / "summary.csv"]
    varying = [g for g in grid if table[g].nunique() > 1]
    labels = [" ".join([*(_short(k, row[k]) for k in varying), row["algorithm"]]) for _, row in table.iterrows()]
    fractions = pd.DataFrame({c: table[f"{c}_fraction"].to_numpy() for c in COLORS}, index=labels)
    decomposition = decomposition_figure(fractions)
    decomposition.suptitle(f"means over {runs_text(table['runs'], 'failure scenario')} per bar", fontsize=8)
    written += save_figure(decomposition, directory / "decomposition")
    if "mtbf" in grid and table["mtbf"].nunique() > 1 and "ratio_utilization" in table:
        written += save_figure(ratio_figure(table), directory / "ratios-vs-mtbf")
    bins, grid = size_bin_flows(rows)
    if not bins.empty:
        bins.to_csv(directory / "flows-by-size.csv", index=False)
        written.append(directory / "flows-by-size.csv")
        if len(bins.drop_duplicates([g for g in grid if g in bins])) <= MAX_SIZE_BIN_POINTS:
            written += save_figure(size_bin_figure(bins, grid), directory / "flows-by-size")
    return written
