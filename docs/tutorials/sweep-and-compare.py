"""Tutorial (experiment engine): write a sweep file, run it on a local Dask cluster of one
worker, draw its figures, and compare two algorithms by paired differences with 95 % intervals.

Run it from the repository root: ``python docs/tutorials/sweep-and-compare.py`` (small: the
moldable family's LPA-LIST and BATCH-LIST on 12 jobs, 32 processors, two speedup models,
3 instances per grid point; seconds plus the start of the cluster).

The same steps on the command line (docs/engine.md): ``resched sweep tutorial.toml -o out
--workers 1``, ``resched plot out``, ``resched compare out -a LPA-LIST -b BATCH-LIST -m
expected --by speedup_model``.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

# 1. The sweep file: a family, its algorithms, a seed and a grid of parameters (every
#    combination is a grid point); ``instances`` seeds per point give the paired runs: at one
#    (point, seed) every algorithm schedules the same instance.
SWEEP = """
family = "moldable"
name = "tutorial"
instances = 3
seed = 7
algorithms = ["LPA-LIST", "BATCH-LIST"]

[grid]
speedup_model = ["amdahl", "power"]
processors = [32]
jobs = [12]
error_rate = [3e-7]
scenarios = [5]
"""
#: The metric compared: a row's ``expected`` is the mean over the failure scenarios of the
#: makespan over the job set's lower bound (lower is better).
METRICS = ["expected"]


def main() -> None:
    from resched.experiments.runner import run_sweep
    from resched.experiments.spec import load_spec
    from resched.experiments.stats import paired_differences
    from resched.experiments.store import ResultStore
    from resched.plot import plot_sweep

    with tempfile.TemporaryDirectory() as folder:
        spec_file = Path(folder) / "tutorial.toml"
        spec_file.write_text(SWEEP)
        spec = load_spec(spec_file)  # checks every name and parameter before anything runs

        # 2. Run it: each task (point, seed, algorithm) on a local cluster of one worker; the
        #    rows go to out/results.jsonl as they finish, so that a rerun resumes (resume=True).
        out = Path(folder) / "out"
        summary = run_sweep(spec, out, workers=1)
        print(f"sweep: {summary['run']} tasks run, {summary['failed']} failed")

        # 3. Plot: the family's figures (PNG and PDF) and summary tables, written into out/.
        drawn = plot_sweep(out)
        print(f"plot: {len(drawn)} files, e.g. {sorted(p.name for p in drawn)[0]}")

        # 4. Compare: per speedup model, the mean of expected(LPA-LIST) - expected(BATCH-LIST)
        #    over the runs both have, its 95 % Student-t interval and the verdict
        #    (higher, lower, or no difference when the interval contains 0).
        rows = ResultStore(out).latest()
        for record in paired_differences(rows, "LPA-LIST", "BATCH-LIST", METRICS, by=["speedup_model"]):
            print(
                f"compare {record['metric']} ({record['speedup_model']}): LPA-LIST - BATCH-LIST = {record['mean']:+.4g} "
                f"[{record['low']:+.4g}, {record['high']:+.4g}] over {record['runs']} runs: {record['verdict']}"
            )


if __name__ == "__main__":
    main()
