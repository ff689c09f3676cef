"""Exact section models vs the DP ([VARCAP-D13]): times, model sizes, scaling, the DP's optimality gap.

Sections as in bench_dp_slow.py (light preset: P_i = 100, P_end = 90, p_j ~ U{1..P/5} until
Σ p_j ≥ 2·P_i, phase-0 statuses at random) but with integer checkpoint times C_j ~ U{5..20},
R_j = C_j and T = 100, so that the time-indexed MILP (unit steps) is exact. Unequal C_j: the
DP (DPGoodputSlow-BestCnf) is not proven optimal (Appendix C); its gap is measured against the
time-indexed optimum (or, when the 60 s limit stops HiGHS, against its bound: an over-estimate).

    python benchmarks/bench_section_models.py [--gap-sections 100] [--time-limit 60] [--seed 1]
    python benchmarks/bench_section_models.py --crossover [--seeds 2]   # DP vs phase MILP for BestCnf
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np
import pyomo.environ as pyo

from resched.result import SolveOptions, SolveStatus
from resched.varcap.algorithms.dp_slow import build_phase_milp, dp_goodput_slow_gain, solve_phase_milp
from resched.varcap.instance.section import Phase0, SectionContext
from resched.varcap.models.time_indexed import build_time_indexed, solve_time_indexed


def integer_section(
    rng: np.random.Generator, P: int = 100, T: int = 100, index: int = 0, p_max: int | None = None
) -> SectionContext:
    """A random section with integer data (P_end = 0.9·P, Σ p_j ≥ 2·P, p_j ~ U{1..p_max},
    p_max = P/5 by default: about 20 jobs at any P; p_max = 20, the light preset's sizes, gives
    about P/5 jobs)."""
    P_end = int(0.9 * P)
    p: list[int] = []
    while sum(p) < 2 * P:
        p.append(int(rng.integers(1, (p_max or max(2, P // 5)) + 1)))
    p_arr = np.array(p, dtype=np.int64)
    m = len(p_arr)
    C = rng.integers(5, 21, m).astype(float)
    status = np.full(m, int(Phase0.IDLE))
    run = ckpt = 0
    for j in rng.permutation(m):
        r = rng.random()
        if r < 0.4 and run + p_arr[j] <= P_end:
            status[j], run = Phase0.RUN, run + p_arr[j]
        elif r < 0.7 and run + ckpt + p_arr[j] <= P:
            status[j], ckpt = Phase0.CKPT, ckpt + p_arr[j]
    return SectionContext(
        index,
        float(T),
        P,
        P_end,
        float(C.max()),
        p_arr,
        C,
        C.copy(),
        status,
        np.zeros(m),
        np.zeros(m),
        np.ones(m, dtype=bool),
    )


def size(model: pyo.ConcreteModel) -> str:
    return f"{model.nvariables()} variables, {model.nconstraints()} constraints"


def timed(function, *args, **kwargs):
    start = time.perf_counter()
    out = function(*args, **kwargs)
    return out, time.perf_counter() - start


def one_section(rng: np.random.Generator, time_limit: float) -> None:
    ctx = integer_section(rng)
    dp_goodput_slow_gain(ctx, True)  # numba compilation outside the timing
    (_, gain), t_dp = timed(dp_goodput_slow_gain, ctx, True)
    (_, phase), t_phase = timed(solve_phase_milp, ctx)
    indexed, t_indexed = timed(solve_time_indexed, ctx, SolveOptions(time_limit=time_limit))
    print(f"light section (m = {len(ctx.p)} jobs, P = {ctx.P}, T = {ctx.T:g}):")
    print(f"  DPGoodputSlow-BestCnf  {t_dp:8.3f} s   work {gain.w:g}")
    print(f"  phase MILP             {t_phase:8.3f} s   work {phase.objective:g}   ({size(build_phase_milp(ctx))})")
    print(
        f"  time-indexed MILP      {t_indexed:8.3f} s   work {indexed.objective:g} [{indexed.status.value}]"
        f"   ({size(build_time_indexed(ctx))})"
    )
    print(f"  ratios: phase MILP / DP = {t_phase / t_dp:.1f}, time-indexed / DP = {t_indexed / t_dp:.1f}")


def scaling(rng: np.random.Generator, time_limit: float) -> None:
    print(f"\ntime-indexed MILP, growing sections (proved optimal within {time_limit:g} s?):")
    largest = None
    for P, T in ((10, 20), (20, 40), (40, 60), (60, 80), (100, 100), (150, 150), (200, 200)):
        ctx = integer_section(rng, P, T)
        result, seconds = timed(solve_time_indexed, ctx, SolveOptions(time_limit=time_limit))
        proven = result.status is SolveStatus.OPTIMAL
        print(
            f"  P = {P:4d}  m = {len(ctx.p):3d}  T = {T:4d}: {result.status.value:10s} {seconds:7.2f} s   gap {result.gap}"
        )
        if not proven:
            break
        largest = (P, len(ctx.p), T)
    print(f"  largest section proved optimal: (P, m, T) = {largest}")


def dp_gap(rng: np.random.Generator, sections: int, time_limit: float) -> None:
    gaps, proven, seconds = [], 0, []
    for i in range(sections):
        ctx = integer_section(rng, index=i)
        _, gain = dp_goodput_slow_gain(ctx, True)
        result, t = timed(solve_time_indexed, ctx, SolveOptions(time_limit=time_limit))
        seconds.append(t)
        best = result.objective if result.status is SolveStatus.OPTIMAL else result.bound
        proven += result.status is SolveStatus.OPTIMAL
        gaps.append((best - gain.w) / best)
        print(
            f"  section {i:3d}: DP {gain.w:8g}  optimum/bound {best:10.6g}  gap {100 * gaps[-1]:.4f}%  [{result.status.value}, {t:.1f} s]",
            flush=True,
        )
    print(f"\nDP optimality gap on {sections} unequal-C light sections ({proven} proved optimal, the rest vs bound):")
    print(
        f"  mean {100 * statistics.fmean(gaps):.4f}%   worst {100 * max(gaps):.4f}%   "
        f"sections with a gap > 0: {sum(g > 1e-9 for g in gaps)}   time-indexed median {statistics.median(seconds):.1f} s"
    )


def crossover(sizes: tuple[int, ...], seeds: int) -> None:
    """DPGoodputSlow-BestCnf by its DP vs by the phase MILP (two solves, one thread): time and
    DP states (resched.varcap.algorithms.dp_slow.table_states) per section; `auto` switches at
    resched.varcap.algorithms.dp_slow.DP_STATE_LIMIT."""
    from resched.varcap.algorithms.dp_slow import DP_STATE_LIMIT, best_cnf, table_states

    dp_goodput_slow_gain(integer_section(np.random.default_rng(0), 20, 20), True)  # numba compilation
    print(f"\nBestCnf by the DP vs the phase MILP (auto: the DP up to {DP_STATE_LIMIT:.1e} states):")
    print("     P    m  K   DP states    DP s   MILP s  same (w, a, c, C_nf)")
    for P in sizes:
        for seed in range(seeds):
            ctx = integer_section(np.random.default_rng(1000 * P + seed), P, 100, p_max=20)
            dp = best_cnf(ctx, "dp")
            milp = best_cnf(ctx, "milp", threads=1)
            same = (
                abs(dp.gain.w - milp.gain.w) <= 1e-6
                and dp.gain[1:] == milp.gain[1:]
                and dp.decision.C_nf == milp.decision.C_nf
            )
            print(
                f"  {P:4d}  {len(ctx.p):3d}  {len(set(ctx.C[ctx.status == Phase0.RUN]))}  {table_states(ctx, True):10.3g} "
                f"{dp.seconds:7.2f}  {milp.seconds:7.2f}  {same}",
                flush=True,
            )


def phase_milp_build(sizes: tuple[int, ...]) -> None:
    """Build time of the phase MILP (Pyomo, constraints indexed by job: linear in its size)."""
    print("\nphase MILP build (Pyomo model; compile = its arrays passed to HiGHS):")
    from resched.solve import compile_model

    for P in sizes:
        ctx = integer_section(np.random.default_rng(P), P, 100, p_max=20)
        model, build = timed(build_phase_milp, ctx)
        _, compile_seconds = timed(compile_model, model, 1)
        print(
            f"  P = {P:5d}  m = {len(ctx.p):4d}: {model.nvariables():7d} binaries, build {build:6.2f} s, "
            f"compile {compile_seconds:6.2f} s",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gap-sections", type=int, default=100)
    parser.add_argument("--time-limit", type=float, default=60.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--crossover", action="store_true", help="only the DP vs phase-MILP crossover and build times")
    parser.add_argument("--seeds", type=int, default=2, help="sections per size in --crossover")
    parser.add_argument(
        "--sizes",
        type=int,
        nargs="+",
        default=[100, 200, 300, 400, 500],
        help="processor counts P of the --crossover sections",
    )
    args = parser.parse_args()
    if args.crossover:
        phase_milp_build((400, 1000, 2000, 4000))
        crossover(tuple(args.sizes), args.seeds)
        return
    rng = np.random.default_rng(args.seed)
    one_section(rng, args.time_limit)
    scaling(rng, args.time_limit)
    dp_gap(rng, args.gap_sections, args.time_limit)


if __name__ == "__main__":
    main()
