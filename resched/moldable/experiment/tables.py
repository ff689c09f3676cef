"""Aggregates of moldable sweeps: Table 1 of the paper (§5.4, :func:`table1`) and BATCH-LIST's
allotment rules side by side (:func:`allotments`), ``[[tables]]`` writers of ``reproduce.toml``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import numpy as np

from resched.errors import ReschedError
from resched.experiments.stats import mean_interval
from resched.moldable.algorithms import ALGORITHMS
from resched.moldable.params import ALLOTMENTS, SPEEDUP_MODELS, MoldableParams

# Table 1 of the paper (§5.4), "over the entire set of experiments": (expected, maximum).
PAPER_TABLE1 = {
    "LPA-LIST": {
        "roofline": (1.057, 1.219),
        "communication": (1.312, 2.241),
        "amdahl": (1.961, 2.349),
        "mix-low-com": (1.896, 1.987),
        "mix": (1.867, 1.995),
        "power": (1.861, 9.655),
    },
    "BATCH-LIST": {
        "roofline": (1.158, 1.999),
        "communication": (1.434, 2.449),
        "amdahl": (1.529, 2.874),
        "mix-low-com": (1.548, 3.674),
        "mix": (1.571, 4.164),
        "power": (1.549, 3.975),
    },
    "MINTIME": {
        "roofline": (1.057, 1.219),
        "communication": (2.044, 2.666),
        "amdahl": (15.567, 49.795),
        "mix-low-com": (2.81, 12.611),
        "mix": (2.704, 27.174),
        "power": (20.386, 61.726),
    },
    "MINAREA": {
        "roofline": (114.079, 1217.13),
        "communication": (122.199, 871.38),
        "amdahl": (23.594, 199.572),
        "mix-low-com": (16.875, 259.163),
        "mix": (9.686, 120.9),
        "power": (2.571, 27.109),
    },
}

TABLE1_POINT = ("processors", "jobs", "error_rate", "scenarios")
"""The parameters whose values make one grid point of Table 1's pooling."""


def table1(rows: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """Table 1 over sweep results (any number of sweeps): per (algorithm, speedup model), the
    mean of the expected ratio over every (grid point, job set) and the maximum over every
    (set, scenario), next to the paper's values. Only LPT runs of BATCH-LIST's default
    allotment (resched, ε = 0.3) count, as in §5.3–5.4. Rows are read through their ``params``
    (every resolved parameter) and their canonical algorithm name."""
    default = MoldableParams()
    groups: dict[tuple[str, str], list[tuple[MoldableParams, dict[str, Any]]]] = {}
    for row in rows:
        params = _row_params(row)
        if params is None or (params.priority, params.allotment, params.epsilon) != (
            "LPT",
            default.allotment,
            default.epsilon,
        ):
            continue
        groups.setdefault((row["algorithm"], params.speedup_model), []).append((params, row))
    table = []
    for (algorithm, model), pairs in sorted(groups.items(), key=lambda item: _table1_order(*item[0])):
        paper = PAPER_TABLE1.get(algorithm, {}).get(model, (None, None))
        points = {tuple(getattr(params, k) for k in TABLE1_POINT) for params, _ in pairs}
        group = [row for _, row in pairs]
        table.append(
            {
                "algorithm": algorithm,
                "speedup_model": model,
                "points": len(points),
                "sets": len(group),
                "expected": float(np.mean([r["expected"] for r in group])),
                "maximum": float(max(r["maximum"] for r in group)),
                "paper_expected": paper[0],
                "paper_maximum": paper[1],
            }
        )
    return table


def allotments(rows: Iterable[dict[str, Any]], baseline: str = "resched") -> list[dict[str, Any]]:
    """BATCH-LIST's allotment rules side by side (a ``[[tables]]`` writer of
    ``reproduce.toml``): per (allotment, speedup model) of the LPT runs at the default ε, the
    expected ratio (mean over the job sets, with its 95 % interval ``expected_low``,
    ``expected_high``), the maximum over every (set, scenario), the number of sets and the
    paper's BATCH-LIST values; and, paired on the job set (every rule sees the same sets and
    scenarios, [MOLDABLE-D20]), the mean difference of the expected ratio from ``baseline``'s
    (``vs_baseline`` with ``vs_baseline_low``, ``vs_baseline_high``; none for the baseline)."""
    default = MoldableParams()
    by_rule: dict[tuple[str, str], dict[int, dict[str, Any]]] = {}
    for row in rows:
        params = _row_params(row)
        if params is None or row["algorithm"] != "BATCH-LIST" or params.priority != "LPT":
            continue
        if params.epsilon != default.epsilon:
            continue
        by_rule.setdefault((params.allotment, params.speedup_model), {})[row["seed"]] = row
    table = []
    for (rule, model), sets in sorted(
        by_rule.items(), key=lambda item: (_rule_rank(item[0][0]), _model_rank(item[0][1]))
    ):
        expected = mean_interval(r["expected"] for r in sets.values())
        paper = PAPER_TABLE1["BATCH-LIST"].get(model, (None, None))
        record = {
            "allotment": rule,
            "speedup_model": model,
            "sets": len(sets),
            "expected": expected.mean,
            "expected_low": expected.low,
            "expected_high": expected.high,
            "maximum": float(max(r["maximum"] for r in sets.values())),
            "paper_expected": paper[0],
            "paper_maximum": paper[1],
        }
        base = by_rule.get((baseline, model), {})
        if rule != baseline and base:
            paired = mean_interval(sets[s]["expected"] - base[s]["expected"] for s in sorted(sets.keys() & base.keys()))
            record |= {"vs_baseline": paired.mean, "vs_baseline_low": paired.low, "vs_baseline_high": paired.high}
        table.append(record)
    return table


def _rule_rank(rule: str) -> int:
    return ALLOTMENTS.index(rule) if rule in ALLOTMENTS else len(ALLOTMENTS)


def _row_params(row: dict[str, object]) -> MoldableParams | None:
    """The parameters of a successful moldable sweep row (``None`` for any other row)."""
    if row.get("family") != "moldable" or "error" in row or not isinstance(row.get("algorithm"), str):
        return None
    if not all(
        isinstance(row.get(k), (int, float)) and not isinstance(row.get(k), bool) for k in ("expected", "maximum")
    ):
        return None
    params = row.get("params")
    if not isinstance(params, Mapping):
        return None
    try:
        return MoldableParams.from_mapping(params)
    except (ReschedError, TypeError):
        return None


def _table1_order(algorithm: str, model: str) -> tuple[int, int]:
    rank = {spec.name: k for k, spec in enumerate(ALGORITHMS)}
    return rank.get(algorithm, len(rank)), _model_rank(model)


def _model_rank(model: str) -> int:
    return SPEEDUP_MODELS.index(model) if model in SPEEDUP_MODELS else len(SPEEDUP_MODELS)
