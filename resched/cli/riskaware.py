"""``resched riskaware …``: variable capacity without checkpoints (risk-aware online scheduling).

``simulate`` is the family's run verb (the same task as a sweep row): an online algorithm on
a job trace with a seeded capacity walk, or on an INSTANCE file. ``adversary`` plays the
zero-goodput theorem against each algorithm; ``generate`` writes a small random instance for
the offline MILP. Every option is a field of
:class:`~resched.riskaware.params.RiskAwareParams` (``resched riskaware params`` lists them).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from resched.cli.family import run_command
from resched.cli.options import (
    NonEmptyPath,
    algorithm_option,
    deprecated_option,
    given_params,
    json_option,
    output_option,
    params_options,
    seed_option,
)
from resched.cli.output import console, emit, fmt, render_records, render_table, shown, sweep_rows, write_text
from resched.riskaware.family import ALGORITHMS, FAMILY
from resched.riskaware.params import ADVERSARY_ONLY, ALGORITHM_NAMES, GENERATE_ONLY, POLICY_FIELDS, RiskAwareParams


def _render_simulation(records: list[dict[str, object]]) -> None:
    first = records[0]
    console().print(
        f"{shown(first['instance'])}: {first['jobs']} jobs ({first['dropped_jobs']} dropped, "
        f"{first['skipped_jobs']} skipped), window {fmt(first['window_days'])} days; GOODPUT(T) and "
        "utilization are fractions, aborted volume in core-hours, aborted time in hours"
    )
    records_shown = [
        {k: v for k, v in r.items() if k not in ("instance", "jobs", "dropped_jobs", "skipped_jobs", "window_days")}
        for r in records
    ]
    render_records(records_shown, key="algorithm")


SIMULATE_FIELDS = tuple(n for n in RiskAwareParams.names() if n not in (*GENERATE_ONLY, *ADVERSARY_ONLY))


simulate = run_command(
    FAMILY,
    _render_simulation,
    exclude=(*GENERATE_ONLY, *ADVERSARY_ONLY),
    swf="resched.riskaware.instance:swf_jobs",
    doc=(
        "Run online algorithms on a job trace with a seeded random capacity walk (or on INSTANCE) and print GOODPUT(T), "
        "utilization, max and mean stretch, aborted volume (core-hours) and time (hours) at the end of the trace window "
        "T. The trace format is detected from its content: the authors' job trace ('id release length cores "
        "release|running', the Borg-derived traces) or SWF; --capacity-file takes a JSON profile or the authors' variation "
        "trace. --window says how jobs running at the window start and the stretch are counted. The walk is seeded by "
        "--walk-seed, else by --seed. The same task as a sweep row; give several -a to compare, e.g. "
        "-a FirstFit -a TargetASAP (FirstFit is the slides' baseline with backfilling, FirstFitBlocking the one without). "
        "--swf-out writes the jobs of each run as an SWF trace."
    ),
)
simulate.params += [
    deprecated_option(RiskAwareParams, "--nc", "cores"),
    deprecated_option(RiskAwareParams, "--capacity", "capacity_file"),
    deprecated_option(RiskAwareParams, "--random-phases", "phases", "random", flag=True, new="--phases random"),
]


@click.command()
@algorithm_option(ALGORITHMS.usages(), tuple(ALGORITHM_NAMES))  # the compiled algorithms by default
@params_options(RiskAwareParams, include=(*ADVERSARY_ONLY, *POLICY_FIELDS))
@json_option
def adversary(algorithms: tuple[str, ...], as_json: bool) -> None:
    """The zero-goodput theorem: each algorithm's GOODPUT(K) on the adversary built against it
    (one unicore machine, T = K = --first-job-length), next to the offline optimum of that
    instance (1, or (K−2)/(K−1))."""
    from resched.riskaware.algorithms import Policy
    from resched.riskaware.experiment.adversary import play_adversary

    params = RiskAwareParams.from_mapping(given_params()).resolve()
    rows = [
        play_adversary(Policy.of(a.name, params), params.first_job_length) for a in ALGORITHMS.resolve_all(algorithms)
    ]
    inputs = {name: getattr(params, name) for name in (*ADVERSARY_ONLY, *POLICY_FIELDS)}
    emit(rows, lambda rs: render_records(rs, key="algorithm"), as_json, inputs)


adversary.params.append(deprecated_option(RiskAwareParams, "-k", "first_job_length"))


@click.command()
@output_option("Instance file to write (JSON).", required=True)
@params_options(RiskAwareParams, include=("machines", "cores", "jobs", "horizon"))
@seed_option
@json_option
def generate(output: Any, seed: int, as_json: bool) -> None:
    """Write a small random instance for the offline MILP (resched solve / export / validate):
    M⁺ = --machines machines of --cores cores, one of them never off, M_alive uniform in
    [1, M⁺] on random segments; --jobs jobs with releases in [0, T), 1 to n_c cores and 1 to
    T/2 + 1 ticks; T = --horizon ticks."""
    from resched.io.jsonsafe import dumps
    from resched.riskaware.generate import random_tiny

    params = RiskAwareParams.from_mapping(given_params())
    inst = random_tiny(seed, machines=params.machines, cores=params.cores, n_jobs=params.jobs, horizon=params.horizon)
    write_text(output, dumps(inst.to_dict(), indent=1) + "\n")
    inputs = {
        "seed": seed,
        "output": str(output),
        **{n: getattr(params, n) for n in ("machines", "cores", "jobs", "horizon")},
    }
    emit(
        [{"file": str(output), "instance": inst.name, "jobs": len(inst.jobs), "horizon": inst.horizon}],
        lambda rs: console().print(
            f"wrote {shown(rs[0]['file'])} ({rs[0]['jobs']} jobs, T = {rs[0]['horizon']} ticks)"
        ),
        as_json,
        inputs,
    )


@click.command()
@click.argument("results", nargs=-1, required=True, type=NonEmptyPath(path_type=Path))
@click.option(
    "--by", required=True, metavar="PARAMETER", help="The grid parameter whose effect is measured, e.g. period."
)
@click.option("--log2", is_flag=True, help="Fit on log2 of the parameter: the effect is per doubling.")
@output_option("Also write the JSON envelope to this file.")
@json_option
def trend(results: tuple[Path, ...], by: str, log2: bool, output: Path | None, as_json: bool) -> None:
    """The effect of a swept parameter on every metric with the capacity walk held fixed: per
    algorithm, the least-squares fit metric = b0 + b_m·(walk's mean machines alive) +
    b_x·PARAMETER over the runs of the sweeps in RESULTS, each coefficient with its 95 %
    interval. A trend read off the per-point means mixes the parameter's effect with the
    walks' capacity (a few walks per point); b_x is the parameter's."""
    from resched.riskaware.experiment.figures import capacity_adjusted

    records = capacity_adjusted(sweep_rows(results), by, log2=log2)
    inputs = {"results": [str(d) for d in results], "by": by, "log2": log2}
    emit(records, lambda rs: _render_trend(rs, by, log2), as_json, inputs, output)


def _render_trend(records: list[dict[str, Any]], by: str, log2: bool) -> None:
    def interval(values: list[float]) -> str:
        return f"{fmt(values[0])} [{fmt(values[1])}, {fmt(values[2])}]"

    shown = [{**r, "per_machine": interval(r["per_machine"]), "per_unit": interval(r["per_unit"])} for r in records]
    unit = f"per doubling of {by}" if log2 else f"per unit of {by}"
    render_table(
        shown,
        ("algorithm", "metric", "runs", "per_machine", "per_unit"),
        title="Effect on each metric, capacity held fixed: coefficient [95 % interval]",
        labels={"per_machine": "per machine alive", "per_unit": unit},
    )


COMMANDS = [simulate, adversary, generate, trend]
