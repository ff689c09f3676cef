"""Risk-aware family: the public online-policy Protocol (issue 43). A user policy written only
against it runs through the simulator and ``run_task``; the pure-Python event loop gives the
compiled kernels' attempt logs and metrics for every built-in ported to Python (all six); a delegating wrapper
reproduces the built-in FirstFit bit for bit; invalid decisions are one-line errors."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from paths import ROOT, TRACES, needs_traces

from resched.algorithms import Algorithm, AlgorithmSpec
from resched.declarations import Task
from resched.errors import ReschedError
from resched.registry import load_instance
from resched.riskaware.algorithms import OnlinePolicy, Policy, Start, View, Wake, python_policy
from resched.riskaware.experiment.task import load_trace, run_task
from resched.riskaware.family import ALGORITHMS as REGISTRY
from resched.riskaware.generate import random_tiny, random_walk, trace_instance
from resched.riskaware.instance import Capacity, Job, Platform, RiskAwareInstance
from resched.riskaware.metrics import evaluate
from resched.riskaware.params import RiskAwareParams
from resched.riskaware.simulate import simulate

PORTED = ("FirstFit", "FirstFitBlocking", "FirstFitAware", "TargetStretch", "TargetASAP", "PackedTargetASAP")
SHIPPED = sorted((ROOT / "instances" / "riskaware").glob("*.json"))


class LongestFirst:
    """A user policy: the longest waiting job first, on the machine with the most free cores."""

    name = "LongestFirst"

    def decide(self, view: View) -> list[Start]:
        free, starts = list(view.free), []
        for j in sorted(view.waiting, key=lambda j: -view.length[j]):
            m = max(range(view.alive), key=lambda m: free[m], default=-1)
            if m >= 0 and free[m] >= view.need[j]:
                free[m] -= int(view.need[j])
                starts.append(Start(j, m))
        return starts


class Delegating:
    """A wrapper that forwards every decision to another policy."""

    def __init__(self, inner: OnlinePolicy) -> None:
        self.inner = inner
        self.name = f"Delegating({inner.name})"
        self.calls = 0

    def decide(self, view: View) -> list[Start]:
        self.calls += 1
        return list(self.inner.decide(view))


def longest_first():
    """The factory a spec names (``test_riskaware_protocol:longest_first``): params -> policy."""
    return lambda params: LongestFirst()


def delegating_first_fit():
    return lambda params: Delegating(python_policy("FirstFit"))


def algorithm(factory: str) -> Algorithm:
    return Algorithm(AlgorithmSpec(factory.split(":")[1], "a test policy", factory=factory))


def rows(schedule):
    s = schedule
    return sorted(zip(s.job.tolist(), s.machine.tolist(), s.start.tolist(), s.end.tolist(), s.kind.tolist()))


def same(a, b) -> bool:
    """Equal metrics, bit for bit (NaN equal to NaN: the stretch of a run that completed nothing)."""
    x, y = dataclasses.astuple(a), dataclasses.astuple(b)
    return len(x) == len(y) and all(u == v or (u != u and v != v) for u, v in zip(x, y))


def same_log(a, b) -> bool:
    """The same attempt log, row by row in the same order."""
    return all(np.array_equal(getattr(a, f), getattr(b, f)) for f in ("job", "machine", "start", "end", "kind"))


def walk(seed: int) -> RiskAwareInstance:
    """A small random workload on a seeded capacity walk (8 machines of 8 cores)."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(5, 50))
    release = np.sort(rng.integers(0, 200, n))
    jobs = tuple(
        Job(f"J{i}", int(release[i]), int(rng.choice([1, 2, 4, 8])), int(rng.integers(1, 40))) for i in range(n)
    )
    capacity = random_walk(seed, 5, 3, 5, 600, step=2, random_phases=seed % 2 == 1)
    return RiskAwareInstance(f"walk-s{seed}", Platform(8, 2, 8, 5, 2), capacity, jobs, horizon=200)


#: Non-default algorithm parameters (the Target* policies read them).
TIGHT = {"target_stretch": 1.0, "distance": 0, "pack": 3, "safety": 0.5}


def assert_same(instance: RiskAwareInstance, name: str, params: dict | None = None) -> None:
    params = params or {}
    kernel = simulate(instance, Policy(name, **params))
    python = simulate(instance, python_policy(name, RiskAwareParams(**params)))
    assert same_log(python, kernel), (instance.name, name, params)
    assert same(evaluate(instance, python), evaluate(instance, kernel))


def test_protocol_objects():
    assert isinstance(LongestFirst(), OnlinePolicy)
    for name in PORTED:
        assert isinstance(python_policy(name), OnlinePolicy)
    with pytest.raises(ReschedError, match="FirstFit"):
        python_policy("NoSuchPolicy")


@pytest.mark.parametrize("chunk", range(4))
def test_python_loop_equals_the_kernels_on_200_random_workloads(chunk):
    for seed in range(50 * chunk, 50 * chunk + 50):
        for instance in (walk(seed), random_tiny(seed, machines=3, n_jobs=8, horizon=12)):
            for name in PORTED:
                assert_same(instance, name, TIGHT if seed % 2 else None)


def test_python_loop_equals_the_kernels_on_shipped_instances():
    for path in SHIPPED:
        for name in PORTED:
            assert_same(load_instance(path), name)


