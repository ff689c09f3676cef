"""One exception hierarchy for user-facing errors.

The CLI maps every :class:`ReschedError` to exit code 2 and a one-line message;
anything else is a bug and keeps its traceback. Scripts outside the CLI (``benchmarks/``)
report the same way with :func:`exit_on_user_error`.
"""

from __future__ import annotations

import sys
from collections.abc import Callable


class ReschedError(Exception):
    """Base class of the errors a user can cause (bad input, bad request)."""


class InstanceError(ReschedError):
    """An instance file or object is invalid; the message names the field and the reason."""

    def __init__(self, field: str, reason: str, source: str | None = None):
        self.field = field
        self.reason = reason
        self.source = source
        where = f"{source}: " if source else ""
        super().__init__(f"{where}field '{field}': {reason}")


class TraceFormatError(ReschedError):
    """A workload trace line is malformed; the message names the file and the line number."""

    def __init__(self, path: str, line_number: int, reason: str):
        self.path = path
        self.line_number = line_number
        self.reason = reason
        super().__init__(f"{path}:{line_number}: {reason}")


class ModelError(ReschedError):
    """A model cannot be solved, exported or read back as requested."""


def one_line(text: str) -> str:
    """``text`` with its whitespace runs (newlines included) collapsed to single spaces, and
    its other unprintable characters escaped (:func:`printable`)."""
    return printable(" ".join(text.split())) if text else "(no message)"


def printable(text: str) -> str:
    """``text`` with every character that is not printable (control characters such as ESC,
    line and paragraph separators, format characters) written as its Python escape
    (``\\x1b``), so that a name read from a file cannot move the cursor, recolour or clear a
    terminal, or add a line to a one-line message. Spaces are kept."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() or c == " " else c.encode("unicode_escape").decode("ascii") for c in text)


def exit_on_user_error(main: Callable[[], object]) -> None:
    """Run a script's ``main`` as the CLI runs a command: a :class:`ReschedError` becomes the
    one line ``error: MESSAGE`` on stderr and exit code 2; anything else keeps its traceback."""
    try:
        main()
    except ReschedError as error:
        print(f"error: {one_line(str(error))}", file=sys.stderr)
        sys.exit(2)
