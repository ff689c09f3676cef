"""The moldable smoke sweeps run end to end and keep the paper's robust findings (§5.2–5.4);
the paper's default-configuration numbers that a small run reproduces are checked too.

docs/moldable.md puts the full-size Table 1 next to the paper's.
"""

from __future__ import annotations

import shlex

import numpy as np
import pandas as pd
import pytest
from invoke import resched
from smoke_sweeps import smoke_summaries, smoke_sweeps

from resched.experiments.store import ResultStore
from resched.moldable.experiment import PAPER_TABLE1, allotments, evaluate, table1
from resched.moldable.params import MoldableParams

SWEEPS = smoke_sweeps("moldable")


@pytest.fixture(scope="module")
def results(tmp_path_factory):
    return tmp_path_factory.mktemp("moldable-smoke")


@pytest.fixture(scope="module")
def summaries(results):
    return smoke_summaries("moldable", results, {"summary.csv", "bars.png", "bars.pdf"})


def expected(table: pd.DataFrame, algorithm: str, **where) -> float:
    rows = table[table["algorithm"] == algorithm]
    for key, value in where.items():
        rows = rows[rows[key] == value]
    assert len(rows) == 1
    return float(rows["expected"].iloc[0])


def test_every_smoke_sweep_is_covered(summaries):
    assert set(summaries) == {"table1", "fig3-priorities", "fig4-7-P", "fig4-8-n", "fig4-9-lam", "allotment"}


def test_allotment_rules_coincide_on_roofline_and_the_exact_scan_is_worst_on_communication(summaries):
    """docs/moldable.md, "BATCH's allotment": on roofline resched's three rules give the same
    makespans (each job on p̄); on communication the exact batch-1 scan's plan needs a second
    LIST wave. The authors' code runs in the same sweep."""
    t = summaries["allotment"]
    rule = {r: expected(t, "BATCH-LIST", speedup_model="roofline", allotment=r) for r in ("resched", "dp", "scan")}
    assert rule["dp"] == rule["scan"] == pytest.approx(rule["resched"], rel=1e-12)
    communication = {r: expected(t, "BATCH-LIST", speedup_model="communication", allotment=r) for r in rule}
    assert communication["scan"] > 1.2 * max(communication["resched"], communication["dp"])
    assert expected(t, "BATCH-LIST", speedup_model="communication", allotment="authors") < communication["scan"]


def test_table1_findings(summaries):
    t = summaries["table1"]
    best = lambda m, names: min(expected(t, a, speedup_model=m) for a in names)  # noqa: E731
    for model in ("roofline", "communication", "amdahl", "mix-low-com", "mix", "power"):
        # §5.4: LPA and BATCH outperform the baselines in all settings (LPA = MINTIME for roofline)
        assert best(model, ("LPA-LIST", "BATCH-LIST")) <= best(model, ("MINTIME", "MINAREA")) * (1 + 1e-9)
    assert expected(t, "LPA-LIST", speedup_model="roofline") == pytest.approx(
        expected(t, "MINTIME", speedup_model="roofline")
    )
    assert expected(t, "MINTIME", speedup_model="amdahl") > 5 and expected(t, "MINTIME", speedup_model="power") > 5
    assert (t["maximum"] >= t["expected"]).all()


def test_priority_rules_do_not_matter_much(summaries):
    t = summaries["fig3-priorities"]
    for algorithm in ("LPA-LIST", "BATCH-LIST", "MINTIME"):
        values = [expected(t, algorithm, priority=rule) for rule in ("LPT", "HPA", "LA")]
        assert max(values) / min(values) < 1.15


def test_lpa_is_flat_in_lambda_and_batch_degrades(summaries):
    t = summaries["fig4-9-lam"]
    lpa = [expected(t, "LPA-LIST", error_rate=v) for v in (1e-8, 1e-7, 1e-6)]
    assert max(lpa) / min(lpa) < 1.1
    assert expected(t, "BATCH-LIST", error_rate=1e-6) > expected(t, "BATCH-LIST", error_rate=1e-8)


def test_mintime_improves_with_P(summaries):
    t = summaries["fig4-7-P"]
    assert expected(t, "MINTIME", processors=2000) < expected(t, "MINTIME", processors=500)


