"""Monte-Carlo simulators of both chapters (numba kernels).

A run is a sequence of chunks; chunk j needs ``work[j]`` units (its iterations or tasks plus
its checkpoint) and, after a failure, a downtime D then ``recovery[j]`` before it restarts.
Two failure processes:

- ``paper=False`` (model-exact, the default): failures form a Poisson process of rate λ on
  *up time* (work, checkpoints, recoveries); no failure during a downtime — the model of
  Eq. (2.1). Each failure costs the lost time, D, and R (itself subject to failures).
- ``paper=True``: the thesis' failure traces, absolute dates with inter-arrival times
  max(Exp(λ), D), consumed by Algorithm 1 (a failure during D or R restarts D + R).

Common random numbers: the failure stream of an instance is drawn from numba's generator
re-seeded with that instance's seed before each strategy, so every strategy of an instance
sees the same failures (in up time for the model, in wall time for the paper's traces).

Event bound: a run stops after :func:`failure_budget` failures (10^6 plus 1000 per chunk or
iteration, far above any setting of the thesis) and the simulation raises a
:class:`~resched.errors.ReschedError` instead of running for hours when a chunk would need
e^{λ(w+c)} ≫ 10^6 attempts.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from resched.errors import ReschedError

BASE_FAILURES = 1_000_000
FAILURES_PER_CHUNK = 1000


def failure_budget(chunks: int) -> int:
    """Most failures one run may see: 10^6 + 1000 per chunk (or iteration)."""
    return BASE_FAILURES + FAILURES_PER_CHUNK * int(chunks)


@njit(cache=True)
def _model_attempt(state, duration, recovery, D, lam, limit):
    """Run ``duration`` units until success; state = [wall time, up time left to the next
    failure, failures]. Returns early once the failures exceed ``limit``."""
    while state[1] < duration:
        if state[2] > limit:
            return
        state[0] += state[1] + D
        state[2] += 1
        state[1] = np.random.exponential(1.0 / lam)
        while state[1] < recovery:  # failure during the recovery: downtime and recovery again
            if state[2] > limit:
                return
            state[0] += state[1] + D
            state[2] += 1
            state[1] = np.random.exponential(1.0 / lam)
        state[0] += recovery
        state[1] -= recovery
    state[0] += duration
    state[1] -= duration


@njit(cache=True)
def _next_trace_date(last, D, lam):
    return last + max(np.random.exponential(1.0 / lam), D)


@njit(cache=True)
def _paper_attempt(state, duration, recovery, D, lam, limit):
    """Algorithm 1's segment step on an absolute trace; state = [wall time t, F_m, F_{m+1},
    failures]. Returns early once the failures exceed ``limit``."""
    while state[0] + duration > state[1]:
        if state[3] > limit:
            return
        if state[1] + D + recovery <= state[2]:  # no failure in recovery
            state[0] = state[1] + D + recovery
            state[1], state[2] = state[2], _next_trace_date(state[2], D, lam)
            state[3] += 1
        else:  # failures in recovery: restart D + R after the last one
            state[0] = state[2]
            state[1] = _next_trace_date(state[2], D, lam)
            state[2] = _next_trace_date(state[1], D, lam)
            state[3] += 2
            while state[0] + D + recovery > state[1]:
                if state[3] > limit:
                    return
                state[0] = state[1]
                state[1], state[2] = state[2], _next_trace_date(state[2], D, lam)
                state[3] += 1
            state[0] += D + recovery
    state[0] += duration


@njit(cache=True)
def _start(seed, D, lam, paper):
    np.random.seed(seed)
    state = np.zeros(4)
    if paper:
        state[1] = np.random.exponential(1.0 / lam)
        state[2] = _next_trace_date(state[1], D, lam)
    else:
        state[1] = np.random.exponential(1.0 / lam)
    return state


@njit(cache=True)
def _failures(state, paper):
    return state[3] if paper else state[2]


@njit(cache=True)
def _attempt(state, duration, recovery, D, lam, paper, limit):
    """One chunk until success; False if the run went over ``limit`` failures."""
    if paper:
        _paper_attempt(state, duration, recovery, D, lam, limit)
    else:
        _model_attempt(state, duration, recovery, D, lam, limit)
    return _failures(state, paper) <= limit


@njit(cache=True)
def _run_chunks(work, recovery, D, lam, seed, paper, limit):
    state = _start(seed, D, lam, paper)
    for j in range(work.shape[0]):
        if not _attempt(state, work[j], recovery[j], D, lam, paper, limit):
            return np.nan, _failures(state, paper)
    return state[0], _failures(state, paper)


@njit(cache=True)
def _static_makespans(lengths, periods, C, R, D, lam, seeds, paper, limit):
    m, n = lengths.shape
    out = np.empty((m, periods.shape[0]))
    for i in range(m):
        for s in range(periods.shape[0]):
            state = _start(seeds[i], D, lam, paper)
            first = 0
            finished = True
            while first < n and finished:
                last = min(first + periods[s], n)
                finished = _attempt(state, lengths[i, first:last].sum() + C, R, D, lam, paper, limit)
                first = last
            if not finished:
                out[:, :] = np.nan
                return out
            out[i, s] = state[0]
    return out


@njit(cache=True)
def _dynamic_makespans(lengths, thresholds, C, R, D, lam, seeds, paper, limit):
    m, n = lengths.shape
    out = np.empty((m, thresholds.shape[0]))
    for i in range(m):
        for s in range(thresholds.shape[0]):
            state = _start(seeds[i], D, lam, paper)
            work = 0.0
            for j in range(n):
                work += lengths[i, j]
                if work >= thresholds[s] or j == n - 1:
                    if not _attempt(state, work + C, R, D, lam, paper, limit):
                        out[:, :] = np.nan
                        return out
                    work = 0.0
            out[i, s] = state[0]
    return out


@njit(cache=True)
def _plan_makespans(lengths, plan, C, R, D, lam, seeds, paper, limit):
    """One makespan per run i: a checkpoint (cost C) ends iteration j when plan[i or 0, j]."""
    m, n = lengths.shape
    per_run = plan.shape[0] > 1
    out = np.empty(m)
    for i in range(m):
        row = i if per_run else 0
        state = _start(seeds[i], D, lam, paper)
        work = 0.0
        for j in range(n):
            work += lengths[i, j]
            if plan[row, j] or j == n - 1:
                if not _attempt(state, work + C, R, D, lam, paper, limit):
                    out[:] = np.nan
                    return out
                work = 0.0
        out[i] = state[0]
    return out


def check_plan(plan: object, runs: int, iterations: int, what: str = "checkpoint plan") -> np.ndarray:
    """A checkpoint plan as the simulator takes it: booleans, shape (iterations,) (the same for
    every run) or (runs, iterations) (one row per run); True where an iteration ends with a
    checkpoint. The last iteration always ends with one (the output is saved): a plan that
    leaves it False is refused. Any other shape or type is a one-line
    :class:`~resched.errors.ReschedError` naming the rule."""
    array = np.asarray(plan)
    if array.dtype != np.bool_:
        raise ReschedError(
            f"{what}: must be booleans (True = checkpoint after that iteration), got dtype {array.dtype}"
        )
    if array.ndim == 1:
        array = array[None, :]
    if array.ndim != 2 or array.shape[1] != iterations or array.shape[0] not in (1, runs):
        raise ReschedError(
            f"{what}: shape {np.asarray(plan).shape} is neither ({iterations},) nor ({runs}, {iterations}) "
            "(one flag per iteration, for all runs or per run)"
        )
    if iterations and not array[:, -1].all():
        raise ReschedError(f"{what}: the last iteration must end with a checkpoint (the output is saved)")
    return np.ascontiguousarray(array)


def check_thresholds(thresholds: object, what: str = "thresholds") -> np.ndarray:
    """Dynamic thresholds W (time units) as the simulator takes them: a 1-D array of positive
    finite numbers; anything else is a one-line :class:`~resched.errors.ReschedError`."""
    array = np.asarray(thresholds, dtype=float)
    if array.ndim != 1 or not array.size:
        raise ReschedError(f"{what}: must be a non-empty 1-D array of work thresholds W (time units)")
    bad = ~(np.isfinite(array) & (array > 0))
    if bad.any():
        raise ReschedError(f"{what}: W = {array[bad][0]!r} is not a positive finite work (time units)")
    return array


def check_positions(positions: object, total: int, what: str = "checkpoint positions") -> np.ndarray:
    """Checkpointed task positions as the chain simulator takes them: integers 1..total
    (1-based task counts of the unrolled run), strictly increasing, the last equal to total
    (the output is saved); anything else is a one-line :class:`~resched.errors.ReschedError`."""
    array = np.asarray(positions)
    if array.ndim != 1 or not array.size or not np.issubdtype(array.dtype, np.integer):
        raise ReschedError(f"{what}: must be a non-empty 1-D array of integer task positions 1..{total}")
    if array[0] < 1 or (np.diff(array) <= 0).any():
        raise ReschedError(f"{what}: positions must be ≥ 1 and strictly increasing")
    if array[-1] != total:
        raise ReschedError(
            f"{what}: the last position must be {total} (the last task is checkpointed), got {array[-1]}"
        )
    return array.astype(np.int64)


def _over_budget(limit: int) -> ReschedError:
    return ReschedError(
        f"simulation stopped: a run saw more than {limit:,} failures (a chunk needs about "
        "e^(λ·(work + checkpoint)) attempts; lower p_fail or the checkpoint and restart times)"
    )


def run_chunks(work, recovery, D, lam, seed, paper) -> tuple[float, float]:
    """(makespan, number of failures) of one run of the chunks ``work`` with ``recovery``."""
    limit = failure_budget(len(work))
    makespan, failures = _run_chunks(
        np.asarray(work, float), np.asarray(recovery, float), float(D), float(lam), int(seed), bool(paper), limit
    )
    if makespan != makespan:
        raise _over_budget(limit)
    return makespan, failures


def static_makespans(lengths, periods, C, R, D, lam, seeds, paper) -> np.ndarray:
    """Algorithm 1: makespan of every instance (row of ``lengths``, iteration lengths) for each
    period k of ``periods`` (a checkpoint every k iterations, one last segment with the rest)."""
    limit = failure_budget(lengths.shape[1])
    out = _static_makespans(
        lengths, np.asarray(periods, np.int64), float(C), float(R), float(D), float(lam), seeds, bool(paper), limit
    )
    if out.size and np.isnan(out[0, 0]):
        raise _over_budget(limit)
    return out


def dynamic_makespans(lengths, thresholds, C, R, D, lam, seeds, paper) -> np.ndarray:
    """Algorithm 2: checkpoint at the end of the first iteration where the work since the last
    checkpoint reaches the threshold W (≥), and after the last iteration; one column per W."""
    limit = failure_budget(lengths.shape[1])
    out = _dynamic_makespans(
        lengths, np.asarray(thresholds, float), float(C), float(R), float(D), float(lam), seeds, bool(paper), limit
    )
    if out.size and np.isnan(out[0, 0]):
        raise _over_budget(limit)
    return out


def plan_makespans(lengths, plan, C, R, D, lam, seeds, paper) -> np.ndarray:
    """Makespan of every run (row of ``lengths``) under a checkpoint plan (:func:`check_plan`,
    checked here): a checkpoint ends iteration j of run i when ``plan[i, j]`` (or ``plan[j]``
    for every run), and the last iteration. With a periodic plan it equals
    :func:`static_makespans`; with the plan a threshold W induces, :func:`dynamic_makespans`."""
    limit = failure_budget(lengths.shape[1])
    checked = check_plan(plan, lengths.shape[0], lengths.shape[1])
    out = _plan_makespans(lengths, checked, float(C), float(R), float(D), float(lam), seeds, bool(paper), limit)
    if out.size and np.isnan(out[0]):
        raise _over_budget(limit)
    return out


def instance_seeds(seed: int, count: int) -> np.ndarray:
    """Per-instance failure seeds (uint32) derived from ``seed``."""
    return np.random.SeedSequence([seed, 1]).generate_state(count).astype(np.int64)


def length_generator(seed: int) -> np.random.Generator:
    """The generator of the iteration/task lengths of a run seeded by ``seed``."""
    return np.random.default_rng([seed, 0])
