"""What the iterative family's exact models share: their names, the arcs of a chain's DAG and
its Pyomo shortest-path model (``chain_lp`` and ``chain_milp``), and the HiGHS matrix form in
which every model is solved.

The Pyomo builders are the declaration: what ``resched export`` writes, and what a test
compares the matrices with, column by column and row by row, on every shipped instance.
Pyomo's build dominates on large chains (37.7 s for the chain LP at N = 120, 840 tasks, 353k
arcs; [CORE-D3]), so the exact models solve these matrices, built with numpy (about 1 s at
N = 120). A solution's ``values`` hold the nonzero columns, keyed as the Pyomo model's
variables (``values["x"][(i, j)]``; an absent column is 0), and the fixed ones.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

import highspy
import numpy as np
import numpy.typing as npt
import pyomo.environ as pyo

from resched.errors import ModelError
from resched.iterative.instance import Chain, IterativeApp
from resched.iterative.metrics import expected_segment_time
from resched.result import DEFAULT_OPTIONS, SolveOptions, SolveResult
from resched.solve import CompiledModel, new_highs, run_compiled

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]
VarIndex = int | tuple[int, ...]
"""The index of a model variable (``x[(i, j)]``, ``delta[v]``)."""


def model_name(model: str, instance: IterativeApp) -> str:
    """``model_instance`` with only letters, digits and underscores (Pyomo quotes others)."""
    return re.sub(r"\W", "_", f"{model}_{instance.name}")


def chain_arcs(chain: Chain) -> tuple[IntArray, IntArray, FloatArray]:
    """Tails i, heads j and costs e_ij (time units) of every arc 0 ≤ i < j ≤ L, in the order of
    the models' columns (by i, then j)."""
    prefix = np.concatenate(([0.0], np.cumsum(chain.tau)))
    recovery = np.concatenate(([chain.rho0], chain.rho))
    i, j = np.triu_indices(chain.length + 1, k=1)
    cost = expected_segment_time(prefix[j] - prefix[i], chain.gamma[j - 1], recovery[i], chain.lam, chain.D)
    return i, j, cost


def chain_arc_costs(chain: Chain) -> dict[tuple[int, int], float]:
    """e_ij for every arc 0 ≤ i < j ≤ L."""
    i, j, cost = chain_arcs(chain)
    return dict(zip(zip(i.tolist(), j.tolist()), cost.tolist()))


def build_shortest_path(chain: Chain, name: str, binary: bool = False) -> pyo.ConcreteModel:
    """Model A on ``chain`` (x_ij ∈ [0, 1], or binary)."""
    costs = chain_arc_costs(chain)
    L = chain.length
    m = pyo.ConcreteModel(name=name)
    m.ARCS = pyo.Set(initialize=list(costs), dimen=2, ordered=True)
    m.x = pyo.Var(m.ARCS, domain=pyo.Binary if binary else pyo.UnitInterval)
    m.flow = pyo.Constraint(
        pyo.RangeSet(0, L),
        rule=lambda m, v: (
            sum(m.x[v, j] for j in range(v + 1, L + 1)) - sum(m.x[i, v] for i in range(v))
            == (1 if v == 0 else -1 if v == L else 0)
        ),
    )
    m.expected_makespan = pyo.Objective(expr=sum(c * m.x[a] for a, c in costs.items()), sense=pyo.minimize)
    return m


