"""Every tutorial of docs/tutorials runs (a fresh Python, from the repository root, as its
docstring says) and prints what its steps promise. A family's: one run of the user's policy, a
sweep against the papers' algorithms with no failed task, paired comparisons with 95 %
intervals, and the validation against the exact model (resched.validate) without a violation.
exact-models.py: optimal solutions whose replay gives the model's objective, a validated
heuristic and .lp/.mps files on which HiGHS and CBC agree. sweep-and-compare.py: a sweep with no
failed task, its figures and paired comparisons."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest
from paths import ROOT

TUTORIALS = sorted((ROOT / "docs" / "tutorials").glob("*.py"))
FAMILIES = {"varcap", "riskaware", "moldable", "iterative", "reservation", "batch"}
FAMILY_TUTORIALS = [p for p in TUTORIALS if p.stem in FAMILIES]
COMPARE = re.compile(r"^compare .+= [+-]\S+ \[[+-]\S+, [+-]\S+\] over (\d+) runs: (higher|lower|no difference)$")

SOLVE = re.compile(r"^solve \w+: (\w+), objective \S+, gap \S+$")
REPLAY = re.compile(r"^replay: (\S+) \(model (\S+)\)$")
VALIDATE = re.compile(r"^validate .+: objective \S+ against \w+'s \S+ \(.+\), gap \S+ %, violation: (.+)$")


def test_one_tutorial_per_family_and_two_on_the_engine():
    assert {p.stem for p in TUTORIALS} == FAMILIES | {"exact-models", "sweep-and-compare"}
    listed = (ROOT / "docs" / "tutorials" / "README.md").read_text()
    assert all(f"]({p.name})" in listed for p in TUTORIALS)


def run_tutorial(name: str) -> list[str]:
    """The lines that ``python docs/tutorials/<name>.py`` prints (it must succeed)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("RESCHED_TRUSTED_MODULES", None)  # a script opts into its own module itself
    script = f"docs/tutorials/{name}.py"
    run = subprocess.run([sys.executable, script], cwd=ROOT, capture_output=True, text=True, env=env, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    return run.stdout.splitlines()


def assert_compared(lines: list[str]) -> None:
    """At least one ``compare`` line, each a paired difference with its interval over ≥ 2 runs."""
    compared = [COMPARE.match(line) for line in lines if line.startswith("compare ")]
    assert compared and all(compared), lines
    assert all(int(m.group(1)) >= 2 for m in compared if m)  # paired runs, an interval needs two


def assert_one_sweep(lines: list[str]) -> None:
    """One ``sweep`` line: some tasks run, none failed."""
    sweep = [line for line in lines if line.startswith("sweep: ")]
    assert len(sweep) == 1 and re.fullmatch(r"sweep: [1-9]\d* tasks run, 0 failed", sweep[0]), lines


def assert_validated(lines: list[str]) -> None:
    """At least one ``validate`` row, none with a violation."""
    validated = [VALIDATE.match(line) for line in lines if line.startswith("validate ") and " refuses " not in line]
    assert validated and all(validated), lines
    assert all(m.group(1) == "None" for m in validated if m)


@pytest.mark.parametrize("script", FAMILY_TUTORIALS, ids=lambda p: p.stem)
def test_tutorial_runs_and_compares(script):
    lines = run_tutorial(script.stem)
    assert any(line.startswith("one run: ") for line in lines), lines
    assert_one_sweep(lines)
    assert_compared(lines)
    assert_validated(lines)


def test_exact_models_tutorial_solves_replays_validates_and_cross_checks():
    lines = run_tutorial("exact-models")
    solved = [SOLVE.match(line) for line in lines if line.startswith("solve ")]
    assert len(solved) == 2 and all(m and m.group(1) == "optimal" for m in solved), lines
    assert sum(line.startswith("  row {") for line in lines) >= 2 * 2, lines  # each schedule has rows
    replays = [REPLAY.match(line) for line in lines if line.startswith("replay: ")]
    assert len(replays) == 2 and all(m and float(m.group(1)) == float(m.group(2)) for m in replays), lines
    assert_validated(lines)
    checks = [line for line in lines if line.startswith("cross-check ")]
    assert {line.split(":")[0].rsplit(".", 1)[1] for line in checks} == {"lp", "mps"}, lines
    assert len(checks) == 4 and all(line.endswith(": agree") for line in checks), lines


def test_sweep_and_compare_tutorial_sweeps_plots_and_compares():
    lines = run_tutorial("sweep-and-compare")
    assert_one_sweep(lines)
    assert any(re.fullmatch(r"plot: [1-9]\d* files, e\.g\. \S+\.(png|pdf|csv|md)", line) for line in lines), lines
    assert_compared(lines)
