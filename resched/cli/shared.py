"""The verbs shared by every family: solve, export, cross-check, validate, export-library,
sweep, plot, compare, reproduce. Thin: they parse options and call the library."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import click

from resched.cli.options import FiniteFloat, NonEmptyPath, json_option, output_option, per_algorithm
from resched.cli.output import (
    Records,
    console,
    emit,
    envelope,
    fmt,
    progress,
    render_records,
    render_table,
    shown,
    status,
    sweep_rows,
    write_text,
    write_with,
)
from resched.errors import ReschedError, one_line, printable
from resched.io.jsonsafe import dumps

if TYPE_CHECKING:
    from resched.declarations import ExactModel, Instance
    from resched.result import SolveOptions

Command = TypeVar("Command", bound=Callable[..., None])


def solve_options(command: Command) -> Command:
    """``--model`` (repeatable filter), ``--time-limit``, ``--mip-gap``, ``--node-limit``,
    ``--iteration-limit``, ``--threads``, ``--warm-start``."""
    options = [
        click.option(
            "--model",
            "-m",
            "models",
            multiple=True,
            metavar="NAME",
            help="Exact model to run, repeatable (default: every model that applies).",
        ),
        click.option(
            "--time-limit",
            type=FiniteFloat(min=0, min_open=True),
            default=60.0,
            show_default=True,
            help="Wall-clock limit per model, seconds; a model stopped by it is reported TIME_LIMIT, never OPTIMAL.",
        ),
        click.option(
            "--mip-gap",
            type=FiniteFloat(0, 1),
            default=None,
            help="Relative gap at which HiGHS stops (default: prove optimality).",
        ),
        click.option(
            "--node-limit",
            type=click.IntRange(min=1),
            default=None,
            help="Branch-and-bound nodes per MILP solve (HiGHS's mip_max_nodes; default: none): a deterministic "
            "limit, the same on every machine; a model stopped by it is reported WORK_LIMIT with its bound.",
        ),
        click.option(
            "--iteration-limit",
            type=click.IntRange(min=1),
            default=None,
            help="Simplex iterations per LP solve (HiGHS's simplex_iteration_limit; default: none): deterministic; "
            "a model stopped by it is reported WORK_LIMIT.",
        ),
        click.option("--threads", type=click.IntRange(1, 1024), default=None, help="HiGHS threads (default: HiGHS's)."),
        click.option(
            "--warm-start/--no-warm-start",
            default=True,
            show_default=True,
            help="Start each MILP from the family heuristic's solution, where the model has one.",
        ),
    ]
    for option in reversed(options):
        command = option(command)
    return command


def _solve_options(
    time_limit: float,
    mip_gap: float | None,
    threads: int | None,
    warm_start: bool,
    node_limit: int | None,
    iteration_limit: int | None,
) -> SolveOptions:
    from resched.result import SolveOptions

    return SolveOptions(
        time_limit=time_limit,
        mip_gap=mip_gap,
        threads=threads,
        warm_start=warm_start,
        node_limit=node_limit,
        iteration_limit=iteration_limit,
    )


SCHEDULE_ROWS_SHOWN = 20
"""Rows of a solution's schedule that ``resched solve`` prints (``--solution`` writes all)."""


@click.command()
@click.argument("instance", type=NonEmptyPath(path_type=Path))
@solve_options
@click.option(
    "--solution",
    "solution_file",
    type=NonEmptyPath(path_type=Path, dir_okay=False),
    default=None,
    help="Write each model's solution, in the family's terms, to this JSON file.",
)
@click.option(
    "--plot",
    "plot_file",
    type=NonEmptyPath(path_type=Path, dir_okay=False),
    default=None,
    help="Draw the solution (.png, .pdf or .svg): a Gantt chart or the family's picture, beside the heuristic's.",
)
@json_option
def solve(
    instance: Path,
    models: tuple[str, ...],
    time_limit: float,
    mip_gap: float | None,
    node_limit: int | None,
    iteration_limit: int | None,
    threads: int | None,
    warm_start: bool,
    solution_file: Path | None,
    plot_file: Path | None,
    as_json: bool,
) -> None:
    """Solve INSTANCE with its exact models: status, objective, bound, gap, certificate, and the
    optimal schedule (who runs where and when, in the family's terms)."""
    from resched.registry import chosen_models, load_instance

    inst = load_instance(instance)
    options = _solve_options(time_limit, mip_gap, threads, warm_start, node_limit, iteration_limit)
    chosen = chosen_models(inst, models)
    if plot_file is not None:
        _check_figure_suffix(plot_file)
    reports: list[dict[str, object]] = []
    with status("") as spinner:
        for model in chosen:
            spinner.update(f"solving {inst.name} with {model.name}…")
            report = model.run(inst, options)
            solution = report.solution.to_dict() if report.solution is not None else None
            reports.append({"instance": inst.name, "model": model.name, **report.summary(), "solution": solution})
            if plot_file is not None:
                _draw(inst, model, report, per_algorithm(plot_file, model.name, len(chosen) > 1))
    params = {"instance": str(instance), **options.to_dict(), "models": list(models)}
    if solution_file is not None:
        write_text(solution_file, dumps(envelope(reports, params), indent=1) + "\n")
    emit(reports, _render_reports, as_json, params)


