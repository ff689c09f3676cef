"""The paper's strategies under their names (Gainaru et al., IPDPS 2020, §3–4):

* ``dp`` — the optimal DP of Thm 2 on a discrete law (O(n²) time, O(n) memory); on a continuous
  law DYN-PROG-COUNT(X, ε) (Algorithm 1, Thm 3): the DP on the n-chunk discretisation Y_n of Eq. (9);
* ``all-ckpt`` / ``no-ckpt`` — the restricted DPs of §3.4 on the same law or grid (O(n));
* ``all-ckpt-per`` / ``no-ckpt-per`` — ALL-CKPT-PER(τ) / NO-CKPT-PER(τ) of Algorithm 2, best τ
  in [1, 1000] unless τ is given;
* ``omniscient_cost`` — (α+β)E[X] + γ, the normalisation of Fig. 7.

Every expected cost is Eq. (7) on the law given (on X itself for a continuous law).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from resched.errors import ReschedError
from resched.reservation.family import DEFAULT_MAX_CHUNKS
from resched.reservation.kernels import MODES, solve_dp
from resched.reservation.laws import ContinuousLaw, DiscreteLaw
from resched.reservation.strategy import Costs, Strategy, expected_cost

STRATEGIES = ("dp", "all-ckpt", "no-ckpt", "all-ckpt-per", "no-ckpt-per")
PAPER_NAMES = {
    "dp": "DYN-PROG-COUNT",
    "all-ckpt": "ALL-CKPT",
    "no-ckpt": "NO-CKPT",
    "all-ckpt-per": "ALL-CKPT-PER",
    "no-ckpt-per": "NO-CKPT-PER",
}
#: Periodic strategies search τ in [1, TAU_MAX] (§4.1).
TAU_MAX = 1000
#: Default cap on DYN-PROG-COUNT's n: Algorithm 1's n is used whole up to this many chunks, so
#: Thm 3's (1+ε) guarantee holds by default whenever Algorithm 1's n ≤ N_MAX (``Plan.guaranteed``).
N_MAX = DEFAULT_MAX_CHUNKS


@dataclass(frozen=True)
class Plan:
    """A strategy with its expected cost. ``n``: size of the discrete law the DP ran on
    (support size, or chunks of Y_n); ``n_formula``: Algorithm 1's n for ε (continuous laws);
    ``tau``: period count of a periodic strategy."""

    name: str
    strategy: Strategy
    costs: Costs
    expected_cost: float
    n: int | None = None
    n_formula: float | None = None
    tau: int | None = None

    @property
    def milestones(self) -> tuple[float, ...]:
        return self.strategy.milestones

    @property
    def checkpoints(self) -> tuple[bool, ...]:
        return self.strategy.checkpoints

    @property
    def lengths(self) -> np.ndarray:
        """Reservation lengths W_k (Eq. 2)."""
        return self.strategy.lengths(self.costs)

    @property
    def reservations(self) -> list[tuple[float, bool]]:
        """The sequence (W_k, δ_k) of Def. 1."""
        return [(float(w), d) for w, d in zip(self.lengths, self.checkpoints)]

    @property
    def guaranteed(self) -> bool | None:
        """Whether Thm 3's (1+ε) guarantee holds (n ≥ Algorithm 1's n); None off a grid."""
        return None if self.n_formula is None or self.n is None else self.n >= self.n_formula

    def to_dict(self) -> dict[str, Any]:
        return {
            "strategy": self.name,
            "paper_name": PAPER_NAMES[self.name],
            "expected_cost": self.expected_cost,
            "reservations": len(self.strategy),
            "checkpoints_taken": int(sum(self.checkpoints)),
            "n": self.n,
            "n_formula": self.n_formula,
            "tau": self.tau,
            "guaranteed": self.guaranteed,
            **self.strategy.to_dict(self.costs),
        }


def discretization_size(law: ContinuousLaw, costs: Costs, eps: float) -> float:
    """Algorithm 1, lines 2–3: n = ⌈c_0/ε⌉ with
    c_0 = 3(b − a)·min(1/min(max(a, εE[X]/3), R, C), (α+β)/γ) (1/0 and x/0 read as +∞)."""
    if not eps > 0:
        raise ReschedError(f"eps must be > 0, got {eps}")
    floor = min(max(law.a, eps * law.mean / 3), costs.R, costs.C)
    inverse = math.inf if floor == 0 else 1 / floor
    ratio = math.inf if costs.gamma == 0 else (costs.alpha + costs.beta) / costs.gamma
    c0 = 3 * (law.b - law.a) * min(inverse, ratio)
    return float(math.ceil(c0 / eps)) if math.isfinite(c0) else math.inf


def optimal_discrete(law: DiscreteLaw, costs: Costs, mode: str = "dp") -> tuple[Strategy, float]:
    """Thm 2's DP (``dp``, O(n²)) or the §3.4 variants (``all-ckpt``, ``no-ckpt``, O(n)) on
    Y ~ (v_i, f_i), by the convex-hull trick (:mod:`resched.reservation.kernels`): the strategy
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


