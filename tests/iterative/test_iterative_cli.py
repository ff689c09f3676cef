"""``resched iterative simulate|static|dynamic|pattern|generate``: the JSON envelope, one-line
errors with exit code 2, the parameter class and the algorithm registry, a sweep row re-run
from its ``rerun`` command, figures drawn on given axes, and light imports."""

from __future__ import annotations

import json
import shlex
import subprocess
import sys

import pytest
from invoke import resched
from paths import ROOT

from resched.errors import ReschedError
from resched.iterative.family import ALGORITHMS
from resched.iterative.params import DEFAULT_LAW_PARAMS, IterativeParams
from resched.params import ParameterError

NEURO = ROOT / "instances" / "iterative" / "neuroscience-p0.316-N3.json"
TOY = ROOT / "instances" / "iterative" / "toy-n3-N4.json"
SWEEPS = ROOT / "sweeps" / "iterative"
ENVELOPE = {"command", "version", "params", "results", "seconds"}


def iterative(*args: object):
    return resched("iterative", *args)


# ---- parameters and algorithms ----------------------------------------------------------------


def test_params_defaults_are_the_thesis():
    p = IterativeParams().resolve()
    assert (p.study, p.p_fail, p.iterations, p.monte_carlo_runs) == ("stochastic", 0.01, 1000, 10_000)
    assert (p.law, p.law_params, p.eta, p.checkpoint, p.restart, p.downtime) == (
        "gamma",
        (25.0, 0.5),
        0.1,
        5.0,
        5.0,
        1.0,
    )
    for law, values in DEFAULT_LAW_PARAMS.items():  # §2.5.1: every law of mean 50, so C = R = 5
        q = IterativeParams(law=law).resolve()
        assert q.law_params == values and q.checkpoint == q.restart == 5.0
    chain = IterativeParams(study="chain", application="synthetic").resolve()
    assert (chain.downtime, chain.eta, chain.tasks, chain.iterations, chain.law_params) == (5.0, 0.1, 10, 1000, None)
    assert IterativeParams(study="chain").resolve().eta is None  # eta is the synthetic application's only


def test_params_checkpoint_and_eta_are_one_quantity():
    p = IterativeParams(checkpoint=7.0).resolve()
    assert p.eta == pytest.approx(0.14) and p.restart == 7.0
    assert IterativeParams.from_mapping(p.to_dict()) == p  # a resolved set reads back (sweep rows, rerun)
    assert IterativeParams(eta=0.5).resolve().checkpoint == 25.0
    with pytest.raises(ParameterError, match="give eta or checkpoint"):
        IterativeParams(eta=0.5, checkpoint=5.0)


def test_params_ranges_and_unknown_keys():
    with pytest.raises(ParameterError, match=r"p_fail.*<= 0.99"):
        IterativeParams(p_fail=1.0)
    with pytest.raises(ParameterError, match=r"tasks.*>= 1"):
        IterativeParams.from_mapping({"tasks": "0"})
    with pytest.raises(ReschedError, match=r"unknown iterative parameter 'n' \(valid: study, p_fail, iterations"):
        IterativeParams.from_mapping({"n": 10})
    with pytest.raises(ParameterError, match="a < b"):
        IterativeParams(law="uniform", law_params=(80, 20))
    with pytest.raises(ParameterError, match="λ < β"):
        IterativeParams(law_params=(1, 1), p_fail=0.9)


@pytest.mark.parametrize(
    "fields, named, study",
    [
        ({"study": "chain", "law": "uniform"}, "law", "stochastic"),
        ({"monte_carlo_runs": 10, "study": "chain"}, "monte_carlo_runs", "stochastic"),
        ({"application": "gcr"}, "application", "chain"),
        ({"normal_durations": True}, "normal_durations", "chain"),
        ({"study": "chain", "application": "neuroscience", "ccr": 5}, "ccr", "gcr"),
        ({"study": "chain", "application": "gcr", "eta": 0.2}, "eta", "synthetic"),
    ],
)
def test_a_field_of_another_study_is_refused(fields, named, study):
    with pytest.raises(ParameterError) as error:
        IterativeParams.from_mapping(fields)
    assert error.value.name == named and study in str(error.value) and "\n" not in str(error.value)


