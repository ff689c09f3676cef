"""One section of the variable-capacity model: the 15 job paths of Figure 4 and their costs,
the section context an algorithm sees and the rules its decision must follow
(:func:`check_decision`), and the section instance files of the family ``varcap-section``
(:class:`SectionInstance`, :func:`from_dict`; described in the comment block below).

A section [T_i, T_{i+1}) of length T has four phases (§4.2.1): phase 0 is phase 3 of the
previous section; phase 1 lasts C_nf (checkpoints complete at T_i + C_nf, recoveries start
at T_i); phase 2 runs until the phase-3 checkpoints, which complete exactly at T_{i+1}.
Every job follows one of 15 paths; its effective working time l_j^i follows from the path
and the phase lengths, and is independent of where phase 3 starts.

Processor accounting of the DPs (§4.2.1): Π1 = P_i − Σ_{Run⁽⁰⁾} p_j counts the Ckpt⁽⁰⁾ and
Idle⁽⁰⁾ jobs active in phase 1; Π2 = P_i counts the jobs active in phase 2;
Π3 = max(P_i − δ, P_min) counts the jobs still running, not checkpointed, at T_{i+1}.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

import numpy as np

from resched.errors import InstanceError, ReschedError
from resched.validation import array, choice, document, integer, mapping, number, with_source


class Phase0(enum.IntEnum):
    """Status of a job at the end of the previous section (phase 0)."""

    RUN = 0  # running, not checkpointed
    CKPT = 1  # checkpointed, the checkpoint completing at T_i
    IDLE = 2


@dataclass(frozen=True)
class Path:
    """One of the 15 paths of Figure 4 (numbered as the cases of §4.2.1).

    ``phases`` names the status in phases 0–3; ``uses`` says whether the job counts against
    Π1, Π2, Π3; ``work`` gives l_j^i = T·a + C_nf·b − C_j·c − R_j·d as (a, b, c, d).
    """

    number: int
    phases: tuple[str, str, str, str]
    uses: tuple[bool, bool, bool]
    work: tuple[int, int, int, int]

    @property
    def start(self) -> Phase0:
        return Phase0[self.phases[0].upper()]

    @property
    def end(self) -> Phase0:
        """Status of the job in phase 0 of the next section."""
        return {"Run": Phase0.RUN, "Ckpt": Phase0.CKPT, "Idle": Phase0.IDLE}[self.phases[3]]

    @property
    def phase1_only(self) -> bool:
        """Works only in phase 1 (cases 3, 6, 12): needs its checkpoint (and recovery) ≤ C_nf."""
        return self.phases[2] == "Idle" and self.work[1] == 1


#: Paths 1–15 of §4.2.1 (index = number − 1).
PATHS: tuple[Path, ...] = (
    Path(1, ("Run", "Run", "Run", "Run"), (False, True, True), (1, 0, 0, 0)),
    Path(2, ("Run", "Run", "Run", "Ckpt"), (False, True, False), (1, 0, 1, 0)),
    Path(3, ("Run", "Ckpt", "Idle", "Idle"), (False, False, False), (0, 1, 1, 0)),
    Path(4, ("Ckpt", "Run", "Run", "Run"), (True, True, True), (1, 0, 0, 0)),
    Path(5, ("Ckpt", "Run", "Run", "Ckpt"), (True, True, False), (1, 0, 1, 0)),
    Path(6, ("Ckpt", "Ckpt", "Idle", "Idle"), (True, False, False), (0, 1, 1, 0)),
    Path(7, ("Ckpt", "Idle", "Rec", "Run"), (False, True, True), (1, -1, 0, 1)),
    Path(8, ("Ckpt", "Idle", "Rec", "Ckpt"), (False, True, False), (1, -1, 1, 1)),
    Path(9, ("Ckpt", "Idle", "Idle", "Idle"), (False, False, False), (0, 0, 0, 0)),
    Path(10, ("Idle", "Rec", "Run", "Run"), (True, True, True), (1, 0, 0, 1)),
    Path(11, ("Idle", "Rec", "Run", "Ckpt"), (True, True, False), (1, 0, 1, 1)),
    Path(12, ("Idle", "Rec+Ckpt", "Idle", "Idle"), (True, False, False), (0, 1, 1, 1)),
    Path(13, ("Idle", "Idle", "Rec", "Run"), (False, True, True), (1, -1, 0, 1)),
    Path(14, ("Idle", "Idle", "Rec", "Ckpt"), (False, True, False), (1, -1, 1, 1)),
    Path(15, ("Idle", "Idle", "Idle", "Idle"), (False, False, False), (0, 0, 0, 0)),
)

#: Paths whose feasibility or working time depends on C_nf (coefficient b of C_nf ≠ 0).
CNF_PATHS = frozenset(p.number for p in PATHS if p.work[1] != 0)


def path_work(k: int, T: float, C_nf: float, C: float, R: float) -> float:
    """l_j^i of one job on path k (scalar form of :func:`working_time`): a·T + b·C_nf − c·C_j − d·R_j."""
    a, b, c, d = PATHS[k - 1].work
    return a * T + b * C_nf - c * C - d * R


def phase1_need(k: int, C: float, R: float) -> float:
    """Time that path k must fit in phase 1 (C_nf): C_j on the phase-1-only paths 3 and 6,
    C_j + R_j on path 12, 0 on the others."""
    if not PATHS[k - 1].phase1_only:
        return 0.0
    return C + R if k == 12 else C


#: Path numbers open to a job by its phase-0 status (3, 6 and 6 cases).
PATHS_FROM: dict[Phase0, tuple[int, ...]] = {
    start: tuple(p.number for p in PATHS if p.start is start) for start in Phase0
}

_WORK = np.array([p.work for p in PATHS], dtype=float)  # (15, 4)
_USES = np.array([p.uses for p in PATHS], dtype=bool)  # (15, 3)
_START = np.array([int(p.start) for p in PATHS])
_END = np.array([int(p.end) for p in PATHS])
_PHASE1_ONLY = np.array([p.phase1_only for p in PATHS])


def working_time(path: np.ndarray, T: float, C_nf: float, C: np.ndarray, R: np.ndarray) -> np.ndarray:
    """Effective working time l_j^i of each job (path numbers 1–15), §4.2.1 cases (1)–(15)."""
    a, b, c, d = _WORK[np.asarray(path) - 1].T
    return a * T + b * C_nf - c * C - d * R


def uses(path: np.ndarray) -> np.ndarray:
    """(m, 3) booleans: whether each job counts against Π1, Π2, Π3."""
    return _USES[np.asarray(path) - 1]


def end_status(path: np.ndarray) -> np.ndarray:
    """Phase-0 status (as ints of :class:`Phase0`) of each job in the next section."""
    return _END[np.asarray(path) - 1]


def start_status(path: np.ndarray) -> np.ndarray:
    """Phase-0 status each path starts from."""
    return _START[np.asarray(path) - 1]


@dataclass(frozen=True)
class SectionContext:
    """What an algorithm knows at T_i (§2): this section only, and the past.

    Times in the instance's unit; ``worked`` is l_j(T_i) and ``yields`` Yield_j(T_i) (Eq. 2);
    ``eligible`` marks the jobs that may be allocated processors (alive jobs).
    """

    index: int
    T: float  # T_{i+1} − T_i
    P: int  # P_i
    P_end: int  # max(P_i − δ, P_min): processors that may stay in use, uncheckpointed, at T_{i+1}
    C_max: float  # over all jobs of the instance
    p: np.ndarray
    C: np.ndarray
    R: np.ndarray
    status: np.ndarray  # Phase0 of each job
    worked: np.ndarray
    yields: np.ndarray
    eligible: np.ndarray
    P_previous: int = 0  # P_{i−1}, 0 before the first section (P_0 = 0 as in MW_i, App. D.4)
    P_min: int = 0
    delta: int = 0

    @property
    def Pi1(self) -> int:
        """Initial Π1 = P_i − Σ_{Run⁽⁰⁾} p_j."""
        return int(self.P - self.p[self.status == Phase0.RUN].sum())


@dataclass(frozen=True)
class SectionDecision:
    """An algorithm's decision for one section: the path of each job and the phase-1 length.

    ``fallback`` is True when the algorithm could not schedule the section itself (e.g. a
    two-part DP on a section shorter than C_max) and the decision is its declared fallback
    rule's (see :mod:`resched.varcap.algorithms`); the simulator counts such sections."""

    path: np.ndarray  # ints 1–15, one per job
    C_nf: float
    fallback: bool = False

    def working_times(self, ctx: SectionContext) -> np.ndarray:
        """l_j^i of every job under this decision (before completions of finite jobs)."""
        return working_time(self.path, ctx.T, self.C_nf, ctx.C, ctx.R)


