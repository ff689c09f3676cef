"""Speed-up of a sweep on a 2-worker Dask LocalCluster over a single worker, in one run.

Runs the Figure 7a smoke sweep (benchmarks/sweeps/varcap/fig7a-smoke.toml) twice into
temporary directories, with 1 and with 2 worker processes, and prints both wall times, the
speed-up, and the per-task overhead (wall time × workers / tasks − mean task time).
Issue target: speed-up ≥ 1.7 on this 2-core machine.

    python benchmarks/bench_sweep_speedup.py [--spec FILE]
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from resched.experiments.runner import run_sweep
from resched.experiments.spec import load_spec
from resched.experiments.store import ResultStore

SPEC = Path(__file__).resolve().parent / "sweeps" / "varcap" / "fig7a-smoke.toml"


def timed(spec, workers: int) -> tuple[float, float, int]:
    """(wall time, summed task time, tasks) of a full run with ``workers`` processes."""
    with tempfile.TemporaryDirectory() as out:
        start = time.perf_counter()
        counts = run_sweep(spec, out, workers=workers)
        wall = time.perf_counter() - start
        busy = sum(row["task_seconds"] for row in ResultStore(out).rows())
    return wall, busy, counts["tasks"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spec", type=Path, default=SPEC)
    args = parser.parse_args()
    spec = load_spec(args.spec)
    timed(spec, 1)  # warm the numba caches so that both runs load compiled kernels
    results = {workers: timed(spec, workers) for workers in (1, 2)}
    for workers, (wall, busy, tasks) in results.items():
        overhead = wall * workers / tasks - busy / tasks
        print(f"{workers} worker(s): {wall:7.2f} s wall for {tasks} tasks, mean task {busy / tasks:.3f} s, "
              f"overhead {overhead * 1000:.1f} ms/task (includes cluster start-up)")
    print(f"speed-up 2 workers vs 1: {results[1][0] / results[2][0]:.2f}")


if __name__ == "__main__":
    main()
