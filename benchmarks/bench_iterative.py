"""Iterative applications: timings of the thesis' algorithms and of the exact models.

Prints (1) the optimal-pattern time per application and p_fail next to the thesis' Table V
(MATLAB), for our chunk-form DP, our faithful Algorithm 3 (b ≤ n budget) and the ratio-cycle
LP (HiGHS matrix, read back into its cycle), with Table VI's bound, the optimal-pattern size
and the method ``auto`` picks; (2) the pattern DP against the ratio-cycle LP as n grows (the
crossover behind ``CROSSOVER_STEPS``); (3) the chain models against the Toueg–Babaoglu DP for
growing N: the LP built in Pyomo (the exported declaration) and as a HiGHS matrix, cold and
started from the DP tree's basis, and the MILP matrix started from the DP's checkpoints;
(4) the chapter-2 Monte-Carlo throughput at full size, on the family's default parameters
(``IterativeParams()``: Gamma(25, 0.5), p_fail = 10⁻², η = 0.1, D = 1, n = 1000, 10,000
Monte-Carlo runs; 1000 with --quick). Pin to one core (``taskset -c 0``): every solve runs
on one thread.

    python benchmarks/bench_iterative.py [--quick]
"""

from __future__ import annotations

import sys
import time

import numpy as np

from resched.iterative.algorithms.chain import (
    MAX_DP_STEPS,
    dp_size,
    optimal_pattern,
    optimal_slowdown_with_budget,
    pattern_method,
)
from resched.iterative.algorithms.toueg_babaoglu import chain_optimum
from resched.iterative.experiment import stochastic_setting
from resched.iterative.generate import PFAILS, gcr, neuroscience, synthetic
from resched.iterative.metrics import pattern_bounds
from resched.iterative.models import solve_chain
from resched.iterative.models.chain_lp import build_chain_lp
from resched.iterative.models.ratio_cycle_lp import optimal_pattern_lp
from resched.iterative.params import CROSSOVER_STEPS, IterativeParams
from resched.iterative.simulate import dynamic_makespans, instance_seeds, length_generator, static_makespans
from resched.result import SolveOptions
from resched.solve import solve

ONE_THREAD = SolveOptions(threads=1)
TABLE_V = {
    "neuroscience": (5.46, 0.88, 0.21, 0.21, 0.22),
    "synthetic n=10": (27.49, 5.16, 1.27, 1.25, 1.33),
    "synthetic n=20": (550.89, 95.49, 46.75, 43.37, 46.07),
}
APPS = {
    "neuroscience": neuroscience,
    "synthetic n=10": lambda p: synthetic(10, p),
    "synthetic n=20": lambda p: synthetic(20, p),
    "GCR n=10 CCR=1": lambda p: gcr(10, 1, p),
    "GCR n=20 CCR=1": lambda p: gcr(20, 1, p),
}


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
    optimal_pattern_lp(neuroscience(0.1))
    print("(1) optimal pattern: time (s) per p_fail, ours vs thesis Table V (MATLAB)")
    print(
        f"{'application':16s} {'p_fail':>8s} {'thesis':>8s} {'DP':>9s} {'DP b<=n':>9s} {'ratio LP':>9s} "
        f"{'auto':>5s} {'bound':>6s} {'tasks':>6s} {'SD*':>12s}"
    )
    for name, make in APPS.items():
        for k, p in enumerate(PFAILS):
            app = make(p)
            fast, pattern = best_of(lambda: optimal_pattern(app))  # noqa: B023  # called within the iteration
            if quick and "20" in name:
                budget = float("nan")
            else:
                budget = best_of(lambda: optimal_slowdown_with_budget(app), 1)[0]  # noqa: B023  # called within the iteration
            lp, cycle = best_of(lambda: optimal_pattern_lp(app))  # noqa: B023  # called within the iteration
            assert cycle.offsets == pattern.offsets and abs(cycle.slowdown / pattern.slowdown - 1) < 1e-9
            thesis = TABLE_V[name][k] if name in TABLE_V else float("nan")
            print(
                f"{name:16s} {p:8.4g} {thesis:8.2f} {fast:9.4f} {budget:9.4f} {lp:9.4f} {pattern_method(app):>5s} "
                f"{pattern_bounds(app).max_tasks:6d} {pattern.tasks:6d} {pattern.slowdown:12.8f}"
            )


