"""Plain-Python, top-down memoised versions of the variable-capacity section DPs, written
straight from the paper's equations (App. D.2–D.5): the oracles of the numba kernels of
:mod:`resched.varcap.algorithms.dp_two_part` (DPGoodput, DPBiC, DPYield), :mod:`resched.varcap.algorithms.dp_two_part`
(DP1 of TargetGoodput) and :mod:`resched.varcap.algorithms.dp_slow` (DPGoodputSlow for one C_nf)."""

from __future__ import annotations

import functools
import math

import numpy as np

from resched.varcap.algorithms.dp_slow import Gain, _candidates, _decode, gain_tolerance
from resched.varcap.algorithms.dp_two_part import (
    ACTIVE2,
    CASE_USES,
    CASES_FROM,
    INELIGIBLE_CASES,
    LARGE,
    _tol,
    case_work,
    elapsed_solo,
    levels_down,
    levels_up,
)
from resched.varcap.instance.section import SectionContext, SectionDecision


def _rounding_bound(largest_gains: list[float]) -> float:
    """Gains within (n + 2) · ε · Σ of the n jobs' largest possible gains p_j · T · w_j tie:
    the rounding of sums of n such terms taken in different orders."""
    return (len(largest_gains) + 2) * float(np.finfo(float).eps) * max(1.0, math.fsum(largest_gains))


def _job_lists(ctx: SectionContext) -> tuple[list[int], list[float], list[float], list[int], list[bool], list[float]]:
    """The section's per-job data as plain Python lists: p_j, C_j, R_j, phase-0 status,
    eligibility and work done so far."""
    return (
        [int(v) for v in ctx.p],
        [float(v) for v in ctx.C],
        [float(v) for v in ctx.R],
        [int(v) for v in ctx.status],
        [bool(v) for v in ctx.eligible],
        [float(v) for v in ctx.worked],
    )


