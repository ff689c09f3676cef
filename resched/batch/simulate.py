"""Event-driven batch scheduler with node failures and node stealing (thesis ch. 4).

Conservative backfilling (§4.3.1) plans the queue by decreasing priority — failed copies 3,
victims 2, regular jobs 1, then submission time and job index — after every batch of
simultaneous events (completions, repairs, hand-overs, failures, submissions, in that order),
in one of the modes of :data:`~resched.batch.params.BACKFILLINGS` (the strategy's
``backfilling``): ``compress`` (default) keeps every queued job's reservation and moves it
only earlier when a job ends (the strategy's planner: :func:`~resched.batch.algorithms.kernels.compress`, as Batsched), and
clears the schedule and re-plans the whole queue at a failure or a repair (§4.6.2);
``compress-always`` never clears it; ``replan`` clears it at every event. Only the jobs
whose reservation starts *now* are launched: a reservation in the future always starts at
the end of a running reservation or at a repair, and both are events, so the plan is
updated before it is used (§4.3.1). With the strategy's ``reservations = "machines"`` a
reservation holds specific machines, as Batsched's ``Schedule`` (the planner's
:func:`~resched.batch.algorithms.kernels.reserve`), and a job starts on them ([BATCH-D32]).

A failure on a running job kills it; its remaining part (from its last checkpoint, [BATCH-D6])
restarts at once on its surviving nodes plus a free node if one exists (Algorithm 5 line 2).
Otherwise BASELINE queues it with priority 3 and frees its surviving nodes; a stealing
strategy Hxyz picks a victim (Vy), tests the criterion (Kz) and interrupts the victim now
(T1) or after a proactive (T2) or the next regular (T3) checkpoint, a fictitious job holding
the failed job's surviving nodes meanwhile (§4.6.2). Consecutive failures follow [BATCH-D25].
Failures striking a node that is already down are ignored ([BATCH-D8]).
A job a scheduler of the Protocol kills (:class:`Kill`) follows the rule of a failed job that
waits: its attempt stops (outcome ``killed``), all its nodes are freed, and its remaining part
from its last checkpoint (the same :func:`~resched.batch.instance.checkpoint.restart_from_checkpoint`
cut and resubmission as a failure's, [BATCH-D6]) is queued with priority 3 (cause ``kill``);
the work lost since that checkpoint counts as failure waste. A job with
``after = k`` is submitted when job k completes (chains of reservations, :mod:`resched.batch.experiment.replay`).

Bounds (a run never hangs): :func:`event_bound` gives the most events a run of an instance
may process, derived from the instance (jobs, lengths, checkpoint periods, MTBF) and capped
by :data:`MAX_EVENTS`; an instance that needs more is refused before the run starts (a huge
run time in a trace, or jobs that fail more often than they can checkpoint), and a run that
exceeds its bound, or a horizon of 10 release spans + 100 × the total wall time, stops with
a :class:`~resched.errors.ReschedError` that says why.
"""

from __future__ import annotations

import heapq
import math
import time
from bisect import insort
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from resched.batch.generate import failure_stream
from resched.batch.instance import BatchInstance
from resched.batch.instance.checkpoint import (
    Interruption,
    Pattern,
    next_checkpoint,
    proactive_checkpoint,
    restart_from_checkpoint,
    resubmission,
)
from resched.batch.instance.schedule import Attempt, Named, SimulationResult, Strategy
from resched.errors import ReschedError

FAILED_PRIORITY, VICTIM_PRIORITY, REGULAR_PRIORITY = 3, 2, 1
MAX_EVENTS = 1_000_000
"""Most events one run may process (a month of LLNL-Atlas takes about 11,000; the simulator
handles 1,000 to 15,000 events per second, fewer when the queue is long)."""
_COMPLETE, _REPAIR, _HANDOVER, _FAILURE, _SUBMIT, _WAKE = range(6)
Observer = Callable[[float, list[tuple[int, float, int]], npt.NDArray[np.float64]], None]
"""Called at every plan: (time, the queue's keys (−priority, submission, job), planned starts)."""

__all__ = [
    "FAILED_PRIORITY",
    "MAX_EVENTS",
    "Attempt",
    "BatchScheduler",
    "BatchView",
    "Decision",
    "FailedJob",
    "Kill",
    "PolicySimulator",
    "Reserve",
    "RunningJob",
    "SimulationResult",
    "Simulator",
    "Start",
    "StealNodes",
    "Strategy",
    "WaitingJob",
    "event_bound",
    "later_reservations",
    "simulate",
]


@dataclass
class _Copy:
    """What the queue (or a pending hand-over) holds of a job: its next attempt."""

    length: float
    walltime: float
    pattern: Pattern
    priority: int
    cause: str
    preferred: tuple[int, ...] = ()


@dataclass
class _Steal:
    """A T2/T3 node stealing waiting for the victim's checkpoint (§4.6.2): the failed job's
    next copy, the victim and its interruption, the hand-over time, the nodes the fictitious
    job still holds and the number of failures that struck the failed job ([BATCH-D25])."""

    failed: int
    copy: _Copy
    victim: Attempt
    cut: Interruption
    at: float
    fictitious: Attempt
    held: list[int] = field(default_factory=list)
    hits: int = 1
    active: bool = True
    victim_done: bool = False


