"""The frontier's measure: CPU seconds of one process, on one HiGHS thread ([CORE-D5]).

A size is *proven within L CPU seconds* when its solve ends OPTIMAL and the process's CPU time
(``time.process_time``: every thread of this process, HiGHS included) spent building and
solving it is at most L. HiGHS's own time limit is wall-clock, so on a shared machine it is set
:data:`WALL_FACTOR` times L (a solve that gets a quarter of a core still has its L CPU
seconds), and the CPU check is applied after the solve::

    result, cpu, wall = timed(lambda: solve(instance, options(60)))
    proven(result, cpu, 60)

The ladders of ``benchmarks/frontier_<family>.py`` use these helpers, so every row of
docs/frontier.md is in CPU seconds measured the same way.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

from resched.result import SolveOptions

WALL_FACTOR = 4.0
"""HiGHS's wall-clock limit, in multiples of the CPU limit (the machine may be shared)."""

T = TypeVar("T")


def options(cpu_limit: float, **more: object) -> SolveOptions:
    """One HiGHS thread, a wall-clock limit of :data:`WALL_FACTOR` × ``cpu_limit`` seconds."""
    return SolveOptions(time_limit=WALL_FACTOR * cpu_limit, threads=1, **more)  # type: ignore[arg-type]


def timed(call: Callable[[], T]) -> tuple[T, float, float]:
    """``call()``'s value, the process's CPU seconds and the wall-clock seconds it took."""
    cpu, wall = time.process_time(), time.perf_counter()
    value = call()
    return value, time.process_time() - cpu, time.perf_counter() - wall


def stopped(size: str, status: str, cpu_seconds: float | None) -> str:
    """The ``next`` column of a frontier row: the first size of the ladder not proven, its
    status and CPU seconds (e.g. ``10 jobs: time_limit after 38 CPU s``)."""
    known = cpu_seconds is None or "CPU s" in status  # "optimal after 75 CPU s" says it already
    return f"{size}: {status}" + ("" if known else f" after {cpu_seconds:.0f} CPU s")


def proven(result: object, cpu_seconds: float, cpu_limit: float) -> bool:
    """True when ``result`` is OPTIMAL and took at most ``cpu_limit`` CPU seconds."""
    return bool(getattr(result, "is_optimal", False)) and cpu_seconds <= cpu_limit
