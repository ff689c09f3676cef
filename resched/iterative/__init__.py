"""Checkpointing iterative applications (Y. Du, PhD thesis, ENS Lyon 2022, chapters 2 and 3).

The family is declared once in :mod:`resched.iterative.family` (its algorithms ``static``,
``dynamic``, ``all``); its parameters (:class:`IterativeParams`, both studies) and the §3.4.1
reference strategies (:data:`REFERENCE_STRATEGIES`, with their rules) in
:mod:`resched.iterative.params`.

Chapter 2 (stochastic iteration lengths): :class:`StochasticSetting` in
:mod:`resched.iterative.metrics` (k_static, k_FO, W_th, W_FO, finite-n static optimum) and
the Monte-Carlo simulators of :mod:`resched.iterative.simulate`. Chapter 3 (deterministic
tasks): the optimal periodic pattern (:func:`optimal_pattern`) and the reference strategies
(:mod:`resched.iterative.algorithms.chain`), and the exact models (:mod:`resched.iterative.models`).
Names are resolved lazily: importing the package loads no numeric or solver library.
"""

from typing import TYPE_CHECKING

from resched.lazy import lazy_package

if TYPE_CHECKING:  # what type checkers see; at run time each name is imported on first access
    from resched.iterative.algorithms.chain import STRATEGIES as STRATEGIES
    from resched.iterative.algorithms.chain import optimal_pattern as optimal_pattern
    from resched.iterative.algorithms.chain import optimal_slowdown_with_budget as optimal_slowdown_with_budget
    from resched.iterative.algorithms.chain import positions as positions
    from resched.iterative.algorithms.chain import slowdown as slowdown
    from resched.iterative.algorithms.toueg_babaoglu import chain_optimum as chain_optimum
    from resched.iterative.family import ALGORITHMS as ALGORITHMS
    from resched.iterative.family import FAMILY as FAMILY
    from resched.iterative.instance import IterativeApp as IterativeApp
    from resched.iterative.instance import Pattern as Pattern
    from resched.iterative.metrics import StochasticSetting as StochasticSetting
    from resched.iterative.metrics import chain_cost as chain_cost
    from resched.iterative.metrics import pattern_slowdown as pattern_slowdown
    from resched.iterative.models.chain_lp import build_chain_lp as build_chain_lp
    from resched.iterative.models.chain_milp import build_chain_milp as build_chain_milp
    from resched.iterative.models.ratio_cycle_lp import build_ratio_cycle_lp as build_ratio_cycle_lp
    from resched.iterative.params import REFERENCE_STRATEGIES as REFERENCE_STRATEGIES
    from resched.iterative.params import IterativeParams as IterativeParams

_EXPORTS = {
    **dict.fromkeys(
        ("STRATEGIES", "optimal_pattern", "optimal_slowdown_with_budget", "positions", "slowdown"), "algorithms.chain"
    ),
    "chain_optimum": "algorithms.toueg_babaoglu",
    **dict.fromkeys(("FAMILY", "ALGORITHMS"), "family"),
    **dict.fromkeys(("IterativeApp", "Pattern"), "instance"),
    **dict.fromkeys(("StochasticSetting", "chain_cost", "pattern_slowdown"), "metrics"),
    "build_chain_lp": "models.chain_lp",
    "build_chain_milp": "models.chain_milp",
    "build_ratio_cycle_lp": "models.ratio_cycle_lp",
    **dict.fromkeys(("IterativeParams", "REFERENCE_STRATEGIES"), "params"),
}
lazy_package(__name__, _EXPORTS)
