"""resched.experiments.claims: every rule kind on hand-built rows (holds, in direction only,
does not hold), the checks of a claims file, ``resched reproduce FAMILY --claims``, and the
committed verdict tables: a code or data change that flips a verdict fails here."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from invoke import resched
from paths import ROOT

from resched.errors import ReschedError
from resched.experiments import claims
from resched.experiments.claims import (
    AGAINST,
    DIRECTION,
    FAILS,
    HOLDS,
    STRICT,
    TOWARD,
    UNTESTED,
    Claim,
    judge,
    load,
    monotone_standing,
    order_standing,
    verdict,
)

FAMILIES = sorted(p.parent.name for p in (ROOT / "sweeps").glob(f"*/{claims.CLAIMS}"))

ROWS = """\
load,algorithm,goodput,goodput_low,goodput_high,runs,span
1,A,0.90,0.88,0.92,30,0.004
1,B,0.80,0.78,0.82,30,0.004
2,A,0.85,0.83,0.87,30,0.004
2,B,0.84,0.80,0.88,30,0.004
4,A,0.70,0.68,0.72,20,0.004
4,B,0.75,0.73,0.77,20,0.004
"""


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    (tmp_path / "s.csv").write_text(ROWS)
    return tmp_path


def test_within_holds_inside_the_interval_or_its_tolerance_and_fails_outside():
    assert judge("within", [(1.0, 0.9, 1.1)], paper=1.05) == HOLDS
    assert judge("within", [(1.0, 0.9, 1.1)], paper=1.2) == FAILS
    assert judge("within", [(1.0, 1.0, 1.0)], paper=1.02, tolerance=0.03) == HOLDS
    assert judge("within", [(1.0, 1.0, 1.0)], paper=1.05, tolerance=0.03) == FAILS


def test_near_is_an_equivalence_margin():
    assert judge("near", [(0.002, -0.004, 0.008)], margin=0.01) == HOLDS
    assert judge("near", [(0.002, -0.02, 0.024)], margin=0.01) == DIRECTION
    assert judge("near", [(0.019, 0.015, 0.023)], margin=0.01) == FAILS
    assert judge("near", [(1.0004, 1.0004, 1.0004)], paper=1.0, margin=0.001) == HOLDS


def test_above_and_below_a_threshold_strict_in_direction_and_against():
    assert judge("above", [(0.2, 0.1, 0.3), (0.1, 0.05, 0.2)]) == HOLDS
    assert judge("above", [(0.2, 0.1, 0.3), (0.1, -0.05, 0.2)]) == DIRECTION
    assert judge("above", [(0.2, 0.1, 0.3), (-0.1, -0.2, 0.05)]) == FAILS
    assert judge("below", [(0.5, 0.4, 0.6)], threshold=0.68) == HOLDS
    assert judge("below", [(0.7, 0.6, 0.8)], threshold=0.68) == FAILS


def test_order_and_monotone_standings():
    assert order_standing([(3.0, 2.5, 3.5), (1.0, 0.5, 1.5)]) == STRICT
    assert order_standing([(3.0, 2.5, 3.5), (2.8, 2.4, 3.2)]) == TOWARD
    assert order_standing([(2.0, 1.5, 2.5), (3.0, 2.8, 3.2)]) == AGAINST
    assert order_standing([(1.0, 0.5, 1.5), (3.0, 2.5, 3.5)], better="lower") == STRICT
    rising = [(1.0, 0.9, 1.1), (1.5, 1.2, 1.8), (2.0, 1.9, 2.1)]
    assert monotone_standing(rising) == STRICT
    assert monotone_standing(rising, "decreasing") == AGAINST
    dip = [(1.0, 0.9, 1.1), (3.0, 2.9, 3.1), (2.0, 1.9, 2.1)]  # a step back with disjoint intervals
    assert monotone_standing(dip) == TOWARD
    with pytest.raises(ReschedError, match="two points"):
        monotone_standing([(1.0, 1.0, 1.0)])


def test_a_claim_is_judged_on_the_rows_its_filters_keep(folder):
    order = Claim(
        "o", "Fig. 1", "A beats B", "order", "s.csv", "goodput", over=("load",), order=("A", "B"), by="algorithm"
    )
    result = verdict(order, folder)
    assert result.verdict == FAILS and result.runs == 20 and "1 of 3 strict, 1 in direction only" in result.measured
    kept = Claim(
        "o2",
        "Fig. 1",
        "A beats B",
        "order",
        "s.csv",
        "goodput",
        (("load", ("1",)),),
        order=("A", "B"),
        by="algorithm",
        over=("load",),
    )
    assert verdict(kept, folder).verdict == HOLDS
    falling = Claim(
        "m",
        "Fig. 1",
        "A falls",
        "monotone",
        "s.csv",
        "goodput",
        (("algorithm", ("A",)),),
        over=("load",),
        trend="decreasing",
    )
    assert verdict(falling, folder).verdict == HOLDS
    rising = Claim("m2", "Fig. 1", "both rise", "monotone", "s.csv", "goodput", over=("load",), by="algorithm")
    assert verdict(rising, folder).verdict == FAILS
    floor = Claim("a", "Fig. 1", "over 0.6", "above", "s.csv", "goodput", threshold=0.6)
    assert verdict(floor, folder).verdict == HOLDS


def test_order_star_is_every_other_value_each_pair_judged_on_its_own(tmp_path):
    (tmp_path / "v.csv").write_text(
        "load,algorithm,goodput,goodput_low,goodput_high\n"
        "1,A,0.9,0.88,0.92\n1,B,0.8,0.78,0.82\n1,C,0.5,0.4,0.6\n"
        "2,A,0.9,0.88,0.92\n2,B,0.89,0.80,0.95\n2,C,0.91,0.85,0.99\n"
    )
    best = Claim(
        "s",
        "T. 8",
        "A beats every other",
        "order",
        "v.csv",
        "goodput",
        order=("A", "*"),
        by="algorithm",
        over=("load",),
    )
    assert claims.chain_standing([[(3.0, 2.5, 3.5)], [(1.0, 0.5, 1.5), (2.0, 1.6, 2.4)]]) == STRICT
    result = verdict(best, tmp_path)  # C's mean is above A's at load 2: against, though B is below
    assert result.verdict == FAILS
    kept = Claim(
        "s2", "T. 8", "A first", "order", "v.csv", "goodput", (("load", ("1",)),), order=("A", "*"), by="algorithm"
    )
    result = verdict(kept, tmp_path)
    assert result.verdict == HOLDS and "2 others (best B 0.8 [0.78, 0.82])" in result.measured
    last = Claim(
        "s3", "T. 8", "C last", "order", "v.csv", "goodput", (("load", ("1",)),), order=("*", "C"), by="algorithm"
    )
    assert verdict(last, tmp_path).verdict == HOLDS and "worst B" in verdict(last, tmp_path).measured
    none = Claim(
        "s4",
        "T. 8",
        "?",
        "order",
        "v.csv",
        "goodput",
        (("algorithm", ("A",)),),
        order=("A", "*"),
        by="algorithm",
        over=("load",),
    )
    with pytest.raises(ReschedError, match="0 rows of algorithm = '\\*'"):
        verdict(none, tmp_path)


def test_unbeaten_fails_only_when_another_is_clearly_better(tmp_path):
    (tmp_path / "u.csv").write_text(
        "trace,algorithm,flow,flow_low,flow_high\n"
        "a,S,0.80,0.72,0.88\na,V1,0.78,0.76,0.80\na,V2,0.95,0.90,1.00\n"
        "b,S,0.70,0.66,0.74\nb,V1,0.60,0.55,0.65\nb,V2,0.71,0.68,0.74\n"
    )
    overlap = Claim(
        "u",
        "F",
        "no variant clearly improves",
        "unbeaten",
        "u.csv",
        "flow",
        (("trace", ("a",)),),
        order=("S", "*"),
        better="lower",
        by="algorithm",
        over=("trace",),
    )
    assert verdict(overlap, tmp_path).verdict == DIRECTION  # V1's mean is lower, its interval overlaps S's
    beaten = Claim(
        "u",
        "F",
        "no variant clearly improves",
        "unbeaten",
        "u.csv",
        "flow",
        order=("S", "*"),
        better="lower",
        by="algorithm",
        over=("trace",),
    )
    assert verdict(beaten, tmp_path).verdict == FAILS  # at b, V1's interval lies below S's
    assert claims.unbeaten_standing([[(1.0, 0.9, 1.1)], [(0.5, 0.4, 0.6)]]) == STRICT
    assert "no * clearly better than S" in verdict(beaten, tmp_path).record()["rule"]


def test_a_monotone_series_per_value_of_further_over_columns(tmp_path):
    (tmp_path / "e.csv").write_text(
        "eta,p_fail,ratio,ratio_low,ratio_high\n"
        "0.01,0.001,1.00,0.99,1.01\n0.2,0.001,1.10,1.09,1.11\n"
        "0.01,0.1,1.20,1.19,1.21\n0.2,0.1,1.05,1.04,1.06\n"
    )
    split = Claim("m", "Fig. 3.14", "rises with eta", "monotone", "e.csv", "ratio", over=("eta", "p_fail"))
    result = verdict(split, tmp_path)  # rises at p_fail 0.001, falls at 0.1
    assert result.verdict == FAILS and "1 of 2 strict" in result.measured
    small = Claim(
        "m", "Fig. 3.14", "rises", "monotone", "e.csv", "ratio", (("p_fail", ("0.001",)),), over=("eta", "p_fail")
    )
    assert verdict(small, tmp_path).verdict == HOLDS


def test_within_may_read_the_paper_s_value_from_a_column_of_each_row(tmp_path):
    (tmp_path / "t.csv").write_text("model,expected,paper_expected\nA,1.05,1.057\nB,1.47,1.434\n")
    close = Claim("w", "Table 1", "printed", "within", "t.csv", "expected", versus="paper_expected", tolerance=0.03)
    assert verdict(close, tmp_path).verdict == HOLDS
    exact = Claim("w", "Table 1", "printed", "within", "t.csv", "expected", versus="paper_expected", tolerance=0.01)
    result = verdict(exact, tmp_path)
    assert result.verdict == FAILS and "model=B: 1.47 (paper 1.434)" in result.measured


def test_without_a_stored_interval_a_claim_holds_at_most_in_direction(folder):
    stable = Claim("n", "Fig. 1", "stable", "near", "s.csv", "span", margin=0.01)
    result = verdict(stable, folder)
    assert result.verdict == DIRECTION and "no interval stored" in result.note


def test_the_run_count_is_read_from_a_walks_column(tmp_path):
    (tmp_path / "w.csv").write_text("condition,walks,starved,starved_low,starved_high\npooled,10,0.26,0.22,0.29\n")
    share = Claim("s", "Fig. 14", "more than 25 %", "above", "w.csv", "starved", threshold=0.25)
    result = verdict(share, tmp_path)
    assert result.verdict == DIRECTION and result.runs == 10


def test_untested_claims_and_absent_csvs(folder):
    needs = Claim("u", "Fig. 9", "not public", "untested", needs="the platform's logs")
    assert verdict(needs, folder).verdict == UNTESTED and verdict(needs, folder).note == "the platform's logs"
    absent = Claim("x", "Fig. 2", "later", "above", "full.csv", "goodput", needs="a full run of 3,000 tasks")
    assert verdict(absent, folder).verdict == UNTESTED


def test_a_filter_that_keeps_nothing_or_names_no_column_is_an_error(folder):
    nothing = Claim("z", "Fig. 1", "?", "above", "s.csv", "goodput", (("algorithm", ("C",)),))
    with pytest.raises(ReschedError, match="no row passes"):
        verdict(nothing, folder)
    unknown = Claim("z", "Fig. 1", "?", "above", "s.csv", "yield")
    with pytest.raises(ReschedError, match="no column 'yield'"):
        verdict(unknown, folder)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('work = "w"\n[[claim]]\nid = "a"\nfigure = "F"\nquote = "q"\nrule = "__import__(\'os\')"\n', "unknown rule"),
        (
            'work = "w"\n[[claim]]\nid = "a"\nfigure = "F"\nquote = "q"\nrule = "above"\nsource = "s.csv"\n',
            "needs metric",
        ),
        (
            'work = "w"\n[[claim]]\nid = "a"\nfigure = "F"\nquote = "q"\nrule = "untested"\nneeds = "n"\ncode = "x"\n',
            "unknown key 'code'",
        ),
        (
            'work = "w"\n[[claim]]\nid = "a"\nfigure = "F"\nquote = "a | b"\nrule = "untested"\nneeds = "n"\n',
            "without '|'",
        ),
        (
            'work = "w"\n' + '[[claim]]\nid = "a"\nfigure = "F"\nquote = "q"\nrule = "untested"\nneeds = "n"\n' * 2,
            "given twice",
        ),
        ('writer = "os:system"\n', "work ="),
        (
            'work = "w"\n[[claim]]\nid = "a"\nfigure = "F"\nquote = "q"\nrule = "order"\nsource = "s"\nmetric = "m"\norder = "AB"\n',
            "order is a list",
        ),
    ],
)
def test_a_bad_claims_file_is_refused_in_one_line(tmp_path, text, message):
    path = tmp_path / "claims.toml"
    path.write_text(text)
    with pytest.raises(ReschedError, match=message) as error:
        load(path)
    assert "\n" not in str(error.value)


def test_the_command_prints_and_writes_the_verdicts(tmp_path, monkeypatch):
    monkeypatch.chdir(ROOT)
    run = resched("reproduce", "reservation", "--claims", "-o", tmp_path, "--json")
    assert run.exit_code == 0, run.stderr
    written = tmp_path / "figures" / claims.OUTPUT
    assert _read(written) == _read(ROOT / "docs" / "figures" / "reservation" / claims.OUTPUT)
    assert run.envelope["params"]["counts"] == claims.counts(
        claims.evaluate("reservation", ROOT / "sweeps", ROOT / "docs" / "figures")
    )
    assert {r["id"] for r in run.results} == {r["id"] for r in _read(written)}
    missing = resched("reproduce", "reservation", "--claims", "--sweeps", tmp_path)
    assert missing.exit_code == 2 and "no claims file" in missing.stderr


@pytest.mark.parametrize("family", FAMILIES)
def test_the_committed_verdicts_are_those_of_the_stored_runs(family):
    """CI's check: a change of code or of a stored summary that flips a verdict (or changes what
    it measured) fails here until ``resched reproduce FAMILY --claims`` is run and committed."""
    verdicts = claims.evaluate(family, ROOT / "sweeps", ROOT / "docs" / "figures")
    assert [v.record() for v in verdicts] == _read(ROOT / "docs" / "figures" / family / claims.OUTPUT)


def test_every_family_with_reproduction_sweeps_states_its_claims():
    assert FAMILIES == sorted(p.name for p in (ROOT / "sweeps").iterdir() if p.is_dir())


def _read(path: Path) -> list[dict[str, str]]:
    with path.open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))
