"""Lazy re-exports for package ``__init__`` modules (PEP 562).

A family package re-exports its public API without importing it: ``import resched.batch``
loads nothing heavy, and ``resched.batch.simulate`` imports the simulator on first access.

A re-exported name may also be the name of a submodule (``resched.batch.simulate`` is both
the function and its module): importing the submodule makes Python set the package
attribute of that name to the module, which would hide the function. The package's module
class therefore keeps the re-exported object under such a name.

Type checkers do not run :func:`lazy_package`: each lazy ``__init__`` also imports its
re-exports under ``if TYPE_CHECKING:``, as ``from module import name as name`` (the explicit
re-export form a ``py.typed`` package needs); tests/core/test_imports.py checks that the two lists agree.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from importlib import import_module
from types import ModuleType
from typing import Any


class _LazyPackage(ModuleType):
    """A package whose re-exported names win over same-named submodules."""

    _exports: Mapping[str, str] = {}

    def __setattr__(self, name: str, value: Any) -> None:
        if isinstance(value, ModuleType) and self._exports.get(name) == name:
            value = getattr(value, name)
        super().__setattr__(name, value)


def lazy_package(package: str, exports: Mapping[str, str]) -> None:
    """Make ``package`` (call it from its ``__init__`` with ``__name__``) resolve each name of
    ``exports`` (public name → submodule defining it, relative to ``package``) on first access."""
    module = sys.modules[package]

    def __getattr__(name: str) -> Any:
        if name not in exports:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(f"{package}.{exports[name]}"), name)
        setattr(module, name, value)  # later lookups skip __getattr__
        return value

    def __dir__() -> list[str]:
        return sorted(exports)

    module.__class__ = type("LazyPackage", (_LazyPackage,), {"_exports": dict(exports)})
    # PEP 562 module hooks: typeshed declares them as ModuleType methods
    module.__getattr__ = __getattr__  # type: ignore[method-assign]
    module.__dir__ = __dir__  # type: ignore[method-assign]
    module.__dict__["__all__"] = sorted(exports)
