"""The options every command shares, and the options generated from a parameter class.

One grammar everywhere: kebab-case long options named after the parameter fields
(``p_max`` → ``--p-max``); ``--output/-o`` for the file or folder a command writes;
``--algorithm/-a``, repeatable, for algorithms; a positional INSTANCE wherever an instance
file is the input; ``--seed`` (default :data:`DEFAULT_SEED`); ``--json`` for the JSON
envelope of :mod:`resched.cli.output`.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import click

from resched.params import Params, format_value

DEFAULT_SEED = 0
"""The seed of every command that draws random numbers, unless ``--seed`` is given."""


class NonEmptyPath(click.Path):
    """A :class:`click.Path` that refuses the empty name (``-o ""`` would otherwise be read as the
    current folder, or give files named ``-ALGORITHM.csv``)."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, str) and not value.strip():
            self.fail("an empty file name.", param, ctx)
        return super().convert(value, param, ctx)


class FiniteFloat(click.FloatRange):
    """A :class:`click.FloatRange` that also refuses ``inf`` and ``nan`` (which click's accepts:
    a time limit of ``inf`` or ``nan`` would pass as a limit)."""

    name = "finite float"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        number = super().convert(value, param, ctx)
        if not math.isfinite(number):
            self.fail(f"{value!r} is not a finite number.", param, ctx)
        return number


def json_option(command: Callable) -> Callable:
    return click.option("--json", "as_json", is_flag=True, help="Print the JSON envelope instead of tables.")(command)


def seed_option(command: Callable) -> Callable:
    return click.option(
        "--seed",
        type=click.IntRange(0, 2**63 - 1),
        default=DEFAULT_SEED,
        show_default=True,
        help="Seed of every random draw.",
    )(command)


def output_option(help: str, required: bool = False) -> Callable[[Callable], Callable]:
    return click.option("--output", "-o", "output", type=NonEmptyPath(path_type=Path), required=required, help=help)


def swf_out_option(command: Callable) -> Callable:
    """``--swf-out FILE``: the jobs of each run written as an SWF trace (:func:`per_algorithm`)."""
    return click.option(
        "--swf-out",
        type=NonEmptyPath(path_type=Path, dir_okay=False),
        default=None,
        help="Also write the jobs of each run as an SWF trace to this file (with several -a: STEM-<algorithm>.swf).",
    )(command)


def per_algorithm(path: Path, algorithm: str, several: bool) -> Path:
    """The file of one algorithm's output: ``path``, or ``<stem>-<algorithm><suffix>`` when a
    command runs several algorithms (characters other than letters, digits, - and _ as _)."""
    if not several:
        return path
    safe = "".join(c if c.isalnum() or c in "-_" else "_" for c in algorithm)
    return path.with_name(f"{path.stem}-{safe}{path.suffix}")


def algorithm_option(usages: Iterable[str], default: tuple[str, ...] = (), required: bool = False) -> Callable:
    """``--algorithm/-a NAME``, repeatable; the names are checked by the family's registry."""
    names = ", ".join(usages)
    shown = f" (default: {', '.join(default)})" if default else ""
    return click.option(
        "--algorithm",
        "-a",
        "algorithms",
        multiple=True,
        default=default,
        required=required,
        metavar="NAME",
        help=f"Algorithm, repeatable{shown}; one of {names}. Case does not matter.",
    )


def instance_argument(required: bool = True) -> Callable[[Callable], Callable]:
    return click.argument("instance", type=NonEmptyPath(path_type=Path), required=required)


def params_options(
    cls: type[Params], include: Iterable[str] | None = None, exclude: Iterable[str] = ()
) -> Callable[[Callable], Callable]:
    """One option per field of ``cls`` (or of ``include``), in declaration order. The command
    receives them in one keyword argument ``params``: the fields given on the command line
    (values are parsed and checked by ``cls``, so every source gets the same messages)."""
    chosen = [i for i in cls.info() if (include is None or i.name in include) and i.name not in exclude]

    def decorate(command: Callable) -> Callable:
        def collect(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
            if value is not None and ctx.get_parameter_source(param.name) == click.core.ParameterSource.COMMANDLINE:
                ctx.meta.setdefault("resched_params", {})[param.name] = value
            return value

        extra: dict[str, Any]
        for info in reversed(chosen):
            if info.kind is bool and not info.sequence:
                decls, extra = [f"{info.option}/--no-{info.option[2:]}", info.name], {}
            else:
                decls, extra = [info.option, info.name], {"type": str, "metavar": _metavar(info)}
            command = click.option(
                *decls, default=None, expose_value=False, callback=collect, help=info.describe(), **extra
            )(command)
        return command

    return decorate


def deprecated_option(
    cls: type[Params], old: str, field: str, value: Any = None, flag: bool = False, new: str | None = None
) -> click.Option:
    """A hidden option ``old`` kept for one release: it sets parameter ``field`` of ``cls`` (to
    ``value`` for a flag) and prints a deprecation line naming its replacement ``new``."""
    shown = new or cls.field(field).option

    def store(ctx: click.Context, param: click.Parameter, given: Any) -> None:
        if given is None or given is False:
            return
        print(f"resched: warning: {old} is deprecated, use {shown}", file=sys.stderr)
        ctx.meta.setdefault("resched_params", {})[field] = value if flag else given

    return click.Option(
        [old],
        is_flag=flag,
        default=False if flag else None,
        hidden=True,
        expose_value=False,
        callback=store,
        type=None if flag else str,
    )


def given_params(ctx: click.Context | None = None) -> dict[str, object]:
    """The parameter options given on the command line (raw values), by field name."""
    ctx = ctx or click.get_current_context()
    return dict(ctx.meta.get("resched_params", {}))


def _metavar(info: Any) -> str:
    if info.choices:
        return "[" + "|".join(info.choices) + "]" if len(info.choices) <= 4 else "NAME"
    if info.sequence:
        return "X,Y" if info.length == 2 else "X,…"
    return {int: "INT", float: "NUMBER", str: "TEXT"}.get(info.kind, "VALUE")


def params_help_rows(cls: type[Params]) -> list[dict[str, object]]:
    """Rows describing every parameter (``resched <family> params``)."""
    return [
        {
            "name": i.name,
            "option": i.option,
            "type": _metavar(i),
            "unit": i.unit,
            "default": None if i.default is None else format_value(i.default),
            "range": i.range_text() or None,
            "choices": list(i.choices) if i.choices else None,
            "role": i.role,
            "help": i.help,
        }
        for i in cls.info()
    ]
