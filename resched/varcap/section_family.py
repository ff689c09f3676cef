"""One section of the variable-capacity problem as an instance family (``varcap-section``),
declared once: its instance files (:mod:`resched.varcap.section_instance`) and its two exact
section models with the section algorithms checked against them
(:mod:`resched.varcap.section_exact`). It has no sweeps and no command group: its instances
are used through the shared verbs (``resched solve``, ``export``, ``validate``)."""

from resched.declarations import Family

FAMILY = Family(
    name="varcap-section",
    title="One section of the variable-capacity problem (the two exact section models).",
    instance="resched.varcap.section_instance:from_dict",
    exact_models="resched.varcap.section_exact:EXACT_MODELS",
    heuristics="resched.varcap.section_exact:HEURISTICS",
)
