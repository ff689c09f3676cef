"""Shared by the families' reproduction tests: run a family's smoke sweeps end to end."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pandas as pd
from paths import ROOT, TRACES

from resched.experiments.runner import run_sweep
from resched.experiments.spec import load_spec
from resched.plot import plot_sweep


def smoke_sweeps(family: str) -> list[Path]:
    """The ``sweeps/<family>/*-smoke.toml`` specs."""
    return sorted((ROOT / "sweeps" / family).glob("*-smoke.toml"))


def smoke_summaries(family: str, out: Path, figures: set[str]) -> dict[str, pd.DataFrame]:
    """Run every smoke sweep of ``family`` on one 2-worker LocalCluster (those reading
    ``../shared`` traces are skipped when it is absent): no task may fail and ``figures``
    (file names, or suffixes such as ``.png``) must be drawn. Returns each sweep's ``summary.csv`` by name (without ``-smoke``)."""
    from dask.distributed import LocalCluster

    tables = {}
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0") as cluster:
        for path in smoke_sweeps(family):
            if "traces_dir" in tomllib.loads(path.read_text()) and not TRACES.exists():
                continue
            spec = load_spec(path)
            counts = run_sweep(spec, out / path.stem, scheduler=cluster.scheduler_address)
            assert counts["failed"] == 0 and counts["run"] == counts["tasks"], path.name
            written = {name for p in plot_sweep(out / path.stem) for name in (p.name, p.suffix)}
            assert figures <= written, (path.name, sorted(written))
            tables[path.stem.removesuffix("-smoke")] = pd.read_csv(out / path.stem / "summary.csv")
    return tables
