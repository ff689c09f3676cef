"""Markdown tables of the docs pages written from the CSV summaries they cite.

A generated table is a block of a docs page between two HTML comments (invisible once the
page is rendered); the opening one says which rows and columns of which CSV it shows::

    <!-- table from=figures/varcap/fig26-27-full-load-over-time.csv rows=trace,algorithm
         pivot=releases metrics=max_load_mean,max_load_drift titles="mean max load,max-load drift"
         signed=max_load_drift digits=2 load=8.0 releases=fifo|accumulation|smallest -->

    | trace | algorithm | mean max load: fifo | accumulation | smallest | max-load drift: fifo | … |
    | --- | --- | --- | --- | --- | --- | --- | --- |
    | … |

    <!-- /table -->

(the opening comment on one line). ``from`` is the CSV, relative to the page; ``rows`` the
columns that label a row; ``pivot`` (optional) a column whose values become column groups,
one per metric; ``metrics`` the metric columns, each shown as ``mean [low, high]`` from the
columns ``<metric>``, ``<metric>_low`` and ``<metric>_high`` when the CSV has them (the 95 %
interval of :mod:`resched.experiments.stats`), else as the value alone; ``titles`` the
metrics' headers (default: their names); ``signed`` the metrics written with an explicit sign;
``percent`` those written as percentages (× 100, `` %`` after the cell); ``digits`` the
decimals (default 3; ``digits=3,steals:0`` gives one metric its own; numbers from 1,000 up
get thousands separators). Every other ``column=v1|v2|…`` keeps the CSV rows whose
value is one of those, in that order (rows and pivot groups follow it; otherwise the CSV's
order). :func:`refresh` rewrites every block of a page from its CSV (``resched reproduce``
calls it after writing the figures folder of ``docs/``); :func:`stale` lists the blocks that
differ from their CSV, which the test suite asserts is none.
"""

from __future__ import annotations

import csv
import math
import re
import shlex
from dataclasses import dataclass
from pathlib import Path

from resched.errors import ReschedError

BLOCK = re.compile(r"<!-- table (?P<spec>[^\n]*?) -->\n(?P<body>.*?)<!-- /table -->", re.S)
OPTIONS = ("from", "rows", "pivot", "metrics", "titles", "signed", "percent", "digits")
MINUS = "\N{MINUS SIGN}"


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
    metric_digits: tuple[tuple[str, int], ...] = ()
    filters: tuple[tuple[str, tuple[str, ...]], ...] = ()

    def decimals(self, metric: str) -> int:
        """The decimals of ``metric``: its own ``digits=…,metric:N`` or the table's."""
        return dict(self.metric_digits).get(metric, self.digits)


def parse(spec: str, page: Path) -> TableSpec:
    """The :class:`TableSpec` of an opening comment's text (``key=value`` words, shell-quoted)."""
    try:
        fields = dict(word.split("=", 1) for word in shlex.split(spec))
    except ValueError:
        raise ReschedError(f"{page}: table {spec!r}: each word must be KEY=VALUE") from None
    missing = [key for key in ("from", "rows", "metrics") if not fields.get(key)]
    if missing:
        raise ReschedError(f"{page}: table {spec!r}: no {missing[0]}=")
    metrics = tuple(fields["metrics"].split(","))
    titles = tuple(fields["titles"].split(",")) if "titles" in fields else metrics
    if len(titles) != len(metrics):
        raise ReschedError(f"{page}: table {spec!r}: {len(titles)} titles for {len(metrics)} metrics")
    default, *own = fields.get("digits", "3").split(",")
    pairs = [item.split(":", 1) for item in own]
    if not default.isdigit() or any(len(pair) != 2 or not pair[1].isdigit() for pair in pairs):
        raise ReschedError(f"{page}: table {spec!r}: digits must be N or N,METRIC:N,…")
    return TableSpec(
        source=page.parent / fields["from"],
        rows=tuple(fields["rows"].split(",")),
        metrics=metrics,
        titles=titles,
        pivot=fields.get("pivot"),
        signed=_names(fields, "signed"),
        percent=_names(fields, "percent"),
        digits=int(default),
        metric_digits=tuple((metric, int(n)) for metric, n in pairs),
        filters=tuple((k, tuple(v.split("|"))) for k, v in fields.items() if k not in OPTIONS),
    )


def _names(fields: dict[str, str], key: str) -> frozenset[str]:
    """The comma-separated names of option ``key`` (none if it is absent or empty)."""
    return frozenset(fields[key].split(",")) if fields.get(key) else frozenset()


