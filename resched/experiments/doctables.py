"""Markdown tables of the docs pages rendered from the CSV summaries they cite.

A generated table is an HTML comment of its own in a docs page's source, which says which rows
and columns of which CSV it shows::

    <!-- table from=figures/varcap/fig26-27-full-load-over-time.csv rows=trace,algorithm
         pivot=releases metrics=max_load_mean,max_load_drift titles="mean max load,max-load drift"
         signed=max_load_drift digits=2 load=8.0 releases=fifo|accumulation|smallest -->

The source holds no table body: the site's build (the mkdocs hook ``docs/hooks/tables.py``,
which calls :func:`expand`) replaces the comment with the table rendered from the CSV, so that
a page always shows the CSV it cites, and :func:`check` (run by the test suite) renders every
one. The comment may span lines: a line break is a space between two words (inside a quoted one,
part of it), and one right after a comma is nothing, so that a long list wraps
(``metrics=a,b,`` then ``c`` on the next line is ``metrics=a,b,c``). The options:

- ``from``: the CSV, relative to the page; ``with`` (optional): a second CSV (e.g. the
  values a paper printed) whose row that agrees with a row of ``from`` on every column the two
  share adds its other columns to that row.
- ``rows``: the columns that label a row; the word ``metric`` among them puts each metric on a
  line of its own (labelled with its title) instead of in columns of its own.
- ``pivot`` (optional): a column whose values become column groups, one per metric.
- ``metrics``: what a cell shows, one entry per metric: a CSV column, or a template in which
  ``{column}`` stands for a column's cell and the rest is written as is (``"{expected}
  ({paper_expected})"`` gives ``1.053 (1.057)``). A column's cell is ``mean [low, high]`` from
  the columns ``<column>``, ``<column>_low`` and ``<column>_high`` when the CSV has them (the
  95 % interval of :mod:`resched.experiments.stats`), else (or if the interval is infinite:
  a single run) the value alone; — if empty.
- ``titles``: the metrics' headers (default: the templates without their braces).
- ``join`` (optional): a column whose values are written side by side in every cell, values
  alone: ``a / b / c``; ``compare`` (optional): a column with exactly two values, written
  ``a → b`` and in bold when the two 95 % intervals are disjoint (every column of the
  template). The title says which values, in which order.
- ``signed``: the columns written with an explicit sign; ``percent`` those written as
  percentages (× 100, `` %`` after the cell); ``digits``: the decimals (default 3;
  ``digits=3,steals:0`` gives one column its own, ``paper:raw`` writes a column as the CSV
  has it, e.g. a value copied from a paper with its printed precision; ``tiny:e2`` writes it
  in e-notation with two decimals, ``3.37e-3``, without its interval); numbers from 1,000 up get thousands
  separators.
- ``labels``: display names of CSV values in row labels, headings and titles, ``value=name``
  pairs separated by commas (``labels="=default,LPA-LIST=LPA"``; ``=name`` names the empty
  value).
- every other ``column=v1|v2|…`` keeps the CSV rows whose value is one of those (``v1||v3``
  lists the empty value), in that order (rows, groups and joined values follow it;
  otherwise the CSV's order).

A generated value is a number quoted in the text (a verdict's interval, say), between two HTML
comments: ``<!-- value from=figures/batch/table4-summary.csv
metrics=ratio_utilization trace=HPC2N-2002-excerpt.swf mtbf=3600 algorithm=SFSJ -->1.000 [0.999,
1.001]<!-- /value -->``. The opening comment may span lines (a line break is a space between
two words, never inside a quoted one), so that a paragraph wraps; the value's text and its
closing comment stay on the line that ends the opening one. A line of a paragraph must not
begin with the opening comment (markdown would read a raw HTML block there).
In a table row, a filter's ``|`` is written ``\\|`` (markdown would split the cell there;
the spec's shell quoting reads it as ``|``). A value takes the options of a table but ``rows``,
``pivot`` and ``titles``, one metric, and its filters must leave one CSV row (or one per ``join`` or
``compare`` value). With ``extreme=min`` (``max``) its filters may leave several rows: it is the
cell of the row whose metric (one column) is the smallest (largest); with ``extreme=range``, the
two cells ``smallest to largest`` (``−0.152 [−0.176, −0.128] to +0.129 [+0.122, +0.135]``) — the
extremes a verdict quotes over a parameter's values; with ``extreme=count``, the number of rows
left that have a value in the metric's column (``0`` if none), e.g. the points at which a
paired interval is above 0 (filter ``relative_goodput_verdict=higher``). One written in inline
code (right after a backtick) is an example and is left alone.

A row of a hand-written table may be wrapped in the source: a line of a table ending with
`` \\`` goes on at the next line (its indentation dropped, one space between the two), which
:func:`expand` joins before markdown reads the table, so that a row quoting several values
stays readable.

:func:`refresh` rewrites every value of a page from its CSV, or only the values that read given
files (``resched reproduce`` calls it with the files it wrote into the figures folder of
``docs/``); :func:`stale` lists the values that differ from their CSV, which the test suite
asserts is none.
"""

