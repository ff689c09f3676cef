"""DPBiC(𝒳) under its tie tolerance and under exact comparisons, side by side.

The two-part DPs (resched.varcap.dp_two_part) treat gains within ``_TOL`` × Σ p_j · T · max_j w_j
as ties. With finite jobs a job released with yield 0 has the weight 2^𝒳, and the gains of jobs
with high yields can fall below that tolerance: they then tie, and the tie rule (most jobs
checkpointed in phase 3) decides. This script simulates the first instances of a sweep slice
with the tolerance as shipped and with ``_TOL = 0`` (exact floating-point comparisons) and prints
each algorithm's goodput (the sum of its section goodputs, ``SimulationResult.section_goodputs``)
and checkpoint count.

    python benchmarks/dpbic_tie_tolerance.py sweeps/varcap/fig30-32-dpbic-finite-full.toml \
        --only load=1 --only finite=true -a "DPBiC(25)" -a "DPBiC(45)" --instances 4
"""

from __future__ import annotations

import argparse

from resched.experiments.spec import load_spec
from resched.varcap import dp_two_part
from resched.varcap.algorithms import algorithm
from resched.varcap.generate import generate
from resched.varcap.simulate import simulate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("spec", help="a variable-capacity sweep file")
    parser.add_argument("--only", action="append", default=[], help="KEY=VALUE, as resched sweep --only")
    parser.add_argument("-a", "--algorithm", action="append", required=True, help="repeatable")
    parser.add_argument("--instances", type=int, default=4, help="instances of the slice to run")
    args = parser.parse_args()
    spec = load_spec(args.spec)
    tasks = spec.only(args.only).tasks()
    instances = list({(t.task.params, t.task.seed): t.task for t in tasks}.values())[: args.instances]
    shipped = dp_two_part._TOL
    print(
        f"{'instance':<40} {'algorithm':<10} {'goodput, tol':>14} {'goodput, exact':>15} {'ckpt, tol':>10} {'ckpt, exact':>12}"
    )
    for task in instances:
        instance = generate(task.params, task.seed, task.traces_dir)
        for name in args.algorithm:
            runs = []
            for tol in (shipped, 0.0):
                dp_two_part._TOL = tol
                runs.append(simulate(instance, algorithm(name)))
            dp_two_part._TOL = shipped
            tol_run, exact = runs
            print(
                f"{instance.name[:40]:<40} {name:<10} {tol_run.section_goodputs.sum():>14.1f} "
                f"{exact.section_goodputs.sum():>15.1f} {tol_run.checkpoints:>10} {exact.checkpoints:>12}"
            )


if __name__ == "__main__":
    main()
