"""Tutorial (variable-capacity family): write your own section policy, run it, sweep it against
the paper's algorithms, compare them with paired 95 % intervals, and validate it against the exact model.

Run it from the repository root: ``python docs/tutorials/varcap.py`` (small: 8 jobs of the
synthetic workload on P_max = 40 processors, 20 sections, 3 instances per grid point; seconds
plus the start of a one-worker local Dask cluster).

The policy lives in this file, which is also the module the sweep's workers import (as
``varcap:SmallestFirst``: this folder is on ``sys.path``, since Python puts a script's folder
there and a local cluster's workers start with this process' ``sys.path``);
``resched.trust.allow`` opts into it, as ``resched --trust varcap`` would (docs/robustness.md).
Only the part below ``if __name__ == "__main__"`` runs once.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import numpy as np

from resched.varcap.algorithms import PolicyTraits
from resched.varcap.instance.section import Phase0, SectionContext, SectionDecision

ROOT = Path(__file__).resolve().parents[2]  # the repository
#: The shipped instance the validate step checks the policy on.
INSTANCE = ROOT / "instances" / "varcap" / "toy-infinite.json"
MODULE = Path(__file__).stem  # "varcap": the name the workers import this file under


# 1. The policy, written against the Protocol resched.varcap.algorithms.SectionPolicy
#    (docs/varcap.md, "Write your own algorithm"): at each section start it gets the section's
#    context (length T, processors P, each job's p, C, R, phase-0 status, work and yield so far)
#    and returns one Figure-4 path per job and the phase-1 length C_nf; the simulator checks
#    every decision. Its traits are declared, never inferred: here the greedy §5.2 rule for the
#    processors finite jobs free.
class SmallestFirst:
    """Restart the jobs by increasing p_j while they fit; checkpoint every job at the section's end."""

    name = "SmallestFirst"
    traits = PolicyTraits(reallocation="greedy", objective="other")

    def __call__(self, ctx: SectionContext) -> SectionDecision:
        path = np.where(ctx.status == Phase0.CKPT, 9, 15)  # never Run⁽⁰⁾: every job is checkpointed
        free = ctx.P
        for j in np.argsort(ctx.p, kind="stable"):
            idle = ctx.status[j] == Phase0.IDLE
            need = ctx.C[j] + (ctx.R[j] if idle else 0.0)
            if ctx.eligible[j] and ctx.p[j] <= free and need <= ctx.T:
                path[j] = 11 if idle else 5  # (recover,) run, checkpoint completing at T_{i+1}
                free -= int(ctx.p[j])
        return SectionDecision(path=path, C_nf=0.0)


SWEEP = f"""
family = "varcap"
name = "tutorial"
instances = 3
seed = 2025
algorithms = ["GreedyGoodput", "DPGoodput", "{MODULE}:SmallestFirst"]

[grid]
p_max = [40]
jobs = [8]
sections = [20]
"""


def main() -> None:
    import resched
    from resched.algorithms import AlgorithmSpec
    from resched.experiments.runner import run_sweep
    from resched.experiments.spec import load_spec
    from resched.experiments.stats import paired_differences
    from resched.experiments.store import ResultStore
    from resched.trust import allow
    from resched.varcap import evaluate, simulate
    from resched.varcap.generate import generate
    from resched.varcap.params import VarCapParams

    allow(MODULE)  # opt into this module's code (the command line's `resched --trust varcap`)
    mine = f"{MODULE}:SmallestFirst"

    # 2. Run it once on an instance of the sweep's size (seed 1), through the simulator.
    instance = generate(VarCapParams(p_max=40, jobs=8, sections=20).resolve(), 1)
    metrics = evaluate(instance, simulate(instance, SmallestFirst()))
    print(f"one run: goodput {metrics.goodput:.4g}, min yield {metrics.min_yield:.3f}")

    with tempfile.TemporaryDirectory() as folder:
        # 3. Sweep it against GreedyGoodput and DPGoodput (as `resched --trust varcap sweep FILE
        #    -o DIR --workers 1` would).
        spec_file = Path(folder) / "tutorial.toml"
        spec_file.write_text(SWEEP)
        summary = run_sweep(load_spec(spec_file), Path(folder) / "out", workers=1)
        print(f"sweep: {summary['run']} tasks run, {summary['failed']} failed")
        rows = ResultStore(Path(folder) / "out").latest()

    # 4. Compare: paired differences (same instance) of the relative goodput and min yield (each
    #    over its §3.4 bound), with 95 % Student-t intervals (`resched compare` does the same).
    for record in paired_differences(rows, mine, "DPGoodput", ["relative_goodput", "relative_min_yield"]):
        print(
            f"compare {record['metric']}: SmallestFirst - DPGoodput = {record['mean']:+.4g} "
            f"[{record['low']:+.4g}, {record['high']:+.4g}] over {record['runs']} runs: {record['verdict']}"
        )

    # 5. Validate against the exact models: resched.validate runs the policy on a shipped instance
    #    and compares its goodput and min yield with the clairvoyant LP bounds (the two models named
    #    here; without `models` every exact model that applies runs); a value above a proven bound
    #    would be a violation, a bug (`resched --trust varcap validate FILE -a varcap:SmallestFirst`
    #    prints the same rows).
    rows = resched.validate(
        INSTANCE,
        algorithm=AlgorithmSpec("SmallestFirst", "smallest p_j first", SmallestFirst),
        models=["clairvoyant_goodput_lp", "clairvoyant_min_yield_lp"],
    )
    for row in rows:
        if row["kind"] == "heuristic":
            print(
                f"validate {row['method']}: objective {row['objective']:.6g} against {row['reference']}'s "
                f"{row['optimum_or_bound']:.6g} ({row['status']}), gap {row['gap_percent']:.3g} %, "
                f"violation: {row['violation']}"
            )


if __name__ == "__main__":
    main()
