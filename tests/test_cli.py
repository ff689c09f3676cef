"""The `resched` command line: exit codes, --json output, one-line user errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TOY = ROOT / "instances" / "varcap" / "toy-finite.json"


def run(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "resched", *args], capture_output=True, text=True, cwd=cwd)


def test_version():
    out = run("--version")
    assert out.returncode == 0
    assert out.stdout.startswith("resched ")


def test_solve_prints_max_yield_and_certificate():
    out = run("solve", str(TOY), "--json")
    assert out.returncode == 0, out.stderr
    (report,) = json.loads(out.stdout)
    assert report["model"] == "yield_feasibility"
    assert report["status"] == "bracketed"
    # toy-finite: Y* = (1 + √13)/6 (worked out by hand in test_yield_lp.py)
    assert report["max_min_yield"] == pytest.approx((1 + 13**0.5) / 6, abs=1e-6)
    assert report["certificate_feasible"]["achievable"] is True
    assert report["certificate_infeasible"]["achievable"] is False
    assert report["certificate_infeasible"]["theta"] < 1


def test_solve_human_output_names_the_certificate():
    out = run("solve", str(TOY))
    assert out.returncode == 0
    assert "certificate_feasible" in out.stdout and "max_min_yield" in out.stdout


@pytest.mark.parametrize("suffix", [".lp", ".mps"])
def test_export_then_cross_check_agree(tmp_path, suffix):
    target = tmp_path / f"toy{suffix}"
    out = run("export", str(TOY), "-o", str(target), "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["file"] == str(target)
    check = run("cross-check", str(target), "--json")
    assert check.returncode == 0, check.stderr
    result = json.loads(check.stdout)
    assert result["agree"] is True
    assert result["highs_objective"] >= 1 - 1e-9  # the LP at Y* is achievable: θ* ≥ 1
    assert result["cbc_objective"] == pytest.approx(result["highs_objective"], abs=1e-6)


def test_validate_json_covers_every_shipped_varcap_instance():
    out = run("validate", "instances/varcap", "--json")
    assert out.returncode == 0, out.stderr
    rows = json.loads(out.stdout)
    shipped = {p.stem for p in (ROOT / "instances" / "varcap").glob("*.json")}
    yield_rows = [r for r in rows if r["method"] == "yield_feasibility"]
    assert {r["instance"] for r in yield_rows} == shipped
    for r in yield_rows:
        assert r["status"] == "bracketed"
        assert 0 < r["objective"] <= r["optimum_or_bound"] <= 1
        assert r["optimum_or_bound"] - r["objective"] <= 1e-6
    assert not [r for r in rows if r["violation"]]
    assert {r["kind"] for r in rows} == {"exact", "heuristic"}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("solve", "missing.json"), "no such instance file"),
        (("export", str(TOY), "-o", "model.txt"), "suffix must be .lp or .mps"),
        (("solve", str(TOY), "--model", "nope"), "does not apply"),
        (("validate", "no-such-dir"), "no such file or directory"),
        (("cross-check", "missing.lp"), "no such model file"),
    ],
)
def test_user_errors_exit_2_with_one_line(tmp_path, args, message):
    out = run(*args, cwd=tmp_path)
    assert out.returncode == 2
    assert "Traceback" not in out.stderr
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0]


def test_bad_instance_names_field(tmp_path):
    bad = json.loads(TOY.read_text())
    bad["sections"]["P"][1] = 9
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad))
    out = run("solve", str(path))
    assert out.returncode == 2
    assert "sections.P[1]" in out.stderr and "bad.json" in out.stderr


@pytest.mark.parametrize(
    ("name", "text", "message"),
    [
        ("broken.json", '{"family": "varcap",\n "jobs": [\n', "broken.json:3: invalid JSON"),
        ("other.json", '{"family": "teleport"}', "unknown family 'teleport'"),
    ],
)
def test_unreadable_instance_file(tmp_path, name, text, message):
    path = tmp_path / name
    path.write_text(text)
    out = run("solve", str(path))
    assert out.returncode == 2
    assert message in out.stderr


def test_generate_is_seeded(tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    for target in (a, b):
        out = run("generate", "varcap", "-o", str(target), "--seed", "5", "--sections", "6", "--p-max", "20")
        assert out.returncode == 0, out.stderr
    assert json.loads(a.read_text())["jobs"] == json.loads(b.read_text())["jobs"]


def test_console_script_installed():
    exe = Path(sys.executable).parent / "resched"
    out = subprocess.run([str(exe), "--version"], capture_output=True, text=True)
    assert out.returncode == 0 and "resched" in out.stdout


def test_simulate_varcap_json_keys():
    out = run("simulate", "varcap", "-a", "DPBiC(15)", "--instance", "instances/varcap/toy-infinite.json", "--json")
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    for key in ("goodput", "min_yield", "relative_goodput", "relative_min_yield", "checkpoints", "recoveries"):
        assert key in report
    assert 0 < report["relative_goodput"] <= 1
    assert report["algorithm"] == "DPBiC(15)"


def test_simulate_unknown_algorithm_exits_2():
    out = run("simulate", "varcap", "-a", "DPMagic", "--preset", "light")
    assert out.returncode == 2
    assert "unknown algorithm 'DPMagic'" in out.stderr


def test_generate_with_explicit_profile(tmp_path):
    profile = tmp_path / "profile.json"
    profile.write_text('{"T": [0, 50, 120, 200], "P": [20, 18, 20]}')
    target = tmp_path / "inst.json"
    out = run("generate", "varcap", "-o", str(target), "--seed", "2", "--p-max", "20", "--profile", str(profile))
    assert out.returncode == 0, out.stderr
    sections = json.loads(target.read_text())["sections"]
    assert sections == {"T": [0.0, 50.0, 120.0, 200.0], "P": [20, 18, 20]}


def test_generate_rejects_a_profile_breaking_delta(tmp_path):
    profile = tmp_path / "profile.json"
    profile.write_text('{"T": [0, 50, 120], "P": [20, 10]}')  # δ = 0.1·P_max = 2
    out = run("generate", "varcap", "-o", str(tmp_path / "x.json"), "--seed", "2", "--p-max", "20",
              "--profile", str(profile))
    assert out.returncode == 2
    assert "sections.P[1]" in out.stderr and "exceeds delta=2" in out.stderr