class Simulator:
    """One run of ``strategy`` on ``instance``; :func:`simulate` is the entry point."""

    needs_planner = True

    def __init__(
        self,
        instance: BatchInstance,
        strategy: Strategy,
        stop_when_full: bool = True,
        observer: Observer | None = None,
    ) -> None:
        if strategy.planner is None and self.needs_planner:
            raise ReschedError(
                f"strategy {strategy.name} has no planner: build it with resched.batch.algorithms "
                "(BASELINE, SFSJ, VARIANTS, configured) or resched.batch.strategy(name)"
            )
        self.inst, self.strategy, self.planner = instance, strategy, strategy.planner
        self.stop_when_full, self.observer = stop_when_full, observer
        n = instance.nodes
        self.up = np.ones(n, dtype=bool)
        self.owner = np.full(n, -1, dtype=np.int64)  # attempt index or -1
        self.free: set[int] = set(range(n))
        self.repair_at: dict[int, float] = {}
        self.attempts: list[Attempt] = []
        self.running: dict[int, Attempt] = {}
        self.steals: dict[int, _Steal] = {}  # by victim attempt index
        self.steal_of_fictitious: dict[int, _Steal] = {}
        self.queue: list[tuple[int, float, int]] = []
        self.copies: dict[int, _Copy] = {}
        self.walltime = np.zeros(len(instance.jobs))  # wall time of each job's queued copy
        self.reserved = np.full(len(instance.jobs), math.inf)  # its reservation (compress modes; inf: none)
        self.reserved_nodes: dict[int, tuple[int, ...]] = {}  # its reserved machines (reservations = machines)
        self.released = self.capacity_event = False  # since the last plan: a job ended or died; a failure/repair
        self.wakes: set[float] = set()  # pending wake-ups at reservation starts (compress modes)
        self.copy_count = np.zeros(len(instance.jobs), dtype=np.int64)
        self.completion = np.full(len(instance.jobs), math.nan)
        self.failures: list[tuple[float, int]] = []
        self.victims: list[tuple[Attempt, Attempt]] = []
        self.events: list[tuple] = []
        self.seq = 0
        self.count = dict.fromkeys(
            (
                "failures",
                "ignored_on_down_node",
                "idle_node",
                "job_failures",
                "free_node",
                "stealing",
                "waited",
                "victim_hit",
                "fictitious_hit",
                "stealing_cancelled",
                "free_after_failure",
            ),
            0,
        )
        self.n_events = self.n_plans = 0
        jobs = instance.jobs
        self.independent = sorted((j.id for j in jobs if j.after < 0), key=lambda k: (jobs[k].release, k))
        self.next_independent = dict(zip(self.independent, self.independent[1:]))
        self.successor = {j.after: j.id for j in jobs if j.after >= 0}
        self.submitted = np.array([j.release for j in jobs])
        span = float(self.submitted.max() - self.submitted.min()) if len(jobs) else 0.0
        self.deadline = float(self.submitted.max(initial=0.0)) + 10 * span + 100 * sum(j.requested for j in jobs)
        self.max_events = event_bound(instance)

    # -- event queue ------------------------------------------------------------------
    def push(self, t: float, kind: int, payload: Attempt | _Steal | int | None) -> None:
        self.seq += 1
        heapq.heappush(self.events, (t, kind, self.seq, payload))

    def run(self) -> SimulationResult:
        start = time.perf_counter()
        jobs = self.inst.jobs
        self.stream = failure_stream(self.inst)
        self._next_failure()
        if self.independent:
            self.push(jobs[self.independent[0]].release, _SUBMIT, self.independent[0])
        done = 0
        while done < len(jobs):
            now = self.events[0][0]
            if now > self.deadline:
                raise ReschedError(
                    f"{self.inst.name}: {len(jobs) - done} job(s) still unfinished at t = {now:.6g} s "
                    "(a job larger than the nodes usually up never starts: clip the sizes)"
                )
            if self.n_events > self.max_events:
                raise ReschedError(
                    f"{self.inst.name}: more than {self.max_events:,} events with {len(jobs) - done} "
                    f"job(s) unfinished at t = {now:.6g} s (the bound derived from the jobs and the "
                    "MTBF): failures too frequent for the jobs' lengths"
                )
            while self.events and self.events[0][0] == now:
                _, kind, _, payload = heapq.heappop(self.events)
                if kind == _WAKE:  # a reservation starts now (not counted as an event)
                    self.wakes.discard(now)
                    continue
                self.n_events += 1
                if kind == _COMPLETE:
                    done += self.on_complete(now, payload)
                elif kind == _REPAIR:
                    self.on_repair(payload)
                elif kind == _HANDOVER:
                    self.on_handover(now, payload)
                elif kind == _FAILURE:
                    self.on_failure(now, payload)
                    self._next_failure()
                else:
                    self.on_submit(now, payload)
            self.schedule(now)
        return SimulationResult(
            self.inst,
            self.algorithm(),
            self.attempts,
            self.completion,
            self.failures,
            self.counters(),
            self.n_events,
            self.n_plans,
            time.perf_counter() - start,
            self.victims,
        )

    def algorithm(self) -> Named:
        """What the result names as its algorithm."""
        return self.strategy

    def _next_failure(self) -> None:
        nxt = next(self.stream, None)
        if nxt is not None:
            self.push(nxt[0], _FAILURE, nxt[1])

    def counters(self) -> dict[str, int]:
        """failures (on up nodes), ignored_on_down_node, idle_node, job_failures (on running
        jobs) = free_node + stealing + waited + victim_hit; fictitious_hit,
        stealing_cancelled, free_after_failure (failures after which a node was free)."""
        return dict(self.count)

    # -- nodes and attempts ------------------------------------------------------------
    def take_free(self, count: int, preferred: tuple[int, ...] = ()) -> list[int]:
        nodes = [n for n in preferred if n in self.free][:count]
        for n in nodes:
            self.free.discard(n)
        while len(nodes) < count:
            nodes.append(self.free.pop())
        return nodes

    def release(self, nodes: Iterable[int]) -> None:
        for n in nodes:
            self.owner[n] = -1
            if self.up[n]:
                self.free.add(int(n))

    def start(self, now: float, job: int, copy: _Copy, nodes: list[int]) -> Attempt:
        attempt = Attempt(
            len(self.attempts),
            job,
            int(self.copy_count[job]),
            copy.priority,
            copy.cause,
            now,
            np.array(sorted(nodes), dtype=np.int64),
            copy.length,
            copy.walltime,
            copy.pattern,
        )
        self.copy_count[job] += 1
        self.attempts.append(attempt)
        self.running[attempt.index] = attempt
        self.owner[attempt.nodes] = attempt.index
        self.push(now + copy.length, _COMPLETE, attempt)
        return attempt

    def hold(self, now: float, nodes: list[int], until: float) -> Attempt:
        """A fictitious job on ``nodes`` until the hand-over at ``until``."""
        attempt = Attempt(
            len(self.attempts),
            -1,
            0,
            FAILED_PRIORITY + 1,
            "fictitious",
            now,
            np.array(sorted(nodes), dtype=np.int64),
            until - now,
            until - now,
            None,
        )
        self.attempts.append(attempt)
        self.owner[attempt.nodes] = attempt.index
        return attempt

    def stop(self, attempt: Attempt, now: float, outcome: str, cut: Interruption | None = None) -> None:
        attempt.stop, attempt.outcome = now, outcome
        self.released = True
        if cut is not None:
            attempt.t_useful = cut.t_useful
            attempt.proactive = cut.t_checkpoint if cut.proactive else 0.0
        self.running.pop(attempt.index, None)

    def next_copy(
        self, attempt: Attempt, cut: Interruption, priority: int, cause: str, preferred: tuple[int, ...] = ()
    ) -> _Copy:
        length, walltime = resubmission(attempt.length, attempt.walltime, attempt.job_pattern.R_first, cut)
        return _Copy(length, walltime, cut.pattern, priority, cause, preferred)

    def enqueue(self, job: int, copy: _Copy) -> None:
        self.copies[job] = copy
        self.walltime[job], self.reserved[job] = copy.walltime, math.inf
        self.reserved_nodes.pop(job, None)
        insort(self.queue, (-copy.priority, self.submitted[job], job))

    # -- events -------------------------------------------------------------------------
    def on_submit(self, now: float, k: int) -> None:
        job = self.inst.jobs[k]
        self.submitted[k] = now
        self.enqueue(k, _Copy(job.length, job.requested, job.pattern, REGULAR_PRIORITY, "submission"))
        nxt = self.next_independent.get(k)
        if nxt is not None:
            self.push(self.inst.jobs[nxt].release, _SUBMIT, nxt)

    def on_complete(self, now: float, attempt: Attempt) -> int:
        if attempt.outcome != "running":
            return 0  # killed before its end
        self.stop(attempt, now, "completed")
        self.completion[attempt.job] = now
        self.release(attempt.nodes)
        if attempt.job in self.successor:  # the next job of a chain is submitted now
            self.push(now, _SUBMIT, self.successor[attempt.job])
        steal = self.steals.pop(attempt.index, None)
        if steal is not None:  # T3: the victim ends before its next checkpoint [BATCH-D25]
            steal.victim_done = True
        return 1

    def on_repair(self, node: int) -> None:
        self.up[node] = True
        self.capacity_event = True
        del self.repair_at[node]
        if self.owner[node] < 0:
            self.free.add(node)

    def on_failure(self, now: float, node: int) -> None:
        if not self.up[node]:
            self.count["ignored_on_down_node"] += 1
            return
        self.count["failures"] += 1
        self.capacity_event = True
        self.failures.append((now, node))
        self.up[node] = False
        self.repair_at[node] = now + self.inst.downtime
        self.push(now + self.inst.downtime, _REPAIR, node)
        self.free.discard(node)
        self.count["free_after_failure"] += bool(self.free)
        owner = int(self.owner[node])
        if owner < 0:
            self.count["idle_node"] += 1
        elif owner in self.steal_of_fictitious:
            self.on_fictitious_hit(now, node, self.steal_of_fictitious[owner])
        elif owner in self.steals:
            self.on_victim_hit(now, node, self.steals[owner])
        else:
            self.on_job_failure(now, node, self.attempts[owner])

    def on_job_failure(self, now: float, node: int, attempt: Attempt) -> None:
        self.count["job_failures"] += 1
        cut = restart_from_checkpoint(attempt.job_pattern, now - attempt.start)
        self.stop(attempt, now, "failed", cut)
        survivors = [int(n) for n in attempt.nodes if n != node]
        self.owner[node] = -1
        copy = self.next_copy(attempt, cut, FAILED_PRIORITY, "failure", tuple(survivors))
        if self.free:  # Algorithm 5 line 2: surviving nodes + a free node
            self.count["free_node"] += 1
            self.owner[survivors] = -1
            self.start(now, attempt.job, copy, survivors + self.take_free(1))
            return
        victim, cut_v = self.decide_steal(now, attempt, copy, survivors)
        if victim is None or cut_v is None:  # cut_v is None only without a victim
            self.count["waited"] += 1
            self.release(survivors)
            self.enqueue(attempt.job, copy)
            return
        self.count["stealing"] += 1
        self.victims.append((attempt, victim))
        hand_over = now + cut_v.t_checkpoint
        if hand_over <= now:
            self.steal(now, attempt.job, copy, survivors, victim, cut_v, 1)
            return
        at = min(hand_over, victim.start + victim.length)
        steal = _Steal(attempt.job, copy, victim, cut_v, at, self.hold(now, survivors, at), survivors)
        self.steals[victim.index] = steal
        self.steal_of_fictitious[steal.fictitious.index] = steal
        self.push(steal.at, _HANDOVER, steal)

    def steal(
        self, now: float, job: int, copy: _Copy, held: list[int], victim: Attempt | None, cut: Interruption, count: int
    ) -> None:
        """Interrupt ``victim`` (unless it already completed), give ``count`` of its nodes and
        the ``held`` nodes to the failed job, resubmit the victim with priority 2."""
        if victim is not None:
            self.stop(victim, now, "victim", cut)
            given = [int(n) for n in victim.nodes[:count]]
            self.release(victim.nodes[count:])
            self.owner[given] = -1
            self.enqueue(victim.job, self.next_copy(victim, cut, VICTIM_PRIORITY, "stealing"))
        else:
            given = self.take_free(count)
        self.owner[held] = -1
        self.start(now, job, copy, held + given)

    def on_handover(self, now: float, steal: _Steal) -> None:
        if not steal.active:
            return
        self.forget(steal)
        self.stop(steal.fictitious, now, "handover")
        victim = None if steal.victim_done else steal.victim
        self.steal(now, steal.failed, steal.copy, steal.held, victim, steal.cut, steal.hits)

    def forget(self, steal: _Steal) -> None:
        steal.active = False
        self.steals.pop(steal.victim.index, None)
        self.steal_of_fictitious.pop(steal.fictitious.index, None)

    def cancel(self, now: float, steal: _Steal) -> None:
        """Stealing cancelled: the failed job is queued with priority 3 ([BATCH-D25])."""
        self.count["stealing_cancelled"] += 1
        self.forget(steal)
        self.stop(steal.fictitious, now, "cancelled")
        self.release(steal.held)
        self.enqueue(steal.failed, steal.copy)

    def on_fictitious_hit(self, now: float, node: int, steal: _Steal) -> None:
        """[BATCH-D25]: one more node of the failed job is lost."""
        self.count["fictitious_hit"] += 1
        self.owner[node] = -1
        steal.hits += 1
        steal.held.remove(node)
        if steal.victim.size < steal.hits or not steal.held:
            self.cancel(now, steal)
            return
        del self.steal_of_fictitious[steal.fictitious.index]  # a smaller fictitious job from now on
        self.stop(steal.fictitious, now, "resized")
        steal.fictitious = self.hold(now, steal.held, steal.at)
        self.steal_of_fictitious[steal.fictitious.index] = steal

    def on_victim_hit(self, now: float, node: int, steal: _Steal) -> None:
        """[BATCH-D25]: the victim fails before the hand-over; both restart from their last
        checkpoint, failed job with priority 3, victim with priority 2 ([BATCH-D20])."""
        self.count["job_failures"] += 1
        self.count["victim_hit"] += 1
        self.cancel(now, steal)
        victim = steal.victim
        cut = restart_from_checkpoint(victim.job_pattern, now - victim.start)
        self.stop(victim, now, "failed", cut)
        self.owner[node] = -1
        self.release([n for n in victim.nodes if n != node])
        self.enqueue(victim.job, self.next_copy(victim, cut, VICTIM_PRIORITY, "failure"))

    # -- node stealing decisions ------------------------------------------------------------
    def decide_steal(
        self, now: float, attempt: Attempt, copy: _Copy, survivors: list[int]
    ) -> tuple[Attempt | None, Interruption | None]:
        """The victim of the failed ``attempt`` (no free node is left) and its interruption;
        (None, None): the failed job waits in the queue with priority 3."""
        victim = self.choose_victim(attempt) if self.strategy.steals else None
        if victim is not None and self.strategy.timing > 1 and not survivors:
            return None, None  # no fictitious job of 0 nodes: stealing cancelled (§4.6.2)
        if victim is None:
            return None, None
        cut_v = self.victim_cut(victim, now, self.strategy.timing)
        if not self.criterion(attempt, copy, victim, cut_v, now):
            return None, None
        return victim, cut_v

    def choose_victim(self, failed: Attempt) -> Attempt | None:
        """Vy among the running jobs (the failed job, fictitious jobs and pending victims
        excluded, [BATCH-D18]): V1 fewest nodes then latest release, V2 latest release then
        fewest nodes; the tie-break option and then the later job index settle the rest."""
        jobs = self.inst.jobs
        by_start = self.strategy.tie_break == "latest_start"

        def key(a: Attempt) -> tuple[float, ...]:
            recent = a.start if by_start else jobs[a.job].release
            return (a.size, -recent, -a.job) if self.strategy.victim == 1 else (-recent, a.size, -a.job)

        candidates = [a for a in self.running.values() if a.index not in self.steals]
        return min(candidates, key=key) if candidates else None

    @staticmethod
    def victim_cut(victim: Attempt, now: float, timing: int) -> Interruption:
        """The victim's interruption under timing T1 (now, from its last checkpoint), T2
        (after a proactive checkpoint) or T3 (after its next regular checkpoint)."""
        t_run = now - victim.start
        if timing == 1:
            return restart_from_checkpoint(victim.job_pattern, t_run)
        return (proactive_checkpoint if timing == 2 else next_checkpoint)(victim.job_pattern, t_run)

    def criterion(self, failed: Attempt, copy: _Copy, victim: Attempt, cut: Interruption, now: float) -> bool:
        """K1 p_victim < p_failed; K2 r_victim > r_failed; K3 the wall-time estimate of [BATCH-D16]."""
        jobs = self.inst.jobs
        if self.strategy.criterion == 1:
            return victim.size < failed.size
        if self.strategy.criterion == 2:
            return jobs[victim.job].release > jobs[failed.job].release
        kill = now + cut.t_checkpoint
        victim_wall = self.next_copy(victim, cut, VICTIM_PRIORITY, "stealing").walltime
        others = [a.start + a.walltime for a in self.running.values() if a.index != victim.index]
        first_end = min(others + [victim.start + victim.walltime])
        other_end = min(others, default=math.inf)
        r_f, r_v = jobs[failed.job].release, jobs[victim.job].release
        wait_flow = max(first_end + copy.walltime - r_f, victim.start + victim.walltime - r_v)
        steal_flow = max(kill + copy.walltime - r_f, min(other_end, kill + copy.walltime) + victim_wall - r_v)
        return steal_flow < wait_flow

    # -- planning ---------------------------------------------------------------------------
    def schedule(self, now: float) -> None:
        """Conservative backfilling of the queue (in the strategy's ``backfilling`` mode);
        start the jobs whose reservation starts at ``now``."""
        mode, planner = self.strategy.backfilling, self.planner
        assert planner is not None  # checked at construction (needs_planner)
        replan = mode == "replan" or (mode == "compress" and self.capacity_event)
        released, self.released, self.capacity_event = self.released, False, False
        if not self.queue or (mode == "replan" and not self.free and self.stop_when_full):
            return  # nothing can start now (without early stop, the reservations are observed)
        self.n_plans += 1
        jobs = np.fromiter((key[2] for key in self.queue), dtype=np.int64, count=len(self.queue))
        sizes, walls = self.inst.sizes[jobs], self.walltime[jobs]
        if self.strategy.reservations == "machines":
            self.schedule_machines(now, jobs, sizes, walls, replan, released)
            return
        times, counts = self.releases()
        if mode == "replan":
            starts = planner.plan(now, len(self.free), times, counts, sizes, walls, self.stop_when_full)
        else:
            reserved = np.full(len(jobs), math.inf) if replan else self.reserved[jobs]
            starts = planner.compress(now, len(self.free), times, counts, sizes, walls, reserved, released)
            self.reserved[jobs] = starts
            self.wake_at(starts[starts > now])
        if self.observer is not None:
            self.observer(now, list(self.queue), starts)
        launch = starts <= now
        if not launch.any():
            return
        for k in np.flatnonzero(launch):
            job = int(jobs[k])
            copy = self.copies.pop(job)
            self.start(now, job, copy, self.take_free(self.inst.jobs[job].size, copy.preferred))
        self.queue = [key for key, go in zip(self.queue, launch) if not go]

    def schedule_machines(
        self,
        now: float,
        jobs: npt.NDArray[np.int64],
        sizes: npt.NDArray[np.int64],
        walls: npt.NDArray[np.float64],
        clear: bool,
        released: bool,
    ) -> None:
        """Machine-level reservations (``reservations = machines``): every queued job's
        reservation is a start and the machines it holds; a job starts on its machines."""
        planner, replan = self.planner, self.strategy.backfilling == "replan"
        assert planner is not None
        reserved = np.full(len(jobs), math.inf) if clear else self.reserved[jobs]
        held = [self.reserved_nodes.get(int(j), (0,) * int(p)) for j, p in zip(jobs, sizes)]
        machines = np.fromiter((m for nodes in held for m in nodes), dtype=np.int64, count=int(sizes.sum()))
        starts, chosen = planner.reserve(
            now, self.node_releases(now), sizes, walls, reserved, machines, released, replan and self.stop_when_full
        )
        ends = np.cumsum(sizes).tolist()
        owned = [tuple(int(m) for m in chosen[end - int(p) : end]) for end, p in zip(ends, sizes)]
        if not replan:
            self.reserved[jobs] = starts
            self.reserved_nodes.update((int(j), nodes) for j, nodes, s in zip(jobs, owned, starts) if math.isfinite(s))
            self.wake_at(starts[starts > now])
        if self.observer is not None:
            self.observer(now, list(self.queue), starts)
        launch = starts <= now
        for k in np.flatnonzero(launch):
            job = int(jobs[k])
            for n in owned[k]:  # one by one, as a Start naming its nodes (set.difference_update may resize)
                self.free.remove(n)  # a machine-level reservation starts on free machines
            self.reserved_nodes.pop(job, None)
            self.start(now, job, self.copies.pop(job), list(owned[k]))
        if launch.any():
            self.queue = [key for key, go in zip(self.queue, launch) if not go]

    def node_releases(self, now: float) -> npt.NDArray[np.float64]:
        """The time from which each node is available to a machine-level planner: ``now`` if
        free, the end of its running reservation (start + wall time), its repair, for a pending
        stealing the hand-over (victim nodes not given) or the end of the failed copy's
        reservation (the other nodes); ``inf`` otherwise (as :meth:`releases` counts them)."""
        at = np.full(self.inst.nodes, math.inf)
        at[list(self.free)] = now
        for a in self.running.values():
            if a.index not in self.steals:
                at[a.nodes] = a.start + a.walltime
        for steal in self.steals.values():
            at[steal.victim.nodes[steal.hits :]] = steal.at
            at[steal.victim.nodes[: steal.hits]] = steal.at + steal.copy.walltime
            at[steal.held] = steal.at + steal.copy.walltime
        for node, t in self.repair_at.items():
            at[node] = t
        return at

    def wake_at(self, starts: np.ndarray) -> None:
        """Plan again at the earliest of ``starts`` (future reservations): a compressed
        reservation may start where nothing else happens, when a job after it in the queue
        moved earlier than the end it was placed after."""
        first = float(starts.min(initial=math.inf))
        if math.isfinite(first) and first not in self.wakes:
            self.wakes.add(first)
            self.push(first, _WAKE, None)

    def releases(self) -> tuple[np.ndarray, np.ndarray]:
        """Times at which nodes come back to the planner: ends of running reservations (start
        + wall time), repairs, and for a pending stealing the hand-over (victim nodes not
        given) and the end of the failed copy's reservation (the other nodes)."""
        times = [a.start + a.walltime for a in self.running.values() if a.index not in self.steals]
        counts = [a.size for a in self.running.values() if a.index not in self.steals]
        for steal in self.steals.values():
            times += [steal.at, steal.at + steal.copy.walltime]
            counts += [steal.victim.size - steal.hits, len(steal.held) + steal.hits]
        times += list(self.repair_at.values())
        counts += [1] * len(self.repair_at)
        return np.array(times, dtype=np.float64), np.array(counts, dtype=np.int64)


