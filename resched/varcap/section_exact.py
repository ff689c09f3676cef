"""The exact section models of the ``varcap-section`` family and the section algorithms
``resched validate`` checks against them."""

from __future__ import annotations

import contextlib
from functools import cache

import numpy as np

from resched.declarations import ExactModel, Heuristic
from resched.varcap.algorithms import algorithm
from resched.varcap.best_cnf import best_cnf, choose_solver
from resched.varcap.family import ALGORITHMS
from resched.varcap.section import Phase0, Unschedulable, check_decision
from resched.varcap.section_instance import SectionInstance
from resched.varcap.section_milp import build_phase_milp
from resched.varcap.section_milp import write_decision as write_phase_decision
from resched.varcap.time_indexed import build_time_indexed
from resched.varcap.time_indexed import write_decision as write_steps


@cache
def _decision(instance: SectionInstance, name: str):
    """The decision of the section algorithm ``name`` (DPGoodputSlow-BestCnf: by its DP, the
    algorithm checked here), checked against the model's rules."""
    decision = algorithm(name, best_cnf_solver="dp")(instance.context)
    check_decision(instance.context, decision)
    return decision


def _work_of(name: str):
    """Σ p_j l_j^i of the section algorithm ``name`` on an instance (checked against the model's rules)."""
    return lambda instance: float(instance.context.p @ check_decision(instance.context, _decision(instance, name)))


def _start_phase_milp(instance: SectionInstance, model) -> None:
    """The phase MILP starts from DPGoodputSlow-BestCnf's DP where the DP is the faster solver."""
    if choose_solver(instance.context) == "dp":
        _write(write_phase_decision, instance, model, lambda: _decision(instance, "DPGoodputSlow-BestCnf"))


def _start_time_indexed(instance: SectionInstance, model) -> None:
    """The time-indexed MILP starts from the BestCnf optimum (DP or phase MILP, whichever is faster)."""
    _write(write_steps, instance, model, lambda: best_cnf(instance.context).decision)


def _write(write, instance: SectionInstance, model, decision) -> None:
    with contextlib.suppress(Unschedulable):  # no 15-path decision: HiGHS starts from scratch
        write(model, instance.context, decision())


def _applies(name: str):
    """GreedyYield checkpoints every job it stops, so it never starts a section with a job
    running uncheckpointed (§4.1); the other algorithms take any section."""
    if name == "GreedyYield":
        return lambda instance: not np.any(instance.context.status == Phase0.RUN)
    return lambda instance: True


VALIDATED = tuple(
    ALGORITHMS.resolve(name).name
    for name in (
        "DPGoodputSlow-BestCnf",
        "DPGoodputSlow",
        "DPGoodput",
        "DPGoodput-BestCnf",
        "GreedyGoodput",
        "GreedyYield",
        "DPYield",
        "DPBiC(15)",
        "DPBiC-BestCnf(15)",
    )
)
"""The section algorithms ``validate`` runs (registry names; DPBiC with X = 15 as in §6)."""

EXACT_MODELS = (
    ExactModel(
        name="phase_milp",
        description="§4.2.1 phase-structured section MILP (15 paths, C_nf ∈ {C_k : Run⁽⁰⁾}); twin of DPGoodputSlow-BestCnf",
        build=lambda inst: build_phase_milp(inst.context),
        start=_start_phase_milp,
    ),
    ExactModel(
        name="time_indexed",
        description="time-indexed section MILP in unit steps (exact for integer T, C, R), started from the BestCnf optimum",
        build=lambda inst: build_time_indexed(inst.context),
        start=_start_time_indexed,
        applies=lambda inst: inst.integral,
    ),
)
HEURISTICS = (
    Heuristic("DPGoodputSlow-BestCnf", _work_of("DPGoodputSlow-BestCnf"), "phase_milp", exact=True),
    Heuristic(
        "DPGoodputSlow-BestCnf (Theorem 1)",
        _work_of("DPGoodputSlow-BestCnf"),
        "time_indexed",
        applies=lambda inst: inst.integral and inst.equal_checkpoints,
        exact=True,
    ),
    *(Heuristic(name, _work_of(name), ("time_indexed", "phase_milp"), applies=_applies(name)) for name in VALIDATED),
)
