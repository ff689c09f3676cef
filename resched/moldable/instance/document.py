"""Moldable-job instances: n jobs with speedup models on P processors and one failure scenario.

JSON format (``"family": "moldable"``, ``"schema_version": 1``)::

    {"family": "moldable", "schema_version": 1, "name": "example-2", "P": 8,
     "jobs": [{"id": 1, "name": "J1", "model": "communication", "w": 64, "c": 1},
              {"id": 2, "name": "J2", "model": "table", "times": [4, 2, 2]}],     # t(1..P), length P
     "failures": [0, 1]}                                                # f_j (default all 0)

A job's ``id`` (an integer or a non-empty string, unique in the file; default its position in
the file, 1-based) names it in every output: solutions, schedules and their pictures. The
authors' job files (:mod:`resched.moldable.instance.formats`) number their jobs by line order.

Models and their parameters are those of :mod:`resched.moldable.instance.jobs` (w in time units, p̄ an
integer ≥ 1, γ and δ in [0, 1], c ≥ 0; a rigid job ``{"model": "rigid", "t": 5, "procs": 2}``
runs t time units on exactly procs ≤ P processors). ``failures`` is the scenario f of §3.2: job j fails
f_j times, then succeeds.

Upper bounds, so that a file never exhausts memory or time: P ≤ 10^6 and n·P ≤ 3·10^7
(the (n, P) table t_j(p), as for generated job sets: see :mod:`resched.moldable.params`);
f_j ≤ 1000 and Σ_j (f_j + 1) ≤ 10^5 attempts (BATCH-LIST's last batch has 2^(k−1) ≥ f_max/2
attempts per job and its allotment DP costs the square of that); w, c and every t(p) ≤ 10^15
time units and p̄ ≤ 10^9 (a p̄ above P acts as P).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, TypeVar

import numpy as np

from resched.errors import InstanceError, ReschedError
from resched.moldable.instance.jobs import MODEL_PARAMETERS, JobSet, execution_times
from resched.moldable.params import MAX_CELLS, MAX_PROCESSORS
from resched.validation import InstanceDocument, array, document, integer, mapping, number, with_source

FAMILY = "moldable"
SCHEMA_VERSION = 1
MAX_FAILURES = 1000
"""Largest failure count f_j of one job in an instance file."""
MAX_ATTEMPTS = 100_000
"""Largest Σ_j (f_j + 1) of an instance file."""
MAX_VALUE = 1e15
"""Largest w, c and t(p) (time units) of an instance file."""
MAX_PBAR = 1_000_000_000


JobId = int | str
"""A job's id: an integer or a non-empty string, unique within its instance."""


@dataclass(frozen=True)
class Job:
    """A job: its ``name`` (a label), speedup ``model`` and parameters, and its ``id`` (default:
    its 1-based position in the file)."""

    name: str
    model: str
    params: dict[str, Any]
    id: JobId


@dataclass(frozen=True, eq=False)
class MoldableInstance(InstanceDocument):
    name: str
    P: int
    jobs: tuple[Job, ...]
    failures: tuple[int, ...]
    family: str = field(default=FAMILY, init=False)

    @cached_property
    def jobset(self) -> JobSet:
        """The t_j(p) table of every job (one row per job)."""
        rows = [
            execution_times(
                j.model,
                {k: np.atleast_1d(np.asarray(v, dtype=float)) if k != "times" else [v] for k, v in j.params.items()},
                self.P,
            )[0]
            for j in self.jobs
        ]
        try:
            return JobSet(self.P, np.array(rows))
        except ReschedError as error:
            raise InstanceError("jobs", str(error)) from None

    @property
    def work(self) -> np.ndarray:
        """The sequential work w_j that sets the failure probability (Eq. 3): t_j(1), or t·procs
        for a rigid job."""
        return np.array(
            [
                j.params["t"] * j.params["procs"] if j.model == "rigid" else t
                for j, t in zip(self.jobs, self.jobset.work)
            ]
        )

    @property
    def ids(self) -> tuple[JobId, ...]:
        """The jobs' ids, in job order."""
        return tuple(j.id for j in self.jobs)

    def index_of(self, job_id: JobId) -> int:
        """The index of the job with id ``job_id`` (one-line error for an unknown id)."""
        try:
            return self.ids.index(job_id)
        except ValueError:
            raise ReschedError(f"instance {self.name!r} has no job with id {job_id!r}") from None

    @property
    def scenario(self) -> np.ndarray:
        return np.array(self.failures, dtype=np.int64)

    @property
    def integer_times(self) -> bool:
        """Whether every t_j(p) is an integer (the time-indexed T_OPT model applies)."""
        t = self.jobset.times
        return bool(np.allclose(t, np.round(t)))

    def to_dict(self) -> dict[str, object]:
        return {
            "family": FAMILY,
            "schema_version": SCHEMA_VERSION,
            "name": self.name,
            "P": self.P,
            "jobs": [{"id": j.id, "name": j.name, "model": j.model, **j.params} for j in self.jobs],
            "failures": list(self.failures),
        }


