"""The bad-input contract (see tests/fuzz.py): every reproducer of the issue that found the
holes, a seeded sample of mutated instance files through the loaders and the commands, and
mutated sweep files and trace lines. The default suite runs a bounded sample; ``-m paper``
runs a large one in fresh interpreters (a crash or a hang cannot hide there)."""

from __future__ import annotations

import json
import random
import signal
from collections import Counter
from pathlib import Path

import pytest
from fuzz import (
    INSTANCES,
    SWEEPS,
    command_cases,
    fuzz,
    instance_mutants,
    judge,
    mutate_bytes,
    mutate_json,
    mutate_swf_line,
)
from invoke import resched
from paths import ROOT, needs_traces

from resched.errors import ReschedError
from resched.registry import load_instance

INSTANCE_DIR = ROOT / "instances"
GOOD = {"accepted", "finding", "clean error"}
SWF_LINE = "1 0 10 3600 4 -1 -1 4 7200 -1 1 1 1 1 1 1 -1 -1"


class Hang(Exception):
    pass


def bounded(seconds: int):
    """Raise :class:`Hang` in this thread after ``seconds`` (a pure-Python hang ends; a hang
    inside compiled code would wait for it to return, which the slow subprocess runs catch)."""

    def alarm(*_):
        raise Hang

    signal.signal(signal.SIGALRM, alarm)
    signal.alarm(seconds)


def contract(*args, timeout: int = 60) -> str:
    """Run ``resched ARGS`` in-process and return the contract's verdict."""
    bounded(timeout)
    try:
        run = resched(*args)
    except Hang:
        return "hang"
    finally:
        signal.alarm(0)
    outcome = judge(" ".join(map(str, args)), run.exit_code, run.stdout, run.stderr, "--json" in args)
    assert outcome.verdict in GOOD, (outcome.verdict, outcome.case, outcome.detail or run.stderr[-500:])
    return outcome.verdict


def write(folder: Path, name: str, text: str | bytes) -> Path:
    path = folder / name
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    return path


def _borg(folder: Path) -> Path:
    return write(folder, "borg-bad.txt", "1 0 inf 4 ok\n")


# The reproducers listed in the issue (each was a traceback, a hang, a segfault, NaN in JSON,
# or a silently accepted input); every one must now be a clean error.
REPRODUCERS = [
    ("varcap", "generate", "-o", "{tmp}/x.json", "--load", "inf"),
    ("varcap", "generate", "-o", "{tmp}/x.json", "--load", "0"),
    ("varcap", "generate", "-o", "{tmp}/x.json", "--load", "-1"),
    ("varcap", "generate", "-o", "{tmp}/x.json", "--load", "nan"),
    ("varcap", "generate", "-o", "{tmp}/x.json", "--jobs", "0"),
    ("varcap", "generate", "-o", "{tmp}/x.json", "--jobs", "-3"),
    ("riskaware", "simulate", "--period", "-5", "-a", "FirstFit"),
    ("riskaware", "simulate", "--tick", "-1", "-a", "FirstFit"),
    ("batch", "replay", "--seed", "-1"),
    ("batch", "simulate", "--mtbf", "inf", "--json"),
    ("moldable", "run", "--sets", "0", "--json"),
    ("moldable", "run", "--sets", "-1", "--json"),
    ("sweep", "{spec}", "-o", "{tmp}/out", "--workers", "-1"),
    ("sweep", "{spec}", "-o", "{tmp}/out", "--workers", "0"),
    ("sweep", "{spec}", "-o", "{tmp}/a-file"),
    ("sweep", "{spec}", "-o", "{tmp}/out", "--scheduler", "not an address"),
    ("export", str(INSTANCE_DIR / "batch" / "toy-failure.json"), "-o", "{tmp}/x.lp"),
    ("solve", str(INSTANCE_DIR / "batch" / "toy-failure.json")),
    ("solve", "--bogus"),
    ("nosuchcmd",),
]


@pytest.mark.parametrize("args", REPRODUCERS, ids=lambda a: " ".join(a)[:60])
def test_issue_reproducers_are_clean_errors(args, tmp_path):
    spec = write(tmp_path, "spec.toml", 'family = "reservation"\nalgorithms = ["dp"]\n[grid]\nchunks = [10]\n')
    write(tmp_path, "a-file", "")
    shown = [a.replace("{tmp}", str(tmp_path)).replace("{spec}", str(spec)) for a in args]
    assert contract(*shown) == "clean error"


@needs_traces
def test_a_borg_line_with_an_infinite_length_is_a_clean_error(tmp_path):
    assert contract("riskaware", "simulate", "-a", "TargetASAP", "--trace", _borg(tmp_path), "--json") == "clean error"


def test_a_huge_recovery_time_builds_the_time_indexed_model_at_once(tmp_path):
    """Found by the 400-case fuzz run (seed 11, docs/robustness.md): R = 2e12 on a section of
    T = 20 steps made the time-indexed model sum 2e12 recovery variables per row (a hang of
    minutes); only the steps inside the horizon have variables."""
    data = json.loads((INSTANCE_DIR / "varcap-section" / "equal-c.json").read_text())
    data["jobs"][0]["R"] = 2e12
    mutant = write(tmp_path, "huge-R.json", json.dumps(data))
    assert contract("solve", str(mutant), "--json", "--time-limit", "5", timeout=30) in GOOD


