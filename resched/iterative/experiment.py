"""Experiment tasks of the iterative family (the sweeps of §2.5 and §3.4).

``study = "stochastic"`` (chapter 2; algorithms ``static`` and ``dynamic``): one task
simulates ``mc_instances`` instances (default 10,000) of n iterations with common random
numbers. Parameters: ``law`` (uniform/gamma/normal), ``law_params`` ([a, b], [α, β] or
[μ, σ]), ``p_fail``, ``eta`` (C = R = η·μ_𝒟, default 0.1), ``D`` (1), ``n`` (1000),
``mc_instances``, ``paper_failures`` (false: model-exact failures).

``study = "chain"`` (chapter 3; algorithm ``all``): one task is one failure trace (instance)
on which the optimal pattern and every reference strategy run. Parameters: ``app``
(neuroscience/synthetic/gcr), ``p_fail``, ``N`` (1000), ``n`` (10), ``setting``
(proportional/uniform), ``eta`` (0.1), ``ccr`` (1), ``code_variant`` (GCR of the thesis'
code), ``stochastic`` (neuroscience Normal durations, Fig. 3.10), ``paper_failures``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import numpy as np

from resched.errors import ReschedError
from resched.iterative import generate
from resched.iterative.instance import IterativeApp
from resched.iterative.laws import make_law
from resched.iterative.pattern import Pattern, chunks, optimal_pattern
from resched.iterative.simulate import (
    dynamic_makespans,
    instance_seeds,
    length_generator,
    run_chunks,
    static_makespans,
)
from resched.iterative.stochastic import StochasticSetting
from resched.iterative.strategies import STRATEGIES, positions, slowdown

GAMMAS = tuple(round(0.1 * g, 1) for g in range(1, 21))
QUANTILES = (0.05, 0.25, 0.5, 0.75, 0.95)
_STOCHASTIC = {"study", "law", "law_params", "p_fail", "eta", "D", "n", "mc_instances", "paper_failures"}
_CHAIN = {"study", "app", "p_fail", "N", "n", "setting", "eta", "ccr", "code_variant", "stochastic", "paper_failures"}


def run_task(task) -> dict[str, Any]:
    """Metrics of one task (see the module docstring)."""
    study = task.params.get("study")
    if study == "stochastic":
        _check(task.params, _STOCHASTIC)
        return _stochastic_task(task)
    if study == "chain":
        _check(task.params, _CHAIN)
        return _chain_task(task)
    raise ReschedError(f"iterative sweeps need study = 'stochastic' or 'chain', got {study!r}")


def _check(params: dict, known: set[str]) -> None:
    unknown = sorted(params.keys() - known)
    if unknown:
        raise ReschedError(f"unknown iterative sweep parameter {unknown[0]!r}")


def _quantiles(ratios: np.ndarray) -> list[list[float]]:
    """Per column: the QUANTILES of the per-instance ratios."""
    return np.quantile(ratios, QUANTILES, axis=0).T.round(6).tolist()


def stochastic_setting(params: dict) -> StochasticSetting:
    law = make_law(str(params.get("law", "gamma")), tuple(params.get("law_params", (25, 0.5))))
    C = float(params.get("eta", 0.1)) * law.mean
    return StochasticSetting.from_pfail(law, float(params["p_fail"]), C, C, float(params.get("D", 1.0)))


def _stochastic_task(task) -> dict[str, Any]:
    s = stochastic_setting(task.params)
    n, count = int(task.params.get("n", 1000)), int(task.params.get("mc_instances", 10_000))
    paper = bool(task.params.get("paper_failures", False))
    lengths = s.law.sample(length_generator(task.seed), (count, n))
    seeds = instance_seeds(task.seed, count)
    common = {"lambda": s.lam, "law_mean": s.law.mean, "law_std": s.law.std, "C": s.C,
              "x_static": s.x_static, "k_static": s.k_static, "k_fo": s.k_fo, "k_fo_real": s.k_fo_real,
              "W_th": s.w_threshold, "W_fo": s.w_fo, "theory_k_static": s.theory_makespan(s.k_static, n)}
    if task.algorithm == "static":
        ks = simulated_periods(s)
        runs = static_makespans(lengths, ks, s.C, s.R, s.D, s.lam, seeds, paper)
        yd = runs[:, s.k_fo - 1]
        means = runs.mean(axis=0)
        theory = np.array([s.theory_makespan(int(k), n) for k in ks])
        return {**common, "k": ks.tolist(), "mean_by_k": means.tolist(), "theory_by_k": theory.tolist(),
                "quantiles_by_k": _quantiles(runs / yd[:, None]),
                "diamond_by_k": (theory[None, :] / yd[:, None]).mean(axis=0).tolist(),
                "k_sim": int(ks[np.argmin(means)]), "mean_k_static": float(means[s.k_static - 1]),
                "mean_yd_static": float(yd.mean()), "max_yd_excess": float((yd[:, None] / runs).max() - 1)}
    if task.algorithm == "dynamic":
        thresholds = np.array([g * s.w_threshold for g in GAMMAS] + [s.w_fo])
        runs = dynamic_makespans(lengths, thresholds, s.C, s.R, s.D, s.lam, seeds, paper)
        yd = runs[:, -1]
        means = runs[:, :-1].mean(axis=0)
        best = int(np.argmin(means))
        return {**common, "gamma": list(GAMMAS), "mean_by_gamma": means.tolist(),
                "quantiles_by_gamma": _quantiles(runs[:, :-1] / yd[:, None]),
                "gamma_sim": GAMMAS[best], "W_sim": float(thresholds[best]),
                "mean_W_th": float(means[GAMMAS.index(1.0)]), "mean_yd_dynamic": float(yd.mean())}
    raise ReschedError(f"unknown stochastic algorithm {task.algorithm!r} (static or dynamic)")


#: Periods whose segment needs more than e^4 ≈ 55 attempts on average are not simulated.
MAX_LOG_ATTEMPTS = 4.0


def simulated_periods(s: StochasticSetting) -> np.ndarray:
    """k = 1..10 (the thesis' range) or beyond up to k_static + 5, without the periods whose
    expected number of attempts per segment e^{λ(kμ+C)} exceeds e^4 (at p_fail = 10^-0.1 a
    10-iteration segment needs ~10^6 attempts); k_static and k_FO are always included."""
    top = max(10, s.k_static + 5, s.k_fo + 5)
    feasible = [k for k in range(1, top + 1) if s.lam * (k * s.law.mean + s.C) <= MAX_LOG_ATTEMPTS]
    return np.arange(1, max(feasible + [s.k_static, s.k_fo]) + 1)


@lru_cache(maxsize=64)
def _application(app: str, p_fail: float, N: int, n: int, setting: str, eta: float, ccr: float,
                 code_variant: bool) -> tuple[IterativeApp, Pattern]:
    if app == "neuroscience":
        inst = generate.neuroscience(p_fail, N)
    elif app == "synthetic":
        inst = generate.synthetic(n, p_fail, setting, eta, iterations=N)
    elif app == "gcr":
        inst = generate.gcr(n, ccr, p_fail, iterations=N, code_variant=code_variant)
    else:
        raise ReschedError(f"unknown application {app!r} (neuroscience, synthetic or gcr)")
    return inst, optimal_pattern(inst)


def _chain_task(task) -> dict[str, Any]:
    p = task.params
    inst, pattern = _application(str(p.get("app", "neuroscience")), float(p["p_fail"]), int(p.get("N", 1000)),
                                 int(p.get("n", 10)), str(p.get("setting", "proportional")),
                                 float(p.get("eta", 0.1)), float(p.get("ccr", 1.0)), bool(p.get("code_variant", False)))
    N, paper = inst.iterations, bool(p.get("paper_failures", False))
    durations = None
    if p.get("stochastic", False):
        if p.get("app", "neuroscience") != "neuroscience":
            raise ReschedError("stochastic durations are defined for the neuroscience application only")
        durations = generate.neuroscience_durations(length_generator(task.seed), N)
    chain = inst.chain()
    base = float(np.sum(chain.tau if durations is None else durations))
    metrics: dict[str, Any] = {"T": inst.T, "lambda": inst.lam, "base_time": base, "sd[Optimal]": pattern.slowdown,
                               "pattern_tasks": pattern.tasks, "pattern": pattern.describe()}
    for strategy in ("Optimal", *STRATEGIES):
        points = positions(inst, strategy, N, durations, pattern)
        work, checkpoint, recovery = chunks(chain, points, durations)
        makespan, failures = run_chunks(work + checkpoint, recovery, inst.D, inst.lam, task.seed % 2**32, paper)
        metrics.update({f"makespan[{strategy}]": makespan, f"failures[{strategy}]": int(failures),
                        f"checkpoint[{strategy}]": float(checkpoint.sum()),
                        f"failure_induced[{strategy}]": makespan - base - float(checkpoint.sum())})
        if strategy != "Optimal":
            metrics[f"sd[{strategy}]"] = slowdown(inst, strategy)
    for strategy in STRATEGIES:
        metrics[f"ratio[{strategy}]"] = metrics[f"makespan[{strategy}]"] / metrics["makespan[Optimal]"]
    return metrics
