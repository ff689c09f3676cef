"""Exact chain-checkpointing models (spec §II.4): LP = MILP = Toueg–Babaoglu DP, ratio-cycle LP
= pattern DP, on seeded random instances and the shipped ones; export to .lp/.mps; the
registered heuristics never beat a proven optimum."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from resched.export import cross_check, export
from resched.iterative import FAMILY
from resched.iterative.generate import neuroscience
from resched.iterative.instance import IterativeApp
from resched.iterative.models import build_chain_lp, build_chain_milp, build_ratio_cycle_lp, build_shortest_path
from resched.iterative.pattern import chain_optimum, optimal_pattern
from resched.registry import load_instance
from resched.result import SolveOptions
from resched.solve import solve

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = sorted((ROOT / "instances" / "iterative").glob("*.json"))


def random_app(seed: int, n: int, iterations: int) -> IterativeApp:
    rng = np.random.default_rng(seed)
    c = rng.uniform(0.1, 3, n)
    return IterativeApp.from_pfail(f"random-{seed}", rng.uniform(1, 10, n), c, 0.4 * c, rng.uniform(0, 1),
                                   float(rng.choice([0.02, 0.2, 0.6])), iterations)


@pytest.mark.parametrize("seed", range(6))
def test_lp_milp_and_dp_agree_on_random_chains(seed):
    app = random_app(seed, n=2 + seed % 3, iterations=3)
    value, points = chain_optimum(app.chain())
    lp, milp = solve(build_chain_lp(app)), solve(build_chain_milp(app))
    assert lp.is_optimal and milp.is_optimal and not lp.is_mip and milp.is_mip
    assert lp.objective == pytest.approx(value, rel=1e-9) and milp.objective == pytest.approx(value, rel=1e-9)
    chosen = sorted(j for (i, j), x in lp.values["x"].items() if x > 0.5)
    assert chosen == points  # integral LP solution = the DP's checkpoints
    delta = milp.values["delta"]
    assert sorted(v for v, d in delta.items() if d > 0.5 and v > 0) == points


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
    """ET(N·n) ≥ N·T·SD* (spec §II.3.5), certified by the LP for N = 5 and 20."""
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
        assert model.applies(inst), model.name
        summary = model.run(inst, options).summary()
        assert summary["status"] == "optimal", model.name
        optimum[model.name] = summary["objective"]
    assert optimum["chain_lp"] == pytest.approx(optimum["chain_milp"], rel=1e-9)
    for heuristic in FAMILY.checked_heuristics():
        if not heuristic.applies(inst):
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
    applying = {m.name for m in FAMILY.models() if m.applies(big)}
    assert applying == {"ratio_cycle_lp"}
    assert not any(h.applies(big) for h in FAMILY.checked_heuristics() if h.name.startswith("TouegBabaoglu"))


@pytest.mark.parametrize("build", [build_chain_lp, build_chain_milp, build_ratio_cycle_lp])
def test_models_export_and_cbc_agrees(build, tmp_path):
    app = load_instance(ROOT / "instances" / "iterative" / "toy-n3-N4.json")
    for suffix in (".lp", ".mps"):
        check = cross_check(export(build(app), tmp_path / f"model{suffix}"))
        assert check.agree and check.highs_objective == pytest.approx(solve(build(app)).objective, rel=1e-7)
