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

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Protocol, TypedDict, runtime_checkable

from resched.algorithms import Algorithm, AlgorithmRegistry, AlgorithmSpec
from resched.errors import ReschedError
from resched.varcap.algorithms.common import FALLBACKS, OBJECTIVES, REALLOCATIONS, PolicyTraits

if TYPE_CHECKING:
    from resched.varcap.instance.section import SectionContext, SectionDecision

__all__ = [
    "ALGORITHMS",
    "FALLBACKS",
    "NAMES",
    "OBJECTIVES",
    "REALLOCATIONS",
    "CallablePolicy",
    "PolicyTraits",
    "SectionAlgorithm",
    "SectionPolicy",
    "algorithm",
    "as_policy",
    "policy",
    "section_algorithm",
]

Decide = Callable[["SectionContext"], "SectionDecision"]


@runtime_checkable
class SectionPolicy(Protocol):
    """One algorithm of the variable-capacity family: at each section start T_i it decides the
    section, seeing only the section and the past (§2).

    - ``name``: what results record (``SimulationResult.algorithm``);
    - ``traits``: a :class:`PolicyTraits`, read by the simulator: ``reallocation`` (the §5.2
      rule for processors freed by finite jobs, ``"greedy"`` or ``"subset-sum"``, required),
      ``objective``, ``stateful``, ``fallback``;
    - ``__call__(ctx)``: a :class:`~resched.varcap.instance.section.SectionDecision` for the
      :class:`~resched.varcap.instance.section.SectionContext` ``ctx``.

    Units: times (``ctx.T``, ``ctx.C``, ``ctx.R``, ``ctx.C_max``, ``ctx.worked``, the
    decision's ``C_nf``) in the instance's time unit, from T_i; processors (``ctx.P``,
    ``ctx.P_end``, ``ctx.p``) as integers; ``ctx.yields`` in [0, 1]. The decision gives one
    Figure-4 path per job (ints 1–15, starting from the job's phase-0 status ``ctx.status``)
    and the phase-1 length C_nf ∈ [0, T]. The simulator
    (:func:`resched.varcap.simulate.simulate`) checks every decision
    (:func:`~resched.varcap.instance.section.check_decision`) and refuses a broken one with a
    one-line :class:`~resched.varcap.instance.section.DecisionError` (a
    :class:`~resched.errors.ReschedError`) naming the section, the decision and the rule.

    Example, complete (restart the idle jobs, smallest first, while they fit; checkpoint
    every job at the end of the section)::

        import numpy as np
        from resched.varcap.algorithms import PolicyTraits
        from resched.varcap.instance.section import Phase0, SectionContext, SectionDecision

        class SmallestFirst:
            name = "SmallestFirst"
            traits = PolicyTraits(reallocation="greedy", objective="other")

            def __call__(self, ctx: SectionContext) -> SectionDecision:
                path = np.where(ctx.status == Phase0.CKPT, 9, 15)  # Ckpt⁽⁰⁾/Idle⁽⁰⁾ stay idle
                free = ctx.P
                for j in np.argsort(ctx.p, kind="stable"):
                    need = ctx.C[j] + (ctx.R[j] if ctx.status[j] == Phase0.IDLE else 0.0)
                    if ctx.eligible[j] and ctx.p[j] <= free and need <= ctx.T:
                        path[j] = 11 if ctx.status[j] == Phase0.IDLE else 5  # run, checkpoint at T_{i+1}
                        free -= ctx.p[j]
                return SectionDecision(path=path, C_nf=0.0)

    (It never leaves a job running at T_{i+1}, so no job is Run⁽⁰⁾.) Run it as a built-in:
    ``simulate(instance, SmallestFirst())``; a plain function goes through :func:`policy`.
    """

    @property
    def name(self) -> str: ...

    @property
    def traits(self) -> PolicyTraits: ...

    def __call__(self, ctx: SectionContext, /) -> SectionDecision: ...


@dataclass(frozen=True)
class CallablePolicy:
    """A plain decision function with explicitly declared traits (:func:`policy`)."""

    decide: Decide
    traits: PolicyTraits
    name: str

    def __call__(self, ctx: SectionContext) -> SectionDecision:
        return self.decide(ctx)


def policy(
    decide: Decide,
    *,
    reallocation: str,
    name: str | None = None,
    objective: str = "other",
    stateful: bool = False,
) -> CallablePolicy:
    """A plain function ``(ctx) -> SectionDecision`` made a :class:`SectionPolicy` by declaring
    its traits; ``reallocation`` (``"greedy"`` or ``"subset-sum"``, §5.2) must be given: the
    simulator refuses a callable without traits rather than guess it. ``name`` defaults to
    ``decide.name``, else the function's (or its class's) name. A stateful ``decide`` must start afresh at section 0."""
    if name is None:
        own = getattr(decide, "name", None)
        name = own if isinstance(own, str) else getattr(decide, "__name__", None) or type(decide).__name__
    return CallablePolicy(decide, PolicyTraits(reallocation, objective, stateful), name)


