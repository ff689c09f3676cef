"""``chain_lp`` (model A): the least expected makespan of the N unrolled iterations, as the
shortest path from node 0 to node L on the DAG of checkpoint positions; arc (i, j) means
"checkpoint after task i, next after task j" and costs e_ij = E_λ(τ_{i+1}+…+τ_j, γ_j, ρ_i).
The node–arc incidence matrix is totally unimodular, so the LP is integral.

Matrix: columns x_ij (arcs 0 ≤ i < j ≤ L, by i then j), rows flow(v) for v = 0..L (out − in =
1, 0 or −1).
"""

from __future__ import annotations

from collections.abc import Callable

import highspy
import numpy as np
import numpy.typing as npt
import pyomo.environ as pyo

from resched.iterative.instance import Chain, IterativeApp
from resched.iterative.models.common import (
    arc_column,
    build_shortest_path,
    chain_matrix,
    load_matrix,
    model_name,
    solve_loaded,
)
from resched.result import DEFAULT_OPTIONS, SolveOptions, SolveResult

ShortestPathTree = Callable[[Chain], tuple[npt.NDArray[np.float64], npt.NDArray[np.int64]]]
"""A shortest-path tree of a chain's DAG from 0: (distances, previous[j]) for j = 0..L."""


def build_chain_lp(instance: IterativeApp) -> pyo.ConcreteModel:
    """Model A on the instance's N iterations unrolled (first recovery r_{n−1})."""
    return build_shortest_path(instance.chain(), model_name("chain_lp", instance))


def tree_basis(previous: npt.NDArray[np.int64]) -> highspy.HighsBasis:
    """The chain LP's basis of a shortest-path tree (arcs (previous[j], j), j = 1..L, basic,
    with the slack of flow(0); every other column at 0): primal feasible (the path to L carries
    the flow), and dual feasible — hence optimal — exactly when the tree's distances admit no
    shorter arc, which HiGHS checks. The LP has L(L + 1)/2 columns and L + 1 rows."""
    L = len(previous) - 1
    columns = [highspy.HighsBasisStatus.kLower] * (L * (L + 1) // 2)
    for column in arc_column(L, previous[1:].astype(np.int64), np.arange(1, L + 1)).tolist():
        columns[column] = highspy.HighsBasisStatus.kBasic
    rows = [highspy.HighsBasisStatus.kLower] * (L + 1)
    rows[0] = highspy.HighsBasisStatus.kBasic
    basis = highspy.HighsBasis()
    basis.col_status, basis.row_status, basis.valid = columns, rows, True
    return basis


def solve_chain_lp(
    instance: IterativeApp, options: SolveOptions = DEFAULT_OPTIONS, *, tree: ShortestPathTree | None = None
) -> SolveResult:
    """``chain_lp`` of the instance's N unrolled iterations. With ``options.warm_start`` and a
    ``tree`` (the Toueg–Babaoglu DP's), the LP starts from the basis of that tree. The numpy
    matrix is dropped once HiGHS holds it (peak memory)."""
    chain = instance.chain()
    loaded = load_matrix(chain_matrix(chain, model_name("chain_lp", instance)), options.threads)
    if not options.warm_start or tree is None:
        return solve_loaded(loaded, options)
    _, previous = tree(chain)
    return solve_loaded(loaded, options, basis=tree_basis(previous))
