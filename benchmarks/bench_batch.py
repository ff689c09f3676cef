"""Speed of the batch simulator (target [CORE-D6]: a month of a 10,000-job trace with ~500
failures in ≤ 60 s per strategy on one core, re-planning included).

Prints, per workload and strategy: jobs, failures processed, events, plans, wall time and
events per second. Workloads: the synthetic 128-node workload (§4.5.3), one month of
LLNL-Atlas (1152 nodes) with μ = D = 1 h (the thesis' baseline scenario, platform MTBF kept:
~720 failures a month), and the busiest 30-day month of LLNL-Atlas (8990 jobs).

    python benchmarks/bench_batch.py [--traces ../shared/traces] [-a BASELINE -a SFSJ]

Algorithms are the names of ``resched batch algorithms`` (BASELINE, SFSJ = H111, Hxyz).
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from resched.batch import strategy
from resched.batch.family import ALGORITHMS
from resched.batch.generate import synthetic_instance, trace_instance
from resched.batch.simulate import simulate

ROOT = Path(__file__).resolve().parents[1]


def measure(instance, name: str) -> dict:
    start = time.perf_counter()
    result = simulate(instance, strategy(name))
    seconds = time.perf_counter() - start
    return {
        "workload": instance.name,
        "strategy": name,
        "jobs": len(instance.jobs),
        "failures": result.counters["failures"],
        "job_failures": result.counters["job_failures"],
        "events": result.events,
        "plans": result.plans,
        "seconds": seconds,
        "events_per_s": result.events / seconds,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--traces", type=Path, default=ROOT.parent / "shared" / "traces")
    parser.add_argument(
        "--algorithm",
        "-a",
        dest="algorithms",
        action="append",
        help="algorithm, repeatable (default: BASELINE and SFSJ)",
    )
    args = parser.parse_args()
    names = [ALGORITHMS.resolve(a).name for a in args.algorithms or ("BASELINE", "SFSJ")]
    atlas = args.traces / "LLNL-Atlas-2006-2.1-cln.swf"
    simulate(synthetic_instance(0), strategy("SFSJ"))  # numba compilation / cache load
    workloads = [synthetic_instance(1)]
    if atlas.exists():
        workloads += [trace_instance(atlas, 2, 3600.0, 3600.0, 1), trace_instance(atlas, 5, 3600.0, 3600.0, 1)]
    header = (
        f"{'workload':34s} {'algorithm':9s} {'jobs':>6s} {'fail':>5s} {'hits':>5s} {'events':>7s} "
        f"{'plans':>6s} {'seconds':>8s} {'events/s':>9s}"
    )
    print(header)
    for instance in workloads:
        for name in names:
            r = measure(instance, name)
            print(
                f"{r['workload']:34s} {r['strategy']:9s} {r['jobs']:6d} {r['failures']:5d} {r['job_failures']:5d} "
                f"{r['events']:7d} {r['plans']:6d} {r['seconds']:8.2f} {r['events_per_s']:9.0f}"
            )


if __name__ == "__main__":
    main()
