"""Reading the files a user gives: the one place where an input file is opened.

Every input (instance, trace, sweep file, ``reproduce.toml``, capacity profile, run-time log,
results store) is opened without blocking and checked to be a *regular* file before a byte is
read: a FIFO, a device (``/dev/zero``), a socket or a folder is refused at once, as is a file
over :data:`MAX_INPUT_BYTES`. Every failure is a one-line
:class:`~resched.errors.ReschedError` naming the path: missing, permission denied, not a
regular file, too large, not a text file (NUL bytes or invalid UTF-8), or the operating
system's reason.
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from resched.errors import ReschedError

MAX_INPUT_BYTES = 2 << 30
"""Largest input file read (2 GiB): a larger one is refused before it is read."""

_KINDS = (
    (stat.S_ISDIR, "a directory"),
    (stat.S_ISFIFO, "a FIFO (named pipe)"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


def _kind(mode: int) -> str:
    return next((name for test, name in _KINDS if test(mode)), "not a regular file")


def _a(what: str) -> str:
    """``what`` with its indefinite article (``an instance file``, ``a trace file``)."""
    return f"{'an' if what[:1].lower() in 'aeiou' else 'a'} {what}"


@contextlib.contextmanager
def open_input(path: str | os.PathLike[str], what: str, max_bytes: int = MAX_INPUT_BYTES) -> Iterator[BinaryIO]:
    """The regular file ``path`` opened for binary reading (``what`` names it in errors, e.g.
    ``"instance file"``); refused in one line if it is missing, unreadable, not a regular
    file or larger than ``max_bytes``. Opening never blocks (a FIFO is refused, not waited on)."""
    path = Path(path)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except FileNotFoundError:
        raise ReschedError(f"{path}: no such {what}") from None
    except IsADirectoryError:
        raise ReschedError(f"{path}: is a directory, not {_a(what)}") from None
    except OSError as error:
        raise ReschedError(f"{path}: cannot read {what} ({error.strerror})") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise ReschedError(f"{path}: is {_kind(info.st_mode)}, not {_a(what)}")
        if info.st_size > max_bytes:
            raise ReschedError(f"{path}: {info.st_size:,} bytes, over the {max_bytes:,} bytes {_a(what)} may have")
        os.set_blocking(fd, True)
        stream = os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise
    with stream:
        try:
            yield stream
        except OSError as error:
            raise ReschedError(f"{path}: cannot read {what} ({error.strerror or error})") from None


def read_bytes(path: str | os.PathLike[str], what: str, max_bytes: int = MAX_INPUT_BYTES) -> bytes:
    """The whole content of the regular file ``path`` (see :func:`open_input`)."""
    with open_input(path, what, max_bytes) as stream:
        return stream.read()


def read_text(path: str | os.PathLike[str], what: str, max_bytes: int = MAX_INPUT_BYTES) -> str:
    """The UTF-8 text of the regular file ``path`` (see :func:`open_input`); a file holding
    NUL bytes or invalid UTF-8 is refused in one line as not a text file."""
    data = read_bytes(path, what, max_bytes)
    if b"\0" in data:
        raise ReschedError(f"{path}: not a text file (NUL bytes), not {_a(what)}")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise ReschedError(f"{path}: not a text file (invalid UTF-8 at byte {error.start}), not {_a(what)}") from None
