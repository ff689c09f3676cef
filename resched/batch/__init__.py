"""Batch scheduling with node failures and node stealing (Du, PhD thesis, ENS Lyon 2022, ch. 4).

Conservative backfilling (BASELINE) on failure-prone nodes with Young/Daly checkpointing,
node stealing SFSJ (= H111) and its 18 variants Hxyz, the metrics of §4.4.3, and the
failure-free time-indexed MILPs (max flow, weighted mean flow) BASELINE is checked against.
"""

from resched.batch.instance import BatchInstance, Job, from_dict
from resched.batch.metrics import BatchMetrics, evaluate
from resched.batch.models import (
    baseline_flows, build_max_flow, build_weighted_flow, is_small_fault_free, solve_max_flow, solve_weighted_flow,
)
from resched.batch.simulate import SimulationResult, simulate
from resched.batch.strategy import BASELINE, SFSJ, VARIANTS, Strategy, strategy
from resched.registry import ExactModel, Family, Heuristic


def _plot(directory, rows):
    from resched.plot.batch import plot_batch_sweep

    return plot_batch_sweep(directory, rows)


def _run_task(task):
    from resched.batch.experiment import run_task

    return run_task(task)


FAMILY = Family(
    name="batch",
    from_dict=from_dict,
    exact_models=(
        ExactModel("max_flow", "failure-free min max flow: time-indexed MILP over start times",
                   build_max_flow, solve_max_flow, applies=is_small_fault_free, sense="min"),
        ExactModel("weighted_flow", "failure-free min size-weighted mean flow: time-indexed MILP",
                   build_weighted_flow, solve_weighted_flow, applies=is_small_fault_free, sense="min"),
    ),
    heuristics=(
        Heuristic("BASELINE max flow", lambda inst: baseline_flows(inst)[0], "max_flow", applies=is_small_fault_free),
        Heuristic("BASELINE weighted flow", lambda inst: baseline_flows(inst)[1], "weighted_flow",
                  applies=is_small_fault_free),
    ),
    experiment=_run_task,
    plot=_plot,
)

__all__ = ["FAMILY", "BASELINE", "SFSJ", "VARIANTS", "BatchInstance", "BatchMetrics", "Job", "SimulationResult",
           "Strategy", "build_max_flow", "build_weighted_flow", "evaluate", "simulate", "strategy"]
