"""Every claim of a reproduced work as data, with a verdict computed from the stored runs
(``resched reproduce FAMILY --claims``).

A family's claims are ``sweeps/<family>/claims.toml``, next to its sweeps and its
``reproduce.toml`` (they read the CSV summaries that ``resched reproduce`` writes into
``docs/figures/<family>/``, which belong to the repository, not to the installed package)::

    work = "Cendrier, Benoit, Vivien, Scheduling with variable capacity, RR-9582 (2025)"

    [[claim]]
    id = "fig12-greedyyield-vs-dpyield"        # unique in the file
    figure = "Fig. 12"
    quote = "GreedyYield achieves a better goodput than DPYield"   # the paper's words, short
    source = "fig12-paired-full.csv"            # a CSV of the figures folder
    metric = "relative_goodput"                 # its column; <metric>_low/_high: the 95 % interval
    where = { algorithm = "GreedyYield", baseline = "DPYield" }   # rows kept (a value or a list)
    rule = "above"                              # one of RULES
    threshold = 0.0

The rules are a closed set of declared kinds (:data:`RULES`); nothing read from the file is
imported or evaluated. Each row kept gives a mean ``m`` (the ``metric`` column) and, when the
CSV has finite ``<metric>_low`` and ``<metric>_high``, its 95 % interval ``[lo, hi]``
(:mod:`resched.experiments.stats`; otherwise the single value ``[m, m]``). Per point, a rule
finds the claim *strict* (the interval supports it), *direction* (the mean does, the interval
does not exclude the contrary) or *against* (the mean contradicts it):

- ``within``: the paper's value ``paper`` (or, with ``versus``, the row's value of that column:
  a CSV that stores the paper's printed value beside ours) lies in ``[lo − tolerance·|paper|, hi +
  tolerance·|paper|]`` (strict), else against (``tolerance`` defaults to 0);
- ``near``: an equivalence margin (a claim of no visible difference): strict if ``[lo, hi]``
  lies within ``paper ± margin`` (``paper`` defaults to 0), direction if ``m`` does;
- ``above`` / ``below``: ``lo > threshold`` / ``hi < threshold`` strict, ``m > threshold`` /
  ``m < threshold`` direction (a paired difference of the same sign: ``threshold = 0``);
- ``order``: at each point (the rows that agree on the columns ``over``), the rows whose
  ``by`` column (default ``algorithm``) takes the values of ``order`` in that order, best
  first, with ``better = "higher"`` or ``"lower"``: every consecutive pair strict if their
  intervals are disjoint in that order, direction if their means are ordered; the value ``"*"``
  stands for every other value of ``by`` at the point (e.g. ``["SFSJ", "*"]``: SFSJ better
  than each of the others, each pair judged on its own);
- ``unbeaten``: a claim that nothing *clearly* beats the first value of ``order`` ("the
  variants fail to clearly improve on it"), at each point as for ``order``: each later row
  against the first, strict if the first's interval lies beyond it in the better direction,
  direction if their intervals overlap, against if its interval lies beyond the first's;
- ``monotone``: along the numeric column ``over`` (one series per value of ``by`` if given, and
  per value of the further columns of ``over`` if it lists several: ``over = ["eta", "p_fail"]``
  is a series in ``eta`` at each ``p_fail``), ``trend = "increasing"`` or ``"decreasing"``:
  strict if the last point's interval is beyond the first's in that direction and no step goes
  the other way with disjoint intervals, direction if the last mean is beyond the first,
  against otherwise;
- ``untested``: no stored run tests it; ``needs`` says what would (e.g. a full run of N tasks).

A claim whose ``source`` CSV is absent is *not tested* as well (with its ``needs``). The
verdict over all points (:data:`VERDICTS`): *holds* if every point is strict, *holds in
direction only* if every point is at least direction, else *does not hold*.

:func:`evaluate` gives the verdicts of a family, :func:`write` the ``claims.csv`` that the
family's docs page shows as a generated table (:mod:`resched.experiments.doctables`, rendered
from the CSV when the site is built), and the
test suite checks that the verdicts computed from the committed summaries equal that file.

Example::

    >>> from resched.experiments.claims import judge
    >>> judge("above", [(0.2, 0.1, 0.3)], threshold=0.0)
    'holds'
    >>> judge("above", [(0.2, -0.1, 0.5)], threshold=0.0)
    'holds in direction only'
"""

