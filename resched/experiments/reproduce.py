"""Rebuild a family's published figures and tables from its sweeps (``resched reproduce``).

A family's reproduction sweeps are ``sweeps/<family>/<name>-<size>.toml``, ``size`` being
``smoke`` (seconds to minutes; the test suite runs them) or ``full`` (the paper's setting;
hours on a laptop). :func:`run_sweeps` runs every sweep of one size through
:func:`resched.experiments.runner.run_sweep` (resumable, on Dask: one LocalCluster for all of
them, or an existing scheduler), each into its own results folder; :func:`write_outputs` then
draws every sweep's figures and ``summary.csv`` in its results folder with the family's
``plot_sweep`` (the code behind ``resched plot``) and copies into the figures folder
(``docs/figures/<family>/``) the files the family's docs page shows, under the names it
shows them, as ``sweeps/<family>/reproduce.toml`` lists them::

    [files.fig4-7-P-full]                       # a sweep file's stem
    "by-processors.png" = "fig4a-7-by-P.png"    # file written by resched plot = name in the figures folder
    "summary.csv" = "fig4a-7-by-P-summary.csv"

    [[tables]]                                  # a table pooled over several sweeps of the size run
    file = "table1-entire-{size}.csv"
    writer = "resched.moldable.experiment:table1"   # function: result rows -> records (CSV rows)
    sweeps = ["fig4-7-P", "fig4-8-n", "fig4-9-lam"]  # sweep names without the size
    arguments = {}                              # optional: keyword arguments of the writer

(e.g. the paired differences of pairs of algorithms,
``writer = "resched.experiments.stats:paired_table"`` with ``arguments = {pairs = [["A",
"B"]], metrics = ["relative_goodput"]}``).

A sweep without a ``[files.<stem>]`` table gives its ``summary.csv`` and PNG figures as
``<stem>-<file>``: the stem holds the size, so a smoke run never overwrites a full-size file,
and no two entries of the manifest may name the same file. Last, the generated markdown tables
of the docs pages that cite the figures folder are rewritten from its CSVs
(:func:`refresh_pages`).
"""

from __future__ import annotations

import inspect
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from resched.errors import ReschedError
from resched.experiments.spec import SweepSpec, load_spec, parse_toml
from resched.experiments.store import ResultStore
from resched.io.files import read_text
from resched.progress import ProgressBar
from resched.registry import family

SIZES = ("smoke", "full")
"""Sweep sizes: ``smoke`` (a reduced grid, fast) and ``full`` (the paper's setting)."""
MANIFEST = "reproduce.toml"
SWEEPS = Path("sweeps")
"""Default folder of the reproduction sweeps (relative to the working directory)."""
FIGURES = Path("docs") / "figures"
"""Default parent of the figures folders (relative to the working directory)."""
RESULTS = Path("results")
"""Default parent of the results folders (relative to the working directory)."""

GENERIC_TABLE_WRITERS = ("resched.experiments.stats:paired_table",)
"""The pooled-table writers every family's ``reproduce.toml`` may name (a family declares its own
in ``Family.table_writers``)."""


@dataclass(frozen=True)
class Sweep:
    """One reproduction sweep: its file, its checked specification and its results folder."""

    path: Path
    spec: SweepSpec
    results: Path

    @property
    def name(self) -> str:
        """The sweep's name without its size (``fig4-7-P`` for ``fig4-7-P-full.toml``)."""
        return self.path.stem.rsplit("-", 1)[0]

    def pending(self) -> int:
        """Tasks without a successful row in the results folder."""
        finished = ResultStore(self.results).finished()
        return sum(task.id not in finished for task in self.spec.tasks())


@dataclass(frozen=True)
class Plan:
    """What ``resched reproduce FAMILY --size SIZE`` runs and where it writes."""

    family: str
    size: str
    sweeps: tuple[Sweep, ...]
    figures: Path
    files: dict[str, dict[str, str]]
    tables: tuple[dict[str, Any], ...]


