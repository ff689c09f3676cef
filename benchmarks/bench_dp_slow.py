"""Time of DPGoodputSlow-BestCnf (and DPGoodputSlow) per section at the light preset.

One thread unless stated (``parallel=True`` runs the Π1 planes on numba threads).

Sections: P_max = P_i = 100, P_end = 90, jobs p_j ~ U{1..20} drawn until Σ p_j ≥ 200,
C_j ~ U[5, 20], R_j = C_j, section length T = 100, phase-0 statuses drawn at random
consistently with the limits (Run⁽⁰⁾ uses ≤ P_end processors, Run⁽⁰⁾ ∪ Ckpt⁽⁰⁾ ≤ P_i).
Reports the numba compile time (first call) separately, then the time per section and the
DP cell updates per second: a cell update is one (job, Π1, Π2, Π3) state the kernel computes
(it skips states equivalent to or unreachable from others, see resched.varcap.algorithms.dp_slow); the
rate over the paper's full table m·(Π1+1)(Π2+1)(Π3+1) per C_nf is shown too. Targets
(issue): BestCnf ≤ 2 s per light section, ≥ 2·10⁸ cell updates/s.

    python benchmarks/bench_dp_slow.py [--sections 20] [--seed 3]
"""

from __future__ import annotations

import argparse
import time

import numba
import numpy as np

from resched.varcap.algorithms.dp_slow import cnf_values, count_cells, dp_goodput_slow_gain
from resched.varcap.algorithms.kernels import slow_kernel, slow_layer, slow_layer_parallel, slow_plane
from resched.varcap.instance.section import Phase0, SectionContext, check_decision


def light_section(rng: np.random.Generator, index: int = 0) -> SectionContext:
    P, P_end, T = 100, 90, 100.0
    p: list[int] = []
    while sum(p) < 200:
        p.append(int(rng.integers(1, 21)))
    p_arr = np.array(p, dtype=np.int64)
    m = len(p_arr)
    C = rng.uniform(5.0, 20.0, m)
    status = np.full(m, int(Phase0.IDLE))
    run = ckpt = 0
    for j in rng.permutation(m):
        r = rng.random()
        if r < 0.4 and run + p_arr[j] <= P_end:
            status[j] = Phase0.RUN
            run += p_arr[j]
        elif r < 0.7 and run + ckpt + p_arr[j] <= P:
            status[j] = Phase0.CKPT
            ckpt += p_arr[j]
    return SectionContext(
        index, T, P, P_end, float(C.max()), p_arr, C, C.copy(), status, np.zeros(m), np.zeros(m), np.ones(m, dtype=bool)
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sections", type=int, default=20)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    rng = np.random.default_rng(args.seed)
    sections = [light_section(rng, i) for i in range(args.sections)]

    t0 = time.perf_counter()
    dp_goodput_slow_gain(sections[0], True)  # compile (or load the numba cache)
    dp_goodput_slow_gain(sections[0], True, parallel=True)
    hits = sum(len(f.stats.cache_hits) for f in (slow_plane, slow_layer, slow_layer_parallel, slow_kernel))
    what = "numba cache load" if hits else "numba compile"
    print(f"first calls ({what}, excluded below): {time.perf_counter() - t0:.2f} s")

    runs = (
        (True, False, "DPGoodputSlow-BestCnf"),
        (False, False, "DPGoodputSlow"),
        (True, True, f"DPGoodputSlow-BestCnf, parallel ({numba.get_num_threads()} threads)"),
    )
    for best_cnf, parallel, name in runs:
        times, n_cells, n_box = [], 0, 0
        for ctx in sections:
            t = time.perf_counter()
            decision, _ = dp_goodput_slow_gain(ctx, best_cnf, parallel=parallel)
            times.append(time.perf_counter() - t)
            check_decision(ctx, decision)
            c, b = count_cells(ctx, best_cnf)  # re-runs the DP, outside the timing
            n_cells += c
            n_box += b
        total = sum(times)
        print(
            f"{name}: {len(sections)} light sections, m = {min(len(c.p) for c in sections)}.."
            f"{max(len(c.p) for c in sections)} jobs, |C_nf| = "
            f"{min(len(cnf_values(c, best_cnf)) for c in sections)}..{max(len(cnf_values(c, best_cnf)) for c in sections)}"
        )
        print(f"  time per section: mean {total / len(times):.3f} s, max {max(times):.3f} s")
        print(
            f"  cell updates/s: {n_cells / total:.3g} (cells computed: {n_cells / len(sections):.3g}/section); "
            f"{n_box / total:.3g} paper-table equivalent (m·(Π1+1)(Π2+1)(Π3+1) per C_nf: {n_box / len(sections):.3g}/section)"
        )


if __name__ == "__main__":
    main()
