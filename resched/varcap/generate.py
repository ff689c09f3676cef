"""Seeded variable-capacity instance generators (§6.1 of the paper, spec choices 1–3, 11).

Capacity profile: section lengths ~ U[0.8·avgT, 1.2·avgT]; P_1 = P_max;
P_{i+1} = clip(P_i + Δ_i, P_min, P_max) with Δ_i uniform integer in [−δ, δ].
Jobs: sizes (and lengths for finite jobs) drawn from a workload (a real SWF trace, or a
log-uniform default), restricted to p_j ≤ P_min, until Σ p_j ≥ Load·P_max;
C_j ~ U[5, 20], R_j = C_j; finite jobs C_j = max(5, min(C_j, L_j/10)).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from resched.errors import InstanceError, ReschedError
from resched.io.swf import read_swf
from resched.validation import array, integer, number
from resched.varcap.instance import Job, Platform, VarCapInstance


#: §6.1 presets: n = 400 sections, avgT = 100, P_min = 0.2·P_max, δ = 0.1·P_max, Load 2
#: (the defaults of :func:`random_instance`), with P_max = 100 (light) or 400 (default).
PRESETS: dict[str, int] = {"light": 100, "default": 400}


@dataclass(frozen=True)
class Workload:
    """Job sizes (processors) and run times (s) to sample jobs from."""

    name: str
    processors: np.ndarray
    run_times: np.ndarray

    @classmethod
    def from_swf(cls, path: str | Path) -> "Workload":
        """Jobs of an SWF trace with a known positive size and run time."""
        jobs = read_swf(path).jobs
        procs = jobs["allocated_processors"].fillna(jobs["requested_processors"]).astype("float64")
        run = jobs["run_time"].astype("float64")
        ok = np.isfinite(procs.to_numpy()) & (procs.to_numpy() > 0) & (run.to_numpy() > 0)
        if not ok.any():
            raise ReschedError(f"{path}: no job with a positive size and run time")
        return cls(Path(path).stem, procs.to_numpy()[ok].astype(np.int64), run.to_numpy()[ok])

    @classmethod
    def synthetic(cls, seed: int, size: int = 10_000, max_procs: int = 400) -> "Workload":
        """Log-uniform sizes in [1, max_procs] and run times in [60, 86400] s."""
        rng = np.random.default_rng(seed)
        procs = np.exp(rng.uniform(0, np.log(max_procs + 1), size)).astype(np.int64)
        runs = np.exp(rng.uniform(np.log(60), np.log(86_400), size))
        return cls(f"synthetic-{seed}", np.clip(procs, 1, max_procs), runs)


def load_profile(path: str | Path) -> tuple[np.ndarray, np.ndarray]:
    """An explicit capacity profile from a JSON file ``{"T": [...], "P": [...]}`` (a varcap
    instance file also works: its ``sections`` are used)."""
    try:
        data = json.loads(Path(path).read_text())
    except (OSError, json.JSONDecodeError) as error:
        raise ReschedError(f"{path}: cannot read capacity profile ({error})") from None
    sections = data.get("sections", data) if isinstance(data, dict) else None
    if not isinstance(sections, dict) or not {"T", "P"} <= sections.keys():
        raise InstanceError("T", "a capacity profile needs arrays 'T' and 'P'", str(path))
    T = [number(t, f"T[{i}]") for i, t in enumerate(array(sections["T"], "T", min_length=2))]
    P = [integer(x, f"P[{i}]") for i, x in enumerate(array(sections["P"], "P", min_length=1))]
    return np.asarray(T, dtype=float), np.asarray(P, dtype=np.int64)


def capacity_profile(
    rng: np.random.Generator, n_sections: int, P_max: int, P_min: int, delta: int, avg_T: float
) -> tuple[np.ndarray, np.ndarray]:
    """Section dates T (starting at 0) and processor counts P, spec choice 3."""
    lengths = rng.uniform(0.8 * avg_T, 1.2 * avg_T, n_sections)
    T = np.concatenate([[0.0], np.cumsum(lengths)])
    steps = rng.integers(-delta, delta + 1, n_sections - 1)
    P = np.empty(n_sections, dtype=np.int64)
    P[0] = P_max
    for i, step in enumerate(steps, start=1):
        P[i] = min(P_max, max(P_min, P[i - 1] + step))
    return T, P


def random_instance(
    seed: int,
    workload: Workload,
    n_sections: int = 400,
    P_max: int = 400,
    P_min: int | None = None,
    delta: int | None = None,
    avg_T: float = 100.0,
    load: float = 2.0,
    n_jobs: int | None = None,
    finite: bool = False,
    name: str | None = None,
    profile: tuple[np.ndarray, np.ndarray] | None = None,
    releases: str = "uniform",
) -> VarCapInstance:
    """A random instance; defaults are the paper's (P_min = 0.2·P_max, δ = 0.1·P_max, Load 2).

    ``n_jobs`` fixes the job count instead of the load. Finite jobs get releases uniform
    in the first 90% of the horizon and the workload's run times as lengths. ``profile``
    (dates T, counts P, e.g. from :func:`load_profile`) replaces the random capacity profile
    (``n_sections`` and ``avg_T`` are then unused); it must respect P_min, P_max and δ.
    ``releases`` (finite jobs only): ``"uniform"`` (above) or an Appendix E.5.2 method of
    :mod:`resched.varcap.releases` (``"accumulation"``, ``"fifo"``, ``"smallest"``), which
    keeps Σ p_j of alive jobs ≥ Load·P_max; the job count then follows from the method and
    ``n_jobs`` is ignored.
    """
    P_min = round(0.2 * P_max) if P_min is None else P_min
    delta = round(0.1 * P_max) if delta is None else delta
    rng = np.random.default_rng(seed)
    if profile is None:
        T, P = capacity_profile(rng, n_sections, P_max, P_min, delta, avg_T)
    else:
        T, P = (np.asarray(x) for x in profile)
    if releases != "uniform":
        from resched.varcap.releases import METHODS, release_jobs

        if releases not in METHODS:
            raise ReschedError(f"unknown release method {releases!r} (choose from uniform, {', '.join(METHODS)})")
        if not finite:
            raise ReschedError(f"release method {releases!r} needs finite jobs")
        plan = release_jobs(rng, workload, T, P, P_min, delta, load, releases, P_max)
        label = name or f"{workload.name}-finite-{releases}-s{seed}"
        return VarCapInstance(label, Platform(P_min, P_max, delta), tuple(T.tolist()), tuple(P.tolist()), plan.jobs)
    fits = np.flatnonzero(workload.processors <= P_min)
    if len(fits) == 0:
        raise ReschedError(f"workload {workload.name}: no job fits in P_min={P_min} processors")
    picks: list[int] = []
    total = 0
    while (len(picks) < n_jobs) if n_jobs is not None else (total < load * P_max):
        k = int(fits[rng.integers(len(fits))])
        picks.append(k)
        total += int(workload.processors[k])
    C = rng.uniform(5.0, 20.0, len(picks))
    release_dates = rng.uniform(T[0], T[0] + 0.9 * (T[-1] - T[0]), len(picks)) if finite else None
    jobs = []
    for i, k in enumerate(picks):
        length = float(workload.run_times[k]) if finite else float("inf")
        c = max(5.0, min(C[i], length / 10)) if finite else float(C[i])
        release = float(release_dates[i]) if finite else float(T[0])
        jobs.append(Job(f"J{i + 1}", int(workload.processors[k]), c, c, release, length))
    label = name or f"{workload.name}-{'finite' if finite else 'infinite'}-s{seed}"
    return VarCapInstance(label, Platform(P_min, P_max, delta), tuple(T.tolist()), tuple(P.tolist()), tuple(jobs))
