"""Sweep specification (TOML) and its expansion into independent, seeded tasks.

    family = "varcap"          # a registered family with an experiment runner
    name = "fig7a-smoke"
    instances = 10             # random instances per grid point
    seed = 1                   # base seed (default 0)
    algorithms = ["GreedyGoodput", "DPBiC(15)"]
    traces_dir = "../../shared/traces"   # optional, relative to this file (default: its folder)
    [grid]                     # cartesian product of the listed values
    p_max = [100]
    trace = ["KTH-SP2-1996-2.1-cln.swf", "synthetic"]

The grid keys are the fields of the family's parameter class (``resched <family> params``
lists them with their units, defaults and ranges); a parameter left out keeps its default.
``[[grid]]`` (an array of tables) gives a union of such products, e.g. one parameter varied
at a time around the defaults; a point listed twice is run once.

The whole specification is checked when it is loaded, before any task starts: every key,
every grid value (type and range, through the parameter class), every algorithm name and
every trace file.

A task is one (grid point, instance index, algorithm). Its seed depends only on the base
seed, the point's *instance* parameters (resolved, defaults included) and the instance
index: every algorithm, and every value of an algorithm parameter, sees the same instance,
and a task gives the same result on any worker.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import math
import shlex
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from resched.algorithms import Algorithm
from resched.declarations import Family, Task
from resched.errors import ReschedError
from resched.io.files import read_text
from resched.params import Params, format_value
from resched.registry import family
from resched.trust import package_of

_KEYS = {"family", "name", "instances", "seed", "algorithms", "grid", "traces_dir"}
MAX_TASKS = 10_000_000
"""A sweep larger than this is refused (almost certainly a mistake in the grid)."""


def task_command(task: Task[Params]) -> str:
    """The ``resched`` command line that runs ``task`` alone (same metrics)."""
    options = task.params.command_line(task.params.file_paths(task.traces_dir))
    origin = task.algorithm.spec.origin
    trust = ["--trust", package_of(origin.reference)] if origin else []
    verb = family(task.family).run_verb
    words = ["resched", *trust, task.family, verb, "--seed", str(task.seed), "-a", task.algorithm.name]
    return shlex.join([*words, *options])


@dataclass(frozen=True)
class SweepTask:
    """A task of a sweep, with its place in the sweep: grid point and instance index."""

    task: Task
    point: dict[str, Any]
    replicate: int

    @property
    def id(self) -> str:
        """Stable identifier (hash of everything that defines the result)."""
        t = self.task
        return _digest(
            {
                "family": t.family,
                "params": t.params.to_dict(),
                "replicate": self.replicate,
                "seed": t.seed,
                "algorithm": t.algorithm.name,
            }
        )[:16]

    def row(self) -> dict[str, object]:
        """The fields every result row starts with: identity, the grid values (flat, for
        grouping), every resolved parameter (``params``) and the command re-running it."""
        t = self.task
        return {
            "task_id": self.id,
            "family": t.family,
            "grid": sorted(self.point),
            **self.point,
            "params": t.params.to_dict(),
            "replicate": self.replicate,
            "seed": t.seed,
            "algorithm": t.algorithm.name,
            "rerun": task_command(t),
        } | t.algorithm.provenance()


@dataclass(frozen=True)
class SweepSpec:
    family: str
    name: str
    instances: int
    seed: int
    algorithms: tuple[Algorithm, ...]
    points: tuple[dict[str, Any], ...] = field(default_factory=lambda: ({},))
    traces_dir: str | None = None
    fingerprint: str = ""
    """A digest of the whole sweep as loaded (family, instances, seed, algorithms, grid points),
    kept by :meth:`only`: what a results folder records, so that it refuses another sweep."""

    def params(self, point: dict[str, object], replicate: int) -> Params:
        """The resolved parameters of a grid point for instance ``replicate``."""
        declared = family(self.family)
        assert declared.params is not None
        fill = {name: replicate for name in declared.replicate_params if name not in point}
        return declared.params.from_mapping({**point, **fill}).resolve()

    def tasks(self) -> list[SweepTask]:
        """Every (grid point, instance, algorithm) task, in a deterministic order; a task that
        several ``[[grid]]`` blocks share (same resolved parameters, hence the same id) is
        listed once, under the first block's point."""
        tasks: dict[str, SweepTask] = {}
        for point in self.points:
            for k in range(self.instances):
                params = self.params(point, k)
                seed = instance_seed(self.seed, params.instance_dict(), k)
                for a in self.algorithms:
                    task = SweepTask(Task(self.family, params, seed, a, self.traces_dir), point, k)
                    tasks.setdefault(task.id, task)
        return list(tasks.values())

    def only(self, selection: Sequence[str]) -> SweepSpec:
        """The sweep restricted to the grid points that ``selection`` picks: each item is
        ``KEY=VALUE`` for a grid key; a point is kept when, for every key named, its value is one
        of the values given for that key (both read by the parameter's declaration, as on the
        command line: ``load=2`` is 2.0). The tasks kept are those of the whole sweep (same ids
        and seeds), so a sweep run slice by slice ends as if run at once."""
        declared = family(self.family).params
        assert declared is not None  # a loaded spec's family has sweeps
        grid_keys = set().union(*self.points)
        wanted: dict[str, list[Any]] = {}
        for item in selection:
            key, sep, value = (part.strip() for part in item.partition("="))
            if not sep or not key or not value:
                raise ReschedError(f"--only expects KEY=VALUE, got {item!r}")
            if key not in grid_keys:
                known = ", ".join(sorted(grid_keys)) or "none"
                raise ReschedError(f"--only {key}: not a grid key of the sweep (grid keys: {known})")
            wanted.setdefault(key, []).append(declared.field(key).parse(value))
        kept = tuple(
            point
            for point in self.points
            if all(key in point and declared.field(key).parse(point[key]) in values for key, values in wanted.items())
        )
        if not kept:
            raise ReschedError(f"--only {' '.join(selection)}: no grid point of the sweep matches")
        return replace(self, points=kept)


