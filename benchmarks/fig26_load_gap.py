"""Why the load falls below its target under FIFO releases (App. E.5.3, Figures 26–27).

The FIFO release generator (:func:`resched.varcap.generate.releases.release_jobs`) keeps the jobs it
*estimates* alive at Σ p_j ≥ Load·P_max, estimating the work of each section in FIFO order.
This script draws finite-job instances of the default setting (KTH-SP2, P_max = 400, Load 2,
FIFO), simulates an algorithm on each, and compares, at every section start T_i (i ≥ 1):

- ``estimated``: Σ p_j of the jobs the generator estimates alive (first needed at or before
  section i, estimated completion not before section i);
- ``actual``: Σ p_j of the jobs in the system in the simulation (released, not completed);
- ``gone``: Σ p_j of the jobs estimated alive that the algorithm had already completed, and the
  share of it due to jobs completed within the section they were first needed in (``quick``).

Means over the sections, per instance; the instances are seeded ``seed + k``.

    python benchmarks/fig26_load_gap.py [--instances 2] [--sections 100] [-a GreedyGoodput -a 'DPBiC(15)']
"""

from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np

from resched.varcap.algorithms import section_algorithm
from resched.varcap.family import ALGORITHMS
from resched.varcap.generate import capacity_profile, workload
from resched.varcap.generate.releases import release_jobs
from resched.varcap.instance import Platform, VarCapInstance
from resched.varcap.simulate import simulate

TRACE = Path(__file__).resolve().parents[2] / "shared" / "traces" / "KTH-SP2-1996-2.1-cln.swf"
P_MAX, P_MIN, DELTA, LOAD = 400, 80, 40, 2.0


def gap(seed: int, sections: int, algorithm: str) -> dict[str, float]:
    """The section means of ``estimated``, ``actual``, ``gone`` and ``quick`` on one instance."""
    rng = np.random.default_rng(seed)
    T, P = capacity_profile(rng, sections, P_MAX, P_MIN, DELTA, 100.0)
    plan = release_jobs(rng, workload(str(TRACE) if TRACE.exists() else None), T, P, P_MIN, DELTA, LOAD, "fifo", P_MAX)
    inst = VarCapInstance(
        f"fifo-s{seed}", Platform(P_MIN, P_MAX, DELTA), tuple(T.tolist()), tuple(P.tolist()), plan.jobs
    )
    done = np.nan_to_num(
        simulate(inst, section_algorithm(ALGORITHMS.resolve(algorithm), "auto")).completion, nan=np.inf
    )
    p, release = inst.arrays.p, inst.arrays.release
    first_end = T[np.minimum(plan.needed + 1, len(T) - 1)]
    sums = np.zeros(4)
    for i in range(1, sections):
        estimated = (plan.needed <= i) & (plan.completes >= i)
        gone = estimated & (done <= T[i])
        actual = (release <= T[i]) & (done > T[i])
        sums += [p[estimated].sum(), p[actual].sum(), p[gone].sum(), p[gone & (done <= first_end)].sum()]
    means = sums / (sections - 1)
    return {"estimated": means[0], "actual": means[1], "gone": means[2], "quick": means[3] / max(means[2], 1e-12)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--instances", type=int, default=2)
    parser.add_argument("--sections", type=int, default=100)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("-a", "--algorithm", action="append", default=None)
    args = parser.parse_args()
    print(f"FIFO releases, Load {LOAD:g}, P_max {P_MAX}, target Σ p_j = {LOAD * P_MAX:g}, {args.sections} sections")
    for k in range(args.instances):
        for name in args.algorithm or ["GreedyGoodput", "DPBiC(15)"]:
            g = gap(args.seed + k, args.sections, name)
            print(
                f"  seed {args.seed + k} {name:14s} estimated {g['estimated']:5.0f}  actual {g['actual']:5.0f}  "
                f"estimated alive but completed {g['gone']:4.0f}  of which completed in their first section {g['quick']:.2f}"
            )


if __name__ == "__main__":
    main()
