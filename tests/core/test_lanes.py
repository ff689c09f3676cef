"""The test lanes ([CORE-D16]): ``-m "not slow"`` the fast lane, ``-m slow`` the files of
``SLOW_FILES``, and the ``paper`` runs only when the ``-m`` expression names them."""

from __future__ import annotations

import subprocess
import sys

import pytest
from conftest import SLOW_FILES
from paths import ROOT

PAPER_FILE = "tests/batch/test_batch_reproduction.py"  # marked paper as a whole (pytestmark)


def test_every_slow_file_exists():
    missing = [name for name in SLOW_FILES if not (ROOT / "tests" / name).is_file()]
    assert not missing, f"SLOW_FILES names files that do not exist: {missing}"


def collected(*args: str) -> list[str]:
    """Test ids that ``pytest --collect-only`` selects with ``args``, in a fresh interpreter."""
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-n0", "-p", "no:cacheprovider", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert out.returncode in (0, 5), out.stdout[-2000:] + out.stderr[-2000:]  # 5: nothing selected
    return [line for line in out.stdout.splitlines() if "::" in line]


@pytest.mark.parametrize(("marks", "selected"), [((), False), (("-m", "not slow"), False), (("-m", "paper"), True)])
def test_paper_runs_only_when_the_expression_names_them(marks, selected):
    assert bool(collected(*marks, PAPER_FILE)) == selected


def test_a_slow_file_is_in_the_slow_lane_only():
    slow = f"tests/{next(iter(SLOW_FILES))}"
    assert collected("-m", "slow", slow) and not collected("-m", "not slow", slow)


def test_every_test_file_has_its_own_name():
    """pytest imports the test files by their base name (no __init__.py in tests/): two files
    of one name in two folders stop the collection of the second ("import file mismatch")."""
    names = [path.name for path in (ROOT / "tests").rglob("test_*.py")]
    assert sorted(name for name in set(names) if names.count(name) > 1) == []
