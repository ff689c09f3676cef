"""Batch family: toy example of §4.2.2, numeric oracles derived from the thesis' formulas, the planner kernel
against a brute force, the failure-free MILPs against BASELINE, instance loading, the
parameter class and the algorithm registries, the simulator's bounds and the SWF reader's
handling of unknown (−1) values."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
from oracles.batch_plan import plan_reference
from paths import ROOT

from resched.batch import BASELINE, FAMILY, SFSJ, simulate, strategy
from resched.batch.algorithms.kernels import plan
from resched.batch.family import ALGORITHMS, REPLAY_ALGORITHMS
from resched.batch.generate import SYNTHETIC_COUNTS, synthetic_interarrival, synthetic_workload
from resched.batch.instance import from_dict
from resched.batch.instance.checkpoint import (
    Pattern,
    inflate,
    next_checkpoint,
    proactive_checkpoint,
    restart_from_checkpoint,
    resubmission,
    young_daly_period,
)
from resched.batch.metrics import decomposition, evaluate, thesis_bins
from resched.batch.models import baseline_flows, is_small_fault_free, solve_max_flow, solve_weighted_flow
from resched.batch.params import REPLAY_STRATEGIES, STRATEGY_NAMES, BatchParams, ReplayParams
from resched.errors import InstanceError, ReschedError
from resched.params import ParameterError
from resched.registry import load_instance
from resched.result import SolveOptions, SolveStatus

INSTANCES = sorted((ROOT / "instances" / "batch").glob("*.json"))
HOUR = 3600.0


def toy(failures=((1, 2),)):
    data = json.loads((ROOT / "instances" / "batch" / "toy-failure.json").read_text())
    data["failures"] = [list(f) for f in failures]
    return from_dict(data)


# -- toy example (Fig. 4.2, Table I) ---------------------------------------------------------------
def test_toy_without_failure_matches_figure_4_2a():
    result = simulate(toy(()), BASELINE)
    assert result.flows.tolist() == [8, 5, 10, 20, 7]


def test_toy_baseline_flows_8_5_15_25_3():
    result = simulate(toy(), BASELINE)
    assert result.flows.tolist() == [8, 5, 15, 25, 3]
    m = evaluate(result)
    assert m.flows.max[-1] == 25 and m.flows.mean[-1] == pytest.approx(11.2)
    assert m.flows.weighted[-1] == pytest.approx(256 / 15)


def test_toy_sfsj_flows_8_11_11_21_10_and_victim_is_j2():
    result = simulate(toy(), SFSJ)
    assert result.flows.tolist() == [8, 11, 11, 21, 10]
    ((failed, victim),) = result.victims
    assert (failed.job, victim.job) == (2, 1)
    restart = [a for a in result.attempts if a.job == 2][1]
    assert restart.start == 1 and 1 in restart.nodes  # J3 restarts at once on the stolen P2
    m = evaluate(result)
    assert m.flows.max[-1] == 21 and m.flows.mean[-1] == pytest.approx(12.2)
    assert m.flows.weighted[-1] == pytest.approx(221 / 15)


def test_toy_derived_decomposition_oracles():
    base = decomposition(simulate(toy(), BASELINE), (0, 25))
    steal = decomposition(simulate(toy(), SFSJ), (0, 21))
    assert base["useful"] == pytest.approx(135) and steal["useful"] == pytest.approx(135)
    assert base["idle"] == pytest.approx(54) and steal["idle"] == pytest.approx(21)
    assert base["failure_waste"] == pytest.approx(6)
    assert steal["failure_waste"] == pytest.approx(6) and steal["stealing_waste"] == pytest.approx(1)


# -- numeric oracles (derived from the thesis' formulas) -------------------------------------------------------------------
@pytest.mark.parametrize(
    "p, hours",
    [
        (1, 90.51),
        (2, 64),
        (8, 32),
        (32, 16),
        (128, 8),
        (512, 4),
        (2048, 2),
        (8192, 1),
        (32768, 0.5),
        (49000, 1472 / 3600),
    ],
)
def test_young_daly_periods_on_mira(p, hours):
    assert young_daly_period(49152 * HOUR, p, 300) / HOUR == pytest.approx(hours, rel=1e-3)


def test_inflation_p512():
    period = young_daly_period(49152 * HOUR, 512, 300)
    assert inflate(10 * HOUR, period, 300) == pytest.approx(10 * HOUR + 600)
    assert inflate(12 * HOUR, period, 300) == pytest.approx(12 * HOUR + 900)


def test_restart_formula_t1():
    initial = Pattern(0, 100, 100, 10, 5)
    cut = restart_from_checkpoint(initial, 250)
    assert (cut.t_useful, cut.pattern.T_first, cut.pattern.R_first) == (220, 100, 5)
    assert resubmission(1100, 1100, 0, cut)[0] == 885
    assert 250 - 0 - cut.t_useful == 30  # lost work
    cut = restart_from_checkpoint(initial, 90)
    assert (cut.t_useful, cut.pattern.R_first, resubmission(1100, 1100, 0, cut)[0]) == (0, 0, 1100)


@pytest.mark.parametrize(
    "t_run, useful, first, ckpt", [(50, 50, 50, 10), (105, 110, 100, 5), (150, 150, 60, 10), (325, 330, 100, 5)]
)
def test_proactive_checkpoint_t2_cases(t_run, useful, first, ckpt):
    cut = proactive_checkpoint(Pattern(0, 100, 100, 10, 5), t_run)
    assert (cut.t_useful, cut.pattern.T_first, cut.t_checkpoint) == (useful, first, ckpt)
    assert cut.pattern.R_first == 5


def test_proactive_checkpoint_t2_case1_in_recovery():
    cut = proactive_checkpoint(Pattern(5, 60, 100, 10, 5), 3)
    assert (cut.t_useful, cut.t_checkpoint, cut.pattern.T_first) == (0, 0, 60)


@pytest.mark.parametrize("t_run, useful, ckpt", [(50, 110, 65), (200, 220, 25), (4, 0, 0)])
def test_next_checkpoint_t3(t_run, useful, ckpt):
    cut = next_checkpoint(Pattern(5, 100, 100, 10, 5), t_run)
    assert (cut.t_useful, cut.t_checkpoint) == (useful, ckpt)


def test_resubmission_does_not_count_recovery_twice():
    cut = restart_from_checkpoint(Pattern(5, 100, 100, 10, 5), 300)  # t_first 115, k = 1
    assert cut.t_useful == 220
    assert resubmission(1105, 1105, 5, cut) == (1105 + 5 - 5 - 220,) * 2


def test_synthetic_workload_oracles():
    assert synthetic_interarrival() == pytest.approx(173.72, abs=0.01)
    assert sum(SYNTHETIC_COUNTS) == 1000
    assert sum(n * 2**i for i, n in enumerate(SYNTHETIC_COUNTS)) == 5868
    w = synthetic_workload(3)
    assert len(w.sizes) == 1000 and w.nodes == 128
    assert np.bincount(np.log2(w.sizes).astype(int)).tolist() == list(SYNTHETIC_COUNTS)
    assert (w.run_times >= 60).all() and (w.run_times <= 7140).all()
    assert (w.walltimes >= w.run_times).all() and (w.walltimes <= 5 * w.run_times).all()
    assert np.array_equal(w.releases, synthetic_workload(3).releases)


def test_thesis_bins_are_exact_on_mira():
    assert thesis_bins(49152) == (128, 512, 2048, 8192, 32768)


# -- planner kernel ---------------------------------------------------------------------------------
def test_planner_matches_brute_force_on_random_integer_inputs():
    rng = np.random.default_rng(7)
    for _ in range(300):
        nodes = int(rng.integers(1, 12))
        busy = int(rng.integers(0, nodes + 1))
        parts = rng.integers(1, 4, size=rng.integers(0, 4))
        parts = parts[np.cumsum(parts) <= busy]
        times = rng.integers(1, 15, len(parts)).astype(float)
        counts = parts.astype(np.int64)
        free_now = nodes - int(counts.sum())
        n = int(rng.integers(1, 10))
        sizes = rng.integers(1, nodes + 1, n).astype(np.int64)
        walls = rng.integers(1, 8, n).astype(float)
        got = plan(0.0, free_now, times, counts, sizes, walls, False)
        want = plan_reference(0, free_now, times.tolist(), counts.tolist(), sizes.tolist(), walls.tolist())
        assert np.array_equal(got, want)
        truncated = plan(0.0, free_now, times, counts, sizes, walls, True)
        assert np.array_equal(truncated <= 0, got <= 0)  # same launches with early stop


def test_planned_starts_do_not_depend_on_later_jobs():
    rng = np.random.default_rng(3)
    sizes = rng.integers(1, 9, 30).astype(np.int64)
    walls = rng.uniform(1, 20, 30)
    times, counts = np.array([3.0, 7.0]), np.array([2, 3], dtype=np.int64)
    full = plan(0.0, 3, times, counts, sizes, walls, False)
    for k in (1, 10, 20):
        assert np.array_equal(plan(0.0, 3, times, counts, sizes[:k], walls[:k], False), full[:k])


# -- exact models -----------------------------------------------------------------------------------
def random_fault_free(seed: int) -> dict:
    rng = np.random.default_rng(seed)
    n = int(rng.integers(3, 7))
    jobs = [
        {"release": int(rng.integers(0, 6)), "size": int(rng.integers(1, 5)), "length": int(rng.integers(1, 7))}
        for _ in range(n)
    ]
    for job in jobs:
        job["walltime"] = job["length"] + int(rng.integers(0, 4))
    return {
        "family": "batch",
        "schema_version": 1,
        "name": f"rand{seed}",
        "nodes": 4,
        "downtime": 1,
        "jobs": jobs,
        "failures": [],
    }


@pytest.mark.parametrize("seed", range(6))
def test_baseline_never_beats_the_failure_free_optimum(seed):
    inst = from_dict(random_fault_free(seed))
    assert is_small_fault_free(inst) is None
    best_max, best_weighted = solve_max_flow(inst), solve_weighted_flow(inst)
    assert best_max.status is SolveStatus.OPTIMAL and best_weighted.status is SolveStatus.OPTIMAL
    heuristic_max, heuristic_weighted = baseline_flows(inst)
    assert heuristic_max >= best_max.objective - 1e-6
    assert heuristic_weighted >= best_weighted.objective - 1e-6


def test_toy_fault_free_optimum_equals_baseline_max_flow():
    inst = load_instance(ROOT / "instances" / "batch" / "toy-fault-free.json")
    assert solve_max_flow(inst).objective == pytest.approx(20)
    assert solve_weighted_flow(inst).objective == pytest.approx(197 / 15)  # J5 first: 8,2,10,20,... by MILP
    assert baseline_flows(inst) == (20, pytest.approx(200 / 15))


@pytest.mark.parametrize("path", INSTANCES, ids=lambda p: p.stem)
def test_shipped_instances_heuristics_respect_the_optimum(path):
    inst = load_instance(path)
    for model in FAMILY.models():
        if model.applies(inst) is None:
            report = model.run(inst, SolveOptions(time_limit=None))
            assert report.status is SolveStatus.OPTIMAL
            for h in FAMILY.checked_heuristics():
                if model.name in h.references and h.applies(inst) is None:
                    assert h.run(inst) >= report.objective - 1e-6


def test_exact_models_pass_every_solve_option(monkeypatch):
    from resched.batch.models import max_flow, weighted_flow

    seen = []
    for module in (max_flow, weighted_flow):
        monkeypatch.setattr(
            module,
            "solve_windows",
            lambda w, options, highs_options: seen.append(
                {
                    "time_limit": options.time_limit,
                    "mip_gap": options.mip_gap,
                    "threads": options.threads,
                    "warm_start": options.warm_start,
                }
            ),
        )
    inst = load_instance(ROOT / "instances" / "batch" / "toy-fault-free.json")
    for model in FAMILY.models():
        model.run(inst, SolveOptions(time_limit=5.0, mip_gap=0.01, threads=1))
    assert seen == [{"time_limit": 5.0, "mip_gap": 0.01, "threads": 1, "warm_start": True}] * 2


def test_exact_models_do_not_apply_to_failure_instances():
    assert is_small_fault_free(toy()) == "1 failures (the MILPs are failure-free)"


# -- instances and strategies -----------------------------------------------------------------------
def test_instance_errors_name_the_field():
    data = random_fault_free(0)
    data["jobs"][0]["size"] = 9
    with pytest.raises(InstanceError, match=r"jobs\[0\].size"):
        from_dict(data)
    data = random_fault_free(0)
    data["failures"] = [[1, 7]]
    with pytest.raises(InstanceError, match="failures\\[0\\]"):
        from_dict(data)
    data = random_fault_free(0)
    del data["nodes"]
    with pytest.raises(InstanceError, match="nodes"):
        from_dict(data)
    data = random_fault_free(0)
    data["nodes"] = 10**9  # would exhaust the memory of the simulator's per-node arrays
    with pytest.raises(InstanceError, match="more than the 1,000,000 supported"):
        from_dict(data)


def test_instance_round_trip():
    inst = toy()
    again = from_dict(json.loads(json.dumps(inst.to_dict())))
    assert again == inst


def test_strategy_names():
    assert strategy("sfsj") == SFSJ and SFSJ.name == "SFSJ" and strategy("h111") == SFSJ
    assert strategy("H213").name == "H213" and strategy("BASELINE") == BASELINE
    assert strategy("SFSJ", "latest_start").name == "SFSJ/latest_start"
    for bad in ("H411", "H131", "XYZ"):
        with pytest.raises(ReschedError):
            strategy(bad)
    with pytest.raises(ReschedError, match="tie-break"):
        strategy("SFSJ", "earliest")


# -- the family's declaration: parameters and registries ---------------------------------------------
def test_params_defaults_and_resolution_by_workload():
    synthetic = BatchParams().resolve()
    assert (synthetic.trace, synthetic.mtbf, synthetic.downtime, synthetic.restart) == ("synthetic", 1800, 600, 300)
    assert synthetic.checkpoint == 300 and synthetic.tie_break == "latest_release" and synthetic.workload_seed is None
    trace = BatchParams(trace="x.swf").resolve()
    assert (trace.mtbf, trace.downtime, trace.month, trace.month_days) == (3600, 3600, 0, 30)
    assert BatchParams(trace="x.swf", mtbf=0, checkpoint=60).resolve().restart == 60
    assert BatchParams.from_mapping({"mtbf": "7200", "tie_break": "Latest_Start"}).tie_break == "latest_start"
    assert FAMILY.replicate_params == ("workload_seed",)
    roles = {i.name: i.role for i in BatchParams.info()}
    assert roles["tie_break"] == "algorithm" and roles["workload_seed"] == "instance"


@pytest.mark.parametrize(
    "mapping, field, reason",
    [
        ({"mtbf": float("inf")}, "mtbf", "finite"),
        ({"mtbf": "nan"}, "mtbf", "finite"),
        ({"mtbf": -1}, "mtbf", ">= 0"),
        ({"downtime": 1e9}, "downtime", "<= 10000000"),
        ({"checkpoint": -5}, "checkpoint", ">= 0"),
        ({"month": 2}, "month", "applies to a trace"),
        ({"trace": "x.swf", "mean_interarrival": 100}, "mean_interarrival", "synthetic"),
        ({"tie_break": "earliest"}, "tie_break", "latest_release"),
    ],
)
def test_params_range_and_cross_field_errors(mapping, field, reason):
    with pytest.raises(ParameterError) as error:
        BatchParams.from_mapping(mapping)
    assert error.value.name == field and reason in str(error.value)


def test_params_unknown_key_names_the_valid_ones():
    with pytest.raises(ReschedError) as error:
        BatchParams.from_mapping({"strategy": "SFSJ"})
    assert "'strategy'" in str(error.value) and "mtbf" in str(error.value) and "workload_seed" in str(error.value)
    with pytest.raises(ReschedError, match="cores"):
        ReplayParams.from_mapping({"app": "qball"})


def test_the_declared_name_orders_are_the_registries():
    """params' STRATEGY_NAMES (the summaries' order) and REPLAY_STRATEGIES name the registries' entries."""
    assert STRATEGY_NAMES == tuple(spec.name for spec in ALGORITHMS)
    assert REPLAY_STRATEGIES == tuple(spec.name for spec in REPLAY_ALGORITHMS)


