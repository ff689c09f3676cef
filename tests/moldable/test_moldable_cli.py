"""Moldable instances (validation, bounds, JSON), exports, the declaration (parameters,
algorithms), the experiment task and `resched moldable`."""

from __future__ import annotations

import json
import sys

import pytest
from invoke import resched
from paths import ROOT

from resched.declarations import Task
from resched.errors import InstanceError, ReschedError
from resched.export import cross_check, export
from resched.moldable import FAMILY
from resched.moldable.experiment import evaluate, run_task
from resched.moldable.family import ALGORITHMS
from resched.moldable.instance import from_dict
from resched.moldable.params import MoldableParams
from resched.params import ParameterError
from resched.registry import load_instance

SHIPPED = sorted((ROOT / "instances" / "moldable").glob("*.json"))
EXAMPLE2 = ROOT / "instances" / "moldable" / "worked-example-2.json"
ENVELOPE = {"command", "version", "params", "results", "seconds"}
SMALL = ("--speedup-model", "communication", "--processors", "300", "--jobs", "20", "--scenarios", "3")


def document(**changes):
    base = {
        "family": "moldable",
        "schema_version": 1,
        "name": "t",
        "P": 3,
        "jobs": [{"model": "table", "times": [3, 2, 2]}, {"model": "amdahl", "w": 4, "gamma": 0.5}],
        "failures": [1, 0],
    }
    return {**base, **changes}


@pytest.mark.parametrize(
    "changes,field",
    [
        ({"jobs": [{"model": "warp", "w": 1}]}, "jobs[0].model"),
        ({"jobs": [{"model": "table", "times": [1, 2]}], "failures": [0]}, "jobs[0].times"),
        ({"jobs": [{"model": "amdahl", "w": 4, "gamma": 1.5}], "failures": [0]}, "jobs[0].gamma"),
        ({"jobs": [{"model": "power", "w": 4}], "failures": [0]}, "jobs[0].delta"),
        ({"failures": [1]}, "failures"),
        ({"failures": [1, -1]}, "failures[1]"),
        ({"P": 0}, "P"),
        # [CORE-D1]: upper bounds, so that no file exhausts memory (P = 1e9 was killed at 23.7 GB) or time
        ({"P": 1e9}, "P"),
        ({"P": 10**400}, "P"),
        ({"P": 1_000_000, "jobs": [{"model": "amdahl", "w": 4, "gamma": 0.5}] * 31, "failures": [0] * 31}, "jobs"),
        ({"failures": [1001, 0]}, "failures[0]"),
        ({"jobs": [{"model": "amdahl", "w": 1e300, "gamma": 0.5}], "failures": [0]}, "jobs[0].w"),
        ({"jobs": [{"model": "roofline", "w": 4, "pbar": 10**30}], "failures": [0]}, "jobs[0].pbar"),
        ({"jobs": [{"model": "table", "times": [1, 2, 1e308]}], "failures": [0]}, "jobs[0].times[2]"),
    ],
)
def test_bad_instances_name_the_field(changes, field):
    with pytest.raises(InstanceError) as error:
        from_dict(document(**changes), "x.json")
    assert error.value.field == field and "x.json" in str(error.value)


def test_total_attempts_of_an_instance_are_bounded():
    jobs = [{"model": "table", "times": [1, 1, 1]}] * 200
    with pytest.raises(InstanceError, match="attempts in all"):
        from_dict(document(jobs=jobs, failures=[1000] * 200))


def test_instance_roundtrip(tmp_path):
    inst = from_dict(document())
    inst.save(tmp_path / "i.json")
    again = load_instance(tmp_path / "i.json")
    assert again.to_dict() == inst.to_dict()
    assert again.jobset.times.tolist() == [[3, 2, 2], [4, 3, 4 * (0.5 / 3 + 0.5)]]


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.stem)
def test_every_exact_model_exports(path, tmp_path):
    inst = load_instance(path)
    models = [m for m in FAMILY.models() if m.applies(inst) is None]
    assert {"dag_allotment", "dag_allotment_lp"} <= {m.name for m in models}
    for m in models:
        for suffix in (".lp", ".mps"):
            assert export(m.build(inst), tmp_path / f"{m.name}{suffix}").stat().st_size > 0


def test_time_indexed_export_cross_checks_with_cbc(tmp_path):
    inst = load_instance(ROOT / "instances" / "moldable" / "theorem9-K3.json")
    model = next(m for m in FAMILY.models() if m.name == "time_indexed_opt")
    check = cross_check(export(model.build(inst), tmp_path / "t.lp"))
    assert check.agree and check.highs_objective == pytest.approx(4)


