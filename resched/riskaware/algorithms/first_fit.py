"""FirstFit, FirstFitBlocking and FirstFitAware written against the public Protocol
(:class:`resched.riskaware.algorithms.OnlinePolicy`), run by the pure-Python event loop
(:func:`resched.riskaware.simulate.run_python`). They decide exactly as the compiled kernels of the
same names (:mod:`.kernels`, the fast path of the built-ins); ``tests/riskaware/
test_riskaware_protocol.py`` checks that both paths give the same schedules."""

from __future__ import annotations

from dataclasses import dataclass

from resched.riskaware.simulate import Start, View


def _lowest_fit(free: list[int], alive: int, cores: int, allowed: list[bool] | None = None) -> int:
    """The lowest-index machine on (and allowed) with ``cores`` free cores, or −1."""
    for m in range(alive):
        if free[m] >= cores and (allowed is None or allowed[m]):
            return m
    return -1


@dataclass(frozen=True)
class PythonFirstFit:
    """FCFS with backfilling at machine level: every waiting job, in release order, that fits
    starts on the lowest-index machine with enough free cores.

    With ``conventions = "authors"`` (the authors' ``simu.cc``, where the loop calls ``decide``
    once per event, :func:`resched.riskaware.simulate.run_python_authors`), a view of an arrival
    starts the released job on the lowest-index machine with room only if some machine on has
    *more* free cores than the job needs (``simu.cc``'s arrival test) and leaves the queue alone
    — a job running when the window opened (``progress`` > 0) starts if some machine has room
    for it (the loop drops it otherwise) —; any other view scans the queue as above, in the
    order of ``view.waiting`` (there the order of ``simu.cc``'s heap). Example:
    ``PythonFirstFit(conventions="authors")``."""

    name: str = "FirstFit"
    conventions: str = "resched"

    def decide(self, view: View) -> list[Start]:
        free = list(view.free)
        starts = []
        authors = self.conventions == "authors"
        if authors and view.released:
            for j in view.released:
                room, need = max(free[: view.alive], default=0), int(view.need[j])
                if room > need or (view.progress[j] > 0 and room >= need):
                    m = _lowest_fit(free, view.alive, need)
                    free[m] -= need
                    starts.append(Start(j, m))
            return starts
        for j in view.waiting:
            m = _lowest_fit(free, view.alive, int(view.need[j]))
            if m >= 0:
                free[m] -= int(view.need[j])
                starts.append(Start(j, m))
        return starts


@dataclass(frozen=True)
class PythonFirstFitBlocking:
    """FCFS without backfilling: the head job starts on the lowest-index machine with room; the
    queue waits while the head does not fit."""

    name: str = "FirstFitBlocking"

    def decide(self, view: View) -> list[Start]:
        free = list(view.free)
        starts = []
        for j in view.waiting:
            m = _lowest_fit(free, view.alive, int(view.need[j]))
            if m < 0:
                break
            free[m] -= int(view.need[j])
            starts.append(Start(j, m))
        return starts


@dataclass(frozen=True)
class PythonFirstFitAware:
    """The slides' handlers: queued jobs (killed ones included), by release, go to the machines
    where something happened — a completion, a machine coming on, or every machine after a
    removal —; then each job released now goes to the lowest-index machine with room."""

    name: str = "FirstFitAware"

    def decide(self, view: View) -> list[Start]:
        free = list(view.free)
        alive, old = view.alive, view.previous_alive
        fill = [m >= old or alive < old for m in range(view.machines)]
        for attempt in view.completed:
            fill[attempt.machine] = True
        new = set(view.released)
        starts = []
        for j in view.waiting:
            if j in new:
                continue
            m = _lowest_fit(free, alive, int(view.need[j]), fill)
            if m >= 0:
                free[m] -= int(view.need[j])
                starts.append(Start(j, m))
        for j in view.released:
            m = _lowest_fit(free, alive, int(view.need[j]))
            if m >= 0:
                free[m] -= int(view.need[j])
                starts.append(Start(j, m))
        return starts
