"""Section instances of the variable-capacity problem (family ``varcap-section``).

A section instance is what an algorithm sees at T_i (§4.2): the section's length T and
processors P_i, the phase-0 status of each job, and the platform's P_min, δ (P_end =
max(P_i − δ, P_min)). It carries the two exact section models (the phase-structured MILP,
twin of DPGoodputSlow-BestCnf, and the time-indexed MILP, exact for integer data) and every
section algorithm of the paper as a heuristic, so ``resched validate`` reports the DPs' gaps.

File format (JSON, times in any unit)::

    {"family": "varcap-section", "schema_version": 1, "name": "fig16",
     "T": 20, "P": 11, "P_previous": 11, "P_min": 0, "delta": 0,
     "jobs": [{"p": 2, "C": 4, "R": 0, "status": "run"}, ...]}

``status`` is ``run`` (running uncheckpointed at T_i), ``ckpt`` (checkpoint completing at
T_i) or ``idle``; optional per job ``worked`` (l_j(T_i), default 0) and ``yield`` (default 0);
optional ``C_max`` (default max C_j) and ``P_previous`` (default 0).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from resched.errors import InstanceError
from resched.validation import array, choice, document, integer, mapping, number, with_source
from resched.varcap.section import Phase0, SectionContext

FAMILY_NAME = "varcap-section"
MAX_PROCESSORS = 100_000
"""Largest processor count of a section file (the paper's P_max is 400; the section DPs keep
tables over processor counts)."""
MAX_JOBS = 10_000
"""Largest number of jobs in a section file."""
_STATUS = {"run": Phase0.RUN, "ckpt": Phase0.CKPT, "idle": Phase0.IDLE}


@dataclass(frozen=True, eq=False)
class SectionInstance:
    """A named section context."""

    name: str
    context: SectionContext
    family: str = FAMILY_NAME

    @property
    def integral(self) -> bool:
        """Integer T, C_j, R_j: the time-indexed MILP is exact."""
        c = self.context
        return all(float(x).is_integer() for x in np.concatenate([[c.T], c.C, c.R]))

    @property
    def equal_checkpoints(self) -> bool:
        """All C_j equal: DPGoodputSlow-BestCnf is optimal (Theorem 1)."""
        return len(set(self.context.C.tolist())) == 1

    def to_dict(self) -> dict[str, Any]:
        c = self.context
        names = {v: k for k, v in _STATUS.items()}
        return {
            "family": FAMILY_NAME,
            "schema_version": 1,
            "name": self.name,
            "T": c.T,
            "P": c.P,
            "P_previous": c.P_previous,
            "P_min": c.P_min,
            "delta": c.delta,
            "C_max": c.C_max,
            "jobs": [
                {
                    "p": int(c.p[j]),
                    "C": float(c.C[j]),
                    "R": float(c.R[j]),
                    "status": names[Phase0(c.status[j])],
                    "worked": float(c.worked[j]),
                    "yield": float(c.yields[j]),
                }
                for j in range(len(c.p))
            ],
        }


def from_dict(data: Any, source: str | None = None) -> SectionInstance:
    """Validate a section instance; errors name the offending field."""
    return with_source(_parse, data, source)


def _parse(data: Any) -> SectionInstance:
    top, name = document(data, FAMILY_NAME, {"T", "P", "jobs"}, {"P_previous", "P_min", "delta", "C_max"})
    jobs = [
        mapping(j, f"jobs[{k}]", {"p", "C", "R", "status"}, {"worked", "yield"})
        for k, j in enumerate(array(top["jobs"], "jobs", min_length=1))
    ]
    if len(jobs) > MAX_JOBS:
        raise InstanceError("jobs", f"at most {MAX_JOBS} jobs per section, got {len(jobs)}")
    P = integer(top["P"], "P", minimum=0, maximum=MAX_PROCESSORS)
    P_min = integer(top.get("P_min", 0), "P_min", minimum=0, maximum=MAX_PROCESSORS)
    delta = integer(top.get("delta", 0), "delta", minimum=0, maximum=MAX_PROCESSORS)
    for k, job in enumerate(jobs):
        choice(job["status"], f"jobs[{k}].status", _STATUS)
    C = np.array([number(j["C"], f"jobs[{k}].C", minimum=0) for k, j in enumerate(jobs)])
    context = SectionContext(
        index=0,
        T=number(top["T"], "T", minimum=0),
        P=P,
        P_end=max(P - delta, P_min),
        C_max=number(top.get("C_max", float(C.max())), "C_max", minimum=float(C.max())),
        p=np.array(
            [integer(j["p"], f"jobs[{k}].p", minimum=1, maximum=MAX_PROCESSORS) for k, j in enumerate(jobs)],
            dtype=np.int64,
        ),
        C=C,
        R=np.array([number(j["R"], f"jobs[{k}].R", minimum=0) for k, j in enumerate(jobs)]),
        status=np.array([int(_STATUS[j["status"]]) for j in jobs], dtype=np.int64),
        worked=np.array([number(j.get("worked", 0), f"jobs[{k}].worked", minimum=0) for k, j in enumerate(jobs)]),
        yields=np.array([number(j.get("yield", 0), f"jobs[{k}].yield", minimum=0) for k, j in enumerate(jobs)]),
        eligible=np.ones(len(jobs), dtype=bool),
        P_previous=integer(top.get("P_previous", 0), "P_previous", minimum=0, maximum=MAX_PROCESSORS),
        P_min=P_min,
        delta=delta,
    )
    if P_min > P:
        raise InstanceError("P_min", f"P_min={P_min} exceeds P={P}")
    if context.Pi1 < 0:
        raise InstanceError("jobs", f"the running jobs use {P - context.Pi1} processors, more than P={P}")
    return SectionInstance(name, context)
