"""The batch smoke sweeps run end to end on one shared 2-worker LocalCluster, draw their
figures and keep the findings that hold at smoke scale; the CLI commands of the family."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from smoke_sweeps import TRACES, smoke_summaries, smoke_sweeps

ROOT = Path(__file__).resolve().parents[1]
SWEEPS = smoke_sweeps("batch")
TOY = ROOT / "instances" / "batch" / "toy-failure.json"


@pytest.fixture(scope="module")
def summaries(tmp_path_factory):
    return smoke_summaries("batch", tmp_path_factory.mktemp("batch-smoke"),
                           {"summary.csv", "decomposition.png", "decomposition.pdf"})


def rows(table, algorithm, **where):
    selected = table[table["algorithm"] == algorithm]
    for key, value in where.items():
        selected = selected[selected[key] == value]
    return selected


def test_every_smoke_sweep_ran(summaries):
    expected = {"fig8-mtbf-downtime", "table7-synthetic", "table8-variants"}
    if TRACES.exists():
        expected.add("table4-traces")
    assert set(summaries) == expected


def test_only_stealing_strategies_steal_and_counts_add_up(summaries):
    for table in summaries.values():
        base = rows(table, "BASELINE")
        assert (base["n_stealing"] == 0).all()
        others = table[table["algorithm"] != "BASELINE"]
        assert (others["n_stealing"] > 0).all()
        total = table["n_free_node"] + table["n_stealing"] + table["n_waited"] + table["n_victim_hit"]
        assert (total - table["n_job_failures"]).abs().max() < 1e-9


def test_decomposition_fractions_sum_to_one(summaries):
    for table in summaries.values():
        fractions = table[[c for c in table if c.startswith("frac_")]].sum(axis=1)
        assert ((fractions - 1).abs() < 1e-9).all()
        assert (table["utilization"] <= 1).all()


def test_sfsj_gain_shrinks_with_fewer_failures(summaries):
    """§4.5.2: stealing matters less when failures are rare (fewer steals at μ = 2 h)."""
    t = summaries["fig8-mtbf-downtime"]
    for downtime in (600, 86400):
        frequent = rows(t, "SFSJ", mtbf=1800, downtime=downtime)["n_stealing"].item()
        rare = rows(t, "SFSJ", mtbf=7200, downtime=downtime)["n_stealing"].item()
        assert rare < frequent


def run_cli(*args: str) -> subprocess.CompletedProcess:
    """``resched batch ARGS`` in a subprocess (the real entry point, exit codes included)."""
    return subprocess.run([sys.executable, "-m", "resched", "batch", *args], capture_output=True, text=True, cwd=ROOT)


def run_in_process(capsys, monkeypatch, *args: str) -> tuple[int, str, str]:
    """``resched batch ARGS`` through ``resched.cli.main.main`` in this process (fast)."""
    from resched.cli.main import main

    monkeypatch.setattr(sys, "argv", ["resched", "batch", *args])
    try:
        main()
        code = 0
    except SystemExit as done:
        code = done.code
    out = capsys.readouterr()
    return code, out.out, out.err


def test_cli_simulate_toy_json():
    out = run_cli("simulate", "--instance", str(TOY), "-s", "BASELINE,SFSJ", "--json")
    assert out.returncode == 0, out.stderr
    base, sfsj = json.loads(out.stdout)
    assert base["flows"]["all"]["max_flow"] == 25 and sfsj["flows"]["all"]["max_flow"] == 21
    assert sfsj["counters"]["stealing"] == 1 and base["counters"]["waited"] == 1
    assert base["utilization"] == pytest.approx(135 / 200)


def test_cli_simulate_synthetic_human_output(capsys, monkeypatch):
    code, out, err = run_in_process(capsys, monkeypatch, "simulate", "--synthetic", "--seed", "2", "-s", "H213")
    assert code == 0, err
    assert "H213" in out and "utilization" in out and "stealing" in out


def test_cli_gantt_writes_png_and_pdf(capsys, monkeypatch, tmp_path):
    code, out, err = run_in_process(capsys, monkeypatch, "gantt", "--instance", str(TOY), "-s", "SFSJ",
                                    "-o", str(tmp_path / "toy.png"), "--json")
    assert code == 0, err
    report = json.loads(out)
    assert report["flows"] == [8, 11, 11, 21, 10]
    assert (tmp_path / "toy.png").stat().st_size > 0 and (tmp_path / "toy.pdf").exists()


@pytest.mark.parametrize("args, message", [
    (("simulate", "--synthetic", "-s", "H999"), "unknown strategy"),
    (("simulate", "-s", "SFSJ"), "exactly one of"),
    (("simulate", "--trace", "/nonexistent.swf"), "file not found"),
])
def test_cli_user_errors_are_one_line_exit_2(capsys, monkeypatch, args, message):
    code, _, err = run_in_process(capsys, monkeypatch, *args)
    assert code == 2
    assert message in err and len(err.strip().splitlines()) == 1
