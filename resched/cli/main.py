"""``resched`` commands. Exit code 0 on success, 2 with a one-line message on bad input."""

from __future__ import annotations

import json
import sys
from importlib import import_module
from pathlib import Path
from typing import Any, Optional

import click
import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

import resched
from resched.errors import ReschedError
from resched.export import cross_check as cross_check_file
from resched.export import export as export_model
from resched.library import export_library, validate_paths
from resched.registry import exact_model, exact_models, load_instance

app = typer.Typer(add_completion=False, no_args_is_help=True, help=__doc__)
generate_app = typer.Typer(no_args_is_help=True, help="Generate random instances.")
app.add_typer(generate_app, name="generate")
simulate_app = typer.Typer(no_args_is_help=True, help="Run the papers' algorithms in the simulators.")
app.add_typer(simulate_app, name="simulate")
FAMILY_COMMANDS = ("batch", "riskaware", "moldable", "iterative", "reservation")
"""Families with their own command group ``resched <family> …`` (module ``resched.cli.<family>``, its ``app``)."""
for _family in FAMILY_COMMANDS:
    app.add_typer(import_module(f"resched.cli.{_family}").app, name=_family)
console = Console()
JSON_OPTION = typer.Option(False, "--json", help="Print machine-readable JSON.")


def _emit(payload: Any, as_json: bool, render) -> None:
    if as_json:
        print(json.dumps(payload, indent=1, default=str))
    else:
        render(payload)


def _progress() -> Progress:
    return Progress(
        TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
        console=Console(stderr=True), transient=True,
    )


def _version(value: bool) -> None:
    if value:
        print(f"resched {resched.__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(False, "--version", callback=_version, is_eager=True, help="Show the version."),
) -> None:
    """resched: resilient and variable-capacity HPC job scheduling."""


