"""The variable-capacity family's exact models (the §5.1 yield LP and the clairvoyant
multi-section models) and the simulated algorithms ``resched validate`` checks against them."""

from __future__ import annotations

from functools import cache

from resched.declarations import ExactModel, Heuristic
from resched.result import SolveOptions
from resched.varcap.clairvoyant import (
    Objective,
    build_clairvoyant,
    build_clairvoyant_steps,
    goodput_lp_applies,
    milp_applies,
    min_yield_lp_applies,
    solve_clairvoyant,
    solve_clairvoyant_steps,
    steps_applies,
)
from resched.varcap.family import ALGORITHMS
from resched.varcap.instance import VarCapInstance
from resched.varcap.models import build_yield_feasibility
from resched.varcap.yield_lp import max_min_yield


def _certificate_model(instance: VarCapInstance):
    """The yield-feasibility LP at the largest achievable yield found by the search."""
    return build_yield_feasibility(instance, max_min_yield(instance).lower)


@cache
def _simulation(instance: VarCapInstance, name: str):
    """The simulation of the algorithm ``name`` (its decisions kept)."""
    from resched.varcap.algorithms import algorithm
    from resched.varcap.simulate import simulate

    return simulate(instance, algorithm(name), keep_decisions=True)


def _metrics(instance: VarCapInstance, name: str):
    from resched.varcap.metrics import evaluate

    return evaluate(instance, _simulation(instance, name))


def _metric(name: str, key: str):
    """The metric ``key`` (goodput or min_yield) of the simulated algorithm ``name``."""
    return lambda instance: getattr(_metrics(instance, name), key)


def best_schedule(instance: VarCapInstance, key: str = "goodput"):
    """The per-section decisions of the paper algorithm (:data:`VALIDATED`) with the best
    ``key`` (goodput or min_yield) on ``instance``: the clairvoyant MILPs start from it."""
    best = max(VALIDATED, key=lambda name: getattr(_metrics(instance, name), key))
    return _simulation(instance, best).decisions


def _clairvoyant_applies(objective: str, relax: bool):
    if not relax:
        return milp_applies
    return goodput_lp_applies if objective == "goodput" else min_yield_lp_applies


def _clairvoyant(objective: Objective, relax: bool) -> ExactModel:
    kind = "LP relaxation" if relax else "MILP"

    def solve(inst: VarCapInstance, options: SolveOptions):
        start = None if relax or not options.warm_start else best_schedule(inst, objective)
        return solve_clairvoyant(inst, objective, relax, **options.to_dict(), start=start)

    return ExactModel(
        name=f"clairvoyant_{objective}{'_lp' if relax else ''}",
        description=f"clairvoyant multi-section {kind} over the 15-path schedules: upper bound on the "
        f"{objective.replace('_', ' ')} of every algorithm of the paper (infinite jobs)",
        build=lambda inst: build_clairvoyant(inst, objective, relax),
        solve=solve,
        applies=_clairvoyant_applies(objective, relax),
    )


def _clairvoyant_steps(inst: VarCapInstance, options: SolveOptions):
    start = best_schedule(inst, "goodput") if options.warm_start else None
    return solve_clairvoyant_steps(inst, **options.to_dict(), start=start)


VALIDATED = tuple(
    ALGORITHMS.resolve(name).name
    for name in (
        "GreedyGoodput",
        "GreedyYield",
        "DPGoodputSlow-BestCnf",
        "DPGoodputSlow",
        "DPGoodput",
        "DPGoodput-BestCnf",
        "DPYield",
        "DPBiC(15)",
        "DPBiC-BestCnf(15)",
    )
)
"""The algorithms ``validate`` simulates on multi-section instances (registry names; DPBiC with
X = 15 as in §6). The §5.1 yield LP has no time limit or gap (a search over LPs); it takes
the thread count."""

EXACT_MODELS = (
    ExactModel(
        name="yield_feasibility",
        description="max min-yield: §5.1 LP (4)-(6) + binary search; exported at Y*",
        build=_certificate_model,
        solve=lambda inst, options: max_min_yield(inst, threads=options.threads),
    ),
    *(_clairvoyant(objective, relax) for objective in ("goodput", "min_yield") for relax in (False, True)),
    ExactModel(
        name="clairvoyant_time_indexed",
        description="clairvoyant multi-section time-indexed MILP over every schedule (unit steps; integer data): "
        "the true clairvoyant goodput optimum (infinite jobs)",
        build=build_clairvoyant_steps,
        solve=_clairvoyant_steps,
        applies=steps_applies,
    ),
)
HEURISTICS = (
    *(
        Heuristic(
            f"{name} goodput",
            _metric(name, "goodput"),
            ("clairvoyant_goodput", "clairvoyant_time_indexed", "clairvoyant_goodput_lp"),
        )
        for name in VALIDATED
    ),
    *(
        Heuristic(
            f"{name} min yield",
            _metric(name, "min_yield"),
            ("clairvoyant_min_yield", "clairvoyant_min_yield_lp", "yield_feasibility"),
        )
        for name in VALIDATED
    ),
)