@dataclass(frozen=True)
class MatrixModel:
    """A minimisation model with columns ≥ 0 and equality rows, as HiGHS takes it: column
    ``cost`` and ``upper`` bounds, ``integer`` columns or none, ``rows`` (the right-hand sides)
    and the matrix column-wise (``start``, ``index``, ``value``). ``blocks``: each variable
    component's name and the indices of its consecutive columns (an array of shape (k,) or
    (k, d)); ``fixed``: the variables fixed in the declaration, absent here, with their value."""

    name: str
    cost: FloatArray
    upper: FloatArray
    rows: FloatArray
    start: npt.NDArray[np.int32]
    index: npt.NDArray[np.int32]
    value: FloatArray
    integer: bool
    blocks: tuple[tuple[str, IntArray], ...]
    fixed: dict[str, dict[VarIndex, float]] = field(default_factory=dict)

    @property
    def columns(self) -> int:
        return len(self.cost)

    def keys(self, columns: IntArray | None = None) -> list[tuple[str, VarIndex]]:
        """(component name, index) of the given columns (default: all), as the declaration's."""
        return block_keys(self.blocks, np.arange(self.columns) if columns is None else np.asarray(columns))

    def load(self, highs: highspy.Highs) -> None:
        """Add the model to an empty ``highs`` from numpy buffers (no per-element conversion;
        an LP gets no integrality vector, which costs HiGHS 15 s at 353k columns even when
        every column is continuous)."""
        n, m = self.columns, len(self.rows)
        status = [
            highs.changeObjectiveSense(highspy.ObjSense.kMinimize),
            highs.addRows(m, self.rows, self.rows, 0, np.zeros(0, np.int32), np.zeros(0, np.int32), np.zeros(0)),
            highs.addCols(
                n, self.cost, np.zeros(n), self.upper, len(self.index), self.start[:-1], self.index, self.value
            ),
        ]
        if self.integer:
            kind = np.full(n, int(highspy.HighsVarType.kInteger), dtype=np.uint8)
            status.append(highs.changeColsIntegrality(n, np.arange(n, dtype=np.int32), kind))
        if any(s != highspy.HighsStatus.kOk for s in status):
            raise ModelError(f"HiGHS refused the matrix of model {self.name!r}")


def block_keys(blocks: tuple[tuple[str, IntArray], ...], columns: IntArray) -> list[tuple[str, VarIndex]]:
    """(component name, index) of ``columns`` of a model whose variable components are
    ``blocks`` (:attr:`MatrixModel.blocks`)."""
    ends = np.cumsum([len(index) for _, index in blocks])
    keys = []
    for column in np.asarray(columns).tolist():
        block = int(np.searchsorted(ends, column, side="right"))
        name, index = blocks[block]
        entry = index[column - (ends[block - 1] if block else 0)]
        keys.append((name, tuple(entry.tolist()) if np.ndim(entry) else int(entry)))
    return keys


def column_matrix(
    name: str,
    cost: FloatArray,
    upper: FloatArray,
    entries: tuple[IntArray, FloatArray, npt.NDArray[np.bool_]],
    rows: FloatArray,
    integer: bool,
    blocks: tuple[tuple[str, IntArray], ...],
    fixed: dict[str, dict[VarIndex, float]] | None = None,
) -> MatrixModel:
    """The model whose column c holds the entries (entries[0][c, s], entries[1][c, s]) — row,
    value — for the slots s where entries[2][c, s]."""
    index, value, present = entries
    start = np.concatenate(([0], np.cumsum(present.sum(axis=1)))).astype(np.int32)
    return MatrixModel(
        name,
        np.asarray(cost, float),
        np.asarray(upper, float),
        np.asarray(rows, float),
        start,
        index[present].astype(np.int32),
        value[present].astype(float),
        integer,
        blocks,
        fixed or {},
    )


_Index = TypeVar("_Index", IntArray, int)


def arc_column(L: int, i: _Index, j: _Index) -> _Index:
    """Column of the chain arc (i, j), 0 ≤ i < j ≤ L, in the order by i then j."""
    return i * (L + 1) - i * (i + 1) // 2 + (j - i - 1)


def chain_matrix(chain: Chain, name: str, binary: bool = False) -> MatrixModel:
    """Model A (``chain_lp``), or with ``binary`` the ``chain_milp`` declaration, on ``chain``."""
    i, j, cost = chain_arcs(chain)
    L, arcs = chain.length, len(cost)
    flow = np.zeros(L + 1)
    flow[0], flow[L] = 1.0, -1.0
    # column x_ij: +1 in flow(i), −1 in flow(j), and in the MILP −1 in checkpoint(j) (row L + j) when j < L
    rows = np.column_stack((i, j, L + j))
    values = np.column_stack((np.ones(arcs), -np.ones(arcs), -np.ones(arcs)))
    present = np.column_stack((np.ones((arcs, 2), bool), (j < L) & binary))
    blocks: tuple[tuple[str, IntArray], ...] = (("x", np.column_stack((i, j))),)
    fixed: dict[str, dict[VarIndex, float]] = {}
    if binary:  # column δ_v: +1 in checkpoint(v)
        v = np.arange(1, L)
        rows = np.concatenate((rows, np.column_stack((L + v, v, v))))
        values = np.concatenate((values, np.ones((L - 1, 3))))
        present = np.concatenate((present, np.column_stack((np.ones(L - 1, bool), np.zeros((L - 1, 2), bool)))))
        blocks += (("delta", v),)
        cost = np.concatenate((cost, np.zeros(L - 1)))
        flow = np.concatenate((flow, np.zeros(L - 1)))
        fixed = {"delta": {0: 1.0, L: 1.0}}
    return column_matrix(name, cost, np.ones(len(cost)), (rows, values, present), flow, binary, blocks, fixed)


