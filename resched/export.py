"""Write models to ``.lp``/``.mps`` files that both HiGHS and CBC read to the same optimum.

Interop choices (each one tested):
- ``.lp`` is Pyomo's CPLEX-LP text. HiGHS's own LP writer abbreviates the integrality
  sections to ``bin``/``gen``, which CBC's LP reader takes for variable names (silently
  relaxing the MIP), so it is not used.
- ``.mps`` is written by HiGHS from that LP text (Pyomo's MPS writer emits bound lines CBC
  cannot match). HiGHS writes ``UI``/``LI`` bounds and an ``OBJSENSE`` section: CBC reads
  the bounds but ignores ``OBJSENSE``, so :func:`cross_check` passes the sense explicitly.
"""

from __future__ import annotations

import math
import os
import re
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import highspy
import pyomo.environ as pyo

from resched.errors import ModelError
from resched.solve import compile_model, new_highs, write_lp

SUFFIXES = (".lp", ".mps")


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
    compiled = compile_model(model)
    if compiled.highs.writeModel(str(path)) != highspy.HighsStatus.kOk:
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
        return {**self.__dict__, "agree": self.agree, "verdict": self.verdict}


def cross_check(path: str | Path, time_limit: float | None = None) -> CrossCheck:
    """Solve the model file at ``path`` with HiGHS and with CBC, independently."""
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
    start = time.perf_counter()
    cbc_status, cbc_objective = run_cbc(path, maximize, time_limit)
    return CrossCheck(
        path=str(path),
        sense="max" if maximize else "min",
        highs_status=highs_status,
        highs_objective=highs_objective,
        cbc_status=cbc_status,
        cbc_objective=cbc_objective,
        highs_seconds=highs_seconds,
        cbc_seconds=time.perf_counter() - start,
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


def run_cbc(path: Path, maximize: bool, time_limit: float | None = None) -> tuple[str, float | None]:
    """Solve a model file with CBC, passing the objective sense explicitly; (status, objective)."""
    with tempfile.TemporaryDirectory(prefix="resched-cbc-") as tmp:
        solution = Path(tmp) / "solution.txt"
        command = [cbc_path(), str(path.resolve()), "-max" if maximize else "-min"]
        if time_limit is not None:
            command += ["-sec", str(time_limit)]
        command += ["-ratio", "0", "-allow", "0", "-solve", "-solu", str(solution)]
        subprocess.run(command, capture_output=True, text=True, check=False, cwd=tmp)
        if not solution.exists():
            return "error", None
        match = _CBC_FIRST_LINE.match(solution.read_text().splitlines()[0].strip())
    if match is None:
        return "error", None
    status = match["status"].strip().lower()
    if status.startswith("optimal"):
        objective = float(match["obj"])
        return "optimal", objective if math.isfinite(objective) else None
    if "infeasible" in status:
        return "infeasible", None
    return status.replace(" ", "_"), float(match["obj"])
