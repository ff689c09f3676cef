"""Moldable-job instances: the speedup models and job sets (:mod:`.jobs`), the JSON instance
documents (:mod:`.document`) and the authors' job and failure-scenario files (:mod:`.formats`).

The modules import, besides each other (jobs < document < formats), only
:mod:`resched.moldable.params`.
"""

from resched.moldable.instance.document import (
    MAX_ATTEMPTS,
    MAX_FAILURES,
    Job,
    JobId,
    MoldableInstance,
    from_dict,
)
from resched.moldable.instance.formats import read_failures, read_instance
from resched.moldable.instance.jobs import (
    MODEL_PARAMETERS,
    REL_TOL,
    UNAVAILABLE,
    JobSet,
    ParetoSets,
    execution_times,
    first_within,
    pareto_sets,
    strict_time_records,
)

__all__ = [
    "MAX_ATTEMPTS",
    "MAX_FAILURES",
    "MODEL_PARAMETERS",
    "REL_TOL",
    "UNAVAILABLE",
    "Job",
    "JobId",
    "JobSet",
    "MoldableInstance",
    "ParetoSets",
    "execution_times",
    "first_within",
    "from_dict",
    "pareto_sets",
    "read_failures",
    "read_instance",
    "strict_time_records",
]