def plan(
    name: str, size: str = "smoke", output: Path | None = None, sweeps: Path = SWEEPS, only: tuple[str, ...] = ()
) -> Plan:
    """Every ``sweeps/<name>/*-<size>.toml`` (each checked as ``resched sweep`` checks it), or
    those named in ``only`` (names without the size; then only the pooled tables whose sweeps
    are all chosen), and the folders: results in ``results/<name>/<stem>`` and figures in
    ``docs/figures/<name>``, or with ``output``, results in ``output/<stem>`` and figures in
    ``output/figures``."""
    declared = family(name)
    if size not in SIZES:
        raise ReschedError(f"unknown size {size!r} (known: {', '.join(SIZES)})")
    folder = sweeps / declared.name
    if not folder.is_dir():
        raise ReschedError(
            f"{folder}: no such folder (family {declared.name!r} has no reproduction sweeps here; "
            "run from the repository root or pass --sweeps)"
        )
    paths = sorted(folder.glob(f"*-{size}.toml"))
    if not paths:
        raise ReschedError(f"{folder}: no {size} sweep (*-{size}.toml)")
    paths = _chosen(paths, only, folder, size)
    results, figures = _folders(declared.name, output)
    chosen = tuple(Sweep(p, load_spec(p), results / p.stem) for p in paths)
    for sweep in chosen:
        if sweep.spec.family != declared.name:
            raise ReschedError(f"{sweep.path}: a sweep of family {sweep.spec.family!r}, not {declared.name!r}")
    files, tables = read_manifest(folder / MANIFEST, GENERIC_TABLE_WRITERS + declared.table_writers)
    if only:
        tables = tuple(t for t in tables if set(t["sweeps"]) <= set(only))
    return Plan(declared.name, size, chosen, figures, files, tables)


def _chosen(paths: list[Path], only: tuple[str, ...], folder: Path, size: str) -> list[Path]:
    """The sweep files named in ``only`` (all of them if it is empty); an error for a name
    without a sweep of this size."""
    if not only:
        return paths
    names = {p.stem.rsplit("-", 1)[0]: p for p in paths}
    unknown = [n for n in only if n not in names]
    if unknown:
        raise ReschedError(f"{folder}: no {size} sweep {unknown[0]!r} (known: {', '.join(sorted(names))})")
    return [names[n] for n in sorted(set(only))]


def _folders(name: str, output: Path | None) -> tuple[Path, Path]:
    """(parent of the results folders, figures folder)."""
    if output is None:
        if not FIGURES.is_dir():
            raise ReschedError(f"{FIGURES}: no such folder (run from the repository root, or pass -o DIR)")
        return RESULTS / name, FIGURES / name
    if output.exists() and not output.is_dir():
        raise ReschedError(f"{output}: exists and is not a directory")
    return output, output / "figures"


def read_manifest(
    path: Path, writers: tuple[str, ...] = GENERIC_TABLE_WRITERS
) -> tuple[dict[str, dict[str, str]], tuple[dict[str, Any], ...]]:
    """The ``files`` and ``tables`` of a family's ``reproduce.toml`` (none if it is absent),
    checked: plain file names, ``{size}`` in every pooled table's name, no name given twice,
    and every table's ``writer`` one of ``writers`` (the file names code to run: only a writer
    that resched declares is ever imported)."""
    if not path.is_file():
        return {}, ()
    data = parse_toml(read_text(path, "reproduce.toml"), path)
    unknown = sorted(data.keys() - {"files", "tables"})
    if unknown:
        raise ReschedError(f"{path}: unknown key {unknown[0]!r} (known: files, tables)")
    files, tables = data.get("files", {}), tuple(data.get("tables", []))
    for stem, chosen in files.items():
        if not isinstance(chosen, dict) or not all(isinstance(v, str) for v in chosen.values()):
            raise ReschedError(f"{path}: [files.{stem}] must map file names to file names")
    for table in tables:
        if (
            not isinstance(table, dict)
            or not {"file", "writer", "sweeps"} <= set(table) <= {"file", "writer", "sweeps", "arguments"}
            or "{size}" not in str(table["file"])
            or not isinstance(table.get("arguments", {}), dict)
        ):
            raise ReschedError(
                f"{path}: each [[tables]] needs file (with {{size}}), writer and sweeps, and may have arguments (a table)"
            )
    strangers = [t["writer"] for t in tables if t["writer"] not in writers]
    if strangers:
        raise ReschedError(
            f"{path}: writer {str(strangers[0])!r} is not a table writer of resched (known: {', '.join(writers)})"
        )
    targets = [t for chosen in files.values() for t in chosen.values()] + [t["file"] for t in tables]
    bad = [t for t in targets if not isinstance(t, str) or Path(t).name != t]
    if bad:
        raise ReschedError(f"{path}: {bad[0]!r} is not a plain file name")
    twice = sorted({t for t in targets if targets.count(t) > 1})
    if twice:
        raise ReschedError(f"{path}: {twice[0]!r} is written by two entries")
    return files, tables


