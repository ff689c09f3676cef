"""DYN-PROG-COUNT (Gainaru et al., IPDPS 2020, Thm 2, Algorithm 1, Thm 3) and the restricted DPs
ALL-CKPT / NO-CKPT of §3.4: the optimal DP on a discrete law (O(n²) time, O(n) memory, by the
numba kernels of :mod:`~resched.reservation.algorithms.kernels`), and on a continuous law the
DP on the n-chunk discretisation Y_n of Eq. (9), costed by Eq. (7) on X itself."""

from __future__ import annotations

import math

import numpy as np

from resched.errors import ReschedError
from resched.reservation.algorithms.common import N_MAX, Plan
from resched.reservation.algorithms.kernels import solve_dp
from resched.reservation.instance.laws import ContinuousLaw, DiscreteLaw
from resched.reservation.instance.strategy import MODES, Costs, Strategy
from resched.reservation.metrics import expected_cost


def discretization_size(law: ContinuousLaw, costs: Costs, eps: float) -> float:
    """Algorithm 1, lines 2–3: n = ⌈c_0/ε⌉ with
    c_0 = 3(b − a)·min(1/min(max(a, εE[X]/3), R, C), (α+β)/γ) (1/0 and x/0 read as +∞)."""
    if not eps > 0:
        raise ReschedError(f"eps must be > 0, got {eps}")
    floor = min(max(law.a, eps * law.mean / 3), costs.R, costs.C)
    inverse = math.inf if floor == 0 else 1 / floor
    ratio = math.inf if costs.gamma == 0 else (costs.alpha + costs.beta) / costs.gamma
    c0 = 3 * (law.b - law.a) * min(inverse, ratio)
    n = c0 / eps  # +inf when ε is tiny (1e-300) even for a finite c_0
    return float(math.ceil(n)) if math.isfinite(n) else math.inf


def optimal_discrete(law: DiscreteLaw, costs: Costs, mode: str = "dp") -> tuple[Strategy, float]:
    """Thm 2's DP (``dp``, O(n²)) or the §3.4 variants (``all-ckpt``, ``no-ckpt``, O(n)) on
    Y ~ (v_i, f_i), by the convex-hull trick (:mod:`resched.reservation.algorithms.kernels`): the strategy
    (milestones on the support, last one v_n) and E_ckpt(0, 0)."""
    v = np.concatenate(([0.0], law.values))
    S = np.concatenate(([1.0], law.tail))  # S[k], k = 1..n+1
    mean, C, R, alpha, beta, gamma = (
        float(x) for x in (law.mean, costs.C, costs.R, costs.alpha, costs.beta, costs.gamma)
    )
    value, indices, flags = solve_dp(v, S, mean, C, R, alpha, beta, gamma, MODES[mode])
    return Strategy(tuple(float(v[j]) for j in indices), tuple(bool(d) for d in flags)), float(value)


def dyn_prog_count(
    law: ContinuousLaw | DiscreteLaw,
    costs: Costs,
    eps: float = 0.1,
    mode: str = "dp",
    n: int | None = None,
    n_max: int | None = N_MAX,
) -> Plan:
    """DYN-PROG-COUNT(X, ε) (Algorithm 1) or its ALL-CKPT / NO-CKPT variant on the same grid.

    A discrete law is solved exactly on its support (ε unused). A continuous law is
    discretised into n = ⌈c_0/ε⌉ chunks (Eq. 9), or ``n`` if given, capped at ``n_max``; the
    cost returned is Eq. (7) on X itself (Lemma 3: DP value − β(E[Y_n] − E[X]))."""
    if isinstance(law, DiscreteLaw):
        strategy, cost = optimal_discrete(law, costs, mode)
        return Plan(mode, strategy, costs, cost, n=law.n)
    formula = discretization_size(law, costs, eps)
    chunks = n if n is not None else formula if n_max is None else min(formula, n_max)
    if not math.isfinite(chunks):
        raise ReschedError("Algorithm 1 gives n = inf (C, R or a·ε·E[X] is 0 and γ = 0): give n or n_max")
    strategy, _ = optimal_discrete(law.discretize(int(chunks)), costs, mode)
    return Plan(mode, strategy, costs, expected_cost(strategy, law, costs), n=int(chunks), n_formula=formula)
