"""Finite-duration jobs in the variable-capacity simulator (§5 of the paper, [VARCAP-D10]):
releases, completions, final checkpoints and the §5.2 reallocation (resched.varcap.simulate.finite)."""

import math
import re

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from resched.varcap.algorithms import NAMES, PolicyTraits, algorithm
from resched.varcap.algorithms.greedy import GreedyGoodput
from resched.varcap.generate import Workload, random_instance
from resched.varcap.instance import Job, Platform, VarCapInstance
from resched.varcap.instance.section import PATHS, working_time
from resched.varcap.metrics import evaluate, min_yield, yields
from resched.varcap.simulate import reallocation_policy, simulate
from resched.varcap.simulate.finite import choose_greedy, choose_subset_sum, holding_interval, working_interval

# ---------------------------------------------------------------------------
# Hand-computed instance: P = 6, 6, 6; P_min = 4, δ = 2 (so P_end = 4); sections of 100.
# J1 p=4 r=0 L=30 | J2 p=2 r=10 L=60 | J3 p=2 r=20 L=1000 | J4 p=3 r=20 L=1000
# J5 p=1 r=150 L=25 | J6 p=1 r=180 L=1000; C_j = R_j = 5 for all.
# ---------------------------------------------------------------------------


def _hand():
    jobs = (
        Job("J1", 4, 5.0, 5.0, 0.0, 30.0),
        Job("J2", 2, 5.0, 5.0, 10.0, 60.0),
        Job("J3", 2, 5.0, 5.0, 20.0, 1000.0),
        Job("J4", 3, 5.0, 5.0, 20.0, 1000.0),
        Job("J5", 1, 5.0, 5.0, 150.0, 25.0),
        Job("J6", 1, 5.0, 5.0, 180.0, 1000.0),
    )
    return VarCapInstance("hand", Platform(4, 6, 2), (0.0, 100.0, 200.0, 300.0), (6, 6, 6), jobs)


def _starts(result):
    return [[(s.job, s.time, s.checkpointed, s.work, s.completion) for s in section] for section in result.mid_starts]


def test_greedy_goodput_hand_run():
    # s1: only J1 is released at T_1: path 10, works [5, 100) → completes at e_1 = 35
    #     (l = 30 = L_1), final checkpoint [35, 40). J2 (r=10), J3, J4 (r=20) waited for T_2,
    #     but at 40 J1 frees 4 processors (+2 idle). J1 was to run at T_2 (path 10), so the
    #     new jobs run at T_2 too, within P_end − 0 = 4: greedy by size takes J4 (3), then J2
    #     (2) no longer fits → J4 starts at 40, pays R, works [45, 100) = 55, Run⁽⁰⁾ at T_2.
    # s2: J4 runs (path 1); free 3: J2 restarted (2), J3 does not fit; keep J4 in P_end=4,
    #     J2 checkpointed (path 11): works [105, 195) but completes at 105 + 60 = 165, final
    #     checkpoint until 170. J2 was to be checkpointed → the new jobs are checkpointed:
    #     free 6 − 3 = 3 → J3 (2) and J5 (1, released at 150 ≤ 170) start at 170, work
    #     [175, 195) = 20 each, Ckpt⁽⁰⁾ at T_3 (J5: 5 left). J6 (r=180) waits for T_3.
    # s3: J4 runs; free 3: J3 (2), J5 (1) restart (paths 5, 4); J6 does not fit. Keep J4,
    #     then J5 in P_end = 4 (J3 checkpointed, path 5). J5 completes at 205 (final
    #     checkpoint until 210): it was running at T_4, slack 4 − 3 = 1 → J6 starts at 210,
    #     works [215, 300) = 85.
    inst = _hand()
    r = simulate(inst, algorithm("GreedyGoodput"), keep_decisions=True)
    assert [d.path.tolist() for d in r.decisions] == [
        [10, 15, 15, 15, 15, 15],
        [15, 11, 15, 1, 15, 15],
        [15, 15, 5, 1, 4, 15],
    ]
    np.testing.assert_allclose(r.section_work, [[30, 0, 0, 55, 0, 0], [0, 60, 20, 100, 20, 0], [0, 0, 95, 100, 5, 85]])
    np.testing.assert_allclose(r.completion, [35, 165, np.nan, np.nan, 205, np.nan])
    assert _starts(r) == [
        [(3, 40.0, False, 55.0, None)],
        [(2, 170.0, True, 20.0, None), (4, 170.0, True, 20.0, None)],
        [(5, 210.0, False, 85.0, None)],
    ]
    np.testing.assert_allclose(
        r.section_goodputs, np.array([4 * 30 + 3 * 55, 2 * 60 + 2 * 20 + 3 * 100 + 20, 2 * 95 + 3 * 100 + 5 + 85]) / 600
    )
    # checkpoints: path 11 of J2 is replaced by its final checkpoint; J3, J5 checkpointed at
    # T_3 (mid-start), J3 path 5 at T_4 → 3. Recoveries: J1, J2 (paths 10, 11) + 4 mid-starts.
    assert (r.checkpoints, r.recoveries) == (3, 6)


