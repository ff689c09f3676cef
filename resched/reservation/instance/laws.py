"""Execution-time laws of a stochastic job (Gainaru et al., IPDPS 2020, §2.1, §4.2, Table 1).

* :class:`ContinuousLaw` — a scipy law of Table 1 restricted to a bounded domain [a, b]:
  infinite supports are truncated at b = Q(1 − v), v = 1e-7 (§4.2), and the law is
  conditioned on X ≤ b (the renormalisation of §4.2 applied everywhere, [RESERVATION-D10]).
* :class:`DiscreteLaw` — values v_1 < … < v_n with probabilities f_i (§3.2); also built from
  observed run times (:func:`empirical_law`).

Both expose the same interface: ``a``, ``b``, ``mean``, ``sf(t)`` = P(X > t), ``sample``.
Times are in the law's own unit (hours for Table 1).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from itertools import pairwise
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import numpy.typing as npt

from resched.errors import InstanceError, ReschedError, TraceFormatError
from resched.io.files import read_bytes


def _quad(
    function: Callable[[float], float], a: float, b: float, *, limit: int, epsabs: float, epsrel: float
) -> tuple[float, float]:
    """scipy's ``quad``: ∫_a^b function and its error estimate."""
    from scipy import integrate

    return integrate.quad(function, a, b, limit=limit, epsabs=epsabs, epsrel=epsrel)


def _stats() -> ModuleType:
    """scipy.stats, imported when a continuous law is first built (it takes most of a second)."""
    from scipy import stats

    return stats


#: Mass cut from infinite supports, b = Q(1 − TRUNCATION) (§4.2).
TRUNCATION = 1e-7

#: Quantiles of the truncated law between which :attr:`ContinuousLaw.mean` integrates.
MEAN_QUANTILES = np.array([1e-6, 1e-3, 0.01, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99, 0.999, 1 - 1e-4, 1 - 1e-5, 1 - 1e-6])

#: Widest support a law may have, in units of its mean above a: (b − a) ≤ SPAN_LIMIT·(E[X] − a).
#: The discretisation cuts [a, b] into at most ``CHUNKS_LIMIT`` = 200,000 equal chunks (Eq. 9);
#: beyond this span one chunk is wider than the mean itself, the discrete law is another law
#: and its costs are meaningless, so :func:`law` refuses it.
SPAN_LIMIT = 200_000.0


def _exponential(rate):
    return _stats().expon(scale=1 / rate)


def _weibull(scale, shape):
    return _stats().weibull_min(shape, scale=scale)


def _gamma(shape, rate):
    return _stats().gamma(shape, scale=1 / rate)


def _lognormal(nu, kappa):
    return _stats().lognorm(kappa, scale=math.exp(nu))


def _pareto(scale, shape):
    return _stats().pareto(shape, scale=scale)


def _truncnorm(mean, sd, a, b):
    return _stats().truncnorm((a - mean) / sd, (b - mean) / sd, loc=mean, scale=sd)


def _uniform(a, b):
    return _stats().uniform(a, b - a)


def _beta(a, b):
    return _stats().beta(a, b)


def _bounded_pareto(low, high, shape):
    return _stats().truncpareto(shape, high / low, scale=low)


#: Table 1 laws: name → (scipy constructor, parameter names in Table 1 order, Table 1 values).
LAWS: dict[str, tuple[Any, tuple[str, ...], tuple[float, ...]]] = {
    "exponential": (_exponential, ("lambda",), (1.0,)),
    "weibull": (_weibull, ("lambda (scale)", "kappa (shape)"), (1.0, 0.5)),
    "gamma": (_gamma, ("alpha (shape)", "beta (rate)"), (2.0, 2.0)),
    "lognormal": (_lognormal, ("nu (log-mean)", "kappa (log-sd)"), (3.0, 0.5)),
    "pareto": (_pareto, ("nu (scale)", "alpha (shape)"), (1.5, 3.0)),
    "truncnorm": (_truncnorm, ("nu (mean)", "kappa (sd)", "a", "b"), (8.0, math.sqrt(2.0), 1.0, 20.0)),
    "uniform": (_uniform, ("a", "b"), (1.0, 20.0)),
    "beta": (_beta, ("alpha", "beta"), (2.0, 2.0)),
    "boundedpareto": (_bounded_pareto, ("L", "H", "alpha"), (1.0, 20.0, 2.1)),
}

