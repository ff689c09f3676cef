"""DPGoodputSlow-BestCnf and DPGoodputSlow (§4.2.1, §4.2.3, Appendix D.1).

Gain G_j(Π1, Π2, Π3, C_nf) = (w, a, c), maximised lexicographically: w = Σ p_j l_j^i (useful
work), a = jobs active at the end of phase 3 (phase 3 Run or Ckpt), c = jobs checkpointed at
the end of phase 3. Each job takes one of the paths of its phase-0 status (cases (1)–(3) for
Run⁽⁰⁾, (4)–(9) for Ckpt⁽⁰⁾, (10)–(15) for Idle⁽⁰⁾), adds (p_j l_j, a_j, c_j) and consumes
p_j of each of Π1, Π2, Π3 the path uses (:data:`resched.varcap.section.PATHS`). Start:
Π1 = P_i − Σ_{Run⁽⁰⁾} p_j, Π2 = P_i, Π3 = max(P_i − δ, P_min) = ``ctx.P_end``; any Π < 0 is
−∞; G_0 = (0, 0, 0).

A path is −∞ (never chosen) when
* it works only in phase 1 and its checkpoint does not fit: C_j > C_nf (cases 3, 6) or
  C_j + R_j > C_nf (case 12), as in the paper;
* its working time l_j^i would be negative (e.g. T − C_nf − R_j − C_j < 0 in case (8)) — not
  in the paper; the simulator rejects negative working times;
* the job is ineligible and the path uses any of Π1, Π2, Π3 (only 3, 9, 15 remain, the rule of
  ``check_decision``).
Both tests use the tolerance 1e-9 of ``check_decision``.

C_nf: DPGoodputSlow-BestCnf tries every C_k of a Run⁽⁰⁾ job (Eq. of §4.2.1); when Run⁽⁰⁾ is
empty no phase-1 checkpoint is needed and C_nf = 0 is used (our choice: the paper leaves the
set empty). DPGoodputSlow uses C_nf = ``ctx.C_max``. Values outside [0, T] are skipped.

Ties: gains within 1e-9·P_i·T are equal, then (a, c) decides; remaining ties go to the lower
C_nf, then to the lexicographically smallest path vector (job 0 first, lower path number
first) — the same rule as :func:`resched.varcap.exhaustive.best_by_enumeration`. For this the
DP runs over suffixes: layer j holds the best gain of jobs j..m−1, so backtracking from job 0
picks each job's lowest optimal path number.

Kernel (numba): two ping-pong layers over (Π1, Π2, Π3) — float64 w and int32 a·(m+1)+c —
and the choice (index into the job's candidate list) as int8 per computed state and job.
Equivalent and unreachable states are skipped, with clamped lookups: (i) every path using Π3
also uses Π2, so G(Π1, Π2, Π3) = G(Π1, Π2, min(Π3, Π2)) and only Π3 ≤ Π2 is computed;
(ii) G_j(Π) = G_j(min(Π, S_j)) with S_j the processors jobs j..m−1 can take in each phase;
(iii) Π below Π_start minus what jobs 0..j−1 can take is unreachable. Worst case
O(m·|C_nf|·P_max³) time, i.e. the paper's O(m² P_max³) for BestCnf and O(m P_max³) for
DPGoodputSlow; memory O(P_max³) for the layers plus one byte per computed state.
``parallel=True`` spreads the Π1 planes of a layer over numba threads.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from typing import NamedTuple

import numba
import numpy as np

from resched.varcap.exhaustive import allowed_paths, gain_tolerance
from resched.varcap.section import PATHS, Phase0, SectionContext, SectionDecision, Unschedulable, path_work, phase1_need


class Gain(NamedTuple):
    """Lexicographic gain of Appendix D.1: work, jobs active and checkpointed at the end of phase 3."""

    w: float
    a: int
    c: int


class _Candidates(NamedTuple):
    """Per job, its feasible paths in increasing path number (padded to 6)."""

    n: np.ndarray  # (m,) int64
    path: np.ndarray  # (m, 6) int64
    d: np.ndarray  # (m, 6, 3) int64: processors taken from Π1, Π2, Π3
    g: np.ndarray  # (m, 6) float64: p_j l_j
    ac: np.ndarray  # (m, 6) int32: a_j·(m+1) + c_j


def cnf_values(ctx: SectionContext, best_cnf: bool) -> list[float]:
    """C_nf values tried: {C_k : J_k ∈ Run⁽⁰⁾} (0 if empty) for BestCnf, else {C_max}; within [0, T]."""
    if best_cnf:
        run0 = np.asarray(ctx.status) == Phase0.RUN
        values = sorted({float(x) for x in np.asarray(ctx.C)[run0]}) or [0.0]
    else:
        values = [float(ctx.C_max)]
    return [v for v in values if 0.0 <= v <= ctx.T]


def _candidates(ctx: SectionContext, C_nf: float) -> _Candidates:
    m = len(ctx.p)
    n = np.zeros(m, dtype=np.int64)
    path = np.zeros((m, 6), dtype=np.int64)
    d = np.zeros((m, 6, 3), dtype=np.int64)
    g = np.zeros((m, 6), dtype=np.float64)
    ac = np.zeros((m, 6), dtype=np.int32)
    C = np.asarray(ctx.C, dtype=float)
    R = np.asarray(ctx.R, dtype=float)
    for j in range(m):
        pj = int(ctx.p[j])
        for k in allowed_paths(ctx, j):
            info = PATHS[k - 1]
            if phase1_need(k, C[j], R[j]) > C_nf + 1e-9:
                continue  # cases (3), (6), (12): −∞
            work = path_work(k, ctx.T, C_nf, C[j], R[j])
            if work < -1e-9:
                continue  # negative working time: −∞
            i = n[j]
            path[j, i] = k
            d[j, i] = [pj if u else 0 for u in info.uses]
            g[j, i] = pj * work
            ac[j, i] = (m + 1) * int(info.phases[3] in ("Run", "Ckpt")) + int(info.phases[3] == "Ckpt")
            n[j] += 1
    return _Candidates(n, path, d, g, ac)


def _start(ctx: SectionContext) -> tuple[int, int, int]:
    """Initial (Π1, Π2, Π3); Π3 clamped to Π2 (equivalent, see module doc)."""
    return ctx.Pi1, int(ctx.P), min(int(ctx.P_end), int(ctx.P))


def _bounds(cand: _Candidates, start: tuple[int, int, int]) -> tuple[np.ndarray, np.ndarray]:
    """Per layer j = 0..m (jobs j..m−1), the box of states computed: lo (m+1, 3), hi (m+1, 3).

    hi = min(Π_start, suffix sum of the p_j that can use the dimension): G_j(Π) = G_j(min(Π, hi)).
    lo = min(Π_start − prefix sum, hi) (≥ 0): smaller Π are unreachable from the start.
    Π3 is computed from 0 (lo[:, 2] unused) and only up to min(Π2, hi3).
    """
    m = len(cand.n)
    umax = cand.d.max(axis=1) if m else np.zeros((0, 3), dtype=np.int64)  # (m, 3)
    s = np.array(start, dtype=np.int64)
    pre = np.vstack([np.zeros((1, 3), dtype=np.int64), np.cumsum(umax, axis=0)])
    suf = pre[-1][None, :] - pre
    hi = np.minimum(s[None, :], suf)
    lo = np.maximum(0, np.minimum(s[None, :] - pre, hi))
    return lo, hi


@numba.njit(cache=True)
def _plane(w_prev, ac_prev, w_cur, ac_cur, ch, n, d, g, ac, i1, lo, hi, nhi, tol):
    """One job, one Π1 = i1: rows Π2 of its box from the next job's layer (candidates in path order).

    Lookups are clamped to the next layer's box (``nhi``) and to Π3 ≤ Π2; returns the cells computed.
    """
    cells = 0
    for i2 in range(lo[1], hi[1] + 1):
        top3 = min(hi[2], i2)
        cells += top3 + 1
        wc = w_cur[i1, i2]
        acc = ac_cur[i1, i2]
        chc = ch[i1 - lo[0], i2 - lo[1]]
        for i3 in range(top3 + 1):
            wc[i3] = -np.inf
            acc[i3] = 0
            chc[i3] = -1
        for k in range(n):
            d1 = d[k, 0]
            d2 = d[k, 1]
            d3 = d[k, 2]
            if i1 < d1 or i2 < d2 or top3 < d3:
                continue
            c2 = min(i2 - d2, nhi[1])
            lim = min(c2, nhi[2])  # the next layer holds Π3 ≤ lim in this row
            wp = w_prev[min(i1 - d1, nhi[0]), c2]
            ap = ac_prev[min(i1 - d1, nhi[0]), c2]
            gk = g[k]
            ak = ac[k]
            top = min(top3, lim + d3)
            for i3 in range(d3, top + 1):  # direct lookups
                w = wp[i3 - d3] + gk
                a = ap[i3 - d3] + ak
                if w > wc[i3] + tol or (w >= wc[i3] - tol and a > acc[i3]):
                    wc[i3] = w
                    acc[i3] = a
                    chc[i3] = k
            if top < top3:  # clamped lookups, all at Π3 = lim
                w = wp[lim] + gk
                a = ap[lim] + ak
                for i3 in range(top + 1, top3 + 1):
                    if w > wc[i3] + tol or (w >= wc[i3] - tol and a > acc[i3]):
                        wc[i3] = w
                        acc[i3] = a
                        chc[i3] = k
    return cells


@numba.njit(cache=True)
def _layer(w_prev, ac_prev, w_cur, ac_cur, ch, n, d, g, ac, lo, hi, nhi, tol):
    """One job over its box (one thread)."""
    cells = 0
    for i1 in range(lo[0], hi[0] + 1):
        cells += _plane(w_prev, ac_prev, w_cur, ac_cur, ch, n, d, g, ac, i1, lo, hi, nhi, tol)
    return cells


@numba.njit(cache=True, parallel=True)
def _layer_parallel(w_prev, ac_prev, w_cur, ac_cur, ch, n, d, g, ac, lo, hi, nhi, tol):
    """One job over its box, Π1 planes in parallel (numba threads)."""
    cells = 0
    for i1 in numba.prange(lo[0], hi[0] + 1):
        cells += _plane(w_prev, ac_prev, w_cur, ac_cur, ch, n, d, g, ac, i1, lo, hi, nhi, tol)
    return cells


@numba.njit(cache=True)
def _solve_kernel(n, d, g, ac, lo, hi, offset, tol, parallel):
    """Suffix DP over all jobs; returns (w, ac) at the start state, the int8 choices and the cells computed."""
    m = n.shape[0]
    shape = (hi[0, 0] + 1, hi[0, 1] + 1, hi[0, 2] + 1)
    w_prev = np.zeros(shape)
    ac_prev = np.zeros(shape, dtype=np.int32)
    w_cur = np.empty(shape)
    ac_cur = np.empty(shape, dtype=np.int32)
    choice = np.empty(offset[m], dtype=np.int8)  # layer j: box (hi−lo+1 in Π1, Π2) × (hi3+1) at offset[j]
    cells = 0
    for j in range(m - 1, -1, -1):
        box = (hi[j, 0] - lo[j, 0] + 1, hi[j, 1] - lo[j, 1] + 1, hi[j, 2] + 1)
        ch = choice[offset[j] : offset[j + 1]].reshape(box)
        if parallel:
            cells += _layer_parallel(
                w_prev, ac_prev, w_cur, ac_cur, ch, n[j], d[j], g[j], ac[j], lo[j], hi[j], hi[j + 1], tol
            )
        else:
            cells += _layer(w_prev, ac_prev, w_cur, ac_cur, ch, n[j], d[j], g[j], ac[j], lo[j], hi[j], hi[j + 1], tol)
        w_prev, w_cur = w_cur, w_prev
        ac_prev, ac_cur = ac_cur, ac_prev
    s3 = min(hi[0, 2], hi[0, 1])
    return w_prev[hi[0, 0], hi[0, 1], s3], ac_prev[hi[0, 0], hi[0, 1], s3], choice, cells


def _offsets(lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """Start of each layer's choices in the flat int8 array (layers 0..m−1, then the total)."""
    size = (hi[:-1, 0] - lo[:-1, 0] + 1) * (hi[:-1, 1] - lo[:-1, 1] + 1) * (hi[:-1, 2] + 1)
    return np.concatenate([[0], np.cumsum(size)]).astype(np.int64)


