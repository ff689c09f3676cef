"""Tutorial (iterative family): write your own checkpoint strategy, run it, sweep it against the
thesis' dynamic strategy, compare them with paired 95 % intervals, and validate a chain-study
strategy against the exact model.

Run it from the repository root: ``python docs/tutorials/iterative.py`` (small: 100 iterations,
200 Monte-Carlo runs per instance, 2 failure probabilities, 3 instances each; seconds plus the
start of a one-worker local Dask cluster).

The strategy lives in this file, which is also the module the sweep's workers import (as
``iterative:CappedThreshold``: this folder is on ``sys.path``, since Python puts a script's
folder there and a local cluster's workers start with this process' ``sys.path``);
``resched.trust.allow`` opts into it, as ``resched --trust iterative`` would
(docs/robustness.md). Only the part below ``if __name__ == "__main__"`` runs once.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]  # the repository
#: The shipped instance the validate step checks the chain strategy on.
INSTANCE = ROOT / "instances" / "iterative" / "toy-n3-N4.json"
MODULE = Path(__file__).stem  # "iterative": the name the workers import this file under


# 1. The strategy, written against the Protocol resched.iterative.algorithms.DynamicCheckpointing
#    (docs/iterative.md, "Write your own algorithm"): after each iteration of each Monte-Carlo
#    run, checkpoint or not, for each column γ (work and thresholds in the law's time unit). The
#    runner reads the declared `study` and `decides`; the simulator checks every threshold.
class CappedThreshold:
    """Checkpoint once the work since the last checkpoint reaches γ·W_th, or after 3 iterations."""

    study = "stochastic"
    decides = "during the run"
    threshold_rule = False  # not a pure threshold rule: asked after every iteration, in Python
    gammas = (0.5, 1.0)

    def thresholds(self, s):
        return np.array([g * s.w_threshold for g in self.gammas] + [s.w_fo])  # then the reference W_FO

    def checkpoint_after(self, s, column, iteration, since, work):
        return bool(work >= self.thresholds(s)[column] or since == 3)


# 5's strategy: the thesis' chapter 3 checkpoints tasks of an application of N iterations of n
#    tasks (a chain); a ChainCheckpointing strategy gives the checkpointed positions (1-based task
#    counts, increasing, the last one N·n), which the exact model `chain_lp` can check.
class EveryOtherIteration:
    """A checkpoint after every second iteration, and after the last."""

    study = "chain"
    names = ("EveryOtherIteration",)

    def positions(self, app, name, iterations, durations, pattern):
        ends = list(range(2, iterations + 1, 2))
        return np.array(ends + ([iterations] if iterations % 2 else []), dtype=np.int64) * app.n


SWEEP = f"""
family = "iterative"
name = "tutorial"
instances = 3
seed = 2020
algorithms = ["dynamic", "{MODULE}:CappedThreshold"]

[grid]
study = ["stochastic"]
iterations = [100]
monte_carlo_runs = [200]
p_fail = [0.001, 0.01]
"""


def main() -> None:
    import resched
    from resched.algorithms import Algorithm, AlgorithmSpec
    from resched.declarations import Task
    from resched.errors import ReschedError
    from resched.experiments.runner import run_sweep
    from resched.experiments.spec import load_spec
    from resched.experiments.stats import paired_differences
    from resched.experiments.store import ResultStore
    from resched.iterative.experiment import run_task
    from resched.iterative.params import IterativeParams
    from resched.trust import allow

    allow(MODULE)  # opt into this module's code (the command line's `resched --trust iterative`)
    mine = f"{MODULE}:CappedThreshold"

    # 2. Run it once, through the family's runner: the mean makespan of each column γ.
    params = IterativeParams(iterations=100, monte_carlo_runs=200).resolve()
    run = run_task(Task("iterative", params, 1, Algorithm(AlgorithmSpec("capped", "γ·W_th or 3", mine))))
    print(
        "one run: mean makespan per γ",
        {g: round(m, 1) for g, m in zip(CappedThreshold.gammas, run.metrics.mean_by_gamma)},
    )

    with tempfile.TemporaryDirectory() as folder:
        # 3. Sweep it against the thesis' dynamic strategy (Algorithm 2), as `resched --trust
        #    iterative sweep FILE -o DIR --workers 1` would.
        spec_file = Path(folder) / "tutorial.toml"
        spec_file.write_text(SWEEP)
        summary = run_sweep(load_spec(spec_file), Path(folder) / "out", workers=1)
        print(f"sweep: {summary['run']} tasks run, {summary['failed']} failed")
        rows = ResultStore(Path(folder) / "out").latest()

    # 4. Compare: paired differences (same seed: the same iteration lengths and failures) of the
    #    mean makespan at γ = 1 (`mean_W_th`, time units), with 95 % Student-t intervals, per
    #    failure probability (`resched compare` does the same).
    for record in paired_differences(rows, mine, "dynamic", ["mean_W_th"], by=["p_fail"]):
        print(
            f"compare p_fail {record['p_fail']}: makespan(capped) - makespan(dynamic) = {record['mean']:+.4g} "
            f"[{record['low']:+.4g}, {record['high']:+.4g}] over {record['runs']} runs: {record['verdict']}"
        )

    # 5. Validate against the exact model: a stochastic strategy such as CappedThreshold has no
    #    exact model, and resched.validate refuses it in one line; a chain strategy's expected
    #    makespan on a shipped instance is compared with the proven optimum of `chain_lp` (a
    #    makespan below it would be a violation, a bug; `resched --trust iterative validate FILE
    #    -a iterative:EveryOtherIteration` prints the same rows).
    try:
        resched.validate(INSTANCE, algorithm=AlgorithmSpec("capped", "γ·W_th or 3 iterations", CappedThreshold))
    except ReschedError as error:
        print(f"validate refuses CappedThreshold: {error}")
    rows = resched.validate(INSTANCE, algorithm=AlgorithmSpec("EveryOther", "every 2nd iteration", EveryOtherIteration))
    for row in rows:
        if row["kind"] == "heuristic":
            print(
                f"validate {row['method']}: objective {row['objective']:.6g} against {row['reference']}'s "
                f"{row['optimum_or_bound']:.6g} ({row['status']}), gap {row['gap_percent']:.3g} %, "
                f"violation: {row['violation']}"
            )


if __name__ == "__main__":
    main()
