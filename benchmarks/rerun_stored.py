"""Re-run stored sweep tasks with the current code and measure how far their metrics moved.

A fix to an algorithm changes results already stored by earlier sweeps. This script takes a
sweep file and its result store, picks tasks as ``resched sweep --only`` does (same ids and
seeds) and by algorithm, runs each again in this process with the installed resched, and
prints, per algorithm and metric, the paired difference current − stored: its mean with a
95 % Student-t interval over the tasks, and how many tasks moved at all (|difference| > 1e-12).
``--between A B`` (repeatable) also prints A − B under the current code, paired on the same instances (same
resolved parameters and seed), as ``resched compare`` does on stored rows. ``--current DIR`` takes
the current rows from a result folder of the same sweep run again with the current code instead
of running the tasks here (a whole re-run sweep compared with the store it replaces).

    python benchmarks/rerun_stored.py SPEC RESULTS -a "DPBiC(45)" --only load=1 --only finite=false \
        -m relative_goodput -m relative_min_yield -m checkpoints
"""

from __future__ import annotations

import argparse
from pathlib import Path

from resched.cli.output import sweep_rows
from resched.errors import exit_on_user_error
from resched.experiments.runner import execute
from resched.experiments.spec import SweepSpec, load_spec
from resched.experiments.stats import mean_interval, paired_difference
from resched.registry import family

MOVED = 1e-12
"""A metric whose stored and current values differ by more than this has moved."""


def algorithm_names(spec: SweepSpec, texts: list[str]) -> list[str]:
    """The registry names of ``texts`` in the sweep's family (aliases and any case accepted)."""
    registry = family(spec.family).algorithms
    assert registry is not None  # a loaded spec's family runs algorithms
    return [registry.resolve(text).name for text in texts]


def rerun(
    spec: SweepSpec, results: str, names: list[str], only: list[str], current: str | None = None
) -> list[tuple[dict, dict]]:
    """(stored row, current row) of every stored task of the algorithms ``names`` (registry
    names) in the ``--only`` slice (the whole sweep when ``only`` is empty). The current row is
    the task run again here, or, with ``current`` (a result folder of the same sweep run again
    with the current code), its row there; tasks missing from it are left out. A folder
    without results.jsonl is an error (:class:`resched.errors.ReschedError`), not an empty comparison."""
    stored = {row["task_id"]: row for row in sweep_rows([Path(results)]) if "error" not in row}
    picked = [t for t in spec.only(only).tasks() if t.task.algorithm.name in names and t.id in stored]
    if current is None:
        return [(stored[t.id], execute(t)) for t in picked]
    again = {row["task_id"]: row for row in sweep_rows([Path(current)]) if "error" not in row}
    return [(stored[t.id], again[t.id]) for t in picked if t.id in again]


def report(pairs: list[tuple[dict, dict]], metrics: list[str]) -> None:
    """One line per algorithm and metric: stored mean, current mean, paired difference."""
    print(
        f"{'algorithm':<12} {'metric':<20} {'tasks':>5} {'moved':>5} {'stored':>10} {'current':>10}  current − stored [95 % CI]"
    )
    for name in dict.fromkeys(old["algorithm"] for old, _ in pairs):
        mine = [(old, new) for old, new in pairs if old["algorithm"] == name]
        for metric in metrics:
            values = [(old[metric], new[metric]) for old, new in mine if old.get(metric) is not None]
            if not values:
                continue
            diff = mean_interval(new - old for old, new in values)
            moved = sum(abs(new - old) > MOVED for old, new in values)
            before = mean_interval(old for old, _ in values).mean
            after = mean_interval(new for _, new in values).mean
            print(
                f"{name:<12} {metric:<20} {len(values):>5} {moved:>5} {before:>10.4f} {after:>10.4f}  "
                f"{diff.mean:+.4f} [{diff.low:+.4f}, {diff.high:+.4f}]"
            )


def between(pairs: list[tuple[dict, dict]], first: str, second: str, metrics: list[str]) -> None:
    """``first`` − ``second`` under the current code, paired on the instance (parameters, seed)
    as ``resched compare`` pairs stored rows; a metric the rows do not define (the relative min
    yield of finite jobs) prints no line."""
    current = [new for _, new in pairs]
    for metric in metrics:
        diff = paired_difference(current, metric, first, second, pair_on=("seed", "params"))
        if diff.runs:
            print(
                f"current {first} − {second}, {metric}: {diff.mean:+.4f} [{diff.low:+.4f}, {diff.high:+.4f}], {diff.runs} pairs"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("spec", help="the sweep file the results were stored by")
    parser.add_argument("results", help="the sweep's output folder (results.jsonl)")
    parser.add_argument("-a", "--algorithm", action="append", required=True, help="repeatable")
    parser.add_argument("--only", action="append", default=[], help="KEY=VALUE, as resched sweep --only")
    parser.add_argument("-m", "--metric", action="append", required=True, help="numeric metric, repeatable")
    parser.add_argument(
        "--current", metavar="DIR", help="take the current rows from this re-run result folder instead of running"
    )
    parser.add_argument(
        "--between", nargs=2, action="append", default=[], metavar=("A", "B"), help="also print A − B now, repeatable"
    )
    args = parser.parse_args()
    spec = load_spec(args.spec)
    pairs = rerun(spec, args.results, algorithm_names(spec, args.algorithm), args.only, args.current)
    print(f"{len(pairs)} stored tasks re-run" + (f" (rows of {args.current})" if args.current else ""))
    report(pairs, args.metric)
    for first, second in args.between:
        between(pairs, *algorithm_names(spec, [first, second]), args.metric)


if __name__ == "__main__":
    exit_on_user_error(main)