from __future__ import annotations

import csv
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path

from resched.errors import ReschedError
from resched.experiments.spec import parse_toml
from resched.io.files import read_text
from resched.registry import family

CLAIMS = "claims.toml"
"""A family's claims file, in its folder of reproduction sweeps."""
OUTPUT = "claims.csv"
"""The verdict table written into the family's figures folder."""
OTHERS = "*"
"""In an ``order`` list: every value of its ``by`` column that the list does not name."""
RULES = ("within", "near", "above", "below", "order", "unbeaten", "monotone", "untested")
"""The kinds of rule a claim may name (a closed set: no code is read from a claims file)."""
HOLDS, DIRECTION, FAILS, UNTESTED = "holds", "holds in direction only", "does not hold", "not tested"
VERDICTS = (HOLDS, DIRECTION, FAILS, UNTESTED)
"""The verdicts, strongest first."""
STRICT, TOWARD, AGAINST = 2, 1, 0
"""A point's standing: its interval supports the claim, its mean does, or its mean contradicts it."""
COLUMNS = ("id", "figure", "claim", "rule", "verdict", "measured", "runs", "paper", "source", "note")
"""The columns of ``claims.csv``."""
_KEYS = {
    "id",
    "figure",
    "quote",
    "rule",
    "source",
    "metric",
    "where",
    "paper",
    "versus",
    "tolerance",
    "margin",
    "threshold",
    "order",
    "better",
    "by",
    "over",
    "trend",
    "needs",
    "note",
}
_SHOWN = 4
"""Points written one by one in ``measured``; above it, a count and the extremes."""

Point = tuple[float, float, float]
"""(mean, low, high) of one row: the metric and its 95 % interval (``(m, m, m)`` without one)."""


@dataclass(frozen=True)
class Claim:
    """One claim of a work, as its claims file states it (see the module docstring).

    Example: ``Claim("fig12-a", "Fig. 12", "A beats B", "above", "fig12-paired-full.csv",
    "relative_goodput", (("algorithm", ("A",)), ("baseline", ("B",))), threshold=0.0)``.
    """

    id: str
    figure: str
    quote: str
    rule: str
    source: str = ""
    metric: str = ""
    where: tuple[tuple[str, tuple[str, ...]], ...] = ()
    paper: float | None = None
    versus: str = ""
    tolerance: float = 0.0
    margin: float = 0.0
    threshold: float = 0.0
    order: tuple[str, ...] = ()
    better: str = "higher"
    by: str = ""
    over: tuple[str, ...] = ()
    trend: str = "increasing"
    needs: str = ""
    note: str = ""


@dataclass(frozen=True)
class Verdict:
    """A claim's verdict with what was measured: the points' means and intervals, the smallest
    number of runs behind a point (None if the CSV has no count), and a note."""

    claim: Claim
    verdict: str
    measured: str = ""
    runs: int | None = None
    note: str = ""

    def record(self) -> dict[str, str]:
        """The row of ``claims.csv``."""
        c = self.claim
        return {
            "id": c.id,
            "figure": c.figure,
            "claim": c.quote,
            "rule": _rule_text(c),
            "verdict": self.verdict,
            "measured": self.measured,
            "runs": "" if self.runs is None else str(self.runs),
            "paper": "" if c.paper is None else f"{c.paper:g}",
            "source": c.source,
            "note": self.note,
        }


@dataclass(frozen=True)
class Claims:
    """A family's claims file: the work it reproduces and its claims."""

    work: str
    claims: tuple[Claim, ...] = field(default_factory=tuple)


def load(path: Path) -> Claims:
    """The claims of ``path``, checked: known keys and rules only, unique ids, the fields each
    rule needs; a one-line :class:`ReschedError` otherwise."""
    data = parse_toml(read_text(path, CLAIMS), path)
    unknown = sorted(data.keys() - {"work", "claim"})
    if unknown or not isinstance(data.get("work"), str) or not isinstance(data.get("claim", []), list):
        raise ReschedError(f'{path}: a claims file has work = "…" and [[claim]] tables only')
    claims = tuple(_claim(entry, path) for entry in data.get("claim", []))
    ids = [c.id for c in claims]
    twice = sorted({i for i in ids if ids.count(i) > 1})
    if twice:
        raise ReschedError(f"{path}: claim id {twice[0]!r} given twice")
    return Claims(data["work"], claims)


