"""The batch exact models as the family declares them: :data:`EXACT_MODELS` are
:data:`resched.batch.models.EXACT_MODELS` with their drawing (:func:`draw_solution`), which
reuses the Gantt chart of the run verbs (:func:`resched.batch.experiment.figures.gantt`) and
therefore sits above the models."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from resched.batch.algorithms import BASELINE
from resched.batch.instance import BatchInstance
from resched.batch.models import EXACT_MODELS as MODELS
from resched.batch.models import BatchSolution
from resched.batch.simulate import simulate
from resched.errors import ReschedError
from resched.result import Solution


def draw_solution(instance: BatchInstance, solution: Solution, path: Path) -> None:
    """Two Gantt charts, one above the other, written to ``path``: the optimal schedule
    ``solution`` (a :class:`~resched.batch.models.BatchSolution`, its nodes as the simulator
    gives them) and BASELINE's failure-free run of ``instance``, on the same time axis."""
    from resched.batch.experiment.figures import gantt
    from resched.plot.save import save_figure_to
    from resched.plot.style import figure

    if not isinstance(solution, BatchSolution):
        raise ReschedError(f"a batch Gantt chart draws a BatchSolution, not a {type(solution).__name__}")
    optimum, baseline = solution.run(instance), simulate(instance, BASELINE)
    height = 1.2 + 0.3 * min(instance.nodes, 16)
    fig, (top, bottom) = figure(2, 1, figsize=(10, 2 * height), sharex=True)
    name = solution.objective_name.replace("_", " ")
    gantt(optimum, ax=top, title=f"{instance.name}: optimal schedule ({name} {solution.objective:g} s)")
    gantt(baseline, ax=bottom, title=f"{instance.name}: BASELINE (failure-free)")
    bottom.set_xlim(0, max(optimum.makespan, baseline.makespan))
    save_figure_to(fig, path)


EXACT_MODELS = tuple(dataclasses.replace(model, draw=draw_solution) for model in MODELS)
"""The family's exact models (max_flow, weighted_flow), each drawing its solution."""
