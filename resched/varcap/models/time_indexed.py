"""Time-indexed MILP of one section (§4.2.1–4.2.2, Appendix C), independent of the DP's phases.

Exact optimum of the goodput of one section [T_i, T_{i+1}) when time is discretised in unit
steps; requires integer T, C_j, R_j (ctx values must be integral). Used to check
DPGoodputSlow-BestCnf: equal to it when all C_j are equal (Theorem 1 / Corollary 1), ≥ it
otherwise (the DP's three-phase schedules are feasible here), and to reproduce the phase-1
checkpoint-placement example of Appendix C / Figure 16.

Steps t = 0..T−1, step t is [T_i + t, T_i + t + 1). Per job j (index: the job name ``J<j>``)
and step t, a job is in exactly one of idle, recovering, working, checkpointing.

Variables (binary)
  w[j,t]  working in step t;
  u[j,t]  a recovery starts at time t (t = 0..T−1−R_j): it occupies steps t..t+R_j−1 and
          the job may start working at step t+R_j (a recovery must leave room for work; it
          never occupies the last step);
  v[j,t]  a checkpoint starts at time t (t = 0..T−C_j): it occupies steps t..t+C_j−1 and
          completes by T_{i+1} (for C_j = 0, v[j,T] is an instantaneous checkpoint at T_{i+1}).
Derived occupancies rec[j,t] = Σ_{s=t−R_j+1..t} u[j,s] and ckpt[j,t] = Σ_{s=t−C_j+1..t} v[j,s].

Constraints
  state       w + rec + ckpt ≤ 1 per job and step (this also forbids overlapping recoveries
              or checkpoints, since R_j, C_j ≥ 1 make them occupy a step);
  start       a work interval starting at step t ≥ 1 follows a completed recovery:
              w[t] − w[t−1] ≤ u[t−R_j]; at t = 0: w[0] ≤ [status ∈ {Run⁽⁰⁾, Ckpt⁽⁰⁾}] + u[−R_j]
              (u[−R_j] exists only for R_j = 0) — a Ckpt⁽⁰⁾ job, whose checkpoint completed at
              T_i, may go on from T_i without recovery (DP cases 4–6), any other (re)start pays R_j;
  stop        a work interval ending at step t (t = 1..T−1) is followed by a checkpoint starting at t:
              w[t−1] − w[t] ≤ v[t] — a job leaves the processors only checkpointed;
  checkpoint  a checkpoint follows work: v[t] ≤ w[t−1] (t ≥ 1), v[0] ≤ [status ∈ {Run⁽⁰⁾, Ckpt⁽⁰⁾}];
  Run⁽⁰⁾      a job running uncheckpointed at T_i is active at step 0, working or checkpointing:
              w[0] + v[0] ≥ 1; with "stop" it then stays active until a completed checkpoint;
  eligibility an ineligible job does no work and never recovers (w = u = 0); an ineligible
              Run⁽⁰⁾ job thus checkpoints out from T_i (v[0] = 1). NB the DP credits such a job
              p_j (C_nf − C_j) in its case (3), which this model does not (see the tests);
  processors  Σ_j p_j (w + rec + ckpt)[j,t] ≤ P_i for every step;
  end         the jobs not checkpointed at T_{i+1} — those working in the last step, minus those
              with an instantaneous checkpoint v[j,T] (C_j = 0) — use ≤ ctx.P_end = max(P_i − δ, P_min);
              a job checkpointing in the last step completes at T_{i+1} and counts as checkpointed.
Objective   maximise the effective work Σ_j p_j Σ_t w[j,t].

Schedules beyond the DP's 15 paths are allowed: a recovery may start at any step (e.g. in
the middle of phase 1, when a short checkpoint has freed processors — Appendix C), and a job
may checkpoint, stop and restart (paying R_j) within the section. Every DP schedule with
integer C_nf is feasible here, so the optimum is ≥ the DP's work by eligible jobs.

Size: O(m·T) binaries and O(m·T) constraints (the occupancy sums have R_j or C_j terms).
"""