def _claim(entry: object, path: Path) -> Claim:
    """One ``[[claim]]`` table as a checked :class:`Claim`."""
    if not isinstance(entry, dict):
        raise ReschedError(f"{path}: each [[claim]] must be a table")
    name = str(entry.get("id", "?"))
    where = f"{path}: claim {name!r}"
    extra = sorted(entry.keys() - _KEYS)
    if extra:
        raise ReschedError(f"{where}: unknown key {extra[0]!r} (known: {', '.join(sorted(_KEYS))})")
    missing = [k for k in ("id", "figure", "quote", "rule") if not isinstance(entry.get(k), str) or not entry[k]]
    if missing:
        raise ReschedError(f"{where}: needs {missing[0]} (text)")
    rule = entry["rule"]
    if rule not in RULES:
        raise ReschedError(f"{where}: unknown rule {rule!r} (known: {', '.join(RULES)})")
    needed = {
        "within": ("source", "metric"),
        "near": ("source", "metric", "margin"),
        "above": ("source", "metric"),
        "below": ("source", "metric"),
        "order": ("source", "metric", "order"),
        "unbeaten": ("source", "metric", "order"),
        "monotone": ("source", "metric", "over"),
        "untested": ("needs",),
    }[rule]
    absent = [k for k in needed if k not in entry]
    if rule == "within" and not {"paper", "versus"} & entry.keys():
        absent.append("paper or versus")
    if absent:
        raise ReschedError(f"{where}: rule {rule!r} needs {absent[0]}")
    if entry.get("better", "higher") not in ("higher", "lower"):
        raise ReschedError(f'{where}: better is "higher" or "lower"')
    if entry.get("trend", "increasing") not in ("increasing", "decreasing"):
        raise ReschedError(f'{where}: trend is "increasing" or "decreasing"')
    if not isinstance(entry.get("order", []), list) or not isinstance(entry.get("over", []), list | str):
        raise ReschedError(f"{where}: order is a list of values, over a column or a list of columns")
    filters = entry.get("where", {})
    if not isinstance(filters, dict):
        raise ReschedError(f"{where}: where is a table of column = value or [values]")
    over = entry.get("over", [])
    try:
        return Claim(
            id=name,
            figure=entry["figure"],
            quote=_text(entry["quote"], where),
            rule=rule,
            source=str(entry.get("source", "")),
            metric=str(entry.get("metric", "")),
            where=tuple((str(k), _values(v)) for k, v in filters.items()),
            paper=None if entry.get("paper") is None else float(entry["paper"]),
            versus=str(entry.get("versus", "")),
            tolerance=float(entry.get("tolerance", 0.0)),
            margin=float(entry.get("margin", 0.0)),
            threshold=float(entry.get("threshold", 0.0)),
            order=tuple(str(v) for v in entry.get("order", ())),
            better=entry.get("better", "higher"),
            by=str(entry.get("by", "algorithm" if rule in ("order", "unbeaten") else "")),
            over=(over,) if isinstance(over, str) else tuple(str(v) for v in over),
            trend=entry.get("trend", "increasing"),
            needs=_text(str(entry.get("needs", "")), where),
            note=_text(str(entry.get("note", "")), where),
        )
    except (TypeError, ValueError):
        raise ReschedError(f"{where}: paper, tolerance and threshold are numbers, order and over lists") from None


def _text(text: str, where: str) -> str:
    """A text cell of the verdict table: one line, no ``|`` (a markdown table's separator)."""
    if "|" in text or "\n" in text:
        raise ReschedError(f"{where}: texts are one line without '|'")
    return text


def _values(value: object) -> tuple[str, ...]:
    """A filter's accepted CSV texts (numbers as the CSV writes them: ``8`` also matches ``8.0``)."""
    items = value if isinstance(value, list) else [value]
    return tuple(str(v) for v in items)


