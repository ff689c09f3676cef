"""Reservation family: cost formulas, the Thm 2 DP against three oracles, the variants, the
periodic strategies and the continuous-law scheme (oracles derived from the paper)."""

from __future__ import annotations

import math
from itertools import pairwise

import numpy as np
import pytest
from oracles.reservation_cubic import optimal_discrete_cubic
from oracles.reservation_exhaustive import brute_force, simulated_cost
from oracles.reservation_graph import bellman, networkx_shortest_path

from resched.errors import ReschedError
from resched.reservation import (
    LAWS,
    N_MAX,
    Costs,
    Strategy,
    discrete_law,
    discretization_size,
    dyn_prog_count,
    empirical_law,
    execute,
    expected_cost,
    job_costs,
    law,
    lognormal_from_moments,
    monte_carlo,
    optimal_discrete,
    periodic,
    periodic_strategy,
    plan,
)
from resched.reservation.instance import ReservationInstance
from resched.reservation.models import optimal_path

INTRO = discrete_law([20, 40, 80], [0.66, 0.26, 0.08])
SEVEN = Costs(7, 7)
MODES = ("dp", "all-ckpt", "no-ckpt")


def random_law(rng: np.random.Generator, n: int):
    values = np.cumsum(rng.uniform(0.5, 10.0, n))
    weights = rng.uniform(0.0, 1.0, n)
    weights[-1] += 0.05
    return discrete_law(values, weights / weights.sum())


def random_costs(rng: np.random.Generator) -> Costs:
    return Costs(
        C=float(rng.uniform(0, 8)),
        R=float(rng.uniform(0, 8)),
        alpha=float(rng.uniform(0.2, 2)),
        beta=float(rng.choice([0.0, rng.uniform(0, 1.5)])),
        gamma=float(rng.choice([0.0, rng.uniform(0, 3)])),
    )


# --- the paper's example and closed forms ([RESERVATION-D1]) -------------------------------------------


@pytest.mark.parametrize(
    "milestones, flags, cost",
    [
        ((80,), (0,), 80.0),
        ((20, 80), (0, 0), 47.2),
        ((20, 40, 80), (1, 0, 0), 41.54),
        ((20, 40, 80), (1, 1, 0), 42.32),  # the paper prints 43.92 (W3 = 67 instead of 7 + 40)
        ((20, 80), (1, 0), 49.78),
    ],
)
def test_intro_example_costs(milestones, flags, cost):
    strategy = Strategy.of(milestones, flags)
    assert expected_cost(strategy, INTRO, SEVEN) == pytest.approx(cost, abs=1e-9)
    assert simulated_cost(strategy, INTRO, SEVEN) == pytest.approx(cost, abs=1e-9)
    assert job_costs(strategy, SEVEN, INTRO.values) @ INTRO.probabilities == pytest.approx(cost, abs=1e-9)


def test_intro_example_reservation_lengths():
    assert Strategy.of((20, 40, 80), (1, 0, 0)).lengths(SEVEN).tolist() == [27, 27, 67]  # Fig. 2 S3


def test_intro_example_optima():
    dp = plan(INTRO, 7, 7)
    assert dp.expected_cost == pytest.approx(39.74)
    assert dp.reservations == [(20.0, False), (47.0, True), (47.0, False)]
    assert plan(INTRO, 7, 7, strategy="all-ckpt").expected_cost == pytest.approx(42.32)
    assert plan(INTRO, 7, 7, strategy="all-ckpt").checkpoints == (True, True, False)
    assert plan(INTRO, 7, 7, strategy="no-ckpt").expected_cost == pytest.approx(40.0)


def test_single_support_point():
    result = plan(discrete_law([5.0], [1.0]), 1, 1, alpha=2, beta=1, gamma=3)
    assert result.expected_cost == pytest.approx(18.0) and result.reservations == [(5.0, False)]


def test_two_point_closed_form():
    rng = np.random.default_rng(4)
    for _ in range(60):
        v1, v2 = sorted(rng.uniform(0.5, 20, 2))
        p = float(rng.uniform(0.01, 0.99))
        c = random_costs(rng)
        a, b, g, C, R = c.alpha, c.beta, c.gamma, c.C, c.R
        E = p * v1 + (1 - p) * v2
        candidates = (
            a * v2 + b * E + g,
            b * E + a * v1 + g + (a * v2 + b * v1 + g) * (1 - p),
            b * E + a * (v1 + C) + g + (a * (R + v2 - v1) + b * (R + C) + g) * (1 - p),
        )
        got = optimal_discrete(discrete_law([v1, v2], [p, 1 - p]), c)[1]
        assert got == pytest.approx(min(candidates), rel=1e-12)


