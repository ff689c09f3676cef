"""Certified frontier of the reservation family's exact models ([CORE-D5]).

The shortest-path LPs of Thm 2's state graph (``shortest_path``: all strategies, O(n³) arcs;
``shortest_path_all_ckpt``, ``shortest_path_no_ckpt``: the §3.4 classes, O(n²) arcs), built in
Pyomo and solved by HiGHS on one thread, on the Exponential(1) law of Table 1 discretised into
n chunks (C = R = 0.1 h, α = 1, β = γ = 0), for growing n until the first n not proven optimal
within ``time_limit`` CPU seconds (build included; benchmarks/frontier_cpu.py). The heuristic is the best periodic strategy of
the same class (ALL-CKPT-PER, or NO-CKPT-PER for the no-checkpoint class, best τ in
[1, 1000]), its gap to the LP's optimum. The LPs bound themselves (``lp_bounded_size`` = the
size proven). The DPs of Thm 2 (O(n²)) and §3.4 (O(n)) give the same optima at any n up to
200,000 chunks (``benchmarks/bench_reservation.py``).

    taskset -c 0 python benchmarks/frontier_reservation.py [--time-limit 60]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from resched.reservation import Costs, law, periodic
from resched.reservation.instance import ReservationInstance
from resched.reservation.models import EXACT_MODELS

sys.path.insert(0, str(Path(__file__).resolve().parent))

from frontier_cpu import options, proven, stopped, timed

LADDERS = {
    "shortest_path": (10, 20, 30, 40, 60, 80, 100, 120, 160, 200),
    "shortest_path_all_ckpt": (50, 100, 200, 400, 800, 1000, 1200, 1600, 2000, 2400, 3200),
    "shortest_path_no_ckpt": (50, 100, 200, 400, 800, 1000, 1200, 1600, 2000, 2400, 3200),
}
PERIODIC = {"shortest_path": True, "shortest_path_all_ckpt": True, "shortest_path_no_ckpt": False}


def step(model: str, n: int, time_limit: float) -> dict[str, Any]:
    """The model on the n-chunk grid: its result, seconds, and the periodic heuristic's cost."""
    costs = Costs(0.1, 0.1)
    instance = ReservationInstance(f"exponential-n{n}", law("exponential").discretize(n), costs)
    exact = next(m for m in EXACT_MODELS if m.name == model)
    result, cpu, wall = timed(lambda: exact.run(instance, options(time_limit)))
    heuristic = periodic(instance.law, costs, PERIODIC[model])
    return {
        "size": f"n = {n} support points",
        "result": result,
        "cpu_seconds": cpu,
        "wall_seconds": wall,
        "heuristic": heuristic.name.upper(),
        "value": heuristic.expected_cost,
    }


def frontier(model: str, time_limit: float) -> dict[str, Any]:
    """The row of ``model``: the largest n of its ladder proven optimal within ``time_limit``."""
    row = {
        "family": "reservation",
        "model": model,
        "size": "none",
        "status": "none",
        "cpu_seconds": None,
        "wall_seconds": None,
        "heuristic": None,
        "gap_percent": None,
        "lp_bounded_size": "none",
    }
    for n in LADDERS[model]:
        measured = step(model, n, time_limit)
        result = measured["result"]
        print(
            f"  {model:24s} n = {n:5d} {result.status.value:10s} cpu {measured['cpu_seconds']:7.1f} s"
            f"  wall {measured['wall_seconds']:7.1f} s",
            file=sys.stderr,
            flush=True,
        )
        if not proven(result, measured["cpu_seconds"], time_limit):
            row["next"] = stopped(measured["size"], result.status.value, measured["cpu_seconds"])
            break
        gap = 100 * (measured["value"] - result.objective) / result.objective
        row.update(
            size=measured["size"],
            status=result.status.value,
            cpu_seconds=round(measured["cpu_seconds"], 2),
            wall_seconds=round(measured["wall_seconds"], 2),
            heuristic=measured["heuristic"],
            gap_percent=round(gap, 4),
            lp_bounded_size=measured["size"],
        )
    return row


def rows(time_limit: float = 60.0) -> list[dict[str, Any]]:
    return [frontier(model, time_limit) for model in LADDERS]


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--time-limit", type=float, default=60.0)
    for row in rows(parser.parse_args().time_limit):
        print(row)