def test_a_sweep_row_is_rerun_by_its_command(summaries, results):
    """The ``rerun`` command stored in a row gives every metric of the row again (timings aside)."""
    rows = ResultStore(results / "fig3-priorities-smoke").latest()
    row = next(r for r in rows if r["algorithm"] == "BATCH-LIST" and r["priority"] == "HPA")
    words = shlex.split(row["rerun"])
    assert words[:3] == ["resched", "moldable", "run"]
    out = resched(*words[1:], "--json")
    assert out.exit_code == 0, out.stderr
    (record,) = out.results
    metrics = {k for k in record if k != "algorithm" and not k.endswith("seconds")}
    assert metrics == {"expected", "maximum", "ratios"}
    assert {k: record[k] for k in metrics} == {k: row[k] for k in metrics}
    assert out.envelope["params"]["priority"] == "HPA" and out.envelope["params"]["seed"] == row["seed"]


@pytest.mark.parametrize(
    "model,algorithm",
    [
        ("roofline", "LPA-LIST"),
        ("roofline", "MINTIME"),
        ("communication", "LPA-LIST"),
        ("communication", "MINTIME"),
        ("amdahl", "LPA-LIST"),
        ("power", "MINTIME"),
    ],
)
def test_table1_default_configuration_cells(model, algorithm):
    """Table 1 cells whose value the default configuration (P=7500, n=500, λ=1e-7) sets: two
    sets × 20 scenarios are within 6% of the paper's 30 × 100 "entire set" figure (which also
    averages the P, n and λ sweeps, [MOLDABLE-D8]; the full-size comparison is in docs/moldable.md)."""
    params = MoldableParams(speedup_model=model, scenarios=20)
    value = evaluate(params, 2, 1, [algorithm])[algorithm]["expected"]
    assert value == pytest.approx(PAPER_TABLE1[algorithm][model][0], rel=0.06)


def sweep_row(algorithm, expected, maximum, **point):
    return {
        "family": "moldable",
        "grid": sorted(point),
        **point,
        "algorithm": algorithm,
        "params": MoldableParams.from_mapping(point).to_dict(),
        "expected": expected,
        "maximum": maximum,
    }


def test_line_figure_clips_far_curves_and_bars_have_a_panel_per_point(tmp_path, monkeypatch):
    from resched.moldable.experiment import figures

    rows = [
        sweep_row(a, e * P / 1000, 2 * e * P / 1000, speedup_model="mix", processors=P)
        for P in (1000, 2000)
        for a, e in (("LPA-LIST", 1.5), ("BATCH-LIST", 1.4), ("MINAREA", 20.0))
    ]
    drawn = []
    monkeypatch.setattr(figures, "save_figure", lambda fig, stem: drawn.append(fig) or [stem])
    written = figures.plot_sweep(tmp_path, rows)
    assert [p.name for p in written] == ["summary.csv", "by-processors", "bars"]
    lines, bars = drawn
    labels = [t.get_text() for t in lines.axes[0].get_legend().get_texts()]
    assert labels == ["LPA-LIST", "BATCH-LIST", "MINAREA (off scale: 20–40)"]
    assert lines.axes[0].get_ylim()[1] == pytest.approx(1.03 * 3.0)
    assert lines.axes[0].get_xlabel() == "P (processors)"
    assert [ax.get_title() for ax in bars.axes] == ["mix P=1000", "mix P=2000"]
    styles = {line.get_label().split()[0]: (line.get_color(), line.get_marker()) for line in lines.axes[0].lines}
    assert len(set(styles.values())) == 3  # colour and marker per algorithm


def test_priority_bars_share_a_panel_and_figures_draw_on_a_given_ax(tmp_path):
    from resched.moldable.experiment import figures
    from resched.plot.style import figure

    rows = [
        sweep_row(a, 1.5, 2.0, speedup_model="mix", priority=rule)
        for a in ("LPA-LIST", "MINAREA")
        for rule in ("LPT", "HPA", "LA")
    ]
    table, varying = figures.summarise(rows)
    assert varying == ["priority"]
    fig, ax = figure()
    assert figures.ratio_bars(table, "Figure 3", ax=ax) is fig
    assert [t.get_text() for t in ax.get_xticklabels()] == [
        "LPA-LIST LPT",
        "LPA-LIST HPA",
        "LPA-LIST LA",
        "MINAREA LPT",
        "MINAREA HPA",
        "MINAREA LA",
    ]
    fig, axes = figure(1, 2)
    assert (
        figures.by_parameter(
            figures.summarise(
                [
                    sweep_row("LPA-LIST", 1.0 + j, 2.0, speedup_model=m, jobs=j)
                    for m in ("mix", "power")
                    for j in (10, 20)
                ]
            )[0],
            "jobs",
            axes=axes,
        )
        is fig
    )
    assert [a.get_title() for a in axes] == ["mix", "power"]


