"""The batch family's algorithms: the factories that :data:`resched.batch.family.ALGORITHMS`
and :data:`resched.batch.family.REPLAY_ALGORITHMS` name.

Node-stealing strategies Hxyz (thesis §4.6.1, Algorithm 5): timing Tx, victim Vy, criterion
Kz; BASELINE (conservative backfilling, no stealing) and SFSJ = H111. A strategy is a
:class:`~resched.batch.instance.schedule.Strategy` (integer codes) that carries the
conservative-backfilling kernels it is planned with (:mod:`resched.batch.algorithms.kernels`,
its ``planner``). The names,
summaries and traits are declared in the registry; this module holds the factories it names
(``baseline_strategy``, ``h111_strategy`` … ``h323_strategy``) and the reservation strategies
replayed through the simulator (``dyn_prog_count_reservations``, ``all_ckpt_reservations``,
``hpc_reservations``, from :mod:`resched.batch.algorithms.reservations`).

Write your own algorithm: the Protocol :class:`BatchScheduler`
---------------------------------------------------------------
Any object with these four members is a batch algorithm that :func:`resched.batch.simulate.simulate`
and ``run_task`` run (on a pure-Python event loop; the built-in :class:`Strategy` objects take
the compiled fast path, and :mod:`resched.batch.algorithms.policies` holds the same built-ins
written against the Protocol, identical to them)::

    class BatchScheduler(Protocol):
        name: str                    # what the results call it (read-only is enough)
        consult_when_full: bool      # call schedule() even when no node is free
        def schedule(self, view: BatchView) -> Sequence[Start | Reserve | Kill]: ...
        def on_job_failure(self, view: BatchView, failed: FailedJob) -> StealNodes | None: ...

Units: times in seconds (simulated), sizes in nodes. ``schedule`` is called after every batch
of simultaneous events (completions, repairs, hand-overs, failures, submissions) and at each
time it reserved, while the queue is not empty; :class:`BatchView` is read-only (time, free
nodes, running jobs with nodes and expected ends, waiting jobs in priority order, the times
nodes come back). It answers :class:`Start` (a waiting job, now, on free nodes it may name),
:class:`Reserve` (a future start; the simulator wakes the scheduler then) and :class:`Kill` (a
running job: its nodes are freed and its remaining part from its last checkpoint is queued with
priority 3, as a failed job that waits), applied in order. ``on_job_failure``
is called when a failure kills a job and no node is free; it answers :class:`StealNodes`
(a running victim and a timing) or ``None`` (the failed copy waits with priority 3). The
simulator checks every decision: a job not waiting, started twice, on busy, down or
non-existent nodes, on the wrong number of nodes, a reservation not in the future, a victim
or a killed job not running → a one-line :class:`~resched.errors.ReschedError`. A complete example, FCFS
without backfilling or stealing::

    from resched.batch.algorithms import Start
    from resched.batch.generate import random_instance
    from resched.batch.simulate import simulate

    class StrictFCFS:
        name = "FCFS"
        consult_when_full = False

        def schedule(self, view):
            free, decisions = len(view.free), []
            for job in view.queue:           # priority order
                if job.size > free:
                    break                    # no backfilling: the head blocks the queue
                decisions.append(Start(job.job))
                free -= job.size
            return decisions

        def on_job_failure(self, view, failed):
            return None                      # never steal

    result = simulate(random_instance(0), StrictFCFS())
    print(result.makespan, result.flows.mean())
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import product
from typing import TYPE_CHECKING

from resched.algorithms import Algorithm
from resched.batch.algorithms import kernels
from resched.batch.instance.schedule import Strategy
from resched.batch.params import CRITERIA, TIMINGS, VICTIMS
from resched.batch.simulate import (
    BatchScheduler,
    BatchView,
    FailedJob,
    Kill,
    Reserve,
    RunningJob,
    Start,
    StealNodes,
    WaitingJob,
)
from resched.errors import ReschedError

if TYPE_CHECKING:
    from resched.batch.algorithms.reservations import Reservations

BASELINE = Strategy(planner=kernels)
SFSJ = Strategy(1, 1, 1, planner=kernels)
VARIANTS = tuple(Strategy(t, v, k, planner=kernels) for t in TIMINGS for v in VICTIMS for k in CRITERIA)
"""The 18 variants H111 … H323 of §4.6."""


def _factory(timing: int, victim: int = 1, criterion: int = 1) -> Callable[[], Strategy]:
    def make() -> Strategy:
        return Strategy(timing, victim, criterion, planner=kernels)

    make.__doc__ = f"The strategy {Strategy(timing, victim, criterion).name}."
    return make


# Factories named by the algorithm registry (resched.batch.family.ALGORITHMS).
baseline_strategy = _factory(0)
for _t, _v, _k in product(TIMINGS, VICTIMS, CRITERIA):
    globals()[f"h{_t}{_v}{_k}_strategy"] = _factory(_t, _v, _k)


def configured(
    algorithm: Algorithm, tie_break: str, backfilling: str, reservations: str = "count"
) -> Strategy | BatchScheduler:
    """What ``algorithm`` builds: a built-in :class:`Strategy` with the algorithm parameters
    (victim tie-break, backfilling mode, what a reservation holds), or any other
    :class:`BatchScheduler` as built (it carries its own options)."""
    built = algorithm.build()
    if isinstance(built, Strategy):
        return replace(built, tie_break=tie_break, backfilling=backfilling, reservations=reservations)
    if not isinstance(built, BatchScheduler):
        raise ReschedError(
            f"algorithm {algorithm.name} built a {type(built).__name__}, not a batch scheduler "
            "(resched.batch.algorithms.BatchScheduler: name, consult_when_full, schedule, on_job_failure)"
        )
    return built


# Factories named by the replay registry (resched.batch.family.REPLAY_ALGORITHMS).
def dyn_prog_count_reservations() -> Reservations:
    """DYN-PROG-COUNT: the optimal reservation sequence on the discretised law."""
    from resched.batch.algorithms.reservations import planned

    return planned("dp")


def all_ckpt_reservations() -> Reservations:
    """ALL-CKPT: the optimal sequence with a checkpoint at every reservation."""
    from resched.batch.algorithms.reservations import planned

    return planned("all-ckpt")


def hpc_reservations() -> Reservations:
    """HPC: the mean of the last 5 run times, ×1.5 per retry, no checkpoint."""
    from resched.batch.algorithms.reservations import hpc

    return hpc


__all__ = [
    "BASELINE",
    "SFSJ",
    "VARIANTS",
    "BatchScheduler",
    "BatchView",
    "FailedJob",
    "Kill",
    "Reserve",
    "RunningJob",
    "Start",
    "StealNodes",
    "Strategy",
    "WaitingJob",
    "all_ckpt_reservations",
    "baseline_strategy",
    "configured",
    "dyn_prog_count_reservations",
    "hpc_reservations",
]
