"""Confidence intervals of sweep results (resched.experiments.stats)."""

from __future__ import annotations

import math
import os

import numpy as np
import pytest

from resched.experiments.stats import linear_fit, mean_interval, paired_difference, t_quantile


def test_student_interval_of_a_known_sample():
    interval = mean_interval([1.0, 2.0, 3.0, 4.0])  # t_{0.975,3} = 3.1824…, s = 1.2910, √4 = 2
    assert t_quantile(4) == pytest.approx(3.182446305284263)
    assert interval.mean == 2.5 and interval.runs == 4
    assert interval.half_width == pytest.approx(3.182446305284263 * 1.2909944487358056 / 2)
    assert interval.excludes_zero


def test_one_run_has_an_infinite_interval_and_none_is_empty():
    assert math.isinf(mean_interval([3.0]).half_width)
    assert mean_interval([]).runs == 0 and math.isnan(mean_interval([float("nan")]).mean)


def test_paired_difference_pairs_runs_on_the_seed():
    rows = [
        {"algorithm": a, "seed": s, "u": base + (0.1 if a == "B" else 0.0)}
        for s, base in ((1, 0.5), (2, 0.9), (3, 0.1))
        for a in ("A", "B")
    ]
    rows.append({"algorithm": "B", "seed": 4, "u": 9.0})  # no partner: left out
    rows.append({"algorithm": "A", "seed": 5, "u": 1.0, "error": "x"})
    interval = paired_difference(rows, "u", "B", "A")
    assert interval.runs == 3 and interval.mean == pytest.approx(0.1)
    assert interval.half_width == pytest.approx(0.0, abs=1e-12) and interval.excludes_zero


def test_coverage_of_the_interval_is_about_95_percent():
    rng = np.random.default_rng(0)
    hits = 0
    for _ in range(2000):
        interval = mean_interval(rng.normal(1.0, 2.0, 10))
        hits += interval.low <= 1.0 <= interval.high
    assert 0.93 <= hits / 2000 <= 0.97


def test_linear_fit_recovers_known_effects_with_intervals():
    """y = 1 + 2·a − 0.5·b + noise: each interval holds its coefficient; without noise the
    fit is exact and the intervals have no width; collinear or too few runs are refused."""
    rng = np.random.default_rng(4)
    a, b = rng.uniform(0, 10, 40), rng.uniform(0, 5, 40)
    fit = linear_fit(1 + 2 * a - 0.5 * b + rng.normal(0, 0.1, 40), {"a": a, "b": b})
    assert fit["a"].low < 2 < fit["a"].high and fit["b"].low < -0.5 < fit["b"].high
    assert fit["a"].runs == 40 and fit["a"].half_width < 0.05
    exact = linear_fit(1 + 2 * a - 0.5 * b, {"a": a, "b": b})
    assert exact["b"].mean == pytest.approx(-0.5) and exact["b"].half_width == pytest.approx(0, abs=1e-9)
    # the residual variance over m − K − 1 = 1 degree of freedom: by hand for four points
    x = np.array([0.0, 1.0, 2.0, 3.0])
    y = np.array([0.0, 1.0, 1.0, 3.0])  # slope 0.9, residuals (0.1, 0.2, -0.7, 0.4)
    z = np.array([0.0, 1.0, 0.0, 1.0])
    two = linear_fit(y, {"x": x})
    assert two["x"].mean == pytest.approx(0.9)
    s2 = (0.1**2 + 0.2**2 + 0.7**2 + 0.4**2) / 2
    assert two["x"].half_width == pytest.approx(t_quantile(3) * math.sqrt(s2 / 5))
    with pytest.raises(ValueError, match="collinear"):
        linear_fit(y, {"x": x, "twice": 2 * x})
    with pytest.raises(ValueError, match="too few runs"):
        linear_fit(y[:3], {"x": x[:3], "z": z[:3]})


def test_paired_differences_pool_grid_points_without_mixing_instances():
    """Two grid points share seed 7 (an algorithm-role parameter does not change the seed): the
    runs are (point, seed) pairs, so both differences count (pooled mean 2.5), per group too."""
    from resched.experiments.stats import paired_differences

    rows = [
        {"grid": ["p"], "p": p, "seed": 7, "algorithm": a, "u": value}
        for p, values in ((1, (1.0, 0.0)), (2, (5.0, 1.0)))
        for a, value in zip(("A", "B"), values)
    ]
    (pooled,) = paired_differences(rows, "A", "B", ["u"])
    assert pooled["runs"] == 2 and pooled["mean"] == pytest.approx(2.5) and pooled["verdict"] == "no difference"
    per_point = paired_differences(rows, "A", "B", ["u"], by=["p"])
    assert [(r["p"], r["mean"], r["runs"]) for r in per_point] == [(1, 1.0, 1), (2, 4.0, 1)]
    steady = [
        {"grid": ["p"], "p": p, "seed": 7, "algorithm": a, "u": value}
        for p, gap in ((1, 1.0), (2, 1.2), (3, 0.8))
        for a, value in (("A", 2.0 + gap), ("B", 2.0))
    ]
    (lower,) = paired_differences(steady, "B", "A", ["u"])
    assert lower["runs"] == 3 and lower["mean"] == pytest.approx(-1.0) and lower["high"] < 0
    assert lower["verdict"] == "lower"


