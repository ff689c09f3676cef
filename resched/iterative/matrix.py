"""The iterative family's exact models built as HiGHS matrices (highspy), for solving.

The Pyomo builders of :mod:`resched.iterative.models` are the declaration: what ``resched
export`` writes, and what a test compares these matrices with, column by column and row by row,
on every shipped instance. Pyomo's build dominates on large chains (37.7 s for the chain LP at
N = 120, 840 tasks, 353k arcs; [CORE-D3]), so the exact models solve these matrices, built with
numpy (about 1 s at N = 120):

* ``chain_lp`` / ``chain_milp``: columns x_ij (arcs 0 ≤ i < j ≤ L, by i then j), then for the
  MILP δ_v (v = 1..L−1); rows flow(v) for v = 0..L (out − in = 1, 0 or −1), then for the MILP
  checkpoint(v): δ_v − Σ_i x_iv = 0. δ_0 = δ_L = 1 are fixed in the declaration, so they are no
  column (their value is reported).
* ``ratio_cycle_lp``: columns x_a (arcs (i, j, q), by i, j, q); rows conservation(v), v < n
  (out − in = 0; a loop i → i has no entry), then normalised_length (Σ (W/T)·x = 1).

A solution's ``values`` hold the nonzero columns, keyed as the Pyomo model's variables
(``values["x"][(i, j)]``; an absent column is 0), and the fixed ones.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

import highspy
import numpy as np
import pyomo.environ as pyo

from resched.errors import ModelError
from resched.iterative.instance import Chain, IterativeApp
from resched.iterative.models import chain_arcs, model_name, ratio_cycle_arrays
from resched.iterative.pattern import Pattern, chain_tree, pattern_slowdown, tree_path
from resched.result import SolveOptions, SolveResult
from resched.solve import CompiledModel, new_highs, run_compiled


@dataclass(frozen=True)
class MatrixModel:
    """A minimisation model with columns ≥ 0 and equality rows, as HiGHS takes it: column
    ``cost`` and ``upper`` bounds, ``integer`` columns or none, ``rows`` (the right-hand sides)
    and the matrix column-wise (``start``, ``index``, ``value``). ``blocks``: each variable
    component's name and the indices of its consecutive columns (an array of shape (k,) or
    (k, d)); ``fixed``: the variables fixed in the declaration, absent here, with their value."""

    name: str
    cost: np.ndarray
    upper: np.ndarray
    rows: np.ndarray
    start: np.ndarray
    index: np.ndarray
    value: np.ndarray
    integer: bool
    blocks: tuple[tuple[str, np.ndarray], ...]
    fixed: dict[str, dict[Any, float]] = field(default_factory=dict)

    @property
    def columns(self) -> int:
        return len(self.cost)

    def keys(self, columns: np.ndarray | None = None) -> list[tuple[str, Any]]:
        """(component name, index) of the given columns (default: all), as the declaration's."""
        columns = np.arange(self.columns) if columns is None else np.asarray(columns)
        ends = np.cumsum([len(index) for _, index in self.blocks])
        keys = []
        for column in columns.tolist():
            block = int(np.searchsorted(ends, column, side="right"))
            name, index = self.blocks[block]
            entry = index[column - (ends[block - 1] if block else 0)]
            keys.append((name, tuple(entry.tolist()) if np.ndim(entry) else int(entry)))
        return keys

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


