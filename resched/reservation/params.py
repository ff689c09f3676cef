"""The reservation family's parameters: a job's execution-time law and the platform's costs.

Times (``checkpoint``, ``restart``, the law's values) are in the law's own time unit: hours
for the Table 1 laws and the neuroscience scenario, as in the paper; the unit of the file
for ``runtimes``. The bottom of the family: imports nothing else of it.
"""

from __future__ import annotations

from dataclasses import dataclass

from resched.params import ParameterError, Params, param

LAW_NAMES = (
    "exponential",
    "weibull",
    "gamma",
    "lognormal",
    "pareto",
    "truncnorm",
    "uniform",
    "beta",
    "boundedpareto",
    "neuro",
    "empirical",
)
"""The nine Table 1 laws, ``neuro`` (§4.4's Scenario 2: the LogNormal moment-matched to
μ = 21.4·mu_ratio h and σ = 19.7·sigma_ratio h) and ``empirical`` (the run times of ``runtimes``)."""
DEFAULT_MAX_CHUNKS = 20_000
"""The budget of DYN-PROG-COUNT's discretisation: Algorithm 1's n is used whole up to this many
chunks (then Thm 3's (1+ε) guarantee holds), and capped to it beyond. The DP of Thm 2 takes
O(n) memory (about 100 bytes·n: 2 MB here) and O(n²) time (about 10–25 ns·n²/2 on one core:
2–5 s at this cap), so the budget is one of time. It covers Algorithm 1's n at ε = 0.1,
C = R = 0.1 h for six Table 1 laws (Exponential 14,507 … Beta 1,800), not Weibull (116,909),
LogNormal (81,102) or Pareto (96,500)."""
CHUNKS_LIMIT = 200_000
"""Most chunks accepted (``chunks``, ``max_chunks``): about 5–8 minutes of DP on one core."""
GRIDS = ("intervals", "points")
"""How ``chunks`` counts the discretisation of [a, b] (Eq. 9): ``intervals`` (default, the
paper's n): n equal intervals, n + 1 grid points a = v_0 < v_1 < … < v_n = b counting a, the
law's n support values v_1..v_n; ``points``: n grid points counting a, so n − 1 intervals."""


@dataclass(frozen=True)
class ReservationParams(Params):
    """A job's execution-time law and the platform's costs (§2 of the paper)."""

    family = "reservation"

    law: str = param(
        "exponential",
        "execution-time law: a Table 1 law, neuro (Scenario 2) or empirical (the run times of --runtimes)",
        choices=LAW_NAMES,
    )
    law_params: tuple[float, ...] | None = param(
        None, "the law's parameters in Table 1 order (default: Table 1's; truncnorm: mean, sd, a, b)"
    )
    runtimes: str | None = param(None, "file of observed run times, one per line (law = empirical)", path=True)
    upper: float | None = param(
        None, "upper end b of an infinite support (default: the 1 − 1e-7 quantile)", unit="law's time unit", gt=0
    )
    mu_ratio: float = param(1.0, "neuro: mean over the fitted mean 21.4 h (Fig. 7a)", gt=0)
    sigma_ratio: float = param(1.0, "neuro: standard deviation over the fitted 19.7 h (Fig. 7b)", gt=0)
    checkpoint: float = param(0.1, "checkpoint time C", unit="law's time unit (hours for Table 1)", ge=0)
    restart: float | None = param(None, "restart time R (default: C)", unit="law's time unit", ge=0)
    alpha: float = param(1.0, "cost per reserved time unit α (Eq. 1)", gt=0)
    beta: float = param(0.0, "cost per used time unit β (Eq. 1)", ge=0)
    gamma: float = param(0.0, "cost per reservation γ (Eq. 1)", ge=0)
    epsilon: float = param(0.1, "DYN-PROG-COUNT's ε: n = ⌈c_0/ε⌉ chunks (Algorithm 1)", gt=0, role="algorithm")
    chunks: int | None = param(
        None,
        "chunks n of the discretisation (overrides ε; the (1+ε) guarantee holds if n ≥ Algorithm 1's n): "
        "n equal intervals of [a, b], i.e. n + 1 grid points counting a and n support values (Eq. 9); "
        "--grid points reads n as grid points counting a (n − 1 intervals)",
        ge=1,
        le=CHUNKS_LIMIT,
        role="algorithm",
    )
    grid: str = param(
        "intervals",
        "how --chunks n counts the grid on [a, b]: intervals (n equal intervals, n + 1 points "
        "a, a + (b − a)/n, …, b; the paper's Eq. 9) or points (n points a, a + (b − a)/(n − 1), …, b "
        "counting a: n − 1 intervals)",
        choices=GRIDS,
        role="algorithm",
    )
    max_chunks: int = param(
        DEFAULT_MAX_CHUNKS,
        "cap on Algorithm 1's n, the DP's time budget (O(n²) time, O(n) "
        "memory); the (1+ε) guarantee holds when Algorithm 1's n fits",
        ge=1,
        le=CHUNKS_LIMIT,
        role="algorithm",
    )
    tau: int | None = param(
        None, "periods of a periodic strategy (default: the best in [1, 1000])", ge=1, le=100_000, role="algorithm"
    )

    def check(self) -> None:
        if (self.law == "empirical") != (self.runtimes is not None):
            raise ParameterError("runtimes", "give --runtimes exactly when law = empirical")
        if self.law in ("neuro", "empirical") and self.law_params is not None:
            raise ParameterError("law_params", f"law {self.law} takes no parameters")
        if self.grid == "points" and (self.chunks is None or self.chunks < 2):
            raise ParameterError("grid", "points needs --chunks n >= 2 (n grid points counting a: n − 1 intervals)")

    @property
    def intervals(self) -> int | None:
        """The number of equal intervals of [a, b] that ``chunks`` asks for (``None``:
        Algorithm 1's n): ``chunks`` with ``grid = intervals``, ``chunks − 1`` with ``points``.

        >>> ReservationParams(chunks=4, grid="points").intervals
        3
        """
        if self.chunks is None or self.grid == "intervals":
            return self.chunks
        return self.chunks - 1

    def resolve(self) -> ReservationParams:
        return self.replace(restart=self.checkpoint) if self.restart is None else self
