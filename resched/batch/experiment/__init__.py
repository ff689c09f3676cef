"""The batch family's experiments: the task a sweep row and ``resched batch simulate`` run
(:mod:`~resched.batch.experiment.task`), the sweep summaries
(:mod:`~resched.batch.experiment.aggregate`), the figures
(:mod:`~resched.batch.experiment.figures`) and the replay of reservation strategies
(:mod:`~resched.batch.experiment.replay`)."""

from resched.batch.experiment.task import run_task, skipped_jobs, synthetic_workload, task_instance, workload_file

__all__ = ["run_task", "skipped_jobs", "synthetic_workload", "task_instance", "workload_file"]
