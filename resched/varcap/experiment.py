"""Experiment task of the variable-capacity family: build the seeded instance of a grid point,
simulate one algorithm, return its metrics.

Grid parameters (defaults are §6.1's): ``preset`` (light/default) or ``P_max``;
``n_sections`` (400), ``avg_T`` (100), ``P_min`` and ``delta`` as fractions of P_max (0.2,
0.1), ``load`` (2), ``finite`` (false), ``releases`` (finite jobs: uniform, accumulation,
fifo or smallest; default fifo as in §6.3), ``trace`` (an SWF file name in the sweep's
``traces_dir``, a path, or ``"synthetic"``).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from resched.errors import ReschedError
from resched.varcap.generate import PRESETS, Workload, random_instance

_PARAMS = {"preset", "P_max", "n_sections", "avg_T", "P_min", "delta", "load", "finite", "releases", "trace"}


@lru_cache(maxsize=8)
def _workload(trace: str, traces_dir: str | None, seed: int) -> Workload:
    if trace == "synthetic":
        return Workload.synthetic(seed)
    path = Path(trace) if Path(trace).is_absolute() or traces_dir is None else Path(traces_dir) / trace
    return Workload.from_swf(path)


def run_task(task) -> dict[str, Any]:
    """Metrics of ``task.algorithm`` on the task's instance (keys of ``Metrics.to_dict``,
    plus the fraction of jobs never run and the yields' 5th/95th percentiles). The
    pseudo-algorithm ``YieldBounds`` computes the two min-yield bounds of App. E.4 instead."""
    from resched.varcap.algorithms import algorithm
    from resched.varcap.metrics import evaluate
    from resched.varcap.simulate import simulate

    params = task.params
    unknown = sorted(params.keys() - _PARAMS)
    if unknown:
        raise ReschedError(f"unknown varcap sweep parameter {unknown[0]!r}")
    P_max = int(params.get("P_max", PRESETS[params.get("preset", "default")]))
    inst = random_instance(
        task.seed,
        _workload(str(params.get("trace", "synthetic")), task.traces_dir, 0),
        n_sections=int(params.get("n_sections", 400)),
        P_max=P_max,
        P_min=round(float(params.get("P_min", 0.2)) * P_max),
        delta=round(float(params.get("delta", 0.1)) * P_max),
        avg_T=float(params.get("avg_T", 100.0)),
        load=float(params.get("load", 2.0)),
        finite=bool(params.get("finite", False)),
        releases=str(params.get("releases", "fifo")) if params.get("finite", False) else "uniform",
    )
    if task.algorithm == "YieldBounds":
        return yield_bounds(inst)
    result = simulate(inst, algorithm(task.algorithm))
    metrics = evaluate(inst, result).to_dict()
    yields = np.sort(result.yields)
    metrics.update(
        jobs=len(inst.jobs),
        never_run=float(np.mean(result.worked == 0)),
        yield_p05=float(np.quantile(yields, 0.05)),
        yield_p95=float(np.quantile(yields, 0.95)),
        yields=yields.round(6).tolist(),
    )
    return metrics


def yield_bounds(instance) -> dict[str, float]:
    """App. E.4 / Table 1: the §5.1 LP bound and the §3.4 area bound (with and without the
    checkpoint/recovery areas) on the max min-yield, and their differences."""
    from resched.varcap.bounds import area_bounds
    from resched.varcap.yield_lp import max_min_yield

    lp = max_min_yield(instance).lower
    area = area_bounds(instance, overheads=False).min_yield
    area_overheads = area_bounds(instance).min_yield
    return {"lp_bound": lp, "area_bound": area, "area_bound_overheads": area_overheads,
            "difference": abs(lp - area), "difference_overheads": abs(lp - area_overheads)}
