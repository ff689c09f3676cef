"""Results store: one JSON line per finished task, appended and flushed at once."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

RESULTS = "results.jsonl"


class ResultStore:
    """``DIR/results.jsonl``; a line cut short by a kill is ignored (its task is re-run)."""

    def __init__(self, directory: str | Path):
        self.directory = Path(directory)
        self.path = self.directory / RESULTS

    def rows(self) -> list[dict[str, Any]]:
        if not self.path.exists():
            return []
        rows = []
        for line in self.path.read_text().splitlines():
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError:  # the partial last line of a killed run
                continue
        return rows

    def finished(self) -> set[str]:
        return {row["task_id"] for row in self.rows()}

    def append(self, row: dict[str, Any]) -> None:
        self.directory.mkdir(parents=True, exist_ok=True)
        with self.path.open("a") as handle:
            if handle.tell() and not self._ends_with_newline():
                handle.write("\n")  # close a partial line left by a kill
            handle.write(json.dumps(row, default=str) + "\n")
            handle.flush()
            os.fsync(handle.fileno())

    def _ends_with_newline(self) -> bool:
        with self.path.open("rb") as handle:
            handle.seek(-1, os.SEEK_END)
            return handle.read(1) == b"\n"
