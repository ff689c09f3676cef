"""The iterative family's experiments: :func:`run_task` (one sweep task, or one run of
``resched iterative simulate``), the command reports (:mod:`~.report`) and the sweep figures
(:mod:`~.figures`, imported only when drawing)."""

from __future__ import annotations

from resched.iterative.experiment.task import find_pattern, run_task, stochastic_setting

__all__ = ["find_pattern", "run_task", "stochastic_setting"]
