"""Start-up cost of the command line, measured side by side in one run.

Prints the median wall time (of ``--repeat`` runs) of ``python -c "import resched"`` (the
bare import), ``resched --version``, the ``--help`` of the root and of every family group and
verb, and one small command per family (work of a few milliseconds), each with its ratio to
the bare import, next to the median CPU time (user + system of the process) and its ratio: on
a loaded machine the wall times grow with the load, the CPU times much less. Targets
([CORE-D6]), on the wall times: ``--version`` and every ``--help`` within 2x of the bare
import; no millisecond command above 1 s. Exit code 1 if a target is missed.

Every command runs once unmeasured first, as an installed package does after its first use:
the bytecode of resched's modules is written (``PYTHONDONTWRITEBYTECODE`` is dropped from the
commands' environment; ``pip install`` writes it at install time) and the numba kernels a
command uses are compiled into their cache.

    python benchmarks/bench_startup.py [--repeat 5]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RESCHED = str(Path(sys.executable).parent / "resched")
INSTANCES = ROOT / "instances"

SMALL = {
    "varcap": ["solve", f"{INSTANCES}/varcap/toy-finite.json"],
    "varcap-section": ["solve", f"{INSTANCES}/varcap-section/figure16.json", "-m", "phase_milp"],
    "riskaware": ["riskaware", "simulate", f"{INSTANCES}/riskaware/tiny-s1.json", "-a", "TargetASAP"],
    "reservation": ["reservation", "solve", f"{INSTANCES}/reservation/intro-example.json"],
    "moldable": ["moldable", "simulate", f"{INSTANCES}/moldable/worked-example-2.json"],
    "iterative": ["iterative", "pattern", f"{INSTANCES}/iterative/toy-n3-N4.json"],
    "batch": ["batch", "simulate", f"{INSTANCES}/batch/toy-failure.json", "-a", "SFSJ"],
}
"""One small command per family (each does a few milliseconds of work)."""


ENV = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
"""The commands' environment: this one, writing bytecode as an installed package has it."""


def _children_cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def measure(command: list[str], repeat: int) -> tuple[float, float]:
    """Median wall and CPU seconds of ``repeat`` runs of ``command``, after one unmeasured run."""
    walls, cpus = [], []
    for run in range(repeat + 1):
        cpu, start = _children_cpu(), time.perf_counter()
        done = subprocess.run(command, capture_output=True, cwd=ROOT, env=ENV)
        if run:
            walls.append(time.perf_counter() - start)
            cpus.append(_children_cpu() - cpu)
        if done.returncode != 0:
            raise SystemExit(f"failed: {' '.join(command)}\n{done.stderr.decode()[-500:]}")
    return statistics.median(walls), statistics.median(cpus)


def median_seconds(command: list[str], repeat: int) -> float:
    """Median wall seconds of ``repeat`` runs of ``command`` (after one unmeasured run)."""
    return measure(command, repeat)[0]


def help_commands() -> list[list[str]]:
    """``--help`` of the root, of each family group and of each of their verbs."""
    sys.path.insert(0, str(ROOT))
    import click

    from resched.cli.main import cli

    commands = [[RESCHED, "--help"]]
    ctx = click.Context(cli)
    for name in cli.list_commands(ctx):
        command = cli.get_command(ctx, name)
        commands.append([RESCHED, name, "--help"])
        if isinstance(command, click.Group):
            commands += [[RESCHED, name, verb, "--help"] for verb in command.list_commands(ctx)]
    return commands


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    repeat = parser.parse_args().repeat
    bare, bare_cpu = measure([sys.executable, "-c", "import resched"], repeat)
    print(f"{'command':60s} {'wall s':>7s} {'x bare':>7s} {'CPU s':>7s} {'x bare':>7s}  target (wall)")
    bare_label = 'python -c "import resched"'
    print(f"{bare_label:60s} {bare:7.3f} {1:7.2f} {bare_cpu:7.3f} {1:7.2f}")
    missed = 0
    rows = [([RESCHED, "--version"], 2 * bare, "2x bare")]
    rows += [(c, 2 * bare, "2x bare") for c in help_commands()]
    rows += [([RESCHED, *args], 1.0, "1 s") for args in SMALL.values()]
    for command, limit, target in rows:
        seconds, cpu = measure(command, repeat)
        ok = seconds <= limit
        missed += not ok
        shown = "resched " + " ".join(Path(a).name if "/" in a else a for a in command[1:])
        print(
            f"{shown:60s} {seconds:7.3f} {seconds / bare:7.2f} {cpu:7.3f} {cpu / bare_cpu:7.2f}  "
            f"{target} {'ok' if ok else 'MISSED'}"
        )
    print(f"{missed} target(s) missed")
    sys.exit(1 if missed else 0)


if __name__ == "__main__":
    main()