def render(table: TableSpec) -> str:
    """The markdown table (header, rule, one line per row label) of ``table``'s CSV rows."""
    records = _selected(table)
    groups: list[str | None] = [None]
    if table.pivot:
        groups = [group for (group,) in _ordered(table, records, (table.pivot,))]
    labels = _ordered(table, records, table.rows)
    cells = {(tuple(r[c] for c in table.rows), r[table.pivot] if table.pivot else None): r for r in records}
    if len(cells) < len(records):
        raise ReschedError(
            f"{table.source}: several rows per cell of the table: add their differing column to "
            "rows= or pick one value with a filter"
        )
    headings = [_label(group) for group in groups if group is not None]
    header = [*table.rows]
    for title in table.titles:
        header += [f"{title}: {headings[0]}", *headings[1:]] if headings else [title]
    lines = [_line(header), _line(["---"] * len(header))]
    for label in labels:
        values = [_label(v) for v in label]
        for metric in table.metrics:
            values += [_cell(cells.get((label, group)), metric, table) for group in groups]
        lines.append(_line(values))
    return "\n".join(lines) + "\n"


def refresh(page: Path) -> bool:
    """Rewrite every generated table of ``page`` from its CSV; True if the page changed."""
    text = page.read_text(encoding="utf-8")
    new = BLOCK.sub(lambda m: f"<!-- table {m['spec']} -->\n{_body(m['spec'], page)}<!-- /table -->", text)
    if new != text:
        page.write_text(new, encoding="utf-8")
    return new != text


def stale(page: Path) -> list[str]:
    """The opening comments of ``page``'s generated tables that differ from their CSV."""
    text = page.read_text(encoding="utf-8")
    return [m["spec"] for m in BLOCK.finditer(text) if m["body"] != _body(m["spec"], page)]


def _body(spec: str, page: Path) -> str:
    """A block's content: its table between blank lines (so that every markdown renderer
    sees the comments and the table as separate blocks)."""
    return f"\n{render(parse(spec, page))}\n"


def _selected(table: TableSpec) -> list[dict[str, str]]:
    """The CSV rows that pass every filter; an error if the CSV or a named column is missing."""
    try:
        with table.source.open(newline="", encoding="utf-8") as handle:
            records = list(csv.DictReader(handle))
    except OSError as error:
        raise ReschedError(f"{table.source}: cannot read ({error.strerror})") from None
    known = set(records[0]) if records else set()
    wanted = {*table.rows, *table.metrics, *(k for k, _ in table.filters), *([table.pivot] if table.pivot else [])}
    unknown = sorted(wanted - known)
    if unknown:
        raise ReschedError(f"{table.source}: no column {unknown[0]!r}")
    chosen = [r for r in records if all(r[k] in values for k, values in table.filters)]
    if not chosen:
        raise ReschedError(f"{table.source}: no row passes the table's filters {dict(table.filters)}")
    return chosen


def _ordered(table: TableSpec, records: list[dict[str, str]], columns: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The distinct values of ``columns`` in ``records``, sorted column by column: in the order
    of the filter that lists the column's values, else of their first appearance in the CSV."""
    values = [tuple(r[c] for c in columns) for r in records]
    orders = dict(table.filters)
    for i, name in enumerate(columns):
        orders.setdefault(name, tuple(dict.fromkeys(value[i] for value in values)))
    return sorted(dict.fromkeys(values), key=lambda v: tuple(orders[n].index(x) for n, x in zip(columns, v)))


def _cell(record: dict[str, str] | None, metric: str, table: TableSpec) -> str:
    """``mean [low, high]`` (or the value alone) of ``metric`` in ``record``; — if absent."""
    if record is None or record[metric] == "":
        return "—"
    signed, digits = metric in table.signed, table.decimals(metric)
    scale, unit = (100, " %") if metric in table.percent else (1, "")
    value = _number(record[metric], digits, signed, scale)
    if record.get(f"{metric}_low", "") == "" or record.get(f"{metric}_high", "") == "":
        return value + unit
    low, high = (_number(record[f"{metric}_{end}"], digits, signed, scale) for end in ("low", "high"))
    return f"{value} [{low}, {high}]{unit}"


def _number(text: str, digits: int, signed: bool, scale: float = 1) -> str:
    """A CSV number times ``scale`` with ``digits`` decimals and thousands separators (a whole
    number unscaled as written: a count of runs), the minus sign typeset, ``+`` if ``signed``."""
    value = float(text) * scale
    if not math.isfinite(value) or (scale == 1 and text.lstrip("+-").isdigit()):
        return text.replace("-", MINUS)
    formatted = f"{value:+,.{digits}f}" if signed else f"{value:,.{digits}f}"
    if float(formatted.replace(",", "")) == 0:  # no "-0.000", no "+0.000"
        formatted = f"{0:.{digits}f}"
    return formatted.replace("-", MINUS)


def _label(text: str) -> str:
    """A row label or pivot heading: a whole number without its ``.0`` (``8.0`` → ``8``), another number to six
    significant digits (``0.31622776601683794`` → ``0.316228``), a word as written."""
    try:
        value = float(text)
    except ValueError:
        return text
    if not math.isfinite(value):
        return text
    return str(int(value)) if value.is_integer() else f"{value:.6g}"


def _line(cells: list[str]) -> str:
    return "| " + " | ".join(cells) + " |"
