"""Exact chain-checkpointing models ([ITERATIVE-D22]): LP = MILP = Toueg–Babaoglu DP, ratio-cycle LP
= pattern DP, on seeded random instances and the shipped ones; export to .lp/.mps; the
registered heuristics never beat a proven optimum."""

from __future__ import annotations

import itertools
import math

import highspy
import numpy as np
import pytest
from paths import ROOT
from scipy import sparse

from resched.errors import ModelError, ReschedError
from resched.export import cross_check, export
from resched.iterative import FAMILY
from resched.iterative.algorithms.chain import dp_size, optimal_pattern
from resched.iterative.algorithms.toueg_babaoglu import chain_optimum, chain_tree
from resched.iterative.experiment import find_pattern
from resched.iterative.generate import PFAILS, gcr, neuroscience, synthetic
from resched.iterative.instance import IterativeApp
from resched.iterative.metrics import chain_cost, pattern_bounds, pattern_slowdown
from resched.iterative.models import solve_chain
from resched.iterative.models.chain_lp import build_chain_lp, tree_basis
from resched.iterative.models.chain_milp import build_chain_milp
from resched.iterative.models.common import build_shortest_path, chain_matrix, model_name
from resched.iterative.models.ratio_cycle_lp import (
    build_ratio_cycle_lp,
    optimal_pattern_lp,
    pattern_of_cycle,
    ratio_cycle_matrix,
    solve_ratio_cycle,
)
from resched.iterative.params import CROSSOVER_STEPS
from resched.registry import load_instance
from resched.result import SolveOptions
from resched.solve import compile_model, new_highs, solve

SHIPPED = sorted((ROOT / "instances" / "iterative").glob("*.json"))


def random_app(seed: int, n: int, iterations: int) -> IterativeApp:
    rng = np.random.default_rng(seed)
    c = rng.uniform(0.1, 3, n)
    return IterativeApp.from_pfail(
        f"random-{seed}",
        rng.uniform(1, 10, n),
        c,
        0.4 * c,
        rng.uniform(0, 1),
        float(rng.choice([0.02, 0.2, 0.6])),
        iterations,
    )


@pytest.mark.parametrize("seed", range(6))
def test_lp_milp_and_dp_agree_on_random_chains(seed):
    app = random_app(seed, n=2 + seed % 3, iterations=3)
    chain = app.chain()
    value, points = chain_optimum(chain)
    lp, milp = solve(build_chain_lp(app)), solve(build_chain_milp(app))
    assert lp.is_optimal and milp.is_optimal and not lp.is_mip and milp.is_mip
    assert lp.objective == pytest.approx(value, rel=1e-9) and milp.objective == pytest.approx(value, rel=1e-9)
    # Repeated iterations make tied optima (checkpoint after iteration 1 or 2 costs the same), so
    # each model's checkpoints must cost the DP's optimum, not coincide with the DP's tie-break.
    chosen = sorted(j for (i, j), x in lp.values["x"].items() if x > 0.5)
    assert chain_cost(chain, chosen) == pytest.approx(value, rel=1e-9)  # integral LP vertex
    delta = milp.values["delta"]
    milp_points = sorted(v for v, d in delta.items() if d > 0.5 and v > 0)
    assert chain_cost(chain, milp_points) == pytest.approx(value, rel=1e-9)
    assert chain_cost(chain, points) == pytest.approx(value, rel=1e-9)


@pytest.mark.parametrize("seed", range(6))
def test_ratio_cycle_lp_equals_the_pattern_dp(seed):
    app = random_app(100 + seed, n=2 + seed % 4, iterations=1)
    result = solve(build_ratio_cycle_lp(app))
    assert result.is_optimal
    assert result.objective == pytest.approx(optimal_pattern(app).slowdown, rel=1e-9)


