"""The registry of problem families: one :class:`Family` declaration per family.

A family declares, once, everything the generic layers need: its instance loader, its
experiment parameters (a :class:`~resched.params.Params` class), its algorithm registry,
the function running one experiment task, its exact models and the heuristics checked
against them, its sweep figures and its extra commands. The command line, the sweeps,
``solve``, ``export``, ``validate`` and ``plot`` are derived from these declarations.

Declarations are light: heavy parts (solvers, numba kernels, figures) are named as
``"module:attribute"`` strings and imported only when used, so that listing the families,
or printing a ``--help``, imports no solver, plotting or dataframe library.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, Protocol

from resched.algorithms import AlgorithmRegistry, load
from resched.errors import InstanceError, ReschedError
from resched.params import Params
from resched.validation import read_json

if TYPE_CHECKING:
    from resched.experiments.spec import Task
    from resched.result import SolveOptions


class Report(Protocol):
    """What an exact model's solve returns: a JSON-ready summary with status and objective."""

    def summary(self) -> dict[str, Any]: ...


def _always(instance: Any) -> bool:
    return True


@dataclass(frozen=True)
class ExactModel:
    """A declarative exact model of a family.

    ``build(instance)`` gives the Pyomo model that is exported; ``solve(instance, options)``
    its report (for a plain MILP, ``SolveResult``; for a search such as the yield bound, the
    search result with its certificate). Without ``solve``, the built model is solved with
    HiGHS under the options, started (``options.warm_start``) from the solution that
    ``start(instance, model)`` writes into the model's variables (the family heuristic's).
    """

    name: str
    description: str
    build: Callable[[Any], Any]
    solve: Callable[[Any, SolveOptions], Report] | None = None
    applies: Callable[[Any], bool] = _always
    sense: Literal["max", "min"] = "max"
    start: Callable[[Any, Any], None] | None = None

    def run(self, instance: Any, options: SolveOptions) -> Report:
        """Solve the model of ``instance`` under ``options`` (time limit, gap, threads, start)."""
        if self.solve is not None:
            return self.solve(instance, options)
        from resched.solve import solve

        model = self.build(instance)
        if options.warm_start and self.start is not None:
            self.start(instance, model)
        return solve(model, **options.to_dict())


@dataclass(frozen=True)
class Heuristic:
    """An algorithm of a family that ``validate`` checks against an exact model.

    ``run(instance)`` returns the algorithm's objective value, in the units and sense of the
    exact models named in ``reference``, tried in that order: the first that applies and
    gives a certified optimum or a bound is the one compared. An algorithm proven exact on
    the instances where it ``applies`` (``exact=True``) must equal the reference's certified
    optimum; any other must not beat it.
    """

    name: str
    run: Callable[[Any], float]
    reference: str | tuple[str, ...]
    applies: Callable[[Any], bool] = _always
    exact: bool = False

    @property
    def references(self) -> tuple[str, ...]:
        return (self.reference,) if isinstance(self.reference, str) else self.reference


