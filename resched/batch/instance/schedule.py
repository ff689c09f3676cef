"""What the batch simulator takes and gives: the strategy it runs (the decision type the
algorithms build, with the conservative-backfilling :class:`Planner` it plans with) and its
result, one :class:`Attempt` per execution of a job copy.

They sit below both the simulator (:mod:`resched.batch.simulate`) and the metrics
(:mod:`resched.batch.metrics`), which read them and do not import each other.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np
import numpy.typing as npt

from resched.batch.instance import BatchInstance
from resched.batch.instance.checkpoint import Pattern

F64 = npt.NDArray[np.float64]
I64 = npt.NDArray[np.int64]


class Planner(Protocol):
    """The conservative-backfilling planners the simulator calls after every batch of events
    (:mod:`resched.batch.algorithms.kernels` is one): the planned start of every queued job,
    in queue order, ``inf`` when not planned."""

    def plan(
        self,
        now: float,
        free_now: int,
        release_times: F64,
        release_counts: I64,
        sizes: I64,
        walltimes: F64,
        stop_when_full: bool,
    ) -> F64:
        """The whole queue re-planned from an empty schedule."""
        ...

    def compress(
        self,
        now: float,
        free_now: int,
        release_times: F64,
        release_counts: I64,
        sizes: I64,
        walltimes: F64,
        reserved: F64,
        compress_all: bool,
    ) -> F64:
        """The reservations ``reserved`` kept in place, moved only earlier."""
        ...

    def reserve(
        self,
        now: float,
        node_free_at: F64,
        sizes: I64,
        walltimes: F64,
        reserved: F64,
        machines: I64,
        compress_all: bool,
        stop_when_full: bool,
    ) -> tuple[F64, I64]:
        """Machine-level reservations (start, machines of every job, concatenated)."""
        ...


class Named(Protocol):
    """What a result keeps of the algorithm it ran: its name."""

    @property
    def name(self) -> str: ...


@dataclass(frozen=True)
class Strategy:
    """``timing`` 0 means BASELINE (no stealing). ``tie_break`` decides among the victim
        candidates left equal by Vy: the latest original submission (default, §4.3.2) or the
        latest start of the running attempt ("shortest execution so far", §4.1); the job index
        breaks the remaining ties (later job first, toy example). ``backfilling`` is the
        conservative-backfilling mode (:data:`~resched.batch.params.BACKFILLINGS`), ``reservations``
    what a reservation holds (:data:`~resched.batch.params.RESERVATIONS`)."""

    timing: int = 0
    victim: int = 1
    criterion: int = 1
    tie_break: str = "latest_release"
    backfilling: str = "compress"
    reservations: str = "count"
    planner: Planner | None = field(default=None, compare=False, repr=False)
    """The planners of conservative backfilling; the strategies of :mod:`resched.batch.algorithms`
    (``BASELINE``, ``SFSJ``, the registry's factories) carry its numba kernels."""

    @property
    def steals(self) -> bool:
        return self.timing > 0

    @property
    def name(self) -> str:
        if not self.steals:
            return "BASELINE"
        code = (
            "SFSJ"
            if (self.timing, self.victim, self.criterion) == (1, 1, 1)
            else f"H{self.timing}{self.victim}{self.criterion}"
        )
        options = [
            value
            for value, default in (
                (self.tie_break, "latest_release"),
                (self.backfilling, "compress"),
                (self.reservations, "count"),
            )
            if value != default
        ]
        return "/".join((code, *options))


@dataclass
class Attempt:
    """One execution of a job copy on a set of nodes; ``job == -1`` for a fictitious job.
    ``cause`` of the copy: submission, failure (failed job), stealing (victim) or kill (killed
    by a scheduler's :class:`~resched.batch.simulate.Kill`).
    ``outcome``: running, completed, failed, victim (interrupted by stealing), killed, handover
    (fictitious job replaced by the failed job), resized (fictitious job that lost a node to
    a failure and continues as a smaller one) or cancelled."""

    index: int
    job: int
    copy: int
    priority: int
    cause: str
    start: float
    nodes: npt.NDArray[np.int64]
    length: float
    walltime: float
    pattern: Pattern | None
    stop: float = math.nan
    outcome: str = "running"
    t_useful: float = 0.0
    proactive: float = 0.0

    @property
    def size(self) -> int:
        return len(self.nodes)

    @property
    def job_pattern(self) -> Pattern:
        """The checkpoint pattern of a real job's attempt (a fictitious job has none)."""
        if self.pattern is None:
            raise RuntimeError(f"attempt {self.index} is a fictitious job: it has no checkpoint pattern")
        return self.pattern


@dataclass
class SimulationResult:
    """Attempts, completion time of every job, processed failures (time, node), counters
    (see :meth:`resched.batch.simulate.Simulator.counters`), number of events and plans, wall time (s)."""

    instance: BatchInstance
    strategy: Named
    """The algorithm run: a :class:`Strategy` or any scheduler of the Protocol (its name)."""
    attempts: list[Attempt]
    completion: npt.NDArray[np.float64]
    failures: list[tuple[float, int]]
    counters: dict[str, int]
    events: int
    plans: int
    seconds: float
    victims: list[tuple[Attempt, Attempt]] = field(default_factory=list)
    """(failed job's killed attempt, victim's attempt) of every stealing decision."""

    @property
    def flows(self) -> npt.NDArray[np.float64]:
        """Flow of every job: completion of its last attempt − original submission (§4.4.3)."""
        return self.completion - self.instance.releases

    @property
    def makespan(self) -> float:
        return float(self.completion.max())
