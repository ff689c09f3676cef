"""The variable-capacity family, declared once: parameters, algorithms, runner, models,
figures and commands (Cendrier, Benoit, Vivien, *Scheduling with variable capacity*,
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
from typing import TypedDict

from resched.algorithms import AlgorithmRegistry, AlgorithmSpec
from resched.declarations import Family
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


def _spec(
    name: str,
    summary: str,
    factory: str,
    parameter: str | None = None,
    aliases: tuple[str, ...] = (),
    bounds: tuple[float, float] | None = None,
    **traits: object,
) -> AlgorithmSpec:
    return AlgorithmSpec(
        name,
        summary,
        f"resched.varcap.algorithms:{factory}",
        parameter=parameter,
        traits={"kind": "section", **traits},
        aliases=aliases,
        bounds=bounds,
    )


MAX_BIC_EXPONENT = 500.0
"""Largest DPBiC exponent 𝒳 (the paper uses 0–45; (2 − Y)^𝒳 overflows near 𝒳 = 1000)."""
UNIT = (0.0, 1.0)
BIC = (0.0, MAX_BIC_EXPONENT)


class _Reallocation(TypedDict):
    reallocation: str


_DP: _Reallocation = {"reallocation": "subset-sum"}
ALGORITHMS = AlgorithmRegistry(
    "varcap",
    (
        _spec(
            "GreedyGoodput",
            "§4.1.1, Algorithm 1: restart by decreasing size, keep running by size at the end",
            "greedy_goodput",
            objective="goodput",
            reallocation="greedy",
        ),
        _spec(
            "GreedyYield",
            "§4.1.2: restart by increasing yield, checkpoint every job at the end",
            "greedy_yield",
            objective="yield",
            reallocation="greedy",
        ),
        _spec(
            "DPGoodputSlow-BestCnf",
            "§4.2.1, App. D.1: three-phase DP, best C_nf among the Run(0) jobs' C_k "
            "(by the DP or the phase MILP: parameter best_cnf_solver)",
            "dp_goodput_slow_best_cnf",
            aliases=("DPGoodputSlowBestCnf",),
            objective="goodput",
            fallback="GreedyGoodput",
            solver="best_cnf_solver",
            **_DP,
        ),
        _spec(
            "DPGoodputSlow",
            "§4.2.1, App. D.1: three-phase DP at C_nf = C_max",
            "dp_goodput_slow_cmax",
            objective="goodput",
            fallback="GreedyGoodput",
            **_DP,
        ),
        _spec(
            "DPGoodput",
            "§4.2.3, App. D.2: two-part DP (DP1 phases 1-2, DP2 phase 3) at C_nf = C_max",
            "dp_goodput_cmax",
            objective="goodput",
            fallback="GreedyGoodput",
            **_DP,
        ),
        _spec(
            "DPGoodput-BestCnf",
            "§4.2.3, App. D.2: two-part DP, best C_nf among the Run(0) jobs' C_k",
            "dp_goodput_best_cnf",
            aliases=("DPGoodputBestCnf",),
            objective="goodput",
            fallback="GreedyGoodput",
            **_DP,
        ),
        _spec(
            "DPYield",
            "§4.2.4, App. D.3: two-part DP maximising the smallest work",
            "dp_yield_section",
            objective="yield",
            fallback="GreedyYield",
            **_DP,
        ),
        _spec(
            "TargetYield",
            "§4.3.1: DPGoodput when every Yield_j(T_i) >= Y, else DPYield (each with its fallback)",
            "target_yield",
            parameter="Y",
            bounds=UNIT,
            objective="bicriteria",
            fallback="branch",
            **_DP,
        ),
        _spec(
            "TargetGoodput",
            "§4.3.2, App. D.4: DPYield under a goodput target G (una budget carried across sections)",
            "target_goodput",
            parameter="G",
            bounds=UNIT,
            objective="bicriteria",
            fallback="GreedyYield",
            stateful=True,
            **_DP,
        ),
        _spec(
            "DPBiC",
            "§4.3.3, App. D.5: DPGoodput with gains weighted by (2 - Yield_j)^X",
            "dp_bic_cmax",
            parameter="X",
            bounds=BIC,
            objective="bicriteria",
            fallback="GreedyYield",
            **_DP,
        ),
        _spec(
            "DPBiC-BestCnf",
            "§4.3.3, App. D.5: DPBiC(X) with the best C_nf",
            "dp_bic_best_cnf",
            parameter="X",
            bounds=BIC,
            aliases=("DPBiCBestCnf",),
            objective="bicriteria",
            fallback="GreedyYield",
            **_DP,
        ),
        AlgorithmSpec(
            "YieldBounds",
            "App. E.4, Table 1: §5.1 LP and §3.4 area bounds on the max min-yield (no simulation)",
            "resched.varcap.experiment:yield_bounds_factory",
            traits={"kind": "bound"},
        ),
    ),
)
"""The paper's algorithms under its names (any case). Traits, read by the simulator
(:mod:`resched.varcap.simulate`, :mod:`resched.varcap.algorithms`) and by the sweeps:

- ``kind``: ``section`` (a section algorithm the simulator runs) or ``bound`` (the sweep
  pseudo-algorithm YieldBounds, which computes bounds instead of simulating);
- ``reallocation``: the §5.2 policy for processors freed by finite jobs, ``greedy`` (first
  fit, the greedy algorithms) or ``subset-sum`` (exact, the DPs);
- ``fallback``: the rule deciding the sections the algorithm cannot schedule (a two-part DP
  on a section shorter than C_max, App. D.2 having no decision there; a DP without a
  feasible state): ``GreedyGoodput`` (Algorithm 1) or ``GreedyYield`` (its rule, extended to
  jobs left running); ``branch`` for TargetYield, whose DPGoodput and DPYield branches take
  their own fallbacks. The simulator counts these sections (metric ``fallback_sections``);
- ``stateful``: keeps a state across sections (TargetGoodput's una budget); the simulator
  builds a fresh instance for every simulation, which starts at section 0;
- ``objective``: goodput, yield or bicriteria (for documentation and figures);
- ``solver``: the parameter choosing how the algorithm is computed (``best_cnf_solver`` for
  DPGoodputSlow-BestCnf: its factory takes the solver, :mod:`resched.varcap.best_cnf`).
"""

FAMILY = Family(
    name="varcap",
    title="Variable capacity with checkpoints (Cendrier, Benoit, Vivien, RR-9582, 2025).",
    params=VarCapParams,
    algorithms=ALGORITHMS,
    instance="resched.varcap.instance:from_dict",
    run="resched.varcap.experiment:run_task",
    exact_models="resched.varcap.exact:EXACT_MODELS",
    heuristics="resched.varcap.exact:HEURISTICS",
    figures="resched.varcap.figures:plot_sweep",
    default_algorithms=("DPBiC(15)",),
)