def test_paired_differences_count_a_shared_default_point_in_each_block_once():
    """One-parameter-at-a-time sweep: the default point (load 2, p_max 400) is one task stored
    under the load block; grouped by p_max it is the P_max block's 400 point too, and in one
    group (no --by) each of its runs counts once. A load block that also names p_max (at 400
    only) does not pool its points into the P_max block's 400 group. The groups do not depend
    on the block each default-point task was stored under."""
    from resched.experiments.stats import paired_differences

    def row(grid: list[str], load: float, p_max: int, seed: int, algorithm: str, u: float) -> dict:
        params = {"load": load, "p_max": p_max}
        task = f"{load}-{p_max}-{seed}-{algorithm}"
        flat = {name: params[name] for name in grid}
        return {"task_id": task, "grid": grid, **flat, "params": params, "seed": seed, "algorithm": algorithm, "u": u}

    rows = [
        row(["load"], load, 400, seed, algorithm, u + load)
        for load in (1.0, 2.0)
        for seed in (1, 2)
        for algorithm, u in (("A", 1.0), ("B", 0.0))
    ]
    rows += [row(["p_max"], 2.0, 800, seed, a, u) for seed in (3, 4) for a, u in (("A", 5.0), ("B", 0.0))]
    rows += [row(["p_max"], 2.0, 100, seed, a, u) for seed in (5, 6) for a, u in (("A", 3.0), ("B", 0.0))]
    by_p_max = paired_differences(rows, "A", "B", ["u"], by=["p_max"])
    assert [(r["p_max"], r["runs"], r["mean"]) for r in by_p_max] == [
        (100, 2, 3.0),
        (400, 2, 1.0),
        (800, 2, 5.0),
        (None, 4, 1.0),
    ]
    by_load = paired_differences(rows, "A", "B", ["u"], by=["load"])
    # the P_max block holds load at 2: all its points, the default one too, are grouped under None
    assert [(r["load"], r["runs"]) for r in by_load] == [(1.0, 2), (2.0, 2), (None, 6)]
    held = [row | {"grid": ["load", "p_max"], "p_max": 400} if row["grid"] == ["load"] else row for row in rows]
    by_p_max_held = paired_differences(held, "A", "B", ["u"], by=["p_max"])
    assert [(r["p_max"], r["runs"]) for r in by_p_max_held] == [(100, 2), (400, 2), (800, 2), (None, 4)]
    (pooled,) = paired_differences(rows, "A", "B", ["u"])
    assert pooled["runs"] == 8 and pooled["mean"] == pytest.approx((4 * 1 + 2 * 5 + 2 * 3) / 8)
    # A's default-point rows re-run under the P_max block (the first block of a sweep): they
    # still pair with B's, stored under the load block, and every group is as before
    moved = [
        row(["p_max"], 2.0, 400, r["seed"], "A", r["u"]) if r["task_id"] in {"2.0-400-1-A", "2.0-400-2-A"} else r
        for r in rows
    ]
    for by in (["load"], ["p_max"], []):
        assert paired_differences(moved, "A", "B", ["u"], by=by) == paired_differences(rows, "A", "B", ["u"], by=by)


def test_file_shared_points_draws_a_point_stored_under_two_blocks_once():
    """The default point (load 2, p_max 400): B's tasks under the load block, A's re-run under
    the P_max block. Filed, every row of the point is under the load block (most of its rows,
    four of six), with the key values written there; the other points do not move."""
    from resched.experiments.stats import file_shared_points

    def row(grid: list[str], load: float, p_max: int, seed: int, algorithm: str) -> dict:
        params = {"load": load, "p_max": p_max}
        written = {"load": int(load), "p_max": p_max}  # as the grid was written: load 2, not 2.0
        flat = {name: written[name] for name in grid}
        return {
            "task_id": f"{load}-{p_max}-{seed}-{algorithm}",
            "grid": grid,
            **flat,
            "params": params,
            "seed": seed,
            "algorithm": algorithm,
        }

    default = [row(["load"], 2.0, 400, seed, "B") for seed in (1, 2)]
    default += [row(["load"], 2.0, 400, seed, "C") for seed in (1, 2)]
    default += [row(["p_max"], 2.0, 400, seed, "A") for seed in (1, 2)]
    others = [row(["p_max"], 2.0, 800, 3, a) for a in "ABC"] + [row(["load"], 1.0, 400, 4, a) for a in "ABC"]
    filed = file_shared_points(default + others)
    assert filed[6:] == others
    assert all(r["grid"] == ["load"] and r["load"] == 2 and "p_max" not in r for r in filed[:6])
    assert [r["task_id"] for r in filed[:6]] == [r["task_id"] for r in default]
    assert file_shared_points(others) == others


