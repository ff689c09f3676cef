"""The paper's section algorithms, built from the family's registry.

One lookup: :data:`resched.varcap.family.ALGORITHMS` resolves a name written as in the paper
(``GreedyGoodput``, ``DPBiC(15)``, ``TargetYield(0.6)``, ``DPGoodputSlow-BestCnf``…, any
case) into an :class:`~resched.algorithms.Algorithm`; :func:`section_algorithm` builds it
into a :class:`SectionAlgorithm` ``(ctx: SectionContext) -> SectionDecision`` for
:func:`resched.varcap.simulate.simulate`, and :func:`algorithm` is the same by name for the
Python API. The factories below are the ones the registry names.

**Fallback** (trait ``fallback``). A section the algorithm cannot schedule — a two-part DP
(DPGoodput, DPYield, DPBiC, TargetGoodput and their variants) on a section shorter than
C_max, where phases 1 and 3 of App. D.2 do not fit; DPGoodputSlow(-BestCnf) when no C_nf
admits a feasible decision (C_max > T) — raises
:class:`~resched.varcap.section.Unschedulable` inside the DP, and the section is decided by
the declared rule instead: GreedyGoodput's Algorithm 1 for the goodput DPs, GreedyYield's
rule (extended to jobs left running, :func:`resched.varcap.greedy.greedy_yield_rule`) for
DPYield, TargetGoodput and DPBiC. The decision carries ``fallback=True`` and the simulator
counts such sections (``SimulationResult.fallback_sections``). TargetYield's two branches
(DPGoodput, DPYield) take their own fallbacks. Note that App. D.2 collapses before that: on
sections shorter than about C_max + R_j its DP1 gives every idle job −∞ (docs/varcap.md).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any

import numpy as np

from resched.algorithms import Algorithm, load
from resched.errors import ReschedError
from resched.varcap.best_cnf import best_cnf_decision
from resched.varcap.dp_slow import dp_goodput_slow
from resched.varcap.dp_target_goodput import TargetGoodput
from resched.varcap.dp_two_part import dp_bic, dp_goodput, dp_yield
from resched.varcap.family import ALGORITHMS
from resched.varcap.greedy import FALLBACK_RULES, GreedyGoodput, GreedyYield, fallback_decision
from resched.varcap.section import SectionContext, SectionDecision, Unschedulable

Decide = Callable[[SectionContext], SectionDecision]


@dataclass(frozen=True)
class SectionAlgorithm:
    """A registry algorithm built for the simulator: ``name`` (canonical, what results
    record), ``traits`` (declared in the registry) and the section decision, with the
    algorithm's declared fallback for the sections it cannot schedule."""

    algorithm: Algorithm
    decide: Decide

    @property
    def name(self) -> str:
        return self.algorithm.name

    @property
    def traits(self) -> Mapping[str, Any]:
        return self.algorithm.traits

    @property
    def stateful(self) -> bool:
        return bool(self.algorithm.trait("stateful", False))

    def fresh(self) -> SectionAlgorithm:
        """The same algorithm with a new state (stateful algorithms), else itself."""
        return section_algorithm(self.algorithm) if self.stateful else self

    def __call__(self, ctx: SectionContext) -> SectionDecision:
        rule = self.algorithm.trait("fallback")
        if rule not in FALLBACK_RULES:
            return self.decide(ctx)
        try:
            return self.decide(ctx)
        except Unschedulable:
            return fallback_decision(ctx, rule)


def section_algorithm(chosen: Algorithm | str, best_cnf_solver: str = "auto") -> SectionAlgorithm:
    """Build the registry algorithm ``chosen`` (an Algorithm or its name) for the simulator;
    an algorithm with the trait ``solver = "best_cnf_solver"`` (DPGoodputSlow-BestCnf) computes
    its sections by ``best_cnf_solver`` (``auto``, ``dp`` or ``milp``, :mod:`resched.varcap.best_cnf`)."""
    if isinstance(chosen, str):
        chosen = ALGORITHMS.resolve(chosen)
    if chosen.trait("kind") != "section":
        raise ReschedError(
            f"{chosen.name} is not a section algorithm (it computes bounds; use it in a sweep or "
            "with resched varcap simulate)"
        )
    if chosen.trait("solver") == "best_cnf_solver":
        return SectionAlgorithm(chosen, load(chosen.spec.factory)(best_cnf_solver))
    return SectionAlgorithm(chosen, chosen.build())


def algorithm(name: str, best_cnf_solver: str = "auto") -> SectionAlgorithm:
    """The section algorithm named ``name`` as in the paper, e.g. ``"DPBiC(15)"`` (a thin
    wrapper over the registry: unknown names list the known ones)."""
    return section_algorithm(name, best_cnf_solver)


#: Every section algorithm as written in the paper (Y, X, G: the algorithm's parameter).
NAMES = tuple(spec.usage for spec in ALGORITHMS if spec.traits.get("kind") == "section")


# ------------------------------------------------------------------------------------------
# factories named by the registry (resched.varcap.family.ALGORITHMS)


def greedy_goodput() -> Decide:
    return GreedyGoodput()


def greedy_yield() -> Decide:
    return GreedyYield()


def dp_goodput_slow_best_cnf(solver: str = "auto") -> Decide:
    """DPGoodputSlow-BestCnf computed by ``solver`` (:func:`resched.varcap.best_cnf.best_cnf_decision`)."""
    return partial(best_cnf_decision, solver=solver)


def dp_goodput_slow_cmax() -> Decide:
    return partial(dp_goodput_slow, best_cnf=False)


def dp_goodput_cmax() -> Decide:
    return partial(dp_goodput, best_cnf=False)


def dp_goodput_best_cnf() -> Decide:
    return partial(dp_goodput, best_cnf=True)


def dp_yield_section() -> Decide:
    return dp_yield


def target_yield(target: float) -> Decide:
    """TARGETYIELD(𝒴) (§4.3.1): DPGoodput when every eligible job has Yield_j(T_i) ≥ 𝒴,
    DPYield otherwise; each branch with its declared fallback. 𝒴 ∈ [0, 1] (declared bounds)."""
    goodput, yields = section_algorithm("DPGoodput"), section_algorithm("DPYield")

    def decide(ctx: SectionContext) -> SectionDecision:
        reached = bool(np.all(ctx.yields[ctx.eligible] >= target))
        return goodput(ctx) if reached else yields(ctx)

    return decide


def target_goodput(target: float) -> Decide:
    """TARGETGOODPUT(𝒢) (§4.3.2), 𝒢 ∈ [0, 1]: a fresh (stateful) object."""
    return TargetGoodput(target)


def dp_bic_cmax(X: float) -> Decide:
    return partial(dp_bic, X=X, best_cnf=False)


def dp_bic_best_cnf(X: float) -> Decide:
    return partial(dp_bic, X=X, best_cnf=True)
