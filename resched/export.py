"""Write models to ``.lp``/``.mps`` files that both HiGHS and CBC read to the same optimum.

Interop choices (each one tested):
- ``.lp`` is Pyomo's CPLEX-LP text (readable names; :func:`resched.solve.solve` solves the
  same model from arrays, and a test compares the two matrices model by model). HiGHS's own LP writer abbreviates the integrality
  sections to ``bin``/``gen``, which CBC's LP reader takes for variable names (silently
  relaxing the MIP), so it is not used.
- ``.mps`` is written by HiGHS from that LP text (Pyomo's MPS writer emits bound lines CBC
  cannot match). HiGHS writes ``UI``/``LI`` bounds and an ``OBJSENSE`` section: CBC reads
  the bounds but ignores ``OBJSENSE``, so :func:`cross_check` passes the sense explicitly.
- Variable values (``cross_check(..., values=True)``): HiGHS's column values under the names
  it read from the file, and CBC's solution file (``-printingOptions columns``: one line per
  column, ``index name value reduced-cost``, ``**`` before a value outside its bounds), read
  by :func:`read_cbc_solution`. Two optimal solvers may pick different optima: values that
  differ are reported, the verdict compares the objectives only.
"""

from __future__ import annotations

import math
import os
import re
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import highspy
import pyomo.environ as pyo

from resched.errors import ModelError
from resched.solve import new_highs

SUFFIXES = (".lp", ".mps")
VALUE_TOLERANCE = 1e-6
"""Absolute difference below which two solvers' values of a variable agree."""


def write_lp(model: pyo.ConcreteModel, path: Path) -> dict[str, pyo.Var]:
    """Write ``model`` as CPLEX-LP text with readable names; return label → Pyomo variable."""
    try:
        _, symbol_map_id = model.write(str(path), io_options={"symbolic_solver_labels": True})
    except (RuntimeError, ValueError) as error:  # e.g. two indices with the same LP label
        raise ModelError(f"cannot write model {model.name!r} as LP: {error}") from None
    symbol_map = model.solutions.symbol_map.pop(symbol_map_id)
    return {
        label: obj
        for label, obj in symbol_map.bySymbol.items()
        if obj.ctype is pyo.Var and obj.model() is model  # skips the writer's ONE_VAR_CONSTANT
    }


def read_lp_text(model: pyo.ConcreteModel) -> highspy.Highs:
    """A HiGHS instance that has read ``model``'s LP text (:func:`write_lp`), names included."""
    highs = new_highs()
    with tempfile.TemporaryDirectory(prefix="resched-") as tmp:
        path = Path(tmp) / "model.lp"
        write_lp(model, path)
        if highs.readModel(str(path)) != highspy.HighsStatus.kOk:
            raise ModelError(f"HiGHS could not read model {model.name!r}")
    return highs


def export(model: pyo.ConcreteModel, path: str | Path) -> Path:
    """Write ``model`` to ``path``; the format (.lp or .mps) is chosen by the suffix."""
    path = Path(path)
    suffix = path.suffix  # lower case only: CBC recognises no other spelling
    if suffix not in SUFFIXES:
        raise ModelError(f"cannot export to {path.name!r}: the suffix must be .lp or .mps")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if suffix == ".lp":
            write_lp(model, path)
            return path
    except OSError as error:  # a folder that cannot be created, a name too long, a full disk
        raise ModelError(f"{path}: cannot write the model ({error.strerror})") from None
    if read_lp_text(model).writeModel(str(path)) != highspy.HighsStatus.kOk:
        raise ModelError(f"HiGHS could not write {path}")
    return path


