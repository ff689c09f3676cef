"""Confidence intervals in the sweep figures: the error bars drawn (and the ``<metric>_low``,
``<metric>_high`` columns of ``summary.csv``) are :mod:`resched.experiments.stats`' Student-t
intervals of the runs behind each point, and the figure states the number of runs, on small
synthetic result stores of the moldable, risk-aware, variable-capacity and batch families."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from invoke import resched

from resched.experiments.stats import geometric_mean_interval, interval_table, mean_interval
from resched.experiments.store import ResultStore


def _store(directory, rows):
    store = ResultStore(directory)
    for k, row in enumerate(rows):
        store.append({"task_id": f"t{k:04d}", **row})
    return [{"task_id": f"t{k:04d}", **row} for k, row in enumerate(rows)]


def _y_bars(ax) -> dict[float, tuple[float, float]]:
    """x → (low, high) of every vertical error bar drawn on ``ax`` (lines and bars)."""
    from matplotlib.container import ErrorbarContainer

    bars: dict[float, list[tuple[float, float]]] = {}
    for container in ax.containers:  # the error bars of ax.bar(yerr=…) are an ErrorbarContainer too
        if not isinstance(container, ErrorbarContainer) or not container.has_yerr:
            continue
        for segment in container.lines[2][-1].get_segments():
            (x0, y0), (_, y1) = segment
            bars.setdefault(round(float(x0), 9), []).append((float(y0), float(y1)))
    return bars


def test_moldable_bars_are_the_student_interval_over_the_job_sets(tmp_path):
    from resched.moldable.experiment.figures import by_parameter, summarise

    rng = np.random.default_rng(7)
    values = {(p, a): rng.uniform(1.2, 2.0, 4) for p in (100, 200) for a in ("LPA-LIST", "BATCH-LIST")}
    rows = _store(
        tmp_path,
        [
            {
                "family": "moldable",
                "grid": ["processors"],
                "processors": p,
                "algorithm": a,
                "replicate": k,
                "expected": float(v),
                "maximum": float(v) + 0.1,
            }
            for (p, a), vs in values.items()
            for k, v in enumerate(vs)
        ],
    )
    run = resched("plot", tmp_path)
    assert run.exit_code == 0, run.stderr
    summary = pd.read_csv(tmp_path / "summary.csv")
    for (p, a), vs in values.items():
        row = summary[(summary["processors"] == p) & (summary["algorithm"] == a)].iloc[0]
        expected = mean_interval(vs)
        assert (row["expected"], row["expected_low"], row["expected_high"], row["sets"]) == pytest.approx(
            (expected.mean, expected.low, expected.high, 4)
        )
    table, _ = summarise(rows)
    fig = by_parameter(table, "processors")
    drawn = _y_bars(fig.axes[0])
    for (p, _), vs in values.items():
        expected = mean_interval(vs)
        assert any(
            low == pytest.approx(expected.low) and high == pytest.approx(expected.high) for low, high in drawn[p]
        )
    assert sum(len(v) for v in drawn.values()) == len(values)
    assert "4 job sets per point" in fig.get_suptitle()


def _riskaware_rows(points):
    rng = np.random.default_rng(3)
    metrics = ("goodput", "utilization", "max_stretch", "mean_stretch", "aborted_volume", "aborted_time")
    return [
        {
            "family": "riskaware",
            "grid": ["period"] if len(points) > 1 else [],
            "period": period,
            "algorithm": algorithm,
            "replicate": walk,
            "walk_seed": walk,
            **{m: float(rng.uniform(0.5, 1.0)) for m in metrics},
        }
        for period in points
        for algorithm in ("FirstFit", "TargetASAP")
        for walk in range(3)
    ]


def test_riskaware_line_and_bar_intervals_are_the_student_interval_over_the_walks(tmp_path):
    from resched.riskaware.experiment.figures import METRICS, metric_panels, summarize, walks

    rows = _store(tmp_path, _riskaware_rows((600, 1200)))
    assert resched("plot", tmp_path).exit_code == 0
    summary = pd.read_csv(tmp_path / "summary.csv")
    fig = metric_panels(interval_table(walks(rows)[0], ["period", "algorithm"], METRICS), "period")
    drawn = _y_bars(fig.axes[0])  # goodput
    for period in (600, 1200):
        for algorithm in ("FirstFit", "TargetASAP"):
            expected = mean_interval(
                [r["goodput"] for r in rows if (r["period"], r["algorithm"]) == (period, algorithm)]
            )
            row = summary[(summary["period"] == period) & (summary["algorithm"] == algorithm)].iloc[0]
            assert (row["goodput_low"], row["goodput_high"], row["runs"]) == pytest.approx(
                (expected.low, expected.high, 3)
            )
            assert any((low, high) == pytest.approx((expected.low, expected.high)) for low, high in drawn[period])
    assert "3 capacity walks per point" in fig.get_suptitle()
    single = _riskaware_rows((600,))
    table, varying = summarize(single)
    assert varying == []
    bars = _y_bars(metric_panels(table, None).axes[0])
    for k, algorithm in enumerate(["FirstFit", "TargetASAP"]):  # the registry's order
        expected = mean_interval([r["goodput"] for r in single if r["algorithm"] == algorithm])
        assert bars[k] == [pytest.approx((expected.low, expected.high))]


def test_varcap_intervals_are_the_geometric_interval_over_the_instances(tmp_path):
    from resched.varcap.experiment.aggregate import aggregate
    from resched.varcap.experiment.figures import parameter_figure, pareto_figure

    rng = np.random.default_rng(11)
    rows = _store(
        tmp_path,
        [
            {
                "family": "varcap",
                "grid": ["load"],
                "load": load,
                "algorithm": algorithm,
                "replicate": k,
                "relative_goodput": float(rng.uniform(0.80, 0.85)),
                "relative_min_yield": float(rng.uniform(0.60, 0.65)),
            }
            for load in (1, 2)
            for algorithm in ("GreedyYield", "DPYield")
            for k in range(4)
        ],
    )
    assert resched("plot", tmp_path).exit_code == 0
    table, varying = aggregate(rows)
    summary = pd.read_csv(tmp_path / "summary.csv")
    fig = parameter_figure(table, "load")
    drawn = _y_bars(fig.axes[0])
    pareto_bars = {}
    for algorithm in ("GreedyYield", "DPYield"):
        for load in (1, 2):
            values = [r["relative_goodput"] for r in rows if (r["load"], r["algorithm"]) == (load, algorithm)]
            expected = geometric_mean_interval(values)
            assert expected.high < 1  # not cut
            row = summary[(summary["load"] == load) & (summary["algorithm"] == algorithm)].iloc[0]
            assert (
                row["relative_goodput"],
                row["relative_goodput_low"],
                row["relative_goodput_high"],
                row["runs"],
            ) == pytest.approx((expected.mean, expected.low, expected.high, 4))
            assert any((low, high) == pytest.approx((expected.low, expected.high)) for low, high in drawn[load])
            pareto_bars.setdefault(algorithm, []).append(
                geometric_mean_interval(
                    [r["relative_min_yield"] for r in rows if (r["load"], r["algorithm"]) == (load, algorithm)]
                )
            )
    # the Pareto figure averages over load: the mean of the two loads' bounds
    pareto = _y_bars(pareto_figure(table, varying).axes[0])
    drawn_pairs = [pair for pairs in pareto.values() for pair in pairs]
    for intervals in pareto_bars.values():
        low, high = np.mean([i.low for i in intervals]), np.mean([i.high for i in intervals])
        assert any(pair == pytest.approx((low, high)) for pair in drawn_pairs)
    assert "4 runs per point" in fig.get_suptitle()


def test_batch_ratio_bars_are_the_paired_student_interval_over_the_scenarios():
    from resched.batch.experiment.aggregate import summarize
    from resched.batch.experiment.figures import ratio_figure

    rng = np.random.default_rng(5)
    rows = [
        {
            "grid": ["mtbf"],
            "mtbf": mtbf,
            "replicate": k,
            "algorithm": algorithm,
            "utilization": float(rng.uniform(0.6, 0.9)),
            "max_flow_largest": float(rng.uniform(1, 2)),
            "weighted_flow_all": float(rng.uniform(1, 2)),
        }
        for mtbf in (3600.0, 36000.0)
        for k in range(5)
        for algorithm in ("BASELINE", "SFSJ")
    ]
    table, _ = summarize(rows)
    fig = ratio_figure(table)
    drawn = _y_bars(fig.axes[0])
    for mtbf in (3600.0, 36000.0):
        base = {r["replicate"]: r["utilization"] for r in rows if r["mtbf"] == mtbf and r["algorithm"] == "BASELINE"}
        expected = mean_interval(
            [r["utilization"] / base[r["replicate"]] for r in rows if r["mtbf"] == mtbf and r["algorithm"] == "SFSJ"]
        )
        assert drawn[round(mtbf / 3600, 9)] == [pytest.approx((expected.low, expected.high))]
    assert "5 failure scenarios per point" in fig.get_suptitle()


def test_batch_flows_per_size_bin_are_paired_and_ordered_by_size():
    """size_bin_flows: per (point, strategy, bin) the mean max flow over the scenarios with its
    interval, the paired ratio to BASELINE in the same bin, bins by size and "all" last; a bin
    empty in a scenario is left out of that scenario's pair; the figure draws the hours."""
    from resched.batch.experiment.aggregate import size_bin_flows
    from resched.batch.experiment.figures import size_bin_figure

    rng = np.random.default_rng(8)
    labels = (">=64", "[1,2)", "all", "[2,64)")  # written out of order on purpose

    def flows(k):
        return {
            label: {"jobs": 3, "max_flow": float(rng.uniform(3600, 7200)), "mean_flow": 1800.0}
            for label in labels
            if not (label == ">=64" and k == 0)  # no large job in scenario 0
        }

    rows = [
        {"grid": ["mtbf"], "mtbf": 3600.0, "replicate": k, "algorithm": a, "flows": flows(k)}
        for k in range(4)
        for a in ("SFSJ", "BASELINE")
    ]
    table, grid = size_bin_flows(rows)
    assert grid == ["mtbf"]
    assert table["algorithm"].tolist() == ["BASELINE"] * 4 + ["SFSJ"] * 4
    assert table["bin"].tolist()[:4] == ["[1,2)", "[2,64)", ">=64", "all"]
    large = table[(table["algorithm"] == "SFSJ") & (table["bin"] == ">=64")].iloc[0]
    pairs = [
        (r["flows"][">=64"]["max_flow"], b["flows"][">=64"]["max_flow"])
        for r in rows
        for b in rows
        if r["algorithm"] == "SFSJ" and b["algorithm"] == "BASELINE" and r["replicate"] == b["replicate"] > 0
    ]
    expected = mean_interval([s / b for s, b in pairs])
    assert large["runs"] == 3
    assert (large["ratio_max_flow"], large["ratio_max_flow_low"], large["ratio_max_flow_high"]) == pytest.approx(
        (expected.mean, expected.low, expected.high)
    )
    assert large["max_flow"] == pytest.approx(np.mean([s for s, _ in pairs]))
    fig = size_bin_figure(table, grid)
    assert len(fig.axes) == 3 and fig.axes[0].get_ylabel() == "max flow (h)"
    assert max(fig.axes[1].lines[0].get_ydata()) == pytest.approx(0.5)  # 1800 s


