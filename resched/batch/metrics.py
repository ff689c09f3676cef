"""Metrics of a batch simulation (thesis §4.4.3).

* Platform-time decomposition of the window [a, b) (node·s, fractions of N·(b − a), Fig.
  4.3): useful work, checkpoint, restart (recovery), downtime, failure waste (work lost
  since the last checkpoint of a failed job), stealing waste (victim's lost work, victim's
  extra recovery, nodes held by fictitious jobs) and idle (the rest).
* Useful utilization = useful / (N·(b − a)); also reported over the up node-time.
* Flows F_j = completion − original submission, on the middle 60% of the jobs ordered by
  submission (drop the first and last 20%), per job-size bin: max, mean and weighted mean
  Σ p_j F_j / Σ p_j. A bin without jobs has no flows: it is left out of the reports (never
  a NaN).
* A ratio without a denominator is ``None`` (no failure struck: no "free node after a
  failure" fraction), never NaN.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from itertools import pairwise

import numpy as np
import numpy.typing as npt

from resched.batch.instance import BatchInstance
from resched.batch.instance.schedule import Attempt, SimulationResult

CATEGORIES = ("useful", "checkpoint", "restart", "downtime", "failure_waste", "stealing_waste", "idle")
DAY = 86_400.0
MIN_PRUNED_JOBS = 50
MIRA_NODES = 49_152
MIRA_EDGES = (128, 512, 2048, 8192, 32768)
"""Upper edges of the thesis' size bins [1,2^7), [2^7,2^9), …, [2^15, N] on Mira ([BATCH-D13])."""


def thesis_bins(nodes: int) -> tuple[int, ...]:
    """Bin edges scaled to a machine of ``nodes`` nodes: the Mira edges × N / 49152 (rounded,
    at least 2, strictly increasing); exactly the thesis' bins for N = 49152."""
    edges: list[int] = []
    for edge in MIRA_EDGES:
        value = max(2, round(edge * nodes / MIRA_NODES))
        if not edges or value > edges[-1]:
            edges.append(value)
    return tuple(edges)


def size_edges(instance: BatchInstance) -> tuple[int, ...]:
    """One bin per size for a workload of at most 8 distinct sizes (the synthetic workload,
    Fig. 4.11), else :func:`thesis_bins`."""
    sizes = np.unique(instance.sizes)
    if len(sizes) <= 8:
        return tuple(int(s) for s in sizes[1:]) or (int(sizes[0]) + 1,)
    return thesis_bins(instance.nodes)


def bin_labels(edges: tuple[int, ...]) -> list[str]:
    bounds = (1, *edges)
    return [f"[{lo},{hi})" for lo, hi in pairwise(bounds)] + [f">={edges[-1]}"]


def _cumulative(a: Attempt, offset: float, into: dict[str, float], sign: float) -> None:
    """Add ``sign`` × the node·s of each category in the first ``offset`` s of attempt ``a``."""
    if a.job < 0:  # fictitious job
        into["stealing_waste"] += sign * offset * a.size
        return
    elapsed = a.stop - a.start
    saved_end = elapsed if a.outcome == "completed" else min(a.job_pattern.R_first + a.t_useful, elapsed)
    recovery, work, ckpt = a.job_pattern.split(min(offset, saved_end))
    rest = max(offset - saved_end, 0.0)
    if a.proactive > 0:
        ckpt += rest
    else:
        into["failure_waste" if a.outcome in ("failed", "killed") else "stealing_waste"] += sign * rest * a.size
    into["stealing_waste" if a.cause == "stealing" else "restart"] += sign * recovery * a.size
    into["useful"] += sign * work * a.size
    into["checkpoint"] += sign * ckpt * a.size


def decomposition(result: SimulationResult, window: tuple[float, float]) -> dict[str, float]:
    """Node·s of every category in ``window`` (clipped to the makespan); idle = the rest."""
    lo, hi = window[0], min(window[1], result.makespan)
    totals = dict.fromkeys(CATEGORIES, 0.0)
    for a in result.attempts:
        if a.stop <= lo or a.start >= hi:
            continue
        elapsed = a.stop - a.start
        _cumulative(a, min(hi - a.start, elapsed), totals, 1.0)
        if lo > a.start:
            _cumulative(a, lo - a.start, totals, -1.0)
    downtime = result.instance.downtime
    totals["downtime"] = sum(max(0.0, min(t + downtime, hi) - max(t, lo)) for t, _ in result.failures)
    totals["idle"] = result.instance.nodes * (hi - lo) - sum(v for k, v in totals.items() if k != "idle")
    return totals


