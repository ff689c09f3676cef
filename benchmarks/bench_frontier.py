"""The certified frontier of every exact model: the table of docs/frontier.md.

Runs each ``benchmarks/frontier_<family>.py`` (its ``rows(time_limit)``) and prints one
Markdown table: per exact model, the largest instance size proven optimal within the CPU limit
on one core (CPU seconds of the process, build and solve, one HiGHS thread; HiGHS's wall-clock
limit is 4 times the CPU limit, the CPU check applied after: benchmarks/frontier_cpu.py), the
status and CPU and wall seconds of that solve, the heuristic compared and its gap to the
optimum (percent), and the largest size at which the heuristic's gap is still bounded by an LP
(or dual) bound, and the first size not proven (``next``: its status and CPU seconds). Run it pinned to one core, one family at a time if the machine is shared::

    taskset -c 0 python benchmarks/bench_frontier.py --time-limit 60 [--family batch ...] [--json FILE]
    taskset -c 0 python benchmarks/bench_frontier.py --family batch --write docs/frontier.md

Families measured at once (one per core, each with ``--json FILE``) are gathered with
``--from-json FILE`` (repeatable) and ``--write PAGE``, without measuring again.
``--write PAGE`` stores the rows in ``docs/figures/frontier.csv`` (``--csv``), replacing the
rows of the families run and keeping the others, each row with the UTC date and the CPU limit
it was measured under, from which the site renders PAGE's generated tables (the
``<!-- table from=... -->`` blocks, resched.experiments.doctables [CORE-D10]). Each family's
ladder climbs until a size is no longer proven optimal, so a run takes several minutes per
family.
"""

from __future__ import annotations

import argparse
import csv
import datetime
import fcntl
import importlib.util
import json
import os
import platform
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import frontier_cpu  # noqa: E402  (the ladders' measure: benchmarks/frontier_cpu.py)

ROOT = HERE.parent
FAMILIES = ("varcap", "riskaware", "reservation", "moldable", "iterative", "batch")
COLUMNS = (
    "family",
    "model",
    "size",
    "status",
    "cpu_seconds",
    "wall_seconds",
    "heuristic",
    "gap_percent",
    "lp_bounded_size",
    "next",
    "cpu_limit",
    "date",
)
CSV_PATH = ROOT / "docs" / "figures" / "frontier.csv"


def family_rows(family: str, time_limit: float) -> list[dict[str, object]]:
    """The rows of ``frontier_<family>.py`` (loaded from this folder by path)."""
    path = HERE / f"frontier_{family}.py"
    spec = importlib.util.spec_from_file_location(f"frontier_{family}", path)
    if spec is None or spec.loader is None:
        raise FileNotFoundError(path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return list(module.rows(time_limit))


def stamped(rows: list[dict[str, object]], time_limit: float, date: str) -> list[dict[str, object]]:
    """The rows with the table's columns only (missing ones empty), the CPU limit and the date."""
    return [{**{c: row.get(c) for c in COLUMNS}, "cpu_limit": f"{time_limit:g}", "date": date} for row in rows]


def merged(old: list[dict[str, object]], new: list[dict[str, object]]) -> list[dict[str, object]]:
    """``old`` with the rows of every family of ``new`` replaced by ``new``'s, in :data:`FAMILIES` order."""
    replaced = {row["family"] for row in new}
    kept = [row for row in old if row["family"] not in replaced] + new
    order = {family: k for k, family in enumerate(FAMILIES)}
    return sorted(kept, key=lambda row: order.get(str(row["family"]).split(" ")[0].split("-")[0], len(order)))


def store(path: Path, new: list[dict[str, object]]) -> None:
    """Merge ``new`` into the CSV at ``path`` (:func:`merged`) under a lock, so that two
    families measured at once, one per core, both keep their rows."""
    folder = os.open(path.parent, os.O_RDONLY)  # the lock: the CSV's folder (no lock file left behind)
    try:
        fcntl.flock(folder, fcntl.LOCK_EX)
        write_csv(path, merged(read_csv(path), new))
    finally:
        os.close(folder)


def read_csv(path: Path) -> list[dict[str, object]]:
    if not path.exists():
        return []
    with path.open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def write_csv(path: Path, rows: list[dict[str, object]]) -> None:
    """Written whole, then moved into place: a reader never sees half a file."""
    partial = path.with_name(path.name + ".partial")
    with partial.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(COLUMNS), lineterminator="\n")
        writer.writeheader()
        writer.writerows([{c: "" if row.get(c) is None else row.get(c) for c in COLUMNS} for row in rows])
    partial.replace(path)


