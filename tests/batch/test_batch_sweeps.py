"""The batch smoke sweeps run end to end on one shared 2-worker LocalCluster, draw their
figures and keep the findings that hold at smoke scale; a sweep row's ``rerun`` command gives
its metrics again; the family's commands (JSON envelope, user errors) and figures."""

from __future__ import annotations

import json
import shlex

import pytest
from invoke import resched
from paths import ROOT
from smoke_sweeps import TRACES, smoke_summaries, smoke_sweeps

SWEEPS = smoke_sweeps("batch")
TOY = ROOT / "instances" / "batch" / "toy-failure.json"
ENVELOPE = {"command", "version", "params", "results", "seconds"}


@pytest.fixture(scope="module")
def smoke(tmp_path_factory):
    out = tmp_path_factory.mktemp("batch-smoke")
    figures = {"summary.csv", "decomposition.png", "decomposition.pdf", "flows-by-size.csv"}
    return smoke_summaries("batch", out, figures), out


@pytest.fixture(scope="module")
def summaries(smoke):
    return smoke[0]


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
        fractions = table[[c for c in table if c.endswith("_fraction")]].sum(axis=1)
        assert len([c for c in table if c.endswith("_fraction")]) == 7
        assert ((fractions - 1).abs() < 1e-9).all()
        assert (table["utilization"] <= 1).all()


def test_sfsj_gain_shrinks_with_fewer_failures(summaries):
    """§4.5.2: stealing matters less when failures are rare (fewer steals at μ = 2 h)."""
    t = summaries["fig8-mtbf-downtime"]
    for downtime in (600, 86400):
        frequent = rows(t, "SFSJ", mtbf=1800, downtime=downtime)["n_stealing"].item()
        rare = rows(t, "SFSJ", mtbf=7200, downtime=downtime)["n_stealing"].item()
        assert rare < frequent


def test_a_rows_rerun_command_gives_its_metrics_again(smoke):
    """[CORE-D7]: every row stores its resolved parameters and a command re-running it."""
    _, out = smoke
    rows = [json.loads(line) for line in (out / "table7-synthetic-smoke" / "results.jsonl").read_text().splitlines()]
    row = next(r for r in rows if r["algorithm"] == "SFSJ" and r["replicate"] == 1)
    assert row["params"]["workload_seed"] == 1 and row["params"]["mtbf"] == 1800 and row["params"]["restart"] == 300
    again = resched(*shlex.split(row["rerun"])[1:], "--json")
    assert again.exit_code == 0, again.stderr
    (record,) = again.results
    identity = {
        "task_id",
        "family",
        "grid",
        "params",
        "replicate",
        "seed",
        "algorithm",
        "rerun",
        "version",
        *row["grid"],
    }
    compared = [k for k in row if k not in identity and not k.endswith("seconds")]
    assert len(compared) > 30
    assert {k: record[k] for k in compared} == {k: row[k] for k in compared}
    assert again.envelope["params"] == {**row["params"], "seed": row["seed"], "instance": None}


def test_cli_simulate_toy_json_envelope():
    out = resched("batch", "simulate", str(TOY), "-a", "BASELINE", "-a", "h111", "--json")
    assert out.exit_code == 0, out.stderr
    assert set(out.envelope) >= ENVELOPE and out.envelope["command"] == "batch simulate"
    assert out.envelope["params"] == {
        "tie_break": "latest_release",
        "backfilling": "compress",
        "reservations": "count",
        "seed": 0,
        "instance": str(TOY),
    }
    base, sfsj = out.results
    assert (base["algorithm"], sfsj["algorithm"]) == ("BASELINE", "SFSJ")
    assert base["flows"]["all"]["max_flow"] == 25 and sfsj["flows"]["all"]["max_flow"] == 21
    assert sfsj["n_stealing"] == 1 and base["n_waited"] == 1
    assert base["utilization"] == pytest.approx(135 / 200)
    assert "NaN" not in out.stdout and "nonfinite" not in out.envelope


def test_cli_simulate_synthetic_human_output_and_resolved_params():
    out = resched("batch", "simulate", "--seed", "2", "-a", "H213", "--mtbf", "3600")
    assert out.exit_code == 0, out.stderr
    assert "H213" in out.stdout and "utilization" in out.stdout and "stealing" in out.stdout
    params = resched("batch", "simulate", "--seed", "2", "-a", "baseline", "--mtbf", "0", "--json").envelope["params"]
    assert (params["mtbf"], params["downtime"], params["restart"], params["workload_seed"]) == (0, 600, 300, None)


