"""Tests of the section MILP (resched.varcap.algorithms.dp_slow) against DPGoodputSlow-BestCnf.

* a hand case (indices, size, optimum and decision);
* on random small sections (m ≤ 6, P ≤ 12, unequal and fractional C/R, ineligible jobs) the
  certified MILP optimum equals the DP's w, the decoded decision passes check_decision with
  that gain, and both reject the same structurally infeasible sections;
* with other C_nf candidate sets, the MILP equals the exhaustive enumeration;
* .lp/.mps export and the HiGHS/CBC cross-check;
* the exact BestCnf answer by the MILP (resched.varcap.algorithms.dp_slow) equals the DP's
  lexicographic (w, a, c) and C_nf; `auto` picks by DP size; the DP's decision is a feasible
  start worth its gain.
"""

from __future__ import annotations

import numpy as np
import pyomo.environ as pyo
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from oracles.varcap_exhaustive import best_by_enumeration
from paths import ROOT
from test_dp_slow import CKPT, IDLE, RUN, ctx_of, sections
from varcap_contexts import violated

from resched.export import cross_check, export
from resched.result import SolveStatus
from resched.varcap.algorithms.dp_slow import (
    DP_STATE_LIMIT,
    best_cnf,
    build_phase_milp,
    choose_solver,
    dp_goodput_slow_gain,
    gain_of,
    solve_phase_milp,
    table_states,
    write_decision,
)
from resched.varcap.instance.section import SectionDecision, Unschedulable, check_decision


def assert_matches_dp(ctx):
    """MILP optimum = DP w; decoded decision valid with that gain; same infeasibility."""
    try:
        _, gain = dp_goodput_slow_gain(ctx, True)
    except ValueError:
        with pytest.raises(ValueError):
            solve_phase_milp(ctx)
        return None
    decision, result = solve_phase_milp(ctx)
    assert result.status is SolveStatus.OPTIMAL
    assert result.objective == pytest.approx(gain.w, abs=1e-6)
    work = check_decision(ctx, decision)
    assert float(ctx.p @ work) == pytest.approx(gain.w, abs=1e-6)
    return decision, result


def test_hand_case():
    # A: Run0 p=2 C=R=4; B: Idle p=4 C=R=1; T=12, P=P_end=4; BestCnf candidates {4}.
    # A runs (24) and B idles, or A checkpoints in phase 1 (path 3: 2·(4−4) = 0) and B
    # recovers in phase 2 (path 13: 4·(12−4−1) = 28; path 10 needs Π1 = 2 ≥ 4).
    ctx = ctx_of([2, 4], [RUN, IDLE], [4, 1], [4, 1], T=12, P=4, P_end=4)
    model = build_phase_milp(ctx)
    assert list(model.y) == [("J1", 1), ("J1", 2), ("J2", 10), ("J2", 11), ("J2", 15)]
    assert list(model.yc) == [("J1", 3, 0), ("J2", 12, 0), ("J2", 13, 0), ("J2", 14, 0)]
    assert list(model.z) == [0] and model.cnf[0] == 4.0
    assert model.gain_cnf["J2", 13, 0] == 28.0 and model.gain_fixed["J2", 10] == 44.0
    decision, result = solve_phase_milp(ctx)
    assert result.status is SolveStatus.OPTIMAL and result.objective == pytest.approx(28.0)
    assert list(decision.path) == [3, 13] and decision.C_nf == 4.0


def test_hand_case_cnf_choice_and_exclusions():
    # with candidates {1, 4}: C_nf = 1 makes path 3 of A (C=4) impossible; B's path 12 needs
    # C+R = 2 ≤ C_nf. Path 8 (T − C_nf − R − C) of a Ckpt0 job with large R is excluded.
    ctx = ctx_of([2, 4, 1], [RUN, IDLE, CKPT], [4, 1, 3], [4, 1, 9], T=12, P=4, P_end=4)
    model = build_phase_milp(ctx, [1.0, 4.0])
    keys = set(model.yc)
    assert ("J1", 3, 0) not in keys and ("J1", 3, 1) in keys
    assert ("J2", 12, 0) not in keys and ("J2", 12, 1) in keys
    assert ("J3", 8, 1) not in keys and ("J3", 7, 0) in keys  # 12−4−9−3 < 0; 12−1−9 ≥ 0
    decision, result = solve_phase_milp(ctx, C_nf_values=[1.0, 4.0])
    _, best = best_by_enumeration(ctx, [1.0, 4.0])
    assert result.objective == pytest.approx(best)
    assert float(ctx.p @ check_decision(ctx, decision)) == pytest.approx(best)