def test_free_checkpoints_reach_the_omniscient_cost():
    Y = discrete_law([1, 3, 4, 9], [0.4, 0.3, 0.2, 0.1])
    result = plan(Y, 0, 0)
    assert result.expected_cost == pytest.approx(3.0)
    assert result.checkpoints == (True, True, True, False)


# --- the DP against exhaustive enumeration, networkx and the LP ([RESERVATION-D28]) ------------------


def test_dp_equals_every_oracle_on_random_small_laws():
    rng = np.random.default_rng(2020)
    for trial in range(25):
        Y, costs = random_law(rng, int(rng.integers(1, 7))), random_costs(rng)
        instance = ReservationInstance(f"random-{trial}", Y, costs)
        for mode in MODES:
            strategy, value = optimal_discrete(Y, costs, mode)
            assert expected_cost(strategy, Y, costs) == pytest.approx(value, rel=1e-10)
            assert bellman(Y, costs, mode)[0] == pytest.approx(value, rel=1e-10)
            assert networkx_shortest_path(Y, costs, mode)[0] == pytest.approx(value, rel=1e-10)
            assert brute_force(Y, costs, mode)[0] == pytest.approx(value, rel=1e-10)
            if trial % 5 == 0:
                result, path = optimal_path(instance, mode)
                assert result.is_optimal and result.objective == pytest.approx(value, rel=1e-8)
                assert expected_cost(path, Y, costs) == pytest.approx(value, rel=1e-8)


@pytest.mark.parametrize("mode", MODES)
def test_convex_hull_dp_equals_the_cubic_dp_on_300_random_laws(mode):
    """The O(n²) / O(n) kernels give the optimum of the reference O(n³) DP, and the strategy
    they read back costs exactly that (Eq. 7), on random laws, costs and sizes."""
    rng = np.random.default_rng(300)
    for trial in range(300):
        n = int(rng.integers(1, 120))
        values, weights = np.cumsum(rng.uniform(0.01, 10.0, n)), rng.uniform(0.0, 1.0, n)
        if trial % 3 == 0:  # zero-mass support points: equal consecutive tails S_k (equal query points)
            weights[:-1][rng.random(n - 1) < 0.5] = 0.0
        weights[-1] += 0.05
        Y, costs = discrete_law(values, weights / weights.sum()), random_costs(rng)
        strategy, value = optimal_discrete(Y, costs, mode)
        assert value == pytest.approx(optimal_discrete_cubic(Y, costs, mode)[1], rel=1e-10)
        assert expected_cost(strategy, Y, costs) == pytest.approx(value, rel=1e-10)
        assert strategy.milestones[-1] == Y.b and not strategy.checkpoints[-1]


def test_convex_hull_dp_equals_the_cubic_dp_on_grids_of_table1_laws():
    """Fine grids (equal-slope gaps, vanishing tails, zero-mass chunks) at n = 400."""
    rng = np.random.default_rng(5)
    for name in LAWS:
        Y, costs = law(name).discretize(400), random_costs(rng)
        for mode in MODES:
            assert optimal_discrete(Y, costs, mode)[1] == pytest.approx(
                optimal_discrete_cubic(Y, costs, mode)[1], rel=1e-10
            ), (name, mode)


def test_kernel_matches_plain_python_recursion_on_larger_laws():
    rng = np.random.default_rng(7)
    for _ in range(6):
        Y, costs = random_law(rng, int(rng.integers(15, 40))), random_costs(rng)
        for mode in MODES:
            assert optimal_discrete(Y, costs, mode)[1] == pytest.approx(bellman(Y, costs, mode)[0], rel=1e-10)


def test_off_grid_milestones_never_beat_the_dp():
    rng = np.random.default_rng(18)
    for _ in range(20):
        Y, costs = random_law(rng, 4), random_costs(rng)
        best = optimal_discrete(Y, costs)[1]
        for _ in range(30):
            inner = np.sort(rng.uniform(0.01, Y.b, int(rng.integers(0, 4))))
            inner = inner[np.concatenate(([True], np.diff(inner) > 0))] if inner.size else inner
            flags = tuple(bool(f) for f in rng.integers(0, 2, inner.size)) + (False,)
            strategy = Strategy(tuple(inner) + (Y.b,), flags)
            assert simulated_cost(strategy, Y, costs) >= best - 1e-9


