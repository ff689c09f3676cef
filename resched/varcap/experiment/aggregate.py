"""Aggregation of a variable-capacity sweep as in §6.2 of the paper: geometric mean over the
instances of a grid point (a zero makes it 0, [VARCAP-D12]), then the mean over traces.

Also the order of the algorithms in tables and figures: the registry's order
(:data:`resched.varcap.algorithms.ALGORITHMS`), then the parameter value (``DPBiC(2)`` before
``DPBiC(15)``), so that every figure of a sweep gives an algorithm the same style.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

import numpy as np
import pandas as pd

from resched.experiments.stats import block_rows, geometric_mean_interval, interval_table
from resched.varcap.algorithms import ALGORITHMS

METRICS = ("relative_goodput", "relative_min_yield")
"""The two relative objectives of §3.4 that the figures compare."""


def algorithm_key(name: str) -> tuple[int, float, str]:
    """Sort key of an algorithm name (``DPBiC(15)``, or a registry name such as ``DPBiC``):
    registry position, then parameter value; unknown names last, by spelling."""
    specs = list(ALGORITHMS)
    for position, spec in enumerate(specs):
        if name.strip().lower() in spec.keys():  # noqa: SIM118  # AlgorithmSpec.keys(): its names, not a dict view
            return (position, 0.0, name)
    try:
        chosen = ALGORITHMS.resolve(name)
    except Exception:  # a name from an older results file
        return (len(specs), 0.0, name)
    value = chosen.argument if isinstance(chosen.argument, float) else 0.0
    return (specs.index(chosen.spec), value, name)


def ordered(names: Iterable[str]) -> list[str]:
    """Distinct algorithm names in registry order."""
    return sorted(set(names), key=algorithm_key)


def split_by(
    rows: list[dict[str, object]], names: list[str], value: Callable[[dict[str, object], str], Any]
) -> list[tuple[str, list[dict[str, object]]]]:
    """The rows grouped by their values ``value(row, name)`` of ``names``, in the order of the
    values' text, each group with its label ``name=value,…`` (a None value — a parameter
    outside the row's ``[[grid]]`` block — is left out of the label)."""
    groups: dict[tuple, list[dict[str, Any]]] = {}
    for row in rows:
        groups.setdefault(tuple(value(row, name) for name in names), []).append(row)
    return [
        (",".join(f"{name}={v}" for name, v in zip(names, values) if v is not None), members)
        for values, members in sorted(groups.items(), key=lambda kv: str(kv[0]))
    ]


def geometric_mean(values: pd.Series) -> float:
    """Geometric mean of non-negative values; 0 if any is 0 ([VARCAP-D12])."""
    v = values.to_numpy(dtype=float)
    return 0.0 if (v <= 0).any() else float(np.exp(np.log(v).mean()))


def aggregate(rows: list[dict[str, Any]]) -> tuple[pd.DataFrame, list[str]]:
    """One row per (grid point without trace, algorithm): geometric means per trace, averaged
    over traces, with a 95 % confidence interval (``<metric>_low``, ``<metric>_high``) and the
    number of runs (``runs``: instances × traces). A trace's interval is the Student-t
    interval of the mean log value, mapped back
    (:func:`resched.experiments.stats.geometric_mean_interval`); the point's is the mean over
    traces of their bounds, which is wider than the interval of the mean over traces
    (conservative), and absent (NaN) if a trace has none; it is cut at 1 (a relative objective
    is a value over an upper bound), or at the largest mean if one exceeds 1. Returns the
    table and the grid parameters that vary."""
    ok = [r for r in rows if "error" not in r]
    if not ok:
        return pd.DataFrame(), []
    frame = pd.DataFrame(ok)
    if not set(METRICS) <= set(frame.columns):  # e.g. a sweep of bounds, not of algorithms
        return pd.DataFrame(), []
    grid = sorted(set().union(*(row["grid"] for row in ok)))
    params = [c for c in grid if c != "trace"]
    trace = ["trace"] if "trace" in grid else []
    keys = params + trace + ["algorithm"]
    per_trace = frame.groupby(keys, dropna=False)[list(METRICS)].agg(geometric_mean)
    bounds = interval_table(frame, keys, METRICS, interval=geometric_mean_interval, as_index=True)
    per_trace = per_trace.join(bounds.drop(columns=list(METRICS)))
    table = (
        per_trace.groupby(params + ["algorithm"], dropna=False)
        .agg({c: "sum" if c == "runs" else "mean" if c in METRICS else mean_or_nan for c in per_trace})
        .reset_index()
    )
    for metric in METRICS:
        table[f"{metric}_high"] = table[f"{metric}_high"].clip(upper=max(1.0, table[metric].max()))
    table = table.sort_values("algorithm", key=lambda s: s.map(algorithm_key), kind="stable").reset_index(drop=True)
    varying = [p for p in params if table[p].nunique() > 1]
    return table, varying