#: Paper spellings (Table 1, Table 2) accepted as aliases.
ALIASES = {"truncatednormal": "truncnorm", "exp": "exponential", "lognorm": "lognormal"}


def canonical_name(name: str) -> str:
    """Law name without case, spaces, '-' or '_' (``"Bounded Pareto"`` → ``"boundedpareto"``)."""
    key = re.sub(r"[\s_\-]", "", str(name)).lower()
    key = ALIASES.get(key, key)
    if key not in LAWS:
        raise ReschedError(f"unknown law {name!r} (known: {', '.join(LAWS)})")
    return key


@dataclass(frozen=True)
class ContinuousLaw:
    """A Table 1 law on [a, b], conditioned on X ≤ b; ``dist`` is the untruncated scipy law."""

    name: str
    params: tuple[float, ...]
    dist: Any = field(repr=False)
    a: float
    b: float

    @cached_property
    def _sf_b(self) -> float:
        return float(self.dist.sf(self.b))

    def sf(self, t: npt.ArrayLike) -> npt.NDArray[np.float64]:
        """P(X > t) of the truncated law (1 below a, 0 from b on)."""
        t = np.asarray(t, dtype=float)
        raw = (self.dist.sf(np.clip(t, self.a, self.b)) - self._sf_b) / (1.0 - self._sf_b)
        return np.where(t < self.a, 1.0, np.where(t >= self.b, 0.0, np.clip(raw, 0.0, 1.0)))

    @cached_property
    def mean(self) -> float:
        """E[X | X ≤ b] = a + ∫_a^b P(X > t) dt, integrated piece by piece between the
        quantiles :data:`MEAN_QUANTILES` of the truncated law, with a relative tolerance only:
        the pieces follow the mass at any scale (a law whose mass lies in [5, 11] of a
        support [1, 10³⁰⁰], or whose scale is 10⁻³⁰⁰), where one integral over [a, b] with an
        absolute tolerance missed it."""
        with np.errstate(all="ignore"):
            inner = np.asarray(self.dist.ppf(MEAN_QUANTILES * (1.0 - self._sf_b)), dtype=float)
        cuts = np.unique(np.clip(np.concatenate(([self.a], inner[np.isfinite(inner)], [self.b])), self.a, self.b))
        # the integral is at least (median − a)/2 (sf ≥ 1/2 below the median): an absolute
        # tolerance of 1e-13 of that per piece is a relative one
        median = float(self.dist.ppf(0.5 * (1.0 - self._sf_b)))
        scale = median - self.a if math.isfinite(median) and median > self.a else (self.b - self.a) * 1e-6
        pieces = (
            _quad(lambda t: float(self.sf(t)), lo, hi, limit=200, epsabs=1e-13 * scale, epsrel=1e-10)[0]
            for lo, hi in pairwise(cuts)
        )
        return self.a + math.fsum(pieces)

    def sample(self, size: int, seed: int) -> npt.NDArray[np.float64]:
        """``size`` draws of the truncated law (inverse CDF), reproducible from ``seed``."""
        u = np.random.default_rng(seed).random(size)
        return np.minimum(self.dist.ppf(u * (1.0 - self._sf_b)), self.b)

    def discretize(self, n: int) -> DiscreteLaw:
        """Y_n of Eq. (9): v_i = a + i(b−a)/n, f_i = P(v_{i−1} < X ≤ v_i), renormalised (§4.2)."""
        if n < 1:
            raise ReschedError(f"the discretisation needs n >= 1 chunks, got {n}")
        grid = self.a + (self.b - self.a) * np.arange(n + 1) / n
        grid[-1] = self.b
        mass = -np.diff(self.sf(grid))
        mass[-1] = max(mass[-1], 1e-300)  # f_n > 0 (Thm 2's assumption) even for a vanishing tail
        return DiscreteLaw(grid[1:], mass / mass.sum(), name=f"{self.name}[n={n}]")

    def describe(self) -> dict[str, object]:
        return {"law": self.name, "params": list(self.params), "a": self.a, "b": self.b, "mean": self.mean}


