"""``resched reservation …``: reservation and checkpoint strategies for stochastic jobs.

``solve`` is the family's run verb (the same task as a sweep row) with the plan printed in
full; ``simulate`` adds a seeded Monte-Carlo run of the reservation process; ``laws`` and
``table2`` print Table 1 and Table 2 next to the paper's values.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from resched.cli.family import run_command
from resched.cli.options import FiniteFloat, algorithm_option, given_params, json_option, params_options, seed_option
from resched.cli.output import console, emit, fmt, progress, render_records, render_table, shown, write_with
from resched.reservation.family import ALGORITHMS, FAMILY
from resched.reservation.params import CHUNKS_LIMIT, ReservationParams


def _render_plans(records: list[dict[str, Any]]) -> None:
    first = records[0]
    console().print(f"law on [{fmt(first['a'])}, {fmt(first['b'])}], E[X] = {fmt(first['mean'])}")
    for record in records:
        if "lengths" not in record:
            console().print(f"{shown(record['algorithm'])}: expected cost {fmt(record['cost'])}")
            continue
        rows = [
            {"k": k, "W_k": w, "δ_k": int(d), "t_k": t}
            for k, (w, d, t) in enumerate(
                zip(record["lengths"], record["checkpoint_flags"], record["milestones"]), start=1
            )
        ]
        console().print(
            f"{shown(record['algorithm'])}: expected cost {fmt(record['cost'])} (n = {fmt(record['chunks_used'])}, "
            f"(1+ε) guarantee holds: {fmt(record['guaranteed'])})"
        )
        render_table(rows, ("k", "W_k", "δ_k", "t_k"))
    if len(records) > 1:
        render_records([{"algorithm": r["algorithm"], "cost": r["cost"]} for r in records], key="algorithm")


solve = run_command(
    FAMILY,
    _render_plans,
    doc=(
        "Reservations (W_k, δ_k), milestones t_k and expected cost (Eq. 7) of each strategy on a law (or on the "
        "discrete law of INSTANCE): the same task as a sweep row. Give several -a to compare, e.g. -a DYN-PROG-COUNT "
        "-a ALL-CKPT -a NO-CKPT -a Omniscient."
    ),
)


@click.command()
@algorithm_option(ALGORITHMS.usages(), ("DYN-PROG-COUNT",))
@params_options(ReservationParams)
@click.option(
    "--samples",
    type=click.IntRange(2, 100_000_000),
    default=100_000,
    show_default=True,
    help="Monte-Carlo draws of the execution time X.",
)
@seed_option
@json_option
def simulate(algorithms: tuple[str, ...], samples: int, seed: int, as_json: bool) -> None:
    """Monte-Carlo run of the reservation process (seeded) next to Eq. (7)'s expected cost."""
    from resched.reservation.experiment.task import strategy_plan
    from resched.reservation.generate import task_costs, task_law
    from resched.reservation.simulate import monte_carlo

    params = ReservationParams.from_mapping(given_params()).resolve()
    X = task_law(params, params.file_paths(None).get("runtimes"))
    costs = task_costs(params)
    records = []
    for algorithm in ALGORITHMS.resolve_all(algorithms):
        chosen = strategy_plan(algorithm.build(), algorithm.name, X, costs, params)
        if chosen is None:
            continue
        estimate = monte_carlo(chosen.strategy, X, costs, samples, seed)
        records.append(
            {
                "algorithm": algorithm.name,
                "cost": chosen.expected_cost,
                "monte_carlo_mean": estimate.mean,
                "monte_carlo_stderr": estimate.stderr,
                "samples": samples,
                "within_4_stderr": estimate.contains(chosen.expected_cost),
            }
        )
    emit(
        records,
        lambda rs: render_records(rs, key="algorithm"),
        as_json,
        {**params.to_dict(), "samples": samples, "seed": seed},
    )


@click.command()
@json_option
def laws(as_json: bool) -> None:
    """The laws of Table 1 with their parameters, truncated domain [a, b] and E[X]."""
    from resched.reservation.instance.laws import LAWS, law

    rows = []
    for name, (_, names, _) in LAWS.items():
        X = law(name)
        parameters = ", ".join(f"{k}={fmt(v)}" for k, v in zip(names, X.params))
        rows.append({**X.describe(), "parameter_names": list(names), "parameters": parameters})
    emit(
        rows,
        lambda rs: render_table(
            rs,
            ("law", "parameters", "a", "b", "mean"),
            title="Table 1 laws, infinite supports cut at the 1 − 1e-7 quantile",
            labels={"mean": "E[X]"},
        ),
        as_json,
    )