def as_policy(built: object, what: str) -> SectionPolicy:
    """``built`` if it satisfies :class:`SectionPolicy` (``name``, ``traits`` a
    :class:`PolicyTraits`, callable), else a one-line :class:`ReschedError` naming ``what``
    and the missing piece."""
    traits = getattr(built, "traits", None)
    if not callable(built):
        raise ReschedError(f"{what} is not a section policy: {type(built).__name__} is not callable")
    if not isinstance(traits, PolicyTraits):
        raise ReschedError(
            f"{what} is not a section policy: it declares no 'traits' (a PolicyTraits with the §5.2 "
            "'reallocation' rule); wrap a plain function with resched.varcap.algorithms.policy(fn, reallocation=...)"
        )
    if not isinstance(getattr(built, "name", None), str):
        raise ReschedError(f"{what} is not a section policy: it has no 'name' (a str)")
    assert isinstance(built, SectionPolicy)
    return built


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
  builds a fresh instance for every simulation (:meth:`SectionAlgorithm.fresh`), which starts at section 0;
- ``objective``: goodput, yield or bicriteria (for documentation and figures);
- ``solver``: the parameter choosing how the algorithm is computed (``best_cnf_solver`` for
  DPGoodputSlow-BestCnf: its factory takes the solver, :mod:`resched.varcap.algorithms.dp_slow`).

