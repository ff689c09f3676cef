"""A Batsched-like conservative-backfilling simulator on machine-level reservations: the oracle
of BASELINE with ``reservations = "machines"`` on failure-free workloads.

Written from Batsched's code (``src/schedule.cpp``, ``Schedule::add_job_first_fit`` and
``Schedule::remove_job``; ``src/algo/conservative_bf.cpp``,
``ConservativeBackfilling::make_decisions``; the basic resource selector), as simply as
possible and independently of :mod:`resched.batch.algorithms.kernels`:

* every machine holds a list of reserved intervals ``[begin, end)`` (running jobs from their
  start to start + wall time, queued jobs at their reservation);
* a job's first fit is the earliest time ``t`` (now or the end of a reserved interval) at
  which at least ``size`` machines have no interval meeting ``[t, t + walltime)``; it takes
  the ``size`` lowest machine ids among them;
* at each date: the jobs that completed leave the schedule (their whole interval), the jobs
  submitted join the queue (submission order, then index); if a job completed, every queued
  job in queue order is removed and inserted again at its first fit, else only the new jobs
  are inserted; every queued job whose reservation starts now starts on its machines.

Dates are submissions, completions and reservation starts (Batsched is called at the first
two; the third is a date where a reservation starts without an event, which the simulator
wakes up for).
"""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class RefJob:
    """A rigid job: submission ``release``, ``size`` machines, actual ``length``, ``walltime`` (≥ length)."""

    release: float
    size: int
    length: float
    walltime: float


def _free_over(intervals: list[tuple[float, float]], t: float, end: float) -> bool:
    return all(not (begin < end and stop > t) for begin, stop in intervals)


def _first_fit(
    busy: list[list[tuple[float, float, int]]], now: float, job: int, size: int, walltime: float
) -> tuple[float, tuple[int, ...]]:
    ends = sorted({stop for row in busy for _, stop, _ in row if stop > now})
    for t in [now, *ends]:
        free = [m for m, row in enumerate(busy) if _free_over([(b, e) for b, e, _ in row], t, t + walltime)]
        if len(free) >= size:
            machines = tuple(free[:size])
            for m in machines:
                busy[m].append((t, t + walltime, job))
            return t, machines
    raise AssertionError("an infinite horizon always fits")


def _remove(busy: list[list[tuple[float, float, int]]], job: int) -> None:
    for row in busy:
        row[:] = [interval for interval in row if interval[2] != job]


def batsched_schedule(nodes: int, jobs: list[RefJob]) -> list[tuple[float, tuple[int, ...]]]:
    """(start, machines) of every job under Batsched's conservative backfilling."""
    busy: list[list[tuple[float, float, int]]] = [[] for _ in range(nodes)]
    reservation: dict[int, float] = {}
    queue: list[int] = []
    running: dict[int, float] = {}  # job -> completion
    result: list[tuple[float, tuple[int, ...]]] = [(math.nan, ())] * len(jobs)
    pending = sorted(range(len(jobs)), key=lambda j: (jobs[j].release, j))
    while pending or queue or running:
        dates = [*running.values(), *reservation.values()]
        if pending:
            dates.append(jobs[pending[0]].release)
        now = min(dates)
        ended = [j for j, stop in running.items() if stop == now]
        for j in ended:
            del running[j]
            _remove(busy, j)
        new = []
        while pending and jobs[pending[0]].release == now:
            new.append(pending.pop(0))
        queue += new
        placed: dict[int, tuple[int, ...]] = {}
        for j in queue if ended else new:
            _remove(busy, j)
            reservation[j], placed[j] = _first_fit(busy, now, j, jobs[j].size, jobs[j].walltime)
        for j in list(queue):
            if reservation[j] == now:
                machines = placed.get(j) or tuple(m for m, row in enumerate(busy) if any(i[2] == j for i in row))
                result[j] = (now, machines)
                running[j] = now + jobs[j].length
                queue.remove(j)
                del reservation[j]
    return result
