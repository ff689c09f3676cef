"""Node-stealing strategies Hxyz (thesis §4.6.1, Algorithm 5): timing Tx, victim Vy,
criterion Kz. BASELINE (conservative backfilling, no stealing) and SFSJ = H111.

The names, summaries and traits are declared in :data:`resched.batch.family.ALGORITHMS`;
this module holds the :class:`Strategy` objects the simulator reads and the factories the
registry names (``baseline_strategy``, ``h111_strategy`` … ``h323_strategy``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from itertools import product

from resched.batch.family import ALGORITHMS, BACKFILLINGS, CRITERIA, TIE_BREAKS, TIMINGS, VICTIMS
from resched.errors import ReschedError


@dataclass(frozen=True)
class Strategy:
    """``timing`` 0 means BASELINE (no stealing). ``tie_break`` decides among the victim
    candidates left equal by Vy: the latest original submission (default, §4.3.2) or the
    latest start of the running attempt ("shortest execution so far", §4.1); the job index
    breaks the remaining ties (later job first, toy example). ``backfilling`` is the
    conservative-backfilling mode (:data:`~resched.batch.family.BACKFILLINGS`)."""

    timing: int = 0
    victim: int = 1
    criterion: int = 1
    tie_break: str = "latest_release"
    backfilling: str = "compress"

    @property
    def steals(self) -> bool:
        return self.timing > 0

    @property
    def name(self) -> str:
        if not self.steals:
            return "BASELINE"
        code = (
            "SFSJ"
            if (self.timing, self.victim, self.criterion) == (1, 1, 1)
            else f"H{self.timing}{self.victim}{self.criterion}"
        )
        options = [
            value
            for value, default in ((self.tie_break, "latest_release"), (self.backfilling, "compress"))
            if value != default
        ]
        return "/".join((code, *options))


BASELINE = Strategy()
SFSJ = Strategy(1, 1, 1)
VARIANTS = tuple(Strategy(t, v, k) for t in TIMINGS for v in VICTIMS for k in CRITERIA)
"""The 18 variants H111 … H323 of §4.6."""


def _factory(timing: int, victim: int = 1, criterion: int = 1) -> Callable[[], Strategy]:
    def make() -> Strategy:
        return Strategy(timing, victim, criterion)

    make.__doc__ = f"The strategy {Strategy(timing, victim, criterion).name}."
    return make


# Factories named by the algorithm registry (resched.batch.family.ALGORITHMS).
baseline_strategy = _factory(0)
for _t, _v, _k in product(TIMINGS, VICTIMS, CRITERIA):
    globals()[f"h{_t}{_v}{_k}_strategy"] = _factory(_t, _v, _k)


def strategy(name: str, tie_break: str = "latest_release", backfilling: str = "compress") -> Strategy:
    """The strategy named ``name`` (``BASELINE``, ``SFSJ``, ``Hxyz`` with x ∈ 1..3, y ∈ 1..2,
    z ∈ 1..3; any case) with the victim ``tie_break`` and the ``backfilling`` mode."""
    if tie_break not in TIE_BREAKS:
        raise ReschedError(f"unknown tie-break {tie_break!r} (known: {', '.join(TIE_BREAKS)})")
    if backfilling not in BACKFILLINGS:
        raise ReschedError(f"unknown backfilling {backfilling!r} (known: {', '.join(BACKFILLINGS)})")
    return configured(ALGORITHMS.resolve(name), tie_break, backfilling)


def configured(algorithm, tie_break: str, backfilling: str) -> Strategy:
    """The :class:`Strategy` of a registry ``algorithm`` with the algorithm parameters."""
    return replace(algorithm.build(), tie_break=tie_break, backfilling=backfilling)
