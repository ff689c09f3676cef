"""Variable-capacity scheduling with checkpoints (Cendrier, Benoit, Vivien, RR-9582, 2025).

Names are resolved lazily: importing the package loads no numeric or solver library.
"""

from resched.lazy import lazy_exports

_EXPORTS = {"FAMILY": "family", "VarCapInstance": "instance", "YieldBound": "yield_lp", "max_min_yield": "yield_lp",
            "build_yield_feasibility": "models"}
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
__all__ = sorted(_EXPORTS)
