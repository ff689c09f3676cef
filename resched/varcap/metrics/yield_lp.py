"""Yield-feasibility LP and binary search for the maximum min-yield (§5.1, Eqs. (4)–(6)).

For a target yield Y, job J_j gets the deadline d_j = min(r_j + L_j/Y, T_{n+1}), where
"+ L_j/Y" is measured in solo-available time A_j (Eq. (2)'s denominator; plain time when
p_j ≤ P_min, as in the paper), and the work w_j = min(L_j, Y·(A_j(T_{n+1}) − A_j(r_j)))
(the shortened length when d_j = T_{n+1}). Subsections φ are cut at every section date,
release and deadline. The LP

    max θ  s.t.  Σ_j p_j x_{j,φ} ≤ L(φ) P_{S(φ)}      (4)
                 Σ_φ x_{j,φ} ≥ θ w_j                   (5, relaxed: θ = 1 is Eq. (5))
                 0 ≤ x_{j,φ} ≤ L(φ)                    (6)
                 x_{j,φ} = 0 if r_j ≥ M(φ) or d_j ≤ M(φ) or p_j > P_{S(φ)}   (mid-point rule)

has θ* ≥ 1 exactly when Y is achievable (x can always be scaled down to meet (5) with
equality). θ* < 1 is a certificate that Y is not achievable.

Layout for in-place updates: the *fixed points* (section dates and releases) never move;
a structure is "which fixed interval holds each deadline". Within one structure every
fixed interval q holding k_q deadlines is split into k_q + 1 rank slots, and every job
that may run in q gets a column in each slot; moving Y only changes slot lengths, column
bounds and the w_j coefficients, so the HiGHS model is updated in place and warm-started.

Tolerances: every θ* is a simplex optimum with primal and dual feasibility tolerances of
1e-10 (``OPTIMALITY_TOLERANCE``): in the instance's time unit the duals are about
1/(n·horizon), below HiGHS's default 1e-7 at the paper's size, where the interior-point method
stopped up to 9.7 % below θ* on infinite-job instances at Load 4–8. A cold solve runs first at
HiGHS's default tolerances (the interior-point method with crossover above ``IPM_COLUMNS``
columns), then the simplex method from its basis at the tight ones: the interior-point method
at the tight tolerances took 532 s instead of 9 s on a 400,001-column infinite-job LP.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

import highspy
import numpy as np

from resched.errors import ModelError
from resched.result import Solution, SolveStatus
from resched.solve import new_highs
from resched.varcap.instance import VarCapInstance
from resched.varcap.instance.availability import Availability

#: θ* ≥ 1 − FEASIBILITY_TOLERANCE counts as "Y achievable".
FEASIBILITY_TOLERANCE = 1e-9
#: HiGHS's primal and dual feasibility tolerances of the simplex solves that give θ* (its
#: default is 1e-7). In the instance's time unit the duals are about 1/(n·horizon), a few
#: 1e-9 at the paper's size, and with the default the interior-point method stopped up to
#: 9.7 % below θ* (a bound below the optimum is no bound); dividing every time by the horizon
#: was exact too but made the warm-started updates 30× slower.
OPTIMALITY_TOLERANCE = 1e-10
#: Cold solves of LPs with more columns use the interior-point method at HiGHS's default
#: tolerances (with crossover, so that the simplex then starts from its basis).
IPM_COLUMNS = 20_000


def _tighten(highs: highspy.Highs) -> None:
    """Solve on with the simplex method at the tight tolerances (from the current basis)."""
    for option in ("primal_feasibility_tolerance", "dual_feasibility_tolerance"):
        highs.setOptionValue(option, OPTIMALITY_TOLERANCE)
    highs.setOptionValue("solver", "simplex")


@dataclass(frozen=True)
class Subsections:
    """Subsections at one Y: slot s = [start[s], start[s] + length[s]) in section section[s]."""

    Y: float
    deadline: np.ndarray  # d_j
    work: np.ndarray  # w_j
    start: np.ndarray
    length: np.ndarray
    section: np.ndarray
    slot_interval: np.ndarray  # fixed interval of each slot
    deadline_interval: np.ndarray  # fixed interval holding each deadline, −1 when capped

    @property
    def middle(self) -> np.ndarray:
        return self.start + self.length / 2

    @property
    def capped(self) -> np.ndarray:
        """Jobs whose deadline is T_{n+1} (their work is shortened to Y·solo time)."""
        return self.deadline_interval < 0

    @property
    def key(self) -> bytes:
        """The LP structure: two probes with the same key share columns and rows."""
        return self.deadline_interval.tobytes()


class YieldLP:
    """Everything about one instance that does not depend on Y."""

    def __init__(self, instance: VarCapInstance):
        a = instance.arrays
        self.availability = Availability.of(instance)
        self.p = a.p
        self.release = a.release
        self.length = a.length
        self.T = a.T
        self.P = a.P
        self.fixed = np.unique(np.concatenate([a.T, a.release]))
        self.fixed_section = np.searchsorted(a.T, self.fixed[:-1], side="right") - 1
        self.avail_release = self.availability.at(a.release)
        self.avail_total = self.availability.at(np.full(len(a.p), a.T[-1])) - self.avail_release
        self.active_jobs = np.flatnonzero(self.avail_total > 0)  # jobs with a defined yield
        self.release_interval = np.searchsorted(self.fixed, a.release, side="left")

    def subsections(self, Y: float) -> Subsections:
        """Deadlines, works and rank slots for target yield Y ∈ (0, 1]."""
        with np.errstate(divide="ignore"):
            target = self.avail_release + self.length / Y
        capped = target >= self.avail_release + self.avail_total
        deadline = np.full(len(self.p), self.T[-1])
        open_jobs = np.flatnonzero(~capped)
        deadline[open_jobs] = self.availability.until(target[open_jobs], open_jobs)
        work = np.where(capped, Y * self.avail_total, self.length)
        interval = np.full(len(self.p), -1)
        interval[open_jobs] = np.searchsorted(self.fixed, deadline[open_jobs], side="left") - 1
        cuts = np.concatenate([self.fixed, deadline[open_jobs]])
        # a deadline sorts before a fixed point at the same date: d_j = F_{q+1} stays in q
        kind = np.concatenate([np.ones(len(self.fixed)), np.zeros(len(open_jobs))])
        order = np.lexsort((kind, cuts))
        cuts = cuts[order]
        slot_interval = np.searchsorted(self.fixed, cuts[:-1], side="right") - 1
        is_deadline = kind[order][:-1] == 0
        slot_interval[is_deadline] = interval[open_jobs][order[:-1][is_deadline] - len(self.fixed)]
        return Subsections(
            Y=Y,
            deadline=deadline,
            work=work,
            start=cuts[:-1],
            length=np.diff(cuts),
            section=self.fixed_section[slot_interval],
            slot_interval=slot_interval,
            deadline_interval=interval,
        )

    def columns(self, sub: Subsections) -> tuple[np.ndarray, np.ndarray]:
        """(job, slot) of every potential column of this structure, job-major."""
        last = np.where(sub.capped, len(self.fixed) - 2, sub.deadline_interval)
        jobs = self.active_jobs
        q = sub.slot_interval[None, :]
        mask = (q >= self.release_interval[jobs, None]) & (q <= last[jobs, None])
        mask &= self.p[jobs, None] <= self.P[sub.section][None, :]
        rows, slots = np.nonzero(mask)
        return jobs[rows], slots

    def upper_bounds(self, sub: Subsections, job: np.ndarray, slot: np.ndarray) -> np.ndarray:
        """Eq. (6) with the mid-point rule: L(φ) if r_j < M(φ) < d_j, else 0."""
        middle = sub.middle[slot]
        allowed = (self.release[job] < middle) & (middle < sub.deadline[job])
        return np.where(allowed, sub.length[slot], 0.0)


@dataclass
class SolveStats:
    """Counts and wall times (s) of the LP solves of one search."""

    builds: int = 0
    updates: int = 0
    build_seconds: float = 0.0  # build + solve
    update_seconds: float = 0.0  # update + warm-started solve

    @property
    def solves(self) -> int:
        return self.builds + self.updates


@dataclass(frozen=True)
class Probe:
    """One LP solve (always to optimality): the target Y, θ* and whether Y is achievable."""

    Y: float
    theta: float

    @property
    def feasible(self) -> bool:
        return self.theta >= 1 - FEASIBILITY_TOLERANCE


class HighsYieldLP:
    """The yield LP held in one HiGHS instance, rebuilt only when the structure changes."""

    def __init__(self, lp: YieldLP, reuse: bool = True, threads: int | None = None):
        self.lp = lp
        self.reuse = reuse
        self.threads = threads
        self.stats = SolveStats()
        self._key: bytes | None = None
        self._highs: highspy.Highs | None = None
        self._columns: tuple[np.ndarray, np.ndarray] | None = None
        self._job_row: np.ndarray | None = None

    def probe(self, Y: float) -> Probe:
        """Solve the LP at Y."""
        start = time.perf_counter()
        sub = self.lp.subsections(Y)
        rebuilt = not (self.reuse and sub.key == self._key)
        if rebuilt:
            self._build(sub)
        else:
            self._update(sub)
        highs = self._highs
        assert highs is not None  # _build ran on the first probe (no key matches None)
        highs.run()
        status = highs.getModelStatus()
        if status != highspy.HighsModelStatus.kOptimal:
            raise ModelError(f"yield LP at Y={Y:g}: HiGHS returned {highs.modelStatusToString(status)}")
        theta = highs.getInfo().objective_function_value
        elapsed = time.perf_counter() - start
        if rebuilt:
            self.stats.builds += 1
            self.stats.build_seconds += elapsed
        else:
            self.stats.updates += 1
            self.stats.update_seconds += elapsed
        return Probe(Y, theta)

    def allocation(self, Y: float) -> tuple[Subsections, np.ndarray, np.ndarray, np.ndarray]:
        """The LP solved at Y and its optimal allocation: (subsections, job, slot, x) over the
        columns with x > 0 (x_{j,φ} in time units; :func:`resched.varcap.metrics.allocation.fluid_progress`
        plays it)."""
        self.probe(Y)
        highs, columns = self._highs, self._columns
        assert highs is not None and columns is not None  # set by probe()
        x = np.asarray(highs.getSolution().col_value[1:], dtype=float)
        keep = x > 0
        return self.lp.subsections(Y), columns[0][keep], columns[1][keep], x[keep]

    def _build(self, sub: Subsections) -> None:
        lp = self.lp
        job, slot = lp.columns(sub)
        n_slots, jobs = len(sub.length), lp.active_jobs
        job_row = np.full(len(lp.p), -1)
        job_row[jobs] = n_slots + np.arange(len(jobs))
        n_x = len(job)
        model = highspy.HighsLp()
        model.num_col_ = n_x + 1
        model.num_row_ = n_slots + len(jobs)
        model.sense_ = highspy.ObjSense.kMaximize
        model.col_cost_ = np.concatenate([[1.0], np.zeros(n_x)])
        model.col_lower_ = np.zeros(n_x + 1)
        model.col_upper_ = np.concatenate([[highspy.kHighsInf], lp.upper_bounds(sub, job, slot)])
        model.row_lower_ = np.concatenate([np.full(n_slots, -highspy.kHighsInf), np.zeros(len(jobs))])
        model.row_upper_ = np.concatenate([sub.length * lp.P[sub.section], np.full(len(jobs), highspy.kHighsInf)])
        theta_rows = job_row[jobs]
        x_rows = np.stack([slot, job_row[job]], axis=1).ravel()
        x_values = np.stack([lp.p[job].astype(float), np.ones(n_x)], axis=1).ravel()
        model.a_matrix_.format_ = highspy.MatrixFormat.kColwise
        model.a_matrix_.start_ = np.concatenate([[0, len(jobs)], len(jobs) + 2 * np.arange(1, n_x + 1)])
        model.a_matrix_.index_ = np.concatenate([theta_rows, x_rows]).astype(np.int32)
        model.a_matrix_.value_ = np.concatenate([-sub.work[jobs], x_values])
        highs = new_highs(self.threads)
        highs.passModel(model)
        highs.setOptionValue("solver", "ipm" if n_x > IPM_COLUMNS else "simplex")
        highs.run()  # the cold solve, at HiGHS's default tolerances; probe() then polishes it
        _tighten(highs)
        self._highs, self._key, self._columns, self._job_row = highs, sub.key, (job, slot), job_row

    def _update(self, sub: Subsections) -> None:
        lp, highs, columns, job_row = self.lp, self._highs, self._columns, self._job_row
        assert highs is not None and columns is not None and job_row is not None  # set by _build
        job, slot = columns
        n_x, n_slots = len(job), len(sub.length)
        highs.changeColsBounds(
            n_x, np.arange(1, n_x + 1, dtype=np.int32), np.zeros(n_x), lp.upper_bounds(sub, job, slot)
        )
        highs.changeRowsBounds(  # type: ignore[attr-defined]  # in the compiled _Highs, missing from highspy's stub
            n_slots,
            np.arange(n_slots, dtype=np.int32),
            np.full(n_slots, -highspy.kHighsInf),
            sub.length * lp.P[sub.section],
        )
        for j in lp.active_jobs:
            highs.changeCoeff(int(job_row[j]), 0, -float(sub.work[j]))


@dataclass(frozen=True)
class YieldBound:
    """Largest achievable min-yield Y* ∈ [lower, upper] with upper − lower ≤ tolerance.

    ``feasible`` is the LP solve at ``lower`` (θ* ≥ 1), ``infeasible`` the one at ``upper``
    (θ* < 1); either is None when the bound is an end of [0, 1] and needed no solve.
    """

    lower: float
    upper: float
    tolerance: float
    feasible: Probe | None
    infeasible: Probe | None
    stats: SolveStats = field(repr=False)
    seconds: float = 0.0
    solution: Solution | None = field(default=None, repr=False, compare=False)

    def summary(self) -> dict:
        def probe(p: Probe | None) -> dict | None:
            return None if p is None else {"Y": p.Y, "theta": p.theta, "achievable": p.feasible}

        s = self.stats
        return {
            "status": SolveStatus.BRACKETED.value,  # Y* ∈ [lower, upper]: exact up to the tolerance, not a point
            "objective": self.lower,
            "bound": self.upper,
            "gap": (self.upper - self.lower) / self.upper if self.upper > 0 else 0.0,
            "max_min_yield": self.lower,
            "upper": self.upper,
            "tolerance": self.tolerance,
            "certificate_feasible": probe(self.feasible),
            "certificate_infeasible": probe(self.infeasible),
            "lp_solves": s.solves,
            "lp_builds": s.builds,
            "lp_in_place_updates": s.updates,
            "seconds": round(self.seconds, 4),
        }


def max_min_yield(
    instance: VarCapInstance,
    tolerance: float = 1e-6,
    reuse: bool = True,
    on_probe=None,
    threads: int | None = None,
) -> YieldBound:
    """Upper bound on the maximum min-yield (§5.1): root of θ*(Y) = 1 bracketed to ``tolerance``.

    Achievability is monotone in Y and θ*(Y) is continuous and non-increasing, so the search
    keeps a bracket [lower achievable, upper not achievable] and probes the Illinois
    regula-falsi estimate of the root of log θ*(Y) in log Y (bisection when it stalls). Before a lower θ is known
    it probes Y·θ*(Y), the exact root when every deadline is capped at T_{n+1} (infinite
    jobs: θ*(Y) = θ*(1)/Y). Once the bracket holds no breakpoint the LP structure is fixed and
    every probe is an in-place update. ``on_probe(probe)`` is called after every LP solve;
    ``threads`` sets HiGHS's thread count.
    """
    start = time.perf_counter()
    lp = YieldLP(instance)
    solver = HighsYieldLP(lp, reuse=reuse, threads=threads)
    if len(lp.active_jobs) == 0:
        return YieldBound(1.0, 1.0, tolerance, None, None, solver.stats, time.perf_counter() - start)
    search = _Bracket(tolerance)
    Y = 1.0
    while True:
        probe = solver.probe(Y)
        if on_probe is not None:
            on_probe(probe)
        search.add(probe)
        if search.done:
            break
        Y = search.next_Y()
    return YieldBound(
        lower=search.lower,
        upper=search.upper,
        tolerance=tolerance,
        feasible=search.feasible,
        infeasible=search.infeasible,
        stats=solver.stats,
        seconds=time.perf_counter() - start,
    )


class _Bracket:
    """Bracket [lower, upper] of the root of g = log θ*(Y) with Illinois regula falsi in
    (log Y, log θ*) coordinates, where θ* ∝ 1/Y for capped jobs is a straight line."""

    def __init__(self, tolerance: float):
        self.tolerance = tolerance
        self.feasible: Probe | None = None
        self.infeasible: Probe | None = None
        self._g_low = self._g_high = 0.0  # log θ* at the ends, halved when an end is kept twice
        self._kept: str | None = None
        self._streak = 0  # consecutive probes on the same side
        self._previous: Probe | None = None  # the probe before the last one
        self._last: Probe | None = None

    @property
    def lower(self) -> float:
        return 0.0 if self.feasible is None else self.feasible.Y

    @property
    def upper(self) -> float:
        return 1.0 if self.infeasible is None else self.infeasible.Y

    @property
    def done(self) -> bool:
        return self.infeasible is None or self.upper - self.lower <= self.tolerance

    def add(self, probe: Probe) -> None:
        g = math.log(max(probe.theta, 1e-300))
        side = "low" if probe.feasible else "high"
        if side == "low":
            self.feasible, self._g_low = probe, g
        else:
            self.infeasible, self._g_high = probe, g
        self._streak = self._streak + 1 if side == self._kept else 1
        if self._streak > 1:  # the other end was kept twice: Illinois halving
            if side == "low":
                self._g_high /= 2
            else:
                self._g_low /= 2
        self._kept = side
        self._previous, self._last = self._last, probe

    def next_Y(self) -> float:
        lo, hi = self.lower, self.upper
        margin = self.tolerance / 4
        if self.feasible is None:  # nothing achievable yet: extrapolate
            Y = self._extrapolate() - margin
        elif self._streak > 3:  # regula falsi stalled on one side: bisect
            Y = (lo + hi) / 2
        else:
            x_lo, x_hi = math.log(lo), math.log(hi)
            Y = math.exp(x_lo + self._g_low * (x_hi - x_lo) / (self._g_low - self._g_high))
        return min(max(Y, lo + margin), hi - margin)

    def _extrapolate(self) -> float:
        """Root of the line through the last two probes in (log Y, log θ*); with one probe,
        or a line that does not decrease, the slope is taken as −1 (all jobs capped)."""
        last, previous = self._last, self._previous
        assert last is not None  # next_Y is only asked after add(probe)
        g_last = math.log(max(last.theta, 1e-300))
        slope = -1.0
        if previous is not None and previous.Y != last.Y:
            g_previous = math.log(max(previous.theta, 1e-300))
            fitted = (g_last - g_previous) / (math.log(last.Y) - math.log(previous.Y))
            slope = fitted if fitted < 0 else slope
        return math.exp(math.log(last.Y) - g_last / slope)
