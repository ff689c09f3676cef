"""Experiments of the risk-aware family: the task of a sweep row and of ``resched riskaware
simulate`` (:mod:`.task`), the sweep's summary and figures (:mod:`.figures`, loaded only when
drawing) and the zero-goodput adversary (:mod:`.adversary`)."""

from resched.riskaware.experiment.task import load_trace, run_task, task_instance

__all__ = ["load_trace", "run_task", "task_instance"]
