"""The risk-aware family's runs in the Standard Workload Format (SWF).

:func:`swf_jobs` writes one line per job: its release and length in seconds (ticks × tick),
its cores as processors, no requested time (the model has no wall times), and the run's
completion through the wait time (:func:`resched.io.swf.run_jobs`: wait + run is the job's
flow; a job killed by a machine switch-off restarts from scratch, so its wait time is the
start of its complete execution − its release). Reading the file back as a trace
(:func:`~resched.riskaware.generate.read_swf_jobs`, dates counted from the first submission)
gives the same jobs.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from resched.riskaware.instance import RiskAwareInstance
from resched.riskaware.kernels import COMPLETED


def swf_jobs(instance: RiskAwareInstance, schedule: Any) -> tuple[Any, dict[str, object]]:
    """The jobs of a risk-aware run as SWF (jobs table, header): M⁺ machines of n_c cores as
    MaxNodes and MaxProcs, the completions of :class:`~resched.riskaware.simulate.Schedule`."""
    from resched.io.swf import run_header, run_jobs

    a, tick, platform = instance.arrays, instance.tick, instance.platform
    completion = np.full(len(instance.jobs), np.nan)
    done = schedule.kind == COMPLETED
    completion[schedule.job[done]] = schedule.end[done] * tick
    frame = run_jobs(a.release * tick, a.length * tick, completion, a.cores)
    note = (
        f"resched riskaware run on {instance.name}: run_time is a job's length, wait_time its completion - "
        f"submit_time - run_time (wait + run is its flow); processors are cores of one machine; times are "
        f"ticks of {tick:g} s"
    )
    return frame, run_header(
        "resched riskaware simulator (variable capacity)",
        len(instance.jobs),
        platform.machines,
        platform.machines * platform.cores,
        note,
    )
