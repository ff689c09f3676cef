"""Tests of DPGoodputSlow(-BestCnf) (resched.varcap.algorithms.dp_slow) and the brute-force oracle.

* hand-checked sections for each case (1)–(15) of §4.2.1 / Appendix D.1, including the −∞
  branches (C_j > C_nf in cases 3/6, C_j + R_j > C_nf in case 12, negative working time)
  and processor shortages in phases 1, 2 and 3; lexicographic tie-breaks (a, c, C_nf, paths);
* Theorem 1 / Corollary 1: with equal C, BestCnf is optimal (vs exhaustive enumeration);
* unequal C: Slow ≤ BestCnf ≤ exhaustive, BestCnf − Slow ≤ (C_max − C_min)·P (§4.2.3), and the
  DP equals the enumeration for its own C_nf values (decision included);
* numba kernel ≡ plain-Python reference; the vectorised oracle ≡ check_decision.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from oracles.varcap_exhaustive import best_by_enumeration
from oracles.varcap_reference import solve_cnf_reference

from resched.varcap.algorithms.dp_slow import (
    Gain,
    allowed_paths,
    cnf_values,
    dp_goodput_slow,
    dp_goodput_slow_gain,
    solve_cnf,
)
from resched.varcap.instance.section import InvariantError, Phase0, SectionContext, SectionDecision, check_decision

RUN, CKPT, IDLE = Phase0.RUN, Phase0.CKPT, Phase0.IDLE


def ctx_of(p, status, C, R, *, T=10.0, P, P_end, eligible=None, C_max=None) -> SectionContext:
    m = len(p)
    C = np.asarray(C, dtype=float)
    return SectionContext(
        index=0,
        T=float(T),
        P=int(P),
        P_end=int(P_end),
        C_max=float(C.max() if C_max is None else C_max),
        p=np.asarray(p, dtype=np.int64),
        C=C,
        R=np.asarray(R, dtype=float),
        status=np.asarray([int(s) for s in status]),
        worked=np.zeros(m),
        yields=np.zeros(m),
        eligible=np.ones(m, dtype=bool) if eligible is None else np.asarray(eligible, dtype=bool),
    )


def run(ctx, best_cnf=True):
    """DP decision and gain, checked against the model, the reference and the enumeration."""
    decision, gain = dp_goodput_slow_gain(ctx, best_cnf)
    work = check_decision(ctx, decision)
    assert gain.w == pytest.approx(float(ctx.p @ work))
    ref_decision, ref_gain = dp_goodput_slow_gain(ctx, best_cnf, solve_one=solve_cnf_reference)
    assert ref_gain == gain and list(ref_decision.path) == list(decision.path) and ref_decision.C_nf == decision.C_nf
    ex_decision, ex_gain = best_by_enumeration(ctx, cnf_values(ctx, best_cnf))
    assert ex_gain == pytest.approx(gain.w)
    assert list(ex_decision.path) == list(decision.path) and ex_decision.C_nf == decision.C_nf
    return list(decision.path), decision.C_nf, gain


# --- hand-checked cases (T = 10 unless stated) -------------------------------------------------


def test_case1_run_throughout():
    # Run0, p=2, C=3: path 1 = 2·10 = 20 > path 2 = 2·7 > path 3 = 2·(3−3)
    assert run(ctx_of([2], [RUN], [3], [3], P=4, P_end=4)) == ([1], 3.0, Gain(20.0, 1, 0))


def test_case2_phase3_shortage_forces_checkpoint():
    # P_end = 1 < p: path 1 is −∞ (Π3 < 0); path 2 = 2·(10−3) = 14
    assert run(ctx_of([2], [RUN], [3], [3], P=4, P_end=1)) == ([2], 3.0, Gain(14.0, 1, 1))


def test_case2_phase3_keeps_the_better_job_running():
    # two Run0 jobs, P_end = 3: keep p=3 (30 + 2·6 = 42) or keep p=2 (3·8 + 20 = 44)
    ctx = ctx_of([3, 2], [RUN, RUN], [2, 4], [1, 1], P=5, P_end=3)
    assert run(ctx) == ([2, 1], 2.0, Gain(44.0, 2, 1))


def test_case3_run0_job_stops_for_a_larger_one_and_case13():
    # A (Run0, p=2, C=1) keeps running: 20, B (p=4) cannot fit in phase 2 (2+4 > 4).
    # A checkpoints in phase 1 (path 3: 2·(1−1) = 0), B recovers in phase 2 (path 13:
    # 4·(10−1−1) = 32; path 10 needs Π1 = 4−2 ≥ 4): 32 > 20.
    ctx = ctx_of([2, 4], [RUN, IDLE], [1, 1], [1, 1], P=4, P_end=4)
    assert run(ctx) == ([3, 13], 1.0, Gain(32.0, 1, 0))


def test_case3_needs_checkpoint_within_cnf():
    # A: Run0, p=2, C=4; B: Idle, p=4, R=C=1; T=12, P=4.
    ctx = ctx_of([2, 4], [RUN, IDLE], [4, 1], [4, 1], T=12, P=4, P_end=4)
    # C_nf = 1 < C_A: path 3 is −∞, A runs (24) and B stays idle
    decision, gain = solve_cnf(ctx, 1.0)
    assert list(decision.path) == [1, 15] and gain == Gain(24.0, 1, 0)
    assert solve_cnf_reference(ctx, 1.0)[1] == gain
    # C_nf = 4 (BestCnf: C_A): A path 3 = 0, B path 13 = 4·(12−4−1) = 28
    assert run(ctx) == ([3, 13], 4.0, Gain(28.0, 1, 0))


def test_case3_infeasible_for_ineligible_run0_job():
    # an ineligible Run0 job may only take path 3, −∞ when C_nf < C_j
    ctx = ctx_of([2], [RUN], [4], [4], P=4, P_end=4, eligible=[False])
    assert solve_cnf(ctx, 3.0) is None and solve_cnf_reference(ctx, 3.0) is None
    assert run(ctx) == ([3], 4.0, Gain(0.0, 0, 0))


def test_case3_bestcnf_picks_the_larger_cnf():
    # A: Run0 p=1 C=5 keeps running (10); B: Run0 p=2 C=3 ineligible, path 3: 2·(C_nf − 3)
    ctx = ctx_of([1, 2], [RUN, RUN], [5, 3], [5, 3], P=4, P_end=4, eligible=[True, False])
    assert run(ctx) == ([1, 3], 5.0, Gain(14.0, 1, 0))


def test_case4_ckpt_job_restarts():
    # Ckpt0, p=2, C=2, R=3, no Run0 job so BestCnf uses C_nf = 0: path 4 = 20 > path 7 = 14
    assert run(ctx_of([2], [CKPT], [2], [3], P=4, P_end=4)) == ([4], 0.0, Gain(20.0, 1, 0))
    assert run(ctx_of([2], [CKPT], [2], [3], P=4, P_end=4), best_cnf=False) == ([4], 2.0, Gain(20.0, 1, 0))


def test_case5_ckpt_job_restarts_and_checkpoints():
    # P_end = 0: path 5 = 2·(10−2) = 16 > path 8 = 2·(10−2−3−2) = 6
    ctx = ctx_of([2], [CKPT], [2], [3], P=4, P_end=0)
    assert run(ctx, best_cnf=False) == ([5], 2.0, Gain(16.0, 1, 1))


def _phase1_section(C_B, R_B, status_B):
    # A: Run0 p=2 C=4 ineligible -> path 3, C_nf = 4, Π1 = 2; B: p=2; D: Idle p=4 R=C=1; T=11
    return ctx_of(
        [2, 2, 4], [RUN, status_B, IDLE], [4, C_B, 1], [4, R_B, 1], T=11, P=4, P_end=4, eligible=[False, True, True]
    )


def test_case6_ckpt_job_works_in_phase1_only():
    # B (Ckpt0, C=1): path 6 = 2·(4−1) = 6, D path 13 = 4·(11−4−1) = 24: total 30 > B path 4 = 22
    assert run(_phase1_section(1, 1, CKPT)) == ([3, 6, 13], 4.0, Gain(30.0, 1, 0))


def test_case6_infeasible_when_checkpoint_exceeds_cnf():
    # C_B = 5 > C_nf = 4: path 6 is −∞; B idles (9) and D runs (24) > B path 4 = 22
    assert run(_phase1_section(5, 1, CKPT)) == ([3, 9, 13], 4.0, Gain(24.0, 1, 0))


def test_case12_idle_job_recovers_and_checkpoints_in_phase1():
    # B (Idle, C=R=1): path 12 = 2·(4−1−1) = 4, D 13 = 24: 28 > B path 10 = 2·(11−1) = 20
    assert run(_phase1_section(1, 1, IDLE)) == ([3, 12, 13], 4.0, Gain(28.0, 1, 0))


def test_case12_infeasible_when_recovery_plus_checkpoint_exceeds_cnf():
    # C_B + R_B = 2 + 3 > 4: path 12 is −∞; D 13 = 24 > B path 10 = 2·(11−3) = 16
    assert run(_phase1_section(2, 3, IDLE)) == ([3, 15, 13], 4.0, Gain(24.0, 1, 0))


def _phase1_full(p_B, status_B, P_end, T=10):
    # A: Run0 p=2 C=3 ineligible -> path 3 with C_nf = 3; P = 2 so Π1 = 0 (phase-1 shortage)
    return ctx_of([2, p_B], [RUN, status_B], [3, 1], [3, 1], T=T, P=2, P_end=P_end, eligible=[False, True])


def test_case7_ckpt_job_waits_for_phase2():
    # path 4 needs Π1 = 0 ≥ 2: −∞; path 7 = 2·(10−3−1) = 12
    assert run(_phase1_full(2, CKPT, 2)) == ([3, 7], 3.0, Gain(12.0, 1, 0))


def test_case8_ckpt_job_waits_for_phase2_and_checkpoints():
    # P_end = 0: path 8 = 2·(10−3−1−1) = 10
    assert run(_phase1_full(2, CKPT, 0)) == ([3, 8], 3.0, Gain(10.0, 1, 1))


def test_case9_ckpt_job_stays_idle():
    # ineligible: only path 9; too large for the platform: only path 9 fits
    assert run(ctx_of([2], [CKPT], [1], [1], P=4, P_end=4, eligible=[False])) == ([9], 0.0, Gain(0.0, 0, 0))
    assert run(ctx_of([5], [CKPT], [1], [1], P=4, P_end=4)) == ([9], 0.0, Gain(0.0, 0, 0))


def test_negative_working_time_is_infeasible():
    # T = 5, C_nf = 4, R = 2: path 7 would work 5−4−2 = −1 < 0, so B stays idle
    ctx = ctx_of([2, 2], [RUN, CKPT], [4, 1], [4, 2], T=5, P=2, P_end=2, eligible=[False, True])
    assert run(ctx) == ([3, 9], 4.0, Gain(0.0, 0, 0))
    with pytest.raises(InvariantError):
        check_decision(ctx, SectionDecision(path=np.array([3, 7]), C_nf=4.0))


def test_case10_idle_job_recovers_in_phase1():
    # Slow, C_nf = 1: path 10 = 2·(10−2) = 16 > path 13 = 2·(10−1−2) = 14
    assert run(ctx_of([2], [IDLE], [1], [2], P=4, P_end=4), best_cnf=False) == ([10], 1.0, Gain(16.0, 1, 0))
    # BestCnf, C_nf = 0: paths 10 and 13 both 16 -> lower path number
    assert run(ctx_of([2], [IDLE], [1], [2], P=4, P_end=4)) == ([10], 0.0, Gain(16.0, 1, 0))


def test_case11_idle_job_recovers_and_checkpoints():
    # P_end = 0: path 11 = 2·(10−2−1) = 14
    assert run(ctx_of([2], [IDLE], [1], [2], P=4, P_end=0), best_cnf=False) == ([11], 1.0, Gain(14.0, 1, 1))


def test_case13_idle_job_waits_for_phase2():
    assert run(_phase1_full(2, IDLE, 2)) == ([3, 13], 3.0, Gain(12.0, 1, 0))


def test_case14_idle_job_waits_for_phase2_and_checkpoints():
    assert run(_phase1_full(2, IDLE, 0)) == ([3, 14], 3.0, Gain(10.0, 1, 1))


def test_case15_idle_job_stays_idle():
    assert run(ctx_of([2], [IDLE], [1], [1], P=4, P_end=4, eligible=[False])) == ([15], 0.0, Gain(0.0, 0, 0))
    assert run(ctx_of([5], [IDLE], [1], [1], P=4, P_end=4)) == ([15], 0.0, Gain(0.0, 0, 0))


def test_phase2_shortage():
    # P = 4: B (p=3) and D (p=2) cannot both run in phase 2; the larger gain wins (B: 3·9 = 27)
    ctx = ctx_of([3, 2], [IDLE, IDLE], [1, 1], [1, 1], P=4, P_end=4)
    assert run(ctx) == ([10, 15], 0.0, Gain(27.0, 1, 0))


# --- lexicographic tie-breaks (Appendix D) ----------------------------------------------------


def test_tie_prefers_more_active_jobs():
    # P = 2, R = C = 1: one job of 2 (2·9) or two jobs of 1 (9 + 9), both 18 -> a = 2 wins
    ctx = ctx_of([2, 1, 1], [IDLE, IDLE, IDLE], [1, 1, 1], [1, 1, 1], P=2, P_end=2)
    assert run(ctx) == ([15, 10, 10], 0.0, Gain(18.0, 2, 0))


def test_tie_prefers_more_checkpointed_jobs():
    # C = 0: paths 1 and 2 both 10 of work -> c = 1 wins
    assert run(ctx_of([1], [RUN], [0], [0], P=1, P_end=1)) == ([2], 0.0, Gain(10.0, 1, 1))


def test_tie_prefers_lower_cnf():
    # C_nf in {2, 3} give the same work (both jobs run throughout) -> C_nf = 2
    ctx = ctx_of([1, 1], [RUN, RUN], [2, 3], [2, 3], P=2, P_end=2)
    assert run(ctx) == ([1, 1], 2.0, Gain(20.0, 2, 0))


def test_bestcnf_misses_cmax_when_no_run0_job_has_it():
    # The paper's BestCnf set {C_k : Run0} need not contain C_max (here E, idle and ineligible):
    # A (Run0, p=1, C=1, ineligible) checkpoints in phase 1 and works C_nf − 1; D runs (path 10, 58).
    # BestCnf (C_nf = 1): 58; DPGoodputSlow (C_nf = C_max = 10): 58 + 9 = 67.
    ctx = ctx_of([1, 2, 1], [RUN, IDLE, IDLE], [1, 1, 10], [1, 1, 1], T=30, P=3, P_end=3, eligible=[False, True, False])
    assert run(ctx) == ([3, 10, 15], 1.0, Gain(58.0, 1, 0))
    assert run(ctx, best_cnf=False) == ([3, 10, 15], 10.0, Gain(67.0, 1, 0))


def test_no_feasible_cnf_raises():
    with pytest.raises(ValueError):
        dp_goodput_slow(ctx_of([2], [RUN], [4], [4], T=3, P=4, P_end=4), best_cnf=True)  # C_nf = 4 > T


def test_no_jobs():
    e = np.zeros(0)
    ctx = SectionContext(
        0, 10.0, 4, 3, 5.0, np.zeros(0, dtype=np.int64), e, e, np.zeros(0, dtype=int), e, e, np.zeros(0, dtype=bool)
    )
    for best_cnf in (True, False):
        decision, gain = dp_goodput_slow_gain(ctx, best_cnf)
        assert len(decision.path) == 0 and gain == Gain(0.0, 0, 0)
    assert best_by_enumeration(ctx, [0.0])[1] == 0.0


def test_enumeration_limits():
    ctx = ctx_of([1] * 8, [IDLE] * 8, [1] * 8, [1] * 8, P=4, P_end=4)
    with pytest.raises(ValueError):
        best_by_enumeration(ctx, [1.0])


# --- random instances ---------------------------------------------------------------------------


@st.composite
def sections(draw, equal_C: bool, integer: bool = True, max_m: int = 6):
    m = draw(st.integers(1, max_m))
    P = draw(st.integers(1, 12))
    P_end = draw(st.integers(0, P))
    T = draw(st.integers(1, 40))
    p = [draw(st.integers(1, P + 1)) for _ in range(m)]
    status = [draw(st.sampled_from([RUN, CKPT, IDLE])) for _ in range(m)]
    used = 0
    for j in range(m):  # Run0 jobs use at most P_i processors
        if status[j] == RUN:
            if used + p[j] > P:
                status[j] = IDLE
            else:
                used += p[j]
    if integer:
        num = st.integers(1, 8)
    else:
        num = st.floats(0.5, 8.0, allow_nan=False).map(lambda x: round(x, 3))
    if equal_C:
        C = [draw(num)] * m
    else:
        C = [draw(num) for _ in range(m)]
    R = [draw(st.integers(0, 8) if integer else num) for _ in range(m)]
    if draw(st.booleans()):
        eligible = [True] * m
    else:
        eligible = [draw(st.booleans()) for _ in range(m)]
    return ctx_of(p, status, C, R, T=T, P=P, P_end=P_end, eligible=eligible)


@settings(max_examples=150, deadline=None, derandomize=True)
@given(sections(equal_C=True))
def test_theorem1_bestcnf_optimal_with_equal_checkpoints(ctx):
    """Corollary 1: with all C_j = C, BestCnf reaches the enumeration optimum; no C_nf does better."""
    C = float(ctx.C[0])
    try:
        decision, gain = dp_goodput_slow_gain(ctx, True)
    except ValueError:  # C > T with a Run0 job: no decision at all
        assert C > ctx.T and (ctx.status == RUN).any()
        return
    check_decision(ctx, decision)
    run0_C = {float(c) for c in ctx.C[ctx.status == RUN]}
    _, ex = best_by_enumeration(ctx, {C} | run0_C | ({0.0} if not run0_C else set()))
    assert gain.w == pytest.approx(ex)
    # other phase-1 lengths in the three-phase model never beat it (Theorem 1: every job may
    # run; an ineligible Run0 job, forced to stop, does gain from a later phase-1 checkpoint)
    if not ctx.eligible.all():
        return
    grid = [x for x in (0.0, C / 2, C, 1.5 * C, 2 * C, ctx.T) if x <= ctx.T]
    try:
        _, any_cnf = best_by_enumeration(ctx, grid)
    except ValueError:
        return
    assert any_cnf <= gain.w + 1e-9


@settings(max_examples=150, deadline=None, derandomize=True)
@given(sections(equal_C=False))
def test_unequal_checkpoints_bounds(ctx):
    """Slow ≤ BestCnf (when C_max ∈ {C_k : Run0}) ≤ enumeration; BestCnf − Slow ≤ (C_max − C_min)·P."""
    results = {}
    for best_cnf in (True, False):
        try:
            decision, gain = dp_goodput_slow_gain(ctx, best_cnf)
        except ValueError:
            with pytest.raises(ValueError):
                best_by_enumeration(ctx, cnf_values(ctx, best_cnf) or [np.inf])
            continue
        check_decision(ctx, decision)
        # exact for its own C_nf values, tie-breaks included
        ex_decision, ex_gain = best_by_enumeration(ctx, cnf_values(ctx, best_cnf))
        assert ex_gain == gain.w
        assert list(ex_decision.path) == list(decision.path) and ex_decision.C_nf == decision.C_nf
        results[best_cnf] = gain.w
    values = set(cnf_values(ctx, True)) | set(cnf_values(ctx, False))
    if values and results:
        _, ex_all = best_by_enumeration(ctx, values)
        assert all(w <= ex_all for w in results.values())
    if len(results) == 2:
        best, slow = results[True], results[False]
        if ctx.C_max in {float(c) for c in ctx.C[ctx.status == RUN]}:
            assert slow <= best
        assert best - slow <= (ctx.C_max - ctx.C.min()) * ctx.P + 1e-9


@settings(max_examples=150, deadline=None, derandomize=True)
@given(sections(equal_C=False, integer=False), st.floats(0.0, 10.0).map(lambda x: round(x, 2)))
def test_numba_kernel_matches_reference(ctx, extra_cnf):
    for C_nf in set(cnf_values(ctx, True)) | {float(ctx.C_max), extra_cnf}:
        fast, ref = solve_cnf(ctx, C_nf), solve_cnf_reference(ctx, C_nf)
        assert (fast is None) == (ref is None)
        if fast is None:
            continue
        assert fast[1] == ref[1]
        assert list(fast[0].path) == list(ref[0].path) and fast[0].C_nf == ref[0].C_nf
        if C_nf <= ctx.T:
            _, ex = best_by_enumeration(ctx, [C_nf])
            assert ex == pytest.approx(fast[1].w, abs=1e-9)


@settings(max_examples=40, deadline=None, derandomize=True)
@given(sections(equal_C=False, max_m=4))
def test_enumeration_filter_matches_check_decision(ctx):
    """The oracle's optimum is the best assignment that check_decision accepts (its own rules agree)."""
    C_nf = float(ctx.C_max)
    choices = [allowed_paths(ctx, j) for j in range(len(ctx.p))]
    feasible = []
    for combo in itertools.product(*choices):
        try:
            check_decision(ctx, SectionDecision(path=np.array(combo), C_nf=C_nf))
        except InvariantError:
            continue
        feasible.append(combo)
    if not feasible:
        with pytest.raises(ValueError):
            best_by_enumeration(ctx, [C_nf])
        return
    decision, gain = best_by_enumeration(ctx, [C_nf])
    assert tuple(decision.path) in feasible
    gains = [float(ctx.p @ check_decision(ctx, SectionDecision(path=np.array(c), C_nf=C_nf))) for c in feasible]
    assert gain == pytest.approx(max(gains))


