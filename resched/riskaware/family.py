"""The risk-aware family, declared once (parameters, algorithms, runner, models, figures)."""

from resched.registry import Family

FAMILY = Family(
    name="riskaware",
    title="Variable capacity without checkpoints: risk-aware online scheduling (Perotin et al., 2023).",
    instance="resched.riskaware.instance:from_dict",
    exact_models="resched.riskaware.exact:EXACT_MODELS",
    heuristics="resched.riskaware.exact:HEURISTICS",
)
