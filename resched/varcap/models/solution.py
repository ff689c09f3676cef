"""The exact models' solutions in the family's own terms (:class:`resched.result.Solution`).

- :class:`PathSchedule`: one Figure-4 path per job and section and the phase-1 length C_nf
  (clairvoyant_goodput, clairvoyant_min_yield, phase_milp). Replay: the simulator
  (:func:`resched.varcap.simulate.replay_schedule`; one section: :func:`check_decision`).
- :class:`PathMixture`: an LP relaxation's fractional schedule (clairvoyant_goodput_lp,
  clairvoyant_min_yield_lp): per job and section, shares of its processors on several paths,
  each with its own phase-1 length. Replay: :func:`resched.varcap.metrics.allocation.mixture_work`
  (the simulator takes one path per job and section).
- :class:`StepSchedule`: recoveries, work and checkpoints in unit steps (time_indexed,
  clairvoyant_time_indexed). Replay: :func:`resched.varcap.metrics.allocation.steps_work`
  (the simulator cannot play a recovery in mid-phase or a stop and restart inside a section).
- :class:`YieldAllocation`: the §5.1 LP's fluid allocation at the achievable yield Y
  (yield_feasibility). Replay: :func:`resched.varcap.metrics.allocation.fluid_progress` and
  the §5.1 min yield (the LP schedules no path, checkpoint or recovery).

Jobs are named by the instance's own names (a ``varcap`` job's ``name``; a
``varcap-section`` job by its position, J1, J2, …). ``objective`` is the measure of the
schedule: goodput (Eq. 1), min yield (Eq. 3 / §5.1) or, for one section, Σ_j p_j l_j.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import numpy as np

from resched.errors import ReschedError
from resched.result import Solution
from resched.varcap.instance import VarCapInstance
from resched.varcap.instance.section import SectionDecision, SectionInstance, check_decision, path_work
from resched.varcap.metrics import goodput, min_yield
from resched.varcap.metrics.allocation import Interval, fluid_progress, mixture_work, steps_work
from resched.varcap.simulate import replay_schedule

Measure = Literal["goodput", "min_yield", "work"]
AnyInstance = VarCapInstance | SectionInstance


def job_ids(instance: AnyInstance) -> tuple[str, ...]:
    """The jobs' own ids: a varcap job's ``name``; a section job's position J1, J2, …"""
    if isinstance(instance, SectionInstance):
        return tuple(f"J{j + 1}" for j in range(len(instance.context.p)))
    return tuple(job.name for job in instance.jobs)


def _dates(instance: AnyInstance) -> np.ndarray:
    if isinstance(instance, SectionInstance):
        return np.array([0.0, float(instance.context.T)])
    return instance.arrays.T


def _p(instance: AnyInstance) -> np.ndarray:
    return instance.context.p if isinstance(instance, SectionInstance) else instance.arrays.p


def measure_of(
    instance: AnyInstance, measure: Measure, worked: np.ndarray, completion: np.ndarray | None = None
) -> float:
    """The objective ``measure`` of the per-job work ``worked`` (time units): goodput (Eq. 1),
    min yield (Eq. 3; §5.1 with the completions when jobs come and go) or Σ p_j l_j."""
    if measure == "work":
        return float(_p(instance) @ worked)
    assert isinstance(instance, VarCapInstance)
    if measure == "goodput":
        return goodput(instance, worked)
    return min_yield(instance, worked, completion if instance.jobs_come_and_go else None)


@dataclass(frozen=True)
class PathRow:
    """Job ``job`` on path ``path`` of section ``section`` [start, end) for the share
    ``fraction`` of its p_j processors (1 in an integral schedule), phase-1 length ``C_nf``,
    working ``work`` time units on the path (l_j^i, before the share)."""

    section: int
    start: float
    end: float
    job: str
    processors: int
    path: int
    fraction: float
    C_nf: float
    work: float

    def as_dict(self) -> dict[str, Any]:
        return {
            "section": self.section,
            "start": self.start,
            "end": self.end,
            "job": self.job,
            "processors": self.processors,
            "path": self.path,
            "fraction": self.fraction,
            "C_nf": self.C_nf,
            "work": self.work,
        }