# -- the scheduler Protocol: any policy object, run by a pure-Python loop ---------------------------------
@dataclass(frozen=True)
class RunningJob:
    """A running job as a scheduler sees it (times in s, sizes in nodes). ``expected_end`` =
    ``start + walltime`` (its reservation's end; the actual run time is not shown);
    ``stealable``: not already a victim of a pending stealing (a possible :class:`StealNodes`
    victim); ``pattern``: its checkpoint pattern (:mod:`resched.batch.instance.checkpoint`)."""

    job: int
    nodes: tuple[int, ...]
    start: float
    walltime: float
    priority: int
    release: float
    stealable: bool
    pattern: Pattern

    @property
    def size(self) -> int:
        return len(self.nodes)

    @property
    def expected_end(self) -> float:
        return self.start + self.walltime


@dataclass(frozen=True)
class WaitingJob:
    """A queued job (a copy waiting to start): ``priority`` 3 failed copy, 2 victim, 1
    regular; ``submitted`` (s) its submission; ``walltime`` (s) its copy's wall time;
    ``reservation`` (s) the start the scheduler's last answer reserved (``inf``: none) and
    ``machines`` the nodes that answer reserved with it (``()``: none named)."""

    job: int
    size: int
    walltime: float
    priority: int
    submitted: float
    reservation: float
    machines: tuple[int, ...] = ()


