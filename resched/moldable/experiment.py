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

# Table 1 of the paper (§5.4), "over the entire set of experiments": (expected, maximum).
PAPER_TABLE1 = {
    "lpa": {"roofline": (1.057, 1.219), "communication": (1.312, 2.241), "amdahl": (1.961, 2.349),
            "mix-low-com": (1.896, 1.987), "mix": (1.867, 1.995), "power": (1.861, 9.655)},
    "batch": {"roofline": (1.158, 1.999), "communication": (1.434, 2.449), "amdahl": (1.529, 2.874),
              "mix-low-com": (1.548, 3.674), "mix": (1.571, 4.164), "power": (1.549, 3.975)},
    "mintime": {"roofline": (1.057, 1.219), "communication": (2.044, 2.666), "amdahl": (15.567, 49.795),
                "mix-low-com": (2.81, 12.611), "mix": (2.704, 27.174), "power": (20.386, 61.726)},
    "minarea": {"roofline": (114.079, 1217.13), "communication": (122.199, 871.38), "amdahl": (23.594, 199.572),
                "mix-low-com": (16.875, 259.163), "mix": (9.686, 120.9), "power": (2.571, 27.109)},
}


def table1(rows: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """Table 1 over sweep results (any number of sweeps): per (algorithm, model), the mean of the
    expected ratio over every (grid point, job set) and the maximum over every (set, scenario),
    next to the paper's values. Only LPT runs of BATCH's default allotment (dp, ε = 0.3) count,
    as in §5.3–5.4."""
    groups: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for row in rows:
        algorithm, _, rule = row.get("algorithm", "").partition(":")
        if row.get("family") != "moldable" or "error" in row or (rule or row.get("priority", "lpt")) != "lpt":
            continue
        if row.get("allotment", "dp") != "dp" or row.get("epsilon", EPSILON) != EPSILON:
            continue
        groups.setdefault((algorithm, row.get("model", Config.model)), []).append(row)
    table = []
    for (algorithm, model), group in sorted(groups.items(), key=lambda item: _table1_order(*item[0])):
        paper = PAPER_TABLE1.get(algorithm, {}).get(model, (None, None))
        points = {tuple(r.get(k, getattr(Config, k)) for k in ("P", "n", "lam", "scenarios")) for r in group}
        table.append({"algorithm": algorithm, "model": model, "points": len(points), "sets": len(group),
                      "expected": float(np.mean([r["expected"] for r in group])),
                      "maximum": float(max(r["maximum"] for r in group)),
                      "paper_expected": paper[0], "paper_maximum": paper[1]})
    return table


def _table1_order(algorithm: str, model: str) -> tuple[int, int]:
    rank = {name: k for k, name in enumerate(PAPER_TABLE1)}
    return rank.get(algorithm, len(rank)), (EXPERIMENT_MODELS.index(model) if model in EXPERIMENT_MODELS else 99)


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
