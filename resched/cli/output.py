"""What every command prints: one JSON envelope, or tables for people.

With ``--json`` every command prints one object::

    {"command": "varcap simulate", "version": "0.2.0", "params": {...}, "results": [...],
     "seconds": 1.25}

``params`` are the command's resolved inputs, ``results`` a list of records (one per
algorithm, model, instance… as the command says), ``seconds`` the command's wall time.
Non-finite numbers are written as ``null`` and listed in ``"nonfinite"`` (path → value),
so that the output is always valid JSON. ``--output FILE`` writes the same JSON to FILE.

Without ``--json``, tables go to standard output at their natural width: they are never cut
to 80 columns when the output is piped.
"""

from __future__ import annotations

import functools
import math
import shutil
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import click

import resched
from resched.errors import ReschedError, printable
from resched.io.jsonsafe import dumps, finite
from resched.progress import ProgressBar, Silent, Spinner

if TYPE_CHECKING:
    from rich.console import Console

_START = time.perf_counter()
WIDE = 1000
"""Console width when the output is not a terminal: tables keep their natural width (they are
as wide as their content, never padded to this)."""

Records = Sequence[Mapping[str, object]]
"""Result records as printed or written: JSON objects, their values only formatted."""
Record = TypeVar("Record", bound=Mapping[str, object])


def started_now() -> None:
    """Reset the command's clock (the entry point calls it)."""
    global _START
    _START = time.perf_counter()


def console(stderr: bool = False) -> Console:
    """A rich console: the terminal's width on a terminal, wide when piped."""
    stream = sys.stderr if stderr else sys.stdout
    width = None if stream.isatty() else max(WIDE, shutil.get_terminal_size().columns)
    return _console_class()(file=stream, width=width, highlight=False, soft_wrap=False)


@functools.cache
def _console_class() -> type[Console]:
    """rich's Console, except that a closed pipe raises :class:`BrokenPipeError` (which the
    entry point turns into a quiet exit 0) instead of rich's ``SystemExit(1)``."""
    from rich.console import Console

    class QuietOnClosedPipe(Console):
        def on_broken_pipe(self) -> None:
            raise BrokenPipeError

    return QuietOnClosedPipe


def envelope(results: Records, params: Mapping[str, object] | None = None) -> dict[str, object]:
    """The JSON envelope of the running command."""
    ctx = click.get_current_context(silent=True)
    command = " ".join(ctx.command_path.split()[1:]) if ctx else ""
    notes: dict[str, str] = {}
    document = {
        "command": command,
        "version": resched.__version__,
        "params": finite(params or {}),
        "results": finite(results, "results", notes),
        "seconds": round(time.perf_counter() - _START, 6),
    }
    if notes:
        document["nonfinite"] = notes
    return document


def emit(
    results: list[Record],
    render: Callable[[list[Record]], None] | None,
    as_json: bool,
    params: Mapping[str, object] | None = None,
    output: Path | None = None,
) -> None:
    """Print ``results`` as the JSON envelope (``as_json``) or with ``render``; also write the
    envelope to ``output`` if given."""
    if output is not None:
        write_text(output, dumps(envelope(results, params), indent=1) + "\n")
    if as_json:
        print(dumps(envelope(results, params), indent=1))
    elif render is not None:
        render(results)
    else:
        render_records(results)


def write_text(path: Path, text: str) -> None:
    """Write an output file; a folder or an unwritable place is a one-line error."""
    write_with(path, lambda target: target.write_text(text))


def write_with(path: Path, write: Callable[[Path], object]) -> Path:
    """``write(path)`` after creating the folder; a folder or an unwritable place is a one-line
    error. Returns ``path``."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write(path)
        return path
    except IsADirectoryError:
        raise ReschedError(f"{path}: is a directory") from None
    except OSError as error:
        raise ReschedError(f"{path}: cannot write ({error.strerror})") from None


def shown(value: object) -> str:
    """A name for the console: unprintable characters escaped (:func:`~resched.errors.printable`)
    and rich markup escaped (``[bold]`` in a name is shown, not applied)."""
    from rich.markup import escape

    return escape(printable(str(value)))


def fmt(value: object) -> str:
    """A value for a table: 6 significant digits, float noise (|x| < 1e-12) shown as 0;
    unprintable characters of a string escaped."""
    if value is None:
        return "-"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, float):
        if not math.isfinite(value):
            return str(value)
        return "0" if abs(value) < 1e-12 else f"{value:.6g}"
    if isinstance(value, (list, tuple)):
        return ", ".join(fmt(v) for v in value) if len(value) <= 8 else f"[{len(value)} values]"
    return printable(str(value))


def render_table(
    rows: Records,
    columns: Sequence[str],
    title: str | None = None,
    labels: dict[str, str] | None = None,
    caption: str | None = None,
) -> None:
    """A table with one row per record and the given columns."""
    from rich.markup import escape
    from rich.table import Table

    labels = labels or {}
    table = Table(title=title and shown(title), caption=caption and shown(caption), caption_justify="left")
    for column in columns:
        table.add_column(escape(labels.get(column, column)), no_wrap=True)
    for row in rows:
        table.add_row(*(escape(fmt(row.get(c))) for c in columns))
    console().print(table)


def render_records(records: Records, key: str | None = None) -> None:
    """Records side by side: one column per record (headed by ``key``), one line per field."""
    from rich.markup import escape
    from rich.table import Table

    if not records:
        console().print("(no results)")
        return
    fields = list(dict.fromkeys(f for r in records for f in r if f != key and not isinstance(r[f], (dict, list))))
    table = Table(show_header=key is not None)
    table.add_column("", no_wrap=True)
    for k, record in enumerate(records):
        table.add_column(escape(str(record.get(key, k))) if key else "", justify="right", no_wrap=True)
    for name in fields:
        table.add_row(escape(name), *(escape(fmt(r.get(name))) for r in records))
    console().print(table)


def progress() -> ProgressBar:
    """A progress bar on standard error (elapsed and remaining time), removed when done; only
    on a terminal (logs stay clean, and no display library is loaded)."""
    if not sys.stderr.isatty():
        return Silent()
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    bar: ProgressBar = Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
        console=console(stderr=True),
        transient=True,
    )
    return bar


def status(message: str) -> Spinner:
    """A spinner on standard error while a single long step runs (only on a terminal)."""
    if not sys.stderr.isatty():
        return Silent()
    spinner: Spinner = console(stderr=True).status(message)
    return spinner


def sweep_rows(results: Sequence[Path]) -> list[dict[str, object]]:
    """The rows of the sweep results folders ``results`` (written by ``resched sweep -o``),
    the latest row of each task; a warning on stderr for each folder's damaged lines."""
    from resched.experiments.store import ResultStore

    rows: list[dict[str, Any]] = []
    for directory in results:
        store = ResultStore(directory)
        if not store.path.is_file():
            raise ReschedError(f"{directory}: no results.jsonl (not a sweep results folder)")
        try:
            rows += store.latest()
        except OSError as error:
            raise ReschedError(f"{store.path}: cannot read ({error.strerror})") from None
        if store.damaged:
            click.echo(f"resched: warning: {store.path}: skipped {len(store.damaged)} damaged line(s)", err=True)
    return rows
