"""The risk-aware family, declared once: the top of the family (algorithms, runner, models,
figures), its parameters in :mod:`resched.riskaware.params`.

Imported only by :mod:`resched.registry`, the command line (:mod:`resched.cli.riskaware`) and
the package's ``__init__``; every ``"module:attribute"`` string points down into the family.
"""

from __future__ import annotations

from resched.algorithms import AlgorithmRegistry, AlgorithmSpec
from resched.declarations import Family
from resched.riskaware.params import (
    ADVERSARY_ONLY,
    ALGORITHM_NAMES,
    AUTHORS_POLICIES,
    DEFAULT_WINDOW,
    GENERATE_ONLY,
    POLICY_FIELDS,
    WINDOWS,
    RiskAwareParams,
    check_task,
)

__all__ = [
    "ADVERSARY_ONLY",
    "ALGORITHMS",
    "DEFAULT_WINDOW",
    "FAMILY",
    "GENERATE_ONLY",
    "POLICY_FIELDS",
    "WINDOWS",
    "RiskAwareParams",
    "check_task",
]


def _algorithm(name: str, factory: str, summary: str, **traits: object) -> AlgorithmSpec:
    return AlgorithmSpec(
        name, summary, f"resched.riskaware.algorithms:{factory}", aliases=ALGORITHM_NAMES[name], traits=traits
    )


ALGORITHMS = AlgorithmRegistry(
    "riskaware",
    (
        _algorithm(
            "FirstFit",
            "first_fit",
            "FCFS with backfilling at machine level (the slides' baseline): at every arrival, completion and "
            "capacity change, every queued job that fits starts on the lowest-index machine with room, the "
            "queue scanned by release date",
            queues="global",
            risk_aware=False,
            reservations=False,
            parameters=(),
        ),
        _algorithm(
            "FirstFitBlocking",
            "first_fit_blocking",
            "FCFS + FirstFit without backfilling (resched's earlier FirstFit): the queue head starts on "
            "the lowest-index machine with room; the queue waits while the head does not fit",
            queues="global",
            risk_aware=False,
            reservations=False,
            parameters=(),
        ),
        _algorithm(
            "FirstFitAware",
            "first_fit_aware",
            "the slides' handlers: an arrival, a completion, an added machine and a removal each start queued "
            "jobs on the lowest-index machine with room",
            queues="global",
            risk_aware=False,
            reservations=False,
            parameters=(),
        ),
        _algorithm(
            "TargetStretch",
            "target_stretch",
            "one queue per machine, conservative backfilling: the target machine, or the closest within "
            "distance where the stretch stays <= target_stretch",
            queues="per-machine",
            risk_aware=True,
            reservations=True,
            parameters=("target_stretch", "distance", "safety"),
        ),
        _algorithm(
            "TargetASAP",
            "target_asap",
            "start now on the target or a neighbour within distance; else reserve on the target if its "
            "stretch holds; else where the job starts first among the acceptable machines",
            queues="per-machine",
            risk_aware=True,
            reservations=True,
            parameters=("target_stretch", "distance", "safety"),
        ),
        _algorithm(
            "PackedTargetASAP",
            "packed_target_asap",
            "TargetASAP on the target's pack of pack machines, filled from the first machine of the pack",
            queues="per-machine",
            risk_aware=True,
            reservations=True,
            parameters=("target_stretch", "pack", "safety"),
        ),
        *(
            AlgorithmSpec(
                name,
                f"the authors' {name} (simu.cc's algo heuristic, their conventions, up to the window's end): "
                + summary,
                f"resched.riskaware.algorithms:{name.lower()}",
                traits={"queues": "per-machine", "risk_aware": True, "reservations": True, "parameters": ()},
            )
            for name, summary in zip(
                AUTHORS_POLICIES,
                (
                    "target from the job length's work quantile, running maximum stretch as bound, 11 machines around",
                    "target from the job length's work quantile, start now (stretch 1) within 11 machines",
                    "as BS1 on packs of 5 machines",
                ),
                strict=True,
            )
        ),
    ),
)
"""The slides' five algorithms, the blocking first fit, and the authors' BSS, BS1 and BP1
(docs/riskaware.md); traits:
``queues`` (one global queue or one per machine), ``risk_aware`` (targets machines by their
survival probability), ``reservations`` (conservative backfilling of reservations),
``parameters`` (the algorithm parameters it reads)."""

FAMILY = Family(
    name="riskaware",
    title="Variable capacity without checkpoints: risk-aware online scheduling (Perotin et al., 2023).",
    params=RiskAwareParams,
    algorithms=ALGORITHMS,
    instance="resched.riskaware.instance:from_dict",
    run="resched.riskaware.experiment.task:run_task",
    exact_models="resched.riskaware.experiment.solutions:EXACT_MODELS",
    checked_algorithm="resched.riskaware.models:checked_algorithm",
    checked_builtins=tuple(ALGORITHM_NAMES),
    figures="resched.riskaware.experiment.figures:plot_sweep",
    replicate_params=("walk_seed",),
    default_algorithms=("TargetASAP",),
    compatible="resched.riskaware.params:check_task",
)
