"""The variable-capacity families, declared once (Cendrier, Benoit, Vivien, *Scheduling with
variable capacity*, RR-9582, 2025): :data:`FAMILY` (``varcap``: parameters, algorithms, runner,
exact models, figures; its command group is :mod:`resched.cli.varcap`) and
:data:`SECTION_FAMILY` (``varcap-section``: one section, its instance files and its exact
section models). The top of the family: every ``"module:attribute"`` string below points down
into it. The parameters are :class:`resched.varcap.params.VarCapParams`; the algorithm
registry :data:`ALGORITHMS` is declared next to the factories it names
(:mod:`resched.varcap.algorithms`, light: it imports no numeric library) and re-exported here.
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
    checked_algorithm="resched.varcap.models:checked_algorithm",
    figures="resched.varcap.experiment.figures:plot_sweep",
    default_algorithms=("DPBiC(15)",),
    table_writers=tuple(
        f"resched.varcap.experiment.aggregate:{name}"
        for name in ("bound_distribution", "kind_contrast", "parameter_spans", "yield_shares")
    ),
)

SECTION_FAMILY = Family(
    name="varcap-section",
    title="One section of the variable-capacity problem (the two exact section models).",
    instance="resched.varcap.instance.section:from_dict",
    exact_models="resched.varcap.models:SECTION_EXACT_MODELS",
    heuristics="resched.varcap.models:SECTION_HEURISTICS",
    algorithms=ALGORITHMS,
    checked_algorithm="resched.varcap.models:checked_section_algorithm",
)
"""One section of the variable-capacity problem as an instance family (``varcap-section``):
its instance files (:mod:`resched.varcap.instance.section`) and its two exact section models
with the section algorithms checked against them (:mod:`resched.varcap.models`); its
algorithms are varcap's (``validate --algorithm`` resolves a name through them). It has no
sweeps and no command group: its instances are used through the shared verbs (``resched
solve``, ``export``, ``validate``)."""