def test_registry_lookup_aliases_traits_and_unknown_names():
    assert [s.name for s in ALGORITHMS][:3] == ["BASELINE", "SFSJ", "H112"] and len(ALGORITHMS) == 19
    assert ALGORITHMS.resolve("h111").name == "SFSJ" and ALGORITHMS.resolve("sFsJ").name == "SFSJ"
    assert ALGORITHMS.resolve("baseline").trait("steals") is False
    for spec in ALGORITHMS:  # the declared traits are what the simulator runs
        built = ALGORITHMS.resolve(spec.name).build()
        assert built.timing == spec.traits["timing"] and built.steals == spec.traits["steals"]
        if built.steals:
            assert (built.victim, built.criterion) == (spec.traits["victim"], spec.traits["criterion"])
    with pytest.raises(ReschedError, match="known: BASELINE, SFSJ"):
        ALGORITHMS.resolve("H411")
    assert REPLAY_ALGORITHMS.resolve("dpc").name == "DYN-PROG-COUNT"
    with pytest.raises(ReschedError, match="HPC"):
        REPLAY_ALGORITHMS.resolve("EASY")


def test_task_instance_uses_the_workload_seed_and_mtbf_zero_is_failure_free():
    from resched.batch.experiment import task_instance

    params = BatchParams(workload_seed=4).resolve()
    a, b = task_instance(params, 1), task_instance(params, 2)
    assert np.array_equal(a.releases, b.releases) and (a.seed, b.seed) == (1, 2)
    assert not np.array_equal(task_instance(BatchParams().resolve(), 1).releases, a.releases)
    free = task_instance(BatchParams(mtbf=0).resolve(), 1)
    assert free.mtbf is None and all(math.isinf(j.period) for j in free.jobs)