def test_table1_pools_every_point_and_set_of_lpt_runs_only():
    rows = [
        sweep_row("LPA-LIST", 1.0, 1.5, speedup_model="mix", processors=1000),
        sweep_row("LPA-LIST", 2.0, 2.5, speedup_model="mix", processors=2000),
        sweep_row("LPA-LIST", 3.0, 9.0, speedup_model="mix", processors=2000),
        sweep_row("LPA-LIST", 4.0, 4.0, speedup_model="mix", processors=3000, priority="LPT"),
        sweep_row("LPA-LIST", 50.0, 50.0, speedup_model="mix", processors=1000, priority="HPA"),
        sweep_row("BATCH-LIST", 9.0, 9.0, speedup_model="mix", allotment="scan"),
        sweep_row("BATCH-LIST", 1.5, 3.0, speedup_model="power", priority="LPT"),
        sweep_row("BATCH-LIST", 7.0, 7.0, speedup_model="power", priority="LA"),
        {**sweep_row("LPA-LIST", 99.0, 99.0, speedup_model="mix"), "error": "boom"},
        {**sweep_row("LPA-LIST", 99.0, 99.0, speedup_model="mix"), "params": {"speedup_model": "warp"}},
    ]
    table = table1(rows)
    assert [(r["algorithm"], r["speedup_model"]) for r in table] == [("LPA-LIST", "mix"), ("BATCH-LIST", "power")]
    lpa, batch = table
    assert (lpa["expected"], lpa["maximum"], lpa["points"], lpa["sets"]) == (2.5, 9.0, 3, 4)
    assert (lpa["paper_expected"], lpa["paper_maximum"]) == PAPER_TABLE1["LPA-LIST"]["mix"] == (1.867, 1.995)
    assert (batch["expected"], batch["maximum"], batch["sets"]) == (1.5, 3.0, 1)


def test_allotments_compare_each_rule_with_the_default_on_the_same_job_sets():
    """Per (rule, model): the mean expected ratio over the sets with its interval, the largest
    maximum, the paper's BATCH-LIST values, and the rule − resched (the default) difference paired on the
    set's seed (a set missing under one rule is left out of the pairing); other algorithms,
    priorities and ε are not counted."""

    def row(rule: str, seed: int, expected: float, maximum: float, **other) -> dict:
        return sweep_row("BATCH-LIST", expected, maximum, speedup_model="mix", allotment=rule, **other) | {"seed": seed}

    rows = [
        *(row("resched", seed, 1.0 + 0.1 * seed, 2.0) for seed in (1, 2, 3)),
        *(row("dp", seed, 1.05 + 0.1 * seed + 0.01 * seed, 2.5 + seed) for seed in (1, 2, 3, 4)),
        row("dp", 5, 9.0, 9.0, priority="HPA"),
        row("dp", 6, 9.0, 9.0, epsilon=0.5),
        sweep_row("LPA-LIST", 9.0, 9.0, speedup_model="mix") | {"seed": 1},
    ]
    reading, dp = allotments(rows)
    assert (reading["allotment"], reading["sets"], reading["maximum"]) == ("resched", 3, 2.0)
    assert reading["expected"] == pytest.approx(1.2) and "vs_baseline" not in reading
    assert (reading["paper_expected"], reading["paper_maximum"]) == PAPER_TABLE1["BATCH-LIST"]["mix"]
    assert (dp["allotment"], dp["sets"], dp["maximum"]) == ("dp", 4, 6.5)
    assert dp["expected"] == pytest.approx(np.mean([1.16, 1.27, 1.38, 1.49]))
    assert dp["expected_low"] < dp["expected"] < dp["expected_high"]
    assert dp["vs_baseline"] == pytest.approx(np.mean([0.06, 0.07, 0.08]))  # seeds 1-3 only
    assert dp["vs_baseline_low"] < dp["vs_baseline"] < dp["vs_baseline_high"]
    assert allotments([]) == []


def test_table1_counts_a_parameter_left_at_its_default_as_that_value():
    (cell,) = table1(
        [
            sweep_row("LPA-LIST", 1.0, 1.0, speedup_model="mix"),
            sweep_row("LPA-LIST", 2.0, 2.0, speedup_model="mix", processors=7500),
        ]
    )
    assert (cell["points"], cell["sets"]) == (1, 2)
