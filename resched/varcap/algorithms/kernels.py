"""The numba kernels of the section DPs: the three-phase DP of DPGoodputSlow (App. D.1,
:mod:`resched.varcap.algorithms.dp_slow`) and the two-part DPs DP1/DP2 of App. D.2–D.5 and
TargetGoodput's una DP (:mod:`resched.varcap.algorithms.dp_two_part`). Compiled on first
call and cached on disk (``cache=True``); their callers document the tables they fill."""

from __future__ import annotations

import numba
import numpy as np

# --- DPGoodputSlow (App. D.1) -----------------------------------------------------------------


@numba.njit(cache=True)
def slow_plane(w_prev, ac_prev, w_cur, ac_cur, ch, n, d, g, ac, i1, lo, hi, nhi, tol):
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
def slow_layer(w_prev, ac_prev, w_cur, ac_cur, ch, n, d, g, ac, lo, hi, nhi, tol):
    """One job over its box (one thread)."""
    cells = 0
    for i1 in range(lo[0], hi[0] + 1):
        cells += slow_plane(w_prev, ac_prev, w_cur, ac_cur, ch, n, d, g, ac, i1, lo, hi, nhi, tol)
    return cells


@numba.njit(cache=True, parallel=True)
def slow_layer_parallel(w_prev, ac_prev, w_cur, ac_cur, ch, n, d, g, ac, lo, hi, nhi, tol):
    """One job over its box, Π1 planes in parallel (numba threads)."""
    cells = 0
    for i1 in numba.prange(lo[0], hi[0] + 1):
        cells += slow_plane(w_prev, ac_prev, w_cur, ac_cur, ch, n, d, g, ac, i1, lo, hi, nhi, tol)
    return cells


@numba.njit(cache=True)
def slow_kernel(n, d, g, ac, lo, hi, offset, tol, parallel):
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
            cells += slow_layer_parallel(
                w_prev, ac_prev, w_cur, ac_cur, ch, n[j], d[j], g[j], ac[j], lo[j], hi[j], hi[j + 1], tol
            )
        else:
            cells += slow_layer(
                w_prev, ac_prev, w_cur, ac_cur, ch, n[j], d[j], g[j], ac[j], lo[j], hi[j], hi[j + 1], tol
            )
        w_prev, w_cur = w_cur, w_prev
        ac_prev, ac_cur = ac_cur, ac_prev
    s3 = min(hi[0, 2], hi[0, 1])
    return w_prev[hi[0, 0], hi[0, 1], s3], ac_prev[hi[0, 0], hi[0, 1], s3], choice, cells


# --- two-part DPs (App. D.2–D.5) and TargetGoodput (App. D.4) -------------------------------


@numba.njit(cache=True)
def dp1_sum_kernel(gain, d1, d2, act, n1, n2, tol):  # pragma: no cover - compiled
    """G'(Π1, Π2) with pairs (gain, #active in phase 2); jobs added from m−1 down to 0.

    Cases are scanned from the last slot to the first and a candidate replaces the current
    best when it is better or equal, so exact ties go to the lowest case number. The first
    case scanned initialises the new table (a plain copy when it uses no processors).
    """
    m, K = gain.shape
    val = np.zeros((n1 + 1, n2 + 1))
    cnt = np.zeros((n1 + 1, n2 + 1), np.int32)
    nval = np.empty((n1 + 1, n2 + 1))
    ncnt = np.empty((n1 + 1, n2 + 1), np.int32)
    choice = np.empty((m, n1 + 1, n2 + 1), np.int8)
    for j in range(m - 1, -1, -1):
        ch = choice[j]
        first = True
        for k in range(K - 1, -1, -1):
            g = gain[j, k]
            if g == -np.inf:
                continue
            a0 = d1[j, k]
            b0 = d2[j, k]
            c = np.int32(act[j, k])
            kk = np.int8(k)
            if first:
                first = False
                if a0 == 0 and b0 == 0:
                    for a in range(n1 + 1):
                        va = val[a]
                        ca = cnt[a]
                        nva = nval[a]
                        nca = ncnt[a]
                        cha = ch[a]
                        for b in range(n2 + 1):
                            nva[b] = va[b] + g
                            nca[b] = ca[b] + c
                            cha[b] = kk
                    continue
                nval[:, :] = -np.inf
                ncnt[:, :] = 0
                ch[:, :] = -1
            for a in range(a0, n1 + 1):
                va = val[a - a0, : n2 + 1 - b0]
                ca = cnt[a - a0, : n2 + 1 - b0]
                nva = nval[a, b0:]
                nca = ncnt[a, b0:]
                cha = ch[a, b0:]
                for b in range(n2 + 1 - b0):
                    v = va[b] + g
                    n = ca[b] + c
                    bv = nva[b]
                    bn = nca[b]
                    better = (v > bv + tol) | ((v >= bv - tol) & (n >= bn))
                    nva[b] = v if better else bv
                    nca[b] = n if better else bn
                    cha[b] = kk if better else cha[b]
        if first:  # no case at all (cannot happen: every status has a case open)
            nval[:, :] = -np.inf
            ncnt[:, :] = 0
            ch[:, :] = -1
        val, nval = nval, val
        cnt, ncnt = ncnt, cnt
    return val[n1, n2], cnt[n1, n2], choice