def test_same_seed_same_result():
    from resched.batch.generate import synthetic_instance

    a, b = simulate(synthetic_instance(5), SFSJ), simulate(synthetic_instance(5), SFSJ)
    assert np.array_equal(a.completion, b.completion) and a.counters == b.counters
    assert math.isfinite(a.makespan)


def test_size_limit_keeps_mira_clipping_and_covers_down_nodes():
    from resched.batch.generate import size_limit

    assert size_limit(49152, 3600, 3600) == 49000 == size_limit(49152, 1200, 86400)
    assert size_limit(1152, 3600, 3600) == 1146 and size_limit(1152, 1200, 86400) == 1045
    with pytest.raises(ReschedError):
        size_limit(100, 60, 86400)


def test_a_job_that_can_never_start_is_reported_not_looped_on():
    from resched.batch.instance import BatchInstance, Job

    inst = BatchInstance("stuck", 2, 1000.0, (Job(0, 0.0, 2, 10.0, 10.0),), None, mtbf=1.0, seed=0)
    with pytest.raises(ReschedError, match="unfinished"):
        simulate(inst, BASELINE)


def test_a_run_that_would_not_end_is_refused_before_it_starts():
    from resched.batch.generate import synthetic_workload
    from resched.batch.instance import BatchInstance, make_jobs

    with pytest.raises(ReschedError, match=r"fails|failure strikes"):  # 64-node jobs fail every 2 min
        simulate(synthetic_workload(0).instance(60.0, 600.0, 0, 300.0), BASELINE)
    huge = make_jobs([0.0, 10.0], [1, 2], [1e12, 100.0], [1e12, 100.0], 4, 3600.0, 300.0, 300.0)
    with pytest.raises(ReschedError, match="bound of 1,000,000 events"):  # a huge run time in a trace
        simulate(BatchInstance("huge", 4, 60.0, huge, None, 3600.0, 0), BASELINE)


