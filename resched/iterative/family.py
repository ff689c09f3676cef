"""The iterative family, declared once (parameters, algorithms, runner, models, figures)."""

from resched.registry import Family

FAMILY = Family(
    name="iterative",
    title="Checkpointing iterative applications, stochastic and deterministic (Du, PhD thesis 2022, ch. 2-3).",
    instance="resched.iterative.instance:from_dict",
    exact_models="resched.iterative.exact:EXACT_MODELS",
    heuristics="resched.iterative.exact:HEURISTICS",
)
