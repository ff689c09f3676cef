"""The batch family's algorithms: the factories that :data:`resched.batch.family.ALGORITHMS`
and :data:`resched.batch.family.REPLAY_ALGORITHMS` name.

Node-stealing strategies Hxyz (thesis §4.6.1, Algorithm 5): timing Tx, victim Vy, criterion
Kz; BASELINE (conservative backfilling, no stealing) and SFSJ = H111. A strategy is a
:class:`~resched.batch.instance.schedule.Strategy` (integer codes) that carries the
conservative-backfilling kernels it is planned with (:mod:`resched.batch.algorithms.kernels`,
its ``planner``). The names,
summaries and traits are declared in the registry; this module holds the factories it names
(``baseline_strategy``, ``h111_strategy`` … ``h323_strategy``) and the reservation strategies
replayed through the simulator (``dyn_prog_count_reservations``, ``all_ckpt_reservations``,
``hpc_reservations``, from :mod:`resched.batch.algorithms.reservations`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import product
from typing import TYPE_CHECKING

from resched.algorithms import Algorithm
from resched.batch.algorithms import kernels
from resched.batch.instance.schedule import Strategy
from resched.batch.params import CRITERIA, TIMINGS, VICTIMS

if TYPE_CHECKING:
    from resched.batch.algorithms.reservations import Reservations

BASELINE = Strategy(planner=kernels)
SFSJ = Strategy(1, 1, 1, planner=kernels)
VARIANTS = tuple(Strategy(t, v, k, planner=kernels) for t in TIMINGS for v in VICTIMS for k in CRITERIA)
"""The 18 variants H111 … H323 of §4.6."""


def _factory(timing: int, victim: int = 1, criterion: int = 1) -> Callable[[], Strategy]:
    def make() -> Strategy:
        return Strategy(timing, victim, criterion, planner=kernels)

    make.__doc__ = f"The strategy {Strategy(timing, victim, criterion).name}."
    return make


# Factories named by the algorithm registry (resched.batch.family.ALGORITHMS).
baseline_strategy = _factory(0)
for _t, _v, _k in product(TIMINGS, VICTIMS, CRITERIA):
    globals()[f"h{_t}{_v}{_k}_strategy"] = _factory(_t, _v, _k)


def configured(algorithm: Algorithm, tie_break: str, backfilling: str) -> Strategy:
    """The :class:`Strategy` of a registry ``algorithm`` with the algorithm parameters."""
    return replace(algorithm.build(), tie_break=tie_break, backfilling=backfilling)


# Factories named by the replay registry (resched.batch.family.REPLAY_ALGORITHMS).
def dyn_prog_count_reservations() -> Reservations:
    """DYN-PROG-COUNT: the optimal reservation sequence on the discretised law."""
    from resched.batch.algorithms.reservations import planned

    return planned("dp")


def all_ckpt_reservations() -> Reservations:
    """ALL-CKPT: the optimal sequence with a checkpoint at every reservation."""
    from resched.batch.algorithms.reservations import planned

    return planned("all-ckpt")


def hpc_reservations() -> Reservations:
    """HPC: the mean of the last 5 run times, ×1.5 per retry, no checkpoint."""
    from resched.batch.algorithms.reservations import hpc

    return hpc


__all__ = [
    "BASELINE",
    "SFSJ",
    "VARIANTS",
    "Strategy",
    "all_ckpt_reservations",
    "baseline_strategy",
    "configured",
    "dyn_prog_count_reservations",
    "hpc_reservations",
]
