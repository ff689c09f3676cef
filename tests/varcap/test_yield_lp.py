"""Tests of the §5.1 yield-feasibility LP and the max min-yield search (resched.varcap.metrics.yield_lp).

* hand-computed instances, including jobs with p_j > P_min (Eq. (2) denominator = solo time);
* an independent oracle: LP feasibility at Y == a max-flow test built with networkx straight
  from the paper's definitions (deadlines, works, subsections, mid-point rule);
* in-place updates (reuse=True) against fresh builds, and the search's certificates;
* the Pyomo builder against the highspy probe;
* Table 1 (Appendix E.4): the LP bound vs the §3.4 area bound with overheads, hand-derived
  at Load 1 and below, and the overhead-free identity at Load ≥ 1 as a sanity check;
* determinism.
"""

from __future__ import annotations

import math
from itertools import pairwise

import networkx as nx
import numpy as np
import pytest
from paths import TRACES

from resched.result import SolveStatus
from resched.solve import solve
from resched.varcap.generate import Workload, random_instance
from resched.varcap.instance import Job, Platform, VarCapInstance, from_dict
from resched.varcap.metrics import yield_bounds
from resched.varcap.metrics.bounds import area_bounds
from resched.varcap.metrics.yield_lp import (
    FEASIBILITY_TOLERANCE,
    IPM_COLUMNS,
    HighsYieldLP,
    YieldLP,
    max_min_yield,
)
from resched.varcap.models.yield_feasibility import build_yield_feasibility

HPC2N = TRACES / "HPC2N-2002-excerpt.swf"

#: Disagreement between the LP and the flow oracle is tolerated only this close to θ* = 1.
BOUNDARY = 1e-6

# ---------------------------------------------------------------------------------------
# helpers


def _instance(T, P, P_min, P_max, delta, jobs, name="hand") -> VarCapInstance:
    return from_dict(
        {
            "family": "varcap",
            "schema_version": 1,
            "name": name,
            "platform": {"P_min": P_min, "P_max": P_max, "delta": delta},
            "sections": {"T": T, "P": P},
            "jobs": jobs,
        }
    )


def _job(p, length=None, release=None):
    d = {"p": p, "C": 0, "R": 0}
    if length is not None:
        d["length"] = length
    if release is not None:
        d["release"] = release
    return d


#: Sizes 3..15 with run times comparable to a section: finite instances with real contention
#: (use with P_min = P_max // 2 so that sizes fit).
DENSE = Workload("dense", np.arange(3, 16), np.linspace(40.0, 400.0, 13))


