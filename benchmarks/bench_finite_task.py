"""Time of the sweep tasks of one finite-job instance: the §5.1 LP bound solved per task or once.

A variable-capacity sweep runs every algorithm of an instance in a row; each finite-job task
reports the §5.1 LP bound of its instance (``min_yield_bound``), which
:func:`resched.varcap.experiment.task.finite_yield_bound` solves once per instance and process.
This script runs the five main algorithms' tasks on one finite instance (FIFO releases,
Load 2, P_max = 400) twice, side by side, in one process: forgetting the bound before every
task (one LP per task, the previous behaviour) and keeping it (one LP per instance), and
prints both times and their ratio.

    python benchmarks/bench_finite_task.py [--sections 100] [--repeats 2]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import resched.varcap.experiment.task as experiment
from resched.declarations import Task
from resched.varcap.family import ALGORITHMS, VarCapParams

TRACES = Path(__file__).resolve().parents[2] / "shared" / "traces"
TRACE = "KTH-SP2-1996-2.1-cln.swf"
MAIN = ("GreedyGoodput", "GreedyYield", "DPGoodput", "DPYield", "DPBiC(15)")


def run_tasks(params: VarCapParams, seed: int, traces: str | None, once: bool) -> float:
    """Seconds to run the five tasks of one instance, the LP bound kept between them or not."""
    experiment._LAST_BOUND.clear()
    start = time.perf_counter()
    for name in MAIN:
        if not once:
            experiment._LAST_BOUND.clear()
        experiment.run_task(Task("varcap", params, seed, ALGORITHMS.resolve(name), traces))
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sections", type=int, default=100)
    parser.add_argument("--repeats", type=int, default=2)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    with_trace = (TRACES / TRACE).exists()
    values = {"finite": True, "sections": args.sections, **({"trace": TRACE} if with_trace else {})}
    params = VarCapParams.from_mapping(values)
    traces = str(TRACES) if with_trace else None
    run_tasks(params, args.seed, traces, once=True)  # warm-up: compilation, trace parsing
    print(
        f"5 tasks of one finite instance ({args.sections} sections, P_max 400, Load 2, {values.get('trace', 'synthetic')})"
    )
    for _ in range(args.repeats):
        per_task = run_tasks(params, args.seed, traces, once=False)
        once = run_tasks(params, args.seed, traces, once=True)
        print(f"  LP per task {per_task:6.1f} s   LP once {once:6.1f} s   ratio {per_task / once:.2f}")


if __name__ == "__main__":
    main()
