"""Batch scheduling with node failures and node stealing (Du, PhD thesis, ENS Lyon 2022, ch. 4).

Conservative backfilling (BASELINE) on failure-prone nodes with Young/Daly checkpointing,
node stealing SFSJ (= H111) and its 18 variants Hxyz, the metrics of §4.4.3, and the
failure-free time-indexed MILPs (max flow, weighted mean flow) BASELINE is checked against.

Stable public API::

    from resched.batch import simulate, strategy, evaluate
    from resched.batch.generate import trace_instance, synthetic_instance

    inst = synthetic_instance(seed=1)                 # §4.5.3: 128 nodes, 1000 jobs, μ = 30 min
    m = evaluate(simulate(inst, strategy("SFSJ")))   # utilization, decomposition, flows, counters
    # simulate also runs any BatchScheduler (a policy of your own: docs/batch.md)

Names are resolved lazily: importing the package loads no numeric or solver library.
"""

from typing import TYPE_CHECKING

from resched.lazy import lazy_package

if TYPE_CHECKING:  # what type checkers see; at run time each name is imported on first access
    from resched.batch.algorithms import BASELINE as BASELINE
    from resched.batch.algorithms import SFSJ as SFSJ
    from resched.batch.algorithms import VARIANTS as VARIANTS
    from resched.batch.family import ALGORITHMS as ALGORITHMS
    from resched.batch.family import FAMILY as FAMILY
    from resched.batch.family import REPLAY_ALGORITHMS as REPLAY_ALGORITHMS
    from resched.batch.family import strategy as strategy
    from resched.batch.instance import BatchInstance as BatchInstance
    from resched.batch.instance import Job as Job
    from resched.batch.instance.schedule import SimulationResult as SimulationResult
    from resched.batch.instance.schedule import Strategy as Strategy
    from resched.batch.metrics import BatchMetrics as BatchMetrics
    from resched.batch.metrics import evaluate as evaluate
    from resched.batch.models import build_max_flow as build_max_flow
    from resched.batch.models import build_weighted_flow as build_weighted_flow
    from resched.batch.params import BatchParams as BatchParams
    from resched.batch.params import ReplayParams as ReplayParams
    from resched.batch.simulate import BatchScheduler as BatchScheduler
    from resched.batch.simulate import BatchView as BatchView
    from resched.batch.simulate import Kill as Kill
    from resched.batch.simulate import Reserve as Reserve
    from resched.batch.simulate import Start as Start
    from resched.batch.simulate import StealNodes as StealNodes
    from resched.batch.simulate import simulate as simulate

_EXPORTS = {
    "FAMILY": "family",
    "ALGORITHMS": "family",
    "BatchParams": "params",
    "REPLAY_ALGORITHMS": "family",
    "ReplayParams": "params",
    "BatchInstance": "instance",
    "Job": "instance",
    "BatchMetrics": "metrics",
    "evaluate": "metrics",
    "build_max_flow": "models",
    "build_weighted_flow": "models",
    "SimulationResult": "instance.schedule",
    "simulate": "simulate",
    **dict.fromkeys(("BatchScheduler", "BatchView", "Kill", "Reserve", "Start", "StealNodes"), "simulate"),
    "BASELINE": "algorithms",
    "SFSJ": "algorithms",
    "VARIANTS": "algorithms",
    "Strategy": "instance.schedule",
    "strategy": "family",
}
lazy_package(__name__, _EXPORTS)
