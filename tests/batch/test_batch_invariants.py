"""14 invariants of the model on random instances with failures, for BASELINE and the
18 node-stealing variants, under every conservative-backfilling mode; the reservations of
the compressing modes never move later, except when capacity is lost."""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import replace
from itertools import pairwise

import numpy as np
import pytest

from resched.batch import BASELINE, SFSJ, VARIANTS, simulate
from resched.batch.generate import random_instance
from resched.batch.metrics import decomposition, evaluate, middle_jobs
from resched.batch.params import BACKFILLINGS
from resched.batch.simulate import FAILED_PRIORITY, VICTIM_PRIORITY, later_reservations

STRATEGIES = (BASELINE, *VARIANTS)
SEEDS = range(4)


@pytest.fixture(scope="module", params=BACKFILLINGS)
def runs(request):
    """Every strategy on every seed, keyed by (strategy name, seed), in one backfilling mode."""
    return {
        (s.name, seed): simulate(random_instance(seed), replace(s, backfilling=request.param))
        for s in STRATEGIES
        for seed in SEEDS
    }


def schedule(result):
    return [(a.job, a.start, a.stop, tuple(a.nodes)) for a in result.attempts]


def test_stealing_happens_in_these_scenarios(runs):
    assert sum(r.counters["stealing"] for (name, _), r in runs.items() if name == "SFSJ") > 10
    assert sum(r.counters["stealing"] for (name, _), r in runs.items() if name.startswith("H2")) > 10
    assert sum(r.counters["stealing"] for (name, _), r in runs.items() if name.startswith("H3")) > 5


def test_1_capacity_one_job_per_node_nothing_on_down_nodes(runs):
    for result in runs.values():
        per_node = defaultdict(list)
        for a in result.attempts:
            assert a.stop >= a.start
            for n in a.nodes:
                per_node[int(n)].append((a.start, a.stop))
        for intervals in per_node.values():
            intervals.sort()
            for (_, end), (start, _) in pairwise(intervals):
                assert start >= end - 1e-9
        down = result.instance.downtime
        for t, node in result.failures:
            for start, stop in per_node[node]:
                assert stop <= t + 1e-9 or start >= t + down - 1e-9


@pytest.mark.parametrize("mode", BACKFILLINGS)
def test_2_without_failures_every_variant_has_the_baseline_schedule(mode):
    for seed in SEEDS:
        inst = random_instance(seed, failures=())
        reference = schedule(simulate(inst, replace(BASELINE, backfilling=mode)))
        for s in VARIANTS:
            assert schedule(simulate(inst, replace(s, backfilling=mode))) == reference


def test_3_baseline_and_sfsj_agree_when_a_free_node_always_exists():
    checked = 0
    for seed in range(12):
        inst = random_instance(seed, load=0.2, mtbf=7200.0)
        base = simulate(inst, BASELINE)
        if base.counters["waited"] == 0 and base.counters["free_node"] > 0:
            checked += 1
            assert schedule(simulate(inst, SFSJ)) == schedule(base)
    assert checked >= 3


def test_4_k1_victims_are_strictly_smaller_and_no_size1_failed_job_steals_under_t2_t3(runs):
    for (name, _), result in runs.items():
        for failed, victim in result.victims:
            if name in ("SFSJ", "H211", "H311", "H121", "H221", "H321"):
                assert victim.size < failed.size
            if name.startswith(("H2", "H3")):
                assert failed.size >= 2


def eligible_at_failure(result, failed):
    t = failed.stop
    return [
        a
        for a in result.attempts
        if a.job >= 0 and a is not failed and a.start < t and (a.stop > t or (a.stop == t and a.outcome == "victim"))
    ]


def test_5_victim_choice_v1_fewest_nodes_v2_latest_release(runs):
    releases = {}
    for (name, _), result in runs.items():
        if name not in ("SFSJ", "H112", "H113", "H121", "H122", "H123"):
            continue  # T1: every running job is eligible at the failure time
        releases = result.instance.releases
        for failed, victim in result.victims:
            candidates = eligible_at_failure(result, failed)
            assert victim in candidates
            if name.startswith(("SFSJ", "H11")):
                assert victim.size == min(a.size for a in candidates)
                smallest = [a for a in candidates if a.size == victim.size]
                assert releases[victim.job] == max(releases[a.job] for a in smallest)
            else:
                assert releases[victim.job] == max(releases[a.job] for a in candidates)


