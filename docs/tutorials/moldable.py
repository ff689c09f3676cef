"""Tutorial (moldable family): write your own allocation rule and LIST priority, run it, sweep
it against the paper's algorithms, compare them with paired 95 % intervals, and validate it against the exact model.

Run it from the repository root: ``python docs/tutorials/moldable.py`` (small: 12 jobs on 32
processors, 5 failure scenarios per job set, 3 job sets per grid point, 2 speedup models;
seconds plus the start of a one-worker local Dask cluster).

The policy lives in this file, which is also the module the sweep's workers import (as
``moldable:NearFastest``: this folder is on ``sys.path``, since Python puts a script's folder
there and a local cluster's workers start with this process' ``sys.path``);
``resched.trust.allow`` opts into it, as ``resched --trust moldable`` would
(docs/robustness.md). Only the part below ``if __name__ == "__main__"`` runs once.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]  # the repository
#: The shipped instance the validate step checks the policy on.
INSTANCE = ROOT / "instances" / "moldable" / "tiny-table.json"
MODULE = Path(__file__).stem  # "moldable": the name the workers import this file under


# 1. The policy, written against the Protocol resched.moldable.algorithms.ListAlgorithm
#    (docs/moldable.md, "Write your own algorithm"): jobs.times[j, p-1] is t_j(p) in seconds.
#    allocate(jobs) gives each job its processor count (1 … P), order(...) the LIST priority (a
#    permutation of the jobs); the simulator checks both and runs LIST, re-running a failed
#    attempt on the same processor count.
class NearFastest:
    """The smallest p within 10 % of the job's fastest time; smallest area first."""

    batches = False  # a LIST algorithm with a fixed allocation (not BATCH-LIST's batches)

    def allocate(self, jobs):
        fastest = jobs.times.min(axis=1, keepdims=True)
        return np.argmax(jobs.times <= 1.1 * fastest, axis=1) + 1

    def order(self, jobs, procs, durations, rule):
        return np.argsort((procs * durations)[:, 0], kind="stable")


SWEEP = f"""
family = "moldable"
name = "tutorial"
instances = 3
seed = 1
algorithms = ["LPA-LIST", "BATCH-LIST", "{MODULE}:NearFastest"]

[grid]
speedup_model = ["amdahl", "power"]
processors = [32]
jobs = [12]
error_rate = [3e-7]
scenarios = [5]
"""


def main() -> None:
    import resched
    from resched.algorithms import AlgorithmSpec
    from resched.experiments.runner import run_sweep
    from resched.experiments.spec import load_spec
    from resched.experiments.stats import paired_differences
    from resched.experiments.store import ResultStore
    from resched.moldable.algorithms import makespans
    from resched.moldable.generate import draw_failures, random_jobset
    from resched.trust import allow

    allow(MODULE)  # opt into this module's code (the command line's `resched --trust moldable`)
    mine = f"{MODULE}:NearFastest"

    # 2. Run it once: 12 Amdahl jobs on 32 processors, 5 failure scenarios (makespans in s).
    jobs = random_jobset("amdahl", 12, 32, 3)
    failures = draw_failures(jobs.work, 3e-7, 5, (3, 1))
    print("one run: makespans (s)", np.round(makespans(NearFastest(), jobs, failures, priority="LPT"), 1))

    with tempfile.TemporaryDirectory() as folder:
        # 3. Sweep it against LPA-LIST and BATCH-LIST (as `resched --trust moldable sweep FILE
        #    -o DIR --workers 1` would): each row's `expected` is the mean over the scenarios of
        #    the makespan over the job set's lower bound.
        spec_file = Path(folder) / "tutorial.toml"
        spec_file.write_text(SWEEP)
        summary = run_sweep(load_spec(spec_file), Path(folder) / "out", workers=1)
        print(f"sweep: {summary['run']} tasks run, {summary['failed']} failed")
        rows = ResultStore(Path(folder) / "out").latest()

    # 4. Compare: paired differences (same job set and scenarios) of the expected ratio, with
    #    95 % Student-t intervals, per speedup model (`resched compare` does the same).
    for record in paired_differences(rows, mine, "LPA-LIST", ["expected"], by=["speedup_model"]):
        print(
            f"compare {record['speedup_model']}: expected(NearFastest) - expected(LPA-LIST) = {record['mean']:+.4g} "
            f"[{record['low']:+.4g}, {record['high']:+.4g}] over {record['runs']} runs: {record['verdict']}"
        )

    # 5. Validate against the exact model: resched.validate runs the policy on a shipped instance
    #    (a job table with its failure scenario) and compares its makespan with the clairvoyant
    #    optimum of the time-indexed MILP (`time_indexed_opt`); a makespan below the proven optimum
    #    would be a violation, a bug (`resched --trust moldable validate FILE -a moldable:NearFastest`
    #    prints the same rows).
    rows = resched.validate(
        INSTANCE, algorithm=AlgorithmSpec("NearFastest", "p within 10 % of the fastest", NearFastest)
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
