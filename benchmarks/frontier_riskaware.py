"""Certified frontier of the risk-aware offline goodput MILP ([CORE-D5]).

For a ladder of random instances (``random_tiny``: M⁺ machines of 4 cores, one never off,
M_alive uniform in [1, M⁺] on random segments; releases in [0, T), 1–4 cores, lengths 1 to
T/2 + 1 ticks; seed 0; :data:`LADDER`), the offline MILP is solved on one thread under ``time_limit``
CPU seconds (build included; benchmarks/frontier_cpu.py),
started from the best online schedule (the registry's algorithms run up to T). Reported:
the largest size proven optimal, the best online policy's gap to that optimum, and the
largest size at which HiGHS still returned a finite dual bound (so that the online gap is
bounded), past the optimal ones.

    taskset -c 0 python benchmarks/frontier_riskaware.py [--time-limit 60]

The run stops at the first size with no bound (or past the model's size limit), or two sizes
past the first one not proven.
``--ratios N`` prints instead each online algorithm's goodput over the offline optimum on
``random_tiny(seed)`` for seeds 0..N−1 (3 machines × 4 cores, 6 jobs, T = 12), solved without
a time limit; with ``--csv FILE`` it also writes them there (the generated table of
docs/riskaware.md reads ``docs/figures/riskaware/online-ratios.csv``).
"""

from __future__ import annotations

import argparse
import csv
import sys
from pathlib import Path
from typing import Any

from resched.errors import ModelError
from resched.result import SolveOptions
from resched.riskaware.generate import random_tiny
from resched.riskaware.models import best_online, solve_offline_goodput

sys.path.insert(0, str(Path(__file__).resolve().parent))

from frontier_cpu import options, proven, stopped, timed

#: (jobs, machines M⁺, horizon T in ticks), in increasing size.
#: M⁺ ≈ 0.3·n keeps the work near the expected capacity (load ≈ 1: n · 2.5 cores · T/4 ticks
#: against 4 cores · (M⁺ + 1)/2 machines · T), so that the optimum is not trivially 1.
LADDER = (
    (6, 2, 12),
    (10, 3, 16),
    (15, 4, 20),
    (20, 6, 24),
    (30, 9, 28),
    (40, 12, 32),
    (50, 15, 34),
    (60, 18, 36),
    (80, 24, 40),
    (120, 36, 48),
)
CORES = 4


def size_text(jobs: int, machines: int, horizon: int) -> str:
    return f"{jobs} jobs, {machines} machines, T = {horizon}"


def measure(jobs: int, machines: int, horizon: int, time_limit: float, seed: int = 0) -> dict[str, Any]:
    """One ladder step: the MILP's status ("optimal" only if proven within ``time_limit`` CPU
    seconds), objective, bound, CPU and wall seconds (build + solve), the best online policy,
    its goodput and its gap to the bound (%)."""
    inst = random_tiny(seed, machines=machines, cores=CORES, n_jobs=jobs, horizon=horizon)
    name, online, _ = best_online(inst)
    result, cpu, wall = timed(lambda: solve_offline_goodput(inst, options(time_limit)))
    bound = result.objective if result.is_optimal else result.bound
    status = "optimal" if proven(result, cpu, time_limit) else result.status.value
    if result.is_optimal and status != "optimal":
        status = f"optimal after {cpu:.0f} CPU s"
    gap = None if bound is None or bound <= 0 else 100 * (bound - online) / bound
    return {
        "size": size_text(jobs, machines, horizon),
        "status": status,
        "cpu_seconds": round(cpu, 2),
        "wall_seconds": round(wall, 2),
        "objective": result.objective,
        "bound": result.bound,
        "start_objective": result.start_objective,
        "heuristic": name,
        "online_goodput": online,
        "gap_percent": gap,
    }


def ladder(time_limit: float = 60.0, beyond: int = 2) -> list[dict[str, Any]]:
    """Every ladder step up to the first one without a dual bound (or refused as too big), and
    at most ``beyond`` steps past the first one not proven (a run takes a bounded time)."""
    steps: list[dict[str, Any]] = []
    for jobs, machines, horizon in LADDER:
        if sum(step["status"] != "optimal" for step in steps) >= beyond:
            break
        try:
            step = measure(jobs, machines, horizon, time_limit)
        except ModelError:
            break
        steps.append(step)
        print(
            f"  offline_goodput {step['size']:34s} {step['status']:10s} cpu {step['cpu_seconds']:7.1f} s"
            f"  wall {step['wall_seconds']:7.1f} s  objective {step['objective']}  bound {step['bound']}",
            file=sys.stderr,
            flush=True,
        )
        if step["bound"] is None and step["status"] != "optimal":
            break
    return steps


