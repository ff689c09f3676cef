"""Results store: one JSON line per finished task, appended and flushed at once.

One writer at a time: a sweep holds an exclusive lock on ``DIR/.lock`` (released by the
operating system if the process dies), and a second sweep on the same folder is refused.
Reading never crashes on a damaged line (a line cut short by a kill, or a stray byte): it is
skipped, and :attr:`ResultStore.damaged` lists its line numbers so that callers can say so.
A row is written whole or not at all: a write that fails (disk full, read-only file system)
is undone (the file is cut back to its previous size) and reported in one line naming the file;
a store that is not a regular file (a FIFO, a link to a device) is refused at once.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import stat
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from resched.errors import ReschedError
from resched.io.files import open_input, read_bytes
from resched.io.jsonsafe import dumps

RESULTS = "results.jsonl"
LOCK = ".lock"
SWEEP = "sweep.json"
"""The sweep a results folder holds (its specification's fingerprint and name)."""


def _well_formed(row: object) -> bool:
    """Whether a results line is an object with a ``task_id`` (str) whose keys that every
    reader uses have their types where present: ``algorithm`` and ``family`` a str, ``grid`` a list of the
    names of its grid keys (each present), ``params`` an object. Others (a row edited by hand)
    are damaged lines, skipped and counted."""
    if not isinstance(row, dict) or not isinstance(row.get("task_id"), str):
        return False
    grid = row.get("grid", [])
    return (
        isinstance(row.get("algorithm", ""), str)
        and isinstance(row.get("family", ""), str)
        and isinstance(grid, list)
        and all(isinstance(key, str) and key in row for key in grid)
        and isinstance(row.get("params", {}), dict)
    )


class ResultStore:
    """``DIR/results.jsonl``."""

    def __init__(self, directory: str | Path):
        self.directory = Path(directory)
        self.path = self.directory / RESULTS
        self.damaged: list[int] = []
        if self.directory.exists() and not self.directory.is_dir():
            raise ReschedError(f"{self.directory}: exists and is not a directory")

    def rows(self) -> list[dict[str, Any]]:
        """Every readable row, in file order (damaged lines skipped and counted)."""
        self.damaged = []
        if not self.path.exists():
            return []
        rows = []
        with open_input(self.path, "results store") as handle:
            for number, line in enumerate(handle, start=1):
                try:
                    row = json.loads(line)
                except (json.JSONDecodeError, UnicodeDecodeError):
                    row = None
                if _well_formed(row):
                    rows.append(row)
                elif line.strip():
                    self.damaged.append(number)
        return rows

    def latest(self) -> list[dict[str, Any]]:
        """One row per task: its last successful run, or its last failure if it never succeeded
        (so that rows written twice, e.g. by a retry, are counted once)."""
        chosen: dict[str, dict[str, Any]] = {}
        for row in self.rows():
            previous = chosen.get(row["task_id"])
            if previous is None or "error" in previous or "error" not in row:
                chosen[row["task_id"]] = row
        return list(chosen.values())

    def finished(self) -> set[str]:
        """Tasks with a successful row (a resumed sweep runs every other task, failed ones included)."""
        return {row["task_id"] for row in self.rows() if "error" not in row}

    def failed(self) -> set[str]:
        """Tasks whose every row is a failure."""
        return {row["task_id"] for row in self.latest() if "error" in row}

    def append(self, row: Mapping[str, object]) -> None:
        """Append ``row`` as one JSON line, whole or not at all (see the module docstring)."""
        data = (dumps(row) + "\n").encode()
        self._make_directory()
        try:
            fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NONBLOCK, 0o644)
        except OSError as error:
            raise ReschedError(f"{self.path}: cannot write the results store ({error.strerror})") from None
        try:
            info = os.fstat(fd)
            size = info.st_size
            if not stat.S_ISREG(info.st_mode):
                raise ReschedError(f"{self.path}: not a regular file, cannot hold the results store")
            if size and not self._ends_with_newline():
                data = b"\n" + data  # close a partial line left by a kill
            try:
                _write_all(fd, data)
                os.fsync(fd)
            except OSError as error:
                with contextlib.suppress(OSError):
                    os.ftruncate(fd, size)  # no row cut short
                raise ReschedError(f"{self.path}: cannot write a result row ({error.strerror})") from None
        finally:
            os.close(fd)

    def _make_directory(self) -> None:
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise ReschedError(f"{self.directory}: cannot create the results folder ({error.strerror})") from None

    def claim(self, fingerprint: str, name: str) -> None:
        """Record that this folder holds the sweep ``fingerprint`` (named ``name``), or refuse
        in one line if it holds another sweep's rows. A folder written before fingerprints
        were recorded is claimed by the first sweep that resumes it."""
        marker = self.directory / SWEEP
        if marker.exists():
            try:
                recorded = json.loads(read_bytes(marker, "sweep record"))
            except ValueError:
                raise ReschedError(f"{marker}: damaged sweep record (not JSON)") from None
            if not isinstance(recorded, dict) or recorded.get("fingerprint") != fingerprint:
                other = recorded.get("name", "?") if isinstance(recorded, dict) else "?"
                raise ReschedError(
                    f"{self.directory}: holds the results of another sweep ({other!r}, another grid, algorithms, "
                    "instances or seed): choose another --output"
                )
            return
        self._make_directory()
        try:
            marker.write_text(dumps({"fingerprint": fingerprint, "name": name}) + "\n")
        except OSError as error:
            raise ReschedError(f"{marker}: cannot record the sweep ({error.strerror})") from None

    @contextmanager
    def lock(self) -> Iterator[None]:
        """Hold the folder's write lock; a second writer gets a one-line error."""
        self._make_directory()
        try:
            handle = (self.directory / LOCK).open("a+")
        except OSError as error:
            raise ReschedError(f"{self.directory / LOCK}: cannot take the folder's lock ({error.strerror})") from None
        with handle:
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                raise ReschedError(f"{self.directory}: another sweep is writing there (lock {handle.name})") from None
            try:
                yield
            finally:
                fcntl.flock(handle, fcntl.LOCK_UN)

    def _ends_with_newline(self) -> bool:
        """Whether the (non-empty) store file ends with a newline."""
        with self.path.open("rb") as handle:
            handle.seek(-1, os.SEEK_END)
            return handle.read(1) == b"\n"


def _write_all(fd: int, data: bytes) -> None:
    """Write every byte of ``data`` to ``fd`` (``os.write`` may write part of it)."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]
