"""The iterative family's exact models, one module each — :mod:`~.chain_lp`,
:mod:`~.chain_milp` (the N unrolled iterations as a chain) and :mod:`~.ratio_cycle_lp` (the
optimal slowdown SD*) — and the algorithms checked against them: the pattern DPs,
Toueg–Babaoglu and the §3.4.1 reference strategies (:data:`HEURISTICS`).

Every model is solved as its HiGHS matrix (``solve=``, not the Pyomo path): building the
Pyomo model dominates on large chains (:mod:`~.common`). The chain models start from the
Toueg–Babaoglu DP's tree (``chain_lp``: its basis) or checkpoints (``chain_milp``). Each
decodes its optimum into the checkpointed tasks (:mod:`~.solution`: the chain's, or the
pattern's) and draws them beside the reference strategy CkptYdAve's (:data:`REFERENCE`).
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from resched.algorithms import Algorithm
from resched.declarations import ExactModel, Heuristic
from resched.errors import ReschedError
from resched.iterative.algorithms import ChainCheckpointing
from resched.iterative.algorithms.chain import (
    STRATEGIES,
    check_size,
    optimal_pattern,
    optimal_slowdown_with_budget,
    positions,
    slowdown,
)
from resched.iterative.algorithms.toueg_babaoglu import chain_checkpoints, chain_optimum, chain_tree
from resched.iterative.instance import IterativeApp, Pattern
from resched.iterative.metrics import chain_cost, pattern_bounds
from resched.iterative.models.chain_lp import build_chain_lp, solve_chain_lp
from resched.iterative.models.chain_milp import build_chain_milp, solve_chain_milp
from resched.iterative.models.ratio_cycle_lp import (
    build_ratio_cycle_lp,
    pattern_of_cycle,
    ratio_cycle_size,
    solve_ratio_cycle,
)
from resched.iterative.models.solution import ChainSolution, PatternSolution, decode_chain, draw_checkpoints
from resched.iterative.simulate import check_positions
from resched.result import DEFAULT_OPTIONS, Solution, SolveOptions, SolveResult

REFERENCE = "CkptYdAve"
"""The reference strategy drawn beside an optimum (Young/Daly period on the average checkpoint cost)."""

#: Faithful Algorithm 3 keeps an n×L×n table: validate runs it on small applications only.
BUDGET_DP_MAX_TASKS = 10
#: The chain models have L(L+1)/2 arcs for the L = N·n unrolled tasks: at most 1000 tasks
#: (500,500 arcs); the ratio-cycle LP has n²(Q+1) arcs: at most 10^6.
CHAIN_MODEL_MAX_TASKS = 1000
RATIO_CYCLE_MAX_ARCS = 1_000_000


def solve_chain(instance: IterativeApp, options: SolveOptions = DEFAULT_OPTIONS, binary: bool = False) -> SolveResult:
    """``chain_lp`` (or ``chain_milp``) of the instance's N unrolled iterations, started
    (``options.warm_start``) from the Toueg–Babaoglu DP: the LP from its tree's basis, the
    MILP from its checkpoints."""
    if binary:
        return solve_chain_milp(instance, options, start=chain_checkpoints)
    return solve_chain_lp(instance, options, tree=chain_tree)


def _chain_fits(inst: IterativeApp) -> str | None:
    tasks = inst.iterations * inst.n
    return None if tasks <= CHAIN_MODEL_MAX_TASKS else f"{tasks:,} unrolled tasks > {CHAIN_MODEL_MAX_TASKS:,}"


def _ratio_cycle_fits(inst: IterativeApp) -> str | None:
    arcs = ratio_cycle_size(inst)
    return None if arcs <= RATIO_CYCLE_MAX_ARCS else f"{arcs:,.0f} arcs > {RATIO_CYCLE_MAX_ARCS:,}"


def _pattern_fits(inst: IterativeApp, budget: bool = False) -> str | None:
    try:
        check_size(inst, pattern_bounds(inst), budget)
    except ReschedError as error:
        return str(error)
    return None


def _proven(inst: IterativeApp) -> str | None:
    """Lemma 3.6's chunk bound holds (monotone I/O), and a pattern DP that fits."""
    if not inst.monotone_io:
        return "the checkpoint and recovery costs are not monotone (Lemma 3.6)"
    return _pattern_fits(inst)


def _budget_fits(inst: IterativeApp) -> str | None:
    if inst.n > BUDGET_DP_MAX_TASKS:
        return f"{inst.n} tasks > {BUDGET_DP_MAX_TASKS}"
    return _proven(inst) or _pattern_fits(inst, True)


def _optimal_fits(inst: IterativeApp) -> str | None:
    return _chain_fits(inst) or _pattern_fits(inst)


def _pattern_slowdown(inst: IterativeApp) -> float:
    return optimal_pattern(inst).slowdown


def _chain_optimum(inst: IterativeApp) -> float:
    return chain_optimum(inst.chain())[0]


_PATTERNS: dict[IterativeApp, Pattern | None] = {}


def _pattern(inst: IterativeApp) -> Pattern | None:
    """The optimal pattern (Algorithm 3) that a chain strategy is given, where its DP fits."""
    if inst not in _PATTERNS:
        _PATTERNS[inst] = optimal_pattern(inst) if _pattern_fits(inst) is None else None
    return _PATTERNS[inst]