def test_geometric_interval_zeros_and_logs():
    assert geometric_mean_interval([0.0, 0.0]) == geometric_mean_interval([0.0, 0.0])
    everything_zero = geometric_mean_interval([0.0, 0.0, 0.0])
    assert (everything_zero.mean, everything_zero.low, everything_zero.high, everything_zero.runs) == (0, 0, 0, 3)
    some_zero = geometric_mean_interval([0.0, 0.5])
    assert some_zero.mean == 0 and math.isnan(some_zero.low) and math.isnan(some_zero.high)
    values = [0.5, 0.6, 0.7]
    logs = mean_interval(np.log(values))
    found = geometric_mean_interval(values)
    assert (found.mean, found.low, found.high) == pytest.approx(
        (math.exp(logs.mean), math.exp(logs.low), math.exp(logs.high))
    )


def test_interval_table_groups_missing_keys_and_counts_runs():
    frame = pd.DataFrame({"a": [1, 1, 2, None, None], "m": [1.0, 2.0, 3.0, 4.0, 6.0]})
    table = interval_table(frame, ["a"], ["m"])
    assert table["runs"].tolist() == [2, 1, 2] and table["m"].tolist() == [1.5, 3.0, 5.0]
    assert math.isinf(table["m_high"][1])  # one run: no finite interval
    assert (table["m_low"][2], table["m_high"][2]) == pytest.approx(
        (mean_interval([4, 6]).low, mean_interval([4, 6]).high)
    )


