"""Chapter 2: checkpointing iterative applications with stochastic iteration lengths.

n IID iterations X_i ~ 𝒟, checkpoint C, recovery R, downtime D, failure rate λ. Static
strategies checkpoint every k iterations (Theorem 2.1, Prop. 2.2); dynamic ones checkpoint
once the work since the last checkpoint reaches a threshold W (§2.4). Times in the unit of
the iteration lengths.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from resched.errors import ReschedError
from resched.iterative.core import lambda_from_pfail, lambert_w0, young_daly_period
from resched.iterative.laws import Law


@dataclass(frozen=True)
class StochasticSetting:
    """Law 𝒟 of the iteration lengths, C, R, D and λ."""

    law: Law
    C: float
    R: float
    D: float
    lam: float

    def __post_init__(self) -> None:
        if min(self.C, self.R, self.D) < 0 or not self.lam > 0:
            raise ReschedError("C, R, D must be >= 0 and lambda > 0")
        self.law.log_mgf(self.lam)  # raises when M(λ) is infinite (Gamma with λ ≥ β)

    @classmethod
    def from_pfail(cls, law: Law, p_fail: float, C: float, R: float, D: float) -> StochasticSetting:
        """λ from p_fail = 1 − e^{−λ(μ_𝒟 + C)} (§2.5.1)."""
        return cls(law, C, R, D, lambda_from_pfail(p_fail, law.mean + C))

    @property
    def K(self) -> float:
        """K = e^{λR}(1/λ + D), the factor of Eq. (2.4)."""
        return math.exp(self.lam * self.R) * (1.0 / self.lam + self.D)

    @property
    def log_M(self) -> float:
        """ln M with M = E[e^{λX}]."""
        return self.law.log_mgf(self.lam)

    def segment_cost(self, k):
        """Expected time of a segment of k iterations, K·(e^{λC}M^k − 1) (Eq. 2.7)."""
        return self.K * np.expm1(self.lam * self.C + np.asarray(k, float) * self.log_M)

    def c_ind(self, k):
        """C_ind(k) = (e^{λC}M^k − 1)/k (Eq. 2.3)."""
        return np.expm1(self.lam * self.C + np.asarray(k, float) * self.log_M) / np.asarray(k, float)

    @property
    def x_static(self) -> float:
        """x_static = (W₀(−e^{−λC−1}) + 1)/ln M (Eq. 2.8), in iterations."""
        return (lambert_w0(-math.exp(-self.lam * self.C - 1.0)) + 1.0) / self.log_M

    @property
    def k_static(self) -> int:
        """The better of max(1, ⌊x_static⌋) and ⌈x_static⌉ for C_ind (Theorem 2.1)."""
        x = self.x_static
        low, high = max(1, math.floor(x)), max(1, math.ceil(x))
        return low if self.c_ind(low) <= self.c_ind(high) else high

    @property
    def k_fo_real(self) -> float:
        """√(2C/λ)/μ_𝒟, the first-order period in iterations (Prop. 2.2)."""
        return young_daly_period(self.C, self.lam) / self.law.mean

    @property
    def k_fo(self) -> int:
        """k_FO = max(1, round(√(2C/λ)/μ_𝒟)) as used in the simulations (§2.3.3)."""
        return max(1, math.floor(self.k_fo_real + 0.5))

    @property
    def w_threshold(self) -> float:
        """W_th = W₀(−λs·e^{−λ(C+s)})/λ + s with s = E[X]/(M − 1) (§2.4.1)."""
        s = self.law.mean / math.expm1(self.log_M)
        return lambert_w0(-self.lam * s * math.exp(-self.lam * (self.C + s))) / self.lam + s

    @property
    def w_fo(self) -> float:
        """W_FO = √(2C/λ) (Eq. 2.17)."""
        return young_daly_period(self.C, self.lam)

    def theory_makespan(self, k: int, n: int) -> float:
        """E[MS_𝒟](k) = n·K·C_ind(k) (§2.5.1; ignores a partial last segment)."""
        return float(n * self.K * self.c_ind(k))

    def periodic_makespan(self, k: int, n: int) -> float:
        """E[MS(S_p)]: ⌊n/k⌋ segments of k iterations and one last of n mod k (Theorem 2.1)."""
        n_div, n_mod = divmod(n, k)
        return float(n_div * self.segment_cost(k) + (self.segment_cost(n_mod) if n_mod else 0.0))

    def lower_bound(self, n: int) -> float:
        """n·K·C_ind(k_static) ≤ E[MS] of every static solution (proof of Theorem 2.1)."""
        return self.theory_makespan(self.k_static, n)

    def static_optimum(self, n: int) -> tuple[float, list[int]]:
        """Exact finite-n static optimum by the shortest path G(j) = min_k G(j−k) + cost(k)
        over the separable Eq. (2.4): (E[MS(S_opt)], segment sizes in execution order)."""
        cost = self.segment_cost(np.arange(1, n + 1))
        best = np.zeros(n + 1)
        choice = np.zeros(n + 1, dtype=np.int64)
        for j in range(1, n + 1):
            candidates = best[j - 1 :: -1][:j] + cost[:j]  # k = 1..j: G(j − k) + cost(k)
            choice[j] = int(np.argmin(candidates)) + 1
            best[j] = candidates[choice[j] - 1]
        sizes, j = [], n
        while j > 0:
            sizes.append(int(choice[j]))
            j -= choice[j]
        return float(best[n]), sizes[::-1]