class Unschedulable(ValueError):
    """An algorithm has no decision for this section (a two-part DP on a section shorter than
    C_max, a DP with no feasible state): its declared fallback rule decides instead."""


class InvariantError(AssertionError):
    """A decision breaks the model (a bug in an algorithm, never a user error)."""


class DecisionError(InvariantError, ReschedError):
    """A section decision refused by :func:`check_decision`: one line naming the section, the
    decision (job and path, or C_nf) and the rule it breaks. It is a
    :class:`~resched.errors.ReschedError` (the command line prints it as one line, exit code 2:
    the decision may come from a user's policy) and an :class:`InvariantError`."""

    def __init__(self, ctx: SectionContext, what: str, rule: str):
        self.section, self.rule = int(ctx.index), rule
        super().__init__(f"section {ctx.index}: {what} (rule: {rule})")


#: The rules of :func:`check_decision`, as its errors name them.
RULES = {
    "path": "one path number in 1..15 per job",
    "C_nf": "0 <= C_nf <= T",
    "status": "a path starts from the job's phase-0 status",
    "eligible": "an ineligible job does no work beyond checkpointing out (paths 3, 9, 15)",
    "phase1": "a phase-1-only path fits its checkpoint (and recovery) in C_nf",
    "work": "every working time l_j^i is >= 0",
    "processors": "<= P_i processors in phases 1 and 2, <= max(P_i - delta, P_min) running uncheckpointed at T_{i+1}",
}