@dataclass(frozen=True)
class CrossCheck:
    """Objectives of one model file solved by HiGHS and by the CBC binary bundled in PuLP."""

    path: str
    sense: str
    highs_status: str
    highs_objective: float | None
    cbc_status: str
    cbc_objective: float | None
    highs_seconds: float
    cbc_seconds: float
    highs_values: dict[str, float] | None = field(default=None, repr=False)
    """Each variable's value in HiGHS's solution, by its name in the file (``values=True``)."""
    cbc_values: dict[str, float] | None = field(default=None, repr=False)
    """The same for CBC's solution."""

    @property
    def value_differences(self) -> dict[str, tuple[float, float]]:
        """The variables whose values differ by more than :data:`VALUE_TOLERANCE`: name →
        (HiGHS's value, CBC's value); empty without both solutions."""
        if self.highs_values is None or self.cbc_values is None:
            return {}
        names = sorted(set(self.highs_values) | set(self.cbc_values))
        pairs = {n: (self.highs_values.get(n, 0.0), self.cbc_values.get(n, 0.0)) for n in names}
        return {n: (a, b) for n, (a, b) in pairs.items() if abs(a - b) > VALUE_TOLERANCE}

    @property
    def values_agree(self) -> bool | None:
        """Whether both solvers give every variable the same value (:attr:`value_differences`
        empty); ``None`` when the values were not asked for or a solver has none."""
        if not self.highs_values or not self.cbc_values:
            return None
        return not self.value_differences

    @property
    def agree(self) -> bool:
        """Both proved optimal and objectives match to 1e-6 (relative, absolute below 1)."""
        if self.highs_status != "optimal" or self.cbc_status != "optimal":
            return self.highs_status == self.cbc_status == "infeasible"
        a, b = self.highs_objective, self.cbc_objective
        return a is not None and b is not None and abs(a - b) <= 1e-6 * max(1.0, abs(a))

    @property
    def verdict(self) -> str:
        """``agree``; ``undecided`` when a solver proved neither an optimum nor infeasibility
        (a time limit, say), so that nothing can be compared; ``DISAGREE`` otherwise."""
        if self.agree:
            return "agree"
        decided = ("optimal", "infeasible")
        if self.highs_status not in decided or self.cbc_status not in decided:
            return "undecided"
        return "DISAGREE"

    def to_dict(self) -> dict:
        """Every field, ``agree`` and ``verdict``; with the values, ``values_agree`` and the
        ``value_differences`` (name → [HiGHS, CBC])."""
        data = {k: v for k, v in self.__dict__.items() if not k.endswith("_values") or v is not None}
        if self.highs_values is not None:
            differences = {n: list(pair) for n, pair in self.value_differences.items()}
            data |= {"values_agree": self.values_agree, "value_differences": differences}
        return data | {"agree": self.agree, "verdict": self.verdict}


def cross_check(path: str | Path, time_limit: float | None = None, values: bool = False) -> CrossCheck:
    """Solve the model file at ``path`` with HiGHS and with CBC, independently; with
    ``values``, keep both solutions' variable values by name (:attr:`CrossCheck.values_agree`)::

        check = cross_check("model.lp", values=True)
        check.verdict, check.values_agree, check.value_differences
    """
    path = Path(path)
    if not path.is_file():
        raise ModelError(f"{path}: no such model file")
    highs = new_highs()
    if highs.readModel(str(path)) != highspy.HighsStatus.kOk:
        raise ModelError(f"{path}: HiGHS cannot read this model file")
    if highs.getNumCol() == 0:
        raise ModelError(f"{path}: the model has no variable (an empty or truncated model file?)")
    maximize = highs.getObjectiveSense()[1] == highspy.ObjSense.kMaximize
    if time_limit is not None:
        highs.setOptionValue("time_limit", float(time_limit))
    highs.setOptionValue("mip_rel_gap", 0.0)
    start = time.perf_counter()
    highs.run()
    highs_seconds = time.perf_counter() - start
    status = highs.getModelStatus()
    highs_status = {
        highspy.HighsModelStatus.kOptimal: "optimal",
        highspy.HighsModelStatus.kInfeasible: "infeasible",
    }.get(status, highs.modelStatusToString(status).lower())
    info = highs.getInfo()
    has_incumbent = info.primal_solution_status == highspy.SolutionStatus.kSolutionStatusFeasible
    highs_objective = info.objective_function_value if highs_status == "optimal" or has_incumbent else None
    highs_values = None
    if values:
        solved = zip(highs.getLp().col_names_, highs.getSolution().col_value) if has_incumbent else ()
        highs_values = {name: value + 0.0 for name, value in solved}  # HiGHS's -0.0 read as 0.0
    start = time.perf_counter()
    cbc = solve_cbc(path, maximize, time_limit)
    return CrossCheck(
        path=str(path),
        sense="max" if maximize else "min",
        highs_status=highs_status,
        highs_objective=highs_objective,
        cbc_status=cbc.status,
        cbc_objective=cbc.objective,
        highs_seconds=highs_seconds,
        cbc_seconds=time.perf_counter() - start,
        highs_values=highs_values,
        cbc_values=dict(cbc.values) if values else None,
    )