def judge(rule: str, points: Sequence[Point], **options: object) -> str:
    """The verdict of ``points`` (each ``(mean, low, high)``) under one of the point-wise rules
    ``within`` (``paper``, ``tolerance``), ``near`` (``paper``, ``margin``), ``above`` or ``below`` (``threshold``): holds if every
    point is strict, in direction only if every point is at least direction, else does not hold.

    >>> judge("within", [(1.0, 0.9, 1.1)], paper=1.05)
    'holds'
    >>> judge("below", [(0.1, 0.05, 0.2)], threshold=0.0)
    'does not hold'
    """
    if not points:
        raise ReschedError(f"rule {rule!r}: no point to judge")
    return combine([_standing(rule, p, options) for p in points])


def combine(standings: Sequence[int]) -> str:
    """The verdict of points' standings (:data:`STRICT`, :data:`TOWARD`, :data:`AGAINST`)."""
    if min(standings) == STRICT:
        return HOLDS
    return DIRECTION if min(standings) == TOWARD else FAILS


def _standing(rule: str, point: Point, options: dict[str, object]) -> int:
    mean, low, high = point
    if rule == "within":
        paper = float(options["paper"])  # type: ignore[arg-type]
        slack = float(options.get("tolerance", 0.0)) * abs(paper)  # type: ignore[arg-type]
        return STRICT if low - slack <= paper <= high + slack else AGAINST
    if rule == "near":
        centre = float(options.get("paper") or 0.0)  # type: ignore[arg-type]
        margin = float(options.get("margin", 0.0))  # type: ignore[arg-type]
        if centre - margin <= low and high <= centre + margin:
            return STRICT
        return TOWARD if abs(mean - centre) <= margin else AGAINST
    threshold = float(options.get("threshold", 0.0))  # type: ignore[arg-type]
    sign = 1.0 if rule == "above" else -1.0
    if sign * (low if sign > 0 else high) > sign * threshold:
        return STRICT
    return TOWARD if sign * mean > sign * threshold else AGAINST


def order_standing(points: Sequence[Point], better: str = "higher") -> int:
    """The standing of points listed best first: every consecutive pair strict if their
    intervals are disjoint in that order, toward if their means are ordered.

    >>> order_standing([(3.0, 2.5, 3.5), (1.0, 0.5, 1.5)])
    2
    """
    sign = 1.0 if better == "higher" else -1.0
    standing = STRICT
    for first, second in pairwise(points):
        a, b = _oriented(first, sign), _oriented(second, sign)
        if a[1] > b[2]:
            continue
        standing = min(standing, TOWARD if a[0] > b[0] else AGAINST)
    return standing


def chain_standing(chain: Sequence[Sequence[Point]], better: str = "higher") -> int:
    """The standing of ranks of points listed best first: every point of a rank against every
    point of the next one, each pair as :func:`order_standing` judges it.

    >>> chain_standing([[(3.0, 2.5, 3.5)], [(1.0, 0.5, 1.5), (2.8, 2.4, 3.2)]])
    1
    """
    return min(
        (order_standing([a, b], better) for first, second in pairwise(chain) for a in first for b in second),
        default=STRICT,
    )


def unbeaten_standing(chain: Sequence[Sequence[Point]], better: str = "higher") -> int:
    """The standing of a claim that no point of the later ranks is *clearly* better than the
    first rank's ("fails to clearly improve"): per pair, strict if the first's interval lies
    beyond the other's in the better direction, toward if the two intervals overlap (no clear
    difference either way), against if the other's interval lies beyond the first's.

    >>> unbeaten_standing([[(1.0, 0.9, 1.1)], [(1.05, 0.95, 1.15)]])
    1
    >>> unbeaten_standing([[(1.0, 0.9, 1.1)], [(1.3, 1.2, 1.4)]])
    0
    """
    sign = 1.0 if better == "higher" else -1.0
    standing = STRICT
    for point in (p for rank in chain[1:] for p in rank):
        for first in chain[0]:
            a, b = _oriented(first, sign), _oriented(point, sign)
            if a[1] > b[2]:
                continue
            standing = min(standing, AGAINST if b[1] > a[2] else TOWARD)
    return standing


