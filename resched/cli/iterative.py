"""``resched iterative …``: checkpointing iterative applications (thesis chapters 2 and 3)."""

from __future__ import annotations

from pathlib import Path
import typer
from rich.console import Console
from rich.table import Table

from resched.errors import ReschedError
from resched.registry import load_instance

app = typer.Typer(no_args_is_help=True, help="Checkpointing iterative applications (stochastic and deterministic).")
console = Console()
JSON_OPTION = typer.Option(False, "--json", help="Print machine-readable JSON.")
LAW = typer.Option("gamma", "--law", help="uniform (a,b), gamma (alpha,beta rate) or normal (mu,sigma).")
PARAMS = typer.Option("25,0.5", "--params", help="The law's two parameters, comma separated.")
PFAIL = typer.Option(0.01, "--pfail", help="Failure probability per iteration + checkpoint (§2.5.1).")


def _setting(law: str, params: str, pfail: float, C: float, R: float, D: float):
    from resched.iterative.laws import make_law
    from resched.iterative.stochastic import StochasticSetting

    try:
        values = tuple(float(v) for v in params.split(","))
    except ValueError:
        raise ReschedError(f"--params must be two comma-separated numbers, got {params!r}") from None
    return StochasticSetting.from_pfail(make_law(law, values), pfail, C, R, D)


def _stochastic(law, params, pfail, C, R, D, n, instances, seed, paper, as_json) -> None:
    from resched.cli.main import _emit
    from resched.iterative.report import stochastic_report

    setting = _setting(law, params, pfail, C, R, D)
    with Console(stderr=True).status(f"simulating {instances} instances…" if instances else "computing…"):
        report = stochastic_report(setting, n, instances, seed, paper)
    _emit(report, as_json, _render_flat)


def _render_flat(report: dict) -> None:
    table = Table(show_header=False)
    for key, value in report.items():
        items = value.items() if isinstance(value, dict) else [("", value)]
        for sub, v in items:
            table.add_row(f"{key}.{sub}" if sub else key, f"{v:.6g}" if isinstance(v, float) else str(v))
    console.print(table)


def _stochastic_command(default_instances: int, doc: str):
    """The ``static`` and ``dynamic`` commands: same options, different Monte-Carlo default."""

    def command(
        law: str = LAW, params: str = PARAMS, pfail: float = PFAIL,
        C: float = typer.Option(5.0, "--C", help="Checkpoint cost."),
        R: float = typer.Option(5.0, "--R", help="Recovery cost."),
        D: float = typer.Option(1.0, "--D", help="Downtime."),
        n: int = typer.Option(1000, "--n", min=1, help="Number of iterations."),
        instances: int = typer.Option(default_instances, "--instances", min=0,
                                      help="Monte-Carlo instances (0: closed forms only)."),
        seed: int = typer.Option(0, help="Seed of the Monte-Carlo instances."),
        paper_failures: bool = typer.Option(False, "--paper-failures", help="Thesis' failure traces (max(Exp, D) gaps)."),
        as_json: bool = JSON_OPTION,
    ) -> None:
        _stochastic(law, params, pfail, C, R, D, n, instances, seed, paper_failures, as_json)

    command.__doc__ = doc
    return command


app.command("static")(_stochastic_command(
    0, "Static strategies (§2.3): x_static, k_static, k_FO and expected makespans (Eq. 2.4)."))
app.command("dynamic")(_stochastic_command(
    1000, "Dynamic strategies (§2.4): W_th, W_FO and Monte-Carlo makespans next to the static ones."))


@app.command()
def pattern(
    instance: Path = typer.Argument(..., help="Iterative-application instance JSON file."),
    rounding: str = typer.Option("floor", help="k* = floor (thesis' Table VI) or ceil (notation table) of M*/T."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Optimal checkpoint pattern (Algorithm 3) and the overhead of every §3.4 reference strategy."""
    from resched.cli.main import _emit
    from resched.iterative.report import pattern_report

    if rounding not in ("floor", "ceil"):
        raise ReschedError(f"--rounding must be floor or ceil, got {rounding!r}")
    inst = load_instance(instance)
    if getattr(inst, "family", None) != "iterative":
        raise ReschedError(f"{instance}: not an iterative instance (family {inst.family!r})")
    _emit(pattern_report(inst, rounding), as_json, _render_pattern)


def _render_pattern(report: dict) -> None:
    opt = report["optimal"]
    console.print(f"{report['instance']}: SD* = {opt['slowdown']:.10f} — {opt['description']}")
    table = Table("strategy", "slowdown", "overhead", "ratio to optimal")
    table.add_row("Optimal", f"{opt['slowdown']:.6f}", f"{opt['overhead']:.4%}", "1")
    for name, s in report["strategies"].items():
        table.add_row(name, f"{s['slowdown']:.6f}", f"{s['overhead']:.4%}", f"{s['ratio_to_optimal']:.4f}")
    console.print(table)


@app.command()
def generate(
    application: str = typer.Argument(..., help="neuroscience, synthetic or gcr (§3.4.1)."),
    output: Path = typer.Option(..., "--output", "-o", help="Instance file to write."),
    pfail: float = typer.Option(0.01, "--pfail", help="Failure probability per iteration."),
    iterations: int = typer.Option(1000, "--iterations", min=1, help="N, iterations of the chain models."),
    tasks: int = typer.Option(10, "--tasks", min=1, help="n for synthetic and gcr."),
    ccr: float = typer.Option(1.0, "--ccr", help="GCR communication-to-computation ratio."),
    seed: int = typer.Option(1, help="Synthetic draw seed (MT19937)."),
    setting: str = typer.Option("proportional", help="Synthetic checkpoint costs: proportional or uniform."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Write one of the thesis' applications as an instance file."""
    from resched.cli.main import _emit
    from resched.iterative import generate as gen

    makers = {"neuroscience": lambda: gen.neuroscience(pfail, iterations),
              "synthetic": lambda: gen.synthetic(tasks, pfail, setting, seed=seed, iterations=iterations),
              "gcr": lambda: gen.gcr(tasks, ccr, pfail, iterations=iterations)}
    if application not in makers:
        raise ReschedError(f"unknown application {application!r} (known: {', '.join(makers)})")
    inst = makers[application]()
    inst.save(output)
    _emit({"file": str(output), "name": inst.name, "tasks": inst.n}, as_json,
          lambda d: console.print(f"wrote {d['file']} ({d['name']}, {d['tasks']} tasks per iteration)"))