@dataclass(frozen=True)
class DiscreteLaw:
    """Y ~ (v_i, f_i), 0 < v_1 < … < v_n, f_i ≥ 0, Σ f_i = 1, f_n > 0 (§3.2); domain [v_1, v_n]."""

    values: npt.NDArray[np.float64]
    probabilities: npt.NDArray[np.float64]
    name: str = "discrete"

    def __post_init__(self) -> None:
        v = np.asarray(self.values, dtype=float)
        f = np.asarray(self.probabilities, dtype=float)
        if v.ndim != 1 or v.size == 0 or f.shape != v.shape:
            raise InstanceError("law", "values and probabilities must be two non-empty lists of equal length")
        if not (np.all(np.isfinite(v)) and np.all(np.isfinite(f))):
            raise InstanceError("law", "values and probabilities must be finite")
        if v[0] <= 0 or np.any(np.diff(v) <= 0):
            raise InstanceError("law.values", "must be positive and strictly increasing")
        if np.any(f < 0) or f[-1] <= 0 or abs(f.sum() - 1.0) > 1e-6:
            raise InstanceError("law.probabilities", "must be >= 0, sum to 1, and the last must be > 0")
        object.__setattr__(self, "values", v)
        object.__setattr__(self, "probabilities", f / f.sum())

    @property
    def n(self) -> int:
        return len(self.values)

    @property
    def a(self) -> float:
        return float(self.values[0])

    @property
    def b(self) -> float:
        return float(self.values[-1])

    @cached_property
    def tail(self) -> npt.NDArray[np.float64]:
        """S_k = Σ_{m ≥ k} f_m for k = 1..n+1 (index k−1), S_{n+1} = 0 (Thm 2)."""
        return np.append(np.cumsum(self.probabilities[::-1])[::-1], 0.0)

    @cached_property
    def mean(self) -> float:
        return float(self.values @ self.probabilities)

    def sf(self, t: npt.ArrayLike) -> npt.NDArray[np.float64]:
        """P(Y > t)."""
        return self.tail[np.searchsorted(self.values, np.asarray(t, dtype=float), side="right")]

    def sample(self, size: int, seed: int) -> npt.NDArray[np.float64]:
        return np.random.default_rng(seed).choice(self.values, size=size, p=self.probabilities)

    def describe(self) -> dict[str, object]:
        return {"law": self.name, "n": self.n, "a": self.a, "b": self.b, "mean": self.mean}


Law = ContinuousLaw | DiscreteLaw


def law(
    name: str, params: Sequence[float] | None = None, *, truncation: float = TRUNCATION, upper: float | None = None
) -> ContinuousLaw:
    """The Table 1 law ``name`` with ``params`` in Table 1 order (default: Table 1's values).

    exponential(λ), weibull(λ scale, κ shape), gamma(α shape, β rate), lognormal(ν, κ),
    pareto(ν scale, α shape), truncnorm(mean, sd, a, b), uniform(a, b), beta(α, β),
    boundedpareto(L, H, α). An infinite support is cut at b = Q(1 − ``truncation``), or at
    ``upper`` when given.
    """
    key = canonical_name(name)
    build, names, defaults = LAWS[key]
    values = tuple(float(p) for p in (defaults if params is None else params))
    if len(values) != len(names):
        raise ReschedError(f"law {key} takes {len(names)} parameters ({', '.join(names)}), got {len(values)}")
    if not all(math.isfinite(p) for p in values):
        raise ReschedError(f"law {key}: parameters must be finite numbers, got {list(values)}")
    with np.errstate(all="ignore"):
        dist = build(*values)
        lo, hi = (float(x) for x in dist.support())
    if not (math.isfinite(lo) and lo >= 0 and hi > lo) or math.isnan(float(dist.mean())):
        raise ReschedError(f"law {key}{list(values)}: invalid parameters (support [{lo}, {hi}])")
    if upper is not None:
        hi = min(hi, float(upper))
    elif not math.isfinite(hi):
        hi = float(dist.isf(truncation))
    if not hi > lo:
        raise ReschedError(f"law {key}: the upper bound {hi} must exceed the lower end {lo}")
    if not math.isfinite(hi) or not math.isfinite(hi - lo):
        raise ReschedError(f"law {key}{list(values)}: its support [{lo:g}, {hi:g}] is not a finite interval")
    built = ContinuousLaw(key, values, dist, lo, hi)
    return representable(built)


