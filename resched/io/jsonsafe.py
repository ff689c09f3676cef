"""Strict JSON: every document resched writes parses with any JSON reader.

Python's ``json`` writes ``NaN`` and ``Infinity``, which are not JSON. :func:`finite` replaces
every non-finite float by ``null`` and lists where it did so and what the value was, so that a
reader sees both the gap and its reason.
"""

from __future__ import annotations

import json
import math
from typing import Any


def finite(value: Any, where: str = "", notes: dict[str, str] | None = None) -> Any:
    """``value`` with every NaN/±inf float replaced by ``None`` (recursively); ``notes`` (if
    given) receives ``path → "nan" | "inf" | "-inf"`` for each replacement."""
    if isinstance(value, float) and not math.isfinite(value):
        if notes is not None:
            notes[where or "(value)"] = repr(value)
        return None
    if isinstance(value, dict):
        return {k: finite(v, f"{where}.{k}" if where else str(k), notes) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [finite(v, f"{where}[{i}]", notes) for i, v in enumerate(value)]
    if hasattr(value, "item") and hasattr(value, "dtype"):  # a numpy scalar
        return finite(value.item(), where, notes)
    return value


def dumps(value: Any, **options: Any) -> str:
    """Strict JSON text of ``value`` (non-finite floats as ``null``; other objects as ``str``)."""
    return json.dumps(finite(value), allow_nan=False, default=_default, **options)


def _default(value: Any) -> Any:
    if hasattr(value, "tolist"):  # numpy arrays and scalars
        return finite(value.tolist())
    return str(value)
