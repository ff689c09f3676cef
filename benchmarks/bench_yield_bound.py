"""Time of the §5.1 max-min-yield bound on a 1,000-job, 400-section instance (one core).

Prints, for a finite-job and an infinite-job instance drawn from a real trace: the number
of LP solves, builds and in-place updates, the total time, and the time per solve with and
without in-place updates (the second run rebuilds the LP at every probe).

    python benchmarks/bench_yield_bound.py [--trace PATH] [--jobs 1000] [--sections 400]
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")

from resched.varcap.generate import Workload, random_instance
from resched.varcap.metrics.yield_lp import max_min_yield

DEFAULT_TRACE = Path(__file__).resolve().parents[2] / "shared" / "traces" / "KTH-SP2-1996-2.1-cln.swf"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trace", type=Path, default=DEFAULT_TRACE)
    parser.add_argument("--jobs", type=int, default=1000)
    parser.add_argument("--sections", type=int, default=400)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    workload = Workload.from_swf(args.trace) if args.trace.exists() else Workload.synthetic(args.seed)
    print(f"workload {workload.name}, {args.jobs} jobs, {args.sections} sections, P_max 400, one thread")
    for finite in (True, False):
        inst = random_instance(
            args.seed, workload, sections=args.sections, p_max=400, jobs=args.jobs, finite=finite, releases="uniform"
        )
        kind = "finite" if finite else "infinite"
        for reuse in (True, False):
            bound = max_min_yield(inst, reuse=reuse, threads=1)
            s = bound.stats
            per_build = s.build_seconds / s.builds if s.builds else float("nan")
            per_update = s.update_seconds / s.updates if s.updates else float("nan")
            print(
                f"{kind:8s} reuse={reuse!s:5s} Y*∈[{bound.lower:.7f}, {bound.upper:.7f}] "
                f"total {bound.seconds:7.2f} s  solves {s.solves:3d} (builds {s.builds}, "
                f"in-place {s.updates})  s/solve: rebuilt {per_build:.3f}, in-place {per_update:.3f}",
                flush=True,
            )


if __name__ == "__main__":
    main()