def check_decision(ctx: SectionContext, decision: SectionDecision) -> np.ndarray:
    """Assert the model's rules for one section and return l_j^i.

    Rules (:data:`RULES`): each path starts from the job's phase-0 status; ineligible jobs do
    no work beyond checkpointing out (paths 3, 9, 15); phase-1-only paths fit their checkpoint
    (and recovery) in C_nf; 0 ≤ C_nf ≤ T; every l_j^i ≥ 0; processors ≤ P_i in phases 1 and 2;
    at T_{i+1} the jobs not checkpointed use ≤ max(P_i − δ, P_min) (no work is ever lost).
    A broken rule raises :class:`DecisionError` (one line: section, decision, rule).
    """
    if not isinstance(decision, SectionDecision):
        raise DecisionError(ctx, f"the decision is a {type(decision).__name__}, not a SectionDecision", RULES["path"])
    path = np.asarray(decision.path)
    if (
        path.shape != ctx.p.shape
        or not (path.dtype.kind in "iu" or (path.dtype.kind == "f" and np.all(path == np.round(path))))
        or path.min(initial=1) < 1
        or path.max(initial=15) > 15
    ):
        raise DecisionError(ctx, f"a path number per job in 1..15 is required, got {_brief(path)}", RULES["path"])
    path = path.astype(np.int64)
    C_nf = decision.C_nf
    if not isinstance(C_nf, int | float | np.integer | np.floating) or not 0 <= C_nf <= ctx.T:
        raise DecisionError(ctx, f"C_nf={C_nf} outside [0, T={ctx.T}]", RULES["C_nf"])
    wrong = np.flatnonzero(start_status(path) != ctx.status)
    if len(wrong):
        j = wrong[0]
        raise DecisionError(
            ctx, f"job {j} takes path {path[j]} from status {Phase0(ctx.status[j]).name}", RULES["status"]
        )
    used = uses(path)
    stray = np.flatnonzero(~ctx.eligible & used.any(axis=1))
    if len(stray):
        raise DecisionError(ctx, f"ineligible job {stray[0]} runs (path {path[stray[0]]})", RULES["eligible"])
    phase1_only = _PHASE1_ONLY[path - 1]
    need = ctx.C + np.where(path == 12, ctx.R, 0.0)
    late = np.flatnonzero(phase1_only & (need > C_nf + 1e-9))
    if len(late):
        raise DecisionError(
            ctx, f"job {late[0]} on path {path[late[0]]} cannot checkpoint within C_nf={C_nf}", RULES["phase1"]
        )
    work = working_time(path, ctx.T, C_nf, ctx.C, ctx.R)
    short = np.flatnonzero(work < -1e-9)
    if len(short):
        j = short[0]
        raise DecisionError(ctx, f"job {j} on path {path[j]} has negative working time {work[j]:g}", RULES["work"])
    run0 = ctx.status == Phase0.RUN
    loads = (
        int(ctx.p[run0].sum() + ctx.p[used[:, 0]].sum()),
        int(ctx.p[used[:, 1]].sum()),
        int(ctx.p[used[:, 2]].sum()),
    )
    limits = (ctx.P, ctx.P, ctx.P_end)
    for phase, (load, limit) in enumerate(zip(loads, limits), start=1):
        if load > limit:
            raise DecisionError(ctx, f"{load} processors used in phase {phase}, limit {limit}", RULES["processors"])
    return np.maximum(work, 0.0)


