"""The time-indexed formulation shared by the time-indexed exact models: the section MILP
(:mod:`resched.varcap.models.time_indexed`) and the clairvoyant multi-section one
(:mod:`resched.varcap.models.clairvoyant`). A :class:`Horizon` (jobs over consecutive sections
in unit steps) is built into a MILP by :func:`build_steps`; :func:`write_sections` writes 15-path
decisions into it as a start. The model is described in :mod:`resched.varcap.models.time_indexed`."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import NamedTuple

import pyomo.environ as pyo

from resched.result import SolveResult
from resched.varcap.instance.section import PATHS, Phase0, SectionContext
from resched.varcap.metrics.allocation import Interval


def as_int(x: float, what: str) -> int:
    if not math.isfinite(float(x)) or abs(float(x) - round(float(x))) > 1e-9 or float(x) < 0:
        raise ValueError(f"time-indexed model needs a non-negative integer {what}, got {x}")
    return round(float(x))


def job_names(ctx: SectionContext) -> list[str]:
    """Index of the jobs in the model: ``J0``, ``J1``, … (position in the context)."""
    return [f"J{j}" for j in range(len(ctx.p))]


@dataclass(frozen=True)
class Horizon:
    """What the time-indexed model schedules: jobs (names, p_j, integer C_j and R_j, phase-0
    status at the first date and eligibility) over consecutive sections starting at the integer
    steps ``dates`` (dates[0] = 0, dates[-1] = the horizon), with P_i processors and at most
    ``P_end[i]`` still working, uncheckpointed, at the end of section i."""

    names: tuple[str, ...]
    p: tuple[int, ...]
    C: tuple[int, ...]
    R: tuple[int, ...]
    status: tuple[Phase0, ...]
    eligible: tuple[bool, ...]
    dates: tuple[int, ...]
    P: tuple[int, ...]
    P_end: tuple[int, ...]

    @classmethod
    def of_section(cls, ctx: SectionContext) -> Horizon:
        m = len(ctx.p)
        return cls(
            names=tuple(job_names(ctx)),
            p=tuple(int(x) for x in ctx.p),
            C=tuple(as_int(ctx.C[j], f"C_{j}") for j in range(m)),
            R=tuple(as_int(ctx.R[j], f"R_{j}") for j in range(m)),
            status=tuple(Phase0(int(s)) for s in ctx.status),
            eligible=tuple(bool(e) for e in ctx.eligible),
            dates=(0, as_int(ctx.T, "T")),
            P=(int(ctx.P),),
            P_end=(int(ctx.P_end),),
        )

    def section_ranges(self) -> list[range]:
        """The steps of each section."""
        return [range(a, b) for a, b in zip(self.dates[:-1], self.dates[1:])]


def build_steps(h: Horizon, scale: float = 1.0) -> pyo.ConcreteModel:
    """The time-indexed MILP over the sections of ``h`` (module doc; one section: the section
    model). At a date T_i inside the horizon a job is Run (working on both sides, counted in
    P_end of the section ending), Ckpt (its checkpoint completes at T_i; it may go on without
    recovery) or Idle: no recovery or checkpoint spans a date. Objective: ``scale``·Σ p_j·steps."""
    H = h.dates[-1]
    sections = h.section_ranges()
    within = [k for k, steps in enumerate(sections) for _ in steps]  # section of each step
    inner = set(h.dates[1:-1])  # dates between two sections
    names = list(h.names)
    p, C, R = (dict(zip(names, values)) for values in (h.p, h.C, h.R))
    active0 = {n: s in (Phase0.RUN, Phase0.CKPT) for n, s in zip(names, h.status)}

    model = pyo.ConcreteModel()
    model.J = pyo.Set(initialize=names, ordered=True)
    model.S = pyo.Set(initialize=range(H), ordered=True)  # steps
    model.W_idx = pyo.Set(initialize=[(n, t) for n in names for t in range(H)], dimen=2)
    # a recovery of section i ends before its last step (or at its end date, inside the
    # horizon), a checkpoint by its end date
    model.U_idx = pyo.Set(
        initialize=[
            (n, t)
            for n in names
            for t in sorted({t for s in sections for t in range(s.start, s.stop - R[n] + int(s.stop in inner))})
        ],
        dimen=2,
    )
    model.V_idx = pyo.Set(
        initialize=[
            (n, t) for n in names for t in sorted({t for s in sections for t in range(s.start, s.stop - C[n] + 1)})
        ],
        dimen=2,
    )
    model.w = pyo.Var(model.W_idx, domain=pyo.Binary)
    model.u = pyo.Var(model.U_idx, domain=pyo.Binary)
    model.v = pyo.Var(model.V_idx, domain=pyo.Binary)

    def w(n, t):
        return model.w[n, t] if 0 <= t < H else 0

    def u(n, t):
        return model.u[n, t] if (n, t) in model.U_idx else 0

    def v(n, t):
        return model.v[n, t] if (n, t) in model.V_idx else 0

    def rec(n, t):  # recoveries started before step 0 are no variables: the range starts at 0
        return sum(u(n, s) for s in range(max(0, t - R[n] + 1), t + 1))

    def ckpt(n, t):
        return sum(v(n, s) for s in range(max(0, t - C[n] + 1), t + 1))

    cons = pyo.ConstraintList
    model.state = cons()
    model.start = cons()
    model.stop = cons()
    model.ckpt_after_work = cons()
    model.run0 = cons()
    model.ineligible = cons()
    for n, status, eligible in zip(names, h.status, h.eligible):
        for t in range(H):
            model.state.add(w(n, t) + rec(n, t) + ckpt(n, t) <= 1)
            prev = w(n, t - 1) if t > 0 else int(active0[n])
            resumed = v(n, t - C[n]) if t in inner else 0  # Ckpt at T_i: no recovery
            model.start.add(w(n, t) - prev <= u(n, t - R[n]) + resumed)
            if t > 0:
                model.stop.add(w(n, t - 1) - w(n, t) <= v(n, t))
        for t in sorted({t for (name, t) in model.V_idx if name == n}):
            before = w(n, t - 1) if t > 0 else int(active0[n])
            if t in inner or t + C[n] in inner:  # at a date, also after a recovery (paths 8, 10, 11, 13, 14 with l = 0)
                before += u(n, t - R[n])
            if t in inner and C[n] > 0:  # or a checkpoint (path 5 with l = 0)
                before += v(n, t - C[n])
            model.ckpt_after_work.add(v(n, t) <= before)
        if status is Phase0.RUN:
            model.run0.add(w(n, 0) + v(n, 0) >= 1)
        if not eligible:
            for t in range(H):
                model.w[n, t].fix(0)
            for name, t in model.U_idx:
                if name == n:
                    model.u[n, t].fix(0)

    model.processors = pyo.Constraint(
        model.S, rule=lambda mdl, t: sum(p[n] * (w(n, t) + rec(n, t) + ckpt(n, t)) for n in names) <= h.P[within[t]]
    )

    def end(mdl, i):
        """Running at T_{i+1}: working in the last step, less an instantaneous (C_j = 0)
        checkpoint at T_{i+1}, or a recovery (R_j > 0) ending at T_{i+1} inside the horizon
        (the paper's Run status: paths 7, 10, 13 with l_j = 0)."""
        T = sections[i].stop
        terms = (
            [p[n] * (w(n, T - 1) - (v(n, T) if C[n] == 0 else 0) + (u(n, T - R[n]) if R[n] > 0 else 0)) for n in names]
            if T > sections[i].start
            else []
        )
        return sum(terms) <= h.P_end[i] if terms else pyo.Constraint.Skip

    if len(sections) == 1:  # one section: a scalar row, as the section model has always been exported
        model.end = pyo.Constraint(rule=lambda mdl: end(mdl, 0))
    else:
        model.end = pyo.Constraint(range(len(sections)), rule=end)
    weight = p if scale == 1.0 else {n: scale * p[n] for n in names}
    model.work = pyo.Objective(expr=sum(weight[n] * model.w[n, t] for (n, t) in model.W_idx), sense=pyo.maximize)
    return model


class Steps(NamedTuple):
    """One job's schedule in a section, in unit steps from the section's start: recovery from
    ``recovery`` (or none), work over [work_from, work_to), checkpoint from ``checkpoint`` (or none)."""

    recovery: int | None
    work_from: int
    work_to: int
    checkpoint: int | None


_IDLE = Steps(None, 0, 0, None)

_RECOVER_AT_CNF = frozenset({7, 8, 13, 14})  # recovery from the end of phase 1 (C_nf)

_RECOVER_AT_0 = frozenset({10, 11, 12})

_PHASE3_CKPT = frozenset({2, 5, 8, 11, 14})  # checkpoint completing at T_{i+1}


def path_steps(k: int, T: int, C_nf: int, C: int, R: int, eligible: bool = True, last: bool = True) -> Steps:
    """Path k of Figure 4 (§4.2.1) as steps: phase 1 is [0, C_nf), a phase-1 checkpoint
    completes at C_nf (3, 6, 12), a phase-3 one at T (2, 5, 8, 11, 14), recoveries start at 0
    (10, 11, 12) or at C_nf (7, 8, 13, 14). A path doing no work (l_j = 0) whose end status
    is useless — Idle (6, 12), or any at the horizon's end (``last``) after a recovery — is
    idle instead: the same work, fewer processors. An ineligible Run⁽⁰⁾ job on path 3
    checkpoints from 0 and does not work (the model's rule; the DP credits it p_j (C_nf − C_j))."""
    if k in (9, 15):
        return _IDLE
    if not eligible:
        return Steps(None, 0, 0, 0 if k == 3 else None)
    recovery = C_nf if k in _RECOVER_AT_CNF else 0 if k in _RECOVER_AT_0 else None
    start = 0 if recovery is None else recovery + R
    end = C_nf - C if PATHS[k - 1].phase1_only else T - C if k in _PHASE3_CKPT else T
    if end <= start and (k in (6, 12) or (recovery is not None and last)):
        return _IDLE
    checkpoint = end if (PATHS[k - 1].phase1_only or k in _PHASE3_CKPT) else None
    return Steps(recovery, start, end, checkpoint)


def write_sections(model: pyo.ConcreteModel, h: Horizon, decisions) -> bool:
    """Write one 15-path decision per section (e.g. a simulated algorithm's, or
    DPGoodputSlow-BestCnf's for one section) into the model of ``h`` as a starting solution
    (:func:`path_steps`; every other variable 0). Every 15-path schedule with integer C_nf is
    feasible in the model (module doc). False, writing nothing, if a C_nf is not an integer."""
    if not all(float(d.C_nf).is_integer() for d in decisions):
        return False
    for var in (model.w, model.u, model.v):
        for index in var:
            if not var[index].fixed:
                var[index].value = 0
    for section, decision in zip(h.section_ranges(), decisions):
        last = section.stop == h.dates[-1]
        for j, name in enumerate(h.names):
            steps = path_steps(
                int(decision.path[j]), len(section), int(decision.C_nf), h.C[j], h.R[j], h.eligible[j], last
            )
            at = section.start
            for t in range(steps.work_from, steps.work_to):
                model.w[name, at + t].value = 1
            if steps.recovery is not None:
                model.u[name, at + steps.recovery].value = 1
            if steps.checkpoint is not None:
                model.v[name, at + steps.checkpoint].value = 1
    return True


def decode_steps(h: Horizon, result: SolveResult) -> list[Interval]:
    """The activities of a solved :func:`build_steps` model (jobs by their position in ``h``):
    each maximal run of working steps, each recovery u[j,t] = 1 as [t, t + R_j) and each
    checkpoint v[j,t] = 1 as [t, t + C_j) (instantaneous for C_j = 0)."""
    position = {name: j for j, name in enumerate(h.names)}
    H = h.dates[-1]
    working = [[False] * H for _ in h.names]
    for (name, t), value in result.values.get("w", {}).items():
        working[position[name]][t] = value > 0.5
    out: list[Interval] = []
    for j, steps in enumerate(working):
        t = 0
        while t < H:
            if steps[t]:
                end = t
                while end < H and steps[end]:
                    end += 1
                out.append(Interval(j, "work", t, end))
                t = end
            else:
                t += 1
    starts = {(iv.job, iv.start) for iv in out}
    stops = {(iv.job, iv.end) for iv in out}
    dates = set(h.dates)
    for var, kind, span in (("u", "recovery", h.R), ("v", "checkpoint", h.C)):
        for (name, t), value in result.values.get(var, {}).items():
            j = position[name]
            # an instantaneous one (R_j or C_j = 0) costs nothing, so the solver may set it
            # anywhere: kept only where it acts (a work start; a work stop or a section date)
            meaningful = (
                span[j] > 0
                or (j, t) in (starts if kind == "recovery" else stops)
                or (kind == "checkpoint" and t in dates)
            )
            if value > 0.5 and meaningful:
                out.append(Interval(j, kind, t, t + span[j]))
    return out
