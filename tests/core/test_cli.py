"""The `resched` command line: the shared verbs, exit codes (0 ok, 1 finding, 2 user error,
3 internal error), usage errors through the installed entry point, the JSON envelope, and
tables that are not cut when piped."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
from pathlib import Path

import pytest
from invoke import resched
from paths import ROOT

from resched.export import CrossCheck

TOY = ROOT / "instances" / "varcap" / "toy-finite.json"
INTRO = ROOT / "instances" / "reservation" / "intro-example.json"
FAILURES = ROOT / "instances" / "batch" / "toy-failure.json"
ENVELOPE = {"command", "version", "params", "results", "seconds"}


def entry_point(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    """The installed ``resched`` script (what a user runs)."""
    exe = Path(sys.executable).parent / "resched"
    return subprocess.run([str(exe), *args], capture_output=True, text=True, cwd=cwd)


def test_version_through_the_console_script_and_python_m():
    out = entry_point("--version")
    assert out.returncode == 0 and out.stdout.startswith("resched ")
    module = subprocess.run([sys.executable, "-m", "resched", "--version"], capture_output=True, text=True)
    assert module.returncode == 0 and module.stdout == out.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ((), "Usage: resched"),
        (("nosuchcmd",), "No such command 'nosuchcmd'"),
        (("solve", "--bogus"), "No such option '--bogus'"),
        (("solve",), "Missing argument 'INSTANCE'"),
        (("validate", "--time-limit", "soon"), "Invalid value for '--time-limit'"),
        (("reservation", "solve", "--chunks"), "Option '--chunks' requires an argument"),
    ],
)
def test_usage_errors_print_clicks_usage_and_exit_2(args, message):
    out = entry_point(*args)
    assert out.returncode == 2 and message in out.stdout + out.stderr
    assert "Traceback" not in out.stderr and "NoSuchOption" not in out.stderr


def test_help_prints_brackets_and_no_markup():
    out = entry_point("reservation", "laws", "--help")
    assert out.returncode == 0 and "truncated domain [a, b] and E[X]" in " ".join(out.stdout.split())
    assert "``" not in out.stdout


def test_solve_json_envelope_and_certificate():
    run = resched("solve", TOY, "--json")
    assert run.exit_code == 0, run.stderr
    assert set(run.envelope) == ENVELOPE and run.envelope["command"] == "solve"
    (report,) = run.results
    assert report["model"] == "yield_feasibility" and report["status"] == "bracketed"
    # toy-finite: Y* = (1 + √13)/6 (worked out by hand in test_yield_lp.py)
    assert report["max_min_yield"] == pytest.approx((1 + 13**0.5) / 6, abs=1e-6)
    assert report["certificate_feasible"]["achievable"] is True
    assert report["certificate_infeasible"]["achievable"] is False


def test_solve_json_through_the_console_script_is_pure_json():
    """HiGHS writes a banner to the C-level stdout at its first construction in a process,
    which the in-process runner cannot see; the real script's stdout must still parse."""
    out = entry_point("solve", str(TOY), "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["command"] == "solve"
    assert "Running HiGHS" not in out.stdout + out.stderr


def test_solve_with_standard_output_closed_does_not_crash():
    """The banner guard duplicates file descriptor 1; a process without one still solves."""
    exe = Path(sys.executable).parent / "resched"
    out = subprocess.run(["bash", "-c", f"'{exe}' solve '{TOY}' --json >&-"], capture_output=True, text=True)
    assert out.returncode == 0 and "internal error" not in out.stderr


def test_solve_human_output_and_model_filter():
    out = resched("solve", INTRO, "--model", "shortest_path_no_ckpt")
    assert out.exit_code == 0 and "shortest_path_no_ckpt" in out.stdout and "optimal" in out.stdout
    assert "shortest_path_all_ckpt" not in out.stdout


def test_solve_options_reach_the_solver():
    run = resched(
        "solve", INTRO, "-m", "shortest_path", "--time-limit", "30", "--mip-gap", "0.01", "--threads", "1", "--json"
    )
    assert run.exit_code == 0
    params = run.envelope["params"]
    assert (params["time_limit"], params["mip_gap"], params["threads"]) == (30.0, 0.01, 1)
    assert run.results[0]["status"] == "optimal"


@pytest.mark.parametrize("suffix", [".lp", ".mps"])
def test_export_then_cross_check_agree(tmp_path, suffix):
    target = tmp_path / f"toy{suffix}"
    out = resched("export", TOY, "-o", target, "--json")
    assert out.exit_code == 0, out.stderr
    assert out.results[0]["file"] == str(target)
    check = resched("cross-check", target, "--json")
    assert check.exit_code == 0, check.stderr
    (result,) = check.results
    assert result["agree"] is True and result["verdict"] == "agree"
    assert result["highs_objective"] >= 1 - 1e-9  # the LP at Y* is achievable: θ* ≥ 1
    assert result["cbc_objective"] == pytest.approx(result["highs_objective"], abs=1e-6)


def _check(highs_status: str, cbc_status: str, a: float | None, b: float | None) -> CrossCheck:
    return CrossCheck(
        path="m.lp",
        sense="max",
        highs_status=highs_status,
        highs_objective=a,
        cbc_status=cbc_status,
        cbc_objective=b,
        highs_seconds=0.0,
        cbc_seconds=0.0,
    )


@pytest.mark.parametrize(
    ("check", "verdict", "code"),
    [
        (_check("optimal", "optimal", 1.0, 1.0), "agree", 0),
        (_check("optimal", "optimal", 1.0, 2.0), "DISAGREE", 1),
        (_check("time limit reached", "optimal", 1.5, 2.0), "undecided", 0),
        (_check("optimal", "stopped_on_time", 2.0, 1.0), "undecided", 0),
    ],
)
def test_cross_check_verdicts_and_exit_codes(monkeypatch, tmp_path, check, verdict, code):
    importlib.import_module("resched.export")

    # the module itself: the package attribute resched.export is the re-exported function
    monkeypatch.setattr(sys.modules["resched.export"], "cross_check", lambda path, time_limit=None, values=False: check)
    run = resched("cross-check", tmp_path / "m.lp", "--json")
    assert run.exit_code == code and run.results[0]["verdict"] == verdict


def test_validate_exit_code_1_on_a_violation(monkeypatch):
    row = {
        "file": "x.json",
        "instance": "x",
        "method": "Cheat",
        "kind": "heuristic",
        "status": "proven optimum",
        "objective": 2.0,
        "reference": "m",
        "optimum_or_bound": 1.0,
        "gap_percent": -100.0,
        "seconds": 0.0,
        "violation": "Cheat beats the proven optimum by 1 (relative)",
    }
    monkeypatch.setattr("resched.library.validate_paths", lambda *args, **kwargs: [row])
    run = resched("validate", INTRO)
    assert run.exit_code == 1 and "VIOLATION: Cheat beats the proven optimum" in run.stderr


def test_validate_summary_caption_and_instances_without_models():
    run = resched("validate", INTRO, FAILURES, "--model", "shortest_path")
    assert run.exit_code == 0, run.stderr
    assert "resched validate: 2 instance(s), 1 exact model run(s) (1 proven optimal)" in run.stderr
    assert "0 violation(s)" in run.stderr
    assert "no exact model applies" in run.stdout and "gap % = how far" in " ".join(run.stdout.split())
    rows = resched("validate", FAILURES, "--json").results
    reason = "1 failures (the MILPs are failure-free)"
    assert [r["status"] for r in rows] == [
        f"does not apply: max_flow: {reason}",
        f"does not apply: weighted_flow: {reason}",
        "no exact model applies",
    ]


def test_instances_without_a_model_are_one_line_errors_for_solve_and_export(tmp_path):
    for args in (("solve", FAILURES), ("export", FAILURES, "-o", tmp_path / "x.lp")):
        run = resched(*args)
        assert run.exit_code == 2 and "no exact model applies" in run.stderr and run.stderr.count("\n") == 1


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("solve", "missing.json"), "no such instance file"),
        (("export", str(TOY), "-o", "model.txt"), "suffix must be .lp or .mps"),
        (("solve", str(TOY), "--model", "nope"), "unknown model"),
        (("validate", "no-such-dir"), "no such file or directory"),
        (("cross-check", "missing.lp"), "no such model file"),
        (("solve", "."), "is a directory"),
    ],
)
def test_user_errors_exit_2_with_one_line(tmp_path, args, message):
    out = entry_point(*args, cwd=tmp_path)
    assert out.returncode == 2
    assert "Traceback" not in out.stderr
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0]