FIGURE_SUFFIXES = (".png", ".pdf", ".svg")


def _check_figure_suffix(path: Path) -> None:
    if path.suffix.lower() not in FIGURE_SUFFIXES:
        raise ReschedError(f"{path}: a figure's suffix must be one of {', '.join(FIGURE_SUFFIXES)}")


def _draw(inst: Instance, model: ExactModel, report: Any, path: Path) -> None:
    """Draw ``report``'s solution with the model's picture; a one-line error without one."""
    if report.solution is None:
        raise ReschedError(f"{model.name} found no solution of {inst.name!r} to draw ({report.summary()['status']})")
    if model.draw is None:
        raise ReschedError(f"{model.name} has no drawing of its solution")
    write_with(path, lambda target: model.draw(inst, report.solution, target))  # type: ignore[misc]


def _render_reports(reports: Records) -> None:
    for report in reports:
        console().print(f"[bold]{shown(report['instance'])} — {shown(report['model'])}[/bold]")
        render_records([{k: v for k, v in report.items() if k not in ("instance", "model", "solution")}])
        nested = {k: v for k, v in report.items() if isinstance(v, dict) and k != "solution"}
        for key, value in nested.items():
            console().print(f"{shown(key)}: " + ", ".join(f"{shown(k)} = {shown(fmt(v))}" for k, v in value.items()))
        solution = report.get("solution")
        if isinstance(solution, dict):
            _render_schedule(solution)


def _render_schedule(solution: dict[str, Any]) -> None:
    """The compact schedule of a solution document (its ``schedule`` rows), first rows only."""
    rows = solution.get("schedule") or []
    console().print(f"solution: objective = {fmt(solution.get('objective'))}, {len(rows)} schedule row(s)")
    if rows:
        render_records(rows[:SCHEDULE_ROWS_SHOWN])
    if len(rows) > SCHEDULE_ROWS_SHOWN:
        console().print(f"… {len(rows) - SCHEDULE_ROWS_SHOWN} more row(s): --solution FILE writes them all")


@click.command()
@click.argument("instance", type=NonEmptyPath(path_type=Path))
@output_option("Model file to write, .lp or .mps (format by suffix).", required=True)
@click.option(
    "--model", "-m", "model", default=None, metavar="NAME", help="Exact model (default: the first that applies)."
)
@json_option
def export(instance: Path, output: Path, model: str | None, as_json: bool) -> None:
    """Write an exact model of INSTANCE to .lp or .mps (HiGHS and CBC both read it)."""
    from resched.export import export as export_model
    from resched.registry import chosen_models, load_instance

    inst = load_instance(instance)
    chosen = chosen_models(inst, (model,) if model else ())[0]
    path = export_model(chosen.build(inst), output)
    emit(
        [{"instance": inst.name, "model": chosen.name, "file": str(path)}],
        lambda rs: console().print(
            f"wrote {shown(rs[0]['file'])} ({shown(rs[0]['model'])} of {shown(rs[0]['instance'])})"
        ),
        as_json,
        {"instance": str(instance), "output": str(output), "model": model},
    )


