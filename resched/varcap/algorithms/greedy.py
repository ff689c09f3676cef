"""Greedy algorithms of §4.1 as section algorithms for :func:`resched.varcap.simulate.simulate`.

Both return, for each section, one Figure-4 path per job and C_nf = 0 (they never
checkpoint in phase 1); checkpoints are taken as late as possible, completing at T_{i+1}.

Choices left open by the paper (documented here and in the report):

- "restart while they fit" is first fit: a job that does not fit in the remaining
  processors is skipped and the next (smaller, or next in yield order) job is tried, as in
  Algorithm 1 (lines 5–9, whose loop tests every job).
- A restarted job must be able to pay its recovery (Idle⁽⁰⁾ jobs only) and its final
  checkpoint within the section, i.e. R_j + C_j ≤ T (Idle⁽⁰⁾) or C_j ≤ T (Ckpt⁽⁰⁾), whatever
  the end-of-section choice; otherwise it is skipped (left idle) in this section.
- A Ckpt⁽⁰⁾ job that is restarted continues without recovery (paths 4/5): its checkpoint
  completes exactly at T_i and it still holds its memory state, as in cases 4–5 of the DP.
- GreedyGoodput keeps running first the Run⁽⁰⁾ jobs whose checkpoint cannot fit in the
  section (C_j > T; never happens when every section is longer than C_max), then follows
  Algorithm 1; if even those exceed max(P_i − δ, P_min) no valid decision exists and the
  simulator refuses the section before asking ([VARCAP-D16]).
- Ties: GreedyGoodput orders by non-increasing p_j, then lower index; GreedyYield by
  non-decreasing Yield_j(T_i), then non-increasing p_j, then lower index.
"""

from __future__ import annotations

import numpy as np

from resched.varcap.instance.section import InvariantError, Phase0, SectionContext, SectionDecision

_RUN, _CKPT, _IDLE = int(Phase0.RUN), int(Phase0.CKPT), int(Phase0.IDLE)


def _restart_ok(ctx: SectionContext) -> np.ndarray:
    """Jobs that can be restarted at T_i and still checkpoint by T_{i+1} (see module doc)."""
    need = ctx.C + np.where(ctx.status == _IDLE, ctx.R, 0.0)
    return ctx.eligible & (ctx.status != _RUN) & (need <= ctx.T + 1e-9)


def _first_fit(order: np.ndarray, p: np.ndarray, allowed: np.ndarray, capacity: int) -> np.ndarray:
    """Select jobs of ``order`` (where ``allowed``) while they fit in ``capacity``, skipping misfits."""
    chosen = np.zeros(len(p), dtype=bool)
    free = int(capacity)
    for j in order:
        if allowed[j] and p[j] <= free:
            chosen[j] = True
            free -= int(p[j])
    return chosen


def _paths(status: np.ndarray, active: np.ndarray, keep: np.ndarray) -> np.ndarray:
    """Paths with C_nf = 0 from the phase-0 status, activity during the section, and whether
    the job is still running (not checkpointed) at T_{i+1}."""
    path = np.where(status == _RUN, np.where(keep, 1, 2), 0)
    path = np.where(status == _CKPT, np.where(active, np.where(keep, 4, 5), 9), path)
    path = np.where(status == _IDLE, np.where(active, np.where(keep, 10, 11), 15), path)
    return path.astype(np.int64)


