"""The moldable family's solutions of its exact models, with the instance's job ids.

- :class:`AllotmentSolution` (``dag_allotment``, LB*): the processors p of every attempt of
  every job's chain of f_j+1 attempts, each with its time t_j(p) and area p·t_j(p). Its
  ``objective`` LB* = max(longest chain, total area / P) (Eq. 8) is recomputed from the rows;
  ``replay`` recomputes it from the instance's own table t_j(p) with
  :func:`resched.moldable.metrics.allocation_bound`.
- :class:`AllotmentSolution` (``dag_allotment_lp``, LB_LP) holds fractional durations d of the
  attempts, each with the area ℓ_j(d) of job j's lower convex envelope (§4.3); its objective
  max(longest chain, Σ ℓ_j(d)/P) equals the LP's (the LP's areas z ≥ ℓ_j(d) are tight at an
  optimum or leave the makespan term binding).
- :class:`TimedSolution` (``time_indexed_opt``, T_OPT): the clairvoyant schedule, one row per
  attempt (job id, attempt, processors, start, end); its objective is the makespan (largest
  end); ``replay`` checks it against the instance as the simulator's schedules are checked
  (each job's f_j+1 attempts one after the other, each lasting t_j(p), at most P processors
  busy: :meth:`resched.moldable.simulate.Schedule.usage_profile`) and returns its makespan.

Jobs are named by their ``id`` (:attr:`~resched.moldable.instance.document.MoldableInstance.ids`),
so that a solution replays on the same jobs in another order ([MOLDABLE-D27]). Example::

    report = resched.solve_instance("instances/moldable/tiny-table.json", "time_indexed_opt")
    report.solution.schedule()[0]   # {'job': 1, 'attempt': 1, 'processors': 2, 'start': 0.0, 'end': 3.0}
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from resched.errors import ModelError
from resched.moldable.instance.document import JobId, MoldableInstance
from resched.moldable.metrics import allocation_bound, envelope_area
from resched.moldable.models.common import chain_graph, chain_lengths
from resched.moldable.simulate import Schedule
from resched.result import SolveResult

TOLERANCE = 1e-9
"""Relative slack of the replay's checks (durations, capacity, precedence)."""


@dataclass(frozen=True)
class Attempt:
    """Attempt ``attempt`` (1-based) of job ``job`` (its id): ``processors`` p (fractional
    p = area/duration for the LP), ``duration`` and ``area`` (processor·time units); for a
    schedule, ``start`` and ``end`` (time units)."""

    job: JobId
    attempt: int
    processors: float
    duration: float
    area: float
    start: float | None = None
    end: float | None = None

    def row(self) -> dict[str, Any]:
        row = {"job": self.job, "attempt": self.attempt, "processors": self.processors}
        if self.start is None:
            return row | {"duration": self.duration, "area": self.area}
        return row | {"start": self.start, "end": self.end}


def _chains(attempts: Sequence[Attempt], ids: Sequence[JobId]) -> tuple[np.ndarray, np.ndarray]:
    """Per job (in ``ids`` order): the chain's length Σ durations and its area Σ areas."""
    index = {job: k for k, job in enumerate(ids)}
    durations, areas = np.zeros(len(ids)), np.zeros(len(ids))
    for a in attempts:
        durations[index[a.job]] += a.duration
        areas[index[a.job]] += a.area
    return durations, areas


