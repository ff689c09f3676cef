"""Job traces (the authors' job trace, SWF), seeded instances from them and tiny random instances.

The authors' job trace — the format of the Borg-derived traces (``../shared/traces/borg``) —
has one job per line, ``id release length cores status`` (seconds, cores); status
``running`` marks a job already running when the window opened, ``release`` a job submitted
inside it. The window starts at the earliest release of a ``release`` job and lasts a whole
number of days. A ``running`` job is submitted at the window start, with (``window``):

* ``resume`` (the authors' simulator, the default): its remaining length
  release + length − window start (its progress kept);
* ``restart`` (resched's earlier convention, [RISKAWARE-D9]): its full length (restarted from scratch).

A line that does not have five fields, whose numbers are not finite (``inf``, ``nan``),
whose length is not positive, whose cores are not a positive integer, whose status is
neither ``release`` nor ``running``, or (``resume``) a running job that ended before the
window start, is an error naming the line.

SWF traces are mapped to multicore machines: a job of p processors needs p cores of one
machine; jobs with p > n_c are dropped and counted (``dropped``); jobs whose submit time,
run time or processor count is unknown (SWF's −1) or zero are skipped and counted
(``skipped``), never computed with. The first ``days`` days of submissions are kept (7 by
default), and :func:`scale_to_load` can compress the releases to reach a given load.

Which reader a file gets is decided by its content, never its name (:func:`trace_format`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from resched.errors import ReschedError, TraceFormatError
from resched.io.files import open_input, read_bytes
from resched.riskaware.generate.capacity import random_walk
from resched.riskaware.instance import MAX_CORES, MAX_TICKS, Capacity, Job, Platform, RiskAwareInstance
from resched.riskaware.params import DEFAULT_WINDOW, RiskAwareParams

DAY = 86_400
#: The slides' load: total work ≈ the capacity of 26 machines for M_avg = 24 ([RISKAWARE-D16]).
SLIDES_LOAD = 26 / 24


@dataclass(frozen=True)
class JobTrace:
    """Jobs of a trace window: releases from the window start, lengths (s) and cores;
    ``duration`` (s) is the window length; ``dropped`` counts the jobs left out because they
    need more cores than a machine has, ``skipped`` the SWF jobs with an unknown (−1) or
    zero submit time, run time or size; ``origin`` (s) is the window start on the trace file's
    clock (the clock of the authors' variation files, :func:`~resched.riskaware.instance.load_capacity`);
    ``progress`` (s, ``window = resume``) what each job had run before the window start (None: nothing)."""

    name: str
    release: np.ndarray
    length: np.ndarray
    cores: np.ndarray
    duration: float
    dropped: int = 0
    skipped: int = 0
    origin: float = 0.0
    progress: np.ndarray | None = None

    @property
    def work(self) -> float:
        """Σ c_i w_i in core-seconds."""
        return float(self.cores @ self.length)


#: The two trace formats told apart by :func:`trace_format`.
JOB_TRACE, SWF = "job trace", "SWF"
#: What a job trace line must be (said in every error about one).
JOB_LINE = "expected 'id release length cores release|running'"
#: The one-line error when a file is neither format.
NEITHER = (
    "neither a job trace ('id release length cores release|running' per line) nor an SWF trace "
    "(18 numbers per line, ';' comments)"
)
#: Days of an SWF trace kept when ``days`` is not given.
SWF_DAYS = 7.0
#: Most bytes read to tell the format (the first data line must fit).
SNIFF_BYTES = 1 << 16


def trace_format(path: str | Path) -> str:
    """:data:`JOB_TRACE` or :data:`SWF`, from the first line that is not blank: a ``;``
    comment or 18 fields is SWF, five fields (three numbers after the id, then a word) a job
    trace; anything else (or an unreadable, binary or empty file) is a one-line
    :class:`~resched.errors.TraceFormatError` naming both formats or the problem."""
    path = Path(path)
    with open_input(path, "trace file") as stream:
        head = stream.read(SNIFF_BYTES)
    if b"\0" in head:
        raise TraceFormatError(str(path), 0, "not a text file (NUL bytes)")
    lines = head.decode("utf-8", errors="replace").split("\n")
    for number, line in enumerate(lines[:-1] if len(head) == SNIFF_BYTES else lines, start=1):
        fields = line.split()
        if not fields:
            continue
        if "\ufffd" in line:
            raise TraceFormatError(str(path), number, "not a text file (invalid UTF-8)")
        if fields[0].startswith(";") or len(fields) == 18:
            return SWF
        if len(fields) == 5 and fields[4].isalpha() and all(_is_number(f) for f in fields[1:4]):
            return JOB_TRACE
        raise TraceFormatError(str(path), number, NEITHER)
    if len(head) == SNIFF_BYTES:  # no whole line in the first SNIFF_BYTES bytes
        raise TraceFormatError(str(path), 1, NEITHER)
    raise TraceFormatError(str(path), 0, "empty file, no job")


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def _job_lines(path: Path) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(line numbers, float array of (release, length, cores) rows, status is 'running')
    of a job trace; a line without five fields or with a number that does not parse is an
    error naming it."""
    try:
        text = read_bytes(path, "trace file").decode("utf-8")
    except UnicodeDecodeError:
        raise TraceFormatError(str(path), 0, "not a text file (invalid UTF-8)") from None
    numbers, rows, running = [], [], []
    for number, line in enumerate(text.split("\n"), start=1):
        fields = line.split()
        if not fields:
            continue
        if len(fields) != 5:
            raise TraceFormatError(str(path), number, f"{JOB_LINE}, got {len(fields)} fields")
        if fields[4] not in ("release", "running"):
            raise TraceFormatError(
                str(path), number, f"{JOB_LINE}: the status must be release or running, got {fields[4]!r}"
            )
        try:
            rows.append((float(fields[1]), float(fields[2]), float(fields[3])))
        except ValueError:
            raise TraceFormatError(str(path), number, f"{JOB_LINE} with numbers, got {line.strip()!r}") from None
        numbers.append(number)
        running.append(fields[4] == "running")
    if not rows:
        raise TraceFormatError(str(path), 0, "empty file, no job")
    return np.array(numbers), np.array(rows), np.array(running)


def read_job_trace(path: str | Path, days: float | None = None, window: str = DEFAULT_WINDOW) -> JobTrace:
    """The authors' job trace (module doc), or its first ``days`` days; ``window`` decides
    the length of the jobs running at the window start (``resume``: what remains of it,
    ``restart``: all of it)."""
    path = Path(path)
    trace_format(path)  # a readable text file
    numbers, values, running = _job_lines(path)
    with np.errstate(invalid="ignore"):
        bad = (
            ~np.isfinite(values).all(axis=1)
            | (values[:, 1] <= 0)
            | (values[:, 2] < 1)
            | (values[:, 2] > MAX_CORES)
            | (values[:, 2] != np.floor(values[:, 2]))
        )
    if bad.any():
        raise TraceFormatError(
            str(path),
            int(numbers[np.flatnonzero(bad)[0]]),
            f"{JOB_LINE} with finite numbers, length > 0 and an integer cores in [1, {MAX_CORES}]",
        )
    if running.all():
        raise TraceFormatError(str(path), 0, "no job with status 'release'")
    start = float(values[~running, 0].min())
    release, length = values[:, 0], values[:, 1]
    progress = None
    if window == "resume":
        progress = np.maximum(start - release, 0.0)
        length = length - progress
        ended = length <= 0
        if ended.any():
            raise TraceFormatError(
                str(path),
                int(numbers[np.flatnonzero(ended)[0]]),
                "a running job that ended before the window start (release + length <= the first release)",
            )
    release = np.maximum(release, start) - start
    duration = math.ceil((release.max() + 1) / DAY) * DAY if days is None else days * DAY
    keep = release < duration
    return JobTrace(
        path.stem,
        release[keep],
        length[keep],
        values[keep, 2].astype(np.int64),
        float(duration),
        origin=start,
        progress=None if progress is None else progress[keep],
    )


#: The name this reader had when only the Borg-derived traces used the format.
read_borg = read_job_trace


def read_trace(path: str | Path, cores: int, days: float | None = None, window: str = DEFAULT_WINDOW) -> JobTrace:
    """The trace at ``path`` in the format its content shows (:func:`trace_format`): a job
    trace (:func:`read_job_trace`; default window: all of it) or SWF (:func:`read_swf_jobs`;
    default window: the first 7 days)."""
    if trace_format(path) == JOB_TRACE:
        return read_job_trace(path, days, window)
    return read_swf_jobs(path, cores, SWF_DAYS if days is None else days)


def read_swf_jobs(path: str | Path, cores: int, days: float = 7.0) -> JobTrace:
    """The first ``days`` days of an SWF trace, jobs of at most ``cores`` processors (module
    doc: jobs with unknown or zero values are skipped and counted)."""
    from resched.io.swf import read_swf

    jobs = read_swf(path).jobs
    procs = jobs["allocated_processors"].fillna(jobs["requested_processors"]).astype("float64").to_numpy()
    run = jobs["run_time"].astype("float64").to_numpy()
    submit = jobs["submit_time"].astype("float64").to_numpy()
    valid = np.isfinite(procs) & (procs > 0) & np.isfinite(run) & (run > 0) & np.isfinite(submit)
    if not valid.any():
        raise ReschedError(f"{path}: no job with a known submit time and a positive size and run time")
    start = submit[valid].min()
    in_window = valid & (submit - start < days * DAY)
    keep = in_window & (procs <= cores)
    if not keep.any():
        raise ReschedError(f"{path}: no job of at most {cores} processors in the first {days:g} days")
    return JobTrace(
        Path(path).stem,
        submit[keep] - start,
        run[keep],
        procs[keep].astype(np.int64),
        days * DAY,
        dropped=int((in_window & ~keep).sum()),
        skipped=int((~valid).sum()),
        origin=float(start),
    )


def scale_to_load(trace: JobTrace, cores: int, m_avg: int, load: float = SLIDES_LOAD) -> JobTrace:
    """The trace with its releases and window scaled by one factor so that its work is
    ``load`` × the average capacity n_c · M_avg · window (lengths and sizes kept): how a
    small SWF workload is brought to the slides' dimensioning."""
    factor = trace.work / (load * cores * m_avg * trace.duration)
    return JobTrace(
        f"{trace.name}-load{load:.3g}",
        trace.release * factor,
        trace.length,
        trace.cores,
        trace.duration * factor,
        trace.dropped,
        trace.skipped,
        trace.origin,
        trace.progress,
    )


_DEFAULTS = RiskAwareParams()


def trace_instance(
    trace: JobTrace,
    seed: int,
    *,
    cores: int = _DEFAULTS.cores,
    m_avg: int = _DEFAULTS.m_avg,
    m_range: int | None = None,
    period: float = _DEFAULTS.period,
    step: int = _DEFAULTS.step,
    random_phases: bool = False,
    tick: float = _DEFAULTS.tick,
    tail: float = 3.0,
    capacity: Capacity | None = None,
) -> RiskAwareInstance:
    """Jobs of ``trace`` on M⁺ = M_avg + M_ra machines of ``cores`` cores with a seeded random
    walk of period ``period`` seconds (defaults: those of RiskAwareParams, the slides' setting;
    ``m_range`` round(M_avg/3), [RISKAWARE-D14]); dates in ticks of ``tick`` seconds (releases
    floored, lengths rounded up, ≥ 1 tick). GOODPUT's horizon is the window's end; the walk
    runs ``tail`` times as long (then stays constant) so that the jobs can complete. An
    explicit ``capacity`` profile (ticks) replaces the walk."""
    if m_range is None:
        m_range = round(m_avg / 3)
    if trace.release.size == 0:
        raise ReschedError(f"{trace.name}: no job in the window of {trace.duration / DAY:g} days")
    if np.any(trace.cores > cores):
        raise ReschedError(f"{trace.name}: a job needs {trace.cores.max()} cores, more than n_c = {cores}")
    if not (np.all(np.isfinite(trace.release)) and np.all(np.isfinite(trace.length)) and math.isfinite(trace.duration)):
        raise ReschedError(f"{trace.name}: a release, length or window that is not a finite number")
    longest = float(trace.length.max()) / tick
    if longest > MAX_TICKS or trace.duration / tick > MAX_TICKS:
        raise ReschedError(
            f"{trace.name}: a job of {trace.length.max():g} s or a window of {trace.duration:g} s "
            f"is more than {MAX_TICKS:,} ticks of {tick:g} s"
        )
    period_ticks = max(1, round(period / tick))
    horizon = math.ceil(trace.duration / tick)
    if capacity is None:
        capacity = random_walk(seed, m_avg, m_range, period_ticks, round(tail * horizon), step, random_phases)
    release = np.floor(trace.release / tick).astype(np.int64)
    length = np.maximum(1, np.ceil(trace.length / tick - 1e-9)).astype(np.int64)
    progress = np.zeros_like(length)
    if trace.progress is not None:  # ticks done before the window start: full length in ticks − what remains
        full = np.maximum(1, np.ceil((trace.length + trace.progress) / tick - 1e-9)).astype(np.int64)
        progress = np.maximum(full - length, 0)
    order = np.argsort(release, kind="stable")
    jobs = tuple(Job(f"J{i}", int(release[i]), int(trace.cores[i]), int(length[i]), int(progress[i]), i) for i in order)
    platform = Platform(machines=m_avg + m_range, safe=m_avg - m_range, cores=cores, period=period_ticks, step=step)
    return RiskAwareInstance(f"{trace.name}-s{seed}", platform, capacity, jobs, horizon, tick)


def random_tiny(seed: int, machines: int = 2, cores: int = 4, n_jobs: int = 4, horizon: int = 8) -> RiskAwareInstance:
    """A small seeded instance for exact checks: M⁻ = 1, M_alive uniform in [1, M⁺] on
    random segments, releases in [0, T), c_i in [1, n_c], w_i in [1, T/2 + 1]."""
    rng = np.random.default_rng(seed)
    cuts = np.sort(rng.choice(np.arange(1, horizon), size=min(horizon - 1, int(rng.integers(1, 4))), replace=False))
    alive = rng.integers(1, machines + 1, size=len(cuts) + 1)
    keep = np.concatenate([[True], alive[1:] != alive[:-1]])
    capacity = Capacity(tuple(int(t) for t in np.concatenate([[0], cuts])[keep]), tuple(int(a) for a in alive[keep]))
    release = np.sort(rng.integers(0, horizon, size=n_jobs))
    jobs = tuple(
        Job(f"J{i}", int(release[i]), int(rng.integers(1, cores + 1)), int(rng.integers(1, horizon // 2 + 2)))
        for i in range(n_jobs)
    )
    platform = Platform(machines=machines, safe=1, cores=cores, period=2)
    return RiskAwareInstance(f"tiny-s{seed}", platform, capacity, jobs, horizon)