def _random_instance(seed: int, finite: bool) -> VarCapInstance:
    """Small random instance of the brief: 3–8 sections, P_max 10–30, 3–10 jobs."""
    rng = np.random.default_rng(10_000 + seed)
    n_sections = int(rng.integers(3, 9))
    P_max = int(rng.integers(10, 31))
    n_jobs = int(rng.integers(3, 11))
    if seed % 2:  # contended: sizes up to P_max / 2, short jobs
        return random_instance(
            seed,
            DENSE,
            sections=n_sections,
            p_max=P_max,
            p_min=max(3, P_max // 2),
            jobs=n_jobs,
            finite=finite,
            avg_section_length=50.0,
            releases="uniform",
        )
    return random_instance(
        seed, Workload.synthetic(seed), sections=n_sections, p_max=P_max, jobs=n_jobs, finite=finite, releases="uniform"
    )


def _solo_time(inst: VarCapInstance, p: int, t: float) -> float:
    """∫_{T_1}^t 1{P(u) ≥ p} du, computed section by section (independent of Availability)."""
    total = 0.0
    for i, P in enumerate(inst.P):
        a, b = inst.T[i], inst.T[i + 1]
        if P >= p and t > a:
            total += min(b, t) - a
    return total


def _solo_until(inst: VarCapInstance, p: int, target: float) -> float:
    """Earliest date with solo time ≥ target."""
    acc = 0.0
    for i, P in enumerate(inst.P):
        a, b = inst.T[i], inst.T[i + 1]
        if P >= p:
            if acc + (b - a) >= target:
                return a + (target - acc)
            acc += b - a
    return inst.T[-1]


def _deadlines_wall(inst: VarCapInstance, Y: float):
    """(job, d_j, w_j) with plain time, valid when every p_j ≤ P_min (the paper's setting)."""
    end = inst.T[-1]
    out = []
    for k, j in enumerate(inst.jobs):
        assert j.p <= inst.platform.P_min
        d = j.release + j.length / Y
        if d >= end:
            out.append((k, j, end, Y * (end - j.release)))
        else:
            out.append((k, j, d, j.length))
    return out


def _deadlines_solo(inst: VarCapInstance, Y: float):
    """(job, d_j, w_j) with the Eq. (2) denominator (solo-available time); jobs that can never
    run after their release have no yield and are left out."""
    end = inst.T[-1]
    out = []
    for k, j in enumerate(inst.jobs):
        A_r = _solo_time(inst, j.p, j.release)
        A_total = _solo_time(inst, j.p, end) - A_r
        if A_total <= 0:
            continue
        if j.length / Y >= A_total:
            out.append((k, j, end, Y * A_total))
        else:
            out.append((k, j, _solo_until(inst, j.p, A_r + j.length / Y), j.length))
    return out


def _flow_feasible(inst: VarCapInstance, jobs) -> tuple[bool, float, float]:
    """Max-flow test: source→job p_j w_j, job→φ p_j L(φ) (if r_j < M(φ) < d_j and p_j ≤ P),
    φ→sink L(φ) P_{S(φ)}; feasible iff the flow saturates Σ p_j w_j."""
    T = inst.T
    cuts = sorted(set(T) | {j.release for _, j, _, _ in jobs} | {d for _, _, d, _ in jobs})
    G = nx.DiGraph()
    need = 0.0
    for k, j, _, w in jobs:
        G.add_edge("source", ("job", k), capacity=j.p * w)
        need += j.p * w
    for a, b in pairwise(cuts):
        middle = (a + b) / 2
        section = max(i for i in range(len(inst.P)) if T[i] <= middle)
        P = inst.P[section]
        G.add_edge(("sub", a), "sink", capacity=(b - a) * P)
        for k, j, d, _ in jobs:
            if j.release < middle < d and j.p <= P:
                G.add_edge(("job", k), ("sub", a), capacity=j.p * (b - a))
    if need == 0:
        return True, 0.0, 0.0
    flow = nx.maximum_flow_value(G, "source", "sink")
    return flow >= need - 1e-7 * max(1.0, need), flow, need


def _probe_values(bound) -> list[float]:
    lo, hi = bound.lower, bound.upper
    Ys = [lo, hi, lo - 1e-4, hi + 1e-4, lo * (1 - 1e-3), hi * (1 + 1e-3), 0.1, 0.4, 0.7, 1.0]
    return [Y for Y in Ys if 0 < Y <= 1]


# ---------------------------------------------------------------------------------------
# 1. hand-computed instances


def test_two_unit_jobs_fit_side_by_side():
    # [0,10) with P = 2, two infinite jobs of p = 1: both run all the time, yield 1.
    inst = _instance([0, 10], [2], 2, 2, 0, [_job(1), _job(1)])
    bound = max_min_yield(inst)
    assert bound.lower == 1.0 and bound.upper == 1.0
    assert bound.feasible is not None and bound.feasible.Y == 1.0 and bound.feasible.feasible
    assert bound.infeasible is None
    assert bound.stats.solves == 1


def test_two_full_width_infinite_jobs_share_half():
    # two infinite jobs of p = 2 on P = 2: they share the platform, max min-yield 1/2.
    inst = _instance([0, 10], [2], 2, 2, 0, [_job(2), _job(2)])
    bound = max_min_yield(inst, tolerance=1e-7)
    assert bound.lower <= 0.5 + 1e-12 <= bound.upper + 1e-12
    assert bound.upper - bound.lower <= 1e-7
    assert bound.lower == pytest.approx(0.5, abs=1e-7)
    lp = HighsYieldLP(YieldLP(inst))
    assert lp.probe(0.5).theta == pytest.approx(1.0, abs=1e-9)
    assert lp.probe(0.8).theta == pytest.approx(0.5 / 0.8, rel=1e-9)  # w_j = 8 each, 10 time
    assert not lp.probe(0.5 + 1e-5).feasible


def test_two_finite_jobs_released_together():
    # two finite jobs (p = 2, L = 5, r = 0) on [0,10) P = 2: one finishes at 10, yield 5/10.
    inst = _instance([0, 10], [2], 2, 2, 0, [_job(2, length=5), _job(2, length=5)])
    bound = max_min_yield(inst, tolerance=1e-8)
    assert bound.lower == pytest.approx(0.5, abs=1e-8)
    assert bound.lower <= 0.5 + 1e-12
    assert bound.feasible.Y == bound.lower and bound.infeasible.Y == bound.upper


def test_staggered_finite_jobs_open_deadlines():
    # A: p = 2, L = 4, r = 0; B: p = 2, L = 4, r = 2 on [0,10) P = 2. EDF: A in [0,4), B in
    # [4,8), yield of B = 4 / (8 − 2) = 2/3; B's deadline 2 + 4/Y = 8 < 10 is not capped.
    inst = _instance([0, 10], [2], 2, 2, 0, [_job(2, length=4), _job(2, length=4, release=2)])
    bound = max_min_yield(inst, tolerance=1e-9)
    assert bound.lower == pytest.approx(2 / 3, abs=1e-9)
    sub = YieldLP(inst).subsections(bound.lower)
    assert not sub.capped.any()
    assert sub.deadline == pytest.approx([4 / bound.lower, 2 + 4 / bound.lower])


def test_large_job_counts_only_sections_where_it_fits():
    # [0,10) P = 4 and [10,20) P = 2 (P_min = 2, δ = 2); J1 p = 4 (fits only in section 1,
    # solo time 10), J2 p = 2 (solo time 20). w_1 = 10Y, w_2 = 20Y; section 2 gives J2 at most
    # 10, so section 1 must hold 4·10Y + 2·(20Y − 10) ≤ 40  ⇒  Y* = 3/4. (With wall-time
    # denominators J1 could reach at most 10/20 = 1/2.)
    inst = VarCapInstance(
        "large",
        Platform(P_min=2, P_max=4, delta=2),
        (0.0, 10.0, 20.0),
        (4, 2),
        (Job("J1", 4, 0.0, 0.0, 0.0), Job("J2", 2, 0.0, 0.0, 0.0)),
    )
    bound = max_min_yield(inst, tolerance=1e-9)
    assert bound.lower == pytest.approx(0.75, abs=1e-9)
    lp = YieldLP(inst)
    assert lp.avail_total.tolist() == [10.0, 20.0]
    sub = lp.subsections(0.75)
    assert sub.work.tolist() == pytest.approx([7.5, 15.0])
    job, slot = lp.columns(sub)
    assert all(sub.section[s] == 0 for j, s in zip(job, slot) if j == 0)  # J1 never in P = 2


def test_large_finite_job_deadline_skips_small_section():
    # [0,10) P = 4, [10,20) P = 2, [20,30) P = 4; J1 p = 4, L = 10, r = 0 (solo time 20);
    # J2 p = 2 infinite (w = 30Y). For Y ∈ (1/2, 1): d_1 = 20 + g with g = 10/Y − 10 (the
    # deadline jumps over [10,20)). Subsection [20, 20+g) splits section 3; J2 gets at most
    # 10 in [10,20), 10 − g in [20+g, 30) and, by capacity, g in the rest: 20 + g ≥ 30Y
    # ⇒ 3Y² − Y − 1 ≤ 0 ⇒ Y* = (1 + √13) / 6.
    inst = _instance([0, 10, 20, 30], [4, 2, 4], 2, 4, 2, [_job(4, length=10), _job(2)])
    expected = (1 + math.sqrt(13)) / 6
    bound = max_min_yield(inst, tolerance=1e-9)
    assert bound.lower == pytest.approx(expected, abs=2e-9)
    sub = YieldLP(inst).subsections(expected)
    assert sub.deadline[0] == pytest.approx(20 + 10 / expected - 10)
    assert sub.capped.tolist() == [False, True]


# ---------------------------------------------------------------------------------------
# 2. independent max-flow oracle


def _check_against_oracle(inst, deadlines) -> tuple[int, int]:
    bound = max_min_yield(inst)
    lp = HighsYieldLP(YieldLP(inst))
    seen = [0, 0]
    for Y in _probe_values(bound):
        probe = lp.probe(Y)
        ok, flow, need = _flow_feasible(inst, deadlines(inst, Y))
        if abs(probe.theta - 1) >= BOUNDARY:
            assert probe.feasible == ok, (inst.name, Y, probe.theta, flow, need)
        seen[ok] += 1
    # the search's own brackets agree with the oracle too
    assert _flow_feasible(inst, deadlines(inst, bound.lower))[0] or abs(bound.feasible.theta - 1) < BOUNDARY
    if bound.upper < 1:
        assert (not _flow_feasible(inst, deadlines(inst, bound.upper))[0]) or abs(bound.infeasible.theta - 1) < BOUNDARY
    return seen[0], seen[1]


@pytest.mark.parametrize("finite", [False, True])
def test_lp_feasibility_matches_max_flow(finite):
    infeasible = feasible = 0
    for seed in range(16):
        inst = _random_instance(seed, finite)
        assert max(j.p for j in inst.jobs) <= inst.platform.P_min
        i, f = _check_against_oracle(inst, _deadlines_wall)
        infeasible += i
        feasible += f
    # the sample exercises both answers
    assert infeasible >= 20 and feasible >= 20


def test_lp_feasibility_matches_max_flow_with_large_jobs():
    # hand-rolled instances with p_j up to P_max (solo time ≠ wall time), releases anywhere
    rng = np.random.default_rng(7)
    checked = 0
    for k in range(120):
        n = int(rng.integers(2, 7))
        P_min = int(rng.integers(1, 4))
        P_max = P_min + int(rng.integers(0, 6))
        P = [int(x) for x in rng.integers(P_min, P_max + 1, n)]
        T = [0.0] + np.cumsum(rng.integers(1, 6, n) * 1.0).tolist()
        jobs = []
        for _ in range(int(rng.integers(1, 6))):
            release = float(rng.integers(0, int(T[-1]))) if rng.random() < 0.7 else 0.0
            length = float(rng.integers(1, 8)) if rng.random() < 0.6 else None
            jobs.append(_job(int(rng.integers(1, P_max + 1)), length=length, release=release))
        jobs.append(_job(1, length=float(rng.integers(1, 8))))  # at least one job has a yield
        inst = _instance(T, P, P_min, P_max, P_max - P_min, jobs, name=f"large-{k}")
        _check_against_oracle(inst, _deadlines_solo)
        checked += 1
    assert checked == 120


# ---------------------------------------------------------------------------------------
# 3. in-place updates and certificates


def test_reuse_and_rebuild_agree():
    tol = 1e-6
    updated = 0
    for seed in range(1, 24, 2):  # contended finite instances
        inst = _random_instance(seed, finite=True)
        reused = max_min_yield(inst, tolerance=tol, reuse=True)
        rebuilt = max_min_yield(inst, tolerance=tol, reuse=False)
        assert reused.lower == pytest.approx(rebuilt.lower, abs=tol)
        assert reused.upper == pytest.approx(rebuilt.upper, abs=tol)
        assert rebuilt.stats.updates == 0 and rebuilt.stats.builds == rebuilt.stats.solves
        updated += reused.stats.updates
        for bound in (reused, rebuilt):
            assert 0 < bound.lower <= bound.upper <= 1
            assert bound.upper - bound.lower <= tol
            assert bound.feasible is not None and bound.feasible.Y == bound.lower
            assert bound.feasible.theta >= 1 - FEASIBILITY_TOLERANCE
            if bound.upper < 1:
                assert bound.infeasible is not None and bound.infeasible.Y == bound.upper
                assert bound.infeasible.theta < 1
    assert updated > 0


def test_in_place_updates_on_infinite_jobs():
    inst = random_instance(3, Workload.synthetic(3), sections=20, p_max=40)
    bound = max_min_yield(inst, tolerance=1e-6)
    assert bound.lower < 1
    assert bound.stats.builds == 1  # infinite jobs: one structure for every Y
    assert bound.stats.updates > 0
    assert bound.stats.solves == bound.stats.builds + bound.stats.updates


def test_warm_updates_equal_fresh_solves_on_random_probe_orders():
    rng = np.random.default_rng(11)
    for seed in (1, 3, 5, 7, 0, 2):
        inst = _random_instance(seed, finite=bool(seed % 2))
        lp = YieldLP(inst)
        warm = HighsYieldLP(lp, reuse=True)
        for Y in rng.uniform(0.2, 1.0, 25):
            theta_warm = warm.probe(float(Y)).theta
            theta_fresh = HighsYieldLP(lp, reuse=False).probe(float(Y)).theta
            assert theta_warm == pytest.approx(theta_fresh, rel=1e-7, abs=1e-9), (seed, Y)
        assert warm.stats.updates > 0


def test_subsections_partition_the_horizon():
    for seed in range(1, 12, 2):
        inst = _random_instance(seed, finite=True)
        lp = YieldLP(inst)
        for Y in (0.3, 0.6, 0.9, 1.0):
            sub = lp.subsections(Y)
            assert (sub.length >= 0).all()
            assert sub.start[0] == inst.T[0]
            assert sub.start[-1] + sub.length[-1] == pytest.approx(inst.T[-1])
            assert np.all(np.diff(sub.start) >= 0)
            r = lp.release
            assert np.all(sub.deadline > r) and np.all(sub.deadline <= inst.T[-1])
            # subsection sections are the sections containing their mid-points
            mid = sub.middle[sub.length > 0]
            assert np.array_equal(sub.section[sub.length > 0], np.searchsorted(lp.T, mid, side="right") - 1)


# ---------------------------------------------------------------------------------------
# 4. Pyomo model vs highspy probe


def test_pyomo_model_matches_highspy_probe():
    cases = [
        (_random_instance(1, finite=True), (0.35, 0.6, 0.9)),
        (_random_instance(3, finite=True), (0.5, 0.8)),
        (random_instance(5, Workload.synthetic(5), sections=8, p_max=20), (0.3, 0.6, 0.95)),
        (_instance([0, 10, 20, 30], [4, 2, 4], 2, 4, 2, [_job(4, length=10), _job(2)]), (0.6, 0.9)),
    ]
    for inst, Ys in cases:
        lp = HighsYieldLP(YieldLP(inst))
        for Y in Ys:
            theta = lp.probe(Y).theta
            result = solve(build_yield_feasibility(inst, Y))
            assert result.status == SolveStatus.OPTIMAL
            assert result.objective == pytest.approx(theta, rel=1e-7), (inst.name, Y)


# ---------------------------------------------------------------------------------------
# 5. Table 1 (Appendix E.4): LP bound vs area bound on infinite jobs


def _table1_instances():
    for seed in range(10):
        yield random_instance(seed, Workload.synthetic(seed), sections=30, p_max=60)
    if HPC2N.exists():
        wl = Workload.from_swf(HPC2N)
        for seed in (100, 101):
            yield random_instance(seed, wl, sections=30, p_max=60)


def _costly_job(p, cost):
    return {"p": p, "C": cost, "R": cost}


def test_table1_hand_instance_lp_exceeds_overhead_bound_by_the_overhead_area():
    # T = [0, 10, 20], P = (4, 2), P_min = 2, δ = 2; two infinite jobs p = 2 (Load 1),
    # C = R = 1 and C = R = 3, so C_min = R_min = 1.
    # LP (§5.1): both jobs run all of section 1 and half of section 2, Y* = 15/20 = 0.75.
    # §3.4: MW = 60 − R_min·max(0, 4 − 0) − C_min·min(2, 4 − 2) − 0 − C_min·min(2, 2 − 2) = 54,
    # T_y = 54 / 4 = 13.5, bound 13.5 / 20 = 0.675; the LP is above it by 6 / (4·20) = 0.075.
    inst = _instance([0, 10, 20], [4, 2], 2, 4, 2, [_costly_job(2, 1), _costly_job(2, 3)])
    bound = max_min_yield(inst, tolerance=1e-9)
    assert bound.lower == pytest.approx(0.75, abs=1e-8)
    area = area_bounds(inst)
    assert area.useful_area == pytest.approx(54.0)
    assert area.min_yield == pytest.approx(0.675)
    assert yield_bounds(inst)["difference"] == pytest.approx(0.075, abs=1e-8)
    # without checkpoint/recovery costs the two bounds coincide
    free = _instance([0, 10, 20], [4, 2], 2, 4, 2, [_costly_job(2, 0), _costly_job(2, 0)])
    assert yield_bounds(free)["difference"] == pytest.approx(0.0, abs=1e-8)


def test_table1_hand_instance_below_load_one_lp_is_the_tighter_bound():
    # Same platform, jobs p = 2 and p = 1 (Σ p_j = 3 < P_max = 4, Load 0.75), C = R = 1.
    # LP: both run all of section 1; in section 2, 2x + x ≤ 20 → x = 20/3, Y* = (10 + 20/3)/20 = 5/6.
    # §3.4: MW = 54, T_y = 54 / 3 = 18, bound 18/20 = 0.9 > 5/6: the area cannot see that a job
    # uses at most p_j processors (Eq. (6)), so here the LP is below the overhead bound.
    inst = _instance([0, 10, 20], [4, 2], 2, 4, 2, [_costly_job(2, 1), _costly_job(1, 1)])
    result = yield_bounds(inst)
    assert result["lp_bound"] == pytest.approx(5 / 6, abs=1e-6)
    assert result["area_bound"] == pytest.approx(0.9)
    assert result["difference"] == pytest.approx(5 / 6 - 0.9, abs=1e-6)
    assert result["area_bound_no_overheads"] == 1.0  # 60 / (3·20), capped at 1


def test_lp_lies_between_the_two_area_bounds_at_load_one_and_above():
    """Load ≥ 1 (Σ p_j ≥ P_max), infinite jobs: §3.4 with overheads ≤ LP ≤ §3.4 without."""
    for inst in _table1_instances():
        assert not inst.has_finite_jobs
        assert max(j.p for j in inst.jobs) <= inst.platform.P_min
        assert sum(j.p for j in inst.jobs) >= inst.platform.P_max
        result = yield_bounds(inst)
        assert result["area_bound"] <= result["lp_bound"] <= result["area_bound_no_overheads"] + 1e-9
        assert result["difference"] > 1e-4  # C_min ≥ 5: the overhead areas are never negligible


@pytest.mark.parametrize(("seed", "load"), [(0, 4.0), (4, 4.0), (4, 8.0)])
def test_lp_reaches_the_overhead_free_area_on_paper_size_instances(seed, load):
    """400 sections of mean length 800 (a horizon of about 3.2e5), Load 4 or 8, infinite jobs
    with p_j ≤ P_min: θ*(1) = Y* is the overhead-free area bound exactly. These LPs have more
    than IPM_COLUMNS columns (interior-point method). Their duals are about 1/(n·horizon),
    below HiGHS's default optimality tolerance (1e-7), with which it stopped 1.6 %, 7.2 % and
    9.7 % below the optimum on these three; polished by the simplex method at
    OPTIMALITY_TOLERANCE (from the interior-point basis) it is exact."""
    inst = random_instance(seed, Workload.synthetic(seed), avg_section_length=800.0, load=load)
    assert max(j.p for j in inst.jobs) <= inst.platform.P_min <= inst.platform.P_max <= sum(j.p for j in inst.jobs)
    lp = YieldLP(inst)
    assert len(lp.columns(lp.subsections(1.0))[0]) > IPM_COLUMNS
    theta = HighsYieldLP(lp).probe(1.0).theta
    assert theta == pytest.approx(area_bounds(inst, overheads=False).min_yield, rel=1e-9)


def test_lp_equals_overhead_free_area_at_load_one_and_above():
    """Sanity check, not the Table 1 comparison: with Σ p_j ≥ P_max every job can run a
    fraction P_i / Σ p_j of each section, so the LP reaches the overhead-free area bound."""
    for inst in _table1_instances():
        assert abs(yield_bounds(inst)["difference_no_overheads"]) <= 1e-6


# ---------------------------------------------------------------------------------------
# 6. determinism


def test_same_seed_same_instance_and_bound():
    for finite in (False, True):
        a = _random_instance(5, finite)
        b = _random_instance(5, finite)
        assert a.to_dict() == b.to_dict()
        assert a == b
        ba, bb = max_min_yield(a), max_min_yield(b)
        assert (ba.lower, ba.upper) == (bb.lower, bb.upper)
        assert ba.feasible.theta == bb.feasible.theta
        assert (ba.stats.builds, ba.stats.updates) == (bb.stats.builds, bb.stats.updates)
    big_a = random_instance(42, Workload.synthetic(42), sections=30, p_max=60)
    big_b = random_instance(42, Workload.synthetic(42), sections=30, p_max=60)
    assert big_a.to_dict() == big_b.to_dict()
    assert max_min_yield(big_a).lower == max_min_yield(big_b).lower
    other = random_instance(43, Workload.synthetic(43), sections=30, p_max=60)
    assert other.to_dict() != big_a.to_dict()
