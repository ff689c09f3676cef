"""Tutorial (reservation family): write your own reservation strategy, run it, sweep it against
the paper's strategies, compare them with paired 95 % intervals, and validate it against the exact model.

Run it from the repository root: ``python docs/tutorials/reservation.py`` (a few seconds plus
the start of a one-worker local Dask cluster: 2 laws × 2 checkpoint costs, 2 instances each).

The policy lives in this file, which is also the module the sweep's workers import: the sweep
names it ``reservation_tutorial``'s file stem (``reservation:Doubling``), the folder of this
file is on ``sys.path`` (Python puts a script's folder there, and a local cluster's workers start
with this process' ``sys.path``), and ``resched.trust.allow`` opts into it, as ``--trust`` would
at the command line (docs/robustness.md). Everything below ``if __name__ == "__main__"`` runs
once: the workers import this module without running it.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from resched.reservation.instance.strategy import Strategy

ROOT = Path(__file__).resolve().parents[2]  # the repository
#: The shipped instance the validate step checks the policy on.
INSTANCE = ROOT / "instances" / "reservation" / "intro-example.json"
MODULE = Path(__file__).stem  # "reservation": the name the workers import this file under


# 1. The policy, written against the Protocol resched.reservation.algorithms.ReservationStrategy
#    (docs/reservation.md, "Write your own algorithm"): for a law X of the job's run time, the
#    costs and the parameters, the reservations. Here: room for E[X] of work first, then twice
#    the previous work each time, a checkpoint after each reservation but the last. Each length
#    adds its checkpoint C and (after the first) its restart R: a reservation of length at most
#    R + C is refused in one line by the runner.
class Doubling:
    """Work E[X], then doubling work per reservation (in the law's time unit), checkpointing each."""

    reference = False  # a strategy, not a lower bound such as Omniscient

    def reservations(self, law, costs, params):
        lengths, work, covered = [], law.mean, 0.0
        while covered < law.b:  # until the reservations cover the law's support [a, b]
            restart = costs.R if lengths else 0.0
            lengths.append(restart + work + costs.C)
            covered, work = covered + work, 2 * work
        return Strategy.from_lengths(lengths, [True] * (len(lengths) - 1) + [False], costs)


SWEEP = f"""
family = "reservation"
name = "tutorial"
instances = 2
seed = 2020
algorithms = ["DYN-PROG-COUNT", "ALL-CKPT", "{MODULE}:Doubling"]

[grid]
law = ["exponential", "lognormal"]
checkpoint = [0.36, 5.0]
chunks = [100]
"""


def main() -> None:
    import resched
    from resched.algorithms import Algorithm, AlgorithmSpec
    from resched.declarations import Task
    from resched.experiments.runner import run_sweep
    from resched.experiments.spec import load_spec
    from resched.experiments.stats import paired_differences
    from resched.experiments.store import ResultStore
    from resched.reservation.experiment.task import run_task
    from resched.reservation.params import ReservationParams
    from resched.trust import allow

    allow(MODULE)  # opt into this module's code (the command line's `resched --trust reservation`)
    mine = f"{MODULE}:Doubling"

    # 2. Run it once, through the family's runner, exactly as a built-in: Eq. (7)'s expected cost.
    params = ReservationParams(law="lognormal").resolve()
    run = run_task(Task("reservation", params, 0, Algorithm(AlgorithmSpec("doubling", "E[X], doubling", mine))))
    print(f"one run: expected cost {run.metrics.cost:.4g} with {len(run.extras['lengths'])} reservations")

    with tempfile.TemporaryDirectory() as folder:
        # 3. Sweep it against the paper's DYN-PROG-COUNT and ALL-CKPT (a sweep file, as
        #    `resched --trust reservation sweep FILE -o DIR --workers 1` would run it).
        spec_file = Path(folder) / "tutorial.toml"
        spec_file.write_text(SWEEP)
        summary = run_sweep(load_spec(spec_file), Path(folder) / "out", workers=1)
        print(f"sweep: {summary['run']} tasks run, {summary['failed']} failed")
        rows = ResultStore(Path(folder) / "out").latest()

    # 4. Compare: the paired difference of the expected cost (same grid point and seed, so the
    #    same instance) with its 95 % Student-t interval, per law (`resched compare` does the same).
    for record in paired_differences(rows, mine, "DYN-PROG-COUNT", ["cost"], by=["law"]):
        print(
            f"compare {record['law']}: cost(Doubling) - cost(DYN-PROG-COUNT) = {record['mean']:+.4g} "
            f"[{record['low']:+.4g}, {record['high']:+.4g}] over {record['runs']} runs: {record['verdict']}"
        )

    # 5. Validate against the exact model: resched.validate costs the strategy on a shipped
    #    instance (a law and costs) and compares its expected cost with the proven optimum of the
    #    shortest-path model; a cost below it would be a violation, a bug (`resched --trust
    #    reservation validate FILE -a reservation:Doubling` prints the same rows).
    rows = resched.validate(INSTANCE, algorithm=AlgorithmSpec("Doubling", "E[X], doubling", Doubling))
    for row in rows:
        if row["kind"] == "heuristic":
            print(
                f"validate {row['method']}: objective {row['objective']:.6g} against {row['reference']}'s "
                f"{row['optimum_or_bound']:.6g} ({row['status']}), gap {row['gap_percent']:.3g} %, "
                f"violation: {row['violation']}"
            )


if __name__ == "__main__":
    main()
