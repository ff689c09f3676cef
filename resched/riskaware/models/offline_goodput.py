"""Offline time-indexed MILP maximising GOODPUT(T) with a known capacity profile
([RISKAWARE-D13]; beyond the slides).

An online schedule's goodput only counts, per job, its last attempt if that attempt
completed by T or is still running at T; killed attempts earn nothing and only take cores.
Dropping them keeps a schedule feasible, so an optimal offline schedule has at most one
attempt per job, never killed by T. Hence the model, with ticks t = 0..T−1:

Variables   x[j, m, s] ∈ {0, 1}: job j runs its only attempt on machine m from tick s, for
            r_j ≤ s < T such that m stays alive at every tick of [s, min(s + w_j − 1, T)]
            (m < M_alive(t); an attempt running at T must survive the events of T).
Objective   max Σ c_j · min(w_j, T − s) · x[j, m, s] / (n_c Σ_{t<T} M_alive(t)) — GOODPUT(T)
            of the slides with partial credit (T − s_j) c_j for the jobs running at T.
Constraints one attempt per job: Σ_{m,s} x[j, m, s] ≤ 1;
            cores: Σ_{j, s ≤ t < s + w_j} c_j x[j, m, s] ≤ n_c for every machine m and tick t < T.

Its optimum bounds the goodput of every online policy on the instance (their competitive
gap); it is exact for the discrete-time model. Size: O(n · M⁺ · T) binaries.

Start ([CORE-D2]): by default the solve starts from the best online schedule — every
algorithm of the registry run up to T, the one with the highest GOODPUT(T) — reduced to its
attempts that count at T (completed by T, or running at T and started before it): a
feasible point of the model whose objective is that online goodput
(``SolveResult.start_objective``), so the MILP never returns less than the best online
policy, even under a time limit. The start is written by
:func:`resched.riskaware.models.write_online_start` (it runs the online algorithms) through
:func:`write_start`; the model is solved by the generic path (:meth:`ExactModel.run
<resched.declarations.ExactModel.run>`).

Solution (:class:`OfflineSolution`, :func:`decode`): the attempts x[j, m, s] = 1 as
placements named by the jobs' own ids (their ``name``s): job, machine, cores, start, end and
the credit GOODPUT(T) gives it; its objective is recomputed from the placements, and its
replay runs them through the risk-aware simulator (:class:`FixedPlacements`, the capacity
revealed as it happens: a placement on a machine that goes off kills the job) and measures
the run with :func:`resched.riskaware.metrics.goodput`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import numpy as np
import pyomo.environ as pyo

from resched.errors import ModelError, ReschedError
from resched.result import SolveResult
from resched.riskaware.instance import COMPLETED, OPEN, RiskAwareInstance, Schedule
from resched.riskaware.metrics import goodput
from resched.riskaware.simulate import Start, View, Wake, simulate

#: Largest model built (binaries) — the model is meant for small instances.
MAX_BINARIES = 200_000


def start_options(instance: RiskAwareInstance) -> list[tuple[str, int, int]]:
    """Every (job index name J<j>, machine, start) of a never-killed attempt starting before T;
    refused (before enumerating them) when their number could exceed :data:`MAX_BINARIES`."""
    T = instance.horizon
    pairs = sum(max(0, T - job.release) for job in instance.jobs)  # (job, start) pairs
    if pairs > MAX_BINARIES:
        raise ModelError(
            f"the offline model of {instance.name!r} would have {pairs:,} (job, start) pairs "
            f"(limit {MAX_BINARIES:,} binaries); it is meant for small instances"
        )
    alive = instance.capacity.at(np.arange(T + 1))
    options: list[tuple[str, int, int]] = []
    for j, job in enumerate(instance.jobs):
        for s in range(job.release, T):
            last = min(s + job.length - 1, T)
            lowest = int(alive[s : last + 1].min())  # machines below this stay on throughout
            options.extend((f"J{j}", m, s) for m in range(lowest))
    return options


def build_offline_goodput(instance: RiskAwareInstance) -> pyo.ConcreteModel:
    """The offline MILP of the module doc; variables x[J<j>, machine, start]."""
    T, n_c = instance.horizon, instance.platform.cores
    options = start_options(instance)
    if len(options) > MAX_BINARIES:
        raise ModelError(
            f"the offline model of {instance.name!r} would have {len(options)} binaries "
            f"(limit {MAX_BINARIES}); it is meant for small instances"
        )
    capacity = n_c * instance.capacity.machine_ticks(T)
    job = {f"J{j}": jb for j, jb in enumerate(instance.jobs)}
    model = pyo.ConcreteModel(name=f"offline_goodput_{instance.name}")
    model.x = pyo.Var(options, domain=pyo.Binary)
    credit = {(j, m, s): job[j].cores * min(job[j].length, T - s) for j, m, s in options}
    model.goodput = pyo.Objective(
        expr=sum(credit[o] * model.x[o] for o in options) / max(capacity, 1), sense=pyo.maximize
    )
    by_job: dict[str, list[tuple[str, int, int]]] = {}
    by_slot: dict[tuple[int, int], list[tuple[str, int, int]]] = {}
    for j, m, s in options:
        by_job.setdefault(j, []).append((j, m, s))
        for t in range(s, min(s + job[j].length, T)):
            by_slot.setdefault((m, t), []).append((j, m, s))
    model.once = pyo.Constraint(sorted(by_job), rule=lambda mdl, j: sum(mdl.x[o] for o in by_job[j]) <= 1)
    model.cores = pyo.Constraint(
        sorted(by_slot), rule=lambda mdl, m, t: sum(job[o[0]].cores * mdl.x[o] for o in by_slot[m, t]) <= n_c
    )
    return model


def counted_attempts(instance: RiskAwareInstance, schedule: Schedule) -> list[tuple[str, int, int]]:
    """The (J<j>, machine, start) attempts of an online ``schedule`` run up to T that
    GOODPUT(T) counts: completed (by T), or open at T and started before T."""
    s = schedule
    counted = (s.kind == COMPLETED) | ((s.kind == OPEN) & (s.start < instance.horizon))
    return [(f"J{j}", int(m), int(t)) for j, m, t in zip(s.job[counted], s.machine[counted], s.start[counted])]


def write_start(model: pyo.ConcreteModel, attempts: list[tuple[str, int, int]], source: str) -> None:
    """Set every x of ``model`` to 1 on ``attempts`` (those :func:`counted_attempts` gives of
    the schedule of the algorithm ``source``) and 0 elsewhere."""
    chosen = set(attempts)
    missing = chosen - set(model.x)
    if missing:
        raise ModelError(f"{source}'s attempt {min(missing)} is not a variable of the offline model")
    for option in model.x:
        model.x[option].value = 1.0 if option in chosen else 0.0


def schedule_of(result: SolveResult) -> list[tuple[str, int, int]]:
    """The (job, machine, start) attempts chosen by a solved offline model."""
    return sorted(o for o, v in result.values.get("x", {}).items() if v > 0.5)


@dataclass(frozen=True)
class Placement:
    """One attempt of an offline schedule: job ``job`` (its id, the instance's ``name``) on
    machine ``machine`` with ``cores`` cores from tick ``start`` to tick ``end`` = start + length;
    ``credit`` = cores × min(length, T − start), the core-ticks GOODPUT(T) counts."""

    job: str
    machine: int
    cores: int
    start: int
    end: int
    credit: int


@dataclass(frozen=True)
class OfflineSolution:
    """The offline optimum: the placements (in start order, then machine), the horizon T and
    the capacity n_c Σ_{t<T} M_alive(t) (core-ticks) GOODPUT(T) divides by. Jobs not placed
    never run.

    Example::

        import resched
        report = resched.solve_instance("instances/riskaware/tiny-s1.json")
        report.solution.schedule()[0]
        # {'job': 'J0', 'machine': 0, 'cores': 2, 'start': 2, 'end': 7, 'credit': 10}
    """

    instance: str
    horizon: int
    capacity: int
    placements: tuple[Placement, ...]

    @property
    def objective(self) -> float:
        """GOODPUT(T) = Σ credit / capacity."""
        return sum(p.credit for p in self.placements) / self.capacity if self.capacity > 0 else 0.0

    def schedule(self) -> list[dict[str, object]]:
        """One row per placement: job, machine, cores, start, end (ticks), credit (core-ticks)."""
        return [
            {"job": p.job, "machine": p.machine, "cores": p.cores, "start": p.start, "end": p.end, "credit": p.credit}
            for p in self.placements
        ]

    def to_dict(self) -> dict[str, object]:
        """``objective`` GOODPUT(T), ``horizon`` T and ``capacity`` (core-ticks), the ``schedule`` rows."""
        return {
            "instance": self.instance,
            "objective": self.objective,
            "horizon": self.horizon,
            "capacity": self.capacity,
            "schedule": self.schedule(),
        }

    def run(self, instance: RiskAwareInstance) -> Schedule:
        """The risk-aware simulator's run of ``instance`` up to T with these placements."""
        index = {job.name: j for j, job in enumerate(instance.jobs)}
        unknown = [p.job for p in self.placements if p.job not in index]
        if unknown:
            raise ReschedError(
                f"the solution of {self.instance!r} places job {unknown[0]!r}, not a job of {instance.name!r}"
            )
        return simulate(
            instance, FixedPlacements({index[p.job]: (p.machine, p.start) for p in self.placements}), until=self.horizon
        )

    def replay(self, instance: Any) -> float:
        """GOODPUT(T) of :meth:`run` (:func:`resched.riskaware.metrics.goodput`)."""
        return goodput(instance, self.run(instance), self.horizon)


@dataclass(frozen=True)
class FixedPlacements:
    """An online policy (:class:`resched.riskaware.algorithms.OnlinePolicy`) that starts job j
    (index) on machine ``placements[j][0]`` at tick ``placements[j][1]`` and no other job:
    the simulator replays a given schedule with it (a start it cannot apply is a one-line
    :class:`~resched.errors.ReschedError`)."""

    placements: dict[int, tuple[int, int]]
    name: str = "offline optimum"

    def decide(self, view: View) -> Iterable[Start | Wake]:
        waiting = set(view.waiting)
        decisions: list[Start | Wake] = [
            Start(j, m) for j, (m, s) in sorted(self.placements.items()) if s == view.time and j in waiting
        ]
        later = [s for _, s in self.placements.values() if s > view.time]
        return decisions + ([Wake(min(later))] if later else [])


def decode(instance: RiskAwareInstance, result: SolveResult) -> OfflineSolution:
    """The placements x[J<j>, m, s] = 1 of a solved offline model, named by the jobs' ids."""
    T = instance.horizon
    placements = []
    for key, m, s in schedule_of(result):
        job = instance.jobs[int(key[1:])]
        placements.append(Placement(job.name, m, job.cores, s, s + job.length, job.cores * min(job.length, T - s)))
    placements.sort(key=lambda p: (p.start, p.machine, p.job))
    capacity = instance.platform.cores * instance.capacity.machine_ticks(T)
    return OfflineSolution(instance.name, T, capacity, tuple(placements))