def yield_shares(
    rows: list[dict[str, Any]],
    bands: Sequence[Sequence[float]] = ((0.15, 0.30), (0.20, 0.35)),
    central: float = 0.95,
    blocks: bool = False,
) -> list[dict[str, Any]]:
    """The fairness statistics of §6.3.2 (Figures 14–15) of a sweep's runs, one share per run,
    then its mean over the runs with a 95 % Student-t interval (``<metric>_low``,
    ``<metric>_high``, cut to [0, 1], where every statistic lies; ``runs``), per grid point and
    algorithm, over all traces (``trace`` = ``all``) and per trace (a ``[[tables]]`` writer of
    ``reproduce.toml``):

    - ``never_run``: the share of the run's jobs that never ran (worked time 0);
    - ``min_yield``: its min yield (the objective of §3.2, not relative to a bound), and
      ``starved_run``: 1 if that is 0, else 0 (their means: the mean min yield and the share
      of the runs with a job at yield 0); ``largest_min_yield`` is the largest min yield of
      the group's runs (a maximum, no interval: whether the min yield is close to 0 in every
      run, not only on average);
    - ``median_yield``: the median of its final yields;
    - ``in_<lo>_<hi>``: the share of its final yields in [lo, hi], for each band of ``bands``;
    - ``central_width``: the width of the central ``central`` share of its yields, the
      (1 + central)/2 quantile minus the (1 − central)/2 quantile (numpy's linear quantiles).

    With ``blocks``, the points are grouped as the paired tables group them
    (:func:`resched.experiments.stats.block_rows`): in a one-parameter-at-a-time sweep the
    default point is a point of every block, each block under the parameter it varies.
    """
    ok = [r for r in rows if "error" not in r and "yields" in r]
    if not ok:
        return []
    params = sorted(set().union(*(row["grid"] for row in ok)) - {"trace"})
    if blocks:
        ok = block_rows(ok, params)
    records = []
    for row in ok:
        yields = np.asarray(row["yields"], dtype=float)
        record = {**{p: row.get(p) for p in params}, "trace": row.get("trace"), "algorithm": row["algorithm"]}
        record["never_run"] = row["never_run"]
        record["min_yield"] = row["min_yield"]
        record["starved_run"] = float(row["min_yield"] == 0)
        record["median_yield"] = float(np.median(yields))
        for low, high in bands:
            record[f"in_{low:g}_{high:g}"] = float(np.mean((yields >= low) & (yields <= high)))
        ends = np.quantile(yields, [(1 - central) / 2, (1 + central) / 2])
        record["central_width"] = float(ends[1] - ends[0])
        records.append(record)
    frame = pd.DataFrame(records)
    metrics = [c for c in frame.columns if c not in {*params, "trace", "algorithm"}]
    keys = [*params, "trace", "algorithm"]
    tables = [_shares_table(frame.assign(trace="all"), keys, metrics), _shares_table(frame, keys, metrics)]
    table = pd.concat(tables, ignore_index=True)
    bounds = [f"{metric}{end}" for metric in metrics for end in ("_low", "_high")]
    table[bounds] = table[bounds].clip(0.0, 1.0)
    table = table.sort_values("algorithm", key=lambda s: s.map(algorithm_key), kind="stable")
    return [{str(k): v for k, v in record.items()} for record in table.to_dict("records")]


def _shares_table(frame: pd.DataFrame, keys: list[str], metrics: list[str]) -> pd.DataFrame:
    """:func:`interval_table` of the runs' shares per group of ``keys``, with the group's
    largest min yield (``largest_min_yield``) before ``runs``."""
    table = interval_table(frame, keys, metrics, as_index=True)
    largest = frame.groupby(keys, dropna=False, sort=True)["min_yield"].max()
    table.insert(len(table.columns) - 1, "largest_min_yield", largest.to_numpy())
    return table.reset_index()


