"""The batch exact models' solution: who runs on which nodes from when to when, named by the
instance's own job ids (:class:`BatchSolution`), decoded from the start variables x[j, t]
(:func:`decode`), and replayed by the batch simulator (:class:`FixedStarts`).

The MILPs choose start times only; the nodes are those the simulator gives each job when it
starts the jobs at these times (:class:`FixedStarts` on :func:`resched.batch.simulate.simulate`).
A start the nodes free at that time cannot hold is refused by the simulator (a one-line
:class:`~resched.errors.ReschedError`): the replay checks the schedule, not only its value.

Example (``instances/batch/toy-fault-free.json``, 8 nodes, five jobs released at 0)::

    import resched
    report = resched.solve_instance("instances/batch/toy-fault-free.json", model="max_flow")
    report.solution.schedule()[0]
    # {'id': 1, 'release': 0.0, 'size': 1, 'start': 0.0, 'end': 8.0, 'flow': 8.0, 'nodes': '0'}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from resched.batch.instance import BatchInstance, JobId
from resched.batch.instance.formats import interval_set
from resched.batch.instance.schedule import SimulationResult
from resched.batch.metrics import flow_objective
from resched.batch.simulate import BatchView, FailedJob, Reserve, Start, StealNodes, simulate
from resched.errors import ModelError, ReschedError
from resched.result import SolveResult


@dataclass(frozen=True)
class FixedStarts:
    """A :class:`~resched.batch.simulate.BatchScheduler` that starts job k (index) at
    ``starts[k]`` (s) and never steals: the simulator replays a given schedule with it.
    A job submitted after its start, or a start without enough free nodes, is refused
    (:class:`~resched.errors.ReschedError`)."""

    starts: tuple[float, ...]
    name: str = "optimal schedule"
    consult_when_full: bool = True

    def schedule(self, view: BatchView) -> Sequence[Start | Reserve]:
        decisions: list[Start | Reserve] = []
        for waiting in view.queue:
            start = self.starts[waiting.job]
            if start < view.time:
                raise ReschedError(f"job of index {waiting.job} starts at {start:g}, before its submission")
            decisions.append(Start(waiting.job) if start == view.time else Reserve(waiting.job, start))
        return decisions

    def on_job_failure(self, view: BatchView, failed: FailedJob) -> StealNodes | None:
        return None


@dataclass(frozen=True)
class JobRun:
    """One job of a solution: its ``id`` (the instance's own), release (s), size (nodes),
    start and end (s), and the nodes it runs on (indices from 0)."""

    id: JobId
    release: float
    size: int
    start: float
    end: float
    nodes: tuple[int, ...]

    @property
    def flow(self) -> float:
        """F_j = end − release (s)."""
        return self.end - self.release


@dataclass(frozen=True)
class BatchSolution:
    """A failure-free schedule of the batch jobs, in start order (then id order), and the
    model's objective ``objective_name`` (``max_flow`` or ``weighted_flow``, s).

    ``objective`` is computed from the rows (:func:`resched.batch.metrics.flow_objective`);
    ``replay(instance)`` runs the jobs at these starts through the batch simulator
    (:meth:`run`) and gives the objective of the simulated flows."""

    instance: str
    objective_name: str
    nodes: int
    jobs: tuple[JobRun, ...]

    @property
    def objective(self) -> float:
        """The objective of the schedule (s)."""
        return flow_objective(self.objective_name, [j.flow for j in self.jobs], [j.size for j in self.jobs])

    def schedule(self) -> list[dict[str, object]]:
        """One row per job: id, release, size, start, end, flow (s) and nodes (``0-3 8``)."""
        return [
            {
                "id": j.id,
                "release": j.release,
                "size": j.size,
                "start": j.start,
                "end": j.end,
                "flow": j.flow,
                "nodes": interval_set(j.nodes),
            }
            for j in self.jobs
        ]

    def to_dict(self) -> dict[str, object]:
        """``objective`` (s) of ``objective_name``, the platform's ``nodes`` and the ``schedule`` rows."""
        return {
            "instance": self.instance,
            "objective_name": self.objective_name,
            "objective": self.objective,
            "nodes": self.nodes,
            "schedule": self.schedule(),
        }

    def starts(self, instance: BatchInstance) -> tuple[float, ...]:
        """The start of every job of ``instance``, by job index, found by id."""
        index = instance.index_of()
        missing = [j.id for j in self.jobs if j.id not in index]
        if missing or len(self.jobs) != len(instance.jobs):
            raise ReschedError(
                f"the solution of {self.instance!r} does not schedule the jobs of {instance.name!r} "
                f"({len(self.jobs)} scheduled, {len(instance.jobs)} jobs; unknown id {missing[0]!r})"
                if missing
                else f"the solution of {self.instance!r} schedules {len(self.jobs)} jobs, {instance.name!r} has "
                f"{len(instance.jobs)}"
            )
        starts = [0.0] * len(instance.jobs)
        for j in self.jobs:
            starts[index[j.id]] = j.start
        return tuple(starts)

    def run(self, instance: BatchInstance) -> SimulationResult:
        """The batch simulator's run of ``instance`` with every job started at its start here."""
        return simulate(instance, FixedStarts(self.starts(instance)))

    def replay(self, instance: Any) -> float:
        """The objective of the flows of :meth:`run` (s)."""
        result = self.run(instance)
        return flow_objective(self.objective_name, result.flows, instance.sizes)


def solution_of(instance: BatchInstance, objective: str, starts: Mapping[int, float]) -> BatchSolution:
    """The solution starting job k (index) at ``starts[k]``, its nodes given by the simulator."""
    missing = sorted(set(range(len(instance.jobs))) - set(starts))
    if missing:
        raise ModelError(f"no start for job {instance.job_id(missing[0])!r} of {instance.name!r}")
    ordered = tuple(float(starts[k]) for k in range(len(instance.jobs)))
    result = simulate(instance, FixedStarts(ordered))
    runs = [
        JobRun(
            instance.job_id(a.job),
            float(instance.jobs[a.job].release),
            a.size,
            a.start,
            a.stop,
            tuple(sorted(a.nodes.tolist())),
        )
        for a in result.attempts
    ]
    runs.sort(key=lambda r: (r.start, str(r.id)))
    return BatchSolution(instance.name, objective, instance.nodes, tuple(runs))


def decode(objective: str, instance: BatchInstance, result: SolveResult) -> BatchSolution:
    """The solution of a solved model of ``objective``: job j starts at the t of its x[j, t] = 1."""
    starts = {j: float(t) for (j, t), value in result.values.get("x", {}).items() if value > 0.5}
    return solution_of(instance, objective, starts)
