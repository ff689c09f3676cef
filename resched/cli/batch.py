"""``resched batch …``: batch scheduling with node failures and node stealing (thesis ch. 4).

``simulate`` is the family's run verb (the same task as a sweep row) with the metrics,
the platform-time decomposition and the flows per size bin printed; ``gantt`` draws the
Gantt chart of a run; ``replay`` replays reservation strategies for stochastic jobs
through the batch simulator (§5 of Gainaru et al., IPDPS 2020).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import click

from resched.batch.family import ALGORITHMS, FAMILY, REPLAY_ALGORITHMS
from resched.batch.params import BatchParams, ReplayParams
from resched.cli.family import Keep, load_task_instance, run_tasks, swf_keep
from resched.cli.options import (
    NonEmptyPath,
    algorithm_option,
    given_params,
    instance_argument,
    json_option,
    output_option,
    params_options,
    per_algorithm,
    seed_option,
    swf_out_option,
)
from resched.cli.output import console, emit, fmt, render_table, shown, status, write_with
from resched.errors import ReschedError

FRACTIONS = ("useful", "checkpoint", "restart", "downtime", "failure_waste", "stealing_waste", "idle")
COUNTERS = (
    "failures",
    "job_failures",
    "free_node",
    "stealing",
    "waited",
    "victim_hit",
    "fictitious_hit",
    "stealing_cancelled",
    "idle_node",
    "ignored_on_down_node",
)


def _render_simulation(records: list[dict[str, Any]]) -> None:
    first = records[0]
    low, high = first["window_days"]
    skipped = (
        (
            f"; {first['skipped_jobs']} job(s) of the trace skipped by the reader (unknown submit time, unknown "
            "or zero run time or processors)"
        )
        if first["skipped_jobs"]
        else ""
    )
    console().print(
        f"{shown(first['workload'])}: {first['jobs']} jobs on {first['nodes']} nodes, metrics over the window "
        f"{fmt(low)}–{fmt(high)} d{skipped}"
    )
    rows = [
        ("utilization (useful / N × window)", "utilization"),
        ("utilization of up nodes", "utilization_up_nodes"),
        ("free node after a failure", "free_after_failure"),
        ("makespan (d)", "makespan_days"),
        *((f"  {name.replace('_', ' ')} fraction", f"{name}_fraction") for name in FRACTIONS),
        *((f"# {name.replace('_', ' ')}", f"n_{name}") for name in COUNTERS),
        ("events", "events"),
        ("wall time (s)", "seconds"),
    ]
    table = [{"metric": label, **{r["algorithm"]: r.get(key) for r in records}} for label, key in rows]
    names = [r["algorithm"] for r in records]
    render_table(table, ("metric", *names), title="utilization, platform-time decomposition and counters")
    flows = []
    for label, stats in first["flows"].items():
        row = {"size bin (nodes)": label, "jobs": stats["jobs"]}
        for r in records:
            cell = r["flows"].get(label)
            row[r["algorithm"]] = (
                " / ".join(fmt(round(cell[k])) for k in ("max_flow", "mean_flow", "weighted_mean_flow"))
                if cell
                else "-"
            )
        flows.append(row)
    render_table(
        flows,
        ("size bin (nodes)", "jobs", *names),
        title="flows (s) of the middle 60% of the jobs: max / mean / size-weighted mean (bins without jobs left out)",
    )


_ALGORITHM_PARAMS = {i.name for i in BatchParams.info() if i.role == "algorithm"}
_TRACES_DIR = click.option(
    "--traces-dir",
    type=NonEmptyPath(path_type=Path, file_okay=False),
    default=None,
    help="Folder that trace names are relative to (default: the working directory).",
)
_JOBS_CSV = click.option(
    "--jobs-csv",
    type=NonEmptyPath(path_type=Path, dir_okay=False),
    default=None,
    help="Also write every execution attempt in Batsim's _jobs.csv format to this file, for "
    "evalys (with several -a: STEM-<algorithm>.csv).",
)


def _job_outputs(jobs_csv: Path | None, swf_out: Path | None, several: bool) -> Keep | None:
    """The :data:`~resched.cli.family.Keep` writing a batch run's Batsim ``_jobs.csv`` and SWF
    files (:mod:`resched.batch.instance.formats`); ``None`` when neither is asked for."""
    swf = swf_keep(swf_out, "resched.batch.instance.formats:swf_jobs", several)
    if jobs_csv is None:
        return swf

    def keep(algorithm: str, result: Any) -> list[Path]:
        from resched.batch.instance.formats import write_jobs_csv

        written = write_with(per_algorithm(jobs_csv, algorithm, several), lambda p: write_jobs_csv(p, result))
        return [written, *(swf(algorithm, result) if swf else [])]

    return keep


@click.command()
@instance_argument(required=False)
@algorithm_option(ALGORITHMS.usages(), FAMILY.default_algorithms)
@params_options(BatchParams)
@seed_option
@_TRACES_DIR
@_JOBS_CSV
@swf_out_option
@output_option("Also write the JSON envelope to this file.")
@json_option
def simulate(
    instance: Path | None,
    algorithms: tuple[str, ...],
    seed: int,
    traces_dir: Path | None,
    jobs_csv: Path | None,
    swf_out: Path | None,
    output: Path | None,
    as_json: bool,
) -> None:
    """Simulate strategies on one workload under one failure scenario: a month of an SWF trace (--trace FILE),
    the synthetic 128-node workload (the default), a Batsim workload (--workload FILE.json) or INSTANCE (a batch
    instance file, whose jobs, failures, MTBF and costs are used as written). Prints the useful utilization, the
    platform-time decomposition (Fig 4.3), the flows per job-size bin (middle 60% of the jobs) and the
    node-stealing counters: the same task as a sweep row. The seed draws the failures (and the synthetic workload
    unless --workload-seed). --jobs-csv and --swf-out also write the run's jobs for Batsim's and the Parallel
    Workloads Archive's tools."""
    keep = _job_outputs(jobs_csv, swf_out, len(algorithms) > 1)
    records, inputs = run_tasks(FAMILY, algorithms, seed, traces_dir, instance, keep=keep)
    emit(records, _render_simulation, as_json, _shown_inputs(inputs, instance), output)


