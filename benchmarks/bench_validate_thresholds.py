"""The sizes up to which ``resched validate`` offers the clairvoyant models, and the
measurements they rest on.

For random loaded infinite-job instances (synthetic workload, Load 2, average section
length 40) of m jobs and n sections, prints the size measure of each model (m·n for the
MILPs and the min-yield LP, m·n·(4m + 2) for the candidate-disaggregated goodput LP), its
column count and its HiGHS solve time on one thread, next to whether the current threshold
offers it. A threshold is right when every offered model solves in well under the
``--budget`` (default 10 s) on one core and the first size left out would not.

    python benchmarks/bench_validate_thresholds.py [--budget 10] [--time-limit 120]
"""

from __future__ import annotations

import argparse
import time

from resched.result import SolveOptions
from resched.solve import compile_model, run_compiled
from resched.varcap.generate import Workload, random_instance
from resched.varcap.models import clairvoyant as cv

SIZES = ((4, 2), (6, 2), (6, 3), (8, 3), (8, 4), (10, 3), (10, 4), (12, 4), (14, 4), (16, 4), (16, 6), (20, 6))


def instance_of(jobs: int, sections: int):
    workload = Workload.synthetic(1)
    return random_instance(0, workload, sections=sections, p_max=4 * jobs, jobs=jobs, avg_section_length=40)


def measure(instance, objective: str, relax: bool, time_limit: float) -> tuple[int, float, str]:
    model = cv.build_clairvoyant(instance, objective, relax)
    compiled = compile_model(model, threads=1)
    start = time.perf_counter()
    result = run_compiled(compiled, SolveOptions(time_limit=time_limit))
    return compiled.highs.getNumCol(), time.perf_counter() - start, result.status.value


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, default=10.0)
    parser.add_argument("--time-limit", type=float, default=120.0)
    args = parser.parse_args()
    print(f"{'model':22s} {'m':>3s} {'n':>3s} {'size':>7s} {'columns':>8s} {'seconds':>8s}  status       offered")
    for jobs, sections in SIZES:
        inst = instance_of(jobs, sections)
        m = len(inst.jobs)
        for objective, relax, offered, size in (
            ("goodput", True, cv.goodput_lp_applies(inst) is None, m * sections * (4 * m + 2)),
            ("min_yield", True, cv.min_yield_lp_applies(inst) is None, m * sections),
            ("goodput", False, cv.milp_applies(inst) is None, m * sections),
        ):
            if not relax and m * sections > 3 * cv.MILP_SIZE_LIMIT:
                continue
            columns, seconds, status = measure(inst, objective, relax, args.time_limit)
            name = f"{objective}{'_lp' if relax else ''}"
            flag = "yes" if offered else "no"
            warn = "  <- offered but over budget" if offered and seconds > args.budget else ""
            print(
                f"{name:22s} {m:3d} {sections:3d} {size:7d} {columns:8d} {seconds:8.2f}  {status:12s} {flag}{warn}",
                flush=True,
            )


if __name__ == "__main__":
    main()
