"""docs/frontier.md: its table is docs/figures/frontier.csv's, written by
``benchmarks/bench_frontier.py --write`` in CPU seconds (benchmarks/frontier_cpu.py)."""

from __future__ import annotations

import csv
import sys
import time
from types import SimpleNamespace

import pytest
from paths import ROOT, benchmark

from resched.experiments.doctables import expand, stale

PAGE = ROOT / "docs" / "frontier.md"
CSV = ROOT / "docs" / "figures" / "frontier.csv"


def test_the_page_s_table_is_the_csv_it_was_generated_from():
    bench = benchmark("bench_frontier")
    assert "<!-- table from=figures/frontier.csv " in PAGE.read_text()
    assert stale(PAGE) == []
    with CSV.open(newline="", encoding="utf-8") as handle:
        reader = csv.DictReader(handle)
        rows = list(reader)
    assert tuple(reader.fieldnames or ()) == bench.COLUMNS
    assert rows and all(row["family"].split("-")[0] in bench.FAMILIES for row in rows)
    for row in rows:  # a size is shown proven only with its CPU seconds within the limit
        if row["status"] == "optimal":
            assert float(row["cpu_seconds"]) <= float(row["cpu_limit"])
    assert len({(row["family"], row["model"]) for row in rows}) == len(rows)


def test_a_solve_is_proven_only_optimal_and_within_the_cpu_limit():
    cpu = benchmark("frontier_cpu")
    optimal, stopped = SimpleNamespace(is_optimal=True), SimpleNamespace(is_optimal=False)
    assert cpu.proven(optimal, 59.9, 60) and cpu.proven(optimal, 60.0, 60)
    assert not cpu.proven(optimal, 60.1, 60) and not cpu.proven(stopped, 1.0, 60)
    assert cpu.options(60).time_limit == cpu.WALL_FACTOR * 60 and cpu.options(60).threads == 1


def test_timed_counts_cpu_not_sleep():
    """A sleeping call takes wall time but (almost) no CPU time: the measure is the CPU's."""
    cpu = benchmark("frontier_cpu")
    value, cpu_seconds, wall_seconds = cpu.timed(lambda: time.sleep(0.2) or 7)
    assert value == 7 and wall_seconds >= 0.2 and cpu_seconds < wall_seconds


def test_merged_rows_replace_the_families_measured_and_keep_the_others_in_family_order():
    bench = benchmark("bench_frontier")
    old = [
        {"family": "batch", "model": "max_flow", "size": "96 jobs"},
        {"family": "varcap-section", "model": "time_indexed", "size": "P = 300"},
        {"family": "reservation", "model": "shortest_path", "size": "n = 60"},
    ]
    new = [{"family": "reservation", "model": "shortest_path", "size": "n = 120"}]
    assert [row["size"] for row in bench.merged(old, new)] == ["P = 300", "n = 120", "96 jobs"]


def test_write_stores_the_rows_and_rewrites_the_page_s_table(tmp_path, monkeypatch, capsys):
    """``--write`` on a family whose ladder is replaced by two rows: the CSV holds them and the
    family kept from before, and the page's table is rebuilt from it (nothing else changes)."""
    bench = benchmark("bench_frontier")
    (tmp_path / "figures").mkdir()
    page, table = tmp_path / "page.md", tmp_path / "figures" / "frontier.csv"
    spec = "from=figures/frontier.csv rows=family,model,size metrics=cpu_seconds"
    page.write_text(f"before\n<!-- table {spec} -->\nafter\n")
    bench.write_csv(table, [{"family": "batch", "model": "max_flow", "size": "96 jobs", "cpu_seconds": 21.4}])
    rows = [
        {"family": "moldable", "model": "dag_allotment", "size": "25 jobs", "status": "optimal", "cpu_seconds": 1.25},
        {"family": "moldable", "model": "time_indexed_opt", "size": "none", "status": "time_limit"},
    ]
    monkeypatch.setattr(bench, "family_rows", lambda family, limit: rows if family == "moldable" else [])
    argv = ["bench_frontier.py", "--family", "moldable", "--write", str(page), "--csv", str(table)]
    monkeypatch.setattr(sys, "argv", argv)
    bench.main()
    with table.open(newline="", encoding="utf-8") as handle:
        written = list(csv.DictReader(handle))
    assert [(r["family"], r["model"], r["cpu_limit"]) for r in written] == [
        ("moldable", "dag_allotment", "60"),
        ("moldable", "time_indexed_opt", "60"),
        ("batch", "max_flow", ""),
    ]
    assert page.read_text() == f"before\n<!-- table {spec} -->\nafter\n"  # the site renders the table
    assert expand(page.read_text(), page).splitlines()[1:6] == [
        "| family | model | size | cpu_seconds |",
        "| --- | --- | --- | --- |",
        "| moldable | dag_allotment | 25 jobs | 1.250 |",
        "| moldable | time_indexed_opt | none | — |",
        "| batch | max_flow | 96 jobs | 21.400 |",
    ]
    assert "| moldable | time_indexed_opt | none | time_limit |" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--write", "nowhere/page.md"], "no folder"),
        (["--write", "README.md", "--csv", "nowhere/x.csv"], "no folder"),
        (["--wall-factor", "0.5"], "--wall-factor"),
        (["--from-json", "nowhere.json"], "no such file"),
    ],
)
def test_bad_arguments_are_one_line_and_exit_2(arguments, message, monkeypatch, capsys):
    bench = benchmark("bench_frontier")
    monkeypatch.chdir(ROOT)
    monkeypatch.setattr(sys, "argv", ["bench_frontier.py", *arguments])
    with pytest.raises(SystemExit) as stop:
        bench.main()
    assert stop.value.code == 2
    error = capsys.readouterr().err.strip().splitlines()[-1]
    assert error.startswith("bench_frontier.py: ") and message in error


def test_from_json_gathers_families_measured_apart_without_measuring(tmp_path, monkeypatch):
    bench = benchmark("bench_frontier")
    (tmp_path / "figures").mkdir()
    page, table = tmp_path / "page.md", tmp_path / "figures" / "frontier.csv"
    page.write_text("<!-- table from=figures/frontier.csv rows=family,model metrics=cpu_seconds -->\n")
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    first.write_text('[{"family": "batch", "model": "max_flow", "cpu_seconds": 2.5}]')
    second.write_text('[{"family": "iterative", "model": "chain_lp", "cpu_seconds": 7.0}]')
    monkeypatch.setattr(bench, "family_rows", lambda family, limit: pytest.fail("measured"))
    argv = ["bench_frontier.py", "--from-json", str(first), "--from-json", str(second), "--write", str(page)]
    monkeypatch.setattr(sys, "argv", [*argv, "--csv", str(table)])
    bench.main()
    assert expand(page.read_text(), page).splitlines()[2:4] == [
        "| iterative | chain_lp | 7.000 |",
        "| batch | max_flow | 2.500 |",
    ]
