"""Risk-aware family: instances, capacity walk and risk, simulator invariants, metrics with
partial credit, the adversary of the zero-goodput theorem, the offline MILP and the CLI."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

from resched.cli.main import app
from resched.errors import InstanceError, ModelError, ReschedError
from resched.export import export
from resched.registry import families, load_instance
from resched.riskaware.adversary import adversary_instance, first_start, play_adversary
from resched.riskaware.capacity import (
    random_walk, survival_table, survival_targets, transition_matrix,
)
from resched.riskaware.generate import random_tiny
from resched.riskaware.instance import Capacity, Job, Platform, RiskAwareInstance, from_dict
from resched.riskaware.kernels import COMPLETED, KILLED, OPEN
from resched.riskaware.metrics import evaluate, goodput
from resched.riskaware.models import build_offline_goodput, schedule_of, solve_offline_goodput
from resched.riskaware.simulate import ALGORITHMS, InvariantError, Policy, Schedule, check_schedule, simulate

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = sorted((ROOT / "instances" / "riskaware").glob("*.json"))


def instance(jobs, capacity=((0,), (1,)), machines=1, safe=0, cores=4, horizon=10, period=3):
    """A hand-made instance: ``jobs`` as (release, cores, length)."""
    return RiskAwareInstance(
        "hand", Platform(machines, safe, cores, period), Capacity(*capacity),
        tuple(Job(f"J{i}", r, c, w) for i, (r, c, w) in enumerate(jobs)), horizon)


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


@pytest.mark.parametrize("change, field", [
    (lambda d: d["jobs"][0].update(cores=99), "jobs[0].cores"),
    (lambda d: d["capacity"]["alive"].__setitem__(0, 9), "capacity.alive[0]"),
    (lambda d: d["capacity"].update(times=[1, 4, 7]), "capacity.times[0]"),
    (lambda d: d["jobs"][0].update(length=0), "jobs[0].length"),
    (lambda d: d["platform"].update(safe=5), "platform.safe"),
    (lambda d: d.update(extra=1), "extra"),
])
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

def test_first_fit_blocks_on_the_head_but_first_fit_aware_backfills():
    inst = instance([(0, 3, 5), (1, 3, 2), (1, 1, 2)])
    ff = simulate(inst, Policy("FirstFit"))
    ffa = simulate(inst, Policy("FirstFitAware"))
    start = lambda s, j: int(s.start[s.job == j][0])  # noqa: E731
    assert (start(ff, 1), start(ff, 2)) == (5, 5)
    assert (start(ffa, 1), start(ffa, 2)) == (5, 1)


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
    inst = instance([(0, 1, 1)] * 6 + [(0, 2, 40)], capacity=((0,), (4,)), machines=4, safe=1, cores=2,
                    period=2, horizon=50)
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
    jobs = tuple(Job(f"J{i}", int(release[i]), int(rng.choice([1, 2, 4, 8])), int(rng.integers(1, 40)))
                 for i in range(n))
    inst = RiskAwareInstance("walk", Platform(8, 2, 8, 5, 2), random_walk(seed, 5, 3, 5, 900, step=2,
                             random_phases=seed % 2 == 1), jobs, horizon=300)
    for name in ALGORITHMS:
        for params in ({}, {"distance": 0, "target_stretch": 1.0, "pack": 3}):
            s = simulate(inst, Policy(name, **params))  # check_schedule runs inside
            m = evaluate(inst, s)
            assert 0 <= m.goodput <= m.utilization <= 1 + 1e-12
            assert m.completed + m.unfinished == n
            again = simulate(inst, Policy(name, **params))
            assert np.array_equal(again.start, s.start)


def test_stopped_run_leaves_open_attempts():
    inst = instance([(0, 1, 8)], horizon=4)
    s = simulate(inst, Policy("FirstFitAware"), until=4)
    assert list(s.kind) == [OPEN] and goodput(inst, s) == pytest.approx(4 / 16)
    with pytest.raises(ReschedError, match="stopped"):
        goodput(inst, s, horizon=5)


@pytest.mark.parametrize("rows, message", [
    ([(0, 0, 0, 5, COMPLETED), (1, 0, 1, 6, COMPLETED)], "more than n_c"),
    ([(0, 1, 0, 5, COMPLETED)], "machine that is off"),
    ([(0, 0, 0, 2, KILLED)], "killed while its machine stayed on"),
    ([(1, 0, 0, 5, COMPLETED)], "before its job's release"),
    ([(0, 0, 0, 4, COMPLETED)], "does not last"),
    ([(0, 0, 0, 5, COMPLETED), (0, 0, 5, 10, COMPLETED)], "runs again"),
])
def test_check_schedule_catches_broken_schedules(rows, message):
    inst = instance([(0, 3, 5), (1, 3, 5)], capacity=((0,), (1,)), machines=2, safe=1)
    with pytest.raises(InvariantError, match=message):
        check_schedule(inst, log(rows))


# --- metrics (partial credit, spec B.4.2) -----------------------------------------------------

def test_goodput_partial_credit_by_hand():
    # 2 machines × 4 cores, M_alive = 2 on [0, 6), 1 from 6; T = 10 → capacity 4·(12 + 4) = 64
    inst = instance([(0, 2, 4), (0, 1, 8), (0, 3, 20), (0, 2, 5)], capacity=((0, 6), (2, 1)),
                    machines=2, safe=1, horizon=10)
    schedule = log([
        (0, 0, 1, 5, COMPLETED),   # complete by T: 2·4 = 8
        (1, 1, 2, 6, KILLED),      # killed at 6 ≤ T: 0
        (1, 0, 6, 14, COMPLETED),  # running at T: (10 − 6)·1 = 4
        (2, 0, 5, 25, OPEN),       # running at T: (10 − 5)·3 = 15 — cores exceed: not checked here
        (3, 1, 0, 4, KILLED),      # killed: 0 (aborted volume 2·4)
    ], stopped=12)
    assert goodput(inst, schedule) == pytest.approx((8 + 4 + 15) / 64)
    m = evaluate(inst, schedule)
    assert m.utilization == pytest.approx((8 + 4 + 4 + 15 + 8) / 64)
    assert m.aborted_volume == pytest.approx((4 + 8) / 3600) and m.aborted_time == pytest.approx(8 / 3600)
    assert m.killed == 2 and m.completed == 2 and m.max_stretch == pytest.approx(14 / 8)


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
    replay = log([(j, m, s, e, COMPLETED if e <= inst.horizon else OPEN) for j, m, s, e in chosen],
                 stopped=inst.horizon)
    check_schedule(inst, replay)
    assert goodput(inst, replay) == pytest.approx(result.objective, abs=1e-9)
    for heuristic in families()["riskaware"].heuristics:
        assert heuristic.run(inst) <= result.objective + 1e-9, heuristic.name


def test_offline_model_exports_and_refuses_huge_instances(tmp_path):
    inst = load_instance(SHIPPED[0])
    for suffix in (".lp", ".mps"):
        assert export(build_offline_goodput(inst), tmp_path / f"m{suffix}").stat().st_size > 0
    huge = random_tiny(0, machines=3, cores=4, n_jobs=600, horizon=400)
    with pytest.raises(ModelError, match="small instances"):
        build_offline_goodput(huge)


# --- CLI ----------------------------------------------------------------------------------------

def test_cli_simulate_instance_adversary_and_errors(tmp_path):
    runner = CliRunner()
    shipped = str(ROOT / "instances" / "riskaware" / "long-and-short.json")
    result = runner.invoke(app, ["riskaware", "simulate", "--instance", shipped, "-a", "TargetASAP", "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert {"goodput", "utilization", "max_stretch", "mean_stretch", "aborted_volume", "aborted_time"} <= set(report)
    result = runner.invoke(app, ["riskaware", "adversary", "-k", "5", "--json"])
    assert result.exit_code == 0 and all(r["online_goodput"] == 0 for r in json.loads(result.output))
    out = tmp_path / "tiny.json"
    result = runner.invoke(app, ["riskaware", "generate", "-o", str(out), "--seed", "3", "--json"])
    assert result.exit_code == 0 and load_instance(out).name == "tiny-s3"
    with pytest.raises(ReschedError, match="unknown algorithm"):
        runner.invoke(app, ["riskaware", "simulate", "--instance", shipped, "-a", "Best"], catch_exceptions=False)
    with pytest.raises(ReschedError, match="exactly one"):
        runner.invoke(app, ["riskaware", "simulate", "-a", "FirstFit"], catch_exceptions=False)


# --- sweep summary -------------------------------------------------------------------------------

def test_summary_averages_walks_and_matches_gains_walk_by_walk():
    from resched.plot.riskaware import METRICS, summarize

    rows = []
    for walk, (ff, ta) in enumerate([(0.8, 0.88), (0.9, 0.9)]):
        for algorithm, g in (("FirstFit", ff), ("TargetASAP", ta)):
            rows.append({"grid": ["period", "walk_seed"], "period": 1200, "walk_seed": walk, "instance": 0,
                         "algorithm": algorithm, **{m: g for m in METRICS}})
    table, varying = summarize(rows)
    assert varying == [] and len(table) == 2
    row = table[table["algorithm"] == "TargetASAP"].iloc[0]
    assert row["goodput"] == pytest.approx(0.89) and row["gain_over_FirstFit"] == pytest.approx(0.05)
