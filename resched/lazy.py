"""Lazy re-exports for package ``__init__`` modules (PEP 562).

A family package re-exports its public API without importing it: ``import resched.batch``
loads nothing heavy, and ``resched.batch.simulate`` imports the simulator on first access.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from importlib import import_module
from typing import Any


def lazy_exports(package: str, exports: Mapping[str, str]) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """``(__getattr__, __dir__)`` for ``package``: ``exports`` maps each public name to the
    submodule (relative to ``package``) that defines it."""

    def __getattr__(name: str) -> Any:
        if name not in exports:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(f"{package}.{exports[name]}"), name)
        globals_of_package = import_module(package).__dict__
        globals_of_package[name] = value  # later lookups skip __getattr__
        return value

    def __dir__() -> list[str]:
        return sorted(exports)

    return __getattr__, __dir__
