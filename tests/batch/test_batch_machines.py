"""Issue 45, point 3: machine-level reservations (``reservations = "machines"``), as Batsched's
``Schedule::add_job_first_fit`` reserves them. BASELINE equals a Batsched-like reference
(``tests/oracles/batsched_reference.py``) on random integer and real-valued workloads; a
hand-worked case where the count profile and the machine profile give different schedules;
the compiled kernel and the pure-Python policy agree in every mode, with failures."""

from __future__ import annotations

from dataclasses import replace

import pytest
from oracles.batsched_reference import RefJob, batsched_schedule

from resched.batch import simulate, strategy
from resched.batch.algorithms import BASELINE, VARIANTS, Reserve
from resched.batch.algorithms.policies import scheduler_of
from resched.batch.generate import random_instance, random_integer_instance
from resched.batch.instance import BatchInstance, Job
from resched.batch.simulate import SimulationResult
from resched.errors import ReschedError

MACHINES = replace(BASELINE, reservations="machines")


def _integer(seed: int) -> BatchInstance:
    return random_integer_instance(30, nodes=8, seed=seed)


def _real(seed: int) -> BatchInstance:
    return random_instance(seed, nodes=12, n_jobs=30, load=1.5, mtbf=None, failures=())


def _schedule(result: SimulationResult) -> list[tuple[float, tuple[int, ...]]]:
    starts = {a.job: (a.start, tuple(int(n) for n in a.nodes)) for a in result.attempts}
    return [starts[j] for j in range(len(result.instance.jobs))]


def _reference(inst: BatchInstance) -> list[tuple[float, tuple[int, ...]]]:
    jobs = [RefJob(j.release, j.size, j.length, j.requested) for j in inst.jobs]
    return batsched_schedule(inst.nodes, jobs)


@pytest.mark.parametrize("make", [_integer, _real], ids=["integer", "real"])
def test_baseline_with_machine_reservations_equals_the_batsched_reference(make) -> None:
    """20 random workloads of each kind: every job's start and machines as the reference's.
    The count profile gives another schedule on some of them (the difference the modes make)."""
    differ = 0
    for seed in range(20):
        inst = make(seed)
        assert _schedule(simulate(inst, MACHINES)) == _reference(inst), inst.name
        counted = simulate(inst, BASELINE)
        differ += [s for s, _ in _schedule(counted)] != [s for s, _ in _reference(inst)]
    assert differ > 0  # the modes are different algorithms on these workloads


def _hand_worked() -> BatchInstance:
    """3 nodes, every job submitted at 0 and running its whole wall time (length = wall time):
    A (1 node, 4), B (1 node, 2), C (1 node, 4), D (2 nodes, 10), E (1 node, 3)."""
    jobs = [(0, 1, 4, 4), (0, 1, 2, 2), (0, 1, 4, 4), (0, 2, 10, 10), (0, 1, 3, 3)]
    return BatchInstance("count-vs-machines", 3, 1000.0, tuple(Job(k, *job) for k, job in enumerate(jobs)), ())


def test_hand_worked_case_where_count_and_machine_profiles_differ() -> None:
    """At 0, A, B and C start on machines 0, 1, 2. D is reserved at 4 (2 nodes from A's and
    C's ends), on machines 0 and 1, the lowest ids free over [4, 14). E (1 node, 3):
    count profile: 1 node free on [2, 4) (B's) and 1 on [4, 14) (C's), so E fits at 2 (it
    starts at B's end, on B's node, and runs to 5 while D takes the two others at 4).
    Machine profile: machine 1 is free on [2, 4) only (D holds it from 4) and machine 2 from 4
    on: E is reserved at 4 on machine 2. Flows: count E 5, D 14; machines E 7, D 14."""
    inst = _hand_worked()
    counted, machines = simulate(inst, BASELINE), simulate(inst, MACHINES)
    assert [s for s, _ in _schedule(counted)] == [0, 0, 0, 4, 2]
    assert _schedule(machines) == [(0, (0,)), (0, (1,)), (0, (2,)), (4, (0, 1)), (4, (2,))]
    assert _schedule(machines) == _reference(inst)
    assert counted.flows.tolist() == [4, 2, 4, 14, 5]
    assert machines.flows.tolist() == [4, 2, 4, 14, 7]


@pytest.mark.parametrize("backfilling", ["compress", "compress-always", "replan"])
@pytest.mark.parametrize("strategy_", [BASELINE, VARIANTS[0], VARIANTS[-1]], ids=lambda s: s.name)
def test_python_policy_equals_kernel_with_machine_reservations(strategy_, backfilling) -> None:
    """With failures, stealing and every backfilling mode: same attempts, nodes, counters."""
    built = replace(strategy_, backfilling=backfilling, reservations="machines")
    for seed in range(4):
        inst = random_instance(seed, nodes=12, n_jobs=20, mtbf=600.0 if seed % 2 else None)
        kernel, python = simulate(inst, built), simulate(inst, scheduler_of(built))
        fingerprint = [(a.job, a.copy, a.start, a.stop, a.outcome, a.nodes.tolist()) for a in kernel.attempts]
        assert fingerprint == [(a.job, a.copy, a.start, a.stop, a.outcome, a.nodes.tolist()) for a in python.attempts]
        assert kernel.counters == python.counters


def test_strategy_names_the_mode_and_refuses_an_unknown_one() -> None:
    assert strategy("SFSJ", reservations="machines").name == "SFSJ/machines"
    assert strategy("sfsj").name == "SFSJ"
    with pytest.raises(ReschedError, match="unknown reservations"):
        strategy("BASELINE", reservations="nodes")


class WrongMachines:
    """Reserves the first waiting job on one machine whatever its size (a planted error)."""

    name = "WRONG-MACHINES"
    consult_when_full = True

    def schedule(self, view):
        big = [w for w in view.queue if w.size > 1]
        return [Reserve(big[0].job, view.time + 1.0, (0,))] if big else []

    def on_job_failure(self, view, failed):
        return None


def test_a_reservation_naming_too_few_machines_is_refused_in_one_line() -> None:
    with pytest.raises(ReschedError) as caught:
        simulate(_hand_worked(), WrongMachines())
    message = str(caught.value)
    assert len(message.splitlines()) == 1 and "refused" in message and "distinct machine(s), 1 named" in message
