"""Certified frontier of the iterative family's exact models ([CORE-D5]).

On one thread under ``time_limit`` CPU seconds (build and read-back included;
benchmarks/frontier_cpu.py), each model is
solved on a ladder of growing instances until the first one not proven optimal in time:

* ``chain_lp``, ``chain_milp``: the neuroscience application (7 tasks, Table II) at
  p_fail = 10^−0.5, N iterations unrolled (N·7 tasks, (7N)(7N+1)/2 arcs), started from the
  Toueg–Babaoglu DP (the LP from its tree's basis, the MILP from its checkpoints);
  heuristic: ``Optimal[N]``, the optimal pattern run on the N iterations (the registered
  finite-run heuristic), its gap to the least expected makespan;
* ``ratio_cycle_lp``: the synthetic application of n tasks (t_i ~ U(100, 1000) s, c = r = 0.1·t,
  seed 1) at p_fail = 10⁻²; heuristic: the best §3.4.1 reference strategy (steady-state
  slowdown), its gap to SD*.

The chain MILP's LP relaxation is the chain LP (integral), so its ``lp_bounded_size`` is the
chain LP's frontier; the two LPs bound themselves.

    taskset -c 0 python benchmarks/frontier_iterative.py [--time-limit 60]
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from resched.iterative.algorithms.chain import STRATEGIES, positions, slowdown
from resched.iterative.generate import neuroscience, synthetic
from resched.iterative.metrics import chain_cost
from resched.iterative.models import solve_chain
from resched.iterative.models.ratio_cycle_lp import solve_ratio_cycle

sys.path.insert(0, str(Path(__file__).resolve().parent))

from frontier_cpu import options, proven, stopped, timed

CHAIN_P_FAIL, RATIO_P_FAIL = 10**-0.5, 1e-2
LADDERS = {
    "chain_lp": (40, 80, 120, 200, 300, 400, 500, 650, 800),  # N = 500: 6.1M arcs, about 1 GB while built
    "chain_milp": (20, 40, 60, 80, 100, 120, 160, 200, 240, 320, 400),
    "ratio_cycle_lp": (20, 50, 100, 150, 200, 300, 400, 500, 700, 1000, 1400, 2000),
}


def chain_step(binary: bool, iterations: int, time_limit: float) -> dict[str, Any]:
    """One chain model on N = ``iterations`` of the neuroscience application."""
    app = neuroscience(CHAIN_P_FAIL, iterations=iterations)
    result, cpu, wall = timed(lambda: solve_chain(app, options(time_limit), binary))
    heuristic = chain_cost(app.chain(), positions(app, "Optimal", iterations))
    return {
        "size": f"N = {iterations} ({iterations * app.n} tasks)",
        "result": result,
        "cpu_seconds": cpu,
        "wall_seconds": wall,
        "heuristic": "Optimal[N]",
        "value": heuristic,
    }


def ratio_step(tasks: int, time_limit: float) -> dict[str, Any]:
    """The ratio-cycle LP on the synthetic application of ``tasks`` tasks."""
    app = synthetic(tasks, RATIO_P_FAIL, iterations=1)
    result, cpu, wall = timed(lambda: solve_ratio_cycle(app, options(time_limit)))
    name, value = min(((s, slowdown(app, s)) for s in STRATEGIES), key=lambda pair: pair[1])
    return {
        "size": f"n = {tasks} tasks",
        "result": result,
        "cpu_seconds": cpu,
        "wall_seconds": wall,
        "heuristic": name,
        "value": value,
    }


def climb(model: str, step: Callable[[int, float], dict[str, Any]], time_limit: float) -> dict[str, Any]:
    """The frontier row of ``model``: its ladder up to the first size not proven optimal within
    ``time_limit`` (the last proven one is reported, with the heuristic's gap to its optimum)."""
    best = None
    for size in LADDERS[model]:
        measured = step(size, time_limit)
        result = measured["result"]
        print(
            f"  {model:15s} {measured['size']:24s} {result.status.value:10s} cpu {measured['cpu_seconds']:7.1f} s"
            f"  wall {measured['wall_seconds']:7.1f} s",
            file=sys.stderr,
            flush=True,
        )
        if not proven(result, measured["cpu_seconds"], time_limit):
            stop = stopped(measured["size"], result.status.value, measured["cpu_seconds"])
            break
        best = measured
    else:
        stop = None
    if best is None:
        return {
            "family": "iterative",
            "model": model,
            "size": "none",
            "status": result.status.value,
            "cpu_seconds": None,
            "wall_seconds": None,
            "heuristic": None,
            "gap_percent": None,
            "lp_bounded_size": "none",
            "next": stop,
        }
    optimum = best["result"].objective
    return {
        "family": "iterative",
        "model": model,
        "size": best["size"],
        "status": best["result"].status.value,
        "cpu_seconds": round(best["cpu_seconds"], 2),
        "wall_seconds": round(best["wall_seconds"], 2),
        "heuristic": best["heuristic"],
        "gap_percent": round(100 * (best["value"] - optimum) / optimum, 4),
        "lp_bounded_size": best["size"],
        "next": stop,
    }


def rows(time_limit: float = 60.0) -> list[dict[str, Any]]:
    chain_lp = climb("chain_lp", lambda n, limit: chain_step(False, n, limit), time_limit)
    chain_milp = climb("chain_milp", lambda n, limit: chain_step(True, n, limit), time_limit)
    chain_milp["lp_bounded_size"] = chain_lp["size"]  # its relaxation is the chain LP
    return [chain_lp, chain_milp, climb("ratio_cycle_lp", ratio_step, time_limit)]


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--time-limit", type=float, default=60.0)
    for row in rows(parser.parse_args().time_limit):
        print(row)
