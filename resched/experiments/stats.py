"""Confidence intervals for sweep results: means over runs and paired differences between
algorithms.

Two algorithms of a sweep are run on the same instances (a task's seed does not depend on
the algorithm), so their comparison is paired: for each run (grid point, replicate) the
difference of their metric, then the mean of the differences with a Student-t 95 %
confidence interval, mean ± t_{0.975, k−1}·s/√k over k runs. A difference whose interval
contains 0 is not a finding.

:func:`interval_table` gives the per-point means of a sweep summary with their intervals
(``<metric>_low``, ``<metric>_high``) and number of runs, which ``resched plot`` draws as
error bars; :func:`geometric_mean_interval` is the interval of a geometric mean (the
variable-capacity aggregation), taken on the log scale; :func:`linear_fit` is an
ordinary least-squares fit with an interval per coefficient (the effect of one variable with
the others held fixed).
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

LEVEL = 0.95


@dataclass(frozen=True)
class Interval:
    """A mean over ``runs`` runs and its two-sided 95 % confidence interval [low, high]."""

    mean: float
    low: float
    high: float
    runs: int

    @property
    def half_width(self) -> float:
        return (self.high - self.low) / 2

    @property
    def excludes_zero(self) -> bool:
        """Whether the interval supports a nonzero difference."""
        return self.low > 0 or self.high < 0

    def to_dict(self) -> dict[str, float | int]:
        return {"mean": self.mean, "low": self.low, "high": self.high, "runs": self.runs}

    def __str__(self) -> str:
        return f"{self.mean:+.4g} ± {self.half_width:.2g} (95 % CI, {self.runs} runs)"


def t_quantile(runs: int, level: float = LEVEL) -> float:
    """The Student-t quantile t_{(1+level)/2, runs−1} (infinite below two runs)."""
    if runs < 2:
        return math.inf
    from scipy.stats import t

    return float(t.ppf((1 + level) / 2, runs - 1))


def mean_interval(values: Iterable[float], level: float = LEVEL) -> Interval:
    """Mean of ``values`` (NaN skipped) with its Student-t confidence interval."""
    data = np.asarray([v for v in values if v is not None], dtype=float)
    data = data[np.isfinite(data)]
    runs = len(data)
    if runs == 0:
        return Interval(math.nan, math.nan, math.nan, 0)
    mean = float(data.mean())
    spread = t_quantile(runs, level) * float(data.std(ddof=1)) / math.sqrt(runs) if runs > 1 else math.inf
    return Interval(mean, mean - spread, mean + spread, runs)


def paired_difference(
    rows: Sequence[dict[str, Any]],
    metric: str,
    algorithm: str,
    baseline: str,
    pair_on: Sequence[str] = ("seed",),
    level: float = LEVEL,
) -> Interval:
    """Mean of ``metric``(algorithm) − ``metric``(baseline) over the runs both have, paired on
    the row fields ``pair_on`` (the seed identifies an instance: it depends on the grid point
    and the replicate, not on the algorithm), with its confidence interval. The differences
    are summed in the order of the sorted run keys, so the same rows give the same bits."""
    by_algorithm: dict[str, dict[tuple, float]] = {algorithm: {}, baseline: {}}
    for row in rows:
        if row.get("algorithm") in by_algorithm and "error" not in row and row.get(metric) is not None:
            by_algorithm[row["algorithm"]][tuple(str(row.get(k)) for k in pair_on)] = float(row[metric])
    first, second = by_algorithm[algorithm], by_algorithm[baseline]
    return mean_interval((first[key] - second[key] for key in sorted(first.keys() & second.keys())), level)


def run_fields(rows: Sequence[dict[str, Any]]) -> tuple[str, ...]:
    """The row fields that identify a run (an instance) across algorithms: the seed and the
    sweep's grid parameters (a seed is drawn from the grid point and the replicate, but two
    grid points that differ only in an algorithm parameter share their instances' seeds)."""
    return ("seed", *sorted({key for row in rows for key in row.get("grid", ())}))


