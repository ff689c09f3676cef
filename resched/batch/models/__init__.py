"""The batch family's exact models, one module each, and how ``validate`` checks an algorithm
against them (:func:`checked_algorithm`; the family checks BASELINE by default).

Both are failure-free time-indexed MILPs built as matrices for HiGHS
(:mod:`~resched.batch.models.common`): they keep their own ``solve`` (the generic path would
build and write the Pyomo model, which dominates from a few thousand binaries). Both are
bounded and started by BASELINE's failure-free schedule: this module, the only one of
``models`` that imports the algorithms, gives them BASELINE (``baseline=``). Their solutions
(:class:`~resched.batch.models.solution.BatchSolution`) are decoded from the start variables
(``decode``); the family's declaration (:mod:`resched.batch.experiment.solutions`) adds their
drawing, a Gantt chart beside BASELINE's.
"""

from __future__ import annotations

from functools import partial

from resched.algorithms import Algorithm
from resched.batch.algorithms import BASELINE, BatchScheduler
from resched.batch.instance import BatchInstance
from resched.batch.instance.schedule import Strategy
from resched.batch.metrics import flow_objective
from resched.batch.models import max_flow, weighted_flow
from resched.batch.models.bounds import fault_free, max_flow_bound, weighted_flow_bound
from resched.batch.models.common import OBJECTIVES, Windows, declare, is_small_fault_free, matrix
from resched.batch.models.solution import BatchSolution, FixedStarts, JobRun, decode
from resched.batch.simulate import simulate
from resched.declarations import Bound, ExactModel, Heuristic

build_max_flow = partial(max_flow.build, baseline=BASELINE)
"""min max_j F_j (failure-free), bounded by BASELINE: ``build_max_flow(instance)``."""
build_weighted_flow = partial(weighted_flow.build, baseline=BASELINE)
"""min Σ_j p_j F_j / Σ_j p_j (failure-free), bounded by BASELINE: ``build_weighted_flow(instance)``."""
solve_max_flow = partial(max_flow.solve, baseline=BASELINE)
"""The max-flow MILP: ``solve_max_flow(instance, options)``."""
solve_weighted_flow = partial(weighted_flow.solve, baseline=BASELINE)
"""The weighted-flow MILP: ``solve_weighted_flow(instance, options)``."""


def flows_of(instance: BatchInstance, scheduler: Strategy | BatchScheduler) -> tuple[float, float]:
    """(max flow, weighted mean flow Σ p_j F_j / Σ p_j), in s, of ``scheduler`` on ``instance``."""
    flows, sizes = simulate(instance, scheduler).flows, instance.sizes
    return flow_objective("max_flow", flows, sizes), flow_objective("weighted_flow", flows, sizes)


def baseline_flows(instance: BatchInstance) -> tuple[float, float]:
    """(max flow, weighted mean flow) of conservative backfilling without failures."""
    return flows_of(instance, BASELINE)


EXACT_MODELS = (
    ExactModel(
        "max_flow",
        "failure-free min max flow: time-indexed MILP over start times",
        build_max_flow,
        solve_max_flow,
        applies=is_small_fault_free,
        sense="min",
        decode=partial(decode, "max_flow"),
    ),
    ExactModel(
        "weighted_flow",
        "failure-free min size-weighted mean flow: time-indexed MILP",
        build_weighted_flow,
        solve_weighted_flow,
        applies=is_small_fault_free,
        sense="min",
        decode=partial(decode, "weighted_flow"),
    ),
)


def _flow(chosen: Algorithm, which: int, instance: BatchInstance) -> float:
    return flows_of(instance, chosen.build())[which]


MAX_FLOW_BOUND = Bound(
    "max_flow_bound",
    "max(max L_j, max over release intervals [a, b] of W(a, b)/N − (b − a)): a lower bound on every max flow",
    max_flow_bound,
    "min",
    applies=fault_free,
)
"""What a max flow is checked against where the MILP does not apply (:func:`~resched.batch.models.bounds.max_flow_bound`)."""
WEIGHTED_FLOW_BOUND = Bound(
    "weighted_flow_bound",
    "mean busy times of the squashed preemptive shortest-first schedule: a lower bound on every weighted mean flow",
    weighted_flow_bound,
    "min",
    applies=fault_free,
)
"""What a weighted mean flow is checked against where the MILP does not apply
(:func:`~resched.batch.models.bounds.weighted_flow_bound`)."""


def checked_algorithm(chosen: Algorithm) -> tuple[Heuristic, Heuristic]:
    """The two rows ``validate`` checks for a batch algorithm, built-in or a user's
    :class:`~resched.batch.algorithms.BatchScheduler` (what ``chosen.build()`` returns, built
    afresh for each run), on failure-free instances: its max flow against ``max_flow`` and its
    weighted mean flow against ``weighted_flow`` (s, minimised), or, where these MILPs do not
    apply (large or non-integral instances), against :data:`MAX_FLOW_BOUND` and
    :data:`WEIGHTED_FLOW_BOUND`."""
    return (
        Heuristic(
            f"{chosen.name} max flow",
            partial(_flow, chosen, 0),
            "max_flow",
            applies=fault_free,
            bounds=(MAX_FLOW_BOUND,),
        ),
        Heuristic(
            f"{chosen.name} weighted flow",
            partial(_flow, chosen, 1),
            "weighted_flow",
            applies=fault_free,
            bounds=(WEIGHTED_FLOW_BOUND,),
        ),
    )


__all__ = [
    "EXACT_MODELS",
    "OBJECTIVES",
    "BatchSolution",
    "FixedStarts",
    "JobRun",
    "Windows",
    "baseline_flows",
    "build_max_flow",
    "build_weighted_flow",
    "checked_algorithm",
    "declare",
    "flows_of",
    "is_small_fault_free",
    "matrix",
    "solve_max_flow",
    "solve_weighted_flow",
]
