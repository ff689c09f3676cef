"""Seeded variable-capacity instance generators (§6.1 of the paper, [VARCAP-D1] to [VARCAP-D3], [VARCAP-D11]).

Capacity profile: section lengths ~ U[0.8·avgT, 1.2·avgT]; P_1 = P_max;
P_{i+1} = clip(P_i + Δ_i, P_min, P_max) with Δ_i uniform integer in [−δ, δ].
Jobs: sizes (and lengths for finite jobs) drawn from a workload (a real SWF trace, or a
log-uniform default), restricted to p_j ≤ P_min, until Σ p_j ≥ Load·P_max;
C_j ~ U[5, 20], R_j = C_j; finite jobs C_j = max(5, min(C_j, L_j/10)).

:func:`generate` builds the instance of a :class:`~resched.varcap.params.VarCapParams` and a
seed: the one a sweep task, ``resched varcap simulate`` and ``resched varcap generate`` all
use. :func:`random_instance` is the same generator with processor counts (``p_min``,
``delta``) instead of fractions of P_max.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from resched.errors import InstanceError, ReschedError
from resched.io.files import read_bytes
from resched.validation import array, integer, number
from resched.varcap.instance import Job, Platform, VarCapInstance
from resched.varcap.params import VarCapParams

#: §6.1 presets: n = 400 sections, avgT = 100, P_min = 0.2·P_max, δ = 0.1·P_max, Load 2
#: (the defaults), with P_max = 100 (light) or 400 (default): the ``p_max`` parameter.
PRESETS: dict[str, int] = {"light": 100, "default": 400}

#: Seed of the synthetic workload (one fixed draw, shared by every instance).
SYNTHETIC_WORKLOAD_SEED = 0


@dataclass(frozen=True)
class Workload:
    """Job sizes (processors) and run times (s) to sample jobs from."""

    name: str
    processors: np.ndarray
    run_times: np.ndarray

    @classmethod
    def from_swf(cls, path: str | Path) -> Workload:
        """Jobs of an SWF trace with a known positive size and run time."""
        from resched.io.swf import read_swf

        jobs = read_swf(path).jobs
        procs = jobs["allocated_processors"].fillna(jobs["requested_processors"]).astype("float64")
        run = jobs["run_time"].astype("float64")
        ok = np.isfinite(procs.to_numpy()) & (procs.to_numpy() > 0) & (run.to_numpy() > 0)
        if not ok.any():
            raise ReschedError(f"{path}: no job with a positive size and run time")
        return cls(Path(path).stem, procs.to_numpy()[ok].astype(np.int64), run.to_numpy()[ok])

    @classmethod
    def synthetic(cls, seed: int, size: int = 10_000, max_procs: int = 400) -> Workload:
        """Log-uniform sizes in [1, max_procs] and run times in [60, 86400] s."""
        rng = np.random.default_rng(seed)
        procs = np.exp(rng.uniform(0, np.log(max_procs + 1), size)).astype(np.int64)
        runs = np.exp(rng.uniform(np.log(60), np.log(86_400), size))
        return cls(f"synthetic-{seed}", np.clip(procs, 1, max_procs), runs)


def load_profile(path: str | Path) -> tuple[np.ndarray, np.ndarray]:
    """An explicit capacity profile from a JSON file ``{"T": [...], "P": [...]}`` (a varcap
    instance file also works: its ``sections`` are used)."""
    try:
        data = json.loads(read_bytes(path, "capacity profile"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ReschedError(f"{path}: cannot read capacity profile ({error})") from None
    sections = data.get("sections", data) if isinstance(data, dict) else None
    if not isinstance(sections, dict) or not {"T", "P"} <= sections.keys():
        raise InstanceError("T", "a capacity profile needs arrays 'T' and 'P'", str(path))
    T = [number(t, f"T[{i}]") for i, t in enumerate(array(sections["T"], "T", min_length=2))]
    P = [integer(x, f"P[{i}]") for i, x in enumerate(array(sections["P"], "P", min_length=1))]
    return np.asarray(T, dtype=float), np.asarray(P, dtype=np.int64)


def capacity_profile(
    rng: np.random.Generator, sections: int, p_max: int, p_min: int, delta: int, avg_section_length: float
) -> tuple[np.ndarray, np.ndarray]:
    """Section dates T (starting at 0) and processor counts P ([VARCAP-D3])."""
    lengths = rng.uniform(0.8 * avg_section_length, 1.2 * avg_section_length, sections)
    T = np.concatenate([[0.0], np.cumsum(lengths)])
    steps = rng.integers(-delta, delta + 1, sections - 1)
    P = np.empty(sections, dtype=np.int64)
    P[0] = p_max
    for i, step in enumerate(steps, start=1):
        P[i] = min(p_max, max(p_min, P[i - 1] + step))
    return T, P


def random_instance(
    seed: int,
    workload: Workload,
    *,
    sections: int = 400,
    p_max: int = 400,
    p_min: int | None = None,
    delta: int | None = None,
    avg_section_length: float = 100.0,
    load: float = 2.0,
    jobs: int | None = None,
    finite: bool = False,
    releases: str = "fifo",
    name: str | None = None,
    profile: tuple[np.ndarray, np.ndarray] | None = None,
) -> VarCapInstance:
    """A random instance; defaults are the paper's (P_min = round(0.2·P_max), δ =
    round(0.1·P_max) processors, Load 2).

    ``jobs`` fixes the job count instead of the load. Finite jobs take the workload's run
    times as lengths and releases by ``releases`` (unused for infinite jobs): an Appendix
    E.5.2 method of :mod:`resched.varcap.generate.releases` (``"fifo"``, the default as in §6.3,
    ``"accumulation"``, ``"smallest"``), which keeps Σ p_j of alive jobs ≥ Load·P_max (the
    job count then follows from the method, and ``jobs`` is refused), or ``"uniform"`` in
    the first 90% of the horizon. ``profile`` (dates T, counts P, e.g. from
    :func:`load_profile`) replaces the random capacity profile (``sections`` and
    ``avg_section_length`` are then unused); it must respect P_min, P_max and δ.
    """
    p_min = round(0.2 * p_max) if p_min is None else p_min
    delta = round(0.1 * p_max) if delta is None else delta
    rng = np.random.default_rng(seed)
    if profile is None:
        T, P = capacity_profile(rng, sections, p_max, p_min, delta, avg_section_length)
    else:
        T, P = (np.asarray(x) for x in profile)
    if finite and releases != "uniform":
        from resched.varcap.generate.releases import METHODS, release_jobs

        if releases not in METHODS:
            raise ReschedError(f"unknown release method {releases!r} (choose from uniform, {', '.join(METHODS)})")
        if jobs is not None:
            raise ReschedError(
                f"release method {releases!r} sets the job count from the load; jobs is only for "
                "infinite jobs or uniform releases"
            )
        plan = release_jobs(rng, workload, T, P, p_min, delta, load, releases, p_max)
        label = name or f"{workload.name}-finite-{releases}-s{seed}"
        return VarCapInstance(label, Platform(p_min, p_max, delta), tuple(T.tolist()), tuple(P.tolist()), plan.jobs)
    fits = np.flatnonzero(workload.processors <= p_min)
    if len(fits) == 0:
        raise ReschedError(f"workload {workload.name}: no job fits in P_min={p_min} processors")
    picks: list[int] = []
    total = 0
    while (len(picks) < jobs) if jobs is not None else (total < load * p_max):
        k = int(fits[rng.integers(len(fits))])
        picks.append(k)
        total += int(workload.processors[k])
    C = rng.uniform(5.0, 20.0, len(picks))
    release_dates = rng.uniform(T[0], T[0] + 0.9 * (T[-1] - T[0]), len(picks)) if finite else None
    drawn = []
    for i, k in enumerate(picks):
        length = float(workload.run_times[k]) if finite else float("inf")
        c = max(5.0, min(C[i], length / 10)) if finite else float(C[i])
        release = float(release_dates[i]) if release_dates is not None else float(T[0])
        drawn.append(Job(f"J{i + 1}", int(workload.processors[k]), c, c, release, length))
    label = name or f"{workload.name}-{'finite' if finite else 'infinite'}-s{seed}"
    return VarCapInstance(label, Platform(p_min, p_max, delta), tuple(T.tolist()), tuple(P.tolist()), tuple(drawn))


@lru_cache(maxsize=8)
def workload(trace: str | Path | None) -> Workload:
    """The workload of a trace file (cached), or the synthetic one for ``None``."""
    if trace is None:
        return Workload.synthetic(SYNTHETIC_WORKLOAD_SEED)
    return Workload.from_swf(trace)


def generate(
    params: VarCapParams, seed: int, traces_dir: str | Path | None = None, name: str | None = None
) -> VarCapInstance:
    """The instance of :class:`~resched.varcap.params.VarCapParams` ``params`` and ``seed``
    (file parameters ``trace`` and ``profile`` resolved against ``traces_dir``): what a sweep
    task, ``resched varcap simulate`` and ``resched varcap generate`` run."""
    files = params.file_paths(traces_dir)
    profile = load_profile(files["profile"]) if "profile" in files else None
    return random_instance(
        seed,
        workload(str(files["trace"]) if "trace" in files else None),
        sections=params.sections,
        p_max=params.p_max,
        p_min=params.p_min,
        delta=params.delta,
        avg_section_length=params.avg_section_length,
        load=params.load,
        jobs=params.jobs,
        finite=params.finite,
        releases=params.releases,
        name=name,
        profile=profile,
    )