SWF_HEADER = "; MaxNodes: 4\n; MaxProcs: 4\n"


def swf_line(job, submit, run, procs, requested=-1):
    return f"{job} {submit} 0 {run} {procs} -1 -1 {procs} {requested} -1 1 1 1 1 1 1 -1 -1\n"


def test_swf_unknown_values_are_skipped_and_counted(tmp_path):
    from resched.batch.generate import read_trace

    path = tmp_path / "odd.swf"
    path.write_text(
        SWF_HEADER
        + swf_line(1, 0, 100, 2)
        + swf_line(2, -1, 100, 2)
        + swf_line(3, 50, -1, 2)
        + swf_line(4, 60, 0, 2)
        + swf_line(5, 70, 100, -1)
        + swf_line(6, 80, 200, 4, 300)
    )
    workload = read_trace(str(path))
    assert workload.releases.tolist() == [0, 80] and workload.walltimes.tolist() == [100, 300]
    assert dict(workload.skipped) == {
        "unknown submit time": 1,
        "unknown run time": 1,
        "zero run time": 1,
        "unknown processors": 1,
    }
    assert workload.skipped_jobs == 4
    from resched.batch.experiment import run_task
    from resched.declarations import Task

    params = BatchParams(trace=str(path), mtbf=0).resolve()
    metrics = run_task(Task("batch", params, 0, ALGORITHMS.resolve("BASELINE"))).to_row()
    assert metrics["skipped_jobs"] == 4 and metrics["jobs"] == 2


def test_empty_size_bins_are_left_out_never_nan():
    result = simulate(toy(()), BASELINE)
    m = evaluate(result, edges=(2, 3, 6))  # no job of 2 nodes
    assert m.flows.count[1] == 0 and m.flows.max[1] is None
    assert "[2,3)" not in m.flows.to_dict() and all(
        v is not None for b in m.flows.to_dict().values() for v in b.values()
    )
    flat = m.flat()
    assert m.free_after_failure is None and flat["free_after_failure"] is None  # no failure struck
    assert all(v is None or isinstance(v, str) or math.isfinite(v) for v in flat.values())
