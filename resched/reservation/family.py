"""The reservation family, declared once: parameters, algorithms, runner, models, figures.

The top of the family: its strings name objects of the family's own modules (the parameters
are :class:`~resched.reservation.params.ReservationParams`).
"""

from __future__ import annotations

from resched.algorithms import AlgorithmRegistry, AlgorithmSpec
from resched.declarations import Family
from resched.reservation.params import ReservationParams


def _strategy(name: str, summary: str, factory: str, *aliases: str, **traits: object) -> AlgorithmSpec:
    return AlgorithmSpec(name, summary, f"resched.reservation.algorithms:{factory}", aliases=aliases, traits=traits)


ALGORITHMS = AlgorithmRegistry(
    "reservation",
    (
        _strategy(
            "DYN-PROG-COUNT",
            "optimal DP of Thm 2 on the law's support, or on the n-chunk discretisation "
            "of a continuous law (Algorithm 1)",
            "dyn_prog_count_strategy",
            "dp",
            "DPC",
            checkpoints="chosen",
        ),
        _strategy(
            "ALL-CKPT",
            "restricted DP, a checkpoint at every reservation (§3.4)",
            "all_ckpt_strategy",
            checkpoints="all",
        ),
        _strategy("NO-CKPT", "restricted DP, no checkpoint (§3.4)", "no_ckpt_strategy", checkpoints="none"),
        _strategy(
            "ALL-CKPT-PER",
            "τ equal periods with checkpoints (Algorithm 2)",
            "all_ckpt_per_strategy",
            checkpoints="all",
            periodic=True,
        ),
        _strategy(
            "NO-CKPT-PER",
            "τ equal periods without checkpoints (Algorithm 2)",
            "no_ckpt_per_strategy",
            checkpoints="none",
            periodic=True,
        ),
        _strategy(
            "Omniscient",
            "knows the execution time: cost (α+β)E[X] + γ (Fig. 7's normalisation)",
            "omniscient_strategy",
            reference=True,
        ),
    ),
)

FAMILY = Family(
    name="reservation",
    title="Reservation and checkpoint strategies for stochastic jobs (Gainaru et al., IPDPS 2020).",
    params=ReservationParams,
    algorithms=ALGORITHMS,
    instance="resched.reservation.instance:from_dict",
    run="resched.reservation.experiment.task:run_task",
    exact_models="resched.reservation.models:EXACT_MODELS",
    checked_algorithm="resched.reservation.models:checked_algorithm",
    checked_builtins=("DYN-PROG-COUNT", "ALL-CKPT", "NO-CKPT", "ALL-CKPT-PER", "NO-CKPT-PER"),
    figures="resched.reservation.experiment.figures:plot_sweep",
    run_verb="solve",
    default_algorithms=("DYN-PROG-COUNT",),
)
