"""Reader for Standard Workload Format (SWF) traces of the Parallel Workloads Archive.

A data line has the 18 whitespace-separated fields of :data:`SWF_FIELDS`. ``-1`` means
"missing"; every other value must be non-negative (the SWF definition gives no field a
meaning below zero). Times are in seconds, processor counts in processors, memory in
kilobytes per processor.

Column dtypes of :attr:`SwfTrace.jobs`:

* ``float64`` for times and memory (:data:`FLOAT_FIELDS`), missing values are NaN;
  times may be fractional (``12.5``);
* nullable ``Int64`` for ids, counts and status (:data:`INT_FIELDS`), missing values are
  ``pd.NA``; a fractional value there (``3.5`` processors) is malformed, ``3.0`` is accepted.

Lines that are blank or start with ``;`` are skipped wherever they appear. Comment lines of
the form ``; Key: value`` (a word, a colon, then whitespace) fill :attr:`SwfTrace.header`:

* a value that is a single integer or decimal number becomes ``int`` / ``float``
  (``Version: 2.2`` gives ``2.2``), anything else stays a ``str``;
* a comment line without a key continues the previous key's value, and a repeated key
  (``Note``, ``Partition``) adds to it; the parts are joined with ``"\\n"``;
* a bare ``;`` ends the continuation, keyless text after it is ignored.

A field above :data:`MAX_VALUE` makes its line malformed. A malformed data line raises
:class:`~resched.errors.TraceFormatError` naming the file and
the 1-based line number; with ``lenient=True`` it is skipped and counted in
:attr:`SwfTrace.skipped_lines` instead. A file that cannot be opened raises
:class:`~resched.errors.TraceFormatError` with line number 0.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass

import numpy as np
import pandas as pd

from resched.errors import TraceFormatError
from resched.io.files import read_bytes

SWF_FIELDS: tuple[str, ...] = (
    "job_number",
    "submit_time",
    "wait_time",
    "run_time",
    "allocated_processors",
    "average_cpu_time",
    "used_memory",
    "requested_processors",
    "requested_time",
    "requested_memory",
    "status",
    "user_id",
    "group_id",
    "executable_number",
    "queue_number",
    "partition_number",
    "preceding_job_number",
    "think_time",
)
INT_FIELDS: frozenset[str] = frozenset(
    {
        "job_number",
        "allocated_processors",
        "requested_processors",
        "status",
        "user_id",
        "group_id",
        "executable_number",
        "queue_number",
        "partition_number",
        "preceding_job_number",
    }
)
FLOAT_FIELDS: frozenset[str] = frozenset(SWF_FIELDS) - INT_FIELDS

MAX_VALUE = 1e15
"""Largest value accepted in a field (about 30 million years in seconds): a longer number is
a corrupt line, not a job."""

_MISSING = r"-1(?:\.0*)?"
_INT = rf"(?:{_MISSING}|[0-9]+(?:\.0*)?)"
_FLOAT = rf"(?:{_MISSING}|[0-9]+(?:\.[0-9]*)?|\.[0-9]+)"
_FIELD_PATTERNS = tuple(re.compile(_INT if f in INT_FIELDS else _FLOAT) for f in SWF_FIELDS)
_LINE = re.compile(r"\s+".join(p.pattern for p in _FIELD_PATTERNS))
_NUMBER = re.compile(r"-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)")

_HEADER_ITEM = re.compile(r";\s*(\w+):(?:\s+(.*))?")
_HEADER_INT = re.compile(r"-?[0-9]+")
_HEADER_FLOAT = re.compile(r"-?(?:[0-9]+\.[0-9]*|\.[0-9]+)")


@dataclass(frozen=True, eq=False)
class SwfTrace:
    """A parsed SWF trace: one row per valid job line, in file order."""

    jobs: pd.DataFrame
    header: dict[str, object]
    path: str
    skipped_lines: int

    @property
    def max_procs(self) -> int | None:
        """Machine size in processors: header ``MaxProcs``, else ``MaxNodes``, else None."""
        for key in ("MaxProcs", "MaxNodes"):
            value = self.header.get(key)
            if isinstance(value, int):
                return value
        return None


def read_swf(path: str | os.PathLike[str], lenient: bool = False) -> SwfTrace:
    """Read the SWF trace at ``path``; see the module docstring for the format rules."""
    name = str(path)
    lines = read_bytes(path, "trace file").decode("utf-8", errors="replace").split("\n")

    header_parts: dict[str, list[str]] = {}
    current_key: str | None = None
    data: list[str] = []
    numbers: list[int] = []
    skipped = 0
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith(";"):
            current_key = _read_comment(line, current_key, header_parts)
            continue
        if _LINE.fullmatch(line):
            data.append(line)
            numbers.append(number)
            continue
        if not lenient:
            raise TraceFormatError(name, number, _diagnose(line))
        skipped += 1

    values = np.array(" ".join(data).split(), dtype=np.float64).reshape(-1, len(SWF_FIELDS))
    huge = ~(np.abs(values) <= MAX_VALUE).all(axis=1)
    if huge.any():
        if not lenient:
            raise TraceFormatError(name, numbers[int(np.argmax(huge))], f"a value exceeds {MAX_VALUE:.0e}")
        values, skipped = values[~huge], skipped + int(huge.sum())
    header = {key: _header_value("\n".join(parts)) for key, parts in header_parts.items()}
    return SwfTrace(jobs=_to_frame(values), header=header, path=name, skipped_lines=skipped)


def _read_comment(line: str, current_key: str | None, parts: dict[str, list[str]]) -> str | None:
    """Add a comment line to the header parts; return the key later continuations extend."""
    item = _HEADER_ITEM.fullmatch(line)
    if item:
        key, value = item.group(1), (item.group(2) or "").strip()
        parts.setdefault(key, [])
        if value:
            parts[key].append(value)
        return key
    text = line[1:].strip()
    if not text:
        return None
    if current_key is not None:
        parts[current_key].append(text)
    return current_key


def _header_value(text: str) -> object:
    """Convert a header value to int or float when it is a single number."""
    if _HEADER_INT.fullmatch(text):
        return int(text)
    if _HEADER_FLOAT.fullmatch(text):
        return float(text)
    return text


def _diagnose(line: str) -> str:
    """Explain why a data line failed the line pattern."""
    tokens = line.split()
    if len(tokens) != len(SWF_FIELDS):
        return f"expected {len(SWF_FIELDS)} fields, found {len(tokens)}"
    field, token = next((f, t) for f, p, t in zip(SWF_FIELDS, _FIELD_PATTERNS, tokens) if not p.fullmatch(t))
    if not _NUMBER.fullmatch(token):
        return f"non-numeric value {token!r} in field {field}"
    if token.startswith("-"):
        return f"negative value {token} in field {field} (only -1 marks a missing value)"
    return f"non-integer value {token} in integer field {field}"


def _to_frame(values: np.ndarray) -> pd.DataFrame:
    """Build the jobs table from the raw (n, 18) array, turning -1 into missing values."""
    missing = values == -1
    columns: dict[str, object] = {}
    for i, field in enumerate(SWF_FIELDS):
        if field in INT_FIELDS:
            ints = np.where(missing[:, i], 0, values[:, i]).astype(np.int64)
            columns[field] = pd.arrays.IntegerArray(ints, missing[:, i].copy())
        else:
            columns[field] = np.where(missing[:, i], np.nan, values[:, i])
    return pd.DataFrame(columns)


HEADER_ORDER = (
    "Version",
    "Computer",
    "Installation",
    "Acknowledge",
    "Information",
    "Conversion",
    "MaxJobs",
    "MaxRecords",
    "Preemption",
    "UnixStartTime",
    "TimeZoneString",
    "StartTime",
    "EndTime",
    "MaxNodes",
    "MaxProcs",
    "MaxRuntime",
    "MaxMemory",
    "AllowOveruse",
    "MaxQueues",
    "Queues",
    "Queue",
    "MaxPartitions",
    "Partitions",
    "Partition",
    "Note",
)
"""The standard header fields, in the order of the SWF definition (others follow them)."""


def write_swf(path: str | os.PathLike[str], jobs: pd.DataFrame, header: dict[str, object] | None = None) -> str:
    """Write ``jobs`` (columns named as :data:`SWF_FIELDS`; a column left out, a NaN or a
    ``pd.NA`` is written as ``-1``, "unknown") and the ``header`` fields (``; Key: value``, a
    value holding newlines continued on ``;`` lines, as :func:`read_swf` reads them) to an
    SWF file; returns its text. Reading the file back gives the same jobs and header.
    Negative values other than the missing marker are refused (the format has none)."""
    unknown = sorted(set(jobs.columns) - set(SWF_FIELDS))
    if unknown:
        raise TraceFormatError(str(path), 0, f"unknown SWF field {unknown[0]!r}")
    lines = _header_lines(header or {})
    columns = [_column_text(jobs, field, str(path)) for field in SWF_FIELDS]
    lines += [" ".join(row) for row in zip(*columns)] if len(jobs) else []
    text = "\n".join(lines) + "\n"
    with open(path, "w", encoding="utf-8") as stream:
        stream.write(text)
    return text


def _header_lines(header: dict[str, object]) -> list[str]:
    keys = [k for k in HEADER_ORDER if k in header] + [k for k in header if k not in HEADER_ORDER]
    lines = []
    for key in keys:
        if not re.fullmatch(r"\w+", key):
            raise ValueError(f"SWF header keys are words, got {key!r}")
        first, *rest = str(header[key]).split("\n")
        lines.append(f"; {key}: {first}".rstrip())
        lines += [f";   {part}" for part in rest]
    return lines


def _column_text(jobs: pd.DataFrame, field: str, name: str) -> list[str]:
    """The tokens of one column: ``-1`` for missing, integers without a decimal point, other
    numbers in the shortest positional text (no exponent: SWF has none) that reads back to the
    same value."""
    if field not in jobs:
        return ["-1"] * len(jobs)
    values = pd.to_numeric(jobs[field], errors="coerce").astype("float64").to_numpy(na_value=np.nan)
    if (values < 0).any():
        raise TraceFormatError(name, 0, f"negative value in field {field} (SWF has only -1 for unknown)")
    if field in INT_FIELDS and not np.all(np.isnan(values) | (values == np.round(values))):
        raise TraceFormatError(name, 0, f"non-integer value in integer field {field}")
    return [
        "-1"
        if np.isnan(v)
        else str(int(v))
        if v == int(v) and abs(v) < 2**53
        else np.format_float_positional(v, unique=True, trim="-")
        for v in values
    ]


def run_jobs(
    submit: np.ndarray,
    run_time: np.ndarray,
    completion: np.ndarray,
    processors: np.ndarray,
    requested_time: np.ndarray | None = None,
) -> pd.DataFrame:
    """The SWF jobs of a simulated run ([CORE-D8]), job k numbered k + 1: submitted at ``submit`` (s),
    running ``run_time`` s (the job's own execution time, as a workload gives it: what a reader
    takes back as the job), on ``processors``, with the requested (wall) time, status 1
    (completed), and ``wait_time`` = completion − submit − run time, so that the response
    time wait + run is the job's flow in the run (its completion − submission). A job that ran
    once from start to end waited until its start; a job restarted after a failure (or slowed
    down by checkpoints) "waited" for its lost work too. A job without a completion (NaN: the
    run stopped first) has an unknown (-1) wait time and status. Fields the run does not know
    are -1."""
    submit = np.asarray(submit, dtype=float)
    run_time = np.asarray(run_time, dtype=float)
    completion = np.asarray(completion, dtype=float)
    columns: dict[str, object] = {
        "job_number": np.arange(1, len(submit) + 1),
        "submit_time": submit,
        "wait_time": np.maximum(completion - submit - run_time, 0.0),
        "run_time": run_time,
        "allocated_processors": processors,
        "requested_processors": processors,
        "status": np.where(np.isfinite(completion), 1.0, np.nan),
    }
    if requested_time is not None:
        columns["requested_time"] = requested_time
    return pd.DataFrame(columns)


def run_header(computer: str, jobs: int, nodes: int, processors: int, note: str) -> dict[str, object]:
    """The header of an SWF file resched writes: format version 2.2, the machine (``computer``,
    ``nodes``, ``processors``), the job count, the converter (resched and its version) and a
    ``note`` saying how the run's jobs were written."""
    from resched import __version__

    return {
        "Version": 2.2,
        "Computer": computer,
        "Conversion": f"resched {__version__}",
        "MaxJobs": jobs,
        "MaxRecords": jobs,
        "MaxNodes": nodes,
        "MaxProcs": processors,
        "Note": note,
    }
