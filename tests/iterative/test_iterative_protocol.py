"""Issue 43: a user's checkpoint strategy written against the family's Protocols runs through the
simulator and ``run_task`` as a built-in; delegating wrappers reproduce the built-ins bit for bit;
invalid decisions are refused in one line."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path

import numpy as np
import pytest

from resched.algorithms import Algorithm, AlgorithmSpec
from resched.declarations import Task
from resched.errors import ReschedError
from resched.iterative.algorithms import ChainCheckpointing, DynamicCheckpointing, StaticCheckpointing
from resched.iterative.experiment import run_task
from resched.iterative.experiment.task import dynamic_runs, static_runs, stochastic_setting
from resched.iterative.family import ALGORITHMS
from resched.iterative.instance import from_dict
from resched.iterative.params import IterativeParams
from resched.iterative.simulate import instance_seeds, length_generator, static_makespans

INSTANCES = Path(__file__).parents[2] / "instances" / "iterative"


class EveryFifthOrHalfW:
    """The user's policy: checkpoint after 3 iterations, or once the work reaches γ·W_th."""

    study = "stochastic"
    decides = "during the run"
    threshold_rule = False
    gammas = (0.5, 1.0)

    def thresholds(self, s):
        return np.array([g * s.w_threshold for g in self.gammas] + [s.w_fo])

    def checkpoint_after(self, s, column, iteration, since, work):
        return bool(work >= self.thresholds(s)[column] or since == 3)


def user_policy() -> EveryFifthOrHalfW:
    return EveryFifthOrHalfW()


class Delegate:
    """Delegates every decision to a built-in (declared attributes copied, not inferred)."""

    def __init__(self, inner, **overrides):
        self.inner = inner
        for key in ("study", "decides", "threshold_rule", "gammas", "names"):
            if hasattr(inner, key):
                setattr(self, key, getattr(inner, key))
        self.__dict__.update(overrides)

    def __getattr__(self, name):  # periods, plan, thresholds, checkpoint_after, positions
        return getattr(self.inner, name)


class BadPlan:
    study, decides = "stochastic", "before the run"

    def periods(self, s):
        return np.arange(1, max(s.k_static, s.k_fo) + 1)

    def plan(self, s, iterations):
        return np.zeros((len(self.periods(s)), iterations), dtype=bool)  # the last iteration is not saved


def _task(params: IterativeParams, factory: str, seed: int = 3, instance=None) -> Task[IterativeParams]:
    spec = AlgorithmSpec(factory.split(":")[1], "test policy", factory)
    return Task("iterative", params, seed, Algorithm(spec), instance=instance)


def _small(**kw) -> IterativeParams:
    return IterativeParams(iterations=40, monte_carlo_runs=30, **kw).resolve()


def test_builtins_satisfy_the_protocols():
    assert isinstance(ALGORITHMS.resolve("static").build(), StaticCheckpointing)
    assert isinstance(ALGORITHMS.resolve("dynamic").build(), DynamicCheckpointing)
    assert isinstance(ALGORITHMS.resolve("all").build(), ChainCheckpointing)
    assert isinstance(user_policy(), DynamicCheckpointing)


def test_user_policy_runs_through_run_task():
    run = run_task(_task(_small(), "test_iterative_protocol:user_policy"))
    assert run.algorithm == "user_policy" and run.metrics.gamma == [0.5, 1.0]
    assert all(m > 40 * 50 for m in run.metrics.mean_by_gamma)  # more than the work itself
    # the 3-iteration cap checkpoints more often than Algorithm 2 at W_th: decisions were applied
    s = stochastic_setting(_small())
    builtin = ALGORITHMS.resolve("dynamic").build()
    assert s.w_threshold > 3 * s.law.mean
    lengths = s.law.sample(length_generator(3), (30, 40))
    assert not np.array_equal(
        dynamic_runs(user_policy(), s, lengths, instance_seeds(3, 30), False)[:, 1],
        dynamic_runs(builtin, s, lengths, instance_seeds(3, 30), False)[:, builtin.gammas.index(1.0)],
    )