def test_a_bound_that_is_not_finite_draws_no_bar():
    from resched.plot.intervals import bar_lengths, runs_note

    lengths = bar_lengths([1.0, 2.0], [0.5, -math.inf], [1.5, math.inf])
    assert lengths[:, 0].tolist() == [0.5, 0.5] and np.isnan(lengths[:, 1]).all()
    assert runs_note([2, 5, 5]) == "error bars: 95 % CI of the mean (Student t), 2–5 runs per point"


def test_varcap_one_parameter_at_a_time_blocks_draw_each_parameter_from_its_own_block(tmp_path):
    """Two [[grid]] blocks (load varied at P_max 400; P_max varied at Load 2), both with
    finite ∈ {False, True}: by-load draws only the load block (no stray P_max lines), by-p_max
    only the P_max block, each split by finite; finite, varied in both, has no figure."""
    from resched.varcap.experiment.aggregate import aggregate
    from resched.varcap.experiment.figures import parameter_tables

    def block(grid: list[str], points: list[dict]) -> list[dict]:
        return [
            {"family": "varcap", "grid": grid, **point, "finite": finite, "algorithm": "DPYield", "replicate": k}
            | {"relative_goodput": 0.8 + 0.01 * k, "relative_min_yield": 0.6}
            for point in points
            for finite in (False, True)
            for k in range(2)
        ]

    rows = block(["finite", "load", "p_max"], [{"load": v, "p_max": 400} for v in (1, 2, 4)])
    rows += block(["finite", "p_max"], [{"p_max": v} for v in (100, 800)])
    rows = _store(tmp_path, rows)
    assert resched("plot", tmp_path).exit_code == 0
    drawn = {p.stem for p in tmp_path.glob("by-*.png")}
    assert drawn == {"by-load", "by-p_max"}
    tables = parameter_tables(rows, *aggregate(rows))
    load_table, load_varying = tables["load"]
    assert sorted(load_table["load"].unique()) == [1, 2, 4] and set(load_varying) == {"finite", "load"}
    p_max_table, p_max_varying = tables["p_max"]
    assert sorted(p_max_table["p_max"].unique()) == [100, 800] and set(p_max_varying) == {"finite", "p_max"}


