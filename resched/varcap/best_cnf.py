"""The exact BestCnf answer of one section (§4.2.1, App. D.1): by the DP or by the phase MILP.

DPGoodputSlow-BestCnf maximises, over the 15 paths per job and C_nf ∈ {C_k : J_k ∈ Run⁽⁰⁾},
the lexicographic gain (w, a, c) = (Σ p_j l_j^i, jobs active at the end of phase 3, jobs
checkpointed then), ties to the lower C_nf. Two exact solvers give it:

* ``dp``: the numba DP (:func:`resched.varcap.dp_slow.dp_goodput_slow_gain`), O(m·P³) per
  C_nf — :func:`~resched.varcap.dp_slow.table_states` counts its states (time and memory);
* ``milp``: the phase MILP (:mod:`resched.varcap.section_milp`) with the tie-break
  t = (a·(m+1) + c)·K − (index of C_nf) (K = number of C_nf candidates), which orders the
  decisions of equal w as the DP does: (a, c), then the lower C_nf. When every gain p_j l_j
  is an integer (integer data), one solve of w + t/((m+1)²K + 1) (t spans less than
  (m+1)²K + 1, so a unit of w outweighs it), without a relative gap; otherwise two solves
  on one compiled model: (1) max w; (2) with the row w ≥ w* − tol added (tol = the DP's
  :func:`~resched.varcap.exhaustive.gain_tolerance`) and the stage-1 optimum as the start,
  max t. Either gives the lexicographic (w, a, c) optimum at the lowest C_nf reaching it. Among the decisions with the
  same (w, a, c) and C_nf the DP returns the lexicographically smallest path vector and the
  MILP any one: the work w, a, c and C_nf agree (on exact data; the MILP's w within HiGHS's
  gap, 1e-6 absolute), the jobs chosen may differ.

``auto`` takes the DP up to :data:`DP_STATE_LIMIT` states and the MILP beyond: the crossover
measured by ``python benchmarks/bench_section_models.py --crossover`` (docs/varcap.md).
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from resched.varcap.dp_slow import Gain, dp_goodput_slow_gain, table_states
from resched.varcap.exhaustive import gain_tolerance
from resched.varcap.section import PATHS, SectionContext, SectionDecision, Unschedulable

SOLVERS = ("auto", "dp", "milp")
"""How the BestCnf optimum is computed (:func:`best_cnf`)."""

DP_STATE_LIMIT = 400_000_000
"""``auto`` runs the DP up to this many states (:func:`~resched.varcap.dp_slow.table_states`,
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

    Raises :class:`~resched.varcap.section.Unschedulable` when no C_nf admits a decision.
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
    from resched.solve import compile_model, run_compiled
    from resched.varcap.section_milp import build_phase_milp, decode

    try:
        model = build_phase_milp(ctx)
    except ValueError as error:  # no C_nf candidate within [0, T], a job without a path
        raise Unschedulable(str(error)) from None
    compiled = compile_model(model, threads)
    highs = compiled.highs
    n = highs.getNumCol()
    columns = np.arange(n, dtype=np.int32)
    gains = np.asarray(highs.getLp().col_cost_, dtype=float)
    K = len(model.CNF)
    tie_break = _tie_break_costs(compiled.variables, len(ctx.p), K)
    unit = 1.0 / ((len(ctx.p) + 1) ** 2 * K + 1)  # the tie-break spans less than 1/unit
    if np.all(gains == np.round(gains)) and unit >= SINGLE_SOLVE_UNIT:
        highs.changeColsCost(n, columns, gains + unit * tie_break)
        result = run_compiled(compiled, mip_gap=0.0, warm_start=False)
    else:
        first = run_compiled(compiled, warm_start=False)
        if first.objective is None or not first.has_solution:
            raise Unschedulable(f"section {ctx.index}: the phase MILP has no solution ({first.status.value})")
        highs.addRow(float(first.objective) - gain_tolerance(ctx), np.inf, n, columns, gains)
        highs.changeColsCost(n, columns, tie_break)
        for var, value in zip(compiled.variables, highs.getSolution().col_value):
            if var is not None:
                var.value = round(value)
        result = run_compiled(compiled, warm_start=True)
    if not result.has_solution:
        raise Unschedulable(f"section {ctx.index}: the phase MILP has no solution ({result.status.value})")
    decision = decode(ctx, model, result)
    return decision, gain_of(ctx, decision)


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