@pytest.mark.parametrize("seed", [1, 7])
@pytest.mark.parametrize("law", ["gamma", "uniform"])
def test_dynamic_python_path_agrees_with_the_kernel(seed, law):
    s = stochastic_setting(_small(law=law))
    lengths = s.law.sample(length_generator(seed), (20, 40))
    seeds = instance_seeds(seed, 20)
    builtin = ALGORITHMS.resolve("dynamic").build()
    fast = dynamic_runs(builtin, s, lengths, seeds, seed == 7)
    assert np.array_equal(fast, dynamic_runs(builtin, s, lengths, seeds, seed == 7, python=True))


def test_static_plan_agrees_with_the_periodic_kernel():
    s = stochastic_setting(_small())
    lengths = s.law.sample(length_generator(5), (20, 40))
    seeds = instance_seeds(5, 20)
    builtin = ALGORITHMS.resolve("static").build()
    for paper in (False, True):
        old = static_makespans(lengths, builtin.periods(s), s.C, s.R, s.D, s.lam, seeds, paper)
        assert np.array_equal(static_runs(builtin, s, lengths, seeds, paper), old)


def delegate_static():
    return Delegate(ALGORITHMS.resolve("static").build())


def delegate_dynamic_python():
    return Delegate(ALGORITHMS.resolve("dynamic").build(), threshold_rule=False)


def delegate_all():
    return Delegate(ALGORITHMS.resolve("all").build())


@pytest.mark.parametrize("seed", [2, 11])
@pytest.mark.parametrize(("name", "factory"), [("static", "delegate_static"), ("dynamic", "delegate_dynamic_python")])
def test_stochastic_wrappers_reproduce_the_builtins(seed, name, factory):
    params = _small(law="normal") if seed == 11 else _small()
    builtin = run_task(Task("iterative", params, seed, ALGORITHMS.resolve(name)))
    wrapped = run_task(_task(params, f"test_iterative_protocol:{factory}", seed))
    assert asdict(wrapped.metrics) == asdict(builtin.metrics) and wrapped.extras == builtin.extras


@pytest.mark.parametrize(
    "instance", ["toy-n3-N4.json", "neuroscience-p0.01-N3.json", "synthetic-n10-p0.1-N2.json", None]
)
def test_chain_wrapper_reproduces_all(instance):
    params = IterativeParams(study="chain", application="synthetic").resolve()
    inst = None if instance is None else from_dict(json.loads((INSTANCES / instance).read_text()), instance)
    builtin = run_task(Task("iterative", params, 4, ALGORITHMS.resolve("all"), instance=inst))
    wrapped = run_task(_task(params, "test_iterative_protocol:delegate_all", 4, inst))
    assert asdict(wrapped.metrics) == asdict(builtin.metrics) and wrapped.extras == builtin.extras
    assert "ratio[CkptEachIter]" in wrapped.extras


def bad_plan():
    return BadPlan()


class BadPositions:
    study, names = "chain", ("Optimal",)

    def positions(self, app, name, iterations, durations, pattern):
        return np.array([3, 2, iterations * app.n])


def bad_positions():
    return BadPositions()


def zero_threshold():
    return Delegate(ALGORITHMS.resolve("dynamic").build(), thresholds=lambda s: np.zeros(21))


@pytest.mark.parametrize(
    ("factory", "study", "words"),
    [
        ("bad_plan", "stochastic", "last iteration must end with a checkpoint"),
        ("bad_positions", "chain", "strictly increasing"),
        ("zero_threshold", "stochastic", "not a positive finite work"),
    ],
)
def test_invalid_decisions_are_one_line_errors(factory, study, words):
    params = _small() if study == "stochastic" else IterativeParams(study="chain", application="synthetic").resolve()
    with pytest.raises(ReschedError, match=words) as err:
        run_task(_task(params, f"test_iterative_protocol:{factory}"))
    assert len(str(err.value).splitlines()) == 1