def test_paired_table_is_one_wide_record_per_pair_and_group():
    """A − B per pair (here two pairs of one sweep), the mean, interval and runs of each metric
    in columns of their own: the shape a generated docs table reads."""
    from resched.experiments.stats import paired_table

    rows = [
        {"grid": ["p"], "p": p, "seed": seed, "algorithm": a, "u": value + seed, "v": 2 * value}
        for p in (1, 2)
        for seed in (1, 2, 3)
        for a, value in (("A", 1.0), ("B", 0.5), ("C", 0.0))
    ]
    table = paired_table(rows, [["A", "C"], ["B", "C"]], ["u", "v"], by=["p"])
    assert [(r["algorithm"], r["baseline"], r["p"]) for r in table] == [
        ("A", "C", 1),
        ("A", "C", 2),
        ("B", "C", 1),
        ("B", "C", 2),
    ]
    first = table[0]
    assert first["u"] == pytest.approx(1.0) and first["v"] == pytest.approx(2.0) and first["u_runs"] == 3
    assert first["u_low"] == pytest.approx(1.0) and first["v_high"] == pytest.approx(2.0)
    assert table[2]["u"] == pytest.approx(0.5)
    (pooled,) = paired_table(rows, [["A", "B"]], ["u"])
    assert pooled["u_runs"] == 6
    assert set(pooled) == {"algorithm", "baseline", "u", "u_low", "u_high", "u_runs", "u_verdict"}
    assert [r["u_verdict"] for r in table] == ["higher", "higher", "higher", "higher"]
    (around_zero,) = paired_table(rows, [["A", "A"]], ["u"])
    assert around_zero["u_verdict"] == "no difference"
    assert paired_table(rows, [["A", "D"]], ["u"], by=["p"]) == []  # D never ran: no paired run


def test_paired_table_pairs_a_derived_difference_of_two_fields_per_run():
    """``derived`` makes a run's first − second a metric before pairing: the paired mean of
    the spread is the mean of A's spread minus B's per run, and its interval is that of those
    differences (here 1 − 0.2·seed, so not the difference of two separately paired fields)."""
    from resched.experiments.stats import paired_table

    rows = [
        {"grid": [], "seed": seed, "algorithm": a, "hi": hi + seed * scale, "lo": 0.5}
        for seed in (1, 2, 3, 4)
        for a, hi, scale in (("A", 2.0, -0.1), ("B", 1.0, 0.1))
    ]
    (found,) = paired_table(rows, [["A", "B"]], ["spread"], derived={"spread": ["hi", "lo"]})
    differences = [1 - 0.2 * seed for seed in (1, 2, 3, 4)]
    assert found["spread"] == pytest.approx(np.mean(differences))
    assert found["spread_runs"] == 4 and found["spread_verdict"] == "higher"
    assert found["spread_high"] - found["spread_low"] > 0
    missing = [row | {"lo": None} if row["algorithm"] == "B" and row["seed"] == 4 else row for row in rows]
    (fewer,) = paired_table(missing, [["A", "B"]], ["spread"], derived={"spread": ["hi", "lo"]})
    assert fewer["spread_runs"] == 3 and fewer["spread"] == pytest.approx(np.mean(differences[:3]))


def test_paired_difference_is_bit_identical_whatever_the_hash_seed():
    """The differences are summed in the sorted order of the run keys: two processes with
    different string hashing (set order) give the same bits."""
    import subprocess
    import sys

    code = (
        "import random\n"
        "from resched.experiments.stats import paired_difference\n"
        "rng = random.Random(3)\n"
        "rows = [{'algorithm': a, 'seed': f's{i}', 'u': rng.random() * 10 ** rng.randint(-3, 3)}"
        " for i in range(40) for a in ('A', 'B')]\n"
        "print(repr(paired_difference(rows, 'u', 'A', 'B').mean))\n"
    )
    outputs = {
        subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONHASHSEED": seed},
        ).stdout
        for seed in ("1", "2", "3", "4")
    }
    assert len(outputs) == 1
