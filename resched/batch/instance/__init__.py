"""Batch-scheduling instances: rigid jobs on N failure-prone nodes (thesis ch. 4, §4.4).

JSON format (``"family": "batch"``, ``"schema_version": 1``)::

    {"family": "batch", "schema_version": 1, "name": "toy",
     "nodes": 8, "downtime": 5,
     "jobs": [{"id": 17, "release": 0, "size": 6, "length": 10, "walltime": 10}, ...],
     "failures": [[1, 2]],                    # optional: [time, node index] pairs
     "mtbf": 3600, "checkpoint": 300, "recovery": 300, "seed": 1}   # optional

A job's ``id`` (an integer or a string, unique; default: the job's position in the file,
counted from 1, as SWF numbers its jobs) names it in every output: the simulator's job
outputs (``--jobs-csv``, ``--swf-out``, the Gantt chart) and the exact models' solutions.
``length`` is the actual execution time t_exec and ``walltime`` the requested time (set to
max(walltime, length), [BATCH-D23]); both are inflated by the Young/Daly checkpoints
(:func:`~resched.batch.instance.checkpoint.inflate`). ``mtbf`` is the platform MTBF μ (s): node MTBF
μ_ind = μ·N sets each job's period P_YD; without ``mtbf`` jobs never checkpoint. Without
``failures``, failures are drawn from per-node Poisson processes of MTBF μ_ind with
``seed`` (none when ``mtbf`` is absent). Times are in seconds (any unit for toy instances),
sizes in nodes.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

import numpy as np
import numpy.typing as npt

from resched.batch.instance.checkpoint import Pattern, inflate, young_daly_period
from resched.errors import InstanceError
from resched.validation import array, document, integer, mapping, number, with_source

FAMILY = "batch"
SCHEMA_VERSION = 1
MAX_NODES = 1_000_000
"""Largest platform an instance may declare (Mira: 49,152 nodes); the simulator keeps per-node arrays."""
MAX_ITEMS = 1_000_000
"""Most jobs, and most explicit failures, an instance file may list."""


Column = Sequence[float] | npt.NDArray[np.float64] | npt.NDArray[np.int64]
"""One value per job: a sequence or a numpy array of floats or integers."""
JobId = int | str
"""A job's id in its source (the instance file's ``id``, an SWF job number, a Batsim workload's ``id``)."""


@dataclass(frozen=True)
class Job:
    """Rigid job: release r (s), size p (nodes), execution time and wall time before
    checkpoint inflation (s), Young/Daly period P_YD, checkpoint C and recovery R (s)."""

    id: int
    release: float
    size: int
    work: float
    walltime: float
    period: float = math.inf
    C: float = 0.0
    R: float = 0.0
    after: int = -1
    """Submitted when job ``after`` completes (−1: at its release)."""

    @property
    def length(self) -> float:
        """t_exec^ckpt = t_exec + ⌊t_exec/P_YD⌋·C (§4.4.2)."""
        return inflate(self.work, self.period, self.C)

    @property
    def requested(self) -> float:
        """t_walltime^ckpt = t_walltime + ⌊t_walltime/P_YD⌋·C (§4.4.2)."""
        return inflate(self.walltime, self.period, self.C)

    @property
    def pattern(self) -> Pattern:
        """Checkpoint pattern of the initial submission (R_first = 0, T_first = P_YD)."""
        return Pattern(0.0, self.period, self.period, self.C, self.R)


@dataclass(frozen=True)
class BatchInstance:
    """N nodes, downtime D (s), jobs sorted by release, explicit failures (time, node) or
    Poisson failures of platform MTBF ``mtbf`` drawn with ``seed``."""

    name: str
    nodes: int
    downtime: float
    jobs: tuple[Job, ...]
    failures: tuple[tuple[float, int], ...] | None = None
    mtbf: float | None = None
    seed: int = 0
    ids: tuple[JobId, ...] | None = None
    """The jobs' ids in their source (:data:`JobId`), by job index (jobs are sorted by
    release: index k is not the position in the file); ``None``: job k is called k + 1."""
    family: str = field(default=FAMILY, init=False)

    def __post_init__(self) -> None:
        for job in self.jobs:
            if job.size > self.nodes:
                raise InstanceError(f"jobs[{job.id}].size", f"{job.size} nodes > platform size {self.nodes}", self.name)
        for k, (_, node) in enumerate(self.failures or ()):
            if not 0 <= node < self.nodes:
                raise InstanceError(f"failures[{k}]", f"node {node} outside [0, {self.nodes})", self.name)
        if self.ids is not None:
            if len(self.ids) != len(self.jobs):
                raise InstanceError("ids", f"{len(self.ids)} ids for {len(self.jobs)} jobs", self.name)
            twice = [i for i, count in Counter(str(i) for i in self.ids).items() if count > 1]  # 1 and "1" print alike
            if twice:
                raise InstanceError("jobs", f"job id {twice[0]!r} appears more than once", self.name)

    def job_id(self, job: int) -> JobId:
        """The id of the job of index ``job`` (:attr:`ids`), else its index + 1."""
        return self.ids[job] if self.ids is not None else job + 1

    def index_of(self) -> dict[JobId, int]:
        """Job id → job index."""
        return {self.job_id(k): k for k in range(len(self.jobs))}

    @cached_property
    def sizes(self) -> np.ndarray:
        return np.array([j.size for j in self.jobs], dtype=np.int64)

    @cached_property
    def releases(self) -> np.ndarray:
        return np.array([j.release for j in self.jobs])

    def stress(self, span: float | None = None) -> float:
        """Σ p_j·t_exec,j / (N·span), span = last − first release by default ([BATCH-D12]);
        NaN if the span is 0 (every job released at once)."""
        span = span if span is not None else float(self.releases.max() - self.releases.min())
        if span <= 0:
            return float("nan")
        return float(sum(j.size * j.work for j in self.jobs) / (self.nodes * span))

    def to_dict(self) -> dict[str, object]:
        data: dict[str, Any] = {
            "family": FAMILY,
            "schema_version": SCHEMA_VERSION,
            "name": self.name,
            "nodes": self.nodes,
            "downtime": self.downtime,
            "jobs": [
                {"id": self.job_id(k), "release": j.release, "size": j.size, "length": j.work, "walltime": j.walltime}
                for k, j in enumerate(self.jobs)
            ],
        }
        if self.failures is not None:
            data["failures"] = [[t, n] for t, n in self.failures]
        if self.mtbf is not None:
            job = self.jobs[0]
            data.update(mtbf=self.mtbf, checkpoint=job.C, recovery=job.R, seed=self.seed)
        return data


