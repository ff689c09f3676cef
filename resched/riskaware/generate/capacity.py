"""The capacity process: a bounded random walk of M_alive ([RISKAWARE-D1]) and the risk of
each machine that the online algorithms derive from it ([RISKAWARE-D2]).

Walk: M_alive starts at M_avg and changes every period φ (or after phases of random length,
exponential with mean φ): it stays, goes up or goes down with probability 1/3 each; at a
bound it stays or moves inward with probability 1/2 each; a move changes M_alive by a
magnitude uniform in {1..step}, clipped to [M⁻, M⁺] = [M_avg − M_ra, M_avg + M_ra].

Risk: machine k (0-based) is alive while M_alive > k, so its survival over n changes of the
walk started at M_alive = a is S_n^k(a) = P(M_1 > k, …, M_n > k | M_0 = a), computed by the
recursion S_n^k = P · (1[· > k] S_{n−1}^k), S_0^k = 1[· > k], with P the walk's transition
matrix.
"""

from __future__ import annotations

import math

import numpy as np

from resched.errors import ReschedError
from resched.riskaware.instance import Capacity


def transition_matrix(low: int, high: int, step: int = 1) -> np.ndarray:
    """P[x, y] for states x, y ∈ [low, high] (index x − low) of the walk of the module doc."""
    size = high - low + 1
    matrix = np.zeros((size, size))
    for x in range(low, high + 1):
        directions = [d for d in (-1, 1) if low <= x + d <= high]
        share = 1.0 / (len(directions) + 1)
        matrix[x - low, x - low] += share
        for d in directions:
            for magnitude in range(1, step + 1):
                y = min(max(x + d * magnitude, low), high)
                matrix[x - low, y - low] += share / step
    return matrix


def survival_targets(low: int, high: int, step: int, n_max: int, safety: float) -> np.ndarray:
    """T[a, n] = the highest-index machine k < a with S_n^k(a) ≥ ``safety`` (machine 0 if
    none, −1 if a = 0): the riskiest machine a job spanning n changes may target ([RISKAWARE-D3]).

    The numbers of the full table S[a, k, n] (the test oracle ``tests/oracles/riskaware_survival.py``)
    without its (M⁺ + 1)·M⁺·(n_max + 1) floats:
    the survival vectors are advanced one change at a time, and a machine is dropped once no
    state keeps it above ``safety`` (survival only decreases with n), so the loop ends when
    every target has reached its floor. Refused if the work would exceed
    :data:`MAX_RISK_FLOPS` (a very wide walk with very long jobs)."""
    if not 0 <= low <= high or step < 1 or n_max < 0:
        raise ReschedError(f"need 0 <= M⁻ <= M⁺, step >= 1, n >= 0; got {low}, {high}, {step}, {n_max}")
    matrix = transition_matrix(low, high, step)
    states = np.arange(low, high + 1)
    targets = np.full((high + 1, n_max + 1), -1, dtype=np.int64)
    for a in range(1, high + 1):  # the floor: the safe machines (or machine 0)
        targets[a, :] = max(min(low, a) - 1, 0)
    # machines k in [low, high) can go off: current[k] = S_n^k over the states [low, high]
    above = {k: (states > k).astype(float) for k in range(low, high)}
    current = {k: above[k].copy() for k in range(low, high)}
    flops = 0
    for n in range(n_max + 1):
        if n > 0:
            for k in current:
                current[k] = matrix @ (above[k] * current[k])
            flops += len(current) * matrix.size
            if flops > MAX_RISK_FLOPS:
                raise ReschedError(
                    f"the survival table of a walk on [{low}, {high}] machines over {n_max:,} changes "
                    "is too costly: use a longer period, a larger tick or a narrower range"
                )
        for k in sorted(current):  # increasing k: the last one that holds is the riskiest target
            holds = current[k] >= safety  # by state a = low + i; only machines k < a are on
            rows = states[holds & (states > k)]
            targets[rows, n] = k
        current = {k: v for k, v in current.items() if v.max() >= safety}
        if not current:
            break
    return targets


#: Most floating-point operations spent on :func:`survival_targets` (some ten seconds of CPU).
MAX_RISK_FLOPS = 5 * 10**10
#: Most phases of a capacity walk (changes or not): 10^6 (the documented runs use at most 10^4;
#: every change re-plans the waiting jobs, so a finer walk is refused rather than run for hours).
MAX_WALK_PHASES = 10**6


def random_walk(
    seed: int,
    m_avg: int,
    m_range: int,
    period: int,
    horizon: int,
    step: int = 1,
    random_phases: bool = False,
) -> Capacity:
    """A seeded capacity profile on [0, horizon) ticks (constant afterwards): the walk of the
    module doc started at ``m_avg``; ``period`` is φ in ticks (the mean phase length if
    ``random_phases``, phases then lasting max(1, round(Exp(φ))) ticks)."""
    if not 0 <= m_range <= m_avg:
        raise ReschedError(f"need 0 <= M_ra <= M_avg, got M_avg={m_avg}, M_ra={m_range}")
    if period < 1 or step < 1:
        raise ReschedError(f"period and step must be >= 1 tick/machine, got {period}, {step}")
    phases = horizon / period
    if phases > MAX_WALK_PHASES:
        raise ReschedError(
            f"a capacity walk of {horizon:,} ticks with a period of {period:,} ticks has "
            f"{phases:,.0f} phases, more than {MAX_WALK_PHASES:,}: use a longer period or a larger tick"
        )
    rng = np.random.default_rng(seed)
    low, high = m_avg - m_range, m_avg + m_range
    cumulative = np.cumsum(transition_matrix(low, high, step), axis=1)
    times, alive = [0], [m_avg]
    t = 0
    while True:
        t += max(1, round(rng.exponential(period))) if random_phases else period
        if t >= horizon:
            break
        state = int(np.searchsorted(cumulative[alive[-1] - low], rng.random(), side="right")) + low
        if state != alive[-1]:
            times.append(t)
            alive.append(min(state, high))
    return Capacity(tuple(times), tuple(alive))


def periods_spanned(length: np.ndarray | int, period: int) -> np.ndarray:
    """n = ⌈w / φ⌉ ≥ 1: the number of walk changes a job of ``length`` ticks may see."""
    return np.maximum(1, -(-np.asarray(length, dtype=np.int64) // period))


def horizon_periods(max_length: int, period: int) -> int:
    """Largest n of :func:`periods_spanned` over jobs of at most ``max_length`` ticks."""
    return max(1, math.ceil(max_length / period))
