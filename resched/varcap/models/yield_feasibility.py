"""The exact model ``yield_feasibility``: the §5.1 yield LP (4)–(6) at a target yield, and its
solve, the search for the max min-yield (:func:`resched.varcap.metrics.yield_lp.max_min_yield`),
whose report carries the LP's allocation at the achievable end of the bracket
(:class:`~resched.varcap.models.solution.YieldAllocation`).

The allocation is a fluid one (a job works x_{j,φ} time units of each subsection φ on its
p_j processors, with no path, checkpoint or recovery), which the section simulator cannot
play: it is replayed by :func:`resched.varcap.metrics.allocation.fluid_progress` (constant
rates within each subsection) and the §5.1 min yield."""

from __future__ import annotations

import dataclasses

import numpy as np
import pyomo.environ as pyo

from resched.result import SolveOptions
from resched.varcap.instance import VarCapInstance
from resched.varcap.metrics.yield_lp import HighsYieldLP, YieldBound, YieldLP, max_min_yield
from resched.varcap.models.solution import YieldAllocation


def build_yield_feasibility(instance: VarCapInstance, Y: float) -> pyo.ConcreteModel:
    """Yield-feasibility LP of §5.1 at target yield Y (Eqs. (4)–(6), mid-point rule).

    Maximises θ, the fraction of every job's required work w_j doable by its deadline; Y is
    achievable iff θ* ≥ 1. Variables ``x[job, φ]`` (time units) exist only where the
    mid-point rule allows work; subsections are numbered 0, 1, … in time order.
    """
    lp = YieldLP(instance)
    sub = lp.subsections(Y)
    job, slot = lp.columns(sub)
    upper = lp.upper_bounds(sub, job, slot)
    keep = upper > 0
    job, slot, upper = job[keep], slot[keep], upper[keep]
    used_slots = np.unique(slot)
    names = [j.name for j in instance.jobs]
    pairs = [(names[j], int(s)) for j, s in zip(job, slot)]

    m = pyo.ConcreteModel(name=f"yield_feasibility[{instance.name}]")
    m.JOBS = pyo.Set(initialize=[names[j] for j in lp.active_jobs], ordered=True)
    m.SUBSECTIONS = pyo.Set(initialize=[int(s) for s in used_slots], ordered=True)
    m.PAIRS = pyo.Set(initialize=pairs, dimen=2, ordered=True)
    m.Y = pyo.Param(initialize=float(Y))
    m.p = pyo.Param(m.JOBS, initialize={names[j]: int(lp.p[j]) for j in lp.active_jobs})
    m.w = pyo.Param(m.JOBS, initialize={names[j]: float(sub.work[j]) for j in lp.active_jobs})
    m.length = pyo.Param(m.SUBSECTIONS, initialize={int(s): float(sub.length[s]) for s in used_slots})
    m.capacity = pyo.Param(m.SUBSECTIONS, initialize={int(s): int(lp.P[sub.section[s]]) for s in used_slots})
    upper_of = dict(zip(pairs, upper.tolist()))
    m.x = pyo.Var(m.PAIRS, bounds=lambda m, j, s: (0.0, upper_of[j, s]))  # Eq. (6)
    m.theta = pyo.Var(domain=pyo.NonNegativeReals)

    by_slot: dict[int, list[str]] = {}
    by_job: dict[str, list[int]] = {}
    for j, s in pairs:
        by_slot.setdefault(s, []).append(j)
        by_job.setdefault(j, []).append(s)
    m.work_capacity = pyo.Constraint(  # Eq. (4)
        m.SUBSECTIONS,
        rule=lambda m, s: sum(m.p[j] * m.x[j, s] for j in by_slot[s]) <= m.length[s] * m.capacity[s],
    )
    m.completion = pyo.Constraint(  # Eq. (5), relaxed by θ
        m.JOBS, rule=lambda m, j: sum(m.x[j, s] for s in by_job.get(j, [])) >= m.theta * m.w[j]
    )
    m.objective = pyo.Objective(expr=m.theta, sense=pyo.maximize)
    return m


def certificate_model(instance: VarCapInstance) -> pyo.ConcreteModel:
    """The yield-feasibility LP at the largest achievable yield found by the search (what is exported)."""
    return build_yield_feasibility(instance, max_min_yield(instance).lower)


def solve_yield_feasibility(instance: VarCapInstance, options: SolveOptions) -> YieldBound:
    """The max min-yield by the search over LPs (:func:`max_min_yield`): a certified bracket.
    It has no time limit or gap; it takes the thread count. The report's ``solution`` is the
    LP's allocation at Y = lower (:func:`yield_allocation`)."""
    bound = max_min_yield(instance, threads=options.threads)
    return dataclasses.replace(bound, solution=yield_allocation(instance, bound, options.threads))


def yield_allocation(instance: VarCapInstance, bound: YieldBound, threads: int | None = None) -> YieldAllocation | None:
    """The fluid allocation of the feasible probe (the LP at Y = ``bound.lower``, solved again
    to read x): every job gets its work w_j by its deadline d_j. With no achievable Y > 0 the
    empty allocation at Y = 0; None when no job has a yield (no probe ran)."""
    lp = YieldLP(instance)
    names = [job.name for job in instance.jobs]
    if len(lp.active_jobs) == 0:
        return None
    if bound.feasible is None:
        empty = np.zeros(0)
        required = {names[j]: 0.0 for j in lp.active_jobs}
        return YieldAllocation.of(instance, 0.0, required, empty, empty, empty.astype(int), empty.astype(int), empty)
    sub, job, slot, x = HighsYieldLP(lp, threads=threads).allocation(bound.lower)
    required = {names[j]: float(sub.work[j]) for j in lp.active_jobs}
    return YieldAllocation.of(instance, bound.lower, required, sub.start, sub.length, job, slot, x)
