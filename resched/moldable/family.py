"""The moldable family, declared once (parameters, algorithms, runner, models, figures)."""

from resched.registry import Family

FAMILY = Family(
    name="moldable",
    title="Moldable jobs with silent errors: LPA-LIST, BATCH-LIST, baselines (Benoit et al., RR-9340).",
    instance="resched.moldable.instance:from_dict",
    exact_models="resched.moldable.exact:EXACT_MODELS",
    heuristics="resched.moldable.exact:HEURISTICS",
)