def test_fixed_pattern_model_b_certifies_the_dp():
    """Model B: the chain LP on the m·n tasks of the DP's optimal (start, m) gives SD*·mT."""
    app = neuroscience(0.1)
    pattern = optimal_pattern(app)
    chain = app.chain(pattern.start, pattern.tasks)
    result = solve(build_shortest_path(chain, "pattern"))
    assert result.objective / (pattern.iterations * app.T) == pytest.approx(pattern.slowdown, rel=1e-10)


def test_chain_bound_by_the_optimal_slowdown():
    """ET(N·n) ≥ N·T·SD* ([ITERATIVE-D21]), certified by the LP for N = 5 and 20."""
    for N in (5, 20):
        app = neuroscience(1e-2, iterations=N)
        lp = solve(build_chain_lp(app))
        assert lp.is_optimal and lp.objective >= N * app.T * optimal_pattern(app).slowdown


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.stem)
def test_shipped_instances_validate(path):
    """What ``resched validate`` asserts: every exact model optimal, every exact algorithm
    equal to its reference, no heuristic below a proven optimum."""
    inst = load_instance(path)
    optimum = {}
    options = SolveOptions(time_limit=None, threads=1)  # no wall-clock limit: the answer cannot depend on load
    for model in FAMILY.models():
        assert model.applies(inst) is None, model.name
        summary = model.run(inst, options).summary()
        assert summary["status"] == "optimal", model.name
        optimum[model.name] = summary["objective"]
    assert optimum["chain_lp"] == pytest.approx(optimum["chain_milp"], rel=1e-9)
    for heuristic in FAMILY.checked_heuristics():
        if heuristic.applies(inst) is not None:
            continue
        value, reference = heuristic.run(inst), optimum[heuristic.references[0]]
        if heuristic.exact:
            assert value == pytest.approx(reference, rel=1e-9), heuristic.name
        else:
            assert value >= reference * (1 - 1e-9), heuristic.name


def test_solve_options_reach_highs():
    """ExactModel.run passes time_limit, mip_gap and threads to HiGHS (a gap of 100% stops the
    MILP at its first incumbent, which is never worse than the optimum)."""
    app = load_instance(ROOT / "instances" / "iterative" / "toy-n3-N4.json")
    milp = next(m for m in FAMILY.models() if m.name == "chain_milp")
    exact = milp.run(app, SolveOptions(time_limit=None)).summary()
    loose = milp.run(app, SolveOptions(time_limit=None, mip_gap=1.0, threads=1)).summary()
    assert loose["objective"] >= exact["objective"] * (1 - 1e-9)


def test_models_too_large_do_not_apply():
    big = neuroscience(0.1, iterations=1000)  # 7000 unrolled tasks: 24.5 million arcs
    applying = {m.name for m in FAMILY.models() if m.applies(big) is None}
    assert applying == {"ratio_cycle_lp"}
    assert {m.name: m.applies(big) for m in FAMILY.models()}["chain_lp"] == "7,000 unrolled tasks > 1,000"
    assert all(h.applies(big) is not None for h in FAMILY.checked_heuristics() if h.name.startswith("TouegBabaoglu"))


@pytest.mark.parametrize("build", [build_chain_lp, build_chain_milp, build_ratio_cycle_lp])
def test_models_export_and_cbc_agrees(build, tmp_path):
    app = load_instance(ROOT / "instances" / "iterative" / "toy-n3-N4.json")
    for suffix in (".lp", ".mps"):
        check = cross_check(export(build(app), tmp_path / f"model{suffix}"))
        assert check.agree and check.highs_objective == pytest.approx(solve(build(app)).objective, rel=1e-7)


# --- the HiGHS matrices that are solved equal the Pyomo declarations ([CORE-D3]) -------------


def _canonical(cost, lower, upper, integer, rows, matrix: sparse.csc_matrix, keys: list) -> tuple:
    """Columns by declared key (cost, bounds, integrality) and the multiset of rows (bounds,
    entries by column key): what does not depend on the order of rows and columns."""
    by_row = matrix.tocsr()
    columns = {key: (c, low, up, kind) for key, c, low, up, kind in zip(keys, cost, lower, upper, integer)}
    rows = sorted(
        (low, up, tuple(sorted((keys[c], v) for c, v in zip(by_row.indices[a:b], by_row.data[a:b]) if v)))
        for (low, up), a, b in zip(rows, by_row.indptr[:-1], by_row.indptr[1:])
    )
    return columns, rows


