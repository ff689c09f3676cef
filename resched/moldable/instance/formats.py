"""The authors' file formats for moldable jobs ([CORE-D4], [MOLDABLE-D24]), detected from the content,
never from the file name.

* Job file, one job per line, fields separated by blanks (blank lines and ``#`` comments are
  skipped)::

      name mld w lin              t(p) = w/p
      name mld w rft pbar         t(p) = w/min(p, p̄)                      (roofline)
      name mld w amd s            t(p) = w·((1−s)/p + s)                  (Amdahl, s ∈ [0, 1])
      name mld w com c            t(p) = w/p + (p−1)·c                    (communication)
      name mld w mix pbar d c     t(p) = max(w/p, w/p̄) + d + (p−1)·c     (mix: w the parallel work,
                                                                           d the sequential time)
      name rgd t procs            t time units on exactly procs processors (rigid)

  The file has no processor count: P is given with it (``--processors``). Each line becomes a
  job of the JSON instance format (:mod:`resched.moldable.instance.document`: lin = roofline with
  p̄ = P, mix = mix with w + d and γ = d/(w + d), rgd = rigid), whose bounds apply; its id is
  its position among the file's jobs (1-based).
* Failure-scenario file: one line per scenario, one non-negative integer f_j per job, in the
  job file's order (the generated job sets' order for ``resched moldable run``).

A file that is neither a JSON instance (first non-blank character ``{``) nor a job file is
refused with a one-line error naming both formats; a malformed line is refused with its line
number and the format it should have.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np

from resched.errors import InstanceError, ReschedError, TraceFormatError
from resched.io.files import read_bytes
from resched.moldable.instance.document import MAX_ATTEMPTS, MAX_FAILURES, MoldableInstance, from_dict

JOB_FORMAT = "'name mld w model params…' (models lin, rft p̄, amd s, com c, mix p̄ d c) or 'name rgd t procs'"
FAILURE_FORMAT = "one line per scenario, one non-negative integer per job in file order"
NEITHER = f"neither a moldable JSON instance nor the authors' job file (lines {JOB_FORMAT})"
MAX_SCENARIOS = 10_000
"""Most lines of a failure-scenario file (as ``scenarios``)."""
MAX_BYTES = 64 << 20
"""Largest job or failure file read (64 MiB)."""

_MODELS = {"lin": (), "rft": ("pbar",), "amd": ("s",), "com": ("c",), "mix": ("pbar", "d", "c")}


def _text(path: str | Path, what: str) -> str:
    """The file's text, with one-line errors for a missing, unreadable, binary or huge file."""
    path = Path(path)
    data = read_bytes(path, what, MAX_BYTES)
    if b"\0" in data:
        raise TraceFormatError(str(path), 0, f"not a text file (NUL bytes), not a {what}")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise TraceFormatError(str(path), 0, f"not a text file (invalid UTF-8), not a {what}") from None


def _lines(text: str) -> Iterator[tuple[int, list[str]]]:
    """(line number, fields) of every line that is neither blank nor a ``#`` comment."""
    for number, line in enumerate(text.splitlines(), start=1):
        fields = line.split()
        if fields and not fields[0].startswith("#"):
            yield number, fields


def _number(text: str, path: Path, number: int, name: str) -> float | int:
    """A field as an int when it is written as one, else a float (the instance checks ranges)."""
    try:
        return int(text)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        raise TraceFormatError(
            str(path), number, f"{name} must be a number, got {text!r}; expected {JOB_FORMAT}"
        ) from None


def job_document(text: str, path: str | Path, P: int) -> tuple[dict[str, object], list[int]]:
    """The JSON instance document of a job file's text on P processors, and the line number
    of each job."""
    path = Path(path)
    jobs: list[dict[str, object]] = []
    lines: list[int] = []
    for number, fields in _lines(text):
        jobs.append({"id": len(jobs) + 1, **_job(fields, path, number, P)})
        lines.append(number)
    if not jobs:
        raise TraceFormatError(str(path), 0, f"empty job file, no job; expected lines {JOB_FORMAT}")
    return {"family": "moldable", "schema_version": 1, "name": path.stem, "P": P, "jobs": jobs}, lines