def test_registry_lookup():
    assert ALGORITHMS.resolve("STATIC").name == "static"
    assert ALGORITHMS.resolve("dyn").name == "dynamic"  # alias (the thesis' MS_sim_dyn)
    assert ALGORITHMS.resolve("All").trait("study") == "chain"
    assert ALGORITHMS.resolve("all").trait("strategies")[0] == "Optimal"
    with pytest.raises(ReschedError, match="known: static, dynamic, all"):
        ALGORITHMS.resolve("CkptEachTask")


# ---- the JSON envelope of every command --------------------------------------------------------


def test_entry_point_subprocess():
    out = subprocess.run(
        [sys.executable, "-m", "resched", "iterative", "static", "--json"], capture_output=True, text=True, cwd=ROOT
    )
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["results"][0]["k_static"] == 5


def test_static_json_matches_table_1():
    out = iterative(
        "static",
        "--law",
        "normal",
        "--law-params",
        "50,2.5",
        "--p-fail",
        "0.01",
        "--checkpoint",
        "5",
        "--restart",
        "5",
        "--downtime",
        "1",
        "--json",
    )
    assert out.exit_code == 0, out.stderr
    assert set(out.envelope) >= ENVELOPE and out.envelope["command"] == "iterative static"
    assert out.envelope["params"]["eta"] == 0.1 and "application" not in out.envelope["params"]
    (report,) = out.results
    assert round(report["x_static"], 4) == 4.6122 and report["k_static"] == report["k_fo"] == 5
    assert round(report["W_th"], 4) == 206.8876 and round(report["W_fo"], 4) == 233.9328
    assert round(report["expected_makespan"]["static_k_static"], 1) == 52264.8
    assert "simulated_mean_makespan" not in report


def test_dynamic_json_simulates():
    out = iterative("dynamic", "--law", "uniform", "--monte-carlo-runs", "200", "--seed", "5", "--json")
    assert out.exit_code == 0, out.stderr
    assert set(out.envelope) >= ENVELOPE and out.envelope["params"]["seed"] == 5
    (report,) = out.results
    assert abs(report["simulated_mean_makespan"]["dynamic_W_th"] / 52267 - 1) < 0.01  # Table II
    assert report["monte_carlo_runs"] == 200


def test_pattern_json_lists_every_strategy():
    out = iterative("pattern", NEURO, "--json")
    assert out.exit_code == 0, out.stderr
    assert set(out.envelope) >= ENVELOPE and out.envelope["params"]["k_star_rounding"] == "floor"
    optimal, *strategies = out.results
    assert optimal["strategy"] == "Optimal" and round(optimal["slowdown"], 10) == 1.0948283649
    assert sorted(optimal["checkpointed_tasks"]) == [0, 2, 3, 5] and optimal["seconds"] >= 0
    by_name = {r["strategy"]: r for r in strategies}
    assert list(by_name) == [
        "CkptEachIter",
        "CkptEachTask",
        "CkptYdAve",
        "CkptYdAve(c_min)",
        "CkptYdAve(c_max)",
        "CkptYdPer",
    ]
    assert round(by_name["CkptYdAve"]["slowdown"], 7) == 1.1397381
    human = iterative("pattern", NEURO)
    assert human.exit_code == 0 and "CkptEachTask" in human.stdout and "1.094828" in human.stdout
    assert optimal["method"] == "dp" and out.envelope["params"]["pattern_method"] == "auto"  # small: the DP


def test_pattern_method_by_name():
    """[ITERATIVE-D20]: both exact methods by name, the one used reported; same optimum."""
    runs = {method: iterative("pattern", NEURO, "--pattern-method", method, "--json") for method in ("dp", "lp")}
    assert all(run.exit_code == 0 for run in runs.values()), runs["lp"].stderr
    dp, lp = (runs[m].results[0] for m in ("dp", "lp"))
    assert (dp["method"], lp["method"]) == ("dp", "lp") and lp["method_name"] == "ratio-cycle LP"
    assert lp["offsets"] == dp["offsets"] and lp["slowdown"] == pytest.approx(dp["slowdown"], rel=1e-12)
    assert "ratio-cycle LP" in iterative("pattern", NEURO, "--pattern-method", "lp").stdout
    bad = iterative("pattern", NEURO, "--pattern-method", "simplex")
    assert bad.exit_code == 2 and "unknown value 'simplex'" in bad.stderr


