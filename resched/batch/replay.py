"""Replay of reservation strategies for stochastic jobs through the batch simulator (§5 of
Gainaru et al., IPDPS 2020, Fig. 8 and Table 4; beyond the thesis).

Each stochastic job of run time X (drawn from its application's law, Table 3) becomes a chain
of 1-node batch jobs, one per reservation (W_k, δ_k) of its strategy: reservation k has wall
time W_k, runs for the time the job occupies it (:func:`resched.reservation.execute`) and is
submitted when reservation k − 1 ends. All jobs are submitted at t = 0 on N = 256 cores
(the Xeon Phi of §5.1), without failures. Strategies (the registry
:data:`resched.batch.family.REPLAY_ALGORITHMS`, the paper's names): ``DYN-PROG-COUNT``
(alias ``DPC``, the exact DP on the discretised law), ``ALL-CKPT``, and ``HPC`` (first
reservation = mean of the last 5 run times of the application, ×1.5 per retry, no
checkpoint; [RESERVATION-D20]).

Table 3 laws ([RESERVATION-D19]): Qball and FCA are Gamma laws shifted to start at a and truncated
to [a, b]; SD's printed Weibull is unusable, replaced by U[46 min, 2.3 h] (NOT from the
paper). Metrics (an interpretation, [RESERVATION-D21]): average stretch = mean of
(completion − submission)/X; utilization = Σ X / (N·makespan); efficiency = Σ X / Σ W_k
(reserved time, the RESERVATIONONLY cost DPC minimizes in expectation); occupancy = Σ X /
Σ time the reservations actually occupied the cores.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np
from scipy import stats

from resched.algorithms import Algorithm
from resched.batch.family import REPLAY_ALGORITHMS
from resched.batch.instance import BatchInstance, Job
from resched.batch.simulate import simulate
from resched.batch.strategy import BASELINE
from resched.errors import ReschedError
from resched.reservation import Costs, Strategy, discrete_law, execute, plan

if TYPE_CHECKING:
    from scipy.stats._distn_infrastructure import rv_continuous_frozen

CORES = 256
GRID = 100
"""Points of the discretised law the DP runs on (right ends of equal-width bins of [a, b])."""
STRATEGIES = tuple(spec.name for spec in REPLAY_ALGORITHMS)
"""DYN-PROG-COUNT, ALL-CKPT, HPC (the registry's canonical names)."""
MIX = {"qball": 100, "sd": 200, "fca": 200}
"""Table 4: 500 jobs = 100 Qball, 200 SD, 200 FCA."""


def mix_counts(application: str, jobs: int) -> dict[str, int]:
    """Jobs per application: all ``jobs`` of one application, or for ``mix`` a 1:2:2 split
    between Qball, SD and FCA (500 → :data:`MIX`)."""
    if application != "mix":
        return {application: jobs}
    qball, sd = jobs // 5, 2 * jobs // 5
    return {name: count for name, count in (("qball", qball), ("sd", sd), ("fca", jobs - qball - sd)) if count}


@dataclass(frozen=True)
class Application:
    """A neuroscience application of Table 3: run-time law on [a, b] (s), checkpoint C and
    restart R (s)."""

    name: str
    dist: rv_continuous_frozen[Any, float | np.float64]
    a: float
    b: float
    C: float
    R: float

    def sample(self, size: int, seed: int) -> np.ndarray:
        """Seeded run times from the law conditioned on [a, b] (inverse CDF)."""
        lo, hi = self.dist.cdf(self.a), self.dist.cdf(self.b)
        u = np.random.default_rng(seed).uniform(lo, hi, size)
        return np.clip(self.dist.ppf(u), self.a, self.b)

    def discretised(self):
        """Law on GRID right bin ends with the bin masses (X ≤ value: the plan covers X)."""
        edges = np.linspace(self.a, self.b, GRID + 1)
        masses = np.diff(self.dist.cdf(edges))
        return discrete_law(edges[1:], masses / masses.sum(), name=self.name)

    @property
    def mean(self) -> float:
        return float(self.dist.expect(lb=self.a, ub=self.b, conditional=True))


APPLICATIONS = {
    "qball": Application("qball", stats.gamma(1.18, loc=146.0, scale=34.0), 146.0, 407.0, 90.0, 40.0),
    "sd": Application("sd", stats.uniform(46 * 60.0, 2.3 * 3600 - 46 * 60.0), 46 * 60.0, 2.3 * 3600, 1500.0, 600.0),
    "fca": Application("fca", stats.gamma(3.6, loc=165.0, scale=72.0), 165.0, 1003.0, 150.0, 100.0),
}


def hpc_strategy(first: float, last: float) -> Strategy:
    """W_1 = ``first``, W_{k+1} = 1.5·W_k, no checkpoint, until the last run time is covered."""
    milestones = [first]
    while milestones[-1] < last:
        milestones.append(milestones[-1] * 1.5)
    return Strategy.of(milestones)


Reservations = Callable[["Application", np.ndarray], list]
"""A strategy: (application, run times) → one Execution per run time."""


def _planned(mode: str) -> Reservations:
    """DYN-PROG-COUNT (``dp``) or ALL-CKPT (``all-ckpt``) on the application's discretised law."""

    def run(app: Application, runtimes: np.ndarray) -> list:
        chosen = plan(app.discretised(), app.C, app.R, strategy=mode).strategy
        costs = Costs(app.C, app.R)
        return [execute(chosen, costs, float(x)) for x in runtimes]

    return run


def _hpc(app: Application, runtimes: np.ndarray) -> list:
    """HPC: W_1 = mean of the application's last 5 run times (its mean for the first job)."""
    costs = Costs(app.C, app.R)
    executions = []
    for k, x in enumerate(runtimes):
        history = runtimes[max(0, k - 5) : k]
        first = float(history.mean()) if len(history) else app.mean
        executions.append(execute(hpc_strategy(first, app.b), costs, float(x)))
    return executions


# Factories named by the algorithm registry (resched.batch.family.REPLAY_ALGORITHMS).
def dyn_prog_count_reservations() -> Reservations:
    return _planned("dp")


def all_ckpt_reservations() -> Reservations:
    return _planned("all-ckpt")


def hpc_reservations() -> Reservations:
    return _hpc


def _algorithm(name: str | Algorithm) -> Algorithm:
    return name if isinstance(name, Algorithm) else REPLAY_ALGORITHMS.resolve(name)


def reservations(app: Application, name: str | Algorithm, runtimes: np.ndarray) -> list:
    """One :class:`~resched.reservation.simulate.Execution` per run time under strategy ``name``."""
    return _algorithm(name).build()(app, runtimes)


@dataclass(frozen=True)
class ReplayResult:
    """Average stretch, utilization Σ X / (N·makespan), efficiency Σ X / Σ W_k, occupancy
    Σ X / Σ occupied, makespan (s), reservations per job."""

    algorithm: str
    stretch: float
    utilization: float
    efficiency: float
    occupancy: float
    makespan: float
    reservations: float

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def replay(mix: dict[str, int], name: str | Algorithm, seed: int, cores: int = CORES) -> ReplayResult:
    """Submit ``mix`` (application → job count) at t = 0 with strategy ``name`` (a name of
    :data:`~resched.batch.family.REPLAY_ALGORITHMS`, any case, or its :class:`Algorithm`) and simulate."""
    algorithm = _algorithm(name)
    strategy = algorithm.build()
    jobs: list[Job] = []
    heads, runtimes = [], []
    for k, (app_name, count) in enumerate(sorted(mix.items())):
        if app_name not in APPLICATIONS:
            raise ReschedError(f"unknown application {app_name!r} (known: {', '.join(APPLICATIONS)})")
        app = APPLICATIONS[app_name]
        xs = app.sample(count, seed + 7919 * k)
        for x, run in zip(xs, strategy(app, xs)):
            heads.append(len(jobs))
            runtimes.append(x)
            for r, (wall, used) in enumerate(zip(run.lengths, run.used)):
                jobs.append(Job(len(jobs), 0.0, 1, used, wall, after=len(jobs) - 1 if r else -1))
    order = np.random.default_rng(seed).permutation(len(heads))  # submission order of the mix
    jobs = _resubmit_order(jobs, [heads[i] for i in order])
    inst = BatchInstance(f"replay-{algorithm.name}-s{seed}", cores, 0.0, tuple(jobs), ())
    result = simulate(inst, BASELINE)
    ends = _chain_ends(jobs)
    done = result.completion[[ends[h] for h in heads]]
    x = np.asarray(runtimes)
    reserved, occupied = sum(j.walltime for j in jobs), sum(j.work for j in jobs)
    return ReplayResult(
        algorithm.name,
        float(np.mean(done / x)),
        float(x.sum() / (cores * result.makespan)),
        float(x.sum() / reserved),
        float(x.sum() / occupied),
        result.makespan,
        len(jobs) / len(heads),
    )


def _resubmit_order(jobs: list[Job], heads: list[int]) -> list[Job]:
    """Give the chain heads releases 0, 0+ε·k… in ``heads`` order (FCFS among simultaneous
    submissions follows it) without changing the chains."""
    rank = {h: k for k, h in enumerate(heads)}
    return [
        Job(j.id, 1e-9 * rank[j.id] if j.id in rank else j.release, j.size, j.work, j.walltime, after=j.after)
        for j in jobs
    ]


def _chain_ends(jobs: list[Job]) -> dict[int, int]:
    """Head job id → id of the last reservation of its chain."""
    successor = {j.after: j.id for j in jobs if j.after >= 0}
    ends = {}
    for j in jobs:
        if j.after < 0:
            end = j.id
            while end in successor:
                end = successor[end]
            ends[j.id] = end
    return ends
