"""The authors' risk-aware policies BSS, BS1 and BP1, as their simulator runs them
(lucasperotin/variableResources, ``simu.cc``, heuristic ``algo`` with details ``BSS``, ``BS1``,
``BP1`` and the parameters ``7 80 95`` of their ``master.py``); resched's readings of the slides
are TargetStretch, TargetASAP and PackedTargetASAP (:mod:`.target`).

Each machine keeps a core profile, a list of breakpoints (cores used, from tick); a job is
*reserved* on one machine at the earliest start where it fits, and the event queue starts and
ends it (:func:`run_authors`). The rules, with their places in ``simu.cc``:

* target machine (``getTargetMachine``): q = 1 − k/1000, k the index of the first of the 1000
  work quantiles of the window's job lengths (``genData.py``: lengths sorted, a quantile each
  time the cumulated area passes a multiple of 1/1000 of the total) above the job's length
  (capped at the window); BSS and BS1 target machine ⌊q · M_use⌋ (M_use − 1 at most), BP1 the
  first machine of pack ⌊q · ⌊M_use/5⌋⌋ of 5 machines;
* placement (``findAndAlloc``, ``allocToMach``): the job is reserved on the target if its
  stretch (s + w − r)/w stays ≤ the bound — 1 for BS1 and BP1 (start now), the running maximum
  stretch of every reservation so far for BSS —, else on the closest machine within
  :data:`DISTANCE` (right before left, among the machines in use), else where its stretch is
  smallest among those tried; a job running at the window start is tried on every machine in
  use from 0 and dropped if none takes it;
* machines in use (``updateMuse``): M_use starts at M⁻, and after every start, completion and
  capacity change it moves by one while the mean use of machines 0 … M_use − 1 (a machine with
  a reservation waiting counts as full, another its current cores / n_c) is below
  :data:`LOW_USE` (down to M⁻) or above :data:`HIGH_USE` (up to M_alive);
* capacity change (``realloc``): the profiles are rebuilt — jobs on machines switched off are
  killed, every reservation not started is cancelled, running jobs are re-entered — and the
  queued jobs are placed again by original release.

Ties between equal keys are broken as ``simu.cc`` breaks them: its event queue and its job
queue are ``std::priority_queue`` binary heaps, and :class:`StdHeap` runs libstdc++'s
``push_heap``/``pop_heap`` on the same pushes in the same order (the jobs' arrivals in the order
of the trace's lines, then the window's end, then one capacity change at a time, the next read
when one is popped; [RISKAWARE-D20]).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from resched.errors import ReschedError
from resched.riskaware.instance import COMPLETED, KILLED, OPEN
from resched.riskaware.params import AUTHORS_POLICIES
from resched.riskaware.simulate import (
    ARRIVAL_EVENT,
    CHANGE_EVENT,
    CUT_EVENT,
    END_EVENT,
    OK,
    START_EVENT,
    AuthorsEvent,
    Simulation,
    StdHeap,
    event_after,
    released_after,
)

#: The search distance: ⌈7 % of the authors' 152 machines⌉ (``master.py``'s ``AlgPar`` and ``nbMach``).
DISTANCE = math.ceil(7 / 100 * 152)
#: The band of mean use in which M_use stays (``AlgPar``: 80 and 95 %).
LOW_USE, HIGH_USE = 80 / 100, 95 / 100
#: Number of work quantiles of the job lengths (``genData.py``'s ``packs``).
QUANTILES = 1000
#: Machines per pack of BP1 (``getTargetMachine``).
PACK = 5
#: The authors' variants: (packed, start now (stretch bound 1)).
VARIANTS = dict(zip(AUTHORS_POLICIES, ((False, False), (False, True), (True, True)), strict=True))

_FREE, _ASSIGNED, _STARTED, _DONE = 0, 1, 2, 3


def length_quantiles(length: npt.NDArray[np.int64], cores: npt.NDArray[np.int64], cap: int) -> list[int]:
    """The work quantiles of ``genData.py``: the lengths (capped at ``cap`` ticks) sorted with the
    cores, one written each time the cumulated area first exceeds k/1000 of the total."""
    jobs = sorted(zip(np.minimum(length, cap).tolist(), cores.tolist(), strict=True))
    total = float(sum(w * c for w, c in jobs))
    step = 1 / QUANTILES
    c, area, out = step, 0.0, []
    for w, p in jobs:
        area += w * p
        while area > c * total:
            out.append(w)
            c += step
    return out


def share(quantiles: list[int], length: int) -> float:
    """q = 1 − k/1000 (``findQuantile``): k the index of the first quantile above ``length``,
    the number of quantiles if ``length`` exceeds them all, 0 if none is above it otherwise."""
    k = next((i for i, q in enumerate(quantiles) if length < q), 0)
    if quantiles and length > quantiles[-1]:
        k = len(quantiles)
    return 1 - k / QUANTILES


@dataclass
class _Job:
    release: float  # original release (ticks; before 0 for a job running at the window start)
    time: float  # full length (ticks)
    cores: int
    done: float  # progress at the window start (0 once reset)
    share: float
    status: int = _FREE
    machine: int = -1
    start: float = -1.0  # start of the reservation
    first: float = -1.0  # start of the running attempt
    end: float = -1.0
    stretch: float = 0.0


class _Run:
    """One run of ``simu.cc``'s ``algo`` heuristic (module doc); ``rows`` is the attempt log."""

    def __init__(self, variant: str, jobs: list[_Job], machines: int, cores: int, safe: int, vector: list[int]) -> None:
        self.packed, self.now = VARIANTS[variant]
        self.jobs, self.cores, self.safe, self.machines = jobs, cores, safe, machines
        self.vector = vector  # the jobs in simu.cc's vector order (its trace's lines)
        self.alloc: list[list[tuple[int, float]]] = [[(0, 0.0)] for _ in range(machines)]
        self.wait = [0] * machines
        self.events = StdHeap[AuthorsEvent](event_after)
        self.queue = StdHeap[tuple[float, int]](released_after)
        self.max_stretch = 1.0
        self.rows: list[tuple[int, int, int, int, int]] = []

    def push(self, time: float, kind: int, key: float, job: int) -> None:
        self.events.push((time, kind, key, job))

    def assign(self, j: int, m: int, at: float, t: float) -> None:
        job = self.jobs[j]
        job.status, job.machine, job.start, job.first, job.end = _ASSIGNED, m, at, at, at + t
        job.stretch = (at + t - job.release) / job.time
        self.push(at, START_EVENT, m, j)
        self.push(at + t, END_EVENT, m, j)

    def reserve(self, m: int, now: float, t: float, j: int, bound: float) -> float:
        """``allocToMach``: reserve job j for t ticks on machine m at its first fit in the profile
        from ``now`` (the first breakpoint read as the current use); 0 if reserved, else the stretch
        it would get there (> ``bound``). The profile is left unchanged on a refusal."""
        job, alloc, need = self.jobs[j], list(self.alloc[m]), self.jobs[j].cores
        if len(alloc) == 1:
            alloc[0] = (need, now)
            alloc.append((0, now + t))
            self.alloc[m] = alloc
            self.assign(j, m, now, t)
            return 0.0
        used, first = alloc[0]
        at, used_at, fits, begin, size, before = now, used + need, used + need <= self.cores, 1, len(alloc), used
        i, placed = 1, False
        while i < size:
            used, when = alloc[i]
            if fits and when >= at + t:
                for k in range(begin, i):
                    alloc[k] = (alloc[k][0] + need, alloc[k][1])
                stretch = (at + t - job.release) / job.time
                if stretch > bound:
                    return stretch
                self.assign(j, m, at, t)
                base = 0
                if first < at and now == at:
                    alloc.insert(begin, (used_at, at))
                    base = begin
                else:
                    alloc[begin - 1] = (used_at, at)
                if when > at + t:
                    alloc.insert(base + i, (before, at + t))
                placed = True
                break
            if fits:
                fits = used + need <= self.cores
            elif i != size - 1:
                fits = used + need <= self.cores
                if fits:
                    begin, used_at, at = i + 1, used + need, when
            i += 1
            before = used
        if not placed and fits:
            for k in range(begin, i):
                alloc[k] = (alloc[k][0] + need, alloc[k][1])
            stretch = (at + t - job.release) / job.time
            if stretch > bound:
                return stretch
            self.assign(j, m, at, t)
            if first < at and now == at:
                alloc.insert(begin, (used_at, at))
            else:
                alloc[begin - 1] = (used_at, at)
            alloc.append((0, at + t))
        elif not placed:
            tail = alloc[size - 1][1]
            alloc[size - 1] = (need, tail)
            alloc.append((0, t + tail))
            stretch = (tail + t - job.release) / job.time
            if stretch > bound:
                return stretch
            self.assign(j, m, tail, t)
        k = 0
        while k < len(alloc) - 1:
            if alloc[k][0] == alloc[k + 1][0]:
                del alloc[k + 1]
            k += 1
        self.alloc[m] = alloc
        return 0.0

    def target(self, j: int, in_use: int) -> int:
        """``getTargetMachine`` (module doc)."""
        q = self.jobs[j].share
        if self.packed:
            packs = max(1, in_use // PACK)
            pack = math.floor(q * packs)
            return (pack - 1 if pack == packs else pack) * PACK
        return in_use - 1 if q * in_use == in_use else math.floor(q * in_use)

    def place(self, m: int, now: float, t: float, j: int, distance: int, in_use: int) -> None:
        """``findAndAlloc``: the target m, then the machines within ``distance`` (right first),
        then the smallest stretch among those tried; m < 0: a job running at the window start,
        tried from machine 0 and dropped if no machine takes it."""
        fallback = m >= 0
        m = max(m, 0)
        bound = 1.0 if self.now else self.max_stretch
        tried: dict[int, float] = {}
        chosen = m
        success = self.reserve(m, now, t, j, bound)
        if success > 0:
            tried[m] = success
            for d in range(1, distance + 1):
                if m + d < in_use:
                    success = self.reserve(m + d, now, t, j, bound)
                    if success == 0:
                        chosen = m + d
                        break
                    tried[m + d] = success
                if m - d >= 0:
                    success = self.reserve(m - d, now, t, j, bound)
                    if success == 0:
                        chosen = m - d
                        break
                    tried[m - d] = success
        if success > 0 and fallback:
            best, chosen = tried[m], m
            for k in sorted(tried):
                if tried[k] < best:
                    best, chosen = tried[k], k
            self.reserve(chosen, now, t, j, best)
        self.wait[chosen] += 1

    def use(self, in_use: int) -> float:
        """``computeUtil``: mean use of machines 0 … in_use − 1 (a waiting reservation: full)."""
        total = 0.0
        for m in range(in_use):
            total += 1.0 if self.wait[m] > 0 else float(np.float32(self.alloc[m][0][0]) / np.float32(self.cores))
        return total / in_use

    def update(self, in_use: int, alive: int, now: float) -> int:
        """``updateMuse``: M_use moved one by one into the band [LOW_USE, HIGH_USE] of mean use;
        where it would go back and forth forever (``simu.cc`` then never ends) a one-line error."""
        for _ in range(2 * self.machines + 2):
            u = self.use(in_use)
            if u < LOW_USE and in_use > self.safe:
                in_use -= 1
                if in_use == self.safe:
                    return in_use
            elif u > HIGH_USE and in_use < alive:
                in_use += 1
                if in_use == alive:
                    return in_use
            else:
                return in_use
        raise ReschedError(
            f"the authors' rule for the machines in use oscillates at tick {now:.0f} "
            f"(mean use crossing {LOW_USE:g} and {HIGH_USE:g} with each machine): simu.cc loops forever here"
        )

    def advance(self, m: int, now: float) -> None:
        """The profile's first breakpoint dropped once the next one is reached (one per event)."""
        alloc = self.alloc[m]
        if len(alloc) > 1 and alloc[1][1] <= now:
            self.alloc[m] = alloc[1:]

    def reset(self, j: int) -> None:
        job = self.jobs[j]
        job.status, job.machine, job.start, job.first, job.end, job.done = _FREE, -1, -1.0, -1.0, -1.0, 0.0
        self.queue.push((job.release, j))

    def realloc(self, now: float, alive: int, in_use: int) -> None:
        """``realloc``: profiles rebuilt, jobs on machines off killed, reservations cancelled,
        running jobs re-entered, queued jobs placed again by original release."""
        self.alloc = [[(0, 0.0)] for _ in range(self.machines)]
        self.wait = [0] * self.machines
        for j in self.vector:
            job = self.jobs[j]
            if job.machine >= alive and job.status in (_ASSIGNED, _STARTED):
                if job.status == _STARTED and now > job.first:
                    self.rows.append((j, job.machine, int(job.first), int(now), KILLED))
                self.reset(j)
            elif job.status == _ASSIGNED:
                self.reset(j)
            elif job.status == _STARTED:
                first = job.first
                self.reserve(job.machine, now, job.end - now, j, self.max_stretch)
                job.first = first
                self.wait[job.machine] += 1
                self.max_stretch = max(self.max_stretch, job.stretch)
        while self.queue:
            j = self.queue.pop()[1]
            self.place(self.target(j, in_use), now, self.jobs[j].time, j, DISTANCE, in_use)
            self.max_stretch = max(self.max_stretch, self.jobs[j].stretch)


def run_authors(
    variant: str,
    release: npt.NDArray[np.int64],
    cores: npt.NDArray[np.int64],
    length: npt.NDArray[np.int64],
    progress: npt.NDArray[np.int64],
    cap_times: npt.NDArray[np.int64],
    cap_alive: npt.NDArray[np.int64],
    machines: int,
    n_cores: int,
    safe: int,
    horizon: int,
    stop: int,
    prior: int = 0,
    vector: list[int] | None = None,
) -> npt.NDArray[np.int64]:
    """The attempt log (rows job, machine, start, end, kind) of the authors' ``variant`` (BSS,
    BS1, BP1) on jobs in original-release order (release − progress; ticks, cores), the capacity
    profile from the window start, M⁺ = ``machines`` of ``n_cores`` cores, M⁻ = ``safe``; the
    quantiles are taken over the window's jobs, lengths capped at ``horizon`` ticks. M_use
    starts at M⁻ (``simu.cc``'s value after a change before the window start, with no job yet).
    ``prior`` is the number of variation lines dated at or before the window start (each an
    event ``simu.cc`` pushes and pops before any arrival; they shape its heap, [RISKAWARE-D20]);
    ``vector`` the jobs in the order of their trace's lines, ``simu.cc``'s job vector
    (:meth:`Simulation.vector`; job order if omitted)."""
    full = length + progress
    quantiles = length_quantiles(full, cores, horizon)
    jobs = [
        _Job(float(r - p), float(w), int(c), float(p), share(quantiles, min(int(w), horizon)))
        for r, p, w, c in zip(release.tolist(), progress.tolist(), full.tolist(), cores.tolist(), strict=True)
    ]
    vector = list(range(len(jobs))) if vector is None else vector
    run = _Run(variant, jobs, machines, n_cores, safe, vector)
    for j in vector:  # getAllJobs: one arrival per job, in the order of the trace's lines
        run.push(float(release[j]), ARRIVAL_EVENT, jobs[j].release, j)
    run.push(float(stop), CUT_EVENT, -1.0, -1)  # the window's end, after that date's other events
    for _ in range(prior):  # the variation lines before the window start: pushed and popped first
        run.push(-math.inf, CHANGE_EVENT, 0.0, -1)
        run.events.pop()
    ci = 1  # addVar: one capacity change in the queue at a time, the next pushed as it comes out
    if ci < len(cap_times):
        run.push(float(cap_times[ci]), CHANGE_EVENT, float(cap_alive[ci]), -1)
    alive, in_use = int(cap_alive[0]), safe
    while run.events:
        now, kind, key, j = run.events.pop()
        if kind == CUT_EVENT:
            break
        if kind == CHANGE_EVENT:
            ci += 1
            if ci < len(cap_times):
                run.push(float(cap_times[ci]), CHANGE_EVENT, float(cap_alive[ci]), -1)
        if kind == ARRIVAL_EVENT:
            job = jobs[j]
            if job.release < 0:
                run.place(-1, now, job.time - job.done, j, alive, in_use)
            else:
                run.place(run.target(j, in_use), now, job.time - job.done, j, DISTANCE, in_use)
            run.max_stretch = max(run.max_stretch, job.stretch)
        elif kind == CHANGE_EVENT and int(key) != alive:
            if alive < int(key):
                alive = int(key)
                in_use = run.update(in_use, alive, now)
            elif in_use > int(key):
                in_use = int(key)
            alive = int(key)
            run.realloc(now, alive, in_use)
            in_use = run.update(in_use, alive, now)
        elif kind == START_EVENT and jobs[j].start == now and jobs[j].status != _STARTED:
            run.advance(int(key), now)
            run.wait[int(key)] -= 1
            in_use = run.update(in_use, alive, now)
            jobs[j].status = _STARTED
        elif kind == END_EVENT and jobs[j].end == now and jobs[j].status != _DONE:
            run.advance(int(key), now)
            jobs[j].status = _DONE
            run.rows.append((j, jobs[j].machine, int(jobs[j].first), int(now), COMPLETED))
            in_use = run.update(in_use, alive, now)
    for j, job in enumerate(jobs):
        if job.status == _STARTED:
            run.rows.append((j, job.machine, int(job.first), int(job.end), OPEN))
    return np.array(run.rows, dtype=np.int64).reshape(-1, 5)


@dataclass(frozen=True)
class AuthorsPolicy:
    """The authors' ``algorithm`` (:data:`VARIANTS`: BSS, BS1 or BP1) as an algorithm object that
    :func:`resched.riskaware.simulate.simulate` runs (always with the authors' conventions, up to
    the window's end as ``simu.cc``). Example::

        from resched.riskaware.algorithms import AuthorsPolicy
        from resched.riskaware.metrics import evaluate
        from resched.riskaware.simulate import simulate

        metrics = evaluate(instance, simulate(instance, AuthorsPolicy("BS1")))
    """

    algorithm: str
    #: Unused (the authors' policies take no survival target); read by the simulator's protocol.
    safety: float = 0.9

    def __post_init__(self) -> None:
        if self.algorithm not in VARIANTS:
            raise ReschedError(f"unknown authors' policy {self.algorithm!r} (known: {', '.join(VARIANTS)})")

    def run(self, simulation: Simulation) -> tuple[npt.NDArray[np.int64], int, int]:
        """The attempt log of :func:`run_authors` on ``simulation`` (status OK; work: its rows)."""
        s = simulation
        log = run_authors(
            self.algorithm,
            s.release,
            s.cores,
            s.length,
            s.progress,
            s.cap_times,
            s.cap_alive,
            s.machines,
            s.n_cores,
            s.safe,
            s.horizon,
            int(s.stop),
            s.prior,
            s.vector().tolist(),
        )
        return log, OK, len(log)
