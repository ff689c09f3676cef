"""The iterative family's instances: the deterministic applications of chapter 3 and their
linear chains (:class:`IterativeApp`, :class:`Chain`, the JSON format), a checkpoint
:class:`Pattern` of an application, and the iteration-length laws of chapter 2
(:class:`Uniform`, :class:`Gamma`, :class:`Normal`).

An application repeats the tasks a_0 … a_{n−1}; task a_i lasts t_i, checkpointing after it
costs c_i and restarting from that checkpoint r_i; downtime D; failures Exp(λ). JSON format
(``"family": "iterative"``, ``"schema_version": 1``)::

    {"family": "iterative", "schema_version": 1, "name": "toy",
     "tasks": {"t": [3, 1, 2], "c": [0.2, 0.5, 0.1], "r": [0.2, 0.5, 0.1]},
     "downtime": 0.5,
     "failures": {"p_fail": 0.1},          # or {"lambda": 0.03}
     "iterations": 4}                        # N: the unrolled chain of the chain models

With ``p_fail``, λ = −ln(1 − p_fail)/T (§3.4.1), T = Σ t_i, unless ``"reference_length"``
gives another length (the synthetic application of the thesis uses 550·n). Times in any
unit (seconds for the thesis' applications).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

import numpy as np
import numpy.typing as npt
from scipy.special import log_ndtr

from resched.errors import InstanceError, ReschedError
from resched.validation import SCHEMA_VERSION, InstanceDocument, array, document, integer, mapping, number, with_source

FAMILY = "iterative"
MAX_TASKS = 1000
"""Most tasks per iteration in an instance file (the thesis' largest application has 20)."""
MAX_ITERATIONS = 100_000
"""Most iterations N in an instance file (the thesis runs 1000)."""
MAX_CHAIN_TASKS = 5_000_000
"""Most unrolled tasks N·n in an instance file (as many as the generated applications allow)."""
MAX_EXPONENT = 700.0
"""Largest λ·(t_i + c_i + r_i): e^700 is near the largest float (a larger failure rate makes
every expected time infinite)."""


def lambda_from_pfail(p_fail: float, length: float) -> float:
    """λ such that p_fail = 1 − e^{−λ·length} (§2.5.1 with length μ_D + C; §3.4.1 with T)."""
    if not 0 < p_fail < 1:
        raise ReschedError(f"p_fail must be in (0, 1), got {p_fail!r}")
    if not length > 0:
        raise ReschedError(f"the reference length must be > 0, got {length!r}")
    return -math.log1p(-p_fail) / length


@dataclass(frozen=True)
class Chain:
    """A linear chain of L tasks: durations τ_1..τ_L, checkpoint costs γ_l and recoveries ρ_l
    after task l, ρ_0 the cost of the initial read ([ITERATIVE-D21])."""

    tau: npt.NDArray[np.float64]
    gamma: npt.NDArray[np.float64]
    rho: npt.NDArray[np.float64]
    rho0: float
    lam: float
    D: float

    @property
    def length(self) -> int:
        return len(self.tau)


@dataclass(frozen=True)
class IterativeApp(InstanceDocument):
    """Tasks (t_i, c_i, r_i), downtime D, failure rate λ and the N iterations of the chain
    models."""

    name: str
    t: tuple[float, ...]
    c: tuple[float, ...]
    r: tuple[float, ...]
    D: float
    lam: float
    iterations: int = 1
    p_fail: float | None = None
    reference_length: float | None = None
    family: str = field(default=FAMILY, init=False)

    def __post_init__(self) -> None:
        if not (len(self.t) == len(self.c) == len(self.r) >= 1):
            raise InstanceError(
                "tasks", f"t, c and r need the same length >= 1, got {len(self.t)}, {len(self.c)}, {len(self.r)}"
            )
        for i, value in enumerate(self.t):
            if not value > 0:
                raise InstanceError(f"tasks.t[{i}]", f"task lengths must be > 0, got {value}")
        for key in ("c", "r"):
            for i, value in enumerate(getattr(self, key)):
                if not value >= 0:
                    raise InstanceError(f"tasks.{key}[{i}]", f"must be >= 0, got {value}")
        if not math.isfinite(sum(self.t) + sum(self.c) + sum(self.r)):
            raise InstanceError("tasks", "the sum of the task, checkpoint and recovery times overflows")
        if not self.lam > 0:
            raise InstanceError("failures", f"lambda must be > 0, got {self.lam}")
        if self.D < 0:
            raise InstanceError("downtime", f"must be >= 0, got {self.D}")
        exponent = self.lam * max(t + c + r for t, c, r in zip(self.t, self.c, self.r))
        if not exponent <= MAX_EXPONENT:
            raise InstanceError(
                "failures",
                f"λ·(t_i + c_i + r_i) reaches {exponent:.3g}: one task's expected time "
                f"e^(λ(t+c+r)) overflows (at most {MAX_EXPONENT:g}); lower the failure rate",
            )

    @classmethod
    def from_pfail(
        cls,
        name: str,
        t: Sequence[float] | npt.NDArray[np.float64],
        c: Sequence[float] | npt.NDArray[np.float64],
        r: Sequence[float] | npt.NDArray[np.float64],
        D: float,
        p_fail: float,
        iterations: int = 1,
        reference_length: float | None = None,
    ) -> IterativeApp:
        """λ from p_fail = 1 − e^{−λT} with T = Σ t_i or ``reference_length`` (§3.4.1)."""
        length = float(sum(t)) if reference_length is None else reference_length
        return cls(
            name,
            tuple(map(float, t)),
            tuple(map(float, c)),
            tuple(map(float, r)),
            float(D),
            lambda_from_pfail(p_fail, length),
            iterations,
            p_fail,
            reference_length,
        )

    @property
    def n(self) -> int:
        return len(self.t)

    @cached_property
    def arrays(self) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64], npt.NDArray[np.float64]]:
        """(t, c, r) as float arrays."""
        return np.array(self.t, float), np.array(self.c, float), np.array(self.r, float)

    @property
    def T(self) -> float:
        """Iteration length T = Σ t_i."""
        return float(sum(self.t))

    @property
    def monotone_io(self) -> bool:
        """The pairwise condition Lemma 3.6 needs: for all i, j, c_i ≤ c_j or r_j ≤ r_i (implied
        by the monotone I/O assumption c_i ≥ c_j ⇒ r_i ≥ r_j; [ITERATIVE-D14])."""
        c, r = np.array(self.c), np.array(self.r)
        return bool(np.all((c[:, None] <= c[None, :]) | (r[None, :] <= r[:, None])))

    def chain(self, start: int = -1, tasks: int | None = None) -> Chain:
        """The unrolled chain of ``tasks`` tasks (default N·n) that starts right after a
        checkpoint of a_start (default a_{n−1}: the run's first chunk recovers with r_{n−1})."""
        t, c, r = self.arrays
        length = self.iterations * self.n if tasks is None else tasks
        types = (start + 1 + np.arange(length)) % self.n
        return Chain(t[types], c[types], r[types], float(r[start % self.n]), self.lam, self.D)

    def to_dict(self) -> dict[str, Any]:
        failures: dict[str, Any] = {"p_fail": self.p_fail} if self.p_fail is not None else {"lambda": self.lam}
        if self.p_fail is not None and self.reference_length is not None:
            failures["reference_length"] = self.reference_length
        return {
            "family": FAMILY,
            "schema_version": SCHEMA_VERSION,
            "name": self.name,
            "tasks": {"t": list(self.t), "c": list(self.c), "r": list(self.r)},
            "downtime": self.D,
            "failures": failures,
            "iterations": self.iterations,
        }


