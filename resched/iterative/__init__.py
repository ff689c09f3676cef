"""Checkpointing iterative applications (Y. Du, PhD thesis, ENS Lyon 2022, chapters 2 and 3).

The family is declared once in :mod:`resched.iterative.family`: its parameters
(:class:`IterativeParams`, both studies), its algorithms (``static``, ``dynamic``, ``all``)
and the §3.4.1 reference strategies (:data:`REFERENCE_STRATEGIES`, with their rules).

Chapter 2 (stochastic iteration lengths): :mod:`resched.iterative.stochastic` (k_static,
k_FO, W_th, W_FO, finite-n static optimum) and the Monte-Carlo simulators of
:mod:`resched.iterative.simulate`. Chapter 3 (deterministic tasks): the optimal periodic
pattern (:func:`optimal_pattern`), the reference strategies, and exact chain models.
Names are resolved lazily: importing the package loads no numeric or solver library.
"""

from typing import TYPE_CHECKING

from resched.lazy import lazy_package

if TYPE_CHECKING:  # what type checkers see; at run time each name is imported on first access
    from resched.iterative.family import ALGORITHMS as ALGORITHMS
    from resched.iterative.family import FAMILY as FAMILY
    from resched.iterative.family import REFERENCE_STRATEGIES as REFERENCE_STRATEGIES
    from resched.iterative.family import IterativeParams as IterativeParams
    from resched.iterative.instance import IterativeApp as IterativeApp
    from resched.iterative.models import build_chain_lp as build_chain_lp
    from resched.iterative.models import build_chain_milp as build_chain_milp
    from resched.iterative.models import build_ratio_cycle_lp as build_ratio_cycle_lp
    from resched.iterative.pattern import Pattern as Pattern
    from resched.iterative.pattern import chain_cost as chain_cost
    from resched.iterative.pattern import chain_optimum as chain_optimum
    from resched.iterative.pattern import optimal_pattern as optimal_pattern
    from resched.iterative.pattern import optimal_slowdown_with_budget as optimal_slowdown_with_budget
    from resched.iterative.pattern import pattern_slowdown as pattern_slowdown
    from resched.iterative.stochastic import StochasticSetting as StochasticSetting
    from resched.iterative.strategies import STRATEGIES as STRATEGIES
    from resched.iterative.strategies import positions as positions
    from resched.iterative.strategies import slowdown as slowdown

_EXPORTS = {
    **dict.fromkeys(("FAMILY", "ALGORITHMS", "IterativeParams", "REFERENCE_STRATEGIES"), "family"),
    "IterativeApp": "instance",
    "StochasticSetting": "stochastic",
    **dict.fromkeys(("build_chain_lp", "build_chain_milp", "build_ratio_cycle_lp"), "models"),
    **dict.fromkeys(
        (
            "Pattern",
            "chain_cost",
            "chain_optimum",
            "optimal_pattern",
            "optimal_slowdown_with_budget",
            "pattern_slowdown",
        ),
        "pattern",
    ),
    **dict.fromkeys(("STRATEGIES", "positions", "slowdown"), "strategies"),
}
lazy_package(__name__, _EXPORTS)
