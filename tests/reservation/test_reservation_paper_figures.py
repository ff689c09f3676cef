"""Figure 1 (the fitted law of the neuroscience application, without the execution times, which
are not public) and the replay rows behind Figure 8 and Table 4."""

from __future__ import annotations

import numpy as np
import pytest
from paths import benchmark

from resched.reservation.experiment.figures import fitted_law_figure
from resched.reservation.generate import task_law
from resched.reservation.params import ReservationParams


def test_figure_1_draws_the_density_of_the_fitted_law():
    """The drawn curve integrates (trapezoids) to P(X ≤ 80 h) of the law, the dashed line is its
    mean 21.4 h, and the legend states the mass beyond the axis."""
    X = task_law(ReservationParams(law="neuro"))
    fig = fitted_law_figure(X)
    (ax,) = fig.axes
    curve, mean = ax.get_lines()[:2]
    t, density = (np.asarray(v, dtype=float) for v in curve.get_data())
    mass = float(np.sum((density[1:] + density[:-1]) / 2 * np.diff(t)))
    assert mass == pytest.approx(1 - float(X.sf(np.array(80.0))), abs=1e-3)
    assert np.all(density >= 0)
    assert mean.get_xdata()[0] == pytest.approx(21.4, abs=0.01)
    assert f"{float(X.sf(np.array(80.0))):.3f}" in ax.get_legend().get_texts()[0].get_text()


def test_table_4_rows_pair_the_two_strategies_seed_by_seed():
    """``table4``: one row per seed with the improvements computed from that seed's two runs,
    then a ``mean`` row whose values are the means of the per-seed rows."""
    script = benchmark("reservation_paper_figures")
    rows = script.table4([1, 2])
    assert [r["run"] for r in rows] == ["1", "2", "mean"]
    for row in rows[:2]:
        assert row["utilization_improvement"] == pytest.approx(row["dpc_utilization"] / row["hpc_utilization"] - 1)
        assert row["stretch_improvement"] == pytest.approx(row["hpc_stretch"] / row["dpc_stretch"] - 1)
    assert rows[2]["runs"] == 2
    assert rows[2]["stretch_improvement"] == pytest.approx(np.mean([r["stretch_improvement"] for r in rows[:2]]))
    assert rows[2]["stretch_improvement_low"] <= rows[2]["stretch_improvement"] <= rows[2]["stretch_improvement_high"]
