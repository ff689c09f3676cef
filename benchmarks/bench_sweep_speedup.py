"""Speed-up of a sweep on a 2-worker Dask LocalCluster over a single worker, in one run.

Runs a sweep (default: the Figure 7a smoke sweep) twice into temporary directories, with 1
and with 2 worker processes, and prints both wall times, the speed-up, the time to start and
stop a LocalCluster, and the per-task overhead (wall time × workers / tasks − mean task
time, cluster start-up included). Issue target: speed-up ≥ 1.7 on this 2-core machine.

    python benchmarks/bench_sweep_speedup.py [--spec FILE ...]
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
    parser.add_argument("--spec", type=Path, nargs="+", default=[SPEC])
    args = parser.parse_args()
    print(f"LocalCluster start + stop: {cluster_seconds(1):.2f} s (1 worker), {cluster_seconds(2):.2f} s (2 workers)")
    for path in args.spec:
        spec = load_spec(path)
        timed(spec, 1)  # warm the numba caches so that both runs load compiled kernels
        results = {workers: timed(spec, workers) for workers in (1, 2)}
        print(spec.name)
        for workers, (wall, busy, tasks) in results.items():
            overhead = wall * workers / tasks - busy / tasks
            print(
                f"  {workers} worker(s): {wall:7.2f} s wall for {tasks} tasks, mean task {busy / tasks:.3f} s, "
                f"overhead {overhead * 1000:.1f} ms/task (cluster start-up included)"
            )
        print(f"  speed-up 2 workers vs 1: {results[1][0] / results[2][0]:.2f}")


def cluster_seconds(workers: int) -> float:
    """Wall time to start and stop a LocalCluster with a client, as the runner does."""
    from dask.distributed import Client, LocalCluster

    start = time.perf_counter()
    with (
        LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=":0") as cluster,
        Client(cluster),
    ):
        pass
    return time.perf_counter() - start


if __name__ == "__main__":
    main()