@dataclass(frozen=True)
class FailedJob:
    """The job a failure has just killed (no node is free): ``size`` its nodes before the
    failure, ``survivors`` those still up, ``walltime`` (s) its next copy's wall time."""

    job: int
    size: int
    survivors: tuple[int, ...]
    start: float
    release: float
    walltime: float


@dataclass(frozen=True)
class BatchView:
    """A read-only view of the platform and the queue at ``time`` (s). ``queue`` is in
    priority order (priority, then submission, then job index); ``releases``: (time, nodes)
    at which nodes come back to a planner (ends of running reservations, repairs, pending
    hand-overs), unordered; ``released``: a job ended or died since the scheduler was last
    called; ``capacity_changed``: a node failed or was repaired since then; ``node_free_at``:
    for every node, the time (s) from which it is available to a machine-level planner
    (``time`` if free, ``inf`` if unknown; :meth:`Simulator.node_releases`)."""

    time: float
    nodes: int
    free: frozenset[int]
    running: tuple[RunningJob, ...]
    queue: tuple[WaitingJob, ...]
    releases: tuple[tuple[float, int], ...]
    released: bool
    capacity_changed: bool
    node_free_at: tuple[float, ...] = ()


@dataclass(frozen=True)
class Start:
    """Start waiting job ``job`` now on ``nodes`` (free, exactly its size; ``None``: the
    simulator picks free nodes, a failed copy's surviving nodes first)."""

    job: int
    nodes: tuple[int, ...] | None = None


