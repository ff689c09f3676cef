"""Clairvoyant multi-section goodput bound ([VARCAP-D13]) vs the §3.4 area bound and the algorithms.

Instances: random_instance(seed, synthetic workload (seed 1), P_max ∈ {6, 8}, n ∈ {3, 4}
sections, avg_T 40, Load 2) for seeds 0–4 — 15 loaded instances of 10–12 jobs. Prints per
instance the goodput LP relaxation (and its time), the MILP (status, objective, bound, time;
limit --time-limit s; started from the best algorithm's schedule, as the exact model), the area
bound and the best goodput of the paper's algorithms.

    python benchmarks/bench_clairvoyant.py [--time-limit 30]
"""

from __future__ import annotations

import argparse
import time

from resched.result import SolveOptions
from resched.varcap.generate import Workload, random_instance
from resched.varcap.metrics.bounds import area_bounds
from resched.varcap.models import VALIDATED, _metrics, best_schedule
from resched.varcap.models.clairvoyant import solve_clairvoyant


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--time-limit", type=float, default=30.0)
    args = parser.parse_args()
    workload = Workload.synthetic(1)
    print("seed  m  n   LP       s     MILP status   objective  bound    s      area     best algorithm")
    for seed in range(5):
        for P_max, n in ((6, 3), (8, 3), (8, 4)):
            inst = random_instance(seed, workload, sections=n, p_max=P_max, avg_section_length=40, load=2)
            start = time.perf_counter()
            lp = solve_clairvoyant(inst, relax=True)
            t_lp = time.perf_counter() - start
            start = time.perf_counter()
            milp = solve_clairvoyant(inst, SolveOptions(time_limit=args.time_limit), start=best_schedule(inst))
            t_milp = time.perf_counter() - start
            best = max(_metrics(inst, name).goodput for name in VALIDATED)
            objective = "-" if milp.objective is None else f"{milp.objective:.4f}"
            print(
                f"{seed:4d} {len(inst.jobs):2d} {n:2d}  {lp.objective:.4f} {t_lp:5.1f}  {milp.status.value:12s} "
                f"{objective:9s}  {milp.bound:.4f} {t_milp:5.1f}  {area_bounds(inst).goodput:.4f}  {best:.4f}",
                flush=True,
            )


if __name__ == "__main__":
    main()
