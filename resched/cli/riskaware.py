"""``resched riskaware …``: variable capacity without checkpoints (risk-aware online scheduling)."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer
from rich.console import Console

from resched.errors import ReschedError

app = typer.Typer(no_args_is_help=True, help="Variable capacity without checkpoints: risk-aware online scheduling.")
JSON_OPTION = typer.Option(False, "--json", help="Print machine-readable JSON.")


def _emit_table(payload, as_json: bool) -> None:
    from resched.cli.main import _emit, _fmt, console

    _emit(payload, as_json, lambda r: console.print("\n".join(f"{k:>20s}  {_fmt(v)}" for k, v in r.items())))


@app.command()
def simulate(
    algorithm: str = typer.Option(..., "--algorithm", "-a",
                                  help="FirstFit, FirstFitAware, TargetStretch, TargetASAP or PackedTargetASAP."),
    trace: Optional[Path] = typer.Option(None, help="Job trace: Borg-derived (name borg*) or SWF."),
    instance: Optional[Path] = typer.Option(None, help="Instance JSON file (instead of --trace)."),
    nc: int = typer.Option(24, "--nc", help="Cores per machine n_c."),
    m_avg: int = typer.Option(24, "--m-avg", help="Average number of alive machines M_avg."),
    m_range: int = typer.Option(8, "--m-range", help="Range M_ra: M_alive in [M_avg − M_ra, M_avg + M_ra]."),
    period: float = typer.Option(1200.0, help="Period φ of the capacity walk (s)."),
    step: int = typer.Option(1, help="Largest change of M_alive per period (machines)."),
    random_phases: bool = typer.Option(False, help="Exponential phase lengths of mean φ instead of fixed periods."),
    capacity: Optional[Path] = typer.Option(None, help='Capacity file {"times": [s…], "alive": […]} instead of the walk.'),
    tick: float = typer.Option(300.0, help="Time unit (s); trace dates are rounded to ticks."),
    load: Optional[float] = typer.Option(None, help="Scale the releases so that the work is LOAD × n_c·M_avg·window "
                                         "(26/24 = the slides' dimensioning)."),
    days: Optional[float] = typer.Option(None, help="Days of submissions kept (default: Borg whole window, SWF 7)."),
    target_stretch: float = typer.Option(1.5, help="Target maximum stretch (Target* algorithms)."),
    distance: int = typer.Option(2, help="Neighbourhood distance around the target machine (indices)."),
    pack: int = typer.Option(4, help="Pack size of PackedTargetASAP (machines)."),
    safety: float = typer.Option(0.9, help="Survival probability required on the target machine."),
    seed: int = typer.Option(1, help="Seed of the capacity walk."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Run an online algorithm on a job trace with a random capacity walk and print GOODPUT(T),
    utilization, max and mean stretch, aborted volume (core-hours) and time (hours)."""
    from resched.registry import load_instance
    from resched.riskaware.capacity import load_capacity
    from resched.riskaware.experiment import load_trace
    from resched.riskaware.generate import scale_to_load, trace_instance
    from resched.riskaware.metrics import evaluate
    from resched.riskaware.simulate import Policy, simulate as run

    policy = Policy(algorithm, target_stretch=target_stretch, distance=distance, pack=pack, safety=safety)
    if (trace is None) == (instance is None):
        raise ReschedError("give exactly one of --trace and --instance")
    dropped = 0
    if instance is not None:
        inst = load_instance(instance)
    else:
        jobs = load_trace(str(trace), None, nc, days)
        if load is not None:
            jobs = scale_to_load(jobs, nc, m_avg, load)
        dropped = jobs.dropped
        profile = load_capacity(capacity, tick) if capacity else None
        inst = trace_instance(jobs, seed, cores=nc, m_avg=m_avg, m_range=m_range, period=period, step=step,
                              random_phases=random_phases, tick=tick, capacity=profile)
    with Console(stderr=True).status(f"simulating {algorithm} on {inst.name} ({len(inst.jobs)} jobs)…"):
        schedule = run(inst, policy)
    report = {"instance": inst.name, "algorithm": algorithm, "jobs": len(inst.jobs), "dropped_jobs": dropped,
              "horizon_s": inst.horizon * inst.tick, **evaluate(inst, schedule).to_dict(),
              "seconds": schedule.seconds}
    _emit_table(report, as_json)


@app.command()
def adversary(
    k: int = typer.Option(12, "-k", help="Length K of the first job (ticks), K >= 3."),
    as_json: bool = JSON_OPTION,
) -> None:
    """The zero-goodput theorem: each algorithm's GOODPUT(K) on the adversary built against it,
    next to the offline optimum of that instance."""
    from resched.riskaware.adversary import play_adversary

    rows = [play_adversary(name, k) for name in _algorithms()]
    if as_json:
        _emit_table(rows, True)
    else:
        for row in rows:
            _emit_table(row, False)


@app.command()
def generate(
    output: Path = typer.Option(..., "--output", "-o", help="Instance file to write."),
    seed: int = typer.Option(..., help="Random seed."),
    machines: int = typer.Option(2, help="M⁺."),
    cores: int = typer.Option(4, help="n_c."),
    jobs: int = typer.Option(4, help="Number of jobs."),
    horizon: int = typer.Option(8, help="T (ticks)."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Write a small random instance (for the offline MILP)."""
    from resched.riskaware.generate import random_tiny

    inst = random_tiny(seed, machines=machines, cores=cores, n_jobs=jobs, horizon=horizon)
    inst.save(output)
    _emit_table({"file": str(output), "jobs": len(inst.jobs), "horizon": inst.horizon}, as_json)


def _algorithms() -> list[str]:
    from resched.riskaware.simulate import ALGORITHMS

    return list(ALGORITHMS)