@app.command()
def solve(
    instance: Path = typer.Argument(..., help="Instance JSON file."),
    model: Optional[str] = typer.Option(None, "--model", "-m", help="Exact model (default: all that apply)."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Solve an instance with its exact models and print status, objective and certificate."""
    inst = load_instance(instance)
    models = [exact_model(inst, model)] if model else exact_models(inst)
    reports = []
    with Console(stderr=True).status("") as status:
        for m in models:
            status.update(f"solving {inst.name} with {m.name}…")
            reports.append({"instance": inst.name, "model": m.name, **m.solve(inst).summary()})
    _emit(reports, as_json, _render_reports)


def _render_reports(reports: list[dict]) -> None:
    for report in reports:
        table = Table(title=f"{report['instance']} — {report['model']}", show_header=False)
        for key, value in report.items():
            if key not in ("instance", "model"):
                table.add_row(key, json.dumps(value, default=str) if isinstance(value, dict) else str(value))
        console.print(table)


@app.command()
def export(
    instance: Path = typer.Argument(..., help="Instance JSON file."),
    output: Path = typer.Option(..., "--output", "-o", help="Target file, .lp or .mps."),
    model: Optional[str] = typer.Option(None, "--model", "-m", help="Exact model (default: the first that applies)."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Write an exact model of an instance to .lp or .mps (HiGHS and CBC both read it)."""
    inst = load_instance(instance)
    chosen = exact_model(inst, model) if model else exact_models(inst)[0]
    path = export_model(chosen.build(inst), output)
    _emit({"instance": inst.name, "model": chosen.name, "file": str(path)}, as_json,
          lambda p: console.print(f"wrote {p['file']} ({p['model']} of {p['instance']})"))


@app.command("cross-check")
def cross_check(
    model_file: Path = typer.Argument(..., help="A .lp or .mps file."),
    time_limit: Optional[float] = typer.Option(None, help="Seconds per solver."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Solve a model file with HiGHS and with CBC and compare the objectives."""
    check = cross_check_file(model_file, time_limit=time_limit)
    _emit(check.to_dict(), as_json, lambda c: console.print(
        f"{c['path']}: HiGHS {c['highs_status']} {c['highs_objective']}, "
        f"CBC {c['cbc_status']} {c['cbc_objective']} → {'agree' if c['agree'] else 'DISAGREE'}"))
    if not check.agree:
        raise typer.Exit(1)


@app.command()
def validate(
    paths: Optional[list[Path]] = typer.Argument(None, help="Instance files or directories (default: instances/)."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Run every exact model and heuristic that applies to each instance and report the heuristics'
    gaps to the optimum (or best bound). Exit code 1 if a heuristic beats a proven optimum or a
    bound, or an exact algorithm disagrees with its twin model."""
    with _progress() as progress:
        rows = validate_paths(paths or [Path("instances")], progress)
    _emit(rows, as_json, _render_rows)
    violations = [r["violation"] for r in rows if r["violation"]]
    for violation in violations:
        print(f"resched: VIOLATION: {violation}", file=sys.stderr)
    if violations:
        raise typer.Exit(1)


def _render_rows(rows: list[dict]) -> None:
    table = Table(title="resched validate")
    for column in ("instance", "method", "objective", "optimum or bound", "gap %", "status", "seconds"):
        table.add_column(column)
    for r in rows:
        method = r["method"] if r["reference"] is None else f"{r['method']} (vs {r['reference']})"
        status = r["status"] if not r["violation"] else f"[red]{r['status']} — VIOLATION[/red]"
        table.add_row(r["instance"], method, _fmt(r["objective"]), _fmt(r["optimum_or_bound"]),
                      _fmt(r["gap_percent"]), status, _fmt(r["seconds"]))
    console.print(table)


def _fmt(value: Any) -> str:
    return "-" if value is None else f"{value:.6g}" if isinstance(value, float) else str(value)


@app.command("export-library")
def export_library_command(
    instances: Path = typer.Option(Path("instances"), help="Directory of instance files."),
    output: Path = typer.Option(Path("models"), "--output", "-o", help="Library directory."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Regenerate the model library: .lp and .mps per (instance, model) and manifest.json."""
    with _progress() as progress:
        manifest = export_library(instances, output, progress)
    _emit(manifest, as_json, lambda m: console.print(
        f"wrote {len(m['models'])} models to {output}/ (all agree: "
        f"{all(e['agree'] for e in m['models'])})"))


@generate_app.command("varcap")
def generate_varcap(
    output: Path = typer.Option(..., "--output", "-o", help="Instance file to write."),
    seed: int = typer.Option(..., help="Random seed."),
    trace: Optional[Path] = typer.Option(None, help="SWF trace to draw job sizes/lengths from."),
    sections: int = typer.Option(400, help="Number of sections n."),
    p_max: int = typer.Option(400, "--p-max", help="P_max."),
    p_min: Optional[int] = typer.Option(None, "--p-min", help="P_min (default 0.2·P_max)."),
    delta: Optional[int] = typer.Option(None, help="δ (default 0.1·P_max)."),
    avg_t: float = typer.Option(100.0, "--avg-t", help="Average section length."),
    load: float = typer.Option(2.0, help="Σ p_j / P_max."),
    jobs: Optional[int] = typer.Option(None, help="Number of jobs (overrides --load)."),
    finite: bool = typer.Option(False, help="Finite jobs with releases and lengths."),
    profile: Optional[Path] = typer.Option(None, help='Capacity profile JSON {"T": [...], "P": [...]}.'),
    releases: str = typer.Option("uniform", help="Finite-job releases: uniform, accumulation, fifo or smallest "
                                 "(App. E.5.2; the last three ignore --jobs)."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Generate a variable-capacity instance (§6.1 parameters)."""
    from resched.varcap.generate import Workload, load_profile, random_instance

    workload = Workload.from_swf(trace) if trace else Workload.synthetic(seed)
    inst = random_instance(seed, workload, n_sections=sections, P_max=p_max, P_min=p_min, delta=delta,
                           avg_T=avg_t, load=load, n_jobs=jobs, finite=finite, name=output.stem,
                           profile=load_profile(profile) if profile else None, releases=releases)
    inst.save(output)
    _emit({"file": str(output), "jobs": len(inst.jobs), "sections": inst.n_sections}, as_json,
          lambda d: console.print(f"wrote {d['file']}: {d['jobs']} jobs, {d['sections']} sections"))


@simulate_app.command("varcap")
def simulate_varcap(
    algorithm: str = typer.Option(..., "--algorithm", "-a", help="Paper name, e.g. DPBiC(15), GreedyGoodput."),
    instance: Optional[Path] = typer.Option(None, help="Instance file (instead of a preset)."),
    preset: str = typer.Option("light", help="light (P_max 100) or default (P_max 400)."),
    trace: Optional[Path] = typer.Option(None, help="SWF trace for job sizes (default: synthetic)."),
    seed: int = typer.Option(0, help="Random seed of the preset instance."),
    finite: bool = typer.Option(False, help="Finite jobs (§5)."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Simulate a variable-capacity algorithm section by section and print its metrics."""
    from resched.varcap.algorithms import algorithm as named_algorithm
    from resched.varcap.generate import PRESETS, Workload, random_instance
    from resched.varcap.metrics import evaluate
    from resched.varcap.simulate import simulate

    chosen = named_algorithm(algorithm)
    if instance is not None:
        inst = load_instance(instance)
    elif preset in PRESETS:
        workload = Workload.from_swf(trace) if trace else Workload.synthetic(seed)
        inst = random_instance(seed, workload, P_max=PRESETS[preset], finite=finite)
    else:
        raise ReschedError(f"unknown preset {preset!r} (known: {', '.join(PRESETS)})")
    with Console(stderr=True).status(f"simulating {chosen.name} on {inst.name}…"):
        result = simulate(inst, chosen)
    report = {"instance": inst.name, "algorithm": chosen.name, **evaluate(inst, result).to_dict()}
    _emit(report, as_json, lambda r: console.print(
        "\n".join(f"{k:>20s}  {_fmt(v)}" for k, v in r.items())))


@app.command()
def sweep(
    spec_file: Path = typer.Argument(..., help="Sweep specification (TOML)."),
    out: Path = typer.Option(..., "--out", "-o", help="Results directory."),
    resume: bool = typer.Option(False, help="Skip the tasks already in the results store."),
    scheduler: Optional[str] = typer.Option(None, help="Address of an existing Dask scheduler."),
    workers: Optional[int] = typer.Option(None, help="LocalCluster worker processes (default: one per core)."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Run a parameter sweep on Dask; every finished task is saved at once (resumable)."""
    from resched.experiments.runner import run_sweep
    from resched.experiments.spec import load_spec

    spec = load_spec(spec_file)
    with _progress() as progress:
        counts = run_sweep(spec, out, resume=resume, scheduler=scheduler, workers=workers, progress=progress)
    _emit({"sweep": spec.name, "out": str(out), **counts}, as_json, lambda c: console.print(
        f"{c['sweep']}: {c['run']} tasks run, {c['skipped']} already done, {c['failed']} failed → {c['out']}"))


@app.command()
def plot(
    directory: Path = typer.Argument(..., help="Results directory of a sweep."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Draw a sweep's figures (PNG and PDF) from its results store."""
    from resched.plot import plot_sweep

    paths = [str(p) for p in plot_sweep(directory)]
    _emit({"figures": paths}, as_json, lambda d: console.print("\n".join(d["figures"])))


def main() -> None:
    """Entry point: user errors become one line on stderr and exit code 2."""
    try:
        app(standalone_mode=False)
    except ReschedError as error:
        print(f"resched: error: {error}", file=sys.stderr)
        sys.exit(2)
    except click.exceptions.Exit as done:
        sys.exit(done.exit_code)
    except click.ClickException as error:
        error.show()
        sys.exit(2)
    except click.exceptions.Abort:
        print("resched: aborted", file=sys.stderr)
        sys.exit(130)
