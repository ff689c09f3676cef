"""A sweep of a user's algorithm on Dask workers: the workers import the user's module (they
must find it: an installed package or a folder on their PYTHONPATH, docs/toolchain.md); a
worker that cannot stops the sweep before any task runs, with one line naming the module and
the worker (exit 2), not a traceback per task or a hang."""

from __future__ import annotations

import sys

import pytest
from invoke import resched

from resched.trust import TRUST_VARIABLE

MODULE = '''
from resched.reservation.algorithms import dyn_prog_count_strategy


def delegate():
    """DYN-PROG-COUNT under another name."""
    return dyn_prog_count_strategy()
'''


@pytest.fixture
def user_module(tmp_path, monkeypatch):
    """A module ``byo_hidden`` in a folder the test process imports it from, and then takes off
    ``sys.path``: the local cluster's worker processes (which start with this process' sys.path)
    cannot import it."""
    import resched.trust

    folder = tmp_path / "lab"
    folder.mkdir()
    (folder / "byo_hidden.py").write_text(MODULE)
    monkeypatch.setattr(resched.trust, "_allowed", set())
    monkeypatch.setenv(TRUST_VARIABLE, "")
    monkeypatch.syspath_prepend(str(folder))
    yield folder
    sys.modules.pop("byo_hidden", None)


def sweep_file(tmp_path):
    spec = tmp_path / "s.toml"
    spec.write_text(
        'family = "reservation"\nname = "s"\ninstances = 1\n'
        'algorithms = ["DYN-PROG-COUNT", "byo_hidden:delegate"]\n[grid]\nlaw = ["exponential", "weibull"]\n'
    )
    return spec


def test_a_worker_that_cannot_import_the_user_module_stops_the_sweep_in_one_line(user_module, tmp_path):
    import byo_hidden  # noqa: F401  # the client process has it

    sys.path.remove(str(user_module))
    run = resched("--trust", "byo_hidden", "sweep", sweep_file(tmp_path), "-o", tmp_path / "out", "--workers", "1")
    assert run.exit_code == 2, run.stderr
    line = run.stderr.strip()
    assert len(line.splitlines()) == 1 and "Traceback" not in line
    assert "byo_hidden" in line and "tcp://127.0.0.1:" in line and "PYTHONPATH" in line
    assert not (tmp_path / "out" / "results.jsonl").exists() or not (tmp_path / "out" / "results.jsonl").read_text()