def _backtrack(cand: _Candidates, choice: np.ndarray, lo: np.ndarray, hi: np.ndarray, offset: np.ndarray) -> np.ndarray:
    s1, s2, s3 = int(hi[0, 0]), int(hi[0, 1]), int(min(hi[0, 2], hi[0, 1]))
    m = len(cand.n)
    path = np.zeros(m, dtype=np.int64)
    for j in range(m):
        n2, n3 = int(hi[j, 1] - lo[j, 1] + 1), int(hi[j, 2] + 1)
        k = int(choice[offset[j] + ((s1 - lo[j, 0]) * n2 + (s2 - lo[j, 1])) * n3 + s3])
        if k < 0:
            raise AssertionError("backtracking reached an infeasible state")
        path[j] = cand.path[j, k]
        d1, d2, d3 = (int(x) for x in cand.d[j, k])
        n1, n2, n3 = (int(x) for x in hi[j + 1])
        s1, s2 = min(s1 - d1, n1), min(s2 - d2, n2)
        s3 = min(s3 - d3, s2, n3)
    return path


def _decode(w: float, ac: int, m: int) -> Gain:
    return Gain(float(w), int(ac) // (m + 1), int(ac) % (m + 1))


def solve_cnf(ctx: SectionContext, C_nf: float, *, parallel: bool = False) -> tuple[SectionDecision, Gain] | None:
    """G_m at the initial (Π1, Π2, Π3) for one C_nf with the numba kernel; None if −∞."""
    return _solve_cnf_counted(ctx, C_nf, parallel)[0]


def _solve_cnf_counted(
    ctx: SectionContext, C_nf: float, parallel: bool = False
) -> tuple[tuple[SectionDecision, Gain] | None, int]:
    s = _start(ctx)
    if min(s) < 0:
        return None, 0
    cand = _candidates(ctx, C_nf)
    lo, hi = _bounds(cand, s)
    offset = _offsets(lo, hi)
    w, ac, choice, cells = _solve_kernel(cand.n, cand.d, cand.g, cand.ac, lo, hi, offset, gain_tolerance(ctx), parallel)
    if not math.isfinite(w):
        return None, int(cells)
    decision = SectionDecision(path=_backtrack(cand, choice, lo, hi, offset), C_nf=C_nf)
    return (decision, _decode(w, ac, len(cand.n))), int(cells)


def count_cells(ctx: SectionContext, best_cnf: bool) -> tuple[int, int]:
    """(DP cells computed by the kernel, cells of the paper's full table m·(Π1+1)(Π2+1)(Π3+1)) over all C_nf."""
    s1, s2, _s3 = _start(ctx)
    values = cnf_values(ctx, best_cnf)
    done = sum(_solve_cnf_counted(ctx, v)[1] for v in values)
    return done, len(values) * len(ctx.p) * max(s1 + 1, 0) * (s2 + 1) * (int(ctx.P_end) + 1)


def table_states(ctx: SectionContext, best_cnf: bool) -> int:
    """States the kernel keeps a choice byte for, summed over the C_nf values tried: its memory
    in bytes and, at about 1.2·10⁸ states per second on one core, its time. Cheap (no DP run):
    the boxes of :func:`_bounds` for every C_nf."""
    start = _start(ctx)
    if min(start) < 0:
        return 0
    total = 0
    for C_nf in cnf_values(ctx, best_cnf):
        lo, hi = _bounds(_candidates(ctx, C_nf), start)
        total += int(_offsets(lo, hi)[-1])
    return total


def dp_goodput_slow_gain(
    ctx: SectionContext,
    best_cnf: bool,
    *,
    parallel: bool = False,
    solve_one: Callable[[SectionContext, float], tuple[SectionDecision, Gain] | None] | None = None,
) -> tuple[SectionDecision, Gain]:
    """Decision and lexicographic gain of DPGoodputSlow(-BestCnf); max over C_nf (ties: lower C_nf).

    ``parallel`` runs the Π1 planes of each layer on numba threads (same result);
    ``solve_one(ctx, C_nf)`` replaces :func:`solve_cnf` (the tests pass a plain-Python
    recursion of the same equations). Raises
    :class:`~resched.varcap.section.Unschedulable` (a ValueError) if no C_nf admits a feasible
    decision (Π1 < 0, every C_nf > T — DPGoodputSlow on a section shorter than C_max — or a
    Run⁽⁰⁾ job that can neither checkpoint nor stay running).
    """
    solve = solve_one or functools.partial(solve_cnf, parallel=parallel)
    tol = gain_tolerance(ctx)
    best = None
    for C_nf in cnf_values(ctx, best_cnf):
        res = solve(ctx, C_nf)
        if res is None:
            continue
        g = res[1]
        if best is None or g.w > best[1].w + tol or (g.w >= best[1].w - tol and (g.a, g.c) > (best[1].a, best[1].c)):
            best = res
    if best is None:
        raise Unschedulable(f"section {ctx.index}: DPGoodputSlow found no feasible decision")
    return best


def dp_goodput_slow(ctx: SectionContext, best_cnf: bool, *, parallel: bool = False) -> SectionDecision:
    """DPGoodputSlow-BestCnf (``best_cnf=True``) or DPGoodputSlow (C_nf = C_max): the section's paths and C_nf."""
    return dp_goodput_slow_gain(ctx, best_cnf, parallel=parallel)[0]
