"""Risk-aware family: instances, capacity walk and risk, simulator invariants, metrics with
partial credit, the adversary of the zero-goodput theorem, the offline MILP, the family
declaration (parameters, algorithm registry), the CLI and its error contract."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from dataclasses import replace

import numpy as np
import pytest
from invoke import resched
from oracles.riskaware_survival import survival_table
from paths import ROOT

from resched.errors import InstanceError, ModelError, ReschedError
from resched.export import export
from resched.registry import families, load_instance
from resched.riskaware.algorithms import Policy
from resched.riskaware.experiment.adversary import adversary_instance, first_start, play_adversary
from resched.riskaware.family import ALGORITHMS as REGISTRY
from resched.riskaware.generate import random_tiny, random_walk, survival_targets, transition_matrix
from resched.riskaware.instance import (
    COMPLETED,
    KILLED,
    OPEN,
    Capacity,
    Job,
    Platform,
    RiskAwareInstance,
    Schedule,
    from_dict,
)
from resched.riskaware.metrics import evaluate, goodput
from resched.riskaware.models import (
    best_online,
    build_offline_goodput,
    counted_attempts,
    schedule_of,
    solve_offline_goodput,
    write_online_start,
)
from resched.riskaware.params import AUTHORS_POLICIES
from resched.riskaware.simulate import InvariantError, check_schedule, simulate

SHIPPED = sorted((ROOT / "instances" / "riskaware").glob("*.json"))
LONG_AND_SHORT = ROOT / "instances" / "riskaware" / "long-and-short.json"
REGISTERED = [spec.name for spec in REGISTRY]
#: The compiled algorithms (the authors' BSS, BS1, BP1 are tested in test_riskaware_authors.py).
ALGORITHMS = [name for name in REGISTERED if name not in AUTHORS_POLICIES]


def instance(jobs, capacity=((0,), (1,)), machines=1, safe=0, cores=4, horizon=10, period=3):
    """A hand-made instance: ``jobs`` as (release, cores, length)."""
    return RiskAwareInstance(
        "hand",
        Platform(machines, safe, cores, period),
        Capacity(*capacity),
        tuple(Job(f"J{i}", r, c, w) for i, (r, c, w) in enumerate(jobs)),
        horizon,
    )


def log(rows, stopped=100):
    """A Schedule from (job, machine, start, end, kind) rows."""
    columns = np.array(rows, dtype=np.int64).reshape(-1, 5).T
    return Schedule(*columns, stopped=stopped, seconds=0.0)


# --- instances ---------------------------------------------------------------------------


def test_shipped_instances_load_and_round_trip():
    assert len(SHIPPED) >= 4
    for path in SHIPPED:
        inst = load_instance(path)
        assert from_dict(inst.to_dict()) == inst


@pytest.mark.parametrize(
    "change, field",
    [
        (lambda d: d["jobs"][0].update(cores=99), "jobs[0].cores"),
        (lambda d: d["capacity"]["alive"].__setitem__(0, 9), "capacity.alive[0]"),
        (lambda d: d["capacity"].update(times=[1, 4, 7]), "capacity.times[0]"),
        (lambda d: d["jobs"][0].update(length=0), "jobs[0].length"),
        (lambda d: d["platform"].update(safe=5), "platform.safe"),
        (lambda d: d.update(extra=1), "extra"),
    ],
)
def test_bad_instances_name_the_field(change, field):
    data = json.loads((ROOT / "instances" / "riskaware" / "long-and-short.json").read_text())
    change(data)
    with pytest.raises(InstanceError) as error:
        from_dict(data, "x.json")
    assert error.value.field == field


def test_unsorted_jobs_are_rejected():
    with pytest.raises(InstanceError, match="sorted by release"):
        instance([(3, 1, 1), (0, 1, 1)])


# --- capacity walk and risk ----------------------------------------------------------------


def test_transition_matrix_follows_the_slides():
    P = transition_matrix(16, 32)
    assert np.allclose(P.sum(axis=1), 1)
    assert P[5, 4] == P[5, 5] == P[5, 6] == pytest.approx(1 / 3)
    assert P[0, 0] == P[0, 1] == pytest.approx(1 / 2) and P[16, 15] == P[16, 16] == pytest.approx(1 / 2)
    P3 = transition_matrix(0, 10, step=3)
    assert P3[5, 2] == P3[5, 8] == pytest.approx(1 / 9) and P3[1, 0] == pytest.approx(1 / 3)


def test_random_walk_is_seeded_and_bounded():
    walk = random_walk(7, 24, 8, period=4, horizon=4000, step=2)
    assert walk == random_walk(7, 24, 8, period=4, horizon=4000, step=2)
    assert walk != random_walk(8, 24, 8, period=4, horizon=4000, step=2)
    alive = np.array(walk.alive)
    assert alive[0] == 24 and alive.min() >= 16 and alive.max() <= 32
    assert np.abs(np.diff(alive)).max() <= 2 and np.all(np.diff(walk.times) % 4 == 0)
    assert 0.55 < len(walk.times) / (4000 / 4) < 0.78  # a change 2/3 of the periods inside the range
    phases = random_walk(7, 24, 8, period=4, horizon=4000, random_phases=True)
    assert len(set(np.diff(phases.times))) > 4


def test_survival_matches_monte_carlo():
    table = survival_table(2, 6, 1, 5)
    assert np.all(table[4, :2, :] == 1) and np.all(table[4, 4:, :] == 0)  # safe machines / machines off
    assert table[4, 3, 1] == pytest.approx(2 / 3)  # machine 3 survives one step from 4 unless M goes down
    assert np.all(np.diff(table[5, 3, :]) <= 1e-12)
    rng = np.random.default_rng(0)
    cumulative = np.cumsum(transition_matrix(2, 6), axis=1)
    survived = 0
    for _ in range(20_000):
        state, alive = 5, True
        for _ in range(5):
            state = int(np.searchsorted(cumulative[state - 2], rng.random(), side="right")) + 2
            alive &= state > 3
        survived += alive
    assert survived / 20_000 == pytest.approx(table[5, 3, 5], abs=0.015)


def test_survival_targets_send_long_jobs_to_safer_machines():
    targets = survival_targets(16, 32, 1, 72, safety=0.9)
    assert targets[24, 1] == 22  # one period: the top machine goes off with probability 1/3
    assert np.all(np.diff(targets[24, 1:]) <= 0) and targets[24, 72] >= 15
    assert targets[0, 5] == -1


# --- simulator -----------------------------------------------------------------------------


def test_first_fit_backfills_and_first_fit_blocking_waits_for_the_head():
    inst = instance([(0, 3, 5), (1, 3, 2), (1, 1, 2)])

    def start(s, j):
        return int(s.start[s.job == j][0])

    runs = {name: simulate(inst, Policy(name)) for name in ("FirstFit", "FirstFitBlocking", "FirstFitAware")}
    assert (start(runs["FirstFitBlocking"], 1), start(runs["FirstFitBlocking"], 2)) == (5, 5)
    assert (start(runs["FirstFit"], 1), start(runs["FirstFit"], 2)) == (5, 1)
    assert (start(runs["FirstFitAware"], 1), start(runs["FirstFitAware"], 2)) == (5, 1)


def test_first_fit_starts_every_queued_job_that_fits_by_release_date():
    # one 4-core machine until 3, two from 3: the queue is (3 cores, 2 cores, 1 core, 2 cores)
    inst = instance(
        [(0, 4, 6), (0, 3, 4), (1, 2, 4), (1, 1, 4), (2, 2, 2)],
        capacity=((0, 3), (1, 2)),
        machines=2,
        safe=1,
        horizon=20,
    )
    s = simulate(inst, Policy("FirstFit"))
    first = {int(j): (int(m), int(t)) for j, m, t in zip(s.job, s.machine, s.start)}
    # capacity change at 3: by release date, J1 (3 cores) takes the new machine, J2 (2) does
    # not fit beside it, J3 (1 core) does; J4 (2) waits too
    assert first[1] == (1, 3) and first[3] == (1, 3)
    # completion of J0 on machine 0 at 6: J2 and J4 (2 + 2 cores) start there
    assert first[2] == (0, 6) and first[4] == (0, 6)
    blocking = simulate(inst, Policy("FirstFitBlocking"))
    assert int(blocking.start[blocking.job == 3][0]) > 3  # waits behind J2


def test_killed_job_restarts_from_scratch_with_its_release():
    inst = instance([(0, 2, 6)], capacity=((0, 3, 5), (2, 1, 2)), machines=2, safe=1, horizon=20)
    two_jobs = replace(inst, jobs=(Job("filler", 0, 4, 10), Job("victim", 0, 2, 6)))
    for name in ALGORITHMS:
        s = simulate(two_jobs, Policy(name))
        victim = s.job == 1
        if np.any(s.kind[victim] == KILLED):
            assert s.end[victim][s.kind[victim] == KILLED][0] == 3
            assert s.kind[victim][-1] == COMPLETED
        m = evaluate(two_jobs, s, horizon=20)
        assert m.completed == 2 and m.max_stretch >= 1


def test_first_fit_aware_uses_safe_machines_first_and_kills_riskiest():
    inst = instance([(0, 4, 9), (0, 4, 9)], capacity=((0, 4), (2, 1)), machines=2, safe=1, horizon=12)
    s = simulate(inst, Policy("FirstFitAware"))
    rows = sorted(zip(s.job, s.machine, s.start, s.end, s.kind))
    assert rows == [(0, 0, 0, 9, COMPLETED), (1, 0, 9, 18, COMPLETED), (1, 1, 0, 4, KILLED)]


def test_target_asap_keeps_long_jobs_on_safe_machines():
    # 4 machines, 1 safe, the top one goes off after a period: the long job avoids it
    inst = instance(
        [(0, 1, 1)] * 6 + [(0, 2, 40)], capacity=((0,), (4,)), machines=4, safe=1, cores=2, period=2, horizon=50
    )
    s = simulate(inst, Policy("TargetASAP", distance=0))
    long = s.job == 6
    assert s.machine[long][0] == 0
    ffa = simulate(inst, Policy("FirstFitAware"))
    assert ffa.machine[ffa.job == 6][0] == 3  # first fit leaves it the riskiest machine


def test_packed_target_asap_fills_the_first_machine_of_the_pack():
    inst = instance([(0, 1, 3)] * 3, capacity=((0,), (4,)), machines=4, safe=4, cores=4, horizon=10)
    s = simulate(inst, Policy("PackedTargetASAP", pack=4))
    assert set(s.machine) == {0}


@pytest.mark.parametrize("seed", range(12))
def test_invariants_hold_on_random_walks(seed):
    rng = np.random.default_rng(seed)
    n = 150
    release = np.sort(rng.integers(0, 300, n))
    jobs = tuple(
        Job(f"J{i}", int(release[i]), int(rng.choice([1, 2, 4, 8])), int(rng.integers(1, 40))) for i in range(n)
    )
    inst = RiskAwareInstance(
        "walk",
        Platform(8, 2, 8, 5, 2),
        random_walk(seed, 5, 3, 5, 900, step=2, random_phases=seed % 2 == 1),
        jobs,
        horizon=300,
    )
    for name in ALGORITHMS:
        for params in ({}, {"distance": 0, "target_stretch": 1.0, "pack": 3}):
            s = simulate(inst, Policy(name, **params))  # check_schedule runs inside
            m = evaluate(inst, s)
            assert 0 <= m.goodput <= m.utilization <= 1 + 1e-12
            assert m.completed + m.unfinished == n
            again = simulate(inst, Policy(name, **params))
            assert np.array_equal(again.start, s.start)
    # the slides' FirstFitAware handlers give FirstFit's schedule (docs/riskaware.md)
    ff, ffa = (simulate(inst, Policy(name)) for name in ("FirstFit", "FirstFitAware"))
    assert sorted(zip(ff.job, ff.machine, ff.start, ff.end, ff.kind)) == sorted(
        zip(ffa.job, ffa.machine, ffa.start, ffa.end, ffa.kind)
    )


def test_stopped_run_leaves_open_attempts():
    inst = instance([(0, 1, 8)], horizon=4)
    s = simulate(inst, Policy("FirstFitAware"), until=4)
    assert list(s.kind) == [OPEN] and goodput(inst, s) == pytest.approx(4 / 16)
    with pytest.raises(ReschedError, match="stopped"):
        goodput(inst, s, horizon=5)


@pytest.mark.parametrize(
    "rows, message",
    [
        ([(0, 0, 0, 5, COMPLETED), (1, 0, 1, 6, COMPLETED)], "more than n_c"),
        ([(0, 1, 0, 5, COMPLETED)], "machine that is off"),
        ([(0, 0, 0, 2, KILLED)], "killed while its machine stayed on"),
        ([(1, 0, 0, 5, COMPLETED)], "before its job's release"),
        ([(0, 0, 0, 4, COMPLETED)], "does not last"),
        ([(0, 0, 0, 5, COMPLETED), (0, 0, 5, 10, COMPLETED)], "runs again"),
    ],
)
def test_check_schedule_catches_broken_schedules(rows, message):
    inst = instance([(0, 3, 5), (1, 3, 5)], capacity=((0,), (1,)), machines=2, safe=1)
    with pytest.raises(InvariantError, match=message):
        check_schedule(inst, log(rows))


# --- metrics (partial credit, the slides' GOODPUT) -----------------------------------------------------


def test_goodput_partial_credit_by_hand():
    # 2 machines × 4 cores, M_alive = 2 on [0, 6), 1 from 6; T = 10 → capacity 4·(12 + 4) = 64
    inst = instance(
        [(0, 2, 4), (0, 1, 8), (0, 3, 20), (0, 2, 5)], capacity=((0, 6), (2, 1)), machines=2, safe=1, horizon=10
    )
    schedule = log(
        [
            (0, 0, 1, 5, COMPLETED),  # complete by T: 2·4 = 8
            (1, 1, 2, 6, KILLED),  # killed at 6 ≤ T: 0
            (1, 0, 6, 14, COMPLETED),  # running at T: (10 − 6)·1 = 4
            (2, 0, 5, 25, OPEN),  # running at T: (10 − 5)·3 = 15 — cores exceed: not checked here
            (3, 1, 0, 4, KILLED),  # killed: 0 (aborted volume 2·4)
        ],
        stopped=12,
    )
    assert goodput(inst, schedule) == pytest.approx((8 + 4 + 15) / 64)
    m = evaluate(inst, schedule)
    assert m.utilization == pytest.approx((8 + 4 + 4 + 15 + 8) / 64)
    assert m.aborted_volume == pytest.approx((4 + 8) / 3600) and m.aborted_time == pytest.approx(8 / 3600)
    assert m.killed == 2 and m.completed == 2
    # stretch: over the jobs completed by T (resume, the default: J0 only) or over all (restart)
    assert m.max_stretch == m.mean_stretch == pytest.approx(5 / 4)
    restart = evaluate(inst, schedule, window="restart")
    assert restart.max_stretch == pytest.approx(14 / 8) and restart.mean_stretch == pytest.approx((5 / 4 + 14 / 8) / 2)
    assert restart.goodput == m.goodput and restart.utilization == m.utilization


def test_goodput_counts_a_completion_at_T_and_not_a_kill_at_T():
    inst = instance([(0, 1, 5)], horizon=5)
    assert goodput(inst, log([(0, 0, 0, 5, COMPLETED)])) == pytest.approx(5 / 20)
    assert goodput(inst, log([(0, 0, 0, 5, KILLED)])) == 0.0
    assert goodput(inst, log([(0, 0, 1, 6, KILLED)])) == pytest.approx(4 / 20)  # killed after T


# --- the adversary of the zero-goodput theorem ---------------------------------------------------


@pytest.mark.parametrize("K", [3, 5, 12])
@pytest.mark.parametrize("algorithm", list(ALGORITHMS))
def test_adversary_forces_zero_goodput(algorithm, K):
    row = play_adversary(algorithm, K)
    assert row["first_start"] == 0  # every policy here starts τ1 at once
    assert row["online_goodput"] == 0.0
    assert row["offline_status"] == "optimal"
    assert row["offline_goodput"] == pytest.approx((K - 2) / (K - 1))


@pytest.mark.parametrize("s1", [1, 3, None])
def test_adversary_against_a_late_start(s1):
    K = 8
    inst = adversary_instance(K, s1)
    assert inst.capacity.times == (0, K) and len(inst.jobs) == 1
    late = log([(0, 0, s1, K, KILLED)] if s1 is not None else [], stopped=K)
    assert goodput(inst, late) == 0.0
    assert solve_offline_goodput(inst).objective == pytest.approx(1.0)


def test_first_start_of_a_policy():
    assert first_start(Policy("TargetASAP"), 6) == 0
    with pytest.raises(ReschedError):
        adversary_instance(2, 0)


# --- offline MILP -------------------------------------------------------------------------------


def test_offline_model_on_the_long_and_short_instance():
    inst = load_instance(ROOT / "instances" / "riskaware" / "long-and-short.json")
    result = solve_offline_goodput(inst)
    assert result.is_optimal and result.gap == pytest.approx(0, abs=1e-9)
    # T = 10, capacity 4·(2·4 + 1·3 + 2·3) = 68. By hand: machine 1 is off on [4, 7), so the
    # three short jobs fill it on [0, 4) (4 + 6 + 4), "long" takes machine 0 on [0, 8) (32) and
    # "mid" (released at 5) runs on machine 1 from 7 for a partial 2·3 = 6: 52. Completing
    # "mid" instead needs machine 0 from 5 or 6, which cuts "long" to at most 28 (50 < 52).
    assert result.objective == pytest.approx(52 / 68)


@pytest.mark.parametrize("seed", range(25))
def test_online_policies_never_beat_the_offline_optimum(seed):
    inst = random_tiny(seed, machines=3 if seed % 2 else 2, cores=4, n_jobs=5, horizon=10)
    result = solve_offline_goodput(inst)
    assert result.is_optimal
    # the optimal schedule replayed through the metrics gives the same goodput
    chosen = [(int(j[1:]), m, s, s + inst.jobs[int(j[1:])].length) for j, m, s in schedule_of(result)]
    replay = log(
        [(j, m, s, e, COMPLETED if e <= inst.horizon else OPEN) for j, m, s, e in chosen], stopped=inst.horizon
    )
    check_schedule(inst, replay)
    assert goodput(inst, replay) == pytest.approx(result.objective, abs=1e-9)
    for heuristic in families()["riskaware"].checked_heuristics():
        assert heuristic.run(inst) <= result.objective + 1e-9, heuristic.name


def test_offline_model_exports_and_refuses_huge_instances(tmp_path):
    inst = load_instance(SHIPPED[0])
    for suffix in (".lp", ".mps"):
        assert export(build_offline_goodput(inst), tmp_path / f"m{suffix}").stat().st_size > 0
    huge = random_tiny(0, machines=3, cores=4, n_jobs=600, horizon=400)
    with pytest.raises(ModelError, match="small instances"):
        build_offline_goodput(huge)


def test_exact_model_passes_the_solve_options_through():
    from resched.result import SolveOptions

    model = families()["riskaware"].models()[0]
    inst = load_instance(LONG_AND_SHORT)
    report = model.run(inst, SolveOptions(mip_gap=0.0, threads=1))
    assert report.is_optimal and report.objective == pytest.approx(52 / 68)
    cold = model.run(inst, SolveOptions(threads=1, warm_start=False))
    assert cold.start_objective is None and cold.objective == pytest.approx(52 / 68)


@pytest.mark.parametrize("seed", range(8))
def test_offline_model_starts_from_the_best_online_schedule(seed):
    """The start is the best online policy's schedule reduced to the attempts that count at T:
    a feasible point whose objective is that policy's goodput ([CORE-D2])."""
    inst = random_tiny(seed, machines=3, cores=4, n_jobs=6, horizon=12)
    name, online, schedule = best_online(inst)
    assert online == max(h.run(inst) for h in families()["riskaware"].checked_heuristics())
    attempts = counted_attempts(inst, schedule)
    replay = log(
        [
            (
                int(j[1:]),
                m,
                t,
                t + inst.jobs[int(j[1:])].length,
                COMPLETED if t + inst.jobs[int(j[1:])].length <= inst.horizon else OPEN,
            )
            for j, m, t in attempts
        ],
        stopped=inst.horizon,
    )
    assert goodput(inst, replay) == pytest.approx(online, abs=1e-12)
    model = build_offline_goodput(inst)
    assert write_online_start(inst, model) == name
    assert sum(v.value for v in model.x.values()) == len(attempts)
    result = solve_offline_goodput(inst)
    assert result.start_objective == pytest.approx(online, abs=1e-9)
    assert result.is_optimal and result.objective >= online - 1e-9


