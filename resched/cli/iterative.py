"""``resched iterative …``: checkpointing iterative applications (thesis chapters 2 and 3).

``simulate`` is the family's run verb (one sweep task per algorithm, generated from the
declaration); ``static`` and ``dynamic`` print chapter 2's closed forms (and, for
``dynamic``, Monte-Carlo means); ``pattern`` prints the optimal pattern of an application
file next to the reference strategies; ``generate`` writes one of §3.4.1's applications.
Every option is a field of :class:`~resched.iterative.params.IterativeParams`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from resched.cli.family import run_command
from resched.cli.options import given_params, instance_argument, json_option, output_option, params_options, seed_option
from resched.cli.output import console, emit, fmt, render_table, shown, status
from resched.iterative.family import FAMILY
from resched.iterative.params import STUDY_OF, IterativeParams

STOCHASTIC = [
    n
    for n in IterativeParams.names()
    if STUDY_OF.get(n, "stochastic") == "stochastic" and n not in ("study", "paper_failures", "monte_carlo_runs")
]
"""The options of ``static``: what defines chapter 2's setting."""
GENERATED = [
    "p_fail",
    "iterations",
    "downtime",
    "tasks",
    "eta",
    "checkpoint_costs",
    "synthetic_seed",
    "ccr",
    "code_task_lengths",
]
"""The options of ``generate``: what defines a §3.4.1 application."""


def _params(study: str, **fixed: Any) -> IterativeParams:
    return IterativeParams.from_mapping({"study": study, **fixed, **given_params()}).resolve()


def _render_flat(records: list[dict[str, object]]) -> None:
    rows = []
    for key, value in records[0].items():
        items = value.items() if isinstance(value, dict) else [("", value)]
        rows += [{"quantity": f"{key}.{sub}" if sub else key, "value": v} for sub, v in items]
    render_table(rows, ("quantity", "value"))


def _stochastic(seed: int, simulate: bool, as_json: bool) -> None:
    from resched.iterative.experiment import stochastic_setting
    from resched.iterative.experiment.report import stochastic_report

    params = _params("stochastic")
    runs = params.monte_carlo_runs if simulate else 0
    setting = stochastic_setting(params)
    with status(f"simulating {runs:,} runs…" if runs else "computing…"):
        report = stochastic_report(setting, params.iterations, runs, seed, params.paper_failures)
    inputs = params.applicable()
    if simulate:
        inputs["seed"] = seed
    else:
        del inputs["monte_carlo_runs"], inputs["paper_failures"]
    emit([report], _render_flat, as_json, inputs)


@click.command()
@params_options(IterativeParams, include=STOCHASTIC)
@json_option
def static(as_json: bool) -> None:
    """Static strategies (§2.3): x_static, k_static, k_FO, W_th, W_FO and the expected makespans of Eq. (2.4):
    every k_static iterations, every k_FO iterations, the finite-n optimum and the lower bound. Closed forms
    only (see dynamic for Monte-Carlo means)."""
    _stochastic(0, False, as_json)


@click.command()
@params_options(IterativeParams, include=[*STOCHASTIC, "monte_carlo_runs", "paper_failures"])
@seed_option
@json_option
def dynamic(seed: int, as_json: bool) -> None:
    """Dynamic strategies (§2.4): W_th and W_FO, and the Monte-Carlo mean makespans (with standard errors) of
    dynamic W_th and W_FO next to static k_static and k_FO on common random numbers, plus the static closed
    forms."""
    _stochastic(seed, True, as_json)


def _render_simulation(records: list[dict[str, object]]) -> None:
    from resched.cli.output import render_records

    scalars = [{k: v for k, v in r.items() if not isinstance(v, (list, dict))} for r in records]
    render_records(scalars, key="algorithm")


simulate = run_command(
    FAMILY,
    _render_simulation,
    doc=(
        "Run iterative algorithms exactly as one sweep task. Stochastic study (default): -a static simulates "
        "Algorithm 1 for every period k, -a dynamic Algorithm 2 for every threshold γ·W_th, on --monte-carlo-runs "
        "runs. Chain study (--study chain): -a all runs the optimal pattern and every reference strategy on one "
        "failure trace of --application, or of the application file INSTANCE. Lists (per k or γ) are in --json."
    ),
)


@click.command()
@instance_argument()
@params_options(IterativeParams, include=["k_star_rounding", "pattern_method"])
@json_option
def pattern(instance: Path, as_json: bool) -> None:
    """Optimal checkpoint pattern of the application file INSTANCE — by the pattern DP (Algorithm 3) or the
    ratio-cycle LP, the faster by size unless --pattern-method names one — and the slowdown, overhead and ratio to
    the optimum of every §3.4.1 reference strategy."""
    from resched.errors import ReschedError
    from resched.iterative.experiment.report import pattern_report
    from resched.iterative.instance import IterativeApp
    from resched.registry import load_instance

    params = _params("chain")
    inst = load_instance(instance)
    if not isinstance(inst, IterativeApp):
        raise ReschedError(f"{instance}: a {inst.family!r} instance, not an 'iterative' one")
    records = pattern_report(inst, params.k_star_rounding, params.pattern_method)
    emit(
        records,
        _render_pattern,
        as_json,
        {"instance": str(instance), "k_star_rounding": params.k_star_rounding, "pattern_method": params.pattern_method},
    )


def _render_pattern(records: list[dict[str, Any]]) -> None:
    optimal = records[0]
    console().print(
        f"{shown(optimal['instance'])}: SD* = {optimal['slowdown']:.10f} — {optimal['description']} "
        f"({optimal['method_name']}, {optimal['seconds']:.3g} s)"
    )
    rows = [
        {
            "strategy": r["strategy"],
            "slowdown": f"{r['slowdown']:.6f}",
            "overhead_percent": f"{100 * r['overhead']:.4f}%",
            "ratio_to_optimal": f"{r['ratio_to_optimal']:.4f}",
        }
        for r in records
    ]
    render_table(
        rows,
        ("strategy", "slowdown", "overhead_percent", "ratio_to_optimal"),
        labels={"overhead_percent": "overhead", "ratio_to_optimal": "ratio to optimal"},
    )


@click.command()
@click.argument("application", metavar="APPLICATION")
@output_option("Instance file to write (JSON).", required=True)
@params_options(IterativeParams, include=GENERATED)
@json_option
def generate(application: str, output: Path, as_json: bool) -> None:
    """Write APPLICATION (neuroscience, synthetic or gcr, §3.4.1) as an instance file, with its N iterations
    for the chain models."""
    from resched.cli.output import write_text
    from resched.io.jsonsafe import dumps
    from resched.iterative.generate import application as make_application

    params = _params("chain", application=application)
    inst = make_application(params)
    write_text(output, dumps(inst.to_dict(), indent=1) + "\n")
    record = {
        "file": str(output),
        "name": inst.name,
        "tasks": inst.n,
        "iterations": inst.iterations,
        "iteration_length": inst.T,
        "lambda": inst.lam,
    }
    emit(
        [record],
        lambda rs: console().print(
            f"wrote {shown(rs[0]['file'])} ({shown(rs[0]['name'])}, {rs[0]['tasks']} tasks per "
            f"iteration, {rs[0]['iterations']} iterations, T = {fmt(rs[0]['iteration_length'])})"
        ),
        as_json,
        params.applicable(),
    )


COMMANDS = [simulate, static, dynamic, pattern, generate]
