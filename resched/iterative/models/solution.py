"""The iterative family's solutions of its exact models: which tasks are checkpointed.

- :class:`ChainSolution` (``chain_lp``, ``chain_milp``): the checkpointed tasks of the N
  unrolled iterations (positions 1..L = N·n of the chain, the last one L). Its ``objective`` is
  the expected makespan Σ_k E_λ(W_k, c_k, r_k) (Eq. 2.1, time units) recomputed from its chunks;
  ``replay`` costs its positions with :func:`resched.iterative.metrics.chain_cost`, the code
  every checkpointing strategy of a run is costed with.
- :class:`PatternSolution` (``ratio_cycle_lp``): the optimal pattern (Def. 3.7), m iterations from
  right after a checkpoint of a_start, with its checkpointed tasks; ``objective`` is its
  slowdown Σ_k E_λ(W_k, c_k, r_k)/(m·T) (dimensionless) recomputed from its chunks, ``replay``
  :func:`resched.iterative.metrics.pattern_slowdown`.

Rows (``schedule()``) are the chunks: the tasks first..last (1-based positions), the
checkpointed task a_i and its iteration, the work W_k, the checkpoint and recovery costs and
the chunk's expected time. Example::

    report = resched.solve_instance("instances/iterative/toy-n3-N4.json", "chain_lp")
    [row["checkpointed_task"] for row in report.solution.schedule()]   # e.g. ['a_0', 'a_2', …]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from resched.errors import ModelError
from resched.iterative.instance import Chain, IterativeApp, Pattern
from resched.iterative.metrics import chain_cost, chunks, expected_segment_time, pattern_slowdown
from resched.result import SolveResult


@dataclass(frozen=True)
class Chunk:
    """Tasks ``first``..``last`` (1-based positions of the chain) run between two checkpoints:
    work W (time units), the checkpoint cost c after ``last`` and the recovery r from the
    checkpoint before ``first``; ``task`` is the checkpointed task's index a_i, ``iteration``
    the n-task stretch of the chain (or pattern) it ends, 1-based."""

    first: int
    last: int
    task: int
    iteration: int
    work: float
    checkpoint: float
    recovery: float

    def expected_time(self, lam: float, D: float) -> float:
        """E_λ(W, c, r) of Eq. (2.1) (time units)."""
        return float(expected_segment_time(self.work, self.checkpoint, self.recovery, lam, D))

    def row(self, lam: float, D: float) -> dict[str, Any]:
        return {
            "chunk_tasks": f"{self.first}-{self.last}",
            "checkpointed_task": f"a_{self.task}",
            "iteration": self.iteration,
            "work": self.work,
            "checkpoint_cost": self.checkpoint,
            "recovery_cost": self.recovery,
            "expected_time": self.expected_time(lam, D),
        }


def chain_chunks(chain: Chain, positions: Sequence[int], n: int, start: int = -1) -> tuple[Chunk, ...]:
    """The chunks of checkpointing ``chain`` (its first task of type (start + 1) mod n) after
    the tasks at ``positions`` (1-based, increasing, the last = L)."""
    points = np.asarray(positions, dtype=np.int64)
    if len(points) == 0 or points[-1] != chain.length or np.any(np.diff(points) <= 0) or points[0] < 1:
        raise ModelError(f"checkpoint positions must increase from 1 to L = {chain.length}, got {list(positions)}")
    work, checkpoint, recovery = chunks(chain, points)
    firsts = np.concatenate(([1], points[:-1] + 1))
    return tuple(
        Chunk(int(f), int(p), int((start + p) % n), int((p - 1) // n) + 1, float(w), float(c), float(r))
        for f, p, w, c, r in zip(firsts, points, work, checkpoint, recovery)
    )


@dataclass(frozen=True)
class ChainSolution:
    """The checkpointed tasks of the instance's N unrolled iterations (``positions``, 1..L;
    n tasks per iteration) and their ``chunks``; λ (per time unit) and downtime D."""

    positions: tuple[int, ...]
    n: int
    chunks: tuple[Chunk, ...]
    lam: float
    D: float

    @classmethod
    def of(cls, instance: IterativeApp, positions: Sequence[int]) -> ChainSolution:
        chain = instance.chain()
        points = tuple(int(p) for p in positions)
        return cls(points, instance.n, chain_chunks(chain, points, instance.n), instance.lam, instance.D)

    @property
    def objective(self) -> float:
        """Expected makespan Σ_k E_λ(W_k, c_k, r_k) (time units)."""
        return float(sum(chunk.expected_time(self.lam, self.D) for chunk in self.chunks))

    def schedule(self) -> list[dict[str, object]]:
        return [chunk.row(self.lam, self.D) for chunk in self.chunks]

    def to_dict(self) -> dict[str, object]:
        return {
            "objective": self.objective,
            "schedule": self.schedule(),
            "checkpointed_positions": list(self.positions),
            "tasks_per_iteration": self.n,
        }

    def replay(self, instance: IterativeApp) -> float:
        """The positions costed on the instance's chain by :func:`chain_cost`."""
        return chain_cost(instance.chain(), np.asarray(self.positions))


