"""Workloads of the batch family: SWF traces (month windows, size clipping) and the
synthetic 128-node workload of §4.5.3 (traces of §4.4.2); node failures (per-node Poisson
processes of MTBF μ_ind = μ·N, i.e. one platform Poisson process of MTBF μ whose failures
strike a node drawn uniformly, §4.4.2, [BATCH-D26]).

Trace transformation (§4.4.2): a job's size is its processor count over the processors per
node (``MaxProcs / MaxNodes`` of the header, rounded up); its wall time is the requested
time (the run time when missing), at least its run time; jobs with no size or a zero run
time are dropped; sizes are clipped by :func:`size_limit` (Mira 49152 → 49000); the
checkpoint inflation of lengths and wall times is applied by the instance
(:func:`~resched.batch.instance.make_jobs`).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from resched.batch.instance import MAX_NODES, BatchInstance, make_jobs, ordered_ids
from resched.errors import ReschedError

DAY = 86_400.0
MONTH = 30 * DAY
#: Table VI: n_i jobs of 2^i nodes, i = 0..6, on 128 nodes.
SYNTHETIC_COUNTS = (504, 198, 108, 65, 55, 42, 28)


@dataclass(frozen=True)
class Workload:
    """Rigid jobs of a trace: releases (s), sizes (nodes), run and wall times (s), machine
    size, the trace's skipped jobs as (reason, count) pairs, and the jobs' ids (an SWF
    trace's job numbers; ``None``: job k of the workload is called k + 1)."""

    name: str
    nodes: int
    releases: np.ndarray
    sizes: np.ndarray
    run_times: np.ndarray
    walltimes: np.ndarray
    skipped: tuple[tuple[str, int], ...] = ()
    ids: np.ndarray | None = None

    @property
    def skipped_jobs(self) -> int:
        """Jobs of the trace left out (unknown submit time, unknown or zero run time or processors)."""
        return sum(count for _, count in self.skipped)

    def month(self, index: int, days: float = 30.0) -> Workload:
        """Jobs submitted in [index·days, (index+1)·days) after the first submission, shifted to 0."""
        start = float(self.releases.min()) + index * days * DAY
        keep = (self.releases >= start) & (self.releases < start + days * DAY)
        if not keep.any():
            raise ReschedError(f"{self.name}: no job in month {index} ({days:g}-day windows)")
        return Workload(
            f"{self.name}-m{index}",
            self.nodes,
            self.releases[keep] - start,
            self.sizes[keep],
            self.run_times[keep],
            self.walltimes[keep],
            self.skipped,
            None if self.ids is None else self.ids[keep],
        )

    def clipped(self, max_size: int) -> Workload:
        """Sizes clipped to ``max_size`` nodes (§4.4.2)."""
        return Workload(
            self.name,
            self.nodes,
            self.releases,
            np.minimum(self.sizes, max_size),
            self.run_times,
            self.walltimes,
            self.skipped,
            self.ids,
        )

    def instance(
        self,
        mtbf: float | None,
        downtime: float,
        seed: int,
        checkpoint: float = 300.0,
        recovery: float | None = None,
        name: str | None = None,
    ) -> BatchInstance:
        """Batch instance with Young/Daly checkpoints for platform MTBF μ and Poisson failures."""
        jobs = make_jobs(
            self.releases,
            self.sizes,
            self.run_times,
            self.walltimes,
            self.nodes,
            mtbf,
            checkpoint,
            checkpoint if recovery is None else recovery,
        )
        ids = None if self.ids is None else ordered_ids([int(i) for i in self.ids], self.releases)
        return BatchInstance(name or self.name, self.nodes, downtime, jobs, None, mtbf, seed, ids=ids)

    def stress(self, span: float = MONTH) -> float:
        """Σ p_j·t_j / (N·span) (footnote of §4.4.2, [BATCH-D12])."""
        return float((self.sizes * self.run_times).sum() / (self.nodes * span))


@lru_cache(maxsize=4)
def read_trace(path: str) -> Workload:
    """The rigid jobs of an SWF trace in nodes (see the module docstring)."""
    from resched.io.swf import read_swf

    trace = read_swf(path)
    jobs = trace.jobs
    nodes = trace.header.get("MaxNodes")
    procs_total = trace.max_procs if isinstance(trace.max_procs, int) and trace.max_procs > 0 else None
    if not isinstance(nodes, int) or nodes <= 0:
        if procs_total is None:
            raise ReschedError(f"{path}: header gives neither MaxNodes nor MaxProcs (a positive machine size)")
        nodes = procs_total
    if nodes > MAX_NODES:
        raise ReschedError(f"{path}: header declares {nodes:,} nodes, more than the {MAX_NODES:,} supported")
    per_node = max(1, round((procs_total or nodes) / nodes))
    procs = jobs["allocated_processors"].fillna(jobs["requested_processors"]).astype("float64").to_numpy()
    run = jobs["run_time"].to_numpy(dtype=float)
    requested = jobs["requested_time"].to_numpy(dtype=float)
    submit = jobs["submit_time"].to_numpy(dtype=float)
    reasons = (
        ("unknown submit time", ~np.isfinite(submit)),
        ("unknown run time", ~np.isfinite(run)),
        ("zero run time", run == 0),
        ("unknown processors", ~np.isfinite(procs)),
        ("zero processors", procs == 0),
    )
    ok = np.ones(len(run), dtype=bool)
    skipped = []
    for reason, bad in reasons:
        count = int((ok & bad).sum())
        if count:
            skipped.append((reason, count))
        ok &= ~bad
    if not ok.any():
        raise ReschedError(f"{path}: no job with a known submit time, a positive run time and processors")
    sizes = np.minimum(np.ceil(procs[ok] / per_node).astype(np.int64), nodes)
    walls = np.where(np.isfinite(requested[ok]), requested[ok], run[ok])
    numbers = jobs["job_number"].to_numpy(dtype=float, na_value=np.nan)[ok]
    if not np.isfinite(numbers).all() or len(np.unique(numbers)) < len(numbers):
        raise ReschedError(f"{path}: the job numbers (the jobs' ids) must be known and unique")
    walls = np.maximum(walls, run[ok])
    return Workload(
        Path(path).stem, int(nodes), submit[ok], sizes, run[ok], walls, tuple(skipped), numbers.astype(np.int64)
    )


def size_limit(nodes: int, mtbf: float | None, downtime: float) -> int:
    """Largest job size: N − max(⌈N·152/49152⌉, m) (§4.4.2 clips Mira's 49152 to 49000 so that
    no job waits for more nodes than are up). On a smaller machine with the same platform
    MTBF, D/μ nodes are down on average whatever N, so the margin also covers
    m = ⌈D/μ + 4·sqrt(D/μ)⌉ + 1 down nodes (Poisson tail; 72 + 34 + 1 at μ = 20 min,
    D = 1 day, within Mira's 152)."""
    margin = math.ceil(nodes * 152 / 49152)
    if not mtbf:
        return max(1, nodes - margin)
    down = downtime / mtbf
    margin = max(margin, math.ceil(down + 4 * math.sqrt(down)) + 1)
    if margin >= nodes:
        raise ReschedError(
            f"D/μ = {down:g} nodes down on average: too many for {nodes} nodes (keep at least one "
            f"node up: raise --mtbf or lower --downtime)"
        )
    return nodes - margin


def trace_instance(
    path: str | Path,
    month: int,
    mtbf: float | None,
    downtime: float,
    seed: int,
    checkpoint: float = 300.0,
    days: float = 30.0,
    restart: float | None = None,
) -> BatchInstance:
    """Month ``month`` (a window of ``days`` days) of an SWF trace, clipped, with checkpoints
    C = ``checkpoint``, restarts R = ``restart`` (default C) and failures (§4.4.2)."""
    workload = read_trace(str(path)).month(month, days)
    workload = workload.clipped(size_limit(workload.nodes, mtbf, downtime))
    return workload.instance(
        mtbf, downtime, seed, checkpoint, restart, name=f"{workload.name}-mu{mtbf or 0:g}-D{downtime:g}-s{seed}"
    )


def synthetic_workload(
    seed: int, mean_interarrival: float = 174.0, counts: tuple[int, ...] = SYNTHETIC_COUNTS, nodes: int = 128
) -> Workload:
    """§4.5.3: n_i jobs of 2^i nodes in random order, t_exec ~ U[1, 119] min, wall time
    α·t_exec with α ~ U[1, 5], Poisson arrivals of mean inter-arrival λ = 174 s."""
    rng = np.random.default_rng(seed)
    sizes = rng.permutation(np.repeat(2 ** np.arange(len(counts)), counts)).astype(np.int64)
    n = len(sizes)
    run = rng.uniform(60.0, 119 * 60.0, n)
    walls = rng.uniform(1.0, 5.0, n) * run
    releases = np.cumsum(rng.exponential(mean_interarrival, n))
    releases -= releases[0]
    return Workload(f"synthetic-{seed}", nodes, releases, sizes, run, walls)


def synthetic_instance(
    seed: int, mtbf: float = 1800.0, downtime: float = 600.0, checkpoint: float = 300.0
) -> BatchInstance:
    """The §4.5.3 scenario: 128 nodes, 1000 jobs, μ = 30 min, C = R = 5 min, D = 10 min."""
    return synthetic_workload(seed).instance(
        mtbf, downtime, seed, checkpoint, name=f"synthetic-s{seed}-mu{mtbf:g}-D{downtime:g}"
    )


def synthetic_interarrival(
    stress: float = 0.95, counts: tuple[int, ...] = SYNTHETIC_COUNTS, nodes: int = 128, mean_length: float = 3600.0
) -> float:
    """λ with (1/λ)·Σ n_i 2^i·3600 / (N·Σ n_i) = stress (§4.5.3): 173.72 s for 95%."""
    total = sum(n * 2**i for i, n in enumerate(counts))
    return total * mean_length / (nodes * sum(counts) * stress)


def random_instance(
    seed: int,
    nodes: int = 16,
    n_jobs: int = 70,
    load: float = 1.3,
    mtbf: float | None = 900.0,
    failures: tuple[tuple[float, int], ...] | None = None,
) -> BatchInstance:
    """An over-subscribed random workload (tests and benchmarks): sizes 1..12 nodes, lengths
    U[5 min, 1 h], wall times U[1, 3]× the length, Poisson arrivals offering ``load`` × the
    ``nodes``, C = R = 60 s with failures (none when ``mtbf`` is None), downtime 15 min;
    ``failures`` = () gives a failure-free instance."""
    rng = np.random.default_rng(seed)
    sizes = rng.integers(1, 13, n_jobs)
    works = rng.uniform(300, 3600, n_jobs)
    walls = works * rng.uniform(1, 3, n_jobs)
    gap = (sizes * works).mean() / (nodes * load)
    releases = np.cumsum(rng.exponential(gap, n_jobs))
    jobs = make_jobs(releases, sizes, works, walls, nodes, mtbf, 60.0 if mtbf else 0.0, 60.0 if mtbf else 0.0)
    return BatchInstance(f"random-{seed}", nodes, 900.0, jobs, failures, mtbf, seed)


def random_integer_instance(
    n_jobs: int, nodes: int = 8, seed: int = 0, max_length: int = 8, stress: float = 0.95
) -> BatchInstance:
    """A failure-free instance on integer data for the exact models (tests, frontier): the
    synthetic workload of §4.5.3 shrunk to ``nodes`` nodes: sizes 2^i ≤ ``nodes`` drawn in
    the proportions of Table VI (504 : 198 : 108 : …), lengths U{1..max_length}, wall times
    ⌈α·length⌉ with α ~ U[1, 5], Poisson arrivals offering ``stress`` × the nodes (releases
    rounded down, the first at 0); an explicit empty failure list. Times in time units."""
    rng = np.random.default_rng(seed)
    counts = np.array(SYNTHETIC_COUNTS[: nodes.bit_length()], dtype=float)
    sizes = 2 ** rng.choice(len(counts), n_jobs, p=counts / counts.sum())
    lengths = rng.integers(1, max_length + 1, n_jobs)
    walls = np.ceil(rng.uniform(1.0, 5.0, n_jobs) * lengths)
    mean_area = float((counts * 2.0 ** np.arange(len(counts))).sum() / counts.sum()) * (max_length + 1) / 2
    gaps = rng.exponential(mean_area / (nodes * stress), n_jobs)
    releases = np.floor(np.cumsum(gaps) - gaps[0])
    jobs = make_jobs(releases, sizes, lengths, walls, nodes, None, 0.0, 0.0)
    return BatchInstance(f"random-{n_jobs}jobs-{nodes}nodes-s{seed}", nodes, 1.0, jobs, (), None, seed)


# -- node failures ---------------------------------------------------------------------------------------
_BLOCK = 1024


def poisson_failures(nodes: int, mtbf: float, seed: int, start: float = 0.0) -> Iterator[tuple[float, int]]:
    """Endless (time, node) stream: inter-failure times ~ Exp(mean μ) (s), nodes uniform in
    [0, N). The same seed gives the same stream whatever the consumer (so every strategy of
    a scenario sees the same failures)."""
    rng = np.random.default_rng(seed)
    t = start
    while True:
        gaps = rng.exponential(mtbf, _BLOCK)
        where = rng.integers(0, nodes, _BLOCK)
        for gap, node in zip(gaps.tolist(), where.tolist()):
            t += gap
            yield t, node


def failure_stream(instance: BatchInstance) -> Iterator[tuple[float, int]]:
    """The instance's failures: its explicit list, else Poisson failures of its MTBF, else none."""
    if instance.failures is not None:
        return iter(instance.failures)
    if instance.mtbf is None:
        return iter(())
    return poisson_failures(instance.nodes, instance.mtbf, instance.seed)
