"""Batch scheduling with node failures and node stealing (Du, PhD thesis, ENS Lyon 2022, ch. 4).

Conservative backfilling (BASELINE) on failure-prone nodes with Young/Daly checkpointing,
node stealing SFSJ (= H111) and its 18 variants Hxyz, the metrics of §4.4.3, and the
failure-free time-indexed MILPs (max flow, weighted mean flow) BASELINE is checked against.

Stable public API::

    from resched.batch import simulate, strategy, evaluate
    from resched.batch.generate import trace_instance, synthetic_instance

    inst = synthetic_instance(seed=1)                 # §4.5.3: 128 nodes, 1000 jobs, μ = 30 min
    m = evaluate(simulate(inst, strategy("SFSJ")))   # utilization, decomposition, flows, counters

Names are resolved lazily: importing the package loads no numeric or solver library.
"""

from resched.lazy import lazy_package

_EXPORTS = {
    "FAMILY": "family", "ALGORITHMS": "family", "BatchParams": "family", "REPLAY_ALGORITHMS": "family",
    "ReplayParams": "family", "BatchInstance": "instance", "Job": "instance", "BatchMetrics": "metrics",
    "evaluate": "metrics", "build_max_flow": "models", "build_weighted_flow": "models",
    "SimulationResult": "simulate", "simulate": "simulate", "BASELINE": "strategy", "SFSJ": "strategy",
    "VARIANTS": "strategy", "Strategy": "strategy", "strategy": "strategy",
}
lazy_package(__name__, _EXPORTS)

