"""Sweeps: TOML spec checked before any task, seeded tasks, Dask runner, failures reported and
retried, resumable locked store (killed mid-way, damaged lines), plots. The generic mechanics
are exercised on the reservation family (fast, deterministic tasks)."""

from __future__ import annotations

import json
import os
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from invoke import resched
from paths import ROOT

from resched.errors import ReschedError
from resched.experiments.runner import batches, execute, run_sweep
from resched.experiments.spec import load_spec
from resched.experiments.store import ResultStore
from resched.plot import plot_sweep

HEADER = 'family = "reservation"\nname = "t"\ninstances = {instances}\nseed = 3\nalgorithms = [{algorithms}]\n'


def write_spec(tmp_path: Path, algorithms, grid: str, instances: int = 2, name: str = "t", extra: str = "") -> Path:
    path = tmp_path / f"{name}.toml"
    listed = ", ".join(f'"{a}"' for a in algorithms)
    path.write_text(HEADER.format(instances=instances, algorithms=listed) + extra + f"[grid]\n{grid}\n")
    return path


def rows_but_time(folder: Path) -> dict[str, dict]:
    """The latest row of each task of a results folder, by task id, without the time taken."""
    return {r["task_id"]: {k: v for k, v in r.items() if k != "seconds"} for r in ResultStore(folder).latest()}


def test_spec_expands_to_seeded_tasks(tmp_path):
    spec = load_spec(write_spec(tmp_path, ["dp", "ALL-CKPT"], 'law = ["gamma", "uniform"]\nchunks = [20]'))
    tasks = spec.tasks()
    assert len(tasks) == 2 * 2 * 2  # points × instances × algorithms
    assert len({t.id for t in tasks}) == len(tasks)
    assert {t.task.algorithm.name for t in tasks} == {"DYN-PROG-COUNT", "ALL-CKPT"}  # canonical names
    # the seed depends on the point's instance parameters and the instance index, not on the algorithm
    seeds = {}
    for t in tasks:
        seeds.setdefault((t.task.params.law, t.replicate), set()).add(t.task.seed)
    assert all(len(s) == 1 for s in seeds.values()) and len({s.pop() for s in seeds.values()}) == 4
    assert [t.id for t in load_spec(tmp_path / "t.toml").tasks()] == [t.id for t in tasks]


def test_algorithm_parameters_do_not_change_the_instance_seed(tmp_path):
    """``chunks`` configures the algorithm only (role "algorithm"): every value of it is run on
    the same instances, so points that differ by it share their seeds (common random numbers)."""
    spec = load_spec(write_spec(tmp_path, ["dp"], 'law = ["gamma"]\nchunks = [10, 20]', instances=1))
    first, second = spec.tasks()
    assert first.task.params.chunks != second.task.params.chunks and first.task.seed == second.task.seed


