"""Run a sweep's tasks on Dask (a LocalCluster with one worker process per core, or an
existing scheduler) and append every finished task to the results store as soon as its
batch returns (a killed sweep loses at most the batches in flight, which --resume re-runs)."""

from __future__ import annotations

import os
import time
import traceback
from pathlib import Path
from typing import Any

from rich.progress import Progress

import resched
from resched.errors import ReschedError
from resched.experiments.spec import SweepSpec, Task
from resched.experiments.store import ResultStore
from resched.registry import families


def execute(task: Task) -> dict[str, Any]:
    """Run one task on a worker; an exception becomes an ``error`` field, not a crash."""
    row: dict[str, Any] = {
        "task_id": task.id, "family": task.family, "grid": sorted(task.params), **task.params,
        "instance": task.instance,
        "seed": task.seed, "algorithm": task.algorithm, "version": resched.__version__,
    }
    start = time.perf_counter()
    try:
        row.update(families()[task.family].experiment(task))
    except Exception as error:  # noqa: BLE001 — recorded, the sweep goes on
        row["error"] = f"{type(error).__name__}: {error}"
        row["traceback"] = traceback.format_exc(limit=5)
    row["task_seconds"] = time.perf_counter() - start
    return row


def execute_batch(tasks: list[Task]) -> list[dict[str, Any]]:
    """Run a few tasks in one Dask future (less scheduling overhead for short tasks)."""
    return [execute(task) for task in tasks]


def batches(tasks: list[Task], slots: int) -> list[list[Task]]:
    """About four batches per worker slot, at most 16 tasks each, so that short tasks share
    one round trip to the scheduler while the load stays balanced."""
    size = max(1, min(16, len(tasks) // (4 * max(slots, 1))))
    return [tasks[i:i + size] for i in range(0, len(tasks), size)]


def run_sweep(
    spec: SweepSpec,
    out: str | Path,
    resume: bool = False,
    scheduler: str | None = None,
    workers: int | None = None,
    progress: Progress | None = None,
) -> dict[str, int]:
    """Run every task of ``spec`` not yet in ``out``; returns counts of done/skipped/failed."""
    family = families().get(spec.family)
    if family is None or family.experiment is None:
        raise ReschedError(f"family {spec.family!r} has no experiment runner")
    store = ResultStore(out)
    finished = store.finished()
    if finished and not resume:
        raise ReschedError(f"{store.path} already holds {len(finished)} results: pass --resume to continue")
    tasks = spec.tasks()
    todo = [t for t in tasks if t.id not in finished]
    bar = progress.add_task(f"sweep {spec.name}", total=len(tasks), completed=len(tasks) - len(todo)) if progress else None
    failed = 0
    if todo:
        from dask.distributed import Client, LocalCluster, as_completed

        if scheduler:
            client, cluster = Client(scheduler), None
        else:
            cluster = LocalCluster(n_workers=workers or os.cpu_count() or 1, threads_per_worker=1,
                                   processes=True, dashboard_address=":0")
            client = Client(cluster)
        try:
            slots = sum(client.nthreads().values())
            futures = [client.submit(execute_batch, batch, key=f"tasks-{batch[0].id}", pure=False)
                       for batch in batches(todo, slots)]
            for future in as_completed(futures):
                for row in future.result():
                    store.append(row)
                    failed += "error" in row
                    if progress:
                        progress.advance(bar)
        finally:
            client.close()
            if cluster is not None:
                cluster.close()
    return {"tasks": len(tasks), "run": len(todo), "skipped": len(tasks) - len(todo), "failed": failed}