def test_dp_goodput_hand_run_uses_subset_sum():
    # s1: J1 path 10 as above, completes at 35, frees 4 processors at 40 (run at T_2,
    #     capacity 4): the exact subset-sum takes J2 + J3 (2 + 2 = 4) where greedy took J4
    #     (3). Both work [45, 100) = 55 and run at T_2 (J2: 5 left).
    # s2 (the DP picks C_nf = 5): J2 path 2 completes at 105, final checkpoint until 110;
    #     J3 path 3 (checkpoints in phase 1, no work); J4 path 13 works [110, 200) = 90.
    #     At 110 J2's processors (to be checkpointed) go to J3 (idle since 105): 6 − 3 = 3
    #     free, J3 (2) starts, works [115, 195) = 80, checkpointed (Ckpt⁽⁰⁾ at T_3).
    # s3: J3 path 5, J4 path 1, J5 path 10 completes at 205 + 25 = 230, final checkpoint
    #     until 235 → J6 (slack 4 − 3 = 1) starts at 235, works [240, 300) = 60.
    inst = _hand()
    r = simulate(inst, algorithm("DPGoodput"), keep_decisions=True)
    assert [d.path.tolist() for d in r.decisions] == [
        [10, 15, 15, 15, 15, 15],
        [15, 2, 3, 13, 15, 15],
        [15, 15, 5, 1, 10, 15],
    ]
    np.testing.assert_allclose(r.section_work, [[30, 55, 55, 0, 0, 0], [0, 5, 80, 90, 0, 0], [0, 0, 95, 100, 25, 60]])
    np.testing.assert_allclose(r.completion, [35, 105, np.nan, np.nan, 230, np.nan])
    assert _starts(r) == [
        [(1, 40.0, False, 55.0, None), (2, 40.0, False, 55.0, None)],
        [(2, 110.0, True, 80.0, None)],
        [(5, 235.0, False, 60.0, None)],
    ]
    # the same run with greedy reallocation forced takes J4 at 40, as GreedyGoodput did
    g = simulate(inst, algorithm("DPGoodput"), reallocation="greedy")
    assert [s.job for s in g.mid_starts[0]] == [3]


