"""Chapter 3: the optimal pattern (Algorithm 3) and the reference strategies against the
independently computed oracle values, brute force, the Toueg–Babaoglu chain DP, and structural properties."""

from __future__ import annotations

import itertools
import math

import networkx as nx
import numpy as np
import pytest

from resched.errors import InstanceError, ReschedError
from resched.iterative.algorithms.chain import (
    STRATEGIES,
    optimal_pattern,
    optimal_slowdown_with_budget,
    positions,
    slowdown,
    ydper_period,
)
from resched.iterative.algorithms.toueg_babaoglu import chain_optimum
from resched.iterative.generate import PFAILS, gcr, neuroscience, synthetic
from resched.iterative.instance import IterativeApp, from_dict
from resched.iterative.metrics import chain_cost, chunks, pattern_bounds, pattern_slowdown
from resched.iterative.models.common import chain_arc_costs
from resched.iterative.simulate import run_chunks

# oracle values, neuroscience: SD_opt, pattern (tasks, start, checkpointed types), EachTask, EachIter,
# YdPer (p), YdAve, k*, Table VI bound
NEURO = {
    1e-3: (1.0021697311, (14, [5]), 1.0738910, 1.0090516, (1.0021697, 2), 1.0104796, 9, 980),
    1e-2: (1.0074112972, (7, [5]), 1.0752428, 1.0137091, (1.0074113, 1), 1.0226477, 3, 392),
    1e-1: (1.0343904006, (7, [2, 5, 0]), 1.0896700, 1.0645329, (1.0573501, 1), 1.0745766, 1, 196),
    10**-0.5: (1.0948283649, (7, [2, 3, 5, 0]), 1.1333009, 1.2310537, (1.2207870, 1), 1.1397381, 1, 196),
    10**-0.1: (1.3666864942, (7, [1, 2, 3, 4, 5, 6, 0]), 1.3666865, 2.5001058, (2.4597784, 1), 1.4173350, 1, 196),
}


@pytest.mark.parametrize("p_fail", PFAILS)
def test_neuroscience_oracles(p_fail):
    sd, (tasks, types), each_task, each_iter, (ydper, p), ydave, k_star, bound = NEURO[p_fail]
    app = neuroscience(p_fail)
    pattern = optimal_pattern(app)
    assert round(pattern.slowdown, 10) == pytest.approx(sd, abs=1e-12)
    assert pattern.tasks == tasks and sorted(pattern.checkpointed_types) == sorted(types)
    assert pattern_slowdown(app, pattern.start, pattern.offsets) == pytest.approx(pattern.slowdown, rel=1e-12)
    values = [slowdown(app, s) for s in ("CkptEachTask", "CkptEachIter", "CkptYdPer", "CkptYdAve")]
    assert [round(v, 7) for v in values] == pytest.approx([each_task, each_iter, ydper, ydave], abs=1e-12)
    assert ydper_period(app) == p
    bounds = pattern_bounds(app)
    assert (bounds.k_star, bounds.max_tasks) == (k_star, bound)  # Table VI, neuroscience rows
    assert pattern.slowdown <= min(slowdown(app, s) for s in STRATEGIES) * (1 + 1e-12)


def test_neuroscience_overheads_and_ratios():
    app = neuroscience(10**-0.5)
    sd = optimal_pattern(app).slowdown
    assert round((sd - 1) / sd, 4) == 0.0866  # overhead as a fraction of the makespan
    ratios = {s: round(slowdown(app, s) / sd, 4) for s in ("CkptEachTask", "CkptEachIter", "CkptYdPer", "CkptYdAve")}
    assert ratios == {"CkptEachTask": 1.0351, "CkptEachIter": 1.1244, "CkptYdPer": 1.1150, "CkptYdAve": 1.0410}
    app = neuroscience(0.1)
    assert (
        round((optimal_pattern(app).slowdown - 1) / optimal_pattern(app).slowdown, 4) == 0.0332
    )  # spec: "3.33%" (3.3247%)
    assert round((slowdown(app, "CkptEachTask") - 1) / slowdown(app, "CkptEachTask"), 4) == 0.0823


# synthetic n = 10 (thesis draw, λ from 550·n): SD_opt, minimal pattern tasks, ratios EachTask, EachIter, YdPer, YdAve
SYNTHETIC = {
    1e-3: (1.001922, 30, (1.0980, 1.0137, 1.0000, 1.0022)),
    1e-2: (1.006168, 10, (1.0939, 1.0128, 1.0000, 1.0071)),
    1e-1: (1.032842, 10, (1.0713, 1.0218, 1.0076, 1.0111)),
    10**-0.5: (1.071399, 10, (1.0486, 1.0920, 1.0729, 1.0230)),
    10**-0.1: (1.180205, 10, (1.0188, 1.6138, 1.5588, 1.0575)),
}


