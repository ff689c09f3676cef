"""JSON-ready records behind ``resched iterative static|dynamic|pattern``."""

from __future__ import annotations

import math
import time
from typing import Any

import numpy as np

from resched.iterative.algorithms.chain import STRATEGIES, slowdown
from resched.iterative.experiment.task import find_pattern
from resched.iterative.instance import IterativeApp
from resched.iterative.metrics import StochasticSetting, pattern_bounds
from resched.iterative.simulate import dynamic_makespans, instance_seeds, length_generator, static_makespans


def stochastic_report(
    setting: StochasticSetting, iterations: int, runs: int = 0, seed: int = 0, paper_failures: bool = False
) -> dict[str, object]:
    """Chapter 2 periods and thresholds, closed-form expected makespans of the static
    strategies, and with ``runs`` > 0 the Monte-Carlo means of the four strategies (static
    k_static and k_FO, dynamic W_th and W_FO) on common random numbers."""
    s, n = setting, iterations
    optimum, segments = s.static_optimum(n)
    report: dict[str, Any] = {
        "law": type(s.law).__name__.lower(),
        "mean": s.law.mean,
        "std": s.law.std,
        "lambda": s.lam,
        "mtbf": 1 / s.lam,
        "checkpoint": s.C,
        "restart": s.R,
        "downtime": s.D,
        "iterations": n,
        "x_static": s.x_static,
        "k_static": s.k_static,
        "k_fo_real": s.k_fo_real,
        "k_fo": s.k_fo,
        "W_th": s.w_threshold,
        "W_fo": s.w_fo,
        "expected_makespan": {
            "static_k_static": s.periodic_makespan(s.k_static, n),
            "static_k_fo": s.periodic_makespan(s.k_fo, n),
            "static_optimum": optimum,
            "lower_bound": s.lower_bound(n),
            "theory_k_static": s.theory_makespan(s.k_static, n),
        },
        "static_optimum_segments": {str(k): segments.count(k) for k in sorted(set(segments))},
    }
    if runs > 0:
        lengths = s.law.sample(length_generator(seed), (runs, n))
        seeds = instance_seeds(seed, runs)
        static = static_makespans(lengths, np.array([s.k_static, s.k_fo]), s.C, s.R, s.D, s.lam, seeds, paper_failures)
        dynamic = dynamic_makespans(
            lengths, np.array([s.w_threshold, s.w_fo]), s.C, s.R, s.D, s.lam, seeds, paper_failures
        )
        columns = np.column_stack([static, dynamic])
        names = ("static_k_static", "static_k_fo", "dynamic_W_th", "dynamic_W_fo")
        report["simulated_mean_makespan"] = dict(zip(names, columns.mean(axis=0).tolist()))
        error = (columns.std(axis=0, ddof=1) / math.sqrt(runs)).tolist() if runs > 1 else [None] * 4
        report["simulated_std_error"] = dict(zip(names, error))  # undefined (null) for a single run
        report["monte_carlo_runs"] = runs
    return report


METHOD_NAMES = {"dp": "pattern DP (Algorithm 3)", "lp": "ratio-cycle LP"}


def pattern_report(app: IterativeApp, rounding: str = "floor", method: str = "auto") -> list[dict[str, object]]:
    """One record per strategy: the optimal pattern first (slowdown SD*, overhead SD* − 1, the
    pattern, the bounds of Theorem 3.5, the ``method`` that found it — "dp" or "lp", which
    ``auto`` picks by size — and its ``seconds``), then each reference strategy's slowdown,
    overhead and ratio to SD*."""
    start = time.perf_counter()
    pattern, used = find_pattern(app, method, rounding)
    seconds = time.perf_counter() - start
    bounds = pattern_bounds(app, rounding)
    optimal = {
        "instance": app.name,
        "strategy": "Optimal",
        "slowdown": pattern.slowdown,
        "overhead": pattern.slowdown - 1,
        "ratio_to_optimal": 1.0,
        "description": pattern.describe(),
        "start_after": pattern.start,
        "pattern_iterations": pattern.iterations,
        "pattern_tasks": pattern.tasks,
        "offsets": list(pattern.offsets),
        "checkpointed_tasks": pattern.checkpointed_types,
        "tasks": app.n,
        "iteration_length": app.T,
        "lambda": app.lam,
        "p_fail": app.p_fail,
        "bounds": {
            "M_star": bounds.M_star,
            "k_star": bounds.k_star,
            "max_chunk_tasks": bounds.max_chunk,
            "max_pattern_tasks": bounds.max_tasks,
            "monotone_io": app.monotone_io,
        },
        "method": used,
        "method_name": METHOD_NAMES[used],
        "seconds": seconds,
    }
    records = [optimal]
    for name in STRATEGIES:
        sd = slowdown(app, name)
        records.append(
            {
                "instance": app.name,
                "strategy": name,
                "slowdown": sd,
                "overhead": sd - 1,
                "ratio_to_optimal": sd / pattern.slowdown,
            }
        )
    return records
