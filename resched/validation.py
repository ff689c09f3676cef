"""Small field validators shared by the instance loaders of every family.

Each raises :class:`~resched.errors.InstanceError` naming the field (a dotted path such as
``jobs[3].p``) and the reason.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping, Set
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from resched.errors import InstanceError, ReschedError
from resched.io.files import read_bytes

SCHEMA_VERSION = 1
"""The version of every family's instance files."""
T = TypeVar("T")


def number(value: object, field: str, *, minimum: float | None = None, strict: bool = False) -> float:
    """A finite real number (bools rejected), optionally ≥ (or > if ``strict``) ``minimum``."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise InstanceError(field, f"expected a number, got {type(value).__name__} {value!r}")
    try:
        finite = math.isfinite(value)
    except OverflowError:  # an int too large for a float (e.g. a 400-digit JSON literal)
        raise InstanceError(field, "expected a finite number, got an integer too large for a float") from None
    if not finite:
        raise InstanceError(field, f"expected a finite number, got {value!r}")
    if minimum is not None and (value <= minimum if strict else value < minimum):
        relation = ">" if strict else ">="
        raise InstanceError(field, f"must be {relation} {minimum:g}, got {value:g}")
    return float(value)


MAX_INTEGER = 2**53 - 1
"""The largest integer an instance file may hold (JSON readers keep integers exactly up to it)."""


def integer(value: object, field: str, *, minimum: int | None = None, maximum: int = MAX_INTEGER) -> int:
    """An integer (an integral float such as 4.0 is accepted), ``minimum`` ≤ it ≤ ``maximum``."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise InstanceError(field, f"expected an integer, got {type(value).__name__} {value!r}")
    if minimum is not None and value < minimum:
        raise InstanceError(field, f"must be >= {minimum}, got {value}")
    if value > maximum:
        raise InstanceError(field, f"must be <= {maximum}, got {value}")
    return value


def choice(value: object, field: str, choices: Mapping[str, T] | tuple[str, ...]) -> str:
    """One of the words ``choices`` (a string; anything else names the valid words)."""
    if not isinstance(value, str) or value not in choices:
        shown = repr(value) if isinstance(value, str) else f"{type(value).__name__} {value!r}"[:60]
        raise InstanceError(field, f"{shown} is not one of {', '.join(choices)}")
    return value


def job_name(d: Mapping, where: str, index: int) -> str:
    """The stable id of job ``index`` of an instance file, kept as its name: the job's
    ``name`` (a non-empty string) or its ``id`` (a non-empty string, or an integer such as a
    trace's job number, kept as its decimal text; not both), else ``J<index + 1>``."""
    if "name" in d and "id" in d:
        raise InstanceError(f"{where}.id", "a job has a name or an id, not both (the id is its name)")
    value = d.get("name", d.get("id", f"J{index + 1}"))
    if isinstance(value, int) and not isinstance(value, bool) and "id" in d:
        value = str(value)
    if not isinstance(value, str) or not value:
        raise InstanceError(f"{where}.{'id' if 'id' in d else 'name'}", "expected a non-empty string or an integer id")
    return value


def mapping(value: object, field: str, required: Set[str], optional: Set[str] = frozenset()) -> Mapping:
    """A JSON object with exactly the ``required`` keys plus some of the ``optional`` ones."""
    if not isinstance(value, Mapping):
        raise InstanceError(field or "(document)", f"expected an object, got {type(value).__name__}")
    missing = sorted(required - value.keys())
    if missing:
        raise InstanceError(f"{field}.{missing[0]}" if field else missing[0], "is required")
    unknown = sorted(value.keys() - required - optional)
    if unknown:
        raise InstanceError(f"{field}.{unknown[0]}" if field else unknown[0], "unknown field")
    return value


def array(value: object, field: str, *, min_length: int = 0) -> list:
    """A JSON array of at least ``min_length`` items."""
    if not isinstance(value, list):
        raise InstanceError(field, f"expected an array, got {type(value).__name__}")
    if len(value) < min_length:
        raise InstanceError(field, f"expected at least {min_length} item(s), got {len(value)}")
    return value


def document(data: object, family: str, required: Set[str], optional: Set[str] = frozenset()) -> tuple[Mapping, str]:
    """The top-level object of an instance file of ``family``: exactly ``family``,
    ``schema_version`` (1) and the ``required`` keys, plus ``name`` (default ``"unnamed"``)
    and some ``optional`` ones. Returns the object and the name."""
    top = mapping(data, "", {"family", "schema_version"} | required, {"name"} | optional)
    if top["family"] != family:
        raise InstanceError("family", f"expected {family!r}, got {top['family']!r}")
    if integer(top["schema_version"], "schema_version") != SCHEMA_VERSION:
        raise InstanceError("schema_version", f"unsupported version {top['schema_version']}")
    name = top.get("name", "unnamed")
    if not isinstance(name, str):
        raise InstanceError("name", "expected a string")
    return top, name


def with_source(parse: Callable[[Any], T], data: Any, source: str | None) -> T:
    """``parse(data)``, with the file name ``source`` added to any :class:`InstanceError`."""
    try:
        return parse(data)
    except InstanceError as error:
        raise InstanceError(error.field, error.reason, source) from None


class DuplicateKey(ValueError):
    """A JSON object names the same key twice."""


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object's dict, refusing a key given twice (``json`` would silently keep the last)."""
    result = dict(pairs)
    if len(result) < len(pairs):
        seen: set[str] = set()
        raise DuplicateKey(next(key for key, _ in pairs if key in seen or seen.add(key)))  # type: ignore[func-returns-value]
    return result


def read_json(path: str | Path, what: str = "instance file") -> Any:
    """The JSON document in file ``path``; a missing, unreadable or invalid file is a one-line
    :class:`~resched.errors.ReschedError` naming the file (and the line of a JSON error)."""
    path = Path(path)
    data = read_bytes(path, what)
    try:
        return json.loads(data, object_pairs_hook=_unique_keys)
    except DuplicateKey as error:
        raise ReschedError(
            f"{path}: key {error.args[0]!r} given twice in one object (JSON keeps only the last)"
        ) from None
    except UnicodeDecodeError as error:
        raise ReschedError(f"{path}: cannot read {what} ({error})") from None
    except json.JSONDecodeError as error:
        raise ReschedError(f"{path}:{error.lineno}: invalid JSON ({error.msg})") from None
    except RecursionError:
        raise ReschedError(f"{path}: invalid JSON (nested too deeply)") from None


class InstanceDocument:
    """Base of every family's instance class: :meth:`save` writes ``self.to_dict()`` as a
    JSON instance file (the format :func:`resched.registry.load_instance` reads)."""

    if TYPE_CHECKING:  # every subclass defines it

        def to_dict(self) -> dict[str, object]: ...

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.to_dict(), indent=1) + "\n")
