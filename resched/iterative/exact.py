"""The iterative family's exact models (chain LP/MILP, ratio-cycle LP) and the pattern DPs,
Toueg–Babaoglu and the §3.4 reference strategies checked against them."""

from __future__ import annotations

from resched.iterative.models import build_chain_lp, build_chain_milp, build_ratio_cycle_lp
from resched.iterative.pattern import chain_cost, chain_optimum, optimal_pattern, optimal_slowdown_with_budget
from resched.iterative.strategies import STRATEGIES, positions, slowdown
from resched.registry import ExactModel, Heuristic

#: Faithful Algorithm 3 keeps an n×L×n table: validate runs it on small applications only.
BUDGET_DP_MAX_TASKS = 10


def _exact(name: str, description: str, build) -> ExactModel:
    return ExactModel(name=name, description=description, build=build, sense="min")


def _finite_run(strategy: str):
    """Expected makespan of ``strategy`` on the instance's N iterations (time units)."""
    return lambda inst: chain_cost(inst.chain(), positions(inst, strategy, inst.iterations))


def _heuristics() -> tuple[Heuristic, ...]:
    proven = lambda inst: inst.monotone_io  # noqa: E731  (Lemma 3.6's chunk bound)
    exact = (
        Heuristic("PatternDP", lambda inst: optimal_pattern(inst).slowdown, "ratio_cycle_lp", proven, True),
        Heuristic("PatternDP(b<=n)", optimal_slowdown_with_budget, "ratio_cycle_lp",
                  lambda inst: proven(inst) and inst.n <= BUDGET_DP_MAX_TASKS, True),
        Heuristic("TouegBabaoglu", lambda inst: chain_optimum(inst.chain())[0], "chain_lp", exact=True),
        Heuristic("TouegBabaoglu[milp]", lambda inst: chain_optimum(inst.chain())[0], "chain_milp", exact=True),
    )
    steady = tuple(Heuristic(s, lambda inst, s=s: slowdown(inst, s), "ratio_cycle_lp") for s in STRATEGIES)
    finite = tuple(Heuristic(f"{s}[N]", _finite_run(s), "chain_lp") for s in ("Optimal", *STRATEGIES))
    return exact + steady + finite


EXACT_MODELS = (
    _exact("chain_lp", "least expected makespan of the N unrolled iterations: shortest-path LP (integral)",
           build_chain_lp),
    _exact("chain_milp", "the same with binary arcs and binary checkpoint decisions", build_chain_milp),
    _exact("ratio_cycle_lp", "optimal slowdown SD*: minimum cost-to-time ratio cycle LP on checkpoint types",
           build_ratio_cycle_lp),
)
HEURISTICS = _heuristics()
