"""One section's goodput problem (§4.2.1, Appendix D.1) as a MILP over the 15 paths of Figure 4.

Same problem as DPGoodputSlow-BestCnf (:func:`resched.varcap.dp_slow.dp_goodput_slow_gain`):
choose one path per job and one phase-1 length C_nf among given candidates (default
:func:`~resched.varcap.dp_slow.cnf_values` ``(ctx, True)``, i.e. {C_k : J_k ∈ Run⁽⁰⁾}, or
{0} when Run⁽⁰⁾ is empty, restricted to [0, T]) to maximise w = Σ_j p_j l_j^i.

Indices: jobs are named "J1", "J2", … (job j of the context is "J{j+1}"), paths by their
number 1–15, C_nf candidates by their position c = 0, 1, … in ``cnf`` (ascending values).

Variables (all binary):
* ``y[job, path]`` for the paths whose feasibility and working time do not depend on C_nf
  (1, 2, 4, 5, 9, 10, 11, 15: l = T − C_j·c − R_j·d);
* ``yc[job, path, c]`` for the paths that depend on C_nf (3, 6, 12: l = C_nf − C_j (− R_j),
  allowed only if C_j (+ R_j for 12) ≤ C_nf; 7, 8, 13, 14: l = T − C_nf − R_j (− C_j)),
  one copy per candidate — the simplest exact linearisation of p_j·l_j(C_nf);
* ``z[c]`` = 1 for the chosen C_nf.

A (job, path[, c]) exists only if the path starts from the job's phase-0 status, the job is
eligible or the path uses no processor (3, 9, 15; :func:`~resched.varcap.exhaustive.allowed_paths`),
the phase-1-only checkpoint fits (tolerance 1e-9) and l_j ≥ −1e-9 — the −∞ cases of the DP.

Constraints:
* ``one_path[job]``: Σ_path y + Σ_(path, c) yc = 1;
* ``one_cnf``: Σ_c z[c] = 1;
* ``link[job, c]``: Σ_path yc[job, path, c] ≤ z[c] (a C_nf-dependent path only with its C_nf);
* ``phase1``: Σ_{paths using Π1} p_j ≤ P_i − Σ_{Run⁽⁰⁾} p_j (= ``ctx.Pi1``);
* ``phase2``: Σ_{paths using Π2} p_j ≤ P_i;
* ``phase3``: Σ_{paths running uncheckpointed at T_{i+1}} p_j ≤ max(P_i − δ, P_min) = ``ctx.P_end``.
Objective ``goodput``: max Σ p_j l_j^i (the DP's w). Knapsack rows with no term are omitted.

Size for m jobs and K candidates: ≤ m(3 + 3K) + K binaries (Run⁽⁰⁾ job: 2 + K; Ckpt⁽⁰⁾ and
Idle⁽⁰⁾ jobs: 3 + 3K), ≤ m + 1 + mK + 3 rows.

Only w is optimised: the DP's lexicographic tie-break on (a, c) is not modelled, so an
optimal decision may differ from the DP's when several reach the same w.

Structurally infeasible sections raise ValueError at build time (as the DP does): Π1 < 0, no
C_nf candidate within [0, T], or a job with no allowed path for any candidate.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
import pyomo.environ as pyo

from resched.result import SolveResult
from resched.solve import solve
from resched.varcap.dp_slow import cnf_values
from resched.varcap.exhaustive import allowed_paths
from resched.varcap.section import CNF_PATHS, PATHS, SectionContext, SectionDecision, path_work, phase1_need

_TOL = 1e-9  # as check_decision


def job_name(j: int) -> str:
    return f"J{j + 1}"


def build_phase_milp(ctx: SectionContext, C_nf_values: Iterable[float] | None = None) -> pyo.ConcreteModel:
    """The section MILP described in the module docstring (one model, built declaratively)."""
    values = cnf_values(ctx, True) if C_nf_values is None else [float(v) for v in C_nf_values]
    values = sorted({v for v in values if 0.0 <= v <= ctx.T})
    if not values:
        raise ValueError(f"section {ctx.index}: no C_nf candidate within [0, T={ctx.T}]")
    if ctx.Pi1 < 0:
        raise ValueError(f"section {ctx.index}: Run0 jobs use more than P_i processors (Π1 = {ctx.Pi1})")
    T = float(ctx.T)
    m_jobs = len(ctx.p)
    names = [job_name(j) for j in range(m_jobs)]
    p = {names[j]: int(ctx.p[j]) for j in range(m_jobs)}
    C = np.asarray(ctx.C, dtype=float)
    R = np.asarray(ctx.R, dtype=float)

    fixed: list[tuple[str, int]] = []  # (job, path)
    per_cnf: list[tuple[str, int, int]] = []  # (job, path, c)
    gain: dict[tuple, float] = {}  # p_j l_j of each variable index
    for j, name in enumerate(names):
        for k in allowed_paths(ctx, j):
            if k in CNF_PATHS:
                for c, v in enumerate(values):
                    w = path_work(k, T, v, C[j], R[j])
                    if phase1_need(k, C[j], R[j]) <= v + _TOL and w >= -_TOL:
                        per_cnf.append((name, k, c))
                        gain[name, k, c] = p[name] * w
            else:
                w = path_work(k, T, 0.0, C[j], R[j])
                if w >= -_TOL:
                    fixed.append((name, k))
                    gain[name, k] = p[name] * w
        if not (fixed and fixed[-1][0] == name) and not (per_cnf and per_cnf[-1][0] == name):
            raise ValueError(f"section {ctx.index}: job {name} has no allowed path for C_nf in {values}")

    model = pyo.ConcreteModel(name=f"section_phase_milp[{ctx.index}]")
    model.JOBS = pyo.Set(initialize=names, ordered=True)
    model.CNF = pyo.Set(initialize=list(range(len(values))), ordered=True)
    model.FIXED = pyo.Set(initialize=fixed, dimen=2, ordered=True)
    model.PER_CNF = pyo.Set(initialize=per_cnf, dimen=3, ordered=True)
    links = _group(per_cnf, lambda i: (i[0], i[2]))  # (job, c) → its yc
    position = {name: j for j, name in enumerate(names)}
    model.LINKS = pyo.Set(initialize=sorted(links, key=lambda x: (position[x[0]], x[1])), dimen=2, ordered=True)
    model.p = pyo.Param(model.JOBS, initialize=p)
    model.cnf = pyo.Param(model.CNF, initialize=dict(enumerate(values)))
    model.gain_fixed = pyo.Param(model.FIXED, initialize={i: gain[i] for i in fixed})
    model.gain_cnf = pyo.Param(model.PER_CNF, initialize={i: gain[i] for i in per_cnf})
    model.P1 = pyo.Param(initialize=int(ctx.Pi1))
    model.P2 = pyo.Param(initialize=int(ctx.P))
    model.P3 = pyo.Param(initialize=int(ctx.P_end))

    model.y = pyo.Var(model.FIXED, domain=pyo.Binary)
    model.yc = pyo.Var(model.PER_CNF, domain=pyo.Binary)
    model.z = pyo.Var(model.CNF, domain=pyo.Binary)

    # every rule reads the variables of its own row only (grouped once): the build is linear
    fixed_of, cnf_of = _group(fixed, lambda i: i[0]), _group(per_cnf, lambda i: i[0])
    model.one_path = pyo.Constraint(
        model.JOBS,
        rule=lambda mdl, job: (
            sum(mdl.y[i] for i in fixed_of.get(job, ())) + sum(mdl.yc[i] for i in cnf_of.get(job, ())) == 1
        ),
    )
    model.one_cnf = pyo.Constraint(expr=sum(model.z[c] for c in model.CNF) == 1)
    model.link = pyo.Constraint(model.LINKS, rule=lambda mdl, job, c: sum(mdl.yc[i] for i in links[job, c]) <= mdl.z[c])

    def knapsack(phase: int, limit: str):
        def rule(mdl):
            terms = [mdl.p[i[0]] * mdl.y[i] for i in fixed if PATHS[i[1] - 1].uses[phase - 1]]
            terms += [mdl.p[i[0]] * mdl.yc[i] for i in per_cnf if PATHS[i[1] - 1].uses[phase - 1]]
            return sum(terms) <= getattr(mdl, limit) if terms else pyo.Constraint.Skip

        return pyo.Constraint(rule=rule)

    model.phase1 = knapsack(1, "P1")
    model.phase2 = knapsack(2, "P2")
    model.phase3 = knapsack(3, "P3")
    model.goodput = pyo.Objective(
        expr=sum(model.gain_fixed[i] * model.y[i] for i in model.FIXED)
        + sum(model.gain_cnf[i] * model.yc[i] for i in model.PER_CNF),
        sense=pyo.maximize,
    )
    return model


def _group(keys: list[tuple], by) -> dict:
    """``keys`` grouped by ``by(key)``, groups and members in first-seen order."""
    groups: dict = {}
    for key in keys:
        groups.setdefault(by(key), []).append(key)
    return groups


def decode(ctx: SectionContext, model: pyo.ConcreteModel, result: SolveResult) -> SectionDecision:
    """The decision of a solved model: each job's path with value > 0.5, and the chosen C_nf."""
    names = [job_name(j) for j in range(len(ctx.p))]
    position = {name: j for j, name in enumerate(names)}
    path = np.zeros(len(names), dtype=np.int64)
    for (job, k), v in result.values.get("y", {}).items():
        if v > 0.5:
            path[position[job]] = k
    chosen = [c for c, v in result.values.get("z", {}).items() if v > 0.5]
    if len(chosen) != 1:
        raise ValueError(f"section {ctx.index}: {len(chosen)} C_nf values chosen")
    c_star = chosen[0]
    for (job, k, c), v in result.values.get("yc", {}).items():
        if v > 0.5:
            if c != c_star:
                raise ValueError(f"section {ctx.index}: job {job} path {k} uses C_nf #{c}, not #{c_star}")
            path[position[job]] = k
    if (path == 0).any():
        raise ValueError(f"section {ctx.index}: job {names[int(np.argmax(path == 0))]} has no path")
    return SectionDecision(path=path, C_nf=float(pyo.value(model.cnf[c_star])))


