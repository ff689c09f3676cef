"""Experiment tasks of the iterative family (the sweeps of §2.5 and §3.4).

A task reads :class:`~resched.iterative.family.IterativeParams` (resolved), its seed and its
algorithm; ``resched iterative simulate`` and a sweep row run this same function.

``study = "stochastic"`` (chapter 2; algorithms ``static`` and ``dynamic``): one task
simulates ``monte_carlo_runs`` runs (default 10,000) of ``iterations`` iterations (1000) with
common random numbers, for every period k (``static``) or every threshold γ·W_th (``dynamic``).
Lengths follow ``law`` / ``law_params``; C = ``checkpoint`` (η·μ by default), R = ``restart``
(C), D = ``downtime`` (1).

``study = "chain"`` (chapter 3; algorithm ``all``): one task is one failure trace on which the
optimal pattern and every reference strategy run, on ``application`` (neuroscience, synthetic,
gcr; D = 5 s) or on an instance file given to ``resched iterative simulate``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

import numpy as np

from resched.errors import ReschedError
from resched.iterative import generate
from resched.iterative.family import STRATEGY_NAMES
from resched.iterative.instance import IterativeApp
from resched.iterative.laws import make_law
from resched.iterative.pattern import Pattern, chunks, find_pattern
from resched.iterative.simulate import (
    dynamic_makespans,
    instance_seeds,
    length_generator,
    run_chunks,
    static_makespans,
)
from resched.iterative.stochastic import StochasticSetting
from resched.iterative.strategies import positions, slowdown

GAMMAS = tuple(round(0.1 * g, 1) for g in range(1, 21))
QUANTILES = (0.05, 0.25, 0.5, 0.75, 0.95)
Metrics = Callable[[Any], dict[str, Any]]


def run_task(task: Any) -> dict[str, Any]:
    """Metrics of one task (see the module docstring)."""
    params, algorithm = task.params, task.algorithm
    study = algorithm.trait("study")
    if study != params.study:
        raise ReschedError(
            f"algorithm {algorithm.name} belongs to the {study} study, not to study = "
            f'{params.study} (give --study {study}, or study = "{study}" in a sweep grid)'
        )
    if task.instance is not None and params.study != "chain":
        raise ReschedError("an instance file is an application of the chain study: give --study chain -a all")
    metrics: Metrics = algorithm.build()
    return metrics(task)


def _quantiles(ratios: np.ndarray) -> list[list[float]]:
    """Per column: the QUANTILES of the per-run ratios."""
    return np.quantile(ratios, QUANTILES, axis=0).T.round(6).tolist()


def stochastic_setting(params: Any) -> StochasticSetting:
    """Law, C, R, D and λ of resolved stochastic-study parameters."""
    law = make_law(params.law, tuple(params.law_params))
    return StochasticSetting.from_pfail(law, params.p_fail, params.checkpoint, params.restart, params.downtime)


def _stochastic_common(task: Any) -> tuple[StochasticSetting, np.ndarray, np.ndarray, dict[str, Any]]:
    p = task.params
    s = stochastic_setting(p)
    n, count = p.iterations, p.monte_carlo_runs
    lengths = s.law.sample(length_generator(task.seed), (count, n))
    seeds = instance_seeds(task.seed, count)
    common = {
        "lambda": s.lam,
        "law_mean": s.law.mean,
        "law_std": s.law.std,
        "x_static": s.x_static,
        "k_static": s.k_static,
        "k_fo": s.k_fo,
        "k_fo_real": s.k_fo_real,
        "W_th": s.w_threshold,
        "W_fo": s.w_fo,
        "theory_k_static": s.theory_makespan(s.k_static, n),
    }
    return s, lengths, seeds, common


def _static_metrics(task: Any) -> dict[str, Any]:
    """Algorithm 1 for every simulated period k, against Eq. (2.4) and Young/Daly static (k_FO)."""
    s, lengths, seeds, common = _stochastic_common(task)
    n = task.params.iterations
    ks = simulated_periods(s)
    runs = static_makespans(lengths, ks, s.C, s.R, s.D, s.lam, seeds, task.params.paper_failures)
    yd = runs[:, s.k_fo - 1]
    means = runs.mean(axis=0)
    theory = np.array([s.theory_makespan(int(k), n) for k in ks])
    return {
        **common,
        "k": ks.tolist(),
        "mean_by_k": means.tolist(),
        "theory_by_k": theory.tolist(),
        "quantiles_by_k": _quantiles(runs / yd[:, None]),
        "diamond_by_k": (theory[None, :] / yd[:, None]).mean(axis=0).tolist(),
        "k_sim": int(ks[np.argmin(means)]),
        "mean_k_static": float(means[s.k_static - 1]),
        "mean_yd_static": float(yd.mean()),
        "max_yd_excess": float((yd[:, None] / runs).max() - 1),
    }


def _dynamic_metrics(task: Any) -> dict[str, Any]:
    """Algorithm 2 for W = γ·W_th (γ = 0.1..2) and W = W_FO (Young/Daly dynamic)."""
    s, lengths, seeds, common = _stochastic_common(task)
    thresholds = np.array([g * s.w_threshold for g in GAMMAS] + [s.w_fo])
    runs = dynamic_makespans(lengths, thresholds, s.C, s.R, s.D, s.lam, seeds, task.params.paper_failures)
    yd = runs[:, -1]
    means = runs[:, :-1].mean(axis=0)
    best = int(np.argmin(means))
    return {
        **common,
        "gamma": list(GAMMAS),
        "mean_by_gamma": means.tolist(),
        "quantiles_by_gamma": _quantiles(runs[:, :-1] / yd[:, None]),
        "gamma_sim": GAMMAS[best],
        "W_sim": float(thresholds[best]),
        "mean_W_th": float(means[GAMMAS.index(1.0)]),
        "mean_yd_dynamic": float(yd.mean()),
    }


#: Periods whose segment needs more than e^4 ≈ 55 attempts on average are not simulated.
MAX_LOG_ATTEMPTS = 4.0


def simulated_periods(s: StochasticSetting) -> np.ndarray:
    """k = 1..10 (the thesis' range) or beyond up to k_static + 5, without the periods whose
    expected number of attempts per segment e^{λ(kμ+C)} exceeds e^4 (at p_fail = 10^-0.1 a
    10-iteration segment needs ~10^6 attempts); k_static and k_FO are always included."""
    top = max(10, s.k_static + 5, s.k_fo + 5)
    feasible = [k for k in range(1, top + 1) if s.lam * (k * s.law.mean + s.C) <= MAX_LOG_ATTEMPTS]
    return np.arange(1, max(feasible + [s.k_static, s.k_fo]) + 1)


def application(params: Any) -> IterativeApp:
    """The §3.4.1 application of resolved chain-study parameters."""
    return _application(
        params.application,
        params.p_fail,
        params.iterations,
        params.tasks,
        params.checkpoint_costs,
        params.eta,
        params.synthetic_seed,
        params.ccr,
        params.code_task_lengths,
        params.downtime,
    )


@lru_cache(maxsize=64)
def _application(
    name: str,
    p_fail: float,
    iterations: int,
    tasks: int,
    checkpoint_costs: str,
    eta: float | None,
    synthetic_seed: int,
    ccr: float,
    code_task_lengths: bool,
    downtime: float,
) -> IterativeApp:
    if name == "neuroscience":
        return generate.neuroscience(p_fail, iterations, downtime=downtime)
    if name == "synthetic":
        if eta is None:
            raise ReschedError("the synthetic application needs eta: resolve the parameters first")
        return generate.synthetic(
            tasks, p_fail, checkpoint_costs, eta, seed=synthetic_seed, iterations=iterations, downtime=downtime
        )
    return generate.gcr(tasks, ccr, p_fail, iterations=iterations, code_variant=code_task_lengths, downtime=downtime)


@lru_cache(maxsize=64)
def _pattern(app: IterativeApp, rounding: str, method: str) -> tuple[Pattern, str]:
    return find_pattern(app, method, rounding)


def _chain_metrics(task: Any) -> dict[str, Any]:
    """Makespan, failures, checkpoint and failure-induced time of the optimal pattern and of
    every reference strategy on one failure trace; their ratios to the optimal makespan."""
    p = task.params
    inst = task.instance if task.instance is not None else application(p)
    pattern, method = _pattern(inst, p.k_star_rounding, p.pattern_method)
    N, paper = inst.iterations, p.paper_failures
    durations = generate.neuroscience_durations(length_generator(task.seed), N) if p.normal_durations else None
    chain = inst.chain()
    base = float(np.sum(chain.tau if durations is None else durations))
    metrics: dict[str, Any] = {
        "iteration_length": inst.T,
        "lambda": inst.lam,
        "base_time": base,
        "slowdown[Optimal]": pattern.slowdown,
        "pattern_tasks": pattern.tasks,
        "pattern": pattern.describe(),
        "pattern_method": method,
    }
    for strategy in task.algorithm.trait("strategies"):
        points = positions(inst, strategy, N, durations, pattern)
        work, checkpoint, recovery = chunks(chain, points, durations)
        makespan, failures = run_chunks(work + checkpoint, recovery, inst.D, inst.lam, task.seed % 2**32, paper)
        metrics.update(
            {
                f"makespan[{strategy}]": makespan,
                f"failures[{strategy}]": int(failures),
                f"checkpoint[{strategy}]": float(checkpoint.sum()),
                f"failure_induced[{strategy}]": makespan - base - float(checkpoint.sum()),
            }
        )
        if strategy != "Optimal":
            metrics[f"slowdown[{strategy}]"] = slowdown(inst, strategy)
    for strategy in STRATEGY_NAMES:
        if f"makespan[{strategy}]" in metrics:
            metrics[f"ratio[{strategy}]"] = metrics[f"makespan[{strategy}]"] / metrics["makespan[Optimal]"]
    return metrics


# Factories named by the algorithm registry (resched.iterative.family.ALGORITHMS).
def static_strategy() -> Metrics:
    return _static_metrics


def dynamic_strategy() -> Metrics:
    return _dynamic_metrics


def all_strategies() -> Metrics:
    return _chain_metrics