def test_bad_instance_names_field(tmp_path):
    bad = json.loads(TOY.read_text())
    bad["sections"]["P"][1] = 9
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad))
    out = resched("solve", path)
    assert out.exit_code == 2
    assert "sections.P[1]" in out.stderr and "bad.json" in out.stderr


@pytest.mark.parametrize(
    ("name", "text", "message"),
    [
        ("broken.json", '{"family": "varcap",\n "jobs": [\n', "broken.json:3: invalid JSON"),
        ("other.json", '{"family": "teleport"}', "unknown family 'teleport'"),
        ("deep.json", "[" * 100_000, "invalid JSON"),
    ],
)
def test_unreadable_instance_file(tmp_path, name, text, message):
    path = tmp_path / name
    path.write_text(text)
    out = resched("solve", path)
    assert out.exit_code == 2 and message in out.stderr


def test_internal_errors_exit_3_with_a_short_message_and_traceback_on_debug(monkeypatch):
    def broken(*args, **kwargs):
        raise ZeroDivisionError("boom")

    monkeypatch.setattr("resched.registry.load_instance", broken)
    run = resched("solve", INTRO)
    assert run.exit_code == 3 and run.stderr.count("\n") == 1
    assert "internal error: ZeroDivisionError: boom" in run.stderr and "--debug" in run.stderr
    debug = resched("--debug", "solve", INTRO)
    assert debug.exit_code == 3 and "Traceback" in debug.stderr


