"""Does one algorithm family alone define the Pareto front, instance by instance?

The variable-capacity paper (§6.2.2, Figure 7) says of DPBiC(𝒳) that it "defines alone the
Pareto front" of relative goodput against relative min yield. Figure 7 plots means over the
runs; this script asks the same question of each run: on every instance (same seed and grid
values) of a sweep's result store, is every other algorithm's point (relative
goodput, relative min yield) weakly dominated by the point of some member of the family, that
is, is some member at least as good on both metrics (within ``TIE``)? It prints how many
instances the family's points dominate entirely and, for each other algorithm, on how many
instances it is not dominated, with those instances' grid values and seeds.

    python benchmarks/pareto_front.py results/varcap/fig7b-full --family "DPBiC("
"""

from __future__ import annotations

import argparse
from collections import defaultdict

from resched.errors import ReschedError, exit_on_user_error
from resched.experiments.stats import run_fields
from resched.experiments.store import ResultStore

METRICS = ("relative_goodput", "relative_min_yield")
Run = tuple[tuple[str, str], ...]
"""A run: (field, value) pairs of the fields that identify it."""
TIE = 1e-9
"""Two metric values closer than this count as equal (the same schedule rounds differently)."""


def instances(rows: list[dict]) -> dict[Run, dict[str, tuple[float, float]]]:
    """Run (its seed and grid values, as :func:`resched.experiments.stats.run_fields` pairs
    runs) → algorithm → (relative goodput, relative min yield)."""
    fields = run_fields(rows)
    points: dict[Run, dict[str, tuple[float, float]]] = defaultdict(dict)
    for row in rows:
        if "error" not in row and all(row.get(m) is not None for m in METRICS):
            key = tuple((field, str(row.get(field))) for field in fields)
            points[key][row["algorithm"]] = (row[METRICS[0]], row[METRICS[1]])
    return points


def dominated(point: tuple[float, float], front: list[tuple[float, float]]) -> bool:
    """Some point of ``front`` is at least as good as ``point`` on both metrics."""
    return any(g >= point[0] - TIE and y >= point[1] - TIE for g, y in front)


def undominated(
    points: dict[Run, dict[str, tuple[float, float]]], prefix: str
) -> tuple[list[str], dict[str, list[Run]]]:
    """The family's names (algorithms starting with ``prefix``) and, per other algorithm, the
    instances where no family member's point dominates its own."""
    names = sorted({name for by in points.values() for name in by})
    family = [name for name in names if name.startswith(prefix)]
    missed: dict[str, list[Run]] = {name: [] for name in names if name not in family}
    for key, by in points.items():
        front = [by[name] for name in family if name in by]
        for name in missed:
            if name in by and not dominated(by[name], front):
                missed[name].append(key)
    return family, missed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("results", help="result folder of a sweep (its results.jsonl)")
    parser.add_argument("--family", default="DPBiC(", help="name prefix of the family (default: DPBiC()")
    args = parser.parse_args()
    points = instances(ResultStore(args.results).latest())
    if not points:
        raise ReschedError(f"no row with {' and '.join(METRICS)} in {args.results}")
    family, missed = undominated(points, args.family)
    if not family:
        raise ReschedError(f"no algorithm of {args.results} starts with {args.family!r}")
    whole = sum(all(key not in keys for keys in missed.values()) for key in points)
    print(f"{len(points)} instances, {len(family)} algorithms named {args.family}…: their points dominate")
    print(f"every other algorithm's point on {whole} of {len(points)} instances")
    for name, keys in missed.items():
        where = "; ".join(_label(key) for key in keys)
        print(f"  {name:<24} not dominated on {len(keys):>3}" + (f": {where}" if keys else ""))


def _label(run: Run) -> str:
    """A run's grid values and seed: ``p_max=400 trace=KTH-SP2-1996-2.1-cln.swf seed 2772669322``."""
    return " ".join([*(f"{field}={value}" for field, value in run if field != "seed"), f"seed {dict(run)['seed']}"])


if __name__ == "__main__":
    exit_on_user_error(main)