def _matrix(
    name: str,
    cost: np.ndarray,
    upper: np.ndarray,
    entries: tuple[np.ndarray, np.ndarray, np.ndarray],
    rows: np.ndarray,
    integer: bool,
    blocks: tuple,
    fixed: dict | None = None,
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


_Index = TypeVar("_Index", np.ndarray, int)


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
    blocks: tuple[tuple[str, np.ndarray], ...] = (("x", np.column_stack((i, j))),)
    fixed = {}
    if binary:  # column δ_v: +1 in checkpoint(v)
        v = np.arange(1, L)
        rows = np.concatenate((rows, np.column_stack((L + v, v, v))))
        values = np.concatenate((values, np.ones((L - 1, 3))))
        present = np.concatenate((present, np.column_stack((np.ones(L - 1, bool), np.zeros((L - 1, 2), bool)))))
        blocks += (("delta", v),)
        cost = np.concatenate((cost, np.zeros(L - 1)))
        flow = np.concatenate((flow, np.zeros(L - 1)))
        fixed = {"delta": {0: 1.0, L: 1.0}}
    return _matrix(name, cost, np.ones(len(cost)), (rows, values, present), flow, binary, blocks, fixed)


def chain_start(model: MatrixModel, L: int, positions: list[int]) -> np.ndarray:
    """Column values of the checkpoint set ``positions`` (1-based, the last = L) in a chain
    model: its path's arcs at 1 (and, in the MILP, δ_v = 1 at its inner checkpoints), every
    other column 0."""
    start = np.zeros(model.columns)
    heads = np.asarray(positions)
    start[arc_column(L, np.concatenate(([0], heads[:-1])), heads)] = 1.0
    if model.fixed:  # the MILP: δ_v follows the arcs (columns L(L+1)/2 + v − 1)
        start[L * (L + 1) // 2 + heads[:-1] - 1] = 1.0
    return start


def tree_basis(model: MatrixModel, previous: np.ndarray) -> highspy.HighsBasis:
    """The chain LP's basis of a shortest-path tree (arcs (previous[j], j), j = 1..L, basic,
    with the slack of flow(0); every other column at 0): primal feasible (the path to L carries
    the flow), and dual feasible — hence optimal — exactly when the tree's distances admit no
    shorter arc, which HiGHS checks."""
    L = len(previous) - 1
    columns = [highspy.HighsBasisStatus.kLower] * model.columns
    for column in arc_column(L, previous[1:].astype(np.int64), np.arange(1, L + 1)).tolist():
        columns[column] = highspy.HighsBasisStatus.kBasic
    rows = [highspy.HighsBasisStatus.kLower] * len(model.rows)
    rows[0] = highspy.HighsBasisStatus.kBasic
    basis = highspy.HighsBasis()
    basis.col_status, basis.row_status, basis.valid = columns, rows, True
    return basis


def ratio_cycle_matrix(instance: IterativeApp) -> MatrixModel:
    """Model C (``ratio_cycle_lp``) on the application's checkpoint types."""
    i, j, q, cost, length = ratio_cycle_arrays(instance)
    n, arcs = instance.n, len(cost)
    # column x_a: +1 in conservation(i), −1 in conservation(j) (none for a loop), W/T in normalised_length (row n)
    rows = np.column_stack((i, j, np.full(arcs, n)))
    values = np.column_stack((np.ones(arcs), -np.ones(arcs), length))
    present = np.column_stack((i != j, i != j, np.ones(arcs, bool)))
    return _matrix(
        model_name("ratio_cycle_lp", instance),
        cost,
        np.full(arcs, highspy.kHighsInf),
        (rows, values, present),
        np.concatenate((np.zeros(n), [1.0])),
        False,
        (("x", np.column_stack((i, j, q))),),
    )


class _StartValue:
    """A column's starting value, in the form :func:`resched.solve.run_compiled` reads starts
    (a variable with a ``value``); the solution is read back from HiGHS, not from these."""

    __slots__ = ("value",)
    _component = pyo.ConcreteModel(name="start")

    def __init__(self, value: float):
        self.value = value

    def parent_component(self) -> Any:
        return self._component

    def index(self) -> None:
        return None


def solve_matrix(
    model: MatrixModel,
    options: SolveOptions | None = None,
    start: np.ndarray | None = None,
    basis: highspy.HighsBasis | None = None,
    presolve: bool = True,
) -> SolveResult:
    """Solve with HiGHS under ``options`` (time limit, gap, threads). With ``options.warm_start``,
    a MIP starts from the column values ``start`` (as :func:`resched.solve.solve` does, the
    result reporting the start's objective and the time to a better incumbent) and an LP from
    ``basis``. ``values`` hold the nonzero columns and the fixed variables."""
    options = options or SolveOptions()
    highs = new_highs(options.threads)
    model.load(highs)
    if not presolve:
        highs.setOptionValue("presolve", "off")
    shell = pyo.ConcreteModel(name=model.name)  # what run_compiled reads of a model: its name, the start's objective
    columns: list[Any] = [None] * model.columns
    if options.warm_start and start is not None:
        columns = [_StartValue(value) for value in start.tolist()]
        shell.start = pyo.Objective(expr=float(model.cost @ start))
    if options.warm_start and basis is not None:
        highs.setBasis(basis)
    result = run_compiled(CompiledModel(highs, columns, shell), options)
    if not result.has_solution:
        return replace(result, values={})
    solution = np.asarray(highs.getSolution().col_value)
    nonzero = np.flatnonzero(solution)
    values: dict[str, dict[Any, float]] = {name: {} for name, _ in model.blocks}
    for (name, index), value in zip(model.keys(nonzero), solution[nonzero].tolist()):
        values[name][index] = value
    for name, entries in model.fixed.items():
        values[name].update(entries)
    return replace(result, values=values)


def solve_chain(instance: IterativeApp, options: SolveOptions | None = None, binary: bool = False) -> SolveResult:
    """``chain_lp`` (or ``chain_milp``) of the instance's N unrolled iterations. With
    ``options.warm_start``, the LP starts from the basis of the Toueg–Babaoglu DP's
    shortest-path tree, the MILP from the DP's checkpoints. The MILP runs without presolve:
    its LP relaxation is the chain LP, integral (totally unimodular), and presolve's probing of
    the L(L+1)/2 binaries took 80 % of its time (7.1 of 8.9 s at N = 40)."""
    options = options or SolveOptions()
    chain = instance.chain()
    model = chain_matrix(chain, model_name("chain_milp" if binary else "chain_lp", instance), binary)
    if not options.warm_start:
        return solve_matrix(model, options, presolve=not binary)
    _, previous = chain_tree(chain)
    if not binary:
        return solve_matrix(model, options, basis=tree_basis(model, previous))
    return solve_matrix(model, options, start=chain_start(model, chain.length, tree_path(previous)), presolve=False)


def solve_ratio_cycle(instance: IterativeApp, options: SolveOptions | None = None) -> SolveResult:
    """``ratio_cycle_lp``: its objective is SD*."""
    return solve_matrix(ratio_cycle_matrix(instance), options)


def pattern_of_cycle(instance: IterativeApp, x: dict[tuple[int, int, int], float]) -> Pattern:
    """The pattern of a ratio-cycle LP vertex (a simple cycle of arcs (i, j, q) with x > 0):
    from after a checkpoint of its least type, each arc adds ((j − i − 1) mod n) + 1 + q·n tasks
    and checkpoints a_j; the slowdown is the pattern's own (Def. 3.7)."""
    n = instance.n
    out: dict[int, tuple[float, int, int]] = {}
    for (i, j, q), value in x.items():
        if value > 1e-9 and value > out.get(i, (0.0, 0, 0))[0]:
            out[i] = (value, j, q)
    start = min(out) if out else 0
    state = start
    offsets: list[int] = []
    for _ in range(n):
        if state not in out:
            break
        _, j, q = out[state]
        offsets.append((offsets[-1] if offsets else 0) + (j - state - 1) % n + 1 + q * n)
        state = j
        if state == start:
            return Pattern(
                start, offsets[-1] // n, tuple(offsets), float(pattern_slowdown(instance, start, offsets)), n
            )
    raise ModelError(f"{instance.name}: the ratio-cycle LP's solution is not a simple cycle")


def optimal_pattern_lp(instance: IterativeApp) -> Pattern:
    """An optimal pattern by the ratio-cycle LP (its cycle, :func:`pattern_of_cycle`)."""
    result = solve_ratio_cycle(instance, SolveOptions(time_limit=None))
    if not result.is_optimal or result.objective is None:  # an optimum has an objective
        raise ModelError(f"{instance.name}: the ratio-cycle LP ended {result.status.value} ({result.message})")
    pattern = pattern_of_cycle(instance, result.values["x"])
    if abs(pattern.slowdown - result.objective) > 1e-9 * result.objective:
        raise ModelError(
            f"{instance.name}: the ratio-cycle LP's cycle has slowdown {pattern.slowdown}, "
            f"not its objective {result.objective}"
        )
    return pattern