@click.command()
@click.option(
    "--checkpoint",
    type=FiniteFloat(min=0, min_open=True),
    default=0.1,
    show_default=True,
    help="C = R, hours (the paper states 0.1; with --gamma 0.1 it reproduces the paper's values).",
)
@click.option(
    "--gamma",
    type=FiniteFloat(min=0),
    default=0.0,
    show_default=True,
    help="γ, hours added per reservation (Eq. 7; the paper states 0, its values are those of 0.1).",
)
@click.option(
    "--n",
    "n",
    type=click.IntRange(1, CHUNKS_LIMIT),
    default=1000,
    show_default=True,
    help="Chunks of DYN-PROG-COUNT(X, 0.1) (the paper's experiments use n ≤ 1000).",
)
@click.option(
    "--guaranteed",
    is_flag=True,
    help="Use Algorithm 1's n for each law instead of --n (Thm 3's (1+ε) guarantee holds; Weibull asks "
    "116,909 chunks: minutes).",
)
@click.option(
    "--csv",
    "csv_path",
    type=click.Path(path_type=Path, dir_okay=False),
    default=None,
    help="Also write the table as a CSV, one row per law, strategy and column, ours beside the paper's "
    "(docs/figures/reservation/table2-*.csv, which the claims of Table 2 read).",
)
@json_option
def table2(checkpoint: float, gamma: float, n: int, guaranteed: bool, csv_path: Path | None, as_json: bool) -> None:
    """Table 2: ALL-CKPT-PER and NO-CKPT-PER over DYN-PROG-COUNT, best τ and τ in {1, 200, …, 1000},
    next to the paper's values; NO-CKPT-PER also as the paper evaluates it (its reservations
    after the first are t_i − a long)."""
    from resched.reservation.experiment.reproduce import table2_row
    from resched.reservation.instance.laws import LAWS

    rows = []
    with progress() as bar:
        task = bar.add_task("Table 2", total=len(LAWS))
        for name in LAWS:
            rows.append(table2_row(name, checkpoint, None if guaranteed else n, gamma))
            bar.advance(task)
    if csv_path is not None:
        import pandas as pd

        from resched.reservation.experiment.table2_table import table2_records

        write_with(csv_path, lambda target: pd.DataFrame(table2_records(rows)).to_csv(target, index=False))
    chunks = "Algorithm 1's" if guaranteed else n
    emit(
        rows,
        lambda rs: _render_table2(rs, checkpoint, gamma, chunks),
        as_json,
        {"checkpoint": checkpoint, "gamma": gamma, "n": None if guaranteed else n, "guaranteed": guaranteed},
    )


#: Table 2 rows shown: the kind of a ``table2_row`` entry, its label and the paper's column.
TABLE2_KINDS = (
    ("all", "all-ckpt-per", "all"),
    ("no", "no-ckpt-per", "no"),
    ("no_tabulated", "no-ckpt-per, t_i − a", "no"),
)


def _render_table2(rows: list[dict[str, Any]], checkpoint: float, gamma: float, n: int | str) -> None:
    from resched.reservation.experiment.reproduce import PAPER_TABLE2, TABLE2_TAUS

    shown = []
    for r in rows:
        for kind, label, column in TABLE2_KINDS:
            paper = PAPER_TABLE2[r["law"]][column]
            cells = {f"τ={t}": f"{r[kind][str(t)]:.2f} / {fmt(p)}" for t, p in zip(TABLE2_TAUS, paper[2:])}
            shown.append(
                {
                    "law": r["law"],
                    "kind": label,
                    "best τ": f"{r[kind]['best_tau']} ({r[kind]['best']:.2f}) / {paper[0]} ({paper[1]:.2f})",
                    **cells,
                }
            )
    render_table(
        shown,
        ("law", "kind", "best τ", *(f"τ={t}" for t in TABLE2_TAUS)),
        title=f"Table 2, C = R = {checkpoint} h, γ = {gamma} h, n = {n} (ours / paper)",
    )
    slopes = [
        {
            "law": r["law"],
            **{
                label: f"{r['slopes']['paper_' + column] / r['slopes'][kind]:.3f}"
                for kind, label, column in TABLE2_KINDS
            },
        }
        for r in rows
    ]
    render_table(
        slopes,
        ("law", *(label for _, label, _ in TABLE2_KINDS)),
        title="Growth per period at large τ, paper / ours ((r(1000) − r(200)) / r(1), which cancels DYN-PROG-COUNT)",
    )


COMMANDS = [solve, simulate, laws, table2]
