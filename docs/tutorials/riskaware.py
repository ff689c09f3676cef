"""Tutorial (risk-aware family): write your own online policy, run it, sweep it against the
paper's policies, compare them with paired 95 % intervals, and validate it against the exact model.

Run it from the repository root: ``python docs/tutorials/riskaware.py`` (small: a 2-day SWF
trace of 120 jobs drawn here with seed 5, on 24-core machines whose number follows a random
walk, 3 walks per load; seconds plus the start of a one-worker local Dask cluster).

The policy lives in this file, which is also the module the sweep's workers import (as
``riskaware:longest_first``: this folder is on ``sys.path``, since Python puts a script's folder
there and a local cluster's workers start with this process' ``sys.path``);
``resched.trust.allow`` opts into it, as ``resched --trust riskaware`` would
(docs/robustness.md). Only the part below ``if __name__ == "__main__"`` runs once.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from resched.riskaware.algorithms import Start, View

ROOT = Path(__file__).resolve().parents[2]  # the repository
#: The shipped instance the validate step checks the policy on.
INSTANCE = ROOT / "instances" / "riskaware" / "tiny-s1.json"
MODULE = Path(__file__).stem  # "riskaware": the name the workers import this file under


# 1. The policy, written against the Protocol resched.riskaware.algorithms.OnlinePolicy
#    (docs/riskaware.md, "Write your own algorithm"): at each event tick the simulator calls
#    decide(view) with a read-only view (ticks, cores, machines 0 … alive-1, the lowest the
#    safest) and checks every Start(job, machine) it answers. The capacity is revealed online.
class LongestFirst:
    """The longest waiting job first, on the machine with the most free cores."""

    name = "LongestFirst"

    def decide(self, view: View) -> list[Start]:
        free, starts = list(view.free), []
        for j in sorted(view.waiting, key=lambda j: -view.length[j]):
            m = max(range(view.alive), key=lambda m: free[m], default=-1)
            if m >= 0 and free[m] >= view.need[j]:
                free[m] -= int(view.need[j])
                starts.append(Start(j, m))
        return starts


def longest_first():
    """What the sweep names (``riskaware:longest_first``): a factory params -> policy."""
    return lambda params: LongestFirst()


def write_trace(path: Path, jobs: int = 120, days: float = 2.0, seed: int = 5) -> None:
    """A small SWF trace: ``jobs`` jobs submitted uniformly over ``days`` days, 1–24 processors,
    run times of 10 min to 6 h (log-uniform), requested time twice the run time."""
    import numpy as np
    import pandas as pd

    from resched.io.swf import write_swf

    rng = np.random.default_rng(seed)
    run = np.exp(rng.uniform(np.log(600), np.log(6 * 3600), jobs)).round()
    procs = rng.integers(1, 25, jobs)
    table = {
        "job_number": np.arange(1, jobs + 1),
        "submit_time": np.sort(rng.uniform(0, days * 86400, jobs)).round(),
        "wait_time": np.zeros(jobs),
        "run_time": run,
        "allocated_processors": procs,
        "requested_processors": procs,
        "requested_time": 2 * run,
        "status": np.ones(jobs),
    }
    write_swf(path, pd.DataFrame(table))


SWEEP = f"""
family = "riskaware"
name = "tutorial"
instances = 3
seed = 2023
algorithms = ["FirstFit", "TargetASAP", "{MODULE}:longest_first"]
traces_dir = "."

[grid]
trace = ["tutorial.swf"]
days = [2]
load = [0.8, 1.1]
"""


def main() -> None:
    import resched
    from resched.algorithms import Algorithm, AlgorithmSpec
    from resched.declarations import Task
    from resched.experiments.runner import run_sweep
    from resched.experiments.spec import load_spec
    from resched.experiments.stats import paired_differences
    from resched.experiments.store import ResultStore
    from resched.riskaware.experiment.task import run_task
    from resched.riskaware.params import RiskAwareParams
    from resched.trust import allow

    allow(MODULE)  # opt into this module's code (the command line's `resched --trust riskaware`)
    mine = f"{MODULE}:longest_first"

    with tempfile.TemporaryDirectory() as folder:
        trace = Path(folder) / "tutorial.swf"
        write_trace(trace)

        # 2. Run it once on the trace (capacity: the walk of seed 1), through the family's runner.
        params = RiskAwareParams(trace=str(trace), days=2).resolve()
        run = run_task(Task("riskaware", params, 1, Algorithm(AlgorithmSpec("LongestFirst", "longest first", mine))))
        print(f"one run: GOODPUT(T) {run.metrics.goodput:.3f} (fraction of the capacity)")

        # 3. Sweep it against FirstFit and TargetASAP (as `resched --trust riskaware sweep FILE
        #    -o DIR --workers 1` would; the sweep file names the trace relative to traces_dir).
        spec_file = Path(folder) / "tutorial.toml"
        spec_file.write_text(SWEEP)
        summary = run_sweep(load_spec(spec_file), Path(folder) / "out", workers=1)
        print(f"sweep: {summary['run']} tasks run, {summary['failed']} failed")
        rows = ResultStore(Path(folder) / "out").latest()

    # 4. Compare: paired differences (same trace and capacity walk) of GOODPUT(T), with 95 %
    #    Student-t intervals, per load (`resched compare` does the same).
    for record in paired_differences(rows, mine, "FirstFit", ["goodput"], by=["load"]):
        print(
            f"compare load {record['load']}: goodput(LongestFirst) - goodput(FirstFit) = {record['mean']:+.4g} "
            f"[{record['low']:+.4g}, {record['high']:+.4g}] over {record['runs']} runs: {record['verdict']}"
        )

    # 5. Validate against the exact model: resched.validate runs the policy on a shipped instance
    #    and compares its goodput with the offline optimum (`offline_goodput`, which knows the
    #    capacity in advance); a goodput above it would be a violation, a bug (`resched --trust
    #    riskaware validate FILE -a riskaware:longest_first` prints the same rows).
    rows = resched.validate(INSTANCE, algorithm=AlgorithmSpec("LongestFirst", "longest first", longest_first))
    for row in rows:
        if row["kind"] == "heuristic":
            print(
                f"validate {row['method']}: objective {row['objective']:.6g} against {row['reference']}'s "
                f"{row['optimum_or_bound']:.6g} ({row['status']}), gap {row['gap_percent']:.3g} %, "
                f"violation: {row['violation']}"
            )


if __name__ == "__main__":
    main()
