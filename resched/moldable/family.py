"""The moldable family, declared once: :data:`FAMILY` (parameters, algorithms, instance loader,
runner, exact models, figures), the top of the family.

Every ``"module:attribute"`` string points down into the family's own modules: the runner of
:mod:`resched.moldable.experiment`, the exact models of :mod:`resched.moldable.models`, the
figures of :mod:`resched.moldable.experiment.figures`. The algorithm registry
(:data:`ALGORITHMS`) is declared with the factories it names, in
:mod:`resched.moldable.algorithms` (light: the experiment resolves names with it).
"""

from __future__ import annotations

from resched.declarations import Family
from resched.moldable.algorithms import ALGORITHMS
from resched.moldable.params import MoldableParams

__all__ = ["ALGORITHMS", "FAMILY"]


FAMILY = Family(
    name="moldable",
    title="Moldable jobs with silent errors: LPA-LIST, BATCH-LIST, baselines (Benoit et al., RR-9340).",
    params=MoldableParams,
    algorithms=ALGORITHMS,
    instance="resched.moldable.instance:from_dict",
    run="resched.moldable.experiment:run_task",
    exact_models="resched.moldable.models:EXACT_MODELS",
    heuristics="resched.moldable.models:HEURISTICS",
    checked_algorithm="resched.moldable.models:checked_algorithm",
    figures="resched.moldable.experiment.figures:plot_sweep",
    run_verb="run",
    default_algorithms=("LPA-LIST", "BATCH-LIST", "MINTIME", "MINAREA"),
    table_writers=("resched.moldable.experiment:table1", "resched.moldable.experiment:allotments"),
)
