"""The risk-aware simulator (the slides' event handlers run online, the capacity revealed as it
happens) and its rules.

:func:`simulate` runs a built algorithm object (an :class:`OnlineAlgorithm`, today a
:class:`resched.riskaware.algorithms.Policy`): it checks and bounds the inputs
(:func:`kernel_inputs`, :func:`time_bound`, the limits below), computes the machines' survival
targets, hands the algorithm a :class:`Simulation` to run (the compiled event loop of
:mod:`resched.riskaware.algorithms.kernels`, where the algorithms are integer codes), and
checks the attempt log it returns (:func:`check_schedule`, raising :class:`InvariantError`).

It also runs any object with a ``decide(view)`` method (the public
:class:`resched.riskaware.algorithms.OnlinePolicy` Protocol) through a pure-Python event loop
(:func:`run_python`): at every event tick the policy sees a read-only :class:`View` and answers
:class:`Start` decisions, each checked (:func:`apply_start`) before it is applied.
"""

from __future__ import annotations

import heapq
import math
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar, runtime_checkable

import numpy as np
import numpy.typing as npt

from resched.errors import ReschedError
from resched.riskaware.generate.capacity import horizon_periods, survival_targets
from resched.riskaware.instance import (
    COMPLETED,
    KILLED,
    MAX_CORES,
    MAX_MACHINES,
    MAX_TICKS,
    OPEN,
    Capacity,
    RiskAwareInstance,
    Schedule,
)
from resched.riskaware.params import AUTHORS_POLICIES, CONVENTIONS

#: Most cells (machines × ticks) of the reservation profile of the local-queue algorithms
#: (int32: 2 GB); a run needing more stops with an error.
MAX_PROFILE_CELLS = 500_000_000
#: Most elementary steps of one run (queue scans, profile cells reset or scanned): a few minutes
#: of CPU. The largest documented run, TargetASAP on the whole KTH trace (26,407 jobs), takes 3·10^10.
MAX_WORK = 10**11
#: Most walk changes a job may span (⌈w/φ⌉): the survival table has one column per change.
MAX_PERIODS_SPANNED = 100_000


#: Status of a run of the compiled event loop: done, or stopped by one of its bounds.
OK, PAST_BOUND, PROFILE_FULL, WORK_LIMIT = 0, 1, 2, 3
#: The stop date of a run without one (ticks).
NEVER = np.int64(2**62)
#: Event types of the authors' simulator (``simu.cc``'s ``Event.type``), in the order its
#: ``cmpEvent`` takes them at one date (the order of their names: ``Astart``, ``Cend``,
#: ``Change``, ``Farrival``, ``xCut``).
START_EVENT, END_EVENT, CHANGE_EVENT, ARRIVAL_EVENT, CUT_EVENT = 0, 1, 2, 3, 4

T = TypeVar("T")


class StdHeap(Generic[T]):
    """A ``std::priority_queue`` as libstdc++ keeps it: a binary max-heap in a vector under the
    comparator ``less`` (``less(a, b)``: a comes out after b), ``push`` = ``push_back`` then
    ``__push_heap`` (the new element sifted up while its parent is ``less``), ``pop`` =
    ``__pop_heap`` (the last element taken out, the hole at the top moved down to a leaf by
    the larger child — the right one unless it is ``less`` than the left —, then the taken
    element sifted up from there). Elements with equal keys come out in the order these moves
    give, which is what ``simu.cc`` does with its ties. Example::

        heap = StdHeap(lambda a, b: a[0] > b[0])  # smallest key first, as simu.cc's cmpTask
        for item in [(1, "a"), (0, "b"), (1, "c"), (1, "d")]:
            heap.push(item)
        [heap.pop()[1] for _ in range(4)]  # ['b', 'c', 'a', 'd'] (libstdc++'s order of the ties)
    """

    def __init__(self, less: Callable[[T, T], bool]) -> None:
        self.less, self.items = less, list[T]()

    def __len__(self) -> int:
        return len(self.items)

    def top(self) -> T:
        return self.items[0]

    def _sift_up(self, hole: int, value: T) -> None:
        h, less = self.items, self.less
        parent = (hole - 1) // 2
        while hole > 0 and less(h[parent], value):
            h[hole] = h[parent]
            hole, parent = parent, (parent - 1) // 2
        h[hole] = value

    def push(self, value: T) -> None:
        self.items.append(value)
        self._sift_up(len(self.items) - 1, value)

    def pop(self) -> T:
        h, less = self.items, self.less
        top, value = h[0], h.pop()
        n = len(h)
        if n == 0:
            return top
        hole = child = 0
        while child < (n - 1) // 2:
            child = 2 * (child + 1)
            if less(h[child], h[child - 1]):
                child -= 1
            h[hole] = h[child]
            hole = child
        if n % 2 == 0 and child == (n - 2) // 2:
            child = 2 * (child + 1)
            h[hole] = h[child - 1]
            hole = child - 1
        self._sift_up(hole, value)
        return top

    def order(self) -> list[T]:
        """The elements in the order the pops would give them (the heap left unchanged)."""
        copy = StdHeap(self.less)
        copy.items = list(self.items)
        return [copy.pop() for _ in range(len(copy))]


