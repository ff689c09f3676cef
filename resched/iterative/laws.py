"""Iteration-length laws of chapter 2 (§2.3.2): mean, standard deviation, moment generating
function M(λ) = E[e^{λX}] and seeded sampling."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from scipy.special import log_ndtr

from resched.errors import ReschedError


@dataclass(frozen=True)
class Uniform:
    """Uniform(a, b), 0 < a < b."""

    a: float
    b: float

    def __post_init__(self) -> None:
        if not 0 < self.a < self.b:
            raise ReschedError(f"Uniform(a, b) needs 0 < a < b, got a={self.a}, b={self.b}")

    @property
    def mean(self) -> float:
        return (self.a + self.b) / 2

    @property
    def std(self) -> float:
        return (self.b - self.a) / math.sqrt(12)

    def log_mgf(self, lam: float) -> float:
        """ln M = ln((e^{λb} − e^{λa})/(λ(b − a))) = λa + ln(expm1(λ(b−a))/(λ(b−a)))."""
        width = lam * (self.b - self.a)
        return lam * self.a + math.log(math.expm1(width) / width)

    def sample(self, rng: np.random.Generator, size) -> np.ndarray:
        return rng.uniform(self.a, self.b, size)


@dataclass(frozen=True)
class Gamma:
    """Gamma(α, β) with rate β (mean α/β); M(λ) = (β/(β − λ))^α needs λ < β."""

    alpha: float
    beta: float

    def __post_init__(self) -> None:
        if not (self.alpha > 0 and self.beta > 0):
            raise ReschedError(f"Gamma(alpha, beta) needs alpha, beta > 0, got {self.alpha}, {self.beta}")

    @property
    def mean(self) -> float:
        return self.alpha / self.beta

    @property
    def std(self) -> float:
        return math.sqrt(self.alpha) / self.beta

    def log_mgf(self, lam: float) -> float:
        if not lam < self.beta:
            raise ReschedError(f"the Gamma MGF needs lambda < beta ({lam} >= {self.beta})")
        return -self.alpha * math.log1p(-lam / self.beta)

    def sample(self, rng: np.random.Generator, size) -> np.ndarray:
        return rng.gamma(self.alpha, 1.0 / self.beta, size)


@dataclass(frozen=True)
class Normal:
    """Normal(μ, σ²) truncated to [0, ∞) by resampling (§2.3.2). ``truncated_mgf`` selects the
    exact truncated MGF e^{λμ+λ²σ²/2}·Φ(μ/σ+λσ)/Φ(μ/σ) instead of the thesis' untruncated one."""

    mu: float
    sigma: float
    truncated_mgf: bool = False

    def __post_init__(self) -> None:
        if not (self.mu > 0 and self.sigma > 0):
            raise ReschedError(f"Normal(mu, sigma) needs mu, sigma > 0, got {self.mu}, {self.sigma}")

    @property
    def mean(self) -> float:
        return self.mu

    @property
    def std(self) -> float:
        return self.sigma

    def log_mgf(self, lam: float) -> float:
        value = lam * self.mu + (lam * self.sigma) ** 2 / 2
        if self.truncated_mgf:
            value += float(log_ndtr(self.mu / self.sigma + lam * self.sigma) - log_ndtr(self.mu / self.sigma))
        return value

    def sample(self, rng: np.random.Generator, size) -> np.ndarray:
        draws = rng.normal(self.mu, self.sigma, size)
        bad = draws <= 0
        while bad.any():  # resample until positive
            draws[bad] = rng.normal(self.mu, self.sigma, int(bad.sum()))
            bad = draws <= 0
        return draws


Law = Uniform | Gamma | Normal

LAWS: dict[str, type[Law]] = {"uniform": Uniform, "gamma": Gamma, "normal": Normal}


def make_law(name: str, params: tuple[float, ...]) -> Law:
    """A law by name with its two parameters: uniform a,b; gamma alpha,beta; normal mu,sigma."""
    if name not in LAWS:
        raise ReschedError(f"unknown law {name!r} (known: {', '.join(LAWS)})")
    if len(params) != 2:
        raise ReschedError(f"law {name!r} takes two parameters, got {len(params)}")
    first, second = map(float, params)
    return LAWS[name](first, second)
