"""``resched moldable …``: moldable jobs with silent errors (Benoit et al., RR-9340)."""

from __future__ import annotations

from pathlib import Path

import typer

app = typer.Typer(no_args_is_help=True, help="Moldable jobs with silent errors: LPA-LIST, BATCH-LIST, baselines.")
JSON_OPTION = typer.Option(False, "--json", help="Print machine-readable JSON.")


def _main():
    """The output helpers of ``resched.cli.main`` (imported late: main imports this module)."""
    from resched.cli import main

    return main


@app.command()
def run(
    model: str = typer.Option("mix", help="roofline, communication, amdahl, mix-low-com, mix or power."),
    P: int = typer.Option(7500, "--P", help="Processors P."),
    n: int = typer.Option(500, "--n", help="Jobs per set n."),
    lam: float = typer.Option(1e-7, "--lam", help="Silent-error rate λ per unit of work."),
    algorithms: str = typer.Option("lpa,batch,mintime,minarea", help="Comma-separated: lpa, batch, mintime, minarea."),
    priority: str = typer.Option("lpt", help="LIST priority rule: lpt, hpa or la."),
    sets: int = typer.Option(30, help="Job sets."),
    scenarios: int = typer.Option(100, help="Failure scenarios per set."),
    seed: int = typer.Option(1, help="Seed of the first job set (set k uses seed + k)."),
    epsilon: float = typer.Option(0.3, help="ε of BATCH's allotment (Lemma 3)."),
    allotment: str = typer.Option("dp", help="BATCH allotment: dp, scan (exact batch 1) or milp."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Table 1 cell(s): expected and maximum makespan / L' of each algorithm (§5.1 method)."""
    from resched.moldable.experiment import Config, check_algorithms, evaluate

    config = Config(model=model, P=P, n=n, lam=lam, scenarios=scenarios, priority=priority,
                    epsilon=epsilon, allotment=allotment)
    chosen = check_algorithms(a.strip() for a in algorithms.split(",") if a.strip())
    main = _main()
    with main._progress() as progress:
        task = progress.add_task(f"{model}: job sets", total=sets)
        results = evaluate(config, sets, seed, chosen, on_set=lambda: progress.advance(task))
    payload = {"config": {**config.__dict__, "sets": sets, "seed": seed}, "results": results}
    main._emit(payload, as_json, _render_run)


def _render_run(payload: dict) -> None:
    from rich.table import Table

    main = _main()
    c = payload["config"]
    table = Table(title=f"{c['model']}: P={c['P']}, n={c['n']}, λ={c['lam']:g}, {c['sets']} sets × "
                        f"{c['scenarios']} scenarios, {c['priority'].upper()}")
    for column in ("algorithm", "expected", "maximum", "cpu s"):
        table.add_column(column)
    for algorithm, r in payload["results"].items():
        table.add_row(algorithm.upper(), main._fmt(r["expected"]), main._fmt(r["maximum"]), main._fmt(r["cpu_seconds"]))
    main.console.print(table)


@app.command()
def simulate(
    instance: Path = typer.Argument(..., help="Moldable instance JSON file (its scenario f)."),
    priority: str = typer.Option("lpt", help="LIST priority rule: lpt, hpa or la."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Makespan of every algorithm on the instance's failure scenario, with L' and LB_LP."""
    from resched.errors import ReschedError
    from resched.moldable import ALGORITHMS, lp_bound, makespan, normalising_bound
    from resched.registry import load_instance

    inst = load_instance(instance)
    if inst.family != "moldable":
        raise ReschedError(f"{instance}: not a moldable instance (family {inst.family!r})")
    jobs, f = inst.jobset, inst.scenario
    bound = float(normalising_bound(jobs, f)[0])
    report = {"instance": inst.name, "P": inst.P, "n": jobs.n, "failures": f.tolist(), "L_prime": bound,
              "LB_LP": lp_bound(jobs, f + 1),
              "makespan": {a: makespan(jobs, f, a, priority) for a in ALGORITHMS}}
    report["ratio"] = {a: t / bound for a, t in report["makespan"].items()}
    main = _main()
    main._emit(report, as_json, lambda r: main.console.print(
        "\n".join(f"{k:>10s}  {main._fmt(v) if not isinstance(v, dict) else v}" for k, v in r.items())))


@app.command()
def table1(
    results: list[Path] = typer.Argument(..., help="Results directories of moldable sweeps (resched sweep --out)."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Table 1 over the given sweeps ("the entire set of experiments"): per algorithm and model,
    the expected ratio (mean over every grid point and job set) and the maximum, LPT runs only,
    with the paper's value in parentheses."""
    from resched.errors import ReschedError
    from resched.experiments.store import ResultStore
    from resched.moldable.experiment import table1 as build

    rows = [row for directory in results for row in ResultStore(directory).rows()]
    table = build(rows)
    if not table:
        raise ReschedError(f"no LPT moldable results in {', '.join(map(str, results))}")
    _main()._emit(table, as_json, _render_table1)


def _render_table1(table: list[dict]) -> None:
    from rich.table import Table

    main = _main()
    models = list(dict.fromkeys(row["model"] for row in table))
    cells = {(row["algorithm"], row["model"]): row for row in table}
    sizes = sorted({(row["points"], row["sets"]) for row in table})
    out = Table(title=f"Table 1: ours (paper); (grid points, job sets) per cell: {sizes}")
    for column in ("algorithm", "metric", *models):
        out.add_column(column)
    for algorithm in dict.fromkeys(row["algorithm"] for row in table):
        for metric in ("expected", "maximum"):
            out.add_row(algorithm.upper(), metric, *(
                "-" if (algorithm, m) not in cells else
                f"{cells[algorithm, m][metric]:.3f} ({main._fmt(cells[algorithm, m]['paper_' + metric])})"
                for m in models))
    main.console.print(out)
