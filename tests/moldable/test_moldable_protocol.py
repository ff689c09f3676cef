"""The public algorithm Protocol of the moldable family (issue 43): a user policy written only
against :class:`resched.moldable.algorithms.ListAlgorithm` / ``BatchAlgorithm`` runs through the
simulator and ``run_task``; a wrapper delegating every decision to a built-in reproduces it bit
for bit; an invalid decision is refused with a one-line ``ReschedError``."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from paths import ROOT

from resched.algorithms import Algorithm, AlgorithmSpec
from resched.declarations import Task
from resched.errors import ReschedError
from resched.moldable.algorithms import ALGORITHMS, BatchAlgorithm, ListAlgorithm, makespans, schedule
from resched.moldable.algorithms.batch_list import BatchAllotments, batch_list
from resched.moldable.experiment import build, run_task
from resched.moldable.generate import draw_failures, random_jobset
from resched.moldable.instance import read_failures, read_instance
from resched.moldable.params import MoldableParams
from resched.moldable.simulate import fixed_makespans

SHIPPED = ROOT / "instances" / "moldable"


# --- a user policy, written only against the Protocol (no private import) ----------------------
class NearFastest:
    """Smallest p within 10 % of the job's fastest time; smallest area first."""

    batches = False

    def allocate(self, jobs):
        fastest = jobs.times.min(axis=1, keepdims=True)
        return np.argmax(jobs.times <= 1.1 * fastest, axis=1) + 1

    def order(self, jobs, procs, durations, rule):
        return np.argsort((procs * durations)[:, 0], kind="stable")


def near_fastest() -> NearFastest:
    return NearFastest()


class Delegate:
    """Every decision delegated to a built-in algorithm object (list or batch)."""

    def __init__(self, inner):
        self.inner, self.batches = inner, inner.batches

    def allocate(self, jobs):
        return self.inner.allocate(jobs)

    def allot(self, jobs, g, epsilon, method):
        return self.inner.allot(jobs, g, epsilon, method)

    def order(self, jobs, procs, durations, rule):
        return self.inner.order(jobs, procs, durations, rule)


def delegate_lpa() -> Delegate:
    return Delegate(build("LPA-LIST"))


def delegate_batch() -> Delegate:
    return Delegate(build("BATCH-LIST"))


def delegate_mintime() -> Delegate:
    return Delegate(build("MINTIME"))


def _user(name: str, attribute: str) -> Algorithm:
    return Algorithm(AlgorithmSpec(name, "a test policy", factory=f"test_moldable_protocol:{attribute}"))


def _task(algorithm: Algorithm, seed: int = 3, **params: object) -> Task[MoldableParams]:
    base: dict[str, object] = {"speedup_model": "amdahl", "processors": 32, "jobs": 12, "scenarios": 6}
    base["error_rate"] = 3e-7
    return Task("moldable", MoldableParams.from_mapping({**base, **params}), seed, algorithm)


# --- the user policy runs ---------------------------------------------------------------------
def test_user_policy_satisfies_the_protocol_and_runs_through_the_simulator():
    jobs = random_jobset("communication", 10, 16, 4)
    failures = draw_failures(jobs.work, 1e-6, 4, (4, 1))
    assert failures.sum() > 0
    policy = NearFastest()
    assert isinstance(policy, ListAlgorithm) and not isinstance(policy, BatchAlgorithm)
    p = policy.allocate(jobs)
    for f in failures:
        s = schedule(policy, jobs, f)
        # every job runs f_j + 1 attempts, each on its chosen p and for t_j(p_j)
        assert np.array_equal(np.bincount(s.job, minlength=jobs.n), f + 1)
        assert np.array_equal(s.procs, p[s.job])
        assert np.allclose(s.end - s.start, jobs.times[s.job, p[s.job] - 1])
        assert s.usage_profile()[1].max() <= jobs.P
        assert s.makespan == pytest.approx(s.end.max())
    assert np.array_equal(makespans(policy, jobs, failures), [schedule(policy, jobs, f).makespan for f in failures])


def test_user_policy_priority_is_followed():
    """At time 0 the jobs start in the policy's order while they fit: reversing it changes who starts."""

    class Reversed(NearFastest):
        def order(self, jobs, procs, durations, rule):
            return super().order(jobs, procs, durations, rule)[::-1]

    jobs = random_jobset("amdahl", 8, 8, 2)
    zero = np.zeros(jobs.n, dtype=np.int64)
    first = [schedule(policy, jobs, zero).job[0] for policy in (NearFastest(), Reversed())]
    areas = NearFastest().allocate(jobs) * jobs.times[np.arange(jobs.n), NearFastest().allocate(jobs) - 1]
    assert first == [int(np.argmin(areas)), int(len(areas) - 1 - np.argmax(areas[::-1]))]