@dataclass(frozen=True)
class Reserve:
    """Reserve a future start ``at`` (s, > now) for waiting job ``job``, on ``machines`` if
    named (shown back in :attr:`WaitingJob.machines`): the simulator calls the scheduler again
    at the earliest reservation. A waiting job not reserved in an answer has no reservation."""

    job: int
    at: float
    machines: tuple[int, ...] = ()


@dataclass(frozen=True)
class StealNodes:
    """Answer to a failure: interrupt running job ``victim`` and give the failed job its
    nodes (§4.6.2), with ``timing`` 1 (now, from the victim's last checkpoint), 2 (after a
    proactive checkpoint) or 3 (after its next regular checkpoint)."""

    victim: int
    timing: int = 1


@dataclass(frozen=True)
class Kill:
    """Kill running job ``job`` now: its nodes are freed at once (a later :class:`Start` of the
    same answer may use them) and its remaining part from its last checkpoint is queued with
    priority 3, as a failed job's copy that waits (the module's rule)."""

    job: int


Decision = Start | Reserve | StealNodes | Kill


@runtime_checkable
class BatchScheduler(Protocol):
    """An event-driven batch scheduler (documented in :mod:`resched.batch.algorithms`).

    ``schedule`` is called after every batch of simultaneous events (completions, repairs,
    hand-overs, failures, submissions) and at the reservations it asked for, while the queue
    is not empty (and, unless ``consult_when_full``, a node is free); it answers
    :class:`Start`, :class:`Reserve` and :class:`Kill` decisions, applied in order. ``on_job_failure`` is called when a
    failure kills a running job and no node is free (else the job restarts at once on its
    surviving nodes plus a free node); it answers a :class:`StealNodes` or ``None`` (the
    failed copy waits in the queue with priority 3)."""

    @property
    def name(self) -> str:
        """The name results carry (a class attribute ``name = "MINE"`` is enough)."""
        ...

    @property
    def consult_when_full(self) -> bool:
        """Whether ``schedule`` is called while no node is free (to keep reservations up to date)."""
        ...

    def schedule(self, view: BatchView) -> Sequence[Start | Reserve | Kill]: ...

    def on_job_failure(self, view: BatchView, failed: FailedJob) -> StealNodes | None: ...


