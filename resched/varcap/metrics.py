"""Objective functions of §3 (infinite jobs) and their ratios to the §3.4 area bounds.

- goodput, Eq. (1): Σ_j p_j l_j(T_{n+1}) / Σ_i P_i (T_{i+1} − T_i) (the paper prints l_j(T_n),
  a typo: the work of section n counts);
- yield of job j, Eq. (2): l_j(t) / ∫_{T_1}^t 1{P(u) ≥ p_j} du (0 when the denominator is 0);
- min yield, Eq. (3): min_j Yield_j(T_{n+1});
- relative goodput / relative min yield (§3.4): the value divided by the area bound of
  :func:`resched.varcap.bounds.area_bounds` (with checkpoint and recovery overheads).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from resched.varcap.availability import Availability
from resched.varcap.bounds import AreaBounds, area_bounds
from resched.varcap.instance import VarCapInstance
from resched.varcap.simulate import SimulationResult, job_yields


def goodput(instance: VarCapInstance, worked: np.ndarray) -> float:
    """Eq. (1) with l_j(T_{n+1}) = ``worked``."""
    a = instance.arrays
    return float(a.p @ np.asarray(worked, dtype=float)) / float(a.P @ np.diff(a.T))


def yields(instance: VarCapInstance, worked: np.ndarray, t: float | None = None) -> np.ndarray:
    """Eq. (2): Yield_j(t) for l_j(t) = ``worked`` (default t = T_{n+1})."""
    a = instance.arrays
    t = float(a.T[-1]) if t is None else float(t)
    denominator = Availability.of(instance).at(np.full(len(a.p), t))
    return job_yields(worked, denominator)


def min_yield(instance: VarCapInstance, worked: np.ndarray) -> float:
    """Eq. (3): min_j Yield_j(T_{n+1})."""
    return float(yields(instance, worked).min())


def yield_cdf(values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Empirical CDF of the yields: sorted values y and the fraction of jobs with yield ≤ y_k,
    i.e. (k + 1)/m at position k."""
    y = np.sort(np.asarray(values, dtype=float))
    return y, np.arange(1, len(y) + 1) / len(y)


def _ratio(value: float, bound: float) -> float:
    return value / bound if bound > 0 else 0.0


@dataclass(frozen=True)
class Metrics:
    """Metrics of one simulation (JSON keys of :meth:`to_dict`)."""

    goodput: float
    min_yield: float
    relative_goodput: float
    relative_min_yield: float
    goodput_bound: float
    min_yield_bound: float
    checkpoints: int
    recoveries: int
    seconds: float

    def to_dict(self) -> dict[str, Any]:
        return {
            "goodput": self.goodput,
            "min_yield": self.min_yield,
            "relative_goodput": self.relative_goodput,
            "relative_min_yield": self.relative_min_yield,
            "goodput_bound": self.goodput_bound,
            "min_yield_bound": self.min_yield_bound,
            "checkpoints": self.checkpoints,
            "recoveries": self.recoveries,
            "seconds": self.seconds,
        }


def evaluate(instance: VarCapInstance, result: SimulationResult, bounds: AreaBounds | None = None) -> Metrics:
    """Metrics of ``result`` against the §3.4 bounds (computed unless given)."""
    bounds = area_bounds(instance) if bounds is None else bounds
    g = goodput(instance, result.worked)
    y = min_yield(instance, result.worked)
    return Metrics(
        goodput=g,
        min_yield=y,
        relative_goodput=_ratio(g, bounds.goodput),
        relative_min_yield=_ratio(y, bounds.min_yield),
        goodput_bound=bounds.goodput,
        min_yield_bound=bounds.min_yield,
        checkpoints=result.checkpoints,
        recoveries=result.recoveries,
        seconds=result.seconds,
    )
