"""What a problem family declares: :class:`Family`, its :class:`Task` and :class:`Run`, its
:class:`ExactModel` and :class:`Heuristic` objects.

Every family's ``family.py`` (the top of the family) builds one :class:`Family`;
:mod:`resched.registry` lists them. The generic layers (command line, sweeps, ``solve``,
``export``, ``validate``, ``plot``) are derived from these declarations.

Declarations are light: heavy parts (solvers, numba kernels, figures) are named as
``"resched.<family>.<module>:attribute"`` strings, written out in the family's own
``family.py`` and always pointing *down* into the family, and imported only when used, so
that listing the families, or printing a ``--help``, imports no solver, plotting or
dataframe library.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, Literal, Protocol, TypeVar

from resched.algorithms import Algorithm, AlgorithmRegistry, load
from resched.errors import ReschedError
from resched.params import Params
from resched.trust import Origin

if TYPE_CHECKING:
    from resched.result import Solution, SolveOptions, SolveResult

P = TypeVar("P", bound=Params)
M = TypeVar("M")


class Instance(Protocol):
    """What every family's instance has: its ``name`` and its family's name ``family``."""

    @property
    def name(self) -> str: ...

    @property
    def family(self) -> str: ...


class Report(Protocol):
    """What an exact model's solve returns: a JSON-ready summary with status and objective,
    and the incumbent in the family's terms (``None`` without one)."""

    @property
    def solution(self) -> Solution | None: ...

    def summary(self) -> dict[str, object]: ...


@dataclass(frozen=True)
class Task(Generic[P]):
    """One unit of work: a family's resolved parameters, a seed and an algorithm.

    ``traces_dir`` resolves the parameters that name a trace file. The same object is built
    by the sweep runner and by ``resched <family> <run verb>``, and the family's run
    function sees nothing else. ``instance`` (command line only) is an instance read from a
    file, run instead of the one the parameters would generate."""

    family: str
    params: P
    seed: int
    algorithm: Algorithm
    traces_dir: str | None = None
    instance: Any = None

    def path(self, name: str) -> Path:
        """The file named by the ``path`` parameter ``name``."""
        return self.params.file_paths(self.traces_dir)[name]


@dataclass(frozen=True)
class Run(Generic[M]):
    """One algorithm run on one instance: what a family's ``run_task`` returns.

    ``metrics`` is the family's frozen metrics dataclass (every field a measured value, units
    in its docstring); ``extras`` holds the fields a run has only in some cases (for example
    a plan's shape, absent for a reference strategy). :meth:`to_row` gives the measured
    fields of a results-store row; a metrics field whose row key is no Python name
    (``lambda``, ``slowdown[Optimal]``) declares it as ``field(metadata={"key": ...})``.
    """

    algorithm: str
    instance: str
    metrics: M
    extras: Mapping[str, Any] = field(default_factory=dict)

    def to_row(self) -> dict[str, object]:
        """The metrics' fields (keyed by their ``key`` metadata, else their name), in declaration
        order, then the extras."""
        fields = dataclasses.fields(self.metrics)  # type: ignore[arg-type]
        measured = {f.metadata.get("key", f.name): getattr(self.metrics, f.name) for f in fields}
        return measured | dict(self.extras)


def _always(instance: object) -> str | None:
    return None


@dataclass(frozen=True)
class ExactModel:
    """A declarative exact model of a family.

    ``build(instance)`` gives the Pyomo model that is exported. Every model is solved through
    :meth:`run` with one signature, ``(instance, options: SolveOptions) -> report``: without
    ``solve``, the built model is solved with HiGHS under the options, started
    (``options.warm_start``) from the solution that ``start(instance, model)`` writes into
    the model's variables (the family heuristic's); ``solve(instance, options)`` replaces
    that path where the model is solved otherwise (from arrays, or by a search such as the
    yield bound, whose report carries its certificate). ``applies(instance)`` is ``None``
    when the model applies and otherwise the reason it does not (e.g.
    ``"240,000 binaries > 200,000"``).

    ``decode(instance, result)`` turns a :class:`~resched.result.SolveResult` with an
    incumbent into the model's :class:`~resched.result.Solution` (who runs where and when);
    :meth:`run` attaches it, so that every report of the model carries its solution (a
    ``solve`` that builds its solution itself leaves ``decode`` unset). ``draw(instance,
    solution, path)`` writes the family's picture of the solution (a Gantt chart or the
    family's natural figure, beside the family heuristic's schedule) to ``path``.
    """

    name: str
    description: str
    build: Callable[[Any], Any]
    solve: Callable[[Any, SolveOptions], Report] | None = None
    applies: Callable[[Any], str | None] = _always
    sense: Literal["max", "min"] = "max"
    start: Callable[[Any, Any], None] | None = None
    decode: Callable[[Any, SolveResult], Solution] | None = None
    draw: Callable[[Any, Solution, Path], None] | None = None

    def run(self, instance: Instance, options: SolveOptions) -> Report:
        """Solve the model of ``instance`` under ``options`` (time limit, gap, threads, start);
        the report carries the solution (see ``decode``)."""
        if self.solve is not None:
            return self.with_solution(instance, self.solve(instance, options))
        from resched.solve import solve

        model = self.build(instance)
        if options.warm_start and self.start is not None:
            self.start(instance, model)
        return self.with_solution(instance, solve(model, options))

    def with_solution(self, instance: Instance, report: Report) -> Report:
        """``report`` with its :class:`~resched.result.Solution` decoded, where the model has
        a decoder, the report is a ``SolveResult`` with an incumbent and no solution yet."""
        from resched.result import SolveResult

        if self.decode is None or not isinstance(report, SolveResult) or report.solution is not None:
            return report
        if not report.has_solution:
            return report
        return dataclasses.replace(report, solution=self.decode(instance, report))


