"""The pure-Python scheduler loop (any :class:`~resched.batch.simulate.BatchScheduler`, here
the built-ins of :mod:`resched.batch.algorithms.policies`) against the compiled kernels'
fast path, on the same workloads, side by side in one run: the seconds of each and their
ratio (Python / kernels), after a warm-up run that compiles the kernels. Each pair is also
checked to give the same schedule (a mismatch is printed, not asserted).

Workloads: random over-subscribed instances (16 nodes, 70 jobs, μ = 15 min, seeds 0–9), the
synthetic 128-node 1000-job workload of §4.5.3 (seed 1, μ = 30 min), and a month of the
HPC2N excerpt when ``../shared/traces`` exists.

    python benchmarks/bench_batch_python_loop.py [--quick]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from resched.batch.algorithms import BASELINE, SFSJ
from resched.batch.algorithms.policies import scheduler_of
from resched.batch.generate import random_instance, synthetic_instance
from resched.batch.instance import BatchInstance
from resched.batch.simulate import SimulationResult, simulate

TRACES = Path(__file__).resolve().parents[1].parent / "shared" / "traces"


def _timed(instances: list[BatchInstance], algorithm) -> tuple[float, list[SimulationResult]]:
    start = time.perf_counter()
    results = [simulate(inst, algorithm) for inst in instances]
    return time.perf_counter() - start, results


def _same(a: SimulationResult, b: SimulationResult) -> bool:
    return [(x.job, x.start, x.stop) for x in a.attempts] == [(x.job, x.start, x.stop) for x in b.attempts]


def workloads(quick: bool) -> list[tuple[str, list[BatchInstance]]]:
    sets = [("random 16 nodes x 70 jobs (10 seeds)", [random_instance(s) for s in range(3 if quick else 10)])]
    if not quick:
        sets.append(("synthetic 128 nodes x 1000 jobs, mu=30 min", [synthetic_instance(1)]))
        trace = TRACES / "HPC2N-2002-excerpt.swf"
        if trace.exists():
            from resched.batch.experiment.task import task_instance
            from resched.batch.params import BatchParams

            sets.append(("HPC2N excerpt, month 0", [task_instance(BatchParams(trace=str(trace)).resolve(), 0)]))
    return sets


def main(quick: bool = False) -> list[dict[str, object]]:
    simulate(random_instance(0, n_jobs=10), BASELINE)  # compile the kernels
    rows = []
    print(f"{'workload':45} {'algorithm':9} {'kernels s':>10} {'python s':>10} {'ratio':>7} same")
    for label, instances in workloads(quick):
        for strategy in (BASELINE, SFSJ):
            kernel_s, kernel = _timed(instances, strategy)
            python_s, python = _timed(instances, scheduler_of(strategy))
            same = all(_same(a, b) for a, b in zip(kernel, python))
            ratio = python_s / kernel_s
            print(f"{label:45} {strategy.name:9} {kernel_s:10.3f} {python_s:10.3f} {ratio:7.2f} {same}")
            rows.append({"workload": label, "algorithm": strategy.name, "ratio": ratio, "same": same})
    return rows


if __name__ == "__main__":
    main(quick="--quick" in sys.argv)
