"""The iterative family's algorithms, one module per paper algorithm or group:
:mod:`~resched.iterative.algorithms.static` (Algorithm 1), :mod:`~.dynamic` (Algorithm 2),
:mod:`~.chain` (the optimal pattern, Algorithm 3, and the §3.4.1 reference strategies),
:mod:`~.toueg_babaoglu` (the linear-chain DP) and their numba :mod:`~.kernels`.

The factories below are the ones :data:`resched.iterative.family.ALGORITHMS` names.
"""

from __future__ import annotations

from resched.iterative.algorithms.chain import ChainStrategies
from resched.iterative.algorithms.dynamic import DynamicStrategy
from resched.iterative.algorithms.static import StaticStrategy

IterativeAlgorithm = StaticStrategy | DynamicStrategy | ChainStrategies


def static_strategy() -> StaticStrategy:
    return StaticStrategy()


def dynamic_strategy() -> DynamicStrategy:
    return DynamicStrategy()


def all_strategies() -> ChainStrategies:
    return ChainStrategies()
