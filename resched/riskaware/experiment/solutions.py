"""The risk-aware exact model as the family declares it: :data:`EXACT_MODELS` are
:data:`resched.riskaware.models.EXACT_MODELS` with their drawing (:func:`draw_solution`):
the offline optimum's placements per machine above the best online algorithm's run, both up
to the horizon T, the ticks when a machine is off shaded."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from resched.errors import ReschedError
from resched.result import Solution
from resched.riskaware.instance import KILLED, RiskAwareInstance, Schedule
from resched.riskaware.metrics import goodput
from resched.riskaware.models import EXACT_MODELS as MODELS
from resched.riskaware.models import OfflineSolution, best_online

if TYPE_CHECKING:
    from matplotlib.axes import Axes


def lanes(start: np.ndarray, end: np.ndarray) -> np.ndarray:
    """The lane of each interval [start, end) so that intervals in one lane never overlap,
    in as few lanes as the most intervals overlapping at once (greedy by start)."""
    lane = np.zeros(len(start), dtype=np.int64)
    free_at: list[int] = []  # end of the last interval of each lane
    for k in np.lexsort((end, start)):
        spot = next((i for i, t in enumerate(free_at) if t <= start[k]), len(free_at))
        if spot == len(free_at):
            free_at.append(0)
        free_at[spot], lane[k] = int(end[k]), spot
    return lane


def schedule_chart(ax: Axes, instance: RiskAwareInstance, schedule: Schedule, title: str) -> None:
    """The attempts of ``schedule`` up to T: one band per machine (machine 0 at the top),
    each attempt a bar labelled with its job's id and cores, attempts sharing a machine at
    once in lanes of the band, killed attempts hatched; grey where the machine is off."""
    from matplotlib.collections import PolyCollection

    from resched.plot.style import COLOURS

    T, machines = instance.horizon, instance.platform.machines
    cap = instance.capacity
    ends = np.minimum(np.append(cap.times[1:], T), T)
    for t0, t1, alive in zip(cap.times, ends, cap.alive):
        if t0 < T and alive < machines:
            ax.axvspan(t0, t1, ymin=0, ymax=(machines - alive) / machines, color="#d9d9d9", zorder=0)
    start, end = schedule.start, np.minimum(schedule.end, T)
    shown = start < T
    for m in range(machines):
        mine = np.flatnonzero(shown & (schedule.machine == m))
        lane = lanes(start[mine], end[mine])
        height = 0.9 / max(1, int(lane.max()) + 1) if len(mine) else 0.9
        for k, row in zip(mine, lane):
            j = int(schedule.job[k])
            y0 = m - 0.45 + row * height
            box = [(start[k], y0), (end[k], y0), (end[k], y0 + height), (start[k], y0 + height)]
            killed = schedule.kind[k] == KILLED
            ax.add_collection(
                PolyCollection(
                    [box], facecolors=COLOURS[j % len(COLOURS)], edgecolors="black", hatch="xx" if killed else None
                )
            )
            label = f"{instance.jobs[j].name} ({instance.jobs[j].cores}c)"
            ax.text((start[k] + end[k]) / 2, y0 + height / 2, label, ha="center", va="center", fontsize=7)
    ax.set_xlim(0, T)
    ax.set_ylim(machines - 0.5, -0.5)
    ax.set_yticks(range(machines), [f"M{m}" for m in range(machines)])
    ax.set_xlabel("tick")
    ax.set_ylabel("machine")
    ax.set_title(title)


def draw_solution(instance: RiskAwareInstance, solution: Solution, path: Path) -> None:
    """The offline optimum ``solution`` (an :class:`~resched.riskaware.models.OfflineSolution`,
    as the simulator runs it) above the best online algorithm's run, up to T, written to ``path``."""
    from resched.plot.save import save_figure_to
    from resched.plot.style import figure

    if not isinstance(solution, OfflineSolution):
        raise ReschedError(f"a risk-aware schedule chart draws an OfflineSolution, not a {type(solution).__name__}")
    name, online_goodput, online = best_online(instance)
    optimum = solution.run(instance)
    fig, (top, bottom) = figure(2, 1, figsize=(10, 2 + 1.2 * instance.platform.machines), sharex=True)
    schedule_chart(
        top, instance, optimum, f"{instance.name}: offline optimum (GOODPUT(T) {goodput(instance, optimum):.4g})"
    )
    schedule_chart(
        bottom, instance, online, f"{instance.name}: {name}, the best online (GOODPUT(T) {online_goodput:.4g})"
    )
    save_figure_to(fig, path)


EXACT_MODELS = tuple(dataclasses.replace(model, draw=draw_solution) for model in MODELS)
"""The family's exact model (offline_goodput), drawing its solution."""
