"""``resched moldable …``: moldable jobs with silent errors (Benoit et al., RR-9340).

``run`` is the family's run verb: ``--sets 1`` (the default) is exactly one sweep task, so the
``rerun`` command of a sweep row gives its metrics again; ``--sets 30`` is a Table 1 cell
(job sets of seeds seed … seed+29). ``simulate`` runs the algorithms on an instance file's
failure scenario; ``table1`` pools sweeps as the paper's Table 1.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from resched.cli.options import (
    NonEmptyPath,
    algorithm_option,
    given_params,
    instance_argument,
    json_option,
    output_option,
    params_options,
    seed_option,
)
from resched.cli.output import console, emit, fmt, progress, render_table, sweep_rows
from resched.errors import printable
from resched.moldable.family import ALGORITHMS, FAMILY
from resched.moldable.params import MAX_SETS, MoldableParams

if TYPE_CHECKING:
    import numpy as np

    from resched.algorithms import Algorithm
    from resched.moldable.instance.jobs import JobSet

_CPU = {"cpu_seconds": "cpu s"}


@click.command("run")
@algorithm_option(ALGORITHMS.usages(), FAMILY.default_algorithms)
@params_options(MoldableParams)
@click.option(
    "--sets",
    type=click.IntRange(1, MAX_SETS),
    default=1,
    show_default=True,
    help="Job sets, drawn with seeds seed, seed+1, …; 1 = one sweep task (a sweep row's rerun), "
    "30 = a Table 1 cell of the paper.",
)
@seed_option
@output_option("Also write the JSON envelope to this file.")
@json_option
def run(algorithms: tuple[str, ...], sets: int, seed: int, output: Path | None, as_json: bool) -> None:
    """Expected and maximum makespan / L' of each algorithm over job sets × failure scenarios
    (§5.1): a Table 1 cell with --sets 30, one sweep task with --sets 1. Every algorithm and
    every priority, epsilon and allotment sees the same job sets and scenarios."""
    from resched.moldable.experiment import evaluate

    params = MoldableParams.from_mapping(given_params()).resolve()
    chosen = ALGORITHMS.resolve_all(algorithms)
    with progress() as bar:
        task = bar.add_task(f"{params.speedup_model}: job sets", total=sets)
        results = evaluate(params, sets, seed, chosen, on_set=lambda: bar.advance(task))
    provenance = {a.name: a.provenance() for a in chosen}
    records = [{"algorithm": name, **provenance[name], **metrics} for name, metrics in results.items()]
    inputs = {**params.to_dict(), "sets": sets, "seed": seed}
    emit(records, lambda rs: _render_run(rs, params, sets, seed), as_json, inputs, output)


def _render_run(records: list[dict[str, Any]], params: MoldableParams, sets: int, seed: int) -> None:
    jobs = (
        f"{params.speedup_model}, P = {params.processors}, n = {params.jobs}"
        if params.job_file is None
        else f"{params.job_file}, P = {params.processors}"
    )
    scenarios = (
        f"{params.scenarios} scenarios (λ = {params.error_rate:g})"
        if params.failure_file is None
        else f"the scenarios of {params.failure_file}"
    )
    title = f"{jobs}, {params.priority}: {sets} set(s) (seeds {seed}…{seed + sets - 1}) × {scenarios}"
    render_table(records, ("algorithm", "expected", "maximum", "cpu_seconds"), title=title, labels=_CPU)
    console().print(
        "makespan / L': expected = mean over sets of the mean over scenarios; maximum over every (set, scenario)",
        markup=False,
    )


@click.command()
@instance_argument()
@algorithm_option(ALGORITHMS.usages(), FAMILY.default_algorithms)
@params_options(MoldableParams, include=("processors", "failure_file", "priority", "epsilon", "allotment"))
@output_option("Also write the JSON envelope to this file.")
@json_option
def simulate(instance: Path, algorithms: tuple[str, ...], output: Path | None, as_json: bool) -> None:
    """Makespan of each algorithm on INSTANCE, a moldable JSON instance or the authors' job file
    (detected from the content; a job file needs --processors), under the instance's failure
    scenario f (none for a job file), with the lower bounds L' (§5.1) and LB_LP (§4.3) and the
    ratio makespan / L'; with --failure-file, under each scenario of the file: the expected and
    maximum ratio, as ``run``."""
    from resched.moldable.algorithms import makespans
    from resched.moldable.experiment import build
    from resched.moldable.instance import read_failures, read_instance
    from resched.moldable.metrics import lp_bound, normalising_bound

    given = given_params()
    P = MoldableParams.from_mapping({"processors": given["processors"]}).processors if "processors" in given else None
    inst = read_instance(instance, P)
    jobs = inst.jobset
    params = MoldableParams.from_mapping({**given, "processors": inst.P, "jobs": jobs.n}).resolve()
    chosen = ALGORITHMS.resolve_all(algorithms)
    inputs = {
        "instance": str(instance),
        "name": inst.name,
        "processors": inst.P,
        "jobs": jobs.n,
        **{k: getattr(params, k) for k in ("priority", "epsilon", "allotment")},
    }
    if params.failure_file is not None:
        failures = read_failures(params.failure_file, jobs.n)
        bounds = normalising_bound(jobs, failures)
        records = [_scenario_record(a, jobs, failures, bounds, params) for a in chosen]
        inputs |= {"failure_file": params.failure_file, "scenarios": len(failures)}
        emit(records, lambda rs: _render_scenarios(rs, inputs), as_json, inputs, output)
        return
    f = inst.scenario
    bound = float(normalising_bound(jobs, f)[0])
    lb_lp = lp_bound(jobs, f + 1)
    records = []
    for algorithm in chosen:
        span = float(
            makespans(build(algorithm), jobs, f[None, :], params.priority, params.epsilon, params.allotment)[0]
        )
        records.append(
            {"algorithm": algorithm.name, "makespan": span, "ratio": span / bound, "L_prime": bound, "LB_LP": lb_lp}
        )
    inputs["failures"] = f.tolist()
    emit(records, lambda rs: _render_simulate(rs, inputs), as_json, inputs, output)


def _scenario_record(
    algorithm: Algorithm, jobs: JobSet, failures: np.ndarray, bound: np.ndarray, params: MoldableParams
) -> dict[str, object]:
    """``run``'s metrics of one algorithm over the scenarios (expected and maximum makespan / L',
    every ratio, CPU seconds) and every makespan."""
    import time

    from resched.moldable.algorithms import makespans
    from resched.moldable.experiment import build
    from resched.moldable.metrics import metrics

    start = time.process_time()
    spans = makespans(build(algorithm), jobs, failures, params.priority, params.epsilon, params.allotment)
    return {
        "algorithm": algorithm.name,
        **metrics([spans / bound], time.process_time() - start).to_dict(),
        "makespans": spans.tolist(),
    }


def _render_simulate(records: list[dict[str, object]], inputs: dict[str, object]) -> None:
    first = records[0]
    console().print(
        f"{printable(str(inputs['name']))}: P = {inputs['processors']}, n = {inputs['jobs']}, "
        f"f = {fmt(inputs['failures'])}; L' = {fmt(first['L_prime'])}, LB_LP = {fmt(first['LB_LP'])}",
        markup=False,
    )
    render_table(
        records,
        ("algorithm", "makespan", "ratio"),
        labels={"ratio": "makespan / L'"},
        title=f"{inputs['priority']} priority",
    )


def _render_scenarios(records: list[dict[str, object]], inputs: dict[str, object]) -> None:
    render_table(
        records,
        ("algorithm", "expected", "maximum"),
        title=f"{inputs['name']}: P = {inputs['processors']}, n = {inputs['jobs']}, {inputs['scenarios']} "
        f"scenarios of {inputs['failure_file']}, {inputs['priority']} priority",
    )
    console().print("makespan / L': expected = mean over the scenarios; maximum over them", markup=False)


@click.command()
@click.argument("results", nargs=-1, required=True, type=NonEmptyPath(path_type=Path))
@output_option("Also write the JSON envelope to this file.")
@json_option
def table1(results: tuple[Path, ...], output: Path | None, as_json: bool) -> None:
    """Table 1 over the sweeps in RESULTS (folders written by resched sweep -o), "the entire set
    of experiments": per algorithm and speedup model, the expected ratio (mean over every grid
    point and job set) and the maximum, LPT runs of BATCH-LIST's default allotment only, with
    the paper's value in parentheses."""
    from resched.errors import ReschedError
    from resched.moldable.experiment import table1 as build

    rows = sweep_rows(results)
    table = build(rows)
    if not table:
        raise ReschedError(f"no LPT moldable results in {', '.join(map(str, results))}")
    emit(table, _render_table1, as_json, {"results": [str(d) for d in results]}, output)


def _render_table1(table: list[dict[str, Any]]) -> None:
    models = list(dict.fromkeys(row["speedup_model"] for row in table))
    cells = {(row["algorithm"], row["speedup_model"]): row for row in table}
    sizes = sorted({(row["points"], row["sets"]) for row in table})
    shown = []
    for algorithm in dict.fromkeys(row["algorithm"] for row in table):
        for metric in ("expected", "maximum"):
            shown.append(
                {
                    "algorithm": algorithm,
                    "metric": metric,
                    **{
                        m: "-"
                        if (algorithm, m) not in cells
                        else f"{cells[algorithm, m][metric]:.3f} ({fmt(cells[algorithm, m]['paper_' + metric])})"
                        for m in models
                    },
                }
            )
    render_table(
        shown,
        ("algorithm", "metric", *models),
        title=f"Table 1: ours (paper); (grid points, job sets) per cell: {sizes}",
    )


COMMANDS = [run, simulate, table1]
