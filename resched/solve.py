"""Solve a Pyomo model with HiGHS (through highspy) and return a typed :class:`SolveResult`.

The Pyomo model is compiled to arrays (:func:`model_arrays`: Pyomo's linear standard-form
compiler, the same linear walker as its LP writer, without the text) and passed to HiGHS
with ``passModel``; :func:`resched.export.export` writes the same model as CPLEX-LP text
from Pyomo, and a test checks, model by model, that the two are the same matrix [CORE-D14].
"""

from __future__ import annotations

import math
import os
import sys
import threading
import time
from dataclasses import dataclass, replace
from typing import Any

import highspy
import numpy as np
import pyomo.environ as pyo
import scipy.sparse
from pyomo.common.errors import InfeasibleConstraintException
from pyomo.repn.plugins.standard_form import LinearStandardFormCompiler

from resched.errors import ModelError
from resched.result import DEFAULT_OPTIONS, SolveOptions, SolveResult, SolveStatus, relative_gap

#: A MIP is certified optimal only if HiGHS closed the gap to this (absolute or relative).
OPTIMALITY_ABS_GAP = 1e-6
OPTIMALITY_REL_GAP = 1e-9

_MS = highspy.HighsModelStatus
_INF = highspy.kHighsInf


@dataclass
class CompiledModel:
    """A model loaded into a HiGHS instance, with HiGHS column index → Pyomo variable (or a
    stand-in with ``value``, ``parent_component()`` and ``index()``; ``None`` for a column
    no variable reads), and whether it has integer columns (known when it is loaded: read
    once, never copied back out of HiGHS)."""

    highs: highspy.Highs
    variables: list[Any]
    model: pyo.ConcreteModel
    is_mip: bool


@dataclass(frozen=True)
class ModelArrays:
    """A Pyomo model as the arrays HiGHS takes (:func:`model_arrays`): ``lp`` (column costs,
    bounds, integrality, row bounds, the matrix column-wise, the sense and the objective's
    constant ``offset_``), ``variables`` (column k → its Pyomo variable; ``None`` for the
    column fixed to 0 that a model without variables gets) and ``rows`` (row i → its
    constraint and ``0`` for ``=``, ``1`` for ``≤`` or ``-1`` for ``≥``: a ranged constraint
    ``l ≤ body ≤ u`` is two rows, as in the LP text)."""

    lp: highspy.HighsLp
    variables: list[Any]
    rows: list[tuple[Any, int]]
    is_mip: bool


def model_arrays(model: pyo.ConcreteModel) -> ModelArrays:
    """``model`` (linear, one active objective or none) compiled to HiGHS's arrays: the
    variables that appear in the objective or a constraint become the columns, in the order
    Pyomo meets them; fixed variables are folded into the right-hand sides and the objective
    constant (a constraint whose variables are all fixed stays, as a row without entries); a
    constraint written without variables is dropped when it holds and makes the model
    infeasible when it does not."""
    try:
        info = LinearStandardFormCompiler().write(model, mixed_form=True, set_sense=None)
    except InfeasibleConstraintException:  # a constant constraint that does not hold
        return _infeasible_arrays(model)
    except (RuntimeError, ValueError) as error:  # nonlinear terms, an unknown component
        raise ModelError(f"cannot compile model {model.name!r} to a linear model: {error}") from None
    if len(info.objectives) > 1:
        raise ModelError(f"model {model.name!r} has {len(info.objectives)} active objectives (one at most)")
    columns: list[Any] = list(info.columns)
    if not columns:  # HiGHS calls a model without columns "Empty": one column fixed to 0, as the LP text's constant
        columns = [None]
        info.c, info.A = (
            scipy.sparse.csc_array((max(len(info.objectives), 1), 1)),
            scipy.sparse.csc_array((len(info.rows), 1)),
        )
    n = len(columns)
    bounds = [(0.0, 0.0) if v is None else v.bounds for v in columns]
    lp = highspy.HighsLp()
    lp.num_col_, lp.num_row_ = n, len(info.rows)
    lp.col_lower_ = np.array([-_INF if lb is None else lb for lb, _ in bounds], dtype=np.float64)
    lp.col_upper_ = np.array([_INF if ub is None else ub for _, ub in bounds], dtype=np.float64)
    if info.objectives:
        lp.col_cost_ = info.c.toarray()[0].astype(np.float64)
        lp.offset_ = float(info.c_offset[0])
        maximize = info.objectives[0].sense == pyo.maximize
        lp.sense_ = highspy.ObjSense.kMaximize if maximize else highspy.ObjSense.kMinimize
    else:
        lp.col_cost_ = np.zeros(n)
    kind = np.fromiter((bound for _, bound in info.rows), dtype=np.int8, count=len(info.rows))
    rhs = np.asarray(info.rhs, dtype=np.float64).reshape(-1)
    lp.row_lower_ = np.where(kind == 1, -_INF, rhs)
    lp.row_upper_ = np.where(kind == -1, _INF, rhs)
    matrix = info.A
    lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    lp.a_matrix_.num_col_, lp.a_matrix_.num_row_ = n, len(info.rows)
    lp.a_matrix_.start_ = np.asarray(matrix.indptr, dtype=np.int32)
    lp.a_matrix_.index_ = np.asarray(matrix.indices, dtype=np.int32)
    lp.a_matrix_.value_ = np.asarray(matrix.data, dtype=np.float64)
    integer = np.fromiter((v is not None and v.is_integer() for v in columns), dtype=bool, count=n)
    if integer.any():
        kinds = (highspy.HighsVarType.kContinuous, highspy.HighsVarType.kInteger)
        lp.integrality_ = [kinds[i] for i in integer.tolist()]
    return ModelArrays(lp, columns, [tuple(row) for row in info.rows], bool(integer.any()))


