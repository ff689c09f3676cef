"""The §5 methodology of the moldable family: one sweep task (:func:`run_task`), the 30 × 100
evaluation (:func:`evaluate`), Table 1 and the allotment table (:mod:`.tables`), the sweep
figures (:mod:`.figures`). Algorithm names are resolved here (:func:`build`) and in the CLI.
"""

from resched.moldable.experiment.tables import PAPER_TABLE1, allotments, table1
from resched.moldable.experiment.task import (
    build,
    built_algorithms,
    evaluate,
    fixed_allocation,
    job_set,
    makespan,
    run_task,
    scenarios,
    schedule,
    set_ratios,
)

__all__ = [
    "PAPER_TABLE1",
    "allotments",
    "build",
    "built_algorithms",
    "evaluate",
    "fixed_allocation",
    "job_set",
    "makespan",
    "run_task",
    "scenarios",
    "schedule",
    "set_ratios",
    "table1",
]
