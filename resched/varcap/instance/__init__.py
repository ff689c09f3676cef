"""Variable-capacity instances: rigid checkpointable jobs on a platform whose size changes.

JSON format (``"family": "varcap"``, ``"schema_version": 1``)::

    {"family": "varcap", "schema_version": 1, "name": "demo",
     "platform": {"P_min": 4, "P_max": 16, "delta": 4},
     "sections": {"T": [0, 100, 220], "P": [16, 12]},
     "jobs": [{"name": "J1", "p": 3, "C": 5, "R": 5},                 # infinite job
              {"name": "J2", "p": 2, "C": 5, "R": 5, "release": 30, "length": 120}]}

Section i is [T_i, T_{i+1}) with P_i processors (§2 of the variable-capacity paper);
``release`` defaults to T_1 and a missing ``length`` means an infinite job. A job's
``name`` is its stable id (default ``J<position from 1>``), which solutions and outputs use;
``id`` (a string or a trace's integer job number) may stand for it. Times are in
the instance's time unit (seconds for trace-derived instances), sizes in processors.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

import numpy as np

from resched.errors import InstanceError
from resched.validation import InstanceDocument, array, document, integer, job_name, mapping, number, with_source

FAMILY = "varcap"
SCHEMA_VERSION = 1


@dataclass(frozen=True)
class Job:
    """Rigid job J_j: p processors, checkpoint C and recovery R (time), release, length L."""

    name: str
    p: int
    C: float
    R: float
    release: float
    length: float = math.inf

    @property
    def is_finite(self) -> bool:
        return math.isfinite(self.length)


@dataclass(frozen=True)
class Platform:
    """P_min ≤ P_i ≤ P_max processors, |P_{i+1} − P_i| ≤ δ."""

    P_min: int
    P_max: int
    delta: int


@dataclass(frozen=True)
class VarCapInstance(InstanceDocument):
    """Jobs, platform and sections [T_i, T_{i+1}) with P_i processors."""

    name: str
    platform: Platform
    T: tuple[float, ...]
    P: tuple[int, ...]
    jobs: tuple[Job, ...]
    family: str = field(default=FAMILY, init=False)

    def __post_init__(self) -> None:
        _check_consistency(self)

    @property
    def n_sections(self) -> int:
        return len(self.P)

    @property
    def horizon(self) -> tuple[float, float]:
        return self.T[0], self.T[-1]

    @cached_property
    def arrays(self) -> JobArrays:
        return JobArrays(
            p=np.array([j.p for j in self.jobs], dtype=np.int64),
            C=np.array([j.C for j in self.jobs], dtype=float),
            R=np.array([j.R for j in self.jobs], dtype=float),
            release=np.array([j.release for j in self.jobs], dtype=float),
            length=np.array([j.length for j in self.jobs], dtype=float),
            T=np.asarray(self.T, dtype=float),
            P=np.asarray(self.P, dtype=np.int64),
        )

    @property
    def has_finite_jobs(self) -> bool:
        return any(j.is_finite for j in self.jobs)

    @property
    def jobs_come_and_go(self) -> bool:
        """Finite jobs or releases after T_1: the §5 setting (alive jobs change over time)."""
        return self.has_finite_jobs or any(j.release > self.T[0] for j in self.jobs)

    def to_dict(self) -> dict[str, Any]:
        def job(j: Job) -> dict[str, object]:
            d: dict[str, Any] = {"name": j.name, "p": j.p, "C": j.C, "R": j.R, "release": j.release}
            if j.is_finite:
                d["length"] = j.length
            return d

        return {
            "family": FAMILY,
            "schema_version": SCHEMA_VERSION,
            "name": self.name,
            "platform": {"P_min": self.platform.P_min, "P_max": self.platform.P_max, "delta": self.platform.delta},
            "sections": {"T": list(self.T), "P": list(self.P)},
            "jobs": [job(j) for j in self.jobs],
        }


@dataclass(frozen=True)
class JobArrays:
    """The instance as numpy arrays (job j at index j, section i at index i)."""

    p: np.ndarray
    C: np.ndarray
    R: np.ndarray
    release: np.ndarray
    length: np.ndarray
    T: np.ndarray
    P: np.ndarray


def from_dict(data: object, source: str | None = None) -> VarCapInstance:
    """Validate a JSON document and build the instance; errors name the field and reason."""
    return with_source(_parse, data, source)


def _parse(data: object) -> VarCapInstance:
    top, name = document(data, FAMILY, {"platform", "sections", "jobs"})
    plat = mapping(top["platform"], "platform", {"P_min", "P_max", "delta"})
    platform = Platform(
        P_min=integer(plat["P_min"], "platform.P_min", minimum=0),
        P_max=integer(plat["P_max"], "platform.P_max", minimum=1),
        delta=integer(plat["delta"], "platform.delta", minimum=0),
    )
    sec = mapping(top["sections"], "sections", {"T", "P"})
    T = tuple(number(t, f"sections.T[{i}]") for i, t in enumerate(array(sec["T"], "sections.T", min_length=2)))
    P = tuple(integer(p, f"sections.P[{i}]") for i, p in enumerate(array(sec["P"], "sections.P", min_length=1)))
    jobs = tuple(_job(j, i, T[0]) for i, j in enumerate(array(top["jobs"], "jobs", min_length=1)))
    return VarCapInstance(name=name, platform=platform, T=T, P=P, jobs=jobs)


def _job(data: object, index: int, T1: float) -> Job:
    where = f"jobs[{index}]"
    d = mapping(data, where, {"p", "C", "R"}, {"name", "id", "release", "length"})
    name = job_name(d, where, index)
    length = d.get("length")
    return Job(
        name=name,
        p=integer(d["p"], f"{where}.p", minimum=1),
        C=number(d["C"], f"{where}.C", minimum=0),
        R=number(d["R"], f"{where}.R", minimum=0),
        release=number(d.get("release", T1), f"{where}.release"),
        length=math.inf if length is None else number(length, f"{where}.length", minimum=0, strict=True),
    )


def _check_consistency(inst: VarCapInstance) -> None:
    """Cross-field rules of §2: sorted dates, P_i ∈ [P_min, P_max], |ΔP| ≤ δ, p_j ≤ P_max."""
    plat = inst.platform
    if plat.P_min > plat.P_max:
        raise InstanceError("platform.P_min", f"P_min={plat.P_min} exceeds P_max={plat.P_max}")
    if len(inst.T) != len(inst.P) + 1:
        raise InstanceError("sections.T", f"needs len(P)+1 = {len(inst.P) + 1} dates, got {len(inst.T)}")
    for i in range(1, len(inst.T)):
        if not inst.T[i] > inst.T[i - 1]:
            raise InstanceError(
                f"sections.T[{i}]", f"dates must increase strictly ({inst.T[i - 1]:g} then {inst.T[i]:g})"
            )
    for i, P in enumerate(inst.P):
        if not plat.P_min <= P <= plat.P_max:
            raise InstanceError(f"sections.P[{i}]", f"P={P} is outside [P_min, P_max] = [{plat.P_min}, {plat.P_max}]")
        if i and abs(P - inst.P[i - 1]) > plat.delta:
            raise InstanceError(
                f"sections.P[{i}]", f"|P_{i + 1} - P_{i}| = {abs(P - inst.P[i - 1])} exceeds delta={plat.delta}"
            )
    names: set[str] = set()
    for i, job in enumerate(inst.jobs):
        if job.p > plat.P_max:
            raise InstanceError(f"jobs[{i}].p", f"p={job.p} is larger than the platform (P_max={plat.P_max})")
        if not inst.T[0] <= job.release < inst.T[-1]:
            raise InstanceError(
                f"jobs[{i}].release",
                f"release {job.release:g} is outside [T_1, T_n+1) = [{inst.T[0]:g}, {inst.T[-1]:g})",
            )
        if job.name in names:
            raise InstanceError(f"jobs[{i}].name", f"duplicate job name {job.name!r}")
        names.add(job.name)
