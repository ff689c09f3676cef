"""Solo availability A_j(t) = ∫_{T_1}^t 1{P(u) ≥ p_j} du, the yield denominator of Eq. (2)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from resched.varcap.instance import VarCapInstance


@dataclass(frozen=True)
class Availability:
    """Piecewise-linear A_j, one curve per distinct job size, exact at every date."""

    T: np.ndarray  # section dates, shape (n+1,)
    sizes: np.ndarray  # distinct job sizes, shape (k,)
    running: np.ndarray  # running[k, i] = 1 if P_i ≥ sizes[k]
    cumulative: np.ndarray  # cumulative[k, i] = A at T_i, shape (k, n+1)
    size_row: np.ndarray  # row of each job, shape (m,)

    @classmethod
    def of(cls, instance: VarCapInstance) -> Availability:
        a = instance.arrays
        sizes, size_row = np.unique(a.p, return_inverse=True)
        running = (a.P[None, :] >= sizes[:, None]).astype(float)
        cumulative = np.zeros((len(sizes), len(a.T)))
        np.cumsum(running * np.diff(a.T)[None, :], axis=1, out=cumulative[:, 1:])
        return cls(a.T, sizes, running, cumulative, size_row)

    def at(self, t: np.ndarray, jobs: np.ndarray | None = None) -> np.ndarray:
        """A_j(t) for each job j of ``jobs`` (default: all); ``t`` has shape (len(jobs),) or
        (len(jobs), k) for k dates per job."""
        t = np.asarray(t, dtype=float)
        rows = self.size_row if jobs is None else self.size_row[jobs]
        rows = rows.reshape(rows.shape + (1,) * (t.ndim - 1))
        section = np.clip(np.searchsorted(self.T, t, side="right") - 1, 0, len(self.T) - 2)
        return self.cumulative[rows, section] + (t - self.T[section]) * self.running[rows, section]

    def until(self, target: np.ndarray, jobs: np.ndarray) -> np.ndarray:
        """Earliest date t with A_j(t) ≥ target for each job j of ``jobs`` (targets below
        A_j(T_{n+1}))."""
        target = np.asarray(target, dtype=float)
        dates = np.empty_like(target)
        rows = self.size_row[jobs]
        for row in np.unique(rows):
            these = np.flatnonzero(rows == row)
            cum = self.cumulative[row]
            section = np.minimum(np.searchsorted(cum[1:], target[these], side="left"), len(cum) - 2)
            dates[these] = self.T[section] + (target[these] - cum[section])
        return dates