@pytest.mark.parametrize("p_fail", PFAILS)
def test_synthetic_oracles(p_fail):
    sd, tasks, ratios = SYNTHETIC[p_fail]
    app = synthetic(10, p_fail)
    pattern = optimal_pattern(app)
    assert round(pattern.slowdown, 6) == sd and pattern.tasks == tasks
    got = [
        round(slowdown(app, s) / pattern.slowdown, 4)
        for s in ("CkptEachTask", "CkptEachIter", "CkptYdPer", "CkptYdAve")
    ]
    assert got == list(ratios)


def test_synthetic_uniform_costs_and_table_vi_bounds():
    assert [round(optimal_pattern(synthetic(10, p, "uniform")).slowdown, 6) for p in PFAILS] == [
        1.002136,
        1.006817,
        1.029985,
        1.066482,
        1.176502,
    ]
    assert [pattern_bounds(synthetic(10, p)).max_tasks for p in PFAILS] == [1800, 800, 400, 400, 400]
    assert [pattern_bounds(synthetic(20, p)).max_tasks for p in PFAILS] == [5600, 2400, 1600, 1600, 1600]
    assert synthetic(10, 0.1).t[2] == pytest.approx(100.1029, abs=1e-4)


def test_gcr_oracles():
    assert [round(optimal_pattern(gcr(10, 1, p)).slowdown, 6) for p in PFAILS] == [
        1.002844,
        1.009123,
        1.031201,
        1.064093,
        1.158654,
    ]
    sds = [optimal_pattern(gcr(10, 10, p)).slowdown for p in PFAILS]
    assert [round(v, 6) for v in sds] == [1.009041, 1.029386, 1.103760, 1.244360, 1.802272]
    each_task = [round(slowdown(gcr(10, 10, p), "CkptEachTask") / sd, 4) for p, sd in zip(PFAILS, sds)]
    assert each_task == [1.3877, 1.3629, 1.2966, 1.2182, 1.0877]
    code = [gcr(10, 10, p, code_variant=True) for p in PFAILS]  # the "ratio up to 1.5" of §3.4.4
    assert [round(slowdown(a, "CkptEachTask") / optimal_pattern(a).slowdown, 3) for a in code] == [
        1.534,
        1.507,
        1.431,
        1.339,
        1.194,
    ]
    assert all(a.monotone_io for a in code)


def random_app(rng: np.random.Generator, n: int, p_fail: float, monotone: bool = True) -> IterativeApp:
    t = rng.uniform(1, 10, n)
    c = rng.uniform(0.1, 3, n)
    r = 0.5 * c if monotone else rng.uniform(0.1, 3, n)
    return IterativeApp.from_pfail("random", t, c, r, rng.uniform(0, 1), p_fail, iterations=3)


def brute_force_slowdown(app: IterativeApp, max_iterations: int) -> float:
    """Brute force: every subset of checkpoint positions of every (start, m ≤ max_iterations)."""
    best = math.inf
    for start in range(app.n):
        for m in range(1, max_iterations + 1):
            L = m * app.n
            for mask in itertools.product((0, 1), repeat=L - 1):
                offsets = [k + 1 for k, bit in enumerate(mask) if bit] + [L]
                best = min(best, pattern_slowdown(app, start, offsets))
    return best


def test_dp_equals_brute_force_and_budget_variant():
    rng = np.random.default_rng(7)
    for _ in range(12):
        n = int(rng.integers(2, 4))
        app = random_app(rng, n, float(rng.choice([0.05, 0.2, 0.5])))
        pattern = optimal_pattern(app)
        assert optimal_slowdown_with_budget(app) == pytest.approx(pattern.slowdown, rel=1e-10)
        brute = brute_force_slowdown(app, 3 if n == 2 else 2)
        assert brute >= pattern.slowdown * (1 - 1e-10)
        if pattern.iterations <= (3 if n == 2 else 2):
            assert brute == pytest.approx(pattern.slowdown, rel=1e-10)
        assert len(pattern.offsets) <= app.n  # Lemma 3.2 (the DP prefers the least m)


def test_invariances():
    rng = np.random.default_rng(11)
    app = random_app(rng, 5, 0.2)
    sd = optimal_pattern(app).slowdown
    pattern = optimal_pattern(app)
    repeated = [o + q * pattern.tasks for q in range(3) for o in pattern.offsets]
    assert pattern_slowdown(app, pattern.start, repeated) == pytest.approx(sd, rel=1e-12)
    for shift in range(1, 5):  # rotating the application
        rot = IterativeApp(
            "rot",
            app.t[shift:] + app.t[:shift],
            app.c[shift:] + app.c[:shift],
            app.r[shift:] + app.r[:shift],
            app.D,
            app.lam,
        )
        assert optimal_pattern(rot).slowdown == pytest.approx(sd, rel=1e-10)
    s = 7.5  # scaling times by s and λ by 1/s
    scaled = IterativeApp(
        "scaled",
        tuple(s * v for v in app.t),
        tuple(s * v for v in app.c),
        tuple(s * v for v in app.r),
        s * app.D,
        app.lam / s,
    )
    assert optimal_pattern(scaled).slowdown == pytest.approx(sd, rel=1e-10)


