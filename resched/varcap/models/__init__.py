"""The exact models of the two variable-capacity families and the algorithms ``resched
validate`` checks against them.

``varcap`` (multi-section instances): the §5.1 yield LP (:mod:`.yield_feasibility`, a search)
and the clairvoyant multi-section models (:mod:`.clairvoyant`), as :data:`EXACT_MODELS`; the
simulated paper algorithms as :data:`HEURISTICS`. ``varcap-section`` (one section): the phase
MILP, twin of DPGoodputSlow-BestCnf, whose formulation lives with that algorithm
(:mod:`resched.varcap.algorithms.dp_slow`, which solves it per section), and the time-indexed
MILP (:mod:`.time_indexed`), as :data:`SECTION_EXACT_MODELS`; the section algorithms as
:data:`SECTION_HEURISTICS`.

Every exact model returns its solution in the family's terms
(:mod:`.solution`: decoded by ``decode``, or built by the yield search itself) and draws it
beside the best paper algorithm's schedule (``draw``).

This module is the only one of ``models/`` that imports the algorithms (to run the
heuristics, write their solutions as starts and draw them beside the optimum).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from functools import partial
from pathlib import Path

import numpy as np
import pyomo.environ as pyo

from resched.algorithms import Algorithm
from resched.declarations import Bound, ExactModel, Heuristic
from resched.errors import ReschedError
from resched.result import LimitReached, Solution, SolveResult, current_limits
from resched.varcap.algorithms import ALGORITHMS, section_algorithm
from resched.varcap.algorithms.dp_slow import best_cnf, build_phase_milp, choose_solver
from resched.varcap.algorithms.dp_slow import decode as decode_phase_decision
from resched.varcap.algorithms.dp_slow import write_decision as write_phase_decision
from resched.varcap.instance import VarCapInstance
from resched.varcap.instance.result import SimulationResult
from resched.varcap.instance.section import Phase0, SectionDecision, SectionInstance, Unschedulable, check_decision
from resched.varcap.metrics import Metrics, evaluate
from resched.varcap.models.clairvoyant import (
    Objective,
    build_clairvoyant,
    build_clairvoyant_steps,
    decode_clairvoyant,
    decode_clairvoyant_steps,
    goodput_cut_bound,
    goodput_lp_applies,
    infinite_jobs,
    milp_applies,
    min_yield_lp_applies,
    steps_applies,
    write_start,
    write_steps_start,
)
from resched.varcap.models.solution import PathSchedule
from resched.varcap.models.solution import draw as draw_solution
from resched.varcap.models.time_indexed import build_time_indexed, decode_time_indexed
from resched.varcap.models.time_indexed import write_decision as write_steps
from resched.varcap.models.yield_feasibility import certificate_model, solve_yield_feasibility
from resched.varcap.simulate import simulate

# --- varcap: multi-section instances ---------------------------------------------------------


_SIMULATIONS: dict[tuple[VarCapInstance, str], SimulationResult] = {}
"""Simulations already run, by (instance, algorithm name): the clairvoyant starts and the
heuristics of ``validate`` share them."""
_STOPPED: dict[tuple[VarCapInstance, str, tuple[object, ...]], LimitReached] = {}
"""Simulations that ``validate``'s limits stopped, by (instance, algorithm name, limits): the
algorithm's other row (its min yield after its goodput) reports the same stop instead of
running it again."""


def _simulation(instance: VarCapInstance, chosen: Algorithm | str) -> SimulationResult:
    """The simulation of the algorithm ``chosen`` (built-in or a user's, or a registry name;
    its decisions kept). Under ``validate``'s limits, :class:`LimitReached` if they stop it
    (raised again, without a new run, for the same instance, algorithm and limits)."""
    if isinstance(chosen, str):
        chosen = ALGORITHMS.resolve(chosen)
    key = (instance, chosen.name)
    if key not in _SIMULATIONS:
        limits = current_limits()
        stopped = (instance, chosen.name, limits)
        if limits and stopped in _STOPPED:
            raise _STOPPED[stopped]
        try:
            _SIMULATIONS[key] = simulate(instance, section_algorithm(chosen), keep_decisions=True)
        except LimitReached as error:
            _STOPPED[stopped] = error
            raise
    return _SIMULATIONS[key]


def _metrics(instance: VarCapInstance, chosen: Algorithm | str) -> Metrics:
    return evaluate(instance, _simulation(instance, chosen))


def _metric(chosen: Algorithm, key: str, instance: VarCapInstance) -> float:
    """The metric ``key`` (goodput or min_yield) of the simulated algorithm ``chosen``."""
    return float(getattr(_metrics(instance, chosen), key))


def best_schedule(instance: VarCapInstance, key: str = "goodput") -> tuple[SectionDecision, ...]:
    """The per-section decisions of the paper algorithm (:data:`VALIDATED`) with the best
    ``key`` (goodput or min_yield) on ``instance``: the clairvoyant MILPs start from it."""
    best = max(_VALIDATED, key=lambda chosen: _metric(chosen, key, instance))
    decisions = _simulation(instance, best).decisions
    assert decisions is not None  # kept by _simulation
    return decisions


def _start_clairvoyant(objective: Objective, instance: VarCapInstance, model: pyo.ConcreteModel) -> None:
    """The clairvoyant MILP of ``objective`` starts from the best paper algorithm's schedule."""
    write_start(model, instance, objective, best_schedule(instance, objective))