@click.command("cross-check")
@click.argument("model_file", type=NonEmptyPath(path_type=Path))
@click.option(
    "--time-limit",
    type=FiniteFloat(min=0, min_open=True),
    default=None,
    help="Seconds per solver (default: none). A solver stopped by it makes the result 'undecided'.",
)
@click.option(
    "--values",
    "with_values",
    is_flag=True,
    help="Also compare both solvers' variable values by name (--json gives them all); two optima may differ.",
)
@json_option
def cross_check(model_file: Path, time_limit: float | None, with_values: bool, as_json: bool) -> None:
    """Solve a .lp or .mps file with HiGHS and with CBC and compare the optimal objectives
    (with --values, the variables' values too). Exit code 1 if both proved an optimum and
    the objectives differ."""
    from resched.export import cross_check as check_file

    check = check_file(model_file, time_limit=time_limit, values=with_values).to_dict()
    verdict = check["verdict"]
    emit(
        [check],
        _render_cross_check,
        as_json,
        {"model_file": str(model_file), "time_limit": time_limit, "values": with_values},
    )
    if verdict == "DISAGREE":
        sys.exit(1)


VALUE_ROWS_SHOWN = 20
"""Variables whose values differ that ``cross-check --values`` prints (``--json`` gives them all)."""


def _render_cross_check(records: Records) -> None:
    r: dict[str, Any] = dict(records[0])
    console().print(
        f"{r['path']}: HiGHS {r['highs_status']} {fmt(r['highs_objective'])}, "
        f"CBC {r['cbc_status']} {fmt(r['cbc_objective'])} → {r['verdict']}"
    )
    if "values_agree" not in r:
        return
    count = len(r["highs_values"] or r["cbc_values"] or {})
    differences = r["value_differences"]
    state = {True: "agree", False: f"differ on {len(differences)}", None: "not comparable (a solver has none)"}
    console().print(f"values of {count} variable(s): {state[r['values_agree']]}")
    rows = [{"variable": n, "HiGHS": a, "CBC": b} for n, (a, b) in list(differences.items())[:VALUE_ROWS_SHOWN]]
    if rows:
        render_table(rows, ("variable", "HiGHS", "CBC"), title="values that differ")


VALIDATE_CAPTION = (
    "gap % = how far the objective is from the optimum or bound, in the model's sense (positive: worse). "
    "status: 'proven optimum' if the reference model proved optimality, 'vs bound (…)' if only its bound is known, "
    "'vs bound (certified bound NAME)' if no reference gave a value and a bound computed without a solver is used; "
    "'unchecked: …' says why neither is known; "
    "an exact model's own row gives its solver status; 'stopped by the limit' if a limit stopped an algorithm's run "
    "(no objective; the bound it would be compared with is shown). replay = the objective that "
    "the family's own simulator or metric code gives the model's solution. A VIOLATION is a heuristic better than "
    "a proven optimum or a bound, an exact algorithm that misses its twin model's certified optimum, or a solution "
    "whose replay differs from its model's objective."
)
VALIDATE_COLUMNS = ("instance", "method", "objective", "optimum_or_bound", "gap_percent", "replay", "seconds", "status")
"""The columns of ``resched validate``'s rows, in order; ``status`` last (it may be long)."""
VALIDATE_LABELS = {"optimum_or_bound": "optimum or bound", "gap_percent": "gap %"}
VALIDATE_WIDTHS = {"instance": 24, "method": 44, "objective": 12, "optimum_or_bound": 16, "gap_percent": 10}
"""The least width of each column of the streamed table but ``status`` (default 10); a longer
value shifts the rest of its own line only."""


