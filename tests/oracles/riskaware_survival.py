"""Test oracle of the risk-aware family: the full survival table S_n^k(a) of the capacity walk,
which :func:`resched.riskaware.generate.capacity.survival_targets` computes without storing it
(moved out of the package: only the tests read it)."""

from __future__ import annotations

import numpy as np

from resched.riskaware.generate.capacity import transition_matrix


def survival_table(low: int, high: int, step: int, n_max: int) -> np.ndarray:
    """S[a, k, n] = S_n^k(a) for a ∈ [0, high] (rows below ``low`` are 0), k ∈ [0, high),
    n ∈ [0, n_max]; machines k < low always survive."""
    matrix = transition_matrix(low, high, step)
    states = np.arange(low, high + 1)
    table = np.zeros((high + 1, max(high, 1), n_max + 1))
    for k in range(high):
        above = (states > k).astype(float)
        current = above.copy()
        table[low:, k, 0] = current
        for n in range(1, n_max + 1):
            current = matrix @ (above * current)
            table[low:, k, n] = current
    for a in range(high + 1):  # a machine that is off now does not survive
        table[a, a:, :] = 0.0
    return table
