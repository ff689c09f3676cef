"""DPBiC(𝒳) under its tie tolerance and under exact comparisons, side by side.

The additive two-part DPs (resched.varcap.algorithms.dp_two_part) treat gains within the rounding bound
``_rounding_tol`` = (m + 2) · ε · Σ_j p_j · T · w_j as ties, and the tie rule (most jobs
checkpointed in phase 3) decides them. A tolerance too wide ties real differences: 1e-9 of
Σ p_j · T · 2^𝒳, the earlier rule, tied every gain of high-yield jobs at 𝒳 = 45 whenever a job
had a yield of 0 (a finite job just released, weight 2^𝒳). This script simulates the first
instances of a sweep slice with the tolerance as shipped and with exact floating-point
comparisons (tolerance 0) and prints each algorithm's goodput (the sum of its section goodputs,
``SimulationResult.section_goodputs``) and checkpoint count.

    python benchmarks/dpbic_tie_tolerance.py sweeps/varcap/fig30-32-dpbic-finite-full.toml \
        --only load=1 --only finite=true -a "DPBiC(25)" -a "DPBiC(45)" --instances 4
"""

from __future__ import annotations

import argparse

from resched.experiments.spec import load_spec
from resched.varcap.algorithms import algorithm, dp_two_part
from resched.varcap.generate import generate
from resched.varcap.simulate import simulate


def _exact(terms: int, scale: float) -> float:
    """No tolerance: exact floating-point comparisons of the gains."""
    return 0.0


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
    shipped = dp_two_part._rounding_tol
    print(
        f"{'instance':<40} {'algorithm':<10} {'goodput, tol':>14} {'goodput, exact':>15} {'ckpt, tol':>10} {'ckpt, exact':>12}"
    )
    for task in instances:
        instance = generate(task.params, task.seed, task.traces_dir)
        for name in args.algorithm:
            runs = []
            for rule in (shipped, _exact):
                dp_two_part._rounding_tol = rule
                runs.append(simulate(instance, algorithm(name)))
            dp_two_part._rounding_tol = shipped
            tol_run, exact = runs
            print(
                f"{instance.name[:40]:<40} {name:<10} {tol_run.section_goodputs.sum():>14.1f} "
                f"{exact.section_goodputs.sum():>15.1f} {tol_run.checkpoints:>10} {exact.checkpoints:>12}"
            )


if __name__ == "__main__":
    main()