def test_eq7_equals_the_reservation_process_on_random_strategies():
    rng = np.random.default_rng(9)
    for _ in range(100):
        Y, costs = random_law(rng, int(rng.integers(1, 8))), random_costs(rng)
        k = int(rng.integers(0, 5))
        inner = np.sort(rng.choice(np.linspace(0.1, Y.b * 0.99, 50), k, replace=False))
        strategy = Strategy(tuple(inner) + (Y.b + rng.uniform(0, 2),), tuple(rng.integers(0, 2, k + 1).astype(bool)))
        assert expected_cost(strategy, Y, costs) == pytest.approx(simulated_cost(strategy, Y, costs), rel=1e-10)


def test_execution_details():
    run = execute(Strategy.of((20, 40, 80), (1, 0, 0)), SEVEN, 55.0)
    assert run.lengths == (27.0, 27.0, 67.0) and run.used == (27.0, 27.0, 42.0)
    assert run.checkpointed == (True, False, False) and run.cost == pytest.approx(121.0)
    with pytest.raises(ReschedError):
        execute(Strategy.of((20,)), SEVEN, 21.0)


# --- bounds, dominance, limits -----------------------------------------------------


def test_bounds_and_dominance_on_random_laws():
    rng = np.random.default_rng(11)
    for _ in range(30):
        Y, costs = random_law(rng, int(rng.integers(2, 12))), random_costs(rng)
        dp = optimal_discrete(Y, costs)[1]
        assert costs.omniscient(Y.mean) <= dp + 1e-9
        assert dp <= costs.alpha * Y.b + costs.beta * Y.mean + costs.gamma + 1e-9
        assert dp <= min(optimal_discrete(Y, costs, m)[1] for m in ("all-ckpt", "no-ckpt")) + 1e-9
        for checkpoint in (True, False):
            assert dp <= periodic(Y, costs, checkpoint, tau_max=50).expected_cost + 1e-9


def test_dp_beats_periodic_strategies_on_its_grid():
    X, costs = law("gamma"), Costs(0.3, 0.3)
    dp = dyn_prog_count(X, costs, n=120).expected_cost
    for tau in (1, 2, 3, 5, 8, 12, 20, 40, 60, 120):  # divisors of 120: milestones on the grid
        for checkpoint in (True, False):
            assert dp <= expected_cost(periodic_strategy(X, tau, checkpoint), X, costs) + 1e-12


def test_limits_of_checkpoint_cost():
    rng = np.random.default_rng(12)
    for _ in range(15):
        Y = random_law(rng, int(rng.integers(2, 10)))
        huge = Costs(1e6, 1e6, alpha=1.0, beta=0.5, gamma=0.2)
        assert optimal_discrete(Y, huge)[1] == pytest.approx(optimal_discrete(Y, huge, "no-ckpt")[1], rel=1e-12)
        free = Costs(0.0, 0.0, alpha=1.0, beta=0.3)
        assert optimal_discrete(Y, free)[1] == pytest.approx(optimal_discrete(Y, free, "all-ckpt")[1], rel=1e-12)
        assert optimal_discrete(Y, free)[1] == pytest.approx(free.omniscient(Y.mean), rel=1e-12)


# --- continuous laws: Table 1, Algorithm 1, Lemma 3, Monte Carlo ------------------------------------


@pytest.mark.parametrize(
    "name, a, b, mean",
    [
        ("exponential", 0, 16.1181, 1.0),
        ("weibull", 0, 259.793, 2.0),
        ("gamma", 0, 9.5599, 1.0),
        ("lognormal", 0, 270.337, 22.7599),
        ("pareto", 1.5, 323.165, 2.25),
        ("truncnorm", 1, 20, 8.0),
        ("uniform", 1, 20, 10.5),
        ("beta", 0, 1, 0.5),
        ("boundedpareto", 1, 20, 1.84176),
    ],
)
def test_table1_laws(name, a, b, mean):
    X = law(name)
    assert X.a == pytest.approx(a, abs=1e-9) and X.b == pytest.approx(b, rel=1e-5)
    assert X.mean == pytest.approx(mean, rel=1e-4)
    assert X.sf(X.a - 1) == 1 and X.sf(X.b) == 0
    grid = X.discretize(50)
    assert grid.probabilities.sum() == pytest.approx(1) and grid.b == X.b