def test_rows_store_every_resolved_parameter_and_a_rerun_command(tmp_path):
    spec = load_spec(write_spec(tmp_path, ["NO-CKPT"], 'law = ["gamma"]\nchunks = [30]\ncheckpoint = [0.2]', 1))
    row = execute(spec.tasks()[0])
    assert row["params"]["restart"] == 0.2 and row["params"]["max_chunks"] == 20_000  # resolved defaults
    assert row["grid"] == ["checkpoint", "chunks", "law"] and row["law"] == "gamma"
    again = resched(*shlex.split(row["rerun"])[1:], "--json")
    assert again.exit_code == 0, again.stderr
    (rerun,) = again.results
    assert {k: v for k, v in rerun.items() if not k.endswith("seconds")} == {
        k: row[k] for k in rerun if not k.endswith("seconds")
    }


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('family = "reservation"\n', "'algorithms' is required"),
        ('family = "reservation"\nalgorithms = []\n', "non-empty list"),
        ('family = "reservation"\nalgorithms = ["dp"]\ncolour = 1\n', "unknown key 'colour'"),
        ('family = "nosuch"\nalgorithms = ["dp"]\n', "unknown family 'nosuch'"),
        ('family = "reservation"\nalgorithms = ["DPMagic"]\n', "unknown reservation algorithm 'DPMagic'"),
        ('family = "reservation"\nalgorithms = ["dp"]\n[grid]\nchunks = []\n', "non-empty list of values"),
        ('family = "reservation"\nalgorithms = ["dp"]\n[grid]\neps = [0.1]\n', "unknown reservation parameter 'eps'"),
        (
            'family = "reservation"\nalgorithms = ["dp"]\n[grid]\nchunks = ["ten"]\n',
            "chunks = ten.*expected an integer",
        ),
        ('family = "reservation"\nalgorithms = ["dp"]\n[grid]\nepsilon = [nan]\n', "expected a finite number"),
        ('family = "reservation"\nalgorithms = ["dp"]\n[grid]\nepsilon = [-1.0]\n', "must be > 0"),
        ('family = "reservation"\nalgorithms = ["dp"]\ninstances = true\n', "'instances' must be an integer"),
        ('family = "reservation"\nalgorithms = ["dp"]\ninstances = 0\n', "'instances' must be an integer >= 1"),
        ('family = "reservation"\nalgorithms = ["dp"]\nseed = [1]\n', "'seed' must be an integer"),
        ('family = "reservation"\nalgorithms = ["dp"]\nseed = "1"\n', "'seed' must be an integer"),
        ('family = "reservation"\nalgorithms = ["dp"]\ntraces_dir = 3\n', "'traces_dir' must be a path"),
        (
            'family = "reservation"\nalgorithms = ["dp"]\n[grid]\nlaw = ["empirical"]\nruntimes = ["gone.txt"]\n',
            "runtimes: no such file",
        ),
        ("family = [", "invalid TOML"),
    ],
)
def test_bad_specs_are_clear_errors(tmp_path, text, message):
    path = tmp_path / "bad.toml"
    path.write_text(text)
    with pytest.raises(ReschedError, match=message):
        load_spec(path)
    run = resched("sweep", path, "-o", tmp_path / "out")
    assert run.exit_code == 2 and run.stderr.count("\n") == 1 and "bad.toml" in run.stderr
    assert not (tmp_path / "out").exists()  # nothing started


@pytest.mark.parametrize("content", [b"\x00\x01binary\xff", "caf\xe9 = 1".encode("latin-1"), None])
def test_unreadable_spec_files(tmp_path, content):
    path = tmp_path / "spec.toml"
    if content is None:
        path.mkdir()
    else:
        path.write_bytes(content)
    run = resched("sweep", path, "-o", tmp_path / "out")
    assert run.exit_code == 2 and run.stderr.startswith("resched: error:") and run.stderr.count("\n") == 1


def test_dry_run_counts_tasks_and_runs_nothing(tmp_path):
    spec = write_spec(tmp_path, ["dp", "no-ckpt"], 'law = ["gamma", "beta"]\nchunks = [10]', 3)
    run = resched("sweep", spec, "-o", tmp_path / "out", "--dry-run", "--json")
    assert run.exit_code == 0 and run.results[0]["tasks"] == 12 and not (tmp_path / "out").exists()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--workers", "0"), "--workers"),
        (("--workers", "-1"), "--workers"),
        (("--scheduler", "tcp://127.0.0.1:1"), "cannot reach the Dask scheduler"),
        (("--scheduler", "not an address"), "cannot reach the Dask scheduler"),
    ],
)
def test_bad_runner_options_are_clear_errors(tmp_path, args, message):
    spec = write_spec(tmp_path, ["dp"], 'law = ["gamma"]\nchunks = [10]', 1)
    run = resched("sweep", spec, "-o", tmp_path / "out", *args)
    assert run.exit_code == 2 and message in run.stderr and "Traceback" not in run.stderr


def test_output_that_is_a_file_is_refused(tmp_path):
    spec = write_spec(tmp_path, ["dp"], 'law = ["gamma"]\nchunks = [10]', 1)
    (tmp_path / "out").write_text("not a folder")
    run = resched("sweep", spec, "-o", tmp_path / "out")
    assert run.exit_code == 2 and "is not a directory" in run.stderr