def _path_rows(
    instance: AnyInstance,
    section: Sequence[int],
    job: Sequence[int],
    path: Sequence[int],
    fraction: Sequence[float],
    C_nf: Sequence[float],
) -> tuple[PathRow, ...]:
    dates, ids, p = _dates(instance), job_ids(instance), _p(instance)
    C = instance.context.C if isinstance(instance, SectionInstance) else instance.arrays.C
    R = instance.context.R if isinstance(instance, SectionInstance) else instance.arrays.R
    return tuple(
        PathRow(
            int(i),
            float(dates[i]),
            float(dates[i + 1]),
            ids[j],
            int(p[j]),
            int(k),
            float(f),
            float(c),
            path_work(int(k), float(dates[i + 1] - dates[i]), float(c), float(C[j]), float(R[j])),
        )
        for i, j, k, f, c in zip(section, job, path, fraction, C_nf)
    )


def _work_matrix(instance: AnyInstance, rows: Sequence[PathRow]) -> np.ndarray:
    ids = {name: j for j, name in enumerate(job_ids(instance))}
    out = np.zeros((len(_dates(instance)) - 1, len(ids)))
    for r in rows:
        out[r.section, ids[r.job]] += r.processors * r.fraction * max(r.work, 0.0)
    return out


@dataclass(frozen=True)
class PathSchedule:
    """An integral 15-path schedule: ``decisions[i]`` gives section i's paths (jobs in the
    instance's order) and C_nf; ``rows`` the same per (section, job). ``objective`` is the
    ``measure`` of the work the paths give (:meth:`of`). Example::

        s = PathSchedule.of("phase_milp", section_instance, "work", (decision,))
        s.objective == s.replay(section_instance)
    """

    model: str
    measure: Measure
    decisions: tuple[SectionDecision, ...]
    rows: tuple[PathRow, ...]
    objective: float

    @classmethod
    def of(
        cls, model: str, instance: AnyInstance, measure: Measure, decisions: Sequence[SectionDecision]
    ) -> PathSchedule:
        m = len(_p(instance))
        section = [i for i in range(len(decisions)) for _ in range(m)]
        job = [j for _ in decisions for j in range(m)]
        path = [int(k) for d in decisions for k in d.path]
        C_nf = [float(d.C_nf) for d in decisions for _ in range(m)]
        rows = _path_rows(instance, section, job, path, [1.0] * len(path), C_nf)
        if isinstance(instance, SectionInstance):
            worked = decisions[0].working_times(instance.context)
        else:
            worked = np.zeros(m)
            for r in rows:
                worked[job_ids(instance).index(r.job)] += r.work
        return cls(model, measure, tuple(decisions), rows, measure_of(instance, measure, worked))

    def schedule(self) -> list[dict[str, Any]]:
        """One row per (section, job): its path, C_nf and work l_j^i (idle paths 9, 15 left out)."""
        return [r.as_dict() for r in self.rows if r.path not in (9, 15)]

    def to_dict(self) -> dict[str, Any]:
        return {
            "model": self.model,
            "measure": self.measure,
            "objective": self.objective,
            "C_nf": [float(d.C_nf) for d in self.decisions],
            "schedule": self.schedule(),
        }

    def replay(self, instance: AnyInstance) -> float:
        """The schedule played by the simulator (one section: checked by :func:`check_decision`)."""
        if isinstance(instance, SectionInstance):
            return float(instance.context.p @ check_decision(instance.context, self.decisions[0]))
        result = replay_schedule(instance, self.decisions)
        return measure_of(instance, self.measure, result.worked, result.completion)

    def work_matrix(self, instance: AnyInstance) -> np.ndarray:
        """p_j l_j^i per (section, job): the processor-time of useful work."""
        return _work_matrix(instance, self.rows)


