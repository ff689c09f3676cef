"""``benchmarks/fig7b_starved_jobs.py``'s summary treats the capacity walks (the seeds, shared by
every workload) as the units: per-trace means over the walks, the three traces pooled within each
walk before the interval (n = walks, not walks × traces), and trace differences paired by walk."""

from __future__ import annotations

import numpy as np
import pytest
from paths import benchmark

from resched.experiments.stats import mean_interval


def _rows(script, starved: dict[tuple[str, int], float]) -> list[dict]:
    rows = []
    for (condition, seed), value in starved.items():
        for name in script.ALGORITHMS:
            rows.append(
                {
                    "condition": condition,
                    "load": 2.0,
                    "seed": seed,
                    "algorithm": name,
                    "jobs": 10.0,
                    "starved": value,
                    "starved_area": value / 2,
                    "in_band": 0.5,
                    "median_yield": 0.3,
                    "fair_share": 0.3,
                }
            )
    return rows


def test_the_traces_are_pooled_within_each_walk_and_compared_walk_by_walk():
    """Three traces × three walks: a walk effect shared by the traces (+0.1 per seed) and a trace
    effect. The pooled row has 3 walks (not 9), its mean is the mean of the per-walk averages
    and its interval is the one of those three numbers; LLNL − KTH, paired by walk, is exactly
    the trace effect (0.2) with an interval of zero width, which unpaired intervals would not give."""
    script = benchmark("fig7b_starved_jobs")
    walk = {1: 0.0, 2: 0.1, 3: 0.2}
    trace = {"trace:KTH": 0.3, "trace:LLNL": 0.5, "trace:HPC2N": 0.1}
    rows = _rows(script, {(t, s): trace[t] + walk[s] for t in trace for s in walk} | {("equal:8", 1): 0.5})
    records = script.summary(rows)
    pooled = next(r for r in records if r["condition"] == script.POOLED and r["algorithm"] == "DPGoodput")
    assert pooled["walks"] == 3
    per_walk = [np.mean([trace[t] + walk[s] for t in trace]) for s in walk]
    expected = mean_interval(per_walk)
    assert pooled["starved"] == pytest.approx(expected.mean)
    assert (pooled["starved_low"], pooled["starved_high"]) == pytest.approx((expected.low, expected.high))
    llnl = next(r for r in records if r["condition"] == "trace:LLNL" and r["algorithm"] == "DPGoodput")
    assert llnl["walks"] == 3
    assert llnl["starved_vs_kth"] == pytest.approx(0.2)
    assert llnl["starved_vs_kth_high"] - llnl["starved_vs_kth_low"] == pytest.approx(0.0, abs=1e-12)
    assert not any("starved_vs_kth" in r for r in records if r["condition"] in ("trace:KTH", "equal:8"))
    assert all(r["condition"] != script.POOLED or r["walks"] == 3 for r in records)