def next_attempt(result, attempt):
    later = [a for a in result.attempts if a.job == attempt.job and a.copy == attempt.copy + 1]
    return later[0] if later else None


def test_6_failed_job_restarts_at_the_failure_or_after_the_victim_checkpoint(runs):
    for (name, _), result in runs.items():
        for failed, victim in result.victims:
            t = failed.stop
            restart = next_attempt(result, failed)
            if name.startswith(("SFSJ", "H1")):
                assert restart.start == t and victim.stop == t
                continue
            if victim.outcome != "victim":
                continue  # cancelled by a consecutive failure, or the T3 victim completed first
            delay = restart.start - t
            assert victim.stop == restart.start
            period = victim.pattern.T
            if name.startswith("H2"):
                assert 0 <= delay <= victim.pattern.C + 1e-9
            else:
                assert 0 <= delay < period + victim.pattern.C


def test_7_interruption_identities():
    from resched.batch.instance.checkpoint import Pattern, next_checkpoint, proactive_checkpoint

    rng = np.random.default_rng(0)
    for _ in range(2000):
        T, C = rng.uniform(10, 200), rng.uniform(1, 30)
        R_first = float(rng.choice([0.0, rng.uniform(1, 30)]))
        p = Pattern(R_first, rng.uniform(1, T), T, C, R_first or 5.0)
        t_run = rng.uniform(0, 5 * (T + C))
        two = proactive_checkpoint(p, t_run)
        if two.proactive:
            assert two.t_useful == pytest.approx(t_run - p.R_first) and two.t_checkpoint == p.C
        elif t_run > p.R_first:
            assert two.t_useful == pytest.approx(t_run + two.t_checkpoint - p.R_first)
        assert -1e-9 <= two.pattern.T_first <= T + 1e-9 and 0 <= two.t_checkpoint <= C + 1e-9
        three = next_checkpoint(Pattern(R_first, T, T, C, R_first or 5.0), t_run)
        if t_run > R_first:
            assert three.t_useful == pytest.approx(t_run + three.t_checkpoint - R_first)
        assert 0 <= three.t_checkpoint < T + C


def test_8_work_is_conserved(runs):
    for result in runs.values():
        by_job = defaultdict(list)
        for a in result.attempts:
            if a.job >= 0:
                by_job[a.job].append(a)
        for job in result.instance.jobs:
            attempts = sorted(by_job[job.id], key=lambda a: a.copy)
            final = attempts[-1]
            assert final.outcome == "completed"
            saved = sum(a.t_useful for a in attempts[:-1])
            assert saved + final.length - final.pattern.R_first == pytest.approx(job.length, abs=1e-6)
        span = (0.0, result.makespan)
        useful = decomposition(result, span)["useful"]
        assert useful == pytest.approx(sum(j.work * j.size for j in result.instance.jobs), rel=1e-9)


def test_9_flow_at_least_failure_free_length(runs):
    for result in runs.values():
        lengths = np.array([j.length for j in result.instance.jobs])
        assert (result.flows >= lengths - 1e-9).all()


def test_10_counts_add_up(runs):
    for (name, _), result in runs.items():
        c = result.counters
        failed = sum(1 for a in result.attempts if a.job >= 0 and a.outcome == "failed")
        assert c["job_failures"] == c["free_node"] + c["stealing"] + c["waited"] + c["victim_hit"] == failed
        assert c["failures"] == c["job_failures"] + c["idle_node"] + c["fictitious_hit"]
        if name.startswith(("SFSJ", "H1")):
            assert c["stealing"] == sum(1 for a in result.attempts if a.outcome == "victim")
        if name == "BASELINE":
            assert c["stealing"] == 0


def test_11_utilization_at_most_one_and_decomposition_sums_to_platform_time(runs):
    for result in runs.values():
        m = evaluate(result)
        parts = m.decomposition
        lo, hi = m.window
        assert all(v >= -1e-6 for v in parts.values())
        assert sum(parts.values()) == pytest.approx(result.instance.nodes * (min(hi, result.makespan) - lo))
        assert 0 < m.utilization <= 1