def test_cli_gantt_writes_png_and_pdf_and_reports_times(tmp_path):
    out = resched("batch", "gantt", str(TOY), "-a", "SFSJ", "-o", str(tmp_path / "toy.png"), "--json")
    assert out.exit_code == 0, out.stderr
    assert set(out.envelope) >= ENVELOPE and out.envelope["command"] == "batch gantt"
    (report,) = out.results
    assert report["job_flows"] == [8, 11, 11, 21, 10]
    assert set(report["simulation"]) == set(report["drawing"]) == {"seconds", "cpu_seconds"}
    assert (tmp_path / "toy.png").stat().st_size > 0 and (tmp_path / "toy.pdf").exists()
    several = resched("batch", "gantt", str(TOY), "-a", "BASELINE", "-a", "SFSJ", "-o", str(tmp_path / "t"))
    assert several.exit_code == 0 and (tmp_path / "t-BASELINE.png").exists() and (tmp_path / "t-SFSJ.pdf").exists()


@pytest.mark.parametrize("verb", ["params", "algorithms"])
def test_cli_listings_json_envelope(verb):
    out = resched("batch", verb, "--json")
    assert out.exit_code == 0 and set(out.envelope) >= ENVELOPE
    names = {r["name"] for r in out.results}
    assert ({"mtbf", "workload_seed", "tie_break"} if verb == "params" else {"BASELINE", "SFSJ", "H323"}) <= names


def test_figure_functions_draw_on_a_given_axes():
    import pandas as pd

    from resched.batch import BASELINE, simulate
    from resched.batch.experiment.figures import COLORS, decomposition_figure, gantt
    from resched.plot.style import figure
    from resched.registry import load_instance

    fig, axes = figure(1, 2, figsize=(10, 3))
    result = simulate(load_instance(TOY), BASELINE)
    assert gantt(result, ax=axes[0]) is fig and len(axes[0].collections) >= 2  # one collection per kind of bar
    fractions = pd.DataFrame({c: [1 / len(COLORS)] for c in COLORS}, index=["BASELINE"])
    assert decomposition_figure(fractions, ax=axes[1]) is fig
    assert axes[0].get_xlabel() == "time (s)" and "fraction" in axes[1].get_ylabel()


@pytest.mark.skipif(not (TRACES / "HPC2N-2002-excerpt.swf").exists(), reason="needs ../shared/traces")
def test_gantt_of_a_trace_month_is_one_image_not_a_patch_per_attempt(tmp_path):
    from resched.batch import SFSJ, simulate
    from resched.batch.experiment import task_instance
    from resched.batch.experiment.figures import gantt
    from resched.batch.params import BatchParams

    params = BatchParams(trace=str(TRACES / "HPC2N-2002-excerpt.swf"), month=1).resolve()
    result = simulate(task_instance(params, 1), SFSJ)
    ax = gantt(result).axes[0]
    assert len(result.attempts) > 1000 and len(ax.images) == 1 and len(ax.patches) == 0


@pytest.mark.parametrize(
    "args, message",
    [
        (("simulate", "-a", "H999"), "unknown batch algorithm"),
        (("simulate", "--mtbf", "inf"), "--mtbf"),
        (("simulate", "--mtbf", "nan"), "--mtbf"),
        (("simulate", "--month", "3"), "applies to a trace"),
        (("simulate", "--trace", "/nonexistent.swf"), "no such trace file"),
        (("simulate", str(TOY), "--mtbf", "60"), "do not combine with INSTANCE"),
        (("simulate", "--mtbf", "60"), "job failures expected"),
        (("gantt", str(TOY)), "--output"),
        (("gantt", str(TOY), "-o", "x.png", "--seed", "-1"), "--seed"),
    ],
)
def test_cli_user_errors_are_one_line_exit_2(args, message):
    out = resched("batch", *args)
    assert out.exit_code == 2, out.stderr
    assert message in out.stderr and "Traceback" not in out.stderr


def test_a_sweep_row_reports_the_workload_stress_over_its_window():
    from resched.batch.experiment import run_task, synthetic_workload
    from resched.batch.family import ALGORITHMS
    from resched.batch.instance import from_dict
    from resched.batch.params import BatchParams
    from resched.declarations import Task

    params, baseline = BatchParams(mtbf=0).resolve(), ALGORITHMS.resolve("BASELINE")
    workload = synthetic_workload(3)
    offered = float((workload.sizes * workload.run_times).sum())  # Σ p_j·t_exec,j, node-seconds
    span = float(workload.releases.max() - workload.releases.min())
    assert run_task(Task("batch", params, 3, baseline)).to_row()["stress"] == pytest.approx(
        offered / (128 * span), rel=1e-12
    )
    toy = from_dict(json.loads(TOY.read_text()))  # every job released at 0: undefined
    assert "stress" not in run_task(Task("batch", params, 0, baseline, instance=toy)).to_row()
