"""The batch family's failure-free exact models and BASELINE's flows checked against them."""

from __future__ import annotations

from resched.batch.models import (
    baseline_flows,
    build_max_flow,
    build_weighted_flow,
    is_small_fault_free,
    solve_max_flow,
    solve_weighted_flow,
)
from resched.declarations import ExactModel, Heuristic

EXACT_MODELS = (
    ExactModel(
        "max_flow",
        "failure-free min max flow: time-indexed MILP over start times",
        build_max_flow,
        lambda inst, options: solve_max_flow(inst, **options.to_dict()),
        applies=is_small_fault_free,
        sense="min",
    ),
    ExactModel(
        "weighted_flow",
        "failure-free min size-weighted mean flow: time-indexed MILP",
        build_weighted_flow,
        lambda inst, options: solve_weighted_flow(inst, **options.to_dict()),
        applies=is_small_fault_free,
        sense="min",
    ),
)
HEURISTICS = (
    Heuristic("BASELINE max flow", lambda inst: baseline_flows(inst)[0], "max_flow", applies=is_small_fault_free),
    Heuristic(
        "BASELINE weighted flow", lambda inst: baseline_flows(inst)[1], "weighted_flow", applies=is_small_fault_free
    ),
)