from __future__ import annotations

import csv
import math
import re
import shlex
from dataclasses import dataclass
from pathlib import Path

from resched.errors import ReschedError

TABLE = re.compile(r"^<!-- table (?P<spec>(?:(?!-->|<!--).)*?) -->[ \t]*$", re.S | re.M)
"""A generated table: a comment on lines of its own, which may span lines (it ends at the first
``-->``)."""
CONTINUED = re.compile(r"^(\|.*) \\\n[ \t]*", re.M)
"""A line of a table ending with `` \\``, and the next one's indentation: one row, wrapped."""
VALUE = re.compile(r"(?<!`)<!-- value (?P<spec>(?:(?!-->|<!--).)*?) -->(?P<body>[^\n]*?)<!-- /value -->", re.S)
"""A generated value; one in inline code (after a backtick) is an example, not a value. Its
spec may span lines (it ends at the first ``-->``); its text stays on the closing line."""
COLUMN = re.compile(r"\{([^{}]+)\}")
OPTIONS = (
    "from",
    "with",
    "rows",
    "pivot",
    "metrics",
    "titles",
    "signed",
    "percent",
    "digits",
    "join",
    "compare",
    "labels",
    "extreme",
)
EXTREMES = ("min", "max", "range", "count")
METRIC = "metric"
MINUS = "\N{MINUS SIGN}"
_DECIMALS = re.compile(r"e?\d+|raw")
Record = dict[str, str]


@dataclass(frozen=True)
class TableSpec:
    """What one generated table shows (the opening comment's fields, parsed)."""

    source: Path
    rows: tuple[str, ...]
    metrics: tuple[str, ...]
    titles: tuple[str, ...]
    pivot: str | None = None
    signed: frozenset[str] = frozenset()
    percent: frozenset[str] = frozenset()
    digits: int = 3
    metric_digits: tuple[tuple[str, int | None], ...] = ()
    scientific: frozenset[str] = frozenset()
    filters: tuple[tuple[str, tuple[str, ...]], ...] = ()
    join: str | None = None
    compare: bool = False
    labels: tuple[tuple[str, str], ...] = ()
    second_source: Path | None = None
    extreme: str | None = None

    def decimals(self, column: str) -> int | None:
        """The decimals of ``column``: its own ``digits=…,column:N`` or the table's (None: as written)."""
        return dict(self.metric_digits).get(column, self.digits)

    def columns(self) -> tuple[str, ...]:
        """The CSV columns the metrics' templates name, in order."""
        return tuple(dict.fromkeys(c for metric in self.metrics for c in COLUMN.findall(metric)))

    def label_columns(self) -> tuple[str, ...]:
        """The CSV columns of ``rows`` (``metric`` is not one)."""
        return tuple(c for c in self.rows if c != METRIC)


