"""T_OPT(𝒥, f) (``time_indexed_opt``, §4.5): the clairvoyant optimum for integer times, a
time-indexed MILP: y_{j,i,p,τ} = 1 iff attempt i of job j starts at τ on p processors.

Its horizon and starting solution come from the best LIST schedule of the family's algorithms,
given by :mod:`resched.moldable.models` as ``best`` (a makespan or a schedule).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np
import pyomo.environ as pyo

from resched.errors import ReschedError
from resched.moldable.instance.document import MoldableInstance
from resched.moldable.instance.jobs import JobSet, strict_time_records
from resched.moldable.metrics import lp_bound
from resched.moldable.models.common import chain_lengths
from resched.moldable.simulate import Schedule

MAX_TIME_INDEXED = 20000
"""The time-indexed T_OPT MILP is registered for instances up to this many y variables."""


def build_time_indexed(jobs: JobSet, failures: np.ndarray, horizon: int, lower: float = 0.0) -> pyo.ConcreteModel:
    """§4.5: min C_max over y_{j,i,p,τ} ∈ {0,1}: one start per attempt,
    Σ p·y over the attempts running in [θ, θ+1) ≤ P, S_{j,i+1} ≥ S_{j,i} + D_{j,i},
    C_max ≥ S_{j,f_j+1} + D_{j,f_j+1}. Needs integer t_j(p); candidates are the p whose time
    beats every smaller p (a slower, larger allocation is never needed). C_max is an integer
    in [⌈lower⌉, H]: ``lower`` is any valid lower bound (LB_LP), H a feasible makespan.

    Tightened ([MOLDABLE-D28]), same optimum: with t_j = min_p t_j(p), attempt i of job j
    starts in the window [i·t_j, H − (f_j + 1 − i)·t_j] (i earlier attempts before it, the
    later ones after it, all within H), so no y outside it exists; the precedence is also
    written disaggregated, per date θ: Σ_{τ ≤ θ} y_{j,i+1,·,τ} ≤ Σ_{τ + D ≤ θ} y_{j,i,·,τ}
    (attempt i + 1 has started by θ only if attempt i has ended by θ), whose LP relaxation
    is tighter than the aggregated S_{j,i+1} ≥ S_{j,i} + D_{j,i} kept beside it; and
    P·C_max ≥ Σ p·t_j(p)·y (the area)."""
    times = jobs.times
    if not np.allclose(times, np.round(times)):
        raise ReschedError("the time-indexed model needs integer execution times")
    durations = np.round(times).astype(int)
    keep = strict_time_records(times)
    attempts = [(j, i) for j in range(jobs.n) for i in range(int(failures[j]) + 1)]
    fastest = np.where(keep, durations, np.iinfo(np.int64).max).min(axis=1)  # t_j = min_p t_j(p)
    starts = [
        (j, i, p, tau)
        for j, i in attempts
        for p in np.nonzero(keep[j])[0] + 1
        for tau in range(
            i * int(fastest[j]),
            horizon - durations[j, p - 1] - (int(failures[j]) - i) * int(fastest[j]) + 1,
        )
    ]
    if any(all(s[:2] != a for s in starts) for a in attempts):
        raise ReschedError(f"horizon {horizon} is too short for some attempt")
    m = pyo.ConcreteModel(name="time_indexed_opt")
    m.Y = pyo.Set(initialize=[tuple(int(x) for x in s) for s in starts], dimen=4)
    m.y = pyo.Var(m.Y, domain=pyo.Binary)
    m.C_max = pyo.Var(domain=pyo.NonNegativeIntegers, bounds=(math.ceil(lower * (1 - 1e-9)), horizon))
    by_attempt: dict[tuple[int, int], list] = {a: [] for a in attempts}
    for s in m.Y:
        by_attempt[s[:2]].append(s)
    start = {a: sum(s[3] * m.y[s] for s in by_attempt[a]) for a in attempts}
    length = {a: sum(int(durations[s[0], s[2] - 1]) * m.y[s] for s in by_attempt[a]) for a in attempts}
    m.objective = pyo.Objective(expr=m.C_max, sense=pyo.minimize)
    m.once = pyo.Constraint(range(len(attempts)), rule=lambda m, k: sum(m.y[s] for s in by_attempt[attempts[k]]) == 1)

    running: list[list] = [[] for _ in range(horizon)]  # the starts running in [θ, θ+1), built in O(Σ durations)
    for s in m.Y:
        for theta in range(s[3], s[3] + int(durations[s[0], s[2] - 1])):
            running[theta].append(s)

    def capacity(m, theta):
        return sum(s[2] * m.y[s] for s in running[theta]) <= jobs.P if running[theta] else pyo.Constraint.Skip

    m.capacity = pyo.Constraint(range(horizon), rule=capacity)
    chained = [k for k, (j, i) in enumerate(attempts) if i > 0]
    m.chain = pyo.Constraint(
        chained, rule=lambda m, k: start[attempts[k]] >= start[attempts[k - 1]] + length[attempts[k - 1]]
    )

    def started_by(a: tuple[int, int], theta: int) -> list:
        return [s for s in by_attempt[a] if s[3] <= theta]

    def ended_by(a: tuple[int, int], theta: int) -> list:
        return [s for s in by_attempt[a] if s[3] + int(durations[s[0], s[2] - 1]) <= theta]

    dates = [(k, theta) for k in chained for theta in sorted({s[3] for s in by_attempt[attempts[k]]})]
    m.chain_by_date = pyo.Constraint(
        range(len(dates)),
        rule=lambda m, d: (
            sum(m.y[s] for s in started_by(attempts[dates[d][0]], dates[d][1]))
            <= sum(m.y[s] for s in ended_by(attempts[dates[d][0] - 1], dates[d][1]))
        ),
    )
    m.area = pyo.Constraint(expr=sum(s[2] * int(durations[s[0], s[2] - 1]) * m.y[s] for s in m.Y) <= jobs.P * m.C_max)
    last = [k for k, (j, i) in enumerate(attempts) if i == int(failures[j])]
    m.finish = pyo.Constraint(last, rule=lambda m, k: m.C_max >= start[attempts[k]] + length[attempts[k]])
    return m


def set_time_indexed_start(model: pyo.ConcreteModel, jobs: JobSet, schedule: Schedule) -> None:
    """Write a schedule with integer start times (``job``, ``start``, ``procs`` per attempt,
    e.g. a LIST schedule of integer times) into :func:`build_time_indexed`'s variables: each
    attempt, in start order per job, starts at its date on the largest candidate p' ≤ its p
    (t(p') ≤ t(p): the schedule stays feasible); C_max its finish."""
    durations = np.round(jobs.times).astype(int)
    keep = strict_time_records(jobs.times)
    for s in model.Y:
        model.y[s].value = 0.0
    attempt = np.zeros(jobs.n, dtype=np.int64)
    finish = 0
    for k in np.lexsort((schedule.start, schedule.job)):
        j, p = int(schedule.job[k]), int(schedule.procs[k])
        tau = round(float(schedule.start[k]))
        q = int(np.nonzero(keep[j, :p])[0][-1]) + 1
        model.y[j, int(attempt[j]), q, tau].value = 1.0
        finish = max(finish, tau + int(durations[j, q - 1]))
        attempt[j] += 1
    model.C_max.value = float(finish)


def horizon_of(makespan: float) -> int:
    """Integer horizon H ≥ a known feasible makespan (e.g. the best LIST schedule)."""
    return math.ceil(makespan - 1e-9)


def build_t_opt(instance: MoldableInstance, *, best: Callable[[MoldableInstance], float]) -> pyo.ConcreteModel:
    """T_OPT(𝒥, f): the time-indexed MILP (§4.5), horizon = ``best(instance)`` (the best LIST
    makespan), C_max ≥ ⌈LB_LP⌉ (T_OPT ≥ LB* ≥ LB_LP and T_OPT is an integer)."""
    return build_time_indexed(
        instance.jobset,
        instance.scenario,
        horizon_of(best(instance)),
        lp_bound(instance.jobset, chain_lengths(instance)),
    )


def start_t_opt(
    instance: MoldableInstance, model: pyo.ConcreteModel, *, best: Callable[[MoldableInstance], Schedule]
) -> None:
    """T_OPT's starting solution: the schedule ``best(instance)`` (the best LIST schedule)."""
    set_time_indexed_start(model, instance.jobset, best(instance))


def applies(instance: MoldableInstance, *, best: Callable[[MoldableInstance], float]) -> str | None:
    """``None`` when T_OPT's model is registered for the instance (integer times, at most
    :data:`MAX_TIME_INDEXED` y variables with the horizon of ``best(instance)``), else why not."""
    if not instance.integer_times:
        return "the execution times t_j(p) are not all integers"
    attempts = int(chain_lengths(instance).sum())
    if attempts * instance.P > MAX_TIME_INDEXED:  # the horizon is >= 1: too large whatever it is
        return f"{attempts * instance.P:,} y variables per time step > {MAX_TIME_INDEXED:,}"
    size = attempts * instance.P * horizon_of(best(instance))
    return None if size <= MAX_TIME_INDEXED else f"{size:,} y variables > {MAX_TIME_INDEXED:,}"
