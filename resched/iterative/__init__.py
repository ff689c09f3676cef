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

from resched.lazy import lazy_package

_EXPORTS = {
    **dict.fromkeys(("FAMILY", "ALGORITHMS", "IterativeParams", "REFERENCE_STRATEGIES"), "family"),
    "IterativeApp": "instance", "StochasticSetting": "stochastic",
    **dict.fromkeys(("build_chain_lp", "build_chain_milp", "build_ratio_cycle_lp"), "models"),
    **dict.fromkeys(("Pattern", "chain_cost", "chain_optimum", "optimal_pattern", "optimal_slowdown_with_budget",
                     "pattern_slowdown"), "pattern"),
    **dict.fromkeys(("STRATEGIES", "positions", "slowdown"), "strategies"),
}
lazy_package(__name__, _EXPORTS)
