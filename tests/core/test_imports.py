"""Light imports: a path that does not plot, solve, aggregate or distribute imports none of
matplotlib, pyomo, pandas, dask; declarations and command groups import no numeric library;
no import changes matplotlib's backend. Each check runs in a fresh interpreter."""

from __future__ import annotations

import ast
import importlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

HEAVY = ("matplotlib", "pyomo", "pandas", "dask", "highspy", "scipy.optimize")

ALGORITHMS = {
    "varcap": ("resched.varcap", "resched.varcap.algorithms", "resched.varcap.simulate", "resched.varcap.metrics"),
    "batch": ("resched.batch", "resched.batch.simulate", "resched.batch.algorithms", "resched.batch.metrics"),
    "riskaware": (
        "resched.riskaware",
        "resched.riskaware.simulate",
        "resched.riskaware.algorithms",
        "resched.riskaware.metrics",
    ),
    "moldable": ("resched.moldable", "resched.moldable.simulate", "resched.moldable.algorithms.allocation"),
    "iterative": (
        "resched.iterative",
        "resched.iterative.algorithms",
        "resched.iterative.metrics",
        "resched.iterative.simulate",
        "resched.iterative.algorithms.chain",
    ),
    "reservation": (
        "resched.reservation",
        "resched.reservation.algorithms",
        "resched.reservation.instance",
        "resched.reservation.simulate",
        "resched.reservation.metrics",
    ),
}


def loaded_after(*modules: str) -> set[str]:
    """Top-level names in ``sys.modules`` after importing ``modules`` in a fresh interpreter."""
    code = "import sys, json\n" + "".join(f"import {m}\n" for m in modules) + "print(json.dumps(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return set(json.loads(out.stdout))


@pytest.mark.parametrize("family", sorted(ALGORITHMS))
def test_importing_a_family_and_its_algorithms_stays_light(family):
    loaded = loaded_after(*ALGORITHMS[family])
    assert not [m for m in HEAVY if m in loaded], family


def test_declarations_and_command_groups_import_no_numeric_library():
    from resched.registry import FAMILY_DECLARATIONS

    commands = [f"resched.cli.{name}" for name in ALGORITHMS]
    loaded = loaded_after(
        "resched",
        "resched.registry",
        "resched.cli.main",
        "resched.cli.shared",
        *(d.partition(":")[0] for d in FAMILY_DECLARATIONS.values()),
        *commands,
    )
    assert not [m for m in ("numpy", "numba", "rich", *HEAVY) if m in loaded]


def test_no_import_selects_a_matplotlib_backend():
    from resched.registry import family

    figures = [str(family(name).figures).partition(":")[0] for name in ALGORITHMS]
    code = (
        "import matplotlib\nbefore = matplotlib.rcParams._get_backend_or_none()\n"
        + "".join(f"import {m}\n" for m in figures)
        + "import sys\nprint(before == matplotlib.rcParams._get_backend_or_none(), 'matplotlib.pyplot' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["True", "False"]


def type_checking_imports(package: str) -> dict[str, str]:
    """``name → module`` of the ``from module import name as name`` lines under the
    ``if TYPE_CHECKING:`` block of ``package``'s ``__init__``."""
    tree = ast.parse(Path(importlib.import_module(package).__file__).read_text())
    block = next(node for node in tree.body if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING")
    imports = [node for node in block.body if isinstance(node, ast.ImportFrom)]
    assert all(alias.asname == alias.name for node in imports for alias in node.names), package  # explicit re-export
    return {alias.name: node.module for node in imports for alias in node.names}


@pytest.mark.parametrize("package", ["resched", *(f"resched.{family}" for family in sorted(ALGORITHMS))])
def test_type_checkers_see_exactly_the_lazy_re_exports(package):
    module = importlib.import_module(package)
    declared = {name: f"{package}.{sub}" for name, sub in module._EXPORTS.items()}
    assert type_checking_imports(package) == declared
    for name, source in declared.items():
        assert getattr(module, name) is getattr(importlib.import_module(source), name), name


NUMERIC = ("numpy", "numba", "llvmlite", "scipy", "matplotlib", "pyomo", "pandas", "dask", "highspy", "networkx")

_HELP_RUN = """
import contextlib, io, json, sys
import click
from resched.cli.main import cli, run

family = sys.argv[1]
group = cli.get_command(click.Context(cli), family) if family else cli
verbs = group.list_commands(click.Context(group)) if family else []
prefix = [family] if family else []
steps = {"help": [[*prefix, "--help"], *([*prefix, verb, "--help"] for verb in verbs)]}
if family:
    steps["tables"] = [[family, "params"], [family, "algorithms"]]
seen = {}
with contextlib.redirect_stdout(io.StringIO()):
    for step, argvs in steps.items():
        seen[step] = {"codes": [run(argv) for argv in argvs], "modules": sorted(sys.modules)}
print(json.dumps(seen))
"""


def help_run(family: str) -> dict[str, dict[str, list[object]]]:
    """``--help`` of ``resched FAMILY`` and of each of its verbs, then ``params`` and
    ``algorithms``, in one fresh interpreter: the exit codes and ``sys.modules`` after each step
    (``family=""``: the root's ``--help``)."""
    out = subprocess.run([sys.executable, "-c", _HELP_RUN, family], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def _tops(modules: list[object]) -> set[str]:
    return {str(m).split(".")[0] for m in modules}


@pytest.mark.parametrize("family", sorted(ALGORITHMS))
def test_help_params_and_algorithms_load_their_family_only_and_no_numeric_library(family):
    """`resched FAMILY --help`, every verb's `--help`, `params` and `algorithms` import no numeric,
    solver, plotting or distributed library and no other family; `--help` does not import rich."""
    seen = help_run(family)
    assert all(code == 0 for step in seen.values() for code in step["codes"]), seen
    assert not [m for m in (*NUMERIC, "rich") if m in _tops(seen["help"]["modules"])]
    loaded = seen["tables"]["modules"]
    assert not [m for m in NUMERIC if m in _tops(loaded)]
    others = {str(m).split(".")[1] for m in loaded if str(m).startswith("resched.")} & set(ALGORITHMS)
    assert others == {family}


def test_root_help_imports_no_numeric_library():
    seen = help_run("")
    assert seen["help"]["codes"] == [0]
    assert not [m for m in (*NUMERIC, "rich") if m in _tops(seen["help"]["modules"])]