@click.command()
@click.argument("paths", nargs=-1, type=NonEmptyPath(path_type=Path))
@solve_options
@click.option(
    "--algorithm",
    "-a",
    "algorithms",
    multiple=True,
    metavar="SPEC",
    help="Check this algorithm instead of the built-in heuristics, repeatable: a name of the instances' "
    "family, or a trusted package.module:Attribute (a user's algorithm, or a resched.declarations.Heuristic); "
    "only the exact models its references need are run.",
)
@json_option
@click.option(
    "--json-lines",
    "json_lines",
    is_flag=True,
    help="Print each row as one JSON object on its own line as soon as it is done (instead of --json's one "
    "envelope at the end).",
)
def validate(
    paths: tuple[Path, ...],
    models: tuple[str, ...],
    algorithms: tuple[str, ...],
    time_limit: float,
    mip_gap: float | None,
    node_limit: int | None,
    iteration_limit: int | None,
    threads: int | None,
    warm_start: bool,
    as_json: bool,
    json_lines: bool,
) -> None:
    """The heuristic-gap report: every exact model and heuristic that applies to each instance
    under PATHS (default: instances/), or, with --algorithm, that algorithm against the exact
    models it needs. Exit code 1 if a heuristic beats a proven optimum or a bound, or an exact
    algorithm disagrees with its twin model.

    It streams: a progress bar on a terminal, and each row printed as soon as it is done (a
    table line; with --json-lines one JSON object per line; --json prints one envelope at the
    end instead). The limits apply to each model (--time-limit, --node-limit,
    --iteration-limit, --mip-gap: a model stopped by them gives its best bound, which the
    heuristics are then compared with) and to each algorithm run (its own exact sub-solves,
    e.g. DPGoodputSlow-BestCnf's phase MILP per section, share --time-limit and each has the
    node and iteration limits; a run stopped by them is reported 'stopped by the limit')."""
    from resched.library import summarize, validate_paths

    if as_json and json_lines:
        raise ReschedError("--json and --json-lines are exclusive: choose one")
    options = _solve_options(time_limit, mip_gap, threads, warm_start, node_limit, iteration_limit)
    params = {
        "paths": [str(p) for p in paths] or ["instances"],
        **options.to_dict(),
        "models": list(models),
        "algorithms": list(algorithms),
    }
    if as_json:
        sink = None
    elif json_lines:
        sink = _print_json_line
    else:
        _print_validation_line({c: VALIDATE_LABELS.get(c, c) for c in VALIDATE_COLUMNS}, header=True)
        sink = _print_validation_line
    with progress() as bar:
        rows = validate_paths(list(paths) or [Path("instances")], bar, options, models, algorithms, sink)
    summary = summarize(rows)
    if as_json:
        emit(rows, None, True, params)
    elif not json_lines:
        console().print(VALIDATE_CAPTION, markup=False)
    print(f"resched validate: {one_line(summary)}", file=sys.stderr)
    violations = [r["violation"] for r in rows if r["violation"]]
    for violation in violations:
        print(f"resched: VIOLATION: {one_line(str(violation))}", file=sys.stderr)
    if violations:
        sys.exit(1)


def _print_json_line(row: dict[str, object]) -> None:
    """One row as a compact JSON line (non-finite numbers as ``null``), flushed at once."""
    from resched.io.jsonsafe import finite

    print(dumps(finite(row)), flush=True)


def _print_validation_line(row: dict[str, object], header: bool = False) -> None:
    """One line of the streamed validate table (or its header), printed and flushed at once."""
    shown = dict(row)
    if not header:
        if row.get("reference"):
            shown["method"] = f"{row['method']} (vs {row['reference']})"
        if row["violation"]:
            shown["status"] = f"{row['status']} — VIOLATION"
    cells = [
        (str(shown.get(c)) if header else fmt(shown.get(c))).ljust(VALIDATE_WIDTHS.get(c, 10)) for c in VALIDATE_COLUMNS
    ]
    print("  ".join(cells).rstrip(), flush=True)


@click.command("export-library")
@click.option(
    "--instances",
    type=NonEmptyPath(path_type=Path, file_okay=False),
    default=Path("instances"),
    show_default=True,
    help="Folder of instance files.",
)
@output_option("Library folder (default: models).")
@json_option
def export_library(instances: Path, output: Path | None, as_json: bool) -> None:
    """Regenerate the model library: .lp and .mps per (instance, model) and manifest.json."""
    from resched.library import export_library as export_all

    target = output or Path("models")
    with progress() as bar:
        manifest = export_all(instances, target, bar)
    entries = manifest["models"]
    emit(
        entries,
        lambda es: console().print(
            f"wrote {len(es)} models to {shown(target)}/ (all agree: {all(e['agree'] for e in es)})"
        ),
        as_json,
        {"instances": str(instances), "output": str(target)},
    )


