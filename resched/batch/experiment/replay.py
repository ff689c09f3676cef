"""Replay of reservation strategies for stochastic jobs through the batch simulator (§5 of
Gainaru et al., IPDPS 2020, Fig. 8 and Table 4; beyond the thesis).

Each stochastic job of run time X (drawn from its application's law, Table 3) becomes a chain
of 1-node batch jobs, one per reservation (W_k, δ_k) of its strategy: reservation k has wall
time W_k, runs for the time the job occupies it (:func:`resched.reservation.execute`) and is
submitted when reservation k − 1 ends. All jobs are submitted at t = 0 on N = 256 cores
(the Xeon Phi of §5.1), without failures. Strategies (the registry
:data:`resched.batch.family.REPLAY_ALGORITHMS`, the paper's names,
:mod:`resched.batch.algorithms.reservations`): ``DYN-PROG-COUNT``
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

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from resched.algorithms import Algorithm
from resched.batch.algorithms import BASELINE
from resched.batch.algorithms.reservations import APPLICATIONS, Application
from resched.batch.instance import BatchInstance, Job
from resched.batch.params import REPLAY_STRATEGIES
from resched.batch.simulate import simulate
from resched.errors import ReschedError
from resched.reservation import Execution

CORES = 256
STRATEGIES = REPLAY_STRATEGIES
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


def reservations(app: Application, algorithm: Algorithm, runtimes: npt.NDArray[np.float64]) -> list[Execution]:
    """One :class:`~resched.reservation.strategy.Execution` per run time under ``algorithm`` (of
    :data:`~resched.batch.family.REPLAY_ALGORITHMS`)."""
    return algorithm.build()(app, runtimes)


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

    def to_dict(self) -> dict[str, str | float]:
        return dict(self.__dict__)


def replay(mix: dict[str, int], algorithm: Algorithm, seed: int, cores: int = CORES) -> ReplayResult:
    """Submit ``mix`` (application → job count) at t = 0 with ``algorithm`` (of
    :data:`~resched.batch.family.REPLAY_ALGORITHMS`, resolved by the caller) and simulate."""
    strategy = algorithm.build()
    jobs: list[Job] = []
    heads: list[int] = []
    runtimes: list[float] = []
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
    ends: dict[int, int] = {}
    for j in jobs:
        if j.after < 0:
            end = j.id
            while end in successor:
                end = successor[end]
            ends[j.id] = end
    return ends
