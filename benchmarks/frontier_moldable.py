"""Certified frontier of the moldable family's exact models ([CORE-D5]).

Two ladders of seeded random instances, each MILP solved on one thread under ``time_limit``
CPU seconds (build included; benchmarks/frontier_cpu.py), started from its heuristic:

* ``dag_allotment`` (LB*, the chain allotment MILP of §4.2 on the f_j+1 attempts of each job,
  built as a HiGHS matrix): §5.1 mix job sets of n jobs on P = 1000 processors, one failure
  scenario at λ = 3·10^-7 (seed 1); started from the best allocation with one p per job
  (``uniform_allotment``), the heuristic whose gap is reported.
* ``time_indexed_opt`` (T_OPT, §4.5): n jobs with integer communication-like times
  t_j(p) = ⌈w_j/p + (p−1)·c_j⌉ (w_j ∈ [4, 40), c_j ∈ {0, 1}) on P = 8 processors,
  f_j ~ Geometric(0.7) − 1 (seed n); started from the best of the four LIST algorithms' schedules
  (horizon = its makespan, C_max ≥ ⌈LB_LP⌉), the heuristic whose gap is reported.

Reported per model: the largest size proven optimal, its seconds, the heuristic's gap to
the optimum (%), and the largest size at which the heuristic's gap is still certified by an LP
bound: LB_LP (§4.3, polynomial) at the paper's size, n = 500 jobs on P = 7500 processors (mix,
λ = 10^-7, one scenario), where ``lp_gap_percent`` is the heuristic's gap to LB_LP.

    taskset -c 0 python benchmarks/frontier_moldable.py [--time-limit 60]

Each ladder stops at its first size not proven optimal (``beyond``: its incumbent and bound).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import numpy as np

from resched.moldable.algorithms.batch_list import uniform_allotment
from resched.moldable.generate import draw_failures, random_jobset
from resched.moldable.instance import MoldableInstance, from_dict
from resched.moldable.instance.jobs import JobSet
from resched.moldable.metrics import lp_bound
from resched.moldable.models import EXACT_MODELS, best_list_schedule, best_schedule
from resched.moldable.models.dag_allotment import solve_chain_allotment

sys.path.insert(0, str(Path(__file__).resolve().parent))

from frontier_cpu import options, proven, stopped, timed

LB_STAR_JOBS = (5, 10, 25, 50, 75, 100, 150, 200)
T_OPT_JOBS = (4, 6, 8, 10, 12, 16, 20, 24, 32)
PAPER = (500, 7500)


def uniform_bound(jobs: JobSet, lengths: np.ndarray) -> float:
    """L (Eq. 8) of the best allocation with one p per job: the LB* MILP's start."""
    p = uniform_allotment(jobs, lengths)
    rows = np.arange(jobs.n)
    return float(max((lengths * jobs.times[rows, p - 1]).max(), (lengths * jobs.areas[rows, p - 1]).sum() / jobs.P))


def lb_star_step(n: int, time_limit: float) -> dict[str, Any]:
    jobs = random_jobset("mix", n, 1000, 1)
    lengths = draw_failures(jobs.work, 3e-7, 1, (1, 1))[0] + 1
    binaries = int((np.diff(jobs.pareto.start) * lengths).sum())
    result, cpu, wall = timed(
        lambda: solve_chain_allotment(jobs, lengths, options(time_limit), start=uniform_allotment)
    )
    return _step(
        f"{n} jobs, 1000 processors ({binaries:,} binaries)",
        result,
        (cpu, wall, time_limit),
        uniform_bound(jobs, lengths),
    )


def t_opt_instance(n: int, P: int = 8) -> MoldableInstance:
    rng = np.random.default_rng(n)
    w, c = rng.integers(4, 40, size=n), rng.integers(0, 2, size=n)
    p = np.arange(1, P + 1)
    times = np.ceil(w[:, None] / p[None, :] + (p[None, :] - 1) * c[:, None])
    failures = rng.geometric(0.7, size=n) - 1
    return from_dict(
        {
            "family": "moldable",
            "schema_version": 1,
            "name": f"frontier-{n}",
            "P": P,
            "jobs": [{"model": "table", "times": row.tolist()} for row in times],
            "failures": failures.tolist(),
        }
    )


def t_opt_step(n: int, time_limit: float) -> dict[str, Any]:
    inst = t_opt_instance(n)
    model = next(m for m in EXACT_MODELS if m.name == "time_indexed_opt")
    result, cpu, wall = timed(lambda: model.run(inst, options(time_limit)))
    attempts = int((inst.scenario + 1).sum())
    return _step(
        f"{n} jobs ({attempts} attempts), 8 processors",
        result,
        (cpu, wall, time_limit),
        best_list_schedule(inst).makespan,
    )


