"""``resched reproduce FAMILY``: the moldable smoke sweeps end to end (the fastest family: about
20 s on 2 cores), resumed, and the dry run of every family at both sizes; the manifests that
name the docs' figures; the one-line errors."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pandas as pd
import pytest
from invoke import resched
from paths import ROOT, TRACES

from resched.experiments.reproduce import MANIFEST, read_manifest
from resched.experiments.spec import load_spec
from resched.experiments.store import ResultStore

SWEEPS = ROOT / "sweeps"
FAMILIES = sorted(p.name for p in SWEEPS.iterdir() if p.is_dir())


def test_every_family_has_sweeps_of_both_sizes():
    assert FAMILIES == ["batch", "iterative", "moldable", "reservation", "riskaware", "varcap"]
    for family in FAMILIES:
        smoke = {p.name.removesuffix("-smoke.toml") for p in (SWEEPS / family).glob("*-smoke.toml")}
        full = {p.name.removesuffix("-full.toml") for p in (SWEEPS / family).glob("*-full.toml")}
        assert smoke == full and smoke, family


def test_moldable_smoke_end_to_end_then_resumed(tmp_path):
    out = tmp_path / "repro"
    run = resched("reproduce", "moldable", "--size", "smoke", "-o", out, "--workers", "2", "--json", "--sweeps", SWEEPS)
    assert run.exit_code == 0, run.stderr
    sweeps = [r for r in run.results if "sweep" in r]
    specs = sorted(SWEEPS.joinpath("moldable").glob("*-smoke.toml"))
    assert [r["sweep"] for r in sweeps] == [p.stem for p in specs]
    for record in sweeps:
        assert record["failed"] == 0 and record["run"] == record["tasks"] > 0, record
        stem = record["sweep"]
        assert sorted(Path(f).name for f in record["files"]) == sorted(
            f"{stem}-{p.name}" for p in (out / stem).iterdir() if p.name == "summary.csv" or p.suffix == ".png"
        )
        for file in record["files"]:
            assert (
                Path(file).parent == out / "figures"
                and Path(file).read_bytes() == (out / stem / Path(file).name.removeprefix(f"{stem}-")).read_bytes()
            )
    # the pooled Table 1 equals `resched moldable table1` of the three sweeps it names
    pooled = pd.read_csv(out / "figures" / "table1-entire-smoke.csv")
    dirs = [out / f"{name}-smoke" for name in ("fig4-7-P", "fig4-8-n", "fig4-9-lam")]
    direct = resched("moldable", "table1", *dirs, "--json")
    assert direct.exit_code == 0
    assert pooled["expected"].tolist() == pytest.approx([r["expected"] for r in direct.results])
    assert (out / "figures" / "fig4-7-P-smoke-by-processors.png").stat().st_size > 0
    summary = pd.read_csv(out / "figures" / "fig4-7-P-smoke-summary.csv")
    assert {"expected_low", "expected_high", "sets"} <= set(summary)

    # results present: refused without --resume, resumed without running anything
    again = resched("reproduce", "moldable", "-o", out, "--sweeps", SWEEPS)
    assert again.exit_code == 2 and "--resume" in again.stderr
    rows = sum(len(ResultStore(out / p.stem).rows()) for p in specs)
    (out / "figures" / "table1-entire-smoke.csv").unlink()
    resumed = resched("reproduce", "moldable", "-o", out, "--resume", "--json", "--sweeps", SWEEPS)
    assert resumed.exit_code == 0, resumed.stderr
    assert all(r["run"] == 0 and r["skipped"] == r["tasks"] for r in resumed.results if "sweep" in r)
    assert sum(len(ResultStore(out / p.stem).rows()) for p in specs) == rows
    assert (out / "figures" / "table1-entire-smoke.csv").is_file()  # drawn again


def test_resume_runs_only_the_missing_tasks(tmp_path):
    """A results folder cut short (the last rows lost) is completed by --resume, here on an
    existing scheduler (--scheduler; an in-process cluster, quick to start)."""
    from dask.distributed import LocalCluster

    out = tmp_path / "repro"
    sweeps = tmp_path / "sweeps"
    (sweeps / "reservation").mkdir(parents=True)
    (sweeps / "reservation" / "fig6-smoke.toml").write_text((SWEEPS / "reservation" / "fig6-smoke.toml").read_text())
    with LocalCluster(n_workers=1, threads_per_worker=1, processes=False, dashboard_address=":0") as cluster:
        options = ("-o", out, "--sweeps", sweeps, "--scheduler", cluster.scheduler_address, "--json")
        first = resched("reproduce", "reservation", *options)
        assert first.exit_code == 0, first.stderr
        store = out / "fig6-smoke" / "results.jsonl"
        lines = store.read_text().splitlines(keepends=True)
        store.write_text("".join(lines[:2]))
        resumed = resched("reproduce", "reservation", *options, "--resume")
    assert resumed.exit_code == 0, resumed.stderr
    (record,) = resumed.results
    assert (record["run"], record["skipped"]) == (len(lines) - 2, 2)
    assert sorted(Path(f).name for f in record["files"]) == ["fig6-smoke-cost-by-epsilon.png", "fig6-smoke-summary.csv"]


def _needs_traces(family: str, size: str) -> bool:
    return any("traces_dir" in tomllib.loads(p.read_text()) for p in (SWEEPS / family).glob(f"*-{size}.toml"))


@pytest.mark.parametrize("size", ["smoke", "full"])
@pytest.mark.parametrize("family", FAMILIES)
def test_dry_run_lists_every_sweep_and_its_tasks(family, size, tmp_path):
    if _needs_traces(family, size) and not TRACES.exists():
        pytest.skip("needs ../shared/traces")
    run = resched("reproduce", family, "--size", size, "--dry-run", "-o", tmp_path, "--sweeps", SWEEPS, "--json")
    assert run.exit_code == 0, run.stderr
    specs = sorted((SWEEPS / family).glob(f"*-{size}.toml"))
    assert [r["spec_file"] for r in run.results] == [str(p) for p in specs]
    assert [r["tasks"] for r in run.results] == [len(load_spec(p).tasks()) for p in specs]
    assert all(r["output"] == str(tmp_path / Path(r["spec_file"]).stem) for r in run.results)
    assert not any(tmp_path.iterdir())  # nothing run, nothing written


@pytest.mark.parametrize("family", FAMILIES)
def test_manifest_names_existing_sweeps_and_the_committed_docs_figures(family):
    from resched.algorithms import load
    from resched.experiments.reproduce import GENERIC_TABLE_WRITERS
    from resched.registry import family as declared

    writers = GENERIC_TABLE_WRITERS + declared(family).table_writers
    files, tables = read_manifest(SWEEPS / family / MANIFEST, writers)
    assert all(callable(load(writer)) for writer in writers)
    stems = {p.stem for p in (SWEEPS / family).glob("*.toml")} - {"reproduce"}
    assert set(files) <= stems
    committed = {p.name for p in (ROOT / "docs" / "figures" / family).iterdir()}
    for stem, names in files.items():
        # every figure a docs page shows is regenerated under its own name (new summaries may be added)
        assert {n for n in names.values() if n.endswith(".png")} <= committed, stem
    for table in tables:
        assert {f"{name}-smoke" for name in table["sweeps"]} <= stems


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('[files.a-full]\n"x.png" = "same.png"\n[files.a-smoke]\n"x.png" = "same.png"\n', "written by two entries"),
        ('[files.a-full]\n"x.png" = "../escape.png"\n', "not a plain file name"),
        ('[[tables]]\nfile = "t.csv"\nwriter = "m:f"\nsweeps = ["a"]\n', "{size}"),
        ("figures = 1\n", "unknown key"),
        ('[files.a-full]\n"x.png" = 3\n', "must map file names"),
        ('[[tables]]\nfile = "t-{size}.csv"\nwriter = "m:f"\nsweeps = ["a"]\narguments = 3\n', "may have arguments"),
        ('[[tables]]\nfile = "t-{size}.csv"\nwriter = "m:f"\nsweeps = ["a"]\nextra = 1\n', "needs file"),
    ],
)
def test_a_bad_manifest_is_refused(tmp_path, text, message):
    from resched.errors import ReschedError

    (tmp_path / MANIFEST).write_text(text)
    with pytest.raises(ReschedError, match=message.replace("{", r"\{").replace("}", r"\}")):
        read_manifest(tmp_path / MANIFEST)


@pytest.mark.parametrize("writer", ["subprocess:run", "os:system", "builtins:eval", "resched.io.swf:write_swf"])
def test_a_manifest_never_makes_resched_import_an_undeclared_writer(tmp_path, writer):
    import shutil

    sweeps = tmp_path / "sweeps"
    shutil.copytree(SWEEPS / "moldable", sweeps / "moldable")
    marker = tmp_path / "ran"
    (sweeps / "moldable" / MANIFEST).write_text(
        f'[[tables]]\nfile = "t-{{size}}.csv"\nwriter = "{writer}"\nsweeps = ["fig4-8-n"]\n'
        f'arguments = {{ args = ["touch", "{marker}"], source = "open(\'{marker}\', \'w\')" }}\n'
    )
    run = resched("reproduce", "moldable", "--sweeps", sweeps, "-o", tmp_path / "out")
    assert run.exit_code == 2 and len(run.stderr.strip().splitlines()) == 1
    assert f"writer {writer!r} is not a table writer of resched" in run.stderr
    assert not marker.exists()


def test_user_errors_are_one_line(tmp_path):
    (tmp_path / "file").write_text("")
    (tmp_path / "sweeps" / "reservation").mkdir(parents=True)
    (tmp_path / "sweeps" / "reservation" / "fig6-smoke.toml").write_text(
        (SWEEPS / "reservation" / "fig6-smoke.toml").read_text()
    )
    cases = [
        (("reproduce", "nosuch", "--sweeps", SWEEPS), "unknown family 'nosuch'"),
        (("reproduce", "varcap-section", "--sweeps", SWEEPS, "-o", tmp_path / "o"), "no reproduction sweeps"),
        (("reproduce", "reservation", "--size", "full", "--sweeps", tmp_path / "sweeps"), "no full sweep"),
        (("reproduce", "moldable", "-o", tmp_path / "file", "--sweeps", SWEEPS), "is not a directory"),
    ]
    for args, message in cases:
        run = resched(*args)
        assert run.exit_code == 2 and message in run.stderr and len(run.stderr.splitlines()) == 1, (args, run.stderr)
    bad = resched("reproduce", "moldable", "--size", "huge")
    assert bad.exit_code == 2 and "'huge' is not one of" in bad.stderr


def test_sweep_option_runs_only_the_named_sweeps_and_their_pooled_tables(tmp_path):
    """--sweep NAME narrows the plan; moldable's pooled Table 1 (three sweeps) is kept when its
    three sweeps are chosen and dropped with one of them; an unknown name is refused."""
    from resched.experiments.reproduce import plan

    pooled = ("fig4-7-P", "fig4-8-n", "fig4-9-lam")
    chosen = plan("moldable", "smoke", tmp_path, SWEEPS, only=pooled)
    assert [s.path.stem for s in chosen.sweeps] == [f"{name}-smoke" for name in pooled]
    assert [t["file"] for t in chosen.tables] == ["table1-entire-{size}.csv"]
    assert plan("moldable", "smoke", tmp_path, SWEEPS, only=("fig4-7-P",)).tables == ()
    run = resched(
        "reproduce", "moldable", "--sweep", "fig4-8-n", "--dry-run", "-o", tmp_path, "--sweeps", SWEEPS, "--json"
    )
    assert run.exit_code == 0
    assert [r["spec_file"] for r in run.results] == [str(SWEEPS / "moldable" / "fig4-8-n-smoke.toml")]
    bad = resched("reproduce", "moldable", "--sweep", "fig99", "--dry-run", "-o", tmp_path, "--sweeps", SWEEPS)
    assert bad.exit_code == 2 and "no smoke sweep 'fig99'" in bad.stderr and len(bad.stderr.splitlines()) == 1


def test_a_pooled_table_s_arguments_go_to_its_writer_and_wrong_ones_are_one_line(tmp_path):
    """The paired table of a tiny stored sweep equals paired_table of its rows; an argument the
    writer does not take is a one-line error naming the table."""
    from resched.errors import ReschedError
    from resched.experiments.reproduce import Plan, Sweep, _pooled_table
    from resched.experiments.stats import paired_table

    results = tmp_path / "s-smoke"
    rows = [
        {"task_id": f"{a}{seed}", "grid": [], "seed": seed, "algorithm": a, "u": seed * (2.0 if a == "A" else 1.0)}
        for seed in (1, 2, 3)
        for a in ("A", "B")
    ]
    store = ResultStore(results)
    for row in rows:
        store.append(row)
    sweep = Sweep(tmp_path / "s-smoke.toml", None, results)  # type: ignore[arg-type]
    (tmp_path / "figures").mkdir()
    chosen = Plan("varcap", "smoke", (sweep,), tmp_path / "figures", {}, ())
    table = {"file": "p-{size}.csv", "writer": "resched.experiments.stats:paired_table", "sweeps": ["s"]}
    written = _pooled_table(chosen, table | {"arguments": {"pairs": [["A", "B"]], "metrics": ["u"]}})
    assert written == tmp_path / "figures" / "p-smoke.csv"
    frame = pd.read_csv(written)
    (expected,) = paired_table(ResultStore(results).latest(), [["A", "B"]], ["u"])
    (record,) = frame.to_dict("records")
    assert record == pytest.approx(expected) and expected["u"] == pytest.approx(2.0) and expected["u_runs"] == 3
    assert _pooled_table(chosen, table | {"arguments": {"pairs": [["A", "C"]], "metrics": ["u"]}}) is None
    assert not written.exists()  # C never ran: no record, and no stale file left
    with pytest.raises(
        ReschedError, match=r"p-\{size\}.csv.*paired_table.*got an unexpected keyword argument .metric."
    ):
        _pooled_table(chosen, table | {"arguments": {"pairs": [["A", "B"]], "metrics": ["u"], "metric": 1}})