def instance_seed(base: int, instance_params: Mapping[str, object], index: int) -> int:
    """Seed of instance ``index`` of a grid point: a hash of (base seed, the point's instance
    parameters, index)."""
    return int(_digest({"seed": base, "point": instance_params, "instance": index})[:8], 16)


def _digest(value: object) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, default=str).encode()).hexdigest()


def load_spec(path: str | Path) -> SweepSpec:
    """Read and check a sweep file; every error names the file, the key and the reason."""
    path = Path(path)
    data = _read_toml(path)
    try:
        return _parse(data, path)
    except ReschedError as error:
        raise ReschedError(f"{path}: {error}") from None


def _read_toml(path: Path) -> dict[str, object]:
    return parse_toml(read_text(path, "sweep file"), path)


def parse_toml(text: str, path: Path) -> dict[str, Any]:
    """The TOML document ``text`` of file ``path``; invalid or too deeply nested TOML is a
    one-line error naming the file."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ReschedError(f"{path}: invalid TOML ({error})") from None
    except RecursionError:
        raise ReschedError(f"{path}: invalid TOML (nested too deeply)") from None


def _parse(data: dict[str, object], path: Path) -> SweepSpec:
    unknown = sorted(data.keys() - _KEYS)
    if unknown:
        raise ReschedError(f"unknown key {unknown[0]!r} (known: {', '.join(sorted(_KEYS))})")
    for key in ("family", "algorithms"):
        if key not in data:
            raise ReschedError(f"key {key!r} is required")
    if not isinstance(data["family"], str):
        raise ReschedError(f"'family' must be a string, got {data['family']!r}")
    declared = family(data["family"])
    if declared.params is None or declared.run is None or declared.algorithms is None:
        raise ReschedError(f"family {declared.name!r} has no sweeps")
    algorithms = data["algorithms"]
    if not isinstance(algorithms, list) or not algorithms:
        raise ReschedError("'algorithms' must be a non-empty list of names")
    chosen = tuple(declared.algorithms.resolve_all(algorithms))
    instances = _count(data.get("instances", 1), "instances")
    seed = _count(data.get("seed", 0), "seed", minimum=0)
    traces_dir = data.get("traces_dir")
    if traces_dir is not None and not isinstance(traces_dir, str):
        raise ReschedError(f"'traces_dir' must be a path (string), got {traces_dir!r}")
    traces = str((path.parent / (traces_dir or ".")).resolve())  # file parameters are relative to the spec
    points = _points(data.get("grid", {}), declared, MAX_TASKS // (instances * len(chosen)))
    name = data.get("name", path.stem)
    fingerprint = _digest(
        {
            "family": declared.name,
            "instances": instances,
            "seed": seed,
            "algorithms": [a.name for a in chosen],
            "points": points,
        }
    )
    spec = SweepSpec(declared.name, str(name), instances, seed, chosen, tuple(points), traces, fingerprint)
    _check_points(spec)
    return spec


def _count(value: object, key: str, minimum: int = 1) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise ReschedError(f"'{key}' must be an integer >= {minimum}, got {value!r}")
    return value


def _points(grids: object, declared: Family, most: int) -> list[dict[str, object]]:
    """The union of each grid's cartesian product, first occurrence kept; more than ``most``
    points (the products' sizes, counted before any is built) is refused."""
    grids = grids if isinstance(grids, list) else [grids]
    points: list[dict[str, Any]] = []
    seen: set[str] = set()
    size = 0
    for grid in grids:
        if not isinstance(grid, dict):
            raise ReschedError("[grid] must be a table of parameter = [values]")
        for key, values in grid.items():
            assert declared.params is not None
            declared.params.field(key)
            if not isinstance(values, list) or not values:
                raise ReschedError(f"grid parameter {key!r} must be a non-empty list of values, got {values!r}")
        size += math.prod(len(values) for values in grid.values())
        if size > most:
            raise ReschedError(f"the sweep has more than {MAX_TASKS:,} tasks (grid points x instances x algorithms)")
        keys = sorted(grid)
        for values in itertools.product(*(grid[k] for k in keys)):
            point = dict(zip(keys, values))
            key = repr(sorted(point.items()))
            if key not in seen:
                seen.add(key)
                points.append(point)
    return points


def _check_points(spec: SweepSpec) -> None:
    """Build every point's parameters (types, ranges, cross-field rules) and check that every
    trace file exists."""
    missing: dict[Path, str] = {}
    declared = family(spec.family)
    for point in spec.points:
        try:
            params = spec.params(point, 0)
            for algorithm in spec.algorithms:
                declared.check_task(params, algorithm)
        except ReschedError as error:
            shown = ", ".join(f"{k} = {format_value(v)}" for k, v in point.items())
            raise ReschedError(f"grid point ({shown}): {error}") from None
        for name, file in params.file_paths(spec.traces_dir).items():
            if not file.is_file():
                missing.setdefault(file, name)
    if missing:
        file, name = next(iter(missing.items()))
        where = f" (traces_dir = {spec.traces_dir})" if spec.traces_dir else ""
        raise ReschedError(f"{name}: no such file {file}{where}")
