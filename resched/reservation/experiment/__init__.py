"""The reservation family's experiments: the task a sweep row runs (:mod:`.task`), the sweep's
figures (:mod:`.figures`) and the paper's Table 2 (:mod:`.reproduce`). Names are resolved on
first access, so that loading the figures does not load the algorithms."""

from typing import TYPE_CHECKING

from resched.lazy import lazy_package

if TYPE_CHECKING:
    from resched.reservation.experiment.task import plan_metrics as plan_metrics
    from resched.reservation.experiment.task import run_task as run_task

lazy_package(__name__, {"plan_metrics": "task", "run_task": "task"})
