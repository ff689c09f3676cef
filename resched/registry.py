"""The registry of problem families: instance loader and exact models of each family.

Generic layers (``solve``, ``export``, ``validate``, ``export-library``) iterate over the
registry instead of knowing families.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from importlib import import_module
from typing import Any, Literal, Protocol

import pyomo.environ as pyo

from resched.errors import InstanceError, ReschedError


class Report(Protocol):
    """What an exact model's solve returns: a JSON-ready summary with status and objective."""

    def summary(self) -> dict[str, Any]: ...


@dataclass(frozen=True)
class ExactModel:
    """A declarative exact model of a family.

    ``build(instance)`` gives the Pyomo model that is exported; ``solve(instance)`` its
    report (for a plain MILP, ``SolveResult``; for a search such as the yield bound, the
    search result with its certificate).
    """

    name: str
    description: str
    build: Callable[[Any], pyo.ConcreteModel]
    solve: Callable[[Any], Report]
    applies: Callable[[Any], bool] = lambda instance: True
    sense: Literal["max", "min"] = "max"


@dataclass(frozen=True)
class Heuristic:
    """An algorithm of a family that ``validate`` checks against an exact model.

    ``run(instance)`` returns the algorithm's objective value, in the units and sense of the
    exact model named ``reference`` (or of the first model of a tuple of names that applies). An algorithm proven exact on the instances where it
    ``applies`` (``exact=True``) must equal the reference's certified optimum; any other
    must not beat it.
    """

    name: str
    run: Callable[[Any], float]
    reference: str | tuple[str, ...]
    applies: Callable[[Any], bool] = lambda instance: True
    exact: bool = False


@dataclass(frozen=True)
class Family:
    """A problem family: its name, JSON loader, exact models, the heuristics ``validate``
    compares with them, and, if it has sweeps, the function running one experiment task
    (``resched.experiments.spec.Task`` → metrics) and the one drawing a sweep's figures
    (results directory, result rows → written files)."""

    name: str
    from_dict: Callable[[Any, str | None], Any]
    exact_models: tuple[ExactModel, ...]
    experiment: Callable[[Any], dict[str, Any]] | None = None
    heuristics: tuple[Heuristic, ...] = ()
    plot: Callable[[Path, list[dict[str, Any]]], list[Path]] | None = None


FAMILY_PACKAGES = ("varcap", "varcap.section_family", "batch", "riskaware", "moldable", "iterative", "reservation")
"""Modules of ``resched`` that define a ``FAMILY``."""


@cache
def families() -> dict[str, Family]:
    """Every registered family by name."""
    loaded = (import_module(f"resched.{package}").FAMILY for package in FAMILY_PACKAGES)
    return {family.name: family for family in loaded}


def load_instance(path: str | Path) -> Any:
    """Read and validate an instance file of any family (dispatch on its ``family`` field)."""
    path = Path(path)
    try:
        data = json.loads(path.read_text())
    except FileNotFoundError:
        raise ReschedError(f"{path}: no such instance file") from None
    except (OSError, UnicodeDecodeError) as error:
        raise ReschedError(f"{path}: cannot read instance file ({error})") from None
    except json.JSONDecodeError as error:
        raise ReschedError(f"{path}:{error.lineno}: invalid JSON ({error.msg})") from None
    family = data.get("family") if isinstance(data, dict) else None
    if family not in families():
        known = ", ".join(sorted(families()))
        raise InstanceError("family", f"unknown family {family!r} (known: {known})", str(path))
    return families()[family].from_dict(data, str(path))


def exact_models(instance: Any) -> list[ExactModel]:
    """The exact models that apply to ``instance``."""
    return [m for m in families()[instance.family].exact_models if m.applies(instance)]


def exact_model(instance: Any, name: str) -> ExactModel:
    """One exact model by name; a clear error if it does not apply."""
    available = exact_models(instance)
    for model in available:
        if model.name == name:
            return model
    names = ", ".join(m.name for m in available) or "none"
    raise ReschedError(f"model {name!r} does not apply to instance {instance.name!r} (available: {names})")