@dataclass(frozen=True)
class PathMixture:
    """An LP relaxation's fractional 15-path schedule: job ``row.job`` runs path ``row.path`` in
    section ``row.section`` on the share ``row.fraction`` of its processors with phase-1
    length ``row.C_nf`` (the shares of a job and section sum to 1). It is a bound, not a
    schedule a machine can run: its ``objective`` is the ``measure`` of the work
    Σ fraction·l (:func:`~resched.varcap.metrics.allocation.mixture_work`)."""

    model: str
    measure: Measure
    rows: tuple[PathRow, ...]
    objective: float

    @classmethod
    def of(
        cls,
        model: str,
        instance: VarCapInstance,
        measure: Measure,
        section: Sequence[int],
        job: Sequence[int],
        path: Sequence[int],
        fraction: Sequence[float],
        C_nf: Sequence[float],
    ) -> PathMixture:
        rows = _path_rows(instance, section, job, path, fraction, C_nf)
        worked = np.zeros(len(instance.jobs))
        for j, r in zip(job, rows):
            worked[j] += r.fraction * r.work
        return cls(model, measure, rows, measure_of(instance, measure, worked))

    def schedule(self) -> list[dict[str, Any]]:
        """One row per (section, job, path) with a positive share, idle paths left out."""
        return [r.as_dict() for r in self.rows if r.path not in (9, 15)]

    def to_dict(self) -> dict[str, Any]:
        return {"model": self.model, "measure": self.measure, "objective": self.objective, "schedule": self.schedule()}

    def replay(self, instance: VarCapInstance) -> float:
        """The ``measure`` of the work :func:`mixture_work` gives the rows (the simulator
        cannot play fractions of paths)."""
        ids = {name: j for j, name in enumerate(job_ids(instance))}
        worked = mixture_work(
            instance,
            np.array([r.section for r in self.rows], dtype=np.int64),
            np.array([ids[r.job] for r in self.rows], dtype=np.int64),
            np.array([r.path for r in self.rows], dtype=np.int64),
            np.array([r.fraction for r in self.rows]),
            np.array([r.C_nf for r in self.rows]),
        )
        return measure_of(instance, self.measure, worked)

    def work_matrix(self, instance: AnyInstance) -> np.ndarray:
        return _work_matrix(instance, self.rows)


@dataclass(frozen=True)
class StepRow:
    """Job ``job`` in ``kind`` (recovery, work, checkpoint) over [start, end) (instance time),
    starting in section ``section``."""

    section: int
    job: str
    processors: int
    kind: str
    start: float
    end: float


def step_inputs(instance: AnyInstance) -> dict[str, Any]:
    """The instance's data in unit steps from its first date (as :func:`steps_work` takes it)."""
    if isinstance(instance, SectionInstance):
        c = instance.context
        return {
            "dates": (0, round(float(c.T))),
            "P": (int(c.P),),
            "P_end": (int(c.P_end),),
            "p": tuple(int(x) for x in c.p),
            "C": tuple(round(float(x)) for x in c.C),
            "R": tuple(round(float(x)) for x in c.R),
            "status": tuple(int(s) for s in c.status),
            "eligible": tuple(bool(e) for e in c.eligible),
        }
    a, plat = instance.arrays, instance.platform
    m = len(a.p)
    return {
        "dates": tuple(round(float(t - a.T[0])) for t in a.T),
        "P": tuple(int(x) for x in a.P),
        "P_end": tuple(max(int(x) - plat.delta, plat.P_min) for x in a.P),
        "p": tuple(int(x) for x in a.p),
        "C": tuple(round(float(x)) for x in a.C),
        "R": tuple(round(float(x)) for x in a.R),
        "status": (2,) * m,  # every job Idle at T_1
        "eligible": (True,) * m,
    }