@dataclass(frozen=True)
class AllotmentSolution:
    """An allotment of the chains of attempts on P processors: ``attempts`` by job then
    attempt; ``fractional`` for the LP relaxation's durations."""

    P: int
    attempts: tuple[Attempt, ...]
    fractional: bool = False

    @property
    def jobs(self) -> tuple[JobId, ...]:
        return tuple(dict.fromkeys(a.job for a in self.attempts))

    @property
    def objective(self) -> float:
        """max(longest chain Σ_m t_{j,m}, Σ areas / P) (time units), from the rows."""
        durations, areas = _chains(self.attempts, self.jobs)
        return float(max(durations.max(), areas.sum() / self.P))

    def schedule(self) -> list[dict[str, object]]:
        return [a.row() for a in self.attempts]

    def to_dict(self) -> dict[str, object]:
        allotment: dict[str, list[float]] = {}
        for a in self.attempts:
            allotment.setdefault(str(a.job), []).append(a.processors)
        return {
            "objective": self.objective,
            "schedule": self.schedule(),
            "allotment": allotment,
            "P": self.P,
            "fractional": self.fractional,
        }

    def replay(self, instance: MoldableInstance) -> float:
        """LB* of the allotment (or LB_LP of the durations) recomputed from the instance's
        table t_j(p) (or its envelopes ℓ_j), job by job id: :func:`allocation_bound`."""
        jobs, lengths = instance.jobset, chain_lengths(instance)
        counts = np.zeros(jobs.n, dtype=np.int64)
        durations, areas = np.zeros(jobs.n), np.zeros(jobs.n)
        for a in self.attempts:
            j = instance.index_of(a.job)
            counts[j] += 1
            if self.fractional:
                durations[j] += a.duration
                areas[j] += envelope_area(jobs, j, a.duration)
            else:
                p = round(a.processors)
                durations[j] += jobs.times[j, p - 1]
                areas[j] += jobs.areas[j, p - 1]
        if not np.array_equal(counts, lengths):
            raise ModelError(f"{instance.name}: the allotment gives {counts.tolist()} attempts, not f+1 = {lengths}")
        return allocation_bound(instance.P, durations, areas)


def decode_allotment(instance: MoldableInstance, result: SolveResult) -> AllotmentSolution:
    """LB*'s allotment: x_{v,p} = 1 picks p for node v = (job, attempt) (nodes numbered as
    :func:`~resched.moldable.models.common.chain_graph` lists them)."""
    jobs = instance.jobset
    labels = list(chain_graph(jobs, chain_lengths(instance)).nodes)
    chosen = {labels[v]: p for (v, p), value in result.values["x"].items() if value > 0.5}
    attempts = tuple(
        Attempt(instance.ids[j], m + 1, p, float(jobs.times[j, p - 1]), float(jobs.areas[j, p - 1]))
        for (j, m), p in sorted(chosen.items())
    )
    return AllotmentSolution(instance.P, attempts)


def decode_fractional(instance: MoldableInstance, result: SolveResult) -> AllotmentSolution:
    """LB_LP's durations d_v, each with its envelope area ℓ_j(d_v)."""
    jobs = instance.jobset
    labels = list(chain_graph(jobs, chain_lengths(instance)).nodes)
    d = result.values["d"]
    attempts = []
    for v, (j, m) in enumerate(labels):
        area = envelope_area(jobs, j, d[v])
        attempts.append(Attempt(instance.ids[j], m + 1, area / d[v], float(d[v]), area))
    return AllotmentSolution(instance.P, tuple(attempts), fractional=True)


@dataclass(frozen=True)
class TimedSolution:
    """A schedule of every attempt on P processors (``attempts`` by start, then job)."""

    P: int
    attempts: tuple[Attempt, ...]

    @property
    def objective(self) -> float:
        """The makespan: the largest end (time units)."""
        return float(max(a.end or 0.0 for a in self.attempts))

    def schedule(self) -> list[dict[str, object]]:
        return [a.row() for a in self.attempts]

    def to_dict(self) -> dict[str, object]:
        return {"objective": self.objective, "schedule": self.schedule(), "P": self.P}

    def as_schedule(self, instance: MoldableInstance) -> Schedule:
        """The simulator's :class:`Schedule` of these attempts (job indices of ``instance``)."""
        return Schedule(
            instance.P,
            self.objective,
            np.array([instance.index_of(a.job) for a in self.attempts], dtype=np.int64),
            np.array([a.start for a in self.attempts], dtype=float),
            np.array([a.end for a in self.attempts], dtype=float),
            np.array([round(a.processors) for a in self.attempts], dtype=np.int64),
        )

    def replay(self, instance: MoldableInstance) -> float:
        """The makespan of the schedule checked on ``instance``: f_j+1 attempts per job, one
        after the other, attempt k lasting t_j(p_k), at most P busy processors at any time
        (:meth:`Schedule.usage_profile`); a one-line :class:`ModelError` otherwise."""
        s = self.as_schedule(instance)
        jobs = instance.jobset
        slack = TOLERANCE * max(1.0, s.makespan)
        if np.any(s.procs < 1) or np.any(s.procs > instance.P):
            raise ModelError(f"{instance.name}: an attempt uses processors outside 1..P={instance.P}")
        if np.any(np.abs(s.end - s.start - jobs.times[s.job, s.procs - 1]) > slack):
            raise ModelError(f"{instance.name}: an attempt does not last t_j(p)")
        for j, count in enumerate(chain_lengths(instance)):
            mine = np.flatnonzero(s.job == j)
            order = mine[np.argsort(s.start[mine], kind="stable")]
            if len(mine) != count or np.any(s.start[order[1:]] < s.end[order[:-1]] - slack):
                raise ModelError(f"{instance.name}: job {instance.ids[j]!r} needs {count} successive attempts")
        _, busy = s.usage_profile()
        if busy.size and busy.max() > instance.P:
            raise ModelError(f"{instance.name}: {busy.max()} processors busy at once, P = {instance.P}")
        return float(s.end.max())