def test_user_policy_runs_through_run_task_like_a_built_in():
    run = run_task(_task(_user("NEAR-FASTEST", "near_fastest")))
    assert run.algorithm == "NEAR-FASTEST"
    ratios = np.asarray(run.metrics.ratios)
    assert len(ratios) == 6 and np.all(ratios >= 1 - 1e-9)
    # the same as the simulator on the task's job set and scenarios
    from resched.moldable.experiment import job_set, scenarios
    from resched.moldable.metrics import normalising_bound

    params = _task(_user("NEAR-FASTEST", "near_fastest")).params
    jobs, work = job_set(params, 3)
    failures = scenarios(params, work, 3)
    expected = makespans(NearFastest(), jobs, failures) / normalising_bound(jobs, failures)
    assert np.array_equal(ratios, expected.round(6))  # the metrics keep 6 decimals


# --- a delegating wrapper reproduces the built-ins bit for bit ---------------------------------
DELEGATES = [("LPA-LIST", "delegate_lpa"), ("BATCH-LIST", "delegate_batch"), ("MINTIME", "delegate_mintime")]


@pytest.mark.parametrize(("name", "attribute"), DELEGATES)
@pytest.mark.parametrize(
    "params",
    [
        {},
        {"speedup_model": "communication", "priority": "HPA"},
        {"speedup_model": "mix", "priority": "LA", "allotment": "dp"},
        {"speedup_model": "roofline", "allotment": "scan", "error_rate": 1.5e-6},
    ],
)
def test_delegating_wrapper_reproduces_the_built_in_on_generated_sets(name, attribute, params):
    for seed in (1, 2):
        built_in = run_task(_task(ALGORITHMS.resolve(name), seed, **params))
        wrapped = run_task(_task(_user("WRAPPED", attribute), seed, **params))
        assert np.array_equal(built_in.metrics.ratios, wrapped.metrics.ratios)
        assert built_in.metrics.expected == wrapped.metrics.expected
        assert built_in.metrics.maximum == wrapped.metrics.maximum


@pytest.mark.parametrize("model", ["roofline", "communication", "amdahl", "mix", "power"])
def test_built_ins_through_the_protocol_match_the_direct_simulator(model):
    """The Protocol path (allocation or allotment, then a priority permutation) gives the numbers
    of the direct LIST and BATCH-LIST functions, ties of the rule included (MINAREA's p = 1 for
    every job: HPA ties everywhere, broken by job index)."""
    jobs = random_jobset(model, 12, 16, 5)
    failures = draw_failures(jobs.work, 3e-7, 5, (5, 1))
    assert failures.sum() > 0
    for priority in ("LPT", "HPA", "LA"):
        for name in ("LPA-LIST", "MINTIME", "MINAREA"):
            built = build(name)
            direct = fixed_makespans(jobs, built.allocate(jobs), failures, priority)
            assert np.array_equal(makespans(built, jobs, failures, priority), direct), (name, priority)
        for allotment in ("resched", "authors", "authors-planned", "dp"):
            protocol = makespans(build("BATCH-LIST"), jobs, failures, priority, 0.3, allotment)
            direct = [batch_list(jobs, f, priority, BatchAllotments(jobs, 0.3, allotment)).makespan for f in failures]
            assert np.array_equal(protocol, direct), (allotment, priority)


def _shipped() -> list[tuple[str, np.ndarray]]:
    """Each shipped JSON instance with its own scenario and others (failures on every job)."""
    cases = []
    for path in sorted(SHIPPED.glob("*.json")):
        inst = read_instance(path)
        f = np.asarray(inst.scenario, dtype=np.int64)
        cases.append((str(path), np.vstack([f, f + 1, np.arange(inst.jobset.n) % 3, np.zeros_like(f)])))
    return cases


@pytest.mark.parametrize(("path", "failures"), _shipped(), ids=lambda v: Path(v).stem if isinstance(v, str) else "")
@pytest.mark.parametrize("priority", ["LPT", "HPA", "LA"])
def test_delegating_wrapper_reproduces_the_built_in_on_shipped_instances(path, failures, priority):
    jobs = read_instance(path).jobset
    for name in ("LPA-LIST", "BATCH-LIST", "MINTIME", "MINAREA"):
        built_in = build(name)
        spans = makespans(built_in, jobs, failures, priority)
        assert np.array_equal(spans, makespans(Delegate(built_in), jobs, failures, priority))
        for f in failures:
            a, b = schedule(built_in, jobs, f, priority), schedule(Delegate(built_in), jobs, f, priority)
            assert a.makespan == b.makespan
            assert all(np.array_equal(getattr(a, k), getattr(b, k)) for k in ("job", "start", "end", "procs"))
        # and the earlier direct paths of the simulator (before the Protocol) give the same numbers
        if name == "BATCH-LIST":
            assert np.array_equal(spans, [batch_list(jobs, f, priority).makespan for f in failures])
        else:
            assert np.array_equal(spans, fixed_makespans(jobs, built_in.allocate(jobs), failures, priority))


