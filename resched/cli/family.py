"""``resched <family> …``: the command group of a family, derived from its declaration.

Every family with parameters gets:

- its run verb (``resched varcap simulate``, ``resched batch simulate``…): the options of
  its parameter class, ``--algorithm/-a`` (repeatable), ``--seed``, ``--traces-dir``; it
  runs the same function as a sweep task, so the ``rerun`` command stored in every sweep
  row gives that row's metrics again;
- ``params``: every parameter with its option, unit, default and valid range;
- ``algorithms``: every algorithm under the paper's name, with its traits;

plus the family's own commands: the list ``COMMANDS`` of the module ``resched.cli.<family>``
(the command line sits above the families, so the families never name it).
"""

from __future__ import annotations

import importlib.util
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from resched.algorithms import load
from resched.cli.options import (
    NonEmptyPath,
    algorithm_option,
    given_params,
    instance_argument,
    json_option,
    output_option,
    params_help_rows,
    params_options,
    per_algorithm,
    seed_option,
    swf_out_option,
)
from resched.cli.output import emit, progress, render_records, render_table, write_with
from resched.declarations import Family, Run
from resched.errors import ReschedError


def family_group(family: Family) -> click.Group:
    """The ``resched <family>`` group."""
    group = click.Group(name=family.name, help=family.title, no_args_is_help=True)
    for command in _own_commands(family.name):
        group.add_command(command)
    if family.params is not None and family.run is not None and family.run_verb not in group.commands:
        group.add_command(run_command(family))
    if family.params is not None:
        group.add_command(params_command(family))
    if family.algorithms is not None:
        group.add_command(algorithms_command(family))
    return group


def _own_commands(name: str) -> list[click.Command]:
    """The family's own click commands (``resched.cli.<name>:COMMANDS``; none without that module)."""
    module = f"resched.cli.{name.replace('-', '_')}"
    if importlib.util.find_spec(module) is None:
        return []
    return list(load(f"{module}:COMMANDS"))


def load_task_instance(family: Family, path: Path | None, params: dict[str, object]) -> Any:
    """The instance file given to a run verb (``None`` if none): of this family, and not
    combined with options that define a generated instance."""
    if path is None:
        return None
    from resched.registry import load_instance

    assert family.params is not None
    generating = [family.params.field(n).option for n in params if family.params.field(n).role == "instance"]
    if generating:
        raise ReschedError(f"{', '.join(generating)}: define a generated instance; do not combine with INSTANCE")
    instance = load_instance(path)
    if instance.family != family.name:
        raise ReschedError(f"{path}: a {instance.family!r} instance, not a {family.name!r} one")
    return instance


Keep = Callable[..., list[Path]]
"""Writes job outputs of one run: called as ``keep(algorithm, *run)``, where ``run`` is what the
family's ``run_task(task, keep=…)`` passes on (the simulation); returns the files written."""


def swf_keep(path: Path | None, convert: str, several: bool) -> Keep | None:
    """A :data:`Keep` writing each run's jobs to ``path`` (one file per algorithm, see
    :func:`~resched.cli.options.per_algorithm`) as SWF; ``convert``: ``"module:function"``
    turning the run into (jobs, header) for :func:`resched.io.swf.write_swf`."""
    if path is None:
        return None

    def keep(algorithm: str, *run: Any) -> list[Path]:
        from resched.io.swf import write_swf

        jobs, header = load(convert)(*run)
        return [write_with(per_algorithm(path, algorithm, several), lambda target: write_swf(target, jobs, header))]

    return keep


def run_tasks(
    family: Family,
    algorithms: tuple[str, ...],
    seed: int,
    traces_dir: Path | None,
    instance: Path | None,
    exclude: tuple[str, ...] = (),
    keep: Keep | None = None,
) -> tuple[list[dict[str, object]], dict[str, object]]:
    """Run the family's task for each algorithm; returns the result records and the resolved
    parameters (as the JSON envelope's ``params``, without the ``exclude``d fields). With
    ``keep``, each run's job outputs are written and listed in its record's ``files``."""
    from resched.declarations import Task

    assert family.params is not None and family.algorithms is not None
    given = given_params()
    params = family.params.from_mapping(given).resolve()
    chosen = family.algorithms.resolve_all(algorithms)
    for algorithm in chosen:
        family.check_task(params, algorithm)
    loaded = load_task_instance(family, instance, given)
    directory = str(traces_dir.resolve()) if traces_dir else None
    records = []
    with progress() as bar:
        task_bar = bar.add_task(f"{family.name} {family.run_verb}", total=len(chosen))
        for algorithm in chosen:
            start = time.perf_counter()
            task = Task(family.name, params, seed, algorithm, directory, loaded)
            files: list[Path] = []
            if keep is None:
                run: Run[object] = family.run_task(task)
            else:
                assert family.run is not None
                run = load(family.run)(task, keep=_collect(keep, algorithm.name, files))
            metrics = run.to_row()
            written = {"files": [str(f) for f in files]} if files else {}
            seconds = time.perf_counter() - start
            records.append(
                {"algorithm": algorithm.name, **algorithm.provenance(), **metrics, **written, "seconds": seconds}
            )
            bar.advance(task_bar)
    used = {
        name: value
        for name, value in params.to_dict().items()
        if name not in exclude and (loaded is None or params.field(name).role == "algorithm")
    }
    inputs = {**used, "seed": seed, "instance": str(instance) if instance else None}
    return records, inputs


