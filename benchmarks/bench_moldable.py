"""Speed of the moldable family (targets: [CORE-D6]): prints measured figures.

1. One Table 1 cell per speedup model (``resched moldable run --speedup-model M --sets 30``):
   the four algorithms on ``--sets`` job sets × ``--scenarios`` failure scenarios at
   n = 500, P = 7500, λ = 1e-7 (paper: 30 × 100); CPU seconds per algorithm (allocation +
   simulation, numba already compiled) and the cell's ratios.
2. The allotment of one BATCH batch (resched's reading of the authors' rule, the authors' code and
   the Lemma 3 DP for batch 1 with all 500 jobs and for a batch 2 of the jobs that failed in one
   scenario; the exact batch-1 scan).
3. LPA allocation for n = 1000, P = 15000.
4. The LB* MILP's build ([CORE-D3]): the Pyomo declaration built and compiled to HiGHS against the
   numpy matrix, 20 Amdahl jobs on P = 1000 with 3 attempts each (60,000 binaries).

    python benchmarks/bench_moldable.py [--models mix,power] [--sets 30] [--scenarios 100]
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from resched.moldable.algorithms.allocation import lpa
from resched.moldable.algorithms.batch_list import chain_allotment, single_allotment
from resched.moldable.experiment import evaluate
from resched.moldable.family import ALGORITHMS
from resched.moldable.generate import draw_failures, random_jobset
from resched.moldable.params import SPEEDUP_MODELS, MoldableParams

ALL = [spec.name for spec in ALGORITHMS]


def timed(function, *args):
    start = time.process_time()
    value = function(*args)
    return value, time.process_time() - start


def table1_cells(models: list[str], sets: int, scenarios: int) -> None:
    print(f"Table 1 cells: n=500, P=7500, lambda=1e-7, {sets} sets x {scenarios} scenarios, LPT")
    for model in models:
        start = time.perf_counter()
        results = evaluate(MoldableParams(speedup_model=model, scenarios=scenarios), sets, 1, ALL)
        wall = time.perf_counter() - start
        cpu = sum(r["cpu_seconds"] for r in results.values())
        cells = "  ".join(
            f"{a}: {r['expected']:.3f}/{r['maximum']:.3f} ({r['cpu_seconds']:.1f}s)" for a, r in results.items()
        )
        print(f"  {model:13s} cpu {cpu:6.1f}s  wall {wall:6.1f}s  expected/maximum (cpu): {cells}")


def allotment_times() -> None:
    for model in ("mix", "power"):
        jobs = random_jobset(model, 500, 7500, 1)
        _, pareto = timed(lambda: jobs.pareto)  # noqa: B023  # called within the iteration
        _, scan = timed(single_allotment, jobs)
        f = draw_failures(jobs.work, 1e-7, 1, (1, 1))[0]
        failed = np.nonzero(f > 0)[0]
        for method in ("resched", "authors", "dp"):
            _, first = timed(chain_allotment, jobs, 1, 0.3, method)
            _, second = timed(chain_allotment, jobs.subset(failed), 2, 0.3, method)
            print(
                f"  {model:5s} {method:8s}: batch 1 (500 jobs) {first:.3f}s; batch 2 ({len(failed)} jobs, g=2) "
                f"{second:.3f}s"
            )
        print(f"  {model:5s}: Pareto sets {len(jobs.pareto.p)} points {pareto:.2f}s; exact scan {scan:.3f}s")


def lb_star_build() -> None:
    from resched.moldable.models.dag_allotment import build_chain_allotment, chain_allotment_matrix
    from resched.solve import compile_model

    jobs = random_jobset("amdahl", 20, 1000, 3)
    lengths = np.full(20, 3)
    model, pyomo_build = timed(build_chain_allotment, jobs, lengths)
    _, compile_seconds = timed(compile_model, model)
    matrix, matrix_seconds = timed(chain_allotment_matrix, jobs, lengths)
    binaries = sum(int(kind) != 0 for kind in matrix.lp.integrality_)
    print(
        f"LB* MILP build ({binaries:,} binaries): Pyomo {pyomo_build:.2f}s + arrays to HiGHS "
        f"{compile_seconds:.2f}s; matrix {matrix_seconds:.3f}s"
    )


def lpa_time() -> None:
    jobs = random_jobset("mix", 1000, 15000, 1)
    _, seconds = timed(lpa, jobs)
    print(f"LPA allocation, n=1000, P=15000 (mix): {seconds:.2f}s CPU")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", default=",".join(SPEEDUP_MODELS))
    parser.add_argument("--sets", type=int, default=30)
    parser.add_argument("--scenarios", type=int, default=100)
    args = parser.parse_args()
    evaluate(MoldableParams(processors=200, jobs=20, scenarios=2), 1, 1, ALL)  # compile numba first
    print("BATCH allotment of one batch:")
    allotment_times()
    lpa_time()
    lb_star_build()
    table1_cells(args.models.split(","), args.sets, args.scenarios)


if __name__ == "__main__":
    main()
