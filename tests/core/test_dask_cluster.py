"""``resched sweep --scheduler ADDRESS`` on a real cluster: a ``dask scheduler`` and two
``dask worker`` processes started here on 127.0.0.1 (loopback only, every step bounded in
time). One worker is killed in the middle of the sweep; the sweep still finishes, with every
task's row written exactly once."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from invoke import resched

from resched.experiments.store import ResultStore

DASK = str(Path(sys.executable).parent / "dask")
DEADLINE = 120.0


def wait_for(condition, what: str, seconds: float = DEADLINE) -> None:
    end = time.time() + seconds
    while time.time() < end:
        if condition():
            return
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


def start(*args: str, log: Path) -> subprocess.Popen:
    handle = log.open("w")
    return subprocess.Popen([DASK, *args], stdout=handle, stderr=subprocess.STDOUT, start_new_session=True)


def stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=30)


@pytest.fixture
def cluster(tmp_path):
    """A scheduler and two single-threaded worker processes on loopback; yields
    (address, [worker processes])."""
    info = tmp_path / "scheduler.json"
    scheduler = start(
        "scheduler",
        "--host",
        "127.0.0.1",
        "--port",
        "0",
        "--no-dashboard",
        "--scheduler-file",
        str(info),
        log=tmp_path / "scheduler.log",
    )
    processes = [scheduler]
    try:
        wait_for(lambda: info.exists() and info.stat().st_size > 0, "the scheduler file")
        address = json.loads(info.read_text())["address"]
        workers = [
            start(
                "worker",
                address,
                "--nthreads",
                "1",
                "--nworkers",
                "1",
                "--no-dashboard",
                "--name",
                f"w{k}",
                log=tmp_path / f"worker{k}.log",
            )
            for k in range(2)
        ]
        processes += workers
        from dask.distributed import Client

        with Client(address, timeout=30) as client:
            wait_for(lambda: len(client.scheduler_info()["workers"]) == 2, "two workers")
        yield address, workers
    finally:
        for process in reversed(processes):
            stop(process)


def test_sweep_survives_a_killed_worker_and_writes_every_row_once(cluster, tmp_path):
    address, workers = cluster
    spec = tmp_path / "spec.toml"
    spec.write_text(
        'family = "reservation"\nname = "cluster"\ninstances = 1\nalgorithms = ["dp", "ALL-CKPT", '
        '"NO-CKPT"]\n[grid]\nlaw = ["gamma", "uniform", "beta", "weibull", "lognormal", "exponential"]\n'
        "chunks = [250, 300]\n"
    )
    out = tmp_path / "out"
    sweep = subprocess.Popen(
        [sys.executable, "-m", "resched", "sweep", str(spec), "-o", str(out), "--scheduler", address, "--json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        store = ResultStore(out)
        wait_for(lambda: len(store.rows()) >= 4, "the first rows")
        stop(workers[0])
        written_when_killed = len(store.rows())
        stdout, stderr = sweep.communicate(timeout=DEADLINE)
    finally:
        stop(sweep)
    assert sweep.returncode == 0, stderr[-2000:]
    (counts,) = json.loads(stdout)["results"]
    rows = ResultStore(out).rows()
    assert counts["tasks"] == counts["run"] == 36 and counts["failed"] == 0
    assert written_when_killed < 36, "the worker should die in the middle of the sweep"
    assert len(rows) == 36 and len({r["task_id"] for r in rows}) == 36
    assert not [r for r in rows if "error" in r]


def test_an_address_where_no_scheduler_listens_is_a_clear_error(tmp_path):
    spec = tmp_path / "spec.toml"
    spec.write_text('family = "reservation"\nalgorithms = ["dp"]\n[grid]\nchunks = [10]\n')
    run = resched("sweep", spec, "-o", tmp_path / "out", "--scheduler", "tcp://127.0.0.1:9")
    assert run.exit_code == 2 and "cannot reach the Dask scheduler" in run.stderr


def test_a_local_cluster_listens_on_the_loopback_interface_only():
    """The scheduler, its HTTP server (dashboard, health routes) and the workers and their
    nannies accept connections from this machine only."""
    import psutil

    from resched.experiments.runner import local_cluster

    cluster = local_cluster(1)
    try:
        processes = [psutil.Process(), *psutil.Process().children(recursive=True)]
        listening = [c.laddr for p in processes for c in p.net_connections(kind="inet") if c.status == "LISTEN"]
        assert len(listening) >= 3  # scheduler, its HTTP server, a nanny or a worker
        assert {address.ip for address in listening} == {"127.0.0.1"}, listening
        assert cluster.scheduler_address.startswith("tcp://127.0.0.1:")
    finally:
        cluster.close()
