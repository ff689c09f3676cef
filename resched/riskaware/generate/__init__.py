"""Seeded inputs of the risk-aware family: job traces (:mod:`.traces`: the authors' job trace
and SWF, read into a :class:`JobTrace`, turned into instances) and the capacity process
(:mod:`.capacity`: the random walk of M_alive and the machines' risk derived from it)."""

from resched.riskaware.generate.capacity import (
    MAX_RISK_FLOPS,
    MAX_WALK_PHASES,
    horizon_periods,
    periods_spanned,
    random_walk,
    survival_targets,
    transition_matrix,
)
from resched.riskaware.generate.traces import (
    DAY,
    JOB_LINE,
    JOB_TRACE,
    NEITHER,
    SLIDES_LOAD,
    SNIFF_BYTES,
    SWF,
    SWF_DAYS,
    JobTrace,
    random_tiny,
    read_borg,
    read_job_trace,
    read_swf_jobs,
    read_trace,
    scale_to_load,
    trace_format,
    trace_instance,
)

__all__ = [
    "DAY",
    "JOB_LINE",
    "JOB_TRACE",
    "MAX_RISK_FLOPS",
    "MAX_WALK_PHASES",
    "NEITHER",
    "SLIDES_LOAD",
    "SNIFF_BYTES",
    "SWF",
    "SWF_DAYS",
    "JobTrace",
    "horizon_periods",
    "periods_spanned",
    "random_tiny",
    "random_walk",
    "read_borg",
    "read_job_trace",
    "read_swf_jobs",
    "read_trace",
    "scale_to_load",
    "survival_targets",
    "trace_format",
    "trace_instance",
    "transition_matrix",
]
