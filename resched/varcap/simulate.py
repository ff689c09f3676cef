"""Section-by-section simulator of the variable-capacity model (§2–§4 of the paper).

An *algorithm* is a callable ``(ctx: SectionContext) -> SectionDecision``: at T_i it sees
only the current section (its length, P_i, the bound max(P_i − δ, P_min) at T_{i+1}) and
the past (phase-0 status, l_j(T_i), Yield_j(T_i)), and returns one Figure-4 path per job
and the phase-1 length C_nf. The simulator checks every decision with
:func:`resched.varcap.section.check_decision`, which raises
:class:`~resched.varcap.section.InvariantError` on any broken rule (never caught here),
accumulates l_j^i and carries the phase-3 status into phase 0 of the next section.

Infinite jobs only (the finite-job model of §5 is not simulated yet).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable

import numpy as np

from resched.errors import ReschedError
from resched.varcap.availability import Availability
from resched.varcap.instance import VarCapInstance
from resched.varcap.section import (
    Phase0,
    SectionContext,
    SectionDecision,
    check_decision,
    end_status,
)

Algorithm = Callable[[SectionContext], SectionDecision]

#: Paths taking a checkpoint in phase 1 or phase 3 (Figure 4).
CHECKPOINT_PATHS = frozenset({2, 3, 5, 6, 8, 11, 12, 14})
#: Paths paying a recovery R_j (in phase 1 or phase 2).
RECOVERY_PATHS = frozenset({7, 8, 10, 11, 12, 13, 14})

_CKPT = np.zeros(16, dtype=bool)
_CKPT[list(CHECKPOINT_PATHS)] = True
_REC = np.zeros(16, dtype=bool)
_REC[list(RECOVERY_PATHS)] = True


@dataclass(frozen=True)
class SimulationResult:
    """Outcome of :func:`simulate`.

    ``section_goodputs[i]`` is Goodput^i (§3.2); ``section_work[i, j]`` is l_j^i;
    ``worked`` is l_j(T_{n+1}); ``yields`` is Yield_j(T_{n+1}) (Eq. 2); ``checkpoints`` and
    ``recoveries`` count the job paths with a checkpoint (2, 3, 5, 6, 8, 11, 12, 14) or a
    recovery (7, 8, 10, 11, 12, 13, 14) over all sections; ``seconds`` is the wall-clock
    time of the whole simulation (algorithm calls included); ``decisions`` holds the
    per-section decisions when ``keep_decisions=True``.
    """

    instance: str
    algorithm: str
    section_goodputs: np.ndarray
    section_work: np.ndarray
    worked: np.ndarray
    yields: np.ndarray
    checkpoints: int
    recoveries: int
    seconds: float
    decisions: tuple[SectionDecision, ...] | None = None


def algorithm_name(algorithm: Algorithm) -> str:
    """``algorithm.name`` if any, else the callable's (class) name."""
    name = getattr(algorithm, "name", None)
    if isinstance(name, str):
        return name
    return getattr(algorithm, "__name__", type(algorithm).__name__)


def job_yields(worked: np.ndarray, availability: np.ndarray) -> np.ndarray:
    """Eq. (2): l_j(t) / ∫_{T_1}^t 1{P(u) ≥ p_j} du, and 0 where the denominator is 0."""
    worked = np.asarray(worked, dtype=float)
    availability = np.asarray(availability, dtype=float)
    out = np.zeros_like(worked)
    np.divide(worked, availability, out=out, where=availability > 0)
    return out


def simulate(instance: VarCapInstance, algorithm: Algorithm, keep_decisions: bool = False) -> SimulationResult:
    """Run ``algorithm`` on every section of ``instance`` and check each decision.

    Section i gets: T = T_{i+1} − T_i, P = P_i, P_end = max(P_i − δ, P_min), C_max over all
    jobs, the phase-0 status from the paths chosen in section i − 1 (all Idle at T_1, so that
    every first start pays R_j), l_j(T_i), Yield_j(T_i) and ``eligible`` all True (every
    infinite job is alive; processor limits are enforced by ``check_decision``).
    """
    if instance.has_finite_jobs:
        raise ReschedError(
            f"instance {instance.name!r} has finite jobs; the variable-capacity simulator "
            "only handles infinite jobs so far"
        )
    start = time.perf_counter()
    a = instance.arrays
    plat = instance.platform
    m, n = len(a.p), instance.n_sections
    availability = Availability.of(instance)
    C_max = float(a.C.max())
    eligible = np.ones(m, dtype=bool)
    status = np.full(m, int(Phase0.IDLE), dtype=np.int64)
    worked = np.zeros(m)
    section_work = np.zeros((n, m))
    goodputs = np.zeros(n)
    checkpoints = recoveries = 0
    decisions: list[SectionDecision] = []
    for i in range(n):
        T = float(a.T[i + 1] - a.T[i])
        P = int(a.P[i])
        yields = job_yields(worked, availability.cumulative[availability.size_row, i])
        ctx = SectionContext(
            index=i,
            T=T,
            P=P,
            P_end=max(P - plat.delta, plat.P_min),
            C_max=C_max,
            p=a.p,
            C=a.C,
            R=a.R,
            status=status.copy(),
            worked=worked.copy(),
            yields=yields,
            eligible=eligible,
            P_previous=int(a.P[i - 1]) if i else 0,
            P_min=plat.P_min,
            delta=plat.delta,
        )
        decision = algorithm(ctx)
        work = check_decision(ctx, decision)
        path = np.asarray(decision.path)
        section_work[i] = work
        worked = worked + work
        goodputs[i] = float(a.p @ work) / (P * T)
        checkpoints += int(_CKPT[path].sum())
        recoveries += int(_REC[path].sum())
        status = end_status(path).astype(np.int64)
        if keep_decisions:
            decisions.append(SectionDecision(path=path.copy(), C_nf=float(decision.C_nf)))
    final_yields = job_yields(worked, availability.cumulative[availability.size_row, n])
    return SimulationResult(
        instance=instance.name,
        algorithm=algorithm_name(algorithm),
        section_goodputs=goodputs,
        section_work=section_work,
        worked=worked,
        yields=final_yields,
        checkpoints=checkpoints,
        recoveries=recoveries,
        seconds=time.perf_counter() - start,
        decisions=tuple(decisions) if keep_decisions else None,
    )