def _start_clairvoyant_steps(instance: VarCapInstance, model: pyo.ConcreteModel) -> None:
    """The time-indexed clairvoyant MILP starts from the best paper algorithm's goodput schedule."""
    write_steps_start(model, instance, best_schedule(instance, "goodput"))


def _draw(key: str, instance: VarCapInstance, solution: Solution, path: Path) -> None:
    """The solution's work per section beside the best paper algorithm's (by ``key``)."""
    best = max(VALIDATED, key=lambda name: getattr(_metrics(instance, name), key))
    draw_solution(instance, solution, path, (best, _simulation(instance, best).section_work * instance.arrays.p))


def _clairvoyant(objective: Objective, relax: bool) -> ExactModel:
    kind = "LP relaxation" if relax else "MILP"
    if relax:
        applies = goodput_lp_applies if objective == "goodput" else min_yield_lp_applies
    else:
        applies = milp_applies
    return ExactModel(
        name=f"clairvoyant_{objective}{'_lp' if relax else ''}",
        description=f"clairvoyant multi-section {kind} over the 15-path schedules: upper bound on the "
        f"{objective.replace('_', ' ')} of every algorithm of the paper (infinite jobs)",
        build=partial(build_clairvoyant, objective=objective, relax=relax),
        start=None if relax else partial(_start_clairvoyant, objective),
        applies=applies,
        decode=partial(decode_clairvoyant, objective, relax),
        draw=partial(_draw, objective),
    )


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
_VALIDATED = tuple(ALGORITHMS.resolve(name) for name in VALIDATED)

EXACT_MODELS = (
    ExactModel(
        name="yield_feasibility",
        description="max min-yield: §5.1 LP (4)-(6) + binary search; exported at Y*",
        build=certificate_model,
        solve=solve_yield_feasibility,
        draw=partial(_draw, "min_yield"),
    ),
    *(_clairvoyant(objective, relax) for objective in ("goodput", "min_yield") for relax in (False, True)),
    ExactModel(
        name="clairvoyant_time_indexed",
        description="clairvoyant multi-section time-indexed MILP over every schedule (unit steps; integer data): "
        "the true clairvoyant goodput optimum (infinite jobs)",
        build=build_clairvoyant_steps,
        start=_start_clairvoyant_steps,
        applies=steps_applies,
        decode=decode_clairvoyant_steps,
        draw=partial(_draw, "goodput"),
    ),
)
GOODPUT_REFERENCES = ("clairvoyant_goodput", "clairvoyant_time_indexed", "clairvoyant_goodput_lp")
"""What a goodput is checked against: the clairvoyant MILP, the time-indexed one, the LP bound."""
GOODPUT_BOUND = Bound(
    name="goodput_cut_bound",
    description="Σ_i cut_i / Σ_i P_i (T_{i+1} − T_i): the §3.4 per-section caps of the clairvoyant models, "
    "an upper bound on the goodput of every schedule (infinite jobs)",
    value=goodput_cut_bound,
    sense="max",
    applies=infinite_jobs,
)
"""What a goodput is checked against when no reference applies (e.g. 400 sections):
:func:`~resched.varcap.models.clairvoyant.goodput_cut_bound`."""
YIELD_REFERENCES = ("clairvoyant_min_yield", "clairvoyant_min_yield_lp", "yield_feasibility")
"""What a min yield is checked against: the clairvoyant MILP, its LP bound, the §5.1 bound."""