def _refuse(decision: object, rule: str) -> ReschedError:
    return ReschedError(f"decision {decision!r} refused: {rule}")


class PolicySimulator(Simulator):
    """One run of any :class:`BatchScheduler` on ``instance``: the event loop, failures,
    checkpoints and hand-overs of :class:`Simulator`, every decision asked of the scheduler
    and checked before it is applied (a refused decision is a one-line :class:`ReschedError`)."""

    needs_planner = False

    def __init__(self, instance: BatchInstance, scheduler: BatchScheduler) -> None:
        super().__init__(instance, Strategy())
        self.scheduler = scheduler

    def algorithm(self) -> Named:
        return self.scheduler

    def view(self, now: float, released: bool = False, capacity_changed: bool = False) -> BatchView:
        jobs = self.inst.jobs
        times, counts = self.releases()
        running = tuple(
            RunningJob(
                a.job,
                tuple(int(n) for n in a.nodes),
                a.start,
                a.walltime,
                a.priority,
                jobs[a.job].release,
                a.index not in self.steals,
                a.job_pattern,
            )
            for a in self.running.values()
        )
        queue = tuple(
            WaitingJob(
                job,
                jobs[job].size,
                float(self.walltime[job]),
                -neg,
                float(sub),
                float(self.reserved[job]),
                self.reserved_nodes.get(job, ()),
            )
            for neg, sub, job in self.queue
        )
        releases = tuple((float(t), int(c)) for t, c in zip(times, counts))
        return BatchView(
            now,
            self.inst.nodes,
            frozenset(self.free),
            running,
            queue,
            releases,
            released,
            capacity_changed,
            tuple(float(t) for t in self.node_releases(now)),
        )

    def schedule(self, now: float) -> None:
        released, capacity = self.released, self.capacity_event
        self.released = self.capacity_event = False
        if not self.queue or (not self.free and not self.scheduler.consult_when_full):
            return
        self.n_plans += 1
        decisions = self.scheduler.schedule(self.view(now, released, capacity))
        waiting = {key[2] for key in self.queue}
        for key in self.queue:
            self.reserved[key[2]] = math.inf
            self.reserved_nodes.pop(key[2], None)
        started: set[int] = set()
        for decision in decisions:
            if isinstance(decision, Start):
                self.apply_start(now, decision, waiting, started)
            elif isinstance(decision, Kill):
                self.apply_kill(now, decision, started)
            elif isinstance(decision, Reserve):
                if decision.job not in waiting or decision.job in started:
                    raise _refuse(decision, f"job {decision.job} is not waiting in the queue")
                if not decision.at > now or not math.isfinite(decision.at):
                    raise _refuse(decision, f"a reservation is a finite time after now ({now:.6g} s); start it now")
                self.reserved[decision.job] = decision.at
                if decision.machines:
                    self.reserved_nodes[decision.job] = self.checked_machines(decision, decision.machines)
            else:
                raise _refuse(decision, "schedule answers Start, Reserve or Kill decisions only")
        if started:
            self.queue = [key for key in self.queue if key[2] not in started]
        self.wake_at(np.array([self.reserved[key[2]] for key in self.queue], dtype=np.float64))

    def checked_machines(self, decision: Reserve, machines: tuple[int, ...]) -> tuple[int, ...]:
        """The machines a reservation names: distinct existing nodes, as many as the job's size."""
        size = self.inst.jobs[decision.job].size
        if len(set(machines)) != size or len(machines) != size:
            raise _refuse(decision, f"job {decision.job} needs {size} distinct machine(s), {len(machines)} named")
        if not all(0 <= m < self.inst.nodes for m in machines):
            raise _refuse(decision, f"a reserved machine does not exist (nodes 0..{self.inst.nodes - 1})")
        return tuple(int(m) for m in machines)

    def apply_start(self, now: float, decision: Start, waiting: set[int], started: set[int]) -> None:
        job = decision.job
        if job in started:
            raise _refuse(decision, f"job {job} is started twice")
        if job not in waiting:
            raise _refuse(decision, f"job {job} is not waiting in the queue (not submitted, running or completed)")
        size = self.inst.jobs[job].size
        copy = self.copies[job]
        if decision.nodes is None:
            if len(self.free) < size:
                raise _refuse(decision, f"job {job} needs {size} node(s), {len(self.free)} free")
            nodes = self.take_free(size, copy.preferred)
        else:
            nodes = [int(n) for n in decision.nodes]
            if len(nodes) != size or len(set(nodes)) != size:
                raise _refuse(decision, f"job {job} needs {size} distinct node(s), {len(nodes)} given")
            for n in nodes:
                if not 0 <= n < self.inst.nodes:
                    raise _refuse(decision, f"node {n} does not exist (nodes 0..{self.inst.nodes - 1})")
                if n not in self.free:
                    raise _refuse(decision, f"node {n} is not free (busy or down)")
            for n in nodes:
                self.free.discard(n)
        started.add(job)
        del self.copies[job]
        self.start(now, job, copy, nodes)

    def apply_kill(self, now: float, decision: Kill, started: set[int]) -> None:
        """Kill a running job: the rule of a failed job that waits (module docstring), with all
        of its nodes freed."""
        attempts = [a for a in self.running.values() if a.job == decision.job]
        if not attempts:
            raise _refuse(decision, f"job {decision.job} is not running")
        if decision.job in started:
            raise _refuse(decision, f"job {decision.job} was started by this same answer")
        attempt = attempts[0]
        if attempt.index in self.steals:
            raise _refuse(decision, f"job {decision.job} is the victim of a pending stealing")
        cut = restart_from_checkpoint(attempt.job_pattern, now - attempt.start)
        self.stop(attempt, now, "killed", cut)
        self.release(attempt.nodes)
        self.enqueue(attempt.job, self.next_copy(attempt, cut, FAILED_PRIORITY, "kill"))

    def decide_steal(
        self, now: float, attempt: Attempt, copy: _Copy, survivors: list[int]
    ) -> tuple[Attempt | None, Interruption | None]:
        failed = FailedJob(
            attempt.job,
            attempt.size,
            tuple(survivors),
            attempt.start,
            self.inst.jobs[attempt.job].release,
            copy.walltime,
        )
        decision = self.scheduler.on_job_failure(self.view(now), failed)
        if decision is None:
            return None, None
        if not isinstance(decision, StealNodes):
            raise _refuse(decision, "on_job_failure answers a StealNodes decision or None")
        if decision.timing not in (1, 2, 3):
            raise _refuse(decision, "timing is 1, 2 or 3")
        victims = [a for a in self.running.values() if a.job == decision.victim]
        if not victims:
            raise _refuse(decision, f"job {decision.victim} is not running")
        victim = victims[0]
        if victim.index in self.steals:
            raise _refuse(decision, f"job {decision.victim} is already the victim of a pending stealing")
        if decision.timing > 1 and not survivors:
            return None, None  # no fictitious job of 0 nodes: stealing cancelled (§4.6.2)
        return victim, self.victim_cut(victim, now, decision.timing)


