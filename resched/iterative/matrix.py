"""The iterative family's exact models built as HiGHS matrices (highspy), for solving.

The Pyomo builders of :mod:`resched.iterative.models` are the declaration: what ``resched
export`` writes, and what a test compares these matrices with, column by column and row by row,
on every shipped instance. Pyomo's build dominates on large chains (37.7 s for the chain LP at
N = 120, 840 tasks, 353k arcs; issue 18), so the exact models solve these matrices, built with
numpy in a fraction of a second:

* ``chain_lp`` / ``chain_milp``: columns x_ij (arcs 0 ≤ i < j ≤ L, by i then j), then for the
  MILP δ_v (v = 1..L−1); rows flow(v) for v = 0..L (out − in = 1, 0 or −1), then for the MILP
  checkpoint(v): δ_v − Σ_i x_iv = 0. δ_0 = δ_L = 1 are fixed in the declaration, so they are no
  column (their value is reported).
* ``ratio_cycle_lp``: columns x_a (arcs (i, j, q), by i, j, q); rows conservation(v), v < n
  (out − in = 0; a loop i → i has no entry), then normalised_length (Σ (W/T)·x = 1).

A solution's ``values`` are keyed as the Pyomo model's (``values["x"][(i, j)]``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

import highspy
import numpy as np
import pyomo.environ as pyo
from scipy import sparse

from resched.iterative.instance import Chain, IterativeApp
from resched.iterative.models import model_name, chain_arcs, ratio_cycle_arrays
from resched.result import SolveOptions, SolveResult
from resched.solve import CompiledModel, new_highs, run_compiled


@dataclass(frozen=True)
class _Component:
    """The name of a declared variable component, as :mod:`resched.solve` reads it."""

    name: str

    def is_indexed(self) -> bool:
        return True


@dataclass
class _Column:
    """One HiGHS column in the role of its declared Pyomo variable (component, index, value)."""

    component: _Component
    key: Any
    value: float | None = None

    def parent_component(self) -> _Component:
        return self.component

    def index(self) -> Any:
        return self.key


@dataclass(frozen=True)
class MatrixModel:
    """A model as a HiGHS LP: ``columns`` gives each column's (component name, index);
    ``fixed`` the variables fixed in the declaration, absent from the matrix, with their value."""

    name: str
    lp: highspy.HighsLp
    columns: list[tuple[str, Any]]
    fixed: dict[str, dict[Any, float]] = field(default_factory=dict)

    @property
    def cost(self) -> np.ndarray:
        return np.asarray(self.lp.col_cost_)


def _lp(cost, lower, upper, rows: np.ndarray, cols: np.ndarray, coefficients: np.ndarray, row_bounds: np.ndarray,
        integer: bool) -> highspy.HighsLp:
    """A minimisation LP from its columns (cost, bounds), its entries (row, column, value) and
    equality rows (row bounds)."""
    matrix = sparse.csc_matrix((coefficients, (rows, cols)), shape=(len(row_bounds), len(cost)))
    lp = highspy.HighsLp()
    lp.num_col_, lp.num_row_ = len(cost), len(row_bounds)
    lp.sense_ = highspy.ObjSense.kMinimize
    lp.col_cost_, lp.col_lower_, lp.col_upper_ = cost, lower, upper
    lp.row_lower_ = lp.row_upper_ = np.asarray(row_bounds, dtype=float)
    lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    lp.a_matrix_.start_ = matrix.indptr.astype(np.int32)
    lp.a_matrix_.index_ = matrix.indices.astype(np.int32)
    lp.a_matrix_.value_ = matrix.data.astype(float)
    if integer:
        lp.integrality_ = [highspy.HighsVarType.kInteger] * len(cost)
    return lp


def chain_matrix(chain: Chain, name: str, binary: bool = False) -> MatrixModel:
    """Model A (``chain_lp``), or with ``binary`` the ``chain_milp`` declaration, on ``chain``."""
    i, j, cost = chain_arcs(chain)
    L, arcs = chain.length, len(cost)
    flow = np.zeros(L + 1)
    flow[0], flow[L] = 1.0, -1.0
    rows, cols, values = [i, j], [np.arange(arcs)] * 2, [np.ones(arcs), -np.ones(arcs)]
    columns: list[tuple[str, Any]] = [("x", (a, b)) for a, b in zip(i.tolist(), j.tolist())]
    fixed = {}
    if binary:
        inner = np.flatnonzero(j < L)  # arcs into a checkpoint v = 1..L−1
        v = np.arange(1, L)
        rows += [L + j[inner], L + v]
        cols += [inner, arcs + v - 1]
        values += [-np.ones(len(inner)), np.ones(L - 1)]
        columns += [("delta", int(k)) for k in v]
        cost = np.concatenate((cost, np.zeros(L - 1)))
        flow = np.concatenate((flow, np.zeros(L - 1)))
        fixed = {"delta": {0: 1.0, L: 1.0}}
    lp = _lp(cost, np.zeros(len(cost)), np.ones(len(cost)), np.concatenate(rows), np.concatenate(cols),
             np.concatenate(values), flow, binary)
    return MatrixModel(name, lp, columns, fixed)


def chain_start(model: MatrixModel, positions: list[int]) -> np.ndarray:
    """Column values of the checkpoint set ``positions`` (1-based, the last = L) in a chain
    model: its path's arcs at 1 (and δ_v = 1 at its inner checkpoints), every other column 0."""
    index = {key: k for k, key in enumerate(model.columns)}
    start = np.zeros(len(model.columns))
    for tail, head in zip([0, *positions[:-1]], positions):
        start[index["x", (tail, head)]] = 1.0
        if ("delta", head) in index:
            start[index["delta", head]] = 1.0
    return start


