"""The iterative family's exact models (chain LP/MILP, ratio-cycle LP) and the pattern DPs,
Toueg–Babaoglu and the §3.4 reference strategies checked against them."""

from __future__ import annotations

from functools import partial

from resched.declarations import ExactModel, Heuristic
from resched.errors import ReschedError
from resched.iterative.matrix import solve_chain, solve_ratio_cycle
from resched.iterative.models import build_chain_lp, build_chain_milp, build_ratio_cycle_lp, ratio_cycle_size
from resched.iterative.pattern import (
    chain_cost,
    chain_optimum,
    check_size,
    optimal_pattern,
    optimal_slowdown_with_budget,
    pattern_bounds,
)
from resched.iterative.strategies import STRATEGIES, positions, slowdown

#: Faithful Algorithm 3 keeps an n×L×n table: validate runs it on small applications only.
BUDGET_DP_MAX_TASKS = 10
#: The chain models have L(L+1)/2 arcs for the L = N·n unrolled tasks: at most 1000 tasks
#: (500,500 arcs); the ratio-cycle LP has n²(Q+1) arcs: at most 10^6.
CHAIN_MODEL_MAX_TASKS = 1000
RATIO_CYCLE_MAX_ARCS = 1_000_000


def _chain_fits(inst) -> bool:
    return inst.iterations * inst.n <= CHAIN_MODEL_MAX_TASKS


def _ratio_cycle_fits(inst) -> bool:
    return ratio_cycle_size(inst) <= RATIO_CYCLE_MAX_ARCS


def _pattern_fits(inst, budget: bool = False) -> bool:
    try:
        check_size(inst, pattern_bounds(inst), budget)
    except ReschedError:
        return False
    return True


def _exact(name: str, description: str, build, solve, applies) -> ExactModel:
    """A model declared by its Pyomo ``build`` (exported) and solved as the same HiGHS matrix
    (:mod:`resched.iterative.matrix`)."""
    return ExactModel(name=name, description=description, build=build, solve=solve, applies=applies, sense="min")


def _finite_run(strategy: str):
    """Expected makespan of ``strategy`` on the instance's N iterations (time units)."""
    return lambda inst: chain_cost(inst.chain(), positions(inst, strategy, inst.iterations))


def _heuristics() -> tuple[Heuristic, ...]:
    def proven(inst) -> bool:  # Lemma 3.6's chunk bound, and a DP that fits
        return inst.monotone_io and _pattern_fits(inst)

    exact = (
        Heuristic("PatternDP", lambda inst: optimal_pattern(inst).slowdown, "ratio_cycle_lp", proven, True),
        Heuristic(
            "PatternDP(b<=n)",
            optimal_slowdown_with_budget,
            "ratio_cycle_lp",
            lambda inst: proven(inst) and inst.n <= BUDGET_DP_MAX_TASKS and _pattern_fits(inst, True),
            True,
        ),
        Heuristic("TouegBabaoglu", lambda inst: chain_optimum(inst.chain())[0], "chain_lp", _chain_fits, True),
        Heuristic("TouegBabaoglu[milp]", lambda inst: chain_optimum(inst.chain())[0], "chain_milp", _chain_fits, True),
    )
    steady = tuple(Heuristic(s, partial(slowdown, name=s), "ratio_cycle_lp") for s in STRATEGIES)
    finite = tuple(
        Heuristic(
            f"{s}[N]",
            _finite_run(s),
            "chain_lp",
            _chain_fits if s != "Optimal" else lambda inst: _chain_fits(inst) and _pattern_fits(inst),
        )
        for s in ("Optimal", *STRATEGIES)
    )
    return exact + steady + finite


EXACT_MODELS = (
    _exact(
        "chain_lp",
        "least expected makespan of the N unrolled iterations: shortest-path LP (integral), started "
        "from the basis of the Toueg–Babaoglu DP's tree",
        build_chain_lp,
        partial(solve_chain, binary=False),
        _chain_fits,
    ),
    _exact(
        "chain_milp",
        "the same with binary arcs and binary checkpoint decisions, started from the DP's checkpoints",
        build_chain_milp,
        partial(solve_chain, binary=True),
        _chain_fits,
    ),
    _exact(
        "ratio_cycle_lp",
        "optimal slowdown SD*: minimum cost-to-time ratio cycle LP on checkpoint types",
        build_ratio_cycle_lp,
        solve_ratio_cycle,
        _ratio_cycle_fits,
    ),
)
HEURISTICS = _heuristics()