def paired_differences(
    rows: Sequence[dict[str, object]],
    algorithm: str,
    baseline: str,
    metrics: Sequence[str],
    by: Sequence[str] = (),
    level: float = LEVEL,
) -> list[dict[str, object]]:
    """:func:`paired_difference` of each metric per group of the row fields ``by`` (sorted; all
    the rows form one group if ``by`` is empty): a run is a (grid point, seed) pair, so the
    rows of several grid points pool within a group without mixing instances. Each record:
    the group's values, ``metric``, ``runs``, ``mean``, ``low``, ``high`` and ``verdict``
    (``higher`` or ``lower`` if the interval excludes 0, else ``no difference``). A point
    shared by several ``[[grid]]`` blocks (the default point of a one-parameter-at-a-time
    sweep, one task stored under one block) counts in the group of every block it belongs to
    (:func:`grid_blocks`), once per group; in a sweep of several blocks, a block that holds a
    ``by`` field at one value (P_max = 400 in the block that varies δ) is grouped under no
    value of it, so that the group of a value holds only the blocks that vary the field, as
    in the ``by-<parameter>`` figures."""
    groups: dict[tuple, dict[Any, dict[str, Any]]] = {}
    for row in block_rows(rows, by):
        group = groups.setdefault(tuple(row.get(key) for key in by), {})
        group.setdefault(row.get("task_id", id(row)), row)
    records, fields = [], run_fields(rows)
    for values in sorted(groups, key=lambda v: tuple(_sort_key(x) for x in v)):
        for metric in metrics:
            found = paired_difference(list(groups[values].values()), metric, algorithm, baseline, fields, level)
            verdict = "no difference" if not found.excludes_zero else ("higher" if found.mean > 0 else "lower")
            records.append({**dict(zip(by, values)), "metric": metric, **found.to_dict(), "verdict": verdict})
    return records


#: The columns of a metric in :func:`paired_table`: (suffix, field of :func:`paired_differences`).
PAIRED_COLUMNS = (("", "mean"), ("_low", "low"), ("_high", "high"), ("_runs", "runs"), ("_verdict", "verdict"))


def paired_table(
    rows: Sequence[dict[str, object]],
    pairs: Sequence[Sequence[str]],
    metrics: Sequence[str],
    by: Sequence[str] = (),
    derived: dict[str, Sequence[str]] | None = None,
) -> list[dict[str, object]]:
    """:func:`paired_differences` of every pair ``[A, B]`` of ``pairs`` as a wide table (a
    ``[[tables]]`` writer of ``reproduce.toml``): one record per pair and group of ``by`` with
    ``algorithm`` (A), ``baseline`` (B), the group's values and, per metric, the mean of
    A − B over the paired runs (``<metric>``), its 95 % interval (``<metric>_low``,
    ``<metric>_high``), the number of paired runs (``<metric>_runs``) and whether the interval
    is above, below or around 0 (``<metric>_verdict``: ``higher``, ``lower``, ``no
    difference``). ``derived`` names metrics that are differences of two row fields,
    ``{name: [first, second]}``: a run's ``name`` is its ``first`` − ``second`` (e.g. the
    spread of its yields, ``yield_p95`` − ``yield_p05``), computed before pairing. A group
    without a paired run (a pair that the sweep did not run) gives no record."""
    rows = with_differences(rows, derived or {})
    records: list[dict[str, Any]] = []
    for algorithm, baseline in pairs:
        groups: dict[tuple, dict[str, Any]] = {}
        for found in paired_differences(rows, algorithm, baseline, metrics, by):
            values = tuple(found[key] for key in by)
            record = groups.setdefault(values, {"algorithm": algorithm, "baseline": baseline, **dict(zip(by, values))})
            metric = found["metric"]
            record |= {f"{metric}{suffix}": found[part] for suffix, part in PAIRED_COLUMNS}
        records += [record for record in groups.values() if any(record[f"{m}_runs"] for m in metrics)]
    return records