def test_failures_are_reported_exit_1_and_retried_on_resume(tmp_path):
    # upper < the law's lower end makes the law invalid at run time: the task fails, the sweep goes on
    spec_path = write_spec(
        tmp_path, ["dp"], 'law = ["uniform"]\nlaw_params = [[1.0, 20.0]]\nupper = [0.5, 30.0]\nchunks = [10]', 1
    )
    run = resched("sweep", spec_path, "-o", tmp_path / "out", "--workers", "1")
    assert run.exit_code == 1
    assert "1 task(s) failed: ReschedError: law uniform: the upper bound 0.5 must exceed" in run.stderr
    assert "--resume" in run.stderr and "resched reservation solve" in run.stderr
    store = ResultStore(tmp_path / "out")
    assert len(store.rows()) == 2 and len(store.failed()) == 1
    refused = resched("sweep", spec_path, "-o", tmp_path / "out")
    assert refused.exit_code == 2 and "--resume" in refused.stderr
    counts = run_sweep(load_spec(spec_path), tmp_path / "out", resume=True, workers=1)
    assert counts["run"] == 1 and counts["failed"] == 1  # the failed task was run again (and failed again)
    assert len(store.rows()) == 3 and len(store.latest()) == 2


def test_store_skips_damaged_lines_and_counts_them(tmp_path):
    store = ResultStore(tmp_path)
    store.append({"task_id": "a"})
    with store.path.open("ab") as handle:
        handle.write(b'{"task_id": "b", "cut')  # a kill in the middle of a write
    store.append({"task_id": "c"})
    with store.path.open("ab") as handle:
        handle.write(b"\xff\xfe garbage\n[1, 2]\n")
    assert store.finished() == {"a", "c"} and store.damaged == [2, 4, 5]


def test_rows_written_twice_count_once(tmp_path):
    store = ResultStore(tmp_path)
    for row in (
        {"task_id": "a", "error": "x"},
        {"task_id": "a", "v": 1},
        {"task_id": "a", "v": 2},
        {"task_id": "b", "error": "y"},
    ):
        store.append(row)
    latest = {r["task_id"]: r for r in store.latest()}
    assert latest["a"] == {"task_id": "a", "v": 2} and "error" in latest["b"]


def test_a_second_writer_is_refused(tmp_path):
    store = ResultStore(tmp_path / "out")
    spec = load_spec(write_spec(tmp_path, ["dp"], 'law = ["gamma"]\nchunks = [10]', 1))
    with store.lock(), pytest.raises(ReschedError, match="another sweep is writing there"):
        run_sweep(spec, tmp_path / "out", workers=1)


def test_nonfinite_metrics_are_stored_as_valid_json(tmp_path):
    store = ResultStore(tmp_path)
    store.append({"task_id": "a", "x": float("nan"), "y": [1.0, float("inf")]})
    line = store.path.read_text()
    assert "NaN" not in line and "Infinity" not in line and json.loads(line)["x"] is None


