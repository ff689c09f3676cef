"""Tests of the variable-capacity simulator, metrics and greedy algorithms
(resched.varcap.simulate / metrics / greedy)."""

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from resched.errors import ReschedError
from resched.varcap.algorithms import ALGORITHMS, PolicyTraits, algorithm, policy
from resched.varcap.algorithms.greedy import GreedyGoodput, GreedyYield
from resched.varcap.generate import Workload, random_instance
from resched.varcap.instance import Job, Platform, VarCapInstance
from resched.varcap.instance.section import InvariantError, Phase0, SectionContext, SectionDecision, uses
from resched.varcap.metrics import evaluate, goodput, min_yield, yield_cdf, yields
from resched.varcap.metrics.bounds import area_bounds
from resched.varcap.simulate import simulate


def _instance(P=(6, 4, 6), T=(0, 100, 200, 300), P_min=3, P_max=6, delta=2, jobs=None):
    jobs = jobs or [("J1", 3, 5, 5), ("J2", 2, 10, 10), ("J3", 1, 4, 2)]
    return VarCapInstance(
        "toy",
        Platform(P_min, P_max, delta),
        tuple(float(t) for t in T),
        tuple(P),
        tuple(Job(name, p, float(C), float(R), float(T[0])) for name, p, C, R in jobs),
    )


class Fixed:
    """An algorithm replaying given (paths, C_nf) per section."""

    name = "Fixed"
    traits = PolicyTraits(reallocation="subset-sum")

    def __init__(self, *decisions):
        self.decisions = decisions

    def __call__(self, ctx):
        path, C_nf = self.decisions[ctx.index]
        return SectionDecision(np.array(path), C_nf)


# ---------------------------------------------------------------------------
# Hand-computed toy runs (P = 6, 4, 6; δ = 2; P_min = 3; sections of length 100)
# J1: p=3, C=R=5; J2: p=2, C=R=10; J3: p=1, C=4, R=2.
# ---------------------------------------------------------------------------


def test_greedy_goodput_toy_run_matches_hand_computation():
    # s1: all idle, all restarted (3+2+1 = 6); keep J1, J3 in P_end = 4, checkpoint J2:
    #     paths 10, 11, 10 → l = 95, 80, 98.
    # s2: J1, J3 run (4 = P_2), J2 cannot restart; keep J1 in P_end = 3, checkpoint J3:
    #     paths 1, 9, 2 → l = 100, 0, 96.
    # s3: J1 runs; free 3: restart J2 (idle: pays R) then J3 (ckpt: no R); keep J1, J3 in 4:
    #     paths 1, 11, 4 → l = 100, 80, 100.
    inst = _instance()
    r = simulate(inst, algorithm("GreedyGoodput"), keep_decisions=True)
    assert [d.path.tolist() for d in r.decisions] == [[10, 11, 10], [1, 9, 2], [1, 11, 4]]
    assert all(d.C_nf == 0 for d in r.decisions)
    np.testing.assert_allclose(r.section_work, [[95, 80, 98], [100, 0, 96], [100, 80, 100]])
    np.testing.assert_allclose(r.worked, [295, 160, 294])
    np.testing.assert_allclose(r.section_goodputs, [543 / 600, 396 / 400, 560 / 600])
    np.testing.assert_allclose(r.yields, [295 / 300, 160 / 300, 294 / 300])
    assert r.checkpoints == 3 and r.recoveries == 4
    assert r.algorithm == "GreedyGoodput" and r.instance == "toy"
    assert goodput(inst, r.worked) == pytest.approx(1499 / 1600)
    assert min_yield(inst, r.worked) == pytest.approx(160 / 300)


