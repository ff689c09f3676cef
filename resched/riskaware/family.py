"""The risk-aware family, declared once: parameters, algorithms, runner, models, figures, commands.

Units: dates and lengths of a trace are in seconds (``period``, ``tick``); the simulator
works in ticks of ``tick`` seconds (dates floored, lengths rounded up). Machines and cores
are counts. The trace format is detected from the file's content (never its name): the
authors' job trace ``id release length cores status`` (the Borg-derived traces) or SWF
(:func:`resched.riskaware.generate.trace_format`).
"""

from __future__ import annotations

from dataclasses import dataclass

from resched.algorithms import AlgorithmRegistry, AlgorithmSpec
from resched.declarations import Family
from resched.params import ParameterError, Params, param

#: Parameters of ``resched riskaware generate`` and ``adversary`` only (the run verb and the
#: sweeps leave them at their defaults).
GENERATE_ONLY = ("machines", "jobs", "horizon")
ADVERSARY_ONLY = ("first_job_length",)
#: The algorithm parameters (read by the Target* algorithms; the first-fits ignore them).
POLICY_FIELDS = ("target_stretch", "distance", "pack", "safety")
#: Window conventions (``window``): ``resume`` is the authors' simulator's, ``restart`` the
#: earlier one of resched [RISKAWARE-D9].
WINDOWS = ("resume", "restart")
DEFAULT_WINDOW = "resume"


@dataclass(frozen=True)
class RiskAwareParams(Params):
    """The slides' setting: a job trace on M⁺ = M_avg + M_ra machines of n_c
    cores whose number alive follows a seeded random walk, and the algorithms' knobs."""

    family = "riskaware"

    trace: str | None = param(
        None,
        "job trace file, its format detected from its content: the authors' job trace "
        "'id release length cores release|running' (the Borg-derived traces) or SWF",
        path=True,
    )
    days: float | None = param(
        None,
        "days of submissions kept from the trace start (default: a job trace's whole window, an SWF trace's first 7)",
        unit="days",
        gt=0,
        le=3650,
    )
    load: float | None = param(
        None,
        "scale the releases so that the work is load × n_c · M_avg · window "
        "(26/24 = 1.0833 is the slides' dimensioning; default: the trace's own dates)",
        gt=0,
        le=100,
    )
    cores: int = param(24, "cores per machine n_c", unit="cores", ge=1, le=4096)
    m_avg: int = param(
        24, "average number of machines alive M_avg (the walk starts there)", unit="machines", ge=1, le=100
    )
    m_range: int | None = param(
        None,
        "range M_ra of the walk: M_alive in [M_avg − M_ra, M_avg + M_ra] (default: round(M_avg/3), 8 for M_avg = 24)",
        unit="machines",
        ge=0,
        le=100,
    )
    period: float = param(
        1200.0,
        "period φ of the capacity walk (the mean phase length with phases = random)",
        unit="seconds",
        ge=1,
        le=31_536_000,
    )
    step: int = param(1, "largest change of M_alive per period", unit="machines", ge=1, le=100)
    phases: str = param(
        "fixed",
        "phase lengths of the walk: fixed (every φ) or random (exponential, mean φ)",
        choices=("fixed", "random"),
    )
    walk_seed: int | None = param(
        None,
        "seed of the capacity walk (default: the run's --seed; a sweep fills it "
        "with the replicate index 0..instances−1 when its grid leaves it unset, so "
        "every grid point sees the same walks)",
        ge=0,
    )
    capacity_file: str | None = param(
        None,
        "capacity profile used instead of the walk, its format detected from "
        'its content: JSON {"times": [seconds…], "alive": [machines…]} or the '
        "authors' variation trace (first line the initial machine count, then "
        "'time machines' lines, times in seconds from the window start); walk_seed "
        "is then unused, period and step still describe the walk the algorithms "
        "assume",
        path=True,
    )
    window: str = param(
        DEFAULT_WINDOW,
        "window convention: resume (the authors' simulator: a job running at the "
        "window start is submitted then with its remaining length; stretch over the jobs completed "
        "by T) or restart (resched's earlier convention: restarted with its full length; stretch over "
        "every job, the run going on until all complete)",
        choices=WINDOWS,
    )
    tick: float = param(
        300.0,
        "time unit of the simulation: trace dates are floored and lengths rounded up to ticks",
        unit="seconds",
        ge=1,
        le=86_400,
    )
    target_stretch: float = param(
        1.5, "target maximum stretch of TargetStretch, TargetASAP, PackedTargetASAP", ge=1, le=10_000, role="algorithm"
    )
    distance: int = param(
        2,
        "neighbourhood around the target machine (TargetStretch, TargetASAP)",
        unit="machines",
        ge=0,
        le=200,
        role="algorithm",
    )
    pack: int = param(4, "pack size of PackedTargetASAP", unit="machines", ge=1, le=200, role="algorithm")
    safety: float = param(
        0.9,
        "survival probability required on a job's target machine (Target* algorithms)",
        gt=0,
        le=1,
        role="algorithm",
    )
    machines: int = param(2, "generate only: machines M⁺ of the random small instance", unit="machines", ge=1, le=16)
    jobs: int = param(4, "generate only: jobs of the random small instance", ge=1, le=200)
    horizon: int = param(8, "generate only: horizon T of the random small instance", unit="ticks", ge=2, le=200)
    first_job_length: int = param(
        12, "adversary only: length K of the first job τ1 (and horizon T = K)", unit="ticks", ge=3, le=1000
    )

    def check(self) -> None:
        if self.m_range is not None and self.m_range > self.m_avg:
            raise ParameterError(
                "m_range", f"must be <= m_avg = {self.m_avg} (M⁻ = M_avg − M_ra >= 0), got {self.m_range}"
            )

    def resolve(self) -> RiskAwareParams:
        changes: dict[str, object] = {}
        if self.m_range is None:
            changes["m_range"] = round(self.m_avg / 3)
        return self.replace(**changes) if changes else self


