"""Work of schedules that the section-by-section simulator cannot play: the fractional 15-path
mixtures of the clairvoyant LP relaxations, the fluid allocations of the §5.1 yield LP and
the unit-step schedules of the time-indexed MILPs. Each function checks the schedule's rules
(one-line :class:`~resched.errors.ReschedError` on a broken one) and returns the work l_j
(time units) of every job, from which :func:`resched.varcap.metrics.goodput` and
:func:`resched.varcap.metrics.min_yield` give the objectives.

Why not the simulator: it takes one 15-path decision per section (:func:`check_decision`);
a mixture holds several paths per job and section with fractions, a fluid allocation runs a
job on a fraction of its p_j processors over a subsection with no path, checkpoint or
recovery at all, and a time-indexed schedule may recover at any step or checkpoint, stop
and restart a job inside a section, which no path does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

import numpy as np

from resched.errors import ReschedError
from resched.varcap.instance import VarCapInstance
from resched.varcap.instance.section import path_work

_TOL = 1e-6


def mixture_work(
    instance: VarCapInstance,
    section: np.ndarray,
    job: np.ndarray,
    path: np.ndarray,
    fraction: np.ndarray,
    C_nf: np.ndarray,
) -> np.ndarray:
    """l_j = Σ fraction·path_work(path, T_{i+1} − T_i, C_nf, C_j, R_j) over the rows of a
    fractional 15-path schedule (row r: job ``job[r]`` follows path ``path[r]`` of section
    ``section[r]`` for the share ``fraction[r]`` ∈ [0, 1] of its processors, with phase-1
    length ``C_nf[r]``). The fractions of every (job, section) sum to 1 and every row's work
    is ≥ 0. Example: two half rows on paths 1 (l = T) and 9 (idle) give l_j = T/2."""
    a = instance.arrays
    lengths = np.diff(a.T)
    m, n = len(a.p), len(lengths)
    share = np.zeros((m, n))
    np.add.at(share, (job, section), fraction)
    if (np.asarray(fraction) < -_TOL).any() or (np.abs(share - 1.0) > _TOL).any():
        j, i = np.unravel_index(int(np.argmax(np.abs(share - 1.0))), share.shape)
        raise ReschedError(f"job {instance.jobs[j].name}, section {i}: path fractions sum to {share[j, i]:.9g}, not 1")
    worked = np.zeros(m)
    for i, j, k, f, c in zip(section, job, path, fraction, C_nf):
        w = path_work(int(k), float(lengths[i]), float(c), float(a.C[j]), float(a.R[j]))
        if w < -_TOL * max(1.0, float(lengths[i])):
            raise ReschedError(f"job {instance.jobs[j].name}, section {i}: path {k} with C_nf = {c:g} works {w:g} < 0")
        worked[j] += float(f) * w
    return worked


def fluid_progress(
    instance: VarCapInstance, start: np.ndarray, length: np.ndarray, job: np.ndarray, slot: np.ndarray, x: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """(l_j, e_j) of a fluid allocation: job ``job[r]`` works ``x[r]`` time units on p_j
    processors in the subsection ``slot[r]`` = [start, start + length), at the constant rate
    x/length (so at every instant Σ_j p_j·rate ≤ P when Σ_j p_j x_{j,φ} ≤ length·P). The
    rules: 0 ≤ x ≤ length, no work before r_j, p_j ≤ P of the subsection's section, and
    Σ_j p_j x_{j,φ} ≤ length·P (§5.1 Eqs. (4), (6)). l_j = min(L_j, Σ x); e_j is the date the
    cumulative work reaches L_j (NaN if it does not)."""
    a = instance.arrays
    section = np.clip(np.searchsorted(a.T, start, side="right") - 1, 0, instance.n_sections - 1)
    scale = _TOL * max(1.0, float(a.T[-1] - a.T[0]))
    if (x < -scale).any() or (x > length[slot] + scale).any():
        raise ReschedError("a fluid allocation works less than 0 or more than its subsection's length")
    if (start[slot] + scale < a.release[job]).any() or (a.p[job] > a.P[section[slot]]).any():
        raise ReschedError("a fluid allocation runs a job before its release or on a section smaller than it")
    used = np.zeros(len(start))
    np.add.at(used, slot, a.p[job] * x)
    if (used > length * a.P[section] * (1 + _TOL) + scale).any():
        raise ReschedError("a fluid allocation uses more processor-time than a subsection has (Eq. 4)")
    m = len(a.p)
    worked = np.zeros(m)
    completion = np.full(m, np.nan)
    for r in np.argsort(start[slot], kind="stable"):
        j, s = int(job[r]), int(slot[r])
        if np.isfinite(completion[j]) or x[r] <= 0:
            continue
        remaining = a.length[j] - worked[j]
        if x[r] >= remaining:
            completion[j] = start[s] + length[s] * remaining / x[r]
            worked[j] = a.length[j]
        else:
            worked[j] += x[r]
    return worked, completion


class Interval(NamedTuple):
    """One activity of a job in a unit-step schedule: ``kind`` ``recovery``, ``work`` or
    ``checkpoint`` over the steps [start, end) (an instantaneous checkpoint or recovery, C_j
    or R_j = 0, has start = end)."""

    job: int
    kind: str
    start: int
    end: int


def steps_work(
    dates: Sequence[int],
    P: Sequence[int],
    P_end: Sequence[int],
    p: Sequence[int],
    C: Sequence[int],
    R: Sequence[int],
    status: Sequence[int],
    eligible: Sequence[bool],
    intervals: Sequence[Interval],
) -> np.ndarray:
    """Working time (steps) of every job of a unit-step schedule over the sections
    [dates[i], dates[i+1]) with P[i] processors, after checking its rules: a job's activities
    do not overlap; a recovery lasts R_j and a checkpoint C_j, neither spans an inner date;
    work starts at step 0 for a job running or checkpointed at the start (``status`` 0 or 1:
    Run⁽⁰⁾, Ckpt⁽⁰⁾), right after a recovery, or at an inner date right after a checkpoint;
    work stops at the horizon or into a checkpoint; a checkpoint follows work (or starts at
    step 0 for an active job, or at an inner date after a recovery or checkpoint); a Run⁽⁰⁾
    job is busy at step 0; an ineligible job neither works nor recovers; at every step
    Σ p_j (busy) ≤ P_i; at every section end the jobs still running (working through its last
    step and not checkpointed instantly there, or ending a recovery there) use ≤ P_end[i]."""
    H = int(dates[-1])
    inner = set(int(d) for d in dates[1:-1])
    m = len(p)
    by_job: list[list[Interval]] = [[] for _ in range(m)]
    for iv in intervals:
        by_job[iv.job].append(iv)
    busy = np.zeros(H, dtype=np.int64)
    worked = np.zeros(m)
    for j, own in enumerate(by_job):
        own.sort(key=lambda iv: (iv.start, iv.end))
        held = [iv for iv in own if iv.end > iv.start]  # activities holding processors
        instants = {(iv.kind, iv.start) for iv in own if iv.end == iv.start}  # C_j or R_j = 0
        active0 = status[j] in (0, 1)
        for pos, iv in enumerate(held):
            before = held[pos - 1] if pos else None
            after = held[pos + 1] if pos + 1 < len(held) else None
            _check_interval(
                j, iv, before, after, H, inner, (int(R[j]), int(C[j])), active0, bool(eligible[j]), instants
            )
            busy[iv.start : iv.end] += int(p[j])
            if iv.kind == "work":
                worked[j] += iv.end - iv.start
        for kind, t in instants:
            if kind == "recovery" and (int(R[j]) != 0 or not eligible[j]):
                raise ReschedError(f"job {j}: an instantaneous recovery at {t}, R_j = {int(R[j])}")
            works = any(iv.kind == "work" and iv.start < t <= iv.end for iv in held) or (t == 0 and active0)
            if kind == "checkpoint" and (int(C[j]) != 0 or not works):
                raise ReschedError(f"job {j}: an instantaneous checkpoint at {t} follows no work (C_j = {int(C[j])})")
        if status[j] == 0 and not any(iv.start == 0 and iv.kind in ("work", "checkpoint") for iv in own):
            raise ReschedError(f"job {j}: running at the start, it neither works nor checkpoints at step 0")
    for i in range(len(P)):
        lo, hi = int(dates[i]), int(dates[i + 1])
        if hi > lo and busy[lo:hi].max() > int(P[i]):
            raise ReschedError(f"section {i}: {int(busy[lo:hi].max())} processors busy, P = {int(P[i])}")
        running = 0
        for j, own in enumerate(by_job):
            instant = any(iv.kind == "checkpoint" and iv.start == iv.end == hi for iv in own)
            works = any(iv.kind == "work" and iv.start < hi <= iv.end for iv in own) and not instant
            recovers = any(iv.kind == "recovery" and iv.end == hi and iv.end > iv.start for iv in own)
            running += int(p[j]) * (works or (recovers and hi < H))
        if hi > lo and running > int(P_end[i]):
            raise ReschedError(f"section {i}: {running} processors uncheckpointed at its end, limit {int(P_end[i])}")
    return worked


def _check_interval(
    j: int,
    iv: Interval,
    before: Interval | None,
    after: Interval | None,
    H: int,
    inner: set[int],
    R_C: tuple[int, int],
    active0: bool,
    eligible: bool,
    instants: set[tuple[str, int]],
) -> None:
    """The rules of :func:`steps_work` for one activity of job j (lasting a step or more),
    between its neighbours; ``instants`` holds its instantaneous recoveries and checkpoints."""
    R, C = R_C
    where = f"job {j}: {iv.kind} [{iv.start}, {iv.end})"
    if not 0 <= iv.start <= iv.end <= H or (before is not None and before.end > iv.start):
        raise ReschedError(f"{where} overlaps another activity or leaves the horizon")
    if iv.kind != "checkpoint" and not eligible:
        raise ReschedError(f"{where}: the job is not eligible")
    if iv.kind in ("recovery", "checkpoint"):
        if iv.end - iv.start != (R if iv.kind == "recovery" else C):
            raise ReschedError(f"{where} does not last {R if iv.kind == 'recovery' else C}")
        if any(iv.start < d < iv.end for d in inner):
            raise ReschedError(f"{where} spans a section date")
    follows = before is not None and before.end == iv.start
    if iv.kind == "work":
        started = (
            (iv.start == 0 and active0)
            or (follows and before is not None and before.kind == "recovery")
            or ("recovery", iv.start) in instants
        )
        resumed = follows and before is not None and before.kind == "checkpoint" and iv.start in inner
        if not (started or resumed):
            raise ReschedError(f"{where} starts without a recovery")
        stops = (after is not None and after.kind == "checkpoint" and after.start == iv.end) or (
            "checkpoint",
            iv.end,
        ) in instants
        if iv.end < H and not stops:
            raise ReschedError(f"{where} stops without a checkpoint")
    elif iv.kind == "checkpoint":
        after_work = follows and before is not None and before.kind == "work"
        at_date = (
            follows
            and before is not None
            and before.kind in ("recovery", "checkpoint")
            and (iv.start in inner or iv.end in inner)
        )
        after_instant = ("recovery", iv.start) in instants and (iv.start in inner or iv.end in inner)
        if not (after_work or at_date or after_instant or (iv.start == 0 and active0)):
            raise ReschedError(f"{where} follows no work")