def reference_solve(ctx: SectionContext, kind: str, C_nf: float | None = None, X: float = 0.0):
    """Return (cases, checkpointed, gain1, gain2) for kind in {"goodput", "bic", "yield"}.

    Written straight from D.2, D.3, D.5 with the module's rules; one C_nf (default C_max).
    """
    m = len(ctx.p)
    T, Cm = float(ctx.T), float(ctx.C_max)
    Cn = Cm if C_nf is None else float(C_nf)
    p, C, R, st, el, worked = _job_lists(ctx)
    w1 = [1.0] * m if kind == "goodput" else [(2.0 - float(y)) ** X for y in ctx.yields]

    def work(c: int, j: int) -> float:
        # D.2 with phase 1 = C_nf, phase 3 = C_max
        return {
            1: T - Cm,
            2: Cn - C[j],
            3: T - Cm,
            4: Cn - C[j],
            5: T - Cn - Cm - R[j],
            6: 0.0,
            7: T - Cm - R[j],
            8: Cn - C[j] - R[j],
            9: T - Cn - Cm - R[j],
            10: 0.0,
        }[c]

    def options(j: int):
        for c in CASES_FROM[st[j]]:
            if not el[j] and c not in INELIGIBLE_CASES:
                continue
            w = work(c, j)
            if w < 0:
                continue
            u1, u2 = CASE_USES[c]
            yield c, w, u1 * p[j], u2 * p[j], u2

    if kind == "yield":
        lmin = min((worked[j] for j in range(m) if el[j]), default=np.inf)
        tol = _tol(max(worked, default=0.0) + T)
        atmin = [el[j] and abs(worked[j] - lmin) <= _tol(abs(lmin)) for j in range(m)]

        @functools.cache
        def G(j: int, a: int, b: int):
            if a < 0 or b < 0:
                return (-np.inf, 0, 0), None
            if j == m:
                return (LARGE, 0, 0), None
            best, arg = (-np.inf, 0, 0), None
            for c, w, u1, u2, act in reversed(list(options(j))):  # ties: lowest case (scan order)
                if a - u1 < 0 or b - u2 < 0:
                    continue
                (x, y, z), _ = G(j + 1, a - u1, b - u2)
                own = worked[j] + w if el[j] else LARGE
                cand = (min(own, x), y + act * p[j] * atmin[j], z + act * p[j])
                if cand[0] > best[0] + tol or (cand[0] >= best[0] - tol and cand[1:] >= best[1:]):
                    best, arg = cand, c
            return best, arg
    else:
        tol = _rounding_bound([p[j] * T * w1[j] for j in range(m)])

        @functools.cache
        def G(j: int, a: int, b: int):
            if a < 0 or b < 0:
                return (-np.inf, 0), None
            if j == m:
                return (0.0, 0), None
            best, arg = (-np.inf, 0), None
            for c, w, u1, u2, act in reversed(list(options(j))):  # ties: lowest case (scan order)
                if a - u1 < 0 or b - u2 < 0:
                    continue
                (x, y), _ = G(j + 1, a - u1, b - u2)
                cand = (p[j] * w * w1[j] + x, y + act)
                if cand[0] > best[0] + tol or (cand[0] >= best[0] - tol and cand[1] >= best[1]):
                    best, arg = cand, c
            return best, arg

    a, b = ctx.Pi1, int(ctx.P)
    gain1, _ = G(0, a, b)
    if gain1[0] == -np.inf:
        return None
    cases = []
    for j in range(m):
        _, c = G(j, a, b)
        cases.append(c)
        u1, u2 = CASE_USES[c]
        a, b = a - u1 * p[j], b - u2 * p[j]
    ja = [j for j in range(m) if cases[j] in ACTIVE2]
    l12 = [work(cases[j], j) for j in range(m)]
    if kind == "bic":
        E = elapsed_solo(ctx)
        w2 = []
        for j in range(m):
            den = E[j] + (T - Cm)
            y = (worked[j] + l12[j]) / den if den > 0 else float(ctx.yields[j])
            w2.append((2.0 - y) ** X)
    else:
        w2 = [1.0] * m

    tol2 = tol if kind == "yield" else _rounding_bound([p[j] * T * w2[j] for j in ja])

    def opt2(j: int):
        if kind == "yield":
            base = worked[j] + l12[j]
            return ((base + Cm if el[j] else LARGE), (base + (Cm - C[j]) if el[j] else LARGE))
        return (p[j] * Cm * w2[j], p[j] * (Cm - C[j]) * w2[j])

    @functools.cache
    def H(i: int, c3: int):
        if c3 < 0:
            return (-np.inf, 0), None
        if i == len(ja):
            return ((LARGE if kind == "yield" else 0.0), 0), None
        j = ja[i]
        best, arg = (-np.inf, 0), None
        for k, (g, d) in enumerate(zip(opt2(j), (p[j], 0))):
            (x, y), _ = H(i + 1, c3 - d)
            cand = ((min(g, x) if kind == "yield" else x + g), y + k)
            if arg is None or cand[0] > best[0] + tol2 or (cand[0] >= best[0] - tol2 and cand[1] > best[1]):
                best, arg = cand, k
        return best, arg

    c3 = int(ctx.P_end)
    gain2, _ = H(0, c3)
    ckpt = [False] * m
    for i, j in enumerate(ja):
        _, k = H(i, c3)
        ckpt[j] = k == 1
        c3 -= p[j] if k == 0 else 0
    return np.array(cases), np.array(ckpt), gain1, gain2