def kind_contrast(
    rows: list[dict[str, object]], field: str = "finite", values: Sequence[Any] = (False, True)
) -> list[dict[str, object]]:
    """Two kinds of instances of a sweep compared point by point (a ``[[tables]]`` writer of
    ``reproduce.toml``; App. E.6 compares infinite and finite jobs, ``field`` = ``finite``):
    per grid point without ``field`` and algorithm, for each metric of :data:`METRICS`, the
    :func:`aggregate` value (geometric means, averaged over traces) at ``values[1]`` minus
    the one at ``values[0]`` (``<metric>``) and whether their two 95 % intervals are disjoint
    (``<metric>_disjoint``, ``True``/``False``: the bold of a ``compare=`` docs table). The
    two kinds are different instances, so this is a difference of two intervals, not a paired
    difference."""
    table, _ = aggregate(rows)
    if table.empty or field not in table.columns:
        return []
    keys = [c for c in table.columns if c not in {field, "runs"} and not c.startswith(METRICS)]
    first, second = (table[table[field] == value].set_index(keys) for value in values)
    both = first.merge(second, left_index=True, right_index=True, suffixes=("_first", "_second"))
    contrast = pd.DataFrame(index=both.index)
    for metric in METRICS:
        contrast[metric] = both[f"{metric}_second"] - both[f"{metric}_first"]
        apart = (both[f"{metric}_low_second"] > both[f"{metric}_high_first"]) | (
            both[f"{metric}_high_second"] < both[f"{metric}_low_first"]
        )
        contrast[f"{metric}_disjoint"] = apart
    return [{str(k): v for k, v in record.items()} for record in contrast.reset_index().to_dict("records")]


def parameter_spans(rows: list[dict[str, object]]) -> list[dict[str, object]]:
    """How far each algorithm's aggregated objectives move over a sweep's points (a
    ``[[tables]]`` writer of ``reproduce.toml``; the "stable when P_min varies" claims of
    §6.2.3): per algorithm and metric of :data:`METRICS`, the smallest and largest
    :func:`aggregate` value over the points (``lowest``, ``highest``) and their difference
    (``span``, in the metric's unit: 0.018 is 1.8 points of relative goodput)."""
    table, _ = aggregate(rows)
    if table.empty:
        return []
    records = []
    for algorithm in ordered(table["algorithm"]):
        mine = table[table["algorithm"] == algorithm]
        for metric in METRICS:
            lowest, highest = float(mine[metric].min()), float(mine[metric].max())
            records.append(
                {
                    "algorithm": algorithm,
                    "metric": metric,
                    "lowest": lowest,
                    "highest": highest,
                    "span": highest - lowest,
                }
            )
    return records


def mean_or_nan(values: pd.Series) -> float:
    """The mean, NaN if any value is NaN (an interval bound missing for one trace)."""
    return float(values.mean(skipna=False))


#: Columns of a results row that are not measured quantities (left out of :func:`describe`).
_NOT_MEASURED = {"seed", "replicate", "job_count", "seconds"}


def describe(rows: list[dict[str, Any]]) -> pd.DataFrame:
    """Count, mean, min, deciles, quartiles, median and max of every numeric result column
    (the layout of the paper's Table 1)."""
    ok = [r for r in rows if "error" not in r]
    frame = pd.DataFrame(ok)
    skip = _NOT_MEASURED | set().union(*(r["grid"] for r in ok))
    numeric = frame[[c for c in frame.columns if c not in skip]].select_dtypes("number")
    stats = numeric.quantile([0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 1.0]).T
    stats.columns = ["min", "first decile", "first quartile", "median", "last quartile", "last decile", "max"]
    stats.insert(0, "mean", numeric.mean())
    stats.insert(0, "count", numeric.count())
    return stats.rename_axis("quantity")


def bound_distribution(
    rows: list[dict[str, Any]], default: dict[str, float], quantities: Sequence[str]
) -> list[dict[str, Any]]:
    """App. E.4, Table 1: the statistics of :func:`describe` of ``quantities`` (e.g.
    ``difference``, the §5.1 LP bound minus the §3.4 bound), over all the sweep's instances
    (``selection`` = ``all points``) and over those at the ``default`` parameters (``default
    point``), with the instances' number of sections (``sections``, the same for all)."""
    ok = [r for r in rows if "error" not in r]
    at_default = [r for r in ok if all(r["params"][k] == v for k, v in default.items())]
    records = []
    for selection, members in (("all points", ok), ("default point", at_default)):
        sections = sorted({r["params"]["sections"] for r in members})
        table = describe(members).loc[list(quantities)].reset_index()
        for record in table.to_dict("records"):
            records.append(
                {
                    "selection": selection,
                    "sections": ",".join(map(str, sections)),
                    **{str(k): v for k, v in record.items()},
                }
            )
    return records
