"""The pure-Python event loop (a Python policy written against
:class:`resched.riskaware.algorithms.OnlinePolicy`) against the compiled kernels, on the same
workloads, side by side, for every built-in (each has a Python port).

    python benchmarks/bench_riskaware_python_loop.py [--random 200] [--trace ../shared/traces/borg/borg-7D_604800.txt] [--days 1]

Workloads: ``--random`` seeded random walks (≤ 50 jobs, 8 machines) run back to back, and the
first ``--days`` days of the trace if it exists (the slides' setting, seed 1). Prints, per
workload and algorithm, the kernel's and the Python loop's simulation time (best of
``--repeat``; numba compilation excluded by a warm-up) and their ratio, and whether both paths
gave the same attempt log. No assertion: a measurement.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

from resched.riskaware.algorithms import PYTHON_POLICIES, Policy, python_policy
from resched.riskaware.generate import random_tiny, random_walk, read_job_trace, trace_instance
from resched.riskaware.instance import Job, Platform, RiskAwareInstance, Schedule
from resched.riskaware.simulate import simulate

DEFAULT_TRACE = Path(__file__).resolve().parents[2] / "shared" / "traces" / "borg" / "borg-7D_604800.txt"


def walk(seed: int) -> RiskAwareInstance:
    rng = np.random.default_rng(seed)
    n = int(rng.integers(5, 50))
    release = np.sort(rng.integers(0, 200, n))
    jobs = tuple(
        Job(f"J{i}", int(release[i]), int(rng.choice([1, 2, 4, 8])), int(rng.integers(1, 40))) for i in range(n)
    )
    capacity = random_walk(seed, 5, 3, 5, 600, step=2, random_phases=seed % 2 == 1)
    return RiskAwareInstance(f"walk-s{seed}", Platform(8, 2, 8, 5, 2), capacity, jobs, horizon=200)


def best(run: Callable[[], list[Schedule]], repeat: int) -> tuple[float, list[Schedule]]:
    times, result = [], []
    for _ in range(repeat):
        started = time.perf_counter()
        result = run()
        times.append(time.perf_counter() - started)
    return min(times), result


def same(a: Schedule, b: Schedule) -> bool:
    return all(np.array_equal(getattr(a, f), getattr(b, f)) for f in ("job", "machine", "start", "end", "kind"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--random", type=int, default=200)
    parser.add_argument("--trace", type=Path, default=DEFAULT_TRACE)
    parser.add_argument("--days", type=float, default=1.0)
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args()
    workloads = [(f"{args.random} random walks", [walk(seed) for seed in range(args.random)])]
    if args.trace.exists():
        inst = trace_instance(read_job_trace(args.trace, days=args.days), seed=1)
        workloads.append((f"{args.trace.name} {args.days:g} d ({len(inst.jobs)} jobs)", [inst]))
    else:
        print(f"{args.trace}: absent, trace workload skipped")
    for name in PYTHON_POLICIES:
        simulate(random_tiny(0), Policy(name))  # numba compilation
    print(f"{'workload':<40} {'algorithm':<17} {'kernel s':>9} {'python s':>9} {'ratio':>7}  same")
    for label, instances in workloads:
        for name in PYTHON_POLICIES:
            kernel_s, kernel = best(lambda n=name, i=instances: [simulate(x, Policy(n)) for x in i], args.repeat)
            python_s, python = best(lambda n=name, i=instances: [simulate(x, python_policy(n)) for x in i], args.repeat)
            agree = all(same(a, b) for a, b in zip(kernel, python))
            print(f"{label:<40} {name:<17} {kernel_s:9.3f} {python_s:9.3f} {python_s / kernel_s:7.0f}  {agree}")


if __name__ == "__main__":
    main()
