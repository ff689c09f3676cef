"""Reservation family: instance files, registry hooks (exact models, heuristics), export, the
CLI, and the smoke sweeps of Figs. 5–7 run end to end."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from resched.errors import InstanceError, ReschedError
from resched.export import export
from resched.registry import families, load_instance
from resched.reservation.instance import from_dict
from smoke_sweeps import smoke_summaries, smoke_sweeps

ROOT = Path(__file__).resolve().parents[1]
INSTANCES = sorted((ROOT / "instances" / "reservation").glob("*.json"))
SWEEPS = smoke_sweeps("reservation")
INTRO = ROOT / "instances" / "reservation" / "intro-example.json"


def resched(*args: str):
    """Run ``resched ARGS`` in-process; the result has ``exit_code``, ``stdout`` and ``exception``."""
    from typer.testing import CliRunner

    from resched.cli.main import app

    return CliRunner().invoke(app, list(args))


def test_shipped_instances_meet_their_exact_models():
    family = families()["reservation"]
    assert len(INSTANCES) >= 4
    for path in INSTANCES:
        instance = load_instance(path)
        optimum = {}
        for model in family.exact_models:
            summary = model.solve(instance).summary()
            assert summary["status"] == "optimal" and summary["gap"] == 0, (path.name, model.name)
            optimum[model.name] = summary["objective"]
        for heuristic in family.heuristics:
            value = heuristic.run(instance)
            reference = optimum[heuristic.reference]
            if heuristic.exact:
                assert value == pytest.approx(reference, rel=1e-8), (path.name, heuristic.name)
            else:
                assert value >= reference - 1e-8 * abs(reference), (path.name, heuristic.name)


def test_export_round_trip(tmp_path):
    instance = load_instance(INTRO)
    model = families()["reservation"].exact_models[0].build(instance)
    for suffix in (".lp", ".mps"):
        assert export(model, tmp_path / f"intro{suffix}").stat().st_size > 0


def test_instance_round_trip_and_errors():
    instance = load_instance(INTRO)
    assert from_dict(instance.to_dict()).to_dict() == instance.to_dict()
    document = instance.to_dict()
    for field, value, named in (("C", -1, "C"), ("alpha", 0, "alpha"), ("law", {"values": [1, 2]}, "law.probabilities"),
                                ("law", {"values": [2, 1], "probabilities": [0.5, 0.5]}, "law.values")):
        with pytest.raises(InstanceError) as error:
            from_dict({**document, field: value}, "x.json")
        assert error.value.field == named and "x.json" in str(error.value)


def test_cli_solve_json_and_baselines():
    run = resched("reservation", "solve", "--runtimes", str(ROOT / "instances" / "reservation" / "runtimes-example.txt"),
                  "--C", "7", "--R", "7", "--json")
    assert run.exit_code == 0, run.output
    report = json.loads(run.stdout)
    assert set(report["compare"]) == {"dp", "all-ckpt", "no-ckpt", "all-ckpt-per", "no-ckpt-per", "omniscient"}
    assert report["plan"]["expected_cost"] == min(v for k, v in report["compare"].items() if k != "omniscient")
    assert len(report["plan"]["lengths"]) == len(report["plan"]["checkpoints"]) == len(report["plan"]["milestones"])


def test_cli_solve_continuous_law_and_strategy():
    run = resched("reservation", "solve", "--law", "uniform", "--params", "1,20", "--C", "0.1", "--R", "0.1",
                  "--strategy", "all-ckpt-per", "--tau", "10", "--json")
    assert run.exit_code == 0, run.output
    plan = json.loads(run.stdout)["plan"]
    assert plan["tau"] == 10 and plan["expected_cost"] == pytest.approx(12.44)


def test_cli_simulate_and_laws():
    run = resched("reservation", "simulate", "--law", "gamma", "--C", "0.1", "--R", "0.1", "--n", "100",
                  "--samples", "50000", "--seed", "3", "--json")
    assert run.exit_code == 0, run.output
    assert json.loads(run.stdout)["within_4_stderr"]
    laws = json.loads(resched("reservation", "laws", "--json").stdout)
    assert [r["law"] for r in laws][:3] == ["exponential", "weibull", "gamma"]


@pytest.mark.parametrize("args", [
    ("--law", "nope", "--C", "1", "--R", "1"),
    ("--law", "gamma", "--params", "1,x", "--C", "1", "--R", "1"),
    ("--C", "1", "--R", "1"),
    ("--law", "gamma", "--C", "-1", "--R", "1"),
    ("--runtimes", "/nonexistent/file.txt", "--C", "1", "--R", "1"),
])
def test_cli_errors_are_user_errors(args):
    assert isinstance(resched("reservation", "solve", *args).exception, ReschedError)


def test_cli_error_is_one_line_exit_2():
    run = subprocess.run([sys.executable, "-m", "resched", "reservation", "solve", "--law", "nope", "--C", "1",
                          "--R", "1"], capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 2 and run.stderr.count("\n") == 1 and "unknown law" in run.stderr


@pytest.fixture(scope="module")
def summaries(tmp_path_factory):
    return smoke_summaries("reservation", tmp_path_factory.mktemp("reservation-smoke"), {"summary.csv", ".png", ".pdf"})


def ratio(table, algorithm, **where):
    rows = table[table["algorithm"] == algorithm]
    for key, value in where.items():
        rows = rows[rows[key] == value]
    return float(rows["ratio"].iloc[0])


def test_every_smoke_sweep_ran(summaries):
    assert set(summaries) == {"fig5", "fig6", "fig7a", "fig7b"}


def test_figure5_findings(summaries):
    t = summaries["fig5"]
    for law in ("exponential", "boundedpareto"):
        assert ratio(t, "all-ckpt", law=law, C=0.01) == pytest.approx(1.0)  # cheap checkpoints: ALL-CKPT
        assert ratio(t, "no-ckpt", law=law, C=5.0) == pytest.approx(1.0)  # expensive ones: NO-CKPT
        assert ratio(t, "all-ckpt", law=law, C=0.36) >= 1 and ratio(t, "no-ckpt", law=law, C=0.36) >= 1
    assert ratio(t, "all-ckpt", law="exponential", C=0.36) > 1.05  # mixed strategy gains over both variants
    assert ratio(t, "no-ckpt", law="exponential", C=0.36) > 1.05


def test_figure6_cost_decreases_with_eps(summaries):
    t = summaries["fig6"]
    for law in ("beta", "uniform"):
        series = t[t["law"] == law].sort_values("eps")["cost"].to_numpy()
        assert all(a <= b + 1e-12 for a, b in zip(series, series[1:]))


def test_figure7_base_point(summaries):
    t = summaries["fig7a"]
    assert ratio(t, "dp", mu_ratio=1.0) == pytest.approx(ratio(t, "all-ckpt", mu_ratio=1.0))
    assert ratio(t, "no-ckpt", mu_ratio=1.0) > 1.5 * ratio(t, "dp", mu_ratio=1.0)
    assert ratio(t, "all-ckpt-per", mu_ratio=1.0) < ratio(t, "no-ckpt-per", mu_ratio=1.0)
    for algorithm in ("dp", "all-ckpt-per"):  # large μ/σ: every solution nears the omniscient cost
        assert ratio(t, algorithm, mu_ratio=4.0) < ratio(t, algorithm, mu_ratio=1.0)