def _step(size: str, result, seconds: tuple[float, float, float], heuristic: float) -> dict[str, Any]:
    """One solve's row (``seconds``: CPU, wall, CPU limit); "optimal" only if proven within the limit."""
    cpu, wall, limit = seconds
    status = "optimal" if proven(result, cpu, limit) else result.status.value
    if result.is_optimal and status != "optimal":
        status = f"optimal after {cpu:.0f} CPU s"
    gap = 100 * (heuristic - result.objective) / result.objective if result.is_optimal else None
    print(f"  {size:45s} {status:12s} cpu {cpu:7.1f} s  wall {wall:7.1f} s", file=sys.stderr, flush=True)
    return {
        "size": size,
        "status": status,
        "cpu_seconds": round(cpu, 2),
        "wall_seconds": round(wall, 2),
        "objective": result.objective,
        "bound": result.bound,
        "start_objective": result.start_objective,
        "heuristic_value": heuristic,
        "gap_percent": gap,
    }


def paper_size_lp_gap(heuristic: str) -> tuple[str, float, float]:
    """(size, heuristic's gap to LB_LP in %, seconds of LB_LP) at the paper's size."""
    n, P = PAPER
    jobs = random_jobset("mix", n, P, 1)
    lengths = draw_failures(jobs.work, 1e-7, 1, (1, 1))[0] + 1
    bound, seconds, _ = timed(lambda: lp_bound(jobs, lengths))
    value = uniform_bound(jobs, lengths) if heuristic == "uniform" else best_schedule(jobs, lengths - 1).makespan
    return f"{n} jobs, {P} processors", 100 * (value - bound) / bound, seconds


def ladder(step, sizes, time_limit: float) -> list[dict[str, Any]]:
    steps = []
    for n in sizes:
        steps.append(step(n, time_limit))
        if steps[-1]["status"] != "optimal":
            break
    return steps


def frontier_row(model: str, heuristic: str, steps: list[dict[str, Any]], paper: tuple[str, float, float]):
    optimal = [s for s in steps if s["status"] == "optimal"]
    best = (
        optimal[-1]
        if optimal
        else {
            "size": "none",
            "status": steps[0]["status"],
            "cpu_seconds": None,
            "wall_seconds": None,
            "gap_percent": None,
        }
    )
    return {
        "family": "moldable",
        "model": model,
        "size": best["size"],
        "status": best["status"],
        "cpu_seconds": best["cpu_seconds"],
        "wall_seconds": best["wall_seconds"],
        "heuristic": heuristic,
        "gap_percent": best["gap_percent"],
        "lp_bounded_size": paper[0],
        "lp_gap_percent": paper[1],
        "lp_seconds": round(paper[2], 2),
        "beyond": _beyond(steps[-1]) if steps[-1] is not best else None,
        "next": _next(steps[-1]) if steps[-1] is not best else None,
    }


def _next(step: dict[str, Any]) -> str:
    """The first size not proven, for the table: size, status, CPU seconds (benchmarks/frontier_cpu.py)."""
    return stopped(step["size"], step["status"], step["cpu_seconds"])


def _beyond(step: dict[str, Any]) -> str:
    """The first size not proven optimal, in words: status, incumbent, bound and their gap."""
    if step["objective"] is None or step["bound"] is None:
        return f"{step['size']}: {step['status']} after {step['cpu_seconds']} CPU s, no incumbent or bound"
    gap = 100 * (step["objective"] - step["bound"]) / step["objective"]
    return (
        f"{step['size']}: {step['status']} after {step['cpu_seconds']} CPU s, incumbent {step['objective']:.6g} "
        f"(start {step['start_objective']:.6g}), bound {step['bound']:.6g} ({gap:.3g} %)"
    )


def rows(time_limit: float = 60.0) -> list[dict]:
    """The frontier rows of ``dag_allotment`` (LB*) and ``time_indexed_opt`` (T_OPT)."""
    return [
        frontier_row(
            "dag_allotment",
            "uniform allotment (one p per job, the MILP's start)",
            ladder(lb_star_step, LB_STAR_JOBS, time_limit),
            paper_size_lp_gap("uniform"),
        ),
        frontier_row(
            "time_indexed_opt",
            "best of LPA-LIST, BATCH-LIST, MINTIME, MINAREA (the MILP's start)",
            ladder(t_opt_step, T_OPT_JOBS, time_limit),
            paper_size_lp_gap("list"),
        ),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--time-limit", type=float, default=60.0)
    args = parser.parse_args()
    for row in rows(args.time_limit):
        print(row)


if __name__ == "__main__":
    main()
