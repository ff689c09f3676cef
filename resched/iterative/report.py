"""JSON-ready summaries behind ``resched iterative static|dynamic|pattern``."""

from __future__ import annotations

import math
import time
from typing import Any

import numpy as np

from resched.iterative.instance import IterativeApp
from resched.iterative.pattern import optimal_pattern, pattern_bounds
from resched.iterative.simulate import dynamic_makespans, instance_seeds, length_generator, static_makespans
from resched.iterative.stochastic import StochasticSetting
from resched.iterative.strategies import STRATEGIES, slowdown


def stochastic_report(setting: StochasticSetting, n: int, instances: int = 0, seed: int = 0,
                      paper_failures: bool = False) -> dict[str, Any]:
    """Chapter 2 periods and thresholds, closed-form expected makespans of the static
    strategies, and with ``instances`` > 0 the Monte-Carlo means of the four strategies
    (static k_static and k_FO, dynamic W_th and W_FO) on common random numbers."""
    s = setting
    optimum, segments = s.static_optimum(n)
    report: dict[str, Any] = {
        "law": type(s.law).__name__.lower(), "mean": s.law.mean, "std": s.law.std, "lambda": s.lam,
        "mtbf": 1 / s.lam, "C": s.C, "R": s.R, "D": s.D, "n": n,
        "x_static": s.x_static, "k_static": s.k_static, "k_fo_real": s.k_fo_real, "k_fo": s.k_fo,
        "W_th": s.w_threshold, "W_fo": s.w_fo,
        "expected_makespan": {
            "static_k_static": s.periodic_makespan(s.k_static, n),
            "static_k_fo": s.periodic_makespan(s.k_fo, n),
            "static_optimum": optimum,
            "lower_bound": s.lower_bound(n),
            "theory_k_static": s.theory_makespan(s.k_static, n),
        },
        "static_optimum_segments": {str(k): segments.count(k) for k in sorted(set(segments))},
    }
    if instances > 0:
        lengths = s.law.sample(length_generator(seed), (instances, n))
        seeds = instance_seeds(seed, instances)
        static = static_makespans(lengths, np.array([s.k_static, s.k_fo]), s.C, s.R, s.D, s.lam, seeds, paper_failures)
        dynamic = dynamic_makespans(lengths, np.array([s.w_threshold, s.w_fo]), s.C, s.R, s.D, s.lam, seeds,
                                    paper_failures)
        columns = np.column_stack([static, dynamic])
        names = ("static_k_static", "static_k_fo", "dynamic_W_th", "dynamic_W_fo")
        report["simulated_mean_makespan"] = dict(zip(names, columns.mean(axis=0).tolist()))
        report["simulated_std_error"] = dict(zip(names, (columns.std(axis=0, ddof=1) / math.sqrt(instances)).tolist()))
        report["instances"], report["seed"] = instances, seed
    return report


def pattern_report(app: IterativeApp, rounding: str = "floor") -> dict[str, Any]:
    """The optimal pattern, its slowdown SD* and overhead SD* − 1, the bounds of Theorem 3.5
    and each reference strategy's slowdown, overhead and ratio to SD*."""
    start = time.perf_counter()
    pattern = optimal_pattern(app, rounding)
    seconds = time.perf_counter() - start
    bounds = pattern_bounds(app, rounding)
    strategies = {}
    for name in STRATEGIES:
        sd = slowdown(app, name)
        strategies[name] = {"slowdown": sd, "overhead": sd - 1, "ratio_to_optimal": sd / pattern.slowdown}
    return {
        "instance": app.name, "n": app.n, "T": app.T, "lambda": app.lam, "p_fail": app.p_fail,
        "optimal": {"slowdown": pattern.slowdown, "overhead": pattern.slowdown - 1, "start_after": pattern.start,
                    "iterations": pattern.iterations, "tasks": pattern.tasks, "offsets": list(pattern.offsets),
                    "checkpointed_tasks": pattern.checkpointed_types, "description": pattern.describe()},
        "bounds": {"M_star": bounds.M_star, "k_star": bounds.k_star, "max_chunk_tasks": bounds.max_chunk,
                   "max_pattern_tasks": bounds.max_tasks, "monotone_io": app.monotone_io},
        "dp_seconds": seconds,
        "strategies": strategies,
    }
