"""``resched reservation …``: reservation and checkpoint strategies for stochastic jobs."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer
from rich.console import Console
from rich.table import Table

from resched.errors import ReschedError

app = typer.Typer(no_args_is_help=True, help="Reservation and checkpoint strategies for stochastic jobs (IPDPS 2020).")
JSON_OPTION = typer.Option(False, "--json", help="Print machine-readable JSON.")
LAW_OPTION = typer.Option(None, "--law", help="Table 1 law: exponential, weibull, gamma, lognormal, pareto, "
                          "truncnorm, uniform, beta, boundedpareto.")
PARAMS_OPTION = typer.Option(None, "--params", help="Law parameters in Table 1 order, comma-separated "
                             "(truncnorm: mean,sd,a,b); default Table 1's.")
RUNTIMES_OPTION = typer.Option(None, "--runtimes", help="File of observed run times, one per line (empirical law).")
UPPER_OPTION = typer.Option(None, "--upper", help="Upper bound b of an infinite support (default Q(1 − 1e-7)).")
C_OPTION = typer.Option(..., "--C", help="Checkpoint time C (law's time unit).")
R_OPTION = typer.Option(..., "--R", help="Restart time R (law's time unit).")
ALPHA_OPTION = typer.Option(1.0, "--alpha", help="Cost per reserved time unit α.")
BETA_OPTION = typer.Option(0.0, "--beta", help="Cost per used time unit β.")
GAMMA_OPTION = typer.Option(0.0, "--gamma", help="Cost per reservation γ.")
EPS_OPTION = typer.Option(0.1, "--eps", help="DYN-PROG-COUNT's ε (continuous laws).")
N_OPTION = typer.Option(None, "--n", help="Chunks of the discretisation (overrides ε).")
STRATEGY_OPTION = typer.Option("dp", "--strategy", help="dp, all-ckpt, no-ckpt, all-ckpt-per or no-ckpt-per.")


def _law(name: Optional[str], params: Optional[str], runtimes: Optional[Path], upper: Optional[float] = None):
    from resched.reservation import empirical_law, law, read_runtimes

    if (name is None) == (runtimes is None):
        raise ReschedError("give exactly one of --law and --runtimes")
    if runtimes is not None:
        return empirical_law(read_runtimes(runtimes), name=runtimes.name)
    try:
        values = None if params is None else [float(p) for p in params.split(",") if p.strip()]
    except ValueError:
        raise ReschedError(f"--params must be comma-separated numbers, got {params!r}") from None
    return law(name, values, upper=upper)


def _emit(payload, as_json: bool, render) -> None:
    from resched.cli.main import _emit as emit

    emit(payload, as_json, render)


def _render_solve(report: dict) -> None:
    from resched.cli.main import _fmt, console

    console.print(f"law {report['law']['law']} on [{_fmt(report['law']['a'])}, {_fmt(report['law']['b'])}], "
                  f"E[X] = {_fmt(report['law']['mean'])}")
    chosen = report["plan"]
    table = Table(title=f"{chosen['paper_name']}: expected cost {_fmt(chosen['expected_cost'])}")
    for column in ("k", "W_k", "δ_k", "t_k"):
        table.add_column(column, justify="right")
    for k, (w, d, t) in enumerate(zip(chosen["lengths"], chosen["checkpoints"], chosen["milestones"]), start=1):
        table.add_row(str(k), _fmt(w), str(d), _fmt(t))
    console.print(table)
    if "compare" in report:
        console.print("\n".join(f"{name:>14s}  {_fmt(cost)}" for name, cost in report["compare"].items()))


@app.command()
def solve(
    law_name: Optional[str] = LAW_OPTION,
    params: Optional[str] = PARAMS_OPTION,
    runtimes: Optional[Path] = RUNTIMES_OPTION,
    upper: Optional[float] = UPPER_OPTION,
    checkpoint: float = C_OPTION,
    restart: float = R_OPTION,
    alpha: float = ALPHA_OPTION,
    beta: float = BETA_OPTION,
    gamma: float = GAMMA_OPTION,
    eps: float = EPS_OPTION,
    n: Optional[int] = N_OPTION,
    n_max: int = typer.Option(1000, "--n-max", help="Cap on Algorithm 1's n."),
    strategy: str = STRATEGY_OPTION,
    tau: Optional[int] = typer.Option(None, "--tau", help="Periods of a periodic strategy (default: best in [1, 1000])."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Reservations (W_k, δ_k), milestones t_k and expected cost (Eq. 7) of a strategy; for the
    default strategy (dp) also the cost of every baseline and of the omniscient scheduler."""
    from resched.reservation import STRATEGIES, omniscient_cost, plan

    X = _law(law_name, params, runtimes, upper)
    options = dict(eps=eps, n=n, n_max=n_max)
    with Console(stderr=True).status(f"computing {strategy}…"):
        chosen = plan(X, checkpoint, restart, alpha, beta, gamma, strategy=strategy, tau=tau, **options)
        report = {"law": X.describe(), "plan": chosen.to_dict()}
        if strategy == "dp":
            others = {s: plan(X, checkpoint, restart, alpha, beta, gamma, strategy=s, **options).expected_cost
                      for s in STRATEGIES}
            report["compare"] = others | {"omniscient": omniscient_cost(X, chosen.costs)}
    _emit(report, as_json, _render_solve)