def _declared(lp: highspy.HighsLp, keys: list) -> tuple:
    assert lp.offset_ == 0 and lp.sense_ == highspy.ObjSense.kMinimize
    integer = [kind == highspy.HighsVarType.kInteger for kind in lp.integrality_] or [False] * lp.num_col_
    matrix = sparse.csc_matrix(
        (np.asarray(lp.a_matrix_.value_), np.asarray(lp.a_matrix_.index_), np.asarray(lp.a_matrix_.start_)),
        shape=(lp.num_row_, lp.num_col_),
    )
    return _canonical(
        lp.col_cost_, lp.col_lower_, lp.col_upper_, integer, zip(lp.row_lower_, lp.row_upper_), matrix, keys
    )


def _built(model) -> tuple:
    matrix = sparse.csc_matrix((model.value, model.index, model.start), shape=(len(model.rows), model.columns))
    return _canonical(
        model.cost,
        np.zeros(model.columns),
        model.upper,
        [model.integer] * model.columns,
        zip(model.rows, model.rows),
        matrix,
        model.keys(),
    )


MATRICES = {
    "chain_lp": (build_chain_lp, lambda app: chain_matrix(app.chain(), model_name("chain_lp", app))),
    "chain_milp": (build_chain_milp, lambda app: chain_matrix(app.chain(), model_name("chain_milp", app), True)),
    "ratio_cycle_lp": (build_ratio_cycle_lp, ratio_cycle_matrix),
}


@pytest.mark.parametrize("model", MATRICES)
@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.stem)
def test_solved_matrix_equals_the_exported_pyomo_model(path, model):
    """Column for column and row for row, exactly (the Pyomo model compiled as `solve` and
    `export` compile it); the fixed δ_0 = δ_L = 1 of the MILP are no column of either."""
    app = load_instance(path)
    build, matrix = MATRICES[model]
    compiled = compile_model(build(app))
    declared = _declared(compiled.highs.getLp(), [(v.parent_component().name, v.index()) for v in compiled.variables])
    built = matrix(app)
    assert built.name == compiled.model.name
    assert _built(built) == declared


# --- exact models against enumeration on tiny random instances ([CORE-D5]) --------------------


def enumerate_chain(chain) -> float:
    """Least expected makespan over all 2^(L−1) checkpoint sets (the last task checkpointed)."""
    L = chain.length
    return min(
        chain_cost(chain, [k + 1 for k, bit in enumerate(mask) if bit] + [L])
        for mask in itertools.product((0, 1), repeat=L - 1)
    )


def enumerate_patterns(app: IterativeApp) -> float:
    """Least slowdown over the patterns of at most n chunks (a simple cycle of checkpoint types,
    Lemma 3.2) of 1 … maxK − 1 tasks each (Lemma 3.6), from after every start type."""
    n, most = app.n, pattern_bounds(app).max_chunk - 1
    best = math.inf
    for start in range(n):
        for count in range(1, n + 1):
            for sizes in itertools.product(range(1, most + 1), repeat=count):
                if sum(sizes) % n == 0:
                    best = min(best, pattern_slowdown(app, start, np.cumsum(sizes)))
    return best


