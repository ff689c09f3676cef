"""Every tutorial of docs/tutorials runs (a fresh Python, from the repository root, as its
docstring says) and prints what its steps promise: one run of the user's policy, a sweep
against the papers' algorithms with no failed task, paired comparisons with 95 % intervals,
and the validation against the exact model (resched.validate) without a violation."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest
from paths import ROOT

TUTORIALS = sorted((ROOT / "docs" / "tutorials").glob("*.py"))
COMPARE = re.compile(r"^compare .+= [+-]\S+ \[[+-]\S+, [+-]\S+\] over (\d+) runs: (higher|lower|no difference)$")

VALIDATE = re.compile(r"^validate .+: objective \S+ against \w+'s \S+ \(.+\), gap \S+ %, violation: (.+)$")


def test_one_tutorial_per_family():
    assert {p.stem for p in TUTORIALS} == {"varcap", "riskaware", "moldable", "iterative", "reservation", "batch"}
    listed = (ROOT / "docs" / "tutorials" / "README.md").read_text()
    assert all(f"]({p.name})" in listed for p in TUTORIALS)


@pytest.mark.parametrize("script", TUTORIALS, ids=lambda p: p.stem)
def test_tutorial_runs_and_compares(script):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("RESCHED_TRUSTED_MODULES", None)  # the script opts into its own module itself
    run = subprocess.run(
        [sys.executable, str(script.relative_to(ROOT))], cwd=ROOT, capture_output=True, text=True, env=env, timeout=300
    )
    assert run.returncode == 0, run.stderr[-2000:]
    lines = run.stdout.splitlines()
    assert any(line.startswith("one run: ") for line in lines), run.stdout
    sweep = [line for line in lines if line.startswith("sweep: ")]
    assert len(sweep) == 1 and re.fullmatch(r"sweep: [1-9]\d* tasks run, 0 failed", sweep[0]), run.stdout
    compared = [COMPARE.match(line) for line in lines if line.startswith("compare ")]
    assert compared and all(compared), run.stdout
    assert all(int(m.group(1)) >= 2 for m in compared if m)  # paired runs, an interval needs two
    validated = [VALIDATE.match(line) for line in lines if line.startswith("validate ") and " refuses " not in line]
    assert validated and all(validated), run.stdout
    assert all(m.group(1) == "None" for m in validated if m)
