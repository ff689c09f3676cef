"""Brute-force optimum of one section over the 15 paths of Figure 4 (test oracle, m ≤ 7).

:func:`best_by_enumeration` tries every path assignment (each job: the paths of
``PATHS_FROM[status]``; ineligible jobs only the paths 3, 9, 15 open to their status) for
every given C_nf, keeps the assignments that satisfy the rules of
:func:`~resched.varcap.instance.section.check_decision` and maximises the gain Σ p_j l_j^i.

Ties (Appendix D): the lexicographic vector (w, a, c) = (gain, jobs active at the end of
phase 3 — paths whose phase 3 is Run or Ckpt —, jobs checkpointed at the end of phase 3) is
maximised, gains within :func:`gain_tolerance` counting as equal; remaining ties go to the
lower C_nf, then to the lexicographically smallest path vector (job 0 first). The DPs of
:mod:`resched.varcap.algorithms.dp_slow` break ties the same way, so on exact data both return the same
decision.

The rules are applied vectorised over all assignments (same tolerances as
``check_decision``); the winner is re-checked with ``check_decision`` itself.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable

import numpy as np

from resched.varcap.algorithms.dp_slow import allowed_paths, gain_tolerance
from resched.varcap.instance.section import (
    PATHS,
    Phase0,
    SectionContext,
    SectionDecision,
    check_decision,
)

MAX_JOBS = 7

_WORK = np.array([p.work for p in PATHS], dtype=float)  # (15, 4): l = T·a + C_nf·b − C·c − R·d
_USES = np.array([p.uses for p in PATHS], dtype=bool)  # (15, 3)
_ACTIVE = np.array([p.phases[3] in ("Run", "Ckpt") for p in PATHS])  # a: active at the end of phase 3
_CKPT3 = np.array([p.phases[3] == "Ckpt" for p in PATHS])  # c: checkpointed at the end of phase 3
_PHASE1_ONLY = np.array([p.phase1_only for p in PATHS])


def best_by_enumeration(ctx: SectionContext, C_nf_values: Iterable[float]) -> tuple[SectionDecision, float]:
    """Best (decision, gain) over all path assignments and the given C_nf values.

    Raises ValueError if m > 7 or if no assignment is feasible for any C_nf.
    """
    m = len(ctx.p)
    if m > MAX_JOBS:
        raise ValueError(f"best_by_enumeration is for m ≤ {MAX_JOBS} jobs (got {m})")
    choices = [allowed_paths(ctx, j) for j in range(m)]
    combos = list(itertools.product(*choices))  # lexicographic order
    paths = np.array(combos, dtype=np.int64).reshape(len(combos), m)
    idx = paths - 1
    p = np.asarray(ctx.p, dtype=np.int64)
    C = np.asarray(ctx.C, dtype=float)
    R = np.asarray(ctx.R, dtype=float)
    used = _USES[idx]  # (N, m, 3)
    run0 = int(p[np.asarray(ctx.status) == Phase0.RUN].sum())
    loads = np.einsum("nmk,m->nk", used.astype(np.int64), p)
    fits = (loads[:, 0] + run0 <= ctx.P) & (loads[:, 1] <= ctx.P) & (loads[:, 2] <= ctx.P_end)
    a = _ACTIVE[idx].sum(axis=1)
    c = _CKPT3[idx].sum(axis=1)
    need = C[None, :] + np.where(paths == 12, R[None, :], 0.0)
    tol = gain_tolerance(ctx)

    best = None  # (w, a, c, C_nf, row)
    for C_nf in sorted({float(v) for v in C_nf_values}):
        if not 0.0 <= C_nf <= ctx.T:
            continue
        wa, wb, wc, wd = (_WORK[idx][..., k] for k in range(4))
        work = wa * ctx.T + wb * C_nf - wc * C[None, :] - wd * R[None, :]
        ok = fits & ~(_PHASE1_ONLY[idx] & (need > C_nf + 1e-9)).any(axis=1) & ~(work < -1e-9).any(axis=1)
        if not ok.any():
            continue
        gain = work @ p.astype(float)
        rows = np.flatnonzero(ok)
        w_best = gain[rows].max()
        rows = rows[gain[rows] >= w_best - tol]
        rows = rows[a[rows] == a[rows].max()]
        rows = rows[c[rows] == c[rows].max()]
        row = int(rows[0])  # smallest path vector (product order is lexicographic)
        cand = (float(gain[row]), int(a[row]), int(c[row]), C_nf, row)
        if best is None or _better(cand, best, tol):
            best = cand
    if best is None:
        raise ValueError(f"section {ctx.index}: no feasible path assignment for C_nf in {sorted(set(C_nf_values))}")
    decision = SectionDecision(path=paths[best[4]].copy(), C_nf=best[3])
    check_decision(ctx, decision)
    return decision, best[0]


def _better(x: tuple, y: tuple, tol: float) -> bool:
    """x strictly better than y on (w, a, c) (w with tolerance); C_nf ties keep y (visited first)."""
    if x[0] > y[0] + tol:
        return True
    if x[0] < y[0] - tol:
        return False
    return (x[1], x[2]) > (y[1], y[2])


# --- every schedule in unit steps: the oracle of the time-indexed section MILP -------------------

MAX_STEP_JOBS = 3
MAX_STEPS = 10


def job_rows(T: int, C: int, R: int, status: Phase0, eligible: bool) -> list[tuple[str, bool]]:
    """Every schedule of one job over T unit steps, as (row, uncheckpointed at T): the row holds
    per step ``.`` idle, ``r`` recovering, ``w`` working, ``c`` checkpointing.

    The rules, written independently of the MILP: a job works in episodes — a recovery of R
    steps, at least one step of work, a checkpoint of C steps; it may skip the recovery only
    for an episode going on from T_i (Run⁽⁰⁾ or Ckpt⁽⁰⁾ status), and a Run⁽⁰⁾ job must go on
    from T_i (possibly checkpointing at once, without work); the last episode may still be
    working at T (uncheckpointed at T_{i+1}, unless C = 0: an instantaneous checkpoint at T);
    an ineligible job never works nor recovers (a Run⁽⁰⁾ one checkpoints from T_i)."""
    rows: list[tuple[str, bool]] = []

    def episodes(t: int, row: str, first: bool) -> None:
        rows.append((row + "." * (T - t), False))  # idle to the end
        for s in range(t, T):
            going_on = first and s == 0 and status in (Phase0.RUN, Phase0.CKPT)
            for recover in (False, True) if going_on else (True,):
                if not eligible and (recover or not (going_on and status is Phase0.RUN)):
                    continue
                lead = "." * (s - t) + ("r" * R if recover else "")
                begin = s + (R if recover else 0)
                least = 0 if going_on and not recover else 1
                for work in range(least, T - begin + 1 if eligible else 1):
                    body = row + lead + "w" * work
                    end = begin + work
                    if end == T and work > 0:
                        rows.append((body, C > 0))  # working at T
                    if end + C <= T:
                        episodes(end + C, body + "c" * C, False)

    episodes(0, "", True)
    if status is Phase0.RUN:  # it must go on from T_i: working or checkpointing in step 0 (or C = 0 at once)
        rows[:] = [r for r in rows if r[0][:1] in ("w", "c") or (C == 0 and T > 0)]
    return sorted(set(rows))


def best_steps_by_enumeration(ctx: SectionContext) -> float | None:
    """The largest work Σ p_j·(steps worked) over every combination of :func:`job_rows` with ≤ P_i
    jobs busy in every step and ≤ P_end working uncheckpointed at T_{i+1}; None if none exists.
    Integer T, C_j, R_j; m ≤ 3 jobs and T ≤ 10 steps."""
    m, T = len(ctx.p), int(ctx.T)
    if m > MAX_STEP_JOBS or T > MAX_STEPS:
        raise ValueError(f"best_steps_by_enumeration is for m ≤ {MAX_STEP_JOBS} jobs and T ≤ {MAX_STEPS} steps")
    per_job = [
        job_rows(T, int(ctx.C[j]), int(ctx.R[j]), Phase0(int(ctx.status[j])), bool(ctx.eligible[j])) for j in range(m)
    ]
    best = None
    for combo in itertools.product(*per_job):
        busy = [sum(int(ctx.p[j]) for j, (row, _) in enumerate(combo) if row[t] != ".") for t in range(T)]
        end = sum(int(ctx.p[j]) for j, (_, open_) in enumerate(combo) if open_)
        if max(busy, default=0) <= ctx.P and end <= ctx.P_end:
            work = sum(int(ctx.p[j]) * row.count("w") for j, (row, _) in enumerate(combo))
            best = work if best is None else max(best, work)
    return None if best is None else float(best)
