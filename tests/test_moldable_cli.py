"""Moldable instances (validation, JSON), exports, the experiment task and `resched moldable`."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from resched.errors import InstanceError, ReschedError
from resched.experiments.spec import Task
from resched.export import cross_check, export
from resched.moldable import FAMILY
from resched.moldable.experiment import Config, evaluate, run_task
from resched.moldable.instance import from_dict
from resched.registry import load_instance

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = sorted((ROOT / "instances" / "moldable").glob("*.json"))
EXAMPLE2 = ROOT / "instances" / "moldable" / "worked-example-2.json"


def document(**changes):
    base = {"family": "moldable", "schema_version": 1, "name": "t", "P": 3,
            "jobs": [{"model": "table", "times": [3, 2, 2]}, {"model": "amdahl", "w": 4, "gamma": 0.5}],
            "failures": [1, 0]}
    return {**base, **changes}


@pytest.mark.parametrize("changes,field", [
    ({"jobs": [{"model": "warp", "w": 1}]}, "jobs[0].model"),
    ({"jobs": [{"model": "table", "times": [1, 2]}], "failures": [0]}, "jobs[0].times"),
    ({"jobs": [{"model": "amdahl", "w": 4, "gamma": 1.5}], "failures": [0]}, "jobs[0].gamma"),
    ({"jobs": [{"model": "power", "w": 4}], "failures": [0]}, "jobs[0].delta"),
    ({"failures": [1]}, "failures"),
    ({"failures": [1, -1]}, "failures[1]"),
    ({"P": 0}, "P"),
])
def test_bad_instances_name_the_field(changes, field):
    with pytest.raises(InstanceError) as error:
        from_dict(document(**changes), "x.json")
    assert error.value.field == field and "x.json" in str(error.value)


def test_instance_roundtrip(tmp_path):
    inst = from_dict(document())
    inst.save(tmp_path / "i.json")
    again = load_instance(tmp_path / "i.json")
    assert again.to_dict() == inst.to_dict()
    assert again.jobset.times.tolist() == [[3, 2, 2], [4, 3, 4 * (0.5 / 3 + 0.5)]]


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.stem)
def test_every_exact_model_exports(path, tmp_path):
    inst = load_instance(path)
    models = [m for m in FAMILY.exact_models if m.applies(inst)]
    assert {"dag_allotment", "dag_allotment_lp"} <= {m.name for m in models}
    for m in models:
        for suffix in (".lp", ".mps"):
            assert export(m.build(inst), tmp_path / f"{m.name}{suffix}").stat().st_size > 0


def test_time_indexed_export_cross_checks_with_cbc(tmp_path):
    inst = load_instance(ROOT / "instances" / "moldable" / "theorem9-K3.json")
    model = next(m for m in FAMILY.exact_models if m.name == "time_indexed_opt")
    check = cross_check(export(model.build(inst), tmp_path / "t.lp"))
    assert check.agree and check.highs_objective == pytest.approx(4)


def test_run_task_is_seeded_and_shares_scenarios():
    params = {"model": "communication", "P": 300, "n": 20, "scenarios": 5}
    a = run_task(Task("moldable", params, 0, 11, "lpa"))
    assert a == run_task(Task("moldable", params, 0, 11, "lpa"))
    b = run_task(Task("moldable", params, 0, 11, "lpa:hpa"))
    assert len(b["ratios"]) == 5 and all(r >= 1 - 1e-9 for r in a["ratios"] + b["ratios"])
    with pytest.raises(ReschedError):
        run_task(Task("moldable", {"model": "mix", "speed": 2}, 0, 1, "lpa"))


def test_evaluate_aggregates_like_the_paper():
    config = Config(model="roofline", P=400, n=30, scenarios=4)
    results = evaluate(config, 2, 5, ["lpa", "mintime"])
    sets = [run_task(Task("moldable", config.__dict__, k, 5 + k, "lpa")) for k in range(2)]
    assert results["lpa"]["expected"] == pytest.approx(sum(s["expected"] for s in sets) / 2)
    assert results["lpa"]["maximum"] == pytest.approx(max(s["maximum"] for s in sets))
    assert results["lpa"]["expected"] == pytest.approx(results["mintime"]["expected"])  # roofline: LPA = MINTIME


@pytest.fixture
def run(capsys, monkeypatch):
    """``resched moldable ARGS`` in-process (the entry point's exit code, stdout and stderr)."""
    from resched.cli.main import main

    def invoke(*args: str) -> subprocess.CompletedProcess:
        monkeypatch.setattr(sys, "argv", ["resched", "moldable", *args])
        try:
            main()
            code = 0
        except SystemExit as done:
            code = done.code or 0
        out, err = capsys.readouterr()
        return subprocess.CompletedProcess(args, code, out, err)

    return invoke


def test_cli_run_json(run):
    out = run("run", "--model", "mix", "--P", "300", "--n", "20", "--lam", "1e-7", "--algorithms",
              "lpa,batch,mintime,minarea", "--priority", "lpt", "--sets", "2", "--scenarios", "3", "--seed", "1",
              "--json")
    assert out.returncode == 0, out.stderr
    payload = json.loads(out.stdout)
    assert set(payload["results"]) == {"lpa", "batch", "mintime", "minarea"}
    for r in payload["results"].values():
        assert 1 <= r["expected"] <= r["maximum"]


def test_cli_simulate_worked_example_2(run):
    out = run("simulate", str(EXAMPLE2), "--json")
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert report["makespan"]["lpa"] == pytest.approx(76.5) and report["L_prime"] == pytest.approx(49.5)
    assert report["L_prime"] <= report["LB_LP"] <= min(report["makespan"].values())


@pytest.mark.parametrize("args", [("run", "--model", "warp", "--sets", "1"), ("run", "--algorithms", "lpa,fast"),
                                  ("run", "--priority", "fifo"), ("simulate", "missing.json")])
def test_cli_bad_input_exits_2_with_one_line(run, args):
    out = run(*args)
    assert out.returncode == 2
    assert len(out.stderr.strip().splitlines()) == 1 and out.stderr.startswith("resched: error:")


def test_cli_table1_reads_several_sweeps_and_rejects_empty_ones(run, tmp_path):
    from resched.experiments.store import ResultStore

    row = {"family": "moldable", "algorithm": "mintime", "model": "amdahl"}
    ResultStore(tmp_path / "a").append({**row, "grid": ["P"], "P": 1000, "expected": 2.0, "maximum": 3.0})
    ResultStore(tmp_path / "b").append({**row, "grid": ["n"], "n": 100, "expected": 4.0, "maximum": 5.0})
    out = run("table1", str(tmp_path / "a"), str(tmp_path / "b"), "--json")
    assert out.returncode == 0, out.stderr
    (cell,) = json.loads(out.stdout)
    assert (cell["expected"], cell["maximum"], cell["points"], cell["paper_expected"]) == (3.0, 5.0, 2, 15.567)
    assert "MINTIME" in run("table1", str(tmp_path / "a")).stdout
    empty = run("table1", str(tmp_path / "none"))
    assert empty.returncode == 2 and "no LPT moldable results" in empty.stderr