def cbc_path() -> str:
    """Path of the CBC binary shipped inside PuLP (PuLP < 4 bundles it)."""
    from pulp.apis.coin_api import pulp_cbc_path

    path = Path(pulp_cbc_path).resolve()
    if not path.is_file():
        raise ModelError(f"the CBC binary bundled with PuLP is missing ({path})")
    if not os.access(path, os.X_OK):
        path.chmod(path.stat().st_mode | 0o111)
    return str(path)


_CBC_FIRST_LINE = re.compile(r"^(?P<status>[A-Za-z ]+?)\s*-\s*objective value\s+(?P<obj>\S+)")


@dataclass(frozen=True)
class CbcSolution:
    """CBC's status, objective (``None`` without one) and variable values by name."""

    status: str
    objective: float | None
    values: dict[str, float]


def run_cbc(path: Path, maximize: bool, time_limit: float | None = None) -> tuple[str, float | None]:
    """Solve a model file with CBC, passing the objective sense explicitly; (status, objective)."""
    solution = solve_cbc(path, maximize, time_limit)
    return solution.status, solution.objective


def solve_cbc(path: Path, maximize: bool, time_limit: float | None = None) -> CbcSolution:
    """Solve a model file with CBC, passing the objective sense explicitly; its solution file read back."""
    with tempfile.TemporaryDirectory(prefix="resched-cbc-") as tmp:
        solution = Path(tmp) / "solution.txt"
        command = [cbc_path(), str(path.resolve()), "-max" if maximize else "-min"]
        if time_limit is not None:
            command += ["-sec", str(time_limit)]
        command += ["-ratio", "0", "-allow", "0", "-solve", "-printingOptions", "columns", "-solu", str(solution)]
        subprocess.run(command, capture_output=True, text=True, check=False, cwd=tmp)
        if not solution.exists():
            return CbcSolution("error", None, {})
        return read_cbc_solution(solution.read_text())


def read_cbc_solution(text: str) -> CbcSolution:
    """CBC's solution file: a first line ``<status> - objective value <v>``, then one line
    per column, ``[**] index name value reduced-cost``; a status CBC reports with a value
    (stopped on a time limit, say) keeps its incumbent's objective and values."""
    lines = text.splitlines()
    match = _CBC_FIRST_LINE.match(lines[0].strip()) if lines else None
    if match is None:
        return CbcSolution("error", None, {})
    values = {}
    for line in lines[1:]:
        fields = line.replace("**", " ").split()
        if len(fields) >= 3 and fields[0].isdigit():
            values[fields[1]] = float(fields[2]) + 0.0
    status = match["status"].strip().lower()
    if status.startswith("optimal"):
        objective = float(match["obj"])
        return CbcSolution("optimal", objective if math.isfinite(objective) else None, values)
    if "infeasible" in status:
        return CbcSolution("infeasible", None, {})
    return CbcSolution(status.replace(" ", "_"), float(match["obj"]), values)
