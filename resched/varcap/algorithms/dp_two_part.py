"""Two-part dynamic programs for one section: DPGoodput(-BestCnf), DPYield, DPBiC(-BestCnf),
and TargetGoodput (App. D.4, built on them; its part is introduced by its own comment block
below). The numba kernels are in :mod:`resched.varcap.algorithms.kernels`.

Paper: §4.2.3 (DPGoodput), §4.2.4 (DPYield), §4.3.3 (DPBiC) and Appendix D.2, D.3, D.5.
Each algorithm runs DP1, a gain G'(Π1, Π2) over phases 1–2 (ten cases, numbered as in D.2),
then DP2, a gain H(Π3) deciding which jobs active in phase 2 (Ja) checkpoint in phase 3.
The result is one path of Figure 4 per job (``section.PATHS``) and the phase-1 length C_nf.

Phase lengths. Phase 1 lasts C_nf, phase 3 lasts C_max, phase 2 lasts T − C_nf − C_max.
The appendix writes DP1 with C_nf = C_max; for the BestCnf variants the phase-1 length is
C_nf and the phase-2 length T − C_nf − C_max. The per-processor phase-1–2 useful time
``w`` of each DP1 case is (C = C_j, R = R_j)::

    case  status  phases 1–2        w                        path (no ckpt / ckpt in ph. 3)
     1    Run⁽⁰⁾  Run, Run          T − C_max                 1 / 2
     2    Run⁽⁰⁾  Ckpt, Idle        C_nf − C                  3
     3    Ckpt⁽⁰⁾ Run, Run          T − C_max                 4 / 5
     4    Ckpt⁽⁰⁾ Ckpt, Idle        C_nf − C                  6
     5    Ckpt⁽⁰⁾ Idle, Rec         T − C_nf − C_max − R      7 / 8
     6    Ckpt⁽⁰⁾ Idle, Idle        0                         9
     7    Idle⁽⁰⁾ Rec, Run          T − C_max − R             10 / 11
     8    Idle⁽⁰⁾ Rec+Ckpt, Idle    C_nf − C − R              12
     9    Idle⁽⁰⁾ Idle, Rec         T − C_nf − C_max − R      13 / 14
    10    Idle⁽⁰⁾ Idle, Idle        0                         15

and DP2 adds C_max (not checkpointed) or C_max − C_j (checkpointed) to the jobs of Ja
(cases 1, 3, 5, 7, 9), so that for DPGoodput G' + H = Σ_j p_j·working_time(path_j) exactly.

Rules fixed here (the paper leaves them open):

* **−∞ cases.** A DP1 case whose phase-1–2 useful time w is negative is −∞. This contains the
  paper's conditions C_j > C_nf (cases 2, 4) and C_j + R_j > C_nf (case 8), and also forbids
  a recovery still running when phase 3 starts (cases 5, 9 when T − C_nf − C_max < R_j; case 7
  when T − C_max < R_j), which the shapes of Figure 4 do not represent. Since C_j ≤ C_max,
  DP2 can then never make a working time negative, so every DP2 choice is valid and every
  returned path has working time ≥ 0 (``check_decision``).
* **Ineligible jobs** (``ctx.eligible`` False) may only take paths 3, 9, 15, i.e. DP1
  cases 2, 6, 10, as ``section.check_decision`` demands ("no work beyond checkpointing
  out"; path 6 would run an already checkpointed job in phase 1). DPYield leaves them out of the minimum (their useful time counts as
  +large) and out of l_min.
* **Ties.** G' compares (gain, number of jobs active in phase 2), H compares (gain, number
  of jobs checkpointed in phase 3), DPYield's G' compares (min useful time, processors of
  jobs with l_j = l_min, processors used) and its H (min useful time, number checkpointed),
  all lexicographically, maximised (Appendix D). Real components are equal when they differ
  by at most ``tol``, so that rounding of sums taken in different orders never decides:
  for the additive gains (DPGoodput, DPBiC, BestCnf totals) the rounding bound of the sums,
  (m + 2) · ε · Σ_j p_j · T · w_j (``_rounding_tol``), which resolves the gains of
  high-yield jobs beside a zero-yield one at 𝒳 = 45; for DPYield's minima 1e-9 × their
  scale. Remaining ties: the lowest case number of the lowest-index job ([VARCAP-D7]: lower job index first). Formally, jobs are added to the
  tables from the last to the first, and the backtracking, which fixes job 0 first, takes
  the lowest case number reaching the optimum: for DPGoodput/DPBiC the case vector
  (job 0, job 1, …) is the lexicographically smallest among the optimal ones. In DP2 "not checkpointed" is the lower
  case. BestCnf keeps the C_nf with the best lexicographic (G' + H, phase-2 count,
  phase-3 count), the smallest C_nf on ties.
* **BestCnf candidates.** C_nf ∈ {C_k : J_k ∈ Run⁽⁰⁾} (§4.2.1, D.1); C_max is not added. If
  Run⁽⁰⁾ is empty (e.g. the first section), C_nf = C_max. The largest candidate is always
  feasible (every Run⁽⁰⁾ job can then checkpoint in phase 1), smaller ones may be −∞ (an
  ineligible Run⁽⁰⁾ job must checkpoint in phase 1) and are skipped.
* **DPBiC yields.** DP1 weights p_j·w by (2 − Yield_j(T_i))^X with Yield_j(T_i) =
  ``ctx.yields``. DP2 weights by (2 − Yield_j(T_{i+1} − C_max))^X with
  Yield_j(T_{i+1} − C_max) = (l_j(T_i) + w_j) / (E_j + T − C_max), w_j the job's phase-1–2
  useful time under the DP1 decision and E_j its elapsed solo time at T_i, recovered as
  E_j = worked_j / yields_j when yields_j > 0. When yields_j = 0 the context cannot give
  E_j; we use the largest worked_k / yields_k over the jobs with yields_k > 0 (exact for
  infinite jobs, whose denominators are all t − T_1), and 0 when no job has a positive
  yield (exact at the first section, [VARCAP-D8]: factor 2^X there). For finite jobs with a
  zero yield this is an approximation (the context has no release dates).
* **DPYield optimality.** With ⊕ = (min, +, +) the recursion is exact for the first
  component (max over DP1 solutions of min_j l_j(T_{i+1} − C_max)), but not for the second
  and third (a job fixing the min makes the rest's lexicographic optimum irrelevant). DP1
  ignores phase 3, so DP1 then DP2 does not always maximise the final min_j (l_j(T_i) + l_j^i)
  over all DP1 × DP2 solutions (the tests keep a counterexample); this is the paper's method.
* ``ctx.T ≥ ctx.C_max ≥ max C_j`` is required: phase 1 (C_nf ≤ C_max) and phase 3 (C_max)
  must fit in the section. A shorter section raises
  :class:`~resched.varcap.instance.section.Unschedulable` (a ValueError): App. D.2 has no decision
  there, and the registry's algorithms take such a section through their declared fallback
  rule (:mod:`resched.varcap.algorithms`). Sections shorter than about C_max + R_j leave
  every idle job −∞ in DP1 (cases 5, 7, 9 need T − C_max − R_j ≥ 0): the DPs then never
  start an idle job — App. D.2's own behaviour, documented in docs/varcap.md. DPYield's G'_0 is (+large, 0, 0) with large = 1e300.

Kernels are numba ``njit(cache=True)`` loops over (Π1, Π2) tables with one int8 choice per
(job, Π1, Π2) cell for the backtracking; the tests compare them with a plain-Python, top-down
memoised version of the same equations (``tests/oracles/varcap_reference.py``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from resched.errors import ReschedError
from resched.varcap.algorithms.kernels import dp1_min_kernel, dp1_sum_kernel, dp1_una_kernel, dp2_kernel
from resched.varcap.instance.availability import useful_work
from resched.varcap.instance.section import Phase0, SectionContext, SectionDecision, Unschedulable

__all__ = [
    "TwoPartResult",
    "best_cnf_candidates",
    "case_table",
    "dp_bic",
    "dp_goodput",
    "dp_yield",
    "solve_goodput",
    "solve_yield",
]

#: DP1 cases open to a job, by phase-0 status, in tie-break order (D.2 numbering).
CASES_FROM: dict[int, tuple[int, ...]] = {
    int(Phase0.RUN): (1, 2),
    int(Phase0.CKPT): (3, 4, 5, 6),
    int(Phase0.IDLE): (7, 8, 9, 10),
}
#: Cases allowed to ineligible jobs (paths 3, 9, 15; see ``section.check_decision``).
INELIGIBLE_CASES = frozenset({2, 6, 10})
#: Cases where the job is active in phase 2 (the set Ja of DP2).
ACTIVE2 = frozenset({1, 3, 5, 7, 9})
#: Whether a case uses processors in phase 1 (counted by Π1) and in phase 2 (Π2).
CASE_USES: dict[int, tuple[int, int]] = {
    1: (0, 1),
    2: (0, 0),
    3: (1, 1),
    4: (1, 0),
    5: (0, 1),
    6: (0, 0),
    7: (1, 1),
    8: (1, 0),
    9: (0, 1),
    10: (0, 0),
}
#: Path of Figure 4 for a case: (not checkpointed in phase 3, checkpointed in phase 3).
CASE_PATH: dict[int, tuple[int, int]] = {
    1: (1, 2),
    2: (3, 3),
    3: (4, 5),
    4: (6, 6),
    5: (7, 8),
    6: (9, 9),
    7: (10, 11),
    8: (12, 12),
    9: (13, 14),
    10: (15, 15),
}
LARGE = 1e300
_K = 4  # at most four DP1 cases per job
_TOL = 1e-9
_EPS = float(np.finfo(float).eps)


def case_work(case: int, T: float, C_nf: float, C_max: float, C: float, R: float) -> float:
    """Per-processor useful time in phases 1–2 of a DP1 case (may be negative: then −∞)."""
    if case in (1, 3):
        return T - C_max
    if case in (2, 4):
        return C_nf - C
    if case in (5, 9):
        return T - C_nf - C_max - R
    if case == 7:
        return T - C_max - R
    if case == 8:
        return C_nf - C - R
    return 0.0


def _check_ctx(ctx: SectionContext) -> None:
    m = len(ctx.p)
    if not (
        len(ctx.C) == len(ctx.R) == len(ctx.status) == len(ctx.worked) == len(ctx.yields) == len(ctx.eligible) == m
    ):
        raise ValueError("SectionContext arrays must all have one entry per job")
    if m and float(np.max(ctx.C)) > ctx.C_max + 1e-12:
        raise ValueError(f"C_max={ctx.C_max} below a job's checkpoint time {float(np.max(ctx.C))}")
    if ctx.T < ctx.C_max:
        raise Unschedulable(
            f"section {ctx.index}: length T={ctx.T:g} shorter than C_max={ctx.C_max:g} "
            "(phases 1 and 3 of App. D.2 do not fit)"
        )
    if ctx.Pi1 < 0 or ctx.P_end < 0 or ctx.P_end > ctx.P:
        raise ValueError("inconsistent processors: Σ_{Run⁽⁰⁾} p_j > P_i or P_end outside [0, P_i]")
    if m and int(np.min(ctx.p)) < 1:
        raise ValueError("every job needs p_j ≥ 1")


@dataclass(frozen=True)
class CaseTable:
    """DP1 cases of each job, padded to four slots (``case`` 0 = unused slot)."""

    case: np.ndarray  # (m, 4) int64, D.2 case numbers
    work: np.ndarray  # (m, 4) float64, per-processor phase-1–2 useful time, −inf if not allowed
    d1: np.ndarray  # (m, 4) int64, processors taken from Π1
    d2: np.ndarray  # (m, 4) int64, processors taken from Π2
    act: np.ndarray  # (m, 4) int64, 1 if active in phase 2


def case_table(ctx: SectionContext, C_nf: float) -> CaseTable:
    """The DP1 cases open to each job with their phase-1–2 useful time and processor use."""
    m = len(ctx.p)
    case = np.zeros((m, _K), np.int64)
    work = np.full((m, _K), -np.inf)
    d1 = np.zeros((m, _K), np.int64)
    d2 = np.zeros((m, _K), np.int64)
    act = np.zeros((m, _K), np.int64)
    for j in range(m):
        p = int(ctx.p[j])
        for k, c in enumerate(CASES_FROM[int(ctx.status[j])]):
            case[j, k] = c
            u1, u2 = CASE_USES[c]
            d1[j, k], d2[j, k], act[j, k] = u1 * p, u2 * p, u2
            if not ctx.eligible[j] and c not in INELIGIBLE_CASES:
                continue
            w = case_work(c, ctx.T, C_nf, ctx.C_max, float(ctx.C[j]), float(ctx.R[j]))
            if w >= 0.0:
                work[j, k] = w
    return CaseTable(case, work, d1, d2, act)


# ------------------------------------------------------------------------------------------
# numba kernels


# ------------------------------------------------------------------------------------------
# drivers


@dataclass(frozen=True)
class TwoPartResult:
    """Full outcome of one two-part DP (for tests, benchmarks and diagnostics).

    ``gain1`` is G' at the root: (gain, #active in phase 2) for DPGoodput/DPBiC, (min useful
    time, processors of l_min jobs, processors used) for DPYield; ``gain2`` is H at the root:
    (gain, #checkpointed) or (min useful time over Ja, #checkpointed). ``cells`` counts the
    DP1 cell updates (m × (Π1 + 1) × (Π2 + 1), summed over the C_nf candidates).
    """

    decision: SectionDecision
    cases: np.ndarray  # DP1 case (1–10) of each job
    checkpointed: np.ndarray  # bool: checkpointed in phase 3 (only jobs of Ja)
    gain1: tuple
    gain2: tuple
    cells: int

    @property
    def total(self) -> float:
        """G' + H (goodput and DPBiC variants)."""
        return float(self.gain1[0] + self.gain2[0])


def _tol(scale: float) -> float:
    return _TOL * max(1.0, float(scale))


def _rounding_tol(terms: int, scale: float) -> float:
    """Tolerance of the additive DPs: the rounding bound (terms + 2) · ε · scale of a sum of at
    most ``terms`` non-negative gains whose magnitudes add up to at most ``scale`` (ε the float64
    machine epsilon; γ_n = n · ε/2 per sum, doubled, plus the products p_j · l · w_j).

    For a DP over jobs of sizes p_j and weights w_j the scale is Σ_j p_j · T · w_j (every gain of
    job j lies in [0, p_j · T · w_j], since l ≤ T): two alternatives equal in exact arithmetic
    differ by less after rounding, so they tie and the rule of Appendix D decides; gains
    differing by more are resolved, however small against the largest weight. A relative 1e-9
    of Σ_j p_j · T · max_j w_j (the earlier rule) made every gain of high-yield jobs a tie at
    large 𝒳 (w_j = (2 − Yield_j)^𝒳 spans 1 to 2^𝒳) whenever one job had a yield of 0 (the first
    section, a finite job just released), and the tie rule then checkpointed them at every
    section."""
    return (terms + 2) * _EPS * max(1.0, float(scale))


def _gain_tol(p: np.ndarray, T: float, weights: np.ndarray) -> float:
    """:func:`_rounding_tol` of a DP over jobs of sizes ``p`` and weights ``weights``."""
    return _rounding_tol(len(p), float(np.sum(p * T * weights)))


def _paths(cases: np.ndarray, ckpt: np.ndarray) -> np.ndarray:
    return np.array([CASE_PATH[int(c)][int(k)] for c, k in zip(cases, ckpt)], dtype=np.int64)


def _backtrack1(choice, tab: CaseTable, n1: int, n2: int) -> np.ndarray:
    m = tab.case.shape[0]
    cases = np.zeros(m, np.int64)
    a, b = n1, n2
    for j in range(m):
        k = int(choice[j, a, b])
        if k < 0:
            raise AssertionError("DP1 backtracking reached an infeasible cell")
        cases[j] = tab.case[j, k]
        a -= int(tab.d1[j, k])
        b -= int(tab.d2[j, k])
    return cases


def _backtrack2(choice, p: np.ndarray, n3: int) -> np.ndarray:
    m = len(p)
    ck = np.zeros(m, bool)
    a = n3
    for j in range(m):
        k = int(choice[j, a])
        if k < 0:
            raise AssertionError("DP2 backtracking reached an infeasible cell")
        ck[j] = k == 1
        a -= int(p[j]) if k == 0 else 0
    return ck


def elapsed_solo(ctx: SectionContext) -> np.ndarray:
    """E_j, the elapsed solo time at T_i behind Yield_j(T_i) (rule in the module docstring)."""
    worked = np.asarray(ctx.worked, float)
    y = np.asarray(ctx.yields, float)
    pos = y > 0
    E = np.zeros(len(y))
    E[pos] = worked[pos] / y[pos]
    if (~pos).any():
        E[~pos] = E[pos].max() if pos.any() else 0.0
    return E


def bic_weights(ctx: SectionContext, X: float, w12: np.ndarray | None = None) -> np.ndarray:
    """(2 − Yield_j(T_i))^X, or (2 − Yield_j(T_{i+1} − C_max))^X given phase-1–2 times w12."""
    if w12 is None:
        y = np.asarray(ctx.yields, float)
    else:
        E = elapsed_solo(ctx)
        den = E + (ctx.T - ctx.C_max)
        y = np.where(
            den > 0, (np.asarray(ctx.worked, float) + w12) / np.where(den > 0, den, 1.0), np.asarray(ctx.yields, float)
        )
    return (2.0 - np.clip(y, 0.0, 1.0)) ** X  # a yield lies in [0, 1] (Eq. 2)


MAX_DP1_CELLS = 4 << 30
"""Largest DP1 decision table (one byte a cell: 4 GiB) that a section may need."""


def affordable(ctx: SectionContext, m: int, n1: int, n2: int, levels: int = 1) -> None:
    """Refuse, before anything is allocated, a DP1 whose decision table of m·(Π1+1)·(P+1) cells
    (times the ``levels`` of DPYieldUna's unavailability budget; one byte each; m jobs, Π1 and P
    processors of the section) exceeds :data:`MAX_DP1_CELLS`: a one-line error with the numbers
    instead of an out-of-memory failure."""
    cells = m * (n1 + 1) * (n2 + 1) * levels
    if cells > MAX_DP1_CELLS:
        raise ReschedError(
            f"section {ctx.index}: the DP's decision table needs {m:,} jobs x {n1 + 1:,} x {n2 + 1:,} x {levels:,} "
            f"= {cells:,} cells ({cells / 2**30:.1f} GiB), over {MAX_DP1_CELLS / 2**30:.0f} GiB: "
            "use fewer jobs or processors"
        )


def _solve_sum(ctx: SectionContext, C_nf: float, X: float | None) -> TwoPartResult | None:
    """DP1 + DP2 with additive gains; X None = DPGoodput, else DPBiC(X). None if −∞."""
    m = len(ctx.p)
    p = np.asarray(ctx.p, np.int64)
    tab = case_table(ctx, C_nf)
    w1 = np.ones(m) if X is None else bic_weights(ctx, X)
    gain = np.where(np.isfinite(tab.work), p[:, None] * tab.work * w1[:, None], -np.inf)
    n1, n2 = ctx.Pi1, int(ctx.P)
    affordable(ctx, m, n1, n2)
    g1, c1, choice = dp1_sum_kernel(gain, tab.d1, tab.d2, tab.act, n1, n2, _gain_tol(p, ctx.T, w1))
    if g1 == -np.inf:
        return None
    cases = _backtrack1(choice, tab, n1, n2)
    w12 = np.array(
        [case_work(int(c), ctx.T, C_nf, ctx.C_max, float(ctx.C[j]), float(ctx.R[j])) for j, c in enumerate(cases)]
    )
    ja = np.array([c in ACTIVE2 for c in cases], bool)
    w2 = np.ones(m) if X is None else bic_weights(ctx, X, w12)
    idx = np.flatnonzero(ja)
    keep = p[idx] * ctx.C_max * w2[idx]
    ck = p[idx] * (ctx.C_max - np.asarray(ctx.C, float)[idx]) * w2[idx]
    tol2 = _gain_tol(p[idx], ctx.T, w2[idx])
    g2, c2, choice2 = dp2_kernel(keep.astype(float), ck.astype(float), p[idx], int(ctx.P_end), tol2, False)
    ckpt = np.zeros(m, bool)
    ckpt[idx] = _backtrack2(choice2, p[idx], int(ctx.P_end))
    dec = SectionDecision(path=_paths(cases, ckpt), C_nf=float(C_nf))
    return TwoPartResult(dec, cases, ckpt, (float(g1), int(c1)), (float(g2), int(c2)), m * (n1 + 1) * (n2 + 1))


def best_cnf_candidates(ctx: SectionContext) -> list[float]:
    """Sorted distinct {C_k : J_k ∈ Run⁽⁰⁾}, or [C_max] when Run⁽⁰⁾ is empty."""
    run0 = np.asarray(ctx.status) == int(Phase0.RUN)
    if not run0.any():
        return [float(ctx.C_max)]
    return sorted({float(c) for c in np.asarray(ctx.C, float)[run0]})


def solve_goodput(
    ctx: SectionContext, X: float | None = None, best_cnf: bool = False, C_nf: float | None = None
) -> TwoPartResult:
    """DPGoodput (X None) or DPBiC(X), at C_nf = C_max, at a given C_nf, or BestCnf."""
    _check_ctx(ctx)
    if C_nf is not None:
        cands = [float(C_nf)]
    elif best_cnf:
        cands = best_cnf_candidates(ctx)
    else:
        cands = [float(ctx.C_max)]
    best: TwoPartResult | None = None
    cells = 0
    for c in cands:
        res = _solve_sum(ctx, c, X)
        if res is None:
            continue
        cells += res.cells
        if best is None:
            best = res
            continue
        tol = _rounding_tol(2 * len(ctx.p), best.total + res.total)
        a = (res.total, res.gain1[1], res.gain2[1])
        b = (best.total, best.gain1[1], best.gain2[1])
        if a[0] > b[0] + tol or (a[0] >= b[0] - tol and a[1:] > b[1:]):
            best = res
    if best is None:
        raise Unschedulable(f"section {ctx.index}: no feasible decision for C_nf in {cands}")
    return TwoPartResult(best.decision, best.cases, best.checkpointed, best.gain1, best.gain2, cells)


def _yield_tables(ctx: SectionContext, C_nf: float):
    tab = case_table(ctx, C_nf)
    m = len(ctx.p)
    p = np.asarray(ctx.p, np.int64)
    worked = np.asarray(ctx.worked, float)
    elig = np.asarray(ctx.eligible, bool)
    lmin = float(worked[elig].min()) if elig.any() else np.inf
    at_min = elig & (np.abs(worked - lmin) <= _tol(abs(lmin)))
    own_a = np.where(np.isfinite(tab.work), np.where(elig[:, None], worked[:, None] + tab.work, LARGE), -np.inf)
    own_c = tab.act * p[:, None]
    own_b = own_c * at_min[:, None]
    return tab, own_a, own_b.astype(np.int64), own_c.astype(np.int64), lmin, m, p, worked, elig


def yield_dp2(
    ctx: SectionContext, cases: np.ndarray, C_nf: float, p: np.ndarray, worked: np.ndarray, elig: np.ndarray, tol: float
) -> tuple[np.ndarray, tuple[float, int]]:
    """DPYield's DP2 (H, D.3) for given DP1 cases, with l_j(T_{i+1} − C_max): the phase-3
    checkpoint of each job and H at the root."""
    m = len(cases)
    idx = np.flatnonzero(np.array([int(c) in ACTIVE2 for c in cases], bool))
    w12 = np.array(
        [case_work(int(c), ctx.T, C_nf, ctx.C_max, float(ctx.C[j]), float(ctx.R[j])) for j, c in enumerate(cases)]
    )
    l2 = worked + w12  # l_j(T_{i+1} − C_max)
    keep = np.where(elig[idx], l2[idx] + ctx.C_max, LARGE)
    ck = np.where(elig[idx], l2[idx] + (ctx.C_max - np.asarray(ctx.C, float)[idx]), LARGE)
    h, hc, choice2 = dp2_kernel(keep.astype(float), ck.astype(float), p[idx], int(ctx.P_end), tol, True)
    ckpt = np.zeros(m, bool)
    ckpt[idx] = _backtrack2(choice2, p[idx], int(ctx.P_end))
    return ckpt, (float(h), int(hc))


def solve_yield(ctx: SectionContext) -> TwoPartResult:
    """DPYield (D.3): C_nf = C_max; DP1 over triplets, then DP2 with l_j(T_{i+1} − C_max)."""
    _check_ctx(ctx)
    C_nf = float(ctx.C_max)
    tab, own_a, own_b, own_c, _lmin, m, p, worked, elig = _yield_tables(ctx, C_nf)
    n1, n2 = ctx.Pi1, int(ctx.P)
    affordable(ctx, m, n1, n2)
    tol = _tol(float(np.max(worked, initial=0.0)) + ctx.T)
    ga, gb, gc, choice = dp1_min_kernel(own_a, own_b, own_c, tab.d1, tab.d2, n1, n2, tol)
    if ga == -np.inf:
        raise Unschedulable(f"section {ctx.index}: no feasible DPYield decision")
    cases = _backtrack1(choice, tab, n1, n2)
    ckpt, gain2 = yield_dp2(ctx, cases, C_nf, p, worked, elig, tol)
    dec = SectionDecision(path=_paths(cases, ckpt), C_nf=C_nf)
    return TwoPartResult(dec, cases, ckpt, (float(ga), int(gb), int(gc)), gain2, m * (n1 + 1) * (n2 + 1))


def dp_goodput(ctx: SectionContext, best_cnf: bool = False) -> SectionDecision:
    """DPGoodput (C_nf = C_max) or DPGoodput-BestCnf (§4.2.3, D.2)."""
    return solve_goodput(ctx, None, best_cnf).decision


def dp_bic(ctx: SectionContext, X: float, best_cnf: bool = False) -> SectionDecision:
    """DPBiC(X) or DPBiC-BestCnf(X) (§4.3.3, D.5); X = 0 gives DPGoodput's decisions."""
    return solve_goodput(ctx, float(X), best_cnf).decision


def dp_yield(ctx: SectionContext) -> SectionDecision:
    """DPYield (§4.2.4, D.3)."""
    return solve_yield(ctx).decision


# --- TargetGoodput (§4.3.2, App. D.4) ----------------------------------------------------------
# TargetGoodput (§4.3.2, Appendix D.4): maximise the minimum yield under a goodput target.
#
# TargetGoodput is DPYield (``dp_two_part.solve_yield``) with one more DP1 dimension, ``una``
# (UNused Area): DP1 computes G'_j(Π1, Π2, una) with DPYield's triplets and ⊕ = (min, +, +),
# each case that pays a checkpoint or a recovery in phases 1–2 consumes una, and a state
# whose remaining una cannot pay for the processors left unused in phases 1–2 is −∞. DP2
# (the gain H of phase 3) is DPYield's, unchanged.
#
# una budget of section i (D.4), kept across sections by the stateful :class:`TargetGoodput`::
#
#     MW_i  = P_i·T − (max(0, P_i − P_{i−1})·R_min + min(δ, P_i − P_min)·C_min),  P_0 = 0
#     una_1 = (1 − tgp)·MW_1
#     una_i = (1 − tgp)·MW_i + una_{i−1} − (1 − RG_{i−1})·MW_{i−1}
#
# with R_min, C_min over all jobs and RG_{i−1}·MW_{i−1} = U_{i−1} = Σ_j p_j·(l_j(T_i) − l_j(T_{i−1}))
# the useful work done in section i − 1 (from two successive ``ctx.worked``); we compute
# (1 − RG_{i−1})·MW_{i−1} as MW_{i−1} − U_{i−1} (no division, also valid if MW_{i−1} ≤ 0).
# Unrolled: una_i = (1 − tgp)·Σ_{k≤i} MW_k − Σ_{k<i} (MW_k − U_k), the slack left to the target.
#
# Rules fixed here (the paper leaves them open):
#
# * **Deductions** (D.4): cases 2 and 4 consume p_j·C_j, cases 5, 7, 9 p_j·R_j, case 8
#   p_j·(C_j + R_j); cases 1, 3, 6, 10 nothing.
# * **"T" in the G'_0 condition.** D.4 writes G'_0(Π1, Π2, una) = −∞ if una < Π2·T + Π1·C_nf
#   and explains it as "the unused processors during phases 1 and 2 and the durations of
#   those phases". We read T there as the *phase-2 length* T − C_nf − C_max (= T − 2·C_max,
#   C_nf = C_max as in DPYield), the paper using T loosely: with the section length the
#   condition would count the Π2 leftover processors also during phase 1 (where they are
#   counted by Π1 or busy) and during phase 3. With this reading the una of the root state
#   is *exactly* the unused area of phases 1–2 (T − C_max long in total)::
#
#       Σ_j p_j·deduction_j + Π1_left·C_nf + Π2_left·(T − C_nf − C_max) = P_i·(T − C_max) − Σ_j p_j·w_j
#
#   (w_j the phase-1–2 useful time of ``dp_two_part.case_work``), so DP1 maximises DPYield's
#   triplet subject to  P_i·(T − C_max) − Σ_j p_j·w_j ≤ una_i. If T < C_nf + C_max the
#   phase-2 length is negative (phases overlap; cases 5 and 9 are then −∞): we charge the
#   idle processors of phase 2 with length max(0, T − C_nf − C_max), which charges at least
#   the identity's left side, so the bound still holds, and keeps every partial charge ≥ 0
#   (the DP may then declare −∞ as soon as the remaining una is negative).
#   Phase 3 (its checkpoints and idle processors) is not charged to una, as in the paper;
#   the RG feedback of the recurrence accounts for it in the next sections.
# * **Discretisation** ([VARCAP-D9]). una lives on a grid of step ``s``: the budget is
#   U = ⌊una_i / s⌋ levels (rounded down), every deduction and the final idle area are
#   rounded *up* to whole levels (⌈x / s⌉), so a state feasible on the grid is feasible in
#   exact arithmetic: the decision's exact phase-1–2 unused area is ≤ una_i (up to a 1e-9·s
#   guard per rounding against float noise). Default step s = max(una_i, 1) / L with L = 64
#   levels, i.e. at most 65 levels (0..64) whatever the section; ``una_step`` fixes s instead.
#   **Cost cap.** :class:`TargetGoodput` lowers L in a section where the DP1 table
#   m·(Π1 + 1)·(Π2 + 1)·(L + 1) would exceed :data:`MAX_CELLS` (2^27 ≈ 1.3·10^8 cells, one
#   byte each for the backtracking): L = max(1, ⌊MAX_CELLS / (m·(Π1 + 1)·(Π2 + 1))⌋ − 1).
#   The cap never binds on the light preset (P_max = 100: at most about 4·10^7 cells with
#   the shipped traces, so every result there is unchanged); on the default preset (P_max =
#   400, e.g. 107 jobs from KTH-SP2) it cuts the grid to about 7 levels, which keeps a
#   simulation to minutes and about 0.2 GB instead of 16 min and 1.2 GB, at the price of a
#   coarser (still safe) rounding of the budget. The cost is
#   O(m·P_i²·U) time, O(m·P_i²·U) int8 memory for the backtracking (the paper's
#   O(m·P_max³·T) with the una range [0, P_max·T] cut to U + 1 levels). Rounding up is
#   conservative: each rounded quantity may waste up to one step of budget.
# * **Slack budget.** If una_i ≥ P_i·(T − C_max), no decision can exceed it (the unused area
#   of phases 1–2 is at most P_i·(T − C_max)), and we run DPYield itself (mode ``"slack"``),
#   which avoids spurious rounding losses: this is the case of target 0 in practice.
# * **No feasible state** (una_i too small, e.g. negative after a deficit): the paper does not
#   say. We run DPGoodput (``dp_goodput``, C_nf = C_max) for the section (mode
#   ``"fallback"``): its DP1 maximises Σ_j p_j·w_j, i.e. minimises the same phase-1–2 unused
#   area, so it is the decision closest to the target, and its surplus/deficit feeds back
#   through the recurrence.
# * **Ties** as DPYield: lexicographic (min useful time, processors of l_min jobs, processors
#   used), real components equal within ``dp_two_part._tol``, remaining ties to the lowest
#   case number of the lowest-index job (jobs added from the last, cases scanned from the
#   last slot, a candidate replaces the best when better or equal).
# * **State.** A :class:`TargetGoodput` instance resets itself when called with
#   ``ctx.index == 0`` and otherwise expects the next section (``index`` = previous + 1),
#   raising ValueError if not.
#
# The tests compare DP1 with a plain-Python memoised version (``tests/oracles/varcap_reference.py``).

__all__ = [
    "DEFAULT_LEVELS",
    "MAX_CELLS",
    "SectionRecord",
    "TargetGoodput",
    "deduction",
    "max_work",
    "solve_target_goodput",
    "unused_area12",
]

#: Default number of una grid steps per section (step = max(una_i, 1) / DEFAULT_LEVELS).
DEFAULT_LEVELS = 64
#: Largest DP1 table of one section, m·(Π1 + 1)·(Π2 + 1)·(levels + 1) cells (see "Cost cap").
MAX_CELLS = 2**27
_GUARD = 1e-9  # relative guard (in grid steps) against float noise when rounding to levels


def deduction(case: int, C: float, R: float) -> float:
    """Per-processor una consumed by a DP1 case (D.4): C (2, 4), R (5, 7, 9), C + R (8)."""
    if case in (2, 4):
        return C
    if case in (5, 7, 9):
        return R
    if case == 8:
        return C + R
    return 0.0


def levels_up(x: float, step: float) -> int:
    """⌈x / step⌉ (with a 1e-9 guard): a cost rounded up to whole grid steps."""
    return math.ceil(x / step - _GUARD)


def levels_down(x: float, step: float) -> int:
    """⌊x / step⌋ (with a 1e-9 guard): a budget rounded down to whole grid steps."""
    return math.floor(x / step + _GUARD)


def max_work(ctx: SectionContext) -> float:
    """MW_i = P_i·T − (max(0, P_i − P_{i−1})·R_min + min(δ, P_i − P_min)·C_min) (D.4, §3.4)."""
    R_min = float(np.min(ctx.R)) if len(ctx.R) else 0.0
    C_min = float(np.min(ctx.C)) if len(ctx.C) else 0.0
    return float(useful_work(ctx.T, ctx.P, ctx.P_previous, ctx.P_min, ctx.delta, C_min, R_min))


def unused_area12(ctx: SectionContext, cases: np.ndarray, C_nf: float | None = None) -> float:
    """Exact unused area of phases 1–2 of a DP1 decision: P_i·(T − C_max) − Σ_j p_j·w_j."""
    C_nf = float(ctx.C_max) if C_nf is None else float(C_nf)
    w = [case_work(int(c), ctx.T, C_nf, ctx.C_max, float(ctx.C[j]), float(ctx.R[j])) for j, c in enumerate(cases)]
    return int(ctx.P) * (float(ctx.T) - float(ctx.C_max)) - float(np.dot(np.asarray(ctx.p, float), w))


# ------------------------------------------------------------------------------------------
# tables and numba kernel


def _una_tables(ctx: SectionContext, tab: CaseTable, C_nf: float, step: float):
    """Deduction levels per (job, case slot) and idle-area levels per (Π1_left, Π2_left)."""
    m = len(ctx.p)
    du = np.zeros(tab.case.shape, np.int64)
    for j in range(m):
        for k in range(tab.case.shape[1]):
            c = int(tab.case[j, k])
            if c:
                du[j, k] = levels_up(int(ctx.p[j]) * deduction(c, float(ctx.C[j]), float(ctx.R[j])), step)
    n1, n2 = ctx.Pi1, int(ctx.P)
    L2 = max(0.0, float(ctx.T) - C_nf - float(ctx.C_max))
    idle = np.empty((n1 + 1, n2 + 1), np.int64)
    for a in range(n1 + 1):
        for b in range(n2 + 1):
            idle[a, b] = levels_up(a * C_nf + b * L2, step)
    return du, idle


def _backtrack_una(choice, tab: CaseTable, du: np.ndarray, n1: int, n2: int, U: int) -> np.ndarray:
    """``dp_two_part._backtrack1`` with the una dimension."""
    m = tab.case.shape[0]
    cases = np.zeros(m, np.int64)
    a, b, u = n1, n2, U
    for j in range(m):
        k = int(choice[j, a, b, u])
        if k < 0:
            raise AssertionError("TargetGoodput DP1 backtracking reached an infeasible cell")
        cases[j] = tab.case[j, k]
        a -= int(tab.d1[j, k])
        b -= int(tab.d2[j, k])
        u -= int(du[j, k])
    return cases


def default_step(una: float, max_levels: int = DEFAULT_LEVELS) -> float:
    """Default grid step: max(una, 1) / max_levels."""
    return max(float(una), 1.0) / max_levels


def solve_target_goodput(
    ctx: SectionContext, una: float, una_step: float | None = None, max_levels: int = DEFAULT_LEVELS
) -> TwoPartResult | None:
    """One section of TargetGoodput (D.4) with budget ``una``: None if no state is feasible.

    Always runs the una DP (no slack shortcut, no fallback: :class:`TargetGoodput` adds
    those). ``cells`` of the result counts m × (Π1 + 1) × (Π2 + 1) × (U + 1).
    """
    _check_ctx(ctx)
    C_nf = float(ctx.C_max)
    step = default_step(una, max_levels) if una_step is None else float(una_step)
    if not step > 0:
        raise ValueError(f"una step must be positive, got {step}")
    U = levels_down(una, step)
    if U < 0:
        return None
    affordable(ctx, len(ctx.p), ctx.Pi1, int(ctx.P), U + 1)
    tab, own_a, own_b, own_c, _lmin, m, p, worked, elig = _yield_tables(ctx, C_nf)
    du, idle = _una_tables(ctx, tab, C_nf, step)
    n1, n2 = ctx.Pi1, int(ctx.P)
    tol = _tol(float(np.max(worked, initial=0.0)) + ctx.T)
    ga, gb, gc, choice = dp1_una_kernel(own_a, own_b, own_c, tab.d1, tab.d2, du, idle, n1, n2, U, tol)
    if ga == -np.inf:
        return None
    cases = _backtrack_una(choice, tab, du, n1, n2, U)
    ckpt, gain2 = yield_dp2(ctx, cases, C_nf, p, worked, elig, tol)
    dec = SectionDecision(path=_paths(cases, ckpt), C_nf=C_nf)
    return TwoPartResult(dec, cases, ckpt, (float(ga), int(gb), int(gc)), gain2, m * (n1 + 1) * (n2 + 1) * (U + 1))


# ------------------------------------------------------------------------------------------
# the stateful section algorithm


@dataclass(frozen=True)
class SectionRecord:
    """What TargetGoodput did in one section.

    ``mode``: "dp" (una DP), "slack" (una_i ≥ P_i·(T − C_max): DPYield), "fallback" (no
    feasible state: DPGoodput), "unschedulable" (a section shorter than C_max, decided by the
    registry's fallback rule; ``unused12`` is NaN there). ``unused12`` is the exact phase-1–2 unused area of the
    decision, ``levels`` the budget U in grid steps (−1 if not run).
    """

    index: int
    MW: float
    una: float
    step: float
    levels: int
    mode: str
    unused12: float


class TargetGoodput:
    """TARGETGOODPUT(tgp) (§4.3.2, D.4): a stateful section algorithm ``(ctx) -> SectionDecision``."""

    def __init__(
        self,
        target: float,
        una_step: float | None = None,
        max_levels: int = DEFAULT_LEVELS,
        max_cells: int | None = MAX_CELLS,
    ):
        self.name = f"TargetGoodput({target})"
        target = float(target)
        if not 0.0 <= target <= 1.0:
            raise ValueError(f"target goodput must lie in [0, 1], got {target}")
        if una_step is not None and not una_step > 0:
            raise ValueError(f"una_step must be positive, got {una_step}")
        if int(max_levels) < 1:
            raise ValueError("max_levels must be ≥ 1")
        self.target = target
        self.una_step = None if una_step is None else float(una_step)
        self.max_levels = int(max_levels)
        self.max_cells = None if max_cells is None else int(max_cells)
        self.reset()

    def reset(self) -> None:
        self._index: int | None = None
        self._una = 0.0
        self._MW = 0.0
        self._worked: np.ndarray | None = None
        self.history: list[SectionRecord] = []

    @property
    def fallbacks(self) -> int:
        """Number of sections (since the last reset) decided by the DPGoodput fallback."""
        return sum(r.mode == "fallback" for r in self.history)

    def budget(self, ctx: SectionContext) -> tuple[float, float]:
        """Advance the una recurrence to section ``ctx.index``; return (MW_i, una_i)."""
        MW = max_work(ctx)
        tgp = self.target
        if ctx.index == 0:
            self.reset()
            una = (1.0 - tgp) * MW
        else:
            if self._index is None or ctx.index != self._index + 1:
                raise ValueError(
                    f"TargetGoodput: section {ctx.index} after section {self._index} "
                    "(call it on consecutive sections starting at index 0)"
                )
            useful = float(np.dot(np.asarray(ctx.p, float), np.asarray(ctx.worked, float) - self._worked))
            una = (1.0 - tgp) * MW + self._una - (self._MW - useful)  # (1 − RG)·MW = MW − U
        self._index, self._una, self._MW = int(ctx.index), una, MW
        self._worked = np.asarray(ctx.worked, float).copy()
        return MW, una

    def levels(self, ctx: SectionContext) -> int:
        """Grid levels L of the section: ``max_levels``, lowered so that the DP1 table stays
        within ``max_cells`` (module doc, "Cost cap")."""
        if self.max_cells is None:
            return self.max_levels
        per_level = max(1, len(ctx.p) * (max(ctx.Pi1, 0) + 1) * (int(ctx.P) + 1))
        return max(1, min(self.max_levels, self.max_cells // per_level - 1))

    def __call__(self, ctx: SectionContext) -> SectionDecision:
        MW, una = self.budget(ctx)
        if ctx.T < ctx.C_max:  # App. D.4's phases do not fit: the registry's fallback decides
            self.history.append(SectionRecord(int(ctx.index), MW, una, 0.0, -1, "unschedulable", float("nan")))
            raise Unschedulable(f"section {ctx.index}: length T={ctx.T:g} shorter than C_max={ctx.C_max:g}")
        step = default_step(una, self.levels(ctx)) if self.una_step is None else self.una_step
        if una >= int(ctx.P) * (float(ctx.T) - float(ctx.C_max)):
            res, mode, levels = solve_yield(ctx), "slack", -1
        else:
            target = solve_target_goodput(ctx, una, step)
            mode, levels = "dp", levels_down(una, step)
            if target is None:  # DPGoodput (``dp_goodput``), kept as a full result for its cases
                target, mode = solve_goodput(ctx), "fallback"
            res = target
        self.history.append(SectionRecord(int(ctx.index), MW, una, step, levels, mode, unused_area12(ctx, res.cases)))
        return res.decision
