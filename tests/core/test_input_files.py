"""Inputs are opened as regular files only: a FIFO, a device or a folder is refused at once,
in one line naming the path, by every reader of a user-given file; a results store row is
written whole or not at all (issue: no input hangs resched or ends in exit 3)."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from resched.errors import ReschedError
from resched.experiments.spec import load_spec
from resched.experiments.store import ResultStore
from resched.io.files import read_bytes, read_text
from resched.io.swf import read_swf
from resched.moldable.instance.formats import read_instance
from resched.reservation.instance.laws import read_runtimes
from resched.riskaware.generate.traces import trace_format
from resched.riskaware.instance import load_capacity
from resched.validation import read_json
from resched.varcap.generate import load_profile

READERS: dict[str, Callable[[Path], object]] = {
    "instance JSON": read_json,
    "SWF trace": read_swf,
    "risk-aware trace": trace_format,
    "risk-aware capacity file": lambda p: load_capacity(p, 1.0),
    "moldable job file": read_instance,
    "run-time log": read_runtimes,
    "varcap capacity profile": load_profile,
    "sweep file": load_spec,
}


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "input.json"
    os.mkfifo(path)
    return path


@pytest.mark.parametrize("reader", READERS.values(), ids=READERS.keys())
def test_a_fifo_is_refused_at_once_by_every_reader(reader: Callable[[Path], object], fifo: Path) -> None:
    # no writer ever opens the FIFO: a blocking open() would hang the test (and pytest's timeout)
    with pytest.raises(ReschedError, match="is a FIFO") as error:
        reader(fifo)
    assert str(fifo) in str(error.value) and len(str(error.value).splitlines()) == 1


@pytest.mark.parametrize("reader", READERS.values(), ids=READERS.keys())
def test_a_device_and_a_folder_are_refused_by_every_reader(reader: Callable[[Path], object], tmp_path: Path) -> None:
    with pytest.raises(ReschedError, match="is a character device"):
        reader(Path("/dev/zero"))
    with pytest.raises(ReschedError, match="is a directory"):
        reader(tmp_path)


def test_a_link_to_a_device_is_refused_and_a_missing_file_named(tmp_path: Path) -> None:
    link = tmp_path / "instance.json"
    link.symlink_to("/dev/zero")
    with pytest.raises(ReschedError, match="is a character device, not an instance file"):
        read_json(link)
    with pytest.raises(ReschedError, match="no such instance file"):
        read_json(tmp_path / "absent.json")


def test_size_bound_and_text_checks(tmp_path: Path) -> None:
    path = tmp_path / "big.txt"
    path.write_bytes(b"x" * 100)
    assert read_bytes(path, "trace file", max_bytes=100) == b"x" * 100
    with pytest.raises(ReschedError, match="100 bytes, over the 99 bytes a trace file may have"):
        read_bytes(path, "trace file", max_bytes=99)
    path.write_bytes(b"a\0b")
    with pytest.raises(ReschedError, match="NUL bytes"):
        read_text(path, "sweep file")
    path.write_bytes(b"ab\xff")
    with pytest.raises(ReschedError, match="invalid UTF-8 at byte 2"):
        read_text(path, "sweep file")


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads any file")
def test_an_unreadable_file_is_a_one_line_error(tmp_path: Path) -> None:
    path = tmp_path / "secret.json"
    path.write_text("{}")
    path.chmod(0)
    with pytest.raises(ReschedError, match="cannot read instance file \\(Permission denied\\)"):
        read_json(path)


def test_the_command_line_refuses_a_fifo_instance_with_exit_2(fifo: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "resched", "solve", str(fifo)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [f"resched: error: {fifo}: is a FIFO (named pipe), not an instance file"]


def test_a_store_that_is_a_fifo_or_a_device_is_refused(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "results.jsonl")
    with pytest.raises(ReschedError, match="is a FIFO"):
        ResultStore(tmp_path).rows()
    other = tmp_path / "other"
    other.mkdir()
    (other / "results.jsonl").symlink_to("/dev/full")
    with pytest.raises(ReschedError, match="not a regular file"):
        ResultStore(other).append({"task_id": "a"})


def test_a_failed_row_write_leaves_no_cut_row(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = ResultStore(tmp_path)
    store.append({"task_id": "a", "value": 1})
    before = store.path.read_bytes()
    real_write = os.write

    def disk_full_after_half(fd: int, data: bytes | memoryview) -> int:
        real_write(fd, bytes(data[: len(data) // 2]))
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "write", disk_full_after_half)
    with pytest.raises(ReschedError, match="cannot write a result row \\(No space left on device\\)"):
        store.append({"task_id": "b", "value": 2})
    monkeypatch.undo()
    assert store.path.read_bytes() == before
    assert [row["task_id"] for row in store.rows()] == ["a"] and store.damaged == []


def test_a_results_folder_that_cannot_be_created_is_a_one_line_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    with pytest.raises(ReschedError, match="cannot create the results folder"):
        ResultStore(blocker / "sub").append({"task_id": "a"})


def test_a_key_given_twice_in_a_json_object_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "dup.json"
    path.write_text('{"family": "batch", "jobs": {"p": 1, "p": 2}}')
    with pytest.raises(ReschedError, match="key 'p' given twice in one object"):
        read_json(path)


@pytest.mark.parametrize(
    ("limits", "message"),
    [
        ({"time_limit": float("inf")}, "time limit must be a finite number"),
        ({"time_limit": float("nan")}, "time limit must be a finite number"),
        ({"time_limit": 0.0}, "time limit must be a finite number"),
        ({"mip_gap": float("nan")}, "MIP gap must be a finite number in"),
        ({"mip_gap": 2.0}, "MIP gap must be a finite number in"),
        ({"threads": 0}, "threads must be an integer"),
        ({"threads": (os.cpu_count() or 1) + 1}, "threads must be at most this machine's"),
    ],
)
def test_solver_limits_that_would_not_limit_are_refused(limits: dict[str, float], message: str) -> None:
    from resched.result import SolveOptions

    with pytest.raises(ReschedError, match=message):
        SolveOptions(**limits)  # type: ignore[arg-type]


@pytest.mark.parametrize("value", ["inf", "nan", "-inf"])
def test_the_command_line_refuses_a_non_finite_time_limit(value: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "resched", "solve", "x.json", "--time-limit", value],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2 and "--time-limit" in done.stderr


def test_a_too_deeply_nested_sweep_file_is_a_one_line_error(tmp_path: Path) -> None:
    path = tmp_path / "deep.toml"
    path.write_text("a = " + "[" * 100_000 + "]" * 100_000 + "\n")
    with pytest.raises(ReschedError, match="invalid TOML \\(nested too deeply\\)"):
        load_spec(path)


def test_cross_check_refuses_an_empty_model_file(tmp_path: Path) -> None:
    from resched.export import cross_check

    path = tmp_path / "empty.lp"
    path.write_text("")
    with pytest.raises(ReschedError, match="the model has no variable"):
        cross_check(path)


def test_a_huge_grid_is_refused_before_it_is_expanded(tmp_path: Path) -> None:
    values = ", ".join(str(1 + k) for k in range(1000))
    path = tmp_path / "huge.toml"
    path.write_text(
        f'family = "batch"\nalgorithms = ["BASELINE"]\n[grid]\nmtbf = [{values}]\ndowntime = [{values}]\ncheckpoint = [{values}]\n'
    )
    with pytest.raises(ReschedError, match="more than 10,000,000 tasks"):
        load_spec(path)  # 10^9 points: refused from the grid's sizes, never built


def test_a_section_too_long_for_the_time_indexed_model_is_refused_before_it_is_built() -> None:
    import json

    from resched.registry import declared_models, family

    data = json.loads((Path(__file__).parents[2] / "instances/varcap-section/edge-all-idle.json").read_text())
    section = family("varcap-section").from_dict(data | {"T": 10**9})
    reasons = dict((m.name, reason) for m, reason in declared_models(section))
    assert reasons["time_indexed"] == "m·T = 3,000,000,000 > 200,000"


@pytest.mark.parametrize("suffix", [".lp", ".mps"])
def test_a_non_ascii_model_name_is_cross_checked_by_both_solvers(tmp_path: Path, suffix: str) -> None:
    import json

    from resched.export import cross_check, export
    from resched.registry import exact_models, family

    data = json.loads((Path(__file__).parents[2] / "instances/batch/toy-fault-free.json").read_text())
    instance = family("batch").from_dict(data | {"name": "café-ü☃ «x»"})
    model = exact_models(instance)[0]
    check = cross_check(export(model.build(instance), tmp_path / f"model{suffix}"))
    assert check.agree and check.highs_objective == pytest.approx(check.cbc_objective)