# --- the family declaration: parameters and algorithm registry ---------------------------------


def test_params_defaults_are_the_slides_setting():
    from resched.riskaware.params import RiskAwareParams

    params = RiskAwareParams()
    assert (params.cores, params.m_avg, params.period, params.step, params.phases, params.tick) == (
        24,
        24,
        1200.0,
        1,
        "fixed",
        300.0,
    )
    assert (params.target_stretch, params.distance, params.pack, params.safety) == (1.5, 2, 4, 0.9)
    assert params.m_range is None and params.resolve().m_range == 8  # round(M_avg / 3)
    assert RiskAwareParams(m_avg=30).resolve().m_range == 10
    assert RiskAwareParams(m_avg=30, m_range=3).resolve().m_range == 3
    assert RiskAwareParams(trace="x.swf").resolve().days is None  # the format (and its window) is read later
    assert params.window == "resume" and RiskAwareParams(window="RESTART").window == "restart"
    assert RiskAwareParams(phases="RANDOM").phases == "random"
    assert RiskAwareParams.field("walk_seed").role == "instance"
    assert {i.name for i in RiskAwareParams.info() if i.role == "algorithm"} == {
        "target_stretch",
        "distance",
        "pack",
        "safety",
    }


@pytest.mark.parametrize(
    "values, field",
    [
        ({"period": -5}, "period"),
        ({"tick": -1}, "tick"),
        ({"tick": 0}, "tick"),
        ({"safety": 0}, "safety"),
        ({"m_avg": 24, "m_range": 25}, "m_range"),
        ({"cores": 0}, "cores"),
        ({"load": float("inf")}, "load"),
        ({"target_stretch": 0.5}, "target_stretch"),
        ({"phases": "sometimes"}, "phases"),
        ({"m_avg": 10**6}, "m_avg"),
    ],
)
def test_params_range_errors_name_the_field(values, field):
    from resched.params import ParameterError
    from resched.riskaware.params import RiskAwareParams

    with pytest.raises(ParameterError) as error:
        RiskAwareParams.from_mapping(values)
    assert error.value.name == field and f"--{field.replace('_', '-')}" in str(error.value)