def with_differences(rows: Sequence[dict[str, Any]], derived: dict[str, Sequence[str]]) -> list[dict[str, Any]]:
    """``rows`` with the field ``name`` = ``first`` − ``second`` for each ``{name: [first,
    second]}`` of ``derived`` (absent where either field is absent or None)."""
    if not derived:
        return list(rows)
    added = []
    for row in rows:
        extra = {
            name: float(row[first]) - float(row[second])
            for name, (first, second) in derived.items()
            if row.get(first) is not None and row.get(second) is not None
        }
        added.append(row | extra)
    return added


def grid_blocks(rows: list[dict[str, Any]]) -> dict[tuple, list[dict[str, Any]]]:
    """The rows of each ``[[grid]]`` block, by its keys (a row's ``grid``). A task that is a
    point of several blocks — the default point of a one-parameter-at-a-time sweep — has one
    row (one task id), stored under one block (whichever the sweep, or its ``--only`` slice,
    reached first): it is added to every other block whose parameters with a single value
    (e.g. Load 2 in the block that varies P_max) it shares, with that block's keys and without
    the keys of the block it was stored under, so that every row of a block has the same
    fields whichever block stored it (and pairs with the rows of the same instance)."""
    written: dict[tuple, list[dict[str, Any]]] = {}
    for row in rows:
        written.setdefault(tuple(row.get("grid", ())), []).append(row)
    if len(written) <= 1 or not all("params" in row for row in rows):  # one grid, or an older results file
        return written
    blocks = {}
    for key, members in written.items():
        values = {name: {str(m["params"][name]) for m in members} for name in members[0]["params"]}
        fixed = {name: next(iter(v)) for name, v in values.items() if len(v) == 1}
        shared = [
            _filed_under(row, other, {name: row[name] if name in row else row["params"][name] for name in key})
            for other, rows_of_other in written.items()
            if other != key
            for row in rows_of_other
            if all(str(row["params"].get(name)) == value for name, value in fixed.items())
        ]
        blocks[key] = members + shared
    return blocks


def block_rows(rows: Sequence[dict[str, object]], keys: Sequence[str]) -> list[dict[str, object]]:
    """The rows of every ``[[grid]]`` block (:func:`grid_blocks`: a point shared by several
    blocks, the default point of a one-parameter-at-a-time sweep, once in each), each with
    the ``keys`` its block holds at one value set to None when the sweep has several blocks
    (P_max = 400 in the block that varies δ), so that grouping by ``keys`` gives each block's
    points under the parameter it varies, as the ``by-<parameter>`` figures draw them."""
    blocks = grid_blocks(list(rows))
    found = []
    for members in blocks.values():
        held = {key for key in keys if len(blocks) > 1 and len({str(row.get(key)) for row in members}) == 1}
        found += [row | dict.fromkeys(held) if held else row for row in members]
    return found


def _filed_under(row: dict[str, object], own: tuple, keys: dict[str, object]) -> dict[str, object]:
    """``row`` as if stored under another ``[[grid]]`` block: without the key fields of the
    block ``own`` it was stored under, with that block's key values ``keys`` and ``grid``."""
    return {name: value for name, value in row.items() if name not in own} | keys | {"grid": list(keys)}


def _point(row: dict[str, Any]) -> str:
    """The grid point of a row: its resolved parameters."""
    return json.dumps(row["params"], sort_keys=True, default=str)


