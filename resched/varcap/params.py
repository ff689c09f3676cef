"""The variable-capacity family's experiment parameters (Cendrier, Benoit, Vivien, *Scheduling with variable capacity*,
RR-9582, 2025).

Units. Processor counts are integers (``p_max``); ``p_min_fraction`` and ``delta_fraction``
are fractions of P_max, as in §6.1 of the paper (P_min = round(0.2·P_max), δ =
round(0.1·P_max)); an instance file keeps the resulting processor counts (its
``platform.P_min`` and ``platform.delta``). Times (``avg_section_length``, the trace's run
times, C_j and R_j) are in the instance's time unit: seconds for trace-derived workloads.

The old presets are values of ``p_max``: light = 100, default = 400 (the default).
"""

from __future__ import annotations

from dataclasses import dataclass

from resched.params import ParameterError, Params, param

RELEASES = ("fifo", "accumulation", "smallest", "uniform")
"""Release-date methods of finite jobs: the three of App. E.5.2 (they keep Σ p_j of the alive
jobs ≥ Load·P_max; §6.3 uses fifo) and ``uniform`` (releases uniform over the first 90% of
the horizon, the job count set by the load or by ``jobs``)."""


@dataclass(frozen=True)
class VarCapParams(Params):
    """A random variable-capacity instance (§6.1 of the paper); the defaults are the paper's."""

    family = "varcap"

    p_max: int = param(
        400, "largest processor count P_max (§6.1: 400; the light preset is 100)", unit="processors", ge=1, le=10_000
    )
    sections: int = param(400, "number of sections n", unit="sections", ge=1, le=100_000)
    avg_section_length: float = param(
        100.0,
        "average section length avgT: lengths uniform in [0.8, 1.2]·avgT",
        unit="time unit (s for traces)",
        gt=0,
        le=1e9,
    )
    p_min_fraction: float = param(
        0.2,
        "smallest processor count P_min as a fraction of P_max (P_min = round(fraction·P_max) processors)",
        unit="fraction of P_max",
        gt=0,
        le=1,
    )
    delta_fraction: float = param(
        0.1,
        "largest change δ of the processor count between two sections, as a fraction "
        "of P_max (δ = round(fraction·P_max) processors)",
        unit="fraction of P_max",
        ge=0,
        le=1,
    )
    load: float = param(
        2.0,
        "Load = Σ p_j / P_max: jobs are drawn until it is reached (finite jobs with a release "
        "method: kept alive at every section start)",
        gt=0,
        le=100,
    )
    jobs: int | None = param(
        None, "number of jobs instead of the load (infinite jobs, or releases = uniform)", unit="jobs", ge=1, le=100_000
    )
    finite: bool = param(False, "finite jobs (§5): lengths are the workload's run times, releases by --releases")
    releases: str = param(
        "fifo",
        "release dates of finite jobs: fifo, accumulation, smallest (App. E.5.2; §6.3 uses "
        "fifo) or uniform over the first 90% of the horizon; unused for infinite jobs",
        choices=RELEASES,
    )
    trace: str = param(
        "synthetic",
        "SWF trace the job sizes and run times are drawn from (jobs with p_j <= P_min), "
        "or synthetic: one fixed draw of log-uniform sizes in [1, 400] and run times in [60, 86400] s",
        path=True,
        special=("synthetic",),
    )
    best_cnf_solver: str = param(
        "auto",
        "how DPGoodputSlow-BestCnf computes each section's optimum: dp (App. D.1's "
        "DP), milp (the phase MILP, same work and (a, c), any of the tied decisions) or "
        "auto (the DP up to 4e8 DP states, the measured crossover, the MILP beyond)",
        choices=("auto", "dp", "milp"),
        role="algorithm",
    )
    profile: str | None = param(
        None,
        'capacity profile file, JSON {"T": [...], "P": [...]} or a varcap instance, '
        "instead of the random one (sections and avg_section_length are then unused)",
        path=True,
    )

    def check(self) -> None:
        if round(self.p_min_fraction * self.p_max) < 1:
            raise ParameterError(
                "p_min_fraction",
                f"P_min = round({self.p_min_fraction:g} × {self.p_max}) is 0 processors; no job would fit",
            )
        if self.jobs is not None and self.finite and self.releases != "uniform":
            raise ParameterError(
                "jobs",
                f"releases = {self.releases} sets the job count from the load; give --jobs "
                "with infinite jobs or with --releases uniform",
            )

    @property
    def p_min(self) -> int:
        """P_min in processors."""
        return round(self.p_min_fraction * self.p_max)

    @property
    def delta(self) -> int:
        """δ in processors."""
        return round(self.delta_fraction * self.p_max)
