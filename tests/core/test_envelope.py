"""Every command's ``--json`` output is the one envelope of the README:
``{"command", "version", "params", "results", "seconds"}`` (plus ``nonfinite`` when a value had
to be written as null), with ``results`` a list of records. The command tree is walked, so a
command added without a case here fails the test."""

from __future__ import annotations

import json
from pathlib import Path

import click
import pytest
from invoke import resched
from paths import ROOT

from resched.cli.main import cli
from resched.riskaware.experiment.figures import METRICS

INSTANCE_DIR = ROOT / "instances"
SMOKE = ROOT / "sweeps" / "reservation" / "fig6-smoke.toml"
KEYS = {"command", "version", "params", "results", "seconds"}

#: The cheapest meaningful invocation of every command ({tmp} is a scratch folder).
CASES: dict[str, list[str]] = {
    "solve": [str(INSTANCE_DIR / "reservation" / "intro-example.json")],
    "export": [str(INSTANCE_DIR / "reservation" / "intro-example.json"), "-o", "{tmp}/m.lp"],
    "cross-check": ["{tmp}/m.lp"],
    "validate": [str(INSTANCE_DIR / "reservation" / "free-checkpoints.json")],
    "export-library": ["--instances", str(INSTANCE_DIR / "reservation"), "-o", "{tmp}/library"],
    "sweep": [str(SMOKE), "-o", "{tmp}/sweep", "--workers", "1"],
    "plot": ["{tmp}/sweep"],
    "compare": ["{tmp}/riskaware", "-a", "TargetASAP", "-b", "FirstFit", "-m", "goodput", "--by", "period"],
    "reproduce": ["reservation", "--dry-run", "-o", "{tmp}/reproduce", "--sweeps", str(ROOT / "sweeps")],
    "varcap algorithms": [],
    "varcap params": [],
    "varcap generate": ["-o", "{tmp}/v.json", "--p-max", "20", "--sections", "5"],
    "varcap simulate": ["{tmp}/v.json", "-a", "GreedyGoodput"],
    "riskaware algorithms": [],
    "riskaware params": [],
    "riskaware adversary": ["--first-job-length", "4", "-a", "FirstFit"],
    "riskaware generate": ["-o", "{tmp}/r.json", "--cores", "4"],
    "riskaware simulate": [str(INSTANCE_DIR / "riskaware" / "tiny-s1.json"), "-a", "TargetASAP"],
    "riskaware trend": ["{tmp}/riskaware", "--by", "period"],
    "reservation algorithms": [],
    "reservation params": [],
    "reservation laws": [],
    "reservation solve": ["--law", "uniform", "--chunks", "20"],
    "reservation simulate": ["--law", "uniform", "--chunks", "20", "--samples", "100"],
    "reservation table2": ["--n", "20"],
    "moldable algorithms": [],
    "moldable params": [],
    "moldable run": ["--processors", "100", "--jobs", "10", "--scenarios", "2", "-a", "LPA-LIST"],
    "moldable simulate": [str(INSTANCE_DIR / "moldable" / "worked-example-2.json")],
    "moldable table1": ["{tmp}/moldable"],
    "iterative algorithms": [],
    "iterative params": [],
    "iterative static": [],
    "iterative dynamic": ["--monte-carlo-runs", "10", "--iterations", "20"],
    "iterative generate": ["neuroscience", "-o", "{tmp}/n.json", "--iterations", "2"],
    "iterative pattern": [str(INSTANCE_DIR / "iterative" / "toy-n3-N4.json")],
    "iterative simulate": ["-a", "static", "--monte-carlo-runs", "10", "--iterations", "20"],
    "batch algorithms": [],
    "batch params": [],
    "batch simulate": [str(INSTANCE_DIR / "batch" / "toy-failure.json"), "-a", "BASELINE"],
    "batch gantt": [str(INSTANCE_DIR / "batch" / "toy-failure.json"), "-a", "SFSJ", "-o", "{tmp}/g.png"],
    "batch replay": ["--application", "qball", "--jobs", "20", "--cores", "8", "-a", "HPC"],
}
ORDER = list(CASES)  # in order: export before cross-check, sweep before plot, generate before simulate


def every_command() -> list[str]:
    """Every leaf command of the ``resched`` tree, as ``"family verb"`` or ``"verb"``."""
    ctx = click.Context(cli)
    names = []
    for name in cli.list_commands(ctx):
        command = cli.get_command(ctx, name)
        if isinstance(command, click.Group):
            names += [f"{name} {verb}" for verb in command.list_commands(ctx)]
        else:
            names.append(name)
    return names


def test_every_command_has_a_case():
    assert sorted(every_command()) == sorted(CASES)


@pytest.fixture(scope="module")
def scratch(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("envelope")
    store = folder / "moldable"
    store.mkdir()
    row = {
        "task_id": "a",
        "family": "moldable",
        "grid": [],
        "algorithm": "LPA-LIST",
        "expected": 1.5,
        "maximum": 2.0,
        "params": {
            "speedup_model": "mix",
            "processors": 100,
            "jobs": 10,
            "error_rate": 1e-7,
            "scenarios": 2,
            "priority": "LPT",
            "epsilon": 0.3,
            "allotment": "resched",
        },
    }
    (store / "results.jsonl").write_text(json.dumps(row) + "\n")
    walks = folder / "riskaware"  # five runs: enough to fit three coefficients
    walks.mkdir()
    runs = [
        {
            "task_id": f"r{i}-{algorithm}",
            "family": "riskaware",
            "grid": ["period", "walk_seed"],
            "period": 600 * (1 + i % 3),
            "walk_seed": i,
            "algorithm": algorithm,
            "mean_machines": 22.0 + i * i % 4,
            **{metric: 0.8 + 0.01 * i + 0.003 * (i % 2) + shift for metric in METRICS},
        }
        for i in range(5)
        for algorithm, shift in (("FirstFit", 0.0), ("TargetASAP", 0.01 * (i % 2)))
    ]
    (walks / "results.jsonl").write_text("".join(json.dumps(r) + "\n" for r in runs))
    return folder


@pytest.mark.parametrize("name", ORDER)
def test_json_output_is_the_envelope(name, scratch):
    args = [a.replace("{tmp}", str(scratch)) for a in CASES[name]]
    run = resched(*name.split(), *args, "--json")
    assert run.exit_code == 0, run.stderr
    envelope = json.loads(run.stdout, parse_constant=lambda c: pytest.fail(f"non-JSON constant {c}"))
    assert KEYS <= set(envelope) <= KEYS | {"nonfinite"}
    assert envelope["command"] == name
    assert isinstance(envelope["params"], dict) and isinstance(envelope["seconds"], float)
    assert isinstance(envelope["results"], list) and envelope["results"]
    assert all(isinstance(r, dict) for r in envelope["results"])