def ratio_cycle_matrix(instance: IterativeApp) -> MatrixModel:
    """Model C (``ratio_cycle_lp``) on the application's checkpoint types."""
    i, j, q, cost, length = ratio_cycle_arrays(instance)
    n, arcs = instance.n, len(cost)
    moves = np.flatnonzero(i != j)
    rows = np.concatenate((i[moves], j[moves], np.full(arcs, n)))
    cols = np.concatenate((moves, moves, np.arange(arcs)))
    values = np.concatenate((np.ones(len(moves)), -np.ones(len(moves)), length))
    lp = _lp(cost, np.zeros(arcs), np.full(arcs, highspy.kHighsInf), rows, cols, values,
             np.concatenate((np.zeros(n), [1.0])), False)
    columns = [("x", key) for key in zip(i.tolist(), j.tolist(), q.tolist())]
    return MatrixModel(model_name("ratio_cycle_lp", instance), lp, columns)


def solve_matrix(model: MatrixModel, options: SolveOptions | None = None, start: np.ndarray | None = None) -> SolveResult:
    """Solve with HiGHS under ``options`` (time limit, gap, threads), from the column values
    ``start`` when ``options.warm_start`` (a MIP only, as :func:`resched.solve.solve` does); the
    result's values are keyed as the declaration's, fixed variables included."""
    options = options or SolveOptions()
    highs = new_highs(options.threads)
    highs.passModel(model.lp)
    components = {name: _Component(name) for name, _ in model.columns}
    columns = [_Column(components[name], key) for name, key in model.columns]
    shell = pyo.ConcreteModel(name=model.name)  # what resched.solve reads of a model: name, start's objective
    if start is not None and options.warm_start:
        for column, value in zip(columns, start.tolist()):
            column.value = value
        shell.start = pyo.Objective(expr=float(model.cost @ start))
    result = run_compiled(CompiledModel(highs, columns, shell), options.time_limit, options.mip_gap,
                          options.warm_start)
    if not result.values:
        return result
    values = {name: dict(entries) for name, entries in result.values.items()}
    for name, entries in model.fixed.items():
        values.setdefault(name, {}).update(entries)
    return replace(result, values=values)


def solve_chain(instance: IterativeApp, options: SolveOptions | None = None, binary: bool = False) -> SolveResult:
    """``chain_lp`` (or ``chain_milp``) of the instance's N unrolled iterations; the MILP starts
    from the Toueg–Babaoglu DP's checkpoints (an optimal path) when ``options.warm_start``."""
    from resched.iterative.pattern import chain_optimum

    chain = instance.chain()
    model = chain_matrix(chain, model_name("chain_milp" if binary else "chain_lp", instance), binary)
    start = chain_start(model, chain_optimum(chain)[1]) if binary and (options is None or options.warm_start) else None
    return solve_matrix(model, options, start)


def solve_ratio_cycle(instance: IterativeApp, options: SolveOptions | None = None) -> SolveResult:
    """``ratio_cycle_lp``: its objective is SD*."""
    return solve_matrix(ratio_cycle_matrix(instance), options)