def test_parallel_kernel_matches_serial():
    rng = np.random.default_rng(11)
    for _ in range(5):
        m = 12
        p = rng.integers(1, 9, m)
        status = rng.integers(0, 3, m)
        status[np.cumsum(np.where(status == 0, p, 0)) > 30] = IDLE
        C = rng.uniform(1, 6, m)
        ctx = ctx_of(p, status, C, C, T=40, P=30, P_end=25, eligible=rng.random(m) < 0.9)
        serial = dp_goodput_slow_gain(ctx, True)
        parallel = dp_goodput_slow_gain(ctx, True, parallel=True)
        assert serial[1] == parallel[1] and list(serial[0].path) == list(parallel[0].path)
        assert serial[0].C_nf == parallel[0].C_nf


def test_light_section_decision_is_valid():
    """A light-preset section (P = 100, ~20 jobs): valid decisions, Slow within the §4.2.3 bound."""
    rng = np.random.default_rng(5)
    p = []
    while sum(p) < 200:
        p.append(int(rng.integers(1, 21)))
    m = len(p)
    C = rng.uniform(5, 20, m)
    status = np.full(m, int(IDLE))
    status[:4] = RUN
    status[4:8] = CKPT
    ctx = ctx_of(p, status, C, C, T=100, P=100, P_end=90)
    best_decision, best = dp_goodput_slow_gain(ctx, True)
    slow_decision, slow = dp_goodput_slow_gain(ctx, False)
    check_decision(ctx, best_decision)
    check_decision(ctx, slow_decision)
    assert best.w - slow.w <= (ctx.C_max - ctx.C.min()) * ctx.P


@settings(max_examples=150, deadline=None, derandomize=True)
@given(sections(equal_C=False, integer=False))
def test_dpgoodput_below_dpgoodputslow_below_enumeration(ctx):
    """Section gains at C_nf = C_max: the two-part DPGoodput (§4.2.3) can only lose against the
    three-phase DPGoodputSlow, which is the enumeration optimum of the 15-path model."""
    from resched.varcap.algorithms.dp_two_part import solve_goodput

    C_max = float(ctx.C_max)
    if C_max > ctx.T:
        return
    _, slow = dp_goodput_slow_gain(ctx, False)
    _, exhaustive = best_by_enumeration(ctx, [C_max])
    assert slow.w == pytest.approx(exhaustive, abs=1e-9)
    try:
        two_part = solve_goodput(ctx).total
    except ValueError:  # DPGoodput needs T ≥ C_nf + C_max for its phase 2
        assert ctx.T < 2 * C_max
        return
    assert two_part <= slow.w + 1e-9
