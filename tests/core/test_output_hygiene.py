"""The one-line contract on the terminal: a closed pipe ends a command quietly with exit 0,
names read from files are shown escaped (control characters and rich markup), and Python
warnings never reach stderr unless ``--debug`` asks for them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

from resched.cli import main as cli_main
from resched.errors import one_line, printable

REPO = Path(__file__).resolve().parents[2]
HOSTILE = "evil\x1b[31m[bold]red\x07\u2028name"


def _resched(*args: str, **kwargs: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "resched", *args], text=True, timeout=300, **kwargs)  # type: ignore[call-overload]


@pytest.mark.parametrize(
    "args",
    [
        ("batch", "params"),
        ("batch", "params", "--json"),
        ("solve", str(REPO / "instances/iterative/toy-n3-N4.json"), "--json"),
    ],
)
def test_a_closed_pipe_exits_0_quietly(args: tuple[str, ...]) -> None:
    reader, writer = os.pipe()
    os.close(reader)  # the reader is gone before the first byte is written
    try:
        done = _resched(*args, stdout=writer, stderr=subprocess.PIPE)
    finally:
        os.close(writer)
    assert (done.returncode, done.stderr) == (0, "")


def test_printable_escapes_control_and_separator_characters() -> None:
    assert printable("plain name, with spaces") == "plain name, with spaces"
    assert printable(HOSTILE) == "evil\\x1b[31m[bold]red\\x07\\u2028name"
    assert one_line("a\nb\x1bc") == "a b\\x1bc"


def test_a_hostile_instance_name_is_shown_escaped(tmp_path: Path) -> None:
    data = json.loads((REPO / "instances/iterative/toy-n3-N4.json").read_text())
    data["name"] = HOSTILE
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(data))
    done = _resched("solve", str(path), capture_output=True)
    assert done.returncode == 0, done.stderr
    assert "\x1b" not in done.stdout and "\x07" not in done.stdout and "\u2028" not in done.stdout
    assert "evil\\x1b[31m[bold]red" in done.stdout  # markup shown, not applied
    error = _resched("solve", str(tmp_path / f"{HOSTILE}.json"), capture_output=True)
    assert error.returncode == 2 and "\x1b" not in error.stderr
    assert len(error.stderr.strip().splitlines()) == 1


def test_warnings_are_recorded_and_shown_only_with_debug(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def noisy(argv: list[str] | None) -> int:
        warnings.warn("overflow encountered in exp", RuntimeWarning, stacklevel=1)
        return 0

    monkeypatch.setattr(cli_main, "_run", noisy)
    monkeypatch.setattr(cli_main, "_debug", False)  # another in-process command may have set it
    assert cli_main.run([]) == 0
    assert capsys.readouterr().err == ""
    monkeypatch.setattr(cli_main, "_debug", True)
    assert cli_main.run([]) == 0
    err = capsys.readouterr().err
    assert err.startswith("resched: warning: RuntimeWarning: overflow encountered in exp at test_output_hygiene.py:")


@pytest.mark.parametrize(
    "args",
    [
        ("sweep", "x.toml", "-o", "", "--dry-run"),
        ("batch", "simulate", str(REPO / "instances/batch/toy-fault-free.json"), "-a", "BASELINE", "--swf-out", " "),
        ("export", str(REPO / "instances/batch/toy-fault-free.json"), "-o", ""),
    ],
)
def test_an_empty_file_name_is_refused(args: tuple[str, ...]) -> None:
    done = _resched(*args, capture_output=True)
    assert done.returncode == 2 and "an empty file name" in done.stderr


def test_out_of_memory_is_a_one_line_user_error(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import resched.registry

    def huge(path: object) -> object:
        raise MemoryError

    monkeypatch.setattr(resched.registry, "load_instance", huge)
    assert cli_main.run(["solve", "any.json"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("resched: error: out of memory") and err.count("\n") == 1


def test_a_dp_table_over_the_bound_is_refused_with_its_size() -> None:
    done = _resched(
        "varcap",
        "simulate",
        "--p-max",
        "10000",
        "--jobs",
        "100000",
        "--sections",
        "2",
        "-a",
        "DPGoodput",
        capture_output=True,
    )
    assert done.returncode == 2
    assert "the DP's decision table needs 100,000 jobs x 10,001 x 10,001" in done.stderr
