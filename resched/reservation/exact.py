"""The reservation family's exact models and the strategies ``resched validate`` checks
against them (imported only by ``solve``, ``export`` and ``validate``)."""

from __future__ import annotations

from functools import partial

from resched.declarations import ExactModel, Heuristic
from resched.reservation.algorithms import optimal_discrete, periodic
from resched.reservation.models import build_shortest_path, solve_shortest_path

SCOPES = {"dp": "all strategies", "all-ckpt": "ALL-CKPT strategies", "no-ckpt": "NO-CKPT strategies"}
"""DP mode → the strategies the shortest path ranges over."""
PAPER_NAMES = {"dp": "DYN-PROG-COUNT", "all-ckpt": "ALL-CKPT", "no-ckpt": "NO-CKPT"}


def model_name(mode: str) -> str:
    return "shortest_path" + ("" if mode == "dp" else "_" + mode.replace("-", "_"))


def _exact_model(mode: str) -> ExactModel:
    return ExactModel(
        name=model_name(mode),
        description=f"min expected cost over {SCOPES[mode]}: shortest path on Thm 2's state graph (LP, TU)",
        build=partial(build_shortest_path, mode=mode),
        solve=lambda inst, options: solve_shortest_path(inst, mode, options),
        sense="min",
    )


def _dp_cost(mode: str, instance) -> float:
    return optimal_discrete(instance.law, instance.costs, mode)[1]


def _periodic_cost(checkpoint: bool, instance) -> float:
    return periodic(instance.law, instance.costs, checkpoint).expected_cost


EXACT_MODELS = tuple(_exact_model(mode) for mode in SCOPES)
HEURISTICS = (
    *(Heuristic(PAPER_NAMES[mode], partial(_dp_cost, mode), model_name(mode), exact=True) for mode in SCOPES),
    Heuristic("ALL-CKPT-PER", partial(_periodic_cost, True), "shortest_path"),
    Heuristic("NO-CKPT-PER", partial(_periodic_cost, False), "shortest_path"),
)