def expected_job_failures(instance: BatchInstance) -> tuple[float, int, float]:
    """(Σ_j F_j, the job with the largest F_j, that F_j): F_j estimates the failures job j
    suffers before it completes under Poisson failures of platform MTBF μ. A failure strikes
    its p nodes at rate λ = p/(N·μ); each of its ⌈t/T⌉ periods is saved once it survives
    R + T + C (restart, Young/Daly period, checkpoint; the whole run without checkpoints),
    which takes e^{λ(R+T+C)} − 1 failures on average. 0 without Poisson failures."""
    if instance.failures is not None or instance.mtbf is None or not instance.jobs:
        return 0.0, -1, 0.0
    rate = 1.0 / (instance.mtbf * instance.nodes)
    total, worst, most = 0.0, -1, -1.0
    for job in instance.jobs:
        if math.isinf(job.period):
            cycle, periods = job.length, 1.0
        else:
            cycle, periods = job.R + job.period + job.C, max(1.0, math.ceil(job.work / job.period))
        failures = periods * math.expm1(min(job.size * rate * cycle, 700.0))
        total += failures
        if failures > most:
            worst, most = job.id, failures
    return total, worst, most


def event_bound(instance: BatchInstance) -> int:
    """The most events a run of ``instance`` may process, derived from the instance: 10,000 +
    50 per job + 4 per expected job failure (:func:`expected_job_failures`) + 4 per failure
    the platform brings in 10 × an estimate of the makespan (release span + node·seconds of
    work and of lost work over N + the longest job), at most :data:`MAX_EVENTS`.

    Refuses, before any work, an instance that certainly needs more: when the expected job
    failures alone exceed the cap (a job that fails more often than it can checkpoint, or a
    huge run time), or when the failure-free makespan (at least the longest release +
    length, and the first release + the node·seconds of work over N) brings more failures
    than the cap."""
    jobs = instance.jobs
    if not jobs:
        return 10_000
    base = 10_000 + 50 * len(jobs)
    total, worst, most = expected_job_failures(instance)
    if (
        instance.failures is None
        and instance.mtbf is not None
        and (  # Poisson failures only (else total = 0)
            not math.isfinite(total) or base + 4 * total > MAX_EVENTS
        )
    ):
        job = jobs[worst]
        every = instance.nodes * instance.mtbf / job.size
        need = job.length if math.isinf(job.period) else job.R + job.period + job.C
        raise ReschedError(
            f"{instance.name}: about {total:.3g} job failures expected, more than the simulator's bound of "
            f"{MAX_EVENTS:,} events; job {job.id} alone ({job.size} nodes, length {job.length:.6g} s) expects "
            f"{most:.3g}: a failure strikes its nodes every {every:.3g} s on average, and it needs {need:.3g} s "
            "without one to save progress (raise --mtbf, lower --checkpoint/--restart, or check the run times)"
        )
    releases = [j.release for j in jobs]
    first = min(releases)
    longest = max(jobs, key=lambda j: j.release + j.length)
    work = sum(j.size * j.length for j in jobs)
    floor = max(longest.release + longest.length, first + work / instance.nodes) - first
    if instance.failures is None and instance.mtbf is not None:
        expected = floor / instance.mtbf
        if not math.isfinite(expected) or base + 4 * expected > MAX_EVENTS:
            raise ReschedError(
                f"{instance.name}: the jobs need at least {floor:.3g} s without failures (job {longest.id}: release "
                f"{longest.release:.6g} s, length {longest.length:.6g} s), about {expected:.3g} failures at platform "
                f"MTBF {instance.mtbf:g} s: more than the simulator's bound of {MAX_EVENTS:,} events (check the "
                "jobs' run times, or raise --mtbf)"
            )
    lost = sum(j.size * (j.R + min(j.period, j.length)) for j in jobs) * total / len(jobs)
    makespan = max(releases) - first + (work + lost) / instance.nodes + max(j.length for j in jobs)
    if instance.failures is not None:
        platform = float(len(instance.failures))
    else:
        platform = 0.0 if instance.mtbf is None else 10 * makespan / instance.mtbf
    bound = base + 4 * total + 4 * platform
    return int(min(bound, MAX_EVENTS)) if math.isfinite(bound) else MAX_EVENTS


