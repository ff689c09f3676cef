"""The variable-capacity family, declared once (parameters, algorithms, runner, models, figures)."""

from resched.registry import Family

FAMILY = Family(
    name="varcap",
    title="Variable capacity with checkpoints (Cendrier, Benoit, Vivien, RR-9582, 2025).",
    instance="resched.varcap.instance:from_dict",
    exact_models="resched.varcap.exact:EXACT_MODELS",
    heuristics="resched.varcap.exact:HEURISTICS",
)
