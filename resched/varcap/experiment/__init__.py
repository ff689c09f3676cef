"""The variable-capacity family's experiments: the task a sweep row or ``resched varcap
simulate`` runs (:mod:`resched.varcap.experiment.task`), the sweep aggregates
(:mod:`resched.varcap.experiment.aggregate`) and figures (:mod:`resched.varcap.experiment.figures`,
:mod:`resched.varcap.experiment.load_figures`)."""

from resched.varcap.experiment.task import VarCapMetrics, finite_yield_bound, run_task, task_instance

__all__ = ["VarCapMetrics", "finite_yield_bound", "run_task", "task_instance"]
