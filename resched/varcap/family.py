"""The variable-capacity family, declared once: parameters, algorithms, runner, models,
figures and commands (Cendrier, Benoit, Vivien, *Scheduling with variable capacity*,
RR-9582, 2025).

Units. Processor counts are integers (``p_max``); ``p_min_fraction`` and ``delta_fraction``
are fractions of P_max, as in §6.1 of the paper (P_min = round(0.2·P_max), δ =
round(0.1·P_max)); an instance file keeps the resulting processor counts (its
``platform.P_min`` and ``platform.delta``). Times (``avg_section_length``, the trace's run
times, C_j and R_j) are in the instance's time unit: seconds for trace-derived workloads.

The old presets are values of ``p_max``: light = 100, default = 400 (the default).
"""

from __future__ import annotations

from resched.declarations import Family
from resched.varcap.algorithms import ALGORITHMS, NAMES, algorithm
from resched.varcap.params import RELEASES, VarCapParams

__all__ = ["ALGORITHMS", "FAMILY", "NAMES", "RELEASES", "SECTION_FAMILY", "VarCapParams", "algorithm"]

FAMILY = Family(
    name="varcap",
    title="Variable capacity with checkpoints (Cendrier, Benoit, Vivien, RR-9582, 2025).",
    params=VarCapParams,
    algorithms=ALGORITHMS,
    instance="resched.varcap.instance:from_dict",
    run="resched.varcap.experiment:run_task",
    exact_models="resched.varcap.models:EXACT_MODELS",
    heuristics="resched.varcap.models:HEURISTICS",
    figures="resched.varcap.experiment.figures:plot_sweep",
    default_algorithms=("DPBiC(15)",),
)

SECTION_FAMILY = Family(
    name="varcap-section",
    title="One section of the variable-capacity problem (the two exact section models).",
    instance="resched.varcap.instance.section:from_dict",
    exact_models="resched.varcap.models:SECTION_EXACT_MODELS",
    heuristics="resched.varcap.models:SECTION_HEURISTICS",
)
"""One section of the variable-capacity problem as an instance family (``varcap-section``):
its instance files (:mod:`resched.varcap.instance.section`) and its two exact section models
with the section algorithms checked against them (:mod:`resched.varcap.models`). It has no
sweeps and no command group: its instances are used through the shared verbs (``resched
solve``, ``export``, ``validate``)."""
