"""Time of one DPGoodput / DPBiC / DPYield section at the default preset (one core).

Preset: P_i = 400, max(P_i − δ, P_min) = 360, jobs with p_j ~ U{1..80} drawn until Σ p_j = 800
(the last one trimmed), C_j ~ U[5, 20], R_j = C_j, C_max = 20, T = 100, random consistent
phase-0 statuses (Run⁽⁰⁾ jobs fit in 360 processors), yields from a common elapsed time.

Prints the numba compile time (first call, or cache load) separately from the warm timings,
and the DP1 cell updates per second (cells = m × (Π1 + 1) × (P_i + 1) per C_nf), for the
kernel alone and for the whole call.

    python benchmarks/bench_dp_two_part.py [--seed 1] [--repeat 20]
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from resched.varcap.instance.section import Phase0, SectionContext, check_decision


def preset(seed: int) -> SectionContext:
    rng = np.random.default_rng(seed)
    p: list[int] = []
    while sum(p) < 800:
        p.append(int(min(rng.integers(1, 81), 800 - sum(p))))
    m = len(p)
    C = rng.uniform(5, 20, m)
    status = rng.integers(0, 3, m)
    load = 0
    for j in range(m):
        if status[j] == Phase0.RUN:
            if load + p[j] > 360:
                status[j] = Phase0.IDLE
            else:
                load += p[j]
    E = 500.0
    worked = rng.uniform(0, E, m)
    return SectionContext(
        index=3,
        T=100.0,
        P=400,
        P_end=360,
        C_max=20.0,
        p=np.array(p, np.int64),
        C=C,
        R=C.copy(),
        status=status.astype(np.int64),
        worked=worked,
        yields=worked / E,
        eligible=np.ones(m, bool),
    )


def best_of(fn, repeat: int) -> float:
    best = np.inf
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()

    t0 = time.perf_counter()
    from resched.varcap.algorithms import dp_two_part as dp

    t_import = time.perf_counter() - t0
    ctx = preset(args.seed)
    m = len(ctx.p)
    t0 = time.perf_counter()
    dp.solve_goodput(ctx)
    dp.solve_yield(ctx)
    t_compile = time.perf_counter() - t0
    print(
        f"preset: m={m} jobs, Σp={int(ctx.p.sum())}, P=400, P_end=360, Π1={ctx.Pi1}, T=100, "
        f"statuses Run/Ckpt/Idle = {[int((ctx.status == s).sum()) for s in range(3)]}"
    )
    print(f"import {t_import:.2f} s; first calls (numba compile or cache load) {t_compile:.2f} s")

    cells = m * (ctx.Pi1 + 1) * (ctx.P + 1)
    tab = dp.case_table(ctx, ctx.C_max)
    gain = np.where(np.isfinite(tab.work), ctx.p[:, None] * tab.work, -np.inf)
    t_kernel = best_of(lambda: dp.dp1_sum_kernel(gain, tab.d1, tab.d2, tab.act, ctx.Pi1, ctx.P, 1e-6), args.repeat)
    print(f"DP1 kernel alone: {t_kernel * 1e3:.2f} ms, {cells} cells, {cells / t_kernel:.3g} cell updates/s")

    for name, fn in [
        ("DPGoodput", lambda: dp.solve_goodput(ctx)),
        ("DPBiC(15)", lambda: dp.solve_goodput(ctx, X=15.0)),
        ("DPYield", lambda: dp.solve_yield(ctx)),
        ("DPGoodput-BestCnf", lambda: dp.solve_goodput(ctx, best_cnf=True)),
        ("DPBiC-BestCnf(15)", lambda: dp.solve_goodput(ctx, X=15.0, best_cnf=True)),
    ]:
        res = fn()
        check_decision(ctx, res.decision)
        t = best_of(fn, args.repeat if "BestCnf" not in name else max(3, args.repeat // 5))
        print(
            f"{name:18s} {t * 1e3:8.2f} ms  {res.cells:>10d} cells  {res.cells / t:.3g} cell updates/s "
            f"(whole call)  C_nf={res.decision.C_nf:.2f}"
        )


if __name__ == "__main__":
    main()
