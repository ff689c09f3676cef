"""The certified frontier of every exact model: the table of docs/frontier.md.

Runs each ``benchmarks/frontier_<family>.py`` (its ``rows(time_limit)``) and prints one
Markdown table: per exact model, the largest instance size proven optimal within the time
limit on one core, the status and seconds of that solve, the heuristic compared and its gap
to the optimum (percent), and the largest size at which the heuristic's gap is still bounded
by an LP (or dual) bound. Run it pinned to one core, as the table was measured::

    taskset -c 0 python benchmarks/bench_frontier.py --time-limit 60 [--family batch ...] [--json FILE]

Each family's ladder climbs until a size is no longer proven optimal, so a run takes several
minutes per family.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
FAMILIES = ("varcap", "riskaware", "reservation", "moldable", "iterative", "batch")
COLUMNS = ("family", "model", "size", "status", "seconds", "heuristic", "gap_percent", "lp_bounded_size")


def family_rows(family: str, time_limit: float) -> list[dict[str, Any]]:
    """The rows of ``frontier_<family>.py`` (loaded from this folder by path)."""
    path = HERE / f"frontier_{family}.py"
    spec = importlib.util.spec_from_file_location(f"frontier_{family}", path)
    if spec is None or spec.loader is None:
        raise FileNotFoundError(path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return list(module.rows(time_limit))


def markdown(rows: list[dict[str, Any]]) -> str:
    """The rows as a Markdown table (missing values as "–")."""
    shown = lambda value: "–" if value is None else str(value)  # noqa: E731
    lines = ["| " + " | ".join(COLUMNS) + " |", "|" + "---|" * len(COLUMNS)]
    lines += ["| " + " | ".join(shown(row.get(c)) for c in COLUMNS) + " |" for row in rows]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--time-limit", type=float, default=60.0, help="seconds per solve (default 60)")
    parser.add_argument("--family", action="append", choices=FAMILIES, help="only these families (repeatable)")
    parser.add_argument("--json", type=Path, help="also write the rows to this JSON file")
    options = parser.parse_args()
    rows: list[dict[str, Any]] = []
    for family in options.family or FAMILIES:
        start = time.perf_counter()
        found = family_rows(family, options.time_limit)
        print(f"{family}: {len(found)} models in {time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
        rows += found
        if options.json:
            options.json.write_text(json.dumps(rows, indent=1))
    print(markdown(rows))


if __name__ == "__main__":
    main()