def parse(spec: str, page: Path, value: bool = False) -> TableSpec:
    """The :class:`TableSpec` of an opening comment's text (``key=value`` words, shell-quoted)
    of a table, or of a value (``value``: no rows, one metric)."""
    where = f"{page}: {'value' if value else 'table'} {spec!r}"
    try:
        fields = dict(word.split("=", 1) for word in shlex.split(_unwrapped(spec)))
    except ValueError:
        raise ReschedError(f"{where}: each word must be KEY=VALUE") from None
    missing = [key for key in ("from", "metrics") + (() if value else ("rows",)) if not fields.get(key)]
    if missing:
        raise ReschedError(f"{where}: no {missing[0]}=")
    if value and ({"rows", "pivot", "titles"} & fields.keys() or "," in fields["metrics"]):
        raise ReschedError(f"{where}: a value has one metric and no rows=, pivot= or titles=")
    metrics = tuple(m if "{" in m else f"{{{m}}}" for m in fields["metrics"].split(","))
    titles = tuple(fields["titles"].split(",")) if "titles" in fields else tuple(COLUMN.sub(r"\1", m) for m in metrics)
    if len(titles) != len(metrics):
        raise ReschedError(f"{where}: {len(titles)} titles for {len(metrics)} metrics")
    if "join" in fields and "compare" in fields:
        raise ReschedError(f"{where}: join= or compare=, not both")
    filters = tuple((k, tuple(v.split("|"))) for k, v in fields.items() if k not in OPTIONS)
    if "compare" in fields and len(dict(filters).get(fields["compare"], ())) != 2:
        raise ReschedError(f"{where}: compare={fields['compare']} needs a filter of two values")
    digits, metric_digits, scientific = _digits(fields.get("digits", "3"), where)
    _check_extreme(fields, value, metrics, where)
    return TableSpec(
        source=page.parent / fields["from"],
        rows=tuple(fields["rows"].split(",")) if fields.get("rows") else (),
        metrics=metrics,
        titles=titles,
        pivot=fields.get("pivot"),
        signed=_names(fields, "signed"),
        percent=_names(fields, "percent"),
        digits=digits,
        metric_digits=metric_digits,
        scientific=scientific,
        filters=filters,
        join=fields.get("join") or fields.get("compare"),
        compare="compare" in fields,
        labels=_pairs(fields.get("labels", ""), where),
        second_source=page.parent / fields["with"] if fields.get("with") else None,
        extreme=fields.get("extreme"),
    )


def _check_extreme(fields: dict[str, str], value: bool, metrics: tuple[str, ...], where: str) -> None:
    """``extreme=min|max|range|count``: a value's only, of one column, neither joined nor compared."""
    if "extreme" not in fields:
        return
    if not value or fields["extreme"] not in EXTREMES:
        raise ReschedError(f"{where}: extreme= is min, max, range or count, and a value's option only")
    if "join" in fields or "compare" in fields or len(COLUMN.findall(metrics[0])) != 1:
        raise ReschedError(f"{where}: extreme= needs a metric of one column, neither joined nor compared")


def _names(fields: dict[str, str], key: str) -> frozenset[str]:
    """The comma-separated names of option ``key`` (none if it is absent or empty)."""
    return frozenset(fields[key].split(",")) if fields.get(key) else frozenset()


def _digits(text: str, where: str) -> tuple[int, tuple[tuple[str, int | None], ...], frozenset[str]]:
    """``digits=N,COLUMN:N|eN|raw,…``: the table's decimals, the columns' own (None: as
    written) and the columns written in e-notation."""
    default, *own = text.split(",")
    pairs = [item.split(":", 1) for item in own]
    if not default.isdigit() or any(len(p) != 2 or not _DECIMALS.fullmatch(p[1]) for p in pairs):
        raise ReschedError(f"{where}: digits must be N or N,COLUMN:N|eN|raw,…")
    decimals = tuple((column, None if n == "raw" else int(n.removeprefix("e"))) for column, n in pairs)
    return int(default), decimals, frozenset(column for column, n in pairs if n.startswith("e"))


def _pairs(text: str, where: str) -> tuple[tuple[str, str], ...]:
    """The ``value=name`` pairs of ``labels=``."""
    pairs = [item.split("=", 1) for item in text.split(",")] if text else []
    if any(len(pair) != 2 for pair in pairs):
        raise ReschedError(f"{where}: labels must be VALUE=NAME,…")
    return tuple((value, name) for value, name in pairs)


def render(table: TableSpec) -> str:
    """The markdown table (header, rule, one line per row label, or per row label and metric
    with ``metric`` in ``rows``) of ``table``'s CSV rows."""
    records = _selected(table)
    groups: list[str | None] = [None]
    if table.pivot:
        groups = [group for (group,) in _ordered(table, records, (table.pivot,))]
    sides = _sides(table, records)
    cells = _index(table, records, sides)
    header = _header(table, groups, sides)
    lines = [_line(header), _line(["---"] * len(header))]
    for label in _ordered(table, records, table.label_columns()):
        named = dict(zip(table.label_columns(), (_label(table, v) for v in label), strict=True))
        for metrics in _metric_lines(table):
            values = [named[c] if c != METRIC else _titled(table, metrics[0][1], sides) for c in table.rows]
            for metric, _ in metrics:
                for group in groups:
                    values.append(_metric_cell(table, metric, [cells.get((label, group, side)) for side in sides]))
            lines.append(_line(values))
    return "\n".join(lines) + "\n"


