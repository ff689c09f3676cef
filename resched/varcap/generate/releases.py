"""Release dates of finite jobs for a target load (Appendix E.5.2 of the variable-capacity paper).

The paper keeps the load of the system stable over time: section by section it estimates
the work the alive jobs (released, not yet completed) do, which of them complete, and
releases new jobs so that (a) the useful work MW_i of the section can be exhausted and
(b) the Σ p_j of the alive jobs reaches the desired load. Three methods differ in how the
work of a section is shared among the alive jobs:

* ``"accumulation"`` — ω_i = ω carried over + the work every alive job could do if it ran
  on its p_j processors for the whole section; new jobs are released while ω_i < MW_i;
  ω_{i+1} starts at ω_i − MW_i. Every alive job progresses at full speed (the MW_i limit
  is only enforced through ω), so this method estimates the earliest completions.
* ``"fifo"`` — the alive jobs in release order get the maximum possible work in the
  section (p_j × section length, capped by their remaining work) while MW_i is not
  exhausted; if they cannot exhaust MW_i, new jobs are released for the section.
* ``"smallest"`` — as FIFO, jobs sorted by non-decreasing remaining work.

"Once we have defined the job requirement for each section, we generate release dates by
drawing them uniformly in the preceding section": a job first needed in section i ≥ 1 is
released uniformly in [T_{i−1}, T_i) (section 0 → T_1, the simulation start).

Choices where E.5.2 is not precise (all documented here and in :func:`release_jobs`):

1. **Load** ([VARCAP-D1]): the target is Σ p_j of alive jobs ≥ Load·P_max (not the E.5.2
   ratio to the *current* P_i, replaced by P_max as in §6.1).
2. **Which jobs count as alive in the load check**: the jobs still alive at the *end* of
   section i under the method's own work allocation (released for a section ≤ i, estimated
   remaining work > 0). This is the reading of "estimate which jobs may be completed during
   the section and, therefore, need to be replaced by new jobs in order to maintain the
   desired load"; it makes the estimated load ≥ target throughout every section.
3. **Partial allocation**: in FIFO/Smallest the job that meets the MW_i limit gets what is
   left of it (min of its maximum work and the remaining budget); later jobs get nothing.
4. **New jobs in FIFO/Smallest** are allocated after the alive jobs, in the order they are
   drawn (a newly released job is last in release order); jobs released for the load check
   get no work (MW_i is exhausted by then). In Accumulation every new job, including those
   released for the load check, adds its full-section work to ω_i and progresses by it.
5. **MW_i** is §3.4's useful area, P_i(T_{i+1}−T_i) − max(0, P_i−P_{i−1})R_min −
   min(δ, P_i−P_min)C_min with P_0 = 0 (as in :mod:`resched.varcap.metrics.bounds`), clipped at 0.
   The jobs are not known in advance, so C_min = R_min = 5, the floor of the finite-job
   checkpoint cost C_j = max(5, min(x, L_j/10)) ([VARCAP-D11]).
6. **Job draws**: each new job is drawn uniformly (with replacement) among the workload's
   jobs with p_j ≤ P_min, as :func:`resched.varcap.generate.random_instance` does; L_j is
   its run time (same time unit as the sections). C_j = R_j = max(5, min(x, L_j/10)),
   x ~ U[5, 20].
7. **Order**: release dates drawn for the jobs of one section are sorted and given to the
   jobs in creation order, so the job index order, the release-date order and the FIFO
   order coincide. Jobs are named J1, J2, … in that order.
8. **Job count**: it follows from the method (the ``n_jobs`` of ``random_instance`` is
   ignored for these methods).
9. **Time unit**: no rescaling; jobs longer than the horizon are kept (they are simply
   never estimated complete).

All randomness comes from the caller's :class:`numpy.random.Generator`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from resched.errors import ReschedError
from resched.varcap.instance import Job, availability

#: The release-date methods of Appendix E.5.2.
METHODS: tuple[str, ...] = ("accumulation", "fifo", "smallest")

#: C_min = R_min used in MW_i: the floor of the finite-job checkpoint/recovery costs.
COST_FLOOR = 5.0


def useful_work(
    T: np.ndarray, P: np.ndarray, P_min: int, delta: int, C_min: float = COST_FLOOR, R_min: float = COST_FLOOR
) -> np.ndarray:
    """MW_i per section (§3.4 / App. D.4 with P_0 = 0), clipped at 0."""
    P = np.asarray(P, dtype=np.int64)
    previous = np.concatenate([[0], P[:-1]])
    return np.maximum(
        0.0, availability.useful_work(np.diff(np.asarray(T, dtype=float)), P, previous, P_min, delta, C_min, R_min)
    )


@dataclass(frozen=True)
class ReleasePlan:
    """The released jobs and the generator's own estimate, per job and per section.

    ``needed[j]`` is the section job j is first needed in (released in the preceding
    section), ``completes[j]`` the section in which its estimated remaining work reaches 0
    (``n_sections`` if never); ``allocated[i]`` is the work the method allocated in section
    i (for Accumulation, the full-speed work of the alive jobs, which may exceed MW_i) and
    ``omega[i]`` the Accumulation ω_i after section i's releases (NaN for other methods).
    """

    method: str
    target: float
    T: np.ndarray
    P: np.ndarray
    jobs: tuple[Job, ...]
    needed: np.ndarray
    completes: np.ndarray
    useful_work: np.ndarray
    allocated: np.ndarray
    omega: np.ndarray

    @property
    def n_sections(self) -> int:
        return len(self.P)

    def alive_load(self, at: str = "end") -> np.ndarray:
        """Σ p_j of estimated-alive jobs per section, at its ``"start"`` (released for a
        section ≤ i, not completed before i) or ``"end"`` (and not completed during i)."""
        p = np.array([job.p for job in self.jobs], dtype=np.int64)
        sections = np.arange(self.n_sections)[:, None]
        alive = self.needed[None, :] <= sections
        alive &= (self.completes[None, :] > sections) if at == "end" else (self.completes[None, :] >= sections)
        return (alive * p[None, :]).sum(axis=1)


class _Sampler:
    """Uniform draws among the fitting workload jobs, buffered to amortise the rng calls."""

    def __init__(self, rng: np.random.Generator, fits: np.ndarray, chunk: int = 256):
        self.rng, self.fits, self.chunk = rng, fits, chunk
        self.buffer: list[int] = []

    def __call__(self) -> int:
        if not self.buffer:
            self.buffer = self.fits[self.rng.integers(len(self.fits), size=self.chunk)].tolist()[::-1]
        return self.buffer.pop()


def release_jobs(
    rng: np.random.Generator,
    workload,
    T: np.ndarray,
    P: np.ndarray,
    P_min: int,
    delta: int,
    load: float = 2.0,
    method: str = "fifo",
    P_max: int | None = None,
) -> ReleasePlan:
    """Finite jobs and release dates keeping Σ p_j of alive jobs ≥ ``load``·P_max (App. E.5.2).

    ``workload`` is a :class:`resched.varcap.generate.Workload`; ``T``/``P`` the capacity
    profile; ``P_max`` defaults to max(P). See the module docstring for the method and the
    choices made where the paper is not precise.
    """
    if method not in METHODS:
        raise ReschedError(f"unknown release method {method!r} (choose from {', '.join(METHODS)})")
    T = np.asarray(T, dtype=float)
    P = np.asarray(P, dtype=np.int64)
    n = len(P)
    P_max = int(P.max()) if P_max is None else P_max
    target = load * P_max
    fits = np.flatnonzero(np.asarray(workload.processors) <= P_min)
    if len(fits) == 0:
        raise ReschedError(f"workload {workload.name}: no job fits in P_min={P_min} processors")
    lengths_T = np.diff(T)
    if method == "accumulation" and float(np.max(workload.run_times[fits])) <= float(lengths_T.max()):
        # a job shorter than the section completes within it and never counts in the load check
        raise ReschedError(f"workload {workload.name}: no job outlasts a section; accumulation cannot reach the load")
    MW = useful_work(T, P, P_min, delta)
    draw = _Sampler(rng, fits)

    procs: list[int] = []
    lengths: list[float] = []
    remaining: list[float] = []
    needed: list[int] = []
    completes: list[int] = []
    alive: list[int] = []  # creation (= release) order
    allocated = np.zeros(n)
    omega_trace = np.full(n, np.nan)
    omega = 0.0

    def new_job(section: int) -> int:
        k = draw()
        procs.append(int(workload.processors[k]))
        lengths.append(float(workload.run_times[k]))
        remaining.append(procs[-1] * lengths[-1])
        needed.append(section)
        completes.append(n)
        return len(procs) - 1

    def progress(j: int, work: float, section: int) -> None:
        remaining[j] -= work
        if remaining[j] <= 1e-9 * procs[j] * lengths[j]:
            remaining[j] = 0.0
            completes[j] = section

    for i in range(n):
        d = float(lengths_T[i])
        if method == "accumulation":
            spent = 0.0
            for j in alive:
                work = min(procs[j] * d, remaining[j])
                spent += work
                progress(j, work, i)
            omega += spent
            while omega < MW[i]:
                j = new_job(i)
                work = min(procs[j] * d, remaining[j])
                spent += work
                omega += work
                progress(j, work, i)
                alive.append(j)
        else:
            order = alive if method == "fifo" else sorted(alive, key=lambda j: remaining[j])  # stable: ties by release
            budget = float(MW[i])
            spent = 0.0
            for j in order:
                if budget <= 0:
                    break
                work = min(procs[j] * d, remaining[j], budget)
                budget -= work
                spent += work
                progress(j, work, i)
            while budget > 0:
                j = new_job(i)
                work = min(procs[j] * d, remaining[j], budget)
                budget -= work
                spent += work
                progress(j, work, i)
                alive.append(j)
        alive = [j for j in alive if completes[j] == n]
        load_now = sum(procs[j] for j in alive)
        while load_now < target:
            j = new_job(i)
            if method == "accumulation":
                work = min(procs[j] * d, remaining[j])
                spent += work
                omega += work
                progress(j, work, i)
            if completes[j] == n:
                alive.append(j)
                load_now += procs[j]
        allocated[i] = spent
        if method == "accumulation":
            omega_trace[i] = omega
            omega -= MW[i]

    need = np.asarray(needed, dtype=np.int64)
    u = rng.uniform(0.0, 1.0, len(need))
    u = u[np.lexsort((u, need))]  # sorted within each section; jobs are grouped by section
    prev = np.maximum(need - 1, 0)
    release = np.where(need == 0, T[0], T[prev] + u * (T[np.minimum(need, n - 1)] - T[prev]))
    release = np.minimum(release, np.nextafter(T[np.minimum(need, n - 1)], -math.inf), where=need > 0, out=release)
    x = rng.uniform(5.0, 20.0, len(need))
    jobs = []
    for j in range(len(need)):
        c = max(5.0, min(float(x[j]), lengths[j] / 10))
        jobs.append(Job(f"J{j + 1}", procs[j], c, c, float(release[j]), lengths[j]))
    return ReleasePlan(
        method, target, T, P, tuple(jobs), need, np.asarray(completes, dtype=np.int64), MW, allocated, omega_trace
    )
