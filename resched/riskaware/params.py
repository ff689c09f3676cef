"""The risk-aware family's parameters, declared once (names, units, defaults, ranges), and the
constants they are validated against: the bottom of the family, importing none of its modules.

Units: dates and lengths of a trace are in seconds (``period``, ``tick``); the simulator
works in ticks of ``tick`` seconds (dates floored, lengths rounded up). Machines and cores
are counts. The trace format is detected from the file's content (never its name): the
authors' job trace ``id release length cores status`` (the Borg-derived traces) or SWF
(:func:`resched.riskaware.generate.trace_format`).
"""

from __future__ import annotations

from dataclasses import dataclass

from resched.errors import ReschedError
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
#: Event conventions of the simulator (``conventions``): ``resched`` (one decision per tick, after
#: its completions, capacity change and arrivals) or ``authors`` (the authors' ``simu.cc``: a
#: decision after each completion, after the capacity change and after each arrival, ties in
#: the order of its binary heaps; [RISKAWARE-D18], [RISKAWARE-D21]).
CONVENTIONS = ("resched", "authors")
#: The authors' own policies (``simu.cc``'s ``algo`` heuristic; :mod:`resched.riskaware.algorithms.authors`),
#: always run with the authors' conventions ([RISKAWARE-D19]).
AUTHORS_POLICIES = ("BSS", "BS1", "BP1")


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
        'its content: JSON {"times": [seconds…], "alive": [machines…]}, seconds from the window start, or the '
        "authors' variation trace (first line the initial machine count, then "
        "'time machines' lines, times in seconds on the job trace's clock); walk_seed "
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
    conventions: str = param(
        "resched",
        "event conventions: resched (one decision per tick after its completions, capacity change and "
        "arrivals) or authors (the authors' simu.cc, FirstFit only: the queue rescanned after each "
        "completion, before a same-tick capacity change; an arrival starts only if a machine has more "
        "free cores than it needs, else it queues; ties in the order of simu.cc's heaps)",
        choices=CONVENTIONS,
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


#: The family's algorithms in the registry's order, each with its aliases
#: (:data:`resched.riskaware.family.ALGORITHMS` declares them with their summaries and traits).
ALGORITHM_NAMES: dict[str, tuple[str, ...]] = {
    "FirstFit": ("FF", "FCFS"),
    "FirstFitBlocking": ("FFB", "FCFS-blocking"),
    "FirstFitAware": ("FFA",),
    "TargetStretch": ("TS",),
    "TargetASAP": ("TA",),
    "PackedTargetASAP": ("PTA",),
}


def algorithm_name(text: str) -> str:
    """The name of :data:`ALGORITHM_NAMES` that ``text`` writes (any case, or an alias); a
    one-line error naming the known algorithms."""
    key = text.lower() if isinstance(text, str) else None
    for name, aliases in ALGORITHM_NAMES.items():
        if key in (name.lower(), *(a.lower() for a in aliases)):
            return name
    raise ReschedError(f"unknown riskaware algorithm {text!r} (known: {', '.join(ALGORITHM_NAMES)})")
