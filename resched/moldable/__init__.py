"""Resilient scheduling of moldable jobs with silent errors (Benoit, Le Fèvre, Perotin,
Raghavan, Robert, Sun; Inria RR-9340 v2, 2021): speedup models, LPA-LIST, BATCH-LIST,
MINTIME, MINAREA, lower bounds and exact models for one failure scenario.

Stable public API::

    from resched.moldable import MoldableParams, evaluate, ALGORITHMS

    params = MoldableParams(speedup_model="mix", processors=7500, jobs=500, error_rate=1e-7)
    evaluate(params, sets=30, seed=1, algorithms=["LPA-LIST", "BATCH-LIST"])
    # {"LPA-LIST": {"expected": …, "maximum": …, "ratios": […], "cpu_seconds": …}, …}

Names are resolved lazily: importing the package loads no numeric or solver library."""

from resched.lazy import lazy_exports

_EXPORTS = {
    **dict.fromkeys(("FAMILY", "ALGORITHMS", "MoldableParams"), "family"),
    **dict.fromkeys(("lpa", "minarea", "mintime", "proof_rule", "ratio"), "allocation"),
    **dict.fromkeys(("chain_allotment", "single_allotment"), "allotment"),
    **dict.fromkeys(("lp_bound", "normalising_bound"), "bounds"),
    **dict.fromkeys(("evaluate", "run_task", "table1"), "experiment"),
    **dict.fromkeys(("MoldableInstance",), "instance"),
    **dict.fromkeys(("JobSet", "execution_times"), "jobs"),
    **dict.fromkeys(("build_chain_allotment", "build_dag_allotment", "build_dag_allotment_lp", "build_time_indexed",
                     "chain_graph", "horizon_of"), "models"),
    **dict.fromkeys(("batch_list", "fixed_makespans", "list_run", "makespan"), "simulate"),
    **dict.fromkeys(("best_list_makespan", "build_lb_lp", "build_lb_star", "build_t_opt"), "exact"),
}
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
__all__ = sorted(_EXPORTS)
