"""Experiment task of the risk-aware family: the seeded capacity walk of a grid point on a
job trace, one online algorithm, its metrics at the end of the trace window.

Grid parameters (defaults: the slides' setting, spec B.4.4): ``trace`` (a file in the
sweep's ``traces_dir`` or a path; a Borg-derived trace if its name starts with ``borg``,
else SWF), ``cores`` n_c (24), ``m_avg`` (24), ``m_range`` M_ra (round(M_avg/3) = 8), ``load`` (if
given, the releases are scaled so that the work is ``load`` × n_c · M_avg · window; the
slides' 26/24 brings the SWF traces to their dimensioning), ``period`` φ in seconds
(1200), ``step`` (1), ``phases`` (``"fixed"`` or ``"random"``: exponential, mean φ),
``tick`` (300 s), ``days`` (window kept: a Borg trace's whole window, an SWF trace's first 7), and the algorithm parameters ``target_stretch``,
``distance``, ``pack``, ``safety`` (defaults of :class:`~resched.riskaware.simulate.Policy`).

``walk_seed`` (optional) seeds the capacity walk instead of the task seed: listing the same
walk seeds at every grid point gives common random numbers (the points then differ by
their parameters, not by the luck of their walks); the plots average over it.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from resched.errors import ReschedError
from resched.riskaware.generate import JobTrace, read_borg, read_swf_jobs, scale_to_load, trace_instance

_PARAMS = {"trace", "cores", "m_avg", "m_range", "period", "step", "phases", "tick", "days", "load",
           "target_stretch", "distance", "pack", "safety", "walk_seed"}
_POLICY = ("target_stretch", "distance", "pack", "safety")


@lru_cache(maxsize=8)
def load_trace(trace: str, traces_dir: str | None, cores: int, days: float | None) -> JobTrace:
    """The job trace ``trace`` (Borg-derived if its file name starts with ``borg``, else SWF),
    its first ``days`` days (default: a Borg trace's whole window, an SWF trace's first 7)."""
    path = Path(trace) if Path(trace).is_absolute() or traces_dir is None else Path(traces_dir) / trace
    if path.name.startswith("borg"):
        return read_borg(path, days)
    return read_swf_jobs(path, cores, 7.0 if days is None else days)


def run_task(task) -> dict[str, Any]:
    """Metrics (keys of :class:`~resched.riskaware.metrics.Metrics`) of ``task.algorithm``,
    plus the platform used, the job counts and the simulation wall time."""
    from resched.riskaware.metrics import evaluate
    from resched.riskaware.simulate import Policy, simulate

    params = task.params
    unknown = sorted(params.keys() - _PARAMS)
    if unknown:
        raise ReschedError(f"unknown riskaware sweep parameter {unknown[0]!r} (known: {', '.join(sorted(_PARAMS))})")
    cores = int(params.get("cores", 24))
    days = params.get("days")
    trace = load_trace(str(params.get("trace", "borg/borg-7D_604800.txt")), task.traces_dir, cores,
                       None if days is None else float(days))
    m_avg = int(params.get("m_avg", 24))
    if "load" in params:
        trace = scale_to_load(trace, cores, m_avg, float(params["load"]))
    m_range = int(params.get("m_range", round(m_avg / 3)))
    phases = str(params.get("phases", "fixed"))
    if phases not in ("fixed", "random"):
        raise ReschedError(f"phases must be 'fixed' or 'random', got {phases!r}")
    instance = trace_instance(trace, int(params.get("walk_seed", task.seed)), cores=cores, m_avg=m_avg, m_range=m_range,
                              period=float(params.get("period", 1200)), step=int(params.get("step", 1)),
                              random_phases=phases == "random", tick=float(params.get("tick", 300)))
    policy = Policy(task.algorithm, **{k: params[k] for k in _POLICY if k in params})
    schedule = simulate(instance, policy)
    return {**evaluate(instance, schedule).to_dict(), "m_range_used": m_range, "window_days": trace.duration / 86400,
            "jobs": len(instance.jobs), "dropped_jobs": trace.dropped, "simulation_seconds": schedule.seconds}
