"""Typed result of an exact solve."""

from __future__ import annotations

import enum
import math
import os
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from resched.errors import ReschedError


class SolveStatus(enum.Enum):
    """Outcome of a solve. OPTIMAL is reserved for a certified optimum (gap closed)."""

    OPTIMAL = "optimal"
    FEASIBLE = "feasible"  # a solution, but a gap limit or another limit stopped the search
    INFEASIBLE = "infeasible"
    UNBOUNDED = "unbounded"
    TIME_LIMIT = "time_limit"  # stopped by the time limit; may carry an incumbent
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
    solution where the exact model provides one. A solve stopped by a limit is never reported OPTIMAL. The
    Python API sets no limit by default (a result never depends on the machine's speed);
    the command line's ``--time-limit`` defaults to 60 s."""

    time_limit: float | None = None
    mip_gap: float | None = None
    threads: int | None = None
    warm_start: bool = True

    def __post_init__(self) -> None:
        """Refuse a limit that would not limit: a non-finite or non-positive time limit, a gap
        outside [0, 1], fewer than one thread or more threads than the machine has CPUs (HiGHS
        would start them all: 1,024 threads abort the interpreter under an address-space
        limit) — a one-line :class:`~resched.errors.ReschedError`."""
        if self.time_limit is not None and not (math.isfinite(self.time_limit) and self.time_limit > 0):
            raise ReschedError(f"time limit must be a finite number of seconds > 0, got {self.time_limit!r}")
        if self.mip_gap is not None and not (math.isfinite(self.mip_gap) and 0 <= self.mip_gap <= 1):
            raise ReschedError(f"MIP gap must be a finite number in [0, 1], got {self.mip_gap!r}")
        if self.threads is not None and (isinstance(self.threads, bool) or self.threads < 1):
            raise ReschedError(f"threads must be an integer >= 1, got {self.threads!r}")
        cpus = os.cpu_count() or 1
        if self.threads is not None and self.threads > cpus:
            raise ReschedError(f"threads must be at most this machine's {cpus} CPU(s), got {self.threads}")

    def to_dict(self) -> dict[str, object]:
        """The options as JSON fields (what a report's envelope records)."""
        return {
            "time_limit": self.time_limit,
            "mip_gap": self.mip_gap,
            "threads": self.threads,
            "warm_start": self.warm_start,
        }


def relative_gap(objective: float | None, bound: float | None) -> float | None:
    """|objective − bound| / max(|objective|, 1e-10), HiGHS's convention; None without both."""
    if objective is None or bound is None or not (math.isfinite(objective) and math.isfinite(bound)):
        return None
    return abs(objective - bound) / max(abs(objective), 1e-10)


DEFAULT_OPTIONS = SolveOptions()
"""No limit, HiGHS's default threads, warm starts on: the Python API's default."""
