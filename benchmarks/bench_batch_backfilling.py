"""Effect of the conservative-backfilling mode ([BATCH-D24]): reservations that move
later, and how much the schedules differ.

1. The synthetic 128-node workload of §4.5.3 (1000 jobs, seeds 1–3), failure-free and with
   μ = 30 min, D = 10 min: jobs whose reservation moved later at least once, per mode
   (``compress``: the thesis and default, ``compress-always``, ``replan``).
2. 150 random failure-free instances (:func:`resched.batch.generate.random_instance` with 20
   and with 70 jobs on 16 nodes, seeds 0–149): schedules that differ between ``compress``
   and ``replan`` (BASELINE), the range of the ratio of their size-weighted mean flows
   (compress / replan), and the instances where a ``compress`` reservation moved later.

    python benchmarks/bench_batch_backfilling.py
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from resched.batch.algorithms import BASELINE, SFSJ
from resched.batch.generate import random_instance, synthetic_workload
from resched.batch.params import BACKFILLINGS
from resched.batch.simulate import later_reservations, simulate


def moved_jobs(instance, strategy) -> tuple[int, int]:
    """(jobs whose reservation moved later at least once, number of such moves)."""
    moves = later_reservations(instance, strategy)
    return len({job for _, job, _, _ in moves}), len(moves)


def synthetic_rows(seeds=(1, 2, 3)) -> list[dict]:
    rows = []
    for seed in seeds:
        workload = synthetic_workload(seed)
        for label, mtbf in (("failure-free", None), ("mu=1800 D=600", 1800.0)):
            inst = workload.instance(mtbf, 600.0, seed, 300.0 if mtbf else 0.0, 300.0 if mtbf else 0.0)
            for base in (BASELINE, SFSJ):
                for mode in BACKFILLINGS:
                    jobs, moves = moved_jobs(inst, replace(base, backfilling=mode))
                    rows.append(
                        {
                            "seed": seed,
                            "scenario": label,
                            "strategy": base.name,
                            "backfilling": mode,
                            "jobs_moved_later": jobs,
                            "moves": moves,
                        }
                    )
    return rows


def weighted_flow(result) -> float:
    sizes = result.instance.sizes
    return float((result.flows * sizes).sum() / sizes.sum())


def random_comparison(count: int = 150, n_jobs: int = 70) -> dict:
    """Differing schedules and weighted-mean-flow ratios compress / replan (BASELINE) on
    ``count`` random failure-free instances of ``n_jobs`` jobs."""
    differ, ratios, later = 0, [], 0
    for seed in range(count):
        inst = random_instance(seed, n_jobs=n_jobs, failures=())
        a = simulate(inst, BASELINE)
        b = simulate(inst, replace(BASELINE, backfilling="replan"))
        if [(x.job, x.start) for x in a.attempts] != [(x.job, x.start) for x in b.attempts]:
            differ += 1
            ratios.append(weighted_flow(a) / weighted_flow(b))
        later += bool(later_reservations(inst, BASELINE))
    return {
        "instances": count,
        "jobs": n_jobs,
        "differ": differ,
        "ratio_min": min(ratios, default=1.0),
        "ratio_max": max(ratios, default=1.0),
        "ratio_mean": float(np.mean(ratios)) if ratios else 1.0,
        "compress_instances_with_later_moves": later,
    }


def main() -> None:
    print(f"{'seed':>4s} {'scenario':14s} {'strategy':9s} {'backfilling':16s} {'jobs moved later':>16s} {'moves':>6s}")
    for r in synthetic_rows():
        print(
            f"{r['seed']:4d} {r['scenario']:14s} {r['strategy']:9s} {r['backfilling']:16s} "
            f"{r['jobs_moved_later']:16d} {r['moves']:6d}"
        )
    for n_jobs in (20, 70):
        c = random_comparison(n_jobs=n_jobs)
        print(
            f"\n{c['instances']} random failure-free instances of {c['jobs']} jobs: {c['differ']} schedules differ "
            f"between compress and replan; weighted mean flow compress/replan {c['ratio_min']:.3f}–"
            f"{c['ratio_max']:.3f} (mean {c['ratio_mean']:.3f} over the differing ones); instances where a compress "
            f"reservation moved later: {c['compress_instances_with_later_moves']}"
        )


if __name__ == "__main__":
    main()
