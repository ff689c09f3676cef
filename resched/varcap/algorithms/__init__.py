"""The paper's section algorithms, built from the family's registry.

One lookup: :data:`ALGORITHMS` (re-exported by :mod:`resched.varcap.family`) resolves a name written as in the paper
(``GreedyGoodput``, ``DPBiC(15)``, ``TargetYield(0.6)``, ``DPGoodputSlow-BestCnf``…, any
case) into an :class:`~resched.algorithms.Algorithm`; :func:`section_algorithm` builds it
into a :class:`SectionAlgorithm` ``(ctx: SectionContext) -> SectionDecision`` for
:func:`resched.varcap.simulate.simulate`, and :func:`algorithm` is the same by name for the
Python API. The factories below are the ones the registry names.

**Fallback** (trait ``fallback``). A section the algorithm cannot schedule — a two-part DP
(DPGoodput, DPYield, DPBiC, TargetGoodput and their variants) on a section shorter than
C_max, where phases 1 and 3 of App. D.2 do not fit; DPGoodputSlow(-BestCnf) when no C_nf
admits a feasible decision (C_max > T) — raises
:class:`~resched.varcap.instance.section.Unschedulable` inside the DP, and the section is decided by
the declared rule instead: GreedyGoodput's Algorithm 1 for the goodput DPs, GreedyYield's
rule (extended to jobs left running, :func:`resched.varcap.algorithms.greedy.greedy_yield_rule`) for
DPYield, TargetGoodput and DPBiC. The decision carries ``fallback=True`` and the simulator
counts such sections (``SimulationResult.fallback_sections``). TargetYield's two branches
(DPGoodput, DPYield) take their own fallbacks. Note that App. D.2 collapses before that: on
sections shorter than about C_max + R_j its DP1 gives every idle job −∞ (docs/varcap.md).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, TypedDict

from resched.algorithms import Algorithm, AlgorithmRegistry, AlgorithmSpec
from resched.errors import ReschedError

if TYPE_CHECKING:
    from resched.varcap.instance.section import SectionContext, SectionDecision

Decide = Callable[["SectionContext"], "SectionDecision"]


def _spec(
    name: str,
    summary: str,
    factory: str,
    parameter: str | None = None,
    aliases: tuple[str, ...] = (),
    bounds: tuple[float, float] | None = None,
    **traits: object,
) -> AlgorithmSpec:
    return AlgorithmSpec(
        name,
        summary,
        f"resched.varcap.algorithms:{factory}",
        parameter=parameter,
        traits={"kind": "section", **traits},
        aliases=aliases,
        bounds=bounds,
    )


MAX_BIC_EXPONENT = 500.0
"""Largest DPBiC exponent 𝒳 (the paper uses 0–45; (2 − Y)^𝒳 overflows near 𝒳 = 1000)."""
UNIT = (0.0, 1.0)
BIC = (0.0, MAX_BIC_EXPONENT)


class _Reallocation(TypedDict):
    reallocation: str


_DP: _Reallocation = {"reallocation": "subset-sum"}
ALGORITHMS = AlgorithmRegistry(
    "varcap",
    (
        _spec(
            "GreedyGoodput",
            "§4.1.1, Algorithm 1: restart by decreasing size, keep running by size at the end",
            "greedy_goodput",
            objective="goodput",
            reallocation="greedy",
        ),
        _spec(
            "GreedyYield",
            "§4.1.2: restart by increasing yield, checkpoint every job at the end",
            "greedy_yield",
            objective="yield",
            reallocation="greedy",
        ),
        _spec(
            "DPGoodputSlow-BestCnf",
            "§4.2.1, App. D.1: three-phase DP, best C_nf among the Run(0) jobs' C_k "
            "(by the DP or the phase MILP: parameter best_cnf_solver)",
            "dp_goodput_slow_best_cnf",
            aliases=("DPGoodputSlowBestCnf",),
            objective="goodput",
            fallback="GreedyGoodput",
            solver="best_cnf_solver",
            **_DP,
        ),
        _spec(
            "DPGoodputSlow",
            "§4.2.1, App. D.1: three-phase DP at C_nf = C_max",
            "dp_goodput_slow_cmax",
            objective="goodput",
            fallback="GreedyGoodput",
            **_DP,
        ),
        _spec(
            "DPGoodput",
            "§4.2.3, App. D.2: two-part DP (DP1 phases 1-2, DP2 phase 3) at C_nf = C_max",
            "dp_goodput_cmax",
            objective="goodput",
            fallback="GreedyGoodput",
            **_DP,
        ),
        _spec(
            "DPGoodput-BestCnf",
            "§4.2.3, App. D.2: two-part DP, best C_nf among the Run(0) jobs' C_k",
            "dp_goodput_best_cnf",
            aliases=("DPGoodputBestCnf",),
            objective="goodput",
            fallback="GreedyGoodput",
            **_DP,
        ),
        _spec(
            "DPYield",
            "§4.2.4, App. D.3: two-part DP maximising the smallest work",
            "dp_yield_section",
            objective="yield",
            fallback="GreedyYield",
            **_DP,
        ),
        _spec(
            "TargetYield",
            "§4.3.1: DPGoodput when every Yield_j(T_i) >= Y, else DPYield (each with its fallback)",
            "target_yield",
            parameter="Y",
            bounds=UNIT,
            objective="bicriteria",
            fallback="branch",
            **_DP,
        ),
        _spec(
            "TargetGoodput",
            "§4.3.2, App. D.4: DPYield under a goodput target G (una budget carried across sections)",
            "target_goodput",
            parameter="G",
            bounds=UNIT,
            objective="bicriteria",
            fallback="GreedyYield",
            stateful=True,
            **_DP,
        ),
        _spec(
            "DPBiC",
            "§4.3.3, App. D.5: DPGoodput with gains weighted by (2 - Yield_j)^X",
            "dp_bic_cmax",
            parameter="X",
            bounds=BIC,
            objective="bicriteria",
            fallback="GreedyYield",
            **_DP,
        ),
        _spec(
            "DPBiC-BestCnf",
            "§4.3.3, App. D.5: DPBiC(X) with the best C_nf",
            "dp_bic_best_cnf",
            parameter="X",
            bounds=BIC,
            aliases=("DPBiCBestCnf",),
            objective="bicriteria",
            fallback="GreedyYield",
            **_DP,
        ),
        AlgorithmSpec(
            "YieldBounds",
            "App. E.4, Table 1: §5.1 LP and §3.4 area bounds on the max min-yield (no simulation)",
            "resched.varcap.metrics:yield_bounds_factory",
            traits={"kind": "bound"},
        ),
    ),
)
"""The paper's algorithms under its names (any case). Traits, read by the simulator
(:mod:`resched.varcap.simulate`, :mod:`resched.varcap.algorithms`) and by the sweeps:

- ``kind``: ``section`` (a section algorithm the simulator runs) or ``bound`` (the sweep
  pseudo-algorithm YieldBounds, which computes bounds instead of simulating);
- ``reallocation``: the §5.2 policy for processors freed by finite jobs, ``greedy`` (first
  fit, the greedy algorithms) or ``subset-sum`` (exact, the DPs);
- ``fallback``: the rule deciding the sections the algorithm cannot schedule (a two-part DP
  on a section shorter than C_max, App. D.2 having no decision there; a DP without a
  feasible state): ``GreedyGoodput`` (Algorithm 1) or ``GreedyYield`` (its rule, extended to
  jobs left running); ``branch`` for TargetYield, whose DPGoodput and DPYield branches take
  their own fallbacks. The simulator counts these sections (metric ``fallback_sections``);
- ``stateful``: keeps a state across sections (TargetGoodput's una budget); the simulator
  builds a fresh instance for every simulation, which starts at section 0;
- ``objective``: goodput, yield or bicriteria (for documentation and figures);
- ``solver``: the parameter choosing how the algorithm is computed (``best_cnf_solver`` for
  DPGoodputSlow-BestCnf: its factory takes the solver, :mod:`resched.varcap.algorithms.dp_slow`).
"""


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
    def traits(self) -> Mapping[str, object]:
        return self.algorithm.traits

    @property
    def stateful(self) -> bool:
        return bool(self.algorithm.trait("stateful", False))

    def fresh(self) -> SectionAlgorithm:
        """The same algorithm with a new state (stateful algorithms), else itself."""
        return section_algorithm(self.algorithm) if self.stateful else self

    def __call__(self, ctx: SectionContext) -> SectionDecision:
        from resched.varcap.algorithms.greedy import FALLBACK_RULES, fallback_decision
        from resched.varcap.instance.section import Unschedulable

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
    its sections by ``best_cnf_solver`` (``auto``, ``dp`` or ``milp``,
    :func:`resched.varcap.algorithms.dp_slow.best_cnf`)."""
    if isinstance(chosen, str):
        chosen = ALGORITHMS.resolve(chosen)
    if chosen.trait("kind") != "section":
        raise ReschedError(
            f"{chosen.name} is not a section algorithm (it computes bounds; use it in a sweep or "
            "with resched varcap simulate)"
        )
    if chosen.trait("solver") == "best_cnf_solver":
        return SectionAlgorithm(chosen, chosen.spec.make()(best_cnf_solver))
    return SectionAlgorithm(chosen, chosen.build())


def algorithm(name: str, best_cnf_solver: str = "auto") -> SectionAlgorithm:
    """The section algorithm named ``name`` as in the paper, e.g. ``"DPBiC(15)"`` (a thin
    wrapper over the registry: unknown names list the known ones)."""
    return section_algorithm(name, best_cnf_solver)


#: Every section algorithm as written in the paper (Y, X, G: the algorithm's parameter).
NAMES = tuple(spec.usage for spec in ALGORITHMS if spec.traits.get("kind") == "section")


# ------------------------------------------------------------------------------------------
# factories named by the registry (ALGORITHMS); each imports its module when called, so that
# this package (the registry) stays light


def greedy_goodput() -> Decide:
    from resched.varcap.algorithms.greedy import GreedyGoodput

    return GreedyGoodput()


def greedy_yield() -> Decide:
    from resched.varcap.algorithms.greedy import GreedyYield

    return GreedyYield()


def dp_goodput_slow_best_cnf(solver: str = "auto") -> Decide:
    """DPGoodputSlow-BestCnf computed by ``solver`` (:func:`resched.varcap.algorithms.dp_slow.best_cnf_decision`)."""
    from resched.varcap.algorithms.dp_slow import best_cnf_decision

    return partial(best_cnf_decision, solver=solver)


def dp_goodput_slow_cmax() -> Decide:
    from resched.varcap.algorithms.dp_slow import dp_goodput_slow

    return partial(dp_goodput_slow, best_cnf=False)


def dp_goodput_cmax() -> Decide:
    from resched.varcap.algorithms.dp_two_part import dp_goodput

    return partial(dp_goodput, best_cnf=False)


def dp_goodput_best_cnf() -> Decide:
    from resched.varcap.algorithms.dp_two_part import dp_goodput

    return partial(dp_goodput, best_cnf=True)


def dp_yield_section() -> Decide:
    from resched.varcap.algorithms.dp_two_part import dp_yield

    return dp_yield


def target_yield(target: float) -> Decide:
    """TARGETYIELD(𝒴) (§4.3.1): DPGoodput when every eligible job has Yield_j(T_i) ≥ 𝒴,
    DPYield otherwise; each branch with its declared fallback. 𝒴 ∈ [0, 1] (declared bounds)."""
    import numpy as np

    goodput, yields = section_algorithm("DPGoodput"), section_algorithm("DPYield")

    def decide(ctx: SectionContext) -> SectionDecision:
        reached = bool(np.all(ctx.yields[ctx.eligible] >= target))
        return goodput(ctx) if reached else yields(ctx)

    return decide


def target_goodput(target: float) -> Decide:
    """TARGETGOODPUT(𝒢) (§4.3.2), 𝒢 ∈ [0, 1]: a fresh (stateful) object."""
    from resched.varcap.algorithms.dp_two_part import TargetGoodput

    return TargetGoodput(target)


def dp_bic_cmax(X: float) -> Decide:
    from resched.varcap.algorithms.dp_two_part import dp_bic

    return partial(dp_bic, X=X, best_cnf=False)


def dp_bic_best_cnf(X: float) -> Decide:
    from resched.varcap.algorithms.dp_two_part import dp_bic

    return partial(dp_bic, X=X, best_cnf=True)