def _shown_inputs(inputs: dict[str, object], instance: Path | None) -> dict[str, object]:
    """The envelope's ``params``: with INSTANCE, whose workload, failures and costs are the
    file's, only the algorithm parameters, the seed and the file."""
    if instance is None:
        return inputs
    return {k: v for k, v in inputs.items() if k in ("seed", "instance", "output") or k in _ALGORITHM_PARAMS}


def _stem(output: Path, algorithm: str, several: bool) -> Path:
    """``output`` without its suffix; with several algorithms, ``<stem>-<algorithm>``."""
    stem = output.with_suffix("") if output.suffix.lower() in (".png", ".pdf") else output
    if not several:
        return stem
    safe = "".join(c if c.isalnum() or c in "-_" else "_" for c in algorithm)
    return stem.with_name(f"{stem.name}-{safe}")


def _draw(result: Any, stem: Path) -> list[Path]:
    """The Gantt chart of ``result`` written to ``stem``.png (and .pdf for a vector chart;
    imports matplotlib: timed as drawing)."""
    from resched.batch.experiment.figures import gantt as gantt_figure
    from resched.batch.experiment.figures import gantt_formats
    from resched.plot.save import save_figure

    figure = gantt_figure(result)
    try:
        stem.parent.mkdir(parents=True, exist_ok=True)
        return save_figure(figure, stem, gantt_formats(result))
    except OSError as error:
        raise ReschedError(f"{stem}: cannot write the figure ({error.strerror or error})") from None


def _timed(function: Any, *args: Any) -> tuple[Any, dict[str, float]]:
    wall, cpu = time.perf_counter(), time.process_time()
    value = function(*args)
    return value, {"seconds": time.perf_counter() - wall, "cpu_seconds": time.process_time() - cpu}