def test_generate_writes_a_loadable_instance(tmp_path):
    target = tmp_path / "gcr.json"
    out = iterative("generate", "gcr", "-o", target, "--tasks", "4", "--ccr", "5", "--iterations", "2", "--json")
    assert out.exit_code == 0, out.stderr
    assert set(out.envelope) >= ENVELOPE and out.envelope["params"]["ccr"] == 5.0
    assert out.results[0]["tasks"] == 4 and out.results[0]["file"] == str(target)
    again = iterative("pattern", target, "--json")
    assert again.exit_code == 0 and again.results[0]["tasks"] == 4
    synthetic = iterative("generate", "Synthetic", "-o", tmp_path / "s.json", "--eta", "0.2", "--json")
    assert synthetic.exit_code == 0 and synthetic.envelope["params"]["application"] == "synthetic"


def test_simulate_both_studies_and_an_instance_file():
    stochastic = iterative(
        "simulate", "-a", "static", "-a", "DYNAMIC", "--monte-carlo-runs", "50", "--iterations", "100", "--json"
    )
    assert stochastic.exit_code == 0, stochastic.stderr
    assert set(stochastic.envelope) >= ENVELOPE
    assert [r["algorithm"] for r in stochastic.results] == ["static", "dynamic"]
    assert all(r["k_static"] == 5 and r["seconds"] > 0 for r in stochastic.results)
    chain = iterative("simulate", "--study", "chain", "-a", "all", "--iterations", "5", "--seed", "3", "--json")
    assert chain.exit_code == 0, chain.stderr
    (row,) = chain.results
    assert row["ratio[CkptEachTask]"] == row["makespan[CkptEachTask]"] / row["makespan[Optimal]"]
    from_file = iterative("simulate", "--study", "chain", "-a", "all", TOY, "--json")
    assert from_file.exit_code == 0, from_file.stderr
    assert from_file.results[0]["iteration_length"] == 6.0


def test_params_and_algorithms_verbs():
    params = iterative("params", "--json")
    assert params.exit_code == 0 and set(params.envelope) >= ENVELOPE
    assert {r["name"] for r in params.results} >= {"p_fail", "iterations", "monte_carlo_runs", "tasks", "downtime"}
    algorithms = iterative("algorithms", "--json")
    assert [r["name"] for r in algorithms.results] == ["static", "dynamic", "all"]


@pytest.mark.parametrize(
    "args, message",
    [
        (("static", "--law", "cauchy"), "unknown value 'cauchy'"),
        (("static", "--law-params", "1"), "expected 2 values"),
        (("static", "--law-params", "1,x"), "expected a number"),
        (("static", "--p-fail", "1.5"), "p_fail"),
        (("static", "--p-fail", "inf"), "finite"),
        (("static", "--iterations", "0"), "iterations"),
        (("static", "--law", "normal", "--law-params", "50,80"), "σ <= μ"),
        (("dynamic", "--monte-carlo-runs", "1000000"), "sampled lengths"),
        (("pattern", "missing.json"), "no such instance file"),
        (("pattern", ROOT / "instances"), "is a directory"),
        (("pattern", NEURO, "--k-star-rounding", "up"), "k_star_rounding"),
        (("pattern", ROOT / "instances" / "reservation" / "intro-example.json"), "not an 'iterative' one"),
        (("generate", "lattice", "-o", "x.json"), "unknown value 'lattice'"),
        (("generate", "neuroscience", "-o", "x.json", "--tasks", "4"), "application synthetic and gcr only"),
        (("generate", "gcr", "-o", ROOT / "instances"), "is a directory"),
        (("simulate", "-a", "all"), "chain study"),
        (("simulate", "-a", "nope"), "unknown iterative algorithm"),
        (("simulate", "--study", "chain", "-a", "all", "--law", "uniform"), "stochastic study only"),
        (("simulate", "-a", "static", TOY), "chain study"),
        (("simulate", "--study", "chain", "-a", "all", TOY, "--p-fail", "0.2"), "do not combine with INSTANCE"),
    ],
)
def test_errors_are_one_line_with_exit_2(args, message):
    out = iterative(*args)
    assert out.exit_code == 2 and message in out.stderr and out.stderr.count("\n") == 1, out.stderr