def reference_dp1(ctx: SectionContext, una: float, step: float):
    """DP1 of D.4 as a top-down memoised recursion: (cases, (min, b, c)) or None if −∞.

    Written from the equations (deductions, G'_0 condition with phase-2 length
    max(0, T − 2·C_max), grid rounding of the module docstring) and DPYield's triplet/tie rules.
    """
    m = len(ctx.p)
    T, Cm = float(ctx.T), float(ctx.C_max)
    p, C, R, st, el, worked = _job_lists(ctx)
    lmin = min((worked[j] for j in range(m) if el[j]), default=np.inf)
    atmin = [el[j] and abs(worked[j] - lmin) <= _tol(abs(lmin)) for j in range(m)]
    tol = _tol(max(worked, default=0.0) + T)
    U = levels_down(una, step)
    if U < 0:
        return None
    ded = {2: "C", 4: "C", 5: "R", 7: "R", 9: "R", 8: "CR"}

    def options(j: int):
        for c in CASES_FROM[st[j]]:
            if not el[j] and c not in INELIGIBLE_CASES:
                continue
            w = case_work(c, T, Cm, Cm, C[j], R[j])
            if w < 0:
                continue
            u1, u2 = CASE_USES[c]
            cost = {"C": C[j], "R": R[j], "CR": C[j] + R[j]}.get(ded.get(c, ""), 0.0) * p[j]
            yield c, w, u1 * p[j], u2 * p[j], u2, levels_up(cost, step)

    @functools.cache
    def G(j: int, a: int, b: int, u: int):
        if a < 0 or b < 0 or u < 0:
            return (-np.inf, 0, 0), None
        if j == m:
            ok = levels_up(a * Cm + b * max(0.0, T - 2 * Cm), step) <= u
            return ((LARGE if ok else -np.inf), 0, 0), None
        best, arg = (-np.inf, 0, 0), None
        for c, w, u1, u2, act, dl in reversed(list(options(j))):
            (x, y, z), _ = G(j + 1, a - u1, b - u2, u - dl)
            if x == -np.inf:
                continue
            own = worked[j] + w if el[j] else LARGE
            cand = (min(own, x), y + act * p[j] * atmin[j], z + act * p[j])
            if cand[0] > best[0] + tol or (cand[0] >= best[0] - tol and cand[1:] >= best[1:]):
                best, arg = cand, (c, u1, u2, dl)
        return best, arg

    a, b, u = ctx.Pi1, int(ctx.P), U
    gain, _ = G(0, a, b, u)
    if gain[0] == -np.inf:
        return None
    cases = []
    for j in range(m):
        _, (c, u1, u2, dl) = G(j, a, b, u)
        cases.append(c)
        a, b, u = a - u1, b - u2, u - dl
    return np.array(cases, np.int64), gain


def solve_cnf_reference(ctx: SectionContext, C_nf: float) -> tuple[SectionDecision, Gain] | None:
    """Plain-Python memoised recursion of the same recurrence (no Π3 clamp); for tests only."""
    cand = _candidates(ctx, C_nf)
    m = len(cand.n)
    tol = gain_tolerance(ctx)

    @functools.cache
    def G(j: int, s1: int, s2: int, s3: int) -> tuple[float, int, int]:
        """(w, ac, choice) of jobs j..m−1 with Π = (s1, s2, s3)."""
        if min(s1, s2, s3) < 0:
            return -math.inf, 0, -1
        if j == m:
            return 0.0, 0, -1
        best = (-math.inf, 0, -1)
        for k in range(cand.n[j]):
            d1, d2, d3 = (int(x) for x in cand.d[j, k])
            w, ac, _ = G(j + 1, s1 - d1, s2 - d2, s3 - d3)
            w, ac = w + cand.g[j, k], ac + int(cand.ac[j, k])
            if w > best[0] + tol or (w >= best[0] - tol and ac > best[1]):
                best = (w, ac, k)
        return best

    s1, s2, s3 = ctx.Pi1, int(ctx.P), int(ctx.P_end)
    w, ac, _ = G(0, s1, s2, s3)
    if not math.isfinite(w):
        return None
    path = np.zeros(m, dtype=np.int64)
    for j in range(m):
        k = G(j, s1, s2, s3)[2]
        path[j] = cand.path[j, k]
        d1, d2, d3 = (int(x) for x in cand.d[j, k])
        s1, s2, s3 = s1 - d1, s2 - d2, s3 - d3
    return SectionDecision(path=path, C_nf=C_nf), _decode(w, ac, m)