@click.command()
@instance_argument(required=False)
@algorithm_option(ALGORITHMS.usages(), ("SFSJ",))
@params_options(BatchParams)
@seed_option
@_TRACES_DIR
@output_option(
    "Figure file: STEM.png, and STEM.pdf for a chart drawn as vectors (with several -a: STEM-<algorithm>.png/.pdf).",
    required=True,
)
@_JOBS_CSV
@swf_out_option
@json_option
def gantt(
    instance: Path | None,
    algorithms: tuple[str, ...],
    traces_dir: Path | None,
    seed: int,
    output: Path,
    jobs_csv: Path | None,
    swf_out: Path | None,
    as_json: bool,
) -> None:
    """Draw the Gantt chart of one run, nodes × time as in the thesis' Fig 4.2: one colour per job, hatched
    (on a large chart: darker) bars for killed attempts, grey for fictitious jobs, dark for downtimes. Same
    workload and job output options as simulate; reports the simulation and drawing times."""
    from resched.batch.algorithms import configured
    from resched.batch.experiment import task_instance, workload_file
    from resched.batch.simulate import simulate as simulate_run

    given = given_params()
    params = BatchParams.from_mapping(given).resolve()
    chosen = ALGORITHMS.resolve_all(algorithms)
    for algorithm in chosen:
        FAMILY.check_task(params, algorithm)
    inst = load_task_instance(FAMILY, instance, given)
    if inst is None:
        source = workload_file(params, traces_dir.resolve() if traces_dir else None)
        with status(f"reading the {params.workload or params.trace} workload…"):
            inst = task_instance(params, seed, source)
    keep = _job_outputs(jobs_csv, swf_out, len(chosen) > 1)
    records = []
    for algorithm in chosen:
        stem = _stem(output, algorithm.name, len(chosen) > 1)
        with status(f"simulating {algorithm.name} on {inst.name}…"):
            chosen_strategy = configured(algorithm, params.tie_break, params.backfilling, params.reservations)
            result, simulation = _timed(simulate_run, inst, chosen_strategy)
        with status(f"drawing {stem}…"):
            files, drawing = _timed(_draw, result, stem)
        files += keep(algorithm.name, result) if keep else []
        records.append(
            {
                "algorithm": algorithm.name,
                "workload": inst.name,
                "jobs": len(inst.jobs),
                "attempts": len(result.attempts),
                "files": [str(p) for p in files],
                "job_flows": result.flows.tolist(),
                "simulation": simulation,
                "drawing": drawing,
            }
        )
    inputs = {**params.to_dict(), "seed": seed, "instance": str(instance) if instance else None, "output": str(output)}
    emit(records, _render_gantt, as_json, _shown_inputs(inputs, instance))


def _render_gantt(records: list[dict[str, Any]]) -> None:
    for r in records:
        console().print(
            f"{shown(r['algorithm'])} on {shown(r['workload'])}: wrote {shown(', '.join(r['files']))} (simulation "
            f"{r['simulation']['seconds']:.2f} s, drawing {r['drawing']['seconds']:.2f} s)"
        )


@click.command()
@algorithm_option(REPLAY_ALGORITHMS.usages(), tuple(spec.name for spec in REPLAY_ALGORITHMS))
@params_options(ReplayParams)
@seed_option
@output_option("Also write the JSON envelope to this file.")
@json_option
def replay(algorithms: tuple[str, ...], seed: int, output: Path | None, as_json: bool) -> None:
    """Replay reservation strategies for stochastic jobs through the batch simulator (§5 of Gainaru et al.,
    IPDPS 2020: Fig. 8, Table 4): each job becomes a chain of 1-core reservations; average stretch, utilization,
    reserved-time efficiency and occupancy. The seed draws the run times and the submission order."""
    from resched.batch.experiment.replay import mix_counts
    from resched.batch.experiment.replay import replay as run

    params = ReplayParams.from_mapping(given_params())
    mix = mix_counts(params.application, params.jobs)
    chosen = REPLAY_ALGORITHMS.resolve_all(algorithms)
    records = []
    for algorithm in chosen:
        with status(f"replaying {algorithm.name} on {params.jobs} jobs…"):
            start = time.perf_counter()
            result = run(mix, algorithm, seed, params.cores).to_dict()
            records.append({**result, "jobs": mix, "seconds": time.perf_counter() - start})
    emit(records, _render_replay, as_json, {**params.to_dict(), "seed": seed}, output)


def _render_replay(records: list[dict[str, Any]]) -> None:
    render_table(
        records,
        ("algorithm", "stretch", "utilization", "efficiency", "occupancy", "reservations", "makespan"),
        labels={"reservations": "reservations/job", "makespan": "makespan (s)"},
        title="average stretch, utilization Σ X / (N·makespan), efficiency Σ X / Σ W_k, occupancy Σ X / Σ occupied",
    )


COMMANDS = [simulate, gantt, replay]