@app.command()
def simulate(
    law_name: Optional[str] = LAW_OPTION,
    params: Optional[str] = PARAMS_OPTION,
    runtimes: Optional[Path] = RUNTIMES_OPTION,
    upper: Optional[float] = UPPER_OPTION,
    checkpoint: float = C_OPTION,
    restart: float = R_OPTION,
    alpha: float = ALPHA_OPTION,
    beta: float = BETA_OPTION,
    gamma: float = GAMMA_OPTION,
    eps: float = EPS_OPTION,
    n: Optional[int] = N_OPTION,
    strategy: str = STRATEGY_OPTION,
    samples: int = typer.Option(100_000, "--samples", help="Monte-Carlo draws of X."),
    seed: int = typer.Option(1, "--seed", help="Random seed."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Monte-Carlo run of the reservation process (seeded) next to Eq. (7)'s expected cost."""
    from resched.cli.main import _fmt, console
    from resched.reservation import monte_carlo, plan

    X = _law(law_name, params, runtimes, upper)
    chosen = plan(X, checkpoint, restart, alpha, beta, gamma, strategy=strategy, eps=eps, n=n)
    estimate = monte_carlo(chosen.strategy, X, chosen.costs, samples, seed)
    report = {"strategy": strategy, "expected_cost": chosen.expected_cost, "monte_carlo_mean": estimate.mean,
              "monte_carlo_stderr": estimate.stderr, "samples": samples, "seed": seed,
              "within_4_stderr": estimate.contains(chosen.expected_cost)}
    _emit(report, as_json, lambda r: console.print("\n".join(f"{k:>20s}  {_fmt(v)}" for k, v in r.items())))


@app.command()
def laws(as_json: bool = JSON_OPTION) -> None:
    """The laws of Table 1 with their parameters, truncated domain [a, b] and E[X]."""
    from resched.cli.main import _fmt, console
    from resched.reservation import LAWS, law

    rows = [{**law(name).describe(), "parameter_names": list(LAWS[name][1])} for name in LAWS]
    table = Table(title="Table 1 laws (v = 1e-7)")
    for column in ("law", "parameters", "a", "b", "E[X]"):
        table.add_column(column)
    for r in rows:
        table.add_row(r["law"], ", ".join(f"{k}={_fmt(v)}" for k, v in zip(r["parameter_names"], r["params"])),
                      _fmt(r["a"]), _fmt(r["b"]), _fmt(r["mean"]))
    _emit(rows, as_json, lambda _: console.print(table))


@app.command()
def table2(
    checkpoint: float = typer.Option(0.1, "--C", help="C = R in hours (the paper states 0.1; 0.15 reproduces it)."),
    n: int = typer.Option(1000, "--n", help="Chunks of DYN-PROG-COUNT(X, 0.1)."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Table 2: ALL-CKPT-PER and NO-CKPT-PER over DYN-PROG-COUNT, best τ and τ ∈ {1, 200, …, 1000},
    next to the paper's values."""
    from resched.cli.main import _fmt, _progress, console
    from resched.reservation import LAWS
    from resched.reservation.reproduce import PAPER_TABLE2, TABLE2_TAUS, table2_row

    rows = []
    with _progress() as progress:
        task = progress.add_task("Table 2", total=len(LAWS))
        for name in LAWS:
            rows.append(table2_row(name, checkpoint, n))
            progress.advance(task)
    table = Table(title=f"Table 2, C = R = {checkpoint} h, n = {n} (ours / paper)")
    for column in ("law", "kind", "best τ", *(f"τ={t}" for t in TABLE2_TAUS)):
        table.add_column(column)
    for r in rows:
        for kind in ("all", "no"):
            paper = PAPER_TABLE2[r["law"]][kind]
            table.add_row(r["law"], f"{kind}-ckpt-per",
                          f"{r[kind]['best_tau']} ({r[kind]['best']:.2f}) / {paper[0]} ({paper[1]:.2f})",
                          *(f"{r[kind][str(t)]:.2f} / {_fmt(p)}" for t, p in zip(TABLE2_TAUS, paper[2:])))
    _emit(rows, as_json, lambda _: console.print(table))
