"""``resched iterative static|dynamic|pattern|generate``: JSON output and one-line errors."""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from resched.cli.main import main

ROOT = Path(__file__).resolve().parents[1]
NEURO = ROOT / "instances" / "iterative" / "neuroscience-p0.316-N3.json"


def run(*args: str) -> subprocess.CompletedProcess:
    """In-process ``resched iterative …`` (the entry point ``main``, its exit code and output)."""
    argv, sys.argv = sys.argv, ["resched", "iterative", *args]
    stdout, stderr = io.StringIO(), io.StringIO()
    code = 0
    try:
        with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
            main()
    except SystemExit as done:
        code = done.code or 0
    finally:
        sys.argv = argv
    return subprocess.CompletedProcess(args, code, stdout.getvalue(), stderr.getvalue())


def test_entry_point_subprocess():
    out = subprocess.run([sys.executable, "-m", "resched", "iterative", "static", "--json"], capture_output=True,
                         text=True, cwd=ROOT)
    assert out.returncode == 0 and json.loads(out.stdout)["k_static"] == 5


def test_static_json_matches_table_1():
    out = run("static", "--law", "normal", "--params", "50,2.5", "--pfail", "0.01", "--C", "5", "--R", "5", "--D", "1", "--json")
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert round(report["x_static"], 4) == 4.6122 and report["k_static"] == report["k_fo"] == 5
    assert round(report["W_th"], 4) == 206.8876 and round(report["W_fo"], 4) == 233.9328
    assert round(report["expected_makespan"]["static_k_static"], 1) == 52264.8


def test_dynamic_json_simulates():
    out = run("dynamic", "--law", "uniform", "--params", "20,80", "--instances", "200", "--seed", "5", "--json")
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    simulated = report["simulated_mean_makespan"]
    assert abs(simulated["dynamic_W_th"] / 52267 - 1) < 0.01  # Table II
    assert report["instances"] == 200


def test_pattern_json_lists_every_strategy():
    out = run("pattern", str(NEURO), "--json")
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert round(report["optimal"]["slowdown"], 10) == 1.0948283649
    assert sorted(report["optimal"]["checkpointed_tasks"]) == [0, 2, 3, 5]
    assert round(report["strategies"]["CkptYdAve"]["slowdown"], 7) == 1.1397381
    human = run("pattern", str(NEURO))
    assert human.returncode == 0 and "CkptEachTask" in human.stdout


@pytest.mark.parametrize("args, message", [
    (("static", "--law", "cauchy"), "unknown law"),
    (("static", "--params", "1"), "two parameters"),
    (("static", "--pfail", "1.5"), "p_fail"),
    (("pattern", "missing.json"), "no such instance file"),
    (("pattern", str(NEURO), "--rounding", "up"), "--rounding"),
    (("generate", "lattice", "-o", "x.json"), "unknown application"),
])
def test_errors_are_one_line_with_exit_2(args, message):
    out = run(*args)
    assert out.returncode == 2 and message in out.stderr and out.stderr.count("\n") == 1


def test_generate_writes_a_loadable_instance(tmp_path):
    target = tmp_path / "gcr.json"
    out = run("generate", "gcr", "-o", str(target), "--tasks", "4", "--ccr", "5", "--iterations", "2", "--json")
    assert out.returncode == 0, out.stderr
    again = run("pattern", str(target), "--json")
    assert json.loads(again.stdout)["n"] == 4
