"""Tutorial (exact models and solutions): solve a shipped instance of two families with their
exact models, read the optimal schedule in the family's own terms, replay it with the family's
simulator, validate a heuristic against the proven optimum, and export a model to .lp and .mps
files that HiGHS and CBC solve independently.

Run it from the repository root: ``python docs/tutorials/exact-models.py`` (small: the batch
toy of 5 jobs on 8 nodes and the moldable toy of 3 jobs; seconds).

What each step does on the command line: ``resched solve FILE --solution out.json`` (steps 1–2),
``resched validate FILE -a NAME`` (step 3), ``resched export FILE -o model.lp`` and
``resched cross-check model.lp`` (step 4); docs/concepts.md explains exact models and solutions.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import resched

ROOT = Path(__file__).resolve().parents[2]  # the repository
#: (instance file, the heuristic validated on it): one batch and one moldable instance.
CASES = (
    (ROOT / "instances" / "batch" / "toy-fault-free.json", "BASELINE"),
    (ROOT / "instances" / "moldable" / "tiny-table.json", "LPA-LIST"),
)


def main() -> None:
    for path, heuristic in CASES:
        instance = resched.load_instance(path)  # any family: dispatch on the file's "family" field
        family = type(instance).__name__
        print(f"instance {path.name} ({family}): models {[m.name for m in resched.exact_models(instance)]}")

        # 1. Solve with the family's first exact model that applies (HiGHS, no time limit). The
        #    report gives status, objective, bound and gap; its solution is who runs where and
        #    when, with the instance's own job ids, not a vector of variable values.
        model = resched.exact_models(instance)[0]
        report = resched.solve_instance(instance, model.name)
        summary = report.summary()
        print(f"solve {model.name}: {summary['status']}, objective {summary['objective']:.6g}, gap {summary['gap']}")
        assert report.solution is not None  # an optimal report always carries its solution
        for row in report.solution.schedule():
            print(f"  row {row}")

        # 2. Replay: the schedule evaluated by the family's own simulator or metric code (not
        #    the model); it must give the objective the solver reported.
        replayed = report.solution.replay(instance)
        print(f"replay: {replayed:.6g} (model {report.solution.objective:.6g})")

        # 3. Validate a built-in heuristic (by its registry name) against the proven optimum: a
        #    heuristic better than an optimum would be a violation, i.e. a bug in one of them.
        for row in resched.validate(instance, algorithm=heuristic):
            if row["kind"] == "heuristic":
                print(
                    f"validate {row['method']}: objective {row['objective']:.6g} against {row['reference']}'s "
                    f"{row['optimum_or_bound']:.6g} ({row['status']}), gap {row['gap_percent']:.3g} %, "
                    f"violation: {row['violation']}"
                )

        # 4. Export the model the solver saw (built from the same declaration) to .lp and .mps,
        #    and solve each file with HiGHS and CBC independently of resched.
        with tempfile.TemporaryDirectory() as folder:
            for suffix in (".lp", ".mps"):
                written = resched.export(model.build(instance), Path(folder) / f"{model.name}{suffix}")
                check = resched.cross_check(written)
                print(
                    f"cross-check {model.name}{suffix}: HiGHS {check.highs_objective:.6g} ({check.highs_status}), "
                    f"CBC {check.cbc_objective:.6g} ({check.cbc_status}): {check.verdict}"
                )


if __name__ == "__main__":
    main()