def _collect(keep: Keep, algorithm: str, files: list[Path]) -> Callable[..., None]:
    """The ``keep`` a family's ``run_task`` calls with the run: ``keep(algorithm, *run)``, the
    files it wrote added to ``files``."""
    return lambda *run: files.extend(keep(algorithm, *run))


def run_command(
    family: Family,
    render: Callable[[list[dict[str, object]]], None] | None = None,
    doc: str | None = None,
    exclude: tuple[str, ...] = (),
    swf: str | None = None,
) -> click.Command:
    """The family's run verb (one sweep task per algorithm); ``render`` prints the records for
    people (default: side by side), ``doc`` is the help text, ``exclude`` the parameters that
    do not apply to a run (e.g. those of another verb), ``swf`` the ``"module:function"``
    converting a run to SWF (:func:`swf_keep`), which adds ``--swf-out``."""
    assert family.params is not None and family.algorithms is not None
    shown = render or (lambda rs: render_records(rs, key="algorithm"))

    def command(
        algorithms: tuple[str, ...],
        seed: int,
        traces_dir: Path | None,
        output: Path | None,
        as_json: bool,
        instance: Path | None = None,
        swf_out: Path | None = None,
    ) -> None:
        keep = swf_keep(swf_out, swf, len(algorithms) > 1) if swf else None
        records, inputs = run_tasks(family, algorithms, seed, traces_dir, instance, exclude, keep)
        emit(records, shown, as_json, inputs, output)

    command.__doc__ = doc or (
        f"Run {family.name} algorithms exactly as one sweep task: the instance is generated "
        "from the parameters and the seed (or read from INSTANCE), and each algorithm's "
        "metrics are printed."
    )
    decorated = json_option(command)
    if swf is not None:
        decorated = swf_out_option(decorated)
    decorated = output_option("Also write the JSON envelope to this file.")(decorated)
    decorated = click.option(
        "--traces-dir",
        type=NonEmptyPath(path_type=Path, file_okay=False),
        default=None,
        help="Folder that file names (traces…) are relative to (default: the working directory).",
    )(decorated)
    decorated = seed_option(decorated)
    decorated = params_options(family.params, exclude=exclude)(decorated)
    decorated = algorithm_option(
        family.algorithms.usages(), family.default_algorithms, required=not family.default_algorithms
    )(decorated)
    if family.instance is not None:
        decorated = instance_argument(required=False)(decorated)
    return click.command(family.run_verb)(decorated)


def params_command(family: Family) -> click.Command:
    assert family.params is not None
    cls = family.params

    @click.command("params")
    @json_option
    def command(as_json: bool) -> None:
        """List the family's parameters: option, type, unit, default, valid range."""
        rows = params_help_rows(cls)
        emit(
            rows,
            lambda rs: render_table(
                rs,
                ("option", "type", "unit", "default", "range", "help"),
                title=f"{family.name} parameters (sweep grid keys: the option without --, dashes as underscores)",
            ),
            as_json,
        )

    return command


def algorithms_command(family: Family) -> click.Command:
    assert family.algorithms is not None
    registry = family.algorithms

    @click.command("algorithms")
    @json_option
    def command(as_json: bool) -> None:
        """List the family's algorithms under the papers' names, with their traits."""
        rows: list[dict[str, Any]] = [
            {"name": s.usage, "summary": s.summary, "aliases": list(s.aliases), "traits": dict(s.traits)}
            for s in registry
        ]
        for row in rows:
            row["traits_text"] = ", ".join(f"{k}={v}" for k, v in row["traits"].items())
        emit(
            rows,
            lambda rs: render_table(
                rs,
                ("name", "summary", "traits_text"),
                title=f"{family.name} algorithms",
                labels={"traits_text": "traits"},
            ),
            as_json,
        )

    return command
