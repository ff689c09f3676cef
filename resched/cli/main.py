"""The ``resched`` command: ``resched <family> <verb>`` for the six families, and the verbs
shared by all of them (solve, export, cross-check, validate, export-library, sweep, plot,
reproduce).

Exit codes: 0 success; 1 a finding (a validation violation, a cross-check disagreement,
failed sweep tasks); 2 a user error (bad file, field, option or value: one line naming the
input, the field and the reason, or click's usage line for a mistyped option or command);
3 an internal error (a bug: a short message, the traceback with ``--debug``); 130
interrupted.
"""

from __future__ import annotations

import os
import sys
import traceback
import warnings

import click

from resched.errors import ReschedError, one_line

SHARED = ("solve", "export", "cross-check", "validate", "export-library", "sweep", "plot", "compare", "reproduce")
INTERNAL_ERROR = 3
_debug = bool(os.environ.get("RESCHED_DEBUG"))


class ClosedPipe(Exception):
    """stdout's reader went away: raised instead of :class:`BrokenPipeError`, which click would
    turn into exit code 1 (the code of a finding); the entry point exits 0, quietly."""


class Root(click.Group):
    """The top-level group; family groups and shared verbs are imported when first used."""

    def invoke(self, ctx: click.Context) -> object:
        try:
            return super().invoke(ctx)
        except BrokenPipeError:
            raise ClosedPipe from None

    def list_commands(self, ctx: click.Context) -> list[str]:
        from resched.registry import families

        return [*SHARED, *(f.name for f in families().values() if f.params is not None)]

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name in SHARED:
            from resched.cli.shared import COMMANDS

            return next(c for c in COMMANDS if c.name == name)
        from resched.registry import declared as declared_family

        declared = declared_family(name)  # this family only: `resched varcap --help` loads no other
        if declared is None or declared.params is None:
            return None
        from resched.cli.family import family_group

        return family_group(declared)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """Shared verbs and families in two sections, with one-line help each (from the
        declarations, without importing any family's code)."""
        from resched.registry import families

        shared = [(name, _SHARED_HELP[name]) for name in SHARED]
        declared = [(f.name, f.title) for f in families().values() if f.params is not None]
        with formatter.section("Families (resched FAMILY --help for their verbs)"):
            formatter.write_dl(declared)
        with formatter.section("Shared verbs"):
            formatter.write_dl(shared)


_SHARED_HELP = {
    "solve": "Solve an instance with its exact models: status, objective, bound, gap.",
    "export": "Write an exact model of an instance to .lp or .mps.",
    "cross-check": "Solve a model file with HiGHS and CBC and compare.",
    "validate": "The heuristic-gap report over instance files.",
    "export-library": "Regenerate the model library models/.",
    "sweep": "Run a parameter sweep (TOML) on Dask, resumable.",
    "plot": "Draw a sweep's figures and summary tables.",
    "compare": "Paired difference of two algorithms over sweep results, with 95 % intervals.",
    "reproduce": "Run a family's reproduction sweeps, then rebuild its docs figures and tables.",
}


def _version(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    if value and not ctx.resilient_parsing:
        import resched

        click.echo(f"resched {resched.__version__}")
        ctx.exit()


def _trust(ctx: click.Context, param: click.Parameter, value: tuple[str, ...]) -> None:
    if value:
        from resched.trust import allow

        allow(*value)


def _set_debug(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    global _debug
    _debug = _debug or value


@click.group(
    cls=Root, no_args_is_help=True, context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 110}
)
@click.option(
    "--version", is_flag=True, expose_value=False, is_eager=True, callback=_version, help="Show the version and exit."
)
@click.option(
    "--debug",
    is_flag=True,
    expose_value=False,
    is_eager=True,
    callback=_set_debug,
    help="Show the traceback of an internal error.",
)
@click.option(
    "--trust",
    multiple=True,
    metavar="PACKAGE",
    expose_value=False,
    is_eager=True,
    callback=_trust,
    help="Allow algorithms written package.module:Attribute from this package (repeatable); "
    "nothing else a file or an option names is ever imported.",
)
def cli() -> None:
    """resched: resilient and variable-capacity HPC job scheduling. Exact LP/MILP models on
    HiGHS next to the papers' heuristics, for six scheduling families."""


def main(argv: list[str] | None = None) -> None:
    """Entry point: runs the command and turns its outcome into the exit codes above."""
    from resched.cli.output import started_now

    started_now()
    code = run(argv)
    try:
        if sys.stdout is not None:  # None when the command was started with stdout closed
            sys.stdout.flush()
    except BrokenPipeError:
        _quiet_stdout()
    sys.exit(code)


def run(argv: list[str] | None = None) -> int:
    """Run ``resched ARGV`` and return its exit code (never raises, never exits).

    Python warnings (numpy's RuntimeWarning, a library's deprecation) never reach stderr, whose
    contract is one line per outcome: they are recorded, each once per place, and printed as
    ``resched: warning:`` lines only with ``--debug``."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("default")
        code = _run(argv)
    if _debug:
        for warning in caught:
            place = f"{os.path.basename(warning.filename)}:{warning.lineno}"
            print(
                f"resched: warning: {warning.category.__name__}: {one_line(str(warning.message))} at {place}",
                file=sys.stderr,
            )
    return code


def _run(argv: list[str] | None) -> int:
    try:
        code = cli.main(args=argv, prog_name="resched", standalone_mode=False)
        return code if isinstance(code, int) else 0
    except ReschedError as error:
        print(f"resched: error: {one_line(str(error))}", file=sys.stderr)
        return 2
    except click.exceptions.Exit as done:
        return done.exit_code
    except click.UsageError as error:
        error.show()
        return 2
    except click.ClickException as error:
        error.show()
        return error.exit_code
    except (click.exceptions.Abort, KeyboardInterrupt):
        print("resched: interrupted", file=sys.stderr)
        return 130
    except SystemExit as done:
        return done.code if isinstance(done.code, int) else (0 if done.code is None else 1)
    except MemoryError:  # a size no estimate foresaw: the machine's limit, not a bug
        print(
            "resched: error: out of memory: the input is too large for this machine's memory "
            "(a smaller instance, or fewer jobs, processors or steps)",
            file=sys.stderr,
        )
        return 2
    except (BrokenPipeError, ClosedPipe):  # the reader went away (e.g. `| head`): nothing more to say
        _quiet_stdout()
        return 0
    except Exception as error:  # a bug: short message, traceback on request
        return _internal_error(error)


def _quiet_stdout() -> None:
    """Point stdout at /dev/null once its reader has gone, so that the interpreter's last flush
    cannot fail (a closed pipe then ends the command with its own exit code, quietly)."""
    if sys.stdout is None:
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)


def _internal_error(error: BaseException) -> int:
    if _debug:
        traceback.print_exception(error)
    where = traceback.extract_tb(error.__traceback__)[-1] if error.__traceback__ else None
    place = f" at {os.path.basename(where.filename)}:{where.lineno}" if where else ""
    print(
        f"resched: internal error: {type(error).__name__}: {one_line(str(error))}{place} "
        f"(a bug; run with --debug for the traceback)",
        file=sys.stderr,
    )
    return INTERNAL_ERROR