def run_options(command: Command) -> Command:
    """``--resume``, ``--scheduler``, ``--workers`` (how sweeps run on Dask)."""
    options = [
        click.option(
            "--resume",
            is_flag=True,
            help="Continue a sweep: run every task without a successful row "
            "(the ones not run yet and the ones that failed).",
        ),
        click.option(
            "--scheduler",
            default=None,
            metavar="ADDRESS",
            help="Address of an existing Dask scheduler, e.g. tcp://10.0.0.1:8786 (default: a local cluster).",
        ),
        click.option(
            "--workers",
            type=click.IntRange(1, 512),
            default=None,
            help="Worker processes of the local cluster (default: one per core).",
        ),
    ]
    for option in reversed(options):
        command = option(command)
    return command


def _dry_run_record(spec: Any) -> dict[str, object]:
    """What ``--dry-run`` reports of a checked sweep: name, family, points, tasks, algorithms."""
    return {
        "sweep": spec.name,
        "family": spec.family,
        "points": len(spec.points),
        "tasks": len(spec.tasks()),
        "algorithms": [a.name for a in spec.algorithms],
    }


def _report_failures(counts: list[dict[str, Any]]) -> None:
    """Print each failure reason of the sweeps and exit 1 if a task failed."""
    for count in counts:
        for failure in count["failures"]:
            print(
                f"resched: {count['sweep']}: {failure['tasks']} task(s) failed: {failure['error']}  "
                f"(one of them: {failure['example']})",
                file=sys.stderr,
            )
    if any(count["failed"] for count in counts):
        print("resched: run again with --resume to retry the failed tasks", file=sys.stderr)
        sys.exit(1)


@click.command()
@click.argument("spec_file", type=NonEmptyPath(path_type=Path))
@output_option("Results folder (results.jsonl is appended to, task by task).", required=True)
@run_options
@click.option(
    "--reuse",
    multiple=True,
    type=NonEmptyPath(path_type=Path),
    metavar="DIR",
    help="Results folder of another sweep, repeatable: the tasks it ran successfully that this "
    "sweep has too (same parameters, seed and algorithm) are copied, not run again.",
)
@click.option(
    "--only",
    multiple=True,
    metavar="KEY=VALUE",
    help="Run only the grid points with this value of a grid key, repeatable (two values of one "
    "key: either; two keys: both), e.g. --only load=2; the tasks are those of the whole sweep, so "
    "the rest can follow later with --resume.",
)
@click.option("--dry-run", is_flag=True, help="Check the specification and count its tasks; run nothing.")
@json_option
def sweep(
    spec_file: Path,
    output: Path,
    resume: bool,
    scheduler: str | None,
    workers: int | None,
    reuse: tuple[Path, ...],
    only: tuple[str, ...],
    dry_run: bool,
    as_json: bool,
) -> None:
    """Run a parameter sweep on Dask. The whole specification is checked before any task
    starts; every finished task is saved at once; exit code 1 if tasks failed (each reason
    is printed; --resume runs them again)."""
    from resched.experiments.spec import load_spec

    spec = load_spec(spec_file)
    if only:
        spec = spec.only(only)
    inputs = {
        "spec_file": str(spec_file),
        "output": str(output),
        "resume": resume,
        "scheduler": scheduler,
        "workers": workers,
        "reuse": [str(folder) for folder in reuse],
        "only": list(only),
    }
    if dry_run:
        emit([_dry_run_record(spec)], None, as_json, inputs)
        return
    from resched.experiments.runner import run_sweep

    with progress() as bar:
        counts = run_sweep(spec, output, resume=resume, scheduler=scheduler, workers=workers, progress=bar, reuse=reuse)
    record = {"sweep": spec.name, "output": str(output), **counts}
    emit([record], _render_sweeps, as_json, inputs)
    _report_failures([record])


def _render_sweeps(records: list[dict[str, Any]]) -> None:
    for r in records:
        if "sweep" in r:
            console().print(
                f"{r['sweep']}: {r['run']} tasks run, {r['skipped']} already done, "
                + (f"{r['reused']} reused, " if r.get("reused") else "")
                + f"{r['failed']} failed → {r['output']}",
                markup=False,
            )
        else:
            console().print(f"table {printable(str(r['table']))}", markup=False)
        for file in r.get("files", []):
            console().print(f"  {printable(str(file))}", markup=False)


