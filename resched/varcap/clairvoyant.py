"""Clairvoyant multi-section model (beyond the paper): upper bounds on goodput and min yield.

An online algorithm of §4 sees one section at a time; this model knows every section in
advance and chooses, for every section i and job j, one of the 15 paths of Figure 4 and, per
section, the phase-1 length C_nf^i ∈ [0, T_{i+1} − T_i]. The phase-0 status of a job in
section i is the end status of its path in section i − 1 (all jobs Idle at T_1). Every
schedule that the simulator accepts for jobs that never come and go (infinite jobs, no
release dates) is feasible here, whatever C_nf the algorithm picked, so the MILP optimum is
an upper bound on the goodput (Eq. 1) and on the min yield (Eq. 3) of every algorithm; its
LP relaxation (binaries relaxed to [0, 1]) is a weaker bound at any size.

Variables: x[j,i,k] ∈ {0,1} (path k for job j in section i), c[i] = C_nf^i ∈ [0, T_i]
continuous, z[j,i,k] = x[j,i,k]·c[i] for the paths whose work depends on C_nf (3, 6, 7, 8,
12, 13, 14), linearised by McCormick's inequalities (exact for binary x). Working time
(§4.2.1 cases (1)–(15)): l[j,i] = Σ_k (a_k T_i − c_k C_j − d_k R_j)·x[j,i,k] + b_k z[j,i,k].
Constraints: one path per (job, section); start status = previous end status; phase-1-only
paths need C_j (+ R_j for path 12) ≤ C_nf; every chosen path's work ≥ 0; processors
Σ p_j (Run⁽⁰⁾ or uses Π1) ≤ P_i in phase 1, Σ uses Π2 ≤ P_i, Σ uses Π3 ≤ max(P_i − δ, P_min);
and the valid per-section cut Σ_j p_j l[j,i] ≤ MW_i of §3.4 (:func:`area_cuts`), so that
the bound is never weaker than the area bound on goodput when every section is at least
R_min + C_min long.
Objectives: goodput Σ p_j l[j,i] / Σ_i P_i T_i; or min yield: max y, y ≤ Σ_i l[j,i] / A_j
with A_j = ∫ 1{P(u) ≥ p_j} du (jobs with A_j = 0 have no yield and are skipped).
Size: 15·m·n binaries, 7·m·n + n continuous variables, about 44·m·n + 4·n constraints.
"""

from __future__ import annotations

from typing import Literal

import numpy as np
import pyomo.environ as pyo

from resched.errors import ReschedError
from resched.result import SolveResult
from resched.solve import solve
from resched.varcap.availability import Availability
from resched.varcap.bounds import useful_work
from resched.varcap.instance import VarCapInstance
from resched.varcap.section import PATHS, Phase0

Objective = Literal["goodput", "min_yield"]
MILP_SIZE_LIMIT = 9
"""Largest m·n (jobs × sections) for which the clairvoyant MILP is offered by default."""

_CNF_PATHS = frozenset(p.number for p in PATHS if p.work[1] != 0)


def _constant_work(k: int, T: float, C: float, R: float) -> float:
    """a_k·T − c_k·C_j − d_k·R_j of path k (§4.2.1), round-off residue (|·| ≤ 1e-9·T) set to 0."""
    ka, _, kc, kd = PATHS[k - 1].work
    work = ka * T - kc * C - kd * R
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