def _brief(values: np.ndarray, shown: int = 6) -> str:
    """A short one-line rendering of an array for an error message."""
    flat = values.ravel().tolist()
    more = ", …" if len(flat) > shown else ""
    return f"[{', '.join(map(str, flat[:shown]))}{more}] (shape {values.shape})"


# --- section instances (family varcap-section) -------------------------------------------------
# Section instances of the variable-capacity problem (family ``varcap-section``).
#
# A section instance is what an algorithm sees at T_i (§4.2): the section's length T and
# processors P_i, the phase-0 status of each job, and the platform's P_min, δ (P_end =
# max(P_i − δ, P_min)). It carries the two exact section models (the phase-structured MILP,
# twin of DPGoodputSlow-BestCnf, and the time-indexed MILP, exact for integer data) and every
# section algorithm of the paper as a heuristic, so ``resched validate`` reports the DPs' gaps.
#
# File format (JSON, times in any unit)::
#
#     {"family": "varcap-section", "schema_version": 1, "name": "fig16",
#      "T": 20, "P": 11, "P_previous": 11, "P_min": 0, "delta": 0,
#      "jobs": [{"p": 2, "C": 4, "R": 0, "status": "run"}, ...]}
#
# ``status`` is ``run`` (running uncheckpointed at T_i), ``ckpt`` (checkpoint completing at
# T_i) or ``idle``; optional per job ``worked`` (l_j(T_i), default 0) and ``yield`` (default 0);
# optional ``C_max`` (default max C_j) and ``P_previous`` (default 0).

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


def from_dict(data: object, source: str | None = None) -> SectionInstance:
    """Validate a section instance; errors name the offending field."""
    return with_source(_parse, data, source)


def _parse(data: object) -> SectionInstance:
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