@dataclass(frozen=True)
class StepSchedule:
    """A time-indexed schedule: each job's recoveries, work and checkpoints in unit steps
    (``rows``, in instance time). ``objective`` is the ``measure`` of the steps worked (goodput
    over the instance, or Σ p_j l_j for one section). Example: a job on 2 processors with
    R = C = 1 in a 5-step section, rows recovery [0, 1), work [1, 4), checkpoint [4, 5),
    has l = 3 and Σ p_j l_j = 6."""

    model: str
    measure: Measure
    rows: tuple[StepRow, ...]
    objective: float

    @classmethod
    def of(cls, model: str, instance: AnyInstance, measure: Measure, intervals: Sequence[Interval]) -> StepSchedule:
        dates, ids, p = _dates(instance), job_ids(instance), _p(instance)
        t0 = float(dates[0])
        last = len(dates) - 2
        rows = tuple(
            StepRow(
                min(int(np.searchsorted(dates, t0 + iv.start, side="right")) - 1, last),
                ids[iv.job],
                int(p[iv.job]),
                iv.kind,
                t0 + iv.start,
                t0 + iv.end,
            )
            for iv in sorted(intervals, key=lambda iv: (iv.job, iv.start, iv.end))
        )
        worked = np.zeros(len(ids))
        for iv in intervals:
            if iv.kind == "work":
                worked[iv.job] += iv.end - iv.start
        return cls(model, measure, rows, measure_of(instance, measure, worked))

    def intervals(self, instance: AnyInstance) -> list[Interval]:
        ids = {name: j for j, name in enumerate(job_ids(instance))}
        t0 = float(_dates(instance)[0])
        return [Interval(ids[r.job], r.kind, round(r.start - t0), round(r.end - t0)) for r in self.rows]

    def schedule(self) -> list[dict[str, Any]]:
        """One row per activity: section, job, processors, kind, start, end."""
        return [
            {
                "section": r.section,
                "job": r.job,
                "processors": r.processors,
                "kind": r.kind,
                "start": r.start,
                "end": r.end,
            }
            for r in self.rows
        ]

    def to_dict(self) -> dict[str, Any]:
        return {"model": self.model, "measure": self.measure, "objective": self.objective, "schedule": self.schedule()}

    def replay(self, instance: AnyInstance) -> float:
        """The ``measure`` of the work :func:`steps_work` finds after checking every rule (the
        simulator plays only 15-path decisions)."""
        worked = steps_work(**step_inputs(instance), intervals=self.intervals(instance))
        return measure_of(instance, self.measure, worked)

    def work_matrix(self, instance: AnyInstance) -> np.ndarray:
        dates = _dates(instance)
        ids = {name: j for j, name in enumerate(job_ids(instance))}
        out = np.zeros((len(dates) - 1, len(ids)))
        for r in self.rows:
            if r.kind != "work":
                continue
            for i in range(len(dates) - 1):
                overlap = min(r.end, dates[i + 1]) - max(r.start, dates[i])
                out[i, ids[r.job]] += r.processors * max(overlap, 0.0)
        return out


@dataclass(frozen=True)
class YieldRow:
    """Job ``job`` works ``time`` time units on its ``processors`` in the subsection
    [start, end) of section ``section``, at the constant rate time/(end − start)."""

    section: int
    start: float
    end: float
    job: str
    processors: int
    time: float


