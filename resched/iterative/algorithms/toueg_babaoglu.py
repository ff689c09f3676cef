"""Linear chains (Toueg & Babaoglu): the least expected makespan of a chain of tasks, each
checkpointable, by the shortest-path DP ([ITERATIVE-D21])."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from resched.iterative.algorithms.kernels import chain_table
from resched.iterative.instance import Chain


def chain_tree(chain: Chain, max_chunk: int | None = None) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.int64]]:
    """Toueg–Babaoglu DP ET(j) = min_{i<j} ET(i) + E_λ(τ_{i+1}+…+τ_j, γ_j, ρ_i) ([ITERATIVE-D21])
    for every j = 0..L, and previous[j], the checkpoint before j on a least path: a
    shortest-path tree of the chain's DAG from 0. O(L·max_chunk)."""
    return chain_table(
        chain.tau,
        chain.gamma,
        chain.rho,
        chain.rho0,
        chain.lam,
        chain.D,
        chain.length if max_chunk is None else max_chunk,
    )


def chain_optimum(chain: Chain, max_chunk: int | None = None) -> tuple[float, list[int]]:
    """Least expected makespan of the chain (last task checkpointed) and the checkpointed
    positions 1..L (:func:`chain_tree`)."""
    best, previous = chain_tree(chain, max_chunk)
    return float(best[chain.length]), tree_path(previous)


def tree_path(previous: npt.NDArray[np.int64]) -> list[int]:
    """The checkpointed positions 1..L of the tree's path from 0 to L = len(previous) − 1."""
    positions: list[int] = []
    j = len(previous) - 1
    while j > 0:
        positions.append(j)
        j = int(previous[j])
    return positions[::-1]


def chain_checkpoints(chain: Chain) -> list[int]:
    """The checkpointed positions 1..L of a least expected makespan (:func:`chain_optimum`)."""
    return chain_optimum(chain)[1]