def _sides(table: TableSpec, records: list[Record]) -> list[str | None]:
    """The values of the ``join`` (or ``compare``) column in their order, or ``[None]``."""
    if not table.join:
        return [None]
    return [side for (side,) in _ordered(table, records, (table.join,))]


def _metric_lines(table: TableSpec) -> list[list[tuple[str, str]]]:
    """The (template, title) pairs of each line of a row label: all on one line, or one per
    line with ``metric`` in ``rows``."""
    pairs = list(zip(table.metrics, table.titles, strict=True))
    return [[pair] for pair in pairs] if METRIC in table.rows else [pairs]


def _header(table: TableSpec, groups: list[str | None], sides: list[str | None]) -> list[str]:
    """The header cells: the row columns, then one per metric and group (``title: first group
    | second | …``), or one per group with the metrics on lines of their own."""
    headings = [_label(table, group) for group in groups if group is not None]
    if METRIC in table.rows:
        return [*table.rows, *(headings or ["value"])]
    header = [*table.rows]
    for title in table.titles:
        title = _titled(table, title, sides)
        header += [f"{title}: {headings[0]}", *headings[1:]] if headings else [title]
    return header


def _titled(table: TableSpec, title: str, sides: list[str | None]) -> str:
    """``title``, followed by the joined or compared values in their order."""
    if not table.join:
        return title
    names = [_label(table, side) for side in sides if side is not None]
    return f"{title} ({(' → ' if table.compare else ' / ').join(names)})"


def _index(table: TableSpec, records: list[Record], sides: list[str | None]) -> dict[tuple, Record]:
    """The record of each (row label, group, joined value); an error if two share a cell."""

    def key(r: Record) -> tuple:
        label = tuple(r[c] for c in table.label_columns())
        return label, r[table.pivot] if table.pivot else None, r[table.join] if table.join else None

    cells = {key(r): r for r in records}
    if len(cells) < len(records):
        raise ReschedError(
            f"{table.source}: several rows per cell of the table: add their differing column to "
            "rows= or pick one value with a filter"
        )
    return cells


def _metric_cell(table: TableSpec, metric: str, records: list[Record | None]) -> str:
    """A cell: the metric of one record (with intervals), of several joined with `` / ``
    (values alone), or of two compared with `` → `` (bold when their intervals are disjoint)."""
    if not table.join:
        return _filled(table, metric, records[0], intervals=True)
    parts = [_filled(table, metric, record, intervals=False) for record in records]
    if not table.compare:
        return " / ".join(parts)
    text = " → ".join(parts)
    return f"**{text}**" if _disjoint(records, COLUMN.findall(metric)) else text


def _filled(table: TableSpec, metric: str, record: Record | None, intervals: bool) -> str:
    """``metric``'s template with each ``{column}`` replaced by its cell; — if no record."""
    if record is None:
        return "—"
    return COLUMN.sub(lambda m: _cell(record, m[1], table, intervals), metric)


def _disjoint(records: list[Record | None], columns: list[str]) -> bool:
    """True if both records have every column's 95 % interval and they do not overlap."""
    first, second = records
    if first is None or second is None:
        return False
    for column in columns:
        ends = [*_ends(first, column), *_ends(second, column)]
        if "" in ends:
            return False
        low_a, high_a, low_b, high_b = map(float, ends)
        if high_a >= low_b and high_b >= low_a:
            return False
    return True


def _unwrapped(spec: str) -> str:
    """An opening comment's text as one line: a table row's continuation (`` \\``, line
    break, indentation) a space, a line break after a comma (and the indentation) nothing."""
    return re.sub(r",\n[ \t]*", ",", re.sub(r"[ \t]*\\\n[ \t]*", " ", spec))


def unwrap_rows(text: str) -> str:
    """``text`` with every table row that a `` \\`` continues joined into one line."""
    while True:
        joined = CONTINUED.sub(r"\1 ", text)
        if joined == text:
            return text
        text = joined


def expand(text: str, page: Path) -> str:
    """A docs page's markdown as the site shows it (the mkdocs hook ``docs/hooks/tables.py``):
    its wrapped table rows joined and each generated table's comment replaced by the table
    rendered from its CSV (``page``: the page's path, against which ``from=`` is read)."""
    return TABLE.sub(lambda m: render(parse(m["spec"], page)).rstrip("\n"), unwrap_rows(text))


