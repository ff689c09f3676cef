"""The iterative family's metric functions and bounds, and its run metrics.

- Both chapters: the expected time E_λ(w, c, r) of a segment (Eq. 2.1), the slowdown, the
  Young/Daly and exact periods.
- Chapter 2: :class:`StochasticSetting`, the closed forms of a stochastic setting (k_static,
  k_FO, W_th, W_FO, the expected makespans of Eq. 2.4 and the finite-n static optimum).
- Chapter 3: the expected makespan of a checkpoint set on a chain (:func:`chain_cost`), its
  chunks, a pattern's slowdown (Def. 3.7) and the pattern bounds of §3.3.4.
- :class:`StaticMetrics`, :class:`DynamicMetrics` and :class:`ChainMetrics`: what one run
  of ``static``, ``dynamic`` or ``all`` measures (:data:`IterativeMetrics`), returned in an
  :class:`~resched.declarations.Run`.

Units: every length (work, checkpoint c, recovery r, downtime D) is in the same time unit
(seconds for the real applications); λ is in failures per that unit.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt
from numba import njit
from scipy.special import lambertw

from resched.errors import ReschedError
from resched.iterative.instance import Chain, IterativeApp, Law, lambda_from_pfail

FloatArray = npt.NDArray[np.float64]
ArrayLike = float | Sequence[float] | FloatArray


@njit(cache=True)
def segment_time(w: float, c: float, r: float, lam: float, D: float) -> float:
    """E_λ(w, c, r) = (1/λ + D)·e^{λr}·(e^{λ(w+c)} − 1), Eq. (2.1) / §3.2.4: expected time to
    run w units of work then a checkpoint c, restarting with downtime D and recovery r after
    each failure (failures strike during w, c and r, not D). expm1 keeps λ(w+c) ≪ 1 exact."""
    return (1.0 / lam + D) * math.exp(lam * r) * math.expm1(lam * (w + c))


def expected_segment_time(w: ArrayLike, c: ArrayLike, r: ArrayLike, lam: float, D: float) -> FloatArray:
    """Vectorised :func:`segment_time` (numpy broadcasting over w, c, r)."""
    w_, c_, r_ = np.asarray(w, float), np.asarray(c, float), np.asarray(r, float)
    return (1.0 / lam + D) * np.exp(lam * r_) * np.expm1(lam * (w_ + c_))


def slowdown_fn(w: ArrayLike, c: ArrayLike, r: ArrayLike, lam: float, D: float) -> FloatArray:
    """f(w, c, r) = E_λ(w, c, r)/w (§3.3.4, Lemma 3.4), dimensionless."""
    return expected_segment_time(w, c, r, lam, D) / np.asarray(w, float)


def young_daly_period(c: float, lam: float) -> float:
    """Young/Daly period P_YD = √(2c/λ) (first order, Lemma 3.4)."""
    return math.sqrt(2.0 * c / lam)


def lambert_w0(x: float) -> float:
    """Real principal branch W₀ of the Lambert function, for x ≥ −1/e."""
    return float(lambertw(x, 0).real)


def exact_period(c: float, lam: float) -> float:
    """Exact minimiser of w ↦ f(w, c, r): w_c = (1 + W₀(−e^{−λc−1}))/λ (Lemma 3.4; independent
    of r and D). It is below the Young/Daly value √(2c/λ)."""
    return (1.0 + lambert_w0(-math.exp(-lam * c - 1.0))) / lam


# ---- chapter 2: closed forms of a stochastic setting ------------------------------------------


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

    def segment_cost(self, k: int | npt.NDArray[np.int64]) -> FloatArray:
        """Expected time of a segment of k iterations, K·(e^{λC}M^k − 1) (Eq. 2.7)."""
        return self.K * np.expm1(self.lam * self.C + np.asarray(k, float) * self.log_M)

    def c_ind(self, k: int | npt.NDArray[np.int64]) -> FloatArray:
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
        """``E[MS_𝒟](k) = n·K·C_ind(k)`` (§2.5.1; ignores a partial last segment)."""
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


# ---- chapter 3: chains, checkpoint sets and patterns ------------------------------------------


@dataclass(frozen=True)
class PatternBounds:
    """M* = max_i √(2c_i/λ) + T, k* = ⌊M*/T⌋ (Eq. 3.3), maxK = 2n(k*+1) tasks per chunk
    (Lemma 3.6) and L = 2n²(k*+1) tasks per pattern (Theorem 3.5)."""

    M_star: float
    k_star: int
    max_chunk: int
    max_tasks: int


def pattern_bounds(app: IterativeApp, rounding: str = "floor") -> PatternBounds:
    """Bounds of §3.3.4; ``rounding`` "ceil" gives the (safe, larger) notation-table variant."""
    M_star = max(young_daly_period(c, app.lam) for c in app.c) + app.T
    if not math.isfinite(M_star / app.T) or M_star / app.T > 1e15:
        raise ReschedError(
            f"{app.name}: M*/T = {M_star / app.T:.3g} (failures far rarer than the checkpoint costs): "
            "no pattern DP of that size"
        )
    k_star = math.floor(M_star / app.T) if rounding == "floor" else math.ceil(M_star / app.T)
    return PatternBounds(M_star, k_star, 2 * app.n * (k_star + 1), 2 * app.n**2 * (k_star + 1))


def pattern_slowdown(app: IterativeApp, start: int, offsets: Sequence[int] | npt.NDArray[np.int64]) -> float:
    """SD of the pattern from after a_start with checkpoints at ``offsets`` (Def. 3.7); the
    last offset must be a multiple of n."""
    points = np.asarray(offsets, dtype=np.int64)
    if points[-1] % app.n:
        raise ValueError("a pattern ends after a multiple of n tasks")
    chain = app.chain(start, int(points[-1]))
    return chain_cost(chain, points) / (points[-1] // app.n * app.T)


def chain_cost(chain: Chain, positions: Sequence[int] | npt.NDArray[np.int64]) -> float:
    """Expected makespan Σ_j E_λ(W_j, γ_{p_j}, ρ_{p_{j−1}}) of checkpointing after the tasks at
    ``positions`` (1-based, increasing, the last one = L)."""
    work, checkpoint, recovery = chunks(chain, positions)
    return float(
        np.sum((1 / chain.lam + chain.D) * np.exp(chain.lam * recovery) * np.expm1(chain.lam * (work + checkpoint)))
    )


def chunks(
    chain: Chain, positions: Sequence[int] | npt.NDArray[np.int64], durations: FloatArray | None = None
) -> tuple[FloatArray, FloatArray, FloatArray]:
    """(work W_j, checkpoint cost, recovery cost) of each chunk of a checkpoint set; the work
    uses ``durations`` (actual task lengths) when given, else τ."""
    points = np.asarray(positions, dtype=np.int64)
    prefix = np.concatenate(([0.0], np.cumsum(chain.tau if durations is None else durations)))
    starts = np.concatenate(([0], points[:-1]))
    recovery = np.concatenate(([chain.rho0], chain.rho[points[:-1] - 1]))
    return prefix[points] - prefix[starts], chain.gamma[points - 1], recovery


# ---- what one run measures --------------------------------------------------------------------


def _key(name: str) -> dict[str, str]:
    """Field metadata: the results-store key of a field whose key is no Python name."""
    return {"key": name}


@dataclass(frozen=True)
class StochasticMetrics:
    """What every run of the stochastic study reports: λ (failures per time unit), the law's
    mean and standard deviation (time units), x_static (iterations), k_static and k_FO
    (iterations, k_fo_real unrounded), W_th and W_FO (time units) and the expected makespan
    n·K·C_ind(k_static) of Eq. (2.4) (time units)."""

    lam: float = field(metadata=_key("lambda"))
    law_mean: float
    law_std: float
    x_static: float
    k_static: int
    k_fo: int
    k_fo_real: float
    W_th: float
    W_fo: float
    theory_k_static: float


@dataclass(frozen=True)
class StaticMetrics(StochasticMetrics):
    """Algorithm 1 for every simulated period ``k``: the mean makespan (time units), Eq. (2.4)'s
    value, the quantiles of the per-run ratio to Young/Daly static (k_FO) and the mean ratio
    of Eq. (2.4) to it (``diamond_by_k``); the best simulated period ``k_sim``, the mean
    makespans of k_static and k_FO, and the largest excess of k_FO over any period in one run."""

    k: list[int]
    mean_by_k: list[float]
    theory_by_k: list[float]
    quantiles_by_k: list[list[float]]
    diamond_by_k: list[float]
    k_sim: int
    mean_k_static: float
    mean_yd_static: float
    max_yd_excess: float


@dataclass(frozen=True)
class DynamicMetrics(StochasticMetrics):
    """Algorithm 2 for W = γ·W_th, γ in ``gamma``: the mean makespan (time units) and the
    quantiles of the per-run ratio to Young/Daly dynamic (W_FO); the best γ and its W
    (time units), the mean makespans at W_th and W_FO."""

    gamma: list[float]
    mean_by_gamma: list[float]
    quantiles_by_gamma: list[list[float]]
    gamma_sim: float
    W_sim: float
    mean_W_th: float
    mean_yd_dynamic: float


@dataclass(frozen=True)
class ChainMetrics:
    """What every run of ``all`` (chain study) reports before its per-strategy measures (which
    :class:`~resched.declarations.Run` holds as extras, keyed ``makespan[<strategy>]``, ``failures[…]``,
    ``checkpoint[…]``, ``failure_induced[…]``, ``slowdown[…]`` and ``ratio[…]``): the
    iteration length T (s), λ (per s), the failure-free work of the run (s), the optimal
    pattern's slowdown SD*, its tasks and description, and the method that found it."""

    iteration_length: float
    lam: float = field(metadata=_key("lambda"))
    base_time: float
    slowdown_optimal: float = field(metadata=_key("slowdown[Optimal]"))
    pattern_tasks: int
    pattern: str
    pattern_method: str


IterativeMetrics = StaticMetrics | DynamicMetrics | ChainMetrics