def test_delegating_wrapper_reproduces_the_built_in_on_the_authors_files(tmp_path):
    jobs_file, failure_file = SHIPPED / "authors-example-2.jobs", SHIPPED / "authors-example-2.failures"
    files = {"job_file": str(jobs_file), "failure_file": str(failure_file), "processors": 8}
    for name, attribute in DELEGATES:
        built_in = run_task(_task(ALGORITHMS.resolve(name), **files))
        wrapped = run_task(_task(_user("WRAPPED", attribute), **files))
        assert len(built_in.metrics.ratios) == len(read_failures(failure_file, 3))
        assert np.array_equal(built_in.metrics.ratios, wrapped.metrics.ratios)


def test_built_ins_satisfy_the_protocol_with_declared_traits():
    for spec in ALGORITHMS:
        built = build(spec.name)
        assert built.batches is spec.traits["batches"]
        assert isinstance(built, BatchAlgorithm if built.batches else ListAlgorithm)


# --- invalid decisions: one line --------------------------------------------------------------
class Planted(NearFastest):
    def __init__(self, allocation=None, order=None):
        self.planted_allocation, self.planted_order = allocation, order

    def allocate(self, jobs):
        return super().allocate(jobs) if self.planted_allocation is None else self.planted_allocation(jobs)

    def order(self, jobs, procs, durations, rule):
        return np.arange(jobs.n) if self.planted_order is None else self.planted_order(jobs)


class PlantedBatch:
    batches = True

    def __init__(self, allot):
        self.planted = allot

    def allot(self, jobs, g, epsilon, method):
        return self.planted(jobs, g)

    def order(self, jobs, procs, durations, rule):
        return np.arange(jobs.n)


def _zero_p(jobs):
    p = np.ones(jobs.n, dtype=np.int64)
    p[2] = 0
    return p


INVALID = [
    (Planted(allocation=_zero_p), "allocate: job 2 gets 0 processors, outside 1..P=8"),
    (Planted(allocation=lambda jobs: np.full(jobs.n, jobs.P + 1)), "allocate: job 0 gets 9 processors, outside 1..P=8"),
    (Planted(allocation=lambda jobs: np.ones(jobs.n - 1, dtype=int)), "allocate: one processor count per job"),
    (Planted(allocation=lambda jobs: np.full(jobs.n, 1.5)), "allocate: processor counts must be integers"),
    (Planted(order=lambda jobs: np.zeros(jobs.n, dtype=int)), "order: the priority is not a permutation"),
    (Planted(order=lambda jobs: np.arange(jobs.n + 1)), "order: the priority must be a 1-D integer permutation"),
    (Planted(order=lambda jobs: np.arange(jobs.n, dtype=float)), "order: the priority must be a 1-D integer"),
    (PlantedBatch(lambda jobs, g: np.ones((jobs.n, g + 1), dtype=int)), "allot: one processor count per job"),
    (PlantedBatch(lambda jobs, g: np.full((jobs.n, g), -1)), "allot: job 0 gets -1 processors, outside 1..P=8"),
]


@pytest.mark.parametrize(("policy", "message"), INVALID, ids=[m for _, m in INVALID])
def test_an_invalid_decision_is_refused_with_one_line(policy, message):
    jobs = random_jobset("amdahl", 5, 8, 1)
    for run in (lambda: makespans(policy, jobs, np.ones((2, 5), dtype=int)), lambda: schedule(policy, jobs, [0] * 5)):
        with pytest.raises(ReschedError) as error:
            run()
        assert len(str(error.value).splitlines()) == 1
        assert message in str(error.value)
        assert str(error.value).startswith(type(policy).__name__ + ".")


def test_an_object_without_the_protocol_is_refused_with_one_line():
    class NoTrait:
        def allocate(self, jobs):
            return np.ones(jobs.n, dtype=int)

    class NoAllot:
        batches = True

        def order(self, jobs, procs, durations, rule):
            return np.arange(jobs.n)

    jobs = random_jobset("amdahl", 4, 8, 1)
    for policy, message in ((NoTrait(), "declares batches"), (NoAllot(), "batches = True needs allot")):
        with pytest.raises(ReschedError, match=message) as error:
            makespans(policy, jobs, np.zeros((1, 4), dtype=int))
        assert len(str(error.value).splitlines()) == 1


def test_an_invalid_user_decision_is_refused_through_run_task():
    with pytest.raises(ReschedError) as error:
        run_task(_task(_user("PLANTED", "planted_zero")))
    assert len(str(error.value).splitlines()) == 1 and "outside 1..P=32" in str(error.value)


def planted_zero() -> Planted:
    return Planted(allocation=lambda jobs: np.zeros(jobs.n, dtype=np.int64))
