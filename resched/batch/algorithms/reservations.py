"""Reservation strategies for the stochastic jobs of §5 of Gainaru et al. (IPDPS 2020), replayed
through the batch simulator (:mod:`resched.batch.experiment.replay`): the applications of
Table 3 and their run-time laws, and the strategies DYN-PROG-COUNT, ALL-CKPT (the optimal
sequences of :mod:`resched.reservation` on the law discretised on :data:`GRID` points) and HPC
(first reservation = mean of the application's last 5 run times, ×1.5 per retry, no
checkpoint; [RESERVATION-D20]).

Table 3 laws ([RESERVATION-D19]): Qball and FCA are Gamma laws shifted to start at a and truncated
to [a, b]; SD's printed Weibull is unusable, replaced by U[46 min, 2.3 h] (NOT from the
paper).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt
from scipy import stats

from resched.reservation import Costs, DiscreteLaw, Execution, Strategy, discrete_law, execute, plan

if TYPE_CHECKING:
    from scipy.stats._distn_infrastructure import rv_continuous_frozen

GRID = 100
"""Points of the discretised law the DP runs on (right ends of equal-width bins of [a, b])."""


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

    def sample(self, size: int, seed: int) -> npt.NDArray[np.float64]:
        """Seeded run times from the law conditioned on [a, b] (inverse CDF)."""
        lo, hi = self.dist.cdf(self.a), self.dist.cdf(self.b)
        u = np.random.default_rng(seed).uniform(lo, hi, size)
        return np.clip(self.dist.ppf(u), self.a, self.b)

    def discretised(self) -> DiscreteLaw:
        """Law on GRID right bin ends with the bin masses (X ≤ value: the plan covers X)."""
        edges = np.linspace(self.a, self.b, GRID + 1)
        masses = np.diff(self.dist.cdf(edges))
        return discrete_law(edges[1:].tolist(), (masses / masses.sum()).tolist(), name=self.name)

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


Reservations = Callable[["Application", npt.NDArray[np.float64]], list[Execution]]
"""A strategy: (application, run times) → one Execution per run time."""


def planned(mode: str) -> Reservations:
    """DYN-PROG-COUNT (``dp``) or ALL-CKPT (``all-ckpt``) on the application's discretised law."""

    def run(app: Application, runtimes: npt.NDArray[np.float64]) -> list[Execution]:
        chosen = plan(app.discretised(), app.C, app.R, strategy=mode).strategy
        costs = Costs(app.C, app.R)
        return [execute(chosen, costs, float(x)) for x in runtimes]

    return run


def hpc(app: Application, runtimes: npt.NDArray[np.float64]) -> list[Execution]:
    """HPC: W_1 = mean of the application's last 5 run times (its mean for the first job)."""
    costs = Costs(app.C, app.R)
    executions = []
    for k, x in enumerate(runtimes):
        history = runtimes[max(0, k - 5) : k]
        first = float(history.mean()) if len(history) else app.mean
        executions.append(execute(hpc_strategy(first, app.b), costs, float(x)))
    return executions
