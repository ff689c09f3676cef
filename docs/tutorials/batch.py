"""Tutorial (batch family): write your own batch scheduler (EASY backfilling), run it, sweep it
against the thesis' strategies, compare them with paired 95 % intervals, and validate it against the exact model.

Run it from the repository root: ``python docs/tutorials/batch.py`` (small: the synthetic
128-node, 1000-job workload of §4.5.3, platform MTBF 30 min, 2 replicates; well under a minute
with a one-worker local Dask cluster, most of it the start of the cluster and the pure-Python
event loop that runs a user scheduler).

The scheduler lives in this file, which is also the module the sweep's workers import (as
``batch:Easy``: this folder is on ``sys.path``, since Python puts a script's folder there and a
local cluster's workers start with this process' ``sys.path``); ``resched.trust.allow`` opts into
it, as ``resched --trust batch`` would (docs/robustness.md). Only the part below
``if __name__ == "__main__"`` runs once; the workers import the module without running it.
"""

from __future__ import annotations

import math
import tempfile
from pathlib import Path

from resched.batch.algorithms import BatchView, FailedJob, Start, StealNodes

ROOT = Path(__file__).resolve().parents[2]  # the repository
#: The shipped instance the validate step checks the policy on.
INSTANCE = ROOT / "instances" / "batch" / "toy-fault-free.json"
MODULE = Path(__file__).stem  # "batch": the name the workers import this file under


# 1. The scheduler, written against the Protocol resched.batch.algorithms.BatchScheduler
#    (docs/batch.md, "Write your own algorithm"). The simulator calls schedule(view) after every
#    batch of simultaneous events with a read-only view (times in s, sizes in nodes) and checks
#    each decision it answers; on_job_failure is asked when a failure kills a job and no node
#    is free. EASY backfilling: start the queue's head jobs while they fit; the first that does
#    not gets the earliest time ("shadow") at which enough nodes come back; a later job may jump
#    ahead if it fits now and either ends (by its wall time) before the shadow time or uses only
#    nodes the head will not need then. No node stealing: a failed job waits.
class Easy:
    """EASY backfilling (one reservation, for the queue's head), never stealing."""

    name = "EASY"
    consult_when_full = False  # nothing to start while no node is free

    def schedule(self, view: BatchView) -> list[Start]:
        free, queue, decisions = len(view.free), list(view.queue), []
        while queue and queue[0].size <= free:  # the queue's order: failed copies first, then FCFS
            job = queue.pop(0)
            decisions.append(Start(job.job))
            free -= job.size
        if not queue:
            return decisions
        head, available, shadow = queue[0], free, math.inf
        for time, nodes in sorted(view.releases):  # when running jobs end and down nodes come back
            available += nodes
            if available >= head.size:
                shadow = time
                break
        spare = available - head.size  # nodes still free at the shadow time once the head starts
        for job in queue[1:]:
            ends_before = view.time + job.walltime <= shadow
            if job.size <= free and (ends_before or job.size <= spare):
                decisions.append(Start(job.job))
                free -= job.size
                spare -= 0 if ends_before else job.size
        return decisions

    def on_job_failure(self, view: BatchView, failed: FailedJob) -> StealNodes | None:
        return None  # the failed copy waits in the queue with priority 3


SWEEP = f"""
family = "batch"
name = "tutorial"
instances = 2
seed = 7
algorithms = ["BASELINE", "SFSJ", "{MODULE}:Easy"]

[grid]
trace = ["synthetic"]
mtbf = [1800]
downtime = [600]
"""


def main() -> None:
    import resched
    from resched.algorithms import AlgorithmSpec
    from resched.batch.experiment import synthetic_workload
    from resched.batch.simulate import simulate
    from resched.experiments.runner import run_sweep
    from resched.experiments.spec import load_spec
    from resched.experiments.stats import paired_differences
    from resched.experiments.store import ResultStore
    from resched.trust import allow

    allow(MODULE)  # opt into this module's code (the command line's `resched --trust batch`)
    mine = f"{MODULE}:Easy"

    # 2. Run it once on the synthetic workload (seed 1), with failures of platform MTBF 30 min.
    instance = synthetic_workload(1, 174.0).instance(1800.0, 600.0, 1, 300.0, 300.0)
    result = simulate(instance, Easy())
    print(f"one run: {len(instance.jobs)} jobs, makespan {result.makespan / 3600:.1f} h")

    with tempfile.TemporaryDirectory() as folder:
        # 3. Sweep it against the thesis' BASELINE (conservative backfilling) and SFSJ (node
        #    stealing), as `resched --trust batch sweep FILE -o DIR --workers 1` would.
        spec_file = Path(folder) / "tutorial.toml"
        spec_file.write_text(SWEEP)
        summary = run_sweep(load_spec(spec_file), Path(folder) / "out", workers=1)
        print(f"sweep: {summary['run']} tasks run, {summary['failed']} failed")
        rows = ResultStore(Path(folder) / "out").latest()

    # 4. Compare: paired differences (same replicate: same workload and failures) of the mean
    #    flow (s) and the utilization (fraction of node time), with 95 % Student-t intervals (`resched compare` does the same).
    for record in paired_differences(rows, mine, "BASELINE", ["mean_flow_all", "utilization"]):
        print(
            f"compare {record['metric']}: EASY - BASELINE = {record['mean']:+.4g} "
            f"[{record['low']:+.4g}, {record['high']:+.4g}] over {record['runs']} runs: {record['verdict']}"
        )

    # 5. Validate against the exact models: resched.validate runs the scheduler on a shipped
    #    failure-free instance and compares its max flow and weighted flow with the MILPs' optima;
    #    a flow below a proven optimum would be a violation, a bug (`resched --trust batch validate
    #    FILE -a batch:Easy` prints the same rows).
    rows = resched.validate(INSTANCE, algorithm=AlgorithmSpec("EASY", "EASY backfilling", Easy))
    for row in rows:
        if row["kind"] == "heuristic":
            print(
                f"validate {row['method']}: objective {row['objective']:.6g} against {row['reference']}'s "
                f"{row['optimum_or_bound']:.6g} ({row['status']}), gap {row['gap_percent']:.3g} %, "
                f"violation: {row['violation']}"
            )


if __name__ == "__main__":
    main()
