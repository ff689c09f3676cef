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
"""

from __future__ import annotations

import numpy as np
from numba import njit


@njit(cache=True)
def _model_attempt(state, duration, recovery, D, lam):
    """Run ``duration`` units until success; state = [wall time, up time left to the next
    failure, failures]."""
    while state[1] < duration:
        state[0] += state[1] + D
        state[2] += 1
        state[1] = np.random.exponential(1.0 / lam)
        while state[1] < recovery:  # failure during the recovery: downtime and recovery again
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
def _paper_attempt(state, duration, recovery, D, lam):
    """Algorithm 1's segment step on an absolute trace; state = [wall time t, F_m, F_{m+1},
    failures]."""
    while state[0] + duration > state[1]:
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
def _attempt(state, duration, recovery, D, lam, paper):
    if paper:
        _paper_attempt(state, duration, recovery, D, lam)
    else:
        _model_attempt(state, duration, recovery, D, lam)


@njit(cache=True)
def _failures(state, paper):
    return state[3] if paper else state[2]


@njit(cache=True)
def run_chunks(work, recovery, D, lam, seed, paper):
    """(makespan, number of failures) of one run of the chunks ``work`` with ``recovery``."""
    state = _start(seed, D, lam, paper)
    for j in range(work.shape[0]):
        _attempt(state, work[j], recovery[j], D, lam, paper)
    return state[0], _failures(state, paper)


@njit(cache=True)
def static_makespans(lengths, periods, C, R, D, lam, seeds, paper):
    """Algorithm 1: makespan of every instance (row of ``lengths``, iteration lengths) for each
    period k of ``periods`` (a checkpoint every k iterations, one last segment with the rest)."""
    m, n = lengths.shape
    out = np.empty((m, periods.shape[0]))
    for i in range(m):
        for s in range(periods.shape[0]):
            state = _start(seeds[i], D, lam, paper)
            first = 0
            while first < n:
                last = min(first + periods[s], n)
                _attempt(state, lengths[i, first:last].sum() + C, R, D, lam, paper)
                first = last
            out[i, s] = state[0]
    return out


@njit(cache=True)
def dynamic_makespans(lengths, thresholds, C, R, D, lam, seeds, paper):
    """Algorithm 2: checkpoint at the end of the first iteration where the work since the last
    checkpoint reaches the threshold W (≥), and after the last iteration; one column per W."""
    m, n = lengths.shape
    out = np.empty((m, thresholds.shape[0]))
    for i in range(m):
        for s in range(thresholds.shape[0]):
            state = _start(seeds[i], D, lam, paper)
            work = 0.0
            for j in range(n):
                work += lengths[i, j]
                if work >= thresholds[s] or j == n - 1:
                    _attempt(state, work + C, R, D, lam, paper)
                    work = 0.0
            out[i, s] = state[0]
    return out


def instance_seeds(seed: int, count: int) -> np.ndarray:
    """Per-instance failure seeds (uint32) derived from ``seed``."""
    return np.random.SeedSequence([seed, 1]).generate_state(count).astype(np.int64)


def length_generator(seed: int) -> np.random.Generator:
    """The generator of the iteration/task lengths of a run seeded by ``seed``."""
    return np.random.default_rng([seed, 0])