@pytest.mark.parametrize(
    "name, n",
    [
        ("exponential", 484),
        ("weibull", 7794),
        ("gamma", 287),
        ("lognormal", 8111),
        ("pareto", 9650),
        ("truncnorm", 570),
        ("uniform", 570),
        ("beta", 30),
        ("boundedpareto", 570),
    ],
)
def test_algorithm1_chunk_count(name, n):
    assert discretization_size(law(name), Costs(0.1, 0.1), 1.0) == n


def test_the_default_discretisation_meets_the_guarantee_when_it_fits_the_budget():
    X, costs = law("gamma"), Costs(0.1, 0.1)
    result = plan(X, 0.1, 0.1)  # Algorithm 1 at ε = 0.1 asks 8604 chunks: within the default budget
    assert result.n == result.n_formula == 8604 and result.guaranteed
    assert result.to_dict()["guaranteed"] is True
    capped = dyn_prog_count(X, costs, 0.1, n_max=2000)
    assert capped.n == 2000 and capped.guaranteed is False
    assert discretization_size(law("weibull"), costs, 0.1) > N_MAX  # beyond the budget: capped, not guaranteed
    assert plan(INTRO, 7, 7).guaranteed is None  # a discrete law is solved exactly on its support


def test_algorithm1_chunk_count_is_infinite_without_checkpoint_cost():
    assert discretization_size(law("exponential"), Costs(0.0, 0.1), 1.0) == math.inf
    with pytest.raises(ReschedError):
        dyn_prog_count(law("exponential"), Costs(0.0, 0.1), 1.0, n_max=None)


def test_lemma3_grid_cost_shift():
    rng = np.random.default_rng(3)
    X = law("lognormal", [1.0, 0.6])
    for _ in range(10):
        costs = random_costs(rng)
        Y = X.discretize(40)
        strategy, value = optimal_discrete(Y, costs)
        on_x = expected_cost(strategy, X, costs)
        assert value - on_x == pytest.approx(costs.beta * (Y.mean - X.mean), abs=1e-9)


def test_nested_grids_do_not_increase_the_cost():
    for name, beta in (("exponential", 0.0), ("boundedpareto", 0.5), ("truncnorm", 0.2)):
        X, costs = law(name), Costs(0.2, 0.15, beta=beta, gamma=0.01)
        values = [dyn_prog_count(X, costs, n=n).expected_cost for n in (25, 50, 100, 200)]
        assert all(later <= earlier + 1e-12 for earlier, later in pairwise(values))


def test_lemma1_collapse_of_early_milestones():
    rng = np.random.default_rng(13)
    X = law("gamma")
    for _ in range(200):
        costs, eps = random_costs(rng), float(rng.uniform(0.05, 1))
        cut = min(costs.R, eps * X.mean)
        if cut <= 0.02:
            continue
        early = np.sort(rng.uniform(0.001, cut, int(rng.integers(1, 4))))
        late = np.sort(rng.uniform(cut * 1.001, X.b, int(rng.integers(0, 4))))
        milestones = np.unique(np.concatenate((early, late, [X.b])))
        flags = tuple(bool(f) for f in rng.integers(0, 2, milestones.size - 1)) + (False,)
        original = Strategy(tuple(milestones), flags)
        kept = milestones > cut
        collapsed = Strategy((cut,) + tuple(milestones[kept]), (False,) + tuple(np.array(flags)[kept]))
        assert expected_cost(collapsed, X, costs) <= (1 + eps) * expected_cost(original, X, costs) + 1e-12


@pytest.mark.parametrize(
    "name, strategy", [("exponential", "dp"), ("lognormal", "all-ckpt-per"), ("boundedpareto", "no-ckpt")]
)
def test_monte_carlo_agrees_with_eq7(name, strategy):
    X = law(name)
    result = plan(X, 0.2, 0.3, beta=0.4, gamma=0.05, strategy=strategy, n=150)
    estimate = monte_carlo(result.strategy, X, result.costs, 200_000, seed=5)
    assert estimate.contains(result.expected_cost)
    assert monte_carlo(result.strategy, X, result.costs, 1000, seed=5) == monte_carlo(
        result.strategy, X, result.costs, 1000, seed=5
    )


