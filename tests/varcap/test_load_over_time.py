"""The load over time of finite-job sweeps (App. E.5.3, Figures 26–27): the per-section
loads of a task (resched.varcap.metrics.section_loads), their statistics and figures
(resched.varcap.experiment.load_figures)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from resched.varcap.experiment.load_figures import load_table, other_parameters, plot_loads, run_statistics
from resched.varcap.instance import Job, Platform, VarCapInstance
from resched.varcap.metrics import section_loads


def _instance():
    # P = 4, 2, 4 (P_max 8); J1 p=3 r=0 | J2 p=1 r=0 | J3 p=2 r=15 (released in section 2)
    jobs = (
        Job("J1", 3, 5.0, 5.0, 0.0, 50.0),
        Job("J2", 1, 5.0, 5.0, 0.0, 1000.0),
        Job("J3", 2, 5.0, 5.0, 15.0, 50.0),
    )
    return VarCapInstance("loads", Platform(2, 8, 2), (0.0, 10.0, 20.0, 30.0), (4, 2, 4), jobs)


def test_section_loads_by_hand():
    # J1 completes at 10 (not in the system at T_2 = 10), J2 never, J3 at 25
    load, max_load = section_loads(_instance(), np.array([10.0, math.nan, 25.0]))
    in_system = np.array([3 + 1, 1, 1 + 2])  # T_1: J1, J2 | T_2: J2 | T_3: J2, J3 (J3 released at 15)
    assert load.tolist() == (in_system / np.array([4, 2, 4])).tolist()
    assert max_load.tolist() == (in_system / 8).tolist()


def test_a_finite_task_stores_its_loads_and_an_infinite_one_does_not():
    from resched.declarations import Task
    from resched.varcap.experiment import run_task
    from resched.varcap.family import ALGORITHMS, VarCapParams

    def task(**params):
        values = VarCapParams.from_mapping({"p_max": 40, "sections": 12, **params})
        return Task("varcap", values, 5, ALGORITHMS.resolve("GreedyGoodput"))

    finite = run_task(task(finite=True, releases="fifo", load=2)).to_row()
    assert len(finite["section_load"]) == len(finite["section_max_load"]) == 12
    assert all(a >= b for a, b in zip(finite["section_load"], finite["section_max_load"]))  # P_i ≤ P_max
    assert "section_load" not in run_task(task()).to_row()


def test_the_finite_yield_bound_is_solved_once_per_instance(monkeypatch):
    """The algorithms of one instance share its §5.1 LP bound; another seed solves again."""
    import resched.varcap.experiment.task as experiment
    import resched.varcap.metrics as metrics
    from resched.declarations import Task
    from resched.varcap.experiment import run_task
    from resched.varcap.family import ALGORITHMS, VarCapParams
    from resched.varcap.generate import generate

    monkeypatch.setattr(experiment, "_LAST_BOUND", {})
    solved = []
    solve = metrics.finite_min_yield_bound
    monkeypatch.setattr(metrics, "finite_min_yield_bound", lambda inst: solved.append(inst.name) or solve(inst))
    params = VarCapParams.from_mapping({"p_max": 40, "sections": 12, "finite": True, "load": 2})
    rows = [
        run_task(Task("varcap", params, seed, ALGORITHMS.resolve(a))).to_row()
        for seed in (7, 8)
        for a in ("GreedyGoodput", "DPGoodput")
    ]
    assert len(solved) == 2 and solved[0] != solved[1]
    assert rows[0]["min_yield_bound"] == rows[1]["min_yield_bound"] == solve(generate(params, 7))


def _row(method, trace, series, target=2.0, algorithm="GreedyGoodput"):
    return {
        "algorithm": algorithm,
        "params": {"load": target, "releases": method, "trace": f"/x/{trace}.swf"},
        "section_load": [2 * v for v in series],
        "section_max_load": list(series),
    }


def test_run_statistics_share_below_the_target_and_drift():
    stats = run_statistics(_row("fifo", "A", [1.0, 3.0, 2.0, 2.0, 2.5, 1.5, 3.0, 3.0]))
    assert stats["max_load_below_target"] == pytest.approx(2 / 8)
    assert stats["max_load_drift"] == pytest.approx((3.0 + 3.0) / 2 - (1.0 + 3.0) / 2)
    assert stats["load_below_target"] == pytest.approx(0.0) and stats["load_mean"] == pytest.approx(2 * 18.0 / 8)


def test_load_table_pools_traces_with_intervals():
    rows = [_row("fifo", "A", [2.0, 3.0]), _row("fifo", "A", [1.0, 3.0]), _row("fifo", "B", [3.0, 3.0])]
    table = load_table(rows).set_index("trace")
    assert table.loc["A", "runs"] == 2 and table.loc["all", "runs"] == 3
    assert table.loc["A", "max_load_below_target"] == pytest.approx(0.25)  # (0 + 1/2) / 2
    assert table.loc["A", "max_load_mean"] == pytest.approx((2.5 + 2.0) / 2)
    assert (
        table.loc["all", "max_load_mean_low"]
        < table.loc["all", "max_load_mean"]
        < table.loc["all", "max_load_mean_high"]
    )
    assert "all" not in set(load_table(rows[:2])["trace"])  # one trace: nothing to pool


def test_plot_loads_draws_both_figures_per_release_method(tmp_path):
    from resched.plot.style import series_styles

    rows = [_row(m, t, [2.0, 2.5, 3.0], target=L) for m in ("fifo", "smallest") for t in "AB" for L in (1.0, 2.0)]
    written = {p.name for p in plot_loads(tmp_path, rows, series_styles(["GreedyGoodput"]))}
    assert "load-over-time.csv" in written
    for method in ("fifo", "smallest"):
        assert {f"load-over-time-releases={method}.png", f"max-load-over-time-releases={method}.png"} <= written
    assert plot_loads(tmp_path / "none", [{"algorithm": "GreedyGoodput"}], {}) == []


def test_other_varying_parameters_split_the_loads_never_pool_them(tmp_path):
    """Figure 13 varies avgT beside the Load: one figure and one table row per value. A point
    shared by two [[grid]] blocks carries the keys of one only; its parameters name the rest."""
    from resched.plot.style import series_styles

    def row(length, series, grid=("finite", "avg_section_length")):
        r = _row("fifo", "A", series) | {"grid": list(grid), "finite": True}
        r["params"] |= {"avg_section_length": float(length), "p_max": 400}  # resolved: a float
        return r | ({"avg_section_length": length} if "avg_section_length" in grid else {})

    rows = [row(50, [1.0, 1.0]), row(50, [1.0, 3.0]), row(100, [3.0, 3.0], grid=("finite", "p_max"))]
    assert other_parameters(rows) == ["avg_section_length"]  # p_max has one value
    table = load_table(rows).set_index("avg_section_length")
    assert table.loc["50", "runs"] == 2 and table.loc["100", "runs"] == 1
    assert table.loc["50", "max_load_mean"] == pytest.approx(1.5) and table.loc["100", "max_load_mean"] == 3.0
    written = {p.name for p in plot_loads(tmp_path, rows, series_styles(["GreedyGoodput"]))}
    for length in (50, 100):
        assert f"load-over-time-releases=fifo,avg_section_length={length}.png" in written
    assert "load-over-time-releases=fifo.png" not in written


def test_a_panel_with_fewer_instances_than_its_column_says_so():
    """A sliced sweep (Load 8 run on trace A only, with one instance): A's title counts 1–2
    instances, B's Load 8 panel says "not run", and A's and the pooled column's Load 8 panels
    their own count."""
    from resched.plot.style import series_styles
    from resched.varcap.experiment.load_figures import load_over_time_figure

    rows = [_row("fifo", t, [2.0, 2.5], target=1.0) for t in "AB" for _ in range(2)]
    rows += [_row("fifo", "A", [8.0, 9.0], target=8.0)]
    fig = load_over_time_figure(rows, "section_max_load", series_styles(["GreedyGoodput"]))
    (a1, b1, all1), (a8, b8, all8) = fig.axes[:3], fig.axes[3:6]
    assert [ax.get_title() for ax in (a1, b1, all1)] == ["A (1–2 instances)", "B (2 instances)", "all (1–4 instances)"]
    assert [t.get_text() for t in b8.texts] == ["not run"] and [t.get_text() for t in all8.texts] == ["1 instance"]
    assert [t.get_text() for t in a8.texts] == ["1 instance"]  # A ran 2 instances at Load 1, 1 at Load 8
    assert not a1.texts and not b1.texts and not all1.texts
