"""benchmarks/rerun_stored.py: stored sweep tasks re-run with the current code, paired with
their stored rows; a stored value that the current code does not give back counts as moved."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from paths import ROOT, benchmark

from resched.experiments.runner import run_sweep
from resched.experiments.spec import load_spec

SPEC = 'family = "reservation"\nname = "t"\ninstances = 2\nseed = 3\nalgorithms = ["dp", "ALL-CKPT"]\n[grid]\nlaw = ["exponential", "gamma"]\nchunks = [10]\n'


def test_rerun_pairs_stored_rows_and_counts_the_tasks_that_moved(tmp_path, capsys):
    (tmp_path / "t.toml").write_text(SPEC)
    run_sweep(load_spec(tmp_path / "t.toml"), tmp_path / "out", workers=1)
    store = tmp_path / "out" / "results.jsonl"
    rows = [json.loads(line) for line in store.read_text().splitlines()]
    rows[0]["cost"] += 1.0  # as if stored by code that gave another cost
    store.write_text("".join(json.dumps(r) + "\n" for r in rows))
    rerun_stored = benchmark("rerun_stored")
    spec = load_spec(tmp_path / "t.toml")
    names = rerun_stored.algorithm_names(spec, ["dp", "ALL-CKPT"])
    assert names == ["DYN-PROG-COUNT", "ALL-CKPT"]
    pairs = rerun_stored.rerun(spec, str(tmp_path / "out"), names[:1], ["law=gamma"])
    assert len(pairs) == 2 and {old["law"] for old, _ in pairs} == {"gamma"}
    both = rerun_stored.rerun(spec, str(tmp_path / "out"), names, [])
    everything = [(old, new) for old, new in both if old["algorithm"] == "DYN-PROG-COUNT"]
    assert len(both) == 8 and len(everything) == 4
    moved = [old["task_id"] for old, new in everything if abs(new["cost"] - old["cost"]) > rerun_stored.MOVED]
    assert moved == [rows[0]["task_id"]]
    rerun_stored.report(everything, ["cost", "reservations"])
    lines = capsys.readouterr().out.splitlines()
    cost = next(line for line in lines if " cost " in line).split()
    assert cost[2:4] == ["4", "1"] and cost[6] == "-0.2500"  # 4 tasks, 1 moved, mean −1/4
    reservations = next(line for line in lines if " reservations " in line).split()
    assert reservations[2:4] == ["4", "0"]
    # A − B now, paired on the instance: the optimal DP never costs more than ALL-CKPT
    rerun_stored.between(both, "DYN-PROG-COUNT", "ALL-CKPT", ["cost", "undefined"])  # no line for "undefined"
    line = capsys.readouterr().out
    cost = {(old["algorithm"], old["seed"]): new["cost"] for old, new in both}
    gaps = [cost["DYN-PROG-COUNT", seed] - cost["ALL-CKPT", seed] for name, seed in cost if name == "ALL-CKPT"]
    assert line.endswith("4 pairs\n") and f"{sum(gaps) / 4:+.4f}" in line and max(gaps) <= 1e-9


def test_current_rows_come_from_a_rerun_store_paired_by_task(tmp_path, capsys):
    (tmp_path / "t.toml").write_text(SPEC)
    spec = load_spec(tmp_path / "t.toml")
    run_sweep(spec, tmp_path / "old", workers=1)
    run_sweep(spec, tmp_path / "new", workers=1)
    store = tmp_path / "new" / "results.jsonl"
    rows = [json.loads(line) for line in store.read_text().splitlines()]
    rows[1]["cost"] += 2.0  # as if the re-run code gave another cost
    store.write_text("".join(json.dumps(r) + "\n" for r in rows[1:]))  # and one task not re-run
    rerun_stored = benchmark("rerun_stored")
    names = rerun_stored.algorithm_names(spec, ["dp", "ALL-CKPT"])
    pairs = rerun_stored.rerun(spec, str(tmp_path / "old"), names, [], str(tmp_path / "new"))
    assert len(pairs) == 7 and rows[0]["task_id"] not in {old["task_id"] for old, _ in pairs}
    moved = [(old["task_id"], new["cost"] - old["cost"]) for old, new in pairs if new["cost"] != old["cost"]]
    assert [task for task, _ in moved] == [rows[1]["task_id"]] and moved[0][1] == pytest.approx(2.0)


@pytest.mark.parametrize("missing", ["stored", "current"])
def test_a_folder_without_results_is_a_one_line_error(tmp_path, missing):
    """A misspelt or absent store exits 2 instead of printing an empty comparison."""
    (tmp_path / "t.toml").write_text(SPEC)
    run_sweep(load_spec(tmp_path / "t.toml"), tmp_path / "out", workers=1)
    folders = {"stored": tmp_path / "out", "current": tmp_path / "out"} | {missing: tmp_path / "absent"}
    command = [sys.executable, str(ROOT / "benchmarks" / "rerun_stored.py"), str(tmp_path / "t.toml")]
    command += [str(folders["stored"]), "--current", str(folders["current"]), "-a", "dp", "-m", "cost"]
    out = subprocess.run(command, capture_output=True, text=True)
    assert out.returncode == 2 and out.stdout == "" and out.stderr.count("\n") == 1
    assert out.stderr.startswith(f"error: {tmp_path / 'absent'}: no results.jsonl")
