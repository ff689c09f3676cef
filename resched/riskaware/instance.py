"""Risk-aware instances: rigid multicore jobs on machines switched off without checkpoints.

Model of the no-checkpoint study of the variable-capacity talk (the slides' model): M⁺
identical machines of n_c cores; machine k (0-based) is alive at tick t iff
k < M_alive(t) — machines are switched off from the highest index and on from the lowest
([RISKAWARE-D2]), so machines 0..M⁻−1 never go off ("safe"). A rigid job needs c_i cores of one
machine for w_i ticks; a job on a machine switched off is killed and loses all its work.

Time is integral: every date and length is a number of ticks of ``tick`` seconds (300 s for
the Borg traces, whose dates are multiples of 5 minutes).

JSON format (``"family": "riskaware"``, ``"schema_version": 1``)::

    {"family": "riskaware", "schema_version": 1, "name": "tiny",
     "platform": {"machines": 3, "safe": 1, "cores": 4, "period": 3, "step": 1},
     "capacity": {"times": [0, 3, 6], "alive": [3, 2, 3]},
     "horizon": 10, "tick": 1,
     "jobs": [{"name": "J1", "release": 0, "cores": 2, "length": 4}]}

Bounds (a file outside them is refused with the field named): M⁺ ≤ 200 machines, n_c ≤ 4096
cores, dates, lengths, periods and the horizon ≤ 10^9 ticks.

``capacity`` is the step function M_alive(t): ``alive[k]`` machines from ``times[k]`` (the
first date is 0) until the next date, the last value forever. ``horizon`` is the date T of
GOODPUT(T). ``period`` (ticks) and ``step`` describe the random walk the online algorithms
assume when they estimate the risk of a machine ([RISKAWARE-D1], [RISKAWARE-D2]); ``safe`` is M⁻.

Also here, shared by the simulator and the metrics: a run's attempt log (:class:`Schedule`,
its kinds :data:`COMPLETED`, :data:`KILLED`, :data:`OPEN`); and the files around an instance:
capacity profiles (:func:`load_capacity`: a JSON profile or the authors' variation trace)
and a run's jobs written as SWF (:func:`swf_jobs`).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from functools import cached_property
from itertools import pairwise
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from resched.errors import InstanceError, ReschedError, TraceFormatError
from resched.io.files import read_text
from resched.validation import InstanceDocument, array, document, integer, job_name, mapping, number, with_source

if TYPE_CHECKING:
    import pandas as pd

FAMILY = "riskaware"
SCHEMA_VERSION = 1
#: Largest date or length (ticks) of an instance: 10^9 ticks (31 years of 1 s ticks).
MAX_TICKS = 10**9
#: Largest number of machines M⁺ (the slides use 32): the risk table grows as M⁺³.
MAX_MACHINES = 200
#: Largest number of cores per machine n_c (the slides use 24).
MAX_CORES = 4096
#: Largest number of jobs of an instance file (the 14-day Borg window has 34,577).
MAX_JOBS = 10_000_000
#: Kinds of an attempt of a :class:`Schedule`: completed at its end, killed at its end (its
#: machine went off), still running when the run stopped (its end the predicted completion).
COMPLETED, KILLED, OPEN = 0, 1, 2


@dataclass(frozen=True)
class Job:
    """Rigid job τ_i: released at ``release``, ``cores`` cores of one machine, ``length`` ticks;
    ``progress`` (ticks, default 0) is what a trace's job running when the window opened had
    already done (``window = resume``: ``release`` is then the window start and ``length`` what
    remains), read only by the authors' conventions (original release release − progress,
    restart with length + progress; [RISKAWARE-D18]). ``line`` (default −1, unknown) is the job's
    place in the trace file it was read from, the order in which the authors' simulator pushes
    its arrivals (read only under the authors' conventions, [RISKAWARE-D20]; an instance file does
    not keep it, and it takes no part in comparisons)."""

    name: str
    release: int
    cores: int
    length: int
    progress: int = 0
    line: int = field(default=-1, compare=False)


@dataclass(frozen=True)
class Platform:
    """M⁺ = ``machines`` machines of n_c = ``cores`` cores; M⁻ = ``safe`` never go off; the
    assumed random walk moves by at most ``step`` machines every ``period`` ticks."""

    machines: int
    safe: int
    cores: int
    period: int
    step: int = 1


@dataclass(frozen=True)
class Capacity:
    """M_alive(t) = ``alive[k]`` for ``times[k]`` ≤ t < ``times[k+1]`` (ticks). ``prior``: the
    lines of the authors' variation trace it was read from that are dated at or before the window
    start (0 otherwise); only the authors' policies read it, as ``simu.cc``'s event queue holds
    them before any arrival ([RISKAWARE-D20]); an instance file does not keep it, and it takes
    no part in comparisons."""

    times: tuple[int, ...]
    alive: tuple[int, ...]
    prior: int = field(default=0, compare=False)

    def at(self, ticks: np.ndarray | int) -> np.ndarray:
        """M_alive at each tick of ``ticks``."""
        index = np.searchsorted(np.asarray(self.times), ticks, side="right") - 1
        return np.asarray(self.alive)[index]

    def machine_ticks(self, horizon: int) -> int:
        """Σ_{t=0}^{T−1} M_alive(t), the machine-ticks available in [0, T) ([RISKAWARE-D7])."""
        times = np.minimum(np.append(self.times, horizon), horizon)
        return int(np.dot(np.diff(times), self.alive))


@dataclass(frozen=True)
class RiskAwareInstance(InstanceDocument):
    """Platform, capacity profile, jobs (sorted by release, then position) and horizon T."""

    name: str
    platform: Platform
    capacity: Capacity
    jobs: tuple[Job, ...]
    horizon: int
    tick: float = 1.0
    family: str = field(default=FAMILY, init=False)

    def __post_init__(self) -> None:
        _check_consistency(self)

    @cached_property
    def arrays(self) -> JobArrays:
        """Jobs as int64 arrays, in the order of ``jobs``."""
        return JobArrays(
            release=np.array([j.release for j in self.jobs], dtype=np.int64),
            cores=np.array([j.cores for j in self.jobs], dtype=np.int64),
            length=np.array([j.length for j in self.jobs], dtype=np.int64),
            progress=np.array([j.progress for j in self.jobs], dtype=np.int64),
        )

    def to_dict(self) -> dict[str, object]:
        p = self.platform
        return {
            "family": FAMILY,
            "schema_version": SCHEMA_VERSION,
            "name": self.name,
            "platform": {"machines": p.machines, "safe": p.safe, "cores": p.cores, "period": p.period, "step": p.step},
            "capacity": {"times": list(self.capacity.times), "alive": list(self.capacity.alive)},
            "horizon": self.horizon,
            "tick": self.tick,
            "jobs": [
                {"name": j.name, "release": j.release, "cores": j.cores, "length": j.length}
                | ({"progress": j.progress} if j.progress else {})
                for j in self.jobs
            ],
        }


@dataclass(frozen=True)
class JobArrays:
    """Releases, cores, lengths and progress at the window start (ticks) of the jobs, job i at index i."""

    release: np.ndarray
    cores: np.ndarray
    length: np.ndarray
    progress: np.ndarray


def from_dict(data: object, source: str | None = None) -> RiskAwareInstance:
    """Validate a JSON document and build the instance; errors name the field and reason."""
    return with_source(_parse, data, source)


def _at_most(value: int, field: str, maximum: int) -> int:
    if value > maximum:
        raise InstanceError(field, f"must be <= {maximum:,}, got {value:,}")
    return value


def _count(value: object, field: str, minimum: int, maximum: int) -> int:
    return _at_most(integer(value, field, minimum=minimum), field, maximum)


def _parse(data: object) -> RiskAwareInstance:
    top, name = document(data, FAMILY, {"platform", "capacity", "horizon", "jobs"}, {"tick"})
    plat = mapping(top["platform"], "platform", {"machines", "safe", "cores", "period"}, {"step"})
    platform = Platform(
        machines=_count(plat["machines"], "platform.machines", 1, MAX_MACHINES),
        safe=_count(plat["safe"], "platform.safe", 0, MAX_MACHINES),
        cores=_count(plat["cores"], "platform.cores", 1, MAX_CORES),
        period=_count(plat["period"], "platform.period", 1, MAX_TICKS),
        step=_count(plat.get("step", 1), "platform.step", 1, MAX_MACHINES),
    )
    cap = mapping(top["capacity"], "capacity", {"times", "alive"})
    times = tuple(
        _count(t, f"capacity.times[{i}]", 0, MAX_TICKS)
        for i, t in enumerate(array(cap["times"], "capacity.times", min_length=1))
    )
    alive = tuple(
        _count(a, f"capacity.alive[{i}]", 0, MAX_MACHINES)
        for i, a in enumerate(array(cap["alive"], "capacity.alive", min_length=1))
    )
    listed = array(top["jobs"], "jobs", min_length=1)
    if len(listed) > MAX_JOBS:
        raise InstanceError("jobs", f"at most {MAX_JOBS:,} jobs, got {len(listed):,}")
    jobs = tuple(_job(j, i) for i, j in enumerate(listed))
    return RiskAwareInstance(
        name=name,
        platform=platform,
        capacity=Capacity(times, alive),
        jobs=jobs,
        horizon=_count(top["horizon"], "horizon", 1, MAX_TICKS),
        tick=number(top.get("tick", 1.0), "tick", minimum=0, strict=True),
    )


def _job(data: object, index: int) -> Job:
    where = f"jobs[{index}]"
    d = mapping(data, where, {"release", "cores", "length"}, {"name", "id", "progress"})
    name = job_name(d, where, index)
    return Job(
        name=name,
        release=_count(d["release"], f"{where}.release", 0, MAX_TICKS),
        cores=_count(d["cores"], f"{where}.cores", 1, MAX_CORES),
        length=_count(d["length"], f"{where}.length", 1, MAX_TICKS),
        progress=_count(d.get("progress", 0), f"{where}.progress", 0, MAX_TICKS),
    )


def _check_consistency(inst: RiskAwareInstance) -> None:
    """Cross-field rules: M⁻ ≤ M⁺, capacity dates from 0 strictly increasing, 0 ≤ M_alive ≤ M⁺,
    c_i ≤ n_c, sorted releases, unique job names."""
    plat, cap = inst.platform, inst.capacity
    if plat.safe > plat.machines:
        raise InstanceError("platform.safe", f"safe={plat.safe} exceeds machines={plat.machines}")
    if len(cap.times) != len(cap.alive):
        raise InstanceError("capacity.alive", f"needs one value per date ({len(cap.times)}), got {len(cap.alive)}")
    if cap.times[0] != 0:
        raise InstanceError("capacity.times[0]", f"the profile must start at 0, got {cap.times[0]}")
    for i in range(1, len(cap.times)):
        if cap.times[i] <= cap.times[i - 1]:
            raise InstanceError(
                f"capacity.times[{i}]", f"dates must increase strictly ({cap.times[i - 1]} then {cap.times[i]})"
            )
    for i, a in enumerate(cap.alive):
        if a > plat.machines:
            raise InstanceError(f"capacity.alive[{i}]", f"{a} alive machines exceed machines={plat.machines}")
    names: set[str] = set()
    for i, job in enumerate(inst.jobs):
        if job.cores > plat.cores:
            raise InstanceError(f"jobs[{i}].cores", f"{job.cores} cores exceed the {plat.cores} cores of a machine")
        if i and job.release < inst.jobs[i - 1].release:
            raise InstanceError(f"jobs[{i}].release", "jobs must be sorted by release date")
        if job.name in names:
            raise InstanceError(f"jobs[{i}].name", f"duplicate job name {job.name!r}")
        names.add(job.name)


@dataclass(frozen=True)
class Schedule:
    """Attempt log of a run: arrays ``job``, ``machine``, ``start``, ``end`` (ticks) and
    ``kind`` (0 completed at end, 1 killed at end, 2 running when the run stopped at
    ``stopped``, end = predicted completion); ``seconds`` = wall time of the run, ``work`` its
    elementary steps (bounded by :data:`resched.riskaware.simulate.MAX_WORK`); ``conventions``
    those of the run (``authors``: a job with progress restarts with length + progress)."""

    job: npt.NDArray[np.int64]
    machine: npt.NDArray[np.int64]
    start: npt.NDArray[np.int64]
    end: npt.NDArray[np.int64]
    kind: npt.NDArray[np.int64]
    stopped: int
    seconds: float
    work: int = 0
    conventions: str = "resched"


#: The one-line error when a capacity file is in neither format.
CAPACITY_FORMATS = (
    'neither a JSON profile {"times": [seconds...], "alive": [machines...]} nor a variation trace '
    "(first line the initial machine count, then 'time machines' lines)"
)


def load_capacity(path: str | Path, tick: float, origin: float = 0.0) -> Capacity:
    """A capacity profile from ``path`` in ticks of ``tick`` seconds from the window start, in
    the format its content shows: a JSON document ``{"times": [s, ...], "alive": [...]}`` (it
    starts with ``{``; seconds from the window start, the first time 0) or the authors'
    variation trace (its first line one integer, the initial machine count, then ``time
    machines`` lines, times increasing, in seconds on the job trace's clock, as ``simu.cc``
    reads them: the window starts at ``origin`` s on that clock, the count at the window start
    is the last one dated ≤ ``origin``, and a change at t > ``origin`` happens t − ``origin`` s
    into the window; [RISKAWARE-D17]). Times are rounded to ticks and must then increase by at
    least one.

    Example: ``4 / 100 2 / 700 3`` read with ``origin = 600``, ``tick = 1`` gives times (0, 100),
    alive (2, 3)."""
    path = Path(path)
    text = read_text(path, "capacity file")
    first = next((line.split() for line in text.splitlines() if line.strip()), None)
    if first is None:
        raise TraceFormatError(str(path), 0, f"empty capacity file: {CAPACITY_FORMATS}")
    prior = 0
    if first[0].startswith("{"):
        times, alive = _json_profile(path, text)
    elif len(first) == 1 and first[0].isdigit():
        times, alive = _variation_trace(path, text)
        before = sum(1 for t in times if t <= origin)
        times, alive = [0.0] + [t - origin for t in times[before:]], alive[before - 1 :]
        prior = before - 1  # the change lines at or before the window start (times[0] is the first line's count)
    else:
        line = next(k for k, line in enumerate(text.splitlines(), start=1) if line.strip())
        raise TraceFormatError(str(path), line, CAPACITY_FORMATS)
    ticks = [round(t / tick) for t in times]
    if ticks[0] != 0 or any(b <= a for a, b in pairwise(ticks)):
        raise InstanceError(
            "times", f"needs dates starting at 0 and increasing by at least one tick of {tick:g} s", str(path)
        )
    return Capacity(tuple(ticks), tuple(alive), prior)


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


def swf_jobs(instance: RiskAwareInstance, schedule: Schedule) -> tuple[pd.DataFrame, dict[str, object]]:
    """The jobs of a risk-aware run as SWF (jobs table, header): M⁺ machines of n_c cores as
    MaxNodes and MaxProcs, the completions of :class:`Schedule`."""
    from resched.io.swf import run_header, run_jobs

    a, tick, platform = instance.arrays, instance.tick, instance.platform
    completion = np.full(len(instance.jobs), np.nan)
    done = schedule.kind == COMPLETED
    completion[schedule.job[done]] = schedule.end[done] * tick
    names = [job.name for job in instance.jobs]
    numbers = [int(n) for n in names] if all(n.isdecimal() for n in names) else None  # the jobs' integer ids
    frame = run_jobs(a.release * tick, a.length * tick, completion, a.cores, numbers=numbers)
    note = (
        f"resched riskaware run on {instance.name}: run_time is a job's length, wait_time its completion - "
        f"submit_time - run_time (wait + run is its flow); processors are cores of one machine; times are "
        f"ticks of {tick:g} s"
    )
    return frame, run_header(
        "resched riskaware simulator (variable capacity)",
        len(instance.jobs),
        platform.machines,
        platform.machines * platform.cores,
        note,
    )