def periodic_strategy(law: ContinuousLaw | DiscreteLaw, tau: int, checkpoint: bool) -> Strategy:
    """ALL-CKPT-PER(X, τ) / NO-CKPT-PER(X, τ) (Algorithm 2): T = (b − a)/τ, milestones
    t_i = a + iT for i < τ with δ_i = ``checkpoint``, and (b, 0) last."""
    if not (isinstance(tau, (int, np.integer)) and tau >= 1):
        raise ReschedError(f"tau must be a positive integer, got {tau!r}")
    milestones = law.a + (law.b - law.a) * np.arange(1, tau + 1) / tau
    milestones[-1] = law.b
    return Strategy(tuple(milestones), (checkpoint,) * (tau - 1) + (False,))


def periodic(
    law: ContinuousLaw | DiscreteLaw, costs: Costs, checkpoint: bool, tau: int | None = None, tau_max: int = TAU_MAX
) -> Plan:
    """The periodic strategy with ``tau`` periods, or with the best τ in [1, tau_max] (§4.1)."""
    name = "all-ckpt-per" if checkpoint else "no-ckpt-per"
    taus = [tau] if tau is not None else range(1, tau_max + 1)
    costs_by_tau = [(expected_cost(periodic_strategy(law, t, checkpoint), law, costs), t) for t in taus]
    cost, best = min(costs_by_tau)
    return Plan(name, periodic_strategy(law, best, checkpoint), costs, cost, tau=best)


def omniscient_cost(law: ContinuousLaw | DiscreteLaw, costs: Costs) -> float:
    """(α+β)E[X] + γ: the cost of knowing X in advance (Fig. 7's normalisation)."""
    return costs.omniscient(law.mean)


def plan(
    law: ContinuousLaw | DiscreteLaw,
    C: float,
    R: float,
    alpha: float = 1.0,
    beta: float = 0.0,
    gamma: float = 0.0,
    *,
    strategy: str = "dp",
    eps: float = 0.1,
    n: int | None = None,
    n_max: int | None = N_MAX,
    tau: int | None = None,
) -> Plan:
    """The strategy named ``strategy`` (one of :data:`STRATEGIES`) for ``law`` with checkpoint C,
    restart R and cost model α, β, γ (Eq. 1), and its expected cost (Eq. 7).

    ``eps``/``n``/``n_max`` set DYN-PROG-COUNT's discretisation of a continuous law (ignored for
    a discrete law); ``tau`` fixes a periodic strategy's period count (default: best in [1, 1000])."""
    costs = Costs(C, R, alpha, beta, gamma)
    if strategy in MODES:
        return dyn_prog_count(law, costs, eps, strategy, n=n, n_max=n_max)
    if strategy in ("all-ckpt-per", "no-ckpt-per"):
        return periodic(law, costs, strategy == "all-ckpt-per", tau)
    raise ReschedError(f"unknown strategy {strategy!r} (known: {', '.join(STRATEGIES)})")