@pytest.mark.parametrize("k", range(3))
def test_swf_lines_with_unknown_or_odd_fields(k, tmp_path):
    rng = random.Random(k)
    lines = [SWF_LINE.replace("1 0 10", f"{j + 1} {60 * j} 10") for j in range(20)]
    lines[rng.randrange(20)] = mutate_swf_line(lines[0], rng)
    trace = write(tmp_path, "t.swf", "\n".join(lines) + "\n")
    for args in (
        ("batch", "simulate", "--trace", trace, "--month-days", "1", "-a", "BASELINE", "--json"),
        ("varcap", "simulate", "--trace", trace, "--p-max", "8", "--sections", "5", "-a", "GreedyGoodput", "--json"),
        ("riskaware", "simulate", "--trace", trace, "--cores", "4", "--m-avg", "4", "-a", "FirstFit", "--json"),
    ):
        contract(*args)


def test_mutated_instances_through_the_loaders(tmp_path):
    """A loader accepts a mutant or raises a ReschedError naming the field; nothing else."""
    rng = random.Random(7)
    outcomes = Counter()
    path = tmp_path / "mutant.json"
    for _ in range(600):
        document = mutate_json(json.loads(rng.choice(INSTANCES).read_text()), rng)
        path.write_text(json.dumps(document))
        try:
            load_instance(path)
            outcomes["accepted"] += 1
        except ReschedError:
            outcomes["clean error"] += 1
    assert outcomes["clean error"] > 300 and sum(outcomes.values()) == 600


def test_mutated_instances_through_the_commands(tmp_path):
    """A bounded sample of mutated (or byte-damaged) instance files through solve, export and
    each family's run command, in-process."""
    rng = random.Random(11)
    verdicts = Counter()
    for _name, args in command_cases(instance_mutants(40, 11, tmp_path), rng):
        if "--time-limit" in args:
            args[args.index("--time-limit") + 1] = "2"
        verdicts[contract(*args, timeout=120)] += 1
    assert sum(verdicts.values()) == 40 and set(verdicts) <= GOOD


@pytest.mark.parametrize("k", range(12))
def test_mutated_sweep_files_are_checked_before_anything_runs(k, tmp_path):
    rng = random.Random(k)
    source = rng.choice(SWEEPS)
    data = mutate_bytes(source.read_bytes(), rng)
    spec = write(tmp_path, "spec.toml", data)
    out = tmp_path / "out"
    verdict = contract("sweep", spec, "-o", out, "--dry-run")
    assert not out.exists()
    assert verdict in ("accepted", "clean error")


@pytest.mark.paper
def test_large_sample_in_fresh_interpreters(tmp_path):
    outcomes = fuzz(400, 3, tmp_path)
    bad = [o for o in outcomes if o.verdict not in GOOD]
    assert not bad, "\n".join(f"{o.verdict}: {o.case}\n{o.detail}" for o in bad[:10])


def test_hostile_cases_keep_the_contract_and_run_no_code(tmp_path: Path) -> None:
    """OS conditions, names that are code, control characters and markup: the reproducers of
    the classes of :func:`fuzz.hostile_cases`, every one in a fresh interpreter."""
    from concurrent.futures import ThreadPoolExecutor

    from fuzz import canary_ran, hostile_cases, run_command

    def one(case: tuple[str, list[str]]) -> tuple[str, str, str]:
        name, args = case
        code, stdout, stderr = run_command(args, tmp_path)
        return name, judge(name, code, stdout, stderr, "--json" in args).verdict, stderr[-200:]

    with ThreadPoolExecutor(max_workers=2) as pool:
        outcomes = list(pool.map(one, hostile_cases(tmp_path)))
    broken = [o for o in outcomes if o[1] not in GOOD]
    assert not broken, broken
    assert not canary_ran(tmp_path)


def test_a_results_row_without_its_params_is_skipped_by_plot(tmp_path):
    """Issue 47: a hand-edited results row lacking ``params`` ended ``plot`` in a KeyError."""
    import shutil

    from fuzz import STORE

    shutil.copytree(STORE, tmp_path / "store")
    path = tmp_path / "store" / "results.jsonl"
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    del rows[2]["params"]
    rows[3]["cost"] = "1.5"
    rows[4]["family"] = {}  # unhashable: plot's family check raised TypeError
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    assert contract("plot", tmp_path / "store", "--json") in GOOD


@pytest.mark.parametrize("k", range(4))
def test_hand_edited_results_stores_through_plot_and_compare(k, tmp_path):
    from fuzz import store_cases

    (_, args) = store_cases(k + 1, 47, tmp_path)[k]
    assert contract(*args) in GOOD


def test_a_tiny_epsilon_asks_for_infinitely_many_chunks(tmp_path):
    """Issue 47: ε = 1e-300 made Algorithm 1's n = ⌈c_0/ε⌉ overflow (exit 3)."""
    assert contract("reservation", "solve", "--chunks", "100", "--epsilon", "1e-300", "--json") == "accepted"