def test_release_inside_a_section_waits_without_completion():
    # J2 released at 30 inside section 1; nothing completes there → it starts at T_2 only.
    jobs = (Job("J1", 2, 5.0, 5.0, 0.0, 500.0), Job("J2", 2, 5.0, 5.0, 30.0, 50.0))
    inst = VarCapInstance("wait", Platform(4, 4, 0), (0.0, 100.0, 200.0), (4, 4), jobs)
    r = simulate(inst, algorithm("GreedyGoodput"), keep_decisions=True)
    assert [d.path.tolist() for d in r.decisions] == [[10, 15], [1, 10]]
    np.testing.assert_allclose(r.section_work, [[95, 0], [100, 50]])
    np.testing.assert_allclose(r.completion, [np.nan, 155])  # 100 + R + 50
    # §5.1 yields at T_3: J1 195/200; J2 completed at 155: 50 / (155 − 30)
    np.testing.assert_allclose(r.yields, [195 / 200, 50 / 125])
    np.testing.assert_allclose(yields(inst, r.worked, completion=r.completion), r.yields)
    assert min_yield(inst, r.worked, r.completion) == pytest.approx(0.4)
    m = evaluate(inst, r)
    assert m.min_yield == pytest.approx(0.4)
    assert m.relative_min_yield is None
    assert m.min_yield <= m.min_yield_bound <= 1 + 1e-9  # §5.1 LP bound


class Recorder:
    """GreedyGoodput recording the contexts it sees."""

    name = "GreedyGoodput-recorder"
    traits = PolicyTraits(reallocation="greedy", objective="goodput")

    def __init__(self):
        self.contexts = []

    def __call__(self, ctx):
        self.contexts.append(ctx)
        return GreedyGoodput()(ctx)


def test_final_checkpoint_spilling_into_next_section_reserves_processors():
    # J1 (p=3, path 10) completes at 5 + 93 = 98; its final checkpoint runs until 103:
    # section 2 is shown P = 6 − 3 = 3, and at 103 the 3 processors go to J3 (r=50).
    jobs = (
        Job("J1", 3, 5.0, 5.0, 0.0, 93.0),
        Job("J2", 3, 5.0, 5.0, 0.0, 1000.0),
        Job("J3", 3, 5.0, 5.0, 50.0, 1000.0),
    )
    inst = VarCapInstance("spill", Platform(6, 6, 0), (0.0, 100.0, 200.0), (6, 6), jobs)
    rec = Recorder()
    r = simulate(inst, rec, keep_decisions=True)
    assert reallocation_policy(rec) == "greedy"  # declared by the policy object
    assert [c.P for c in rec.contexts] == [6, 3]
    assert rec.contexts[1].eligible.tolist() == [False, True, True]
    np.testing.assert_allclose(r.completion, [98, np.nan, np.nan])
    assert [d.path.tolist() for d in r.decisions] == [[10, 10, 15], [15, 1, 15]]
    assert _starts(r) == [[], [(2, 103.0, False, 92.0, None)]]


# ---------------------------------------------------------------------------
# Building blocks
# ---------------------------------------------------------------------------


def test_working_intervals_match_the_path_working_times():
    T, C_nf = 100.0, 12.0
    C, R = np.full(15, 5.0), np.full(15, 3.0)
    path = np.array([p.number for p in PATHS])
    start, end = working_interval(path, T, C_nf, C, R)
    np.testing.assert_allclose(end - start, working_time(path, T, C_nf, C, R))
    h0, h1 = holding_interval(path, T, C_nf)
    works = end - start > 0
    assert np.all(h0[works] <= start[works]) and np.all(end[works] <= h1[works])
    # phase-1-only paths 3, 6, 12 hold [0, C_nf); 7, 8, 13, 14 hold [C_nf, T)
    assert h1[[2, 5, 11]].tolist() == [C_nf] * 3
    assert h0[[6, 7, 12, 13]].tolist() == [C_nf] * 4


