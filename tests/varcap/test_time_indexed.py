"""Tests of the time-indexed section MILP (resched.varcap.models.time_indexed).

* hand-checked sections: the model's rules (Run⁽⁰⁾ stays active until checkpointed, Ckpt⁽⁰⁾
  continues without recovery, restarts pay R_j, P_i per step, P_end at T_{i+1}, ineligible jobs);
* Theorem 1 / Corollary 1: with all C_j equal, the MILP optimum equals DPGoodputSlow-BestCnf;
* unequal C: the MILP optimum is ≥ the DP's work (its three-phase schedules are feasible here),
  the DP's credit p_j (C_nf − C_j) to ineligible Run⁽⁰⁾ jobs (case 3) excluded;
* Appendix C / Figure 16: three placements of the phase-1 checkpoints with idle times 13, 12, 10;
* the DP's decision as a starting solution: feasible, worth the DP's work ([CORE-D2]);
* [CORE-D5]: equal to the enumeration of every step schedule on tiny sections.
"""

from __future__ import annotations

import numpy as np
import pyomo.environ as pyo
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from oracles.varcap_exhaustive import best_steps_by_enumeration, job_rows
from test_dp_slow import ctx_of, sections
from varcap_contexts import violated

from resched.result import SolveOptions, SolveStatus
from resched.solve import solve
from resched.varcap.algorithms.dp_slow import dp_goodput_slow_gain
from resched.varcap.instance.section import Phase0, SectionDecision, check_decision
from resched.varcap.models.time_indexed import (
    build_time_indexed,
    phase1_idle,
    schedule,
    solve_time_indexed,
    write_decision,
)

RUN, CKPT, IDLE = Phase0.RUN, Phase0.CKPT, Phase0.IDLE


def opt(ctx):
    res = solve_time_indexed(ctx)
    assert res.status is SolveStatus.OPTIMAL
    return res.objective, schedule(res, ctx)


# --- hand-checked sections (T = 10 unless stated) ------------------------------------------------


def test_run0_runs_throughout():
    assert opt(ctx_of([2], [RUN], [3], [3], P=4, P_end=4)) == (
        pytest.approx(20.0),
        {"J0": "wwwwwwwwww"},
    )


def test_p_end_forces_a_final_checkpoint():
    assert opt(ctx_of([2], [RUN], [3], [3], P=4, P_end=1)) == (
        pytest.approx(14.0),
        {"J0": "wwwwwwwccc"},
    )


def test_run0_job_stops_only_after_a_checkpoint_and_idle_job_pays_recovery():
    # A (Run0, p=2, C=1) leaves for B (Idle0, p=4, R=1): A checkpoints at once, B recovers then works
    work, rows = opt(ctx_of([2, 4], [RUN, IDLE], [1, 1], [1, 1], P=4, P_end=4))
    assert work == pytest.approx(32.0) and rows == {
        "J0": "c.........",
        "J1": ".rwwwwwwww",
    }


def test_ckpt0_job_continues_without_recovery_but_restart_pays_it():
    work, rows = opt(ctx_of([2], [CKPT], [2], [3], P=4, P_end=4))
    assert work == pytest.approx(20.0) and rows == {"J0": "wwwwwwwwww"}
    # forced idle in step 0, it restarts with a recovery R = 3 from T_i (DP case 7 with C_nf = 0)
    ctx = ctx_of([2], [CKPT], [2], [3], P=4, P_end=4)
    model = build_time_indexed(ctx)
    model.w["J0", 0].fix(0)
    res = solve(model)
    assert res.status is SolveStatus.OPTIMAL and res.objective == pytest.approx(2 * 7)
    assert schedule(res, ctx) == {"J0": "rrrwwwwwww"}


def test_processors_per_step_and_two_jobs_sharing():
    # P = 3: a 2-processor Ckpt0 job and a 2-processor Idle0 job cannot run together
    work, rows = opt(ctx_of([2, 2], [CKPT, IDLE], [1, 1], [1, 1], T=6, P=3, P_end=3))
    assert work == pytest.approx(12.0) and rows == {"J0": "wwwwww", "J1": "......"}