def build_clairvoyant(instance: VarCapInstance, objective: Objective = "goodput", relax: bool = False) -> pyo.ConcreteModel:
    """The clairvoyant model of the module docstring (MILP, or its LP relaxation if ``relax``)."""
    if instance.jobs_come_and_go:
        raise ReschedError(f"{instance.name}: the clairvoyant model needs jobs present over the whole horizon (infinite jobs)")
    a = instance.arrays
    plat = instance.platform
    lengths = np.diff(a.T).astype(float)
    n, m = len(lengths), len(a.p)
    P_end = np.maximum(a.P - plat.delta, plat.P_min)
    previous = np.concatenate([[0], a.P[:-1]])
    cut = area_cuts(lengths, a.P, previous, plat.P_min, plat.delta, float(a.C.min()), float(a.R.min()))
    jobs = [f"J{j + 1}" for j in range(m)]
    idx = {name: j for j, name in enumerate(jobs)}.__getitem__

    model = pyo.ConcreteModel(name=f"clairvoyant_{objective}{'_lp' if relax else ''}[{instance.name}]")
    model.J = pyo.Set(initialize=jobs, ordered=True)
    model.I = pyo.RangeSet(0, n - 1)
    model.K = pyo.RangeSet(1, 15)
    model.KC = pyo.Set(initialize=sorted(_CNF_PATHS), ordered=True)
    model.x = pyo.Var(model.J, model.I, model.K, domain=pyo.UnitInterval if relax else pyo.Binary)
    model.c = pyo.Var(model.I, bounds=lambda mdl, i: (0.0, lengths[i]))
    model.z = pyo.Var(model.J, model.I, model.KC, bounds=lambda mdl, j, i, k: (0.0, lengths[i]))

    def work(mdl, j, i, k):
        """p_j-free work of path k: constant part·x + b_k·z (§4.2.1)."""
        b = PATHS[k - 1].work[1]
        expr = _constant_work(k, lengths[i], a.C[idx(j)], a.R[idx(j)]) * mdl.x[j, i, k]
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
    model.mc_on = pyo.Constraint(model.J, model.I, model.KC,
                                 rule=lambda mdl, j, i, k: mdl.z[j, i, k] <= lengths[i] * mdl.x[j, i, k])
    model.mc_low = pyo.Constraint(model.J, model.I, model.KC,
                                  rule=lambda mdl, j, i, k: mdl.z[j, i, k] >= mdl.c[i] - lengths[i] * (1 - mdl.x[j, i, k]))
    model.nonnegative_work = pyo.Constraint(model.J, model.I, model.K, rule=lambda mdl, j, i, k: work(mdl, j, i, k) >= 0)

    def phase1_only(mdl, j, i, k):
        if not PATHS[k - 1].phase1_only:
            return pyo.Constraint.Skip
        need = a.C[idx(j)] + (a.R[idx(j)] if k == 12 else 0.0)
        return mdl.c[i] >= need * mdl.x[j, i, k]

    model.phase1_only = pyo.Constraint(model.J, model.I, model.KC, rule=phase1_only)

    def load(mdl, i, phase):
        return sum(int(a.p[idx(j)]) * mdl.x[j, i, p.number] for j in mdl.J for p in PATHS if p.uses[phase])

    def run0(mdl, i):
        if i == 0:
            return 0
        return sum(int(a.p[idx(j)]) * status(mdl, j, i - 1, Phase0.RUN, True) for j in mdl.J)

    model.phase1 = pyo.Constraint(model.I, rule=lambda mdl, i: run0(mdl, i) + load(mdl, i, 0) <= int(a.P[i]))
    model.phase2 = pyo.Constraint(model.I, rule=lambda mdl, i: load(mdl, i, 1) <= int(a.P[i]))
    model.phase3 = pyo.Constraint(model.I, rule=lambda mdl, i: load(mdl, i, 2) <= int(P_end[i]))
    model.area_cut = pyo.Constraint(
        model.I, rule=lambda mdl, i: sum(int(a.p[idx(j)]) * mdl.l[j, i] for j in mdl.J) <= float(cut[i]))

    if objective == "goodput":
        area = float(a.P @ lengths)
        model.goodput = pyo.Objective(
            expr=sum(int(a.p[idx(j)]) * model.l[j, i] for j in model.J for i in model.I) / area, sense=pyo.maximize)
    elif objective == "min_yield":
        alone = Availability.of(instance).at(np.full(m, a.T[-1]))
        counted = [j for j in jobs if alone[idx(j)] > 0]
        model.y = pyo.Var(bounds=(0.0, 1.0))
        model.yields = pyo.Constraint(
            counted, rule=lambda mdl, j: mdl.y * float(alone[idx(j)]) <= sum(mdl.l[j, i] for i in mdl.I))
        model.min_yield = pyo.Objective(expr=model.y, sense=pyo.maximize)
    else:
        raise ReschedError(f"objective must be 'goodput' or 'min_yield', not {objective!r}")
    return model


def solve_clairvoyant(instance: VarCapInstance, objective: Objective = "goodput", relax: bool = False,
                      time_limit: float | None = 60.0) -> SolveResult:
    """Solve :func:`build_clairvoyant` with HiGHS; ``objective`` is the goodput (fraction of the
    platform area) or the min yield; a time-limited MILP reports its open bound, which is still
    an upper bound."""
    return solve(build_clairvoyant(instance, objective, relax), time_limit=time_limit)


def milp_applies(instance: VarCapInstance) -> bool:
    """Infinite jobs and m·n ≤ :data:`MILP_SIZE_LIMIT`."""
    return not instance.jobs_come_and_go and len(instance.jobs) * instance.n_sections <= MILP_SIZE_LIMIT