def crossover_table(quick: bool) -> None:
    print(
        f"\n(2) pattern DP vs ratio-cycle LP (synthetic, p_fail = 10^-2 and 10^-3), seconds; auto picks the LP "
        f"beyond {CROSSOVER_STEPS:,} DP steps"
    )
    print(
        f"{'n':>4s} {'p_fail':>7s} {'DP steps':>14s} {'DP':>9s} {'LP':>9s} {'auto':>5s}  (DP nan: beyond its "
        f"{MAX_DP_STEPS:.0e}-step limit)"
    )
    for n in (5, 10, 12, 15, 20, 40) if quick else (5, 10, 12, 15, 20, 40, 60, 100):
        for p in (1e-2, 1e-3):
            app = synthetic(n, p)
            steps = dp_size(app, pattern_bounds(app))[1]
            if steps <= MAX_DP_STEPS:
                dp = best_of(lambda: optimal_pattern(app), 1 if steps > 10**7 else 3)[0]  # noqa: B023  # called within the iteration
            else:
                dp = float("nan")
            lp = best_of(lambda: optimal_pattern_lp(app), 1 if n >= 60 else 3)[0]  # noqa: B023  # called within the iteration
            print(f"{n:4d} {p:7.0e} {steps:14,d} {dp:9.4f} {lp:9.4f} {pattern_method(app):>5s}")


def chain_table(quick: bool) -> None:
    print("\n(3) chain models vs Toueg–Babaoglu DP (neuroscience, p_fail = 10^-0.5), seconds (build + solve)")
    print(
        f"{'N':>4s} {'tasks':>6s} {'DP':>9s} {'LP Pyomo':>9s} {'LP cold':>8s} {'LP basis':>9s} {'MILP start':>11s} "
        f"{'ET/(N T)':>10s}"
    )
    for N in (1, 2, 5, 10, 20) if quick else (1, 2, 5, 10, 20, 40, 120):
        app = neuroscience(10**-0.5, iterations=N)
        dp, (value, _) = best_of(lambda: chain_optimum(app.chain()))  # noqa: B023  # called within the iteration
        pyomo = best_of(lambda: solve(build_chain_lp(app), ONE_THREAD), 1)[0] if N <= 40 else float("nan")  # noqa: B023  # called within the iteration
        cold, lp_cold = best_of(lambda: solve_chain(app, SolveOptions(threads=1, warm_start=False)), 1)  # noqa: B023  # called within the iteration
        warm, lp_warm = best_of(lambda: solve_chain(app, ONE_THREAD), 1)  # noqa: B023  # called within the iteration
        milp, milp_result = best_of(lambda: solve_chain(app, ONE_THREAD, binary=True), 1)  # noqa: B023  # called within the iteration
        for result in (lp_cold, lp_warm, milp_result):
            assert result.is_optimal and abs(result.objective / value - 1) < 1e-9
        print(
            f"{N:4d} {N * app.n:6d} {dp:9.5f} {pyomo:9.3f} {cold:8.3f} {warm:9.3f} {milp:11.3f} "
            f"{value / (N * app.T):10.6f}"
        )


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
    print(
        f"\n(4) chapter-2 Monte Carlo, {params.law}{tuple(params.law_params)}, p_fail = {params.p_fail:g}, "
        f"n = {n}, {instances} runs"
    )
    print(
        f"static k = 1..10: {t_static:.2f} s ({instances * 10 / t_static:,.0f} runs/s); "
        f"dynamic 21 thresholds: {t_dynamic:.2f} s ({instances * 21 / t_dynamic:,.0f} runs/s)"
    )
    print(f"mean makespan k = 5: {runs[:, 4].mean():.1f} (theory {s.theory_makespan(5, n):.1f})")


if __name__ == "__main__":
    quick = "--quick" in sys.argv
    pattern_table(quick)
    crossover_table(quick)
    chain_table(quick)
    monte_carlo(quick)
