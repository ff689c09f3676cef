"""The reservation family's exact models and how ``resched validate`` checks a strategy against
them (:func:`checked_algorithm`, applied to the built-ins the family declares in
``checked_builtins``; imported only by ``solve``, ``export`` and ``validate``).

One model, Thm 2's state graph as a shortest-path LP (:mod:`~resched.reservation.models.shortest_path`),
declared three times: over all strategies (``shortest_path``), the ALL-CKPT ones and the NO-CKPT
ones. Each is declared with Pyomo (what ``export`` writes) and solved with HiGHS from its numpy
matrix (:func:`~resched.reservation.models.shortest_path.shortest_path_matrix`; no warm start:
the LP is solved in one pass). Each decodes its optimal path into the reservation sequence
(:class:`~resched.reservation.models.solution.ReservationSolution`) and draws it beside the
periodic heuristic of its class (ALL-CKPT-PER for ``shortest_path`` and ``shortest_path_all_ckpt``,
NO-CKPT-PER for ``shortest_path_no_ckpt``).
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from resched.algorithms import Algorithm
from resched.declarations import Bound, ExactModel, Heuristic
from resched.errors import ReschedError
from resched.reservation.algorithms import PAPER_NAMES, periodic, strategy_plan
from resched.reservation.instance import ReservationInstance
from resched.reservation.models.common import arc_count, bellman_cost
from resched.reservation.models.shortest_path import build_shortest_path, optimal_path, solve_shortest_path
from resched.reservation.models.solution import ReservationSolution, decode_path, draw_reservations
from resched.reservation.params import ReservationParams
from resched.result import Solution

__all__ = [
    "EXACT_MODELS",
    "SCOPES",
    "TWINS",
    "ReservationSolution",
    "build_shortest_path",
    "checked_algorithm",
    "optimal_path",
    "solve_shortest_path",
]

SCOPES = {"dp": "all strategies", "all-ckpt": "ALL-CKPT strategies", "no-ckpt": "NO-CKPT strategies"}
"""DP mode → the strategies the shortest path ranges over."""


def model_name(mode: str) -> str:
    return "shortest_path" + ("" if mode == "dp" else "_" + mode.replace("-", "_"))


MAX_ARCS = 250_000
"""Largest state graph (arcs, :func:`~resched.reservation.models.common.arc_count`) whose
shortest-path LP is built: n ≤ 90 values under dp, 705 under all-ckpt and no-ckpt.
Above, the graph is refused before it is built (n = 1000 under dp has 333.8 M arcs, which
ended in an out-of-memory failure) and the strategies are checked against
:data:`BELLMAN_BOUNDS` instead."""
MAX_BELLMAN_VALUES = 2_000
"""Largest law (values n) for Bellman's recursion (O(n³) operations: 4 s of CPU at n = 1000)."""


def _lp_applies(mode: str, instance: ReservationInstance) -> str | None:
    """``None`` when the shortest-path LP of ``mode`` has at most :data:`MAX_ARCS` arcs."""
    arcs = arc_count(instance.law.n, mode)
    return None if arcs <= MAX_ARCS else f"{arcs:,} arcs > {MAX_ARCS:,}"


def _bellman_applies(instance: ReservationInstance) -> str | None:
    n = instance.law.n
    return None if n <= MAX_BELLMAN_VALUES else f"{n:,} values > {MAX_BELLMAN_VALUES:,}"


def _bellman(mode: str, instance: ReservationInstance) -> float:
    return bellman_cost(instance.law, instance.costs, mode)


BELLMAN_BOUNDS = {
    mode: Bound(
        name=f"{model_name(mode)}_bellman",
        description=f"min expected cost over {SCOPES[mode]}: Thm 2's state graph by Bellman's recursion "
        "(a lower bound on every strategy of the class)",
        value=partial(_bellman, mode),
        sense="min",
        applies=_bellman_applies,
    )
    for mode in SCOPES
}
"""Per DP mode, the optimum of its state graph by Bellman's recursion
(:func:`~resched.reservation.models.common.bellman_cost`): what a strategy is checked against
where the LP is too large (:data:`MAX_ARCS`)."""


def _exact_model(mode: str) -> ExactModel:
    return ExactModel(
        name=model_name(mode),
        description=f"min expected cost over {SCOPES[mode]}: shortest path on Thm 2's state graph (LP, TU)",
        build=partial(build_shortest_path, mode=mode),
        applies=partial(_lp_applies, mode),
        solve=partial(solve_shortest_path, mode=mode),
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


TWINS = {"chosen": "dp", "all": "all-ckpt", "none": "no-ckpt"}
"""The declared ``checkpoints`` trait of a non-periodic DP → the DP mode whose shortest path it equals."""


def _expected_cost(chosen: Algorithm, instance: ReservationInstance) -> float:
    """Eq. (7)'s expected cost, on the instance's law and costs, of the reservations of what
    ``chosen`` builds (checked: :func:`~resched.reservation.algorithms.strategy_plan`), with the
    default task parameters (a discrete law is solved on its support: ε unused)."""
    plan = strategy_plan(chosen.build(), chosen.name, instance.law, instance.costs, ReservationParams())
    if plan is None:
        raise ReschedError(f"{chosen.name} is a reference (no reservations): no exact model checks it")
    return plan.expected_cost


def checked_algorithm(chosen: Algorithm) -> tuple[Heuristic]:
    """The row ``validate`` checks for a reservation strategy (built-in or a user's
    :class:`~resched.reservation.algorithms.ReservationStrategy`): its expected cost, never
    below the shortest path over all strategies (minimised). A non-periodic DP declaring
    ``checkpoints`` (``chosen``, ``all``, ``none``) is exact: it must equal the shortest path of
    its scope (:data:`TWINS`). Where the LP is too large (:data:`MAX_ARCS`), the row is
    compared with the same optimum by Bellman's recursion (:data:`BELLMAN_BOUNDS`), as a bound. A declared reference (Omniscient) is refused in one line."""
    if chosen.trait("reference"):
        raise ReschedError(f"{chosen.name} is a reference (no reservations): no exact model checks it")
    mode = None if chosen.trait("periodic") else TWINS.get(chosen.trait("checkpoints"))
    run = partial(_expected_cost, chosen)
    if mode is None:
        return (Heuristic(chosen.name, run, "shortest_path", bounds=(BELLMAN_BOUNDS["dp"],)),)
    return (Heuristic(chosen.name, run, model_name(mode), exact=True, bounds=(BELLMAN_BOUNDS[mode],)),)


EXACT_MODELS = tuple(_exact_model(mode) for mode in SCOPES)
