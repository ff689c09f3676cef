"""DPGoodputSlow-BestCnf and DPGoodputSlow (§4.2.1, §4.2.3, Appendix D.1): the three-phase DP
(its numba kernel in :mod:`resched.varcap.algorithms.kernels`), the BestCnf optimum by the DP
or by the phase MILP, and the phase MILP itself (the per-section MILP DPGoodputSlow-BestCnf
solves; :mod:`resched.varcap.models` declares it as the exact section model ``phase_milp``).
Each part is introduced by its own comment block below.

Gain G_j(Π1, Π2, Π3, C_nf) = (w, a, c), maximised lexicographically: w = Σ p_j l_j^i (useful
work), a = jobs active at the end of phase 3 (phase 3 Run or Ckpt), c = jobs checkpointed at
the end of phase 3. Each job takes one of the paths of its phase-0 status (cases (1)–(3) for
Run⁽⁰⁾, (4)–(9) for Ckpt⁽⁰⁾, (10)–(15) for Idle⁽⁰⁾), adds (p_j l_j, a_j, c_j) and consumes
p_j of each of Π1, Π2, Π3 the path uses (:data:`resched.varcap.instance.section.PATHS`). Start:
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
first) — the same rule as ``best_by_enumeration`` of the test oracle ``tests/oracles/varcap_exhaustive.py``. For this the
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
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import NamedTuple

import numpy as np
import pyomo.environ as pyo

from resched.result import DEFAULT_OPTIONS, SolveOptions, SolveResult, check_sub_solve, sub_solve_options
from resched.solve import CompiledModel, run_compiled, solve
from resched.varcap.algorithms.kernels import slow_kernel
from resched.varcap.instance.section import (
    CNF_PATHS,
    PATHS,
    PATHS_FROM,
    Phase0,
    SectionContext,
    SectionDecision,
    Unschedulable,
    path_work,
    phase1_need,
)

#: Paths that take no processor from Π1, Π2, Π3 (3, 9, 15): the only ones ``check_decision``
#: allows ineligible jobs (a Run⁽⁰⁾ job checkpoints out, the others stay idle).
INELIGIBLE_PATHS = frozenset(p.number for p in PATHS if not any(p.uses))


def gain_tolerance(ctx: SectionContext) -> float:
    """Gains closer than this are ties (float noise; 1e-9 relative to P_i·T)."""
    return 1e-9 * max(1.0, float(ctx.P) * float(ctx.T))


def allowed_paths(ctx: SectionContext, j: int) -> tuple[int, ...]:
    """Paths open to job j: by its phase-0 status, and only 3/9/15 if it is ineligible."""
    paths = PATHS_FROM[Phase0(int(ctx.status[j]))]
    if not bool(ctx.eligible[j]):
        paths = tuple(k for k in paths if k in INELIGIBLE_PATHS)
    return paths


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
    w, ac, choice, cells = slow_kernel(cand.n, cand.d, cand.g, cand.ac, lo, hi, offset, gain_tolerance(ctx), parallel)
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
    :class:`~resched.varcap.instance.section.Unschedulable` (a ValueError) if no C_nf admits a feasible
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


# --- DPGoodputSlow-BestCnf: the BestCnf optimum by the DP or the phase MILP --------------------
# The exact BestCnf answer of one section (§4.2.1, App. D.1): by the DP or by the phase MILP.
#
# DPGoodputSlow-BestCnf maximises, over the 15 paths per job and C_nf ∈ {C_k : J_k ∈ Run⁽⁰⁾},
# the lexicographic gain (w, a, c) = (Σ p_j l_j^i, jobs active at the end of phase 3, jobs
# checkpointed then), ties to the lower C_nf. Two exact solvers give it:
#
# * ``dp``: the numba DP (:func:`resched.varcap.algorithms.dp_slow.dp_goodput_slow_gain`), O(m·P³) per
#   C_nf — :func:`~resched.varcap.algorithms.dp_slow.table_states` counts its states (time and memory);
# * ``milp``: the phase MILP (:mod:`resched.varcap.algorithms.dp_slow`) with the tie-break
#   t = (a·(m+1) + c)·K − (index of C_nf) (K = number of C_nf candidates), which orders the
#   decisions of equal w as the DP does: (a, c), then the lower C_nf. When every gain p_j l_j
#   is an integer (integer data), one solve of w + t/((m+1)²K + 1) (t spans less than
#   (m+1)²K + 1, so a unit of w outweighs it), without a relative gap; otherwise two solves
#   on one compiled model: (1) max w; (2) with the row w ≥ w* − tol added (tol = the DP's
#   :func:`gain_tolerance`) and the stage-1 optimum as the start,
#   max t. Either gives the lexicographic (w, a, c) optimum at the lowest C_nf reaching it. Among the decisions with the
#   same (w, a, c) and C_nf the DP returns the lexicographically smallest path vector and the
#   MILP any one: the work w, a, c and C_nf agree (on exact data; the MILP's w within HiGHS's
#   gap, 1e-6 absolute), the jobs chosen may differ.
#
# ``auto`` takes the DP up to :data:`DP_STATE_LIMIT` states and the MILP beyond: the crossover
# measured by ``python benchmarks/bench_section_models.py --crossover`` (docs/varcap.md).

SOLVERS = ("auto", "dp", "milp")
"""How the BestCnf optimum is computed (:func:`best_cnf`)."""

DP_STATE_LIMIT = 400_000_000
"""``auto`` runs the DP up to this many states (:func:`~resched.varcap.algorithms.dp_slow.table_states`,
summed over the C_nf candidates), the phase MILP beyond. Measured crossover (bench_section_models
--crossover, one thread, loaded 2-core machine): the DP runs about 5·10⁷ states/s (0.35 s at
1.6·10⁷ states, P = 100; 38 s at 2·10⁹, P = 300; 113 s at 5.5·10⁹, P = 400), the MILP takes
0.8–17 s over the same sections; see docs/varcap.md."""

SINGLE_SOLVE_UNIT = 1e-5
"""Smallest weight of the tie-break in the single solve: 10× HiGHS's absolute optimality gap
(:data:`resched.solve.OPTIMALITY_ABS_GAP`, with no relative gap), so that the solve resolves it."""

_END_ACTIVE = {p.number: int(p.phases[3] in ("Run", "Ckpt")) for p in PATHS}
_END_CKPT = {p.number: int(p.phases[3] == "Ckpt") for p in PATHS}


@dataclass(frozen=True)
class BestCnf:
    """The BestCnf optimum: the decision, its gain (w, a, c), the solver used and its time (s)."""

    decision: SectionDecision
    gain: Gain
    solver: str
    seconds: float


def choose_solver(ctx: SectionContext, solver: str = "auto") -> str:
    """``dp`` or ``milp``: ``solver`` itself, or for ``auto`` the DP while its table holds at
    most :data:`DP_STATE_LIMIT` states."""
    if solver not in SOLVERS:
        raise ValueError(f"BestCnf solver must be one of {', '.join(SOLVERS)}, not {solver!r}")
    if solver != "auto":
        return solver
    return "dp" if table_states(ctx, True) <= DP_STATE_LIMIT else "milp"


def best_cnf(ctx: SectionContext, solver: str = "auto", threads: int | None = None) -> BestCnf:
    """The BestCnf optimum of ``ctx`` by ``solver`` (``auto``, ``dp`` or ``milp``; module doc).

    Raises :class:`~resched.varcap.instance.section.Unschedulable` when no C_nf admits a decision.
    """
    chosen = choose_solver(ctx, solver)
    start = time.perf_counter()
    if chosen == "dp":
        decision, gain = dp_goodput_slow_gain(ctx, True)
    else:
        decision, gain = milp_best_cnf(ctx, threads=threads)
    return BestCnf(decision, gain, chosen, time.perf_counter() - start)


def best_cnf_decision(ctx: SectionContext, solver: str = "auto") -> SectionDecision:
    """The decision of :func:`best_cnf` (the section algorithm DPGoodputSlow-BestCnf)."""
    return best_cnf(ctx, solver).decision


def gain_of(ctx: SectionContext, decision: SectionDecision) -> Gain:
    """(w, a, c) of a decision: Σ p_j l_j^i (ineligible jobs' case-3 credit included, as the
    DP), jobs active and jobs checkpointed at the end of phase 3."""
    paths = [int(k) for k in decision.path]
    return Gain(
        float(ctx.p @ decision.working_times(ctx)), sum(_END_ACTIVE[k] for k in paths), sum(_END_CKPT[k] for k in paths)
    )


def milp_best_cnf(ctx: SectionContext, threads: int | None = None) -> tuple[SectionDecision, Gain]:
    """The lexicographic BestCnf optimum by the phase MILP (module doc): one solve of
    w + tie-break/(range + 1) when every gain p_j l_j is an integer and the tie-break's unit
    stays ≥ :data:`SINGLE_SOLVE_UNIT`, else two solves."""
    from resched.solve import load_arrays, model_arrays
    from resched.varcap.algorithms.dp_slow import build_phase_milp, decode

    try:
        model = build_phase_milp(ctx)
    except ValueError as error:  # no C_nf candidate within [0, T], a job without a path
        raise Unschedulable(str(error)) from None
    arrays = model_arrays(model)
    compiled = load_arrays(arrays, model, threads)
    highs = compiled.highs
    n = highs.getNumCol()
    columns = np.arange(n, dtype=np.int32)
    gains = np.asarray(arrays.lp.col_cost_, dtype=float)
    K = len(model.CNF)
    tie_break = _tie_break_costs(compiled.variables, len(ctx.p), K)
    unit = 1.0 / ((len(ctx.p) + 1) ** 2 * K + 1)  # the tie-break spans less than 1/unit
    if np.all(gains == np.round(gains)) and unit >= SINGLE_SOLVE_UNIT:
        highs.changeColsCost(n, columns, gains + unit * tie_break)
        result = _limited(compiled, SolveOptions(mip_gap=0.0, warm_start=False), ctx)
    else:
        first = _limited(compiled, SolveOptions(warm_start=False), ctx)
        if first.objective is None or not first.has_solution:
            raise Unschedulable(f"section {ctx.index}: the phase MILP has no solution ({first.status.value})")
        highs.addRow(float(first.objective) - gain_tolerance(ctx), np.inf, n, columns, gains)
        highs.changeColsCost(n, columns, tie_break)
        for var, value in zip(compiled.variables, highs.getSolution().col_value):
            if var is not None:
                var.value = round(value)
        result = _limited(compiled, SolveOptions(), ctx)
    if not result.has_solution:
        raise Unschedulable(f"section {ctx.index}: the phase MILP has no solution ({result.status.value})")
    decision = decode(ctx, model, result)
    return decision, gain_of(ctx, decision)


def _limited(compiled: CompiledModel, options: SolveOptions, ctx: SectionContext) -> SolveResult:
    """A phase-MILP solve of :func:`milp_best_cnf` under the limits of the run in progress
    (:func:`resched.result.budget`: what ``validate`` gives each algorithm); one stopped by them
    raises :class:`~resched.result.LimitReached` (the section would not be the BestCnf optimum)."""
    what = f"DPGoodputSlow-BestCnf's phase MILP of section {ctx.index}"
    return check_sub_solve(run_compiled(compiled, sub_solve_options(options, what)), what)


def _tie_break_costs(variables: list, m: int, K: int) -> np.ndarray:
    """Stage-2 costs: (a·(m+1) + c)·K on each path variable, −c on the C_nf choice z[c]."""
    costs = np.zeros(len(variables))
    for column, var in enumerate(variables):
        if var is None:
            continue
        name, index = var.parent_component().local_name, var.index()
        if name == "z":
            costs[column] = -float(index)
        else:
            k = index[1]
            costs[column] = float((_END_ACTIVE[k] * (m + 1) + _END_CKPT[k]) * K)
    return costs


# --- the phase MILP (BestCnf's MILP solver; the exact section model phase_milp) ----------------
# One section's goodput problem (§4.2.1, Appendix D.1) as a MILP over the 15 paths of Figure 4.
#
# Same problem as DPGoodputSlow-BestCnf (:func:`resched.varcap.algorithms.dp_slow.dp_goodput_slow_gain`):
# choose one path per job and one phase-1 length C_nf among given candidates (default
# :func:`~resched.varcap.algorithms.dp_slow.cnf_values` ``(ctx, True)``, i.e. {C_k : J_k ∈ Run⁽⁰⁾}, or
# {0} when Run⁽⁰⁾ is empty, restricted to [0, T]) to maximise w = Σ_j p_j l_j^i.
#
# Indices: jobs are named "J1", "J2", … (job j of the context is "J{j+1}"), paths by their
# number 1–15, C_nf candidates by their position c = 0, 1, … in ``cnf`` (ascending values).
#
# Variables (all binary):
# * ``y[job, path]`` for the paths whose feasibility and working time do not depend on C_nf
#   (1, 2, 4, 5, 9, 10, 11, 15: l = T − C_j·c − R_j·d);
# * ``yc[job, path, c]`` for the paths that depend on C_nf (3, 6, 12: l = C_nf − C_j (− R_j),
#   allowed only if C_j (+ R_j for 12) ≤ C_nf; 7, 8, 13, 14: l = T − C_nf − R_j (− C_j)),
#   one copy per candidate — the simplest exact linearisation of p_j·l_j(C_nf);
# * ``z[c]`` = 1 for the chosen C_nf.
#
# A (job, path[, c]) exists only if the path starts from the job's phase-0 status, the job is
# eligible or the path uses no processor (3, 9, 15; :func:`allowed_paths`),
# the phase-1-only checkpoint fits (tolerance 1e-9) and l_j ≥ −1e-9 — the −∞ cases of the DP.
#
# Constraints:
# * ``one_path[job]``: Σ_path y + Σ_(path, c) yc = 1;
# * ``one_cnf``: Σ_c z[c] = 1;
# * ``link[job, c]``: Σ_path yc[job, path, c] ≤ z[c] (a C_nf-dependent path only with its C_nf);
# * ``phase1``: Σ_{paths using Π1} p_j ≤ P_i − Σ_{Run⁽⁰⁾} p_j (= ``ctx.Pi1``);
# * ``phase2``: Σ_{paths using Π2} p_j ≤ P_i;
# * ``phase3``: Σ_{paths running uncheckpointed at T_{i+1}} p_j ≤ max(P_i − δ, P_min) = ``ctx.P_end``.
# Objective ``goodput``: max Σ p_j l_j^i (the DP's w). Knapsack rows with no term are omitted.
#
# Size for m jobs and K candidates: ≤ m(3 + 3K) + K binaries (Run⁽⁰⁾ job: 2 + K; Ckpt⁽⁰⁾ and
# Idle⁽⁰⁾ jobs: 3 + 3K), ≤ m + 1 + mK + 3 rows.
#
# Only w is optimised: the DP's lexicographic tie-break on (a, c) is not modelled, so an
# optimal decision may differ from the DP's when several reach the same w.
#
# Structurally infeasible sections raise ValueError at build time (as the DP does): Π1 < 0, no
# C_nf candidate within [0, T], or a job with no allowed path for any candidate.

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
    options: SolveOptions = DEFAULT_OPTIONS,
    *,
    C_nf_values: Iterable[float] | None = None,
    start: SectionDecision | None = None,
) -> tuple[SectionDecision, SolveResult]:
    """Build, solve with HiGHS (:func:`resched.solve.solve` under ``options``: time limit,
    relative gap, threads) and decode; with ``options.warm_start``, HiGHS starts from the
    decision ``start`` (e.g. the DP's; :func:`write_decision`) when one is given.

    Raises ValueError if the section is structurally infeasible (see module doc) or the solve
    returns no solution.
    """
    model = build_phase_milp(ctx, C_nf_values)
    if options.warm_start and start is not None:
        write_decision(model, ctx, start)
    result = solve(model, options)
    if not result.has_solution:
        raise ValueError(f"section {ctx.index}: phase MILP has no solution ({result.status.value})")
    return decode(ctx, model, result), result