def representable(X: ContinuousLaw) -> ContinuousLaw:
    """``X`` itself if its support can be discretised (Eq. 9): a finite mean strictly inside
    [a, b], and (b − a) ≤ :data:`SPAN_LIMIT`·(E[X] − a); else a one-line
    :class:`ReschedError` with the numbers (a law whose mass is lost in a support too wide
    for the grid, e.g. a Weibull of shape 0.01, gave a wrong mean and absurd costs)."""
    with np.errstate(all="ignore"):
        mean = X.mean
    label = f"law {X.name}{list(X.params)}"
    if not (math.isfinite(mean) and X.a < mean < X.b):
        raise ReschedError(f"{label}: its mean {mean:g} cannot be computed on its support [{X.a:g}, {X.b:g}]")
    span = (X.b - X.a) / (mean - X.a)
    if not span <= SPAN_LIMIT:
        raise ReschedError(
            f"{label}: its support [{X.a:g}, {X.b:g}] is {span:.3g} times wider than its mean above a "
            f"({mean - X.a:.6g}), more than {SPAN_LIMIT:g}: a grid of at most 200,000 chunks cannot "
            "represent it (give a smaller --upper, or other parameters)"
        )
    return X


def lognormal_from_moments(mean: float, sd: float) -> tuple[float, float]:
    """(ν, κ) of the LogNormal with this mean and standard deviation (moment matching, §4.4):
    κ² = ln(1 + σ²/μ²), ν = ln μ − κ²/2."""
    if mean <= 0 or sd <= 0:
        raise ReschedError(f"lognormal moments must be positive, got mean={mean}, sd={sd}")
    kappa2 = math.log1p((sd / mean) ** 2)
    return math.log(mean) - kappa2 / 2, math.sqrt(kappa2)


def discrete_law(values: Sequence[float], probabilities: Sequence[float], name: str = "discrete") -> DiscreteLaw:
    """Y ~ (v_i, f_i) (§3.2)."""
    return DiscreteLaw(np.asarray(values, dtype=float), np.asarray(probabilities, dtype=float), name)


def empirical_law(runtimes: Sequence[float] | npt.NDArray[np.float64], name: str = "empirical") -> DiscreteLaw:
    """The empirical law of observed run times: each distinct value with its frequency."""
    data = np.asarray(runtimes, dtype=float)
    if data.size == 0:
        raise ReschedError("an empirical law needs at least one run time")
    if not np.all(np.isfinite(data)) or np.any(data <= 0):
        raise ReschedError("run times must be finite and positive")
    values, counts = np.unique(data, return_counts=True)
    return DiscreteLaw(values, counts / counts.sum(), name)


#: What :func:`read_runtimes` expects, named in its errors.
RUNTIMES_FORMAT = "a plain run-time log: one positive number per line, blank lines and # comments allowed"


def read_runtimes(path: str | Path) -> npt.NDArray[np.float64]:
    """Run times from a plain run-time log: one value per line, in any time unit (blank lines
    and ``#`` comments skipped). A malformed line is a one-line error naming the file, the line
    and the format expected."""
    path = Path(path)
    try:
        lines = read_bytes(path, "run-time log").decode("utf-8").splitlines()
    except UnicodeDecodeError as error:
        raise TraceFormatError(str(path), 0, f"cannot read run times ({error}); expected {RUNTIMES_FORMAT}") from None
    times = []
    for number, line in enumerate(lines, start=1):
        text = line.split("#", 1)[0].strip()
        if not text:
            continue
        try:
            value = float(text)
        except ValueError:
            raise TraceFormatError(
                str(path), number, f"expected one run time, got {text!r} ({RUNTIMES_FORMAT})"
            ) from None
        if not (math.isfinite(value) and value > 0):
            raise TraceFormatError(str(path), number, f"run time must be finite and > 0, got {text}")
        times.append(value)
    if not times:
        raise TraceFormatError(str(path), 0, f"no run time in the file; expected {RUNTIMES_FORMAT}")
    return np.asarray(times)