class _StartValue:
    """A column's starting value, in the form :func:`resched.solve.run_compiled` reads starts
    (a variable with a ``value``); the solution is read back from HiGHS, not from these."""

    __slots__ = ("value",)
    _component = pyo.ConcreteModel(name="start")

    def __init__(self, value: float):
        self.value = value

    def parent_component(self) -> pyo.ConcreteModel:
        return self._component

    def index(self) -> None:
        return None


@dataclass(frozen=True)
class LoadedMatrix:
    """A :class:`MatrixModel` in a HiGHS instance, without its numpy arrays (held once, by
    HiGHS): what the solve needs to decode the columns."""

    highs: highspy.Highs
    name: str
    columns: int
    integer: bool
    blocks: tuple[tuple[str, IntArray], ...]
    fixed: dict[str, dict[VarIndex, float]]


def load_matrix(model: MatrixModel, threads: int | None = None) -> LoadedMatrix:
    """``model`` loaded into a fresh HiGHS instance; once the caller drops ``model``, its
    arrays are freed before the solve (the chain LP's peak memory: [CORE-D14])."""
    highs = new_highs(threads)
    model.load(highs)
    return LoadedMatrix(highs, model.name, model.columns, model.integer, model.blocks, model.fixed)


def solve_matrix(
    model: MatrixModel,
    options: SolveOptions = DEFAULT_OPTIONS,
    start: FloatArray | None = None,
    basis: highspy.HighsBasis | None = None,
    presolve: bool = True,
) -> SolveResult:
    """Solve with HiGHS under ``options`` (time limit, gap, threads). With ``options.warm_start``,
    a MIP starts from the column values ``start`` (as :func:`resched.solve.solve` does, the
    result reporting the start's objective and the time to a better incumbent) and an LP from
    ``basis``. ``values`` hold the nonzero columns and the fixed variables."""
    start_objective = float(model.cost @ start) if start is not None else None
    return solve_loaded(load_matrix(model, options.threads), options, start, start_objective, basis, presolve)


def solve_loaded(
    loaded: LoadedMatrix,
    options: SolveOptions = DEFAULT_OPTIONS,
    start: FloatArray | None = None,
    start_objective: float | None = None,
    basis: highspy.HighsBasis | None = None,
    presolve: bool = True,
) -> SolveResult:
    """:func:`solve_matrix` on a loaded model (``start_objective``: the cost of ``start``)."""
    highs = loaded.highs
    if not presolve:
        highs.setOptionValue("presolve", "off")
    shell = pyo.ConcreteModel(name=loaded.name)  # what run_compiled reads of a model: its name, the start's objective
    columns: list[Any] = []  # read only for a MIP's start: the values are read from HiGHS below
    if options.warm_start and start is not None and start_objective is not None:
        columns = [_StartValue(value) for value in start.tolist()]
        shell.start = pyo.Objective(expr=start_objective)
    if options.warm_start and basis is not None:
        highs.setBasis(basis)
    result = run_compiled(CompiledModel(highs, columns, shell, loaded.integer), options, with_values=False)
    if not result.has_solution:
        return result
    solution = np.asarray(highs.getSolution().col_value)
    nonzero = np.flatnonzero(solution)
    values: dict[str, dict[VarIndex, float]] = {name: {} for name, _ in loaded.blocks}
    for (name, index), value in zip(block_keys(loaded.blocks, nonzero), solution[nonzero].tolist()):
        values[name][index] = value
    for name, entries in loaded.fixed.items():
        values[name].update(entries)
    return replace(result, values=values)
