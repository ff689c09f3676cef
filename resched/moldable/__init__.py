"""Resilient scheduling of moldable jobs with silent errors (Benoit, Le Fèvre, Perotin,
Raghavan, Robert, Sun; Inria RR-9340 v2, 2021): speedup models, LPA-LIST, BATCH-LIST,
MINTIME, MINAREA, lower bounds and exact models for one failure scenario.

Stable public API::

    from resched.moldable import MoldableParams, evaluate, ALGORITHMS

    params = MoldableParams(speedup_model="mix", processors=7500, jobs=500, error_rate=1e-7)
    evaluate(params, sets=30, seed=1, algorithms=["LPA-LIST", "BATCH-LIST"])
    # {"LPA-LIST": {"expected": …, "maximum": …, "ratios": […], "cpu_seconds": …}, …}

Layers (a module imports only lower ones): ``family`` > ``experiment`` > ``models`` |
``algorithms`` > ``simulate`` | ``metrics`` > ``generate`` > ``instance`` > ``params``.

Names are resolved lazily: importing the package loads no numeric or solver library."""

from typing import TYPE_CHECKING

from resched.lazy import lazy_package

if TYPE_CHECKING:  # what type checkers see; at run time each name is imported on first access
    from resched.moldable.algorithms.allocation import lpa as lpa
    from resched.moldable.algorithms.allocation import minarea as minarea
    from resched.moldable.algorithms.allocation import mintime as mintime
    from resched.moldable.algorithms.allocation import proof_rule as proof_rule
    from resched.moldable.algorithms.allocation import ratio as ratio
    from resched.moldable.algorithms.batch_list import batch_list as batch_list
    from resched.moldable.algorithms.batch_list import chain_allotment as chain_allotment
    from resched.moldable.algorithms.batch_list import single_allotment as single_allotment
    from resched.moldable.experiment.tables import table1 as table1
    from resched.moldable.experiment.task import evaluate as evaluate
    from resched.moldable.experiment.task import makespan as makespan
    from resched.moldable.experiment.task import run_task as run_task
    from resched.moldable.family import ALGORITHMS as ALGORITHMS
    from resched.moldable.family import FAMILY as FAMILY
    from resched.moldable.instance.document import MoldableInstance as MoldableInstance
    from resched.moldable.instance.jobs import JobSet as JobSet
    from resched.moldable.instance.jobs import execution_times as execution_times
    from resched.moldable.metrics import lp_bound as lp_bound
    from resched.moldable.metrics import normalising_bound as normalising_bound
    from resched.moldable.models import best_list_makespan as best_list_makespan
    from resched.moldable.models import build_lb_star as build_lb_star
    from resched.moldable.models import build_t_opt as build_t_opt
    from resched.moldable.models.common import chain_graph as chain_graph
    from resched.moldable.models.dag_allotment import build_chain_allotment as build_chain_allotment
    from resched.moldable.models.dag_allotment import build_dag_allotment as build_dag_allotment
    from resched.moldable.models.dag_allotment_lp import build_dag_allotment_lp as build_dag_allotment_lp
    from resched.moldable.models.dag_allotment_lp import build_lb_lp as build_lb_lp
    from resched.moldable.models.time_indexed import build_time_indexed as build_time_indexed
    from resched.moldable.models.time_indexed import horizon_of as horizon_of
    from resched.moldable.params import MoldableParams as MoldableParams
    from resched.moldable.simulate import fixed_makespans as fixed_makespans
    from resched.moldable.simulate import list_run as list_run

_EXPORTS = {
    **dict.fromkeys(("ALGORITHMS", "FAMILY"), "family"),
    **dict.fromkeys(("MoldableParams",), "params"),
    **dict.fromkeys(("lpa", "minarea", "mintime", "proof_rule", "ratio"), "algorithms.allocation"),
    **dict.fromkeys(("batch_list", "chain_allotment", "single_allotment"), "algorithms.batch_list"),
    **dict.fromkeys(("lp_bound", "normalising_bound"), "metrics"),
    **dict.fromkeys(("evaluate", "makespan", "run_task"), "experiment.task"),
    **dict.fromkeys(("table1",), "experiment.tables"),
    **dict.fromkeys(("MoldableInstance",), "instance.document"),
    **dict.fromkeys(("JobSet", "execution_times"), "instance.jobs"),
    **dict.fromkeys(("build_chain_allotment", "build_dag_allotment"), "models.dag_allotment"),
    **dict.fromkeys(("build_dag_allotment_lp", "build_lb_lp"), "models.dag_allotment_lp"),
    **dict.fromkeys(("chain_graph",), "models.common"),
    **dict.fromkeys(("build_time_indexed", "horizon_of"), "models.time_indexed"),
    **dict.fromkeys(("best_list_makespan", "build_lb_star", "build_t_opt"), "models"),
    **dict.fromkeys(("fixed_makespans", "list_run"), "simulate"),
}
lazy_package(__name__, _EXPORTS)
