"""``validate`` and ``export-library``: run every exact model and heuristic over a set of instance files."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from rich.progress import Progress

from resched.errors import ReschedError
from resched.export import cross_check, export
from resched.registry import ExactModel, Heuristic, exact_models, families, load_instance
from resched.result import SolveStatus

VALIDATE_TOLERANCE = 1e-6
"""Relative difference below which a heuristic and an optimum are taken as equal."""


def instance_files(paths: list[Path]) -> list[Path]:
    """Instance JSON files: the files given, and every ``*.json`` under the directories given."""
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files.extend(sorted(path.rglob("*.json")))
        elif path.is_file():
            files.append(path)
        else:
            raise ReschedError(f"{path}: no such file or directory")
    if not files:
        raise ReschedError(f"no instance file under {', '.join(map(str, paths))}")
    return files


def model_pairs(files: list[Path]) -> list[tuple[Path, Any, ExactModel]]:
    """(file, instance, exact model) for every exact model that applies to each file."""
    return [(f, inst, m) for f in files for inst in [load_instance(f)] for m in exact_models(inst)]


def validate_paths(paths: list[Path], progress: Progress | None = None) -> list[dict[str, Any]]:
    """Every exact model and every heuristic that applies to each instance, one row each.

    An exact model's row gives its status, objective, bound and relative gap; a heuristic's
    row its objective, the reference model's certified optimum (or, if not proven, its best
    bound) and the gap to it in %. A row's ``violation`` says why it is a bug: a heuristic
    better than a proven optimum or than a bound, or an exact algorithm differing from its
    twin's certified optimum.
    """
    files = instance_files(paths)
    plans = [(f, inst, models, heuristics(inst, models))
             for f in files for inst in [load_instance(f)] for models in [exact_models(inst)]]
    task = progress.add_task("validating", total=sum(len(m) + len(h) for _, _, m, h in plans)) if progress else None
    rows = []
    for path, inst, models, algorithms in plans:
        solved = {}
        for model in models:
            start = time.perf_counter()
            summary = model.solve(inst).summary()
            solved[model.name] = (model, summary)
            rows.append(_exact_row(path, inst, model, summary, time.perf_counter() - start))
            if progress:
                progress.advance(task)
        for heuristic in algorithms:
            start = time.perf_counter()
            value = float(heuristic.run(inst))
            reference = next(solved[n] for n in _names(heuristic.reference) if n in solved)
            rows.append(_heuristic_row(path, inst, heuristic, value, *reference, time.perf_counter() - start))
            if progress:
                progress.advance(task)
    return rows


def heuristics(instance: Any, models: list[ExactModel]) -> list[Heuristic]:
    """The heuristics of the instance's family that apply and whose reference is among ``models``
    (the exact models that apply to it)."""
    applicable = {m.name for m in models}
    family = families()[instance.family]
    return [h for h in family.heuristics if h.applies(instance) and applicable.intersection(_names(h.reference))]


def _names(reference: str | tuple[str, ...]) -> tuple[str, ...]:
    return (reference,) if isinstance(reference, str) else reference


def _exact_row(path: Path, inst: Any, model: ExactModel, summary: dict, seconds: float) -> dict[str, Any]:
    return {
        "file": str(path), "instance": inst.name, "method": model.name, "kind": "exact",
        "status": summary["status"], "objective": summary["objective"], "reference": None,
        "optimum_or_bound": summary["bound"], "gap_percent": _percent(summary["gap"]),
        "seconds": seconds, "violation": None, "details": summary,
    }


def _heuristic_row(path: Path, inst: Any, heuristic: Heuristic, value: float, model: ExactModel,
                   summary: dict, seconds: float) -> dict[str, Any]:
    proven = summary["status"] == SolveStatus.OPTIMAL.value
    target = summary["objective"] if proven else summary["bound"]
    sign = 1.0 if model.sense == "max" else -1.0
    gap = None if target is None else sign * (target - value) / max(abs(target), 1e-10)
    return {
        "file": str(path), "instance": inst.name, "method": heuristic.name, "kind": "exact algorithm" if heuristic.exact else "heuristic",
        "status": "proven optimum" if proven else f"vs bound ({summary['status']})", "objective": value,
        "reference": model.name, "optimum_or_bound": target, "gap_percent": _percent(gap),
        "seconds": seconds, "violation": _violation(heuristic, gap, proven),
    }


def _violation(heuristic: Heuristic, gap: float | None, proven: bool) -> str | None:
    if gap is None:
        return None
    if gap < -VALIDATE_TOLERANCE:
        return f"{heuristic.name} beats the {'proven optimum' if proven else 'bound'} by {-gap:.3g} (relative)"
    if heuristic.exact and proven and gap > VALIDATE_TOLERANCE:
        return f"{heuristic.name} is proven exact here but misses the certified optimum by {gap:.3g} (relative)"
    return None


def _percent(gap: float | None) -> float | None:
    return None if gap is None else 100.0 * gap


def export_library(instances: Path, output: Path, progress: Progress | None = None) -> dict[str, Any]:
    """Write ``<instance>.<model>.lp``/``.mps`` for every pair, cross-check each file with
    HiGHS and CBC, and write ``manifest.json`` with both solvers' objectives."""
    pairs = model_pairs(instance_files([instances]))
    task = progress.add_task("exporting", total=len(pairs)) if progress else None
    output.mkdir(parents=True, exist_ok=True)
    entries = []
    for path, inst, model in pairs:
        built = model.build(inst)
        stem = f"{path.stem}.{model.name}"
        checks = {suffix: cross_check(export(built, output / f"{stem}{suffix}")) for suffix in (".lp", ".mps")}
        entries.append({
            "instance": path.relative_to(instances).as_posix(),
            "model": model.name,
            "files": {s[1:]: f"{stem}{s}" for s in checks},
            "sense": checks[".lp"].sense,
            "highs_objective": {s[1:]: c.highs_objective for s, c in checks.items()},
            "cbc_objective": {s[1:]: c.cbc_objective for s, c in checks.items()},
            "agree": all(c.agree for c in checks.values()),
        })
        if progress:
            progress.advance(task)
    manifest = {"instances": instances.as_posix(), "models": entries}
    (output / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    return manifest