def test_killed_sweep_resumes_without_losing_or_repeating_tasks(tmp_path):
    spec_path = write_spec(
        tmp_path, ["dp", "ALL-CKPT", "NO-CKPT"], 'law = ["gamma", "uniform", "beta", "weibull"]\nchunks = [300]', 3
    )
    total = len(load_spec(spec_path).tasks())
    out = tmp_path / "out"
    command = [sys.executable, "-m", "resched", "sweep", str(spec_path), "-o", str(out), "--workers", "2"]
    process = subprocess.Popen(command, start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    store = ResultStore(out)
    deadline = time.time() + 120
    while time.time() < deadline and len(store.rows()) < 3:
        time.sleep(0.05)
    os.killpg(process.pid, signal.SIGKILL)
    process.wait()
    done = len(store.finished())
    assert 3 <= done < total, "the sweep should be killed mid-way"
    counts = run_sweep(load_spec(spec_path), out, resume=True, workers=2)
    assert counts["skipped"] == done and counts["run"] == total - done
    rows = store.rows()
    assert len(rows) == total and len({r["task_id"] for r in rows}) == total
    # resumed results equal a task re-run from scratch (same seed on any worker)
    sample = next(t for t in load_spec(spec_path).tasks() if t.task.algorithm.name == "ALL-CKPT")
    stored = next(r for r in rows if r["task_id"] == sample.id)
    assert execute(sample)["cost"] == stored["cost"]


def test_plot_reports_damaged_lines_and_refuses_empty_folders(tmp_path):
    spec = load_spec(
        write_spec(tmp_path, ["dp", "ALL-CKPT"], 'law = ["gamma"]\ncheckpoint = [0.1, 0.5]\nchunks = [20]', 1)
    )
    run_sweep(spec, tmp_path / "out", workers=1)
    with (tmp_path / "out" / "results.jsonl").open("a") as handle:
        handle.write("{broken\n")
    run = resched("plot", tmp_path / "out")
    assert run.exit_code == 0 and "skipped 1 damaged line(s)" in run.stderr
    assert {p.name for p in plot_sweep(tmp_path / "out")} == {
        "summary.csv",
        "cost-by-checkpoint.png",
        "cost-by-checkpoint.pdf",
    }
    empty = resched("plot", tmp_path / "nothing")
    assert empty.exit_code == 2 and "no results.jsonl" in empty.stderr


def _first_runnable_smoke_task(name: str):
    """The first task of the first smoke sweep of family ``name`` whose files exist here."""
    for path in sorted((ROOT / "sweeps" / name).glob("*-smoke.toml")):
        try:
            return load_spec(path).tasks()[0]
        except ReschedError:  # a trace file absent on this machine
            continue
    pytest.skip(f"every {name} smoke sweep needs ../shared/traces")


@pytest.mark.parametrize("name", ["varcap", "batch", "riskaware", "moldable", "iterative", "reservation"])
def test_a_smoke_sweep_row_is_rerun_from_the_command_line_with_identical_metrics(name):
    row = execute(_first_runnable_smoke_task(name))
    assert "error" not in row, row.get("error")
    again = resched(*shlex.split(row["rerun"])[1:], "--json")
    assert again.exit_code == 0, again.stderr
    (rerun,) = again.results
    metrics = [k for k in rerun if not k.endswith("seconds") and k != "algorithm"]
    assert metrics and {k: rerun[k] for k in metrics} == {k: row[k] for k in metrics}
    assert rerun["algorithm"] == row["algorithm"] and again.envelope["params"]["seed"] == row["seed"]


def test_reuse_copies_the_same_tasks_of_another_sweep(tmp_path):
    """--reuse: the tasks another sweep ran (same id) are copied under this sweep's grid point
    and command, the others run; the rows equal those of a fresh run but for the time taken."""
    first = write_spec(tmp_path, ["dp", "all-ckpt-per"], 'law = ["exponential"]\nchunks = [10, 20]', 1, "a")
    second = write_spec(tmp_path, ["dp"], 'chunks = [20, 30]\nlaw = ["exponential"]', 1, "b")
    assert resched("sweep", first, "-o", tmp_path / "a", "--workers", "1").exit_code == 0
    run = resched("sweep", second, "-o", tmp_path / "b", "--workers", "1", "--reuse", tmp_path / "a")
    assert run.exit_code == 0 and "1 tasks run, 0 already done, 1 reused, 0 failed" in run.stdout
    fresh = run_sweep(load_spec(second), tmp_path / "c", workers=1)
    assert fresh["run"] == 2 and fresh["reused"] == 0

    reused, again = rows_but_time(tmp_path / "b"), rows_but_time(tmp_path / "c")
    assert [r.get("reused_from") for r in reused.values()].count(str(tmp_path / "a")) == 1
    assert {k: {f: v for f, v in r.items() if f != "reused_from"} for k, r in reused.items()} == again
    missing = resched("sweep", second, "-o", tmp_path / "d", "--reuse", tmp_path / "nowhere")
    assert missing.exit_code == 2 and missing.stderr.count("\n") == 1 and "no results.jsonl to reuse" in missing.stderr


def test_only_runs_a_slice_and_resume_completes_the_sweep(tmp_path):
    """--only KEY=VALUE keeps the grid points with that value (two values of a key: either; two
    keys: both; numbers compare as numbers); the tasks are the whole sweep's, so --resume of the
    whole sweep runs exactly the rest and ends with the rows of a run at once."""
    spec = write_spec(tmp_path, ["dp"], 'law = ["exponential", "gamma"]\nchunks = [10, 20, 30]', 1)
    whole = load_spec(spec)
    assert [p["chunks"] for p in whole.only(["chunks=20.0"]).points] == [20, 20]
    assert len(whole.only(["chunks=10", "chunks=30", "law=gamma"]).points) == 2
    sliced = resched("sweep", spec, "-o", tmp_path / "out", "--workers", "1", "--only", "chunks=20", "--json")
    assert sliced.exit_code == 0 and sliced.results[0]["run"] == 2
    assert {r["chunks"] for r in ResultStore(tmp_path / "out").latest()} == {20}
    rest = run_sweep(whole, tmp_path / "out", resume=True, workers=1)
    assert (rest["run"], rest["skipped"]) == (4, 2)
    at_once = run_sweep(whole, tmp_path / "once", workers=1)
    assert at_once["run"] == 6

    assert rows_but_time(tmp_path / "out") == rows_but_time(tmp_path / "once")


@pytest.mark.parametrize(
    ("only", "message"),
    [
        ("chunks", "expects KEY=VALUE"),
        ("sections=3", "not a grid key of the sweep (grid keys: chunks, law)"),
        ("chunks=15", "no grid point of the sweep matches"),
        ("law=weibull", "no grid point of the sweep matches"),
    ],
)
def test_bad_only_selections_are_one_line_errors(tmp_path, only, message):
    spec = write_spec(tmp_path, ["dp"], 'law = ["exponential"]\nchunks = [10, 20]', 1)
    run = resched("sweep", spec, "-o", tmp_path / "out", "--only", only, "--dry-run")
    assert run.exit_code == 2 and run.stderr.count("\n") == 1 and message in run.stderr, run.stderr
    assert not (tmp_path / "out").exists()


def test_a_point_shared_by_two_grid_blocks_is_one_task(tmp_path):
    path = tmp_path / "blocks.toml"
    blocks = (
        '[[grid]]\nlaw = ["exponential"]\nchunks = [10, 20]\n\n[[grid]]\nlaw = ["exponential"]\nchunks = [20, 30]\n'
    )
    path.write_text(HEADER.format(instances=2, algorithms='"dp"') + blocks)
    tasks = load_spec(path).tasks()
    assert len(tasks) == 3 * 2 and len({t.id for t in tasks}) == len(tasks)
    assert [t.point["chunks"] for t in tasks] == [10, 10, 20, 20, 30, 30]  # chunks = 20 under the first block


@pytest.mark.parametrize(("slots", "count"), [(1, 4), (2, 8), (4, 16), (16, 16)])
def test_batches_keep_the_tasks_of_an_instance_together(tmp_path, slots, count):
    """Work done once per instance and process (varcap's §5.1 LP bound) is done once: with at
    least as many instances as slots, no instance is split between batches, and every task is
    in exactly one batch, in the sweep's order."""
    spec = load_spec(write_spec(tmp_path, ["dp", "ALL-CKPT", "NO-CKPT"], 'law = ["gamma", "uniform"]', instances=8))
    tasks = spec.tasks()  # 16 instances × 3 algorithms
    found = batches(tasks, slots)
    assert [t.id for batch in found for t in batch] == [t.id for t in tasks]
    homes = {}
    for number, batch in enumerate(found):
        for t in batch:
            homes.setdefault((t.task.params.law, t.replicate), set()).add(number)
    assert len(homes) == 16 and all(len(home) == 1 for home in homes.values())
    assert len(found) == count  # batch size 48 // (4 × slots): 12, 6, 3 or 1 → 4, 2, 1 or 1 instances


@pytest.mark.parametrize(("slots", "sizes"), [(3, [3, 3]), (4, [2, 1, 2, 1]), (7, [1] * 6), (64, [1] * 6)])
def test_batches_split_instances_when_there_are_fewer_than_slots(tmp_path, slots, sizes):
    """2 instances of 3 tasks: each is split into at most slots // 2 batches, so that every
    slot gets work and none runs a second batch of an instance (repeating its work)."""
    spec = load_spec(write_spec(tmp_path, ["dp", "ALL-CKPT", "NO-CKPT"], 'law = ["gamma"]', instances=2))
    tasks = spec.tasks()
    found = batches(tasks, slots)
    assert [len(batch) for batch in found] == sizes
    assert [t.id for batch in found for t in batch] == [t.id for t in tasks]
    assert all(len({(t.replicate) for t in batch}) == 1 for batch in found)


def test_an_instance_of_many_tasks_is_cut_into_nearly_equal_batches(tmp_path):
    """``chunks`` configures the algorithm only, so its six values × three algorithms are 18
    tasks of one instance: more than MAX_BATCH (16), cut into two batches of 9."""
    grid = 'law = ["gamma"]\nchunks = [5, 10, 15, 20, 25, 30]'
    spec = load_spec(write_spec(tmp_path, ["dp", "ALL-CKPT", "NO-CKPT"], grid, instances=1))
    assert len({t.task.seed for t in spec.tasks()}) == 1
    assert [len(batch) for batch in batches(spec.tasks(), 1)] == [9, 9]