def test_infeasible_sections_raise():
    # C_nf candidate {4} > T = 3: no candidate
    with pytest.raises(ValueError):
        build_phase_milp(ctx_of([2], [RUN], [4], [4], T=3, P=4, P_end=1))
    # ineligible Run0 job with C = 5 > the only candidate C_nf = 2 (another Run0 job's C)
    ctx = ctx_of([1, 1], [RUN, RUN], [5, 2], [0, 0], T=10, P=4, P_end=4, eligible=[False, True])
    with pytest.raises(ValueError):
        build_phase_milp(ctx, [2.0])
    assert assert_matches_dp(ctx) is not None  # BestCnf also tries C_nf = 5


@settings(max_examples=220, deadline=None, derandomize=True)
@given(sections(equal_C=False))
def test_matches_dp_integer_unequal_C(ctx):
    assert_matches_dp(ctx)


@settings(max_examples=60, deadline=None, derandomize=True)
@given(sections(equal_C=False, integer=False))
def test_matches_dp_fractional(ctx):
    assert_matches_dp(ctx)


@settings(max_examples=40, deadline=None, derandomize=True)
@given(sections(equal_C=False, max_m=5), st.lists(st.integers(0, 12), min_size=1, max_size=4))
def test_matches_enumeration_other_candidates(ctx, values):
    values = [float(v) for v in values]
    try:
        _, best = best_by_enumeration(ctx, values)
    except ValueError:
        with pytest.raises(ValueError):
            solve_phase_milp(ctx, C_nf_values=values)
        return
    decision, result = solve_phase_milp(ctx, C_nf_values=values)
    assert result.status is SolveStatus.OPTIMAL
    assert result.objective == pytest.approx(best, abs=1e-6)
    assert decision.C_nf in values
    assert float(ctx.p @ check_decision(ctx, decision)) == pytest.approx(best, abs=1e-6)


def test_random_seeded_loop_counts():
    """A seeded loop of 100 more sections, checking that most are feasible (the test is not vacuous)."""
    rng = np.random.default_rng(7)
    feasible = 0
    for _ in range(100):
        m = int(rng.integers(1, 7))
        P = int(rng.integers(1, 13))
        p = rng.integers(1, P + 2, m)
        status = rng.choice([RUN, CKPT, IDLE], m)
        used = 0
        for j in range(m):
            if status[j] == RUN:
                if used + p[j] > P:
                    status[j] = IDLE
                else:
                    used += p[j]
        ctx = ctx_of(
            p,
            status,
            rng.integers(1, 9, m),
            rng.integers(0, 9, m),
            T=int(rng.integers(1, 41)),
            P=P,
            P_end=int(rng.integers(0, P + 1)),
            eligible=rng.random(m) < 0.8,
        )
        feasible += assert_matches_dp(ctx) is not None
    assert feasible >= 80


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_export_and_cross_check(tmp_path, seed):
    rng = np.random.default_rng(seed)
    ctx = ctx_of(
        [3, 2, 4, 1, 2, 5],
        [RUN, RUN, CKPT, IDLE, CKPT, IDLE],
        rng.integers(1, 6, 6),
        rng.integers(0, 5, 6),
        T=20,
        P=10,
        P_end=6,
    )
    _, gain = dp_goodput_slow_gain(ctx, True)
    model = build_phase_milp(ctx)
    for suffix in (".lp", ".mps"):
        path = export(model, tmp_path / f"section{suffix}")
        check = cross_check(path)
        assert check.agree, check
        assert check.highs_objective == pytest.approx(gain.w, abs=1e-6)
        assert check.cbc_objective == pytest.approx(gain.w, abs=1e-6)
    assert "y(J1_1)" in (tmp_path / "section.lp").read_text()


