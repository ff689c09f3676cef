"""Experiment tasks of the iterative family (the sweeps of §2.5 and §3.4).

A task reads :class:`~resched.iterative.params.IterativeParams` (resolved), its seed and its
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

from functools import lru_cache
from typing import TypedDict

import numpy as np
import numpy.typing as npt

from resched.declarations import Run, Task
from resched.errors import ReschedError
from resched.iterative.algorithms import ChainCheckpointing, DynamicCheckpointing, StaticCheckpointing
from resched.iterative.algorithms.chain import optimal_pattern, pattern_method, slowdown
from resched.iterative.generate import application, neuroscience_durations
from resched.iterative.instance import IterativeApp, Pattern, make_law
from resched.iterative.metrics import (
    ChainMetrics,
    DynamicMetrics,
    IterativeMetrics,
    StaticMetrics,
    StochasticSetting,
    chunks,
)
from resched.iterative.params import STRATEGY_NAMES, IterativeParams
from resched.iterative.simulate import (
    check_positions,
    check_thresholds,
    dynamic_makespans,
    instance_seeds,
    length_generator,
    plan_makespans,
    run_chunks,
)

QUANTILES = (0.05, 0.25, 0.5, 0.75, 0.95)


def run_task(task: Task[IterativeParams]) -> Run[IterativeMetrics]:
    """Metrics of one task (see the module docstring)."""
    params, algorithm = task.params, task.algorithm
    study = algorithm.trait("study", params.study)  # a user's spec may leave it to the object
    if study != params.study:
        raise ReschedError(
            f"algorithm {algorithm.name} belongs to the {study} study, not to study = "
            f'{params.study} (give --study {study}, or study = "{study}" in a sweep grid)'
        )
    if task.instance is not None and params.study != "chain":
        raise ReschedError("an instance file is an application of the chain study: give --study chain -a all")
    built = algorithm.build()  # the built object is run as it is: its declared study and moment decide
    declared = getattr(built, "study", None)
    if declared != params.study:
        raise ReschedError(
            f"algorithm {algorithm.name}: its object declares study = {declared!r}, not {params.study!r}"
        )
    if params.study == "stochastic":
        decides = getattr(built, "decides", None)
        if decides == "before the run" and isinstance(built, StaticCheckpointing):
            return Run(algorithm.name, _stochastic_name(params), _static_metrics(task, built))
        if decides == "during the run" and isinstance(built, DynamicCheckpointing):
            return Run(algorithm.name, _stochastic_name(params), _dynamic_metrics(task, built))
        raise ReschedError(
            f"algorithm {algorithm.name}: decides = {decides!r} does not match a StaticCheckpointing "
            "('before the run') or DynamicCheckpointing ('during the run') object"
        )
    if not isinstance(built, ChainCheckpointing):
        raise ReschedError(f"algorithm {algorithm.name}: not a ChainCheckpointing object (names, positions)")
    inst = task.instance if task.instance is not None else application(params)
    metrics, extras = _chain_metrics(task, inst, built)
    return Run(algorithm.name, inst.name, metrics, extras)


def static_runs(
    strategy: StaticCheckpointing,
    s: StochasticSetting,
    lengths: npt.NDArray[np.float64],
    seeds: npt.NDArray[np.int64],
    paper_failures: bool,
) -> npt.NDArray[np.float64]:
    """Makespan of each run (row of ``lengths``) for each column of the strategy's plan."""
    n = lengths.shape[1]
    plans = np.asarray(strategy.plan(s, n))
    columns = len(strategy.periods(s))
    if plans.ndim != 2 or plans.shape[0] != columns:
        raise ReschedError(f"checkpoint plan: shape {plans.shape} is not ({columns}, {n}) (one row per period)")
    out = np.empty((lengths.shape[0], columns))
    for col in range(columns):
        out[:, col] = plan_makespans(lengths, plans[col], s.C, s.R, s.D, s.lam, seeds, paper_failures)
    return out


def dynamic_plan(
    strategy: DynamicCheckpointing, s: StochasticSetting, lengths: npt.NDArray[np.float64], column: int
) -> npt.NDArray[np.bool_]:
    """The Python path: the per-run checkpoint plan of column ``column``, asking
    ``checkpoint_after`` after every iteration (the work since the last checkpoint counts
    failure-free iteration lengths, so the decisions precede the failures)."""
    m, n = lengths.shape
    plan = np.zeros((m, n), dtype=bool)
    for i in range(m):
        work, since = 0.0, 0
        for j in range(n):
            work += float(lengths[i, j])
            since += 1
            if j == n - 1 or strategy.checkpoint_after(s, column, j, since, work):
                plan[i, j] = True
                work, since = 0.0, 0
    return plan


