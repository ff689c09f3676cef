"""The smoke variants of the §6 sweeps run end to end and keep the paper's robust findings.

Each shipped ``*-smoke.toml`` runs on a 2-worker LocalCluster, no task may fail, and
``resched plot`` draws its figures. The assertions are the findings of §6.2 that hold at
smoke scale (docs/reproduction.md lists the full comparison).
"""

from __future__ import annotations

import pandas as pd
import pytest
from paths import ROOT, needs_traces

from resched.experiments.runner import run_sweep
from resched.experiments.spec import load_spec
from resched.plot import plot_sweep

SWEEPS = sorted((ROOT / "sweeps" / "varcap").glob("*-smoke.toml"))

pytestmark = needs_traces


@pytest.fixture(scope="module")
def summaries(tmp_path_factory):
    out = tmp_path_factory.mktemp("smoke")
    tables = {}
    for path in SWEEPS:
        counts = run_sweep(load_spec(path), out / path.stem, workers=2)
        assert counts["failed"] == 0 and counts["run"] == counts["tasks"], path.name
        figures = {p.name for p in plot_sweep(out / path.stem)}
        assert "summary.csv" in figures and ("pareto.png" in figures or path.stem.startswith("table1"))
        tables[path.stem.removesuffix("-smoke")] = pd.read_csv(out / path.stem / "summary.csv", index_col=None)
    tables["_out"] = out
    return tables


def metric(table: pd.DataFrame, algorithm: str, column: str, **where) -> pd.Series:
    rows = table[table["algorithm"] == algorithm]
    for key, value in where.items():
        rows = rows[rows[key] == value]
    return rows[column]


def test_every_smoke_sweep_is_covered(summaries):
    assert set(summaries) >= {
        "fig6",
        "fig7a",
        "fig7b",
        "fig8-avgT",
        "fig9-Pmax",
        "fig10-Pmin",
        "fig11-delta",
        "fig12-load",
        "fig13-finite",
        "fig14-15-cdf",
        "fig26-27-releases",
        "fig28-29-finite",
        "fig30-32-dpbic-finite",
        "table1",
    }


def test_every_sweep_row_stores_its_parameters_and_rerun_command(summaries):
    from resched.experiments.store import ResultStore
    from resched.varcap.family import VarCapParams

    for path in SWEEPS:
        rows = ResultStore(summaries["_out"] / path.stem).latest()
        assert all(set(r["params"]) == set(VarCapParams.names()) for r in rows), path.name
        assert all(r["rerun"].startswith("resched varcap simulate --seed ") for r in rows), path.name


def test_the_papers_sections_never_need_the_fallback(summaries):
    """§6's sections (avgT ≥ 25: lengths ≥ 20 > C_max) are all scheduled by the DPs
    themselves; the fallback is for shorter sections (tests/varcap/test_varcap_algorithms.py)."""
    from resched.experiments.store import ResultStore

    for path in SWEEPS:
        rows = ResultStore(summaries["_out"] / path.stem).latest()
        assert all(r.get("fallback_sections", 0) == 0 for r in rows), path.name


def test_figure6_dp_variants_are_close(summaries):
    rg = summaries["fig6"]["relative_goodput"]
    assert rg.max() - rg.min() < 0.01


@pytest.mark.parametrize("figure", ["fig7a", "fig7b"])
def test_figure7_findings(summaries, figure):
    t = summaries[figure]
    rg = lambda a: metric(t, a, "relative_goodput").mean()  # noqa: E731
    rmy = lambda a: metric(t, a, "relative_min_yield").mean()  # noqa: E731
    assert rg("DPGoodput") >= rg("GreedyGoodput")
    assert rmy("DPGoodput") == 0 and rmy("GreedyGoodput") == 0
    assert rmy("DPBiC(15)") > max(rmy("GreedyYield"), rmy("DPYield"))
    assert min(rg("GreedyYield"), rg("DPYield")) >= 0.68


def test_figure8_yield_algorithms_gain_with_longer_sections(summaries):
    t = summaries["fig8-avgT"]
    for algorithm in ("GreedyYield", "DPYield"):
        series = metric(t, algorithm, "relative_goodput")
        by_T = dict(zip(t.loc[series.index, "avg_section_length"], series))
        assert by_T[400] > by_T[50]


