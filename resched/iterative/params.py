"""The iterative family's parameters (:class:`IterativeParams`), the constants they are
validated against, and the §3.4.1 reference strategies' declarations (the bottom of the family).

Two studies of Y. Du's thesis (ENS Lyon 2022) share the family, chosen by ``study``:

- ``stochastic`` (chapter 2): n IID iteration lengths X_i ~ 𝒟 (``law``, ``law_params``),
  checkpoint C, restart R, downtime D; algorithms ``static`` (Algorithm 1: a checkpoint every
  k iterations, k = 1, 2, …) and ``dynamic`` (Algorithm 2: a checkpoint once the work since
  the last one reaches W = γ·W_th). Times are in the unit of the iteration lengths.
- ``chain`` (chapter 3): the deterministic applications of §3.4.1 (``application``); algorithm
  ``all`` runs the optimal pattern and every §3.4.1 reference strategy on the same failure
  trace. Times are in seconds.

A parameter belongs to one study (:data:`STUDY_OF`) or to both; within the chain study, some
belong to one application (:data:`APPLICATION_OF`). Setting one away from its default for
another study or application is refused (one line naming the parameter and the study).

Failure intensity is p_fail, the failure probability of one iteration:
λ = −ln(1 − p_fail)/(μ_𝒟 + C) in chapter 2 (§2.5.1), λ = −ln(1 − p_fail)/T in chapter 3
(§3.4.1; the synthetic application takes T = 550·n as the thesis' code does).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from resched.errors import ReschedError
from resched.params import ParameterError, Params, param

if TYPE_CHECKING:
    from resched.algorithms import Algorithm

STUDIES = ("stochastic", "chain")
LAWS = ("gamma", "normal", "uniform")
APPLICATIONS = ("neuroscience", "synthetic", "gcr")

#: §2.5.1's three laws, all of mean μ_𝒟 = 50: Gamma(α, β) with rate β, Normal(μ, σ²) truncated
#: at 0, Uniform(a, b).
DEFAULT_LAW_PARAMS = {"gamma": (25.0, 0.5), "normal": (50.0, 2.5), "uniform": (20.0, 80.0)}
DEFAULT_ETA = 0.1
"""C = R = η·μ_𝒟 in chapter 2 (§2.5.1); c_i = η·t_i for the synthetic application (§3.4.1)."""
DEFAULT_DOWNTIME = {"stochastic": 1.0, "chain": 5.0}
"""D = 1 in chapter 2 (§2.5.1), D = 5 s in chapter 3 (§3.4.1)."""
PATTERN_METHODS = ("auto", "dp", "lp")
"""How the optimal pattern is found (``pattern_method``): the pattern DP, the ratio-cycle LP, or
the faster of the two by size."""
CROSSOVER_STEPS = 300_000
"""``auto`` runs the pattern DP up to this many inner steps (n·L·maxK) and the ratio-cycle LP
beyond, where the LP is the faster: both take about 5 ms there on one core; at 10⁶ steps the
DP takes 20–40 ms and the LP 10–18 ms, at 1.3·10⁷ steps 370 ms and 56 ms (synthetic, GCR and
neuroscience applications, ``python benchmarks/bench_iterative.py``, section (2))."""
MAX_LENGTHS = 100_000_000
"""Monte-Carlo runs × iterations of one chapter-2 task (the sampled lengths: 8 bytes each)."""

STUDY_OF = {
    "law": "stochastic",
    "law_params": "stochastic",
    "checkpoint": "stochastic",
    "restart": "stochastic",
    "monte_carlo_runs": "stochastic",
    "application": "chain",
    "tasks": "chain",
    "checkpoint_costs": "chain",
    "synthetic_seed": "chain",
    "ccr": "chain",
    "code_task_lengths": "chain",
    "normal_durations": "chain",
    "k_star_rounding": "chain",
    "pattern_method": "chain",
}
"""The study each parameter belongs to; the others (study, p_fail, eta, downtime, iterations,
paper_failures) belong to both."""
APPLICATION_OF = {
    "eta": ("synthetic",),
    "tasks": ("synthetic", "gcr"),
    "checkpoint_costs": ("synthetic",),
    "synthetic_seed": ("synthetic",),
    "ccr": ("gcr",),
    "code_task_lengths": ("gcr",),
    "normal_durations": ("neuroscience",),
}
"""Within the chain study, the applications a parameter applies to (the others apply to all)."""


def law_mean(law: str, law_params: tuple[float, ...]) -> float:
    """μ_𝒟 of a law (α/β, μ or (a + b)/2)."""
    a, b = law_params
    return {"gamma": a / b, "normal": a, "uniform": (a + b) / 2}[law]


@dataclass(frozen=True)
class IterativeParams(Params):
    """Every quantity of the iterative family's experiments and commands (thesis ch. 2 and 3)."""

    family = "iterative"

    # study and paper_failures have role "algorithm": they may be combined with an application
    # file given to `resched iterative simulate`, and they do not enter the instance seed.
    study: str = param(
        "stochastic",
        "stochastic: iteration lengths drawn from a law (ch. 2); chain: the deterministic applications of ch. 3",
        choices=STUDIES,
        role="algorithm",
    )
    p_fail: float = param(
        0.01,
        "failure probability p_fail of one iteration: λ = −ln(1 − p_fail)/(μ + C) (ch. 2) or /T (ch. 3)",
        ge=1e-9,
        le=0.99,
    )
    iterations: int = param(1000, "iterations n (ch. 2) or N (ch. 3) of a run", unit="iterations", ge=1, le=100_000)
    downtime: float | None = param(
        None,
        "downtime D after each failure (default: 1 in the stochastic study, 5 s in the chain study)",
        unit="time units (s in ch. 3)",
        ge=0,
        le=1e6,
    )
    eta: float | None = param(
        None,
        "checkpoint ratio η: C = η·μ (stochastic study, default 0.1 unless "
        "--checkpoint is given); c_i = η·t_i (synthetic application, default 0.1)",
        ge=1e-4,
        le=10,
    )
    paper_failures: bool = param(
        False,
        "replay the thesis' failure traces (gaps max(Exp(λ), D), a failure during "
        "D or R restarts D + R) instead of model-exact failures",
        role="algorithm",
    )
    # -- chapter 2 -----------------------------------------------------------------------------
    law: str = param("gamma", "law 𝒟 of the iteration lengths (§2.3.2)", choices=LAWS)
    law_params: tuple[float, ...] | None = param(
        None,
        "the law's two parameters: gamma α,β (rate β); normal μ,σ; "
        "uniform a,b (default: §2.5.1's gamma 25,0.5, normal 50,2.5, "
        "uniform 20,80, all of mean 50)",
        unit="time units",
        gt=0,
        le=1e9,
        length=2,
    )
    checkpoint: float | None = param(None, "checkpoint time C, 1e-4·μ to 10·μ (default: η·μ)", unit="time units", gt=0)
    restart: float | None = param(None, "restart (recovery) time R, at most 10·μ (default: C)", unit="time units", ge=0)
    monte_carlo_runs: int = param(
        10_000,
        "Monte-Carlo runs of n iterations, common random numbers across strategies (§2.5.1)",
        unit="runs",
        ge=1,
        le=1_000_000,
    )
    # -- chapter 3 -----------------------------------------------------------------------------
    application: str = param(
        "neuroscience",
        "application of §3.4.1: neuroscience (SLANT, Table II, 7 tasks), "
        "synthetic (t_i ~ U(100, 1000) s) or gcr (GCR(n), Table III)",
        choices=APPLICATIONS,
    )
    tasks: int = param(10, "tasks n per iteration (synthetic and gcr)", unit="tasks", ge=1, le=50)
    checkpoint_costs: str = param(
        "proportional",
        "synthetic checkpoint costs: c_i = η·t_i (proportional) or U(100η, 1000η) s (uniform); r_i = c_i",
        choices=("proportional", "uniform"),
    )
    synthetic_seed: int = param(
        1, "MT19937 seed of the synthetic draw (1: the thesis' rng(1,'twister'))", ge=0, le=2**32 - 1
    )
    ccr: float = param(1.0, "GCR communication-to-computation ratio CCR", gt=0, le=1000)
    code_task_lengths: bool = param(
        False,
        "GCR task lengths (6n − 1)·i of the thesis' code instead of the formula's (6m − 1)·i (λ keeps the formula's T)",
    )
    normal_durations: bool = param(
        False,
        "neuroscience task durations drawn from Normal(μ_i, σ_i²), t_1 = 3.4·t_0 "
        "(Fig. 3.10); the pattern is computed on the means",
    )
    k_star_rounding: str = param(
        "floor",
        "k* = ⌊M*/T⌋ (floor, Table VI) or ⌈M*/T⌉ (ceil, notation table) in the pattern DP's bounds (same optimum)",
        choices=("floor", "ceil"),
        role="algorithm",
    )
    pattern_method: str = param(
        "auto",
        "how the optimal pattern is found: dp (Algorithm 3's DP), lp (the "
        "ratio-cycle LP, read back into its cycle) or auto (the DP up to "
        f"{CROSSOVER_STEPS:,} DP steps n·L·maxK, the faster LP beyond)",
        choices=PATTERN_METHODS,
        role="algorithm",
    )

    def check(self) -> None:
        for info in self.info():
            value = getattr(self, info.name)
            if value == info.default:
                continue
            study = STUDY_OF.get(info.name)
            if study is not None and study != self.study:
                raise ParameterError(info.name, f"applies to the {study} study only (study is {self.study})")
            applications = APPLICATION_OF.get(info.name)
            if self.study == "chain" and applications and self.application not in applications:
                raise ParameterError(
                    info.name,
                    f"applies to application {' and '.join(applications)} only in the "
                    f"chain study (application is {self.application})",
                )
        if self.study == "stochastic":
            self._check_stochastic()

    def _check_stochastic(self) -> None:
        law_params = self.law_params or DEFAULT_LAW_PARAMS[self.law]
        a, b = law_params
        if self.law == "uniform" and not a < b:
            raise ParameterError("law_params", f"uniform a,b needs a < b, got {a:g},{b:g}")
        if self.law == "normal" and b > a:
            raise ParameterError("law_params", f"normal μ,σ needs σ <= μ (lengths stay near the mean), got {a:g},{b:g}")
        mean = law_mean(self.law, law_params)
        if (
            self.checkpoint is not None
            and self.eta is not None
            and abs(self.checkpoint - self.eta * mean) > 1e-9 * max(1.0, self.checkpoint)
        ):
            raise ParameterError(
                "checkpoint", f"give eta or checkpoint, not both: C = {self.checkpoint:g} but η·μ = {self.eta * mean:g}"
            )
        checkpoint = self.checkpoint if self.checkpoint is not None else (self.eta or DEFAULT_ETA) * mean
        if not 1e-4 * mean <= checkpoint <= 10 * mean:
            raise ParameterError(
                "checkpoint",
                f"must be in [1e-4·μ, 10·μ] = [{1e-4 * mean:g}, {10 * mean:g}] (1e-4 <= η <= 10), got {checkpoint:g}",
            )
        if self.restart is not None and self.restart > 10 * mean:
            raise ParameterError("restart", f"must be <= 10·μ = {10 * mean:g}, got {self.restart:g}")
        if self.law == "gamma":
            lam = -math.log1p(-self.p_fail) / (mean + checkpoint)
            if not lam < b:
                raise ParameterError(
                    "law_params",
                    f"gamma needs λ < β for a finite E[e^(λX)]: λ = {lam:g} >= β = {b:g} (lower p_fail or raise β)",
                )
        if self.monte_carlo_runs * self.iterations > MAX_LENGTHS:
            raise ParameterError(
                "monte_carlo_runs",
                f"runs × iterations = {self.monte_carlo_runs * self.iterations:,} "
                f"exceeds {MAX_LENGTHS:,} sampled lengths",
            )

    def applicable(self) -> dict[str, object]:
        """The fields that apply to this study (and, in the chain study, to this application)."""
        return {
            name: value
            for name, value in self.to_dict().items()
            if STUDY_OF.get(name, self.study) == self.study
            and (self.study != "chain" or self.application in APPLICATION_OF.get(name, APPLICATIONS))
        }

    def resolve(self) -> IterativeParams:
        changes: dict[str, object] = {}
        if self.downtime is None:
            changes["downtime"] = DEFAULT_DOWNTIME[self.study]
        if self.study == "stochastic":
            law_params = self.law_params or DEFAULT_LAW_PARAMS[self.law]
            mean = law_mean(self.law, law_params)
            eta = (
                self.eta
                if self.eta is not None
                else (DEFAULT_ETA if self.checkpoint is None else self.checkpoint / mean)
            )
            checkpoint = self.checkpoint if self.checkpoint is not None else eta * mean
            changes |= {
                "law_params": law_params,
                "eta": eta,
                "checkpoint": checkpoint,
                "restart": checkpoint if self.restart is None else self.restart,
            }
        elif self.application == "synthetic" and self.eta is None:
            changes["eta"] = DEFAULT_ETA
        return self.replace(**changes) if changes else self


