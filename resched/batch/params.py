"""The batch family's parameters and the constants they validate (the bottom of the family).

Times are in seconds, sizes in nodes. A run simulates one workload — a month of an SWF
trace (``trace``), the synthetic 128-node workload of §4.5.3 (``trace = "synthetic"``), or
an instance file given to ``resched batch simulate INSTANCE`` — under one failure scenario
(Poisson failures of platform MTBF ``mtbf`` drawn with the run's seed) with one strategy.

Defaults that depend on the workload are resolved once (:meth:`BatchParams.resolve`) and
stored resolved in every sweep row: the thesis' trace scenario is μ = D = 1 h (§4.5.1),
its synthetic scenario μ = 30 min, D = 10 min (§4.5.3).

The replay of reservation strategies (``resched batch replay``, §5 of Gainaru et al., IPDPS
2020) is another experiment on the same simulator: it has its own parameters
(:class:`ReplayParams`) and its own algorithm registry (:data:`resched.batch.family.REPLAY_ALGORITHMS`).
"""

from __future__ import annotations

from dataclasses import dataclass

from resched.params import ParameterError, Params, param

SYNTHETIC = "synthetic"
TIE_BREAKS = ("latest_release", "latest_start")
BACKFILLINGS = ("compress", "compress-always", "replan")
"""Conservative-backfilling modes (:mod:`resched.batch.algorithms.kernels`). ``compress`` (the thesis):
reservations are kept and, when a job ends or dies, moved only earlier, each queued job in
priority order to its earliest fit (Batsched's ``conservative_bf``, which the thesis ran);
at a failure or a repair the schedule is cleared and the whole queue re-planned by
decreasing priority (§4.3.2, §4.6.2, and the toy of Fig. 4.2b, where the failed job's copy
goes before a reserved job). ``compress-always``: never cleared (plain ``conservative_bf``: a
failed job's copy only takes the holes left by the reservations). ``replan``: cleared and
re-planned at every event (resched's earlier mode); see [BATCH-D24]."""
RESERVATIONS = ("count", "machines")
"""What a conservative-backfilling reservation holds (:mod:`resched.batch.algorithms.kernels`).
``count`` (default): a number of nodes in a profile that counts free nodes; a job starts on
any free nodes. ``machines``: specific machines, as Batsched's ``Schedule`` reserves them
(``Schedule::add_job_first_fit``: the earliest start at which enough machines stay
available, the lowest machine ids among them); a job starts on the machines it reserved.
See [BATCH-D32]."""


#: Thesis defaults by workload: (platform MTBF μ, downtime D) in seconds.
TRACE_SCENARIO = (3600.0, 3600.0)
SYNTHETIC_SCENARIO = (1800.0, 600.0)
DEFAULT_MONTH_DAYS = 30.0
DEFAULT_INTERARRIVAL = 174.0


