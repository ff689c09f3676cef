"""The exact section models of the ``varcap-section`` family and the section algorithms
``resched validate`` checks against them."""

from __future__ import annotations

from functools import cache

import numpy as np

from resched.registry import ExactModel, Heuristic
from resched.varcap.algorithms import algorithm
from resched.varcap.family import ALGORITHMS
from resched.varcap.section import Phase0, check_decision
from resched.varcap.section_instance import SectionInstance
from resched.varcap.section_milp import build_phase_milp, solve_phase_milp
from resched.varcap.time_indexed import build_time_indexed, solve_time_indexed


@cache
def _decision_work(instance: SectionInstance, name: str) -> float:
    decision = algorithm(name)(instance.context)
    return float(instance.context.p @ check_decision(instance.context, decision))


def _work_of(name: str):
    """Σ p_j l_j^i of the section algorithm ``name`` on an instance (checked against the model's rules)."""
    return lambda instance: _decision_work(instance, name)


def _applies(name: str):
    """GreedyYield checkpoints every job it stops, so it never starts a section with a job
    running uncheckpointed (§4.1); the other algorithms take any section."""
    if name == "GreedyYield":
        return lambda instance: not np.any(instance.context.status == Phase0.RUN)
    return lambda instance: True


VALIDATED = tuple(ALGORITHMS.resolve(name).name for name in (
    "DPGoodputSlow-BestCnf", "DPGoodputSlow", "DPGoodput", "DPGoodput-BestCnf", "GreedyGoodput", "GreedyYield",
    "DPYield", "DPBiC(15)", "DPBiC-BestCnf(15)"))
"""The section algorithms ``validate`` runs (registry names; DPBiC with X = 15 as in §6)."""

EXACT_MODELS = (
    ExactModel(
        name="phase_milp",
        description="§4.2.1 phase-structured section MILP (15 paths, C_nf ∈ {C_k : Run⁽⁰⁾}); twin of DPGoodputSlow-BestCnf",
        build=lambda inst: build_phase_milp(inst.context),
        solve=lambda inst, options: solve_phase_milp(inst.context, **options.to_dict())[1],
    ),
    ExactModel(
        name="time_indexed",
        description="time-indexed section MILP in unit steps (exact for integer T, C, R)",
        build=lambda inst: build_time_indexed(inst.context),
        solve=lambda inst, options: solve_time_indexed(inst.context, **options.to_dict()),
        applies=lambda inst: inst.integral,
    ),
)
HEURISTICS = (
    Heuristic("DPGoodputSlow-BestCnf", _work_of("DPGoodputSlow-BestCnf"), "phase_milp", exact=True),
    Heuristic("DPGoodputSlow-BestCnf (Theorem 1)", _work_of("DPGoodputSlow-BestCnf"), "time_indexed",
              applies=lambda inst: inst.integral and inst.equal_checkpoints, exact=True),
    *(Heuristic(name, _work_of(name), ("time_indexed", "phase_milp"), applies=_applies(name)) for name in VALIDATED),
)
