"""A results folder holds one sweep (its specification's fingerprint, kept by ``--only``
slices), and a sweep never waits forever for Dask workers that died (issue 47 point 2)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from test_experiments import write_spec

from resched.errors import ReschedError
from resched.experiments import runner
from resched.experiments.runner import run_sweep
from resched.experiments.spec import load_spec
from resched.experiments.store import SWEEP, ResultStore


def test_the_fingerprint_ignores_the_file_and_survives_only(tmp_path: Path) -> None:
    spec = load_spec(write_spec(tmp_path, ["dp", "ALL-CKPT"], 'law = ["gamma", "uniform"]\nchunks = [20]'))
    again = load_spec(write_spec(tmp_path, ["dp", "ALL-CKPT"], 'chunks = [20]\nlaw = ["gamma", "uniform"]', name="b"))
    other = load_spec(write_spec(tmp_path, ["dp"], 'law = ["gamma", "uniform"]\nchunks = [20]', name="c"))
    assert spec.fingerprint == again.fingerprint != other.fingerprint
    assert spec.only(["law=gamma"]).fingerprint == spec.fingerprint


def test_a_folder_of_another_sweep_is_refused_before_any_task_runs(tmp_path: Path) -> None:
    first = load_spec(write_spec(tmp_path, ["dp"], 'law = ["gamma"]\nchunks = [20]'))
    second = load_spec(write_spec(tmp_path, ["ALL-CKPT"], 'law = ["gamma"]\nchunks = [20]', name="second"))
    out = tmp_path / "out"
    ResultStore(out).claim(first.fingerprint, first.name)
    ResultStore(out).claim(first.fingerprint, first.name)  # the same sweep: accepted again
    with pytest.raises(ReschedError, match="holds the results of another sweep \\('t'"):
        run_sweep(second, out, resume=True)
    (out / SWEEP).write_text("not json")
    with pytest.raises(ReschedError, match="damaged sweep record"):
        ResultStore(out).claim(first.fingerprint, first.name)


class _Future:
    def __init__(self) -> None:
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class _NoWorkers:
    def scheduler_info(self) -> dict[str, Any]:
        return {"workers": {}}


def test_pending_batches_fail_once_no_worker_is_left(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import dask.distributed

    def never_done(futures: Any, timeout: float, return_when: str) -> Any:
        raise TimeoutError

    monkeypatch.setattr(dask.distributed, "wait", never_done)
    spec = load_spec(write_spec(tmp_path, ["dp", "ALL-CKPT"], 'law = ["gamma"]\nchunks = [20]'))
    tasks = spec.tasks()
    futures = {_Future(): tasks[:1], _Future(): tasks[1:]}
    batches = list(runner.finished_batches(_NoWorkers(), futures, workerless=0.0))
    rows = [row for batch in batches for row in batch]
    assert sorted(row["task_id"] for row in rows) == sorted(t.id for t in tasks)
    assert all(row["error"].startswith("no Dask worker alive for 0 s") for row in rows)
    assert all(future.cancelled for future in futures)


def test_a_service_that_is_no_dask_scheduler_is_a_one_line_error_not_a_hang() -> None:
    import socket
    import threading

    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen()
    accepted: list[socket.socket] = []
    threading.Thread(target=lambda: accepted.append(server.accept()[0]), daemon=True).start()
    address = f"tcp://127.0.0.1:{server.getsockname()[1]}"
    try:
        with pytest.raises(ReschedError, match="no answer within 2 s: is it a Dask scheduler"):
            runner.connect(address, wait=2.0)  # accepts, never answers Dask's handshake
    finally:
        server.close()
    with pytest.raises(ReschedError, match="cannot reach the Dask scheduler"):
        runner.connect(address, wait=30.0)  # nothing listens any more: refused