def test_run0_job_that_cannot_checkpoint_or_stay_is_infeasible():
    # C = 12 > T and P_end = 0: the Run0 job can neither checkpoint nor run on
    assert solve_time_indexed(ctx_of([1], [RUN], [12], [0], P=2, P_end=0)).status is SolveStatus.INFEASIBLE
    # with P_end = 1 it runs on uncheckpointed (the DP has no C_nf ≤ T here and raises)
    assert opt(ctx_of([1], [RUN], [12], [0], P=2, P_end=1))[0] == pytest.approx(10.0)
    with pytest.raises(ValueError):
        dp_goodput_slow_gain(ctx_of([1], [RUN], [12], [0], P=2, P_end=1), True)


def test_ineligible_jobs_do_no_work_and_the_dp_credits_case3():
    # B ineligible Run0 (p=2, C=3) checkpoints out from T_i; A (Run0, p=1, C=5) runs: 10.
    # The DP (C_nf = 5) credits B with 2·(5 − 3) = 4 in case (3): gain 14, of which 10 by eligible jobs.
    ctx = ctx_of([1, 2], [RUN, RUN], [5, 3], [5, 3], P=4, P_end=4, eligible=[True, False])
    work, rows = opt(ctx)
    assert work == pytest.approx(10.0) and rows == {
        "J0": "wwwwwwwwww",
        "J1": "ccc.......",
    }
    decision, gain = dp_goodput_slow_gain(ctx, True)
    assert gain.w == pytest.approx(14.0)
    assert float((ctx.p * check_decision(ctx, decision))[ctx.eligible].sum()) == pytest.approx(work)


def test_non_integer_data_is_rejected():
    with pytest.raises(ValueError, match="integer"):
        build_time_indexed(ctx_of([1], [IDLE], [1.5], [0], P=1, P_end=1))


def test_readable_indices():
    model = build_time_indexed(ctx_of([1, 1], [IDLE, RUN], [1, 2], [1, 0], T=3, P=2, P_end=2))
    assert ("J1", 2) in model.w and ("J0", 1) in model.u and ("J1", 1) in model.v and ("J1", 2) not in model.v


# --- Theorem 1 / Corollary 1 and unequal checkpoints ----------------------------------------------


def small(ctx) -> bool:
    return ctx.T <= 20 and ctx.P <= 8


def dp_or_none(ctx):
    """DP decision and gain, or None when the DP finds no decision.

    That happens only when a Run0 job cannot checkpoint within the section (C_j > T): no
    C_nf ≤ T is available, or the job is ineligible (case 3 only) with C_j > C_nf.
    """
    try:
        return dp_goodput_slow_gain(ctx, True)
    except ValueError:
        run0 = ctx.status == RUN
        assert (ctx.C[run0] > ctx.T).any()
        return None


@settings(
    max_examples=120,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow],
)
@given(sections(equal_C=True, max_m=4).filter(small))
def test_theorem1_milp_equals_bestcnf_with_equal_checkpoints(ctx):
    found = dp_or_none(ctx)
    if found is None:
        return
    res = solve_time_indexed(ctx)
    assert res.status is SolveStatus.OPTIMAL
    assert res.objective == pytest.approx(found[1].w, abs=1e-6)


@settings(
    max_examples=150,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow],
)
@given(sections(equal_C=False, max_m=4).filter(small))
def test_milp_dominates_bestcnf_with_unequal_checkpoints(ctx):
    found = dp_or_none(ctx)
    if found is None:
        return
    decision, gain = found
    res = solve_time_indexed(ctx)
    assert res.status is SolveStatus.OPTIMAL  # the DP's schedule is feasible
    eligible_work = float((ctx.p * check_decision(ctx, decision))[ctx.eligible].sum())
    assert res.objective >= eligible_work - 1e-6
    if ctx.eligible.all():
        assert res.objective >= gain.w - 1e-6