class GreedyGoodput:
    """GREEDYGOODPUT (§4.1.1, Algorithm 1, [VARCAP-D6]).

    Run⁽⁰⁾ jobs keep running; at T_i the Ckpt⁽⁰⁾ and Idle⁽⁰⁾ jobs are restarted by
    non-increasing p_j while they fit in P_i − Σ_{Run⁽⁰⁾} p_j (Idle⁽⁰⁾ jobs pay R_j); at the
    end of the section the active jobs are kept running by non-increasing p_j while they
    fit in max(P_i − δ, P_min), and the others are checkpointed as late as possible.
    """

    name = "GreedyGoodput"

    def __call__(self, ctx: SectionContext) -> SectionDecision:
        m = len(ctx.p)
        run0 = ctx.status == _RUN
        busy = int(ctx.p[run0].sum())
        if busy > ctx.P:
            # The previous section left ≤ max(P_{i−1} − δ, P_min) ≤ P_i processors running.
            raise InvariantError(f"section {ctx.index}: {busy} processors still running at T_i > P_i = {ctx.P}")
        by_size = np.lexsort((np.arange(m), -ctx.p))
        restarted = _first_fit(by_size, ctx.p, _restart_ok(ctx), ctx.P - busy)
        active = run0 | restarted
        # A Run⁽⁰⁾ job whose checkpoint does not fit in the section (C_j > T, only for sections
        # shorter than C_max) cannot be checkpointed: keep it first, then Algorithm 1's order.
        stuck = run0 & (ctx.C > ctx.T + 1e-9)
        order = np.concatenate([by_size[stuck[by_size]], by_size[~stuck[by_size]]])
        keep = _first_fit(order, ctx.p, active, ctx.P_end)
        return SectionDecision(path=_paths(ctx.status, active, keep), C_nf=0.0)


class GreedyYield:
    """GREEDYYIELD (§4.1.2, [VARCAP-D5]).

    Every job active at the end of a section is checkpointed, completing at T_{i+1}; at T_i
    jobs are restarted by non-decreasing Yield_j(T_i) (ties: larger p_j, then lower index)
    while they fit in P_i: Ckpt⁽⁰⁾ jobs continue without recovery (path 5), Idle⁽⁰⁾ jobs pay
    R_j (path 11), the others stay idle (paths 9 and 15).
    """

    name = "GreedyYield"

    def __call__(self, ctx: SectionContext) -> SectionDecision:
        if np.any(ctx.status == _RUN):
            raise InvariantError(f"section {ctx.index}: GreedyYield left a job running, uncheckpointed, at T_i")
        return greedy_yield_rule(ctx)


def greedy_yield_rule(ctx: SectionContext) -> SectionDecision:
    """GreedyYield's rule extended to sections that start with Run⁽⁰⁾ jobs (left by another
    algorithm): those keep running (they cannot stop without a checkpoint), the others are
    restarted by non-decreasing Yield_j(T_i) while they fit in P_i minus the running ones, and
    at T_{i+1} every job is checkpointed except the Run⁽⁰⁾ jobs whose checkpoint does not fit
    in the section (C_j > T), kept running first. Without Run⁽⁰⁾ jobs this is GreedyYield."""
    m = len(ctx.p)
    run0 = ctx.status == _RUN
    busy = int(ctx.p[run0].sum())
    if busy > ctx.P:
        raise InvariantError(f"section {ctx.index}: {busy} processors still running at T_i > P_i = {ctx.P}")
    order = np.lexsort((np.arange(m), -ctx.p, ctx.yields))
    active = run0 | _first_fit(order, ctx.p, _restart_ok(ctx), ctx.P - busy)
    stuck = run0 & (ctx.C > ctx.T + 1e-9)
    keep = _first_fit(order, ctx.p, stuck, ctx.P_end)
    return SectionDecision(path=_paths(ctx.status, active, keep), C_nf=0.0)


#: The fallback rules a DP may declare (trait ``fallback`` of :mod:`resched.varcap.family`)
#: for the sections it cannot schedule: GreedyGoodput's Algorithm 1 (it handles Run⁽⁰⁾ jobs),
#: and GreedyYield's rule extended to Run⁽⁰⁾ jobs (:func:`greedy_yield_rule`).
FALLBACK_RULES = {"GreedyGoodput": lambda ctx: GreedyGoodput()(ctx), "GreedyYield": greedy_yield_rule}


def fallback_decision(ctx: SectionContext, rule: str) -> SectionDecision:
    """The decision of fallback ``rule`` for a section an algorithm cannot schedule, marked
    ``fallback=True`` so that the simulator counts it."""
    decision = FALLBACK_RULES[rule](ctx)
    return SectionDecision(path=decision.path, C_nf=decision.C_nf, fallback=True)