@dataclass(frozen=True)
class ReferenceStrategy:
    """A §3.4.1 reference strategy of the chain study, with its declared rule.

    ``rule``: ``each_iteration`` (checkpoint a_{n−1}), ``each_task``, ``young_daly_average``
    (checkpoint after the task where the work since the last checkpoint exceeds √(2c/λ),
    c = ``checkpoint_cost`` of the tasks: their average, least or largest, footnote 3) or
    ``young_daly_periodic`` (the task of least c every max(1, round(√(2c_min/λ)/T))
    iterations)."""

    name: str
    summary: str
    rule: str
    checkpoint_cost: str | None = None


REFERENCE_STRATEGIES = (
    ReferenceStrategy("CkptEachIter", "checkpoint at the end of every iteration", "each_iteration"),
    ReferenceStrategy("CkptEachTask", "checkpoint after every task", "each_task"),
    ReferenceStrategy(
        "CkptYdAve", "Young/Daly work √(2c/λ) with the average checkpoint cost c_ave", "young_daly_average", "average"
    ),
    ReferenceStrategy(
        "CkptYdAve(c_min)", "CkptYdAve with the least checkpoint cost (footnote 3)", "young_daly_average", "least"
    ),
    ReferenceStrategy(
        "CkptYdAve(c_max)", "CkptYdAve with the largest checkpoint cost (footnote 3)", "young_daly_average", "largest"
    ),
    ReferenceStrategy(
        "CkptYdPer", "the task of least c every max(1, round(√(2c_min/λ)/T)) iterations", "young_daly_periodic"
    ),
)
"""The §3.4.1 strategies, in the order of every table and figure (after ``Optimal``)."""
STRATEGY_NAMES = tuple(s.name for s in REFERENCE_STRATEGIES)


def same_study(params: IterativeParams, algorithm: Algorithm) -> None:
    """Refuse an algorithm of the other study (e.g. ``all`` with ``study = "stochastic"``); a
    user's algorithm that declares no ``study`` trait is checked by the runner, on the ``study``
    its object declares."""
    if algorithm.trait("study") not in (None, params.study):
        raise ReschedError(
            f"iterative algorithm {algorithm.name} belongs to the {algorithm.trait('study')} study "
            f"(study is {params.study}; set --study {algorithm.trait('study')})"
        )