def test_uniform_periodic_closed_forms():
    X, costs = law("uniform"), Costs(0.1, 0.1)
    for tau, cost in ((1, 20.0), (2, 15.4), (3, 13.9333), (10, 12.44), (57, 16.3649)):
        assert periodic(X, costs, True, tau).expected_cost == pytest.approx(cost, abs=1e-4)
    for tau, cost in ((1, 20.0), (2, 20.5), (3, 23.1111), (10, 47.3), (57, 219.1111)):
        assert periodic(X, costs, False, tau).expected_cost == pytest.approx(cost, abs=1e-4)


def test_uniform_dpc_optimum():
    result = plan(law("uniform"), 0.1, 0.1, n=1000)
    assert result.expected_cost == pytest.approx(12.33758, abs=1e-5)
    assert result.milestones == pytest.approx(
        (3.66, 6.111, 8.372, 10.424, 12.286, 13.939, 15.383, 16.637, 17.682, 18.537, 19.183, 19.639, 20.0)
    )
    assert result.checkpoints == (True,) * 12 + (False,)


@pytest.mark.parametrize("C", [0.1, 0.5])
def test_exponential_all_ckpt_equals_its_periodic_version(C):
    X, costs = law("exponential"), Costs(C, C)
    all_ckpt = dyn_prog_count(X, costs, n=1000, mode="all-ckpt").expected_cost
    assert periodic(X, costs, True).expected_cost == pytest.approx(all_ckpt, rel=1e-3)


# --- laws and inputs --------------------------------------------------------------------------------


def test_law_parameters_and_errors():
    assert law("Bounded Pareto", [1, 20, 2.1]).name == "boundedpareto"
    assert law("TruncatedNormal").params == pytest.approx((8.0, math.sqrt(2), 1.0, 20.0))
    assert set(LAWS) == {
        "exponential",
        "weibull",
        "gamma",
        "lognormal",
        "pareto",
        "truncnorm",
        "uniform",
        "beta",
        "boundedpareto",
    }
    assert law("lognormal", [3, 0.5], upper=80).b == 80
    for bad in (("nope", None), ("gamma", [1.0]), ("uniform", [5, 1]), ("exponential", [float("nan")])):
        with pytest.raises(ReschedError):
            law(*bad)
    nu, kappa = lognormal_from_moments(21.4, 19.7)
    assert (nu, kappa) == pytest.approx((2.75649, 0.78345), abs=1e-5)


def test_empirical_law_and_sampling():
    Y = empirical_law([3, 1, 3, 2])
    assert Y.values.tolist() == [1, 2, 3] and Y.probabilities.tolist() == [0.25, 0.25, 0.5]
    assert np.array_equal(Y.sample(10, 1), Y.sample(10, 1))
    with pytest.raises(ReschedError):
        discrete_law([2, 1], [0.5, 0.5])
    with pytest.raises(ReschedError):
        discrete_law([1, 2], [0.5, 0.0])
    with pytest.raises(ReschedError):
        Costs(1, 1, alpha=0)
    with pytest.raises(ReschedError):
        Strategy.of((2, 1))
    with pytest.raises(ReschedError):
        plan(Y, 1, 1, strategy="sometimes")


# --- Table 2 ([RESERVATION-D17]): the paper's values are C = R = 0.1 h with γ = 0.1 h per reservation ---------

REPRODUCIBLE = ("exponential", "weibull", "gamma", "pareto", "truncnorm", "uniform", "beta", "boundedpareto")


@pytest.fixture(scope="module")
def table2_as_printed():
    """Table 2 rows at C = R = 0.1 h, γ = 0.1 h, n = 1000 (the reading that reproduces it)."""
    from resched.reservation.experiment.reproduce import table2_row

    return {name: table2_row(name, 0.1, 1000, gamma=0.1) for name in REPRODUCIBLE}


def test_no_ckpt_per_does_not_depend_on_checkpoint_cost():
    X = law("gamma")
    assert periodic(X, Costs(0.1, 0.1), False).expected_cost == periodic(X, Costs(5, 3), False).expected_cost


