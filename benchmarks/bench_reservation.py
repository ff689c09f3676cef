"""Time and memory of the reservation DPs, against the O(n³) reference DP, in one run.

Targets ([CORE-D6], [RESERVATION-D26]): the optimal DP of Thm 2 (convex-hull trick, O(n²) time, O(n) memory) at least
50x faster than the O(n³) reference at n = 1000, and n = 15,000 in under 30 s and under 2 GB
of peak memory; the restricted DPs (ALL-CKPT, NO-CKPT) are O(n).

Law: the Exponential(1) of Table 1 discretised into n chunks (Eq. 9), C = R = 0.1 h, α = 1,
β = γ = 0. The numba kernels are single-threaded (pin with ``taskset -c 0``). Prints the
compile/cache-load time of the first calls separately, then the best of ``--repeat`` warm calls
of ``optimal_discrete`` (DP and read-back of the strategy); the reference runs up to
``--reference-max`` only (641 s at n = 5000). The peak memory at the largest size is the peak
resident set of a fresh process that runs that one DP (Python, numpy, scipy and numba included),
next to the same process's peak before the DP.

    python benchmarks/bench_reservation.py [--sizes 100 500 1000 5000 15000] [--reference-max 1000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import time
from pathlib import Path

from resched.reservation import Costs, law, optimal_discrete, periodic

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))  # the O(n³) reference is a test oracle
from oracles.reservation_cubic import optimal_discrete_cubic

MODES = ("dp", "all-ckpt", "no-ckpt")
TARGET_SPEEDUP, TARGET_N, TARGET_SECONDS, TARGET_BYTES = 50.0, 15_000, 30.0, 2 * 1024**3


def best_of(fn, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def peak_bytes() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # kB on Linux


def memory_child(n: int) -> None:
    """Run in a fresh process: print the peak RSS before and after one DP at n chunks, and its time."""
    X, costs = law("exponential"), Costs(0.1, 0.1)
    optimal_discrete(X.discretize(10), costs)
    Y = X.discretize(n)
    before = peak_bytes()
    start = time.perf_counter()
    optimal_discrete(Y, costs)
    print(before, peak_bytes(), time.perf_counter() - start)


def measure_memory(n: int) -> tuple[int, int, float]:
    out = subprocess.run(
        [sys.executable, __file__, "--memory-child", str(n)], capture_output=True, text=True, check=True
    ).stdout.split()
    return int(out[0]), int(out[1]), float(out[2])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 500, 1000, 5000, TARGET_N])
    parser.add_argument("--reference-max", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--memory-child", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.memory_child:
        return memory_child(args.memory_child)
    X, costs = law("exponential"), Costs(0.1, 0.1)
    for name, solve in (("convex-hull kernels", optimal_discrete), ("O(n³) reference", optimal_discrete_cubic)):
        start = time.perf_counter()
        for mode in MODES:
            solve(X.discretize(10), costs, mode)
        print(f"first calls, {name} (numba compile or cache load): {time.perf_counter() - start:.2f} s")
    print(
        f"{'n':>6s} {'dp (s)':>10s} {'O(n³) dp (s)':>13s} {'speed-up':>9s} {'all-ckpt (ms)':>14s} "
        f"{'no-ckpt (ms)':>13s} {'O(n²) all-ckpt (ms)':>20s}"
    )
    speedups = {}
    for n in args.sizes:
        Y = X.discretize(n)
        repeat = args.repeat if n <= 5000 else 1
        fast = [best_of(lambda: optimal_discrete(Y, costs, mode), repeat) for mode in MODES]  # noqa: B023  # called within the iteration
        reference = reference_all = float("nan")
        if n <= args.reference_max:
            reference = best_of(lambda: optimal_discrete_cubic(Y, costs), repeat)  # noqa: B023  # called within the iteration
            reference_all = best_of(lambda: optimal_discrete_cubic(Y, costs, "all-ckpt"), repeat)  # noqa: B023  # called within the iteration
            speedups[n] = reference / fast[0]
        print(
            f"{n:6d} {fast[0]:10.4f} {reference:13.3f} {reference / fast[0]:8.0f}x {1e3 * fast[1]:14.3f} "
            f"{1e3 * fast[2]:13.3f} {1e3 * reference_all:20.2f}"
        )
    for checkpoint in (True, False):
        seconds = best_of(lambda: periodic(X, costs, checkpoint), args.repeat)  # noqa: B023  # called within the iteration
        print(f"best-τ search over [1, 1000], {'ALL' if checkpoint else 'NO'}-CKPT-PER: {seconds:.3f} s")
    before, peak, seconds = measure_memory(TARGET_N)
    print(
        f"n = {TARGET_N} in a fresh process: {seconds:.2f} s, peak RSS {peak / 2**20:.0f} MiB "
        f"({before / 2**20:.0f} MiB before the DP)"
    )
    if 1000 in speedups:
        print(
            f"target n = 1000 at least {TARGET_SPEEDUP:.0f}x faster: {speedups[1000]:.0f}x "
            f"{'met' if speedups[1000] >= TARGET_SPEEDUP else 'MISSED'}"
        )
    met = seconds < TARGET_SECONDS and peak < TARGET_BYTES
    print(f"target n = {TARGET_N} under {TARGET_SECONDS:.0f} s and 2 GB: {'met' if met else 'MISSED'}")


if __name__ == "__main__":
    main()