def _infeasible_arrays(model: pyo.ConcreteModel) -> ModelArrays:
    """One column fixed to 1 and one row ``column ≤ 0``: what a model with a violated
    constant constraint solves to (infeasible; its integrality read from its variables)."""
    lp = highspy.HighsLp()
    lp.num_col_, lp.num_row_ = 1, 1
    lp.col_cost_, lp.col_lower_, lp.col_upper_ = np.zeros(1), np.ones(1), np.ones(1)
    lp.row_lower_, lp.row_upper_ = np.array([-_INF]), np.zeros(1)
    lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    lp.a_matrix_.num_col_, lp.a_matrix_.num_row_ = 1, 1
    lp.a_matrix_.start_ = np.array([0, 1], dtype=np.int32)
    lp.a_matrix_.index_ = np.zeros(1, dtype=np.int32)
    lp.a_matrix_.value_ = np.ones(1)
    variables = model.component_data_objects(pyo.Var, active=True, descend_into=True)
    return ModelArrays(lp, [None], [(None, 1)], any(v.is_integer() for v in variables))


_banner_lock = threading.Lock()
_first_highs_built = False


def _highs_without_banner() -> highspy.Highs:
    """``highspy.Highs()``; the first one of a process is built with file descriptor 1 on
    /dev/null, because HiGHS (1.16) writes its copyright banner to the C-level standard output
    at that first construction, before ``silent()`` can act, which would corrupt ``--json``."""
    global _first_highs_built
    with _banner_lock:
        if _first_highs_built:
            return highspy.Highs()
        _first_highs_built = True
        if sys.stdout is not None:
            sys.stdout.flush()
        try:
            saved = os.dup(1)
        except OSError:  # no standard output to protect
            return highspy.Highs()
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        try:
            return highspy.Highs()
        finally:
            os.dup2(saved, 1)
            os.close(saved)
            os.close(devnull)


def new_highs(threads: int | None = None) -> highspy.Highs:
    """A silent HiGHS instance; ``threads`` restarts HiGHS's process-wide thread pool with
    that size (HiGHS refuses a solve whose thread count differs from the running pool)."""
    highs = _highs_without_banner()
    highs.silent()
    if threads is not None:
        highspy.Highs.resetGlobalScheduler(True)
        highs.setOptionValue("threads", int(threads))
    return highs


def compile_model(model: pyo.ConcreteModel, threads: int | None = None) -> CompiledModel:
    """Load ``model``'s arrays (:func:`model_arrays`) into a fresh HiGHS instance."""
    arrays = model_arrays(model)
    return load_arrays(arrays, model, threads)


