"""The batch family, declared once: its algorithm registries and its :class:`Family` (the top
of the family: every ``"module:attr"`` string here points down into the family's modules).

A run simulates one workload under one failure scenario with one strategy
(:class:`~resched.batch.params.BatchParams`); the replay of reservation strategies
(``resched batch replay``, §5 of Gainaru et al., IPDPS 2020) is another experiment on the
same simulator, with its own parameters (:class:`~resched.batch.params.ReplayParams`) and its
own algorithm registry (:data:`REPLAY_ALGORITHMS`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from resched.algorithms import AlgorithmRegistry, AlgorithmSpec
from resched.batch.params import (
    BACKFILLINGS,
    CRITERIA,
    RESERVATIONS,
    TIE_BREAKS,
    TIMINGS,
    VICTIMS,
    BatchParams,
    ReplayParams,
)
from resched.declarations import Family
from resched.errors import ReschedError

if TYPE_CHECKING:
    from resched.batch.instance.schedule import Strategy

__all__ = ["ALGORITHMS", "FAMILY", "REPLAY_ALGORITHMS", "BatchParams", "ReplayParams", "strategy"]


def _variant(timing: int, victim: int, criterion: int) -> AlgorithmSpec:
    code = f"H{timing}{victim}{criterion}"
    summary = (
        f"node stealing: T{timing} {TIMINGS[timing]}; V{victim} {VICTIMS[victim]}; K{criterion} {CRITERIA[criterion]}"
    )
    name, aliases = ("SFSJ", (code,)) if code == "H111" else (code, ())
    if code == "H111":
        summary = "SFSJ = H111 (Algorithm 5): " + summary
    return AlgorithmSpec(
        name,
        summary + " (§4.6)",
        f"resched.batch.algorithms:{code.lower()}_strategy",
        aliases=aliases,
        traits={"steals": True, "timing": timing, "victim": victim, "criterion": criterion},
    )


ALGORITHMS = AlgorithmRegistry(
    "batch",
    (
        AlgorithmSpec(
            "BASELINE",
            "FCFS + conservative backfilling, no stealing: a failed job waits in the queue with "
            "priority 3 unless a node is free (§4.3)",
            "resched.batch.algorithms:baseline_strategy",
            traits={"steals": False, "timing": 0},
        ),
        *(_variant(t, v, k) for t in TIMINGS for v in VICTIMS for k in CRITERIA),
    ),
)
"""BASELINE and the 18 node-stealing variants Hxyz of §4.6 (timing Tx, victim Vy, criterion
Kz, declared as traits). SFSJ is H111 itself: one entry, ``H111`` is its alias."""


def _replay(name: str, summary: str, factory: str, *aliases: str, **traits: object) -> AlgorithmSpec:
    return AlgorithmSpec(name, summary, f"resched.batch.algorithms:{factory}", aliases=aliases, traits=traits)


REPLAY_ALGORITHMS = AlgorithmRegistry(
    "batch replay",
    (
        _replay(
            "DYN-PROG-COUNT",
            "the optimal reservation sequence of Thm 2 on the law discretised on 100 points",
            "dyn_prog_count_reservations",
            "DPC",
            checkpoints="chosen",
        ),
        _replay(
            "ALL-CKPT",
            "the optimal sequence with a checkpoint at every reservation (§3.4)",
            "all_ckpt_reservations",
            checkpoints="all",
        ),
        _replay(
            "HPC",
            "first reservation = mean of the application's last 5 run times, ×1.5 per retry, no checkpoint (§5.2)",
            "hpc_reservations",
            checkpoints="none",
        ),
    ),
)
"""The reservation strategies replayed through the batch simulator (§5 of Gainaru et al.)."""


FAMILY = Family(
    name="batch",
    title="Batch scheduling with node failures and node stealing (Du, PhD thesis 2022, ch. 4).",
    params=BatchParams,
    algorithms=ALGORITHMS,
    instance="resched.batch.instance:from_dict",
    run="resched.batch.experiment:run_task",
    exact_models="resched.batch.experiment.solutions:EXACT_MODELS",
    checked_algorithm="resched.batch.models:checked_algorithm",
    checked_builtins=("BASELINE",),
    figures="resched.batch.experiment.figures:plot_sweep",
    replicate_params=("workload_seed",),
    default_algorithms=("BASELINE", "SFSJ"),
)


def strategy(
    name: str, tie_break: str = "latest_release", backfilling: str = "compress", reservations: str = "count"
) -> Strategy:
    """The strategy named ``name`` (``BASELINE``, ``SFSJ``, ``Hxyz`` with x ∈ 1..3, y ∈ 1..2,
    z ∈ 1..3; any case) with the victim ``tie_break``, the ``backfilling`` mode and what a
    reservation holds (``reservations``: count or machines)."""
    from resched.batch.algorithms import configured
    from resched.batch.instance.schedule import Strategy

    if tie_break not in TIE_BREAKS:
        raise ReschedError(f"unknown tie-break {tie_break!r} (known: {', '.join(TIE_BREAKS)})")
    if backfilling not in BACKFILLINGS:
        raise ReschedError(f"unknown backfilling {backfilling!r} (known: {', '.join(BACKFILLINGS)})")
    if reservations not in RESERVATIONS:
        raise ReschedError(f"unknown reservations {reservations!r} (known: {', '.join(RESERVATIONS)})")
    built = configured(ALGORITHMS.resolve(name), tie_break, backfilling, reservations)
    assert isinstance(built, Strategy)  # the registry's factories build strategies
    return built