# --- Appendix C / Figure 16 ------------------------------------------------------------------------
#
# The figure's data are not in the text; this instance reproduces every term of its three
# captions. P = 11; Run0 jobs A (p=2, C=4), B (p=3, C=2), D (p=3, C=3) leave (3 processors
# free at T_i), idle jobs E (p=4) and G (p=7), R = 0, start once enough processors are free;
# phase 1 = [0, 4) (C_nf = C_max = 4).
#  (a) all checkpoints start at 0: B frees 3 at 2, E starts (1 free processor idle [0,2)),
#      2 processors idle [0,4), D frees 3 at 3, idle [3,4): 1×2 + 2×4 + 3×1 = 13;
#  (b) all complete at 4: the 3 free processors idle [0,4): 3×4 = 12;
#  (c) B checkpoints [0,2), D completes at 4 (A has C = 4): 1×2 + 2×4 = 10 (the MILP optimum).

FIG16 = {
    "p": [2, 3, 3, 4, 7],
    "status": [RUN, RUN, RUN, IDLE, IDLE],
    "C": [4, 2, 3, 1, 1],
    "R": [0] * 5,
}
LEAVING = {"J0": 4, "J1": 2, "J2": 3}


def fig16(policy: str, T: int = 20):
    ctx = ctx_of(**FIG16, T=T, P=11, P_end=11)
    model = build_time_indexed(ctx)
    if policy != "free":
        for job, C in LEAVING.items():
            for t in range(4, T):
                model.w[job, t].fix(0)
            if policy in ("earliest", "latest"):
                model.v[job, 0 if policy == "earliest" else 4 - C].fix(1)
    res = solve(model)
    assert res.status is SolveStatus.OPTIMAL
    return ctx, res


@pytest.mark.parametrize("policy, idle", [("earliest", 13), ("latest", 12), ("best", 10)])
def test_figure16_policies(policy, idle):
    ctx, res = fig16(policy)
    assert phase1_idle(res, ctx, 4) == idle
    # same checkpoints and recoveries (R = 0) in every policy and all 11 processors work from 4 on:
    # the work differs from the idle time by a constant
    assert res.objective == pytest.approx(197 - idle)


def test_figure16_milp_optimum_beats_the_dp_by_two():
    ctx, res = fig16("free")
    rows = schedule(res, ctx)
    assert phase1_idle(res, ctx, 4) == 10 and res.objective == pytest.approx(187.0)
    assert rows["J1"][:4] == "cc.." and rows["J2"][:4] == "wccc" and rows["J3"][:4] == "..ww"
    decision, gain = dp_goodput_slow_gain(ctx, True)
    # the DP completes every phase-1 checkpoint at C_nf = 4 (policy (b)): idle 12, work 185
    assert list(decision.path) == [3, 3, 3, 13, 13] and decision.C_nf == 4.0
    assert gain.w == pytest.approx(185.0)


def test_stop_and_restart_within_a_section_beats_the_dp():
    # all eligible, unequal C (found by random search): J0 (Run0, p=2, C=1, R=0) checkpoints
    # [0,1) and restarts at 3 for free while J3 (Idle0, p=4, R=2) recovers from 1, after J0's
    # checkpoint — neither a mid-phase-1 recovery nor a stop-and-restart is a DP path.
    ctx = ctx_of(
        [2, 1, 6, 4],
        [RUN, RUN, IDLE, IDLE],
        [1, 3, 2, 1],
        [0, 1, 1, 2],
        T=7,
        P=6,
        P_end=2,
    )
    work, rows = opt(ctx)
    assert work == pytest.approx(20.0)
    assert rows == {"J0": "c..wwww", "J1": "ccc....", "J2": ".......", "J3": ".rrwwwc"}
    assert dp_goodput_slow_gain(ctx, True)[1].w == pytest.approx(19.0)


# --- starting solutions and the enumeration oracle ------------------------------------------------


