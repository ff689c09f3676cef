"""Sweeps: TOML spec, seeded tasks, Dask runner, resumable store (killed mid-way), plots."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from resched.errors import ReschedError
from resched.experiments.aggregate import aggregate, geometric_mean
from resched.experiments.runner import execute, run_sweep
from resched.experiments.spec import load_spec
from resched.experiments.store import ResultStore
from resched.plot import plot_sweep

TRACES = Path(__file__).resolve().parents[1].parent / "shared" / "traces"


def write_spec(tmp_path: Path, algorithms, grid: str, instances: int = 2, name: str = "t") -> Path:
    path = tmp_path / f"{name}.toml"
    listed = ", ".join(f'"{a}"' for a in algorithms)
    path.write_text(f'family = "varcap"\nname = "{name}"\ninstances = {instances}\nseed = 3\n'
                    f'algorithms = [{listed}]\ntraces_dir = "{TRACES}"\n[grid]\n{grid}\n')
    return path


def test_spec_expands_to_seeded_tasks(tmp_path):
    spec = load_spec(write_spec(tmp_path, ["GreedyGoodput", "DPBiC(15)"], "P_max = [20, 40]\nn_sections = [5]"))
    tasks = spec.tasks()
    assert len(tasks) == 2 * 2 * 2  # points × instances × algorithms
    assert len({t.id for t in tasks}) == len(tasks)
    # the seed depends on the point and the instance, not on the algorithm
    by_instance = {(t.params["P_max"], t.instance): set() for t in tasks}
    for t in tasks:
        by_instance[t.params["P_max"], t.instance].add(t.seed)
    assert all(len(seeds) == 1 for seeds in by_instance.values())
    assert len({t.seed for t in tasks}) == 4
    assert [t.id for t in load_spec(tmp_path / "t.toml").tasks()] == [t.id for t in tasks]


@pytest.mark.parametrize(
    ("text", "message"),
    [('family = "varcap"\n', "'algorithms' is required"),
     ('family = "varcap"\nalgorithms = []\n', "non-empty list"),
     ('family = "varcap"\nalgorithms = ["X"]\ncolour = 1\n', "unknown key 'colour'"),
     ('family = "varcap"\nalgorithms = ["X"]\n[grid]\nP_max = []\n', "non-empty list of values"),
     ("family = [", "invalid TOML")],
)
def test_bad_specs_are_clear_errors(tmp_path, text, message):
    path = tmp_path / "bad.toml"
    path.write_text(text)
    with pytest.raises(ReschedError, match=message):
        load_spec(path)


def test_task_result_is_deterministic_and_errors_are_recorded(tmp_path):
    spec = load_spec(write_spec(tmp_path, ["DPBiC(15)", "NoSuchAlgo"], "P_max = [20]\nn_sections = [6]", 1))
    good, bad = spec.tasks()
    first, second = execute(good), execute(good)
    assert first["relative_goodput"] == second["relative_goodput"] and first["yields"] == second["yields"]
    assert first["seed"] == good.seed and "version" in first
    row = execute(bad)
    assert "unknown algorithm 'NoSuchAlgo'" in row["error"]


def test_sweep_runs_on_dask_records_failures_and_refuses_to_overwrite(tmp_path):
    spec = load_spec(write_spec(tmp_path, ["GreedyGoodput", "NoSuchAlgo"], "P_max = [20]\nn_sections = [6]"))
    counts = run_sweep(spec, tmp_path / "out", workers=2)
    assert counts == {"tasks": 4, "run": 4, "skipped": 0, "failed": 2}
    rows = ResultStore(tmp_path / "out").rows()
    assert len(rows) == 4 and sum("error" in r for r in rows) == 2
    with pytest.raises(ReschedError, match="--resume"):
        run_sweep(spec, tmp_path / "out")
    assert run_sweep(spec, tmp_path / "out", resume=True)["run"] == 0


def test_store_ignores_a_partial_last_line(tmp_path):
    store = ResultStore(tmp_path)
    store.append({"task_id": "a"})
    with store.path.open("a") as handle:
        handle.write('{"task_id": "b", "cut')  # a kill in the middle of a write
    assert store.finished() == {"a"}
    store.append({"task_id": "c"})
    assert store.finished() == {"a", "c"}


def test_killed_sweep_resumes_without_losing_or_repeating_tasks(tmp_path):
    algorithms = ["DPGoodput", "DPBiC(15)", "DPYield", "GreedyYield"]
    spec_path = write_spec(tmp_path, algorithms, 'P_max = [100]\nn_sections = [150]\ntrace = ["synthetic"]', 6)
    total = len(load_spec(spec_path).tasks())
    out = tmp_path / "out"
    command = [sys.executable, "-m", "resched", "sweep", str(spec_path), "--out", str(out), "--workers", "2"]
    process = subprocess.Popen(command, start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    store = ResultStore(out)
    deadline = time.time() + 120
    while time.time() < deadline and len(store.rows()) < 3:
        time.sleep(0.2)
    os.killpg(process.pid, signal.SIGKILL)
    process.wait()
    done = len(store.finished())
    assert 3 <= done < total, "the sweep should be killed mid-way"
    counts = run_sweep(load_spec(spec_path), out, resume=True, workers=2)
    assert counts["skipped"] == done and counts["run"] == total - done
    rows = store.rows()
    assert len(rows) == total and len({r["task_id"] for r in rows}) == total
    # resumed results equal a task re-run from scratch (same seed on any worker)
    sample = next(t for t in load_spec(spec_path).tasks() if t.algorithm == "DPBiC(15)")
    stored = next(r for r in rows if r["task_id"] == sample.id)
    assert execute(sample)["relative_min_yield"] == stored["relative_min_yield"]


def test_aggregation_and_plots(tmp_path):
    spec = load_spec(write_spec(tmp_path, ["GreedyGoodput", "DPBiC(15)"],
                                'P_max = [20]\nn_sections = [8]\navg_T = [50, 100]\ntrace = ["synthetic"]'))
    run_sweep(spec, tmp_path / "out", workers=1)
    table, varying = aggregate(ResultStore(tmp_path / "out").rows())
    assert varying == ["avg_T"]
    assert len(table) == 2 * 2
    paths = plot_sweep(tmp_path / "out")
    assert {p.name for p in paths} == {"summary.csv", "pareto.png", "pareto.pdf", "by-avg_T.png", "by-avg_T.pdf",
                                       "yield-cdf-avg_T=50.png", "yield-cdf-avg_T=50.pdf",
                                       "yield-cdf-avg_T=100.png", "yield-cdf-avg_T=100.pdf"}
    assert all(p.stat().st_size > 1000 for p in paths if p.suffix != ".csv")
    summary = (tmp_path / "out" / "summary.csv").read_text().splitlines()
    assert summary[0].startswith("P_max,avg_T,n_sections,algorithm,relative_goodput") and len(summary) == 5


def test_geometric_mean_is_zero_with_a_zero():
    import pandas as pd

    assert geometric_mean(pd.Series([0.5, 0.0, 0.9])) == 0.0
    assert geometric_mean(pd.Series([0.25, 1.0])) == pytest.approx(0.5)


@pytest.mark.skipif(not (TRACES / "KTH-SP2-1996-2.1-cln.swf").exists(), reason="needs ../shared/traces")
def test_per_trace_pareto_and_lines_per_other_parameter(tmp_path):
    spec = load_spec(write_spec(tmp_path, ["GreedyGoodput"],
                                'P_max = [20]\nn_sections = [6]\nfinite = [false, true]\ntrace = ["synthetic", "KTH-SP2-1996-2.1-cln.swf"]', 1))
    run_sweep(spec, tmp_path / "out", workers=1)
    names = {p.name for p in plot_sweep(tmp_path / "out")}
    # one Pareto per trace; the trace name keeps its inner dots
    assert {"pareto-synthetic.png", "pareto-KTH-SP2-1996-2.1-cln.png", "by-finite.png"} <= names


def test_union_of_grids_and_bounds_sweep(tmp_path):
    path = tmp_path / "bounds.toml"
    path.write_text('family = "varcap"\ninstances = 1\nalgorithms = ["YieldBounds"]\n'
                    '[[grid]]\nP_max = [20]\nn_sections = [5]\nload = [2]\n'
                    '[[grid]]\nP_max = [20]\nn_sections = [5]\nload = [1, 2]\n')
    spec = load_spec(path)
    assert [p["load"] for p in spec.points()] == [2, 1]  # the repeated point runs once
    run_sweep(spec, tmp_path / "out", workers=1)
    rows = ResultStore(tmp_path / "out").rows()
    assert all(r["difference"] <= 1e-5 and r["lp_bound"] > 0 for r in rows)
    assert [p.name for p in plot_sweep(tmp_path / "out")] == ["summary.csv"]
    summary = (tmp_path / "out" / "summary.csv").read_text()
    assert "difference_overheads" in summary and "first decile" in summary
