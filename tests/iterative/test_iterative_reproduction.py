"""The smoke variants of the thesis' sweeps (chapters 2 and 3) run end to end and keep the
findings that hold at smoke scale. One sweep goes through the Dask runner; the others run
their tasks in-process (same ``execute``, store and plots) to keep the suite short."""

from __future__ import annotations

import pandas as pd
import pytest
from paths import ROOT

from resched.experiments.runner import execute, run_sweep
from resched.experiments.spec import load_spec
from resched.experiments.store import ResultStore
from resched.plot import plot_sweep

SWEEPS = sorted((ROOT / "sweeps" / "iterative").glob("*-smoke.toml"))


@pytest.fixture(scope="module")
def summaries(tmp_path_factory):
    out = tmp_path_factory.mktemp("iterative-smoke")
    tables = {}
    for path in SWEEPS:
        spec = load_spec(path)
        store = ResultStore(out / path.stem)
        for task in spec.tasks():
            row = execute(task)
            assert "error" not in row, (path.name, row.get("traceback"))
            store.append(row)
        figures = {p.name for p in plot_sweep(out / path.stem)}
        assert "summary.csv" in figures and any(name.endswith(".png") for name in figures), path.name
        assert any(name.endswith(".pdf") for name in figures), path.name
        tables[path.stem.removesuffix("-smoke")] = pd.read_csv(out / path.stem / "summary.csv")
    return tables


def test_one_sweep_through_the_dask_runner(tmp_path):
    path = ROOT / "sweeps" / "iterative" / "fig2.5-eta-smoke.toml"
    counts = run_sweep(load_spec(path), tmp_path / "eta", workers=1)
    assert counts["failed"] == 0 and counts["run"] == counts["tasks"] == 6


def test_every_smoke_sweep_is_covered(summaries):
    assert set(summaries) == {
        "fig2.1-2.2",
        "fig2.3-pfail",
        "fig2.4-sigma",
        "fig2.5-eta",
        "fig3.7-3.8-neuroscience",
        "fig3.9-neuroscience-N",
        "fig3.10-neuroscience-stochastic",
        "fig3.11-3.13-synthetic",
        "fig3.14-3.18-synthetic-eta",
        "fig3.19-3.24-gcr",
    }


def test_tables_1_and_2(summaries):
    t = summaries["fig2.1-2.2"].set_index("law")
    assert (t["k_static"] == 5).all() and (t["k_fo"] == 5).all()
    assert t.loc["gamma", "W_th"] == pytest.approx(206.0492, abs=1e-4)
    assert (abs(t["mc_over_theory"] - 1) < 5e-3).all()
    assert (abs(t["ratio_dynamic_th_to_yd_static"] - 1) < 0.01).all()


def test_figure_2_3_and_2_4_young_daly_static_is_optimal(summaries):
    for name in ("fig2.3-pfail", "fig2.4-sigma"):
        t = summaries[name]
        assert (t["k_static"] == t["k_fo"]).all()
        assert (abs(t["ratio_static_opt_to_yd"] - 1) < 1e-12).all()
        assert (abs(t["ratio_dynamic_th_to_yd_static"] - 1) < 0.01).all()  # "within one percent"


def test_figure_2_5_periods_grow_with_eta(summaries):
    t = summaries["fig2.5-eta"].sort_values("eta")
    assert t["k_static"].is_monotonic_increasing and t["W_th"].is_monotonic_increasing


def ratio(table, strategy, **where):
    rows = table[table["strategy"] == strategy]
    for key, value in where.items():
        rows = rows[abs(rows[key] - value) < 1e-9] if isinstance(value, float) else rows[rows[key] == value]
    return float(rows["median_ratio"].iloc[0])


def test_chain_summary_has_every_strategy(summaries):
    t = summaries["fig3.7-3.8-neuroscience"]
    assert list(dict.fromkeys(t["strategy"])) == [
        "Optimal",
        "CkptEachIter",
        "CkptEachTask",
        "CkptYdAve",
        "CkptYdAve(c_min)",
        "CkptYdAve(c_max)",
        "CkptYdPer",
    ]


def test_chain_summary_overhead_interval_brackets_the_stacked_bars(summaries):
    """The total overhead per trace (checkpoint + failure-induced time) has its mean equal to
    the two stacked means' sum and a 95 % interval around it over the traces (Figs 3.8, 3.13,
    3.24 draw it as the error bar)."""
    t = summaries["fig3.7-3.8-neuroscience"]
    total = t["mean_checkpoint"] + t["mean_failure_induced"]
    assert (abs(t["mean_overhead"] - total) <= 1e-9 * total.abs().clip(lower=1)).all()
    assert (t["mean_overhead_low"] <= t["mean_overhead"] + 1e-9).all()
    assert (t["mean_overhead"] <= t["mean_overhead_high"] + 1e-9).all()


def test_figure_3_7_neuroscience_findings(summaries):
    t = summaries["fig3.7-3.8-neuroscience"]
    optimal = t[t["strategy"] == "Optimal"]["analytic_slowdown"].to_numpy()
    for strategy in ("CkptEachIter", "CkptEachTask", "CkptYdAve", "CkptYdPer"):
        assert (t[t["strategy"] == strategy]["analytic_slowdown"].to_numpy() >= optimal * (1 - 1e-12)).all()
    assert ratio(t, "CkptEachTask", p_fail=1e-3) > 1.05  # worst with few failures
    assert ratio(t, "CkptEachIter", p_fail=10**-0.1) > 1.5 and ratio(t, "CkptYdPer", p_fail=10**-0.1) > 1.5


def test_figure_3_9_and_3_10_run(summaries):
    assert set(summaries["fig3.9-neuroscience-N"]["iterations"]) == {10, 100}
    t = summaries["fig3.10-neuroscience-stochastic"]
    assert ratio(t, "CkptEachTask", p_fail=1e-3) > 1.05


def test_gcr_each_task_overhead(summaries):
    t = summaries["fig3.19-3.24-gcr"]
    assert ratio(t, "CkptEachTask", p_fail=1e-3, tasks=10, ccr=10.0) > 1.3