The built algorithm (:meth:`~resched.algorithms.Algorithm.build`) is a :class:`SectionAlgorithm`,
a :class:`SectionPolicy` whose :class:`PolicyTraits` are these (:data:`TRAITS`).
"""

TRAITS: dict[str, PolicyTraits] = {
    spec.name: PolicyTraits(
        reallocation=str(spec.traits["reallocation"]),
        objective=str(spec.traits["objective"]),
        stateful=bool(spec.traits.get("stateful", False)),
        fallback=None if spec.traits.get("fallback") is None else str(spec.traits["fallback"]),
    )
    for spec in ALGORITHMS
    if spec.traits.get("kind") == "section"
}
"""The :class:`PolicyTraits` of every built-in section algorithm, by registry name (from the
registry's declared traits, the one source)."""
_SPECS = {spec.name: spec for spec in ALGORITHMS}


@dataclass(frozen=True)
class SectionAlgorithm:
    """A built-in section algorithm as the simulator runs it, a :class:`SectionPolicy`:
    ``name`` (canonical, what results record, e.g. ``DPBiC(15)``), ``traits`` (its
    :class:`PolicyTraits`, declared in the registry) and the section decision ``decide``, with
    the declared fallback rule for the sections it cannot schedule. ``rebuild`` builds the
    same algorithm with a new state (stateful algorithms: :meth:`fresh`)."""

    name: str
    traits: PolicyTraits
    decide: Decide
    rebuild: Callable[[], SectionAlgorithm] | None = None

    @property
    def stateful(self) -> bool:
        return self.traits.stateful

    def fresh(self) -> SectionAlgorithm:
        """The same algorithm with a new state (stateful algorithms), else itself."""
        return self.rebuild() if self.stateful and self.rebuild is not None else self

    def __call__(self, ctx: SectionContext) -> SectionDecision:
        from resched.varcap.algorithms.greedy import FALLBACK_RULES, fallback_decision
        from resched.varcap.instance.section import Unschedulable

        rule = self.traits.fallback
        if rule not in FALLBACK_RULES:
            return self.decide(ctx)
        try:
            return self.decide(ctx)
        except Unschedulable:
            return fallback_decision(ctx, rule)


def _built(
    spec_name: str,
    decide: Decide,
    argument: float | str | None = None,
    rebuild: Callable[[], SectionAlgorithm] | None = None,
) -> SectionAlgorithm:
    """The built-in ``spec_name`` (a registry name) with its declared traits."""
    return SectionAlgorithm(Algorithm(_SPECS[spec_name], argument).name, TRAITS[spec_name], decide, rebuild)


def section_algorithm(chosen: Algorithm | str, best_cnf_solver: str = "auto") -> SectionPolicy:
    """Build the algorithm ``chosen`` (an Algorithm, or a registry name) for the simulator: what
    ``chosen.build()`` returns, checked to be a :class:`SectionPolicy` (:func:`as_policy`; a
    user's algorithm, e.g. an ``AlgorithmSpec`` whose factory is ``"module:attribute"``, builds
    its own policy); an algorithm with the trait ``solver = "best_cnf_solver"``
    (DPGoodputSlow-BestCnf) computes its sections by ``best_cnf_solver`` (``auto``, ``dp`` or
    ``milp``, :func:`resched.varcap.algorithms.dp_slow.best_cnf`)."""
    if isinstance(chosen, str):
        chosen = ALGORITHMS.resolve(chosen)
    if chosen.trait("kind") == "bound":
        raise ReschedError(
            f"{chosen.name} is not a section algorithm (it computes bounds; use it in a sweep or "
            "with resched varcap simulate)"
        )
    if chosen.trait("solver") == "best_cnf_solver":
        return as_policy(chosen.spec.make()(best_cnf_solver), chosen.name)
    return as_policy(chosen.build(), chosen.name)


def algorithm(name: str, best_cnf_solver: str = "auto") -> SectionAlgorithm:
    """The built-in section algorithm named ``name`` as in the paper, e.g. ``"DPBiC(15)"`` (a thin
    wrapper over the registry: unknown names list the known ones)."""
    built = section_algorithm(name, best_cnf_solver)
    if not isinstance(built, SectionAlgorithm):  # every registry factory builds one
        raise ReschedError(f"{name} is not a built-in section algorithm")
    return built


#: Every section algorithm as written in the paper (Y, X, G: the algorithm's parameter).
NAMES = tuple(spec.usage for spec in ALGORITHMS if spec.traits.get("kind") == "section")


# ------------------------------------------------------------------------------------------
# factories named by the registry (ALGORITHMS); each imports its module when called, so that
# this package (the registry) stays light


def greedy_goodput() -> SectionAlgorithm:
    from resched.varcap.algorithms.greedy import GreedyGoodput

    return _built("GreedyGoodput", GreedyGoodput())


def greedy_yield() -> SectionAlgorithm:
    from resched.varcap.algorithms.greedy import GreedyYield

    return _built("GreedyYield", GreedyYield())


def dp_goodput_slow_best_cnf(solver: str = "auto") -> SectionAlgorithm:
    """DPGoodputSlow-BestCnf computed by ``solver`` (:func:`resched.varcap.algorithms.dp_slow.best_cnf_decision`)."""
    from resched.varcap.algorithms.dp_slow import best_cnf_decision

    return _built("DPGoodputSlow-BestCnf", partial(best_cnf_decision, solver=solver))


def dp_goodput_slow_cmax() -> SectionAlgorithm:
    from resched.varcap.algorithms.dp_slow import dp_goodput_slow

    return _built("DPGoodputSlow", partial(dp_goodput_slow, best_cnf=False))


def dp_goodput_cmax() -> SectionAlgorithm:
    from resched.varcap.algorithms.dp_two_part import dp_goodput

    return _built("DPGoodput", partial(dp_goodput, best_cnf=False))


def dp_goodput_best_cnf() -> SectionAlgorithm:
    from resched.varcap.algorithms.dp_two_part import dp_goodput

    return _built("DPGoodput-BestCnf", partial(dp_goodput, best_cnf=True))


def dp_yield_section() -> SectionAlgorithm:
    from resched.varcap.algorithms.dp_two_part import dp_yield

    return _built("DPYield", dp_yield)


def target_yield(target: float) -> SectionAlgorithm:
    """TARGETYIELD(𝒴) (§4.3.1): DPGoodput when every eligible job has Yield_j(T_i) ≥ 𝒴,
    DPYield otherwise; each branch with its declared fallback. 𝒴 ∈ [0, 1] (declared bounds)."""
    import numpy as np

    goodput, yields = dp_goodput_cmax(), dp_yield_section()

    def decide(ctx: SectionContext) -> SectionDecision:
        reached = bool(np.all(ctx.yields[ctx.eligible] >= target))
        return goodput(ctx) if reached else yields(ctx)

    return _built("TargetYield", decide, target)


def target_goodput(target: float) -> SectionAlgorithm:
    """TARGETGOODPUT(𝒢) (§4.3.2), 𝒢 ∈ [0, 1]: a fresh (stateful) object; :meth:`SectionAlgorithm.fresh`
    builds another."""
    from resched.varcap.algorithms.dp_two_part import TargetGoodput

    return _built("TargetGoodput", TargetGoodput(target), target, partial(target_goodput, target))


def dp_bic_cmax(X: float) -> SectionAlgorithm:
    from resched.varcap.algorithms.dp_two_part import dp_bic

    return _built("DPBiC", partial(dp_bic, X=X, best_cnf=False), X)


def dp_bic_best_cnf(X: float) -> SectionAlgorithm:
    from resched.varcap.algorithms.dp_two_part import dp_bic

    return _built("DPBiC-BestCnf", partial(dp_bic, X=X, best_cnf=True), X)
