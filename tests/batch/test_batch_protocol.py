"""Issue 43: the batch scheduler Protocol. A user policy written against it runs through the
simulator and ``run_task``; the built-ins written against it (pure Python,
:mod:`resched.batch.algorithms.policies`) equal the compiled kernels' runs; a wrapper that
delegates to the Python BASELINE equals the kernel BASELINE; invalid decisions are refused
with one line."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest
from paths import TRACES, benchmark, needs_traces

from resched.algorithms import Algorithm, AlgorithmSpec
from resched.batch.algorithms import BASELINE, VARIANTS, BatchScheduler, Reserve, Start, StealNodes
from resched.batch.algorithms.policies import ConservativeBackfilling, scheduler_of
from resched.batch.experiment import run_task
from resched.batch.generate import random_instance
from resched.batch.instance import BatchInstance
from resched.batch.metrics import evaluate
from resched.batch.params import BatchParams
from resched.batch.simulate import SimulationResult, simulate
from resched.declarations import Task
from resched.errors import ReschedError


# -- a user policy, written only against the Protocol ------------------------------------------------------
class ShortestFirst:
    """Start the waiting jobs that fit now, shortest wall time first; never steal."""

    name = "SHORTEST-FIRST"
    consult_when_full = False

    def schedule(self, view):
        free, decisions = len(view.free), []
        for job in sorted(view.queue, key=lambda w: (w.walltime, w.job)):
            if job.size <= free:
                decisions.append(Start(job.job))
                free -= job.size
        return decisions

    def on_job_failure(self, view, failed):
        return None


def shortest_first() -> ShortestFirst:
    return ShortestFirst()


def python_baseline() -> ConservativeBackfilling:
    return ConservativeBackfilling()


class Delegating:
    """Forwards every call to an inner scheduler (the Python BASELINE) and counts them."""

    consult_when_full = True

    def __init__(self, inner: BatchScheduler) -> None:
        self.inner, self.calls = inner, 0
        self.name = f"delegating({inner.name})"

    def schedule(self, view):
        self.calls += 1
        return self.inner.schedule(view)

    def on_job_failure(self, view, failed):
        self.calls += 1
        return self.inner.on_job_failure(view, failed)


def delegating_baseline() -> Delegating:
    return Delegating(ConservativeBackfilling())


def _algorithm(factory: str) -> Algorithm:
    return Algorithm(AlgorithmSpec(factory.split(":")[1], "a test policy", factory=factory))


def _fingerprint(result: SimulationResult) -> tuple[object, ...]:
    """Every attempt (job, copy, start, stop, outcome, nodes), completions, counters, events, plans."""
    attempts = [(a.job, a.copy, a.start, a.stop, a.outcome, a.nodes.tolist()) for a in result.attempts]
    return attempts, result.completion.tobytes(), result.counters, result.events, result.plans


def _same(instance: BatchInstance, strategy) -> int:
    kernel, python = simulate(instance, strategy), simulate(instance, scheduler_of(strategy))
    assert _fingerprint(python) == _fingerprint(kernel), (instance.name, strategy.name)
    assert evaluate(python).flat() == evaluate(kernel).flat()
    return kernel.counters["stealing"]


def _random(seed: int) -> BatchInstance:
    rng = np.random.default_rng(1000 + seed)
    mtbf = None if seed % 5 == 0 else float(rng.choice([600.0, 1800.0, 7200.0]))
    return random_instance(
        seed, nodes=int(rng.integers(12, 24)), n_jobs=20, load=float(rng.uniform(0.5, 2.0)), mtbf=mtbf
    )


def test_user_policy_satisfies_protocol_and_runs() -> None:
    policy = ShortestFirst()
    assert isinstance(policy, BatchScheduler)
    inst = random_instance(3, n_jobs=30)
    result = simulate(inst, policy)
    assert result.strategy.name == "SHORTEST-FIRST"
    assert np.isfinite(result.completion).all()
    assert _fingerprint(result) != _fingerprint(simulate(inst, BASELINE))  # a different schedule
    run = run_task(
        Task("batch", BatchParams(mtbf=900).resolve(), 0, _algorithm("test_batch_protocol:shortest_first"), None, inst)
    )
    assert run.algorithm == "shortest_first"
    assert run.to_row()["jobs"] == 30


@pytest.mark.parametrize("strategy", [BASELINE, VARIANTS[0]], ids=lambda s: s.name)
def test_python_loop_equals_kernels_on_200_random_workloads(strategy) -> None:
    stolen = 0
    for seed in range(200):
        stolen += _same(_random(seed), strategy)
    assert stolen > 0 if strategy.steals else stolen == 0  # the stealing decisions are exercised


@pytest.mark.parametrize("backfilling", ["compress", "compress-always", "replan"])
@pytest.mark.parametrize("strategy", [BASELINE, *VARIANTS], ids=lambda s: s.name)
def test_every_builtin_ported(strategy, backfilling) -> None:
    """Every built-in (BASELINE, SFSJ, the 18 Hxyz), every backfilling mode, both tie-breaks."""
    for seed in range(4):
        tie = "latest_start" if seed % 2 else "latest_release"
        _same(
            random_instance(seed, nodes=12, n_jobs=20, mtbf=600.0),
            replace(strategy, backfilling=backfilling, tie_break=tie),
        )


@needs_traces
@pytest.mark.parametrize("strategy", [BASELINE, VARIANTS[0], VARIANTS[-1]], ids=lambda s: s.name)
def test_python_loop_equals_kernels_on_a_trace(strategy) -> None:
    from resched.batch.experiment.task import task_instance

    params = BatchParams(trace=str(TRACES / "HPC2N-2002-excerpt.swf")).resolve()
    _same(task_instance(params, 0), strategy)


def _row(run) -> dict[str, object]:
    return {k: v for k, v in run.to_row().items() if k != "cpu_seconds"}


@pytest.mark.parametrize("seed", range(4))
def test_delegating_wrapper_equals_kernel_baseline(seed: int) -> None:
    inst = random_instance(seed, n_jobs=40)
    params = BatchParams(mtbf=900).resolve()
    kernel = run_task(Task("batch", params, 0, _algorithm("resched.batch.algorithms:baseline_strategy"), None, inst))
    wrapped = run_task(Task("batch", params, 0, _algorithm("test_batch_protocol:delegating_baseline"), None, inst))
    direct = run_task(Task("batch", params, 0, _algorithm("test_batch_protocol:python_baseline"), None, inst))
    assert _row(wrapped) == _row(kernel) == _row(direct)
    wrapper = delegating_baseline()
    assert _fingerprint(simulate(inst, wrapper)) == _fingerprint(simulate(inst, BASELINE))
    assert wrapper.calls > 0


@needs_traces
def test_delegating_wrapper_equals_kernel_baseline_on_a_trace() -> None:
    from resched.batch.experiment.task import task_instance

    inst = task_instance(BatchParams(trace=str(TRACES / "HPC2N-2002-excerpt.swf")).resolve(), 1)
    assert _fingerprint(simulate(inst, delegating_baseline())) == _fingerprint(simulate(inst, BASELINE))


# -- planted invalid decisions --------------------------------------------------------------------------------
class Planted(ConservativeBackfilling):
    """The Python BASELINE, with one decision replaced at the first call that has one to replace."""

    def __init__(self, plant) -> None:
        super().__init__()
        object.__setattr__(self, "plant", plant)

    def schedule(self, view):
        return self.plant(view, list(super().schedule(view)))


def _first_start(view, decisions):
    starts = [d for d in decisions if isinstance(d, Start)]
    return starts[0] if starts else None


def _busy_node(view, decisions):
    start = _first_start(view, decisions)
    if start is None or not view.running:
        return decisions
    size = next(w.size for w in view.queue if w.job == start.job)
    busy = view.running[0].nodes[0]
    return [Start(start.job, (busy, *sorted(view.free)[: size - 1]))]


def _twice(view, decisions):
    start = _first_start(view, decisions)
    return decisions if start is None else [start, start]


def _missing_node(view, decisions):
    start = _first_start(view, decisions)
    if start is None:
        return decisions
    size = next(w.size for w in view.queue if w.job == start.job)
    return [Start(start.job, (*sorted(view.free)[: size - 1], view.nodes + 5))]


def _wrong_count(view, decisions):
    start = _first_start(view, decisions)
    return decisions if start is None else [Start(start.job, ())]


def _running_job(view, decisions):
    return [Start(view.running[0].job)] if view.running else decisions


def _past_reservation(view, decisions):
    return [Reserve(view.queue[0].job, view.time - 1.0)]


def _steal_decision(view, decisions):
    return [StealNodes(view.queue[0].job)]


@pytest.mark.parametrize(
    ("plant", "words"),
    [
        (_busy_node, "is not free"),
        (_twice, "started twice"),
        (_missing_node, "does not exist"),
        (_wrong_count, "distinct node(s), 0 given"),
        (_running_job, "is not waiting"),
        (_past_reservation, "after now"),
        (_steal_decision, "Start, Reserve or Kill decisions only"),
    ],
)
def test_planted_invalid_decision_is_refused_in_one_line(plant, words: str) -> None:
    with pytest.raises(ReschedError) as caught:
        simulate(random_instance(2, n_jobs=30), Planted(plant))
    message = str(caught.value)
    assert len(message.splitlines()) == 1
    assert words in message and "refused" in message


class BadVictim(ConservativeBackfilling):
    def on_job_failure(self, view, failed):
        return StealNodes(failed.job)  # the failed job itself is not running any more


def test_steal_of_a_job_not_running_is_refused() -> None:
    with pytest.raises(ReschedError) as caught:
        simulate(random_instance(0, n_jobs=60, load=2.0, mtbf=300.0), BadVictim())
    assert len(str(caught.value).splitlines()) == 1
    assert "is not running" in str(caught.value)


def test_an_object_that_is_not_a_scheduler_is_refused() -> None:
    with pytest.raises(ReschedError) as caught:
        simulate(random_instance(0), object())  # type: ignore[arg-type]
    assert len(str(caught.value).splitlines()) == 1


def test_benchmark_quick_run_gives_the_same_schedules() -> None:
    rows = benchmark("bench_batch_python_loop").main(quick=True)
    assert rows and all(row["same"] for row in rows)


class HighestNodes(ConservativeBackfilling):
    """The Python BASELINE naming its nodes: the highest free ids."""

    def schedule(self, view):
        sizes = {w.job: w.size for w in view.queue}
        free = sorted(view.free, reverse=True)
        decisions = []
        for d in super().schedule(view):
            if isinstance(d, Start):
                d, free = Start(d.job, tuple(free[: sizes[d.job]])), free[sizes[d.job] :]
            decisions.append(d)
        return decisions


def test_named_nodes_are_used_and_never_double_booked() -> None:
    inst = random_instance(5, n_jobs=40, mtbf=None, failures=())
    result = simulate(inst, HighestNodes())
    first = min(result.attempts, key=lambda a: (a.start, a.index))
    assert first.nodes.tolist() == list(range(inst.nodes - first.size, inst.nodes))
    # same start times as BASELINE (failure-free: the nodes chosen do not matter)
    assert result.completion.tobytes() == simulate(inst, BASELINE).completion.tobytes()
    for a in result.attempts:
        for b in result.attempts:
            if a.index < b.index and a.start < b.stop and b.start < a.stop:
                assert not set(a.nodes.tolist()) & set(b.nodes.tolist())