def test_varcap_a_point_shared_by_two_blocks_is_drawn_in_both(tmp_path):
    """The default point (Load 2, P_max 400) of a one-parameter-at-a-time sweep is one task,
    stored under the load block only: the P_max figure still draws it (and the load figure does
    not take the P_max block's other points)."""
    from resched.varcap.experiment.aggregate import aggregate
    from resched.varcap.experiment.figures import parameter_tables

    def row(grid: list[str], load: float, p_max: int, finite: bool, k: int) -> dict:
        params = {"load": load, "p_max": p_max, "finite": finite, "sections": 400}
        flat = {name: params[name] for name in grid}
        return {"family": "varcap", "grid": grid, **flat, "params": params, "algorithm": "DPYield", "replicate": k} | {
            "relative_goodput": 0.8 + 0.01 * k + 0.001 * p_max / 100 + 0.01 * load,
            "relative_min_yield": 0.6,
        }

    rows = [
        row(["finite", "load", "p_max"], v, 400, f, k) for v in (1.0, 2.0, 4.0) for f in (False, True) for k in (0, 1)
    ]
    rows += [row(["finite", "p_max"], 2.0, v, f, k) for v in (100, 800) for f in (False, True) for k in (0, 1)]
    tables = parameter_tables(rows, *aggregate(rows))
    p_max_table, _ = tables["p_max"]
    assert sorted(p_max_table["p_max"].unique()) == [100, 400, 800]
    at_400 = p_max_table[(p_max_table["p_max"] == 400) & ~p_max_table["finite"].astype(bool)]
    assert at_400["runs"].tolist() == [2] and at_400["relative_goodput"].iloc[0] == pytest.approx(
        math.sqrt((0.8 + 0.004 + 0.02) * (0.81 + 0.004 + 0.02))
    )
    load_table, _ = tables["load"]
    assert sorted(load_table["load"].unique()) == [1, 2, 4] and len(load_table) == 6  # no P_max 100/800 rows


def test_a_long_run_count_note_is_wrapped_to_the_figure_width(tmp_path):
    """The small top line that states the run count is broken between words until every line
    fits inside the figure: a 4.5-inch figure's note of 130 characters (cut at both edges
    before) takes two lines, each narrower than the figure, with every word kept."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    from resched.plot.save import save_figure

    note = (
        "means over 10 Monte-Carlo instances per point (common random numbers; "
        "the task keeps no per-instance spread, so no interval)"
    )
    fig = Figure(figsize=(4.5, 4))
    fig.subplots().plot([0, 1], [0, 1])
    fig.suptitle(note, fontsize=8)
    save_figure(fig, tmp_path / "fig", ("png",))
    shown = fig.get_suptitle()
    assert shown.split() == note.split()
    assert shown.count("\n") >= 1
    renderer = FigureCanvasAgg(fig).get_renderer()
    extent = fig._suptitle.get_window_extent(renderer)
    assert extent.x0 >= 0 and extent.x1 <= fig.bbox.width
    short = Figure(figsize=(8, 4))
    short.suptitle("means over 5 runs", fontsize=8)
    save_figure(short, tmp_path / "short", ("png",))
    assert short.get_suptitle() == "means over 5 runs"
