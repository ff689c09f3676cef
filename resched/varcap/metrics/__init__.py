"""Objective functions of §3 (infinite jobs) and their ratios to the §3.4 area bounds.

- goodput, Eq. (1): Σ_j p_j l_j(T_{n+1}) / Σ_i P_i (T_{i+1} − T_i) (the paper prints l_j(T_n),
  a typo: the work of section n counts);
- yield of job j, Eq. (2): l_j(t) / ∫_{T_1}^t 1{P(u) ≥ p_j} du (0 when the denominator is 0);
- min yield, Eq. (3): min_j Yield_j(T_{n+1});
- relative goodput / relative min yield (§3.4): the value divided by the area bound of
  :func:`resched.varcap.metrics.bounds.area_bounds` (with checkpoint and recovery overheads).

Finite jobs / release dates (§5): the yield is the §5.1 one,
l_j(t) / ∫_{r_j}^{min(t, e_j)} 1{P(u) ≥ p_j} du, and the min yield is taken over the jobs
released before T_{n+1} whose denominator is positive (a job that could never have run
alone — e.g. p_j > P(u) from r_j on — has no defined yield and is excluded; 0 if no job
is left). Goodput (Eq. 1) is unchanged. The §3.4 bounds assume infinite jobs: for finite
instances ``min_yield_bound`` is the §5.1 LP bound of :mod:`resched.varcap.metrics.yield_lp` and
``relative_min_yield`` is None (see :func:`evaluate`); ``goodput_bound`` keeps the §3.4
area bound.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from resched.varcap.instance import VarCapInstance
from resched.varcap.instance.availability import Availability, job_yields, solo_time
from resched.varcap.instance.result import SimulationResult
from resched.varcap.metrics.bounds import AreaBounds, area_bounds


def goodput(instance: VarCapInstance, worked: np.ndarray) -> float:
    """Eq. (1) with l_j(T_{n+1}) = ``worked``."""
    a = instance.arrays
    return float(a.p @ np.asarray(worked, dtype=float)) / float(a.P @ np.diff(a.T))


def yields(
    instance: VarCapInstance, worked: np.ndarray, t: float | None = None, completion: np.ndarray | None = None
) -> np.ndarray:
    """Yield_j(t) for l_j(t) = ``worked`` (default t = T_{n+1}): Eq. (2) for infinite jobs
    released at T_1, else the §5.1 formula with releases and the completion dates
    ``completion`` (e_j, NaN/None for jobs not completed); 0 where the denominator is 0."""
    a = instance.arrays
    t = float(a.T[-1]) if t is None else float(t)
    return job_yields(worked, solo_time(Availability.of(instance), a.release, completion, t))


def min_yield(instance: VarCapInstance, worked: np.ndarray, completion: np.ndarray | None = None) -> float:
    """Eq. (3): min_j Yield_j(T_{n+1}); with releases/finite jobs over the jobs with a
    positive §5.1 denominator (0.0 if there is none)."""
    if not instance.jobs_come_and_go and completion is None:
        return float(yields(instance, worked).min())
    a = instance.arrays
    solo = solo_time(Availability.of(instance), a.release, completion, float(a.T[-1]))
    counted = (a.release < a.T[-1]) & (solo > 0)
    if not counted.any():
        return 0.0
    return float(job_yields(worked, solo)[counted].min())


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
    relative_min_yield: float | None  # None for finite instances
    goodput_bound: float
    min_yield_bound: float  # §3.4 area bound (infinite) or §5.1 LP bound (finite)
    checkpoints: int
    recoveries: int
    seconds: float

    def to_dict(self) -> dict[str, float | int | None]:
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


def section_loads(instance: VarCapInstance, completion: np.ndarray | None) -> tuple[np.ndarray, np.ndarray]:
    """Load at each section start T_i (App. E.5.3): the processors Σ p_j of the jobs in the
    system — released at or before T_i and not completed by then (e_j > T_i; NaN = never
    completed; ``completion`` None = no job completed) — divided by the current P_i (the
    *load* of Figure 26) and by P_max (the *maximum load* of Figure 27, the quantity the
    App. E.5.2 release methods aim at)."""
    a = instance.arrays
    starts = a.T[:-1, None]
    ends = np.full(len(a.p), np.nan) if completion is None else np.asarray(completion, dtype=float)
    in_system = (a.release[None, :] <= starts) & ~(ends[None, :] <= starts)
    processors = in_system.astype(np.int64) @ a.p
    return processors / a.P, processors / instance.platform.P_max


@dataclass(frozen=True)
class VarCapMetrics:
    """One simulated run as a results-store row (:class:`resched.declarations.Run` metrics, the
    fields in row order): the instance's name and job count, the :class:`Metrics` of the
    simulation (without its ``seconds``: the caller times the task), the sections decided by
    the algorithm's fallback rule, the fraction of jobs never run, the yields' 5th/95th
    percentiles and every final yield (sorted, rounded to 1e-6, for the CDFs). Goodputs and
    yields are fractions; ``checkpoints``/``recoveries`` counts over all sections."""

    instance: str
    job_count: int
    goodput: float
    min_yield: float
    relative_goodput: float
    relative_min_yield: float | None
    goodput_bound: float
    min_yield_bound: float
    checkpoints: int
    recoveries: int
    fallback_sections: int
    never_run: float
    yield_p05: float
    yield_p95: float
    yields: list[float]


@dataclass(frozen=True)
class YieldBoundsMetrics:
    """The row of the sweep pseudo-algorithm YieldBounds (App. E.4, Table 1): the instance's
    name and job count, then :func:`yield_bounds` (min-yield bounds, fractions)."""

    instance: str
    job_count: int
    lp_bound: float
    area_bound: float
    difference: float
    area_bound_no_overheads: float
    difference_no_overheads: float


def finite_min_yield_bound(instance: VarCapInstance) -> float:
    """§5.1 upper bound on the min yield of a finite instance: the upper end of the
    bracket of :func:`resched.varcap.metrics.yield_lp.max_min_yield` (LP + root search; seconds on
    the §6.1 presets, e.g. about 4.5 s per solve at 100 sections, Load 2:
    ``benchmarks/bench_finite_task.py``)."""
    from resched.varcap.metrics.yield_lp import max_min_yield

    return float(max_min_yield(instance).upper)


def evaluate(
    instance: VarCapInstance,
    result: SimulationResult,
    bounds: AreaBounds | None = None,
    yield_bound: float | None = None,
) -> Metrics:
    """Metrics of ``result`` against the §3.4 bounds (computed unless given).

    Finite instances: the min yield is the §5.1 one (with ``result.completion``);
    ``min_yield_bound`` is the §5.1 LP bound (:func:`finite_min_yield_bound`, computed
    unless ``yield_bound`` is given — pass it to evaluate several algorithms on one
    instance) and ``relative_min_yield`` is None (the ratios of §3.4 are defined for
    infinite jobs). ``goodput_bound`` stays the §3.4 area bound.
    """
    bounds = area_bounds(instance) if bounds is None else bounds
    g = goodput(instance, result.worked)
    finite = instance.has_finite_jobs
    completion = result.completion if instance.jobs_come_and_go else None
    y = min_yield(instance, result.worked, completion)
    if finite:
        y_bound = finite_min_yield_bound(instance) if yield_bound is None else float(yield_bound)
    else:
        y_bound = bounds.min_yield
    return Metrics(
        goodput=g,
        min_yield=y,
        relative_goodput=_ratio(g, bounds.goodput),
        relative_min_yield=None if finite else _ratio(y, bounds.min_yield),
        goodput_bound=bounds.goodput,
        min_yield_bound=y_bound,
        checkpoints=result.checkpoints,
        recoveries=result.recoveries,
        seconds=result.seconds,
    )


def yield_bounds(instance: VarCapInstance) -> dict[str, float]:
    """App. E.4 / Table 1: the §5.1 LP bound and the §3.4 area bound on the max min-yield.

    ``area_bound`` is the §3.4 bound as the paper defines it, *with* the recovery and
    checkpoint areas of Figure 2, and ``difference`` = ``lp_bound`` − ``area_bound`` (signed,
    the Table 1 comparison). ``area_bound_no_overheads`` / ``difference_no_overheads`` drop
    those areas: a sanity check only, since for infinite jobs with Σ_j p_j ≥ P_max (Load ≥ 1)
    the LP optimum equals that area exactly (the difference is zero up to rounding).
    """
    from resched.varcap.metrics.yield_lp import max_min_yield

    lp = max_min_yield(instance).lower
    area = area_bounds(instance).min_yield
    area_plain = area_bounds(instance, overheads=False).min_yield
    return {
        "lp_bound": lp,
        "area_bound": area,
        "difference": lp - area,
        "area_bound_no_overheads": area_plain,
        "difference_no_overheads": lp - area_plain,
    }


def yield_bounds_factory() -> Callable[[VarCapInstance], dict[str, float]]:
    """The registry's factory of ``YieldBounds`` (a bound, not a section algorithm)."""
    return yield_bounds
