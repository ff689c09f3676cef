"""Iterative applications: timings of the thesis' algorithms and of the exact models.

Prints (1) the optimal-pattern DP time per application and p_fail next to the thesis' Table V
(MATLAB), for our chunk-form DP, our faithful Algorithm 3 (b ≤ n budget) and the ratio-cycle
LP, with Table VI's bound and optimal-pattern size; (2) the chain LP/MILP time against the
Toueg–Babaoglu DP for growing N; (3) the chapter-2 Monte-Carlo throughput at full size, on
the family's default parameters (``IterativeParams()``: Gamma(25, 0.5), p_fail = 10⁻²,
η = 0.1, D = 1, n = 1000, 10,000 Monte-Carlo runs; 1000 with --quick).

    python benchmarks/bench_iterative.py [--quick]
"""

from __future__ import annotations

import sys
import time

import numpy as np

from resched.iterative.experiment import stochastic_setting
from resched.iterative.family import IterativeParams
from resched.iterative.generate import PFAILS, gcr, neuroscience, synthetic
from resched.iterative.models import build_chain_lp, build_chain_milp, build_ratio_cycle_lp
from resched.iterative.pattern import chain_optimum, optimal_pattern, optimal_slowdown_with_budget, pattern_bounds
from resched.iterative.simulate import dynamic_makespans, instance_seeds, length_generator, static_makespans
from resched.solve import solve

TABLE_V = {"neuroscience": (5.46, 0.88, 0.21, 0.21, 0.22), "synthetic n=10": (27.49, 5.16, 1.27, 1.25, 1.33),
           "synthetic n=20": (550.89, 95.49, 46.75, 43.37, 46.07)}
APPS = {"neuroscience": neuroscience, "synthetic n=10": lambda p: synthetic(10, p),
        "synthetic n=20": lambda p: synthetic(20, p), "GCR n=10 CCR=1": lambda p: gcr(10, 1, p),
        "GCR n=20 CCR=1": lambda p: gcr(20, 1, p)}


def best_of(function, repeats: int = 3) -> tuple[float, object]:
    times, value = [], None
    for _ in range(repeats):
        start = time.perf_counter()
        value = function()
        times.append(time.perf_counter() - start)
    return min(times), value


def pattern_table(quick: bool) -> None:
    optimal_pattern(neuroscience(0.1))  # compile the numba kernels
    optimal_slowdown_with_budget(neuroscience(0.1))
    print("(1) optimal pattern: DP time (s) per p_fail, ours vs thesis Table V (MATLAB)")
    print(f"{'application':16s} {'p_fail':>8s} {'thesis':>8s} {'DP':>9s} {'DP b<=n':>9s} {'ratio LP':>9s} "
          f"{'bound':>6s} {'tasks':>6s} {'SD*':>12s}")
    for name, make in APPS.items():
        for k, p in enumerate(PFAILS):
            app = make(p)
            fast, pattern = best_of(lambda: optimal_pattern(app))
            budget = float("nan") if quick and "20" in name else best_of(lambda: optimal_slowdown_with_budget(app), 1)[0]
            lp, result = best_of(lambda: solve(build_ratio_cycle_lp(app)), 1)
            assert abs(result.objective / pattern.slowdown - 1) < 1e-9
            thesis = TABLE_V[name][k] if name in TABLE_V else float("nan")
            print(f"{name:16s} {p:8.4g} {thesis:8.2f} {fast:9.4f} {budget:9.4f} {lp:9.3f} "
                  f"{pattern_bounds(app).max_tasks:6d} {pattern.tasks:6d} {pattern.slowdown:12.8f}")


def chain_table(quick: bool) -> None:
    print("\n(2) chain models vs Toueg–Babaoglu DP (neuroscience, p_fail = 10^-0.5), seconds")
    print(f"{'N':>4s} {'tasks':>6s} {'DP':>9s} {'LP':>8s} {'MILP':>8s} {'ET/(N T)':>10s}")
    for N in (1, 2, 5, 10) if quick else (1, 2, 5, 10, 20, 40):
        app = neuroscience(10**-0.5, iterations=N)
        dp, (value, _) = best_of(lambda: chain_optimum(app.chain()))
        lp, lp_result = best_of(lambda: solve(build_chain_lp(app)), 1)
        milp, milp_result = best_of(lambda: solve(build_chain_milp(app)), 1)
        assert lp_result.is_optimal and milp_result.is_optimal
        assert abs(lp_result.objective / value - 1) < 1e-9 and abs(milp_result.objective / value - 1) < 1e-9
        print(f"{N:4d} {N * app.n:6d} {dp:9.5f} {lp:8.3f} {milp:8.3f} {value / (N * app.T):10.6f}")


def monte_carlo(quick: bool) -> None:
    params = IterativeParams(monte_carlo_runs=1000 if quick else 10_000).resolve()
    instances, n = params.monte_carlo_runs, params.iterations
    s = stochastic_setting(params)
    lengths = s.law.sample(length_generator(0), (instances, n))
    seeds = instance_seeds(0, instances)
    static_makespans(lengths[:2], np.arange(1, 3), s.C, s.R, s.D, s.lam, seeds, False)  # compile
    dynamic_makespans(lengths[:2], np.array([200.0]), s.C, s.R, s.D, s.lam, seeds, False)
    ks, thresholds = np.arange(1, 11), np.array([g / 10 * s.w_threshold for g in range(1, 21)] + [s.w_fo])
    t_static, runs = best_of(lambda: static_makespans(lengths, ks, s.C, s.R, s.D, s.lam, seeds, False), 1)
    t_dynamic, _ = best_of(lambda: dynamic_makespans(lengths, thresholds, s.C, s.R, s.D, s.lam, seeds, False), 1)
    print(f"\n(3) chapter-2 Monte Carlo, {params.law}{tuple(params.law_params)}, p_fail = {params.p_fail:g}, "
          f"n = {n}, {instances} runs")
    print(f"static k = 1..10: {t_static:.2f} s ({instances * 10 / t_static:,.0f} runs/s); "
          f"dynamic 21 thresholds: {t_dynamic:.2f} s ({instances * 21 / t_dynamic:,.0f} runs/s)")
    print(f"mean makespan k = 5: {runs[:, 4].mean():.1f} (theory {s.theory_makespan(5, n):.1f})")


if __name__ == "__main__":
    quick = "--quick" in sys.argv
    pattern_table(quick)
    chain_table(quick)
    monte_carlo(quick)