def test_greedy_yield_toy_run_matches_hand_computation():
    # s1: yields all 0, ties by larger p: J1, J2, J3 all fit: paths 11 → l = 90, 80, 94.
    # s2: yields 0.9, 0.8, 0.94 → order J2, J1, J3 in P = 4: J2 (2), J1 does not fit, J3 (1):
    #     paths 9, 5, 5 → l = 0, 90, 96.
    # s3: yields 90/200, 170/200, 190/200 → J1 (idle: R), J2, J3 (ckpt): paths 11, 5, 5
    #     → l = 90, 90, 96.
    inst = _instance()
    r = simulate(inst, algorithm("GreedyYield"), keep_decisions=True)
    assert [d.path.tolist() for d in r.decisions] == [[11, 11, 11], [9, 5, 5], [11, 5, 5]]
    np.testing.assert_allclose(r.worked, [180, 260, 286])
    np.testing.assert_allclose(r.section_goodputs, [524 / 600, 276 / 400, 546 / 600])
    np.testing.assert_allclose(r.yields, [0.6, 260 / 300, 286 / 300])
    assert r.checkpoints == 8 and r.recoveries == 4
    m = evaluate(inst, r)
    assert m.goodput == pytest.approx(1346 / 1600)
    assert m.min_yield == pytest.approx(0.6)


def test_toy_bounds_and_relative_metrics():
    # useful area: 600 − 2·6 − 4·2 = 580; 400 − 0 − 4·1 = 396; 600 − 2·2 − 4·2 = 588 → 1564.
    inst = _instance()
    m = evaluate(inst, simulate(inst, algorithm("GreedyYield")))
    assert m.goodput_bound == pytest.approx(1564 / 1600)
    assert m.min_yield_bound == pytest.approx(1564 / 6 / 300)
    assert m.relative_goodput == pytest.approx(m.goodput / m.goodput_bound)
    assert m.relative_min_yield == pytest.approx(0.6 / (1564 / 6 / 300))
    d = m.to_dict()
    assert list(d) == [
        "goodput",
        "min_yield",
        "relative_goodput",
        "relative_min_yield",
        "goodput_bound",
        "min_yield_bound",
        "checkpoints",
        "recoveries",
        "seconds",
    ]
    assert d["checkpoints"] == 8 and d["recoveries"] == 4 and d["seconds"] >= 0


def test_context_passed_to_the_algorithm():
    seen = []

    def spy(ctx):
        seen.append(ctx)
        return GreedyGoodput()(ctx)

    inst = _instance()
    simulate(inst, policy(spy, reallocation="greedy"))
    assert [c.index for c in seen] == [0, 1, 2]
    assert [c.P for c in seen] == [6, 4, 6]
    assert [c.P_end for c in seen] == [4, 3, 4]
    assert all(c.T == 100 and c.C_max == 10 and c.eligible.all() for c in seen)
    assert seen[0].status.tolist() == [Phase0.IDLE] * 3  # [VARCAP-D4]
    assert seen[1].status.tolist() == [Phase0.RUN, Phase0.CKPT, Phase0.RUN]
    assert seen[2].status.tolist() == [Phase0.RUN, Phase0.IDLE, Phase0.CKPT]
    np.testing.assert_allclose(seen[0].yields, 0)
    np.testing.assert_allclose(seen[2].worked, [195, 80, 194])
    np.testing.assert_allclose(seen[2].yields, [195 / 200, 80 / 200, 194 / 200])


def test_yield_denominator_counts_only_sections_where_the_job_fits():
    # J2 (p = 4) cannot run in section 2 (P = 2): its yield denominator is 100, not 200.
    inst = _instance(P=(6, 2), T=(0, 100, 200), P_min=2, P_max=6, delta=4, jobs=[("J1", 2, 5, 5), ("J2", 4, 5, 5)])
    r = simulate(inst, algorithm("GreedyYield"))
    np.testing.assert_allclose(r.worked, [90 + 95, 90])
    np.testing.assert_allclose(r.yields, [185 / 200, 90 / 100])
    np.testing.assert_allclose(yields(inst, r.worked), r.yields)
    np.testing.assert_allclose(yields(inst, r.worked, t=100), [185 / 100, 90 / 100])


