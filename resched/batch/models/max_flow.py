"""The failure-free min max flow: the time-indexed MILP of :mod:`resched.batch.models.common`
with ``bound[j]`` z ≥ F_j, minimize z (z integer in [max_j L_j, F_B]), bounded and started by
BASELINE."""

from __future__ import annotations

import pyomo.environ as pyo

from resched.batch.instance import BatchInstance
from resched.batch.instance.schedule import Strategy
from resched.batch.models.common import Windows, declare, solve_windows
from resched.result import DEFAULT_OPTIONS, SolveOptions, SolveResult

OBJECTIVE = "max_flow"


def build(instance: BatchInstance, *, baseline: Strategy) -> pyo.ConcreteModel:
    """min max_j F_j (failure-free), bounded by BASELINE."""
    return declare(Windows.of(instance, OBJECTIVE, baseline))


def solve(
    instance: BatchInstance,
    options: SolveOptions = DEFAULT_OPTIONS,
    *,
    baseline: Strategy,
    highs_options: dict[str, object] | None = None,
) -> SolveResult:
    """The max-flow MILP under ``options`` (time limit, relative MIP gap, threads, BASELINE's start),
    solved from its matrix (:func:`~resched.batch.models.common.solve_windows`)."""
    return solve_windows(Windows.of(instance, OBJECTIVE, baseline), options, highs_options)