def monotone_standing(points: Sequence[Point], trend: str = "increasing") -> int:
    """The standing of a series of points in the order of their parameter: strict if the last
    interval lies beyond the first in the ``trend`` direction and no step reverses with
    disjoint intervals, toward if the last mean is beyond the first, else against.

    >>> monotone_standing([(1.0, 0.9, 1.1), (1.5, 1.2, 1.8), (2.0, 1.9, 2.1)])
    2
    """
    if len(points) < 2:
        raise ReschedError("a monotone trend needs two points or more")
    sign = 1.0 if trend == "increasing" else -1.0
    series = [_oriented(p, sign) for p in points]
    first, last = series[0], series[-1]
    reversed_step = any(b[2] < a[1] for a, b in pairwise(series))
    if last[1] > first[2] and not reversed_step:
        return STRICT
    return TOWARD if last[0] > first[0] else AGAINST


def _oriented(point: Point, sign: float) -> Point:
    """``point`` on a scale where larger is better (negated, ends swapped, if ``sign`` < 0)."""
    mean, low, high = point
    return (mean, low, high) if sign > 0 else (-mean, -high, -low)


def evaluate(name: str, sweeps: Path = Path("sweeps"), figures: Path = Path("docs") / "figures") -> list[Verdict]:
    """The verdict of every claim of family ``name`` (``sweeps/<name>/claims.toml``) from the
    CSVs of its figures folder (``docs/figures/<name>/``), in the file's order."""
    declared = family(name)
    path = sweeps / declared.name / CLAIMS
    if not path.is_file():
        raise ReschedError(f"{path}: no claims file for family {declared.name!r} (run from the repository root)")
    folder = figures / declared.name
    return [verdict(claim, folder) for claim in load(path).claims]


def verdict(claim: Claim, folder: Path) -> Verdict:
    """The verdict of ``claim`` from the CSV ``folder / claim.source``: not tested if the rule
    is ``untested`` or the CSV is absent; an error if no row passes its filters."""
    if claim.rule == "untested" or not (folder / claim.source).is_file():
        return Verdict(claim, UNTESTED, note=claim.needs or f"no {claim.source} stored")
    rows = _rows(claim, folder / claim.source)
    runs = _runs(claim, rows)
    cap = STRICT if claim.rule == "within" or runs == 1 or _has_interval(claim, rows) else TOWARD
    note = (
        claim.note
        if cap == STRICT
        else "; ".join(filter(None, [claim.note, "no interval stored: at most in direction"]))
    )
    if claim.rule in ("within", "near", "above", "below"):
        points = [_point(claim, r) for r in rows]
        standings = [min(cap, _standing(claim.rule, p, _options(claim, r))) for p, r in zip(points, rows, strict=True)]
        return Verdict(claim, combine(standings), _measured(claim, rows, points, standings), runs, note)
    groups = _groups(claim, rows)
    standings, texts = [], []
    for label, members in groups.items():
        if claim.rule in ("order", "unbeaten"):
            ranked = _ranked(claim, members, label)
            chain = [[_point(claim, r) for r in rank] for rank in ranked]
            judge_chain = chain_standing if claim.rule == "order" else unbeaten_standing
            standings.append(min(cap, judge_chain(chain, claim.better)))
            texts.append(
                f" {'>' if claim.better == 'higher' else '<'} ".join(
                    _rank_text(claim, rank, i == 0) for i, rank in enumerate(ranked)
                )
            )
        else:
            series = sorted(members, key=lambda r: float(r[claim.over[0]]))
            standings.append(min(cap, monotone_standing([_point(claim, r) for r in series], claim.trend)))
            ends = (series[0], series[-1])
            texts.append(" to ".join(f"{r[claim.over[0]]}: {_point_text(_point(claim, r))}" for r in ends))
    prefixes = [", ".join(label) for label in groups]
    shown = [f"{p}: {t}" if p else t for p, t in zip(prefixes, texts, strict=True)]
    measured = "; ".join(shown[:_SHOWN]) + (f"; … ({len(shown)} series)" if len(shown) > _SHOWN else "")
    return Verdict(claim, combine(standings), _counted(standings) + measured, runs, note)