def test_restart_skipped_when_recovery_and_checkpoint_do_not_fit():
    # A 12-long section: J1 (first in both orders) would need R + C = 20 > 12, so it stays
    # idle (path 15) and J2 (R = C = 3) runs instead.
    inst = _instance(P=(6,), T=(0, 12), jobs=[("J1", 4, 10, 10), ("J2", 2, 3, 3)])
    r = simulate(inst, algorithm("GreedyGoodput"), keep_decisions=True)
    assert r.decisions[0].path.tolist() == [15, 10]  # J2 fits in P_end = 4: kept running
    np.testing.assert_allclose(r.worked, [0, 9])
    r = simulate(inst, algorithm("GreedyYield"), keep_decisions=True)
    assert r.decisions[0].path.tolist() == [15, 11]
    np.testing.assert_allclose(r.worked, [0, 6])


def test_greedy_goodput_keeps_running_a_job_that_cannot_checkpoint_in_a_short_section():
    # s2 lasts 6 < C_B = 8: Algorithm 1's order would keep A (p=3) and checkpoint B (path 2,
    # 6 − 8 < 0 work); B is kept instead and A is checkpointed (6 − 5 = 1).
    inst = _instance(P=(6, 4), T=(0, 100, 106), jobs=[("A", 3, 5, 5), ("B", 1, 8, 8)])
    r = simulate(inst, algorithm("GreedyGoodput"), keep_decisions=True)
    assert [d.path.tolist() for d in r.decisions] == [[10, 10], [2, 1]]
    np.testing.assert_allclose(r.section_work[1], [1, 6])


def test_yield_cdf():
    y, f = yield_cdf(np.array([0.5, 0.0, 0.25, 0.25]))
    np.testing.assert_allclose(y, [0, 0.25, 0.25, 0.5])
    np.testing.assert_allclose(f, [0.25, 0.5, 0.75, 1.0])


def test_a_finite_job_completes_after_recovery_and_its_length():
    inst = VarCapInstance("fin", Platform(2, 4, 2), (0.0, 100.0), (4,), (Job("J1", 2, 5.0, 5.0, 0.0, 50.0),))
    result = simulate(inst, algorithm("GreedyGoodput"))
    assert result.worked[0] == 50.0  # l_j = L_j
    assert result.completion[0] == 55.0  # e_j = R_j + L_j


# ---------------------------------------------------------------------------
# Invalid decisions: simulate raises InvariantError (one test per rule)
# ---------------------------------------------------------------------------


def test_overloaded_phase_2_raises():
    # Both jobs recover in phase 2 (path 14): 6 processors > P = 4 in phase 2 only.
    inst = _instance(P=(4,), T=(0, 100), P_min=2, P_max=4, delta=2, jobs=[("A", 3, 5, 5), ("B", 3, 5, 5)])
    with pytest.raises(InvariantError, match="phase 2"):
        simulate(inst, Fixed(([14, 14], 0.0)))


def test_overloaded_phase_1_raises():
    inst = _instance(P=(4,), T=(0, 100), P_min=2, P_max=4, delta=2, jobs=[("A", 3, 5, 5), ("B", 3, 5, 5)])
    with pytest.raises(InvariantError, match="phase 1"):
        simulate(inst, Fixed(([11, 11], 0.0)))


def test_too_many_uncheckpointed_jobs_at_the_end_raises():
    # All three jobs kept running (path 10): 6 > max(P − δ, P_min) = 4.
    with pytest.raises(InvariantError, match=r"phase 3.*limit 4"):
        simulate(_instance(), Fixed(([10, 10, 10], 0.0)))


def test_path_inconsistent_with_phase0_status_raises():
    # Section 1: every job is Idle⁽⁰⁾, path 1 starts from Run⁽⁰⁾.
    with pytest.raises(InvariantError, match="from status IDLE"):
        simulate(_instance(), Fixed(([1, 15, 15], 0.0)))
    # Section 2: J1 is Run⁽⁰⁾ after path 10, path 10 starts from Idle⁽⁰⁾.
    with pytest.raises(InvariantError, match="section 1: job 0 takes path 10 from status RUN"):
        simulate(_instance(), Fixed(([10, 15, 15], 0.0), ([10, 15, 15], 0.0)))


