"""The iterative family, declared once: its algorithms (:data:`ALGORITHMS`) and :data:`FAMILY`,
whose ``"module:attribute"`` strings name the runner, exact models and figures below.

The parameters, their validation and the §3.4.1 reference strategies are declared in
:mod:`resched.iterative.params`. This module is the top of the family: only
:mod:`resched.registry`, the command line and the package's ``__init__`` import it.
"""

from __future__ import annotations

from resched.algorithms import AlgorithmRegistry, AlgorithmSpec
from resched.declarations import Family
from resched.iterative.params import STRATEGY_NAMES, IterativeParams


def _algorithm(name: str, summary: str, factory: str, *aliases: str, **traits: object) -> AlgorithmSpec:
    return AlgorithmSpec(name, summary, f"resched.iterative.algorithms:{factory}", aliases=aliases, traits=traits)


ALGORITHMS = AlgorithmRegistry(
    "iterative",
    (
        _algorithm(
            "static",
            "Algorithm 1 (§2.3): a checkpoint every k iterations, k = 1, 2, …",
            "static_strategy",
            "sta",
            study="stochastic",
            decides="before the run",
        ),
        _algorithm(
            "dynamic",
            "Algorithm 2 (§2.4): checkpoint once the work reaches W = γ·W_th or W_FO",
            "dynamic_strategy",
            "dyn",
            study="stochastic",
            decides="during the run",
        ),
        _algorithm(
            "all",
            "optimal pattern (Algorithm 3) and the §3.4.1 strategies, one failure trace",
            "all_strategies",
            "chain",
            study="chain",
            strategies=("Optimal", *STRATEGY_NAMES),
        ),
    ),
)
"""Chapter 2's two strategy families (each task simulates every period k or threshold γ·W_th)
and chapter 3's pseudo-algorithm ``all`` (the optimal pattern and every reference strategy,
:data:`~resched.iterative.params.REFERENCE_STRATEGIES`, on the same failure trace)."""

FAMILY = Family(
    name="iterative",
    title="Checkpointing iterative applications, stochastic and deterministic (Du, PhD thesis 2022, ch. 2-3).",
    params=IterativeParams,
    algorithms=ALGORITHMS,
    instance="resched.iterative.instance:from_dict",
    run="resched.iterative.experiment:run_task",
    exact_models="resched.iterative.models:EXACT_MODELS",
    heuristics="resched.iterative.models:HEURISTICS",
    checked_algorithm="resched.iterative.models:checked_algorithm",
    checked_builtins=("all",),
    figures="resched.iterative.experiment.figures:plot_sweep",
    compatible="resched.iterative.params:same_study",
)
