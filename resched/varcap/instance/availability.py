"""Solo availability A_j(t) = ∫_{T_1}^t 1{P(u) ≥ p_j} du, the yield denominator of Eq. (2), the
yields it gives (:func:`job_yields`, :func:`solo_time`: shared by the simulator and the
metrics) and the useful work of a section after the §3.4 overheads (:func:`useful_work`:
shared by the area bounds, the release methods, TargetGoodput and the clairvoyant cuts)."""

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


def job_yields(worked: np.ndarray, availability: np.ndarray) -> np.ndarray:
    """Eq. (2): l_j(t) / ∫_{T_1}^t 1{P(u) ≥ p_j} du, and 0 where the denominator is 0."""
    worked = np.asarray(worked, dtype=float)
    availability = np.asarray(availability, dtype=float)
    out = np.zeros_like(worked)
    np.divide(worked, availability, out=out, where=availability > 0)
    return out


def solo_time(availability: Availability, release: np.ndarray, completion: np.ndarray | None, t: float) -> np.ndarray:
    """§5.1 denominator ∫_{r_j}^{min(t, e_j)} 1{P(u) ≥ p_j} du (0 before r_j); with r_j = T_1
    and no completion it is the Eq. (2) denominator."""
    release = np.asarray(release, dtype=float)
    end = np.full(len(release), float(t))
    if completion is not None:
        end = np.where(np.isfinite(completion), np.minimum(end, completion), end)
    end = np.maximum(end, release)
    return np.maximum(availability.at(end) - availability.at(release), 0.0)


def useful_work(lengths, P, P_previous, P_min: int, delta: int, C_min: float, R_min: float) -> np.ndarray:
    """MW_i = P_i (T_{i+1} − T_i) − R_min·max(0, P_i − P_{i−1}) − C_min·min(δ, P_i − P_min)
    per section (§3.4, App. D.4): the area left for useful work by the unavoidable recoveries
    of new processors and checkpoints before the next event."""
    P = np.asarray(P)
    return (
        P * np.asarray(lengths, dtype=float)
        - R_min * np.maximum(0, P - np.asarray(P_previous))
        - C_min * np.minimum(delta, P - P_min)
    )