def markdown(rows: list[dict[str, object]]) -> str:
    """The rows as a Markdown table (missing values as "–")."""
    shown = lambda value: "–" if value in (None, "") else str(value)  # noqa: E731
    lines = ["| " + " | ".join(COLUMNS) + " |", "|" + "---|" * len(COLUMNS)]
    lines += ["| " + " | ".join(shown(row.get(c)) for c in COLUMNS) + " |" for row in rows]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--time-limit", type=float, default=60.0, help="CPU seconds per solve (default 60)")
    parser.add_argument(
        "--wall-factor",
        type=float,
        default=frontier_cpu.WALL_FACTOR,
        help=f"HiGHS's wall-clock limit in multiples of the CPU limit (default {frontier_cpu.WALL_FACTOR:g})",
    )
    parser.add_argument("--family", action="append", choices=FAMILIES, help="only these families (repeatable)")
    parser.add_argument("--json", type=Path, help="also write the rows to this JSON file")
    parser.add_argument(
        "--from-json",
        type=Path,
        action="append",
        help="take the rows from this --json file of an earlier run instead of measuring (repeatable)",
    )
    parser.add_argument("--write", type=Path, help="store the rows in --csv and rewrite this page's tables from it")
    parser.add_argument(
        "--csv", type=Path, default=CSV_PATH, help=f"with --write (default {CSV_PATH.relative_to(ROOT)})"
    )
    options = parser.parse_args()
    for path in [options.write, options.json] + ([options.csv] if options.write else []):
        if path is not None and not path.parent.is_dir():
            print(f"bench_frontier.py: {path}: no folder {path.parent}", file=sys.stderr)
            raise SystemExit(2)
    if not (options.time_limit > 0 and options.wall_factor >= 1):
        print("bench_frontier.py: --time-limit must be > 0 and --wall-factor >= 1", file=sys.stderr)
        raise SystemExit(2)
    if options.write is not None and not options.write.is_file():
        print(f"bench_frontier.py: {options.write}: no such page", file=sys.stderr)
        raise SystemExit(2)
    frontier_cpu.WALL_FACTOR = options.wall_factor
    print(f"machine: {platform.node()}, {platform.processor() or platform.machine()}", file=sys.stderr)
    date = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d")
    rows: list[dict[str, object]] = []
    for path in options.from_json or []:
        if not path.is_file():
            print(f"bench_frontier.py: {path}: no such file", file=sys.stderr)
            raise SystemExit(2)
    for path in options.from_json or []:
        found = json.loads(path.read_text())
        rows += found
        if options.write:
            store(options.csv, found)
    for family in [] if options.from_json else options.family or FAMILIES:
        start = time.perf_counter()
        found = stamped(family_rows(family, options.time_limit), options.time_limit, date)
        print(f"{family}: {len(found)} models in {time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
        rows += found
        if options.json:
            options.json.write_text(json.dumps(rows, indent=1))
        if options.write:  # family by family: a run cut short keeps what it measured
            store(options.csv, found)
    if options.write:
        from resched.experiments.doctables import refresh

        refresh(options.write, {options.csv})
    print(markdown(rows))


if __name__ == "__main__":
    main()