@dataclass(frozen=True)
class BatchParams(Params):
    """One workload under one failure scenario (thesis ch. 4, §4.4.2 and §4.5)."""

    family = "batch"

    trace: str = param(
        SYNTHETIC,
        "workload: an SWF trace file, of which one month is simulated (§4.4.2), or "
        "synthetic, the 128-node 1000-job workload of §4.5.3",
        path=True,
        special=(SYNTHETIC,),
    )
    workload: str | None = param(
        None,
        "a Batsim JSON workload (nb_res, jobs, delay profiles) instead of a trace: its "
        "jobs on its nb_res nodes, failures and checkpoints from --mtbf, --downtime, "
        "--checkpoint, --restart and the seed (resched.batch.instance.formats)",
        path=True,
    )
    month: int = param(
        0,
        "trace only: index of the month, a window of --month-days days counted from the trace's first submission",
        ge=0,
        le=10_000,
    )
    month_days: float = param(DEFAULT_MONTH_DAYS, "trace only: length of a month window", unit="days", gt=0, le=3650)
    mtbf: float | None = param(
        None,
        "platform MTBF μ (each of the N nodes fails with MTBF μ·N); 0 = no failures "
        "and no checkpoints; default 3600 for a trace or a Batsim workload (§4.5.1), 1800 for "
        "synthetic (§4.5.3)",
        unit="s",
        ge=0,
        le=1e9,
    )
    downtime: float | None = param(
        None,
        "node downtime D after a failure; default 3600 for a trace or a Batsim workload, 600 for synthetic",
        unit="s",
        ge=0,
        le=1e7,
    )
    checkpoint: float = param(
        300.0, "checkpoint time C of every job (Young/Daly period sqrt(2·μ·N·C/p))", unit="s", ge=0, le=1e5
    )
    restart: float | None = param(
        None,
        "restart (recovery) time R after a failure or a stealing; default: C (the thesis' C = R = 5 min)",
        unit="s",
        ge=0,
        le=1e5,
    )
    mean_interarrival: float = param(
        DEFAULT_INTERARRIVAL,
        "synthetic only: mean time λ between Poisson submissions (§4.5.3: 173.72 s gives stress 0.95)",
        unit="s",
        gt=0,
        le=1e7,
    )
    workload_seed: int | None = param(
        None,
        "synthetic only: seed of the workload draw (default: the run's "
        "--seed); a sweep sets it to the replicate index, so that every grid point "
        "sees the same workloads",
        ge=0,
        le=2**63 - 1,
    )
    tie_break: str = param(
        "latest_release",
        "victim tie-break among the candidates Vy leaves equal: "
        "latest_release (§4.3.2) or latest_start (shortest execution so far, §4.1)",
        choices=TIE_BREAKS,
        role="algorithm",
    )
    backfilling: str = param(
        "compress",
        "conservative backfilling: compress (reservations kept and moved only "
        "earlier when a job ends, the queue re-planned at failures and repairs: the thesis, "
        "§4.3.2), compress-always (never re-planned: Batsched's plain conservative_bf) or "
        "replan (the whole queue re-planned at every event)",
        choices=BACKFILLINGS,
        role="algorithm",
    )
    reservations: str = param(
        "count",
        "what a reservation holds: count (a number of nodes in a profile of free-node counts; "
        "a job starts on any free nodes) or machines (specific machines, the lowest ids that "
        "stay available, as Batsched's Schedule::add_job_first_fit: identical to a "
        "Batsched-like reference)",
        choices=RESERVATIONS,
        role="algorithm",
    )

    def check(self) -> None:
        if self.workload is not None:
            self._check_workload()
        elif self.trace == SYNTHETIC:
            if self.month != 0:
                raise ParameterError("month", "applies to a trace, not to the synthetic workload")
            if self.month_days != DEFAULT_MONTH_DAYS:
                raise ParameterError("month_days", "applies to a trace, not to the synthetic workload")
        elif self.mean_interarrival != DEFAULT_INTERARRIVAL:
            raise ParameterError("mean_interarrival", "applies to the synthetic workload, not to a trace")

    def _check_workload(self) -> None:
        if self.trace != SYNTHETIC:
            raise ParameterError("workload", "replaces the trace: give --trace or --workload, not both")
        for name in ("month", "month_days", "mean_interarrival"):  # workload_seed: set by sweeps, unused
            if getattr(self, name) != self.field(name).default:
                raise ParameterError(name, "does not apply to a Batsim workload (--workload)")

    def instance_dict(self) -> dict[str, object]:
        """The instance parameters, which a sweep hashes into the seed of its instances; without
        ``workload`` when it is unset, so that a sweep without a Batsim workload draws the same
        instances (and failures) as before the parameter existed."""
        params = super().instance_dict()
        if params.get("workload") is None:
            params.pop("workload", None)
        return params

    def resolve(self) -> BatchParams:
        synthetic = self.trace == SYNTHETIC and self.workload is None
        mtbf, downtime = SYNTHETIC_SCENARIO if synthetic else TRACE_SCENARIO
        return self.replace(
            mtbf=mtbf if self.mtbf is None else self.mtbf,
            downtime=downtime if self.downtime is None else self.downtime,
            restart=self.checkpoint if self.restart is None else self.restart,
        )


TIMINGS = {
    1: "interrupt the victim now",
    2: "after a proactive checkpoint of the victim",
    3: "after the victim's next regular checkpoint",
}
VICTIMS = {1: "fewest nodes, then latest release", 2: "latest release, then fewest nodes"}
CRITERIA = {1: "victim strictly smaller", 2: "victim released later", 3: "smaller max flow estimate (wall times)"}


def variant_code(timing: int, victim: int, criterion: int) -> str:
    """The name of a node-stealing variant: ``SFSJ`` for H111, else ``Hxyz``."""
    return "SFSJ" if (timing, victim, criterion) == (1, 1, 1) else f"H{timing}{victim}{criterion}"


STRATEGY_NAMES = ("BASELINE", *(variant_code(t, v, k) for t in TIMINGS for v in VICTIMS for k in CRITERIA))
"""The canonical names of :data:`resched.batch.family.ALGORITHMS`, in its order (BASELINE, SFSJ,
H112 … H323): the order of sweep summaries."""


APPLICATIONS = ("mix", "qball", "sd", "fca")
REPLAY_STRATEGIES = ("DYN-PROG-COUNT", "ALL-CKPT", "HPC")
"""The canonical names of :data:`resched.batch.family.REPLAY_ALGORITHMS`, in its order."""


@dataclass(frozen=True)
class ReplayParams(Params):
    """The replay of §5 of the stochastic-reservations paper: stochastic 1-core jobs of the
    neuroscience applications of Table 3, all submitted at t = 0, no failures."""

    family = "batch replay"

    application: str = param(
        "mix",
        "qball, sd or fca (Fig. 8), or mix: the jobs split 1:2:2 between Qball, SD and FCA (Table 4: 100 + 200 + 200)",
        choices=APPLICATIONS,
    )
    jobs: int = param(
        500, "stochastic jobs submitted (the run time grows with the square of their number)", ge=1, le=10_000
    )
    cores: int = param(
        256, "cores of the platform, one per job (the 256-core Xeon Phi of §5.1)", unit="cores", ge=1, le=1_000_000
    )