def test_exact_models_pass_the_solve_options_through(monkeypatch):
    from resched.moldable.models import dag_allotment
    from resched.result import SolveOptions

    seen = []
    monkeypatch.setattr(
        dag_allotment, "solve_chain_allotment", lambda jobs, lengths, options, start=None: seen.append(options)
    )
    inst = load_instance(EXAMPLE2)
    next(m for m in FAMILY.models() if m.name == "dag_allotment").run(inst, SolveOptions(7.0, 0.01, 2))
    assert seen == [SolveOptions(7.0, 0.01, 2, warm_start=True)]


def test_heuristics_carry_the_registry_names():
    assert [h.name for h in FAMILY.checked_heuristics()] == ["LPA-LIST", "BATCH-LIST", "MINTIME", "MINAREA"]


def test_models_that_do_not_apply_say_why_with_numbers(monkeypatch):
    from resched.moldable.models import common

    inst = load_instance(EXAMPLE2)  # non-integer times
    reasons = {m.name: m.applies(inst) for m in FAMILY.models()}
    assert reasons == {
        "dag_allotment": None,
        "dag_allotment_lp": None,
        "time_indexed_opt": "the execution times t_j(p) are not all integers",
    }
    monkeypatch.setattr(common, "MAX_BINARIES", 5)
    size = common.allotment_size(inst)
    assert next(m for m in FAMILY.models() if m.name == "dag_allotment").applies(inst) == f"{size:,} binaries > 5"


def test_run_task_returns_a_run_of_moldable_metrics():
    from resched.moldable.metrics import MoldableMetrics

    run = run_task(task(3, "MINTIME", speedup_model="amdahl", processors=50, jobs=5, scenarios=2))
    assert isinstance(run.metrics, MoldableMetrics) and run.algorithm == "MINTIME" and not run.extras
    assert run.instance == "amdahl-n5-P50-seed3"


# --- the declaration ------------------------------------------------------------------------


def test_params_defaults_are_the_papers():
    p = MoldableParams()
    assert (p.speedup_model, p.processors, p.jobs, p.error_rate, p.scenarios) == ("mix", 7500, 500, 1e-7, 100)
    assert (p.priority, p.epsilon, p.allotment) == ("LPT", 0.3, "resched")
    roles = {i.name: i.role for i in MoldableParams.info()}
    assert {n for n, r in roles.items() if r == "algorithm"} == {"priority", "epsilon", "allotment"}


@pytest.mark.parametrize(
    "changes,name",
    [
        ({"processors": 0}, "processors"),
        ({"processors": 10**7}, "processors"),
        ({"jobs": -3}, "jobs"),
        ({"error_rate": float("nan")}, "error_rate"),
        ({"error_rate": 1e-3}, "error_rate"),
        ({"scenarios": 0}, "scenarios"),
        ({"epsilon": 0}, "epsilon"),
        ({"priority": "fifo"}, "priority"),
        ({"jobs": 1000, "processors": 100_000}, "processors"),
        ({"jobs": 100_000, "processors": 1, "scenarios": 10_000}, "scenarios"),
        ({"allotment": "milp"}, "allotment"),  # 500 jobs: one MILP per batch and scenario
    ],
)
def test_params_range_errors_name_the_field(changes, name):
    with pytest.raises(ParameterError) as error:
        MoldableParams.from_mapping(changes)
    assert error.value.name == name


def test_params_unknown_key_names_the_valid_ones_and_choices_are_case_insensitive():
    with pytest.raises(ReschedError, match="valid: speedup_model, processors, jobs, error_rate"):
        MoldableParams.from_mapping({"P": 1000})
    assert MoldableParams.from_mapping({"priority": "hpa", "processors": "1000"}).priority == "HPA"


def test_registry_lookup_aliases_and_unknown_names():
    assert ALGORITHMS.resolve("lpa-list").name == "LPA-LIST"
    assert ALGORITHMS.resolve("batch").name == "BATCH-LIST"  # the old spelling is an alias
    assert ALGORITHMS.resolve("MinTime").name == "MINTIME"
    assert ALGORITHMS.resolve("BATCH-LIST").trait("batches") is True
    with pytest.raises(ReschedError, match="known: LPA-LIST, BATCH-LIST, MINTIME, MINAREA"):
        ALGORITHMS.resolve("fast")


# --- the task and the CLI ---------------------------------------------------------------------