def test_params_unknown_key_names_the_valid_ones():
    from resched.riskaware.params import RiskAwareParams

    for old in ("nc", "random_phases", "walk", "n"):
        with pytest.raises(ReschedError, match="valid: trace, days, load, cores, m_avg, m_range") as error:
            RiskAwareParams.from_mapping({old: 1})
        assert repr(old) in str(error.value)


def test_registry_lookup_aliases_and_unknown_names():
    assert [s.name for s in REGISTRY] == [
        "FirstFit",
        "FirstFitBlocking",
        "FirstFitAware",
        "TargetStretch",
        "TargetASAP",
        "PackedTargetASAP",
        "BSS",
        "BS1",
        "BP1",
    ]
    assert REGISTRY.resolve("ffb").name == "FirstFitBlocking"
    assert REGISTRY.resolve("targetasap").name == "TargetASAP"
    assert REGISTRY.resolve("PTA").name == "PackedTargetASAP" and REGISTRY.resolve("fcfs").name == "FirstFit"
    assert REGISTRY.resolve("TargetStretch").trait("queues") == "per-machine"
    assert not REGISTRY.resolve("FirstFitAware").trait("risk_aware")
    with pytest.raises(ReschedError, match="known: FirstFit, FirstFitBlocking, FirstFitAware, TargetStretch"):
        REGISTRY.resolve("Best")
    assert Policy("ta").algorithm == "TargetASAP"
    with pytest.raises(ReschedError, match="unknown riskaware algorithm"):
        Policy("Best")