def decode_timed(instance: MoldableInstance, result: SolveResult) -> TimedSolution:
    """T_OPT's schedule: y_{j,i,p,τ} = 1 starts attempt i of job j at τ on p processors, for
    t_j(p) (integer) time units."""
    times = instance.jobset.times
    chosen = sorted((tau, j, i, p) for (j, i, p, tau), value in result.values["y"].items() if value > 0.5)
    attempts = []
    for tau, j, i, p in chosen:
        t = float(times[j, p - 1])
        attempts.append(Attempt(instance.ids[j], i + 1, p, t, p * t, float(tau), tau + t))
    return TimedSolution(instance.P, tuple(attempts))


def draw_gantt(
    instance: MoldableInstance,
    panels: Sequence[tuple[str, Sequence[Attempt]]],
    path: Path,
    lines: Sequence[float] = (),
) -> None:
    """One Gantt chart per panel (title, attempts with start and end): a row per job (its id),
    each attempt a bar labelled with its processors; vertical dashed ``lines`` (e.g. LB*) on
    the first panel."""
    import matplotlib.pyplot as plt

    from resched.plot.save import save_figure_to

    ids = list(instance.ids)
    fig, axes = plt.subplots(len(panels), 1, figsize=(9, 1.5 + 0.45 * len(ids) * len(panels)), sharex=True)
    axes = np.atleast_1d(axes)
    for k, (ax, (title, attempts)) in enumerate(zip(axes, panels)):
        for a in attempts:
            y = ids.index(a.job)
            start, end = float(a.start or 0.0), float(a.end or 0.0)
            ax.barh(y, end - start, left=start, height=0.6, color=f"C{y % 10}", edgecolor="black", alpha=0.8)
            ax.text((start + end) / 2, y, f"{a.processors:.3g}", ha="center", va="center", fontsize=7)
        for x in lines if k == 0 else ():
            ax.axvline(x, color="black", linestyle="--", linewidth=1)
        ax.set_yticks(range(len(ids)), [str(i) for i in ids])
        ax.set_ylabel("job id")
        ax.set_title(title, fontsize=9)
    axes[-1].set_xlabel("time (bars labelled with their processors)")
    fig.suptitle(f"{instance.name} (P = {instance.P})")
    save_figure_to(fig, path)
    plt.close(fig)


def chained(attempts: Sequence[Attempt]) -> list[Attempt]:
    """The attempts of an allotment laid back to back per job from time 0 (its chains)."""
    clock: dict[JobId, float] = {}
    out = []
    for a in attempts:
        start = clock.get(a.job, 0.0)
        clock[a.job] = start + a.duration
        out.append(Attempt(a.job, a.attempt, a.processors, a.duration, a.area, start, start + a.duration))
    return out


def schedule_attempts(instance: MoldableInstance, schedule: Schedule) -> list[Attempt]:
    """The attempts of a simulator schedule, jobs named by their ids."""
    count: dict[int, int] = {}
    out = []
    for k in np.lexsort((schedule.start, schedule.job)):
        j = int(schedule.job[k])
        count[j] = count.get(j, 0) + 1
        p, start, end = int(schedule.procs[k]), float(schedule.start[k]), float(schedule.end[k])
        out.append(Attempt(instance.ids[j], count[j], p, end - start, p * (end - start), start, end))
    return out