@pytest.mark.parametrize("name", REPRODUCIBLE)
def test_table2_reproduces_with_a_cost_per_reservation(name, table2_as_printed):
    """Every cell of the eight laws within 0.6 % and every best τ as printed: ALL-CKPT-PER as
    Algorithm 2 defines it, NO-CKPT-PER as the paper evaluates it (reservations after the
    first t_i − a long; the same strategy for a = 0); Weibull's DPC is not converged at
    n = 1000 (its best ratio 1.05 vs 1.06)."""
    from resched.reservation.experiment.reproduce import PAPER_TABLE2, TABLE2_TAUS

    row = table2_as_printed[name]
    for kind, column in (("all", "all"), ("no_tabulated", "no")):
        ours, paper = row[kind], PAPER_TABLE2[name][column]
        assert ours["best_tau"] == paper[0], kind
        assert [ours[str(t)] for t in TABLE2_TAUS] == pytest.approx(list(paper[2:]), rel=0.006), kind
        if name != "weibull":
            assert ours["best"] == pytest.approx(paper[1], abs=0.006), kind


def test_table2_lognormal_row_is_that_of_another_lognormal():
    """The paper's LogNormal row is not Table 1's law (best τ 73, τ = 1 ratio 10.46 against 9
    and 3.05) but, within 0.4 % in every cell, that of LogNormal(1, 0.25) on [0.40, 11.02]
    (a fit to the printed row), with NO-CKPT-PER as tabulated for the other laws with a > 0."""
    from resched.reservation.experiment.reproduce import (
        PAPER_TABLE2,
        TABLE2_TAUS,
        law_row,
        paper_lognormal_fit,
        table2_row,
    )

    table1 = table2_row("lognormal", 0.1, 1000, gamma=0.1)["all"]
    assert table1["best_tau"] == 73 and table1["1"] == pytest.approx(10.46, abs=0.01)
    row = law_row(paper_lognormal_fit(), 0.1, 1000, gamma=0.1)
    for kind, column in (("all", "all"), ("no_tabulated", "no")):
        ours, paper = row[kind], PAPER_TABLE2["lognormal"][column]
        assert ours["best_tau"] == paper[0] and ours["best"] == pytest.approx(paper[1], abs=0.005), kind
        assert [ours[str(t)] for t in TABLE2_TAUS] == pytest.approx(list(paper[2:]), rel=0.004), kind
    assert row["no"]["200"] > 1.25 * PAPER_TABLE2["lognormal"]["no"][3]  # NO-CKPT-PER as written: 23.18


def test_table2_needs_the_cost_per_reservation():
    """With the stated γ = 0 no checkpoint cost fits: C = R = 0.1 misses the Exponential row by
    far (τ = 1: 9.64 vs 8.60), and the C = R = 0.15 that fits ALL-CKPT-PER's shape leaves
    NO-CKPT-PER's growth 9 % below the paper's and Beta's ALL-CKPT-PER row 10 % above it."""
    from resched.reservation.experiment.reproduce import PAPER_TABLE2, table2_row

    stated = table2_row("exponential", 0.1, 1000)
    assert stated["all"]["1"] == pytest.approx(9.64, abs=0.01)
    fitted = table2_row("exponential", 0.15, 1000)["slopes"]
    assert fitted["paper_no"] / fitted["no"] == pytest.approx(1.093, abs=0.005)
    beta = table2_row("beta", 0.15, 1000)["all"]
    assert beta["1000"] / beta["1"] / (PAPER_TABLE2["beta"]["all"][7] / PAPER_TABLE2["beta"]["all"][2]) > 1.09


def test_no_ckpt_per_tabulated_closed_form():
    """Uniform[a, b], γ: a + Σ_i (i·T + γ)·P(X > a + (i−1)T) = a + T(τ+1)(τ+2)/6 + γ(τ+1)/2, the
    valid NO-CKPT-PER (reservations t_i) minus a(τ+1)/2 − a; for a = 0 the strategy itself."""
    from resched.reservation.experiment.reproduce import no_ckpt_per_tabulated

    X, tau, gamma = law("uniform"), 57, 0.1
    T = (X.b - X.a) / tau
    closed = X.a + T * (tau + 1) * (tau + 2) / 6 + gamma * (tau + 1) / 2
    assert no_ckpt_per_tabulated(X, tau, gamma) == pytest.approx(closed, rel=1e-12)
    literal = periodic(X, Costs(0.1, 0.1, gamma=gamma), False, tau).expected_cost
    assert literal - no_ckpt_per_tabulated(X, tau, gamma) == pytest.approx(X.a * (tau + 1) / 2 - X.a, rel=1e-9)
    E = law("exponential")
    assert no_ckpt_per_tabulated(E, 40, gamma) == pytest.approx(
        periodic(E, Costs(0.1, 0.1, gamma=gamma), False, 40).expected_cost, rel=1e-12
    )
