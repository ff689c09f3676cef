"""The batch family, declared once (parameters, algorithms, runner, models, figures)."""

from resched.registry import Family

FAMILY = Family(
    name="batch",
    title="Batch scheduling with node failures and node stealing (Du, PhD thesis 2022, ch. 4).",
    instance="resched.batch.instance:from_dict",
    exact_models="resched.batch.exact:EXACT_MODELS",
    heuristics="resched.batch.exact:HEURISTICS",
)
