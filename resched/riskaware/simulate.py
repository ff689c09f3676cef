"""Event-driven simulator of the risk-aware algorithms (spec B.4.3) and its invariants.

Algorithms (slides' names; parameters of :class:`Policy`):

* ``FirstFit`` — FCFS + FirstFit, the slides' simplest strategy: one queue in release order;
  the head job starts on the lowest-index machine with enough free cores, and the queue waits
  while the head does not fit (no backfilling).
* ``FirstFitAware`` — the slides' handlers: an arriving job goes to the lowest-index machine
  with room, else to the queue; a completion on m starts queued jobs that fit on m, by
  release date; a new machine receives queued jobs by release date; after a removal every
  queued job (killed ones included) goes to the lowest-index machine with room.
* ``TargetStretch`` — one queue per machine with conservative backfilling (a job is
  reserved in the earliest hole of its machine's core profile, never delaying a reserved
  job); the job goes to its target machine, or to the closest machine within ``distance``
  (safer side first) where its stretch (s + w − r)/w stays ≤ ``target_stretch``, else to the
  one of them where it starts first.
* ``TargetASAP`` — start now on the target or the closest machine within ``distance`` that
  has room; otherwise reserve on the target if the target stretch holds there; otherwise
  reserve where the job starts first among the acceptable machines: those no riskier than
  target + ``distance`` or than the job's survival reach (below).
* ``PackedTargetASAP`` — as TargetASAP on the target's pack (machines grouped by ``pack``,
  scanned from the first machine of the pack, leaving its last machines empty for large
  jobs); the fallback is any machine up to the end of the pack or the survival reach.

Target machine (spec B.8.3, both recommended mappings combined): the job's length class
⌈w/φ⌉ is mapped by work rank — the fraction q of the work released so far that lies in
shorter classes (plus half its own) gives machine ⌊M_alive·(1 − q)⌋, so the longest work
lands on the safest machines and every machine gets a similar share — then capped by the
survival reach: the riskiest machine whose survival over the ⌊(t mod φ + w)/φ⌋ walk changes
the job would see is ≥ ``safety`` (:func:`resched.riskaware.capacity.survival_targets`;
exact for fixed periods, an estimate for random phases). On any capacity change the pending
jobs of every local queue are re-planned in release order (targets recomputed); killed jobs
rejoin with their original release date (B.8.5).

Default parameters: target stretch 1.5, distance 2, pack 4, safety 0.9. The target stretch
was chosen among {1.5, 3, 10} on the 7-day Borg window (seed 1, φ ∈ {10, 20, 240} min): a
loose target lets long jobs wait for their safe machine while others idle.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from resched.errors import ReschedError
from resched.riskaware import kernels
from resched.riskaware.capacity import horizon_periods, survival_targets
from resched.riskaware.instance import RiskAwareInstance

ALGORITHMS: dict[str, int] = {
    "FirstFit": kernels.FIRST_FIT,
    "FirstFitAware": kernels.FIRST_FIT_AWARE,
    "TargetStretch": kernels.TARGET_STRETCH,
    "TargetASAP": kernels.TARGET_ASAP,
    "PackedTargetASAP": kernels.PACKED_TARGET_ASAP,
}


class InvariantError(AssertionError):
    """A simulated schedule breaks the model (a bug in the simulator, never a user error)."""


@dataclass(frozen=True)
class Policy:
    """An algorithm and its parameters: target max stretch, neighbourhood distance (machine
    indices), pack size (machines) and survival threshold of the target machine."""

    algorithm: str
    target_stretch: float = 1.5
    distance: int = 2
    pack: int = 4
    safety: float = 0.9

    def __post_init__(self) -> None:
        if self.algorithm not in ALGORITHMS:
            raise ReschedError(f"unknown algorithm {self.algorithm!r} (known: {', '.join(ALGORITHMS)})")
        if self.target_stretch < 1 or self.distance < 0 or self.pack < 1 or not 0 < self.safety <= 1:
            raise ReschedError("need target_stretch >= 1, distance >= 0, pack >= 1, 0 < safety <= 1")


@dataclass(frozen=True)
class Schedule:
    """Attempt log of a run: arrays ``job``, ``machine``, ``start``, ``end`` (ticks) and
    ``kind`` (0 completed at end, 1 killed at end, 2 running when the run stopped at
    ``stopped``, end = predicted completion); ``seconds`` = wall time of the run."""

    job: np.ndarray
    machine: np.ndarray
    start: np.ndarray
    end: np.ndarray
    kind: np.ndarray
    stopped: int
    seconds: float


def simulate(instance: RiskAwareInstance, policy: Policy, until: int | None = None,
             check: bool = True) -> Schedule:
    """Run ``policy`` online on ``instance`` (capacity revealed as it happens) until every
    job completes or the last event at or before ``until`` ticks; check the invariants."""
    a, plat, cap = instance.arrays, instance.platform, instance.capacity
    n_max = horizon_periods(int(a.length.max()), plat.period)
    targets = survival_targets(plat.safe, plat.machines, plat.step, n_max, policy.safety)
    stop = kernels.NEVER if until is None else int(until)
    start = time.perf_counter()
    log = kernels.simulate_kernel(
        a.release, a.cores, a.length, np.asarray(cap.times, np.int64), np.asarray(cap.alive, np.int64),
        plat.machines, plat.cores, ALGORITHMS[policy.algorithm], float(policy.target_stretch),
        policy.distance, policy.pack, plat.period, targets, stop,
    )
    seconds = time.perf_counter() - start
    schedule = Schedule(*log.T.copy(), stopped=stop, seconds=seconds)
    if check:
        check_schedule(instance, schedule)
    return schedule


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
    if np.any((s.kind == kernels.COMPLETED) & (s.end - s.start != a.length[s.job])):
        raise InvariantError("a completed attempt does not last its job's length")
    if np.any((s.kind == kernels.KILLED) & ((s.end - s.start >= a.length[s.job]) | (s.end <= s.start))):
        raise InvariantError("a killed attempt has an impossible duration")
    _check_alive(cap, s)
    _check_sequences(s)
    _check_cores(instance, s)


def _check_alive(cap, s: Schedule) -> None:
    """Machine alive on [start, last tick run]; a killed attempt's machine is off at its end."""
    times = np.asarray(cap.times)
    alive = np.asarray(cap.alive)
    last_run = np.where(s.kind == kernels.OPEN, np.minimum(s.end, s.stopped + 1), s.end)
    for k in range(len(times)):  # every capacity segment overlapping an attempt keeps its machine
        seg_start, seg_end = times[k], times[k + 1] if k + 1 < len(times) else np.iinfo(np.int64).max
        overlaps = (s.start < seg_end) & (last_run > seg_start)
        if np.any(overlaps & (s.machine >= alive[k])):
            raise InvariantError(f"an attempt runs on a machine that is off during [{seg_start}, {seg_end})")
    killed = s.kind == kernels.KILLED
    if np.any(s.machine[killed] < cap.at(s.end[killed])):
        raise InvariantError("an attempt was killed while its machine stayed on")


def _check_sequences(s: Schedule) -> None:
    order = np.lexsort((s.start, s.job))
    job, start, end, kind = s.job[order], s.start[order], s.end[order], s.kind[order]
    same = job[1:] == job[:-1]
    if np.any(same & (start[1:] < end[:-1])):
        raise InvariantError("two attempts of a job overlap")
    if np.any(same & (kind[:-1] != kernels.KILLED)):
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
