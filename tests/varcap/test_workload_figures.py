"""Figures 5, 24 and 25 of the variable-capacity paper (the traces' job sizes and run times, the
capacity over time) and the per-trace table behind them, on small workloads whose counts are
known by hand; the script that draws them from the real traces when they are present."""

from __future__ import annotations

import csv
import subprocess
import sys

import numpy as np
import pytest
from paths import ROOT, needs_traces

from resched.varcap.experiment.workload_figures import (
    capacity_figure,
    processors_figure,
    runtime_heatmap,
    workload_table,
)
from resched.varcap.generate import Workload, random_instance


def _workload(name: str, sizes: list[int], runs: list[float]) -> Workload:
    return Workload(name, np.array(sizes, dtype=np.int64), np.array(runs, dtype=float))


def test_workload_table_counts_the_jobs_that_the_generator_can_draw():
    """Sizes 1, 1, 2, 80, 81, 400 with P_min = 80: four drawable jobs (p_j ≤ 80), a share of 4/6,
    quartiles as numpy's linear percentiles, median drawable size 1.5, two single-processor jobs."""
    load = _workload("toy", [1, 1, 2, 80, 81, 400], [10, 20, 30, 40, 50, 60])
    (row,) = workload_table([load], p_min=80)
    assert row["jobs"] == 6 and row["drawable"] == 4
    assert row["drawable_share"] == pytest.approx(4 / 6)
    assert row["p_q50"] == pytest.approx(41.0)  # between 2 and 80
    assert row["run_q25"] == pytest.approx(22.5) and row["run_q75"] == pytest.approx(47.5)
    assert row["drawable_p_median"] == pytest.approx(1.5)
    assert row["single_processor_share"] == pytest.approx(2 / 6)
    assert row["p_max_job"] == 400


def test_the_histograms_count_every_job_once():
    """Figure 5's bars add up to the job count of each trace, Figure 24's cells too, and each
    panel is titled with its trace."""
    loads = [
        _workload("a", [1, 2, 4, 8, 16, 64], [5, 50, 500, 5000, 5, 50]),
        _workload("b", [3, 3, 3, 90], [1, 2, 3, 4]),
    ]
    fig = processors_figure(loads, p_min=80)
    for ax, load in zip(fig.axes, loads):
        assert sum(patch.get_height() for patch in ax.patches) == len(load.processors)
        assert ax.get_title().startswith(load.name)
    heat = runtime_heatmap(loads)
    panels = [ax for ax in heat.axes if ax.get_title()]
    for ax, load in zip(panels, loads):
        counts = np.ma.filled(ax.collections[0].get_array(), 0)
        assert counts.sum() == len(load.processors)


def test_the_capacity_figure_draws_each_section_of_each_instance():
    """Figure 25: one step line per instance whose values are P_i, section by section."""
    first = random_instance(1, _workload("w", [1, 2, 4], [1, 1, 1]), sections=30)
    second = random_instance(2, _workload("w", [1, 2, 4], [1, 1, 1]), sections=30)
    fig = capacity_figure([first, second], ["one", "two"], p_max=400, p_min=80)
    (ax,) = fig.axes
    steps = [patch for patch in ax.patches]
    assert len(steps) == 2
    for patch, instance in zip(steps, (first, second)):
        values, edges, _ = patch.get_data()
        assert list(values) == list(instance.P) and list(edges) == list(instance.T)
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["one", "two"]


@needs_traces
@pytest.mark.slow
def test_the_script_draws_the_three_traces(tmp_path):
    """``benchmarks/varcap_workloads.py`` writes the three figures and one CSV row per trace."""
    subprocess.run([sys.executable, "benchmarks/varcap_workloads.py", "--out", str(tmp_path)], cwd=ROOT, check=True)
    for name in ("fig5-processors.png", "fig24-runtime-heatmap.png", "fig25-capacity.png"):
        assert (tmp_path / name).stat().st_size > 0
    with (tmp_path / "fig5-24-workloads.csv").open() as file:
        rows = list(csv.DictReader(file))
    assert len(rows) == 3 and all(0 < float(r["drawable_share"]) <= 1 for r in rows)
