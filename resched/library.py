"""``validate`` and ``export-library``: run every exact model over a set of instance files."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from rich.progress import Progress

from resched.errors import ReschedError
from resched.export import cross_check, export
from resched.registry import ExactModel, exact_models, load_instance


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
    """Solve every instance with every exact model that applies; one row per pair."""
    jobs = model_pairs(instance_files(paths))
    task = progress.add_task("solving", total=len(jobs)) if progress else None
    rows = []
    for path, inst, model in jobs:
        start = time.perf_counter()
        summary = model.solve(inst).summary()
        rows.append({
            "file": str(path),
            "instance": inst.name,
            "model": model.name,
            "status": summary["status"],
            "objective": summary["objective"],
            "bound": summary["bound"],
            "gap": summary["gap"],
            "seconds": time.perf_counter() - start,
            "details": summary,
        })
        if progress:
            progress.advance(task)
    return rows


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