def test_the_registry_declares_the_kernel_algorithms_in_order_with_their_aliases():
    from resched.riskaware.algorithms import KERNEL_CODES
    from resched.riskaware.params import ALGORITHM_NAMES

    assert list(KERNEL_CODES) == list(ALGORITHM_NAMES) == ALGORITHMS
    assert all(spec.aliases == ALGORITHM_NAMES.get(spec.name, ()) for spec in REGISTRY)


def test_run_task_returns_a_run_whose_row_is_the_metrics_in_order():
    from resched.declarations import Run, Task
    from resched.riskaware.experiment import run_task
    from resched.riskaware.metrics import RiskAwareMetrics
    from resched.riskaware.params import RiskAwareParams

    inst = load_instance(LONG_AND_SHORT)
    run = run_task(Task("riskaware", RiskAwareParams().resolve(), 1, REGISTRY.resolve("TA"), None, inst))
    assert isinstance(run, Run) and isinstance(run.metrics, RiskAwareMetrics)
    assert (run.algorithm, run.instance) == ("TargetASAP", inst.name) and not run.extras
    row = run.to_row()
    assert list(row) == [f.name for f in dataclasses.fields(RiskAwareMetrics)]
    assert row["instance"] == inst.name and row["goodput"] == pytest.approx(0.7647058823529411)