def write_decision(model: pyo.ConcreteModel, ctx: SectionContext, decision: SectionDecision) -> bool:
    """Write a decision (e.g. DPGoodputSlow-BestCnf's) into y, yc, z as a starting solution.
    False, writing nothing, if its C_nf is not a candidate of the model or one of its paths is
    not a variable (the decision is then not a solution of this model)."""
    positions = [c for c in model.CNF if abs(float(model.cnf[c]) - float(decision.C_nf)) <= _TOL]
    keys = [(job_name(j), int(k)) for j, k in enumerate(decision.path)]
    if not positions or not all(key in model.FIXED or (*key, positions[0]) in model.PER_CNF for key in keys):
        return False
    chosen = set(keys)
    for index in model.FIXED:
        model.y[index].value = int(index in chosen)
    for index in model.PER_CNF:
        model.yc[index].value = int(index[2] == positions[0] and index[:2] in chosen)
    for c in model.CNF:
        model.z[c].value = int(c == positions[0])
    return True


def solve_phase_milp(
    ctx: SectionContext,
    C_nf_values: Iterable[float] | None = None,
    time_limit: float | None = None,
    mip_gap: float | None = None,
    threads: int | None = None,
    warm_start: bool = True,
    start: SectionDecision | None = None,
) -> tuple[SectionDecision, SolveResult]:
    """Build, solve with HiGHS (:func:`resched.solve.solve`: ``time_limit`` s, relative
    ``mip_gap``, ``threads``) and decode; with ``warm_start``, HiGHS starts from the decision
    ``start`` (e.g. the DP's; :func:`write_decision`) when one is given.

    Raises ValueError if the section is structurally infeasible (see module doc) or the solve
    returns no solution.
    """
    model = build_phase_milp(ctx, C_nf_values)
    if warm_start and start is not None:
        write_decision(model, ctx, start)
    result = solve(model, time_limit=time_limit, mip_gap=mip_gap, threads=threads, warm_start=warm_start)
    if not result.has_solution:
        raise ValueError(f"section {ctx.index}: phase MILP has no solution ({result.status.value})")
    return decode(ctx, model, result), result