def from_dict(data: object, source: str | None = None) -> IterativeApp:
    """Validate a JSON document and build the application; errors name the field."""
    return with_source(_parse, data, source)


def _parse(data: object) -> IterativeApp:
    top, name = document(data, FAMILY, {"tasks", "downtime", "failures"}, {"iterations"})
    tasks = mapping(top["tasks"], "tasks", {"t", "c", "r"})
    for key in ("t", "c", "r"):
        if isinstance(tasks[key], list) and len(tasks[key]) > MAX_TASKS:
            raise InstanceError(f"tasks.{key}", f"at most {MAX_TASKS} tasks per iteration, got {len(tasks[key])}")
    t, c, r = (
        [number(v, f"tasks.{key}[{i}]") for i, v in enumerate(array(tasks[key], f"tasks.{key}", min_length=1))]
        for key in ("t", "c", "r")
    )
    D = number(top["downtime"], "downtime", minimum=0)
    iterations = integer(top.get("iterations", 1), "iterations", minimum=1)
    if iterations > MAX_ITERATIONS:
        raise InstanceError("iterations", f"must be <= {MAX_ITERATIONS}, got {iterations}")
    if iterations * len(t) > MAX_CHAIN_TASKS:
        raise InstanceError("iterations", f"N·n = {iterations * len(t):,} unrolled tasks, at most {MAX_CHAIN_TASKS:,}")
    failures = mapping(top["failures"], "failures", set(), {"p_fail", "lambda", "reference_length"})
    if ("p_fail" in failures) == ("lambda" in failures):
        raise InstanceError("failures", "give exactly one of p_fail and lambda")
    if "lambda" in failures:
        return IterativeApp(
            name,
            tuple(t),
            tuple(c),
            tuple(r),
            D,
            number(failures["lambda"], "failures.lambda", minimum=0, strict=True),
            iterations,
        )
    p_fail = number(failures["p_fail"], "failures.p_fail", minimum=0, strict=True)
    if p_fail >= 1:
        raise InstanceError("failures.p_fail", f"must be < 1, got {p_fail}")
    reference = failures.get("reference_length")
    reference = None if reference is None else number(reference, "failures.reference_length", minimum=0, strict=True)
    return IterativeApp.from_pfail(name, t, c, r, D, p_fail, iterations, reference)