@numba.njit(cache=True)
def dp1_min_kernel(own_a, own_b, own_c, d1, d2, n1, n2, tol):  # pragma: no cover - compiled
    """DPYield's G'(Π1, Π2): triplets combined by ⊕ = (min, +, +), G'_0 = (large, 0, 0).

    Same scan order and tie rule as :func:`dp1_sum_kernel`.
    """
    m, K = own_a.shape
    va = np.full((n1 + 1, n2 + 1), 1e300)
    vb = np.zeros((n1 + 1, n2 + 1), np.int32)
    vc = np.zeros((n1 + 1, n2 + 1), np.int32)
    na = np.empty((n1 + 1, n2 + 1))
    nb = np.empty((n1 + 1, n2 + 1), np.int32)
    nc = np.empty((n1 + 1, n2 + 1), np.int32)
    choice = np.empty((m, n1 + 1, n2 + 1), np.int8)
    for j in range(m - 1, -1, -1):
        ch = choice[j]
        first = True
        for k in range(K - 1, -1, -1):
            ga = own_a[j, k]
            if ga == -np.inf:
                continue
            gb = np.int32(own_b[j, k])
            gc = np.int32(own_c[j, k])
            a0 = d1[j, k]
            b0 = d2[j, k]
            kk = np.int8(k)
            if first:
                first = False
                if a0 == 0 and b0 == 0:
                    for a in range(n1 + 1):
                        for b in range(n2 + 1):
                            na[a, b] = min(va[a, b], ga)
                            nb[a, b] = vb[a, b] + gb
                            nc[a, b] = vc[a, b] + gc
                            ch[a, b] = kk
                    continue
                na[:, :] = -np.inf
                nb[:, :] = 0
                nc[:, :] = 0
                ch[:, :] = -1
            for a in range(a0, n1 + 1):
                xa = va[a - a0, : n2 + 1 - b0]
                xb = vb[a - a0, : n2 + 1 - b0]
                xc = vc[a - a0, : n2 + 1 - b0]
                ya = na[a, b0:]
                yb = nb[a, b0:]
                yc = nc[a, b0:]
                cha = ch[a, b0:]
                for b in range(n2 + 1 - b0):
                    x = min(xa[b], ga)
                    y = xb[b] + gb
                    z = xc[b] + gc
                    bx = ya[b]
                    by = yb[b]
                    bz = yc[b]
                    better = (x > bx + tol) | ((x >= bx - tol) & ((y > by) | ((y == by) & (z >= bz))))
                    ya[b] = x if better else bx
                    yb[b] = y if better else by
                    yc[b] = z if better else bz
                    cha[b] = kk if better else cha[b]
        if first:  # no case at all (cannot happen: every status has a case open)
            na[:, :] = -np.inf
            nb[:, :] = 0
            nc[:, :] = 0
            ch[:, :] = -1
        va, na = na, va
        vb, nb = nb, vb
        vc, nc = nc, vc
    return va[n1, n2], vb[n1, n2], vc[n1, n2], choice


@numba.njit(cache=True)
def dp2_kernel(keep, ckpt, p, n3, tol, use_min):  # pragma: no cover - compiled
    """H(Π3) over the jobs of Ja: option 0 = not checkpointed (takes p_j), 1 = checkpointed.

    ``use_min`` False: pairs (gain, #checkpointed) combined by +, H_0 = (0, 0) (D.2, D.5);
    True: DPYield's pairs (min useful time, #checkpointed) combined by ⊕, H_0 = (large, 0).
    """
    m = p.shape[0]
    init = 1e300 if use_min else 0.0
    val = np.full(n3 + 1, init)
    cnt = np.zeros(n3 + 1, np.int64)
    nval = np.empty(n3 + 1)
    ncnt = np.empty(n3 + 1, np.int64)
    choice = np.empty((m, n3 + 1), np.int8)
    for j in range(m - 1, -1, -1):
        nval[:] = -np.inf
        ncnt[:] = 0
        choice[j, :] = -1
        for k in range(2):
            g = keep[j] if k == 0 else ckpt[j]
            d = p[j] if k == 0 else 0
            for a in range(d, n3 + 1):
                old = val[a - d]
                if use_min:
                    v = g if g < old else old
                else:
                    v = old + g
                n = cnt[a - d] + k
                if v > nval[a] + tol or (v >= nval[a] - tol and n > ncnt[a]):
                    nval[a] = v
                    ncnt[a] = n
                    choice[j, a] = k
        val, nval = nval, val
        cnt, ncnt = ncnt, cnt
    return val[n3], cnt[n3], choice


@numba.njit(cache=True)
def dp1_una_kernel(own_a, own_b, own_c, d1, d2, du, idle, n1, n2, U, tol):  # pragma: no cover - compiled
    """G'(Π1, Π2, u) with DPYield's triplets; u = remaining una in grid steps (0..U).

    G'_0(a, b, u) = (large, 0, 0) if idle[a, b] ≤ u else −∞. Jobs are added from m−1 down
    to 0, cases scanned from the last slot to the first, a candidate replaces the current
    best when better or equal (ties: lowest case), as in ``dp_two_part.dp1_min_kernel``.
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
