"""Reproduction of the no-checkpoint study of the talk (the slides' setting and findings) on the Borg traces.

Default run: the trace dimensioning and the shipped smoke sweeps (2 days of Borg) end to end
with the slides' findings that hold at that scale. ``-m paper``: the 7-day window on several
capacity walks (docs/riskaware.md lists the full comparison).
"""

from __future__ import annotations

import json
import shlex

import numpy as np
import pandas as pd
import pytest
from invoke import resched
from paths import TRACES
from smoke_sweeps import smoke_summaries, smoke_sweeps

from resched.experiments.spec import load_spec
from resched.riskaware.algorithms import Policy
from resched.riskaware.generate import SLIDES_LOAD, read_borg, read_swf_jobs, scale_to_load, trace_instance
from resched.riskaware.metrics import evaluate
from resched.riskaware.simulate import simulate

BORG_7D = TRACES / "borg" / "borg-7D_604800.txt"
SWEEPS = smoke_sweeps("riskaware")

pytestmark = pytest.mark.skipif(not BORG_7D.exists(), reason="needs ../shared/traces/borg")


def test_borg_traces_match_the_slides_dimensioning():
    """Total work ≈ 26 machines × 24 cores over the window at full load ([RISKAWARE-D16])."""
    for name, weeks in (("borg-7D_604800.txt", 1), ("borg-14D_0.txt", 2)):
        trace = read_borg(TRACES / "borg" / name)
        assert trace.duration == weeks * 7 * 86_400
        assert set(np.unique(trace.cores)) <= {1, 2, 4, 8}
        assert trace.work / (26 * 24 * trace.duration) == pytest.approx(1.0, abs=0.07)
    week = read_borg(BORG_7D)
    assert len(week.release) == 17_035 and week.release.min() == 0  # 194 'running' jobs clipped to 0


def test_swf_mapping_and_load_scaling():
    path = TRACES / "HPC2N-2002-excerpt.swf"
    trace = read_swf_jobs(path, cores=24, days=30)
    assert trace.cores.max() <= 24 and trace.dropped > 0
    scaled = scale_to_load(trace, 24, 24)
    assert scaled.work / (24 * 24 * scaled.duration) == pytest.approx(SLIDES_LOAD)


@pytest.fixture(scope="module")
def smoke_out(tmp_path_factory):
    return tmp_path_factory.mktemp("riskaware-smoke")


@pytest.fixture(scope="module")
def summaries(smoke_out):
    """Every smoke sweep run on one 2-worker cluster (the workers load the numba kernel once),
    each drawing summary.csv and its PNG/PDF panels."""
    return smoke_summaries("riskaware", smoke_out, {"summary.csv", ".png", ".pdf"})


def test_every_smoke_sweep_loads_and_names_its_walks():
    for path in SWEEPS:
        spec = load_spec(path)
        assert [a.name for a in spec.algorithms] == list(dict.fromkeys(a.name for a in spec.algorithms))
        assert all(t.task.params.walk_seed is not None for t in spec.tasks())  # walks named or filled


def test_a_sweep_row_is_rerun_by_its_command(summaries, smoke_out):
    """The ``rerun`` command stored in a sweep row gives the same metrics from the CLI."""
    rows = [json.loads(line) for line in (smoke_out / "swf-smoke" / "results.jsonl").read_text().splitlines()]
    row = next(r for r in rows if r["algorithm"] == "TargetASAP")
    words = shlex.split(row["rerun"])
    assert words[:3] == ["resched", "riskaware", "simulate"] and "--walk-seed" in words
    run = resched(*words[1:], "--json")
    assert run.exit_code == 0, run.stderr
    (record,) = run.results
    compared = [k for k in record if not k.endswith("seconds")]
    assert {"goodput", "utilization", "max_stretch", "aborted_volume", "jobs"} <= set(compared)
    assert {k: record[k] for k in compared} == {k: row[k] for k in compared}
    given = run.envelope["params"]
    assert given.pop("trace").endswith("/" + row["params"].pop("trace"))  # the rerun names it absolutely
    assert given == {**{k: v for k, v in row["params"].items() if k in given}, "seed": row["seed"], "instance": None}
    assert set(row["params"]) - set(given) == {"machines", "jobs", "horizon", "first_job_length"}  # other verbs'