def frontier_row(steps: list[dict[str, Any]]) -> dict[str, Any]:
    """The frontier row of ``offline_goodput`` from the ladder's steps."""
    failed = next((k for k, s in enumerate(steps) if s["status"] != "optimal"), len(steps))
    optimal = steps[:failed]  # every smaller size proven too
    bounded = [s for s in steps if s["status"] == "optimal" or s["bound"] is not None]
    best = (
        optimal[-1]
        if optimal
        else {
            "size": "none",
            "status": steps[0]["status"] if steps else "none",
            "cpu_seconds": None,
            "wall_seconds": None,
            "heuristic": None,
            "gap_percent": None,
        }
    )
    return {
        "family": "riskaware",
        "model": "offline_goodput",
        "size": best["size"],
        "status": best["status"],
        "cpu_seconds": best["cpu_seconds"],
        "wall_seconds": best["wall_seconds"],
        "heuristic": best["heuristic"],
        "gap_percent": best["gap_percent"],
        "lp_bounded_size": bounded[-1]["size"] if bounded else "none",
        "next": stopped(steps[failed]["size"], steps[failed]["status"], steps[failed]["cpu_seconds"])
        if failed < len(steps)
        else None,
    }


def rows(time_limit: float = 60.0) -> list[dict[str, Any]]:
    """The frontier rows of the family (keys of benchmarks/bench_frontier.py)."""
    return [frontier_row(ladder(time_limit))]


def online_ratios(seeds: int = 50) -> dict[str, list[float]]:
    """Online goodput / offline optimum of every compiled algorithm on ``seeds`` tiny
    instances (module doc), and the HiGHS seconds of the slowest MILP under the key ``seconds``."""
    from resched.riskaware.algorithms import Policy
    from resched.riskaware.family import ALGORITHMS
    from resched.riskaware.metrics import goodput
    from resched.riskaware.params import ALGORITHM_NAMES
    from resched.riskaware.simulate import simulate

    # the compiled algorithms (the authors' BSS, BS1, BP1 run their own simulator)
    ratios: dict[str, list[float]] = {spec.name: [] for spec in ALGORITHMS if spec.name in ALGORITHM_NAMES}
    slowest = 0.0
    for seed in range(seeds):
        inst = random_tiny(seed, machines=3, cores=4, n_jobs=6, horizon=12)
        best = solve_offline_goodput(inst, SolveOptions(threads=1))
        slowest = max(slowest, best.runtime)
        assert best.is_optimal
        for name, values in ratios.items():
            online = goodput(inst, simulate(inst, Policy(name), until=inst.horizon))
            values.append(online / best.objective if best.objective > 0 else 1.0)
    return {**ratios, "seconds": [slowest]}


def ratio_summary(ratios: dict[str, list[float]]) -> list[dict[str, Any]]:
    """Per algorithm: the instances, the mean and the smallest online / offline ratio, and the
    share of the instances on which it reaches the optimum (ratio within 1e-9 of 1)."""
    return [
        {
            "algorithm": name,
            "instances": len(values),
            "mean": sum(values) / len(values),
            "min": min(values),
            "optimal_share": sum(v > 1 - 1e-9 for v in values) / len(values),
        }
        for name, values in ratios.items()
    ]


def print_ratios(seeds: int, csv_path: str | None = None) -> None:
    ratios = online_ratios(seeds)
    print(f"slowest MILP solve (HiGHS, started from the best online schedule): {ratios.pop('seconds')[0]:.2f} s")
    summary = ratio_summary(ratios)
    for r in summary:
        print(f"{r['algorithm']:>17s}  mean {r['mean']:.3f}  min {r['min']:.3f}  optimal on {r['optimal_share']:.0%}")
    if csv_path:  # written whole, then moved into place: a reader never sees half a file
        partial = Path(f"{csv_path}.partial")
        with partial.open("w", newline="", encoding="utf-8") as handle:
            writer = csv.DictWriter(handle, fieldnames=list(summary[0]))
            writer.writeheader()
            writer.writerows(summary)
        partial.replace(csv_path)


def csv_problem(csv_path: str | None, ratios: int | None) -> str | None:
    """Why ``--csv csv_path`` cannot be honoured (checked before the solves), or None."""
    if csv_path is None:
        return None
    if not ratios:
        return "--csv needs --ratios N"
    if not Path(csv_path).parent.is_dir():
        return f"{csv_path}: no folder {Path(csv_path).parent}"
    return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--time-limit", type=float, default=60.0)
    parser.add_argument("--ratios", type=int, default=None, help="print the online/offline ratios on this many seeds")
    parser.add_argument("--csv", default=None, help="with --ratios: also write them to this CSV file")
    args = parser.parse_args()
    problem = csv_problem(args.csv, args.ratios)
    if problem:
        print(f"frontier_riskaware.py: {problem}", file=sys.stderr)
        raise SystemExit(2)
    if args.ratios:
        print_ratios(args.ratios, args.csv)
        return
    steps = ladder(args.time_limit)
    for step in steps:
        gap = "-" if step["gap_percent"] is None else f"{step['gap_percent']:.2f} %"
        print(
            f"{step['size']:>34s}  {step['status']:>10s}  {step['cpu_seconds']:7.2f} CPU s  start {step['start_objective']}  "
            f"objective {step['objective']}  bound {step['bound']}  {step['heuristic']} gap {gap}"
        )
    print(frontier_row(steps))


if __name__ == "__main__":
    main()
