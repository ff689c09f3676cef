"""Node-stealing strategies Hxyz (thesis §4.6.1, Algorithm 5): timing Tx, victim Vy,
criterion Kz. BASELINE (conservative backfilling, no stealing) and SFSJ = H111."""

from __future__ import annotations

import re
from dataclasses import dataclass

from resched.errors import ReschedError

TIMINGS = {1: "interrupt now", 2: "proactive checkpoint", 3: "next regular checkpoint"}
VICTIMS = {1: "fewest nodes, then latest release", 2: "latest release, then fewest nodes"}
CRITERIA = {1: "victim strictly smaller", 2: "victim released later", 3: "smaller max flow (walltimes)"}
TIE_BREAKS = ("latest_release", "latest_start")


@dataclass(frozen=True)
class Strategy:
    """``timing`` 0 means BASELINE (no stealing). ``tie_break`` decides among the victim
    candidates left equal by Vy: the latest original submission (default, §4.3.2) or the
    latest start of the running attempt ("shortest execution so far", §4.1); the job index
    breaks the remaining ties (later job first, toy example)."""

    timing: int = 0
    victim: int = 1
    criterion: int = 1
    tie_break: str = "latest_release"

    @property
    def steals(self) -> bool:
        return self.timing > 0

    @property
    def name(self) -> str:
        if not self.steals:
            return "BASELINE"
        code = "SFSJ" if (self.timing, self.victim, self.criterion) == (1, 1, 1) else \
            f"H{self.timing}{self.victim}{self.criterion}"
        return code if self.tie_break == "latest_release" else f"{code}/{self.tie_break}"


BASELINE = Strategy()
SFSJ = Strategy(1, 1, 1)
VARIANTS = tuple(Strategy(t, v, k) for t in TIMINGS for v in VICTIMS for k in CRITERIA)
"""The 18 variants H111 … H323 of §4.6."""


def strategy(name: str, tie_break: str = "latest_release") -> Strategy:
    """``BASELINE``, ``SFSJ`` or ``Hxyz`` (x ∈ 1..3, y ∈ 1..2, z ∈ 1..3)."""
    if tie_break not in TIE_BREAKS:
        raise ReschedError(f"unknown tie-break {tie_break!r} (known: {', '.join(TIE_BREAKS)})")
    key = name.strip().upper()
    if key == "BASELINE":
        return BASELINE
    if key == "SFSJ":
        return Strategy(1, 1, 1, tie_break)
    match = re.fullmatch(r"H([123])([12])([123])", key)
    if not match:
        raise ReschedError(f"unknown strategy {name!r} (BASELINE, SFSJ or Hxyz with x in 1-3, y in 1-2, z in 1-3)")
    return Strategy(*(int(g) for g in match.groups()), tie_break)
