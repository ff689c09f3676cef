"""The reservation family's exact models and the strategies ``resched validate`` checks
against them (imported only by ``solve``, ``export`` and ``validate``).

One model, Thm 2's state graph as a shortest-path LP (:mod:`~resched.reservation.models.shortest_path`),
declared three times: over all strategies (``shortest_path``), the ALL-CKPT ones and the NO-CKPT
ones. Each is built with Pyomo and solved with HiGHS through the generic path (no warm start: the
LP is solved in one pass). Each decodes its optimal path into the reservation sequence
(:class:`~resched.reservation.models.solution.ReservationSolution`) and draws it beside the
periodic heuristic of its class (ALL-CKPT-PER for ``shortest_path`` and ``shortest_path_all_ckpt``,
NO-CKPT-PER for ``shortest_path_no_ckpt``).
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from resched.declarations import ExactModel, Heuristic
from resched.reservation.algorithms import PAPER_NAMES, optimal_discrete, periodic
from resched.reservation.instance import ReservationInstance
from resched.reservation.models.shortest_path import build_shortest_path, optimal_path, solve_shortest_path
from resched.reservation.models.solution import ReservationSolution, decode_path, draw_reservations
from resched.result import Solution

__all__ = [
    "EXACT_MODELS",
    "HEURISTICS",
    "SCOPES",
    "ReservationSolution",
    "build_shortest_path",
    "optimal_path",
    "solve_shortest_path",
]

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
        decode=partial(decode_path, mode=mode),
        draw=partial(_draw, mode != "no-ckpt"),
    )


def _draw(checkpoint: bool, instance: ReservationInstance, solution: Solution, path: Path) -> None:
    """The optimal reservations beside the best periodic strategy of the model's class."""
    assert isinstance(solution, ReservationSolution)
    heuristic = periodic(instance.law, instance.costs, checkpoint)
    name = PAPER_NAMES["all-ckpt-per" if checkpoint else "no-ckpt-per"]
    draw_reservations(instance, solution, path, reference=(f"{name} (τ = {heuristic.tau})", heuristic.strategy))


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
