"""Sweep specification (TOML) and its expansion into independent, seeded tasks.

    family = "varcap"          # a registered family with an experiment runner
    name = "fig7a-smoke"
    instances = 10             # random instances per grid point
    seed = 1                   # base seed
    algorithms = ["GreedyGoodput", "DPBiC(15)"]
    traces_dir = "../../../shared/traces"   # optional, relative to this file
    [grid]                     # cartesian product of the listed values
    P_max = [100]
    trace = ["KTH-SP2-1996-2.1-cln.swf", "synthetic"]

``[[grid]]`` (an array of tables) gives a union of such products, e.g. one parameter varied
at a time around the defaults; a point listed twice is run once.

A task is one (grid point, instance index, algorithm). Its seed depends only on the base
seed, the grid point and the instance index, so every algorithm of a point sees the same
instance, and a task gives the same result on any worker.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from resched.errors import ReschedError

_KEYS = {"family", "name", "instances", "seed", "algorithms", "grid", "traces_dir"}


@dataclass(frozen=True)
class Task:
    """One unit of work: a family's parameters, an instance index and an algorithm."""

    family: str
    params: dict[str, Any]
    instance: int
    seed: int
    algorithm: str
    traces_dir: str | None = None

    @property
    def id(self) -> str:
        """Stable identifier (hash of everything that defines the result)."""
        return _digest({"family": self.family, "params": self.params, "instance": self.instance,
                        "seed": self.seed, "algorithm": self.algorithm})[:16]


@dataclass(frozen=True)
class SweepSpec:
    family: str
    name: str
    instances: int
    seed: int
    algorithms: tuple[str, ...]
    grids: tuple[dict[str, list[Any]], ...] = field(default_factory=lambda: ({},))
    traces_dir: str | None = None

    def points(self) -> list[dict[str, Any]]:
        """The grid points: the union of each grid's cartesian product, first occurrence kept."""
        points: list[dict[str, Any]] = []
        for grid in self.grids:
            keys = sorted(grid)
            for values in itertools.product(*(grid[k] for k in keys)):
                point = dict(zip(keys, values))
                if point not in points:
                    points.append(point)
        return points

    def tasks(self) -> list[Task]:
        """Every (grid point, instance, algorithm) task, in a deterministic order."""
        points = self.points()
        return [
            Task(self.family, point, k, instance_seed(self.seed, point, k), algorithm, self.traces_dir)
            for point in points
            for k in range(self.instances)
            for algorithm in self.algorithms
        ]


def instance_seed(base: int, point: dict[str, Any], index: int) -> int:
    """Seed of instance ``index`` of a grid point: a hash of (base seed, point, index)."""
    return int(_digest({"seed": base, "point": point, "instance": index})[:8], 16)


def _digest(value: Any) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, default=str).encode()).hexdigest()


def load_spec(path: str | Path) -> SweepSpec:
    """Read and check a sweep file; errors name the key and the reason."""
    path = Path(path)
    try:
        data = tomllib.loads(path.read_text())
    except FileNotFoundError:
        raise ReschedError(f"{path}: no such sweep file") from None
    except tomllib.TOMLDecodeError as error:
        raise ReschedError(f"{path}: invalid TOML ({error})") from None
    unknown = sorted(data.keys() - _KEYS)
    if unknown:
        raise ReschedError(f"{path}: unknown key {unknown[0]!r} (known: {', '.join(sorted(_KEYS))})")
    for key in ("family", "algorithms"):
        if key not in data:
            raise ReschedError(f"{path}: key {key!r} is required")
    grids = data.get("grid", {})
    grids = grids if isinstance(grids, list) else [grids]
    for grid in grids:
        if not isinstance(grid, dict) or not all(isinstance(v, list) and v for v in grid.values()):
            raise ReschedError(f"{path}: [grid] must map each parameter to a non-empty list of values")
    algorithms = data["algorithms"]
    if not isinstance(algorithms, list) or not algorithms or not all(isinstance(a, str) for a in algorithms):
        raise ReschedError(f"{path}: 'algorithms' must be a non-empty list of names")
    instances = data.get("instances", 1)
    if not isinstance(instances, int) or instances < 1:
        raise ReschedError(f"{path}: 'instances' must be a positive integer")
    traces = data.get("traces_dir")
    return SweepSpec(
        family=str(data["family"]),
        name=str(data.get("name", path.stem)),
        instances=instances,
        seed=int(data.get("seed", 0)),
        algorithms=tuple(algorithms),
        grids=tuple(grids),
        traces_dir=str((path.parent / traces).resolve()) if traces else None,
    )