def dynamic_runs(
    strategy: DynamicCheckpointing,
    s: StochasticSetting,
    lengths: npt.NDArray[np.float64],
    seeds: npt.NDArray[np.int64],
    paper_failures: bool,
    python: bool = False,
) -> npt.NDArray[np.float64]:
    """Makespan of each run for each threshold column: the numba threshold kernel when the
    strategy declares ``threshold_rule`` (unless ``python``), else :func:`dynamic_plan`."""
    thresholds = check_thresholds(strategy.thresholds(s))
    if strategy.threshold_rule and not python:
        return dynamic_makespans(lengths, thresholds, s.C, s.R, s.D, s.lam, seeds, paper_failures)
    out = np.empty((lengths.shape[0], len(thresholds)))
    for col in range(len(thresholds)):
        plan = dynamic_plan(strategy, s, lengths, col)
        out[:, col] = plan_makespans(lengths, plan, s.C, s.R, s.D, s.lam, seeds, paper_failures)
    return out


def _stochastic_name(params: IterativeParams) -> str:
    """A stochastic setting's name: its law and parameters."""
    return f"{params.law}({','.join(f'{v:g}' for v in params.law_params or ())})"


def _quantiles(ratios: npt.NDArray[np.float64]) -> list[list[float]]:
    """Per column: the QUANTILES of the per-run ratios."""
    return np.quantile(ratios, QUANTILES, axis=0).T.round(6).tolist()


def stochastic_setting(params: IterativeParams) -> StochasticSetting:
    """Law, C, R, D and λ of resolved stochastic-study parameters."""
    assert params.law_params is not None and params.checkpoint is not None and params.downtime is not None
    assert params.restart is not None
    law = make_law(params.law, tuple(params.law_params))
    return StochasticSetting.from_pfail(law, params.p_fail, params.checkpoint, params.restart, params.downtime)


def _stochastic_common(
    task: Task[IterativeParams],
) -> tuple[StochasticSetting, npt.NDArray[np.float64], npt.NDArray[np.int64], _Common]:
    p = task.params
    s = stochastic_setting(p)
    n, count = p.iterations, p.monte_carlo_runs
    lengths = s.law.sample(length_generator(task.seed), (count, n))
    seeds = instance_seeds(task.seed, count)
    common = _Common(
        lam=s.lam,
        law_mean=s.law.mean,
        law_std=s.law.std,
        x_static=s.x_static,
        k_static=s.k_static,
        k_fo=s.k_fo,
        k_fo_real=s.k_fo_real,
        W_th=s.w_threshold,
        W_fo=s.w_fo,
        theory_k_static=s.theory_makespan(s.k_static, n),
    )
    return s, lengths, seeds, common


class _Common(TypedDict):
    """The fields of :class:`~resched.iterative.metrics.StochasticMetrics`, as keywords."""

    lam: float
    law_mean: float
    law_std: float
    x_static: float
    k_static: int
    k_fo: int
    k_fo_real: float
    W_th: float
    W_fo: float
    theory_k_static: float


def _column(labels: list[int], k: int, what: str) -> int:
    if k not in labels:
        raise ReschedError(f"static strategy: periods {labels} lack {what} = {k} (the metrics compare with it)")
    return labels.index(k)


def _static_metrics(task: Task[IterativeParams], algorithm: StaticCheckpointing) -> StaticMetrics:
    """Algorithm 1 for every simulated period k, against Eq. (2.4) and Young/Daly static (k_FO)."""
    s, lengths, seeds, common = _stochastic_common(task)
    n = task.params.iterations
    ks = np.asarray(algorithm.periods(s), dtype=np.int64)
    labels = ks.tolist()
    fo, static = _column(labels, s.k_fo, "k_FO"), _column(labels, s.k_static, "k_static")
    runs = static_runs(algorithm, s, lengths, seeds, task.params.paper_failures)
    yd = runs[:, fo]
    means = runs.mean(axis=0)
    theory = np.array([s.theory_makespan(int(k), n) for k in ks])
    return StaticMetrics(
        **common,
        k=ks.tolist(),
        mean_by_k=means.tolist(),
        theory_by_k=theory.tolist(),
        quantiles_by_k=_quantiles(runs / yd[:, None]),
        diamond_by_k=(theory[None, :] / yd[:, None]).mean(axis=0).tolist(),
        k_sim=int(ks[np.argmin(means)]),
        mean_k_static=float(means[static]),
        mean_yd_static=float(yd.mean()),
        max_yd_excess=float((yd[:, None] / runs).max() - 1),
    )


