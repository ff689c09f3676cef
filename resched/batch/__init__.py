"""Batch scheduling with node failures and node stealing (Du, PhD thesis, ENS Lyon 2022, ch. 4).

Conservative backfilling (BASELINE) on failure-prone nodes with Young/Daly checkpointing,
node stealing SFSJ (= H111) and its 18 variants Hxyz, the metrics of §4.4.3, and the
failure-free time-indexed MILPs (max flow, weighted mean flow) BASELINE is checked against.
Names are resolved lazily: importing the package loads no numeric or solver library.
"""

from resched.lazy import lazy_exports

_EXPORTS = {
    "FAMILY": "family", "BatchInstance": "instance", "Job": "instance", "BatchMetrics": "metrics",
    "evaluate": "metrics", "build_max_flow": "models", "build_weighted_flow": "models",
    "SimulationResult": "simulate", "simulate": "simulate", "BASELINE": "strategy", "SFSJ": "strategy",
    "VARIANTS": "strategy", "Strategy": "strategy", "strategy": "strategy",
}
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
__all__ = sorted(_EXPORTS)