def _job(fields: list[str], path: Path, number: int, P: int) -> dict[str, object]:
    """One job line as a JSON job (lin = roofline with p̄ = P; mix with w + d and γ = d/(w + d))."""
    kind = fields[1] if len(fields) > 1 else None
    if kind == "rgd":
        if len(fields) != 4:
            raise TraceFormatError(str(path), number, f"a rigid job has 4 fields 'name rgd t procs', got {len(fields)}")
        t, procs = (_number(f, path, number, n) for f, n in zip(fields[2:], ("t", "procs")))
        return {"name": fields[0], "model": "rigid", "t": t, "procs": procs}
    if kind != "mld" or len(fields) < 4 or fields[3] not in _MODELS:
        raise TraceFormatError(str(path), number, f"expected {JOB_FORMAT}, got {' '.join(fields)[:80]!r}")
    names = _MODELS[fields[3]]
    if len(fields) != 4 + len(names):
        raise TraceFormatError(
            str(path),
            number,
            f"model {fields[3]} takes {len(names)} parameter(s) ({' '.join(names) or 'none'}), got {len(fields) - 4}",
        )
    w = _number(fields[2], path, number, "w")
    values = dict(zip(names, (_number(f, path, number, n) for f, n in zip(fields[4:], names))))
    job: dict[str, Any] = {"name": fields[0]}
    if fields[3] == "lin":
        return {**job, "model": "roofline", "w": w, "pbar": P}
    if fields[3] == "rft":
        return {**job, "model": "roofline", "w": w, "pbar": values["pbar"]}
    if fields[3] == "amd":
        return {**job, "model": "amdahl", "w": w, "gamma": values["s"]}
    if fields[3] == "com":
        return {**job, "model": "communication", "w": w, "c": values["c"]}
    if values["d"] < 0:
        raise TraceFormatError(str(path), number, f"the sequential time d must be >= 0, got {fields[5]}")
    total = w + values["d"]
    gamma = values["d"] / total if total > 0 else 0.0
    return {**job, "model": "mix", "w": total, "pbar": values["pbar"], "gamma": gamma, "c": values["c"]}


def read_instance(path: str | Path, P: int | None = None) -> MoldableInstance:
    """A moldable instance from a JSON instance file (whose P must equal ``P`` if given) or
    the authors' job file (on ``P`` processors, required), detected from the content."""
    path = Path(path)
    text = _text(path, "instance or job file")
    if text.lstrip().startswith("{"):
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise ReschedError(f"{path}:{error.lineno}: invalid JSON ({error.msg})") from None
        except RecursionError:
            raise ReschedError(f"{path}: invalid JSON (nested too deeply)") from None
        family = data.get("family") if isinstance(data, dict) else None
        if isinstance(family, str) and family != "moldable":
            raise ReschedError(f"{path}: a {family!r} instance, not a moldable one")
        instance = from_dict(data, str(path))
        if P is not None and P != instance.P:
            raise ReschedError(
                f"{path}: the instance is on P = {instance.P} processors, not {P} (--processors is "
                "for the authors' job files)"
            )
        return instance
    if not _looks_like_jobs(text):
        raise TraceFormatError(str(path), _first_line(text), NEITHER)
    if P is None:
        raise ReschedError(f"{path}: the authors' job file has no processor count: give --processors")
    document, lines = job_document(text, path, P)
    try:
        return from_dict(document)
    except InstanceError as error:
        raise TraceFormatError(str(path), _line_of(error.field, lines), f"{error.field}: {error.reason}") from None


def _looks_like_jobs(text: str) -> bool:
    """Whether the first job line has the job file's shape (a name, then mld or rgd)."""
    first = next(_lines(text), None)
    return first is not None and len(first[1]) >= 3 and first[1][1] in ("mld", "rgd")


def _first_line(text: str) -> int:
    return next((number for number, _ in _lines(text)), 0)


def _line_of(field: str, lines: list[int]) -> int:
    """The line number of the job named by an instance field such as ``jobs[3].pbar``."""
    if field.startswith("jobs[") and "]" in field:
        index = field[5 : field.index("]")]
        if index.isdigit() and int(index) < len(lines):
            return lines[int(index)]
    return lines[0] if field == "jobs" else 0


def read_failures(path: str | Path, n: int) -> np.ndarray:
    """(scenarios, n) failure counts of the authors' failure-scenario file: one line per
    scenario, n non-negative integers (at most the instance bounds: f_j ≤ 1000 and
    Σ_j (f_j + 1) ≤ 10^5 per scenario; at most 10,000 scenarios)."""
    path = Path(path)
    rows = []
    for number, fields in _lines(_text(path, "failure-scenario file")):
        if len(fields) != n or not all(f.isascii() and f.isdigit() for f in fields):
            got = f"{len(fields)} field(s)" if len(fields) != n else f"{' '.join(fields)[:60]!r}"
            raise TraceFormatError(
                str(path), number, f"expected {n} non-negative integers ({FAILURE_FORMAT}), got {got}"
            )
        row = [int(f) for f in fields]
        if max(row) > MAX_FAILURES or sum(row) + n > MAX_ATTEMPTS:
            raise TraceFormatError(
                str(path), number, f"at most {MAX_FAILURES} failures per job and {MAX_ATTEMPTS:,} attempts per scenario"
            )
        rows.append(row)
        if len(rows) > MAX_SCENARIOS:
            raise TraceFormatError(str(path), number, f"more than {MAX_SCENARIOS:,} scenarios")
    if not rows:
        raise TraceFormatError(str(path), 0, f"empty failure-scenario file; expected {FAILURE_FORMAT}")
    return np.array(rows, dtype=np.int64)
