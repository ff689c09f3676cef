"""Resilient scheduling of moldable jobs with silent errors (Benoit, Le Fèvre, Perotin,
Raghavan, Robert, Sun; Inria RR-9340 v2, 2021): speedup models, LPA-LIST, BATCH-LIST,
MINTIME, MINAREA, lower bounds and exact models for one failure scenario.

Stable public API::

    from resched.moldable import MoldableParams, evaluate, ALGORITHMS

    params = MoldableParams(speedup_model="mix", processors=7500, jobs=500, error_rate=1e-7)
    evaluate(params, sets=30, seed=1, algorithms=["LPA-LIST", "BATCH-LIST"])
    # {"LPA-LIST": {"expected": …, "maximum": …, "ratios": […], "cpu_seconds": …}, …}

Names are resolved lazily: importing the package loads no numeric or solver library."""

from typing import TYPE_CHECKING

from resched.lazy import lazy_package

if TYPE_CHECKING:  # what type checkers see; at run time each name is imported on first access
    from resched.moldable.allocation import lpa as lpa
    from resched.moldable.allocation import minarea as minarea
    from resched.moldable.allocation import mintime as mintime
    from resched.moldable.allocation import proof_rule as proof_rule
    from resched.moldable.allocation import ratio as ratio
    from resched.moldable.allotment import chain_allotment as chain_allotment
    from resched.moldable.allotment import single_allotment as single_allotment
    from resched.moldable.bounds import lp_bound as lp_bound
    from resched.moldable.bounds import normalising_bound as normalising_bound
    from resched.moldable.exact import best_list_makespan as best_list_makespan
    from resched.moldable.exact import build_lb_lp as build_lb_lp
    from resched.moldable.exact import build_lb_star as build_lb_star
    from resched.moldable.exact import build_t_opt as build_t_opt
    from resched.moldable.experiment import evaluate as evaluate
    from resched.moldable.experiment import run_task as run_task
    from resched.moldable.experiment import table1 as table1
    from resched.moldable.family import ALGORITHMS as ALGORITHMS
    from resched.moldable.family import FAMILY as FAMILY
    from resched.moldable.family import MoldableParams as MoldableParams
    from resched.moldable.instance import MoldableInstance as MoldableInstance
    from resched.moldable.jobs import JobSet as JobSet
    from resched.moldable.jobs import execution_times as execution_times
    from resched.moldable.models import build_chain_allotment as build_chain_allotment
    from resched.moldable.models import build_dag_allotment as build_dag_allotment
    from resched.moldable.models import build_dag_allotment_lp as build_dag_allotment_lp
    from resched.moldable.models import build_time_indexed as build_time_indexed
    from resched.moldable.models import chain_graph as chain_graph
    from resched.moldable.models import horizon_of as horizon_of
    from resched.moldable.simulate import batch_list as batch_list
    from resched.moldable.simulate import fixed_makespans as fixed_makespans
    from resched.moldable.simulate import list_run as list_run
    from resched.moldable.simulate import makespan as makespan

_EXPORTS = {
    **dict.fromkeys(("FAMILY", "ALGORITHMS", "MoldableParams"), "family"),
    **dict.fromkeys(("lpa", "minarea", "mintime", "proof_rule", "ratio"), "allocation"),
    **dict.fromkeys(("chain_allotment", "single_allotment"), "allotment"),
    **dict.fromkeys(("lp_bound", "normalising_bound"), "bounds"),
    **dict.fromkeys(("evaluate", "run_task", "table1"), "experiment"),
    **dict.fromkeys(("MoldableInstance",), "instance"),
    **dict.fromkeys(("JobSet", "execution_times"), "jobs"),
    **dict.fromkeys(
        (
            "build_chain_allotment",
            "build_dag_allotment",
            "build_dag_allotment_lp",
            "build_time_indexed",
            "chain_graph",
            "horizon_of",
        ),
        "models",
    ),
    **dict.fromkeys(("batch_list", "fixed_makespans", "list_run", "makespan"), "simulate"),
    **dict.fromkeys(("best_list_makespan", "build_lb_lp", "build_lb_star", "build_t_opt"), "exact"),
}
lazy_package(__name__, _EXPORTS)
