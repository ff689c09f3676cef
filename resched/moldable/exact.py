"""The moldable family's exact models (LB*, LB_LP, T_OPT) and the four algorithms checked
against the clairvoyant optimum T_OPT."""

from __future__ import annotations

import numpy as np

from resched.declarations import ExactModel, Heuristic
from resched.moldable.bounds import lp_bound
from resched.moldable.family import ALGORITHMS
from resched.moldable.instance import MoldableInstance
from resched.moldable.jobs import JobSet
from resched.moldable.matrix import solve_chain_allotment
from resched.moldable.models import (
    build_chain_allotment,
    build_dag_allotment_lp,
    build_time_indexed,
    chain_graph,
    horizon_of,
    set_time_indexed_start,
)
from resched.moldable.simulate import Schedule, makespan, schedule
from resched.result import SolveOptions

MAX_BINARIES = 100_000
"""The allotment MILP is registered for instances up to this many x_{v,p} (attempts × candidates;
its matrix is built in milliseconds, 60k binaries solve in seconds)."""
MAX_TIME_INDEXED = 20000
"""The time-indexed T_OPT MILP is registered for instances up to this many y variables."""


def _lengths(instance: MoldableInstance):
    return instance.scenario + 1


def _allotment_size(instance: MoldableInstance) -> int:
    counts = instance.jobset.pareto.start[1:] - instance.jobset.pareto.start[:-1]
    return int((counts * _lengths(instance)).sum())


def build_lb_star(instance: MoldableInstance):
    """LB* = min_p L(𝒥, f, p): the DAG allotment MILP on the chains of f_j+1 attempts."""
    return build_chain_allotment(instance.jobset, _lengths(instance))


def build_lb_lp(instance: MoldableInstance):
    """LB_LP: the convex-envelope LP relaxation of the same chains (§4.3)."""
    return build_dag_allotment_lp(chain_graph(instance.jobset, _lengths(instance)), instance.P)


def best_schedule(jobs: JobSet, failures: np.ndarray) -> Schedule:
    """The schedule of the best of the four algorithms (LPT, the default BATCH-LIST) on one
    failure scenario."""
    return min((schedule(jobs, failures, spec.name) for spec in ALGORITHMS), key=lambda s: s.makespan)


def best_list_schedule(instance: MoldableInstance) -> Schedule:
    """The best schedule of the four algorithms on the instance's scenario: T_OPT's horizon and
    starting solution."""
    return best_schedule(instance.jobset, instance.scenario)


def best_list_makespan(instance: MoldableInstance) -> float:
    """The best makespan of the four algorithms on the instance's scenario (T_OPT's horizon)."""
    return min(makespan(instance.jobset, instance.scenario, spec.name) for spec in ALGORITHMS)


def build_t_opt(instance: MoldableInstance):
    """T_OPT(𝒥, f): the time-indexed MILP (§4.5), horizon = the best LIST makespan, C_max ≥
    ⌈LB_LP⌉ (T_OPT ≥ LB* ≥ LB_LP and T_OPT is an integer)."""
    return build_time_indexed(
        instance.jobset,
        instance.scenario,
        horizon_of(best_list_makespan(instance)),
        lp_bound(instance.jobset, _lengths(instance)),
    )


def start_t_opt(instance: MoldableInstance, model) -> None:
    """T_OPT's starting solution: the best LIST schedule (:func:`best_list_schedule`)."""
    set_time_indexed_start(model, instance.jobset, best_list_schedule(instance))


def _time_indexed_applies(instance: MoldableInstance) -> bool:
    if not instance.integer_times:
        return False
    attempts = int(_lengths(instance).sum())
    if attempts * instance.P > MAX_TIME_INDEXED:  # the horizon is >= 1: too large whatever it is
        return False
    return attempts * instance.P * horizon_of(best_list_makespan(instance)) <= MAX_TIME_INDEXED


def solve_lb_star(instance: MoldableInstance, options: SolveOptions):
    """LB* from the matrix of :mod:`resched.moldable.matrix` (equal to :func:`build_lb_star`'s
    model), started from the best allocation with one p per job."""
    return solve_chain_allotment(instance.jobset, _lengths(instance), options)


def _heuristic(algorithm: str) -> Heuristic:
    """An algorithm of the registry (LPT, BATCH-LIST with ε = 0.3) on the instance's scenario."""
    return Heuristic(
        name=algorithm,
        run=lambda instance: makespan(instance.jobset, instance.scenario, algorithm),
        reference="time_indexed_opt",
        applies=_time_indexed_applies,
    )


EXACT_MODELS = (
    ExactModel(
        name="dag_allotment",
        description="LB* = min_p max(critical path, area/P) on the chains of f_j+1 attempts (§4.2 MILP)",
        build=build_lb_star,
        solve=solve_lb_star,
        applies=lambda i: _allotment_size(i) <= MAX_BINARIES,
        sense="min",
    ),
    ExactModel(
        name="dag_allotment_lp",
        description="LB_LP: convex-envelope LP relaxation of the chain allotment (§4.3)",
        build=build_lb_lp,
        applies=lambda i: _allotment_size(i) <= MAX_BINARIES,
        sense="min",
    ),
    ExactModel(
        name="time_indexed_opt",
        description="T_OPT(J, f): clairvoyant optimum, time-indexed MILP, integer times (§4.5)",
        build=build_t_opt,
        start=start_t_opt,
        applies=_time_indexed_applies,
        sense="min",
    ),
)
HEURISTICS = tuple(_heuristic(spec.name) for spec in ALGORITHMS)