@dataclass(frozen=True)
class YieldAllocation:
    """The §5.1 LP's fluid allocation at the target yield ``Y``: every job gets its required
    work ``required[job]`` (w_j, time units) by its deadline d_j. ``objective`` is
    Y·min(1, min_j Σ time / w_j): Y when every job gets its work. Replay plays the rows at
    constant rates (:func:`fluid_progress`) and takes the §5.1 min yield of the work and
    completions: at least Y (each job meets its deadline), and below the search's upper
    bound, which no schedule reaches."""

    Y: float
    required: dict[str, float]
    rows: tuple[YieldRow, ...]
    objective: float

    @classmethod
    def of(
        cls,
        instance: VarCapInstance,
        Y: float,
        required: dict[str, float],
        start: np.ndarray,
        length: np.ndarray,
        job: np.ndarray,
        slot: np.ndarray,
        x: np.ndarray,
    ) -> YieldAllocation:
        ids, a = job_ids(instance), instance.arrays
        section = np.clip(np.searchsorted(a.T, start, side="right") - 1, 0, instance.n_sections - 1)
        rows = tuple(
            YieldRow(int(section[s]), float(start[s]), float(start[s] + length[s]), ids[j], int(a.p[j]), float(t))
            for j, s, t in sorted(zip(job.tolist(), slot.tolist(), x.tolist()), key=lambda r: (start[r[1]], r[0]))
        )
        done = dict.fromkeys(required, 0.0)
        for r in rows:
            done[r.job] = done.get(r.job, 0.0) + r.time
        shares = [done[name] / w for name, w in required.items() if w > 0]
        return cls(Y, dict(required), rows, float(Y * min(1.0, min(shares, default=1.0))))

    def schedule(self) -> list[dict[str, Any]]:
        return [
            {
                "section": r.section,
                "start": r.start,
                "end": r.end,
                "job": r.job,
                "processors": r.processors,
                "time": r.time,
            }
            for r in self.rows
        ]

    def to_dict(self) -> dict[str, Any]:
        return {
            "model": "yield_feasibility",
            "measure": "min_yield",
            "objective": self.objective,
            "Y": self.Y,
            "required_work": self.required,
            "schedule": self.schedule(),
        }

    def replay(self, instance: VarCapInstance) -> float:
        """The §5.1 min yield (:func:`resched.varcap.metrics.min_yield`) of the work and
        completions of the rows played at constant rates (:func:`fluid_progress`)."""
        ids = {name: j for j, name in enumerate(job_ids(instance))}
        slots = sorted({(r.start, r.end) for r in self.rows})
        index = {s: k for k, s in enumerate(slots)}
        start = np.array([s[0] for s in slots], dtype=float)
        length = np.array([s[1] - s[0] for s in slots], dtype=float)
        job = np.array([ids[r.job] for r in self.rows], dtype=np.int64)
        slot = np.array([index[r.start, r.end] for r in self.rows], dtype=np.int64)
        x = np.array([r.time for r in self.rows], dtype=float)
        worked, completion = fluid_progress(instance, start, length, job, slot, x)
        return measure_of(instance, "min_yield", worked, completion)

    def work_matrix(self, instance: AnyInstance) -> np.ndarray:
        ids = {name: j for j, name in enumerate(job_ids(instance))}
        out = np.zeros((len(_dates(instance)) - 1, len(ids)))
        for r in self.rows:
            out[r.section, ids[r.job]] += r.processors * r.time
        return out


def draw(
    instance: AnyInstance, solution: Solution, path: Path, heuristic: tuple[str, np.ndarray] | None = None
) -> None:
    """The family's picture: per section, the useful work p_j l_j^i of every job (stacked
    bars; their height over P_i (T_{i+1} − T_i) is the section's goodput), the optimum on
    the left, the heuristic ``(name, work matrix)`` beside it; saved to ``path``."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from resched.plot.save import save_figure_to

    if not isinstance(solution, (PathSchedule, PathMixture, StepSchedule, YieldAllocation)):
        raise ReschedError(f"a varcap picture draws a varcap solution, not a {type(solution).__name__}")

    panels = [
        (f"optimum ({type(solution).__name__}, objective {solution.objective:.6g})", solution.work_matrix(instance))
    ]
    if heuristic is not None:
        panels.append(heuristic)
    fig, axes = plt.subplots(1, len(panels), figsize=(6 * len(panels), 4), sharey=True, squeeze=False)
    dates, ids = _dates(instance), job_ids(instance)
    capacity = (
        np.array([float(instance.context.P)])
        if isinstance(instance, SectionInstance)
        else instance.arrays.P.astype(float)
    ) * np.diff(dates)
    for ax, (title, work) in zip(axes[0], panels):
        bottom = np.zeros(len(capacity))
        for j, name in enumerate(ids):
            ax.bar(range(len(capacity)), work[:, j], bottom=bottom, label=name if len(ids) <= 12 else None)
            bottom += work[:, j]
        ax.plot(range(len(capacity)), capacity, "k_", markersize=20, label="P_i (T_{i+1} − T_i)")
        ax.set_title(title, fontsize=9)
        ax.set_xticks(range(len(capacity)))
        ax.set_xlabel("section")
    axes[0][0].set_ylabel("useful work p_j l_j^i (processor-time)")
    axes[0][0].legend(fontsize=7)
    save_figure_to(fig, path)
    plt.close(fig)
