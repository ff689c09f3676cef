"""``resched varcap …``: variable capacity with checkpoints.

``simulate`` is the family's run verb (the same task as a sweep row: the instance generated
from the parameters and ``--seed``, or read from INSTANCE, then one simulation per
algorithm); ``generate`` writes the instance ``simulate`` would run for the same parameters
and seed. ``params`` and ``algorithms`` (generated) list the parameters and the paper's
algorithms.
"""

from __future__ import annotations

from pathlib import Path

import click

from resched.cli.family import run_command
from resched.cli.options import NonEmptyPath, given_params, json_option, output_option, params_options, seed_option
from resched.cli.output import console, emit, render_table, shown
from resched.varcap.family import FAMILY
from resched.varcap.params import VarCapParams

_SHOWN = (
    "algorithm",
    "relative_goodput",
    "relative_min_yield",
    "goodput",
    "min_yield",
    "checkpoints",
    "recoveries",
    "fallback_sections",
    "never_run",
    "seconds",
)
_BOUNDS = (
    "algorithm",
    "lp_bound",
    "area_bound",
    "difference",
    "area_bound_no_overheads",
    "difference_no_overheads",
    "seconds",
)


def _render(records: list[dict[str, object]]) -> None:
    if not records:
        return
    first = records[0]
    console().print(f"instance {shown(first['instance'])}: {first['job_count']} jobs")
    simulated = [r for r in records if "goodput" in r]
    bounds = [r for r in records if "lp_bound" in r]
    if simulated:
        render_table(
            simulated,
            _SHOWN,
            caption="relative = value / §3.4 area bound (relative min yield: none for "
            "finite jobs); fallback_sections: sections the algorithm could not schedule, decided by its "
            "fallback rule",
        )
    if bounds:
        render_table(bounds, _BOUNDS, caption="App. E.4: §5.1 LP bound and §3.4 area bounds on the max min-yield")


simulate = run_command(
    FAMILY,
    _render,
    doc=(
        "Simulate variable-capacity algorithms section by section, exactly as one sweep task: the instance is "
        "generated from the parameters and --seed (or read from INSTANCE), and each algorithm's goodput, min yield "
        "and their ratios to the §3.4 bounds are printed. Algorithms by their paper names, e.g. -a GreedyGoodput "
        "-a 'DPBiC(15)'; -a YieldBounds computes the App. E.4 bounds instead. The light preset is --p-max 100."
    ),
)


@click.command()
@params_options(VarCapParams)
@seed_option
@click.option(
    "--traces-dir",
    type=NonEmptyPath(path_type=Path, file_okay=False),
    default=None,
    help="Folder that trace and profile names are relative to (default: the working directory).",
)
@output_option("Instance file to write (JSON).", required=True)
@json_option
def generate(seed: int, traces_dir: Path | None, output: Path, as_json: bool) -> None:
    """Write the instance that `resched varcap simulate` runs for the same parameters and --seed
    (§6.1 generator: a random capacity profile or --profile, jobs drawn from --trace)."""
    from resched.cli.output import write_text
    from resched.io.jsonsafe import dumps
    from resched.varcap.generate import generate as generate_instance

    params = VarCapParams.from_mapping(given_params()).resolve()
    directory = str(traces_dir.resolve()) if traces_dir else None
    inst = generate_instance(params, seed, directory)
    write_text(output, dumps(inst.to_dict(), indent=1) + "\n")
    record = {
        "file": str(output),
        "instance": inst.name,
        "jobs": len(inst.jobs),
        "sections": inst.n_sections,
        "P_min": inst.platform.P_min,
        "P_max": inst.platform.P_max,
        "delta": inst.platform.delta,
        "finite": inst.has_finite_jobs,
    }
    emit(
        [record],
        lambda rs: console().print(
            f"wrote {rs[0]['file']}: {rs[0]['jobs']} jobs, {rs[0]['sections']} sections, P_min = {rs[0]['P_min']}, "
            f"P_max = {rs[0]['P_max']}, δ = {rs[0]['delta']} processors"
        ),
        as_json,
        {**params.to_dict(), "seed": seed},
    )


COMMANDS = [simulate, generate]