def middle_jobs(n_jobs: int, drop: float = 0.2) -> npt.NDArray[np.int64]:
    """Indices of the jobs kept for flows: ordered by submission (job ids are), the first and
    last ``drop`` fraction removed (§4.4.3)."""
    return np.arange(math.floor(drop * n_jobs), n_jobs - math.floor(drop * n_jobs))


@dataclass(frozen=True)
class FlowStats:
    """Per bin (and "all"): job count, max, mean and size-weighted mean flow (s); ``None``
    for a bin without jobs."""

    labels: tuple[str, ...]
    count: tuple[int, ...]
    max: tuple[float | None, ...]
    mean: tuple[float | None, ...]
    weighted: tuple[float | None, ...]

    def to_dict(self) -> dict[str, dict[str, float | None]]:
        """The bins that hold jobs (empty bins are left out), "all" last."""
        return {
            label: {"jobs": c, "max_flow": m, "mean_flow": a, "weighted_mean_flow": w}
            for label, c, m, a, w in zip(self.labels, self.count, self.max, self.mean, self.weighted)
            if c > 0
        }

    def filled(self) -> list[int]:
        """Indices of the size bins (not "all") that hold jobs."""
        return [k for k, count in enumerate(self.count[:-1]) if count > 0]


FLOW_OBJECTIVES = ("max_flow", "weighted_flow")
"""The objectives of the exact models, over every job (not the middle 60 %)."""


def flow_objective(name: str, flows: npt.ArrayLike, sizes: npt.ArrayLike) -> float:
    """``max_flow`` = max_j F_j, or ``weighted_flow`` = Σ_j p_j F_j / Σ_j p_j (s), over every
    job: flows F_j (s) and sizes p_j (nodes)."""
    f, p = np.asarray(flows, dtype=float), np.asarray(sizes, dtype=float)
    if name == "max_flow":
        return float(f.max())
    if name == "weighted_flow":
        return float((f * p).sum() / p.sum())
    raise ValueError(f"unknown flow objective {name!r} (one of {', '.join(FLOW_OBJECTIVES)})")


def flow_stats(result: SimulationResult, edges: tuple[int, ...], drop: float = 0.2) -> FlowStats:
    """Flows of the middle jobs per size bin [1, e1), [e1, e2), …, [e_last, N] and overall."""
    keep = middle_jobs(len(result.instance.jobs), drop)
    flows = result.flows[keep]
    sizes = result.instance.sizes[keep]
    which = np.searchsorted(np.asarray(edges), sizes, side="right")
    groups = [which == b for b in range(len(edges) + 1)] + [np.ones(len(keep), dtype=bool)]
    labels = (*bin_labels(edges), "all")
    stats = [(int(g.sum()), *(_flow_summary(flows[g], sizes[g]))) for g in groups]
    count, mx, mean, weighted = zip(*stats)
    return FlowStats(labels, count, mx, mean, weighted)


def _flow_summary(
    flows: npt.NDArray[np.float64], sizes: npt.NDArray[np.int64]
) -> tuple[float | None, float | None, float | None]:
    if len(flows) == 0:
        return None, None, None
    return float(flows.max()), float(flows.mean()), float((flows * sizes).sum() / sizes.sum())


@dataclass(frozen=True)
class BatchMetrics:
    """Everything the thesis reports for one run (times in s, fractions in [0, 1])."""

    strategy: str
    window: tuple[float, float]
    decomposition: dict[str, float]
    utilization: float | None
    utilization_up: float | None
    flows: FlowStats
    counters: dict[str, int]
    makespan: float
    events: int
    seconds: float

    @property
    def free_after_failure(self) -> float | None:
        """Fraction of failures right after which a node was free (Table V(a)); ``None``
        when no failure struck."""
        failures = self.counters["failures"]
        return self.counters["free_after_failure"] / failures if failures else None

    @property
    def window_days(self) -> tuple[float, float]:
        return self.window[0] / DAY, self.window[1] / DAY

    def fractions(self) -> dict[str, float]:
        """The decomposition as fractions of the window's platform time."""
        total = sum(self.decomposition.values())
        return {k: v / total if total > 0 else 0.0 for k, v in self.decomposition.items()}

    def to_dict(self) -> dict[str, object]:
        return {
            "strategy": self.strategy,
            "window_days": list(self.window_days),
            "utilization": self.utilization,
            "utilization_up_nodes": self.utilization_up,
            "decomposition": self.fractions(),
            "flows": self.flows.to_dict(),
            "counters": self.counters,
            "free_after_failure": self.free_after_failure,
            "makespan_days": self.makespan / DAY,
            "events": self.events,
            "seconds": self.seconds,
        }

    def flat(self) -> dict[str, float | int | str | None]:
        """Flat metrics for sweeps: utilization, platform-time fractions (``<category>_fraction``),
        flows of the largest and of the smallest size bins that hold jobs (their labels in
        ``largest_bin``/``smallest_bin``) and of all jobs, counters (``n_<counter>``)."""
        out: dict[str, float | int | str | None] = {
            "utilization": self.utilization,
            "utilization_up_nodes": self.utilization_up,
            "free_after_failure": self.free_after_failure,
            "makespan_days": self.makespan / DAY,
            "events": self.events,
        }
        out.update({f"{k}_fraction": v for k, v in self.fractions().items()})
        filled = self.flows.filled()
        flows = self.flows
        for k, key in ((filled[-1], "largest"), (len(flows.labels) - 1, "all")):
            out.update(
                {
                    f"max_flow_{key}": flows.max[k],
                    f"mean_flow_{key}": flows.mean[k],
                    f"weighted_flow_{key}": flows.weighted[k],
                }
            )
        out.update(
            max_flow_smallest=flows.max[filled[0]],
            mean_flow_smallest=flows.mean[filled[0]],
            largest_bin=flows.labels[filled[-1]],
            smallest_bin=flows.labels[filled[0]],
        )
        out.update({f"n_{k}": v for k, v in self.counters.items()})
        return out


