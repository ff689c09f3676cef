"""The risk-aware family's exact model and the online algorithms checked against it
(imported only by ``solve``, ``export`` and ``validate``, and by the adversary).

:data:`EXACT_MODELS`: the offline time-indexed MILP (:mod:`.offline_goodput`), built with
Pyomo and solved with HiGHS by the generic path, started from the best online schedule
(:func:`write_online_start`). The checked heuristics: every online algorithm's GOODPUT(T),
never above the offline optimum (:func:`checked_algorithm`, applied to the built-ins that the
family names in ``checked_builtins`` and to a user's algorithm).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from resched.algorithms import Algorithm
from resched.declarations import ExactModel, Heuristic
from resched.result import DEFAULT_OPTIONS, SolveOptions, SolveResult
from resched.riskaware.algorithms import Policy
from resched.riskaware.instance import RiskAwareInstance, Schedule
from resched.riskaware.metrics import goodput
from resched.riskaware.models.offline_goodput import (
    MAX_BINARIES,
    build_offline_goodput,
    counted_attempts,
    schedule_of,
    start_options,
    write_start,
)
from resched.riskaware.params import ALGORITHM_NAMES, RiskAwareParams
from resched.riskaware.simulate import EventPolicy, OnlineAlgorithm, simulate

if TYPE_CHECKING:
    import pyomo.environ as pyo

PolicyFactory = Callable[[RiskAwareParams], OnlineAlgorithm | EventPolicy]
"""What a risk-aware algorithm builds: algorithm parameters -> the policy the simulator runs."""

__all__ = [
    "EXACT_MODELS",
    "MAX_BINARIES",
    "best_online",
    "build_offline_goodput",
    "checked_algorithm",
    "counted_attempts",
    "online_goodput",
    "schedule_of",
    "solve_offline_goodput",
    "start_options",
    "write_online_start",
]


def online_goodput(algorithm: str | PolicyFactory) -> Callable[[RiskAwareInstance], float]:
    """GOODPUT(T) (∈ [0, 1]) of ``algorithm`` run online up to T on an instance, with the
    default algorithm parameters: a built-in name, or what an algorithm of the registry builds
    (``params -> policy``: a compiled :class:`Policy` or any
    :class:`~resched.riskaware.algorithms.OnlinePolicy`, built afresh for each instance)."""
    make = partial(Policy.of, algorithm) if isinstance(algorithm, str) else algorithm

    def run(instance: RiskAwareInstance) -> float:
        return goodput(instance, simulate(instance, make(RiskAwareParams()), until=instance.horizon))

    return run


def checked_algorithm(chosen: Algorithm) -> tuple[Heuristic]:
    """The row ``validate`` checks for a risk-aware algorithm (built-in or a user's): its
    GOODPUT(T) (:func:`online_goodput` of what ``chosen`` builds) never above the offline
    optimum ``offline_goodput``."""
    return (Heuristic(chosen.name, online_goodput(chosen.build()), reference="offline_goodput"),)


def best_online(instance: RiskAwareInstance) -> tuple[str, float, Schedule]:
    """(algorithm, GOODPUT(T), schedule up to T) of the registry's algorithm (default
    parameters) with the highest goodput on ``instance``, the first one on ties."""
    runs = [(name, simulate(instance, Policy(name), until=instance.horizon)) for name in ALGORITHM_NAMES]
    scored = [(name, goodput(instance, schedule), schedule) for name, schedule in runs]
    return max(scored, key=lambda row: row[1])


def write_online_start(instance: RiskAwareInstance, model: pyo.ConcreteModel) -> str:
    """Set every x of the offline ``model`` to the best online schedule (:func:`best_online`:
    1 on its counted attempts, 0 elsewhere); returns the algorithm's name."""
    name, _, schedule = best_online(instance)
    write_start(model, counted_attempts(instance, schedule), name)
    return name


def _online_start(instance: RiskAwareInstance, model: pyo.ConcreteModel) -> None:
    """The offline model's ``start``: :func:`write_online_start` (its name unused)."""
    write_online_start(instance, model)


EXACT_MODELS = (
    ExactModel(
        name="offline_goodput",
        description="max GOODPUT(T) offline with the capacity profile known: time-indexed MILP",
        build=build_offline_goodput,
        start=_online_start,
        sense="max",
    ),
)


def solve_offline_goodput(instance: RiskAwareInstance, options: SolveOptions = DEFAULT_OPTIONS) -> SolveResult:
    """Solve :func:`build_offline_goodput` with HiGHS (objective = optimal GOODPUT(T)) under
    ``options`` (time limit, relative MIP gap, threads); with ``options.warm_start``, from the
    best online schedule (:func:`write_online_start`), whose goodput is the result's
    ``start_objective``."""
    result = EXACT_MODELS[0].run(instance, options)
    assert isinstance(result, SolveResult)
    return result
