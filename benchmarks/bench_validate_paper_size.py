"""``resched validate`` on one paper-size instance of every family, under the limits below
(issue 46 point 1: ≤ 10 min on one core, with a bound for every heuristic).

The instances (seed 0), at the papers' sizes:

- varcap: ``resched varcap generate``'s defaults (400 sections of the paper's trace setting);
- riskaware: the offline-MILP generator at 120 jobs, 16 machines (its largest), horizon 48
  (the frontier's LP-bounded size, docs/frontier.md; the paper's traces are online only);
- reservation: the exponential law discretised on n = 1000 points, C = R = 0.1 (Table 2's n);
- moldable: n = 500 jobs of the §5.1 ``mix`` model on P = 7500 processors, failures drawn at
  λ = 1e-7 (the paper's largest setting);
- iterative: ``resched iterative generate neuroscience``'s defaults (N = 1000 iterations);
- batch: the §4.5.3 synthetic workload on integer data at its size, 1000 jobs on 128 nodes
  (:func:`resched.batch.generate.random_integer_instance`).

Per family it prints the CPU seconds of the whole validate (``time.process_time``: one
thread, so that the machine's load does not count; HiGHS runs on one thread), its rows, and
how many heuristic rows were compared with a proven optimum, with a bound only (an exact
model's bound, or a certified :class:`~resched.declarations.Bound` where no exact model
applies or finishes), or with nothing (``none``: its row says why), and how many runs a limit
stopped; then one Markdown table of all the families (docs/engine.md shows it, with the
command that produced it). The target: every family ≤ 600 s of CPU and ``none`` = 0::

    taskset -c 0 python benchmarks/bench_validate_paper_size.py [--time-limit 60] [--node-limit 2000]
        [--family varcap ...]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

from resched.declarations import Instance
from resched.library import STOPPED, validate_instances
from resched.registry import load_instance
from resched.result import SolveOptions


def _generated(verb: list[str], folder: Path, name: str) -> Instance:
    """The instance written by ``resched <verb> -o folder/name.json``."""
    path = folder / f"{name}.json"
    subprocess.run([sys.executable, "-m", "resched", *verb, "-o", str(path)], check=True, capture_output=True)
    return load_instance(path)


def varcap(folder: Path) -> Instance:
    return _generated(["varcap", "generate"], folder, "varcap-paper")


def riskaware(folder: Path) -> Instance:
    verb = ["riskaware", "generate", "--jobs", "120", "--machines", "16", "--horizon", "48"]
    return _generated(verb, folder, "riskaware-paper")


def iterative(folder: Path) -> Instance:
    return _generated(["iterative", "generate", "neuroscience"], folder, "iterative-paper")


def reservation(folder: Path) -> Instance:
    from resched.reservation import Costs, law
    from resched.reservation.instance import ReservationInstance

    return ReservationInstance("exponential-n1000", law("exponential").discretize(1000), Costs(0.1, 0.1))


def moldable(folder: Path) -> Instance:
    from resched.moldable.generate import draw_failures, random_parameters
    from resched.moldable.instance import from_dict

    n, P = 500, 7500
    _, params = random_parameters("mix", n, np.random.default_rng(0))
    jobs = [{"name": f"J{j}", "model": "mix", **{k: float(v[j]) for k, v in params.items()}} for j in range(n)]
    failures = draw_failures(params["w"], 1e-7, 1, 0)[0]
    document = {"family": "moldable", "schema_version": 1, "name": "mix-500-P7500", "P": P, "jobs": jobs}
    return from_dict(document | {"failures": failures.tolist()})


def batch(folder: Path) -> Instance:
    from resched.batch.generate import random_integer_instance

    return random_integer_instance(1000, 128, 0)


FAMILIES: dict[str, Callable[[Path], Instance]] = {
    "varcap": varcap,
    "riskaware": riskaware,
    "reservation": reservation,
    "moldable": moldable,
    "iterative": iterative,
    "batch": batch,
}


def tally(rows: list[dict[str, object]]) -> dict[str, int]:
    """Heuristic rows with a reference value: a proven optimum, or a bound only (``bound``
    counts the rows whose run a limit stopped, which show the bound without an objective:
    ``stopped``); with none (their rows say why); violations."""
    runs = [r for r in rows if r["kind"] in ("heuristic", "exact algorithm")]
    return {
        "rows": len(rows),
        "heuristics": len(runs),
        "optimum": sum(1 for r in runs if r["reference"] is not None and r["status"] == "proven optimum"),
        "bound": sum(1 for r in runs if r["reference"] is not None and r["status"] != "proven optimum"),
        "none": sum(1 for r in runs if r["reference"] is None),
        "stopped": sum(1 for r in runs if str(r["status"]).startswith(STOPPED)),
        "violations": sum(1 for r in rows if r["violation"]),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--time-limit", type=float, default=60.0, help="seconds per model and per algorithm run")
    parser.add_argument("--node-limit", type=int, default=2000, help="branch-and-bound nodes per MILP solve")
    parser.add_argument("--family", action="append", choices=sorted(FAMILIES), help="repeatable (default: all)")
    args = parser.parse_args()
    options = SolveOptions(time_limit=args.time_limit, node_limit=args.node_limit, threads=1)
    print(f"limits: {options.to_dict()}")
    table = [
        "| family | instance | CPU s | heuristic rows | vs optimum | vs bound | none | stopped | violations |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    with tempfile.TemporaryDirectory(prefix="resched-paper-") as tmp:
        for name in args.family or FAMILIES:
            inst = FAMILIES[name](Path(tmp))
            cpu, wall = time.process_time(), time.perf_counter()
            rows = validate_instances([(None, inst)], options=options, on_row=lambda r: print("  ", _line(r)))
            cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
            counted = tally(rows)
            counts = " ".join(f"{k}={v}" for k, v in counted.items())
            print(f"{name}: {inst.name}: {cpu:.1f} s CPU ({wall:.1f} s wall) {counts}", flush=True)
            cells = [counted[k] for k in ("heuristics", "optimum", "bound", "none", "stopped", "violations")]
            table.append(f"| {name} | {inst.name} | {cpu:.1f} | " + " | ".join(map(str, cells)) + " |")
    print("\n".join(table))


def _line(row: dict[str, object]) -> str:
    gap = "" if row["gap_percent"] is None else f", gap {row['gap_percent']:.3g} %"
    seen = f"{row['method']}: {row['status']} (objective {row['objective']}, vs {row['optimum_or_bound']}{gap})"
    return f"{seen} [{row['seconds']:.1f} s]"


if __name__ == "__main__":
    main()