@needs_traces
@pytest.mark.parametrize("trace", ["KTH-SP2-1996-2.1-cln.swf", "HPC2N-2002-excerpt.swf"])
def test_python_loop_equals_the_kernels_on_swf_traces(trace):
    path = TRACES / trace
    if not path.exists():
        pytest.skip(f"needs {path}")
    jobs = load_trace(path, cores=32, days=7.0)
    for seed in (1, 2):
        instance = trace_instance(jobs, seed, cores=32, m_avg=8, period=600.0, tick=60.0)
        for name in PORTED:
            assert_same(instance, name)


@needs_traces
def test_python_loop_equals_the_kernels_on_a_borg_day():
    path = TRACES / "borg" / "borg-7D_604800.txt"
    if not path.exists():
        pytest.skip(f"needs {path}")
    instance = trace_instance(load_trace(path, cores=RiskAwareParams().cores, days=1.0), 1)  # 3,720 jobs
    for name in PORTED[:3]:  # the Target* policies take ~75 s in Python there: checked on the SWF windows
        assert_same(instance, name)


def test_a_user_policy_runs_through_the_simulator_and_run_task():
    instance = load_instance(SHIPPED[0])
    schedule = simulate(instance, LongestFirst())
    assert len(schedule.job) >= len(instance.jobs) - int(np.sum(schedule.kind != 0))
    run = run_task(
        Task(
            "riskaware",
            RiskAwareParams().resolve(),
            1,
            algorithm("test_riskaware_protocol:longest_first"),
            None,
            instance,
        )
    )
    assert run.algorithm == "longest_first"
    assert run.metrics.completed + run.metrics.unfinished == len(instance.jobs)
    assert run.metrics.goodput == evaluate(instance, schedule).goodput


@pytest.mark.parametrize("seed", range(6))
def test_a_delegating_wrapper_reproduces_the_built_in_first_fit(seed):
    instances = [walk(seed), random_tiny(seed, machines=3, n_jobs=8, horizon=12), *map(load_instance, SHIPPED)]
    built_in = REGISTRY.resolve("FirstFit")
    wrapper = algorithm("test_riskaware_protocol:delegating_first_fit")
    for instance in instances:
        params = RiskAwareParams().resolve()
        ours = run_task(Task("riskaware", params, 1, wrapper, None, instance))
        theirs = run_task(Task("riskaware", params, 1, built_in, None, instance))
        assert same(ours.metrics, theirs.metrics)
        assert same_log(
            simulate(instance, Delegating(python_policy("FirstFit"))), simulate(instance, Policy("FirstFit"))
        )


class Planted:
    """FirstFit, except at the first tick with a waiting job, where it answers ``bad(view)``."""

    name = "Planted"

    def __init__(self, bad) -> None:
        self.bad, self.done = bad, False

    def decide(self, view: View) -> list[Start]:
        if view.waiting and not self.done:
            self.done = True
            return self.bad(view)
        return list(python_policy("FirstFit").decide(view))


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        (lambda view: [Start(99, 0)], r"Start\(job=99, machine=0\) names an unknown job"),
        (lambda view: [Start(-1, 0)], "names an unknown job"),
        (lambda view: [Start(0, 0), Start(0, 0)], "starts a job twice"),
        (lambda view: [Start(2, 0)], "before its release"),
        (lambda view: [Start(0, 1)], "names a machine that is not on"),
        (lambda view: [Start(0, 0), Start(1, 0)], "exceeds the capacity"),
        (lambda view: [(0, 0)], "is not a decision"),
        (lambda view: [Wake(0)], "is not a later tick"),
    ],
)
def test_a_planted_invalid_decision_is_a_one_line_error(bad, message):
    jobs = (Job("a", 0, 3, 5), Job("c", 0, 2, 3), Job("b", 4, 1, 2))
    instance = RiskAwareInstance("planted", Platform(2, 1, 4, 10), Capacity((0, 3), (1, 2)), jobs, 20)
    with pytest.raises(ReschedError, match=message) as error:
        simulate(instance, Planted(bad))
    assert len(str(error.value).splitlines()) == 1
    assert str(error.value).startswith("Planted at tick 0: ")
    simulate(instance, Planted(lambda view: [Start(0, 0)]))  # a valid decision runs


def test_an_object_without_decide_is_a_one_line_error():
    with pytest.raises(ReschedError, match="is not a risk-aware algorithm") as error:
        simulate(load_instance(SHIPPED[0]), object())  # type: ignore[arg-type]
    assert len(str(error.value).splitlines()) == 1


def test_a_killed_job_is_seen_back_in_the_waiting_queue():
    seen: list[tuple[int, tuple[int, ...], tuple[int, ...]]] = []

    class Recorder(LongestFirst):
        def decide(self, view: View) -> list[Start]:
            seen.append((view.time, tuple(a.job for a in view.killed), view.waiting))
            return super().decide(view)

    jobs = (Job("a", 0, 4, 5), Job("b", 0, 4, 5))
    instance = RiskAwareInstance("kill", Platform(2, 1, 4, 10), Capacity((0, 2), (2, 1)), jobs, 20)
    simulate(instance, Recorder())
    assert (2, (1,), (1,)) in seen or (2, (0,), (0,)) in seen