def load_arrays(arrays: ModelArrays, model: pyo.ConcreteModel, threads: int | None = None) -> CompiledModel:
    """``arrays`` passed to a fresh HiGHS instance (``model``: what :func:`run_compiled`
    reads of the model: its name, its fixed variables and the start's objective)."""
    highs = new_highs(threads)
    if highs.passModel(arrays.lp) == highspy.HighsStatus.kError:
        raise ModelError(f"HiGHS refused the arrays of model {model.name!r}")
    return CompiledModel(highs, arrays.variables, model, arrays.is_mip)


def solve(model: pyo.ConcreteModel, options: SolveOptions = DEFAULT_OPTIONS) -> SolveResult:
    """Solve ``model`` with HiGHS under ``options``.

    ``options.time_limit`` in seconds; ``options.mip_gap`` is HiGHS's relative gap at which to
    stop; ``options.node_limit`` and ``options.iteration_limit`` are HiGHS's ``mip_max_nodes``
    and ``simplex_iteration_limit``. A result stopped by a limit is TIME_LIMIT, WORK_LIMIT
    (nodes, iterations) or FEASIBLE (gap), never OPTIMAL. With
    ``options.warm_start``,
    the values set on the model's variables (``var.value``, e.g. a heuristic's schedule
    written by the family's exact model) are handed to HiGHS as a starting solution (a
    partial one is completed by HiGHS); the result then reports the start's objective and
    the time to the first incumbent better than it.
    """
    compiled = compile_model(model, options.threads)
    return run_compiled(compiled, options)


def start_solution(compiled: CompiledModel) -> tuple[np.ndarray, np.ndarray]:
    """Column indices and values of the variables that hold a value (the starting solution)."""
    pairs = [
        (k, float(var.value)) for k, var in enumerate(compiled.variables) if var is not None and var.value is not None
    ]
    indices = np.array([k for k, _ in pairs], dtype=np.int32)
    return indices, np.array([v for _, v in pairs], dtype=np.float64)


def _start_objective(model: pyo.ConcreteModel) -> float | None:
    """The objective at the variables' current values (``None`` if one of them has none)."""
    objective = next(model.component_data_objects(pyo.Objective, active=True), None)
    if objective is None:
        return None
    try:
        return float(pyo.value(objective.expr))
    except (ValueError, TypeError):  # a variable without a value
        return None


class _Incumbents:
    """The times (since the run started) and objectives of HiGHS's improving MIP solutions."""

    def __init__(self, highs: highspy.Highs):
        self.found: list[tuple[float, float]] = []
        self._start = time.perf_counter()
        highs.cbMipImprovingSolution.subscribe(self._record)

    def _record(self, event: Any) -> None:
        self.found.append((time.perf_counter() - self._start, float(event.data_out.objective_function_value)))

    def first_better(self, start: float | None, minimize: bool) -> float | None:
        """Seconds to the first incumbent strictly better than ``start`` (any, without one)."""
        for seconds, value in self.found:
            if start is None or (
                value < start - OPTIMALITY_ABS_GAP if minimize else value > start + OPTIMALITY_ABS_GAP
            ):
                return seconds
        return None


def run_compiled(
    compiled: CompiledModel, options: SolveOptions = DEFAULT_OPTIONS, with_values: bool = True
) -> SolveResult:
    """Run HiGHS on an already compiled model under ``options`` (its ``threads`` are set
    when the model is compiled) and translate its outcome; without ``with_values`` the result's
    ``values`` are left empty (for a caller that reads the columns from HiGHS itself)."""
    highs = compiled.highs
    if options.time_limit is not None:
        highs.setOptionValue("time_limit", float(options.time_limit))
    if options.node_limit is not None:
        highs.setOptionValue("mip_max_nodes", int(options.node_limit))
    if options.iteration_limit is not None:
        highs.setOptionValue("simplex_iteration_limit", int(options.iteration_limit))
    highs.setOptionValue("mip_rel_gap", OPTIMALITY_REL_GAP if options.mip_gap is None else float(options.mip_gap))
    highs.setOptionValue("mip_abs_gap", OPTIMALITY_ABS_GAP)
    start_objective = None
    if options.warm_start and compiled.is_mip:
        indices, values = start_solution(compiled)
        if len(indices):
            highs.setSolution(len(indices), indices, values)
            start_objective = _start_objective(compiled.model)
    incumbents = _Incumbents(highs) if compiled.is_mip else None
    start = time.perf_counter()
    highs.run()
    status = highs.getModelStatus()
    if status == _MS.kUnboundedOrInfeasible or (status == _MS.kInfeasible and not compiled.is_mip):
        # presolve may not tell infeasible from unbounded, and HiGHS 1.15 presolve has been
        # seen to call an unbounded LP infeasible: decide without presolve
        highs.setOptionValue("presolve", "off")
        highs.run()
        status = highs.getModelStatus()
    if status == _MS.kUnboundedOrInfeasible:
        status = _MS.kUnbounded if _is_feasible(highs) else _MS.kInfeasible
    runtime = time.perf_counter() - start
    result = _translate(compiled, status, runtime, with_values)
    if incumbents is None:
        return result
    minimize = highs.getObjectiveSense()[1] == highspy.ObjSense.kMinimize
    return replace(
        result,
        start_objective=start_objective,
        first_improvement_seconds=incumbents.first_better(start_objective, minimize),
    )