def test_reallocation_choices():
    p = np.array([3, 2, 2, 1])
    assert choose_greedy(np.arange(4), p, 4) == [0, 3]
    assert choose_subset_sum(np.arange(4), p, 4) == [0, 3]  # 3 + 1 = 4, lower indices first
    assert choose_greedy(np.arange(3), p, 4) == [0]
    assert choose_subset_sum(np.arange(3), p, 4) == [1, 2]
    assert choose_subset_sum(np.array([], dtype=int), p, 4) == []
    # the §5.2 policy is a declared trait of the registry, not read from the name's spelling
    assert reallocation_policy(algorithm("GreedyYield")) == "greedy"
    assert reallocation_policy(algorithm("greedygoodput")) == "greedy"
    assert reallocation_policy(algorithm("DPBiC(15)")) == "subset-sum"
    assert reallocation_policy(algorithm("GreedyYield"), "subset-sum") == "subset-sum"


# ---------------------------------------------------------------------------
# Invariants on random finite instances, every fast algorithm
# ---------------------------------------------------------------------------

#: every algorithm name but the slow DPs, with a value for its parameter (Y: target yield,
#: X: DPBiC exponent, G: target goodput, anything else: 0.5)
_PARAMS = {"Y": "0.6", "X": "15", "G": "0.5"}
FAST = [re.sub(r"\((\w+)\)", lambda m: f"({_PARAMS.get(m[1], '0.5')})", n) for n in NAMES if "Slow" not in n]


def _short_workload(seed):
    rng = np.random.default_rng(seed)
    return Workload(f"short-{seed}", rng.integers(1, 5, 200), rng.uniform(20.0, 300.0, 200))


@settings(max_examples=20, deadline=None, derandomize=True)
@given(seed=st.integers(0, 10_000), spec=st.sampled_from(FAST))
def test_finite_invariants(seed, spec):
    inst = random_instance(
        seed,
        _short_workload(seed),
        sections=8,
        p_max=20,
        jobs=8,
        finite=True,
        avg_section_length=100.0,
        releases="uniform",
    )
    a = inst.arrays
    r = simulate(inst, algorithm(spec), keep_decisions=True)  # InvariantError on any broken rule
    done = r.completed
    total = r.section_work.sum(axis=0)
    assert np.all(total <= a.length + 1e-6)
    np.testing.assert_allclose(total[done], a.length[done], rtol=0, atol=1e-6)
    assert np.all(r.section_work >= -1e-12)
    # completion after release + recovery + length
    assert np.all(r.completion[done] >= a.release[done] + a.R[done] + a.length[done] - 1e-6)
    for i in range(inst.n_sections):
        starts = {s.job: s for s in r.mid_starts[i]}
        for j in range(len(a.p)):
            if done[j] and r.completion[j] <= a.T[i] + 1e-9:
                # completed jobs never run again
                assert r.decisions[i].path[j] == 15 and r.section_work[i, j] == 0 and j not in starts
            if a.release[j] > a.T[i] + 1e-9:
                # not released at T_i: only a §5.2 start after r_j can make it work
                assert r.decisions[i].path[j] == 15
                assert r.section_work[i, j] == 0 or starts[j].time >= a.release[j]
    m = evaluate(inst, r)
    assert 0 <= m.goodput <= 1
    assert 0 <= m.min_yield <= 1 + 1e-9
    assert np.all(r.yields <= 1 + 1e-9)
    assert m.relative_min_yield is None
    assert m.min_yield <= m.min_yield_bound + 1e-6  # §5.1 LP bound (no overheads)
    assert math.isclose(m.goodput, float(a.p @ r.worked) / float(a.P @ np.diff(a.T)))


def test_some_random_finite_jobs_complete_and_get_reallocations():
    seen_done = seen_starts = 0
    for seed in range(5):
        inst = random_instance(
            seed,
            _short_workload(seed),
            sections=8,
            p_max=20,
            jobs=8,
            finite=True,
            avg_section_length=100.0,
            releases="uniform",
        )
        for spec in ("GreedyGoodput", "DPGoodput"):
            r = simulate(inst, algorithm(spec))
            seen_done += int(r.completed.sum())
            seen_starts += sum(len(s) for s in r.mid_starts)
    assert seen_done > 10 and seen_starts > 0