def _dynamic_metrics(task: Task[IterativeParams], algorithm: DynamicCheckpointing) -> DynamicMetrics:
    """Algorithm 2 for W = γ·W_th (γ = 0.1..2) and W = W_FO (Young/Daly dynamic)."""
    s, lengths, seeds, common = _stochastic_common(task)
    gammas = tuple(algorithm.gammas)
    thresholds = check_thresholds(algorithm.thresholds(s))
    if len(thresholds) != len(gammas) + 1 or 1.0 not in gammas:
        raise ReschedError(
            f"dynamic strategy: {len(thresholds)} thresholds for {len(gammas)} gammas (one W per γ, γ = 1 among "
            "them, then the reference W)"
        )
    runs = dynamic_runs(algorithm, s, lengths, seeds, task.params.paper_failures)
    yd = runs[:, -1]
    means = runs[:, :-1].mean(axis=0)
    best = int(np.argmin(means))
    return DynamicMetrics(
        **common,
        gamma=list(gammas),
        mean_by_gamma=means.tolist(),
        quantiles_by_gamma=_quantiles(runs[:, :-1] / yd[:, None]),
        gamma_sim=gammas[best],
        W_sim=float(thresholds[best]),
        mean_W_th=float(means[gammas.index(1.0)]),
        mean_yd_dynamic=float(yd.mean()),
    )


def find_pattern(app: IterativeApp, method: str = "auto", rounding: str = "floor") -> tuple[Pattern, str]:
    """An optimal pattern and the method that found it: the pattern DP (Algorithm 3, "dp") or
    the ratio-cycle LP read back into its cycle ("lp"); ``auto`` picks the faster by size
    (:data:`~resched.iterative.params.CROSSOVER_STEPS`). Both are exact under
    ``app.monotone_io`` (Lemma 3.6) and break ties alike (least m, then least start) when the
    optimal cycle is unique."""
    chosen = pattern_method(app, method, rounding)
    if chosen == "dp":
        return optimal_pattern(app, rounding), chosen
    from resched.iterative.models.ratio_cycle_lp import optimal_pattern_lp  # the solver, only when used

    return optimal_pattern_lp(app), chosen


@lru_cache(maxsize=64)
def _pattern(app: IterativeApp, rounding: str, method: str) -> tuple[Pattern, str]:
    return find_pattern(app, method, rounding)


def _chain_metrics(
    task: Task[IterativeParams], inst: IterativeApp, algorithm: ChainCheckpointing
) -> tuple[ChainMetrics, dict[str, float | int]]:
    """Makespan, failures, checkpoint and failure-induced time of the optimal pattern and of
    every reference strategy on one failure trace; their ratios to the optimal makespan."""
    p = task.params
    pattern, method = _pattern(inst, p.k_star_rounding, p.pattern_method)
    N, paper = inst.iterations, p.paper_failures
    durations = neuroscience_durations(length_generator(task.seed), N) if p.normal_durations else None
    chain = inst.chain()
    base = float(np.sum(chain.tau if durations is None else durations))
    metrics = ChainMetrics(
        iteration_length=inst.T,
        lam=inst.lam,
        base_time=base,
        slowdown_optimal=pattern.slowdown,
        pattern_tasks=pattern.tasks,
        pattern=pattern.describe(),
        pattern_method=method,
    )
    extras: dict[str, float | int] = {}
    for strategy in algorithm.names:
        points = check_positions(
            algorithm.positions(inst, strategy, N, durations, pattern), N * inst.n, f"positions of {strategy}"
        )
        work, checkpoint, recovery = chunks(chain, points, durations)
        makespan, failures = run_chunks(work + checkpoint, recovery, inst.D, inst.lam, task.seed % 2**32, paper)
        extras.update(
            {
                f"makespan[{strategy}]": makespan,
                f"failures[{strategy}]": int(failures),
                f"checkpoint[{strategy}]": float(checkpoint.sum()),
                f"failure_induced[{strategy}]": makespan - base - float(checkpoint.sum()),
            }
        )
        if strategy in STRATEGY_NAMES:  # a declared §3.4.1 strategy has a closed-form slowdown
            extras[f"slowdown[{strategy}]"] = slowdown(inst, strategy)
    for strategy in algorithm.names:
        if strategy != "Optimal" and "makespan[Optimal]" in extras:
            extras[f"ratio[{strategy}]"] = extras[f"makespan[{strategy}]"] / extras["makespan[Optimal]"]
    return metrics, extras
