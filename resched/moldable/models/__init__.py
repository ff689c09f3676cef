"""The moldable family's exact models, one module each: LB* (:mod:`.dag_allotment`, the §4.2
MILP and its matrix twin), LB_LP (:mod:`.dag_allotment_lp`, §4.3) and T_OPT
(:mod:`.time_indexed`, §4.5); and the four algorithms checked against the clairvoyant
optimum T_OPT (:data:`HEURISTICS`).

This module alone runs the algorithms (:mod:`resched.moldable.algorithms`) for the models:
T_OPT's horizon and starting solution (the best LIST schedule) and LB*'s starting solution
(the best allocation with one p per job) are given to the model modules as arguments; the
pictures of the solutions (:mod:`.solution`) put LPA-LIST's schedule beside the optimum.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

import numpy as np
import pyomo.environ as pyo

from resched.algorithms import Algorithm
from resched.declarations import Bound, ExactModel, Heuristic
from resched.moldable.algorithms import (
    ALGORITHMS,
    MoldableAlgorithm,
    batch_list_algorithm,
    lpa_list,
    makespans,
    minarea_list,
    mintime_list,
    schedule,
)
from resched.moldable.algorithms.batch_list import uniform_allotment
from resched.moldable.instance.document import MoldableInstance
from resched.moldable.instance.jobs import JobSet
from resched.moldable.metrics import lp_bound
from resched.moldable.models import dag_allotment, time_indexed
from resched.moldable.models.common import MAX_BINARIES, allotment_applies, chain_lengths
from resched.moldable.models.dag_allotment_lp import build_lb_lp
from resched.moldable.models.solution import (
    AllotmentSolution,
    TimedSolution,
    chained,
    decode_allotment,
    decode_fractional,
    decode_timed,
    draw_gantt,
    schedule_attempts,
)
from resched.moldable.models.time_indexed import MAX_TIME_INDEXED
from resched.moldable.simulate import Schedule
from resched.result import Solution

__all__ = [
    "EXACT_MODELS",
    "HEURISTICS",
    "MAX_BINARIES",
    "MAX_TIME_INDEXED",
    "AllotmentSolution",
    "TimedSolution",
    "best_list_makespan",
    "best_list_schedule",
    "best_schedule",
    "build_lb_lp",
    "build_lb_star",
    "build_t_opt",
    "checked_algorithm",
    "milp_allotment",
    "solve_lb_star",
    "start_t_opt",
]

LIST_ALGORITHMS: tuple[tuple[str, Callable[[], MoldableAlgorithm]], ...] = (
    ("LPA-LIST", lpa_list),
    ("BATCH-LIST", batch_list_algorithm),
    ("MINTIME", mintime_list),
    ("MINAREA", minarea_list),
)
"""The family's algorithms (the registry's names and order) with their default settings
(LPT, BATCH-LIST with ε = 0.3 and the authors' allotment)."""


def _makespan(algorithm: MoldableAlgorithm, jobs: JobSet, failures: np.ndarray) -> float:
    return float(makespans(algorithm, jobs, np.atleast_2d(failures))[0])


def best_schedule(jobs: JobSet, failures: np.ndarray) -> Schedule:
    """The schedule of the best of the four algorithms (LPT, the default BATCH-LIST) on one
    failure scenario."""
    return min((schedule(build(), jobs, failures) for _, build in LIST_ALGORITHMS), key=lambda s: s.makespan)


def best_list_schedule(instance: MoldableInstance) -> Schedule:
    """The best schedule of the four algorithms on the instance's scenario: T_OPT's horizon and
    starting solution."""
    return best_schedule(instance.jobset, instance.scenario)


def best_list_makespan(instance: MoldableInstance) -> float:
    """The best makespan of the four algorithms on the instance's scenario (T_OPT's horizon)."""
    return min(_makespan(build(), instance.jobset, instance.scenario) for _, build in LIST_ALGORITHMS)


build_lb_star = dag_allotment.build_lb_star


def build_t_opt(instance: MoldableInstance) -> pyo.ConcreteModel:
    """T_OPT(𝒥, f): the time-indexed MILP (§4.5), horizon = the best LIST makespan."""
    return time_indexed.build_t_opt(instance, best=best_list_makespan)


def start_t_opt(instance: MoldableInstance, model: pyo.ConcreteModel) -> None:
    """T_OPT's starting solution: the best LIST schedule (:func:`best_list_schedule`)."""
    time_indexed.start_t_opt(instance, model, best=best_list_schedule)


time_indexed_applies = partial(time_indexed.applies, best=best_list_makespan)
solve_lb_star = partial(dag_allotment.solve, start=uniform_allotment)
"""LB* from its matrix, started from the best allocation with one p per job."""
milp_allotment = partial(dag_allotment.milp_allotment, start=uniform_allotment)
"""BATCH-LIST's ``milp`` allotment, started from the best allocation with one p per job."""


def lb_lp(instance: MoldableInstance) -> float:
    """A certified lower bound on the makespan of every schedule of the instance's scenario
    (s), at any size and without a solver: LB_LP of §4.3 on the chains of f_j + 1 attempts,
    by bisection (:func:`resched.moldable.metrics.lp_bound`),

        LB_LP = min_X max(X, Σ_j g_j·ℓ_j(X/g_j) / P),  g_j = f_j + 1, X ≥ max_j g_j t_min,j,

    ℓ_j the lower convex envelope of job j's (t, a) points. Proof: a schedule gives attempt i
    of job j some p_j^(i) processors for t_j(p_j^(i)); its makespan T is at least the longest
    chain X = max_j Σ_i t_j(p_j^(i)) and at least the area over P (Eq. 8: T ≥ L(𝒥, f, p),
    so T ≥ LB* = min_p L(𝒥, f, p)). Each chain's area is at least g_j·ℓ_j(Σ_i t_j(p_j^(i))/g_j)
    (ℓ_j is convex and below every (t, a) point: Jensen), and ℓ_j is non-increasing, so
    T ≥ max(X, Σ_j g_j ℓ_j(X/g_j)/P) ≥ LB_LP: L' ≤ LB_LP ≤ LB* ≤ T_OPT ≤ T_ALG (§4.3, §5.1).
    Tested at most LB* and T_OPT on tiny instances (``tests/moldable/test_moldable_certified_bounds.py``)."""
    return lp_bound(instance.jobset, chain_lengths(instance))


LB_LP_BOUND = Bound(
    name="lb_lp_bisection",
    description="LB_LP (§4.3) by bisection on the convex envelopes: a lower bound on every makespan",
    value=lb_lp,
    sense="min",
)
"""What a makespan is checked against when T_OPT does not apply (e.g. n = 500, P = 7500)."""


def _heuristic(name: str, build: Callable[[], MoldableAlgorithm]) -> Heuristic:
    """An algorithm (LPT, BATCH-LIST with ε = 0.3) on the instance's scenario, checked
    against T_OPT where it applies, else against :data:`LB_LP_BOUND`."""

    def run(instance: MoldableInstance) -> float:
        return _makespan(build(), instance.jobset, instance.scenario)

    return Heuristic(name=name, run=run, reference="time_indexed_opt", bounds=(LB_LP_BOUND,))


def draw_solution(instance: MoldableInstance, solution: Solution, path: Path) -> None:
    """A Gantt chart of the optimum (T_OPT's schedule, or an allotment's chains laid back to
    back with LB* dashed) above LPA-LIST's schedule on the instance's scenario."""
    heuristic = schedule(lpa_list(), instance.jobset, instance.scenario)
    below = (f"LPA-LIST: makespan {heuristic.makespan:.6g}", schedule_attempts(instance, heuristic))
    if isinstance(solution, TimedSolution):
        panels = [(f"T_OPT: makespan {solution.objective:.6g}", solution.attempts), below]
        draw_gantt(instance, panels, path)
        return
    assert isinstance(solution, AllotmentSolution)
    name = "LB_LP (fractional durations)" if solution.fractional else "LB*"
    top = (
        f"{name} = {solution.objective:.6g}: the allotment's chains (no processor limit)",
        chained(solution.attempts),
    )
    draw_gantt(instance, [top, below], path, lines=(solution.objective,))


EXACT_MODELS = (
    ExactModel(
        name="dag_allotment",
        description="LB* = min_p max(critical path, area/P) on the chains of f_j+1 attempts (§4.2 MILP)",
        build=build_lb_star,
        solve=solve_lb_star,
        applies=allotment_applies,
        sense="min",
        decode=decode_allotment,
        draw=draw_solution,
    ),
    ExactModel(
        name="dag_allotment_lp",
        description="LB_LP: convex-envelope LP relaxation of the chain allotment (§4.3)",
        build=build_lb_lp,
        applies=allotment_applies,
        sense="min",
        decode=decode_fractional,
        draw=draw_solution,
    ),
    ExactModel(
        name="time_indexed_opt",
        description="T_OPT(J, f): clairvoyant optimum, time-indexed MILP, integer times (§4.5)",
        build=build_t_opt,
        start=start_t_opt,
        applies=time_indexed_applies,
        sense="min",
        decode=decode_timed,
        draw=draw_solution,
    ),
)


def checked_algorithm(chosen: Algorithm) -> tuple[Heuristic]:
    """The row ``validate`` checks for a moldable algorithm (built-in or a user's
    :class:`~resched.moldable.algorithms.MoldableAlgorithm`): its makespan (s) on the
    instance's failure scenario, never below the clairvoyant optimum T_OPT
    (``time_indexed_opt``, minimised) nor, where T_OPT does not apply, below LB_LP
    (:data:`LB_LP_BOUND`)."""
    return (_heuristic(chosen.name, chosen.build),)


HEURISTICS = tuple(row for name, _ in LIST_ALGORITHMS for row in checked_algorithm(ALGORITHMS.resolve(name)))