def checked_algorithm(chosen: Algorithm) -> tuple[Heuristic, Heuristic]:
    """The two rows ``validate`` checks for a varcap algorithm (built-in or a user's
    :class:`~resched.varcap.algorithms.SectionPolicy`, simulated on the instance): its goodput
    (fraction of the work, ∈ [0, 1]) against :data:`GOODPUT_REFERENCES` and its min yield
    against :data:`YIELD_REFERENCES`, both maximised; the goodput against
    :data:`GOODPUT_BOUND` where no reference gives a value. A bound (YieldBounds) is no algorithm:
    refused in one line."""
    if chosen.trait("kind") == "bound":
        raise ReschedError(f"{chosen.name} computes bounds, not a schedule: no exact model checks it")
    return (
        Heuristic(
            f"{chosen.name} goodput",
            partial(_metric, chosen, "goodput"),
            GOODPUT_REFERENCES,
            bounds=(GOODPUT_BOUND,),
        ),
        Heuristic(f"{chosen.name} min yield", partial(_metric, chosen, "min_yield"), YIELD_REFERENCES),
    )


_CHECKED = tuple(checked_algorithm(chosen) for chosen in _VALIDATED)
HEURISTICS = (*(rows[0] for rows in _CHECKED), *(rows[1] for rows in _CHECKED))
"""Every goodput row of :data:`VALIDATED`, then every min-yield row."""


# --- varcap-section: one section -------------------------------------------------------------


_DECISIONS: dict[tuple[SectionInstance, str], SectionDecision] = {}


def _decision(instance: SectionInstance, chosen: Algorithm) -> SectionDecision:
    """The decision of the section algorithm ``chosen`` (DPGoodputSlow-BestCnf: by its DP, the
    algorithm checked here), checked against the model's rules."""
    key = (instance, chosen.name)
    if key not in _DECISIONS:
        decision = section_algorithm(chosen, best_cnf_solver="dp")(instance.context)
        check_decision(instance.context, decision)
        _DECISIONS[key] = decision
    return _DECISIONS[key]


def _work(chosen: Algorithm, instance: SectionInstance) -> float:
    """Σ p_j l_j^i of the section algorithm ``chosen`` on an instance (checked against the model's rules)."""
    return float(instance.context.p @ check_decision(instance.context, _decision(instance, chosen)))


_TWIN = ALGORITHMS.resolve("DPGoodputSlow-BestCnf")
"""The phase MILP's twin algorithm."""


def _start_phase_milp(instance: SectionInstance, model: pyo.ConcreteModel) -> None:
    """The phase MILP starts from DPGoodputSlow-BestCnf's DP where the DP is the faster solver."""
    if choose_solver(instance.context) == "dp":
        _write(write_phase_decision, instance, model, lambda: _decision(instance, _TWIN))


def _start_time_indexed(instance: SectionInstance, model: pyo.ConcreteModel) -> None:
    """The time-indexed MILP starts from the BestCnf optimum (DP or phase MILP, whichever is faster)."""
    _write(write_steps, instance, model, lambda: best_cnf(instance.context).decision)


def _write(
    write: Callable[..., bool],
    instance: SectionInstance,
    model: pyo.ConcreteModel,
    decision: Callable[[], SectionDecision],
) -> None:
    with contextlib.suppress(Unschedulable):  # no 15-path decision: HiGHS starts from scratch
        write(model, instance.context, decision())


def _not_integral(instance: SectionInstance) -> str | None:
    return None if instance.integral else "the section is not integral (T, C_j, R_j)"


SECTION_STEPS_LIMIT = 200_000
"""Largest m·T (jobs × unit steps) of a section's time-indexed model: O(m·T) binaries
(:mod:`resched.varcap.models.time_indexed`), refused above before anything is built."""


