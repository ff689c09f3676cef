"""``chain_milp``: ``chain_lp`` with binary arcs x_ij and explicit binary checkpoint decisions
δ_v = Σ_i x_iv (δ_0 = δ_L = 1). (The weaker "indicator" form y_ij ≥ δ_i + δ_j − 1 −
Σ_{i<l<j} δ_l was tried: HiGHS needs minutes at L = 35.)

Matrix: the columns of ``chain_lp``, then δ_v (v = 1..L−1); its rows, then checkpoint(v):
δ_v − Σ_i x_iv = 0. δ_0 = δ_L = 1 are fixed in the declaration, so they are no column (their
value is reported).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np
import numpy.typing as npt
import pyomo.environ as pyo

from resched.iterative.instance import Chain, IterativeApp
from resched.iterative.models.common import (
    MatrixModel,
    arc_column,
    build_shortest_path,
    chain_matrix,
    model_name,
    solve_matrix,
)
from resched.result import DEFAULT_OPTIONS, SolveOptions, SolveResult

Checkpoints = Callable[[Chain], Sequence[int]]
"""A checkpoint set of a chain: its positions 1..L, the last one L."""


def build_chain_milp(instance: IterativeApp) -> pyo.ConcreteModel:
    """Model A with binary arcs and binary checkpoint decisions δ_v (checkpoint after task v)."""
    m = build_shortest_path(instance.chain(), model_name("chain_milp", instance), binary=True)
    L = instance.chain().length
    m.delta = pyo.Var(pyo.RangeSet(0, L), domain=pyo.Binary)
    m.delta[0].fix(1)
    m.delta[L].fix(1)
    m.checkpoint = pyo.Constraint(
        pyo.RangeSet(1, L - 1), rule=lambda m, v: m.delta[v] == sum(m.x[i, v] for i in range(v))
    )
    return m


def chain_start(model: MatrixModel, L: int, positions: list[int]) -> npt.NDArray[np.float64]:
    """Column values of the checkpoint set ``positions`` (1-based, the last = L) in a chain
    model: its path's arcs at 1 (and, in the MILP, δ_v = 1 at its inner checkpoints), every
    other column 0."""
    start = np.zeros(model.columns)
    heads = np.asarray(positions)
    start[arc_column(L, np.concatenate(([0], heads[:-1])), heads)] = 1.0
    if model.fixed:  # the MILP: δ_v follows the arcs (columns L(L+1)/2 + v − 1)
        start[L * (L + 1) // 2 + heads[:-1] - 1] = 1.0
    return start


def solve_chain_milp(
    instance: IterativeApp, options: SolveOptions = DEFAULT_OPTIONS, *, start: Checkpoints | None = None
) -> SolveResult:
    """``chain_milp`` of the instance's N unrolled iterations, started (``options.warm_start``)
    from the checkpoints ``start`` gives (the Toueg–Babaoglu DP's). It runs without presolve:
    its LP relaxation is the chain LP, integral (totally unimodular), and presolve's probing of
    the L(L+1)/2 binaries took 80 % of its time (7.1 of 8.9 s at N = 40)."""
    chain = instance.chain()
    model = chain_matrix(chain, model_name("chain_milp", instance), binary=True)
    if not options.warm_start or start is None:
        return solve_matrix(model, options, presolve=False)
    return solve_matrix(model, options, start=chain_start(model, chain.length, list(start(chain))), presolve=False)