@settings(max_examples=300, deadline=None, derandomize=True)
@given(sections(equal_C=False, max_m=5))
def test_every_dp_decision_is_a_feasible_start_worth_its_work(ctx):
    """DPGoodputSlow-BestCnf's decision written into the model (write_decision) satisfies every
    row, and its objective is the DP's work by eligible jobs (a DP with integer C_nf is feasible)."""
    found = dp_or_none(ctx)
    if found is None:
        return
    decision, _ = found
    model = build_time_indexed(ctx)
    assert write_decision(model, ctx, decision)
    assert violated(model) == []
    eligible_work = float((ctx.p * check_decision(ctx, decision))[ctx.eligible].sum())
    assert pyo.value(model.work.expr) == pytest.approx(eligible_work)


def test_started_solve_reports_the_dp_start_and_improves_on_figure16():
    ctx = ctx_of(**FIG16, T=20, P=11, P_end=11)
    decision, gain = dp_goodput_slow_gain(ctx, True)
    res = solve_time_indexed(ctx, start=decision)
    assert res.status is SolveStatus.OPTIMAL and res.objective == pytest.approx(187.0)
    assert res.start_objective == pytest.approx(gain.w) == 185.0
    assert res.first_improvement_seconds is not None
    assert solve_time_indexed(ctx, SolveOptions(warm_start=False), start=decision).start_objective is None


def test_non_integer_cnf_is_not_written():
    ctx = ctx_of([1], [RUN], [2], [1], P=2, P_end=2)
    model = build_time_indexed(ctx)
    assert not write_decision(model, ctx, SectionDecision(path=np.array([3]), C_nf=2.5))
    assert model.w["J0", 0].value is None


@st.composite
def tiny_sections(draw):
    """m ≤ 3 jobs, T ≤ 8 steps, C_j and R_j in 0..3 (zero-length checkpoints and recoveries too)."""
    m, P, T = draw(st.integers(1, 3)), draw(st.integers(1, 6)), draw(st.integers(1, 8))
    p = [draw(st.integers(1, P)) for _ in range(m)]
    status = [draw(st.sampled_from([RUN, CKPT, IDLE])) for _ in range(m)]
    used = 0
    for j in range(m):  # Run0 jobs use at most P_i processors
        if status[j] == RUN:
            status[j] = IDLE if used + p[j] > P else RUN
            used += p[j] if status[j] == RUN else 0
    C, R = ([draw(st.integers(0, 3)) for _ in range(m)] for _ in range(2))
    eligible = [draw(st.booleans()) or draw(st.booleans()) for _ in range(m)]
    return ctx_of(p, status, C, R, T=T, P=P, P_end=draw(st.integers(0, P)), eligible=eligible)


@settings(max_examples=60, deadline=None, derandomize=True)
@given(tiny_sections())
def test_time_indexed_equals_the_enumeration_of_every_step_schedule(ctx):
    """[CORE-D5]: the certified optimum is the best of every combination of per-job step
    schedules (exhaustive.best_steps_by_enumeration, rules written independently of the MILP);
    infeasible exactly when no combination fits."""
    best = best_steps_by_enumeration(ctx)
    res = solve_time_indexed(ctx)
    if best is None:
        assert res.status is SolveStatus.INFEASIBLE
    else:
        assert res.status is SolveStatus.OPTIMAL and res.objective == pytest.approx(best, abs=1e-6)


def test_enumeration_rows_follow_the_rules():
    # Run0 (C=1, R=2, T=6): goes on from T_i (work or checkpoint at step 0), restarts pay R
    rows = dict(job_rows(6, 1, 2, RUN, True))
    assert rows["wwwwww"] is True and rows["c....."] is False and rows["wc.rrw"] is True
    assert ".rrwww" not in rows and "ww.www" not in rows and "wwcwww" not in rows
    assert dict(job_rows(6, 0, 2, RUN, True))["wwwwww"] is False  # C = 0: checkpointed at T at no cost
    assert job_rows(4, 2, 1, RUN, False) == [("cc..", False)]  # ineligible: checkpoints out
    assert job_rows(4, 2, 1, IDLE, False) == [("....", False)]
