"""TargetGoodput (§4.3.2, Appendix D.4): maximise the minimum yield under a goodput target.

TargetGoodput is DPYield (``dp_two_part.solve_yield``) with one more DP1 dimension, ``una``
(UNused Area): DP1 computes G'_j(Π1, Π2, una) with DPYield's triplets and ⊕ = (min, +, +),
each case that pays a checkpoint or a recovery in phases 1–2 consumes una, and a state
whose remaining una cannot pay for the processors left unused in phases 1–2 is −∞. DP2
(the gain H of phase 3) is DPYield's, unchanged.

una budget of section i (D.4), kept across sections by the stateful :class:`TargetGoodput`::

    MW_i  = P_i·T − (max(0, P_i − P_{i−1})·R_min + min(δ, P_i − P_min)·C_min),  P_0 = 0
    una_1 = (1 − tgp)·MW_1
    una_i = (1 − tgp)·MW_i + una_{i−1} − (1 − RG_{i−1})·MW_{i−1}

with R_min, C_min over all jobs and RG_{i−1}·MW_{i−1} = U_{i−1} = Σ_j p_j·(l_j(T_i) − l_j(T_{i−1}))
the useful work done in section i − 1 (from two successive ``ctx.worked``); we compute
(1 − RG_{i−1})·MW_{i−1} as MW_{i−1} − U_{i−1} (no division, also valid if MW_{i−1} ≤ 0).
Unrolled: una_i = (1 − tgp)·Σ_{k≤i} MW_k − Σ_{k<i} (MW_k − U_k), the slack left to the target.

Rules fixed here (the paper leaves them open):

* **Deductions** (D.4): cases 2 and 4 consume p_j·C_j, cases 5, 7, 9 p_j·R_j, case 8
  p_j·(C_j + R_j); cases 1, 3, 6, 10 nothing.
* **"T" in the G'_0 condition.** D.4 writes G'_0(Π1, Π2, una) = −∞ if una < Π2·T + Π1·C_nf
  and explains it as "the unused processors during phases 1 and 2 and the durations of
  those phases". We read T there as the *phase-2 length* T − C_nf − C_max (= T − 2·C_max,
  C_nf = C_max as in DPYield), the paper using T loosely: with the section length the
  condition would count the Π2 leftover processors also during phase 1 (where they are
  counted by Π1 or busy) and during phase 3. With this reading the una of the root state
  is *exactly* the unused area of phases 1–2 (T − C_max long in total)::

      Σ_j p_j·deduction_j + Π1_left·C_nf + Π2_left·(T − C_nf − C_max) = P_i·(T − C_max) − Σ_j p_j·w_j

  (w_j the phase-1–2 useful time of ``dp_two_part.case_work``), so DP1 maximises DPYield's
  triplet subject to  P_i·(T − C_max) − Σ_j p_j·w_j ≤ una_i. If T < C_nf + C_max the
  phase-2 length is negative (phases overlap; cases 5 and 9 are then −∞): we charge the
  idle processors of phase 2 with length max(0, T − C_nf − C_max), which charges at least
  the identity's left side, so the bound still holds, and keeps every partial charge ≥ 0
  (the DP may then declare −∞ as soon as the remaining una is negative).
  Phase 3 (its checkpoints and idle processors) is not charged to una, as in the paper;
  the RG feedback of the recurrence accounts for it in the next sections.
* **Discretisation** ([VARCAP-D9]). una lives on a grid of step ``s``: the budget is
  U = ⌊una_i / s⌋ levels (rounded down), every deduction and the final idle area are
  rounded *up* to whole levels (⌈x / s⌉), so a state feasible on the grid is feasible in
  exact arithmetic: the decision's exact phase-1–2 unused area is ≤ una_i (up to a 1e-9·s
  guard per rounding against float noise). Default step s = max(una_i, 1) / L with L = 64
  levels, i.e. at most 65 levels (0..64) whatever the section; ``una_step`` fixes s instead.
  **Cost cap.** :class:`TargetGoodput` lowers L in a section where the DP1 table
  m·(Π1 + 1)·(Π2 + 1)·(L + 1) would exceed :data:`MAX_CELLS` (2^27 ≈ 1.3·10^8 cells, one
  byte each for the backtracking): L = max(1, ⌊MAX_CELLS / (m·(Π1 + 1)·(Π2 + 1))⌋ − 1).
  The cap never binds on the light preset (P_max = 100: at most about 4·10^7 cells with
  the shipped traces, so every result there is unchanged); on the default preset (P_max =
  400, e.g. 107 jobs from KTH-SP2) it cuts the grid to about 7 levels, which keeps a
  simulation to minutes and about 0.2 GB instead of 16 min and 1.2 GB, at the price of a
  coarser (still safe) rounding of the budget. The cost is
  O(m·P_i²·U) time, O(m·P_i²·U) int8 memory for the backtracking (the paper's
  O(m·P_max³·T) with the una range [0, P_max·T] cut to U + 1 levels). Rounding up is
  conservative: each rounded quantity may waste up to one step of budget.
* **Slack budget.** If una_i ≥ P_i·(T − C_max), no decision can exceed it (the unused area
  of phases 1–2 is at most P_i·(T − C_max)), and we run DPYield itself (mode ``"slack"``),
  which avoids spurious rounding losses: this is the case of target 0 in practice.
* **No feasible state** (una_i too small, e.g. negative after a deficit): the paper does not
  say. We run DPGoodput (``dp_goodput``, C_nf = C_max) for the section (mode
  ``"fallback"``): its DP1 maximises Σ_j p_j·w_j, i.e. minimises the same phase-1–2 unused
  area, so it is the decision closest to the target, and its surplus/deficit feeds back
  through the recurrence.
* **Ties** as DPYield: lexicographic (min useful time, processors of l_min jobs, processors
  used), real components equal within ``dp_two_part._tol``, remaining ties to the lowest
  case number of the lowest-index job (jobs added from the last, cases scanned from the
  last slot, a candidate replaces the best when better or equal).
* **State.** A :class:`TargetGoodput` instance resets itself when called with
  ``ctx.index == 0`` and otherwise expects the next section (``index`` = previous + 1),
  raising ValueError if not.

The tests compare DP1 with a plain-Python memoised version (``tests/oracles/varcap_reference.py``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numba
import numpy as np

from resched.varcap.bounds import useful_work
from resched.varcap.dp_two_part import (
    CaseTable,
    TwoPartResult,
    _check_ctx,
    _paths,
    _tol,
    _yield_tables,
    case_work,
    solve_goodput,
    solve_yield,
    yield_dp2,
)
from resched.varcap.section import SectionContext, SectionDecision, Unschedulable

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


@numba.njit(cache=True)
def _dp1_una_kernel(own_a, own_b, own_c, d1, d2, du, idle, n1, n2, U, tol):  # pragma: no cover - compiled
    """G'(Π1, Π2, u) with DPYield's triplets; u = remaining una in grid steps (0..U).

    G'_0(a, b, u) = (large, 0, 0) if idle[a, b] ≤ u else −∞. Jobs are added from m−1 down
    to 0, cases scanned from the last slot to the first, a candidate replaces the current
    best when better or equal (ties: lowest case), as in ``dp_two_part._dp1_min_kernel``.
    """
    m, K = own_a.shape
    va = np.empty((n1 + 1, n2 + 1, U + 1))
    vb = np.zeros((n1 + 1, n2 + 1, U + 1), np.int32)
    vc = np.zeros((n1 + 1, n2 + 1, U + 1), np.int32)
    for a in range(n1 + 1):
        for b in range(n2 + 1):
            for u in range(U + 1):
                va[a, b, u] = 1e300 if idle[a, b] <= u else -np.inf
    na = np.empty((n1 + 1, n2 + 1, U + 1))
    nb = np.empty((n1 + 1, n2 + 1, U + 1), np.int32)
    nc = np.empty((n1 + 1, n2 + 1, U + 1), np.int32)
    choice = np.empty((m, n1 + 1, n2 + 1, U + 1), np.int8)
    for j in range(m - 1, -1, -1):
        ch = choice[j]
        na[:, :, :] = -np.inf
        nb[:, :, :] = 0
        nc[:, :, :] = 0
        ch[:, :, :] = -1
        for k in range(K - 1, -1, -1):
            ga = own_a[j, k]
            if ga == -np.inf:
                continue
            gb = np.int32(own_b[j, k])
            gc = np.int32(own_c[j, k])
            a0 = d1[j, k]
            b0 = d2[j, k]
            u0 = du[j, k]
            if u0 > U:
                continue
            lo = u0 if u0 > 0 else 0
            kk = np.int8(k)
            for a in range(a0, n1 + 1):
                for b in range(b0, n2 + 1):
                    xa = va[a - a0, b - b0]
                    xb = vb[a - a0, b - b0]
                    xc = vc[a - a0, b - b0]
                    ya = na[a, b]
                    yb = nb[a, b]
                    yc = nc[a, b]
                    cha = ch[a, b]
                    for u in range(lo, U + 1):
                        prev = xa[u - u0]
                        if prev == -np.inf:
                            continue
                        x = min(prev, ga)
                        y = xb[u - u0] + gb
                        z = xc[u - u0] + gc
                        bx = ya[u]
                        by = yb[u]
                        if (x > bx + tol) or ((x >= bx - tol) and ((y > by) or ((y == by) and (z >= yc[u])))):
                            ya[u] = x
                            yb[u] = y
                            yc[u] = z
                            cha[u] = kk
        va, na = na, va
        vb, nb = nb, vb
        vc, nc = nc, vc
    return va[n1, n2, U], vb[n1, n2, U], vc[n1, n2, U], choice


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
    tab, own_a, own_b, own_c, _lmin, m, p, worked, elig = _yield_tables(ctx, C_nf)
    du, idle = _una_tables(ctx, tab, C_nf, step)
    n1, n2 = ctx.Pi1, int(ctx.P)
    tol = _tol(float(np.max(worked, initial=0.0)) + ctx.T)
    ga, gb, gc, choice = _dp1_una_kernel(own_a, own_b, own_c, tab.d1, tab.d2, du, idle, n1, n2, U, tol)
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
