"""Typed result of an exact solve."""

from __future__ import annotations

import enum
import math
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from typing import Any, Protocol, runtime_checkable

from resched.errors import ReschedError


class SolveStatus(enum.Enum):
    """Outcome of a solve. OPTIMAL is reserved for a certified optimum (gap closed)."""

    OPTIMAL = "optimal"
    FEASIBLE = "feasible"  # a solution, but a gap limit or another limit stopped the search
    INFEASIBLE = "infeasible"
    UNBOUNDED = "unbounded"
    TIME_LIMIT = "time_limit"  # stopped by the time limit; may carry an incumbent
    WORK_LIMIT = "work_limit"  # stopped by the node or iteration limit; may carry an incumbent and a bound
    BRACKETED = "bracketed"  # a search's certified bracket: the optimum lies in [bound, objective], of stated width
    ERROR = "error"


@runtime_checkable
class Solution(Protocol):
    """An exact model's solution in its family's own terms: who runs where and when (jobs with
    their processors or nodes, start and end; per-section paths; allotments; reservations with
    their checkpoints; checkpointed tasks), not a vector of variable values.

    ``objective`` is recomputed from the schedule itself (not read from the solver), in the
    model's units and sense. ``to_dict()`` is the JSON document (``resched solve --solution``
    writes it; it holds at least ``objective`` and ``schedule``, the rows of ``schedule()``,
    with the instance's own ids for jobs); ``schedule()`` gives the compact schedule, one flat
    row per job, section, attempt or reservation (what ``resched solve`` prints); and
    ``replay(instance)`` evaluates the schedule with the family's own simulator or metric code
    (not the model), which ``validate`` compares with the model's objective.
    """

    @property
    def objective(self) -> float: ...

    def to_dict(self) -> dict[str, object]: ...

    def schedule(self) -> list[dict[str, object]]: ...

    def replay(self, instance: Any) -> float: ...


@dataclass(frozen=True)
class SolveResult:
    """Status, objective, best bound, relative gap, wall time (s) and variable values; for a
    MIP started from a solution, that start's objective and the seconds to the first
    incumbent better than it (to the first incumbent at all without a start).

    ``values`` maps each variable component name to its value (scalar variable) or to a
    dict from the instance's own index (job names, sections…) to the value. ``solution`` is
    the incumbent in the family's terms (:class:`Solution`; ``None`` without an incumbent, or
    before the model's decoder has run: :meth:`resched.declarations.ExactModel.run` sets it).
    """

    status: SolveStatus
    objective: float | None
    bound: float | None
    gap: float | None
    runtime: float
    values: dict[str, Any] = field(default_factory=dict, repr=False)
    model_name: str = ""
    is_mip: bool = False
    message: str = ""
    start_objective: float | None = None
    first_improvement_seconds: float | None = None
    solution: Solution | None = field(default=None, repr=False, compare=False)

    @property
    def is_optimal(self) -> bool:
        return self.status is SolveStatus.OPTIMAL

    @property
    def has_solution(self) -> bool:
        return self.objective is not None and math.isfinite(self.objective)

    def summary(self) -> dict[str, object]:
        """JSON-ready summary without the variable values."""
        return {
            "model_name": self.model_name,
            "status": self.status.value,
            "objective": self.objective,
            "bound": self.bound,
            "gap": self.gap,
            "seconds": round(self.runtime, 6),
            "mip": self.is_mip,
            "message": self.message,
            "start_objective": self.start_objective,
            "first_improvement_seconds": self.first_improvement_seconds,
        }


@dataclass(frozen=True)
class SolveOptions:
    """Limits of an exact solve: wall-clock ``time_limit`` (s, ``None`` = none), HiGHS's
    relative ``mip_gap`` at which to stop (``None`` = prove optimality) and ``threads``
    (``None`` = HiGHS's default); ``warm_start``: start a MIP from the family heuristic's
    solution where the exact model provides one. Two deterministic work limits, the same on
    every machine: ``node_limit``, the branch-and-bound nodes of a MIP solve (HiGHS's
    ``mip_max_nodes``), and ``iteration_limit``, the simplex iterations of an LP solve
    (HiGHS's ``simplex_iteration_limit``); a solve stopped by either is WORK_LIMIT. A solve
    stopped by a limit is never reported OPTIMAL. The Python API sets no limit by default (a
    result never depends on the machine's speed); the command line's ``--time-limit``
    defaults to 60 s. Example: ``SolveOptions(time_limit=60, node_limit=10_000)``."""

    time_limit: float | None = None
    mip_gap: float | None = None
    threads: int | None = None
    warm_start: bool = True
    node_limit: int | None = None
    iteration_limit: int | None = None

    def __post_init__(self) -> None:
        """Refuse a limit that would not limit: a non-finite or non-positive time limit, a gap
        outside [0, 1], fewer than one thread or more threads than the machine has CPUs (HiGHS
        would start them all: 1,024 threads abort the interpreter under an address-space
        limit), a node or iteration limit that is no integer >= 1 — a one-line
        :class:`~resched.errors.ReschedError`."""
        if self.time_limit is not None and not (math.isfinite(self.time_limit) and self.time_limit > 0):
            raise ReschedError(f"time limit must be a finite number of seconds > 0, got {self.time_limit!r}")
        if self.mip_gap is not None and not (math.isfinite(self.mip_gap) and 0 <= self.mip_gap <= 1):
            raise ReschedError(f"MIP gap must be a finite number in [0, 1], got {self.mip_gap!r}")
        if self.threads is not None and (isinstance(self.threads, bool) or self.threads < 1):
            raise ReschedError(f"threads must be an integer >= 1, got {self.threads!r}")
        cpus = os.cpu_count() or 1
        if self.threads is not None and self.threads > cpus:
            raise ReschedError(f"threads must be at most this machine's {cpus} CPU(s), got {self.threads}")
        for what, limit in (("node limit", self.node_limit), ("iteration limit", self.iteration_limit)):
            if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int) or limit < 1):
                raise ReschedError(f"{what} must be an integer >= 1, got {limit!r}")

    def to_dict(self) -> dict[str, object]:
        """The options as JSON fields (what a report's envelope records)."""
        return {
            "time_limit": self.time_limit,
            "mip_gap": self.mip_gap,
            "threads": self.threads,
            "warm_start": self.warm_start,
            "node_limit": self.node_limit,
            "iteration_limit": self.iteration_limit,
        }


