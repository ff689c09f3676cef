"""Clairvoyant multi-section models (beyond the paper): upper bounds on goodput and min yield.

An online algorithm of §4 sees one section at a time; these models know every section in
advance and choose, for every section i and job j, one of the 15 paths of Figure 4 and, per
section, the phase-1 length C_nf^i ∈ [0, T_{i+1} − T_i]. The phase-0 status of a job in
section i is the end status of its path in section i − 1 (all jobs Idle at T_1). Every
schedule that the simulator accepts for jobs that never come and go (infinite jobs, no
release dates) is feasible, whatever C_nf the algorithm picked, so the MILP optimum is an
upper bound on the goodput (Eq. 1) and on the min yield (Eq. 3) of every algorithm; its LP
relaxation (binaries relaxed to [0, 1]) is a weaker bound.

Common rules: one path per (job, section); start status = previous end status; phase-1-only
paths (3, 6, 12) need C_j (+ R_j for path 12) ≤ C_nf; every chosen path's work
l = a_k T_i + b_k C_nf − c_k C_j − d_k R_j (§4.2.1 cases (1)–(15)) is ≥ 0; processors
Σ p_j (Run⁽⁰⁾ or uses Π1) ≤ P_i in phase 1, Σ uses Π2 ≤ P_i, Σ uses Π3 ≤ max(P_i − δ, P_min);
and the valid per-section cut Σ_j p_j l[j,i] ≤ MW_i of §3.4 (:func:`area_cuts`).

**Goodput** (:func:`build_goodput`): for fixed paths the goodput is linear in each C_nf^i,
on an interval bounded by 0, T_i, C_j (+ R_j) and T_i − R_j (− C_j), so an optimal C_nf^i is
one of these breakpoints (:func:`cnf_candidates`). The model is disaggregated by candidate:
cnf[i,v] ∈ {0,1} picks candidate v, x[j,i,v,k] ∈ {0,1} the path of job j under it
(Σ_k x[j,i,v,k] = cnf[i,v]), and the processor limits hold per candidate (× cnf[i,v]). Its LP
relaxation is thus a mixture of per-candidate schedules, never crediting a job for phase 1
and for phases 2–3 of two different phase-1 lengths; it is clearly below the area bound.
Size: up to 15·m·n·|candidates| binaries, |candidates| ≤ 4m + 2.

**Min yield** (:func:`build_min_yield`): max y, y·A_j ≤ Σ_i l[j,i] with A_j = ∫ 1{P(u) ≥ p_j} du
(jobs with A_j = 0 have no yield). The min of the jobs' yields is not linear in C_nf, so
C_nf^i stays continuous: x[j,i,k] ∈ {0,1}, c[i] = C_nf^i, z[j,i,k] = x·c linearised by
McCormick's inequalities (exact for binary x). Size: 15·m·n binaries, 7·m·n + n continuous
variables, about 44·m·n + 4·n constraints. Its LP relaxation lets the phase lengths float
between phases, and is in practice no tighter than the §3.4 area bound.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import numpy as np
import pyomo.environ as pyo

from resched.errors import ReschedError
from resched.result import DEFAULT_OPTIONS, SolveOptions, SolveResult
from resched.solve import solve
from resched.varcap.instance import VarCapInstance
from resched.varcap.instance.availability import Availability, useful_work
from resched.varcap.instance.section import (
    CNF_PATHS,
    PATHS,
    Phase0,
    SectionContext,
    SectionDecision,
    path_work,
    phase1_need,
)
from resched.varcap.models.common import Horizon, build_steps, decode_steps, write_sections
from resched.varcap.models.solution import PathMixture, PathSchedule, StepSchedule

Objective = Literal["goodput", "min_yield"]
MILP_SIZE_LIMIT = 9
"""Largest m·n (jobs × sections) for which the clairvoyant MILPs are offered by default (the
goodput MILP solves m·n = 18 in 0.8 s and 24 in 5.9 s, but the min-yield MILP, whose
McCormick products make it weak, does not close 4 jobs × 3 sections in 30 s)."""
GOODPUT_LP_SIZE_LIMIT = 2_500
"""Largest m·n·(4m + 2) for which the goodput LP relaxation is offered by default: measured by
``benchmarks/bench_validate_thresholds.py`` (one thread), 2,400 (12 jobs × 4 sections, 27,469
columns) solves in 3.2 s and 3,248 (14 × 4, 36,781 columns) takes 14.8 s; the earlier limit
of 50,000 let 13 × 4 instances through at 86 s."""
MIN_YIELD_LP_SIZE_LIMIT = 400
"""Largest m·n for which the min-yield LP relaxation is offered by default (``validate``,
``export-library``); :func:`build_clairvoyant` builds either relaxation at any size."""


def _clean(work: float, T: float) -> float:
    """``work`` with round-off residue (|·| ≤ 1e-9·T) set to 0: no tiny coefficient in the model."""
    return 0.0 if abs(work) <= 1e-9 * max(1.0, T) else work


def area_cuts(lengths, P, P_previous, P_min: int, delta: int, C_min: float, R_min: float) -> np.ndarray:
    """Per-section caps on Σ_j p_j l_j^i: the §3.4 useful area MW_i where T_i ≥ R_min + C_min
    (a processor then wastes at least the recovery and checkpoint it is charged), else the
    processor area P_i·T_i. Without them the LP relaxation is loose: its phase lengths are
    free, so a fractional job can be credited for phase 1 and for phases 2–3 in full."""
    lengths = np.asarray(lengths, dtype=float)
    area = np.asarray(P) * lengths
    useful = useful_work(lengths, P, P_previous, P_min, delta, C_min, R_min)
    return np.where(lengths >= R_min + C_min, np.minimum(useful, area), area)


def goodput_cut_bound(instance: VarCapInstance) -> float:
    """A certified upper bound on the goodput (Eq. 1) of every schedule the simulator accepts
    on an instance of infinite jobs, at any size, without a solver:

        goodput ≤ Σ_i cut_i / Σ_i P_i (T_{i+1} − T_i),

    cut_i the per-section cap of :func:`area_cuts` (the §3.4 useful area MW_i where
    T_{i+1} − T_i ≥ R_min + C_min, else the processor area P_i (T_{i+1} − T_i)). Proof: Eq. (1)'s
    numerator is Σ_i Σ_j p_j l_j^i, the work of each section summed; each section's work is
    at most cut_i (§3.4: the processors added at T_i pay at least R_min each before working,
    the δ that may be lost at T_{i+1} checkpoint for at least C_min; a short section is capped
    by its area alone). The clairvoyant models carry the same caps as constraints
    (``area_cut``), so the bound is at least their LP relaxation's optimum, itself at least
    the MILP's, and tested at least the time-indexed optimum over every schedule on tiny
    integral instances (``tests/varcap/test_varcap_certified_bounds.py``)."""
    if instance.jobs_come_and_go:
        raise ReschedError(f"{instance.name}: {_FINITE}")
    a = instance.arrays
    plat = instance.platform
    lengths = np.diff(a.T).astype(float)
    previous = np.concatenate([[0], a.P[:-1]])
    cut = area_cuts(lengths, a.P, previous, plat.P_min, plat.delta, float(a.C.min()), float(a.R.min()))
    return float(cut.sum()) / float(a.P @ lengths)


def infinite_jobs(instance: VarCapInstance) -> str | None:
    """None for an instance of infinite jobs (the clairvoyant models and their bound), else why not."""
    return _FINITE if instance.jobs_come_and_go else None


def build_clairvoyant(
    instance: VarCapInstance, objective: Objective = "goodput", relax: bool = False
) -> pyo.ConcreteModel:
    """The clairvoyant goodput or min-yield model (MILP, or its LP relaxation if ``relax``)."""
    if instance.jobs_come_and_go:
        raise ReschedError(
            f"{instance.name}: the clairvoyant model needs jobs present over the whole horizon (infinite jobs)"
        )
    builders = {"goodput": build_goodput, "min_yield": build_min_yield}
    if objective not in builders:
        raise ReschedError(f"objective must be 'goodput' or 'min_yield', not {objective!r}")
    model = builders[objective](_Data.of(instance), relax)
    model.name = f"clairvoyant_{objective}{'_lp' if relax else ''}[{instance.name}]"
    return model


@dataclass(frozen=True)
class _Data:
    """What both models use: section lengths, limits and the §3.4 cuts; jobs named J1…Jm."""

    p: np.ndarray
    C: np.ndarray
    R: np.ndarray
    P: np.ndarray
    P_end: np.ndarray
    lengths: np.ndarray
    cut: np.ndarray
    alone: np.ndarray  # A_j, the Eq. (2) denominator at T_{n+1}
    jobs: tuple[str, ...]

    @classmethod
    def of(cls, instance: VarCapInstance) -> _Data:
        a = instance.arrays
        plat = instance.platform
        lengths = np.diff(a.T).astype(float)
        previous = np.concatenate([[0], a.P[:-1]])
        return cls(
            p=a.p,
            C=a.C,
            R=a.R,
            P=a.P,
            P_end=np.maximum(a.P - plat.delta, plat.P_min),
            lengths=lengths,
            cut=area_cuts(lengths, a.P, previous, plat.P_min, plat.delta, float(a.C.min()), float(a.R.min())),
            alone=Availability.of(instance).at(np.full(len(a.p), a.T[-1])),
            jobs=tuple(f"J{j + 1}" for j in range(len(a.p))),
        )


def _yield_objective(model: pyo.ConcreteModel, d: _Data, work) -> None:
    """max y with y·A_j ≤ Σ_i work(model, j, i) for every job with A_j > 0 (Eq. 2–3)."""
    counted = [j for j, name in enumerate(d.jobs) if d.alone[j] > 0]
    model.y = pyo.Var(bounds=(0.0, 1.0))
    model.yields = pyo.Constraint(
        counted, rule=lambda mdl, j: mdl.y * float(d.alone[j]) <= sum(work(mdl, j, i) for i in range(len(d.lengths)))
    )
    model.min_yield = pyo.Objective(expr=model.y, sense=pyo.maximize)


def cnf_candidates(T: float, C: np.ndarray, R: np.ndarray) -> list[float]:
    """The phase-1 lengths among which an optimal C_nf^i of the goodput lies (module docstring):
    0, T, C_j, C_j + R_j, T − R_j, T − R_j − C_j within [0, T]."""
    points = np.concatenate([[0.0, T], C, C + R, T - R, T - R - C])
    return sorted({round(float(v), 9) for v in points if 0.0 <= v <= T})


def build_goodput(d: _Data, relax: bool) -> pyo.ConcreteModel:
    """The goodput model disaggregated by C_nf candidate (module docstring)."""
    n, m = len(d.lengths), len(d.p)
    values = [cnf_candidates(d.lengths[i], d.C, d.R) for i in range(n)]
    work: dict[tuple[int, int, int, int], float] = {}  # (j, i, v, k) → l_j^i, feasible choices only
    for j in range(m):
        for i in range(n):
            for v, C_nf in enumerate(values[i]):
                for path in PATHS:
                    w = _clean(path_work(path.number, d.lengths[i], C_nf, d.C[j], d.R[j]), d.lengths[i])
                    if w >= 0 and phase1_need(path.number, d.C[j], d.R[j]) <= C_nf + 1e-9:
                        work[j, i, v, path.number] = w
    by_choice, by_job = _group(work, 3), _group(work, 2)
    by_candidate: dict[tuple[int, int], list[tuple[int, int, int, int]]] = {}
    for key in work:
        by_candidate.setdefault((key[1], key[2]), []).append(key)

    model = pyo.ConcreteModel()
    model.X = pyo.Set(initialize=list(work), dimen=4, ordered=True)
    model.V = pyo.Set(initialize=[(i, v) for i in range(n) for v in range(len(values[i]))], dimen=2, ordered=True)
    domain = pyo.UnitInterval if relax else pyo.Binary
    model.x = pyo.Var(model.X, domain=domain)
    model.cnf = pyo.Var(model.V, domain=domain)
    model.one_cnf = pyo.Constraint(range(n), rule=lambda mdl, i: sum(mdl.cnf[i, v] for v in range(len(values[i]))) == 1)
    model.one_path = pyo.Constraint(
        [(j, i, v) for j in range(m) for i, v in model.V],
        rule=lambda mdl, j, i, v: sum(mdl.x[key] for key in by_choice.get((j, i, v), [])) == mdl.cnf[i, v],
    )

    def status(mdl, j, i, s: Phase0, end: bool):
        return sum(
            mdl.x[key] for key in by_job[j, i] if (PATHS[key[3] - 1].end if end else PATHS[key[3] - 1].start) is s
        )

    def flow(mdl, j, i, s):
        if i == 0:
            return status(mdl, j, 0, Phase0(s), False) == (1 if s == Phase0.IDLE else 0)
        return status(mdl, j, i, Phase0(s), False) == status(mdl, j, i - 1, Phase0(s), True)

    model.flow = pyo.Constraint(range(m), range(n), [int(s) for s in Phase0], rule=flow)

    def in_phase(key, phase: int) -> bool:
        path = PATHS[key[3] - 1]
        return path.uses[phase] or (phase == 0 and path.start is Phase0.RUN)  # Run⁽⁰⁾ jobs hold phase 1

    def processors(mdl, i, v, phase):
        terms = [int(d.p[key[0]]) * mdl.x[key] for key in by_candidate.get((i, v), []) if in_phase(key, phase)]
        limit = d.P_end[i] if phase == 2 else d.P[i]
        return sum(terms) <= int(limit) * mdl.cnf[i, v] if terms else pyo.Constraint.Skip

    model.processors = pyo.Constraint(model.V, range(3), rule=processors)

    def section_work(mdl, i):
        return sum(int(d.p[j]) * work[key] * mdl.x[key] for j in range(m) for key in by_job[j, i])

    model.area_cut = pyo.Constraint(range(n), rule=lambda mdl, i: section_work(mdl, i) <= float(d.cut[i]))
    model.goodput = pyo.Objective(
        expr=sum(section_work(model, i) for i in range(n)) / float(d.P @ d.lengths), sense=pyo.maximize
    )
    return model


def _group(keys, length: int) -> dict:
    """Keys grouped by their first ``length`` entries."""
    groups: dict = {}
    for key in keys:
        groups.setdefault(key[:length], []).append(key)
    return groups


def build_min_yield(d: _Data, relax: bool) -> pyo.ConcreteModel:
    """The McCormick min-yield model of the module docstring."""
    lengths, n = d.lengths, len(d.lengths)
    jobs = list(d.jobs)
    idx = {name: j for j, name in enumerate(jobs)}.__getitem__

    model = pyo.ConcreteModel()
    model.J = pyo.Set(initialize=jobs, ordered=True)
    model.I = pyo.RangeSet(0, n - 1)
    model.K = pyo.RangeSet(1, 15)
    model.KC = pyo.Set(initialize=sorted(CNF_PATHS), ordered=True)
    model.x = pyo.Var(model.J, model.I, model.K, domain=pyo.UnitInterval if relax else pyo.Binary)
    model.c = pyo.Var(model.I, bounds=lambda mdl, i: (0.0, lengths[i]))
    model.z = pyo.Var(model.J, model.I, model.KC, bounds=lambda mdl, j, i, k: (0.0, lengths[i]))

    def work(mdl, j, i, k):
        """p_j-free work of path k: (a_k T − c_k C_j − d_k R_j)·x + b_k·z (§4.2.1)."""
        b = PATHS[k - 1].work[1]
        expr = _clean(path_work(k, lengths[i], 0.0, d.C[idx(j)], d.R[idx(j)]), lengths[i]) * mdl.x[j, i, k]
        return expr + b * mdl.z[j, i, k] if b else expr

    model.l = pyo.Expression(model.J, model.I, rule=lambda mdl, j, i: sum(work(mdl, j, i, k) for k in mdl.K))
    model.one_path = pyo.Constraint(model.J, model.I, rule=lambda mdl, j, i: sum(mdl.x[j, i, k] for k in mdl.K) == 1)

    def status(mdl, j, i, s: Phase0, end: bool):
        return sum(mdl.x[j, i, p.number] for p in PATHS if (p.end if end else p.start) is s)

    def flow(mdl, j, i, s):
        if i == 0:
            return status(mdl, j, 0, Phase0(s), False) == (1 if s == Phase0.IDLE else 0)
        return status(mdl, j, i, Phase0(s), False) == status(mdl, j, i - 1, Phase0(s), True)

    model.S = pyo.Set(initialize=[int(s) for s in Phase0])
    model.flow = pyo.Constraint(model.J, model.I, model.S, rule=flow)
    model.mc_cap = pyo.Constraint(model.J, model.I, model.KC, rule=lambda mdl, j, i, k: mdl.z[j, i, k] <= mdl.c[i])
    model.mc_on = pyo.Constraint(
        model.J, model.I, model.KC, rule=lambda mdl, j, i, k: mdl.z[j, i, k] <= lengths[i] * mdl.x[j, i, k]
    )
    model.mc_low = pyo.Constraint(
        model.J,
        model.I,
        model.KC,
        rule=lambda mdl, j, i, k: mdl.z[j, i, k] >= mdl.c[i] - lengths[i] * (1 - mdl.x[j, i, k]),
    )
    model.nonnegative_work = pyo.Constraint(
        model.J, model.I, model.K, rule=lambda mdl, j, i, k: work(mdl, j, i, k) >= 0
    )

    def phase1_only(mdl, j, i, k):
        if not PATHS[k - 1].phase1_only:
            return pyo.Constraint.Skip
        return mdl.c[i] >= phase1_need(k, d.C[idx(j)], d.R[idx(j)]) * mdl.x[j, i, k]

    model.phase1_only = pyo.Constraint(model.J, model.I, model.KC, rule=phase1_only)

    def load(mdl, i, phase):
        return sum(int(d.p[idx(j)]) * mdl.x[j, i, p.number] for j in mdl.J for p in PATHS if p.uses[phase])

    def run0(mdl, i):
        if i == 0:
            return 0
        return sum(int(d.p[idx(j)]) * status(mdl, j, i - 1, Phase0.RUN, True) for j in mdl.J)

    model.phase1 = pyo.Constraint(model.I, rule=lambda mdl, i: run0(mdl, i) + load(mdl, i, 0) <= int(d.P[i]))
    model.phase2 = pyo.Constraint(model.I, rule=lambda mdl, i: load(mdl, i, 1) <= int(d.P[i]))
    model.phase3 = pyo.Constraint(model.I, rule=lambda mdl, i: load(mdl, i, 2) <= int(d.P_end[i]))
    model.area_cut = pyo.Constraint(
        model.I, rule=lambda mdl, i: sum(int(d.p[idx(j)]) * mdl.l[j, i] for j in mdl.J) <= float(d.cut[i])
    )

    _yield_objective(model, d, lambda mdl, j, i: mdl.l[jobs[j], i])
    return model


def solve_clairvoyant(
    instance: VarCapInstance,
    options: SolveOptions = DEFAULT_OPTIONS,
    *,
    objective: Objective = "goodput",
    relax: bool = False,
    start: Sequence[SectionDecision] | None = None,
) -> SolveResult:
    """Solve :func:`build_clairvoyant` with HiGHS under ``options`` (time limit, relative gap,
    threads); ``objective`` is the goodput (fraction of the platform area) or the min
    yield; a MILP stopped by a limit reports its open bound, which is still an upper bound.
    With ``options.warm_start``, the MILP starts from the schedule ``start`` (one decision per section,
    e.g. the best paper algorithm's: :func:`resched.varcap.models.best_schedule`) when given."""
    model = build_clairvoyant(instance, objective, relax)
    if options.warm_start and start is not None and not relax:
        write_start(model, instance, objective, start)
    return solve(model, options)


def write_start(
    model: pyo.ConcreteModel, instance: VarCapInstance, objective: Objective, decisions: Sequence[SectionDecision]
) -> None:
    """Write the schedule ``decisions`` (one per section) into the clairvoyant MILP of ``objective``."""
    writers = {"goodput": write_goodput_start, "min_yield": write_min_yield_start}
    writers[objective](model, _Data.of(instance), decisions)


def write_goodput_start(model: pyo.ConcreteModel, d: _Data, decisions: Sequence[SectionDecision]) -> None:
    """A simulated schedule as a start of :func:`build_goodput`: per section the paths, under the
    candidate C_nf giving them the most work (for fixed paths the work is linear in C_nf on an
    interval whose ends are candidates, so the schedule's own C_nf is matched or beaten)."""
    for var in (model.x, model.cnf):
        for index in var:
            var[index].value = 0
    for i, decision in enumerate(decisions):
        values = cnf_candidates(d.lengths[i], d.C, d.R)
        keys = [[(j, i, v, int(k)) for j, k in enumerate(decision.path)] for v in range(len(values))]
        feasible = [v for v in range(len(values)) if all(key in model.X for key in keys[v])]
        if not feasible:
            return
        best = max(
            feasible,
            key=lambda v: sum(
                float(d.p[j]) * path_work(int(k), d.lengths[i], values[v], d.C[j], d.R[j])
                for j, k in enumerate(decision.path)
            ),
        )
        model.cnf[i, best].value = 1
        for key in keys[best]:
            model.x[key].value = 1


def write_min_yield_start(model: pyo.ConcreteModel, d: _Data, decisions: Sequence[SectionDecision]) -> None:
    """A simulated schedule as a start of :func:`build_min_yield`: x, c, z = x·c and y (the
    schedule's min yield over the jobs with A_j > 0)."""
    worked = np.zeros(len(d.p))
    for i, decision in enumerate(decisions):
        model.c[i].value = float(decision.C_nf)
        for j, name in enumerate(d.jobs):
            for k in range(1, 16):
                chosen = int(k == int(decision.path[j]))
                model.x[name, i, k].value = chosen
                if k in CNF_PATHS:
                    model.z[name, i, k].value = chosen * float(decision.C_nf)
        worked += decision.working_times(_section(d, i))
    counted = d.alone > 0
    model.y.value = float(min(1.0, (worked[counted] / d.alone[counted]).min())) if counted.any() else 0.0


def _section(d: _Data, i: int) -> SectionContext:
    """Section i's lengths and job data as a context (for :meth:`SectionDecision.working_times`)."""
    m = len(d.p)
    return SectionContext(
        i,
        float(d.lengths[i]),
        int(d.P[i]),
        int(d.P_end[i]),
        float(d.C.max()),
        d.p,
        d.C,
        d.R,
        np.zeros(m, dtype=np.int64),
        np.zeros(m),
        np.zeros(m),
        np.ones(m, dtype=bool),
    )


# --- time-indexed: every schedule, not only the 15 paths -----------------------------------------

STEPS_SIZE_LIMIT = 1_500
"""Largest m·H (jobs × unit steps of the horizon) for which the time-indexed clairvoyant model is
offered by default (``validate``, ``export-library``): see :data:`MILP_SIZE_LIMIT` and
docs/varcap.md for measured times."""


def integral(instance: VarCapInstance) -> bool:
    """Integer section dates, C_j and R_j: the time-indexed model is exact."""
    a = instance.arrays
    return all(float(x).is_integer() for x in np.concatenate([a.T, a.C, a.R]))


def steps_applies(instance: VarCapInstance) -> str | None:
    """None for infinite jobs, integer data and m·H ≤ :data:`STEPS_SIZE_LIMIT`; else the reason."""
    a = instance.arrays
    if instance.jobs_come_and_go:
        return _FINITE
    if not integral(instance):
        return "the instance is not integral (section dates, C_j, R_j)"
    size = len(instance.jobs) * (a.T[-1] - a.T[0])
    return None if size <= STEPS_SIZE_LIMIT else f"m·H = {size:,.0f} > {STEPS_SIZE_LIMIT:,}"


def horizon(instance: VarCapInstance) -> Horizon:
    """The instance as a :class:`~resched.varcap.models.time_indexed.Horizon`: jobs J1…Jm, all Idle at
    T_1 and eligible, dates T_i − T_1, P_i and max(P_i − δ, P_min)."""
    if instance.jobs_come_and_go:
        raise ReschedError(
            f"{instance.name}: the clairvoyant model needs jobs present over the whole horizon (infinite jobs)"
        )
    if not integral(instance):
        raise ReschedError(
            f"{instance.name}: the time-indexed clairvoyant model needs integer section dates, C_j and R_j"
        )
    d = _Data.of(instance)
    a = instance.arrays
    m = len(d.p)
    return Horizon(
        names=d.jobs,
        p=tuple(int(x) for x in d.p),
        C=tuple(round(float(x)) for x in d.C),
        R=tuple(round(float(x)) for x in d.R),
        status=(Phase0.IDLE,) * m,
        eligible=(True,) * m,
        dates=tuple(round(float(t - a.T[0])) for t in a.T),
        P=tuple(int(x) for x in d.P),
        P_end=tuple(int(x) for x in d.P_end),
    )


def build_clairvoyant_steps(instance: VarCapInstance) -> pyo.ConcreteModel:
    """The time-indexed clairvoyant goodput MILP (module doc): goodput Σ_j p_j·(steps worked) / Σ_i P_i T_i."""
    h = horizon(instance)
    a = instance.arrays
    model = build_steps(h, scale=1.0 / float(a.P @ np.diff(a.T)))
    model.name = f"clairvoyant_time_indexed[{instance.name}]"
    return model


def solve_clairvoyant_steps(
    instance: VarCapInstance, options: SolveOptions = DEFAULT_OPTIONS, *, start: Sequence[SectionDecision] | None = None
) -> SolveResult:
    """Solve :func:`build_clairvoyant_steps` with HiGHS under ``options``, started
    (``options.warm_start``) from the schedule ``start`` (one 15-path decision per section,
    integer C_nf) when given."""
    model = build_clairvoyant_steps(instance)
    if options.warm_start and start is not None:
        write_steps_start(model, instance, start)
    return solve(model, options)


def write_steps_start(model: pyo.ConcreteModel, instance: VarCapInstance, decisions: Sequence[SectionDecision]) -> None:
    """Write the schedule ``decisions`` into the time-indexed clairvoyant MILP."""
    write_sections(model, horizon(instance), decisions)


_FINITE = "jobs come and go (finite jobs or releases): the clairvoyant models need infinite jobs"


def goodput_lp_applies(instance: VarCapInstance) -> str | None:
    """None for infinite jobs and m·n·(4m + 2) ≤ :data:`GOODPUT_LP_SIZE_LIMIT` (the
    candidate-disaggregated goodput model grows with the number of C_nf candidates); else the reason."""
    if instance.jobs_come_and_go:
        return _FINITE
    m = len(instance.jobs)
    size = m * instance.n_sections * (4 * m + 2)
    return None if size <= GOODPUT_LP_SIZE_LIMIT else f"m·n·(4m + 2) = {size:,} > {GOODPUT_LP_SIZE_LIMIT:,}"


def min_yield_lp_applies(instance: VarCapInstance) -> str | None:
    """None for infinite jobs and m·n ≤ :data:`MIN_YIELD_LP_SIZE_LIMIT`; else the reason."""
    return _size_reason(instance, MIN_YIELD_LP_SIZE_LIMIT)


def milp_applies(instance: VarCapInstance) -> str | None:
    """None for infinite jobs and m·n ≤ :data:`MILP_SIZE_LIMIT`; else the reason."""
    return _size_reason(instance, MILP_SIZE_LIMIT)


def _size_reason(instance: VarCapInstance, limit: int) -> str | None:
    if instance.jobs_come_and_go:
        return _FINITE
    size = len(instance.jobs) * instance.n_sections
    return None if size <= limit else f"m·n = {size:,} > {limit:,}"


# --- solutions ------------------------------------------------------------------------------------

_SHARE = 1e-9
"""Smallest LP share kept in a :class:`PathMixture` (HiGHS's zeros are exact; this drops round-off)."""


def decode_clairvoyant(
    objective: Objective, relax: bool, instance: VarCapInstance, result: SolveResult
) -> PathSchedule | PathMixture:
    """The solved clairvoyant model as the instance's schedule: per section one path per job
    and C_nf (:class:`PathSchedule`, replayed by the simulator) for the MILP, and the LP's
    fractional paths, each with its phase-1 length (:class:`PathMixture`: the goodput LP's
    x[j,i,v,k] under candidate C_nf v; the min-yield LP's x[j,i,k] with C_nf = z/x), for a
    relaxation. Objectives are recomputed from the paths' work."""
    name = f"clairvoyant_{objective}{'_lp' if relax else ''}"
    d = _Data.of(instance)
    position = {job: j for j, job in enumerate(d.jobs)}
    n = len(d.lengths)
    rows: list[tuple[int, int, int, float, float]] = []  # (section, job, path, share, C_nf)
    x = result.values.get("x", {})
    if objective == "goodput":
        values = [cnf_candidates(d.lengths[i], d.C, d.R) for i in range(n)]
        for (j, i, v, k), share in x.items():
            if share > _SHARE:
                rows.append((i, j, k, float(share), values[i][v]))
    else:
        c, z = result.values.get("c", {}), result.values.get("z", {})
        for (job, i, k), share in x.items():
            if share > _SHARE:
                C_nf = float(c[i]) if not relax else (float(z[job, i, k]) / share if k in CNF_PATHS else 0.0)
                rows.append((i, position[job], k, float(share), min(max(C_nf, 0.0), float(d.lengths[i]))))
    if relax:
        columns = tuple(zip(*sorted(rows))) if rows else ((), (), (), (), ())
        return PathMixture.of(name, instance, objective, *columns)
    decisions = []
    for i in range(n):
        chosen = [r for r in rows if r[0] == i and r[3] > 0.5]
        path = np.zeros(len(d.p), dtype=np.int64)
        for _, j, k, _, _ in chosen:
            path[j] = k
        C_nf = chosen[0][4] if chosen else 0.0  # the chosen candidate's (goodput), c[i] (min yield)
        decisions.append(SectionDecision(path=path, C_nf=min(max(C_nf, 0.0), float(d.lengths[i]))))
    return PathSchedule.of(name, instance, objective, decisions)


def decode_clairvoyant_steps(instance: VarCapInstance, result: SolveResult) -> StepSchedule:
    """The solved time-indexed clairvoyant MILP as a :class:`StepSchedule` of the instance's
    jobs; its goodput is the model's objective. Replay: the simulator plays only one 15-path
    decision per section, and this schedule may recover in mid-phase or stop and restart a
    job inside a section, so :func:`resched.varcap.metrics.allocation.steps_work` checks the
    steps and counts the work instead."""
    return StepSchedule.of("clairvoyant_time_indexed", instance, "goodput", decode_steps(horizon(instance), result))
