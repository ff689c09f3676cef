"""The reservation family's exact models and the strategies ``resched validate`` checks
against them (imported only by ``solve``, ``export`` and ``validate``).

One model, Thm 2's state graph as a shortest-path LP (:mod:`~resched.reservation.models.shortest_path`),
declared three times: over all strategies (``shortest_path``), the ALL-CKPT ones and the NO-CKPT
ones. Each is built with Pyomo and solved with HiGHS through the generic path (no warm start: the
LP is solved in one pass).
"""

from __future__ import annotations

from functools import partial

from resched.declarations import ExactModel, Heuristic
from resched.reservation.algorithms import PAPER_NAMES, optimal_discrete, periodic
from resched.reservation.instance import ReservationInstance
from resched.reservation.models.shortest_path import build_shortest_path, optimal_path, solve_shortest_path

__all__ = ["EXACT_MODELS", "HEURISTICS", "SCOPES", "build_shortest_path", "optimal_path", "solve_shortest_path"]

SCOPES = {"dp": "all strategies", "all-ckpt": "ALL-CKPT strategies", "no-ckpt": "NO-CKPT strategies"}
"""DP mode → the strategies the shortest path ranges over."""


def model_name(mode: str) -> str:
    return "shortest_path" + ("" if mode == "dp" else "_" + mode.replace("-", "_"))


def _exact_model(mode: str) -> ExactModel:
    return ExactModel(
        name=model_name(mode),
        description=f"min expected cost over {SCOPES[mode]}: shortest path on Thm 2's state graph (LP, TU)",
        build=partial(build_shortest_path, mode=mode),
        sense="min",
    )


def _dp_cost(mode: str, instance: ReservationInstance) -> float:
    return optimal_discrete(instance.law, instance.costs, mode)[1]


def _periodic_cost(checkpoint: bool, instance: ReservationInstance) -> float:
    return periodic(instance.law, instance.costs, checkpoint).expected_cost


EXACT_MODELS = tuple(_exact_model(mode) for mode in SCOPES)
HEURISTICS = (
    *(Heuristic(PAPER_NAMES[mode], partial(_dp_cost, mode), model_name(mode), exact=True) for mode in SCOPES),
    Heuristic("ALL-CKPT-PER", partial(_periodic_cost, True), "shortest_path"),
    Heuristic("NO-CKPT-PER", partial(_periodic_cost, False), "shortest_path"),
)