@click.command()
@click.argument("directory", type=NonEmptyPath(path_type=Path))
@json_option
def plot(directory: Path, as_json: bool) -> None:
    """Draw a sweep's figures (PNG and PDF) and summary tables from its results folder."""
    from resched.experiments.store import ResultStore
    from resched.plot import plot_sweep

    paths = [str(p) for p in plot_sweep(directory)]
    damaged = ResultStore(directory)
    damaged.rows()
    if damaged.damaged:
        print(
            f"resched: skipped {len(damaged.damaged)} damaged line(s) of {damaged.path} "
            f"(first: line {damaged.damaged[0]})",
            file=sys.stderr,
        )
    emit(
        [{"file": p} for p in paths],
        lambda rs: console().print("\n".join(str(r["file"]) for r in rs)),
        as_json,
        {"directory": str(directory)},
    )


@click.command()
@click.argument("results", nargs=-1, required=True, type=NonEmptyPath(path_type=Path))
@click.option("-a", "--algorithm", required=True, help="Algorithm A of the difference A − B (its name in the rows).")
@click.option("-b", "--baseline", required=True, help="Algorithm B of the difference A − B.")
@click.option("-m", "--metric", "metrics", multiple=True, required=True, help="Metric of the rows, repeatable.")
@click.option("--by", multiple=True, metavar="FIELD", help="Group by this row field, repeatable (default: one group).")
@output_option("Also write the JSON envelope to this file.")
@json_option
def compare(
    results: tuple[Path, ...],
    algorithm: str,
    baseline: str,
    metrics: tuple[str, ...],
    by: tuple[str, ...],
    output: Path | None,
    as_json: bool,
) -> None:
    """Paired comparison of two algorithms over the sweeps in RESULTS: per group of --by and
    metric, the mean of metric(A) − metric(B) over the runs both have (same grid point, same
    seed: the same instance) with its 95 % Student-t interval, and the verdict it supports
    (higher, lower, or no difference if the interval contains 0)."""
    from resched.experiments.stats import paired_differences

    rows = [row for row in sweep_rows(results) if "error" not in row]
    _check_fields(rows, algorithm, baseline, metrics, by)
    records = paired_differences(rows, algorithm, baseline, metrics, by)
    if not any(r["runs"] for r in records):
        raise ReschedError(f"no run has both {algorithm} and {baseline} (same grid point and seed)")
    inputs = {"results": [str(d) for d in results], "algorithm": algorithm, "baseline": baseline, "by": list(by)}
    emit(records, lambda rs: _render_comparison(rs, algorithm, baseline, by), as_json, inputs, output)


def _check_fields(
    rows: list[dict[str, object]], algorithm: str, baseline: str, metrics: tuple[str, ...], by: tuple[str, ...]
) -> None:
    names = sorted({str(row.get("algorithm")) for row in rows})
    for name in (algorithm, baseline):
        if name not in names:
            raise ReschedError(f"no row of algorithm {name!r} (the rows have: {', '.join(names)})")
    numeric = sorted({k for row in rows for k, v in row.items() if isinstance(v, (int, float)) and k != "seed"})
    for metric in metrics:
        if metric not in numeric:
            raise ReschedError(f"unknown metric {metric!r} (numeric fields: {', '.join(numeric)})")
    fields = sorted({k for row in rows for k in row})
    for field in by:
        if field not in fields:
            raise ReschedError(f"unknown field {field!r} for --by (the rows have: {', '.join(fields)})")


def _render_comparison(records: Records, algorithm: str, baseline: str, by: tuple[str, ...]) -> None:
    shown = [{**r, "difference": f"{r['mean']:+.4g} [{r['low']:+.4g}, {r['high']:+.4g}]"} for r in records]
    render_table(
        shown,
        (*by, "metric", "runs", "difference", "verdict"),
        title=f"{algorithm} − {baseline}, paired (same grid point and seed): mean [95 % interval]",
    )