@pytest.mark.parametrize("mode", BACKFILLINGS)
def test_12_queue_is_planned_by_decreasing_priority_and_early_stop_is_exact(mode):
    inst = random_instance(1)
    seen = []
    chosen = replace(SFSJ, backfilling=mode)
    full = simulate(inst, chosen, stop_when_full=False, observer=lambda t, queue, starts: seen.append((queue, starts)))
    assert schedule(full) == schedule(simulate(inst, chosen))
    assert any(q[0][0] <= -VICTIM_PRIORITY for q, _ in seen)
    for queue, starts in seen:
        assert queue == sorted(queue)
        for k in range(len(queue) - 1):  # priority levels, then original submission, then job index
            assert (queue[k][0], queue[k][1]) <= (queue[k + 1][0], queue[k + 1][1])
        assert np.isfinite(starts).all()


def test_13_resubmission_priorities(runs):
    for (name, _), result in runs.items():
        for a in result.attempts:
            if a.job < 0 or a.outcome not in ("failed", "victim"):
                continue
            copy = next_attempt(result, a)
            if a.outcome == "victim":
                assert copy.priority == VICTIM_PRIORITY and copy.cause == "stealing"
            elif name.startswith(("SFSJ", "H1")) or name == "BASELINE":
                assert copy.priority == FAILED_PRIORITY
            else:  # a pending T2/T3 victim that fails is resubmitted as a victim [BATCH-D20]
                assert copy.priority in (FAILED_PRIORITY, VICTIM_PRIORITY)


def test_14_flows_on_the_same_middle_60_percent(runs):
    assert middle_jobs(70).tolist() == list(range(14, 56))
    assert len(middle_jobs(1000)) == 600
    counts = {name: evaluate(r).flows.count[-1] for (name, seed), r in runs.items() if seed == 0}
    assert set(counts.values()) == {42}
    assert all(math.isfinite(r.makespan) for r in runs.values())


# -- reservations of the compressing modes ([BATCH-D24]) -----------------------------------------
@pytest.mark.parametrize("mode", ("compress", "compress-always"))
@pytest.mark.parametrize("name", ("BASELINE", "SFSJ", "H213", "H322"))
def test_no_reservation_ever_moves_later_without_failures(mode, name):
    from resched.batch import strategy

    for seed in range(12):
        inst = random_instance(seed, n_jobs=60, load=float(np.random.default_rng(seed).uniform(0.8, 2.0)), failures=())
        assert later_reservations(inst, strategy(name, backfilling=mode)) == []


def test_replan_moves_reservations_later_without_failures():
    moved = [
        later_reservations(random_instance(seed, failures=()), replace(BASELINE, backfilling="replan"))
        for seed in range(4)
    ]
    assert sum(map(bool, moved)) >= 2


@pytest.mark.parametrize("name", ("BASELINE", "SFSJ", "H213"))
def test_with_failures_reservations_move_later_only_at_failures_and_repairs(name):
    """compress re-plans at failures and repairs only; compress-always moves a reservation
    later only when a failure (or the restart that follows it) took capacity it counted on."""
    from resched.batch import strategy

    for seed in SEEDS:
        inst = random_instance(seed)
        run = simulate(inst, strategy(name))
        events = {t for t, _ in run.failures} | {t + inst.downtime for t, _ in run.failures}
        assert {t for t, *_ in later_reservations(inst, strategy(name))} <= events
        capacity_lost = {t for t, _ in run.failures} | {a.stop for a in run.attempts if a.outcome == "handover"}
        assert {t for t, *_ in later_reservations(inst, strategy(name, backfilling="compress-always"))} <= capacity_lost


@pytest.mark.parametrize(("mtbf", "failures"), [(None, None), (1e9, ())])
def test_the_event_bound_of_many_short_jobs_without_poisson_failures_is_the_cap(mtbf, failures):
    """20,000 one-node 10 s jobs on 100 nodes, without failures (no MTBF) or with an explicit,
    empty failure list next to an MTBF: no Poisson failure is drawn, so the bound is the job
    term alone (10,000 + 50 per job > the cap), neither an error nor a refusal."""
    from resched.batch.instance import BatchInstance, Job
    from resched.batch.simulate import MAX_EVENTS, event_bound

    jobs = tuple(Job(id=k, release=float(k // 100), size=1, work=10.0, walltime=10.0) for k in range(20_000))
    inst = BatchInstance("many-short-jobs", nodes=100, downtime=60.0, jobs=jobs, failures=failures, mtbf=mtbf)
    assert event_bound(inst) == MAX_EVENTS == 1_000_000
