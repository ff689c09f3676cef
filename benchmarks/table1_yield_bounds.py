"""Appendix E.4, Table 1: difference between the two upper bounds on the max min-yield.

For infinite-job instances drawn from real traces while varying each §6.1 parameter in turn
(avgT, P_max, P_min, δ, Load; other parameters at their defaults, n = 400 sections), prints
the statistics of LP bound (§5.1) − area bound (§3.4, with the checkpoint/recovery areas of
Figure 2, as the paper compares them) next to the paper's Table 1, and, as a sanity check
only, the difference to the overhead-free area (zero at Load ≥ 1 up to the search tolerance).

    python benchmarks/table1_yield_bounds.py [--seeds 5] [--sections 400]
"""

from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np
from rich.progress import track

from resched.varcap.generate import Workload, random_instance
from resched.varcap.metrics import yield_bounds

TRACES = Path(__file__).resolve().parents[2] / "shared" / "traces"
PAPER = {
    "mean": 2.09e-4,
    "min": 3e-6,
    "d1": 5.8e-5,
    "q1": 1.45e-4,
    "median": 2.86e-4,
    "q3": 3.85e-4,
    "d9": 4.89e-4,
    "max": 7.42e-4,
}
LEVELS = {"min": 0.0, "d1": 0.1, "q1": 0.25, "median": 0.5, "q3": 0.75, "d9": 0.9, "max": 1.0}
DEFAULTS = {"avg_section_length": 100.0, "p_max": 400, "p_min_fraction": 0.2, "delta_fraction": 0.1, "load": 2.0}
VARIATIONS = {
    "avg_section_length": [25.0, 50.0, 200.0, 400.0],
    "p_max": [100, 200, 800],
    "p_min_fraction": [0.1, 0.3, 0.4],
    "delta_fraction": [0.05, 0.2, 0.3],
    "load": [1.0, 4.0, 8.0],
}


def points() -> list[dict]:
    grid = [dict(DEFAULTS)]
    for name, values in VARIATIONS.items():
        grid += [{**DEFAULTS, name: v} for v in values]
    return grid


def statistics(diff: np.ndarray) -> dict[str, float]:
    """The columns of Table 1: the arithmetic mean, then the quantile at each of :data:`LEVELS`."""
    return {"mean": float(diff.mean()), **dict(zip(LEVELS, map(float, np.quantile(diff, list(LEVELS.values())))))}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--sections", type=int, default=400)
    args = parser.parse_args()
    workloads = [Workload.from_swf(p) for p in sorted(TRACES.glob("*.swf"))]
    tasks = [(w, pt, s) for w in workloads for pt in points() for s in range(args.seeds)]
    plain, with_overheads, values = [], [], []
    for workload, pt, seed in track(tasks, description="instances"):
        p_max = int(pt["p_max"])
        inst = random_instance(
            seed,
            workload,
            sections=args.sections,
            p_max=p_max,
            p_min=round(pt["p_min_fraction"] * p_max),
            delta=round(pt["delta_fraction"] * p_max),
            avg_section_length=pt["avg_section_length"],
            load=pt["load"],
        )
        bounds = yield_bounds(inst)
        values.append(bounds["lp_bound"])
        plain.append(bounds["difference_no_overheads"])
        with_overheads.append(bounds["difference"])
    print(
        f"{len(tasks)} instances ({', '.join(w.name for w in workloads)}), "
        f"bound values in [{min(values):.3f}, {max(values):.3f}]"
    )
    rows = {
        "paper Table 1": PAPER,
        "LP − §3.4 bound (with C/R overheads)": statistics(np.array(with_overheads)),
        "sanity: LP − area without overheads": statistics(np.array(plain)),
    }
    print(f"{'':38s}" + "".join(f"{k:>10s}" for k in PAPER))
    for label, stats in rows.items():
        print(f"{label:38s}" + "".join(f"{stats[k]:10.2e}" for k in PAPER))


if __name__ == "__main__":
    main()