def simulate(
    instance: BatchInstance,
    strategy: Strategy | BatchScheduler,
    stop_when_full: bool = True,
    observer: Observer | None = None,
) -> SimulationResult:
    """Run ``strategy`` on ``instance`` until every job completes: a :class:`Strategy` of
    :mod:`resched.batch.algorithms` on its compiled planners (the fast path), any other
    :class:`BatchScheduler` on the pure-Python loop (:class:`PolicySimulator`)."""
    if isinstance(strategy, Strategy):
        return Simulator(instance, strategy, stop_when_full, observer).run()
    if not isinstance(strategy, BatchScheduler):
        raise ReschedError(
            f"{type(strategy).__name__} is not a batch scheduler: it needs name, consult_when_full, "
            "schedule(view) and on_job_failure(view, failed) (resched.batch.algorithms.BatchScheduler)"
        )
    if observer is not None or not stop_when_full:
        raise ReschedError("an observer and stop_when_full=False need a Strategy (the compiled planners)")
    return PolicySimulator(instance, strategy).run()


def later_reservations(instance: BatchInstance, strategy: Strategy) -> list[tuple[float, int, float, float]]:
    """Every time a queued job's reservation moved later: (plan time, job, previous start,
    new start), all in s. The whole queue is planned at every event (no early stop), so that
    every queued job holds a reservation; a job's reservation is followed from the plan that
    gives it until the job starts (a later copy of the job starts a new one)."""
    previous: dict[int, float] = {}
    moves = []

    def observe(now: float, queue: list[tuple[int, float, int]], starts: npt.NDArray[np.float64]) -> None:
        current = {key[2]: float(start) for key, start in zip(queue, starts)}
        for job, start in current.items():
            before = previous.get(job)
            if before is not None and start > before + 1e-9 * max(1.0, abs(before)):
                moves.append((now, job, before, start))
        previous.clear()
        previous.update((job, start) for job, start in current.items() if start > now)

    simulate(instance, strategy, stop_when_full=False, observer=observe)
    return moves