def value(table: pd.DataFrame, algorithm: str, column: str, **where) -> float:
    rows = table[table["algorithm"] == algorithm]
    for key, wanted in where.items():
        rows = rows[rows[key] == wanted]
    assert len(rows) == 1
    return float(rows[column].iloc[0])


def test_every_smoke_sweep_is_covered(summaries):
    assert set(summaries) == {"slides-setting", "period", "range", "swf", "window"}


def test_slides_setting_findings(summaries):
    """TargetASAP and PackedTargetASAP beat the first-fits in goodput; TargetStretch has the
    lowest aborted volume but a lower utilization than TargetASAP."""
    t = summaries["slides-setting"]
    g = {a: value(t, a, "goodput") for a in t["algorithm"]}
    for algorithm in ("TargetASAP", "PackedTargetASAP"):
        assert g[algorithm] > max(g["FirstFit"], g["FirstFitAware"])
    aborted = {a: value(t, a, "aborted_volume") for a in t["algorithm"]}
    assert min(aborted, key=aborted.get) == "TargetStretch"
    assert value(t, "TargetStretch", "utilization") < value(t, "TargetASAP", "utilization")


def test_goodput_grows_with_the_period(summaries):
    t = summaries["period"]
    for algorithm in ("FirstFitAware", "TargetASAP"):
        assert value(t, algorithm, "goodput", period=3600) > value(t, algorithm, "goodput", period=600)


def test_the_period_effect_with_the_capacity_held_fixed(summaries, smoke_out):
    """``riskaware trend`` fits goodput on the walk's mean machines and log2 φ over the runs
    of the period sweep (2 walks × 3 periods per algorithm); every row carries the walk's
    mean machines alive, which differ from walk to walk."""
    rows = [json.loads(line) for line in (smoke_out / "period-smoke" / "results.jsonl").read_text().splitlines()]
    assert len({round(r["mean_machines"], 9) for r in rows}) > 2 and all(16 <= r["mean_machines"] <= 32 for r in rows)
    run = resched("riskaware", "trend", str(smoke_out / "period-smoke"), "--by", "period", "--log2", "--json")
    assert run.exit_code == 0, run.stderr
    fits = {(r["algorithm"], r["metric"]): r for r in run.results}
    first_fit = fits["FirstFitAware", "goodput"]
    assert first_fit["runs"] == 6
    low, high = first_fit["per_unit"][1:]
    assert 0 < low < first_fit["per_unit"][0] < high  # goodput grows with φ at fixed capacity
    bad = resched("riskaware", "trend", str(smoke_out / "period-smoke"), "--by", "m_range")
    assert bad.exit_code == 2 and "not a grid parameter" in bad.stderr


def test_a_wider_range_degrades_goodput(summaries):
    t = summaries["range"]
    for algorithm in ("FirstFitAware", "TargetASAP"):
        assert value(t, algorithm, "goodput", m_range=16) < value(t, algorithm, "goodput", m_range=2)


def test_the_window_convention_changes_the_metrics(summaries):
    """Resuming the jobs running at the window start (the default) shortens them: the
    conventions give different metrics on the same walk."""
    t = summaries["window"]
    for algorithm in ("FirstFit", "TargetASAP"):
        resume, restart = (value(t, algorithm, "goodput", window=w) for w in ("resume", "restart"))
        assert resume != restart


@pytest.mark.paper
def test_seven_day_borg_findings():
    """Slides' setting on the 7-day window, 3 capacity walks: TargetASAP/PackedTargetASAP gain
    over the slides' first-fit baseline (FirstFit, with backfilling; slides: up to +10 %), with
    a lower max stretch; the blocking first fit is weaker than FirstFit on every walk."""
    trace = read_borg(BORG_7D)
    gains = []
    for seed in (1, 2, 3):
        inst = trace_instance(trace, seed)
        metrics = {
            a: evaluate(inst, simulate(inst, Policy(a)))
            for a in ("FirstFit", "FirstFitBlocking", "TargetASAP", "PackedTargetASAP")
        }
        assert metrics["FirstFitBlocking"].goodput < metrics["FirstFit"].goodput
        for a in ("TargetASAP", "PackedTargetASAP"):
            gains.append(metrics[a].goodput / metrics["FirstFit"].goodput - 1)
            assert metrics[a].goodput > metrics["FirstFit"].goodput
            assert metrics[a].max_stretch < metrics["FirstFit"].max_stretch
    assert 0.01 < np.mean(gains) < 0.10
