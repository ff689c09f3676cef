"""Time of the reservation DPs (issue targets: full DP of Thm 2 at n = 1000 ≤ 2 s, the O(n²)
ALL-CKPT / NO-CKPT variants ≤ 50 ms, one core) and of the best-τ periodic search.

Law: the Exponential(1) of Table 1 discretised into n chunks (Eq. 9), C = R = 0.1 h, α = 1,
β = γ = 0. The numba kernel is single-threaded. Prints the compile/cache-load time of the first
call separately, then the best of ``--repeat`` warm calls of ``optimal_discrete`` (DP +
backtracking).

    python benchmarks/bench_reservation.py [--sizes 100 500 1000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import time

from resched.reservation import Costs, law, optimal_discrete, periodic


def best_of(fn, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 500, 1000])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    X, costs = law("exponential"), Costs(0.1, 0.1)
    start = time.perf_counter()
    optimal_discrete(X.discretize(10), costs)
    print(f"first call (numba compile or cache load): {time.perf_counter() - start:.2f} s")
    print(f"{'n':>6s} {'dp (s)':>10s} {'all-ckpt (ms)':>14s} {'no-ckpt (ms)':>13s}")
    for n in args.sizes:
        Y = X.discretize(n)
        timings = [best_of(lambda: optimal_discrete(Y, costs, mode), args.repeat)
                   for mode in ("dp", "all-ckpt", "no-ckpt")]
        print(f"{n:6d} {timings[0]:10.3f} {1e3 * timings[1]:14.2f} {1e3 * timings[2]:13.2f}")
    for checkpoint in (True, False):
        seconds = best_of(lambda: periodic(X, costs, checkpoint), args.repeat)
        print(f"best-τ search over [1, 1000], {'ALL' if checkpoint else 'NO'}-CKPT-PER: {seconds:.3f} s")


if __name__ == "__main__":
    main()