@dataclass(frozen=True)
class Family:
    """A problem family, declared once.

    ``instance``: ``"module:from_dict"``, the JSON loader ``(data, source) -> instance``.
    ``params`` and ``algorithms``: the experiment parameters and the algorithm registry.
    ``run``: ``"module:function"`` running one task (:class:`resched.experiments.spec.Task`)
    and returning its metrics; the sweep runner and the command ``resched <name> <run_verb>``
    call this same function. ``replicate_params``: parameters that a sweep sets to the
    replicate index when its grid leaves them unset (draws shared by every grid point).
    ``exact_models`` and ``heuristics``: ``"module:attribute"`` of tuples of
    :class:`ExactModel` and :class:`Heuristic`. ``figures``: ``"module:function"`` drawing a
    sweep ``(directory, rows) -> written files``. ``commands``: ``"module:attribute"`` of the
    family's own click commands (a list), added to ``resched <name>``. ``compatible``:
    ``"module:function"`` refusing an (algorithm, parameters) pair that cannot run, called
    when a sweep is loaded and before a run verb starts.
    """

    name: str
    title: str
    instance: str | None = None
    params: type[Params] | None = None
    algorithms: AlgorithmRegistry | None = None
    run: str | None = None
    run_verb: str = "simulate"
    replicate_params: tuple[str, ...] = ()
    exact_models: str | None = None
    heuristics: str | None = None
    figures: str | None = None
    commands: str | None = None
    default_algorithms: tuple[str, ...] = field(default_factory=tuple)
    compatible: str | None = None

    def check_task(self, params: Params, algorithm: Any) -> None:
        """Refuse an algorithm that cannot run with these parameters (``compatible``:
        ``"module:function(params, algorithm)"`` raising :class:`ReschedError`)."""
        if self.compatible is not None:
            load(self.compatible)(params, algorithm)

    @classmethod
    def declare(
        cls, name: str, title: str, params: type[Params], algorithms: AlgorithmRegistry, **fields: Any
    ) -> Family:
        """A family laid out as the others: its loader ``resched.<name>.instance:from_dict``, its
        runner ``resched.<name>.experiment:run_task``, its models and checked heuristics in
        ``resched.<name>.exact``, its figures ``resched.<name>.figures:plot_sweep`` and its
        commands ``resched.cli.<name>:COMMANDS``; ``fields`` set the rest (or override)."""
        package = f"resched.{name}"
        layout = {
            "instance": f"{package}.instance:from_dict",
            "run": f"{package}.experiment:run_task",
            "exact_models": f"{package}.exact:EXACT_MODELS",
            "heuristics": f"{package}.exact:HEURISTICS",
            "figures": f"{package}.figures:plot_sweep",
            "commands": f"resched.cli.{name}:COMMANDS",
        }
        return cls(name=name, title=title, params=params, algorithms=algorithms, **(layout | fields))

    def from_dict(self, data: Any, source: str | None = None) -> Any:
        if self.instance is None:
            raise ReschedError(f"family {self.name!r} has no instance files")
        return load(self.instance)(data, source)

    def models(self) -> tuple[ExactModel, ...]:
        return load(self.exact_models) if self.exact_models else ()

    def checked_heuristics(self) -> tuple[Heuristic, ...]:
        return load(self.heuristics) if self.heuristics else ()

    def run_task(self, task: Task) -> dict[str, Any]:
        if self.run is None:
            raise ReschedError(f"family {self.name!r} has no experiment runner")
        return load(self.run)(task)

    def plot(self, directory: Path, rows: list[dict[str, Any]]) -> list[Path]:
        if self.figures is None:
            raise ReschedError(f"family {self.name!r} has no sweep figures")
        return load(self.figures)(directory, rows)


FAMILY_MODULES = (
    "resched.varcap.family",
    "resched.varcap.section_family",
    "resched.riskaware.family",
    "resched.reservation.family",
    "resched.moldable.family",
    "resched.iterative.family",
    "resched.batch.family",
)
"""Modules that declare a ``FAMILY`` (light: importing them loads no solver or numeric library)."""


@cache
def families() -> dict[str, Family]:
    """Every registered family by name."""
    loaded = (import_module(module).FAMILY for module in FAMILY_MODULES)
    return {family.name: family for family in loaded}


def family(name: str) -> Family:
    """The family ``name``; an unknown name lists the known ones."""
    known = families()
    if name not in known:
        raise ReschedError(f"unknown family {name!r} (known: {', '.join(sorted(known))})")
    return known[name]


def load_instance(path: str | Path) -> Any:
    """Read and validate an instance file of any family (dispatch on its ``family`` field)."""
    data = read_json(path)
    name = data.get("family") if isinstance(data, dict) else None
    with_instances = {n: f for n, f in families().items() if f.instance is not None}
    if not isinstance(name, str) or name not in with_instances:
        known = ", ".join(sorted(with_instances))
        raise InstanceError("family", f"unknown family {name!r} (known: {known})", str(path))
    return with_instances[name].from_dict(data, str(path))


def exact_models(instance: Any) -> list[ExactModel]:
    """The exact models that apply to ``instance``."""
    return [m for m in families()[instance.family].models() if m.applies(instance)]


def exact_model(instance: Any, name: str) -> ExactModel:
    """One exact model by name; a clear error if it does not apply."""
    available = exact_models(instance)
    for model in available:
        if model.name == name:
            return model
    names = ", ".join(m.name for m in available) or "none"
    raise ReschedError(f"model {name!r} does not apply to instance {instance.name!r} (available: {names})")
