"""Wall time of one 7-day Borg run (~17,000 jobs) per risk-aware algorithm, on one core
(target [CORE-D6]: ≤ 30 s each), in the slides' setting (n_c = 24, M_avg = 24, M_ra = 8,
φ = 20 min, seed 1).

    python benchmarks/bench_riskaware.py [--trace ../shared/traces/borg/borg-7D_604800.txt] [--repeat 3]

Prints, per algorithm, the best and median simulation time over the repeats (numba
compilation excluded by a warm-up run on a tiny instance), the time of the invariant check,
the metrics of the run and its elementary steps (bounded by simulate.MAX_WORK).
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from resched.riskaware.algorithms import Policy
from resched.riskaware.family import ALGORITHMS
from resched.riskaware.generate import random_tiny, read_job_trace, trace_instance
from resched.riskaware.metrics import evaluate
from resched.riskaware.simulate import check_schedule, simulate

DEFAULT_TRACE = Path(__file__).resolve().parents[2] / "shared" / "traces" / "borg" / "borg-7D_604800.txt"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trace", type=Path, default=DEFAULT_TRACE)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    started = time.perf_counter()
    inst = trace_instance(read_job_trace(args.trace), seed=1)
    print(
        f"{args.trace.name}: {len(inst.jobs)} jobs, {len(inst.capacity.times)} capacity changes, "
        f"instance built in {time.perf_counter() - started:.2f} s"
    )
    warm = random_tiny(0)
    print(
        f"{'algorithm':>17s} {'best s':>7s} {'median s':>8s} {'check s':>7s} {'goodput':>8s} {'util':>6s} "
        f"{'max str':>7s} {'mean str':>8s} {'aborted core-h':>14s} {'steps':>8s}"
    )
    for name in (spec.name for spec in ALGORITHMS):
        simulate(warm, Policy(name))
        runs = [simulate(inst, Policy(name), check=False) for _ in range(args.repeat)]
        times = [r.seconds for r in runs]
        check_start = time.perf_counter()
        check_schedule(inst, runs[0])
        check_seconds = time.perf_counter() - check_start
        m = evaluate(inst, runs[0])
        print(
            f"{name:>17s} {min(times):7.2f} {statistics.median(times):8.2f} {check_seconds:7.2f} "
            f"{m.goodput:8.4f} {m.utilization:6.3f} {m.max_stretch:7.0f} {m.mean_stretch:8.1f} {m.aborted_volume:14.0f} {runs[0].work:8.1e}"
        )


if __name__ == "__main__":
    main()