def check_task(params: RiskAwareParams, algorithm: object = None) -> None:
    """Refuse parameters that the run verb and the sweeps do not read (those of ``generate``
    and ``adversary``) when they differ from their defaults: checked when a sweep is loaded
    and before ``resched riskaware simulate`` starts."""
    for name in (*GENERATE_ONLY, *ADVERSARY_ONLY):
        if getattr(params, name) != RiskAwareParams.field(name).default:
            verb = "generate" if name in GENERATE_ONLY else "adversary"
            raise ParameterError(name, f"is read by `resched riskaware {verb}` only, not by simulate or sweeps")


def _algorithm(name: str, factory: str, summary: str, *aliases: str, **traits: object) -> AlgorithmSpec:
    return AlgorithmSpec(name, summary, f"resched.riskaware.simulate:{factory}", aliases=aliases, traits=traits)


ALGORITHMS = AlgorithmRegistry(
    "riskaware",
    (
        _algorithm(
            "FirstFit",
            "first_fit",
            "FCFS with backfilling at machine level (the slides' baseline): at every arrival, completion and "
            "capacity change, every queued job that fits starts on the lowest-index machine with room, the "
            "queue scanned by release date",
            "FF",
            "FCFS",
            queues="global",
            risk_aware=False,
            reservations=False,
            parameters=(),
        ),
        _algorithm(
            "FirstFitBlocking",
            "first_fit_blocking",
            "FCFS + FirstFit without backfilling (resched's earlier FirstFit): the queue head starts on "
            "the lowest-index machine with room; the queue waits while the head does not fit",
            "FFB",
            "FCFS-blocking",
            queues="global",
            risk_aware=False,
            reservations=False,
            parameters=(),
        ),
        _algorithm(
            "FirstFitAware",
            "first_fit_aware",
            "the slides' handlers: an arrival, a completion, an added machine and a removal each start queued "
            "jobs on the lowest-index machine with room",
            "FFA",
            queues="global",
            risk_aware=False,
            reservations=False,
            parameters=(),
        ),
        _algorithm(
            "TargetStretch",
            "target_stretch",
            "one queue per machine, conservative backfilling: the target machine, or the closest within "
            "distance where the stretch stays <= target_stretch",
            "TS",
            queues="per-machine",
            risk_aware=True,
            reservations=True,
            parameters=("target_stretch", "distance", "safety"),
        ),
        _algorithm(
            "TargetASAP",
            "target_asap",
            "start now on the target or a neighbour within distance; else reserve on the target if its "
            "stretch holds; else where the job starts first among the acceptable machines",
            "TA",
            queues="per-machine",
            risk_aware=True,
            reservations=True,
            parameters=("target_stretch", "distance", "safety"),
        ),
        _algorithm(
            "PackedTargetASAP",
            "packed_target_asap",
            "TargetASAP on the target's pack of pack machines, filled from the first machine of the pack",
            "PTA",
            queues="per-machine",
            risk_aware=True,
            reservations=True,
            parameters=("target_stretch", "pack", "safety"),
        ),
    ),
)
"""The slides' five algorithms and the blocking first fit (docs/riskaware.md); traits:
``queues`` (one global queue or one per machine), ``risk_aware`` (targets machines by their
survival probability), ``reservations`` (conservative backfilling of reservations),
``parameters`` (the algorithm parameters it reads)."""

FAMILY = Family(
    name="riskaware",
    title="Variable capacity without checkpoints: risk-aware online scheduling (Perotin et al., 2023).",
    params=RiskAwareParams,
    algorithms=ALGORITHMS,
    instance="resched.riskaware.instance:from_dict",
    run="resched.riskaware.experiment:run_task",
    exact_models="resched.riskaware.exact:EXACT_MODELS",
    heuristics="resched.riskaware.exact:HEURISTICS",
    figures="resched.riskaware.figures:plot_sweep",
    replicate_params=("walk_seed",),
    default_algorithms=("TargetASAP",),
    compatible="resched.riskaware.family:check_task",
)