def test_bad_instance_files_are_one_line_errors(tmp_path):
    good = json.loads(TOY.read_text())
    cases = {
        "not-json.json": "{",
        "binary.json": b"\xff\xfe\x00",
        "many-tasks.json": {**good, "tasks": {k: [1.0] * 1001 for k in "tcr"}},
        "huge-n.json": {**good, "iterations": 10**9},
        "negative.json": {**good, "downtime": -1},
        "pattern-too-large.json": {**good, "failures": {"lambda": 1e-300}},
    }
    for name, content in cases.items():
        path = tmp_path / name
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content if isinstance(content, str) else json.dumps(content))
        out = iterative("pattern", path)
        assert out.exit_code == 2 and out.stderr.count("\n") == 1, (name, out.stderr)


# ---- a sweep row re-run from the command line ---------------------------------------------------


@pytest.mark.parametrize("sweep", ["fig2.5-eta-smoke", "fig3.9-neuroscience-N-smoke"])
def test_a_sweep_row_reruns_with_identical_metrics(sweep):
    from resched.experiments.runner import execute
    from resched.experiments.spec import load_spec

    task = load_spec(SWEEPS / f"{sweep}.toml").tasks()[0]
    row = execute(task)
    assert "error" not in row, row.get("traceback")
    words = shlex.split(row["rerun"])
    assert words[:3] == ["resched", "iterative", "simulate"]
    out = resched(*words[1:], "--json")
    assert out.exit_code == 0, out.stderr
    (again,) = out.results
    metrics = [k for k in again if not k.endswith("seconds") and k != "algorithm"]
    assert len(metrics) > 10 and {k: again[k] for k in metrics} == {k: row[k] for k in metrics}
    assert out.envelope["params"]["seed"] == row["seed"]


# ---- figures and imports ----------------------------------------------------------------------


def test_figure_functions_draw_on_given_axes():
    import pandas as pd
    from matplotlib.figure import Figure

    from resched.iterative.experiment.figures import STRATEGY_STYLES, overhead_bars, ratio_figure

    table = pd.DataFrame(
        [
            {
                "p_fail": p,
                "strategy": s,
                "median_ratio": 1 + p,
                "q25_ratio": 1.0,
                "q75_ratio": 1 + 2 * p,
                "mean_checkpoint": 1.0,
                "mean_failure_induced": p,
            }
            for p in (0.01, 0.1)
            for s in ("Optimal", "CkptEachIter", "CkptEachTask", "CkptYdAve", "CkptYdPer")
        ]
    )
    fig = Figure()
    ax = fig.subplots()
    assert ratio_figure(table, "p_fail", axes=[ax]) is fig
    assert len(ax.get_lines()) >= 4 and "p_fail" in ax.get_xlabel() and "ratio" in ax.get_ylabel()
    bars = Figure()
    axes = bars.subplots(1, 2)
    assert overhead_bars(table, axes=axes) is bars and "(s)" in axes[0].get_ylabel()
    styles = {(v["color"], v["marker"]) for v in STRATEGY_STYLES.values()}
    assert len(styles) == len(STRATEGY_STYLES) == 7


def test_imports_stay_light():
    code = (
        "import sys, resched.iterative, resched.iterative.simulate, resched.iterative.experiment, "
        "resched.iterative.algorithms, resched.cli.iterative; "
        "print([m for m in ('matplotlib', 'pyomo', 'pandas', 'dask') if m in sys.modules])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0 and out.stdout.strip() == "[]", out.stderr
    family = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, resched.iterative.family; "
            "print(sorted(m for m in ('numpy', 'numba', 'scipy') if m in sys.modules))",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert family.stdout.strip() == "[]"
