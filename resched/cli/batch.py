"""``resched batch``: batch scheduler with node failures and node stealing (thesis ch. 4)."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer
from rich.console import Console
from rich.table import Table

from resched.errors import ReschedError

app = typer.Typer(no_args_is_help=True, help=__doc__)
console = Console()
JSON_OPTION = typer.Option(False, "--json", help="Print machine-readable JSON.")

TRACE = typer.Option(None, "--trace", help="SWF trace (a 30-day month of it is simulated).")
SYNTHETIC = typer.Option(False, "--synthetic", help="Synthetic 128-node workload of §4.5.3 (seeded).")
INSTANCE = typer.Option(None, "--instance", help="Batch instance JSON file (e.g. instances/batch/toy-failure.json).")
MONTH = typer.Option(0, help="Month index of the trace (30-day windows from its first submission).")
MTBF = typer.Option(None, help="Platform MTBF μ in s (default 3600; synthetic 1800); 0 = no failures.")
DOWNTIME = typer.Option(None, help="Node downtime D in s (default 3600; synthetic 600).")
CHECKPOINT = typer.Option(300.0, help="Checkpoint and recovery time C = R in s.")
SEED = typer.Option(1, help="Seed of the failures (and of the synthetic workload).")
TIE_BREAK = typer.Option("latest_release", "--tie-break", help="Victim tie-break: latest_release or latest_start.")


def _instance(trace: Optional[Path], synthetic: bool, instance: Optional[Path], month: int,
              mtbf: Optional[float], downtime: Optional[float], checkpoint: float, seed: int):
    from resched.batch.experiment import task_instance
    from resched.registry import load_instance

    if sum((trace is not None, synthetic, instance is not None)) != 1:
        raise ReschedError("give exactly one of --trace, --synthetic, --instance")
    if instance is not None:
        inst = load_instance(instance)
        if inst.family != "batch":
            raise ReschedError(f"{instance}: a {inst.family!r} instance, not a batch one")
        return inst
    params = {"trace": str(trace.resolve()) if trace else "synthetic", "month": month, "checkpoint": checkpoint}
    params.update({k: v for k, v in (("mtbf", mtbf), ("downtime", downtime)) if v is not None})
    return task_instance(params, seed)


@app.command()
def simulate(
    strategies: str = typer.Option("BASELINE,SFSJ", "--strategy", "-s",
                                   help="Comma-separated: BASELINE, SFSJ, Hxyz (x 1-3, y 1-2, z 1-3)."),
    trace: Optional[Path] = TRACE, synthetic: bool = SYNTHETIC, instance: Optional[Path] = INSTANCE,
    month: int = MONTH, mtbf: Optional[float] = MTBF, downtime: Optional[float] = DOWNTIME,
    checkpoint: float = CHECKPOINT, seed: int = SEED, tie_break: str = TIE_BREAK, as_json: bool = JSON_OPTION,
) -> None:
    """Simulate strategies on one failure scenario: utilization, platform-time decomposition,
    flows per job-size bin (middle 60% of jobs) and node-stealing counts."""
    from resched.batch.metrics import evaluate
    from resched.batch.simulate import simulate as run
    from resched.batch.strategy import strategy
    from resched.cli.main import _emit, _progress

    chosen = [strategy(name, tie_break) for name in strategies.split(",") if name.strip()]
    inst = _instance(trace, synthetic, instance, month, mtbf, downtime, checkpoint, seed)
    reports = []
    with _progress() as progress:
        task = progress.add_task(f"{inst.name}: {len(inst.jobs)} jobs", total=len(chosen))
        for s in chosen:
            reports.append({"instance": inst.name, "nodes": inst.nodes, "jobs": len(inst.jobs),
                            **evaluate(run(inst, s)).to_dict()})
            progress.advance(task)
    _emit(reports, as_json, _render)


def _render(reports: list[dict]) -> None:
    from resched.cli.main import _fmt

    first = reports[0]
    console.print(f"{first['instance']}: {first['jobs']} jobs on {first['nodes']} nodes, window "
                  f"{first['window_days'][0]:.3g}–{first['window_days'][1]:.3g} d")
    table = Table(title="utilization and platform-time decomposition")
    table.add_column("metric")
    for r in reports:
        table.add_column(r["strategy"], justify="right")
    rows = [("utilization", "utilization"), ("free node after failure", "free_after_failure"),
            ("makespan (d)", "makespan_days"), ("wall time (s)", "seconds")]
    for label, key in rows:
        table.add_row(label, *(_fmt(r[key]) for r in reports))
    for key in first["decomposition"]:
        table.add_row(f"  {key}", *(_fmt(r["decomposition"][key]) for r in reports))
    for key in first["counters"]:
        table.add_row(f"# {key}", *(_fmt(r["counters"][key]) for r in reports))
    console.print(table)
    flows = Table(title="flows of the middle 60% of jobs (s): max / mean / weighted mean")
    flows.add_column("size bin")
    flows.add_column("jobs", justify="right")
    for r in reports:
        flows.add_column(r["strategy"], justify="right")
    for label, stats in first["flows"].items():
        cells = [" / ".join(_fmt(round(r["flows"][label][k])) if r["flows"][label][k] == r["flows"][label][k]
                            else "-" for k in ("max_flow", "mean_flow", "weighted_mean_flow")) for r in reports]
        flows.add_row(label, str(stats["jobs"]), *cells)
    console.print(flows)


@app.command()
def gantt(
    output: Path = typer.Option(..., "--output", "-o", help="Figure file (.png; a .pdf is written next to it)."),
    strategy_name: str = typer.Option("SFSJ", "--strategy", "-s", help="BASELINE, SFSJ or Hxyz."),
    trace: Optional[Path] = TRACE, synthetic: bool = SYNTHETIC, instance: Optional[Path] = INSTANCE,
    month: int = MONTH, mtbf: Optional[float] = MTBF, downtime: Optional[float] = DOWNTIME,
    checkpoint: float = CHECKPOINT, seed: int = SEED, tie_break: str = TIE_BREAK, as_json: bool = JSON_OPTION,
) -> None:
    """Draw the Gantt chart of one run (nodes × time; crossed bars = killed attempts)."""
    from resched.batch.simulate import simulate as run
    from resched.batch.strategy import strategy
    from resched.cli.main import _emit
    from resched.plot.batch import gantt as draw

    inst = _instance(trace, synthetic, instance, month, mtbf, downtime, checkpoint, seed)
    chosen = strategy(strategy_name, tie_break)
    with console.status(f"simulating {chosen.name} on {inst.name}…"):
        result = run(inst, chosen)
    paths = draw(result, output.with_suffix(""))
    _emit({"instance": inst.name, "strategy": chosen.name, "files": [str(p) for p in paths],
           "flows": result.flows.tolist()}, as_json,
          lambda d: console.print(f"wrote {', '.join(d['files'])}"))


@app.command()
def replay(
    apps: str = typer.Option("mix", "--app", help="qball, sd, fca (500 jobs each) or mix (100 Qball + 200 SD + 200 FCA)."),
    strategies: str = typer.Option("DPC,ALL-CKPT,HPC", "--strategy", "-s", help="Comma-separated: DPC, ALL-CKPT, HPC."),
    seed: int = typer.Option(1, help="Seed of the run times and of the submission order."),
    cores: int = typer.Option(256, help="Number of cores (1-core jobs)."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Replay reservation strategies for stochastic jobs through the batch simulator (§5 of the
    stochastic-reservations paper): average stretch, utilization, reserved-time efficiency."""
    from resched.batch.replay import MIX, replay as run
    from resched.cli.main import _emit, _fmt

    mix = MIX if apps == "mix" else {apps: 500}
    names = [s.strip() for s in strategies.split(",") if s.strip()]
    with console.status(f"replaying {', '.join(names)}…"):
        reports = [{"jobs": mix, "seed": seed, **run(mix, name, seed, cores).to_dict()} for name in names]
    _emit(reports, as_json, lambda rs: console.print("\n".join(
        f"{r['strategy']:9s} " + "  ".join(f"{k} {_fmt(r[k])}" for k in
                                           ("stretch", "utilization", "efficiency", "occupancy", "reservations"))
        for r in rs)))