def _steps_fit(instance: SectionInstance) -> str | None:
    """None for an integral section with m·T ≤ :data:`SECTION_STEPS_LIMIT`; else the reason."""
    reason = _not_integral(instance)
    if reason is not None:
        return reason
    size = len(instance.context.p) * float(instance.context.T)
    return None if size <= SECTION_STEPS_LIMIT else f"m·T = {size:,.0f} > {SECTION_STEPS_LIMIT:,}"


def _theorem1(instance: SectionInstance) -> str | None:
    """Theorem 1 (the DP is exact among all schedules) needs integer data and equal C_j."""
    if not instance.integral:
        return "the section is not integral (T, C_j, R_j)"
    return None if instance.equal_checkpoints else "the C_j are not all equal"


def _applies(name: str) -> Callable[[SectionInstance], str | None]:
    """GreedyYield checkpoints every job it stops, so it never starts a section with a job
    running uncheckpointed (§4.1); the other algorithms take any section."""
    if name == "GreedyYield":

        def no_running_job(instance: SectionInstance) -> str | None:
            running = int(np.sum(instance.context.status == Phase0.RUN))
            return None if running == 0 else f"{running} job(s) running uncheckpointed at T_i"

        return no_running_job
    return lambda instance: None


SECTION_VALIDATED = tuple(
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


def _build_phase_milp(instance: SectionInstance) -> pyo.ConcreteModel:
    return build_phase_milp(instance.context)


def _build_time_indexed(instance: SectionInstance) -> pyo.ConcreteModel:
    return build_time_indexed(instance.context)


def _decode_phase_milp(instance: SectionInstance, result: SolveResult) -> PathSchedule:
    """The phase MILP's decision (:func:`resched.varcap.algorithms.dp_slow.decode`) as a
    one-section :class:`PathSchedule` (objective Σ_j p_j l_j, replayed by :func:`check_decision`)."""
    ctx = instance.context
    decision = decode_phase_decision(ctx, build_phase_milp(ctx), result)
    return PathSchedule.of("phase_milp", instance, "work", (decision,))


def _draw_section(instance: SectionInstance, solution: Solution, path: Path) -> None:
    """The solution's work per job beside DPGoodputSlow-BestCnf's (by its DP)."""
    name = "DPGoodputSlow-BestCnf"
    work = _decision(instance, ALGORITHMS.resolve(name)).working_times(instance.context) * instance.context.p
    draw_solution(instance, solution, path, (name, work[None, :]))


SECTION_EXACT_MODELS = (
    ExactModel(
        name="phase_milp",
        description="§4.2.1 phase-structured section MILP (15 paths, C_nf ∈ {C_k : Run⁽⁰⁾}); twin of DPGoodputSlow-BestCnf",
        build=_build_phase_milp,
        start=_start_phase_milp,
        decode=_decode_phase_milp,
        draw=_draw_section,
    ),
    ExactModel(
        name="time_indexed",
        description="time-indexed section MILP in unit steps (exact for integer T, C, R), started from the BestCnf optimum",
        build=_build_time_indexed,
        start=_start_time_indexed,
        applies=_steps_fit,
        decode=decode_time_indexed,
        draw=_draw_section,
    ),
)


def checked_section_algorithm(chosen: Algorithm) -> tuple[Heuristic]:
    """The row ``validate`` checks for a varcap algorithm on one section (``varcap-section``):
    Σ p_j l_j^i of its decision (checked against the model's rules) against the time-indexed
    MILP, else the phase MILP (maximised). A bound (YieldBounds) is refused in one line."""
    if chosen.trait("kind") == "bound":
        raise ReschedError(f"{chosen.name} computes bounds, not a section decision: no exact model checks it")
    return (
        Heuristic(chosen.name, partial(_work, chosen), ("time_indexed", "phase_milp"), applies=_applies(chosen.name)),
    )


SECTION_HEURISTICS = (
    Heuristic("DPGoodputSlow-BestCnf", partial(_work, _TWIN), "phase_milp", exact=True),
    Heuristic(
        "DPGoodputSlow-BestCnf (Theorem 1)",
        partial(_work, _TWIN),
        "time_indexed",
        applies=_theorem1,
        exact=True,
    ),
    *(row for name in SECTION_VALIDATED for row in checked_section_algorithm(ALGORITHMS.resolve(name))),
)
