"""What a reservation holds ([BATCH-D30]): ``--reservations count`` (the default, a profile of
free-node counts) against ``machines`` (specific machines, as Batsched's
``Schedule::add_job_first_fit``).

1. 20 random integer workloads (:func:`resched.batch.generate.random_integer_instance`, 30
   jobs on 8 nodes, seeds 0–19) and 20 real-valued ones (:func:`random_instance`, 30 jobs on
   12 nodes, load 1.5, failure-free, seeds 0–19): BASELINE with ``machines`` against the
   Batsched-like reference (``tests/oracles/batsched_reference.py``, the schedule of every job
   equal: start and machines), and the workloads on which the count profile starts a job at
   another time, with the range of the ratio of mean flows (machines / count).
2. The synthetic 128-node workload of §4.5.3 (1000 jobs, seeds 1–3), failure-free and with
   μ = 30 min, D = 10 min: BASELINE and SFSJ (``compress``), utilization, size-weighted mean
   flow and the simulation's seconds in both modes.

    python benchmarks/bench_batch_reservations.py
"""

from __future__ import annotations

import sys
import time
from dataclasses import replace
from pathlib import Path

import numpy as np

from resched.batch.algorithms import BASELINE, SFSJ
from resched.batch.generate import random_instance, random_integer_instance, synthetic_workload
from resched.batch.metrics import evaluate
from resched.batch.simulate import simulate

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))  # the reference is a test oracle
from oracles.batsched_reference import RefJob, batsched_schedule


def random_rows() -> list[dict]:
    rows = []
    makers = {
        "integer": lambda s: random_integer_instance(30, nodes=8, seed=s),
        "real": lambda s: random_instance(s, nodes=12, n_jobs=30, load=1.5, mtbf=None, failures=()),
    }
    for kind, make in makers.items():
        same, differ, ratios = 0, 0, []
        for seed in range(20):
            inst = make(seed)
            reference = batsched_schedule(
                inst.nodes, [RefJob(j.release, j.size, j.length, j.requested) for j in inst.jobs]
            )
            machines = simulate(inst, replace(BASELINE, reservations="machines"))
            counted = simulate(inst, BASELINE)
            got = {a.job: (a.start, tuple(int(n) for n in a.nodes)) for a in machines.attempts}
            same += all(got[j] == reference[j] for j in range(len(inst.jobs)))
            starts = {a.job: a.start for a in counted.attempts}
            differ += any(starts[j] != reference[j][0] for j in range(len(inst.jobs)))
            ratios.append(machines.flows.mean() / counted.flows.mean())
        rows.append(
            {
                "workloads": kind,
                "machines = reference": f"{same}/20",
                "count differs": f"{differ}/20",
                "mean flow machines/count": f"{min(ratios):.3f}–{max(ratios):.3f} (mean {np.mean(ratios):.3f})",
            }
        )
    return rows


def synthetic_rows(seeds=(1, 2, 3)) -> list[dict]:
    rows = []
    for seed in seeds:
        workload = synthetic_workload(seed)
        for label, mtbf in (("failure-free", None), ("mu=1800 D=600", 1800.0)):
            inst = workload.instance(mtbf, 600.0, seed, 300.0 if mtbf else 0.0, 300.0 if mtbf else 0.0)
            for base in (BASELINE, SFSJ):
                row: dict = {"seed": seed, "scenario": label, "strategy": base.name}
                for mode in ("count", "machines"):
                    start = time.perf_counter()
                    result = simulate(inst, replace(base, reservations=mode))
                    seconds = time.perf_counter() - start
                    flat = evaluate(result).flat()
                    row[f"util {mode}"] = round(float(flat["utilization"]), 4)
                    row[f"wflow {mode}"] = round(float(flat["weighted_flow_all"]))
                    row[f"s {mode}"] = round(seconds, 2)
                rows.append(row)
    return rows


def show(rows: list[dict]) -> None:
    keys = list(rows[0])
    print("  ".join(keys))
    for row in rows:
        print("  ".join(str(row[k]) for k in keys))


if __name__ == "__main__":
    show(random_rows())
    print()
    show(synthetic_rows())
