"""Section-by-section simulator of the variable-capacity model (§2–§4 of the paper).

An *algorithm* is a section policy (:class:`resched.varcap.algorithms.SectionPolicy`): an
object with a ``name``, declared ``traits`` (:class:`resched.varcap.algorithms.PolicyTraits`:
the §5.2 reallocation rule, statefulness, …) and ``__call__(ctx: SectionContext) ->
SectionDecision``. At T_i it sees only the current section (its length, P_i, the bound
max(P_i − δ, P_min) at T_{i+1}) and the past (phase-0 status, l_j(T_i), Yield_j(T_i)), and
returns one Figure-4 path per job and the phase-1 length C_nf. A plain callable, which
declares no traits, is refused (one line); :func:`resched.varcap.algorithms.policy` declares
them. The simulator checks every decision with
:func:`resched.varcap.instance.section.check_decision`, which raises
:class:`~resched.varcap.instance.section.DecisionError` (one line, a ``ReschedError``) on any
broken rule, accumulates l_j^i and carries the phase-3 status into phase 0 of the next section.

Finite jobs and release dates (§5, [VARCAP-D10]) are played forward inside each section
by :func:`resched.varcap.simulate.finite.play_section` (completions, final checkpoints, §5.2
reallocation of freed processors); see :func:`simulate`.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

import numpy as np

from resched.errors import ReschedError
from resched.result import check_time
from resched.varcap.instance import VarCapInstance
from resched.varcap.instance.availability import Availability, job_yields, solo_time
from resched.varcap.instance.result import MidStart, SimulationResult
from resched.varcap.instance.section import (
    Phase0,
    SectionContext,
    SectionDecision,
    check_decision,
    end_status,
)
from resched.varcap.simulate.finite import play_section

if TYPE_CHECKING:  # the Protocol is declared above this layer, in the algorithms' registry
    from resched.varcap.algorithms import SectionPolicy

#: Paths taking a checkpoint in phase 1 or phase 3 (Figure 4).
CHECKPOINT_PATHS = frozenset({2, 3, 5, 6, 8, 11, 12, 14})
#: Paths paying a recovery R_j (in phase 1 or phase 2).
RECOVERY_PATHS = frozenset({7, 8, 10, 11, 12, 13, 14})

_CKPT = np.zeros(16, dtype=bool)
_CKPT[list(CHECKPOINT_PATHS)] = True
_REC = np.zeros(16, dtype=bool)
_REC[list(RECOVERY_PATHS)] = True


REALLOCATIONS = ("greedy", "subset-sum")


def declared_traits(algorithm: object) -> tuple[str, str, bool]:
    """(name, §5.2 reallocation rule, stateful) as ``algorithm`` declares them (its ``name`` and
    its ``traits``, :class:`resched.varcap.algorithms.PolicyTraits`); a one-line
    :class:`ReschedError` naming the missing trait otherwise (never a guess)."""
    label = getattr(algorithm, "name", None) or getattr(algorithm, "__name__", None) or type(algorithm).__name__
    if not callable(algorithm):
        raise ReschedError(f"{label} is not a section policy: it is not callable (ctx -> SectionDecision)")
    traits = getattr(algorithm, "traits", None)
    reallocation = getattr(traits, "reallocation", None)
    if reallocation is None:
        raise ReschedError(
            f"{label} declares no trait 'reallocation' (traits: PolicyTraits, the §5.2 rule 'greedy' or "
            "'subset-sum'); wrap a plain callable with resched.varcap.algorithms.policy(fn, reallocation=...)"
        )
    if reallocation not in REALLOCATIONS:
        raise ReschedError(f"{label}: trait reallocation must be 'greedy' or 'subset-sum', not {reallocation!r}")
    stateful = getattr(traits, "stateful", False)
    if not isinstance(stateful, bool):
        raise ReschedError(f"{label}: trait stateful must be True or False, not {stateful!r}")
    if not isinstance(getattr(algorithm, "name", None), str):
        raise ReschedError(f"{label} is not a section policy: it has no 'name' (a str)")
    return str(label), str(reallocation), stateful


def reallocation_policy(algorithm: SectionPolicy, reallocation: str | None = None) -> str:
    """The §5.2 reallocation policy: ``reallocation`` if given (an explicit override, e.g. to
    compare the two rules under one algorithm), else the algorithm's declared trait
    (``greedy`` for GreedyGoodput and GreedyYield, ``subset-sum`` for the DPs)."""
    declared = declared_traits(algorithm)[1]
    if reallocation is None:
        return declared
    if reallocation not in REALLOCATIONS:
        raise ReschedError(f"reallocation must be 'greedy' or 'subset-sum', not {reallocation!r}")
    return reallocation


def release_yields(
    availability: Availability, release: np.ndarray, completion: np.ndarray | None, worked: np.ndarray, t: float
) -> np.ndarray:
    """§5.1: Yield_j(t) = l_j(t) / ∫_{r_j}^{min(t, e_j)} 1{P(u) ≥ p_j} du (0 where the
    denominator is 0, e.g. for jobs not released yet)."""
    return job_yields(worked, solo_time(availability, release, completion, t))


def _refuse_dead_end(ctx: SectionContext) -> None:
    """A one-line :class:`ReschedError` when no decision of the model exists for section
    ``ctx.index`` ([VARCAP-D16]): a job left running, uncheckpointed, at T_i whose checkpoint
    is longer than the section (C_j > T: paths 2 and 3 impossible) can only keep running
    (path 1), which needs p_j of max(P_i − δ, P_min) at T_{i+1}; when these stranded jobs
    exceed it (or one is ineligible), every decision breaks §2's rule that no work is lost.
    Only sections shorter than a running job's C_j reach this (the paper's §6.1 sections are
    at least 0.8·avgT = 80 > C_max = 20). The same holds for finite jobs' final checkpoints
    spilling past T_{i+1} (checked in :func:`simulate`)."""
    stranded = (ctx.status == Phase0.RUN) & (ctx.C > ctx.T + 1e-9)
    if not stranded.any():
        return
    load = int(ctx.p[stranded].sum())
    if load <= ctx.P_end and bool(ctx.eligible[stranded].all()):
        return
    j = int(np.flatnonzero(stranded)[0])
    raise ReschedError(
        f"section {ctx.index} (T={ctx.T:g}) has no decision in the model: job {j} (p={int(ctx.p[j])}, "
        f"C={float(ctx.C[j]):g}) was left running by section {ctx.index - 1} and its checkpoint does not fit "
        f"in the section, and the {int(stranded.sum())} such job(s) need {load} processors running at T_i+1 "
        f"where max(P_i - delta, P_min) = {ctx.P_end} are guaranteed (no work may be lost, §2); {_SHORT_SECTIONS}"
    )


_SHORT_SECTIONS = (
    "sections must be longer than the checkpoints of the jobs left running (docs/varcap.md, 'Short sections')"
)


def simulate(
    instance: VarCapInstance, algorithm: SectionPolicy, keep_decisions: bool = False, reallocation: str | None = None
) -> SimulationResult:
    """Run ``algorithm`` on every section of ``instance`` and check each decision.

    ``algorithm``: a :class:`resched.varcap.algorithms.SectionPolicy`: a built-in
    (:func:`resched.varcap.algorithms.algorithm`), a user's policy object, or a plain function
    wrapped by :func:`resched.varcap.algorithms.policy`. Its declared traits give the
    reallocation rule and the statefulness (a stateful policy with a ``fresh()`` method is
    rebuilt, fresh, for each simulation; otherwise it must start afresh at section 0); a
    callable without them is refused (one-line ``ReschedError``). A decision that is not a
    ``SectionDecision`` or breaks a rule is refused with a one-line
    :class:`~resched.varcap.instance.section.DecisionError` (section, decision, rule).

    Section i gets: T = T_{i+1} − T_i, P = P_i, P_end = max(P_i − δ, P_min), C_max over all
    jobs, the phase-0 status from the paths chosen in section i − 1 (all Idle at T_1, so that
    every first start pays R_j), l_j(T_i), Yield_j(T_i) and ``eligible``.

    Infinite jobs all released at T_1: every job is eligible in every section and l_j^i is
    the path's working time (§4.2.1).

    Otherwise (finite jobs or releases after T_1, §5): a job is eligible in section i iff
    r_j ≤ T_i (a job released inside a section waits for the next section start, unless a
    completion frees processors for it) and it has not completed; completed jobs are Idle
    and ineligible (path 15). Yields are the §5.1 ones. Each section decision is checked,
    then played forward by :func:`resched.varcap.simulate.finite.play_section` (completions e_j,
    final checkpoints C_j, §5.2 reallocation — ``reallocation`` = "greedy" or "subset-sum",
    by default the algorithm's declared trait, :func:`reallocation_policy`). A final
    checkpoint spilling past T_{i+1} holds its processors in section i + 1: the algorithm
    of section i + 1 sees P (and P_end, if the spill outlasts that section) lowered by
    them, and their freeing is a reallocation event of that section.

    Under ``validate``'s limits (:func:`resched.result.budget`) a run whose time is spent
    stops before its next section (:class:`~resched.result.LimitReached`).
    """
    name, _, stateful = declared_traits(algorithm)
    fresh = getattr(algorithm, "fresh", None)
    if stateful and callable(fresh):
        algorithm = fresh()  # a stateful algorithm (TargetGoodput) starts afresh at section 0
    greedy = reallocation_policy(algorithm, reallocation) == "greedy"
    start = time.perf_counter()
    a = instance.arrays
    plat = instance.platform
    m, n = len(a.p), instance.n_sections
    availability = Availability.of(instance)
    played = instance.jobs_come_and_go
    C_max = float(a.C.max())
    eligible = np.ones(m, dtype=bool)
    status = np.full(m, int(Phase0.IDLE), dtype=np.int64)
    worked = np.zeros(m)
    completion = np.full(m, np.nan)
    busy_until = np.full(m, np.nan)
    section_work = np.zeros((n, m))
    goodputs = np.zeros(n)
    checkpoints = recoveries = fallbacks = 0
    decisions: list[SectionDecision] = []
    mid_starts: list[tuple[MidStart, ...]] = []
    tol = 1e-9 * max(1.0, float(a.T[-1] - a.T[0]))
    for i in range(n):
        check_time(f"{name}: section {i}")  # a run under validate's limits stops between sections
        T = float(a.T[i + 1] - a.T[i])
        P = int(a.P[i])
        P_end = max(P - plat.delta, plat.P_min)
        yields = release_yields(availability, a.release, completion, worked, float(a.T[i]))
        if played:
            done = np.isfinite(completion)
            eligible = (a.release <= a.T[i] + tol) & ~done
            spilling = np.isfinite(busy_until) & (busy_until > a.T[i] + tol)
            busy_until = np.where(spilling, busy_until, np.nan)
            beyond = spilling & (busy_until > a.T[i + 1] + tol)
            P_ctx = P - int(a.p[spilling].sum())
            if int(a.p[beyond].sum()) > P_end:
                j = int(np.flatnonzero(beyond)[0])
                raise ReschedError(
                    f"section {i} (T={T:g}) has no decision in the model: the final checkpoint of job {j} "
                    f"(p={int(a.p[j])}, C={float(a.C[j]):g}) started in an earlier section lasts past T_i+1, "
                    f"holding {int(a.p[beyond].sum())} processors where max(P_i - delta, P_min) = {P_end} are "
                    f"guaranteed (no work may be lost, §2); {_SHORT_SECTIONS}"
                )
            P_end_ctx = max(0, min(P_end - int(a.p[beyond].sum()), P_ctx))
        else:
            P_ctx, P_end_ctx = P, P_end
        ctx = SectionContext(
            index=i,
            T=T,
            P=P_ctx,
            P_end=P_end_ctx,
            C_max=C_max,
            p=a.p,
            C=a.C,
            R=a.R,
            status=status.copy(),
            worked=worked.copy(),
            yields=yields,
            eligible=eligible.copy(),
            P_previous=int(a.P[i - 1]) if i else 0,
            P_min=plat.P_min,
            delta=plat.delta,
        )
        _refuse_dead_end(ctx)
        decision = algorithm(ctx)
        work = check_decision(ctx, decision)  # DecisionError (one line) on a broken rule
        fallbacks += bool(decision.fallback)
        path = np.asarray(decision.path)
        if played:
            remaining = np.where(np.isfinite(completion), 0.0, np.maximum(a.length - worked, 0.0))
            play = play_section(
                T0=float(a.T[i]),
                T=T,
                P=P,
                P_end=P_end,
                path=path,
                C_nf=float(decision.C_nf),
                p=a.p,
                C=a.C,
                R=a.R,
                release=a.release,
                remaining=remaining,
                busy_until=busy_until,
                greedy=greedy,
            )
            work = play.work
            fresh = np.isfinite(play.completion)
            completion[fresh] = play.completion[fresh]
            busy_until = play.busy_until
            status = play.status
            checkpoints += int((_CKPT[path] & ~play.path_completed).sum())
            checkpoints += sum(int(s.checkpointed) for s in play.starts)
            recoveries += int(_REC[path].sum()) + len(play.starts)
            mid_starts.append(play.starts)
        else:
            checkpoints += int(_CKPT[path].sum())
            recoveries += int(_REC[path].sum())
            status = end_status(path).astype(np.int64)
        section_work[i] = work
        worked = worked + work
        goodputs[i] = float(a.p @ work) / (P * T)
        if keep_decisions:
            decisions.append(
                SectionDecision(
                    path=path.copy(), C_nf=float(decision.C_nf), fallback=bool(getattr(decision, "fallback", False))
                )
            )
    final_yields = release_yields(availability, a.release, completion, worked, float(a.T[-1]))
    return SimulationResult(
        instance=instance.name,
        algorithm=name,
        section_goodputs=goodputs,
        section_work=section_work,
        worked=worked,
        yields=final_yields,
        checkpoints=int(checkpoints),
        recoveries=int(recoveries),
        seconds=time.perf_counter() - start,
        decisions=tuple(decisions) if keep_decisions else None,
        completion=completion,
        mid_starts=tuple(mid_starts),
        fallback_sections=int(fallbacks),
    )


@dataclass(frozen=True)
class _FixedTraits:
    """The traits of a :class:`FixedSchedule`: the DPs' exact §5.2 reallocation, no state."""

    reallocation: str = "subset-sum"
    stateful: bool = False


@dataclass(frozen=True)
class FixedSchedule:
    """A schedule known in advance (one :class:`SectionDecision` per section, e.g. an exact
    model's optimum) as a section policy: section i gets ``decisions[i]``, which the simulator
    checks like any algorithm's. Example::

        result = simulate(instance, FixedSchedule(tuple(decisions)))
    """

    decisions: tuple[SectionDecision, ...]
    name: str = "fixed schedule"
    traits: _FixedTraits = _FixedTraits()

    def __call__(self, ctx: SectionContext) -> SectionDecision:
        if ctx.index >= len(self.decisions):
            raise ReschedError(f"the schedule has {len(self.decisions)} section(s), the instance more")
        return self.decisions[ctx.index]


def replay_schedule(instance: VarCapInstance, decisions: Sequence[SectionDecision]) -> SimulationResult:
    """Simulate ``instance`` under the fixed per-section ``decisions`` (:class:`FixedSchedule`):
    each decision is checked (:func:`check_decision`) and played forward as an algorithm's."""
    if len(decisions) != instance.n_sections:
        raise ReschedError(f"{instance.name}: {len(decisions)} decision(s) for {instance.n_sections} section(s)")
    # the simulator reads the traits by name (declared_traits): this layer, below the
    # algorithms' registry, declares them without its PolicyTraits class
    return simulate(instance, cast("SectionPolicy", FixedSchedule(tuple(decisions))))
