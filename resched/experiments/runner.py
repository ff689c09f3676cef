"""Run a sweep's tasks on Dask (a LocalCluster with one worker process per core, or an
existing scheduler) and append every finished task to the results store as soon as its
batch returns (a killed sweep loses at most the batches in flight, which --resume re-runs).

A task that raises is recorded with its ``error`` (and a short traceback) instead of
stopping the sweep; :func:`run_sweep` returns the failures so that the command can report
each reason and exit non-zero. ``--resume`` runs every task without a successful row:
the ones never run and the ones that failed. ``--reuse DIR`` takes the rows of tasks that
another sweep already ran (same task id, e.g. Figure 13's infinite-job half is Figure 8's
sweep) instead of running them again.

A user's algorithm (``package.module:Attribute``) travels to the workers as a reference to its
module, which each worker imports: before any task is sent, :func:`check_user_modules` has every
worker trust the sweep's user packages (what ``--trust`` opted into here) and import their
modules, and stops the sweep with one line naming the module and the worker that cannot (a task
whose algorithm a worker cannot unpickle would otherwise never finish).
"""

from __future__ import annotations

import hashlib
import os
import threading
import time
import traceback
from collections import Counter
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import resched
from resched.errors import ReschedError
from resched.experiments.spec import SweepSpec, SweepTask
from resched.experiments.store import ResultStore
from resched.progress import ProgressBar, Silent
from resched.registry import family
from resched.trust import Origin, package_of

MAX_WORKERS = 512
LOOPBACK = "127.0.0.1"
"""Where a local cluster's scheduler, workers and dashboard listen: never beyond this machine."""
CONNECT_TIMEOUT = 10.0
"""Seconds to wait for an existing Dask scheduler before giving up."""


def execute(task: SweepTask) -> dict[str, object]:
    """Run one task on a worker; an exception becomes an ``error`` field, not a crash."""
    row = task.row() | {"version": resched.__version__}
    start = time.perf_counter()
    try:
        row.update(_checked(row, family(task.task.family).run_task(task.task).to_row()))
    except Exception as error:  # recorded, the sweep goes on
        row["error"] = f"{type(error).__name__}: {error}"
        row["traceback"] = traceback.format_exc(limit=5)
    row["seconds"] = time.perf_counter() - start
    return row


def _checked(row: dict[str, Any], metrics: dict[str, Any]) -> dict[str, Any]:
    """``metrics``, refused if one would overwrite a row field (identity or grid value)."""
    clashes = [k for k in metrics if k in row and (k not in row["grid"] or metrics[k] != row[k])]
    if clashes:
        raise RuntimeError(f"metric {clashes[0]!r} would overwrite the row's field of that name")
    return metrics


def execute_batch(tasks: list[SweepTask]) -> list[dict[str, object]]:
    """Run a few tasks in one Dask future (less scheduling overhead for short tasks)."""
    return [execute(task) for task in tasks]


#: The most tasks of one batch (tasks of one instance are cut into batches of at most this).
MAX_BATCH = 16