from __future__ import annotations

import numpy as np
import pyomo.environ as pyo

from resched.result import DEFAULT_OPTIONS, SolveOptions, SolveResult
from resched.solve import solve
from resched.varcap.instance.section import SectionContext, SectionDecision, SectionInstance
from resched.varcap.models.common import Horizon, as_int, build_steps, decode_steps, job_names, write_sections
from resched.varcap.models.solution import StepSchedule


def build_time_indexed(ctx: SectionContext) -> pyo.ConcreteModel:
    """The time-indexed section MILP (see module doc); indices (job name, step)."""
    model = build_steps(Horizon.of_section(ctx))
    model.name = f"time_indexed_section_{ctx.index}"
    return model


def solve_time_indexed(
    ctx: SectionContext, options: SolveOptions = DEFAULT_OPTIONS, *, start: SectionDecision | None = None
) -> SolveResult:
    """Solve :func:`build_time_indexed` with HiGHS under ``options`` (time limit, relative gap,
    threads); ``objective`` is the section's work Σ p_j·steps. With ``options.warm_start``, HiGHS
    starts from the 15-path decision ``start`` when one is given (:func:`write_decision`; the
    exact model ``time_indexed`` gives it DPGoodputSlow-BestCnf's): without it, HiGHS finds no
    useful incumbent beyond about 50k binaries.

    OPTIMAL only when HiGHS certifies it (:func:`resched.solve.solve`); INFEASIBLE e.g. when a
    Run⁽⁰⁾ job can neither checkpoint within the section nor stay running under ``P_end``.
    """
    model = build_time_indexed(ctx)
    if options.warm_start and start is not None:
        write_decision(model, ctx, start)
    return solve(model, options)


def write_decision(model: pyo.ConcreteModel, ctx: SectionContext, decision: SectionDecision) -> bool:
    """Write a section's 15-path decision into :func:`build_time_indexed`'s model (:func:`write_sections`)."""
    return write_sections(model, Horizon.of_section(ctx), [decision])


def schedule(result: SolveResult, ctx: SectionContext) -> dict[str, str]:
    """Per job a string of step states from a solved model: ``.`` idle, ``r`` recovery, ``w`` work, ``c`` checkpoint."""
    T = as_int(ctx.T, "T")
    out = {}
    for j, n in enumerate(job_names(ctx)):
        R, C = as_int(ctx.R[j], "R"), as_int(ctx.C[j], "C")
        row = ["."] * T
        for (name, s), val in result.values.get("u", {}).items():
            if name == n and val > 0.5:
                for k in range(s, s + R):
                    row[k] = "r"
        for (name, s), val in result.values.get("v", {}).items():
            if name == n and val > 0.5:
                for k in range(s, min(s + C, T)):
                    row[k] = "c"
        for (name, s), val in result.values.get("w", {}).items():
            if name == n and val > 0.5:
                row[s] = "w"
        out[n] = "".join(row)
    return out


def phase1_idle(result: SolveResult, ctx: SectionContext, length: int) -> int:
    """Idle processor-time Σ_{t < length} (P_i − processors in use at step t) of a solved schedule."""
    rows = schedule(result, ctx)
    p = np.asarray(ctx.p, dtype=np.int64)
    return int(sum(int(ctx.P) - sum(int(p[j]) for j, n in enumerate(rows) if rows[n][t] != ".") for t in range(length)))


def decode_time_indexed(instance: SectionInstance, result: SolveResult) -> StepSchedule:
    """The solved time-indexed section MILP as a :class:`StepSchedule` (jobs J1, J2, … by
    position); its objective Σ_j p_j·(steps worked) is the model's. Replay: the simulator
    plays only 15-path decisions, and this schedule may recover in mid-phase or stop and
    restart a job inside the section, so :func:`resched.varcap.metrics.allocation.steps_work`
    checks the steps and counts the work instead."""
    return StepSchedule.of("time_indexed", instance, "work", decode_steps(Horizon.of_section(instance.context), result))
