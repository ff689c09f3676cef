"""Metrics of the no-checkpoint study (slides' objective, [RISKAWARE-D8]), computed from an attempt log.

GOODPUT(T) = [Σ_{τ_i ∈ J_comp,T} w_i c_i + Σ_{τ_i ∈ J_started,T} (T − s_i) c_i] / [n_c Σ_{t=0}^{T−1} M_alive(t)]
(slides, "Objective function: Goodput"): a completed attempt (e_i ≤ T) earns its work, the
attempt running at T earns its elapsed part (partial credit), killed attempts earn nothing.
The state at T is the one after the events of T (a job completing at T is complete, a job
killed at T is not running).

utilization(T) = cores × ticks run in [0, T) by all attempts (killed ones included) / the
same denominator; stretch_i = (completion − r_i)/w_i (r_i the original release) over the
jobs completed by T (``window = "resume"``, the authors' simulator and the slides' metrics
at T), or over every job completed by the end of the run (``"restart"``, resched's earlier
convention [RISKAWARE-D9]: the run goes on until every job completes); aborted volume = Σ c_i · (run time)
of the attempts killed by T (core-hours), aborted time = Σ run time of those attempts
(hours).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

import numpy as np

from resched.errors import ReschedError
from resched.riskaware.instance import COMPLETED, KILLED, RiskAwareInstance, Schedule
from resched.riskaware.params import DEFAULT_WINDOW


@dataclass(frozen=True)
class Metrics:
    """Goodput and utilization (fractions), max and mean stretch, aborted volume (core-hours)
    and time (hours) by T, completed jobs, killed attempts by T, jobs not completed when the run stopped."""

    goodput: float
    utilization: float
    max_stretch: float
    mean_stretch: float
    aborted_volume: float
    aborted_time: float
    completed: int
    killed: int
    unfinished: int

    def to_dict(self) -> dict[str, float | int]:
        return asdict(self)


@dataclass(frozen=True)
class RiskAwareMetrics:
    """What a risk-aware run measures (a results-store row, in this order): the
    :class:`Metrics` at the end of the window; the walk's mean number of machines alive over
    the window (``mean_machines``, the capacity GOODPUT(T) divides by, over n_c·T); the
    instance's name; its jobs, the trace's jobs dropped (wider than a machine) and skipped
    (unknown or zero values); the window in days."""

    goodput: float
    utilization: float
    max_stretch: float
    mean_stretch: float
    aborted_volume: float
    aborted_time: float
    completed: int
    killed: int
    unfinished: int
    mean_machines: float
    instance: str
    jobs: int
    dropped_jobs: int
    skipped_jobs: int
    window_days: float


def _capacity_ticks(instance: RiskAwareInstance, horizon: int, schedule: Schedule) -> float:
    if horizon > schedule.stopped:
        raise ReschedError(f"GOODPUT({horizon}) needs a run up to {horizon}, it stopped at {schedule.stopped}")
    return float(instance.platform.cores * instance.capacity.machine_ticks(horizon))


def goodput(instance: RiskAwareInstance, schedule: Schedule, horizon: int | None = None) -> float:
    """GOODPUT(T) of the module doc, T = ``horizon`` (default: the instance's) in ticks."""
    T = instance.horizon if horizon is None else horizon
    s = schedule
    cores = instance.arrays.cores[s.job]
    completed = (s.kind == COMPLETED) & (s.end <= T)
    running = (s.start <= T) & (s.end > T)
    # w_i of a completed job: its attempt's length, except for a job running at the window start
    # restarted under the authors' conventions, which simu.cc credits with its remaining length only
    useful = np.where(completed, instance.arrays.length[s.job], 0) + np.where(running, T - s.start, 0)
    capacity = _capacity_ticks(instance, T, s)
    return float(cores @ useful) / capacity if capacity > 0 else 0.0


def evaluate(
    instance: RiskAwareInstance, schedule: Schedule, horizon: int | None = None, window: str = DEFAULT_WINDOW
) -> Metrics:
    """Every metric of the module doc at T = ``horizon`` (default: the instance's), the
    stretch over the jobs that ``window`` says (module doc)."""
    T = instance.horizon if horizon is None else horizon
    s, a = schedule, instance.arrays
    cores = a.cores[s.job]
    capacity = _capacity_ticks(instance, T, s)
    ran = np.clip(np.minimum(s.end, T) - s.start, 0, None)
    killed = (s.kind == KILLED) & (s.end <= T)
    done = s.kind == COMPLETED
    counted = done & (s.end <= T) if window == "resume" else done
    job = s.job[counted]
    if s.conventions == "authors":  # simu.cc: over the original release and the full length
        stretch = (s.end[counted] - a.release[job] + a.progress[job]) / (a.length[job] + a.progress[job])
    else:
        stretch = (s.end[counted] - a.release[job]) / a.length[job]
    hours = instance.tick / 3600.0
    return Metrics(
        goodput=goodput(instance, s, T),
        utilization=float(cores @ ran) / capacity if capacity > 0 else 0.0,
        max_stretch=float(stretch.max()) if stretch.size else float("nan"),
        mean_stretch=float(stretch.mean()) if stretch.size else float("nan"),
        aborted_volume=float(cores[killed] @ ran[killed]) * hours,
        aborted_time=float(ran[killed].sum()) * hours,
        completed=int(done.sum()),
        killed=int(killed.sum()),
        unfinished=len(instance.jobs) - int(done.sum()),
    )