def _finite_cost(strategies: ChainCheckpointing, name: str, inst: IterativeApp) -> float:
    """Expected makespan (time units) of the strategy ``name`` of ``strategies`` on the
    instance's N iterations: its checked checkpoint positions costed on the unrolled chain."""
    total = inst.iterations * inst.n
    # None only where the pattern DP does not fit: then only the built-in strategies other than
    # Optimal apply (they ignore it; a user's rows need the pattern: _optimal_fits)
    chosen = strategies.positions(inst, name, inst.iterations, None, _pattern(inst))  # type: ignore[arg-type]
    return chain_cost(inst.chain(), check_positions(chosen, total, f"positions of {name}"))


def checked_algorithm(chosen: Algorithm) -> tuple[Heuristic, ...]:
    """The rows ``validate`` checks for a chain-study algorithm (built-in ``all`` or a user's
    :class:`~resched.iterative.algorithms.ChainCheckpointing`): per strategy of its ``names``,
    the expected makespan of the N iterations (``NAME[N]``; a user's rows are prefixed by the
    algorithm's name) against ``chain_lp`` (minimised), with no failure trace. A
    stochastic-study algorithm (static, dynamic: chapter 2's renewal setting) has no exact
    model: refused in one line."""
    built = chosen.build()
    study = getattr(built, "study", chosen.trait("study"))
    if study != "chain" or not isinstance(built, ChainCheckpointing):
        raise ReschedError(
            f"{chosen.name} is a {study} checkpoint strategy: no exact model checks it "
            "(validate checks chain strategies, resched.iterative.algorithms.ChainCheckpointing)"
        )
    builtin = chosen.spec.origin is None and chosen.name == "all"
    prefix = "" if builtin else f"{chosen.name} "
    return tuple(
        Heuristic(
            f"{prefix}{name}[N]",
            partial(_finite_cost, built, name),
            "chain_lp",
            _chain_fits if builtin and name != "Optimal" else _optimal_fits,
        )
        for name in built.names
    )


def _heuristics() -> tuple[Heuristic, ...]:
    exact = (
        Heuristic("PatternDP", _pattern_slowdown, "ratio_cycle_lp", _proven, True),
        Heuristic("PatternDP(b<=n)", optimal_slowdown_with_budget, "ratio_cycle_lp", _budget_fits, True),
        Heuristic("TouegBabaoglu", _chain_optimum, "chain_lp", _chain_fits, True),
        Heuristic("TouegBabaoglu[milp]", _chain_optimum, "chain_milp", _chain_fits, True),
    )
    steady = tuple(Heuristic(s, partial(slowdown, name=s), "ratio_cycle_lp") for s in STRATEGIES)
    return exact + steady


def decode_pattern(instance: IterativeApp, result: SolveResult) -> PatternSolution:
    """The optimal pattern of a ratio-cycle LP vertex (:func:`pattern_of_cycle`)."""
    return PatternSolution.of(instance, pattern_of_cycle(instance, result.values["x"]))


def draw_chain(instance: IterativeApp, solution: Solution, path: Path) -> None:
    """The optimal checkpoints of the N iterations beside the reference strategy's."""
    assert isinstance(solution, ChainSolution)
    reference = positions(instance, REFERENCE, instance.iterations)
    cost = chain_cost(instance.chain(), reference)
    rows = [
        (f"optimal: E[makespan] = {solution.objective:.6g}", -1, solution.positions),
        (f"{REFERENCE}: E[makespan] = {cost:.6g}", -1, reference.tolist()),
    ]
    draw_checkpoints(instance, rows, path, f"{instance.name}: checkpointed tasks of {instance.iterations} iterations")


def draw_pattern(instance: IterativeApp, solution: Solution, path: Path) -> None:
    """The optimal pattern beside the reference strategy's checkpoints over as many iterations."""
    assert isinstance(solution, PatternSolution)
    reference = positions(instance, REFERENCE, solution.iterations)
    rows = [
        (
            f"optimal pattern (from after a_{solution.start}): slowdown {solution.objective:.6g}",
            solution.start,
            solution.offsets,
        ),
        (f"{REFERENCE}: slowdown {slowdown(instance, REFERENCE):.6g}", -1, reference.tolist()),
    ]
    draw_checkpoints(instance, rows, path, f"{instance.name}: optimal pattern of {solution.iterations} iteration(s)")


EXACT_MODELS = (
    ExactModel(
        name="chain_lp",
        description="least expected makespan of the N unrolled iterations: shortest-path LP (integral), started "
        "from the basis of the Toueg–Babaoglu DP's tree",
        build=build_chain_lp,
        solve=partial(solve_chain_lp, tree=chain_tree),
        applies=_chain_fits,
        sense="min",
        decode=decode_chain,
        draw=draw_chain,
    ),
    ExactModel(
        name="chain_milp",
        description="the same with binary arcs and binary checkpoint decisions, started from the DP's checkpoints",
        build=build_chain_milp,
        solve=partial(solve_chain_milp, start=chain_checkpoints),
        applies=_chain_fits,
        sense="min",
        decode=decode_chain,
        draw=draw_chain,
    ),
    ExactModel(
        name="ratio_cycle_lp",
        description="optimal slowdown SD*: minimum cost-to-time ratio cycle LP on checkpoint types",
        build=build_ratio_cycle_lp,
        solve=solve_ratio_cycle,
        applies=_ratio_cycle_fits,
        sense="min",
        decode=decode_pattern,
        draw=draw_pattern,
    ),
)
HEURISTICS = _heuristics()
"""The exact algorithms and the steady-state slowdowns; the chain strategies' rows follow
(``checked_builtins = ("all",)``: :func:`checked_algorithm`)."""
