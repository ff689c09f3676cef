"""Run ``resched`` in-process through its real entry point (exit codes included), for tests."""

from __future__ import annotations

import contextlib
import io
import json
from dataclasses import dataclass
from typing import Any


@dataclass
class Result:
    """Exit code, standard output and standard error of one ``resched`` run."""

    exit_code: int
    stdout: str
    stderr: str

    @property
    def envelope(self) -> dict[str, Any]:
        """The JSON envelope printed with ``--json``."""
        return json.loads(self.stdout)

    @property
    def results(self) -> list[dict[str, Any]]:
        return self.envelope["results"]


def resched(*args: Any) -> Result:
    """``resched ARGS`` run by :func:`resched.cli.main.run` (the code behind the ``resched`` script)."""
    from resched.cli.main import run
    from resched.cli.output import started_now

    out, err = io.StringIO(), io.StringIO()
    started_now()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = run([str(a) for a in args])
    return Result(code, out.getvalue(), err.getvalue())