def task(seed: int, algorithm: str, **params) -> Task:
    return Task("moldable", MoldableParams.from_mapping(params), seed, ALGORITHMS.resolve(algorithm))


def test_run_task_is_seeded_and_every_priority_shares_the_scenarios():
    params = {"speedup_model": "communication", "processors": 300, "jobs": 20, "scenarios": 5}
    a = run_task(task(11, "lpa", **params)).to_row()
    assert list(a) == ["expected", "maximum", "ratios", "cpu_seconds"]
    assert {k: v for k, v in a.items() if k != "cpu_seconds"} == {
        k: v for k, v in run_task(task(11, "LPA-LIST", **params)).to_row().items() if k != "cpu_seconds"
    }
    b = run_task(task(11, "lpa", priority="HPA", **params)).to_row()
    assert len(b["ratios"]) == 5 and all(r >= 1 - 1e-9 for r in a["ratios"] + b["ratios"])


def test_evaluate_aggregates_like_the_paper():
    params = MoldableParams(speedup_model="roofline", processors=400, jobs=30, scenarios=4)
    results = evaluate(params, 2, 5, ["LPA-LIST", "MINTIME"])
    sets = [run_task(Task("moldable", params, 5 + k, ALGORITHMS.resolve("LPA-LIST"))).to_row() for k in range(2)]
    assert results["LPA-LIST"]["expected"] == pytest.approx(sum(s["expected"] for s in sets) / 2)
    assert results["LPA-LIST"]["maximum"] == max(s["maximum"] for s in sets)
    assert results["LPA-LIST"]["ratios"] == sets[0]["ratios"] + sets[1]["ratios"]
    assert results["LPA-LIST"]["expected"] == pytest.approx(results["MINTIME"]["expected"])  # roofline: LPA = MINTIME


def test_cli_run_json_envelope():
    out = resched(
        "moldable",
        "run",
        "--speedup-model",
        "mix",
        *SMALL[2:],
        "-a",
        "lpa",
        "-a",
        "BATCH-LIST",
        "-a",
        "mintime",
        "-a",
        "MINAREA",
        "--priority",
        "lpt",
        "--sets",
        "2",
        "--seed",
        "1",
        "--json",
    )
    assert out.exit_code == 0, out.stderr
    envelope = out.envelope
    assert ENVELOPE <= envelope.keys() and envelope["command"] == "moldable run"
    assert envelope["params"]["sets"] == 2 and envelope["params"]["priority"] == "LPT"
    assert [r["algorithm"] for r in out.results] == ["LPA-LIST", "BATCH-LIST", "MINTIME", "MINAREA"]
    for r in out.results:
        assert 1 <= r["expected"] <= r["maximum"] and len(r["ratios"]) == 6 and r["cpu_seconds"] >= 0


def test_cli_run_one_set_is_one_task():
    """``--sets 1`` (the default) gives exactly the metrics of the sweep task of that seed."""
    out = resched("moldable", "run", *SMALL, "--seed", "7", "-a", "BATCH-LIST", "--json")
    assert out.exit_code == 0, out.stderr
    (record,) = out.results
    expected = run_task(
        task(7, "BATCH-LIST", speedup_model="communication", processors=300, jobs=20, scenarios=3)
    ).to_row()
    assert {k: record[k] for k in ("expected", "maximum", "ratios")} == {
        k: expected[k] for k in ("expected", "maximum", "ratios")
    }


def test_cli_simulate_worked_example_2():
    out = resched("moldable", "simulate", EXAMPLE2, "--json")
    assert out.exit_code == 0, out.stderr
    assert ENVELOPE <= out.envelope.keys() and out.envelope["params"]["failures"] == [0, 1, 2]
    spans = {r["algorithm"]: r["makespan"] for r in out.results}
    assert spans["LPA-LIST"] == pytest.approx(76.5)
    for r in out.results:
        assert r["L_prime"] == pytest.approx(49.5) and r["L_prime"] <= r["LB_LP"] <= min(spans.values())
    human = resched("moldable", "simulate", EXAMPLE2, "-a", "lpa", "--priority", "HPA")
    assert human.exit_code == 0 and "LPA-LIST" in human.stdout and "76.5" in human.stdout


