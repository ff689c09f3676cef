"""Variable-capacity scheduling with checkpoints (Cendrier, Benoit, Vivien, RR-9582, 2025)."""

from resched.plot.varcap import plot_varcap_sweep
from functools import cache

from resched.registry import ExactModel, Family, Heuristic
from resched.varcap.clairvoyant import (
    build_clairvoyant,
    goodput_lp_applies,
    milp_applies,
    min_yield_lp_applies,
    solve_clairvoyant,
)
from resched.varcap.experiment import run_task
from resched.varcap.instance import VarCapInstance, from_dict
from resched.varcap.models import build_yield_feasibility
from resched.varcap.yield_lp import YieldBound, max_min_yield


def _certificate_model(instance: VarCapInstance):
    """The yield-feasibility LP at the largest achievable yield found by the search."""
    return build_yield_feasibility(instance, max_min_yield(instance).lower)


@cache
def _metrics(instance: VarCapInstance, name: str):
    from resched.varcap.algorithms import algorithm
    from resched.varcap.metrics import evaluate
    from resched.varcap.simulate import simulate

    return evaluate(instance, simulate(instance, algorithm(name)))


def _metric(name: str, key: str):
    """The metric ``key`` (goodput or min_yield) of the simulated algorithm ``name``."""
    return lambda instance: getattr(_metrics(instance, name), key)


def _clairvoyant_applies(objective: str, relax: bool):
    if not relax:
        return milp_applies
    return goodput_lp_applies if objective == "goodput" else min_yield_lp_applies


def _clairvoyant(objective: str, relax: bool) -> ExactModel:
    kind = "LP relaxation" if relax else "MILP"
    return ExactModel(
        name=f"clairvoyant_{objective}{'_lp' if relax else ''}",
        description=f"clairvoyant multi-section {kind}: upper bound on the {objective.replace('_', ' ')} (infinite jobs)",
        build=lambda inst: build_clairvoyant(inst, objective, relax),
        solve=lambda inst: solve_clairvoyant(inst, objective, relax),
        applies=_clairvoyant_applies(objective, relax),
    )


VALIDATED = ("GreedyGoodput", "GreedyYield", "DPGoodputSlow-BestCnf", "DPGoodputSlow", "DPGoodput",
             "DPGoodput-BestCnf", "DPYield", "DPBiC(15)", "DPBiC-BestCnf(15)")
"""The algorithms ``validate`` simulates on multi-section instances (DPBiC with X = 15 as in §6)."""

FAMILY = Family(
    name="varcap",
    from_dict=from_dict,
    exact_models=(
        ExactModel(
            name="yield_feasibility",
            description="max min-yield: §5.1 LP (4)-(6) + binary search; exported at Y*",
            build=_certificate_model,
            solve=max_min_yield,
        ),
        *(_clairvoyant(objective, relax) for objective in ("goodput", "min_yield") for relax in (False, True)),
    ),
    heuristics=(
        *(Heuristic(f"{name} goodput", _metric(name, "goodput"), ("clairvoyant_goodput", "clairvoyant_goodput_lp"))
          for name in VALIDATED),
        *(Heuristic(f"{name} min yield", _metric(name, "min_yield"),
                    ("clairvoyant_min_yield", "clairvoyant_min_yield_lp", "yield_feasibility")) for name in VALIDATED),
    ),
    experiment=run_task,
    plot=plot_varcap_sweep,
)

__all__ = ["FAMILY", "VarCapInstance", "YieldBound", "build_yield_feasibility", "max_min_yield"]
