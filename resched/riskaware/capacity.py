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

import json
import math
from itertools import pairwise
from pathlib import Path

import numpy as np

from resched.errors import InstanceError, ReschedError, TraceFormatError
from resched.riskaware.instance import Capacity
from resched.validation import array, integer, mapping, number


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


def survival_table(low: int, high: int, step: int, n_max: int) -> np.ndarray:
    """S[a, k, n] = S_n^k(a) for a ∈ [0, high] (rows below ``low`` are 0), k ∈ [0, high),
    n ∈ [0, n_max]; machines k < low always survive."""
    matrix = transition_matrix(low, high, step)
    states = np.arange(low, high + 1)
    table = np.zeros((high + 1, max(high, 1), n_max + 1))
    for k in range(high):
        above = (states > k).astype(float)
        current = above.copy()
        table[low:, k, 0] = current
        for n in range(1, n_max + 1):
            current = matrix @ (above * current)
            table[low:, k, n] = current
    for a in range(high + 1):  # a machine that is off now does not survive
        table[a, a:, :] = 0.0
    return table


def survival_targets(low: int, high: int, step: int, n_max: int, safety: float) -> np.ndarray:
    """T[a, n] = the highest-index machine k < a with S_n^k(a) ≥ ``safety`` (machine 0 if
    none, −1 if a = 0): the riskiest machine a job spanning n changes may target ([RISKAWARE-D3]).

    The same numbers as :func:`survival_table` without its (M⁺ + 1)·M⁺·(n_max + 1) floats:
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


#: The one-line error when a capacity file is in neither format.
CAPACITY_FORMATS = (
    'neither a JSON profile {"times": [seconds...], "alive": [machines...]} nor a variation trace '
    "(first line the initial machine count, then 'time machines' lines)"
)


def load_capacity(path: str | Path, tick: float) -> Capacity:
    """A capacity profile from ``path`` in ticks of ``tick`` seconds, in the format its
    content shows: a JSON document ``{"times": [s, ...], "alive": [...]}`` (it starts with
    ``{``; the first time 0) or the authors' variation trace (its first line one integer, the
    initial machine count, then ``time machines`` lines, times in seconds from the window
    start, increasing). Times are rounded to ticks and must then increase by at least one."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ReschedError(f"{path}: no such capacity file") from None
    except (OSError, UnicodeDecodeError) as error:
        raise ReschedError(f"{path}: cannot read capacity file ({error})") from None
    first = next((line.split() for line in text.splitlines() if line.strip()), None)
    if first is None:
        raise TraceFormatError(str(path), 0, f"empty capacity file: {CAPACITY_FORMATS}")
    if first[0].startswith("{"):
        times, alive = _json_profile(path, text)
    elif len(first) == 1 and first[0].isdigit():
        times, alive = _variation_trace(path, text)
    else:
        line = next(k for k, line in enumerate(text.splitlines(), start=1) if line.strip())
        raise TraceFormatError(str(path), line, CAPACITY_FORMATS)
    ticks = [round(t / tick) for t in times]
    if ticks[0] != 0 or any(b <= a for a, b in pairwise(ticks)):
        raise InstanceError(
            "times", f"needs dates starting at 0 and increasing by at least one tick of {tick:g} s", str(path)
        )
    return Capacity(tuple(ticks), tuple(alive))


def _json_profile(path: Path, text: str) -> tuple[list[float], list[int]]:
    """(times in seconds, machines) of a JSON capacity profile; errors name the field."""
    try:
        cap = mapping(json.loads(text), "", {"times", "alive"})
        times = [number(t, f"times[{i}]", minimum=0) for i, t in enumerate(array(cap["times"], "times", min_length=1))]
        alive = [integer(a, f"alive[{i}]", minimum=0) for i, a in enumerate(array(cap["alive"], "alive", min_length=1))]
    except json.JSONDecodeError as error:
        raise ReschedError(f"{path}: cannot read capacity file ({error})") from None
    except InstanceError as error:
        raise InstanceError(error.field, error.reason, str(path)) from None
    if len(times) != len(alive):
        raise InstanceError("alive", f"needs one value per date ({len(times)}), got {len(alive)}", str(path))
    return times, alive


def _variation_trace(path: Path, text: str) -> tuple[list[float], list[int]]:
    """(times in seconds, machines) of a variation trace: the initial count at time 0, then
    one ``time machines`` line per change; a malformed line is an error naming it. A change
    at time 0 replaces the initial count."""
    times: list[float] = [0.0]
    alive: list[int] = []
    for line_no, line in enumerate(text.splitlines(), start=1):
        fields = line.split()
        if not fields:
            continue
        if not alive:
            alive.append(int(fields[0]))
            continue
        try:
            when, count = float(fields[0]), int(fields[1])
            if len(fields) != 2 or not math.isfinite(when) or when < 0 or count < 0:
                raise ValueError
        except (ValueError, IndexError):
            raise TraceFormatError(
                str(path), line_no, f"expected 'time machines' (seconds >= 0, a count >= 0), got {line.strip()!r}"
            ) from None
        if when == 0 and len(alive) == 1:
            alive[0] = count
            continue
        if when <= times[-1]:
            raise TraceFormatError(str(path), line_no, f"times must increase ({times[-1]:g} then {when:g})")
        times.append(when)
        alive.append(count)
    return times, alive