def check(page: Path) -> list[str]:
    """The problems of ``page``'s generated tables: a table body left in the source (its end
    comment), or a table that does not render (a one-line error: a missing CSV or column)."""
    text = page.read_text(encoding="utf-8")
    found = [f"{page}: a table body in the source (<!-- /table -->)"] if "<!-- /table -->" in text else []
    for block in TABLE.finditer(text):
        try:
            render(parse(block["spec"], page))
        except ReschedError as error:
            found.append(str(error))
    return found


def refresh(page: Path, sources: set[Path] | None = None) -> bool:
    """Rewrite the generated values of ``page`` from their CSVs (only those that read one of
    ``sources``, if given); True if the page changed. (Its tables have no text to rewrite:
    the site's build renders them, :func:`expand`.)"""
    text = page.read_text(encoding="utf-8")
    wanted = None if sources is None else {path.resolve() for path in sources}

    def rewritten(block: re.Match[str]) -> str:
        spec = block["spec"]
        table = parse(spec, page, value=True)
        if wanted is not None and not _reads(table, wanted):
            return block[0]
        return f"<!-- value {spec} -->{render_value(table)}<!-- /value -->"

    new = VALUE.sub(rewritten, text)
    if new != text:
        page.write_text(new, encoding="utf-8")
    return new != text


def _reads(table: TableSpec, wanted: set[Path]) -> bool:
    """True if ``table`` reads one of the (resolved) CSV files ``wanted``."""
    return any(path is not None and path.resolve() in wanted for path in (table.source, table.second_source))


def stale(page: Path) -> list[str]:
    """The opening comments of ``page``'s generated values that differ from their CSV."""
    text = page.read_text(encoding="utf-8")
    return [m["spec"] for m in VALUE.finditer(text) if m["body"] != render_value(parse(m["spec"], page, value=True))]


def render_value(table: TableSpec) -> str:
    """The text of a generated value: the cell of the one CSV row ``table``'s filters leave (of
    its rows, one per joined or compared value)."""
    if table.extreme == "count":
        (column,) = table.columns()
        return str(sum(record[column] != "" for record in _selected(table, empty=True)))
    records = _selected(table)
    if table.extreme:
        return _extreme(table, records)
    sides = _sides(table, records)
    cells = _index(table, records, sides)
    return _metric_cell(table, table.metrics[0], [cells.get(((), None, side)) for side in sides])


def _extreme(table: TableSpec, records: list[Record]) -> str:
    """The cell of the row with the smallest or largest metric, or both (``a to b``; one if
    they read the same), among ``records`` (rows without a finite value left out)."""
    (column,) = table.columns()
    try:
        numbers = [(float(r[column]), r) for r in records if r[column] != ""]
    except ValueError:
        raise ReschedError(f"{table.source}: extreme= needs numbers in {column!r}") from None
    finite = [(number, r) for number, r in numbers if math.isfinite(number)]
    if not finite:
        raise ReschedError(f"{table.source}: no finite {column!r} among the rows of {dict(table.filters)}")
    ranked = [r for _, r in sorted(finite, key=lambda pair: pair[0])]
    ends = {"min": [ranked[0]], "max": [ranked[-1]], "range": [ranked[0], ranked[-1]]}[str(table.extreme)]
    return " to ".join(dict.fromkeys(_filled(table, table.metrics[0], record, intervals=True) for record in ends))


def _selected(table: TableSpec, empty: bool = False) -> list[Record]:
    """The CSV rows (with the ``with`` CSV's columns) that pass every filter; an error if a CSV
    or a named column is missing, or if no row passes (unless ``empty``: a count may be 0)."""
    records = _read(table.source)
    if table.second_source is not None:
        records = _merge(records, _read(table.second_source), table.second_source)
    known = set(records[0]) if records else set()
    named = (table.pivot, table.join)
    wanted = {*table.label_columns(), *table.columns(), *(k for k, _ in table.filters), *(c for c in named if c)}
    unknown = sorted(wanted - known)
    if unknown:
        raise ReschedError(f"{table.source}: no column {unknown[0]!r}")
    chosen = [r for r in records if all(r[k] in values for k, values in table.filters)]
    if not chosen and not empty:
        raise ReschedError(f"{table.source}: no row passes the table's filters {dict(table.filters)}")
    return chosen


def _read(path: Path) -> list[Record]:
    """The rows of a CSV file; a one-line error if it cannot be read."""
    try:
        with path.open(newline="", encoding="utf-8") as handle:
            return list(csv.DictReader(handle))
    except OSError as error:
        raise ReschedError(f"{path}: cannot read ({error.strerror})") from None


