"""Results store: one JSON line per finished task, appended and flushed at once.

One writer at a time: a sweep holds an exclusive lock on ``DIR/.lock`` (released by the
operating system if the process dies), and a second sweep on the same folder is refused.
Reading never crashes on a damaged line (a line cut short by a kill, or a stray byte): it is
skipped, and :attr:`ResultStore.damaged` lists its line numbers so that callers can say so.
"""

from __future__ import annotations

import fcntl
import json
import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from resched.errors import ReschedError
from resched.io.jsonsafe import dumps

RESULTS = "results.jsonl"
LOCK = ".lock"


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
        with self.path.open("rb") as handle:
            for number, line in enumerate(handle, start=1):
                try:
                    row = json.loads(line)
                except (json.JSONDecodeError, UnicodeDecodeError):
                    row = None
                if isinstance(row, dict) and isinstance(row.get("task_id"), str):
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
        self.directory.mkdir(parents=True, exist_ok=True)
        with self.path.open("a") as handle:
            if handle.tell() and not self._ends_with_newline():
                handle.write("\n")  # close a partial line left by a kill
            handle.write(dumps(row) + "\n")
            handle.flush()
            os.fsync(handle.fileno())

    @contextmanager
    def lock(self) -> Iterator[None]:
        """Hold the folder's write lock; a second writer gets a one-line error."""
        self.directory.mkdir(parents=True, exist_ok=True)
        with (self.directory / LOCK).open("a+") as handle:
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                raise ReschedError(f"{self.directory}: another sweep is writing there (lock {handle.name})") from None
            try:
                yield
            finally:
                fcntl.flock(handle, fcntl.LOCK_UN)

    def _ends_with_newline(self) -> bool:
        with self.path.open("rb") as handle:
            handle.seek(-1, os.SEEK_END)
            return handle.read(1) == b"\n"
