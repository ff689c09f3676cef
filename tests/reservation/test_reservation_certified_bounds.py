"""Bellman's recursion over Thm 2's state graph (``bellman_cost``) equals the shortest-path LP's
optimum on small laws (within HiGHS's tolerance, never below) and the family's DP, in every mode; the graph's size is counted without building it; past
the LP's size ``validate`` compares every strategy with the recursion's value, as a bound."""

from __future__ import annotations

import numpy as np
import pytest

import resched.reservation.models as models
from resched.library import solve_instance, validate
from resched.reservation import Costs, law
from resched.reservation.algorithms.dp import optimal_discrete
from resched.reservation.instance import ReservationInstance
from resched.reservation.models.common import arc_count, bellman_cost, state_graph
from resched.reservation.models.shortest_path import solve_shortest_path
from resched.result import SolveStatus

MODES = ("dp", "all-ckpt", "no-ckpt")


@pytest.mark.parametrize("name", ["exponential", "lognormal", "uniform", "weibull"])
@pytest.mark.parametrize("n", [1, 2, 5, 17])
def test_bellman_equals_the_lp_optimum(name, n):
    rng = np.random.default_rng(n)
    costs = Costs(float(rng.uniform(0, 2)), float(rng.uniform(0, 2)), *rng.uniform(0, 1, 3).tolist())
    instance = ReservationInstance(f"{name}-{n}", law(name).discretize(n), costs)
    for mode in MODES:
        report = solve_shortest_path(instance, mode=mode)
        assert report.status is SolveStatus.OPTIMAL
        value = bellman_cost(instance.law, costs, mode)
        # the LP is optimal within HiGHS's tolerances (1e-7): never below the exact recursion
        assert value <= report.objective + 1e-9
        assert report.objective - value <= 1e-6 * max(1.0, report.objective)
        # the family's DP (convex-hull trick, numba) gives the same optimum
        assert value == pytest.approx(optimal_discrete(instance.law, costs, mode)[1], rel=1e-10, abs=1e-12)


@pytest.mark.parametrize("n", [1, 2, 3, 8, 13])
def test_arc_count_counts_the_state_graph(n):
    Y, costs = law("exponential").discretize(n), Costs(0.1, 0.1)
    for mode in MODES:
        assert arc_count(n, mode) == len(state_graph(Y, costs, mode)), mode


def test_the_lp_is_refused_before_it_is_built_past_its_size():
    """n = 1000 under dp: 333.8 M arcs, refused with its count; all-ckpt and no-ckpt too (> 250,000)."""
    instance = ReservationInstance("n1000", law("exponential").discretize(1000), Costs(0.1, 0.1))
    reasons = {m.name: m.applies(instance) for m in models.EXACT_MODELS}
    assert reasons == {
        "shortest_path": "333,834,500 arcs > 250,000",
        "shortest_path_all_ckpt": "501,500 arcs > 250,000",
        "shortest_path_no_ckpt": "500,501 arcs > 250,000",
    }


def test_validate_checks_every_strategy_against_the_recursion_past_the_lp(monkeypatch):
    """With the LPs out of reach, every built-in strategy still gets its row, against the
    recursion's value of its class (the exact DPs at a zero gap, the periodic ones above)."""
    instance = ReservationInstance("small", law("lognormal").discretize(30), Costs(0.1, 0.1))
    optimum = solve_instance(instance, "shortest_path").objective
    monkeypatch.setattr(models, "MAX_ARCS", 10)
    rows = [r for r in validate(instance) if r["kind"] in ("heuristic", "exact algorithm")]
    assert len(rows) == 5
    for row in rows:
        assert str(row["reference"]).endswith("_bellman"), row
        assert str(row["status"]).startswith("vs bound (certified bound shortest_path")
        assert row["violation"] is None and row["gap_percent"] >= 0
    exact = [r for r in rows if r["kind"] == "exact algorithm"]
    assert exact and all(r["gap_percent"] == pytest.approx(0, abs=1e-7) for r in exact)
    dp = next(r for r in rows if r["reference"] == "shortest_path_bellman" and r["kind"] == "exact algorithm")
    assert dp["optimum_or_bound"] == pytest.approx(optimum, rel=1e-9)
