"""benchmarks/frontier_riskaware.py --ratios N --csv FILE: the online / offline goodput ratios
that docs/riskaware.md's generated table reads."""

from __future__ import annotations

import csv
import subprocess
import sys

import pytest
from paths import ROOT, benchmark


def test_the_csv_holds_each_policy_s_ratios_to_the_offline_optimum(tmp_path, capsys):
    """No online policy beats the offline optimum (every ratio ≤ 1); the CSV is the printed
    summary: per policy the instances, the mean and smallest ratio, the share at the optimum."""
    bench = benchmark("frontier_riskaware")
    ratios = bench.online_ratios(4)
    assert ratios.pop("seconds")[0] >= 0
    assert all(0 <= r <= 1 + 1e-9 for values in ratios.values() for r in values)
    path = tmp_path / "ratios.csv"
    bench.print_ratios(4, str(path))
    with path.open(newline="") as handle:
        written = list(csv.DictReader(handle))
    expected = bench.ratio_summary(ratios)
    assert [r["algorithm"] for r in written] == [r["algorithm"] for r in expected]
    for row, want in zip(written, expected):
        assert int(row["instances"]) == 4
        assert float(row["mean"]) == pytest.approx(want["mean"]) and float(row["min"]) <= float(row["mean"])
        assert float(row["optimal_share"]) == pytest.approx(want["optimal_share"])
    assert "FirstFit" in capsys.readouterr().out and not (tmp_path / "ratios.csv.partial").exists()


def test_ratio_summary_counts_the_instances_at_the_optimum():
    (summary,) = benchmark("frontier_riskaware").ratio_summary({"A": [1.0, 0.5, 1 - 1e-12, 0.9]})
    assert summary == {"algorithm": "A", "instances": 4, "mean": pytest.approx(0.85), "min": 0.5, "optimal_share": 0.5}


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--csv", "r.csv"], "--csv needs --ratios N"),
        (["--ratios", "2", "--csv", "no/such/r.csv"], "no folder no/such"),
    ],
)
def test_a_csv_that_cannot_be_written_is_a_one_line_error_before_any_solve(tmp_path, arguments, message):
    script = ROOT / "benchmarks" / "frontier_riskaware.py"
    done = subprocess.run([sys.executable, str(script), *arguments], cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 2 and message in done.stderr and len(done.stderr.splitlines()) == 1
    assert done.stdout == ""  # refused before solving anything
