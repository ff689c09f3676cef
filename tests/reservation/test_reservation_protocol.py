"""Issue 43: a user's reservation strategy written against ``ReservationStrategy`` runs through
``run_task`` as a built-in; delegating wrappers reproduce the built-ins bit for bit; invalid
reservations are refused in one line."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path

import numpy as np
import pytest

from resched.algorithms import Algorithm, AlgorithmSpec
from resched.declarations import Task
from resched.errors import ReschedError
from resched.reservation.algorithms import ReservationStrategy
from resched.reservation.experiment.task import run_task
from resched.reservation.family import ALGORITHMS
from resched.reservation.instance import from_dict
from resched.reservation.instance.strategy import Strategy
from resched.reservation.metrics import expected_cost
from resched.reservation.params import ReservationParams

INSTANCES = Path(__file__).parents[2] / "instances" / "reservation"


class Doubling:
    """The user's policy: reservations of E[X], then doubling, a checkpoint after each but the last."""

    reference = False

    def reservations(self, law, costs, params):
        lengths, covered = [], 0.0
        while covered < law.b:
            lengths.append(max(law.mean, 2 * lengths[-1] if lengths else 0.0))
            covered += lengths[-1] - costs.C - (costs.R if len(lengths) > 1 else 0.0)
        return Strategy.from_lengths(lengths, [True] * (len(lengths) - 1) + [False], costs)


def doubling():
    return Doubling()


class Delegate:
    """Delegates the decision to a built-in (its declared ``reference`` copied)."""

    def __init__(self, name, strategy_only=False):
        self.inner = ALGORITHMS.resolve(name).build()
        self.reference = self.inner.reference
        self.strategy_only = strategy_only

    def reservations(self, law, costs, params):
        plan = self.inner.reservations(law, costs, params)
        return plan.strategy if self.strategy_only else plan


class Short:
    reference = False

    def reservations(self, law, costs, params):
        return Strategy.from_lengths([law.mean], [False], costs)  # stops before b


def short():
    return Short()


def shrinking():
    class Shrinking(Short):
        def reservations(self, law, costs, params):
            return Strategy.from_lengths([2 * law.b, law.b], [False, False], costs)

    return Shrinking()


def _task(params, factory, instance=None):
    spec = AlgorithmSpec(factory.split(":")[1], "test policy", factory)
    return Task("reservation", params, 0, Algorithm(spec), instance=instance)


def _instance(name):
    return from_dict(json.loads((INSTANCES / name).read_text()), name)


def test_builtins_satisfy_the_protocol():
    for spec in ALGORITHMS.specs:
        built = ALGORITHMS.resolve(spec.name).build()
        assert built.reference == bool(spec.traits.get("reference", False))
        assert built.reference or isinstance(built, ReservationStrategy)
    assert isinstance(doubling(), ReservationStrategy)


@pytest.mark.parametrize("law", ["exponential", "lognormal", "uniform"])
def test_user_policy_runs_through_run_task(law):
    params = ReservationParams(law=law).resolve()
    run = run_task(_task(params, "test_reservation_protocol:doubling"))
    dp = run_task(Task("reservation", params, 0, ALGORITHMS.resolve("DYN-PROG-COUNT")))
    reference = run_task(Task("reservation", params, 0, ALGORITHMS.resolve("Omniscient")))
    assert run.extras["milestones"][-1] >= run.metrics.b and all(run.extras["checkpoint_flags"][:-1])
    assert run.extras["lengths"][1] == pytest.approx(2 * run.extras["lengths"][0], rel=1e-12)
    assert reference.metrics.cost < dp.metrics.cost * (1 + 1e-9) and dp.metrics.cost < run.metrics.cost


@pytest.mark.parametrize("name", ["DYN-PROG-COUNT", "ALL-CKPT", "NO-CKPT", "ALL-CKPT-PER", "NO-CKPT-PER"])
@pytest.mark.parametrize(
    "where",
    ["exponential", "weibull", "intro-example.json", "random-10-seed6.json", "gamma-grid-12.json"],
)
def test_delegating_wrappers_reproduce_the_builtins(name, where, monkeypatch):
    import test_reservation_protocol as module

    monkeypatch.setattr(module, "delegate", lambda: Delegate(name), raising=False)
    instance = _instance(where) if where.endswith(".json") else None
    params = ReservationParams(law="exponential" if instance else where, chunks=200).resolve()
    builtin = run_task(Task("reservation", params, 0, ALGORITHMS.resolve(name), instance=instance))
    wrapped = run_task(_task(params, "test_reservation_protocol:delegate", instance))
    assert asdict(wrapped.metrics) == asdict(builtin.metrics) and wrapped.extras == builtin.extras
    # the bare reservations (no Plan), costed by the runner with Eq. (7), agree with the plan's cost
    monkeypatch.setattr(module, "delegate", lambda: Delegate(name, strategy_only=True))
    bare = run_task(_task(params, "test_reservation_protocol:delegate", instance))
    assert bare.extras["milestones"] == builtin.extras["milestones"]
    assert bare.metrics.cost == pytest.approx(builtin.metrics.cost, rel=1e-9)


def test_from_lengths_reads_the_reservations_back():
    plan = ALGORITHMS.resolve("DYN-PROG-COUNT").build()
    inst = _instance("random-10-seed6.json")
    chosen = plan.reservations(inst.law, inst.costs, ReservationParams().resolve())
    again = Strategy.from_lengths(chosen.lengths, chosen.checkpoints, inst.costs)
    assert np.allclose(again.milestones, chosen.milestones, rtol=1e-12)
    assert expected_cost(again, inst.law, inst.costs) == pytest.approx(chosen.expected_cost, rel=1e-9)


@pytest.mark.parametrize(
    ("factory", "words"),
    [("short", "does not cover the law's support"), ("shrinking", "strictly increasing")],
)
def test_invalid_reservations_are_one_line_errors(factory, words):
    with pytest.raises(ReschedError, match=words) as err:
        run_task(_task(ReservationParams().resolve(), f"test_reservation_protocol:{factory}"))
    assert len(str(err.value).splitlines()) == 1


def test_nonpositive_length_is_one_line_error():
    inst = _instance("intro-example.json")
    with pytest.raises(ReschedError, match="W_1") as err:
        Strategy.from_lengths([inst.costs.C / 2, 10.0], [True, False], inst.costs)
    assert len(str(err.value).splitlines()) == 1