@click.command()
@click.argument("family_name", metavar="FAMILY")
@click.option(
    "--size",
    type=click.Choice(["smoke", "full"]),
    default="smoke",
    show_default=True,
    help="smoke: the reduced sweeps (minutes); full: the paper's setting (hours).",
)
@run_options
@output_option(
    "Trial folder: results in DIR/<sweep>/, figures and tables in DIR/figures/ "
    "(default: results/FAMILY/<sweep>/ and docs/figures/FAMILY/)."
)
@click.option(
    "--sweeps",
    "sweeps_dir",
    type=NonEmptyPath(path_type=Path, file_okay=False),
    default=Path("sweeps"),
    show_default=True,
    help="Folder of the reproduction sweeps, one subfolder per family.",
)
@click.option(
    "--sweep",
    "only",
    multiple=True,
    metavar="NAME",
    help="Only this sweep (its file name without -SIZE.toml, e.g. fig17-dpbic-variants), repeatable; "
    "pooled tables are written only if all their sweeps are chosen.",
)
@click.option("--dry-run", is_flag=True, help="Check every sweep and count its tasks; run nothing.")
@click.option(
    "--claims",
    is_flag=True,
    help="Run nothing: judge every claim of SWEEPS/FAMILY/claims.toml from the stored CSVs of "
    "docs/figures/FAMILY/, print the verdicts and write claims.csv there (with -o DIR: into DIR/figures/).",
)
@json_option
def reproduce(
    family_name: str,
    size: str,
    resume: bool,
    scheduler: str | None,
    workers: int | None,
    output: Path | None,
    sweeps_dir: Path,
    only: tuple[str, ...],
    dry_run: bool,
    claims: bool,
    as_json: bool,
) -> None:
    """Run FAMILY's reproduction sweeps (SWEEPS/FAMILY/*-SIZE.toml) on Dask, resumable, then
    draw their figures and write the files its docs page shows (SWEEPS/FAMILY/reproduce.toml)
    and its pooled tables into the figures folder. Exit code 1 if tasks failed: nothing is
    drawn then (each reason is printed; --resume runs them again)."""
    from resched.experiments import reproduce as rebuild

    if claims:
        _judge_claims(family_name, sweeps_dir, output, as_json)
        return
    plan = rebuild.plan(family_name, size, output, sweeps_dir, only)
    inputs = {
        "family": plan.family,
        "size": size,
        "output": None if output is None else str(output),
        "figures": str(plan.figures),
        "sweeps": str(sweeps_dir),
        "only": list(only),
        "resume": resume,
        "scheduler": scheduler,
        "workers": workers,
    }
    if dry_run:
        records = [_dry_run_record(s.spec) | {"spec_file": str(s.path), "output": str(s.results)} for s in plan.sweeps]
        emit(records, _render_reproduce_plan, as_json, inputs)
        return
    with progress() as bar:
        counts = rebuild.run_sweeps(plan, resume=resume, scheduler=scheduler, workers=workers, progress=bar)
    written = {} if any(c["failed"] for c in counts) else rebuild.write_outputs(plan)
    records = [c | {"files": [str(p) for p in written.get(c["sweep"], [])]} for c in counts]
    records += [
        {"table": name, "files": [str(p) for p in paths]}
        for name, paths in written.items()
        if name not in {c["sweep"] for c in counts}
    ]
    emit(records, _render_sweeps, as_json, inputs)
    _report_failures(counts)


def _judge_claims(family_name: str, sweeps_dir: Path, output: Path | None, as_json: bool) -> None:
    """``resched reproduce FAMILY --claims``: the verdicts, printed and written to claims.csv."""
    from resched.experiments import claims
    from resched.experiments.doctables import refresh
    from resched.experiments.reproduce import FIGURES
    from resched.registry import family

    verdicts = claims.evaluate(family_name, sweeps_dir)
    name = family(family_name).name
    folder = FIGURES / name if output is None else output / "figures"
    path = claims.write(verdicts, folder)
    if output is None:
        for page in sorted(FIGURES.parent.glob("*.md")):
            refresh(page, {path})
    tally = claims.counts(verdicts)
    emit(
        [v.record() for v in verdicts],
        lambda records: render_table(
            records,
            ("id", "figure", "verdict", "measured", "runs", "note"),
            title=f"Claims of {family_name} ({path})",
            caption=", ".join(f"{n} {v}" for v, n in tally.items()),
        ),
        as_json,
        {"family": family_name, "claims": str(path), "counts": tally},
    )


def _render_reproduce_plan(records: list[dict[str, Any]]) -> None:
    render_table(
        records,
        ("sweep", "spec_file", "points", "tasks", "output"),
        caption=f"{len(records)} sweeps, {sum(r['tasks'] for r in records)} tasks in all",
    )


COMMANDS = [solve, export, cross_check, validate, export_library, sweep, plot, compare, reproduce]