def _rows(claim: Claim, path: Path) -> list[dict[str, str]]:
    """The CSV rows that pass the claim's filters and have a value of its metric; an error if a
    column is missing or no row is left."""
    with path.open(newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    known = set(rows[0]) if rows else set()
    named = [claim.metric, *(k for k, _ in claim.where)]
    named += [claim.by] if claim.by else []
    named += list(claim.over) + ([claim.versus] if claim.versus else [])
    unknown = [c for c in named if c not in known]
    if unknown:
        raise ReschedError(f"{path}: claim {claim.id!r}: no column {unknown[0]!r}")
    kept = [
        r
        for r in rows
        if r[claim.metric] != ""
        and r.get(claim.versus, "-") != ""
        and all(_matches(r[k], values) for k, values in claim.where)
    ]
    if not kept:
        raise ReschedError(f"{path}: claim {claim.id!r}: no row passes {dict(claim.where)}")
    return kept


def _matches(cell: str, values: tuple[str, ...]) -> bool:
    """True if the CSV text ``cell`` is one of ``values`` (equal as text, or as numbers)."""
    if cell in values:
        return True
    try:
        return any(float(cell) == float(v) for v in values)
    except ValueError:
        return False


def _groups(claim: Claim, rows: list[dict[str, str]]) -> dict[tuple[str, ...], list[dict[str, str]]]:
    """The points of an ``order`` claim (rows that agree on ``over``) or the series of a
    ``monotone`` one (rows that agree on ``by``, when the claim names it, and on the columns of
    ``over`` after the first)."""
    keys = claim.over if claim.rule in ("order", "unbeaten") else ((claim.by,) if claim.by else ()) + claim.over[1:]
    groups: dict[tuple[str, ...], list[dict[str, str]]] = {}
    for row in rows:
        groups.setdefault(tuple(row[k] for k in keys), []).append(row)
    return groups


def _ranked(claim: Claim, members: list[dict[str, str]], label: tuple[str, ...]) -> list[list[dict[str, str]]]:
    """The rows of one point in the claim's order, one list per rank (``"*"``: every row whose
    ``by`` value the order does not name); an error unless each named value has one row and
    ``"*"`` at least one."""
    named = set(claim.order) - {OTHERS}
    ranked = []
    for value in claim.order:
        found = [r for r in members if (r[claim.by] not in named if value == OTHERS else r[claim.by] == value)]
        if len(found) != 1 and not (value == OTHERS and found):
            raise ReschedError(f"claim {claim.id!r}: {len(found)} rows of {claim.by} = {value!r} at {label}")
        ranked.append(found)
    return ranked


def _rank_text(claim: Claim, rank: list[dict[str, str]], first: bool = False) -> str:
    """One rank of an ``order`` claim's point: ``value m [lo, hi]``; for ``"*"`` the count and
    the row nearest its neighbour rank (the best of the others, the worst if ``"*"`` comes
    first)."""
    if len(rank) == 1:
        return f"{rank[0][claim.by]} {_point_text(_point(claim, rank[0]))}"
    sign = (1.0 if claim.better == "higher" else -1.0) * (-1.0 if first else 1.0)
    near = max(rank, key=lambda r: sign * _point(claim, r)[0])
    return f"{len(rank)} others ({'worst' if first else 'best'} {near[claim.by]} {_point_text(_point(claim, near))})"


def _point(claim: Claim, row: dict[str, str]) -> Point:
    """(mean, low, high) of the claim's metric in ``row``."""
    try:
        mean = float(row[claim.metric])
    except ValueError:
        raise ReschedError(f"claim {claim.id!r}: {claim.metric} {row[claim.metric]!r} is not a number") from None
    ends = [row.get(f"{claim.metric}_{end}", "") for end in ("low", "high")]
    if "" in ends or not all(math.isfinite(float(e)) for e in ends):
        return mean, mean, mean
    return mean, float(ends[0]), float(ends[1])


def _runs(claim: Claim, rows: list[dict[str, str]]) -> int | None:
    """The smallest run count of the rows (``<metric>_runs``, ``runs``, ``traces``, ``sets``,
    ``monte_carlo_runs``, ``instances`` or ``walks``: the first with a count in every row)."""
    for column in (f"{claim.metric}_runs", "runs", "traces", "sets", "monte_carlo_runs", "instances", "walks"):
        counts = [r.get(column, "") for r in rows]
        if all(c.replace(".", "", 1).isdigit() for c in counts):
            return int(min(float(c) for c in counts))
    return None


def _has_interval(claim: Claim, rows: list[dict[str, str]]) -> bool:
    """True if every row has a finite 95 % interval of the claim's metric."""
    return all(_exact(claim, r) for r in rows)


def _exact(claim: Claim, row: dict[str, str]) -> bool:
    """True if ``row`` stores a finite interval of the metric (possibly of zero width)."""
    ends = [row.get(f"{claim.metric}_{end}", "") for end in ("low", "high")]
    return "" not in ends and all(math.isfinite(float(e)) for e in ends)


def _measured(claim: Claim, rows: list[dict[str, str]], points: list[Point], standings: list[int]) -> str:
    """The points of a point-wise rule: each one (few) or the count and range (many), labelled by
    the columns before the metric (a summary's keys) that vary among them."""
    columns = list(rows[0])
    measured = [c for c in columns if c in (claim.metric, claim.versus) or f"{c}_low" in rows[0]]
    first = min(columns.index(c) for c in measured)
    varying = [k for k in columns[:first] if len({r[k] for r in rows}) > 1]
    labels = [", ".join(f"{k}={r[k]}" for k in varying[:2]) for r in rows]
    texts = [
        (f"{lab}: " if lab else "") + _point_text(p) + (f" (paper {r[claim.versus]})" if claim.versus else "")
        for lab, p, r in zip(labels, points, rows, strict=True)
    ]
    if len(points) <= _SHOWN:
        return "; ".join(texts)
    worst = [t for t, standing in zip(texts, standings, strict=True) if standing < STRICT][:2]
    ranked = sorted(points)
    shown = f"; e.g. {'; '.join(worst)}" if worst and claim.versus else ""
    return _counted(standings) + f"range {_point_text(ranked[0])} to {_point_text(ranked[-1])}{shown}"


def _options(claim: Claim, row: dict[str, str] | None = None) -> dict[str, object]:
    """The options of a point-wise rule (the paper's value from ``row``'s ``versus`` column if
    the claim names one)."""
    paper = float(row[claim.versus]) if claim.versus and row is not None else claim.paper
    return {"paper": paper, "tolerance": claim.tolerance, "margin": claim.margin, "threshold": claim.threshold}


def _counted(standings: Sequence[int]) -> str:
    """``"k of n strict, j toward: "`` for several points, nothing for one."""
    if len(standings) < 2:
        return ""
    strict, toward = standings.count(STRICT), standings.count(TOWARD)
    return f"{strict} of {len(standings)} strict, {toward} in direction only: "


def _point_text(point: Point) -> str:
    """``m [lo, hi]`` (``m`` alone without an interval), four significant digits."""
    mean, low, high = point
    if low == high == mean:
        return f"{mean:.4g}"
    return f"{mean:.4g} [{low:.4g}, {high:.4g}]"


def _rule_text(claim: Claim) -> str:
    """The rule in words, e.g. ``above 0`` or ``order A > B (higher better)``."""
    if claim.rule == "within":
        slack = f" ± {claim.tolerance:g}·value" if claim.tolerance else ""
        return f"paper value{f' ({claim.versus})' if claim.versus else ''} in 95 % interval{slack}"
    if claim.rule == "near":
        return f"{claim.metric} within {claim.paper or 0:g} ± {claim.margin:g}"
    if claim.rule in ("above", "below"):
        return f"{claim.metric} {claim.rule} {claim.threshold:g}"
    if claim.rule == "order":
        return f"{claim.metric}: {' > '.join(claim.order)} ({claim.better} better)"
    if claim.rule == "unbeaten":
        rest = ", ".join(claim.order[1:])
        return f"{claim.metric}: no {rest} clearly better than {claim.order[0]} ({claim.better} better)"
    if claim.rule == "monotone":
        return f"{claim.metric} {claim.trend} in {claim.over[0]}"
    return "untested"


def write(verdicts: Sequence[Verdict], folder: Path) -> Path:
    """Write ``folder/claims.csv`` (:data:`COLUMNS`, one row per verdict); returns its path."""
    path = folder / OUTPUT
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with path.open("w", newline="", encoding="utf-8") as handle:
            writer = csv.DictWriter(handle, fieldnames=COLUMNS, lineterminator="\n")
            writer.writeheader()
            writer.writerows(v.record() for v in verdicts)
    except OSError as error:
        raise ReschedError(f"{path}: cannot write ({error.strerror})") from None
    return path


def counts(verdicts: Sequence[Verdict]) -> dict[str, int]:
    """How many claims have each verdict (every verdict listed, in :data:`VERDICTS`' order)."""
    return {v: sum(x.verdict == v for x in verdicts) for v in VERDICTS}