@pytest.mark.parametrize(
    "args,message",
    [
        (("run", "--speedup-model", "warp"), "speedup_model"),
        (("run", "-a", "lpa", "-a", "fast"), "unknown moldable algorithm 'fast'"),
        (("run", "--priority", "fifo"), "priority"),
        (("run", "--processors", "1e9"), "processors"),
        (("run", "--error-rate", "inf"), "error_rate"),
        (("simulate", "missing.json"), "no such instance or job file"),
        (("simulate", str(ROOT / "instances")), "is a directory"),
        (
            ("simulate", str(ROOT / "sweeps" / "moldable" / "table1-smoke.toml")),
            "neither a moldable JSON instance nor the authors' job file",
        ),
        (("simulate", str(ROOT / "instances" / "moldable" / "tiny-table.json"), "--allotment", "milp"), None),
        (("table1", "no-such-folder"), "no results.jsonl"),
    ],
)
def test_cli_bad_input_exits_2_with_one_line(args, message):
    out = resched("moldable", *args)
    if message is None:  # the MILP allotment's 50-job bound counts the instance's jobs
        assert out.exit_code == 0, out.stderr
        return
    assert out.exit_code == 2
    assert len(out.stderr.strip().splitlines()) == 1 and out.stderr.startswith("resched: error:")
    assert message in out.stderr


@pytest.mark.parametrize("sets", ["0", "-1"])
def test_cli_run_refuses_empty_ranges_instead_of_printing_nan(sets):
    out = resched("moldable", "run", *SMALL, "--sets", sets, "--json")
    assert out.exit_code == 2 and "--sets" in out.stderr and not out.stdout


def test_cli_simulate_refuses_an_instance_of_another_family(tmp_path):
    other = next((ROOT / "instances").glob("reservation/*.json"))
    out = resched("moldable", "simulate", other)
    assert out.exit_code == 2 and "not a moldable one" in out.stderr


def row(algorithm: str, expected: float, maximum: float, task_id: str, **params) -> dict:
    full = MoldableParams.from_mapping(params).to_dict()
    return {
        "task_id": task_id,
        "family": "moldable",
        "grid": sorted(params),
        **params,
        "params": full,
        "algorithm": algorithm,
        "expected": expected,
        "maximum": maximum,
    }


def test_cli_table1_reads_several_sweeps_and_rejects_empty_ones(tmp_path):
    from resched.experiments.store import ResultStore

    ResultStore(tmp_path / "a").append(row("MINTIME", 2.0, 3.0, "a1", speedup_model="amdahl", processors=1000))
    ResultStore(tmp_path / "b").append(row("MINTIME", 4.0, 5.0, "b1", speedup_model="amdahl", jobs=100))
    out = resched("moldable", "table1", tmp_path / "a", tmp_path / "b", "--json")
    assert out.exit_code == 0, out.stderr
    assert ENVELOPE <= out.envelope.keys()
    (cell,) = out.results
    assert (cell["expected"], cell["maximum"], cell["points"], cell["paper_expected"]) == (3.0, 5.0, 2, 15.567)
    assert "MINTIME" in resched("moldable", "table1", tmp_path / "a").stdout
    ResultStore(tmp_path / "c").append(row("MINTIME", 4.0, 5.0, "c1", priority="HPA"))
    empty = resched("moldable", "table1", tmp_path / "c")
    assert empty.exit_code == 2 and "no LPT moldable results" in empty.stderr


def test_cli_table1_skips_damaged_lines_with_a_warning(tmp_path):
    from resched.experiments.store import ResultStore

    ResultStore(tmp_path / "a").append(row("LPA-LIST", 2.0, 3.0, "a1", speedup_model="mix"))
    with (tmp_path / "a" / "results.jsonl").open("a") as handle:
        handle.write('{"task_id": "x", "oops\n')
    out = resched("moldable", "table1", tmp_path / "a", "--json")
    assert out.exit_code == 0 and "1 damaged line" in out.stderr
    assert out.results[0]["algorithm"] == "LPA-LIST"


@pytest.mark.parametrize(
    "module",
    [
        "resched.moldable",
        "resched.moldable.simulate",
        "resched.moldable.experiment",
        "resched.moldable.family",
        "resched.cli.moldable",
    ],
)
def test_algorithms_import_no_plotting_solver_or_dataframe_library(module):
    import subprocess

    code = f"import sys, {module}; print([m for m in ('matplotlib', 'pyomo', 'pandas', 'dask') if m in sys.modules])"
    assert (
        subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip() == "[]"
    )


def test_json_outputs_are_valid_json():
    out = resched("moldable", "params", "--json")
    assert out.exit_code == 0 and ENVELOPE <= json.loads(out.stdout).keys()
    names = [r["name"] for r in resched("moldable", "algorithms", "--json").results]
    assert names == ["LPA-LIST", "BATCH-LIST", "MINTIME", "MINAREA"]