def make_jobs(
    releases: Column,
    sizes: Column,
    works: Column,
    walltimes: Column,
    nodes: int,
    mtbf: float | None,
    checkpoint: float,
    recovery: float,
) -> tuple[Job, ...]:
    """Jobs ordered by (release, input order) (:func:`release_order`) with P_YD from
    μ_ind = μ·N (§4.4.2)."""
    node_mtbf = math.inf if mtbf is None else mtbf * nodes
    order = release_order(releases)
    jobs = []
    for new_id, k in enumerate(order):
        size = int(sizes[k])
        work = float(works[k])
        jobs.append(
            Job(
                new_id,
                float(releases[k]),
                size,
                work,
                max(float(walltimes[k]), work),
                young_daly_period(node_mtbf, size, checkpoint),
                checkpoint,
                recovery,
            )
        )
    return tuple(jobs)


def release_order(releases: Column) -> npt.NDArray[np.int64]:
    """The input positions of the jobs in instance order: by release, then input order."""
    return np.argsort(np.asarray(releases, dtype=float), kind="stable")


def ordered_ids(ids: Sequence[JobId], releases: Column) -> tuple[JobId, ...]:
    """The ids of jobs given in input order, in instance order (:func:`release_order`)."""
    return tuple(ids[int(k)] for k in release_order(releases))


def from_dict(data: Any, source: str | None = None) -> BatchInstance:
    """Validate a JSON document and build the instance; errors name the bad field."""
    return with_source(_parse, data, source)


def _parse(data: Any) -> BatchInstance:
    optional = {"failures", "mtbf", "checkpoint", "recovery", "seed", "description"}
    doc, name = document(data, FAMILY, {"nodes", "downtime", "jobs"}, optional)
    nodes = integer(doc["nodes"], "nodes", minimum=1)
    if nodes > MAX_NODES:
        raise InstanceError("nodes", f"{nodes} nodes: more than the {MAX_NODES:,} supported")
    if isinstance(doc["jobs"], list) and len(doc["jobs"]) > MAX_ITEMS:
        raise InstanceError("jobs", f"{len(doc['jobs']):,} jobs: more than the {MAX_ITEMS:,} supported")
    if isinstance(doc.get("failures"), list) and len(doc["failures"]) > MAX_ITEMS:
        raise InstanceError("failures", f"{len(doc['failures']):,} failures: more than the {MAX_ITEMS:,} supported")
    jobs = []
    for k, raw in enumerate(array(doc["jobs"], "jobs", min_length=1)):
        item = mapping(raw, f"jobs[{k}]", {"release", "size", "length"}, {"walltime", "id"})
        length = number(item["length"], f"jobs[{k}].length", minimum=0, strict=True)
        size = integer(item["size"], f"jobs[{k}].size", minimum=1)
        if size > nodes:
            raise InstanceError(f"jobs[{k}].size", f"{size} nodes > platform size {nodes}")
        jobs.append(
            (
                number(item["release"], f"jobs[{k}].release", minimum=0),
                size,
                length,
                number(item.get("walltime", length), f"jobs[{k}].walltime", minimum=0),
                job_id(item.get("id", k + 1), f"jobs[{k}].id"),
            )
        )
    mtbf = doc.get("mtbf")
    mtbf = None if mtbf is None else number(mtbf, "mtbf", minimum=0, strict=True)
    failures = None
    if "failures" in doc:
        pairs = []
        for k, pair in enumerate(array(doc["failures"], "failures")):
            if not isinstance(pair, list) or len(pair) != 2:
                raise InstanceError(f"failures[{k}]", "expected a [time, node] pair")
            pairs.append(
                (number(pair[0], f"failures[{k}][0]", minimum=0), integer(pair[1], f"failures[{k}][1]", minimum=0))
            )
        failures = tuple(sorted(pairs))
    releases, sizes, works, walls, ids = zip(*jobs)
    return BatchInstance(
        name=name,
        nodes=nodes,
        downtime=number(doc["downtime"], "downtime", minimum=0),
        jobs=make_jobs(
            releases,
            sizes,
            works,
            walls,
            nodes,
            mtbf,
            number(doc.get("checkpoint", 0), "checkpoint", minimum=0),
            number(doc.get("recovery", doc.get("checkpoint", 0)), "recovery", minimum=0),
        ),
        failures=failures,
        mtbf=mtbf,
        seed=integer(doc.get("seed", 0), "seed", minimum=0),
        ids=ordered_ids(ids, releases),
    )


def job_id(value: Any, field: str) -> JobId:
    """A job id read from a file: an integer or a non-empty string."""
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise InstanceError(field, f"expected a string or an integer, got {type(value).__name__}")
    if value == "":
        raise InstanceError(field, "expected a string or an integer, got an empty string")
    return value