def _merge(records: list[Record], extra: list[Record], path: Path) -> list[Record]:
    """``records``, each with the other columns of the row of ``extra`` that agrees with it on
    every shared column (empty if none does); an error if the files share no column or a
    row of ``extra`` matches the same key twice."""
    if not records:
        return records
    shared = [c for c in (extra[0] if extra else {}) if c in records[0]]
    if not shared:
        raise ReschedError(f"{path}: no column in common with the table's CSV")
    by_key = {tuple(r[c] for c in shared): r for r in extra}
    if len(by_key) < len(extra):
        raise ReschedError(f"{path}: two rows with the same {', '.join(shared)}")
    added = [c for c in extra[0] if c not in shared]
    return [{**r, **{c: by_key.get(tuple(r[s] for s in shared), {}).get(c, "") for c in added}} for r in records]


def _ordered(table: TableSpec, records: list[Record], columns: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The distinct values of ``columns`` in ``records``, sorted column by column: in the order
    of the filter that lists the column's values, else of their first appearance in the CSV
    among the rows that agree on the columns before it (so that each group keeps the CSV's
    order of its own values)."""
    values = list(dict.fromkeys(tuple(r[c] for c in columns) for r in records))
    first: dict[tuple[str, ...], int] = {}
    for value in values:
        for i in range(len(columns)):
            first.setdefault(value[: i + 1], len(first))
    orders = dict(table.filters)

    def key(value: tuple[str, ...]) -> tuple[int, ...]:
        return tuple(
            orders[name].index(x) if name in orders else first[value[: i + 1]]
            for i, (name, x) in enumerate(zip(columns, value, strict=True))
        )

    return sorted(values, key=key)


def _cell(record: Record, column: str, table: TableSpec, intervals: bool = True) -> str:
    """``mean [low, high]`` of ``column`` in ``record``, or the value alone if the record has no
    finite interval (an infinite one: a single run); — if the value is empty."""
    if record[column] == "":
        return "—"
    signed, digits = column in table.signed, table.decimals(column)
    scale, unit = (100, " %") if column in table.percent else (1, "")
    if column in table.scientific:
        return _scientific(record[column], digits or 0)
    value = _number(record[column], digits, signed, scale)
    ends = _ends(record, column)
    if not intervals or "" in ends or not all(math.isfinite(float(end)) for end in ends):
        return value + unit
    low, high = (_number(end, digits, signed, scale) for end in ends)
    return f"{value} [{low}, {high}]{unit}"


def _ends(record: Record, column: str) -> list[str]:
    """The CSV texts of ``column``'s 95 % interval in ``record`` (``_low``, ``_high``; "" if absent)."""
    return [record.get(f"{column}_{end}", "") for end in ("low", "high")]


def _number(text: str, digits: int | None, signed: bool, scale: float = 1) -> str:
    """A CSV number times ``scale`` with ``digits`` decimals and thousands separators (a whole
    number unscaled, or any with ``digits`` None, as written: a count of runs, a printed
    value), the minus sign typeset, ``+`` if ``signed``."""
    value = float(text) * scale
    if not math.isfinite(value) or (scale == 1 and (digits is None or text.lstrip("+-").isdigit())):
        return text.replace("-", MINUS)
    formatted = f"{value:+,.{digits}f}" if signed else f"{value:,.{digits}f}"
    if float(formatted.replace(",", "")) == 0:  # no "-0.000", no "+0.000"
        formatted = f"{0:.{digits}f}"
    return formatted.replace("-", MINUS)


def _scientific(text: str, digits: int) -> str:
    """A CSV number in e-notation with ``digits`` decimals and no padded exponent
    (``0.003365`` → ``3.37e-3``; zero: ``0``), the mantissa's minus sign typeset."""
    if float(text) == 0:
        return "0"
    mantissa, exponent = f"{float(text):.{digits}e}".split("e")
    return f"{mantissa.replace('-', MINUS)}e{int(exponent)}"


def _label(table: TableSpec, text: str) -> str:
    """A row label, heading or joined value: its name from ``labels=``, else a whole number
    without its ``.0`` (``8.0`` → ``8``), another number to six significant digits
    (``0.31622776601683794`` → ``0.316228``), a word as written."""
    names = dict(table.labels)
    if text in names:
        return names[text]
    try:
        value = float(text)
    except ValueError:
        return text
    if not math.isfinite(value):
        return text
    return str(int(value)) if value.is_integer() else f"{value:.6g}"


def _line(cells: list[str]) -> str:
    return "| " + " | ".join(cells) + " |"
