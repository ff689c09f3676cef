"""BASELINE, SFSJ and the node-stealing variants Hxyz written against the
:class:`~resched.batch.simulate.BatchScheduler` Protocol, in pure Python: the same decisions
as the strategies that the simulator plans with the compiled kernels
(:mod:`resched.batch.algorithms.kernels`), the fast path of the built-ins; the tests hold
both to the same starts, ends and metrics.

Conservative backfilling (§4.3.1) on a step profile: ``free[i]`` nodes on ``[times[i],
times[i+1])``, the last step extending to infinity; :func:`plan` re-plans the whole queue,
:func:`compress` keeps the reservations and moves them only earlier (see the kernels);
:func:`reserve` is both on a machine-level profile (``reservations = "machines"``, Batsched's
``Schedule``: each slice holds the set of available machines).
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass

from resched.batch.instance.checkpoint import (
    Interruption,
    next_checkpoint,
    proactive_checkpoint,
    restart_from_checkpoint,
    resubmission,
)
from resched.batch.instance.schedule import Strategy
from resched.batch.simulate import BatchView, Decision, FailedJob, Reserve, RunningJob, Start, StealNodes

__all__ = ["ConservativeBackfilling", "compress", "plan", "reserve", "scheduler_of"]


class _Profile:
    """The availability profile from ``now``: ``free_now`` nodes, plus ``count`` nodes from
    each release ``time`` on (ties kept in the given order)."""

    def __init__(self, now: float, free_now: int, releases: Sequence[tuple[float, int]]) -> None:
        self.times, self.free = [now], [free_now]
        for t, count in sorted(releases, key=lambda r: r[0]):
            t = max(t, now)
            if t > self.times[-1]:
                self.times.append(t)
                self.free.append(self.free[-1])
            self.free[-1] += count

    def first_fit(self, p: int, w: float) -> int:
        """Index of the first step where ``p`` nodes stay free for ``w``, −1 if none."""
        times, free, steps = self.times, self.free, len(self.times)
        i = 0
        while i < steps:
            if free[i] < p:
                i += 1
                continue
            end = times[i] + w
            k = i
            while k < steps and times[k] < end and free[k] >= p:
                k += 1
            if k == steps or times[k] >= end:
                return i
            i = k + 1
        return -1

    def split(self, t: float) -> int:
        k = bisect_left(self.times, t)
        if k < len(self.times) and self.times[k] == t:
            return k
        self.times.insert(k, t)
        self.free.insert(k, self.free[k - 1])
        return k

    def add(self, start: float, end: float, delta: int) -> None:
        """Add ``delta`` nodes on [start, end)."""
        first = self.split(start)
        last = self.split(end)
        for m in range(first, last):
            self.free[m] += delta

    def fits(self, start: float, end: float, p: int) -> bool:
        k = max(bisect_right(self.times, start) - 1, 0)
        while k < len(self.times) and self.times[k] < end:
            if self.free[k] < p:
                return False
            k += 1
        return True


def plan(
    now: float, free_now: int, releases: Sequence[tuple[float, int]], sizes: list[int], walls: list[float]
) -> list[float]:
    """Planned start of each queued job (queue order, ``inf``: none), from an empty schedule;
    planning stops once no node is left at ``now``."""
    starts = [math.inf] * len(sizes)
    profile = _Profile(now, free_now, releases)
    for j, (p, w) in enumerate(zip(sizes, walls)):
        if profile.free[0] <= 0:
            break
        found = profile.first_fit(p, w)
        if found >= 0:
            starts[j] = profile.times[found]
            profile.add(starts[j], starts[j] + w, -p)
    return starts


def compress(
    now: float,
    free_now: int,
    releases: Sequence[tuple[float, int]],
    sizes: list[int],
    walls: list[float],
    reserved: list[float],
    compress_all: bool,
) -> list[float]:
    """The reservations ``reserved`` (``inf``: none) kept where they still fit, by queue
    order; with ``compress_all`` each job is then moved to its earliest fit, else only the
    jobs without one are inserted."""
    starts = list(reserved)
    profile = _Profile(now, free_now, releases)
    for j, (p, w) in enumerate(zip(sizes, walls)):
        s = starts[j]
        if s < now or not math.isfinite(s) or not profile.fits(s, s + w, p):
            starts[j] = math.inf
        else:
            profile.add(s, s + w, -p)
    for j, (p, w) in enumerate(zip(sizes, walls)):
        if math.isfinite(starts[j]):
            if not compress_all:
                continue
            profile.add(starts[j], starts[j] + w, p)
        found = profile.first_fit(p, w)
        if found >= 0:
            starts[j] = profile.times[found]
            profile.add(starts[j], starts[j] + w, -p)
        else:
            starts[j] = math.inf
    return starts


class _Machines:
    """The machine-level profile from ``now``: ``avail[i]`` the set of machines available on
    ``[times[i], times[i+1])``, the last slice extending to infinity; machine m is available
    from ``free_at[m]`` on."""

    def __init__(self, now: float, free_at: Sequence[float]) -> None:
        self.times: list[float] = [now]
        self.avail: list[set[int]] = [set()]
        for m in sorted(range(len(free_at)), key=lambda m: free_at[m]):
            t = free_at[m]
            if not math.isfinite(t):
                break
            t = max(t, now)
            if t > self.times[-1]:
                self.times.append(t)
                self.avail.append(set(self.avail[-1]))
            self.avail[-1].add(m)

    def split(self, t: float) -> int:
        k = bisect_left(self.times, t)
        if k < len(self.times) and self.times[k] == t:
            return k
        self.times.insert(k, t)
        self.avail.insert(k, set(self.avail[k - 1]))
        return k

    def set(self, start: float, end: float, machines: Sequence[int], available: bool) -> None:
        """Make ``machines`` available (or taken) on [start, end)."""
        first, last = self.split(start), self.split(end)
        for k in range(first, last):
            if available:
                self.avail[k].update(machines)
            else:
                self.avail[k].difference_update(machines)

    def fits(self, start: float, end: float, machines: Sequence[int]) -> bool:
        k = max(bisect_right(self.times, start) - 1, 0)
        while k < len(self.times) and self.times[k] < end:
            if not self.avail[k].issuperset(machines):
                return False
            k += 1
        return True

    def first_fit(self, p: int, w: float) -> tuple[int, tuple[int, ...]]:
        """The first slice from which ``p`` machines stay available for ``w`` and the ``p``
        lowest ids among them; (−1, ()) if none."""
        for i, t in enumerate(self.times):
            if len(self.avail[i]) < p:
                continue
            common, k = set(self.avail[i]), i + 1
            while k < len(self.times) and self.times[k] < t + w and len(common) >= p:
                common &= self.avail[k]
                k += 1
            if len(common) >= p:
                return i, tuple(sorted(common)[:p])
        return -1, ()


def reserve(
    now: float,
    free_at: Sequence[float],
    sizes: list[int],
    walls: list[float],
    reserved: list[float],
    machines: list[tuple[int, ...]],
    compress_all: bool,
    stop_when_full: bool,
) -> tuple[list[float], list[tuple[int, ...]]]:
    """Machine-level reservations (start, machines; ``inf``: none) of the queued jobs, as
    :func:`compress` (and, with ``stop_when_full``, :func:`plan`) on machine sets."""
    starts, chosen = list(reserved), list(machines)
    profile = _Machines(now, free_at)
    for j, w in enumerate(walls):
        s = starts[j]
        if s < now or not math.isfinite(s) or not profile.fits(s, s + w, chosen[j]):
            starts[j] = math.inf
        else:
            profile.set(s, s + w, chosen[j], False)
    for j, (p, w) in enumerate(zip(sizes, walls)):
        if stop_when_full and not profile.avail[0]:
            break
        if math.isfinite(starts[j]):
            if not compress_all:
                continue
            profile.set(starts[j], starts[j] + w, chosen[j], True)
        found, nodes = profile.first_fit(p, w)
        if found >= 0:
            starts[j], chosen[j] = profile.times[found], nodes
            profile.set(starts[j], starts[j] + w, nodes, False)
        else:
            starts[j] = math.inf
    return starts, chosen


@dataclass(frozen=True)
class ConservativeBackfilling:
    """BASELINE (``timing`` 0) or the node-stealing variant Hxyz (timing Tx, victim Vy,
    criterion Kz; SFSJ = H111) as a :class:`~resched.batch.simulate.BatchScheduler`, with the
    options of :class:`~resched.batch.instance.schedule.Strategy` (victim ``tie_break``,
    ``backfilling`` mode, ``reservations``: count or machines)."""

    timing: int = 0
    victim: int = 1
    criterion: int = 1
    tie_break: str = "latest_release"
    backfilling: str = "compress"
    reservations: str = "count"

    @property
    def name(self) -> str:
        return Strategy(
            self.timing, self.victim, self.criterion, self.tie_break, self.backfilling, self.reservations
        ).name

    @property
    def consult_when_full(self) -> bool:
        return self.backfilling != "replan"  # compress modes keep their reservations up to date

    def schedule(self, view: BatchView) -> list[Decision]:
        now, queue = view.time, view.queue
        sizes, walls = [w.size for w in queue], [w.walltime for w in queue]
        if self.reservations == "machines":
            return self.schedule_machines(view, sizes, walls)
        if self.backfilling == "replan":
            starts = plan(now, len(view.free), view.releases, sizes, walls)
            return [Start(w.job) for w, s in zip(queue, starts) if s <= now]
        cleared = self.backfilling == "compress" and view.capacity_changed
        reserved = [math.inf] * len(queue) if cleared else [w.reservation for w in queue]
        starts = compress(now, len(view.free), view.releases, sizes, walls, reserved, view.released)
        return [Start(w.job) if s <= now else Reserve(w.job, s) for w, s in zip(queue, starts) if math.isfinite(s)]

    def schedule_machines(self, view: BatchView, sizes: list[int], walls: list[float]) -> list[Decision]:
        """Machine-level reservations: a job starts, or is reserved, on the machines it holds."""
        replan = self.backfilling == "replan"
        clear = replan or (self.backfilling == "compress" and view.capacity_changed)
        queue = view.queue
        reserved = [math.inf] * len(queue) if clear else [w.reservation for w in queue]
        held = [w.machines if w.machines else (0,) * w.size for w in queue]
        starts, chosen = reserve(view.time, view.node_free_at, sizes, walls, reserved, held, view.released, replan)
        return [
            Start(w.job, nodes) if s <= view.time else Reserve(w.job, s, () if replan else nodes)
            for w, s, nodes in zip(queue, starts, chosen)
            if math.isfinite(s) and (s <= view.time or not replan)
        ]

    def on_job_failure(self, view: BatchView, failed: FailedJob) -> StealNodes | None:
        if self.timing == 0 or (self.timing > 1 and not failed.survivors):
            return None
        by_start = self.tie_break == "latest_start"

        def key(r: RunningJob) -> tuple[float, ...]:
            recent = r.start if by_start else r.release
            return (r.size, -recent, -r.job) if self.victim == 1 else (-recent, r.size, -r.job)

        candidates = [r for r in view.running if r.stealable]
        if not candidates:
            return None
        victim = min(candidates, key=key)
        return StealNodes(victim.job, self.timing) if self.accepts(view, failed, victim) else None

    def accepts(self, view: BatchView, failed: FailedJob, victim: RunningJob) -> bool:
        """K1 p_victim < p_failed; K2 r_victim > r_failed; K3 the wall-time estimate of [BATCH-D16]."""
        if self.criterion == 1:
            return victim.size < failed.size
        if self.criterion == 2:
            return victim.release > failed.release
        cut = self.cut(victim, view.time)
        kill = view.time + cut.t_checkpoint
        victim_wall = resubmission(victim.walltime, victim.walltime, victim.pattern.R_first, cut)[1]
        others = [r.expected_end for r in view.running if r.job != victim.job]
        first_end = min(others + [victim.expected_end])
        other_end = min(others, default=math.inf)
        wait_flow = max(first_end + failed.walltime - failed.release, victim.expected_end - victim.release)
        steal_flow = max(
            kill + failed.walltime - failed.release,
            min(other_end, kill + failed.walltime) + victim_wall - victim.release,
        )
        return steal_flow < wait_flow

    def cut(self, victim: RunningJob, now: float) -> Interruption:
        t_run = now - victim.start
        if self.timing == 1:
            return restart_from_checkpoint(victim.pattern, t_run)
        return (proactive_checkpoint if self.timing == 2 else next_checkpoint)(victim.pattern, t_run)


def scheduler_of(strategy: Strategy) -> ConservativeBackfilling:
    """The pure-Python scheduler that decides as ``strategy`` (a built-in, kernel-planned)."""
    return ConservativeBackfilling(
        strategy.timing,
        strategy.victim,
        strategy.criterion,
        strategy.tie_break,
        strategy.backfilling,
        strategy.reservations,
    )