@dataclass(frozen=True)
class Bound:
    """A certified bound on an objective, computed without a solver, for the instances where
    no exact model finishes (e.g. at the paper's size): ``value(instance)`` is at least the
    objective of every feasible schedule when ``sense`` is ``"max"`` (an upper bound on a
    maximised objective) and at most it when ``sense`` is ``"min"`` (a lower bound on a
    minimised one). Its module's docstring proves it valid from the paper's equations, and a
    test checks it against the exact optimum on tiny instances. ``applies(instance)``:
    ``None``, or the reason the bound is not defined for the instance."""

    name: str
    description: str
    value: Callable[[Any], float]
    sense: Literal["max", "min"]
    applies: Callable[[Any], str | None] = _always


@dataclass(frozen=True)
class Heuristic:
    """An algorithm of a family that ``validate`` checks against an exact model.

    ``run(instance)`` returns the algorithm's objective value, in the units and sense of the
    exact models named in ``reference``, tried in that order: the first that applies and
    gives a certified optimum or a bound is the one compared. An algorithm proven exact on
    the instances where it applies (``exact=True``) must equal the reference's certified
    optimum; any other must not beat it. ``applies(instance)``: ``None``, or the reason the
    heuristic does not apply. ``origin``: where a user's algorithm came from (recorded in its
    rows), ``None`` for a built-in. ``bounds``: certified :class:`Bound` objects on the same
    objective, tried in order when no reference gives a value (none applies, or each stopped
    without a bound): the row then says ``vs bound`` and names the bound.

    A user's objective function checked by ``resched validate --algorithm mylab.checks:MINE``
    (its package trusted) is such an object, e.g. a reservation strategy's expected cost::

        MINE = Heuristic("mine", my_expected_cost, "shortest_path")
    """

    name: str
    run: Callable[[Any], float]
    reference: str | tuple[str, ...]
    applies: Callable[[Any], str | None] = _always
    exact: bool = False
    origin: Origin | None = field(default=None, compare=False)
    bounds: tuple[Bound, ...] = ()

    @property
    def references(self) -> tuple[str, ...]:
        return (self.reference,) if isinstance(self.reference, str) else self.reference


@dataclass(frozen=True)
class Family:
    """A problem family, declared once, in the family's ``family.py``.

    Each ``"module:attribute"`` field names an object of the family's own modules:
    ``instance``, the JSON loader ``(data, source) -> instance``; ``run``, the function
    running one :class:`Task` and returning its :class:`Run` (the sweep runner and the
    command ``resched <name> <run_verb>`` call this same function); ``exact_models`` and
    ``heuristics``, tuples of :class:`ExactModel` and :class:`Heuristic`; ``figures``,
    ``(directory, rows) -> written files`` drawing a sweep; ``compatible``,
    ``(params, algorithm)`` refusing an (algorithm, parameters) pair that cannot run, called
    when a sweep is loaded and before a run verb starts; ``table_writers``, the functions
    ``(rows, **arguments) -> records`` that the family's ``reproduce.toml`` may name as a pooled
    table's ``writer`` (a name read from a file is imported only if it is declared here). ``params`` and ``algorithms``: the
    experiment parameters and the algorithm registry. ``replicate_params``: parameters that a
    sweep sets to the replicate index when its grid leaves them unset (draws shared by every
    grid point).
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
    checked_algorithm: str | None = None
    checked_builtins: tuple[str, ...] = ()
    figures: str | None = None
    default_algorithms: tuple[str, ...] = field(default_factory=tuple)
    compatible: str | None = None
    table_writers: tuple[str, ...] = ()

    def check_task(self, params: Params, algorithm: Algorithm) -> None:
        """Refuse an algorithm that cannot run with these parameters (``compatible``
        raising :class:`ReschedError`)."""
        if self.compatible is not None:
            load(self.compatible)(params, algorithm)

    def from_dict(self, data: object, source: str | None = None) -> Instance:
        if self.instance is None:
            raise ReschedError(f"family {self.name!r} has no instance files")
        return load(self.instance)(data, source)

    def models(self) -> tuple[ExactModel, ...]:
        return load(self.exact_models) if self.exact_models else ()

    def checked_heuristics(self) -> tuple[Heuristic, ...]:
        """The heuristics ``validate`` checks by default: ``heuristics``, then the rows of the
        ``checked_builtins``."""
        declared: tuple[Heuristic, ...] = load(self.heuristics) if self.heuristics else ()
        if not self.checked_builtins:
            return declared
        assert self.algorithms is not None  # a family naming built-ins has a registry
        return declared + tuple(
            h for name in self.checked_builtins for h in self.checked(self.algorithms.resolve(name))
        )

    def checked(self, algorithm: Algorithm) -> tuple[Heuristic, ...]:
        """The heuristics ``validate`` compares for ``algorithm`` (``checked_algorithm``), each
        recording the algorithm's origin."""
        if self.checked_algorithm is None:
            raise ReschedError(f"family {self.name!r} has no exact model to check an algorithm against")
        found: tuple[Heuristic, ...] = load(self.checked_algorithm)(algorithm)
        return tuple(dataclasses.replace(h, origin=algorithm.spec.origin) for h in found)

    def run_task(self, task: Task[Params]) -> Run[object]:
        if self.run is None:
            raise ReschedError(f"family {self.name!r} has no experiment runner")
        return load(self.run)(task)

    def plot(self, directory: Path, rows: list[dict[str, Any]]) -> list[Path]:
        if self.figures is None:
            raise ReschedError(f"family {self.name!r} has no sweep figures")
        return load(self.figures)(directory, rows)