def relative_gap(objective: float | None, bound: float | None) -> float | None:
    """|objective − bound| / max(|objective|, 1e-10), HiGHS's convention; None without both."""
    if objective is None or bound is None or not (math.isfinite(objective) and math.isfinite(bound)):
        return None
    return abs(objective - bound) / max(abs(objective), 1e-10)


DEFAULT_OPTIONS = SolveOptions()
"""No limit, HiGHS's default threads, warm starts on: the Python API's default."""


class LimitReached(ReschedError):
    """An algorithm's own exact sub-solve was stopped by the limits of its run (its
    :func:`budget`): the algorithm has no result. ``validate`` reports the run as stopped."""


_BUDGET: ContextVar[tuple[SolveOptions, float | None] | None] = ContextVar("resched_budget", default=None)
"""The options of the algorithm run in progress and its deadline (``time.perf_counter()``)."""


@contextmanager
def budget(options: SolveOptions) -> Iterator[None]:
    """Run an algorithm (a heuristic, or a model's start) under ``options``: its own exact
    sub-solves (e.g. DPGoodputSlow-BestCnf's phase MILP, one per section) share
    ``options.time_limit`` (seconds for all of them together, from now) and each one has the
    node and iteration limits (:func:`sub_solve_options`); a sub-solve stopped by them raises
    :class:`LimitReached` (:func:`check_sub_solve`). Example::

        with budget(SolveOptions(time_limit=60, node_limit=1000)):
            value = heuristic.run(instance)  # or LimitReached
    """
    deadline = None if options.time_limit is None else time.perf_counter() + options.time_limit
    token = _BUDGET.set((options, deadline))
    try:
        yield
    finally:
        _BUDGET.reset(token)


def current_limits() -> tuple[object, ...]:
    """The limits of the :func:`budget` in progress as a hashable key (time, nodes,
    iterations), ``()`` outside a budget: an algorithm that caches a run stopped by them keys
    it so."""
    current = _BUDGET.get()
    if current is None:
        return ()
    limits = current[0]
    return (limits.time_limit, limits.node_limit, limits.iteration_limit)


def sub_solve_options(base: SolveOptions, what: str) -> SolveOptions:
    """The options of an algorithm's own exact sub-solve ``what``: ``base`` with the limits of
    the current :func:`budget` (the time left, its node and iteration limits); ``base`` itself
    outside a budget. :class:`LimitReached` when the budget's time is spent."""
    current = _BUDGET.get()
    if current is None:
        return base
    limits, deadline = current
    time_limit = base.time_limit
    if deadline is not None:
        left = deadline - time.perf_counter()
        if left <= 0:
            raise LimitReached(f"{what}: the time limit of {limits.time_limit:g} s was spent before it")
        time_limit = left if time_limit is None else min(time_limit, left)
    return replace(
        base,
        time_limit=time_limit,
        node_limit=limits.node_limit if base.node_limit is None else base.node_limit,
        iteration_limit=limits.iteration_limit if base.iteration_limit is None else base.iteration_limit,
    )


def check_time(what: str) -> None:
    """Stop an algorithm run whose :func:`budget` time is spent: raise :class:`LimitReached`
    naming ``what`` (the step about to start, e.g. ``"DPGoodputSlow: section 12"``) once the
    budget's deadline has passed; nothing outside a budget or without a time limit. An
    algorithm without exact sub-solves calls it between its steps (the varcap simulation per
    section), so that ``validate`` stops it within one step of its time limit."""
    current = _BUDGET.get()
    if current is None:
        return
    limits, deadline = current
    if deadline is not None and time.perf_counter() > deadline:
        raise LimitReached(f"{what}: the time limit of {limits.time_limit:g} s was spent before it")


def check_sub_solve(result: SolveResult, what: str) -> SolveResult:
    """``result`` of the sub-solve ``what``, or :class:`LimitReached` if a limit stopped it
    (TIME_LIMIT or WORK_LIMIT: the algorithm's step is not the optimum it needs)."""
    if result.status in (SolveStatus.TIME_LIMIT, SolveStatus.WORK_LIMIT):
        raise LimitReached(f"{what}: stopped by the {result.status.value.replace('_', ' ')} ({result.message})")
    return result