def from_dict(data: object, source: str | None = None) -> MoldableInstance:
    """Validate a JSON document and build the instance; errors name the field and reason."""
    return with_source(_checked, data, source)


def _checked(data: object) -> MoldableInstance:
    instance = _parse(data)
    instance.jobset  # noqa: B018 — evaluates the tables so bad parameters fail here
    return instance


def _parse(data: object) -> MoldableInstance:
    top, name = document(data, FAMILY, {"P", "jobs"}, {"failures"})
    P = _at_most(integer(top["P"], "P", minimum=1), MAX_PROCESSORS, "P")
    listed = array(top["jobs"], "jobs", min_length=1)
    if len(listed) * P > MAX_CELLS:
        raise InstanceError(
            "jobs",
            f"{len(listed)} jobs on P = {P} processors: the table t_j(p) would have "
            f"{len(listed) * P:,} cells, over {MAX_CELLS:,}",
        )
    jobs = tuple(_job(j, i, P) for i, j in enumerate(listed))
    seen: dict[JobId, int] = {}
    for i, job in enumerate(jobs):
        if job.id in seen:
            raise InstanceError(f"jobs[{i}].id", f"id {job.id!r} is also the id of jobs[{seen[job.id]}]")
        seen[job.id] = i
    raw = top.get("failures", [0] * len(jobs))
    failures = tuple(
        _at_most(integer(f, f"failures[{i}]", minimum=0), MAX_FAILURES, f"failures[{i}]")
        for i, f in enumerate(array(raw, "failures"))
    )
    if len(failures) != len(jobs):
        raise InstanceError("failures", f"needs one count per job ({len(jobs)}), got {len(failures)}")
    if sum(failures) + len(failures) > MAX_ATTEMPTS:
        raise InstanceError("failures", f"{sum(failures) + len(failures):,} attempts in all, over {MAX_ATTEMPTS:,}")
    return MoldableInstance(name=name, P=P, jobs=jobs, failures=failures)


_BOUNDS = {"w": (0.0, True), "t": (0.0, True), "c": (0.0, False), "gamma": (0.0, False), "delta": (0.0, False)}


def _job(data: object, index: int, P: int) -> Job:
    where = f"jobs[{index}]"
    model = data.get("model") if isinstance(data, dict) else None
    if not isinstance(model, str) or model not in MODEL_PARAMETERS:
        raise InstanceError(f"{where}.model", f"expected one of {', '.join(MODEL_PARAMETERS)}, got {model!r}")
    d = mapping(data, where, {"model", *MODEL_PARAMETERS[model]}, {"name", "id"})
    name = d.get("name", f"J{index + 1}")
    if not isinstance(name, str) or not name:
        raise InstanceError(f"{where}.name", "expected a non-empty string")
    job_id = d.get("id", index + 1)
    if isinstance(job_id, bool) or not isinstance(job_id, (int, str)) or job_id == "":
        raise InstanceError(f"{where}.id", f"expected an integer or a non-empty string, got {job_id!r}")
    params: dict[str, Any] = {}
    for key in MODEL_PARAMETERS[model]:
        field_name = f"{where}.{key}"
        if key == "times":
            values = array(d[key], field_name, min_length=P)
            if len(values) != P:
                raise InstanceError(field_name, f"needs t(1..P), {P} values, got {len(values)}")
            params[key] = [
                _at_most(number(v, f"{field_name}[{i}]", minimum=0, strict=True), MAX_VALUE, f"{field_name}[{i}]")
                for i, v in enumerate(values)
            ]
        elif key == "pbar":
            params[key] = _at_most(integer(d[key], field_name, minimum=1), MAX_PBAR, field_name)
        elif key == "procs":
            params[key] = _at_most(integer(d[key], field_name, minimum=1), P, field_name)
        else:
            minimum, strict = _BOUNDS[key]
            params[key] = number(d[key], field_name, minimum=minimum, strict=strict)
            _at_most(params[key], 1 if key in ("gamma", "delta") else MAX_VALUE, field_name)
    return Job(name=name, model=model, params=params, id=job_id)


_Number = TypeVar("_Number", int, float)


def _at_most(value: _Number, maximum: float, field: str) -> _Number:
    if value > maximum:
        shown = f"{value:g}" if isinstance(value, float) else str(value) if len(str(value)) <= 20 else "a larger number"
        limit = f"{maximum:,}" if isinstance(maximum, int) else f"{maximum:g}"
        raise InstanceError(field, f"must be <= {limit}, got {shown}")
    return value