# --- the exact BestCnf answer by the phase MILP ([CORE-D2]), starts ---------------------------------


def assert_milp_matches_dp(ctx):
    """best_cnf by the MILP: the DP's (w, a, c) and C_nf, a valid decision; the same Unschedulable."""
    try:
        dp = best_cnf(ctx, "dp")
    except ValueError:
        with pytest.raises(Unschedulable):
            best_cnf(ctx, "milp")
        return
    milp = best_cnf(ctx, "milp")
    assert milp.solver == "milp" and dp.solver == "dp"
    assert milp.gain.w == pytest.approx(dp.gain.w, abs=1e-6)
    assert (milp.gain.a, milp.gain.c, milp.decision.C_nf) == (dp.gain.a, dp.gain.c, dp.decision.C_nf)
    check_decision(ctx, milp.decision)
    assert gain_of(ctx, milp.decision) == milp.gain


@settings(max_examples=120, deadline=None, derandomize=True)
@given(sections(equal_C=False))
def test_best_cnf_milp_equals_the_dp_lexicographically(ctx):
    assert_milp_matches_dp(ctx)


@settings(max_examples=40, deadline=None, derandomize=True)
@given(sections(equal_C=False, integer=False))
def test_best_cnf_milp_equals_the_dp_fractional(ctx):
    assert_milp_matches_dp(ctx)


def test_auto_takes_the_dp_below_the_state_limit(monkeypatch):
    ctx = ctx_of([2, 4], [RUN, IDLE], [4, 1], [4, 1], T=12, P=4, P_end=4)
    assert 0 < table_states(ctx, True) <= DP_STATE_LIMIT
    assert choose_solver(ctx) == "dp" and best_cnf(ctx).solver == "dp"
    monkeypatch.setattr("resched.varcap.algorithms.dp_slow.DP_STATE_LIMIT", 0)
    chosen = best_cnf(ctx)
    assert chosen.solver == "milp" and list(chosen.decision.path) == [3, 13] and chosen.gain == (28.0, 1, 0)
    with pytest.raises(ValueError, match="solver"):
        best_cnf(ctx, "simplex")


@settings(max_examples=120, deadline=None, derandomize=True)
@given(sections(equal_C=False, integer=False))
def test_dp_decision_is_a_feasible_start_worth_its_gain(ctx):
    """The DP's decision written into the phase MILP (write_decision) satisfies every row and is
    worth the DP's w: the exact model starts from it."""
    try:
        decision, gain = dp_goodput_slow_gain(ctx, True)
    except ValueError:
        return
    model = build_phase_milp(ctx)
    assert write_decision(model, ctx, decision)
    assert violated(model) == []
    assert pyo.value(model.goodput.expr) == pytest.approx(gain.w, abs=1e-6)


def test_started_solve_reports_its_start_and_foreign_decisions_are_not_written():
    ctx = ctx_of([2, 4, 1], [RUN, IDLE, CKPT], [4, 1, 3], [4, 1, 9], T=12, P=4, P_end=4)
    decision, gain = dp_goodput_slow_gain(ctx, True)
    _, result = solve_phase_milp(ctx, start=decision)
    assert result.start_objective == pytest.approx(gain.w) and result.objective == pytest.approx(gain.w)
    model = build_phase_milp(ctx)
    assert not write_decision(model, ctx, SectionDecision(path=decision.path, C_nf=2.5))  # not a candidate
    assert all(model.y[i].value is None for i in model.y)


def test_simulation_by_the_milp_reaches_the_dps_goodput():
    """DPGoodputSlow-BestCnf with best_cnf_solver = milp: the same section gains; on toy-infinite
    the same goodput (the tied decisions it picks may differ from the DP's)."""
    from resched.registry import load_instance
    from resched.varcap.algorithms import algorithm
    from resched.varcap.metrics import evaluate
    from resched.varcap.simulate import simulate

    inst = load_instance(ROOT / "instances" / "varcap" / "toy-infinite.json")
    goodputs = [
        evaluate(inst, simulate(inst, algorithm("DPGoodputSlow-BestCnf", best_cnf_solver=solver))).goodput
        for solver in ("dp", "milp")
    ]
    assert goodputs[0] == pytest.approx(goodputs[1])