def _is_feasible(highs: highspy.Highs) -> bool:
    """Whether the constraints of ``highs``'s model admit a solution (zero objective)."""
    probe = new_highs()
    probe.passModel(highs.getModel())
    n = probe.getNumCol()
    probe.changeColsCost(n, list(range(n)), [0.0] * n)
    probe.run()
    return probe.getModelStatus() == _MS.kOptimal


def _translate(
    compiled: CompiledModel, status: highspy.HighsModelStatus, runtime: float, with_values: bool = True
) -> SolveResult:
    highs = compiled.highs
    info = highs.getInfo()
    is_mip = compiled.is_mip
    has_primal = (
        info.primal_solution_status == highspy.SolutionStatus.kSolutionStatusFeasible and status != _MS.kUnbounded
    )
    objective = info.objective_function_value if has_primal else None
    if is_mip:
        bound = info.mip_dual_bound if math.isfinite(info.mip_dual_bound) else None
    else:
        bound = objective if status == _MS.kOptimal else None
    gap = relative_gap(objective, bound)
    result_status = _status(status, is_mip, objective, bound)
    values = _values(compiled) if has_primal and with_values else {}
    return SolveResult(
        status=result_status,
        objective=objective,
        bound=bound,
        gap=gap,
        runtime=runtime,
        values=values,
        model_name=compiled.model.name,
        is_mip=is_mip,
        message=highs.modelStatusToString(status),
    )


def _status(
    status: highspy.HighsModelStatus, is_mip: bool, objective: float | None, bound: float | None
) -> SolveStatus:
    if status == _MS.kOptimal:
        if not is_mip or _gap_closed(objective, bound):
            return SolveStatus.OPTIMAL
        return SolveStatus.FEASIBLE
    if status == _MS.kInfeasible:
        return SolveStatus.INFEASIBLE
    if status in (_MS.kUnbounded, _MS.kUnboundedOrInfeasible):
        return SolveStatus.UNBOUNDED
    if status == _MS.kTimeLimit:
        return SolveStatus.TIME_LIMIT
    if status in (_MS.kIterationLimit, _MS.kSolutionLimit):  # HiGHS reports mip_max_nodes as a solution limit
        return SolveStatus.WORK_LIMIT
    if objective is not None and status == _MS.kInterrupt:
        return SolveStatus.FEASIBLE
    return SolveStatus.ERROR


def _gap_closed(objective: float | None, bound: float | None) -> bool:
    if objective is None or bound is None:
        return False
    diff = abs(objective - bound)
    return diff <= OPTIMALITY_ABS_GAP or diff <= OPTIMALITY_REL_GAP * abs(objective)


def _values(compiled: CompiledModel) -> dict[str, object]:
    """Values keyed by variable component name, then by the component's own index: the
    solved columns, and the fixed variables (which the arrays fold into constants); a
    ``-0.0`` is given as ``0.0``.
    Variables that appear nowhere in the model have no value."""
    column_values = compiled.highs.getSolution().col_value
    pairs = [(var, value) for var, value in zip(compiled.variables, column_values) if var is not None]
    fixed = compiled.model.component_data_objects(pyo.Var, active=True, descend_into=True)
    pairs += [(var, pyo.value(var)) for var in fixed if var.fixed]
    values: dict[str, Any] = {}
    for var, raw in pairs:
        value = raw + 0.0  # HiGHS's -0.0 read as 0.0
        component = var.parent_component()
        if component.is_indexed():
            values.setdefault(component.name, {})[var.index()] = value
        else:
            values[component.name] = value
    return values