# ---- chapter 3: a checkpoint pattern of an application ---------------------------------------


@dataclass(frozen=True)
class Pattern:
    """A periodic checkpoint pattern (Lemma 3.7 convention): it starts right after a
    checkpoint of a_start, spans ``iterations`` m iterations (m·n tasks) and ends with a
    checkpoint of a_start again, so it repeats forever; ``offsets`` are the positions 1..m·n
    of its checkpointed tasks (offset ℓ is task a_{(start+ℓ) mod n}); ``slowdown`` SD =
    𝒞(P)/ℓ(P) (Def. 3.7) is dimensionless."""

    start: int
    iterations: int
    offsets: tuple[int, ...]
    slowdown: float
    n: int

    @property
    def tasks(self) -> int:
        return self.iterations * self.n

    @property
    def checkpointed_types(self) -> list[int]:
        """Task index a_i of each checkpoint, in pattern order."""
        return [(self.start + o) % self.n for o in self.offsets]

    def describe(self) -> str:
        return f"{self.tasks} tasks from after a_{self.start}: checkpoint " + ", ".join(
            f"a_{i}" for i in self.checkpointed_types
        )


# ---- chapter 2: iteration-length laws (§2.3.2) ------------------------------------------------
# Mean, standard deviation, moment generating function M(λ) = E[e^{λX}] and seeded sampling.


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

    def sample(self, rng: np.random.Generator, size: int | tuple[int, ...]) -> npt.NDArray[np.float64]:
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

    def sample(self, rng: np.random.Generator, size: int | tuple[int, ...]) -> npt.NDArray[np.float64]:
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

    def sample(self, rng: np.random.Generator, size: int | tuple[int, ...]) -> npt.NDArray[np.float64]:
        draws = rng.normal(self.mu, self.sigma, size)
        bad = draws <= 0
        while bad.any():  # resample until positive
            draws[bad] = rng.normal(self.mu, self.sigma, int(bad.sum()))
            bad = draws <= 0
        return draws


Law = Uniform | Gamma | Normal

LAWS: dict[str, type[Law]] = {"uniform": Uniform, "gamma": Gamma, "normal": Normal}


def make_law(name: str, params: Sequence[float]) -> Law:
    """A law by name with its two parameters: uniform a,b; gamma alpha,beta; normal mu,sigma."""
    if name not in LAWS:
        raise ReschedError(f"unknown law {name!r} (known: {', '.join(LAWS)})")
    if len(params) != 2:
        raise ReschedError(f"law {name!r} takes two parameters, got {len(params)}")
    first, second = map(float, params)
    return LAWS[name](first, second)