def run_sweeps(
    chosen: Plan,
    resume: bool = False,
    scheduler: str | None = None,
    workers: int | None = None,
    progress: ProgressBar | None = None,
) -> list[dict[str, Any]]:
    """Run every sweep of the plan (the tasks without a successful row, with ``resume``) on one
    Dask cluster; returns :func:`run_sweep`'s counts per sweep, with ``sweep`` and ``output``."""
    from resched.experiments.runner import check_workers, local_cluster, run_sweep

    check_workers(workers)
    if not resume:
        started = [s.results for s in chosen.sweeps if ResultStore(s.results).rows()]
        if started:
            raise ReschedError(
                f"{started[0]} already holds results: pass --resume to continue (failed tasks are "
                "run again, finished sweeps are only drawn again), or choose another --output"
            )
    cluster = None
    if scheduler is None and any(s.pending() for s in chosen.sweeps):
        cluster = local_cluster(workers)
        scheduler = cluster.scheduler_address
    try:
        return [
            {
                "sweep": s.spec.name,
                "output": str(s.results),
                **run_sweep(s.spec, s.results, resume=resume, scheduler=scheduler, progress=progress),
            }
            for s in chosen.sweeps
        ]
    finally:
        if cluster is not None:
            cluster.close()


def write_outputs(chosen: Plan) -> dict[str, list[Path]]:
    """Draw every sweep's figures in its results folder (``resched plot``) and write the files
    of the manifest (or the default ones) and the pooled tables into the figures folder, then
    the docs pages' generated values (:func:`refresh_pages`). Returns the files written, by
    sweep name (``spec.name``), table file or page name."""
    from resched.plot import plot_sweep

    try:
        chosen.figures.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise ReschedError(f"{chosen.figures}: cannot create ({error.strerror})") from None
    written = {}
    for sweep in chosen.sweeps:
        drawn = {p.name: p for p in plot_sweep(sweep.results)}
        written[sweep.spec.name] = _copy(drawn, chosen.files.get(sweep.path.stem), sweep, chosen.figures)
    for table in chosen.tables:
        path = _pooled_table(chosen, table)
        if path is not None:
            written[path.name] = [path]
    for page in refresh_pages(chosen, [path for paths in written.values() for path in paths]):
        written[page.name] = [page]
    return written


def refresh_pages(chosen: Plan, files: list[Path]) -> list[Path]:
    """Rewrite from their CSVs the generated values (:mod:`resched.experiments.doctables`) of
    the docs pages that read one of ``files``, when the figures folder is ``docs/``'s (with
    ``-o DIR`` the docs are left alone). Returns the pages that changed."""
    from resched.experiments.doctables import refresh

    if chosen.figures != FIGURES / chosen.family:
        return []
    sources = {path for path in files if path.suffix == ".csv"}
    return [page for page in sorted(FIGURES.parent.glob("*.md")) if refresh(page, sources)]


def _copy(drawn: dict[str, Path], names: dict[str, str] | None, sweep: Sweep, folder: Path) -> list[Path]:
    """Copy the chosen files of ``drawn`` into ``folder`` (by default ``summary.csv`` and the
    PNG figures, as ``<stem>-<file>``)."""
    stem = sweep.path.stem
    if names is None:
        names = {n: f"{stem}-{n}" for n in sorted(drawn) if n == "summary.csv" or n.endswith(".png")}
    missing = sorted(set(names) - set(drawn))
    if missing:
        raise ReschedError(f"{sweep.results}: resched plot wrote no {missing[0]} (named in {MANIFEST} for {stem})")
    copied = []
    for name, target in names.items():
        shutil.copyfile(drawn[name], folder / target)
        copied.append(folder / target)
    return copied


def _pooled_table(chosen: Plan, table: dict[str, Any]) -> Path | None:
    """The CSV of a ``[[tables]]`` entry: its writer applied to the rows of its sweeps (and its
    ``arguments``); None, and no file (an earlier one removed), if the writer finds no record
    (e.g. pairs of algorithms that a smoke sweep does not run)."""
    import pandas as pd

    from resched.algorithms import load

    names = set(table["sweeps"])
    rows = [row for s in chosen.sweeps if s.name in names for row in ResultStore(s.results).latest()]
    path = chosen.figures / str(table["file"]).format(size=chosen.size)
    writer, arguments = load(table["writer"]), table.get("arguments", {})
    try:
        inspect.signature(writer).bind(rows, **arguments)
    except TypeError as error:
        raise ReschedError(f"{MANIFEST}: [[tables]] {table['file']}: {table['writer']}: {error}") from None
    records = writer(rows, **arguments)
    if not len(records):
        path.unlink(missing_ok=True)
        return None
    pd.DataFrame(records).to_csv(path, index=False)
    return path
