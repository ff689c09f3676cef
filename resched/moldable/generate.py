"""Seeded job sets and failure scenarios of §5.1, and the lower-bound instances of Theorems 7 and 9.

Job parameters (drawn independently per job): w ~ U[5000, 4·10^6]; roofline p̄ ~ U{100..4000};
communication c = α·2^r, r ~ U{0..3}, α ~ U[1, 2]; Amdahl γ = α/10^r, r ~ U{2..7},
α ~ U[0, 10]; power δ ~ U[0, 1]. Mix jobs (t(p) = w(1−γ)/min(p, p̄) + wγ + (p−1)·c) take those
p̄, c, γ (one independent draw each, [MOLDABLE-D11]):

* ``mix`` — the authors' generator ([MOLDABLE-D23]): c as for communication, i.e. w0 ~ U(5000, 4e6),
  s = γ, d = w0·s, w = w0·(1−s), t(p) = max(w/p, w/p̄) + d + (p−1)·c;
* ``mix-low-com`` — the paper's text (§5.1): the roofline, communication and Amdahl
  parameters, the same job sets as ``mix`` for a seed;
* ``mix-3c`` — the paper's text for "mix" (3c instead of c), resched's earlier ``mix``.

Failures: q_j = 1 − exp(−λ w_j) (Eq. 3), f_j ~ Geometric: P(f_j = k) = q_j^k (1 − q_j).
"""

from __future__ import annotations

import math

import numpy as np

from resched.errors import ReschedError
from resched.moldable.instance.jobs import JobSet, execution_times
from resched.moldable.params import SPEEDUP_MODELS

EXPERIMENT_MODELS = SPEEDUP_MODELS
WORK_RANGE = (5000.0, 4.0e6)


def random_parameters(model: str, n: int, rng: np.random.Generator) -> tuple[str, dict[str, np.ndarray]]:
    """(speedup formula, parameters) of n jobs of an experimental model (§5.1)."""
    if model not in EXPERIMENT_MODELS:
        raise ReschedError(f"unknown experimental model {model!r} (known: {', '.join(EXPERIMENT_MODELS)})")
    w = rng.uniform(*WORK_RANGE, size=n)
    pbar = rng.integers(100, 4001, size=n)
    c = rng.uniform(1, 2, size=n) * 2.0 ** rng.integers(0, 4, size=n)
    gamma = rng.uniform(0, 10, size=n) / 10.0 ** rng.integers(2, 8, size=n)
    delta = rng.uniform(0, 1, size=n)
    if model == "roofline":
        return "roofline", {"w": w, "pbar": pbar}
    if model == "communication":
        return "communication", {"w": w, "c": c}
    if model == "amdahl":
        return "amdahl", {"w": w, "gamma": gamma}
    if model == "power":
        return "power", {"w": w, "delta": delta}
    return "mix", {"w": w, "pbar": pbar, "gamma": gamma, "c": 3 * c if model == "mix-3c" else c}


def random_jobset(model: str, n: int, P: int, seed: int | tuple[int, ...]) -> JobSet:
    """A job set of §5.1 drawn with ``seed`` (every model draws the same w for a seed)."""
    formula, params = random_parameters(model, n, np.random.default_rng(seed))
    return JobSet(P, execution_times(formula, params, P))


def failure_probability(work: np.ndarray, error_rate: float) -> np.ndarray:
    """q_j = 1 − exp(−λ w_j) (Eq. 3), λ = ``error_rate``."""
    return -np.expm1(-error_rate * np.asarray(work, dtype=float))


def draw_failures(work: np.ndarray, error_rate: float, scenarios: int, seed: int | tuple[int, ...]) -> np.ndarray:
    """(scenarios, n) failure counts f_j ~ Geometric(q_j), shared by every algorithm."""
    q = failure_probability(work, error_rate)
    rng = np.random.default_rng(seed)
    return rng.geometric(1 - q, size=(scenarios, len(q))).astype(np.int64) - 1


def theorem7_jobset(P: int) -> JobSet:
    """Theorem 7's job (√P integer, P ≥ 4): t(p) = (√P−1)/(p+√P−2) for p ≤ √P, else
    (P−√P)/(p(√P−2)+P); t(1) = 1, t(√P) = 1/2, t(P) = 1/√P."""
    root = math.isqrt(P)
    if root * root != P or P < 4:
        raise ReschedError(f"Theorem 7 needs a square P ≥ 4, got {P}")
    p = np.arange(1, P + 1, dtype=float)
    t = np.where(p <= root, (root - 1) / (p + root - 2), (P - root) / (p * (root - 2) + P))
    return JobSet(P, t[None, :])


def theorem9_instance(K: int, P: int | None = None, scale: float = 1.0) -> tuple[JobSet, np.ndarray]:
    """Theorem 9: K jobs with t_j(p) = scale·2^{−j} for every p and f_j = 2^{j−1} − 1."""
    P = P or K
    j = np.arange(1, K + 1)
    times = np.repeat((scale * 0.5**j)[:, None], P, axis=1)
    return JobSet(P, times), 2 ** (j - 1) - 1