#: An event of the authors' simulator: (date, type, key, job); ``simu.cc``'s ``cmpEvent`` orders
#: by date, type (:data:`START_EVENT` …) and key (the machine, the new count, or the original release).
AuthorsEvent = tuple[float, int, float, int]


def event_after(a: AuthorsEvent, b: AuthorsEvent) -> bool:
    """``cmpEvent``: a comes out after b (a later date, then a later type, then a larger key)."""
    return a[:3] > b[:3]


def released_after(a: tuple[float, int], b: tuple[float, int]) -> bool:
    """``cmpTask``: queued job a (original release, job) comes out after b (a later release; nothing else)."""
    return a[0] > b[0]


@dataclass(frozen=True)
class Simulation:
    """What the compiled event loop runs an algorithm on, checked and bounded by
    :func:`simulate`: the jobs (release, cores, length) and the capacity profile (dates,
    machines alive) as int64 arrays (:func:`kernel_inputs`), the platform (M⁺ machines of
    n_c cores, the walk's period in ticks), the survival targets T[a, n]
    (:func:`~resched.riskaware.generate.capacity.survival_targets`), the stop date
    (:data:`NEVER` for none), a tick after which no event can happen (:func:`time_bound`),
    the widest reservation profile allowed (ticks), the most elementary steps, each job's progress
    at the window start (ticks; zeros unless ``authors``) and the event conventions
    (:data:`~resched.riskaware.params.CONVENTIONS`: ``resched`` or ``authors``, under which the jobs
    are ordered by their original release, release − progress), M⁻, the horizon T (ticks) and
    the capacity file's lines before the window start (:attr:`Capacity.prior`) and each job's
    line in its trace file (:attr:`Job.line`, −1 if unknown)."""

    release: npt.NDArray[np.int64]
    cores: npt.NDArray[np.int64]
    length: npt.NDArray[np.int64]
    cap_times: npt.NDArray[np.int64]
    cap_alive: npt.NDArray[np.int64]
    machines: int
    n_cores: int
    period: int
    targets: npt.NDArray[np.int64]
    stop: int | np.int64
    bound: int
    width: int
    work_limit: int
    progress: npt.NDArray[np.int64]
    conventions: str = "resched"
    safe: int = 0
    horizon: int = 0
    prior: int = 0
    line: npt.NDArray[np.int64] | None = None

    def vector(self) -> npt.NDArray[np.int64]:
        """The jobs in the order of their trace's lines (``simu.cc``'s job vector; job order if
        a line is unknown)."""
        n = self.release.size
        if self.line is None or not bool(np.all(self.line >= 0)):
            return np.arange(n, dtype=np.int64)
        return np.argsort(self.line, kind="stable").astype(np.int64)


@runtime_checkable
class OnlineAlgorithm(Protocol):
    """What :func:`simulate` needs of a built algorithm object: its name, the survival
    probability it requires on a target machine, and a run of the compiled event loop
    returning (attempt log rows job, machine, start, end, kind; status; work done)."""

    @property
    def algorithm(self) -> str: ...

    @property
    def safety(self) -> float: ...

    def run(self, simulation: Simulation) -> tuple[npt.NDArray[np.int64], int, int]: ...


@dataclass(frozen=True)
class Start:
    """A decision of an online policy: start waiting job ``job`` (its index in the instance, release
    order) now on machine ``machine`` (0-based; machines 0 … M_alive − 1 are on), taking the job's
    cores there. A job not started stays waiting."""

    job: int
    machine: int


@dataclass(frozen=True)
class Wake:
    """A decision of an online policy: call it again at tick ``time`` (later than now) even if no
    event happens then (a policy that reserves a start ahead asks to be woken to start it)."""

    time: int


@dataclass(frozen=True)
class Running:
    """An attempt running (or just ended) at the view's time: ``job`` on ``machine`` holding
    ``cores`` cores since tick ``start``."""

    job: int
    machine: int
    cores: int
    start: int