def decode_chain(instance: IterativeApp, result: SolveResult) -> ChainSolution:
    """The checkpointed positions of a chain model's path: the arcs (i, j) with x_ij = 1
    (the LP is integral), followed from node 0 to node L."""
    heads = {i: j for (i, j), value in result.values.get("x", {}).items() if value > 0.5}
    L, node, positions = instance.iterations * instance.n, 0, []
    while node != L:
        if node not in heads:
            raise ModelError(f"{instance.name}: the chain model's solution is no path from 0 to {L}")
        node = heads[node]
        positions.append(node)
    return ChainSolution.of(instance, positions)


@dataclass(frozen=True)
class PatternSolution:
    """An optimal pattern (Def. 3.7): ``iterations`` m from right after a checkpoint of
    a_``start``, checkpointed at ``offsets`` (1..m·n), its ``chunks``; the iteration length T,
    λ and D."""

    start: int
    iterations: int
    offsets: tuple[int, ...]
    n: int
    chunks: tuple[Chunk, ...]
    T: float
    lam: float
    D: float

    @classmethod
    def of(cls, instance: IterativeApp, pattern: Pattern) -> PatternSolution:
        chain = instance.chain(pattern.start, pattern.tasks)
        return cls(
            pattern.start,
            pattern.iterations,
            tuple(pattern.offsets),
            instance.n,
            chain_chunks(chain, pattern.offsets, instance.n, pattern.start),
            instance.T,
            instance.lam,
            instance.D,
        )

    @property
    def objective(self) -> float:
        """Slowdown Σ_k E_λ(W_k, c_k, r_k)/(m·T) (dimensionless)."""
        return float(sum(chunk.expected_time(self.lam, self.D) for chunk in self.chunks) / (self.iterations * self.T))

    def schedule(self) -> list[dict[str, object]]:
        return [chunk.row(self.lam, self.D) for chunk in self.chunks]

    def to_dict(self) -> dict[str, object]:
        return {
            "objective": self.objective,
            "schedule": self.schedule(),
            "start_after": f"a_{self.start}",
            "iterations": self.iterations,
            "checkpointed_offsets": list(self.offsets),
            "checkpointed_tasks": [chunk.task for chunk in self.chunks],
        }

    def replay(self, instance: IterativeApp) -> float:
        """The pattern's slowdown on the instance by :func:`pattern_slowdown`."""
        return pattern_slowdown(instance, self.start, self.offsets)


def draw_checkpoints(
    instance: IterativeApp,
    rows: Sequence[tuple[str, int, Sequence[int]]],
    path: Path,
    title: str,
) -> None:
    """One band per strategy: its chain of tasks (width the task's time, colour its index
    a_i), a red mark after each checkpointed task. ``rows``: (label, start, positions) with
    the chain starting right after a checkpoint of a_start and the positions 1-based."""
    import matplotlib.pyplot as plt

    from resched.plot.save import save_figure_to

    t = np.asarray(instance.t)
    length = max(int(positions[-1]) for _, _, positions in rows)
    fig, ax = plt.subplots(figsize=(10, 1.2 + 0.8 * len(rows)))
    cmap = plt.get_cmap("tab10")
    for band, (label, start, positions) in enumerate(rows):
        y = len(rows) - 1 - band
        types = (start + 1 + np.arange(length)) % instance.n
        left = np.concatenate(([0.0], np.cumsum(t[types])[:-1]))
        ax.barh(y, t[types], left=left, height=0.5, color=[cmap(k % 10) for k in types], edgecolor="white")
        ends = left + t[types]
        marks = ends[np.asarray(positions, dtype=np.int64) - 1]
        ax.vlines(marks, y - 0.35, y + 0.35, color="red", linewidth=1.5)
        ax.text(0, y + 0.4, label, fontsize=8)
    ax.set_yticks([])
    ax.set_ylim(-0.6, len(rows) - 0.2)
    ax.set_xlabel("failure-free time (tasks coloured by index a_i; red: checkpoint after the task)")
    ax.set_title(title)
    save_figure_to(fig, path)
    plt.close(fig)
