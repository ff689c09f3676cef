"""resched.experiments.doctables: the docs pages' markdown tables rendered from their CSVs (at the
site's build, by the hook docs/hooks/tables.py) and the values written from them."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import SimpleNamespace

import pytest
from paths import ROOT

from resched.errors import ReschedError
from resched.experiments import reproduce
from resched.experiments.doctables import TABLE, check, expand, parse, refresh, render, render_value, stale

CSV = """\
method,load,algorithm,runs,gap,gap_low,gap_high,share
fifo,1.0,B,10,0.5,0.25,0.75,0.1
fifo,1.0,A,10,-0.125,-0.5,0.25,0.2
smallest,1.0,A,10,1.0,1.0,1.0,0.3
fifo,2.0,A,9,0.0,-0.0001,0.0001,
smallest,0.31622776601683794,A,10,1.0,1.0,1.0,0.4
"""


@pytest.fixture
def page(tmp_path: Path) -> Path:
    (tmp_path / "figures").mkdir()
    (tmp_path / "figures" / "t.csv").write_text(CSV)
    return tmp_path / "page.md"


def test_a_pivoted_table_orders_rows_and_groups_as_its_filters_list_them(page):
    spec = 'from=figures/t.csv rows=load,algorithm pivot=method metrics=gap titles="the gap" signed=gap digits=2 method=smallest|fifo algorithm=A|B'
    assert render(parse(spec, page)) == (
        "| load | algorithm | the gap: smallest | fifo |\n"
        "| --- | --- | --- | --- |\n"
        "| 1 | A | +1.00 [+1.00, +1.00] | −0.12 [−0.50, +0.25] |\n"
        "| 1 | B | — | +0.50 [+0.25, +0.75] |\n"
        "| 2 | A | — | 0.00 [0.00, 0.00] |\n"
        "| 0.316228 | A | +1.00 [+1.00, +1.00] | — |\n"
    )


def test_counts_stay_whole_a_metric_without_interval_is_its_value_and_an_empty_one_a_dash(page):
    spec = "from=figures/t.csv rows=load,algorithm metrics=runs,share method=fifo"
    assert render(parse(spec, page)).splitlines()[2:] == [
        "| 1 | B | 10 | 0.100 |",
        "| 1 | A | 10 | 0.200 |",
        "| 2 | A | 9 | — |",
    ]


def test_percentages_own_decimals_and_thousands_separators(page):
    spec = "from=figures/t.csv rows=algorithm metrics=gap,share percent=gap digits=1,share:0 method=fifo load=1.0"
    assert render(parse(spec, page)).splitlines()[2:] == [
        "| B | 50.0 [25.0, 75.0] % | 0 |",
        "| A | −12.5 [−50.0, 25.0] % | 0 |",
    ]
    spec = "from=figures/t.csv rows=algorithm metrics=share percent=share digits=0 method=smallest load=1.0"
    assert render(parse(spec, page)).splitlines()[2:] == ["| A | 30 % |"]
    (page.parent / "figures" / "big.csv").write_text("algorithm,steals\nA,12345.6\n")
    assert render(parse("from=figures/big.csv rows=algorithm metrics=steals digits=0", page)).endswith(
        "| A | 12,346 |\n"
    )


def test_each_group_keeps_the_csv_order_of_its_own_values(page):
    (page.parent / "figures" / "bins.csv").write_text(
        "trace,bin,r\nH,[1;2),1\nH,all,2\nA,[1;3),3\nA,[3;9),4\nA,all,5\n"
    )
    spec = "from=figures/bins.csv rows=trace,bin metrics=r digits=0 trace=A|H"
    assert [line.split(" | ")[1] for line in render(parse(spec, page)).splitlines()[2:]] == [
        "[1;3)",
        "[3;9)",
        "all",
        "[1;2)",
        "all",
    ]


def test_e_notation_keeps_two_decimals_and_an_unpadded_exponent(page):
    (page.parent / "figures" / "tiny.csv").write_text("quantity,mean,low\nd,0.0033652,-1.1e-16\ne,2.5e-17,0.0\n")
    spec = "from=figures/tiny.csv rows=quantity metrics=mean,low digits=3,mean:e2,low:e1"
    assert render(parse(spec, page)).splitlines()[2:] == ["| d | 3.37e-3 | −1.1e-16 |", "| e | 2.50e-17 | 0 |"]


PAPER = """\
algorithm,model,expected,maximum,paper_expected,paper_maximum
LPA-LIST,roofline,1.0532,1.2043,1.057,1217.13
LPA-LIST,power,1.8304,8.3219,1.861,9.655
BATCH-LIST,roofline,1.1481,1.9222,1.158,1.999
"""


def test_templates_metrics_as_rows_printed_values_as_written_and_display_names(page):
    (page.parent / "figures" / "p.csv").write_text(PAPER)
    spec = (
        'from=figures/p.csv rows=algorithm,metric pivot=model metrics="{expected} ({paper_expected}),'
        '{maximum} ({paper_maximum})" titles=expected,maximum digits=3,paper_expected:raw,paper_maximum:raw '
        'labels="LPA-LIST=LPA,BATCH-LIST=BATCH" algorithm=LPA-LIST|BATCH-LIST'
    )
    assert render(parse(spec, page)) == (
        "| algorithm | metric | roofline | power |\n"
        "| --- | --- | --- | --- |\n"
        "| LPA | expected | 1.053 (1.057) | 1.830 (1.861) |\n"
        "| LPA | maximum | 1.204 (1217.13) | 8.322 (9.655) |\n"
        "| BATCH | expected | 1.148 (1.158) | — |\n"
        "| BATCH | maximum | 1.922 (1.999) | — |\n"
    )


def test_with_adds_the_columns_of_the_matching_row_of_a_second_csv(page):
    (page.parent / "figures" / "printed.csv").write_text("method,load,printed\nfifo,1.0,0.6\nsmallest,1.0,.95\n")
    spec = "from=figures/t.csv with=figures/printed.csv rows=method,algorithm metrics={gap}/{printed} digits=2,printed:raw load=1.0"
    assert render(parse(spec, page)).splitlines()[2:] == [
        "| fifo | B | 0.50 [0.25, 0.75]/0.6 |",
        "| fifo | A | −0.12 [−0.50, 0.25]/0.6 |",
        "| smallest | A | 1.00 [1.00, 1.00]/.95 |",
    ]
    spec = "from=figures/t.csv with=figures/printed.csv rows=method,load,algorithm metrics=printed"
    assert render(parse(spec, page)).splitlines()[-1] == "| smallest | 0.316228 | A | — |"  # no printed row
    (page.parent / "figures" / "twice.csv").write_text("method,printed\nfifo,1\nfifo,2\n")
    (page.parent / "figures" / "apart.csv").write_text("other,printed\nx,1\n")
    for name, says in (("twice", "two rows with the same method"), ("apart", "no column in common")):
        with pytest.raises(ReschedError, match=says):
            render(parse(f"from=figures/t.csv with=figures/{name}.csv rows=algorithm metrics=printed", page))


def test_join_writes_the_values_of_a_column_side_by_side_in_its_order(page):
    spec = "from=figures/t.csv rows=algorithm join=method metrics=gap signed=gap digits=2 load=1.0 method=smallest|fifo"
    assert render(parse(spec, page)) == (
        "| algorithm | gap (smallest / fifo) |\n| --- | --- |\n| B | — / +0.50 |\n| A | +1.00 / −0.12 |\n"
    )


def test_a_single_run_s_infinite_interval_is_left_out(page):
    (page.parent / "figures" / "one.csv").write_text("algorithm,load,load_low,load_high\nA,1.5,-inf,inf\n")
    assert render(parse("from=figures/one.csv rows=algorithm metrics=load", page)).endswith("| A | 1.500 |\n")


def test_compare_is_bold_exactly_when_the_two_intervals_are_disjoint(page):
    (page.parent / "figures" / "c.csv").write_text(
        "finite,p,algorithm,rg,rg_low,rg_high\n"
        "False,,A,0.9,0.85,0.95\nTrue,,A,0.7,0.6,0.8\n"
        "False,,B,0.9,0.85,0.95\nTrue,,B,0.8,0.7,0.85\n"
        "False,0.5,A,0.5,0.4,0.6\nTrue,0.5,A,0.5,0.4,0.6\n"
    )
    spec = 'from=figures/c.csv rows=algorithm pivot=p compare=finite metrics=rg titles=RG labels="=default,False=infinite,True=finite" finite=False|True'
    assert render(parse(spec, page)) == (
        "| algorithm | RG (infinite → finite): default | 0.5 |\n"
        "| --- | --- | --- |\n"
        "| A | **0.900 → 0.700** | 0.500 → 0.500 |\n"
        "| B | 0.900 → 0.800 | — → — |\n"
    )


@pytest.mark.parametrize(
    ("spec", "says"),
    [
        ("rows=load metrics=gap", "no from="),
        ("from=figures/t.csv rows=load metrics=gap titles=a,b", "2 titles for 1 metrics"),
        ("from=figures/t.csv rows=load metrics=gap digits=two", "digits must be N or N,COLUMN:N|eN|raw"),
        ("from=figures/t.csv rows=load metrics=gap digits=2,gap", "digits must be N or N,COLUMN:N|eN|raw"),
        ("from=figures/t.csv rows load metrics=gap", "KEY=VALUE"),
        ("from=figures/t.csv rows=load metrics=speed", "no column 'speed'"),
        ("from=figures/t.csv rows=load metrics=gap load=3.0", "no row passes"),
        ("from=figures/absent.csv rows=load metrics=gap", "cannot read"),
        ("from=figures/t.csv rows=algorithm metrics=gap", "several rows per cell"),
        ("from=figures/t.csv rows=algorithm metrics={gap}/{speed}", "no column 'speed'"),
        ("from=figures/t.csv rows=algorithm metrics=gap compare=method", "needs a filter of two values"),
        ("from=figures/t.csv rows=algorithm metrics=gap compare=method method=fifo", "needs a filter of two values"),
        ("from=figures/t.csv rows=algorithm metrics=gap join=load compare=method", "not both"),
        ("from=figures/t.csv rows=algorithm metrics=gap labels=fifo", "labels must be VALUE=NAME"),
        ("from=figures/t.csv rows=algorithm metrics=gap digits=2,gap:exact", "digits must be N or N,COLUMN:N|eN|raw"),
    ],
)
def test_a_bad_table_is_a_one_line_error(page, spec, says):
    with pytest.raises(ReschedError, match=re.escape(says)):
        render(parse(spec, page))


def test_the_build_replaces_a_table_s_comment_with_its_csv_s_rows_and_the_source_keeps_none(page):
    spec = "from=figures/t.csv rows=algorithm metrics=share method=smallest load=1.0"
    page.write_text(f"before\n\n<!-- table {spec} -->\n\nafter\n")
    assert expand(page.read_text(), page) == "before\n\n| algorithm | share |\n| --- | --- |\n| A | 0.300 |\n\nafter\n"
    assert stale(page) == [] and not refresh(page) and check(page) == []  # nothing to rewrite in the source
    page.write_text(f"<!-- table {spec} -->\n\n| A | 0.300 |\n\n<!-- /table -->\n")  # a body left in the source
    assert check(page) == [f"{page}: a table body in the source (<!-- /table -->)"]
    page.write_text("<!-- table from=figures/none.csv rows=algorithm metrics=share -->\n")
    assert [p.split(":")[0] for p in check(page)] == [str(page.parent / "figures" / "none.csv")]
    page.write_text("<!-- table from=figures/t.csv rows=algorithm metrics=speed -->\n")
    assert check(page) == [f"{page.parent / 'figures' / 't.csv'}: no column 'speed'"]
    inline = "The syntax: `<!-- table from=CSV rows=… metrics=… -->`.\n"  # not on a line of its own
    assert expand(inline, page) == inline


def test_a_wrapped_table_row_is_one_row_and_a_comma_ends_no_word(page):
    text = "| a | b |\n| --- | --- |\n| one \\\n    two | three \\\n  four |\n| five | `x \\` |\n"
    assert expand(text, page) == "| a | b |\n| --- | --- |\n| one two | three four |\n| five | `x \\` |\n"
    spec = (
        'from=figures/t.csv rows=algorithm,\n    load metrics=gap,\n  share titles="the gap,\n  the share" method=fifo'
    )
    table = parse(spec, page)
    assert (table.rows, table.metrics, table.titles) == (
        ("algorithm", "load"),
        ("{gap}", "{share}"),
        ("the gap", "the share"),
    )
    row = (
        "| x | <!-- value from=figures/t.csv metrics=share \\\n    method=smallest load=1.0 -->0.300<!-- /value --> |\n"
    )
    page.write_text(row)
    assert stale(page) == [] and "0.300" in expand(row, page)


def test_a_value_in_the_text_is_the_cell_of_the_one_row_its_filters_leave(page):
    value = parse(
        "from=figures/t.csv metrics=gap signed=gap digits=2 method=fifo load=1.0 algorithm=A", page, value=True
    )
    assert render_value(value) == "−0.12 [−0.50, +0.25]"
    compared = "from=figures/t.csv metrics=gap compare=algorithm digits=2 method=fifo load=1.0 algorithm=B|A"
    assert render_value(parse(compared, page, value=True)) == "0.50 → −0.12"
    spec = "from=figures/t.csv metrics=share percent=share digits=0 method=smallest load=1.0"
    page.write_text(f"SFSJ keeps <!-- value {spec} -->31 %<!-- /value --> of it.\n")
    assert stale(page) == [spec] and refresh(page) and stale(page) == []
    assert page.read_text() == f"SFSJ keeps <!-- value {spec} -->30 %<!-- /value --> of it.\n"
    page.write_text("The syntax: `<!-- value from=CSV metrics=COLUMN -->…<!-- /value -->`.\n")  # an example
    assert stale(page) == [] and not refresh(page)
    with pytest.raises(ReschedError, match="several rows per cell"):
        render_value(parse("from=figures/t.csv metrics=gap method=fifo", page, value=True))
    for bad in ("from=figures/t.csv metrics=gap,share", "from=figures/t.csv rows=load metrics=gap"):
        with pytest.raises(ReschedError, match="a value has one metric and no rows="):
            parse(bad, page, value=True)


def test_a_value_s_opening_comment_may_span_lines_and_keeps_them_when_refreshed(page):
    spec = "from=figures/t.csv metrics=share\npercent=share digits=0\n  method=smallest load=1.0"
    text = (
        f"SFSJ keeps <!-- value {spec} -->31 %<!-- /value --> of it,\nand <!-- value {spec} -->30 %<!-- /value -->.\n"
    )
    page.write_text(text)
    assert stale(page) == [spec]  # the first is stale, the second is not; the line breaks are spaces
    assert refresh(page) and stale(page) == []
    assert page.read_text() == text.replace("31 %", "30 %")  # the spec's lines kept as written
    quoted = 'from=figures/t.csv rows=algorithm metrics=gap titles="the\ngap"'
    assert parse(quoted, page).titles == ("the\ngap",)  # a break inside quotes is part of the word
    page.write_text(
        "a <!-- value from=figures/t.csv metrics=share\nmethod=smallest load=1.0 --> 30 % and\n-->x<!-- /value -->\n"
    )
    assert stale(page) == []  # the spec ends at its first -->: the stray text is no value
    escaped = parse("from=figures/t.csv metrics=gap compare=algorithm method=fifo load=1.0 algorithm=B\\|A", page, True)
    assert dict(escaped.filters)["algorithm"] == ("B", "A")  # a table row's \| is the filters' |


def test_a_table_s_opening_comment_may_span_lines(page):
    spec = "from=figures/t.csv rows=algorithm\n    metrics=share method=smallest load=1.0"
    assert expand(f"<!-- table {spec} -->\n", page).startswith("| algorithm | share |\n| --- | --- |\n| A | 0.300 |")


def test_an_extreme_value_is_the_cell_of_the_smallest_or_largest_row_its_filters_leave(page):
    def extreme(which: str, metric: str = "gap") -> str:
        spec = f"from=figures/t.csv metrics={metric} signed=gap digits=2 extreme={which} algorithm=A"
        return render_value(parse(spec, page, value=True))

    assert extreme("min") == "−0.12 [−0.50, +0.25]"
    assert extreme("max") == "+1.00 [+1.00, +1.00]"
    assert extreme("range") == "−0.12 [−0.50, +0.25] to +1.00 [+1.00, +1.00]"
    assert extreme("range", "share") == "0.20 to 0.40"  # the empty share left out
    one = "from=figures/t.csv metrics=gap digits=2 extreme=range method=fifo load=2.0"
    assert render_value(parse(one, page, value=True)) == "0.00 [0.00, 0.00]"
    for bad in ("extreme=mean", "extreme=min join=method", "extreme=count metrics={gap}/{share}"):
        with pytest.raises(ReschedError, match="extreme="):
            parse(f"from=figures/t.csv metrics=gap {bad}", page, value=True)
    with pytest.raises(ReschedError, match="a value's option only"):
        parse("from=figures/t.csv rows=algorithm metrics=gap extreme=min", page)
    with pytest.raises(ReschedError, match="extreme= needs numbers in 'method'"):
        render_value(parse("from=figures/t.csv metrics=method extreme=max", page, value=True))
    with pytest.raises(ReschedError, match="no finite 'share'"):
        render_value(parse("from=figures/t.csv metrics=share extreme=min load=2.0", page, value=True))


def test_a_count_is_the_number_of_rows_its_filters_leave_with_a_value(page):
    def count(filters: str, metric: str = "gap") -> str:
        return render_value(parse(f"from=figures/t.csv metrics={metric} extreme=count {filters}", page, value=True))

    assert count("algorithm=A") == "4"
    assert count("algorithm=A", "share") == "3"  # the empty share is not counted
    assert count("method=fifo load=1.0") == "2"
    assert count("algorithm=C") == "0"  # no row left is a count, not an error
    spec = "from=figures/t.csv metrics=runs extreme=count method=smallest"
    page.write_text(f"at <!-- value {spec} -->3<!-- /value --> of the points\n")
    assert stale(page) == [spec] and refresh(page)
    assert page.read_text() == f"at <!-- value {spec} -->2<!-- /value --> of the points\n"
    with pytest.raises(ReschedError, match="no column 'verdict'"):
        count("verdict=higher")


def _hook():
    """The site's hook module (docs/hooks/tables.py), loaded as mkdocs loads it."""
    spec = importlib.util.spec_from_file_location("tables_hook", ROOT / "docs" / "hooks" / "tables.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_site_shows_every_generated_table_of_the_docs_as_its_csv_and_every_value_is_current():
    """What a reader of the built site sees is the CSV: the hook replaces each table's comment
    with the rendering of its CSV (which exists and has the named columns), the source holds no
    table body, and every value quoted in the text equals its CSV's cell."""
    hook, pages = _hook(), sorted((ROOT / "docs").rglob("*.md"))
    assert sum(len(TABLE.findall(page.read_text())) for page in pages) >= 40
    assert {page.name: check(page) for page in pages if check(page)} == {}
    assert {page.name: stale(page) for page in pages if stale(page)} == {}
    for page in pages:
        text = page.read_text()
        tables = [render(parse(m["spec"], page)).rstrip("\n") for m in TABLE.finditer(text)]
        shown = hook.on_page_markdown(text, page=SimpleNamespace(file=SimpleNamespace(abs_src_path=str(page))))
        assert TABLE.search(shown) is None and all(table in shown for table in tables), page.name
        assert shown == expand(text, page)


def test_reproduce_refreshes_the_tables_reading_the_files_it_wrote_only_when_writing_into_docs(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    figures = tmp_path / "docs" / "figures" / "varcap"
    figures.mkdir(parents=True)
    (figures / "t.csv").write_text(CSV)
    spec = "from=figures/varcap/t.csv metrics=share method=smallest load=1.0"
    unwritten = "from=figures/varcap/not-yet.csv metrics=share"  # another sweep's, not run
    cited = tmp_path / "docs" / "varcap.md"
    cited.write_text(f"a <!-- value {spec} -->?<!-- /value --> b <!-- value {unwritten} -->old<!-- /value -->\n")
    other = tmp_path / "docs" / "other.md"
    other.write_text(f"<!-- value {spec.replace('varcap/', 'moldable/')} -->?<!-- /value -->\n")
    written = [Path("docs") / "figures" / "varcap" / "t.csv"]
    elsewhere = reproduce.Plan("varcap", "smoke", (), tmp_path / "out" / "figures", {}, ())
    assert reproduce.refresh_pages(elsewhere, written) == [] and "0.300" not in cited.read_text()
    into_docs = reproduce.Plan("varcap", "smoke", (), Path("docs") / "figures" / "varcap", {}, ())
    assert reproduce.refresh_pages(into_docs, written) == [Path("docs") / "varcap.md"]
    assert "-->0.300<" in cited.read_text() and "-->old<" in cited.read_text()
    assert reproduce.refresh_pages(into_docs, []) == []
