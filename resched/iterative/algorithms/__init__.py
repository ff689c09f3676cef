"""The iterative family's algorithms, one module per paper algorithm or group:
:mod:`~resched.iterative.algorithms.static` (Algorithm 1), :mod:`~.dynamic` (Algorithm 2),
:mod:`~.chain` (the optimal pattern, Algorithm 3, and the §3.4.1 reference strategies),
:mod:`~.toueg_babaoglu` (the linear-chain DP) and their numba :mod:`~.kernels`.

An algorithm of the family is a *checkpoint strategy*, one of three Protocols by the study and
the moment it decides (its declared attributes ``study`` and ``decides``; the runner
:func:`resched.iterative.experiment.run_task` reads them, never the object's type or name):

- :class:`StaticCheckpointing` (chapter 2, ``decides = "before the run"``, Algorithm 1): for
  each column (a period label k), which iterations end with a checkpoint, as a boolean plan that
  the numba simulator (:func:`~resched.iterative.simulate.plan_makespans`) checks and runs.
- :class:`DynamicCheckpointing` (chapter 2, ``decides = "during the run"``, Algorithm 2): after
  each iteration, from the work done since the last checkpoint, whether to checkpoint now. With
  ``threshold_rule = True`` the decision is "work ≥ thresholds(s)[column]" and the numba
  kernel runs it (the fast path); otherwise :meth:`~DynamicCheckpointing.checkpoint_after` is
  called per iteration in Python (arbitrary policies; slow: use few runs).
- :class:`ChainCheckpointing` (chapter 3, ``study = "chain"``): the checkpointed tasks of the
  unrolled chain of N·n tasks, for each named strategy.

Units: work, thresholds W, C, R, D in the time unit of the setting (seconds for the real
applications); periods k in iterations; positions are 1-based task counts.

A complete dynamic policy (checkpoint once the work since the last checkpoint exceeds half of
W_th, or every 5 iterations), run through the simulator exactly like ``dynamic``::

    import numpy as np
    from resched.iterative.metrics import StochasticSetting

    class HalfThresholdOrFive:
        study = "stochastic"
        decides = "during the run"
        threshold_rule = False          # arbitrary rule: checkpoint_after is called
        gammas = (0.5, 1.0)             # column labels; 1.0 is the metrics' W_th column

        def thresholds(self, s: StochasticSetting) -> np.ndarray:
            return np.array([g * s.w_threshold for g in self.gammas] + [s.w_fo])

        def checkpoint_after(self, s: StochasticSetting, column: int, iteration: int, since: int, work: float) -> bool:
            return work >= self.thresholds(s)[column] or since == 5

The factories below are the ones :data:`resched.iterative.family.ALGORITHMS` names.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from resched.iterative.algorithms.chain import ChainStrategies
from resched.iterative.algorithms.dynamic import DynamicStrategy
from resched.iterative.algorithms.static import StaticStrategy
from resched.iterative.instance import IterativeApp, Pattern
from resched.iterative.metrics import StochasticSetting


@runtime_checkable
class StaticCheckpointing(Protocol):
    """Algorithm 1's shape: decides before the run which iterations end with a checkpoint.

    ``periods(s)`` labels the columns (the k of the metrics, each a period in iterations; the
    metrics need the columns k_static and k_FO, and compare with Eq. (2.4) at each k);
    ``plan(s, iterations)`` gives one boolean row per column, True where iteration j
    (0-based) ends with a checkpoint; the last iteration must be True. The simulator checks
    the plan (:func:`~resched.iterative.simulate.check_plan`) and refuses an invalid one
    with a one-line :class:`~resched.errors.ReschedError`."""

    study: str  # "stochastic"
    decides: str  # "before the run"

    def periods(self, s: StochasticSetting) -> npt.NDArray[np.int64]: ...

    def plan(self, s: StochasticSetting, iterations: int) -> npt.NDArray[np.bool_]: ...


@runtime_checkable
class DynamicCheckpointing(Protocol):
    """Algorithm 2's shape: decides after each iteration from the work since the last checkpoint.

    Columns: one per γ of ``gammas`` (1.0 must be one: the metrics' W_th column), then a last
    reference column (Young/Daly W_FO for the built-in). ``thresholds(s)`` gives one W per
    column (time units, positive). ``checkpoint_after(s, column, iteration, since, work)``:
    after iteration ``iteration`` (0-based), ``since`` iterations and ``work`` time units of
    failure-free work since the last checkpoint, True to checkpoint now (the last iteration
    always ends with one). ``threshold_rule = True`` declares that this decision is exactly
    ``work >= thresholds(s)[column]``, so the numba kernel runs it without calling Python."""

    study: str  # "stochastic"
    decides: str  # "during the run"
    threshold_rule: bool
    gammas: tuple[float, ...]

    def thresholds(self, s: StochasticSetting) -> npt.NDArray[np.float64]: ...

    def checkpoint_after(self, s: StochasticSetting, column: int, iteration: int, since: int, work: float) -> bool: ...


@runtime_checkable
class ChainCheckpointing(Protocol):
    """Chapter 3's shape: the checkpointed tasks of a chain of N iterations of n tasks.

    ``names`` are the strategies run on the same failure trace ("Optimal" first when the
    ratios to the optimal makespan are wanted). ``positions(app, name, iterations, durations,
    pattern)`` gives the checkpointed task positions 1..N·n, strictly increasing, the last
    N·n; ``durations`` are the actual task lengths when drawn (else τ), ``pattern`` the
    optimal pattern the runner found. The simulator checks the positions
    (:func:`~resched.iterative.simulate.check_positions`)."""

    study: str  # "chain"
    names: tuple[str, ...]

    def positions(
        self,
        app: IterativeApp,
        name: str,
        iterations: int,
        durations: npt.NDArray[np.float64] | None,
        pattern: Pattern,
    ) -> npt.NDArray[np.int64]: ...


IterativeAlgorithm = StaticCheckpointing | DynamicCheckpointing | ChainCheckpointing


def static_strategy() -> StaticStrategy:
    return StaticStrategy()


def dynamic_strategy() -> DynamicStrategy:
    return DynamicStrategy()


def all_strategies() -> ChainStrategies:
    return ChainStrategies()