def file_shared_points(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rows with every grid point under one ``[[grid]]`` block. A point shared by several
    blocks (the default point) is stored under whichever block first reached it, so a re-run of
    some algorithms can file its tasks under another block than the first run did; the figures
    and tables group rows by the keys they were written with and would split the point. Each
    such row moves to the block holding most of the point's rows (ties: the first key in sorted
    order), with the key values written there. A point is its resolved ``params``."""
    points = [_point(row) if "params" in row else None for row in rows]
    filed: dict[str, dict[tuple, dict[str, Any]]] = {}
    counts: dict[str, Counter[tuple]] = {}
    for row, point in zip(rows, points):
        if point is not None:
            key = tuple(row.get("grid", ()))
            filed.setdefault(point, {}).setdefault(key, {name: row.get(name) for name in key})
            counts.setdefault(point, Counter())[key] += 1
    moved = []
    for row, point in zip(rows, points):
        own = tuple(row.get("grid", ()))
        if point is None or len(counts[point]) == 1:
            moved.append(row)
            continue
        key = min(counts[point], key=lambda k: (-counts[point][k], k))
        moved.append(row if key == own else _filed_under(row, own, filed[point][key]))
    return moved


def _sort_key(value: Any) -> tuple[bool, bool, Any]:
    """Numbers in numeric order, then strings, then missing values."""
    number = isinstance(value, (int, float))
    return (value is None, not number, value if number else str(value))


def linear_fit(
    response: Sequence[float], predictors: dict[str, Sequence[float]], level: float = LEVEL
) -> dict[str, Interval]:
    """Ordinary least squares y = b_0 + Σ_k b_k·x_k over the runs: each coefficient b_k of
    ``predictors`` (name → values, one per run) with its Student-t interval
    b_k ± t_{0.975, m−K−1}·√(s²·[(XᵀX)⁻¹]_kk), s² the residual variance over m runs and K
    predictors. Needs more runs than coefficients and predictors that are not collinear."""
    y = np.asarray(response, dtype=float)
    X = np.column_stack([np.ones_like(y), *(np.asarray(v, dtype=float) for v in predictors.values())])
    runs, size = X.shape
    if runs <= size or np.linalg.matrix_rank(X) < size:
        raise ValueError(f"{runs} runs cannot separate {size - 1} effects (too few runs or collinear values)")
    coefficients, *_ = np.linalg.lstsq(X, y, rcond=None)
    residual = y - X @ coefficients
    variance = float(residual @ residual) / (runs - size)
    errors = np.sqrt(np.diag(variance * np.linalg.inv(X.T @ X)))
    spread = t_quantile(runs - size + 1, level) * errors
    return {
        name: Interval(float(b), float(b - s), float(b + s), runs)
        for name, b, s in zip(predictors, coefficients[1:], spread[1:])
    }


def geometric_mean_interval(values: Iterable[float], level: float = LEVEL) -> Interval:
    """Geometric mean of non-negative ``values`` (NaN skipped) with the interval
    exp(:func:`mean_interval` of the logarithms): the Student-t interval on the log scale,
    mapped back. Every value 0: mean 0, interval [0, 0]; some but not all 0: mean 0 (the
    aggregation convention of the variable-capacity figures) and no interval (NaN bounds)."""
    data = np.asarray([v for v in values if v is not None], dtype=float)
    data = data[np.isfinite(data)]
    if len(data) and (data <= 0).all():
        return Interval(0.0, 0.0, 0.0, len(data))
    if (data <= 0).any():
        return Interval(0.0, math.nan, math.nan, len(data))
    logs = mean_interval(np.log(data), level)
    return Interval(math.exp(logs.mean), math.exp(logs.low), math.exp(logs.high), logs.runs)


def interval_table(
    frame: Any,
    keys: Sequence[str],
    metrics: Sequence[str],
    level: float = LEVEL,
    interval: Any = mean_interval,
    as_index: bool = False,
) -> Any:
    """One row per group of ``keys`` of the DataFrame ``frame`` (sorted; a missing key value
    is a group of its own): each metric's mean with its confidence interval as
    ``<metric>_low`` and ``<metric>_high`` (``interval``: :func:`mean_interval` or
    :func:`geometric_mean_interval`), and ``runs``, the group's rows. ``as_index``: the keys
    as the index (pandas' groupby index), not as columns."""
    import pandas as pd

    grouped = frame.groupby(list(keys), dropna=False, sort=True)
    columns = {}
    for metric in metrics:
        found = grouped[metric].agg(lambda values: interval(values, level))
        for suffix, part in (("", "mean"), ("_low", "low"), ("_high", "high")):
            columns[f"{metric}{suffix}"] = found.map(lambda i, part=part: getattr(i, part)).astype(float)
    table = pd.DataFrame(columns, index=grouped.size().index)
    table["runs"] = grouped.size()
    return table if as_index else table.reset_index()
