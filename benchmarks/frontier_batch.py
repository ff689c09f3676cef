"""Certified frontier of the batch failure-free MILPs ([CORE-D5]).

For a ladder of random integer instances on 8 nodes
(:func:`resched.batch.generate.random_integer_instance`: the §4.5.3 synthetic workload shrunk
to 8 nodes, lengths 1–8, stress 0.95, seed 0; :data:`JOBS`), each MILP (``max_flow``,
``weighted_flow``) is solved on one HiGHS thread under ``time_limit`` CPU seconds (model build
included; benchmarks/frontier_cpu.py), started from BASELINE's failure-free schedule with BASELINE's value as
objective cutoff. Per model: the largest size up to which every size of the ladder is proven
optimal (a larger size proven optimal past a failure is printed, not counted), its time,
BASELINE's gap there (% above the optimum), and the largest size tried whose solve still
returns a dual bound (at least the LP relaxation's), with BASELINE's gap to that bound; the
ladder stops two sizes past the first one not proven optimal.

    taskset -c 0 python benchmarks/frontier_batch.py [--time-limit 60]
    taskset -c 0 python benchmarks/frontier_batch.py --check 40 --time-limit 60 --seeds 5
    taskset -c 0 python benchmarks/frontier_batch.py --check 60 --time-limit 20 --seeds 3

``--check JOBS`` solves instead both MILPs at JOBS jobs on seeds 0..``--seeds``−1 and
prints each solve, with whether its incumbent is no worse than BASELINE (always expected:
the solves start from BASELINE and reject worse incumbents).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from resched.batch.generate import random_integer_instance
from resched.batch.models import OBJECTIVES, baseline_flows, solve_max_flow, solve_weighted_flow
from resched.result import SolveOptions

sys.path.insert(0, str(Path(__file__).resolve().parent))

from frontier_cpu import options, proven, stopped, timed

NODES = 8
JOBS = (12, 16, 20, 24, 28, 32, 36, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 256)
"""Ladder of job counts (on :data:`NODES` nodes)."""
SOLVERS = {"max_flow": solve_max_flow, "weighted_flow": solve_weighted_flow}


def size_text(jobs: int) -> str:
    return f"{jobs} jobs, {NODES} nodes"


def gap_percent(heuristic: float, best: float | None) -> float | None:
    """BASELINE's excess over ``best`` (an optimum or a lower bound), in % of ``best``."""
    return None if best is None or best <= 0 else round(100.0 * (heuristic - best) / best, 3)


def measure(jobs: int, objective: str, time_limit: float | None, seed: int = 0) -> dict[str, Any]:
    """One solve: status ("optimal" only if proven within ``time_limit`` CPU seconds), objective,
    dual bound, BASELINE's value and start, wall and CPU seconds."""
    inst = random_integer_instance(jobs, NODES, seed)
    heuristic = baseline_flows(inst)[OBJECTIVES.index(objective)]
    if time_limit is None:
        result, cpu, wall = timed(lambda: SOLVERS[objective](inst, SolveOptions(threads=1)))
    else:
        result, cpu, wall = timed(lambda: SOLVERS[objective](inst, options(time_limit)))
    status = result.status.value
    if result.is_optimal and time_limit is not None and not proven(result, cpu, time_limit):
        status = f"optimal after {cpu:.0f} CPU s"
    return {
        "jobs": jobs,
        "seed": seed,
        "objective_name": objective,
        "status": status,
        "wall_seconds": round(wall, 2),
        "cpu_seconds": round(cpu, 2),
        "objective": result.objective,
        "bound": result.bound,
        "baseline": heuristic,
        "start_objective": result.start_objective,
        "no_worse_than_baseline": result.objective is None or result.objective <= heuristic + 1e-6,
    }


def ladder(objective: str, time_limit: float, beyond: int = 2) -> list[dict[str, Any]]:
    """The ladder's solves up to ``beyond`` sizes past the first one not proven optimal."""
    steps, past = [], 0
    for jobs in JOBS:
        step = measure(jobs, objective, time_limit)
        print(
            f"  {objective:13s} {size_text(jobs):17s} {step['status']:10s} cpu {step['cpu_seconds']:7.2f} s "
            f"(wall {step['wall_seconds']:6.2f} s)  objective {step['objective']}  bound {step['bound']}  "
            f"BASELINE {step['baseline']:.4g}",
            file=sys.stderr,
            flush=True,
        )
        steps.append(step)
        past += step["status"] != "optimal"
        if past >= beyond or step["bound"] is None:
            break
    return steps


def frontier_row(objective: str, steps: list[dict[str, Any]]) -> dict[str, Any]:
    """The frontier row of one model from its ladder."""
    failed = next((k for k, s in enumerate(steps) if s["status"] != "optimal"), len(steps))
    optimal = steps[:failed]
    bounded = [s for s in steps if s["bound"] is not None or s["status"] == "optimal"]
    best = optimal[-1] if optimal else None
    row = {
        "family": "batch",
        "model": objective,
        "size": size_text(best["jobs"]) if best else "none",
        "status": best["status"] if best else (steps[0]["status"] if steps else "none"),
        "cpu_seconds": best["cpu_seconds"] if best else None,
        "wall_seconds": best["wall_seconds"] if best else None,
        "heuristic": "BASELINE",
        "gap_percent": gap_percent(best["baseline"], best["objective"]) if best else None,
        "lp_bounded_size": "none",
        "next": stopped(size_text(steps[failed]["jobs"]), steps[failed]["status"], steps[failed]["cpu_seconds"])
        if failed < len(steps)
        else None,
    }
    if bounded:
        last = bounded[-1]
        gap = gap_percent(last["baseline"], last["objective"] if last["status"] == "optimal" else last["bound"])
        row["lp_bounded_size"] = (
            f"{size_text(last['jobs'])} (gap ≤ {gap:.3g}%)" if gap is not None else size_text(last["jobs"])
        )
    return row


def rows(time_limit: float = 60.0) -> list[dict[str, Any]]:
    """The frontier rows of the family (keys of benchmarks/bench_frontier.py)."""
    return [frontier_row(objective, ladder(objective, time_limit)) for objective in OBJECTIVES]


def check(jobs: int, time_limit: float, seeds: int) -> list[dict[str, Any]]:
    """Both MILPs at ``jobs`` jobs on seeds 0..``seeds``−1 under ``time_limit`` (s)."""
    return [measure(jobs, objective, time_limit, seed) for seed in range(seeds) for objective in OBJECTIVES]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--time-limit", type=float, default=60.0)
    parser.add_argument("--check", type=int, default=None, help="solve both MILPs at this many jobs instead")
    parser.add_argument("--seeds", type=int, default=3, help="--check: seeds 0..SEEDS-1")
    args = parser.parse_args()
    if args.check:
        for step in check(args.check, args.time_limit, args.seeds):
            print(step, flush=True)
        return
    for row in rows(args.time_limit):
        print(row, flush=True)


if __name__ == "__main__":
    main()