@dataclass(frozen=True)
class View:
    """What an online policy sees at one event tick (read-only; ticks, cores, machine indices).

    ``time`` the current tick; ``alive`` M_alive now (machines 0 … alive − 1 are on, the highest
    indices go off first) and ``previous_alive`` before this tick's capacity change (equal when
    none); the platform: ``machines`` M⁺, ``cores`` n_c per machine, ``safe`` M⁻, ``period`` φ of the
    walk and ``step`` its largest move (machines per period); the model reveals capacity online,
    so no future capacity is given. The jobs: ``release``,
    ``need`` (cores) and ``length`` (ticks) of every job, read-only int64 arrays indexed by job;
    ``free`` the free cores of each of the M⁺ machines; ``running`` the attempts running, ``waiting``
    the released jobs not running, in release order (a killed job rejoins at its original
    release; under the authors' conventions in the order of ``simu.cc``'s queue,
    :func:`run_python_authors`). This tick's events: ``released`` (jobs released now), ``completed`` and ``killed``
    (attempts that ended now; a killed job is back in ``waiting``). ``progress`` (ticks, by job):
    under the authors' conventions, what a job running when the window opened had done (0 for
    the others, and once it has been killed: it then restarts with its full ``length``)."""

    time: int
    alive: int
    previous_alive: int
    machines: int
    cores: int
    safe: int
    period: int
    step: int
    release: npt.NDArray[np.int64]
    need: npt.NDArray[np.int64]
    length: npt.NDArray[np.int64]
    free: tuple[int, ...]
    running: tuple[Running, ...]
    waiting: tuple[int, ...]
    released: tuple[int, ...]
    completed: tuple[Running, ...]
    killed: tuple[Running, ...]
    progress: npt.NDArray[np.int64]


@runtime_checkable
class EventPolicy(Protocol):
    """What :func:`run_python` needs of a policy (the public Protocol is
    :class:`resched.riskaware.algorithms.OnlinePolicy`): a name and ``decide``."""

    @property
    def name(self) -> str: ...

    def decide(self, view: View) -> Iterable[Start | Wake]: ...