@pytest.mark.parametrize("seed", range(8))
def test_chain_models_equal_enumeration(seed):
    rng = np.random.default_rng(800 + seed)
    app = random_app(800 + seed, n=int(rng.integers(1, 4)), iterations=int(rng.integers(1, 4)))
    app = IterativeApp(app.name, app.t, app.c, app.r, app.D, app.lam, min(app.iterations, 9 // app.n))
    best = enumerate_chain(app.chain())
    for binary in (False, True):
        for warm in (True, False):
            result = solve_chain(app, SolveOptions(warm_start=warm), binary)
            assert result.is_optimal and result.objective == pytest.approx(best, rel=1e-10), (binary, warm)
    for build in (build_chain_lp, build_chain_milp):  # the declarations themselves
        assert solve(build(app)).objective == pytest.approx(best, rel=1e-10)


@pytest.mark.parametrize("seed", range(8))
def test_ratio_cycle_lp_equals_enumeration(seed):
    rng = np.random.default_rng(900 + seed)
    n = int(rng.integers(1, 4))
    app = random_app(900 + seed, n=n, iterations=1)
    if n == 3:  # keep maxK small: frequent failures
        app = IterativeApp.from_pfail(app.name, app.t, app.c, app.r, app.D, 0.6)
    best = enumerate_patterns(app)
    assert solve_ratio_cycle(app).objective == pytest.approx(best, rel=1e-10)
    assert solve(build_ratio_cycle_lp(app)).objective == pytest.approx(best, rel=1e-10)
    assert optimal_pattern_lp(app).slowdown == pytest.approx(best, rel=1e-10)


def test_chain_starts_from_the_dp():
    """[CORE-D2]: the MILP starts from the DP's checkpoints (its objective, no better
    incumbent to find), the LP from the DP tree's basis (no simplex iteration needed)."""
    app = neuroscience(10**-0.5, iterations=6)
    value = chain_optimum(app.chain())[0]
    milp = solve_chain(app, SolveOptions(), binary=True)
    assert milp.start_objective == pytest.approx(value, rel=1e-12) and milp.first_improvement_seconds is None
    assert milp.objective == pytest.approx(value, rel=1e-10)
    milp_points = sorted(v for v, d in milp.values["delta"].items() if d > 0.5 and v > 0)
    assert chain_cost(app.chain(), milp_points) == pytest.approx(value, rel=1e-10)  # ties allowed
    assert milp.values["delta"][0] == 1 == milp.values["delta"][app.chain().length]
    cold = solve_chain(app, SolveOptions(warm_start=False), binary=True)
    assert cold.start_objective is None and cold.objective == pytest.approx(value, rel=1e-10)
    model = chain_matrix(app.chain(), "lp")
    highs = new_highs(1)
    model.load(highs)
    highs.setBasis(tree_basis(chain_tree(app.chain())[1]))
    highs.run()
    assert highs.getInfo().simplex_iteration_count == 0 and highs.getInfo().objective_function_value == pytest.approx(
        value
    )


# --- the pattern: DP or ratio-cycle LP ([ITERATIVE-D20]) ---------------------------------------------


@pytest.mark.parametrize(
    "make",
    [
        neuroscience,
        lambda p: synthetic(10, p),
        lambda p: synthetic(20, p),
        lambda p: gcr(10, 1, p),
        lambda p: gcr(20, 10, p),
    ],
)
def test_lp_and_dp_find_the_same_pattern(make):
    for p_fail in PFAILS:
        app = make(p_fail)
        dp, lp = optimal_pattern(app), optimal_pattern_lp(app)
        assert (lp.start, lp.iterations, lp.offsets) == (dp.start, dp.iterations, dp.offsets), app.name
        assert lp.slowdown == pytest.approx(dp.slowdown, rel=1e-12)
        pattern, method = find_pattern(app)
        steps = dp_size(app, pattern_bounds(app))[1]
        assert method == ("lp" if steps > CROSSOVER_STEPS else "dp") and pattern.offsets == dp.offsets


def test_pattern_methods_by_name_and_errors():
    app = synthetic(3, 0.3)
    assert find_pattern(app, "dp")[1] == "dp" and find_pattern(app, "lp")[1] == "lp"
    assert find_pattern(app)[1] == "dp"  # small: the DP is the faster
    assert find_pattern(synthetic(15, 0.1))[1] == "lp"
    with pytest.raises(ReschedError, match="unknown pattern method"):
        find_pattern(app, "simplex")
    with pytest.raises(ModelError, match="not a simple cycle"):
        pattern_of_cycle(app, {(0, 1, 0): 1.0})