def test_phase1_checkpoint_longer_than_C_nf_raises():
    # Path 12 (Rec+Ckpt in phase 1) needs R + C = 10 ≤ C_nf.
    with pytest.raises(InvariantError, match="cannot checkpoint within"):
        simulate(_instance(), Fixed(([12, 15, 15], 9.0)))
    simulate(_instance(), Fixed(([12, 15, 15], 10.0), ([15] * 3, 0.0), ([15] * 3, 0.0)))


def test_negative_working_time_raises():
    # Path 11 in a 12-long section: 12 − R − C = −8 for J2.
    inst = _instance(P=(6,), T=(0, 12))
    with pytest.raises(InvariantError, match="negative working time"):
        simulate(inst, Fixed(([15, 11, 15], 0.0)))


def test_C_nf_outside_section_raises():
    with pytest.raises(InvariantError, match="C_nf"):
        simulate(_instance(), Fixed(([15, 15, 15], 150.0)))


def test_bad_path_number_raises():
    with pytest.raises(InvariantError, match="path number"):
        simulate(_instance(), Fixed(([0, 15, 15], 0.0)))


def test_greedy_goodput_asserts_running_jobs_fit():
    ctx = SectionContext(
        index=3,
        T=100.0,
        P=4,
        P_end=3,
        C_max=5.0,
        p=np.array([3, 2]),
        C=np.array([5.0, 5.0]),
        R=np.array([5.0, 5.0]),
        status=np.array([Phase0.RUN, Phase0.RUN]),
        worked=np.zeros(2),
        yields=np.zeros(2),
        eligible=np.ones(2, dtype=bool),
    )
    with pytest.raises(InvariantError, match="still running"):
        GreedyGoodput()(ctx)


# ---------------------------------------------------------------------------
# Random instances: invariants, bounds
# ---------------------------------------------------------------------------


@settings(derandomize=True, max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    n_sections=st.integers(1, 8),
    P_max=st.integers(5, 40),
    avg_T=st.sampled_from([50.0, 100.0]),
    greedy=st.sampled_from([GreedyGoodput, GreedyYield]),
)
def test_greedy_invariants_and_bounds_on_random_instances(seed, n_sections, P_max, avg_T, greedy):
    inst = random_instance(
        seed, Workload.synthetic(seed % 7, size=500), sections=n_sections, p_max=P_max, avg_section_length=avg_T
    )
    contexts = []

    def alg(ctx):
        contexts.append(ctx)
        return greedy()(ctx)

    r = simulate(inst, policy(alg, reallocation="greedy"), keep_decisions=True)  # check_decision ran on every section
    a = inst.arrays
    for ctx, d in zip(contexts, r.decisions):
        used = uses(d.path)
        assert d.C_nf == 0
        assert a.p[used[:, 1]].sum() <= ctx.P
        assert a.p[used[:, 2]].sum() <= ctx.P_end
        if greedy is GreedyYield:
            assert not used[:, 2].any()  # every active job is checkpointed at the end
            assert (ctx.status != Phase0.RUN).all()
    np.testing.assert_allclose(r.section_work.sum(axis=0), r.worked)
    assert (r.worked >= 0).all() and (r.yields <= 1 + 1e-12).all()
    m = evaluate(inst, r)
    bounds = area_bounds(inst)
    assert 0 <= m.goodput <= bounds.goodput + 1e-12
    assert 0 <= m.min_yield <= bounds.min_yield + 1e-12
    assert m.relative_goodput <= 1 + 1e-12 and m.relative_min_yield <= 1 + 1e-12
    # per-section goodputs average to the total (weights P_i T_i)
    weights = a.P * np.diff(a.T)
    assert float(r.section_goodputs @ weights / weights.sum()) == pytest.approx(m.goodput)


# ---------------------------------------------------------------------------
# §6.2 qualitative claim on a small Load-2 instance
# ---------------------------------------------------------------------------