def test_figure12_yield_algorithms_lose_with_load(summaries):
    t = summaries["fig12-load"]
    for algorithm in ("GreedyYield", "DPYield"):
        series = metric(t, algorithm, "relative_min_yield")
        by_load = dict(zip(t.loc[series.index, "load"], series))
        assert by_load[8] < by_load[1]


def test_figures26_27_fifo_keeps_the_load_closest_to_its_target(summaries):
    """App. E.5.3 chooses FIFO as "the most stable for achieving a target load": for
    GreedyGoodput its mean maximum load is the closest to the target at every Load."""
    out = summaries["_out"] / "fig26-27-releases-smoke"
    figures = {p.name for p in out.glob("*load-over-time-releases=*.png")}
    assert len(figures) == 6  # load and maximum load, three release methods
    table = pd.read_csv(out / "load-over-time.csv")
    greedy = table[table["algorithm"] == "GreedyGoodput"]
    for target, rows in greedy.groupby("load"):
        distance = (rows.set_index("releases")["max_load_mean"] - target).abs()
        assert distance.idxmin() == "fifo", (target, distance.to_dict())


def test_figures28_29_draw_each_parameter_for_finite_and_infinite_jobs(summaries):
    out = summaries["_out"] / "fig28-29-finite-smoke"
    drawn = {p.name for p in out.glob("by-*.png")}
    assert drawn == {f"by-{p}.png" for p in ("p_max", "p_min_fraction", "delta_fraction", "load")}
    table = summaries["fig28-29-finite"]
    assert set(table["finite"]) == {False, True}


BLOCKS = ("p_max", "p_min_fraction", "delta_fraction", "load", "avg_section_length")


def test_figures30_32_goodput_falls_from_dpbic0_to_dpbic45_at_every_point(summaries):
    """App. E.6: "as 𝒳 increases, the Goodput decreases and the minYield increases" — between
    the two ends of the paper's range, at every point of the five blocks, finite and infinite
    (the infinite min yield never lower at 𝒳 = 45)."""
    out = summaries["_out"] / "fig30-32-dpbic-finite-smoke"
    drawn = {p.name for p in out.glob("by-*.png")}
    assert drawn == {f"by-{p}.png" for p in BLOCKS}
    assert not [p.name for p in out.glob("yield-cdf-*None*.png")]  # a block's label names its own parameters
    table = summaries["fig30-32-dpbic-finite"]
    table = table.assign(point=table[["finite", *BLOCKS]].apply(lambda row: ",".join(map(str, row)), axis=1))
    ends = table.pivot(index="point", columns="algorithm", values=["relative_goodput", "relative_min_yield"])
    goodput = ends["relative_goodput"]
    assert len(goodput) == 20 and (goodput["DPBiC(0)"] > goodput["DPBiC(45)"]).all()
    min_yield = ends["relative_min_yield"].dropna()  # infinite jobs only
    assert len(min_yield) == 10 and (min_yield["DPBiC(45)"] >= min_yield["DPBiC(0)"]).all()


def test_table1_lp_is_above_the_overhead_bound(summaries):
    stats = summaries["table1"].set_index(summaries["table1"].columns[0])
    assert stats.loc["difference", "min"] > 0  # Load ≥ 1: LP (no C/R) above the §3.4 bound with C/R
    assert stats.loc["difference_no_overheads", ["min", "max"]].abs().max() <= 1e-6  # sanity check


def test_figure18_per_trace_summaries(summaries):
    """Appendix E.2 (Figure 18): ``resched plot`` writes the aggregated table of each trace
    (``summary-by-trace.csv``, the instances of one trace only: 2 runs each in the smoke sweep),
    and the pooled table is their mean over the traces (§6.2's aggregation)."""
    out = summaries["_out"] / "fig7b-smoke"
    by_trace = pd.read_csv(out / "summary-by-trace.csv")
    pooled = summaries["fig7b"]
    assert set(by_trace["trace"]) == {"KTH-SP2-1996-2.1-cln.swf", "HPC2N-2002-excerpt.swf"}
    assert (by_trace["runs"] == 2).all() and (pooled["runs"] == 4).all()
    means = by_trace.groupby("algorithm")["relative_goodput"].mean()
    for algorithm, value in pooled.set_index("algorithm")["relative_goodput"].items():
        assert value == pytest.approx(means[algorithm], rel=1e-12)