def default_window(result: SimulationResult) -> tuple[float, float]:
    """[10 d, 30 d) after the first submission for a month ([BATCH-D11]); for a shorter
    workload the span from the 20% to the 80% submission (the flow-pruning window), or the
    whole run [first submission, makespan] when that span is empty (toy instances)."""
    releases = result.instance.releases
    first, last = float(releases.min()), float(releases.max())
    if last - first >= 25 * DAY:
        return first + 10 * DAY, first + 30 * DAY
    keep = middle_jobs(len(releases))
    lo, hi = float(releases[keep[0]]), float(releases[keep[-1]])
    return (lo, hi) if hi > lo else (first, result.makespan)


def evaluate(
    result: SimulationResult,
    window: tuple[float, float] | None = None,
    edges: tuple[int, ...] | None = None,
    drop: float | None = None,
) -> BatchMetrics:
    """All metrics of a run; default window :func:`default_window`, bins :func:`size_edges`,
    flows of the middle 60% of jobs (``drop`` 0.2; all jobs by default below 50 jobs)."""
    drop = drop if drop is not None else (0.2 if len(result.instance.jobs) >= MIN_PRUNED_JOBS else 0.0)
    window = window or default_window(result)
    parts = decomposition(result, window)
    span = (min(window[1], result.makespan) - window[0]) * result.instance.nodes
    up = span - parts["downtime"]
    return BatchMetrics(
        result.strategy.name,
        window,
        parts,
        parts["useful"] / span if span > 0 else None,
        parts["useful"] / up if up > 0 else None,
        flow_stats(result, edges or size_edges(result.instance), drop),
        result.counters,
        result.makespan,
        result.events,
        result.seconds,
    )


@dataclass(frozen=True)
class BatchRunMetrics:
    """The measured fields of one batch run (a sweep row, ``resched batch simulate``), in the
    order of the row: the workload (name, jobs, nodes N, jobs the trace reader skipped), the
    flat metrics of :meth:`BatchMetrics.flat` (utilization, platform-time fractions, flows of
    the largest, of all and of the smallest size bins in s, counters), the metrics window (d),
    the flows per size bin, the number of plans and the simulation's CPU seconds. The stress
    (offered load) is a :class:`~resched.declarations.Run` extra: a workload released at once
    has none."""

    workload: str
    jobs: int
    nodes: int
    skipped_jobs: int
    utilization: float | None
    utilization_up_nodes: float | None
    free_after_failure: float | None
    makespan_days: float
    events: int
    useful_fraction: float
    checkpoint_fraction: float
    restart_fraction: float
    downtime_fraction: float
    failure_waste_fraction: float
    stealing_waste_fraction: float
    idle_fraction: float
    max_flow_largest: float | None
    mean_flow_largest: float | None
    weighted_flow_largest: float | None
    max_flow_all: float | None
    mean_flow_all: float | None
    weighted_flow_all: float | None
    max_flow_smallest: float | None
    mean_flow_smallest: float | None
    largest_bin: str
    smallest_bin: str
    n_failures: int
    n_ignored_on_down_node: int
    n_idle_node: int
    n_job_failures: int
    n_free_node: int
    n_stealing: int
    n_waited: int
    n_victim_hit: int
    n_fictitious_hit: int
    n_stealing_cancelled: int
    n_free_after_failure: int
    window_days: list[float]
    flows: dict[str, dict[str, float | None]]
    plans: int
    cpu_seconds: float