def batches(tasks: list[SweepTask], slots: int) -> list[list[SweepTask]]:
    """Batches of tasks, each run in one Dask future (one round trip to the scheduler).

    The tasks of an instance (same seed) stay together, so that work a
    family does once per instance and process is done as few times as possible: varcap's §5.1
    LP bound of a finite instance (:func:`resched.varcap.experiment.finite_yield_bound`) takes
    minutes at the paper's size, more than most of its algorithms. An instance is cut into
    ``ceil(n / MAX_BATCH)`` nearly equal batches of its ``n`` tasks, and, when the sweep has
    fewer instances than worker slots, into up to ``slots // instances`` so that every slot gets
    work without a second batch of the same instance; whole instances are packed together up to
    about four batches per slot, so that short tasks share a round trip while the load stays
    balanced."""
    size = max(1, min(MAX_BATCH, len(tasks) // (4 * max(slots, 1))))
    instances: dict[int, list[SweepTask]] = {}
    for task in tasks:  # the seed identifies the instance: it is drawn from its parameters and replicate
        instances.setdefault(task.task.seed, []).append(task)
    spread = slots // len(instances) if instances else 1
    packed: list[list[SweepTask]] = []
    for group in instances.values():
        parts = max(-(-len(group) // MAX_BATCH), min(len(group), spread))
        if parts == 1 and packed and len(packed[-1]) + len(group) <= size:
            packed[-1].extend(group)
        else:
            cut = -(-len(group) // parts)
            packed.extend(group[i : i + cut] for i in range(0, len(group), cut))
    return packed


def _rows(future: Any, batch: list[SweepTask]) -> list[dict[str, Any]]:
    """The rows of a finished batch; if the batch itself failed (e.g. its worker died more
    often than Dask allows), a failed row per task, so that --resume runs them again."""
    try:
        return future.result()
    except Exception as error:  # recorded, the sweep goes on
        message = f"{type(error).__name__}: {error}"
        return [_failed(task, message) for task in batch]


WORKERLESS_SECONDS = 60.0
"""How long a sweep waits with tasks left and no Dask worker alive (all killed, e.g. by the
out-of-memory killer, or gone) before it records the remaining tasks as failed."""
POLL_SECONDS = 1.0


def finished_batches(
    client: Any, futures: dict[Any, list[SweepTask]], workerless: float = WORKERLESS_SECONDS
) -> Iterator[list[dict[str, Any]]]:
    """Each batch's rows as it finishes (:func:`_rows`). A sweep never waits forever: once no
    worker has been alive for ``workerless`` seconds, every batch still pending is cancelled
    and given failed rows ("no Dask worker …"), which ``--resume`` runs again."""
    from dask.distributed import wait

    pending = set(futures)
    alone_since: float | None = None
    while pending:
        try:
            done, pending = wait(pending, timeout=POLL_SECONDS, return_when="FIRST_COMPLETED")
        except TimeoutError:
            done = set()
        for future in done:
            yield _rows(future, futures[future])
        if done or client.scheduler_info().get("workers"):
            alone_since = None
            continue
        alone_since = alone_since if alone_since is not None else time.monotonic()
        if time.monotonic() - alone_since >= workerless:
            message = f"no Dask worker alive for {workerless:g} s (killed or gone): task not run"
            for future in pending:
                future.cancel()
                yield [_failed(task, message) for task in futures[future]]
            return


def _failed(task: SweepTask, message: str) -> dict[str, Any]:
    return task.row() | {"version": resched.__version__, "error": message, "seconds": 0.0}


ANSWER_SECONDS = CONNECT_TIMEOUT + 20.0
"""How long ``--scheduler`` waits for a Dask scheduler's answer, connection included."""


def connect(scheduler: str, wait: float = ANSWER_SECONDS) -> Any:
    """A Dask client of the scheduler at ``scheduler``. The connection runs in a daemon thread
    that is given up after ``wait`` seconds: a service that is not a Dask scheduler (an HTTP
    server, say) may accept the connection and never answer Dask's handshake, or answer bytes
    that Dask reads as a huge frame; either is a one-line error, never a hang."""
    from dask.distributed import Client

    outcome: dict[str, Any] = {}

    def attempt() -> None:
        try:
            outcome["client"] = Client(scheduler, timeout=CONNECT_TIMEOUT)
        except BaseException as error:  # reported below, in the caller's thread
            outcome["error"] = error

    thread = threading.Thread(target=attempt, name="resched-dask-connect", daemon=True)
    thread.start()
    thread.join(wait)
    if "client" in outcome:
        return outcome["client"]
    if thread.is_alive():
        reason = f"no answer within {wait:g} s: is it a Dask scheduler?"
    else:
        error = outcome["error"]
        reason = str(error).splitlines()[0] if str(error) else type(error).__name__
    raise ReschedError(f"cannot reach the Dask scheduler {scheduler!r} ({reason})")


def _client(scheduler: str | None, workers: int | None):
    """A Dask client on ``scheduler``, or on a new LocalCluster of ``workers`` processes."""
    from dask.distributed import Client

    if scheduler:
        return connect(scheduler), None
    cluster = local_cluster(workers)
    return Client(cluster), cluster


def local_cluster(workers: int | None = None):
    """A Dask LocalCluster of ``workers`` single-threaded processes (default: one per core); its
    scheduler, workers and dashboard (HTTP) listen on the loopback interface only."""
    from dask.distributed import LocalCluster

    check_workers(workers)
    return LocalCluster(
        n_workers=workers or os.cpu_count() or 1,
        threads_per_worker=1,
        processes=True,
        host=LOOPBACK,
        dashboard_address=f"{LOOPBACK}:0",
    )


def check_workers(workers: int | None) -> None:
    """Refuse a worker count outside 1 … :data:`MAX_WORKERS`."""
    if workers is not None and not 1 <= workers <= MAX_WORKERS:
        raise ReschedError(f"--workers must be between 1 and {MAX_WORKERS}, got {workers}")


def user_origins(tasks: Sequence[SweepTask]) -> list[Origin]:
    """The distinct origins of the user algorithms among ``tasks`` (by reference)."""
    found = {o.reference: o for t in tasks if (o := t.task.algorithm.spec.origin) is not None}
    return [found[reference] for reference in sorted(found)]


def import_user_modules(packages: list[str], modules: list[str]) -> dict[str, str]:
    """Run on a worker: trust ``packages`` (:func:`resched.trust.allow`) and import ``modules``.
    Returns module → what went wrong: the import error, or the SHA-256 of the module's file
    (``sha256:<hex>``, or ``sha256:`` for a module without a file) when it imported."""
    from importlib import import_module

    from resched.trust import allow

    allow(*packages)
    found: dict[str, str] = {}
    for name in modules:
        try:
            path = getattr(import_module(name), "__file__", None)
        except Exception as error:  # reported by the client, with the worker's address
            found[name] = f"{type(error).__name__}: {error}".splitlines()[0]
            continue
        found[name] = "sha256:" + (hashlib.sha256(Path(path).read_bytes()).hexdigest() if path else "")
    return found


def check_user_modules(client: Any, origins: Sequence[Origin]) -> None:
    """Stop with a one-line :class:`ReschedError` unless every worker of ``client`` imports the
    module of every user algorithm in ``origins``, from the same file (SHA-256) as this process."""
    modules = sorted({o.reference.partition(":")[0]: o for o in origins}.items())
    if not modules:
        return
    packages = sorted({package_of(name) for name, _ in modules})
    answers = client.run(import_user_modules, packages, [name for name, _ in modules])
    for worker, found in sorted(answers.items()):
        for name, origin in modules:
            answer = found[name]
            if not answer.startswith("sha256:"):
                raise ReschedError(
                    f"worker {worker} cannot import {name} ({answer}): make {package_of(name)} importable on every "
                    "worker (install it there, or put its folder on the workers' PYTHONPATH)"
                )
            if origin.file_sha256 and answer != f"sha256:{origin.file_sha256}":
                raise ReschedError(
                    f"worker {worker} imports another {name} than this process (its file's SHA-256 differs): "
                    "give every worker the same version of it"
                )


def reuse_rows(tasks: list[SweepTask], folders: Sequence[str | Path], store: ResultStore) -> set[str]:
    """Copy into ``store`` the successful rows that other sweeps' results ``folders`` hold for
    tasks of this sweep — the same task id: family, resolved parameters, seed, replicate and
    algorithm, hence the same instance and result — under this sweep's grid point and command
    (the other grid's keys dropped, ``reused_from`` naming the folder). Returns their ids."""
    wanted = {task.id: task for task in tasks}
    reused: set[str] = set()
    for folder in folders:
        source = ResultStore(folder)
        if not source.path.exists():
            raise ReschedError(f"{folder}: no {source.path.name} to reuse")
        for row in source.latest():
            task = wanted.get(row["task_id"])
            if task is None or "error" in row or task.id in reused:
                continue
            header = task.row()
            stale = set(row.get("grid", ())) | set(header)
            store.append(header | {k: v for k, v in row.items() if k not in stale} | {"reused_from": str(folder)})
            reused.add(task.id)
    return reused


def run_sweep(
    spec: SweepSpec,
    out: str | Path,
    resume: bool = False,
    scheduler: str | None = None,
    workers: int | None = None,
    progress: ProgressBar | None = None,
    reuse: Sequence[str | Path] = (),
) -> dict[str, Any]:
    """Run every task of ``spec`` without a successful row in ``out``, after taking the rows of
    the same tasks from the results folders ``reuse`` (:func:`reuse_rows`).

    Returns the counts (``tasks``, ``run``, ``skipped``: already in ``out``, ``reused``,
    ``failed``) and ``failures``: each distinct error message with the number of tasks that
    raised it and one task's command."""
    check_workers(workers)
    store = ResultStore(out)
    with store.lock():
        finished = store.finished()
        if store.rows() and not resume:
            raise ReschedError(
                f"{store.path} already holds results: pass --resume to continue "
                "(failed tasks are run again), or choose another --output"
            )
        store.claim(spec.fingerprint, spec.name)
        tasks = spec.tasks()
        todo = [t for t in tasks if t.id not in finished]
        skipped = len(tasks) - len(todo)
        reused = reuse_rows(todo, reuse, store)
        todo = [t for t in todo if t.id not in reused]
        shown = progress if progress is not None else Silent()
        bar = shown.add_task(f"sweep {spec.name}", total=len(tasks), completed=len(tasks) - len(todo))
        failures: Counter[str] = Counter()
        example: dict[str, str] = {}
        if todo:
            client, cluster = _client(scheduler, workers)
            try:
                check_user_modules(client, user_origins(todo))
                slots = sum(client.nthreads().values()) or 1
                futures = {
                    client.submit(execute_batch, batch, key=f"tasks-{batch[0].id}", pure=False): batch
                    for batch in batches(todo, slots)
                }
                for rows in finished_batches(client, futures):
                    for row in rows:
                        store.append(row)
                        if "error" in row:
                            failures[row["error"]] += 1
                            example.setdefault(row["error"], row["rerun"])
                        shown.advance(bar)
            finally:
                client.close()
                if cluster is not None:
                    cluster.close()
    return {
        "tasks": len(tasks),
        "run": len(todo),
        "skipped": skipped,
        "reused": len(reused),
        "failed": sum(failures.values()),
        "failures": [{"error": e, "tasks": n, "example": example[e]} for e, n in failures.most_common()],
    }