def test_chain_dp_matches_networkx_shortest_path():
    rng = np.random.default_rng(3)
    for _ in range(5):
        app = random_app(rng, int(rng.integers(2, 6)), 0.3)
        chain = app.chain()
        graph = nx.DiGraph()
        graph.add_weighted_edges_from((i, j, w) for (i, j), w in chain_arc_costs(chain).items())
        path = nx.shortest_path(graph, 0, chain.length, weight="weight", method="bellman-ford")
        value, points = chain_optimum(chain)
        assert value == pytest.approx(nx.path_weight(graph, path, "weight"), rel=1e-12)
        assert chain_cost(chain, points) == pytest.approx(value, rel=1e-12)


@pytest.mark.parametrize(
    "p_fail, expected", [(1e-2, (1.008723, 1.007739, 1.007477)), (10**-0.5, (1.096168, 1.095163, 1.094895))]
)
def test_toueg_babaoglu_converges_to_the_pattern_from_above(p_fail, expected):
    sd = optimal_pattern(neuroscience(p_fail)).slowdown
    values = []
    for N in (5, 20, 100):
        app = neuroscience(p_fail, iterations=N)
        values.append(chain_optimum(app.chain(), max_chunk=pattern_bounds(app).max_chunk)[0] / (N * app.T))
    assert [round(v, 6) for v in values] == list(expected)
    assert all(v >= sd for v in values) and values[0] > values[1] > values[2]


def test_finite_run_positions_and_costs():
    app = neuroscience(0.1, iterations=50)
    chain = app.chain()
    optimum = chain_optimum(chain)[0]
    for strategy in ("Optimal", *STRATEGIES):
        points = positions(app, strategy, 50)
        assert points[-1] == 350 and np.all(np.diff(points) > 0)
        assert chain_cost(chain, points) >= optimum
    assert chain_cost(chain, positions(app, "CkptEachTask", 50)) == pytest.approx(
        50 * app.T * slowdown(app, "CkptEachTask"), rel=1e-3
    )


def test_finite_run_simulation_matches_the_expected_makespan():
    app = neuroscience(10**-0.5, iterations=20)
    chain = app.chain()
    work, ckpt, rec = chunks(chain, positions(app, "Optimal", 20))
    runs = np.array([run_chunks(work + ckpt, rec, app.D, app.lam, seed, False)[0] for seed in range(4000)])
    expected = chain_cost(chain, positions(app, "Optimal", 20))
    assert abs(runs.mean() - expected) < 3 * runs.std() / math.sqrt(len(runs))


def test_instance_validation_errors():
    good = {
        "family": "iterative",
        "schema_version": 1,
        "name": "x",
        "tasks": {"t": [1, 2], "c": [0.1, 0.2], "r": [0.1, 0.2]},
        "downtime": 1,
        "failures": {"p_fail": 0.1},
        "iterations": 2,
    }
    assert from_dict(good).n == 2
    for field, patch in [
        ("tasks.t[1]", {"tasks": {"t": [1, 0], "c": [0.1, 0.2], "r": [0.1, 0.2]}}),
        ("failures", {"failures": {"p_fail": 0.1, "lambda": 0.2}}),
        ("failures.p_fail", {"failures": {"p_fail": 1.5}}),
        ("tasks", {"tasks": {"t": [1], "c": [0.1, 0.2], "r": [0.1, 0.2]}}),
        ("iterations", {"iterations": 0}),
    ]:
        with pytest.raises(InstanceError) as error:
            from_dict({**good, **patch}, "file.json")
        assert error.value.field == field and "file.json" in str(error.value)
    with pytest.raises(ReschedError):
        slowdown(neuroscience(0.1), "CkptNever")


def test_ceil_rounding_of_k_star_is_safe_and_larger():
    for p_fail in PFAILS:
        app = synthetic(10, p_fail)
        floor, ceil = pattern_bounds(app), pattern_bounds(app, "ceil")
        assert ceil.k_star == floor.k_star + 1 and ceil.max_tasks > floor.max_tasks
        assert optimal_pattern(app, "ceil").slowdown == pytest.approx(optimal_pattern(app).slowdown, rel=1e-12)


def test_a_pattern_dp_too_large_is_refused():
    """Failures far rarer than the checkpoint costs make k* (and the DP's table) huge: a clear
    error instead of exhausting memory."""
    app = IterativeApp("rare", (1.0, 2.0), (5.0, 5.0), (5.0, 5.0), 0.0, 1e-12)
    with pytest.raises(ReschedError, match="pattern DP would need"):
        optimal_pattern(app)
    with pytest.raises(ReschedError, match="pattern DP would need"):
        optimal_slowdown_with_budget(app)


@pytest.mark.parametrize("paper", [False, True])
def test_simulation_stops_at_its_failure_budget(paper):
    """A chunk needing e^1000 attempts: the run stops after its failure budget, with an error."""
    with pytest.raises(ReschedError, match="simulation stopped"):
        run_chunks(np.array([1000.0]), np.array([0.0]), 0.0, 1.0, 0, paper)
