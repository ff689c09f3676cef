"""The §5 methodology: job sets × failure scenarios, makespans normalised by L'(𝒥, f).

Expected ratio of a configuration = mean over sets of (mean over scenarios of T/L');
maximum = max over every (set, scenario) pair (§5.1, ambiguity 22: not a ratio of means).
Every algorithm of a set sees the same scenarios (common random numbers, ambiguity 20).

Sweep parameters (defaults are §5.1's): ``model`` (mix), ``P`` (7500), ``n`` (500), ``lam``
(1e-7), ``scenarios`` (100), ``priority`` (lpt), ``epsilon`` (0.3), ``allotment`` (dp).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

import numpy as np

from resched.errors import ReschedError
from resched.moldable.allotment import EPSILON, METHODS
from resched.moldable.bounds import normalising_bound
from resched.moldable.generate import EXPERIMENT_MODELS, draw_failures, random_jobset
from resched.moldable.simulate import (ALGORITHMS, PRIORITIES, BatchAllotments, batch_list, fixed_allocation,
                                       fixed_makespans)


@dataclass(frozen=True)
class Config:
    """One configuration of §5: speedup model, platform, jobs, error rate, scenarios per set."""

    model: str = "mix"
    P: int = 7500
    n: int = 500
    lam: float = 1e-7
    scenarios: int = 100
    priority: str = "lpt"
    epsilon: float = EPSILON
    allotment: str = "dp"

    def __post_init__(self) -> None:
        if self.model not in EXPERIMENT_MODELS:
            raise ReschedError(f"unknown model {self.model!r} (known: {', '.join(EXPERIMENT_MODELS)})")
        if self.priority not in PRIORITIES:
            raise ReschedError(f"unknown priority {self.priority!r} (known: {', '.join(PRIORITIES)})")
        if self.allotment not in METHODS:
            raise ReschedError(f"unknown allotment {self.allotment!r} (known: {', '.join(METHODS)})")
        if self.P < 1 or self.n < 1 or self.scenarios < 1 or not self.lam >= 0 or not self.epsilon > 0:
            raise ReschedError("P, n and scenarios must be >= 1, lam >= 0 and epsilon > 0")


def check_algorithms(algorithms: Iterable[str]) -> list[str]:
    chosen = list(algorithms)
    unknown = [a for a in chosen if a not in ALGORITHMS]
    if unknown or not chosen:
        raise ReschedError(f"unknown algorithm {unknown[0] if unknown else '(none)'!r} "
                           f"(known: {', '.join(ALGORITHMS)})")
    return chosen


def set_ratios(config: Config, seed: int, algorithms: Iterable[str],
               seconds: dict[str, float] | None = None) -> dict[str, np.ndarray]:
    """T/L' of each algorithm on the ``config.scenarios`` scenarios of job set ``seed``
    (jobs drawn with ``seed``, scenarios with ``(seed, 1)``); adds each algorithm's CPU
    seconds (allocation + simulation) to ``seconds``."""
    jobs = random_jobset(config.model, config.n, config.P, seed)
    failures = draw_failures(jobs.work, config.lam, config.scenarios, (seed, 1))
    bound = normalising_bound(jobs, failures)
    ratios = {}
    for algorithm in check_algorithms(algorithms):
        start = time.process_time()
        if algorithm == "batch":
            allotments = BatchAllotments(jobs, config.epsilon, config.allotment)
            spans = np.array([batch_list(jobs, f, config.priority, allotments).makespan for f in failures])
        else:
            spans = fixed_makespans(jobs, fixed_allocation(jobs, algorithm), failures, config.priority)
        ratios[algorithm] = spans / bound
        if seconds is not None:
            seconds[algorithm] = seconds.get(algorithm, 0.0) + time.process_time() - start
    return ratios


def evaluate(config: Config, sets: int, seed: int, algorithms: Iterable[str],
             on_set: Callable[[], None] | None = None) -> dict[str, dict[str, float]]:
    """Expected and maximum ratio of each algorithm over ``sets`` job sets (seeds seed..seed+sets−1),
    with the CPU seconds spent per algorithm."""
    algorithms = check_algorithms(algorithms)
    means = {a: [] for a in algorithms}
    maxima = {a: 0.0 for a in algorithms}
    seconds = {a: 0.0 for a in algorithms}
    for k in range(sets):
        for algorithm, ratios in set_ratios(config, seed + k, algorithms, seconds).items():
            means[algorithm].append(float(ratios.mean()))
            maxima[algorithm] = max(maxima[algorithm], float(ratios.max()))
        if on_set:
            on_set()
    return {a: {"expected": float(np.mean(means[a])), "maximum": maxima[a], "cpu_seconds": seconds[a]}
            for a in algorithms}


_PARAMS = {"model", "P", "n", "lam", "scenarios", "priority", "epsilon", "allotment"}


def run_task(task) -> dict[str, Any]:
    """One sweep task = one job set (``task.seed``) and one algorithm, written ``name`` or
    ``name:priority`` (e.g. ``lpa:hpa``, so that the priority rules of Figure 3 share job
    sets): its expected ratio over the set's scenarios, its maximum, every scenario's ratio."""
    unknown = sorted(task.params.keys() - _PARAMS)
    if unknown:
        raise ReschedError(f"unknown moldable sweep parameter {unknown[0]!r}")
    algorithm, _, priority = task.algorithm.partition(":")
    params = {**task.params, **({"priority": priority} if priority else {})}
    config = Config(**params)
    ratios = set_ratios(config, task.seed, [algorithm])[algorithm]
    return {"expected": float(ratios.mean()), "maximum": float(ratios.max()),
            "ratios": ratios.round(6).tolist()}