def test_importing_the_simulator_loads_no_plotting_solver_or_dataframe_library():
    code = (
        "import sys, resched.riskaware, resched.riskaware.simulate, resched.riskaware.algorithms, "
        "resched.riskaware.metrics, resched.riskaware.experiment, resched.cli.riskaware; "
        "print([m for m in ('matplotlib', 'pyomo', 'pandas', 'dask') if m in sys.modules])"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0 and run.stdout.strip() == "[]", run.stdout + run.stderr


# --- CLI: JSON envelopes -----------------------------------------------------------------------

ENVELOPE = {"command", "version", "params", "results", "seconds"}


def test_cli_simulate_instance_json_envelope():
    run = resched("riskaware", "simulate", LONG_AND_SHORT, "-a", "TargetASAP", "-a", "ff", "--json")
    assert run.exit_code == 0, run.stderr
    envelope = run.envelope
    assert ENVELOPE <= set(envelope) and envelope["command"] == "riskaware simulate"
    assert envelope["params"]["instance"] == str(LONG_AND_SHORT) and envelope["params"]["safety"] == 0.9
    assert [r["algorithm"] for r in run.results] == ["TargetASAP", "FirstFit"]
    metrics = {"goodput", "utilization", "max_stretch", "mean_stretch", "aborted_volume", "aborted_time", "seconds"}
    assert all(metrics <= set(r) for r in run.results)
    assert run.results[0]["goodput"] == pytest.approx(0.7647058823529411)


def test_cli_simulate_trace_and_capacity_file(tmp_path):
    trace = tmp_path / "borg-tiny.txt"
    trace.write_text("1 0 900 2 release\n2 300 600 4 release\n3 0 3600 1 running\n4 1200 300 8 release\n")
    run = resched(
        "riskaware",
        "simulate",
        "--trace",
        trace,
        "--m-avg",
        "3",
        "--cores",
        "8",
        "-a",
        "TargetASAP",
        "--walk-seed",
        "4",
        "--json",
    )
    assert run.exit_code == 0, run.stderr
    result = run.results[0]
    assert result["jobs"] == 4 and result["window_days"] == 1.0 and result["instance"] == "borg-tiny-s4"
    assert run.envelope["params"]["m_range"] == 1 and run.envelope["params"]["walk_seed"] == 4
    capacity = tmp_path / "capacity.json"
    capacity.write_text(json.dumps({"times": [0, 600, 1800], "alive": [4, 2, 3]}))
    run = resched(
        "riskaware", "simulate", "--trace", trace, "--m-avg", "3", "--cores", "8", "--capacity-file", capacity, "--json"
    )
    assert run.exit_code == 0, run.stderr
    assert run.results[0]["completed"] == 4
    old = resched("riskaware", "simulate", "--trace", trace, "--m-avg", "3", "--nc", "8", "--random-phases", "--json")
    assert old.exit_code == 0 and "--nc is deprecated, use --cores" in old.stderr
    assert old.envelope["params"]["cores"] == 8 and old.envelope["params"]["phases"] == "random"


def test_cli_adversary_and_generate_json_envelopes(tmp_path):
    run = resched("riskaware", "adversary", "--first-job-length", "5", "--json")
    assert run.exit_code == 0, run.stderr
    assert ENVELOPE <= set(run.envelope) and run.envelope["params"]["first_job_length"] == 5
    assert [r["algorithm"] for r in run.results] == ALGORITHMS
    assert all(r["online_goodput"] == 0 and r["offline_goodput"] == pytest.approx(3 / 4) for r in run.results)
    old = resched("riskaware", "adversary", "-k", "5", "-a", "FirstFit", "--json")
    assert old.exit_code == 0 and old.results[0]["first_job_length"] == 5 and "deprecated" in old.stderr
    out = tmp_path / "sub" / "tiny.json"
    run = resched("riskaware", "generate", "-o", out, "--seed", "3", "--cores", "4", "--json")
    assert run.exit_code == 0, run.stderr
    assert ENVELOPE <= set(run.envelope) and run.results[0]["file"] == str(out)
    assert load_instance(out).to_dict() == random_tiny(3).to_dict()
    assert resched("solve", out, "--json").exit_code == 0


def test_cli_params_and_algorithms_verbs():
    run = resched("riskaware", "params", "--json")
    assert run.exit_code == 0 and {r["name"] for r in run.results} >= {"trace", "cores", "m_range", "walk_seed"}
    run = resched("riskaware", "algorithms", "--json")
    assert run.exit_code == 0 and [r["name"] for r in run.results] == REGISTERED == [*ALGORITHMS, *AUTHORS_POLICIES]


# --- CLI: bad input is a one-line error with exit code 2, never a traceback or a crash --------------

BORG_LINES = "1 0 900 2 release\n2 300 600 4 release\n"


@pytest.mark.parametrize(
    "line, reason",
    [
        ("3 600 inf 2 release", "finite"),  # [CORE-D1]: an infinite length crashed the interpreter
        ("3 600 nan 2 release", "finite"),
        ("3 600 -5 2 release", "length > 0"),
        ("3 600 300 1.5 release", "integer cores"),
        ("3 600 300 1e300 release", "integer cores"),
        ("3 600 300 2 finished", "release or running, got 'finished'"),
        ("3 600 300", "got 3 fields"),
        ("3 600 300 2 release extra", "got 6 fields"),
        ("3 six 300 2 release", "with numbers"),
        ("3 1e30 300 2 release", "ticks"),  # a date far in the future: bounded, not a hang
        ("3 600 1e15 2 release", "ticks"),  # a huge finite length: bounded, not an OOM
        ("3 600 300 64 release", "more than n_c"),
    ],
)
def test_bad_borg_lines_are_clean_errors(tmp_path, line, reason):
    trace = tmp_path / "borg-bad.txt"
    trace.write_text(BORG_LINES + line + "\n")
    run = resched("riskaware", "simulate", "-a", "TargetASAP", "--trace", trace, "--json")
    assert run.exit_code == 2, run.stderr
    assert run.stderr.count("\n") == 1 and reason in run.stderr and "Traceback" not in run.stderr


def test_bad_simulate_inputs_are_clean_errors(tmp_path):
    borg = tmp_path / "borg-ok.txt"
    borg.write_text(BORG_LINES)
    binary = tmp_path / "borg-binary.txt"
    binary.write_bytes(b"\xff\xfe\x00\x01" * 50)
    empty = tmp_path / "borg-empty.txt"
    empty.write_text("")
    swf = tmp_path / "kth.swf"
    swf.write_text("1 0 -1 100 4 -1 -1 4 -1 -1 1 -1 -1 -1 -1 -1 -1 -1\n")
    big = tmp_path / "wide.swf"
    big.write_text("1 0 -1 100 64 -1 -1 64 -1 -1 1 -1 -1 -1 -1 -1 -1 -1\n")
    bad_capacity = tmp_path / "capacity.json"
    bad_capacity.write_text(json.dumps({"times": [0, 600], "alive": [4, 99]}))
    instance = json.loads(LONG_AND_SHORT.read_text())
    instance["jobs"][0]["length"] = 10**12
    huge = tmp_path / "huge.json"
    huge.write_text(json.dumps(instance))
    cases = [
        (["--trace", tmp_path / "missing.txt"], "no such trace file"),
        (["--trace", tmp_path], "is a directory"),
        (["--trace", binary], "not a text file"),
        (["--trace", empty], "empty"),
        (["--trace", big], "no job of at most 24 processors"),
        (["--trace", swf, "--capacity-file", bad_capacity], "capacity.json"),
        (["--trace", borg, "--capacity-file", tmp_path / "none.json"], "no such capacity file"),
        (["--trace", borg, "--period", "-5"], "--period"),
        (["--trace", borg, "--tick", "-300"], "--tick"),
        (["--trace", borg, "--tick", "nan"], "--tick"),
        (["--trace", borg, "--m-range", "30"], "--m-range"),
        (["--trace", borg, "--phases", "sometimes"], "--phases"),
        (["--trace", borg, "--days", "0"], "--days"),
        (["--trace", borg, "--safety", "2"], "--safety"),
        (["--trace", borg, "--jobs", "3"], "no such option"),
        (["--trace", borg, "-a", "Best"], "unknown riskaware algorithm"),
        (["--trace", borg, "--seed", "-1"], "--seed"),
        ([], "give a job trace"),
        ([LONG_AND_SHORT, "--cores", "8"], "do not combine with INSTANCE"),
        ([tmp_path / "missing.json"], "no such instance file"),
        ([huge], "must be <="),
    ]
    for args, message in cases:
        run = resched("riskaware", "simulate", *args, "--json")
        assert run.exit_code == 2, (args, run.stderr)
        assert message.lower() in run.stderr.lower() and "Traceback" not in run.stderr, (args, run.stderr)
        assert run.stdout == "", args


def test_bad_generate_and_adversary_inputs_are_clean_errors(tmp_path):
    (tmp_path / "folder.json").mkdir()
    cases = [
        (["generate", "-o", tmp_path / "a.json", "--horizon", "1"], "--horizon"),
        (["generate", "-o", tmp_path / "a.json", "--machines", "0"], "--machines"),
        (["generate", "-o", tmp_path / "a.json", "--jobs", "-3"], "--jobs"),
        (["generate", "-o", tmp_path / "a.json", "--jobs", "10000000"], "--jobs"),
        (["generate", "-o", tmp_path / "a.json", "--cores", "x"], "--cores"),
        (["generate", "-o", tmp_path / "a.json", "--seed", "-1"], "--seed"),
        (["generate", "-o", tmp_path / "folder.json"], "is a directory"),
        (["generate"], "--output"),
        (["adversary", "--first-job-length", "2"], "--first-job-length"),
        (["adversary", "-a", "nope"], "unknown riskaware algorithm"),
    ]
    for args, message in cases:
        run = resched("riskaware", *args)
        assert run.exit_code == 2, (args, run.stderr)
        assert message.lower() in run.stderr.lower() and "Traceback" not in run.stderr, (args, run.stderr)


def test_the_compiled_loop_never_sees_unchecked_inputs():
    inst = instance([(0, 1, 3)])
    broken = replace(inst, jobs=(Job("J0", 0, 1, 3),))
    object.__setattr__(broken, "jobs", (Job("J0", 0, 1, -3),))  # around the instance's own validation
    broken.__dict__.pop("arrays", None)
    with pytest.raises(ReschedError, match="length outside"):
        simulate(broken, Policy("TargetASAP"))
    wide = instance([(0, 1, 10**8)], horizon=5, period=1)
    with pytest.raises(ReschedError, match="walk periods"):
        simulate(wide, Policy("TargetASAP"))


# --- sweep summary and figures -------------------------------------------------------------------


def _rows():
    from resched.riskaware.experiment.figures import METRICS

    rows = []
    for walk, (ff, ta) in enumerate([(0.8, 0.88), (0.9, 0.9)]):
        for algorithm, g in (("FirstFit", ff), ("TargetASAP", ta)):
            rows.append(
                {
                    "grid": ["period", "walk_seed"],
                    "period": 1200,
                    "walk_seed": walk,
                    "replicate": 0,
                    "algorithm": algorithm,
                    **{m: g for m in METRICS},
                }
            )
    return rows


def test_summary_averages_walks_and_matches_gains_walk_by_walk():
    from resched.riskaware.experiment.figures import summarize

    table, varying = summarize(_rows())
    assert varying == [] and len(table) == 2
    row = table[table["algorithm"] == "TargetASAP"].iloc[0]
    assert row["goodput"] == pytest.approx(0.89) and row["gain_over_FirstFit"] == pytest.approx(0.05)


def test_metric_panels_draw_on_given_axes(tmp_path):
    from resched.plot.style import figure
    from resched.riskaware.experiment.figures import metric_panels, plot_sweep, summarize

    rows = [dict(r, period=p, grid=["period", "walk_seed"]) for p in (600, 1200) for r in _rows()]
    table, varying = summarize(rows)
    assert varying == ["period"]
    fig, axes = figure(2, 3)
    assert metric_panels(table, "period", axes=axes) is fig
    first = axes.flat[0]
    assert first.get_xlabel() == "period (seconds)" and first.get_ylabel().startswith("GOODPUT(T)")
    lines = first.get_lines()
    assert [line.get_label() for line in lines] == ["FirstFit", "TargetASAP"]
    assert lines[0].get_marker() != lines[1].get_marker() and lines[0].get_color() != lines[1].get_color()
    written = {p.name for p in plot_sweep(tmp_path, rows)}
    assert written == {"summary.csv", "by-period.png", "by-period.pdf"}


def test_a_sweep_setting_a_generate_only_parameter_is_refused_when_loaded(tmp_path):
    from resched.experiments.spec import load_spec

    spec = tmp_path / "bad.toml"
    spec.write_text('family = "riskaware"\nalgorithms = ["TargetASAP"]\n[grid]\njobs = [10]\n')
    with pytest.raises(ReschedError, match=r"jobs .*generate"):
        load_spec(spec)
    spec.write_text('family = "riskaware"\nalgorithms = ["TargetASAP"]\n[grid]\nnc = [10]\n')
    with pytest.raises(ReschedError, match="unknown riskaware parameter 'nc'"):
        load_spec(spec)