def simulate(
    instance: RiskAwareInstance,
    policy: OnlineAlgorithm | EventPolicy,
    until: int | None = None,
    check: bool = True,
    conventions: str = "resched",
) -> Schedule:
    """Run ``policy`` online on ``instance`` (capacity revealed as it happens) until every
    job completes or the last event at or before ``until`` ticks; check the invariants.
    ``conventions`` (:data:`~resched.riskaware.params.CONVENTIONS`) orders the events of a tick
    (:func:`run_python`); the compiled loop has the authors' conventions for FirstFit only.

    The inputs are checked before the compiled event loop runs (:func:`kernel_inputs`), and
    the loop is bounded (:func:`time_bound`): a run that would exceed the bound stops with
    a :class:`~resched.errors.ReschedError` instead of exhausting memory."""
    a, plat, cap = instance.arrays, instance.platform, instance.capacity
    inputs = kernel_inputs(instance)
    n_max = horizon_periods(int(a.length.max()), plat.period)
    if n_max > MAX_PERIODS_SPANNED:
        raise ReschedError(
            f"{instance.name}: a job of {int(a.length.max())} ticks spans {n_max:,} walk periods of "
            f"{plat.period} ticks, more than {MAX_PERIODS_SPANNED:,}: use a longer period or tick"
        )
    if isinstance(policy, OnlineAlgorithm):
        targets = survival_targets(plat.safe, plat.machines, plat.step, n_max, policy.safety)
    elif isinstance(policy, EventPolicy):
        targets = np.zeros((1, 1), dtype=np.int64)  # a Python policy reads the platform from its view
    else:
        raise ReschedError(
            f"{type(policy).__name__} is not a risk-aware algorithm: it needs decide(view) -> Start decisions "
            "(resched.riskaware.algorithms.OnlinePolicy)"
        )
    if isinstance(policy, OnlineAlgorithm) and policy.algorithm in AUTHORS_POLICIES:
        conventions = "authors"  # the authors' policies are their simulator's, stopped at the window's end
        until = instance.horizon if until is None else min(until, instance.horizon)
    if conventions not in CONVENTIONS:
        raise ReschedError(f"unknown conventions {conventions!r} (known: {', '.join(CONVENTIONS)})")
    if (
        conventions == "authors"
        and isinstance(policy, OnlineAlgorithm)
        and policy.algorithm not in ("FirstFit", *AUTHORS_POLICIES)
    ):
        raise ReschedError(
            f"conventions authors are those of the authors' first fit: run FirstFit, not {policy.algorithm}"
        )
    authors = conventions == "authors"
    # the authors' queue key is the original release: jobs ordered by it (a permutation of release order)
    order = np.argsort(a.release - a.progress, kind="stable") if authors else np.arange(len(instance.jobs))
    inputs = (inputs[0][order], inputs[1][order], inputs[2][order], *inputs[3:])
    progress = a.progress[order] if authors else np.zeros(len(instance.jobs), dtype=np.int64)
    stop = NEVER if until is None else int(until)
    bound = time_bound(instance) + int(progress.sum())  # a restarted job runs length + progress
    width = min(bound + int(a.length.max()) + 2, MAX_PROFILE_CELLS // plat.machines)
    simulation = Simulation(
        *inputs,
        machines=plat.machines,
        n_cores=plat.cores,
        period=plat.period,
        targets=targets,
        stop=stop,
        bound=bound,
        width=width,
        work_limit=MAX_WORK,
        progress=progress,
        conventions=conventions,
        safe=plat.safe,
        horizon=instance.horizon,
        prior=instance.capacity.prior,
        line=np.array([j.line for j in instance.jobs], dtype=np.int64)[order],
    )
    name = policy.algorithm if isinstance(policy, OnlineAlgorithm) else policy.name
    start = time.perf_counter()
    if isinstance(policy, OnlineAlgorithm):
        log, status, work = policy.run(simulation)
    else:
        log, status, work = run_python(simulation, policy, safe=plat.safe, step=plat.step)
    seconds = time.perf_counter() - start
    if status == PAST_BOUND:
        raise ReschedError(
            f"{instance.name}: the simulation passed tick {bound:,}, its bound (last release or "
            "capacity change + the sum of the job lengths); this is a bug, please report it"
        )
    if status == WORK_LIMIT:
        raise ReschedError(
            f"{instance.name}: {name} stopped after {MAX_WORK:.0e} elementary steps "
            f"({len(instance.jobs):,} jobs, {len(cap.times):,} capacity changes, up to {bound:,} "
            "ticks): use a larger tick or a longer period"
        )
    if status == PROFILE_FULL:
        raise ReschedError(
            f"{instance.name}: the reservation profile would need more than {width:,} ticks on "
            f"{plat.machines} machines ({MAX_PROFILE_CELLS:,} cells); use a larger tick"
        )
    job, machine, begin, end, kind = log.T.copy()
    schedule = Schedule(
        order[job],
        machine,
        begin,
        end,
        kind,
        stopped=int(stop),
        seconds=seconds,
        work=int(work),
        conventions=conventions,
    )
    if check:
        check_schedule(instance, schedule)
    return schedule


def run_python(
    simulation: Simulation, policy: EventPolicy, safe: int = 0, step: int = 1
) -> tuple[npt.NDArray[np.int64], int, int]:
    """The pure-Python event loop: the same events, in the same order, as the compiled loop of
    :mod:`resched.riskaware.algorithms.kernels`. With ``resched`` conventions, at each event tick:
    completions, then the capacity change — machines ≥ M_alive go off and their jobs are killed
    and rejoin the queue with their original release —, then releases, then one call
    ``policy.decide(view)``. With ``authors`` conventions, :func:`run_python_authors`. Each
    :class:`Start` answered is checked and applied in turn (:func:`apply_start`); a :class:`Wake`
    adds a tick at which the policy is called even if no event happens. Returns the attempt log
    (rows job, machine, start, end, kind), the status and the work (events + decisions)."""
    s = simulation
    if s.conventions == "authors":
        return run_python_authors(s, policy, safe, step)
    release, need, length, progress = (_read_only(x) for x in (s.release, s.cores, s.length, s.progress))
    n = int(release.size)
    machine = [-1] * n
    start = [-1] * n
    free = [s.n_cores] * s.machines
    run: list[int] = []  # running jobs, in the compiled loop's order (its log order follows it)
    running: set[int] = set()
    waiting: set[int] = set()
    rows: list[tuple[int, int, int, int, int]] = []
    wakes: list[int] = []  # heap of the ticks the policy asked to be called at
    ai = ci = alive = work = t = 0

    def call(previous: int, released: tuple[int, ...], completed: list[Running], killed: list[Running]) -> None:
        nonlocal work
        view = View(
            time=t,
            alive=alive,
            previous_alive=previous,
            machines=s.machines,
            cores=s.n_cores,
            safe=safe,
            period=s.period,
            step=step,
            release=release,
            need=need,
            length=length,
            progress=progress,
            free=tuple(free),
            running=tuple(Running(j, machine[j], int(need[j]), start[j]) for j in run),
            waiting=tuple(sorted(waiting)),
            released=released,
            completed=tuple(completed),
            killed=tuple(killed),
        )
        for decision in policy.decide(view):
            work += 1
            if _wake(decision, policy.name, t, wakes):
                continue
            run.append(
                apply_start(decision, policy.name, t, alive, waiting, running, machine, start, free, need, release)
            )

    while True:
        nt = int(NEVER)
        while wakes and wakes[0] <= t:
            heapq.heappop(wakes)
        if wakes:
            nt = wakes[0]
        if ai < n and release[ai] < nt:
            nt = int(release[ai])
        if ci < s.cap_times.size and s.cap_times[ci] < nt:
            nt = int(s.cap_times[ci])
        for j in run:
            nt = min(nt, start[j] + int(length[j]))
        if nt == NEVER or nt > s.stop:
            break
        if nt > s.bound:
            return _rows(rows), PAST_BOUND, work
        work += 1
        if work > s.work_limit:
            return _rows(rows), WORK_LIMIT, work
        t = nt
        completed = _end_attempts(run, {j for j in run if start[j] + length[j] == t}, machine, start, need)
        for attempt in completed:
            rows.append((attempt.job, attempt.machine, attempt.start, t, COMPLETED))
            free[attempt.machine] += attempt.cores
            running.discard(attempt.job)
        previous = alive
        killed: list[Running] = []
        if ci < s.cap_times.size and s.cap_times[ci] == t:
            alive = int(s.cap_alive[ci])
            ci += 1
            killed = _end_attempts(run, {j for j in run if machine[j] >= alive}, machine, start, need)
            for attempt in killed:
                rows.append((attempt.job, attempt.machine, attempt.start, t, KILLED))
                free[attempt.machine] += attempt.cores
                running.discard(attempt.job)
                start[attempt.job] = machine[attempt.job] = -1
                waiting.add(attempt.job)
        first = ai
        while ai < n and release[ai] == t:
            waiting.add(ai)
            ai += 1
        call(previous, tuple(range(first, ai)), completed, killed)
    for j in run:
        rows.append((j, machine[j], start[j], start[j] + int(length[j]), OPEN))
    return _rows(rows), OK, work


def run_python_authors(
    simulation: Simulation, policy: EventPolicy, safe: int = 0, step: int = 1
) -> tuple[npt.NDArray[np.int64], int, int]:
    """The pure-Python event loop under the authors' conventions: the event loop of ``simu.cc``
    (lucasperotin/variableResources, function ``simulate``, heuristic ``FF``) with its two
    ``std::priority_queue`` heaps (:class:`StdHeap`), the events pushed and popped as the compiled
    :func:`~resched.riskaware.algorithms.kernels.authors_first_fit` does (its module doc), and
    ``policy.decide`` called once per event that ``simu.cc`` acts on:

    * an arrival (``released`` = that job; ``waiting`` ends with it): a job the policy does not
      start joins the queue, or is dropped if it was running when the window opened;
    * a completion that is not stale (``completed`` = that attempt);
    * a capacity change to another count (``killed`` = the attempts on the machines switched off,
      in the trace's line order; each killed job rejoins the queue, restarting with its full
      length; one started at the same tick leaves no attempt row);
    * a tick asked by a :class:`Wake`, if no call happened then.

    ``waiting`` lists the queued jobs in the order ``simu.cc``'s queue gives them (its heap's pop
    order). After a completion or a change (or a call that started a queued job) the queue is
    reshaped as ``tryQueue`` leaves it: jobs popped in order while some machine on has a free
    core (the jobs the policy started, once popped, taking their cores), the started ones
    leaving, the others pushed into a second heap, emptied back into the queue. Returns the
    attempt log, the status and the work (events + decisions)."""
    s = simulation
    release, need = _read_only(s.release), _read_only(s.cores)
    length, progress = _read_only(s.length), _read_only(s.progress)
    key = (release - progress).tolist()  # the original release
    n = int(release.size)
    machine, start, end = [-1] * n, [-1] * n, [-1] * n
    status = [0] * n  # 0 waiting or not seen, 1 assigned, 2 started, 3 completed
    free = [s.n_cores] * s.machines
    run: list[int] = []
    running: set[int] = set()
    waiting: set[int] = set()
    rows: list[tuple[int, int, int, int, int]] = []
    wakes: list[int] = []
    events = StdHeap[AuthorsEvent](event_after)
    queue = StdHeap[tuple[float, int]](released_after)
    queued: set[int] = set()
    vector = s.vector().tolist()
    for j in vector:
        events.push((int(release[j]), ARRIVAL_EVENT, key[j], j))
    events.push((s.horizon, CUT_EVENT, -1, -1))
    for _ in range(s.prior):
        events.push((-int(NEVER), CHANGE_EVENT, 0, -1))
        events.pop()
    ci = 1
    if ci < s.cap_times.size:
        events.push((int(s.cap_times[ci]), CHANGE_EVENT, int(s.cap_alive[ci]), -1))
    alive, t, work, last_call = int(s.cap_alive[0]), 0, 0, -1

    def call(
        previous: int, released: tuple[int, ...], completed: tuple[Running, ...], killed: list[Running]
    ) -> list[int]:
        nonlocal work, last_call
        last_call = t
        view = View(
            time=t,
            alive=alive,
            previous_alive=previous,
            machines=s.machines,
            cores=s.n_cores,
            safe=safe,
            period=s.period,
            step=step,
            release=release,
            need=need,
            length=length,
            progress=progress,
            free=tuple(free),
            running=tuple(Running(j, machine[j], int(need[j]), start[j]) for j in run),
            waiting=tuple(j for _, j in queue.order()) + released,
            released=released,
            completed=completed,
            killed=tuple(killed),
        )
        started = []
        for decision in policy.decide(view):
            work += 1
            if _wake(decision, policy.name, t, wakes):
                continue
            j = apply_start(decision, policy.name, t, alive, waiting, running, machine, start, free, need, release)
            run.append(j)
            started.append(j)
            status[j], end[j] = 1, t + int(length[j])
            events.push((t, START_EVENT, machine[j], j))  # FFit
            events.push((end[j], END_EVENT, machine[j], j))
        return started

    def try_queue(started: list[int]) -> None:
        """The queue reshaped as ``tryQueue`` leaves it (docstring above)."""
        nonlocal work
        track = list(free)
        for j in started:
            if j in queued:
                track[machine[j]] += int(need[j])
        taken, spare = set(started), StdHeap[tuple[float, int]](released_after)
        while queue and max(track[:alive], default=0) > 0:
            item = queue.pop()
            work += 1
            if item[1] in taken:
                track[machine[item[1]]] -= int(need[item[1]])
                queued.discard(item[1])
            else:
                spare.push(item)
        while spare:
            queue.push(spare.pop())

    while True:
        upcoming = int(events.top()[0]) if events else int(NEVER)
        if wakes and wakes[0] < upcoming:  # a tick the policy asked for, before the next event
            wake = heapq.heappop(wakes)
            if wake == last_call:
                continue
            if wake > s.stop:
                break
            if wake > s.bound:
                return _rows(rows), PAST_BOUND, work
            t, work = wake, work + 1
            if work > s.work_limit:
                return _rows(rows), WORK_LIMIT, work
            started = call(alive, (), (), [])
            if queued.intersection(started):
                try_queue(started)
            continue
        if not events or upcoming > s.stop:
            break
        date, kind, code, j = events.pop()
        work += 1
        if work > s.work_limit:
            return _rows(rows), WORK_LIMIT, work
        if kind == CUT_EVENT:
            continue
        if date > s.bound:
            return _rows(rows), PAST_BOUND, work
        t = int(date)
        if kind == ARRIVAL_EVENT:
            waiting.add(j)
            started = call(alive, (j,), (), [])
            if queued.intersection(started):
                try_queue(started)
            if j not in started and progress[j] > 0:  # running at the window start and not started: dropped
                waiting.discard(j)
            elif j not in started:
                queue.push((key[j], j))
                queued.add(j)
        elif kind == CHANGE_EVENT:
            ci += 1
            if ci < s.cap_times.size:
                events.push((int(s.cap_times[ci]), CHANGE_EVENT, int(s.cap_alive[ci]), -1))
            if int(code) == alive:  # a line repeating the count: no event
                continue
            previous, alive = alive, int(code)
            killed = [
                Running(i, machine[i], int(need[i]), start[i])
                for i in vector
                if status[i] in (1, 2) and machine[i] >= alive
            ]
            for attempt in killed:  # realloc: in the jobs vector's order
                i = attempt.job
                if attempt.start < t:
                    rows.append((i, attempt.machine, attempt.start, t, KILLED))
                free[attempt.machine] += attempt.cores
                run.remove(i)
                running.discard(i)
                machine[i] = start[i] = end[i] = -1
                status[i] = 0
                waiting.add(i)
                queue.push((key[i], i))
                queued.add(i)
            restarted = [attempt.job for attempt in killed if progress[attempt.job] > 0]
            if restarted:  # a job running at the window start restarts with its full length
                grown, zeroed = np.array(length), np.array(progress)
                grown[restarted] += zeroed[restarted]
                zeroed[restarted] = 0
                length, progress = _read_only(grown), _read_only(zeroed)
            try_queue(call(previous, (), (), killed))
        elif kind == START_EVENT:
            if start[j] == t and status[j] != 2:
                status[j] = 2
        elif kind == END_EVENT and end[j] == t and status[j] != 3:  # not made stale by a kill
            attempt = Running(j, machine[j], int(need[j]), start[j])
            rows.append((j, attempt.machine, attempt.start, t, COMPLETED))
            free[attempt.machine] += attempt.cores
            status[j] = 3
            run.remove(j)
            running.discard(j)
            try_queue(call(alive, (), (attempt,), []))
    for j in sorted(run):
        rows.append((j, machine[j], start[j], start[j] + int(length[j]), OPEN))
    return _rows(rows), OK, work


def _wake(decision: object, policy: str, t: int, wakes: list[int]) -> bool:
    """Whether ``decision`` is a :class:`Wake` (then checked and added to the heap ``wakes``)."""
    if not isinstance(decision, Wake):
        return False
    if not isinstance(decision.time, int | np.integer) or decision.time <= t:
        raise ReschedError(f"{policy} at tick {t}: {decision!r} is not a later tick")
    heapq.heappush(wakes, int(decision.time))
    return True


def apply_start(
    decision: object,
    policy: str,
    t: int,
    alive: int,
    waiting: set[int],
    running: set[int],
    machine: list[int],
    start: list[int],
    free: list[int],
    need: npt.NDArray[np.int64],
    release: npt.NDArray[np.int64],
) -> int:
    """Check one decision of ``policy`` at tick ``t`` and apply it (the job leaves ``waiting``,
    runs on its machine, whose free cores drop); a decision breaking a rule raises a one-line
    :class:`~resched.errors.ReschedError` naming the decision and the rule. Returns the job."""
    if not isinstance(decision, Start):
        raise ReschedError(
            f"{policy} at tick {t}: {decision!r} is not a decision (answer Start(job, machine) or Wake(time) objects)"
        )
    j, m = decision.job, decision.machine
    where = f"{policy} at tick {t}: Start(job={j!r}, machine={m!r})"
    if not isinstance(j, int | np.integer) or not 0 <= j < need.size:
        raise ReschedError(f"{where} names an unknown job (jobs are 0 … {need.size - 1})")
    j = int(j)
    if j in running:
        raise ReschedError(f"{where} starts a job twice (it runs on machine {machine[j]} since tick {start[j]})")
    if j not in waiting:
        if release[j] > t:
            raise ReschedError(f"{where} starts a job before its release (tick {int(release[j])})")
        raise ReschedError(f"{where} starts a job that has already completed")
    if not isinstance(m, int | np.integer) or not 0 <= m < alive:
        raise ReschedError(f"{where} names a machine that is not on (M_alive = {alive}: machines 0 … {alive - 1})")
    m = int(m)
    if need[j] > free[m]:
        raise ReschedError(
            f"{where} exceeds the capacity: the job needs {int(need[j])} cores, machine {m} has {free[m]} free"
        )
    waiting.discard(j)
    running.add(j)
    machine[j], start[j] = m, t
    free[m] -= int(need[j])
    return j


def _end_attempts(
    run: list[int], ends: set[int], machine: list[int], start: list[int], need: npt.NDArray[np.int64]
) -> list[Running]:
    """Remove from ``run`` the jobs of ``ends``, as the compiled loop does (the last
    running job takes the removed one's place), and return their attempts in that order."""
    ended = []
    q = 0
    while q < len(run):
        j = run[q]
        if j in ends:
            ended.append(Running(j, machine[j], int(need[j]), start[j]))
            run[q] = run[-1]
            run.pop()
        else:
            q += 1
    return ended


def _read_only(values: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    copy = np.array(values, dtype=np.int64)
    copy.flags.writeable = False
    return copy


def _rows(rows: list[tuple[int, int, int, int, int]]) -> npt.NDArray[np.int64]:
    return np.array(rows, dtype=np.int64).reshape(-1, 5)


class InvariantError(AssertionError):
    """A simulated schedule breaks the model (a bug in the simulator, never a user error)."""


def kernel_inputs(instance: RiskAwareInstance) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(release, cores, length, capacity times, capacity alive) as int64 arrays, checked for
    what the compiled loop assumes: at least one job, releases sorted, dates and lengths in
    [0, MAX_TICKS], 1 <= cores <= n_c, capacity dates from 0 strictly increasing, 0 <=
    M_alive <= M⁺. A :class:`RiskAwareInstance` already holds these; the check guards the
    compiled code against an object built around the validation."""
    a, plat, cap = instance.arrays, instance.platform, instance.capacity
    release, cores, length = (np.ascontiguousarray(x, dtype=np.int64) for x in (a.release, a.cores, a.length))
    times = np.asarray(cap.times, dtype=np.int64)
    alive = np.asarray(cap.alive, dtype=np.int64)
    problems = [
        (release.size == 0, "has no job"),
        (not 1 <= plat.machines <= MAX_MACHINES or not 1 <= plat.cores <= MAX_CORES, "has an impossible platform"),
        (not 1 <= plat.period <= MAX_TICKS or plat.step < 1, "has an impossible walk period or step"),
        (
            release.size and (release.min() < 0 or release.max() > MAX_TICKS),
            f"has a release outside [0, {MAX_TICKS:,}]",
        ),
        (release.size > 1 and bool(np.any(np.diff(release) < 0)), "has jobs not sorted by release"),
        (length.size and (length.min() < 1 or length.max() > MAX_TICKS), f"has a length outside [1, {MAX_TICKS:,}]"),
        (cores.size and (cores.min() < 1 or cores.max() > plat.cores), "has a job needing no core or more than n_c"),
        (times.size == 0 or times.size != alive.size or times[0] != 0, "has a capacity profile not starting at 0"),
        (times.size > 1 and bool(np.any(np.diff(times) <= 0)), "has capacity dates not strictly increasing"),
        (times.size and times.max() > MAX_TICKS, f"has a capacity date past {MAX_TICKS:,}"),
        (alive.size and (alive.min() < 0 or alive.max() > plat.machines), "has M_alive outside [0, M⁺]"),
    ]
    for bad, what in problems:
        if bad:
            raise ReschedError(f"instance {instance.name!r} {what}")
    return release, cores, length, times, alive


def time_bound(instance: RiskAwareInstance) -> int:
    """A tick after which no event can happen: every job has completed by the last release
    or capacity change plus the sum of the job lengths (after the last change nothing is
    killed, and each algorithm keeps a machine busy while a job waits, or reserves the job
    at the end of its machine's plan); refused above MAX_TICKS."""
    a, cap = instance.arrays, instance.capacity
    last = max(int(a.release.max()), int(cap.times[-1]))
    bound = last + math.fsum(float(w) for w in a.length) + 1
    if bound > MAX_TICKS:
        raise ReschedError(
            f"{instance.name}: the jobs could run until tick {bound:,.0f} (last event {last:,} + "
            f"the sum of the lengths), past {MAX_TICKS:,}: use a larger tick"
        )
    return int(bound)


def check_schedule(instance: RiskAwareInstance, schedule: Schedule) -> None:
    """Assert the model's rules on an attempt log (raises :class:`InvariantError`):
    attempts start at or after the release, on a machine alive during the whole attempt;
    an attempt is killed exactly when its machine goes off; a completed attempt lasts w_i;
    a job's attempts follow each other, only its last may be completed or open; and no
    machine ever runs more than n_c cores."""
    a, cap = instance.arrays, instance.capacity
    s = schedule
    if np.any(s.start < a.release[s.job]):
        raise InvariantError("an attempt starts before its job's release")
    length = attempt_lengths(instance, schedule)
    if np.any((s.kind == COMPLETED) & (s.end - s.start != length)):
        raise InvariantError("a completed attempt does not last its job's length")
    if np.any((s.kind == KILLED) & ((s.end - s.start >= length) | (s.end <= s.start))):
        raise InvariantError("a killed attempt has an impossible duration")
    _check_alive(cap, s)
    _check_sequences(s)
    _check_cores(instance, s)


def attempt_lengths(instance: RiskAwareInstance, schedule: Schedule) -> npt.NDArray[np.int64]:
    """The length (ticks) each attempt of ``schedule`` runs when it completes: the job's length, or
    under the authors' conventions, for an attempt after a job's first (a job running when the
    window opened, restarted after a kill), its full length length + progress (``simu.cc``'s
    ``resetJob``)."""
    a, s = instance.arrays, schedule
    if s.conventions != "authors":
        return a.length[s.job]
    order = np.lexsort((s.start, s.job))
    later = np.zeros(s.job.size, dtype=bool)
    later[order[1:]] = s.job[order[1:]] == s.job[order[:-1]]
    return a.length[s.job] + np.where(later, a.progress[s.job], 0)


def _check_alive(cap: Capacity, s: Schedule) -> None:
    """Machine alive on [start, last tick run]; a killed attempt's machine is off at its end.

    The capacity segments an attempt overlaps form an index range; their smallest M_alive
    comes from a sparse table of range minima (O(C log C) for C segments), so the check costs
    O((A + C) log C) for A attempts instead of O(A·C)."""
    times = np.asarray(cap.times, dtype=np.int64)
    alive = np.asarray(cap.alive, dtype=np.int64)
    last_run = np.where(s.kind == OPEN, np.minimum(s.end, s.stopped + 1), s.end)
    lo = np.searchsorted(times, s.start, side="right") - 1  # segment holding the start
    hi = np.searchsorted(times, last_run, side="left") - 1  # last segment starting before last_run
    some = hi >= lo
    if np.any(some):
        lowest = _range_min(alive, lo[some], hi[some])
        bad = s.machine[some] >= lowest
        if np.any(bad):
            k = int(np.flatnonzero(bad)[0])
            job, start, end = s.job[some][k], s.start[some][k], last_run[some][k]
            raise InvariantError(
                f"an attempt runs on a machine that is off (job {job} on machine "
                f"{s.machine[some][k]} during [{start}, {end}), M_alive down to {lowest[k]})"
            )
    killed = s.kind == KILLED
    if np.any(s.machine[killed] < cap.at(s.end[killed])):
        raise InvariantError("an attempt was killed while its machine stayed on")


def _range_min(values: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """min(values[lo[i] : hi[i] + 1]) for each i (lo <= hi), by a sparse table."""
    table = [values]
    while 2 ** len(table) <= len(values):
        half = 2 ** (len(table) - 1)
        previous = table[-1]
        table.append(np.minimum(previous[:-half], previous[half:]))
    span = hi - lo + 1
    level = np.floor(np.log2(span)).astype(np.int64)
    result = np.empty(len(lo), dtype=values.dtype)
    for k in np.unique(level):
        rows = level == k
        width = 2 ** int(k)
        result[rows] = np.minimum(table[k][lo[rows]], table[k][hi[rows] - width + 1])
    return result


def _check_sequences(s: Schedule) -> None:
    order = np.lexsort((s.start, s.job))
    job, start, end, kind = s.job[order], s.start[order], s.end[order], s.kind[order]
    same = job[1:] == job[:-1]
    if np.any(same & (start[1:] < end[:-1])):
        raise InvariantError("two attempts of a job overlap")
    if np.any(same & (kind[:-1] != KILLED)):
        raise InvariantError("a job runs again after a completed or open attempt")


def _check_cores(instance: RiskAwareInstance, s: Schedule) -> None:
    """Sweep of +c at starts and −c at ends, machine by machine: the running sum stays ≤ n_c."""
    cores = instance.arrays.cores[s.job]
    machine = np.concatenate([s.machine, s.machine])
    when = np.concatenate([s.start, s.end])
    delta = np.concatenate([cores, -cores])
    order = np.lexsort((delta, when, machine))  # ends (negative) before starts at equal ticks
    running = np.cumsum(delta[order])  # every attempt has an end, so each machine's block sums to 0
    if running.size and running.max() > instance.platform.cores:
        raise InvariantError(f"a machine runs {running.max()} cores, more than n_c = {instance.platform.cores}")