def test_piped_tables_keep_their_width():
    out = entry_point("reservation", "algorithms")
    assert out.returncode == 0
    assert any(len(line) > 100 for line in out.stdout.splitlines()) and "…" not in out.stdout


@pytest.fixture
def paired_results(tmp_path) -> Path:
    """A results folder of two algorithms on the same three instances (B − A = 0.25, 0.3, 0.35)."""
    rows = [
        {"task_id": f"{a}{s}", "grid": ["x"], "x": 1, "seed": s, "algorithm": a, "score": (0.2 + s / 20) * (a == "B")}
        for s in (1, 2, 3)
        for a in ("A", "B")
    ]
    (tmp_path / "results.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    return tmp_path


def test_compare_prints_the_paired_difference(paired_results):
    out = resched("compare", paired_results, "-a", "B", "-b", "A", "-m", "score", "--json")
    (record,) = json.loads(out.stdout)["results"]
    assert out.exit_code == 0 and record["runs"] == 3 and record["mean"] == pytest.approx(0.3)
    assert record["verdict"] == "higher" and record["low"] > 0
    table = resched("compare", paired_results, "-a", "B", "-b", "A", "-m", "score", "--by", "x")
    assert table.exit_code == 0 and "B − A" in table.stdout and "higher" in table.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("-a", "C", "-b", "A", "-m", "score"), "no row of algorithm 'C' (the rows have: A, B)"),
        (("-a", "B", "-b", "A", "-m", "speed"), "unknown metric 'speed'"),
        (("-a", "B", "-b", "A", "-m", "score", "--by", "y"), "unknown field 'y' for --by"),
        (("-a", "B", "-b", "B", "-m", "score", "--by", "nothing"), "unknown field 'nothing'"),
    ],
)
def test_compare_bad_input_is_one_line_and_exit_2(paired_results, args, message):
    out = resched("compare", paired_results, *args)
    assert out.exit_code == 2 and message in out.stderr and len(out.stderr.strip().splitlines()) == 1


def test_compare_refuses_a_folder_without_results(tmp_path):
    out = resched("compare", tmp_path, "-a", "B", "-b", "A", "-m", "score")
    assert out.exit_code == 2 and "no results.jsonl" in out.stderr