def test_section_6_2_greedy_goodput_starves_greedy_yield_does_not():
    inst = random_instance(1, Workload.synthetic(1), sections=30, p_max=40)  # Load 2
    assert sum(j.p for j in inst.jobs) >= 2 * 40
    gg = evaluate(inst, rg := simulate(inst, algorithm("GreedyGoodput")))
    gy = evaluate(inst, ry := simulate(inst, algorithm("GreedyYield")))
    assert (rg.worked == 0).any()  # some job never runs under GreedyGoodput
    assert gg.min_yield == 0 and gg.relative_min_yield == 0
    assert gy.min_yield > 0 and (ry.worked > 0).all()
    assert gg.relative_goodput > gy.relative_goodput
    assert not math.isnan(gy.relative_min_yield) and gy.relative_min_yield > 0.5


# ---------------------------------------------------------------------------
# Sections shorter than a running job's checkpoint (issue 47, [VARCAP-D16])
# ---------------------------------------------------------------------------


def _short(P_min=1):
    """Section 1 (T = 1) is shorter than the checkpoint C = 2 of the only job, and
    max(P_1 − δ, P_min) = max(6 − 7, P_min) processors are guaranteed at T_2."""
    return _instance(P=(9, 6, 10), T=(0, 1, 2, 7), P_min=P_min, P_max=10, delta=7, jobs=[("J1", 2, 2, 0)])


def test_a_section_with_no_decision_is_refused_before_the_algorithm_is_asked():
    # section 0: J1 restarts (path 10, R = 0) and is left running on p = 2 <= P_end = 2; section 1
    # can neither checkpoint it (C = 2 > T = 1) nor keep it under P_end = 1: no path exists
    with pytest.raises(ReschedError, match=r"section 1 \(T=1\) has no decision in the model: job 0 \(p=2, C=2\)"):
        simulate(_short(), Fixed(([10], 0.0)))  # Fixed holds no decision for section 1: never asked
    # with P_min = 2 the job keeps running in section 1 (path 1): a valid run
    r = simulate(_short(P_min=2), Fixed(([10], 0.0), ([1], 0.0), ([2], 0.0)))
    np.testing.assert_allclose(r.worked, [1 + 1 + 3])


def test_a_section_with_no_decision_is_refused_for_every_algorithm():
    # the reproducer of issue 47: DPGoodputSlow-BestCnf's section 0 left J1 running, and its
    # fallback then broke the invariant ("negative working time") in section 1
    inst = VarCapInstance(
        "s56",
        Platform(1, 10, 7),
        (0.0, 1.0, 2.0, 7.0, 10.0, 13.0, 15.0),
        (9, 6, 10, 10, 10, 9),
        tuple(
            Job(f"J{k}", p, C, R, 0.0)
            for k, (p, C, R) in enumerate([(2, 2.0, 0.0), (7, 4.0, 0.0), (9, 7.0, 0.0), (8, 0.5, 1.7567785184880735)])
        ),
    )
    refused = []
    for spec in ALGORITHMS:
        if spec.traits.get("kind") == "bound":
            continue
        name = spec.name if spec.parameter is None else f"{spec.name}(0.5)"
        try:
            simulate(inst, algorithm(name))
        except ReschedError as error:
            assert "has no decision in the model" in str(error) and not isinstance(error, InvariantError)
            refused.append(name)
    assert "DPGoodputSlow-BestCnf" in refused


def test_a_final_checkpoint_spilling_past_the_guarantee_is_refused():
    # finite job: completes at T = 5 on path 1, its final checkpoint (C = 2) holds p = 4 until 7,
    # past T_4 = 6 where only max(4 − 3, 3) = 3 processors are guaranteed
    inst = VarCapInstance(
        "spill",
        Platform(3, 7, 3),
        (0.0, 1.0, 4.0, 5.0, 6.0, 14.0, 22.0),
        (6, 7, 7, 4, 7, 7),
        (Job("J1", 4, 2.0, 1.0, 0.0, 3.0),),
    )
    with pytest.raises(ReschedError, match=r"section 3 \(T=1\) has no decision in the model: the final checkpoint"):
        simulate(inst, algorithm("GreedyGoodput"))
