"""A seeded mutator of resched's inputs, and the bad-input contract it checks.

The contract (README, "Errors"): whatever the input, a command exits 0 (success), 1 (a
finding: violation, disagreement, failed sweep tasks) or 2 (a user error, one line on
standard error naming the input, the field and the reason); never a traceback (exit 3 is
an internal error), a hang, a crash, or invalid JSON with ``--json``.

Inputs mutated: every shipped instance file (JSON values replaced by values of other types,
out-of-range, huge, non-finite, deleted or duplicated), the sweep files (keys and values),
SWF and Borg trace lines, and raw bytes (truncation, binary noise). :func:`hostile_cases`
adds fixed cases of the other classes: OS conditions (a FIFO, a device, a link to one, a
folder given as an input; an output that cannot be created or whose name is too long),
names that are code (``os:system``, ``subprocess:run``, ``builtins:eval`` in every place
that takes an algorithm or a writer: nothing may run), and names holding control
characters or rich markup (shown escaped: no raw ESC may reach the terminal). Run the large sample and
print the counts with::

    python tests/fuzz.py --cases 2000 --seed 1 --jobs 2
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import shlex
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from paths import ROOT

INSTANCES = sorted((ROOT / "instances").rglob("*.json"))
SWEEPS = sorted((ROOT / "sweeps").rglob("*-smoke.toml"))
TIMEOUT = 60.0

ODD_VALUES: tuple[Any, ...] = (
    None,
    True,
    False,
    0,
    -1,
    -1e300,
    1e300,
    1e9,
    2**70,
    0.5,
    -0.5,
    "",
    "x",
    "nan",
    [],
    [0],
    [[1, 2]],
    {},
    {"a": 1},
    float("nan"),
    float("inf"),
    float("-inf"),
    10**400,
)


def mutate_json(document: Any, rng: random.Random) -> Any:
    """A copy of ``document`` with one value replaced, one key deleted or one list changed."""
    mutant = copy.deepcopy(document)
    paths = list(_paths(mutant))
    parent, key = rng.choice(paths)
    action = rng.random()
    if action < 0.6:
        parent[key] = rng.choice(ODD_VALUES)
    elif action < 0.75 and isinstance(parent, dict):
        del parent[key]
    elif action < 0.85 and isinstance(parent[key], list):
        parent[key] = parent[key] * rng.choice((0, 2, 50))
    elif isinstance(parent[key], (int, float)) and not isinstance(parent[key], bool):
        parent[key] = parent[key] * rng.choice((-1, 0, 1e6, 1e12, 1e-12))
    else:
        parent[key] = rng.choice(ODD_VALUES)
    return mutant


def _paths(value: Any):
    """(container, key) of every value inside ``value``."""
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, child in items:
        yield value, key
        yield from _paths(child)


def mutate_bytes(data: bytes, rng: random.Random) -> bytes:
    """Truncated, with noise inserted, or with a line duplicated."""
    action = rng.random()
    if action < 0.3:
        return data[: rng.randrange(len(data) + 1)]
    if action < 0.6:
        at = rng.randrange(len(data) + 1)
        return data[:at] + bytes(rng.randrange(256) for _ in range(rng.randrange(1, 16))) + data[at:]
    lines = data.splitlines(keepends=True) or [b""]
    k = rng.randrange(len(lines))
    return b"".join(lines[:k] + [lines[k]] * rng.choice((2, 3)) + lines[k + 1 :])


SWF_TOKENS = ("-1", "-2", "0", "1e9", "9" * 30, "x", "3.5", "nan", "inf", "")
TEXT_TOKENS = ("-1", "0", "1e300", "9" * 30, "x", "3.5", "nan", "inf", "", "-0.5", "rgd", "mld", "amd")


def replace_token(line: str, tokens: tuple[str, ...], rng: random.Random) -> str:
    """One whitespace-separated field of ``line`` replaced by one of ``tokens`` (an empty
    token removes the field)."""
    fields = line.split() or [""]
    fields[rng.randrange(len(fields))] = rng.choice(tokens)
    return " ".join(f for f in fields if f)


def mutate_swf_line(line: str, rng: random.Random) -> str:
    """One field of an SWF data line replaced by an odd token."""
    return replace_token(line, SWF_TOKENS, rng)


@dataclass
class Outcome:
    """What one run did: its exit code (``None`` for a hang), and the contract's verdict."""

    case: str
    code: int | None
    verdict: str
    detail: str = ""


def judge(case: str, code: int | None, stdout: str, stderr: str, as_json: bool) -> Outcome:
    """The contract applied to one run."""
    if code is None:
        return Outcome(case, code, "hang")
    if "\x1b" in stdout or "\x1b" in stderr:
        return Outcome(case, code, "unescaped", repr((stdout + stderr)[-300:]))
    if code < 0 or (code > 3 and code != 130):
        return Outcome(case, code, "crash", stderr[-300:])
    if "Traceback" in stderr or code == 3:
        return Outcome(case, code, "traceback", stderr[-300:])
    if code == 2 and (stderr.count("\n") != 1 or not stderr.startswith("resched: error:")) and "Usage:" not in stderr:
        return Outcome(case, code, "unclear error", stderr[-300:])
    if as_json and code in (0, 1) and stdout.strip():
        try:
            json.loads(stdout, parse_constant=_refuse)
        except ValueError as error:
            return Outcome(case, code, "invalid JSON", str(error))
    return Outcome(case, code, {0: "accepted", 1: "finding", 2: "clean error"}.get(code, "interrupted"))


def _refuse(name: str) -> Any:
    raise ValueError(f"non-JSON constant {name}")


def run_command(args: list[str], cwd: Path, timeout: float = TIMEOUT) -> tuple[int | None, str, str]:
    """``resched ARGS`` in a fresh interpreter (a crash or a hang cannot take the caller down)."""
    try:
        out = subprocess.run(
            [sys.executable, "-m", "resched", *args], cwd=cwd, capture_output=True, text=True, timeout=timeout
        )
    except subprocess.TimeoutExpired:
        return None, "", ""
    return out.returncode, out.stdout, out.stderr


def instance_mutants(count: int, seed: int, folder: Path) -> list[tuple[str, Path]]:
    """``count`` mutated instance files written to ``folder``: (description, path)."""
    rng = random.Random(seed)
    made = []
    for k in range(count):
        source = rng.choice(INSTANCES)
        if rng.random() < 0.85:
            text = json.dumps(mutate_json(json.loads(source.read_text()), rng))
            data = text.encode()
        else:
            data = mutate_bytes(source.read_bytes(), rng)
        path = folder / f"mutant-{k}-{source.name}"
        path.write_bytes(data)
        made.append((f"{source.relative_to(ROOT)} mutant {k}", path))
    return made


COMMANDS_ON_INSTANCES = {
    "varcap": [["varcap", "simulate", "{path}", "-a", "GreedyGoodput", "--json"]],
    "varcap-section": [["validate", "{path}", "--json", "--time-limit", "5"]],
    "batch": [["batch", "simulate", "{path}", "-a", "BASELINE", "--json"]],
    "riskaware": [["riskaware", "simulate", "{path}", "-a", "TargetASAP", "--json"]],
    "moldable": [["moldable", "simulate", "{path}", "--json"]],
    "iterative": [["iterative", "pattern", "{path}", "--json"]],
    "reservation": [["reservation", "solve", "{path}", "--json"]],
}


def family_of(path: Path) -> str | None:
    try:
        data = json.loads(path.read_text())
    except (ValueError, UnicodeDecodeError):
        return None
    return data.get("family") if isinstance(data, dict) and isinstance(data.get("family"), str) else None


def command_cases(mutants: list[tuple[str, Path]], rng: random.Random) -> list[tuple[str, list[str]]]:
    """For each mutant: ``solve`` (time-limited) or ``export``, or its family's run command."""
    cases = []
    for name, path in mutants:
        family = family_of(path)
        choices = [["solve", str(path), "--json", "--time-limit", "5"], ["export", str(path), "-o", f"{path}.lp"]]
        choices += [[a.format(path=path) for a in c] for c in COMMANDS_ON_INSTANCES.get(family or "", [])]
        cases.append((name, rng.choice(choices)))
    return cases


SWF_LINE = "{job} {submit} 10 3600 4 -1 -1 4 7200 -1 1 1 1 1 1 1 -1 -1"
TRACE_COMMANDS = (
    ["batch", "simulate", "--trace", "{path}", "--month-days", "1", "-a", "BASELINE", "--json"],
    ["varcap", "simulate", "--trace", "{path}", "--p-max", "8", "--sections", "5", "-a", "GreedyGoodput", "--json"],
    ["riskaware", "simulate", "--trace", "{path}", "--cores", "4", "--m-avg", "4", "-a", "FirstFit", "--json"],
)


def trace_cases(count: int, seed: int, folder: Path) -> list[tuple[str, list[str]]]:
    """SWF traces of 20 jobs with one line mutated (or the bytes damaged), through the readers
    of batch, varcap and riskaware."""
    rng = random.Random(seed)
    cases = []
    for k in range(count):
        lines = [SWF_LINE.format(job=j + 1, submit=60 * j) for j in range(20)]
        lines[rng.randrange(20)] = mutate_swf_line(lines[0], rng)
        data = ("\n".join(lines) + "\n").encode()
        path = folder / f"trace-{k}.swf"
        path.write_bytes(mutate_bytes(data, rng) if rng.random() < 0.2 else data)
        cases.append((f"trace mutant {k}", [a.format(path=path) for a in rng.choice(TRACE_COMMANDS)]))
    return cases


def sweep_cases(count: int, seed: int, folder: Path) -> list[tuple[str, list[str]]]:
    """Smoke sweep files with their bytes damaged, or a value of a key replaced, checked by
    ``resched sweep --dry-run`` (nothing may start)."""
    rng = random.Random(seed)
    cases = []
    for k in range(count):
        source = rng.choice(SWEEPS)
        text = source.read_text()
        if rng.random() < 0.5:
            data = mutate_bytes(text.encode(), rng)
        else:
            lines = text.splitlines()
            assignments = [i for i, line in enumerate(lines) if " = " in line and not line.startswith("#")]
            i = rng.choice(assignments)
            key = lines[i].split(" = ")[0]
            lines[i] = f"{key} = {rng.choice(TOML_VALUES)}"
            data = ("\n".join(lines) + "\n").encode()
        path = folder / f"sweep-{k}.toml"
        path.write_bytes(data)
        cases.append(
            (
                f"{source.relative_to(ROOT)} mutant {k}",
                ["sweep", str(path), "-o", str(folder / f"out-{k}"), "--dry-run", "--json"],
            )
        )
    return cases


MOLDABLE_FILES = ROOT / "instances" / "moldable" / "authors-example-2"
RISKAWARE_JOBS = "".join(f"{j} {300 * j} {3600 + 60 * j} {1 + j % 4} release\n" for j in range(20))
VARIATION = "5\n" + "".join(f"{3600 * k} {5 - k % 3}\n" for k in range(1, 12))
FORMAT_COMMANDS: tuple[tuple[str, str, list[str]], ...] = (
    (
        "moldable job file",
        (MOLDABLE_FILES.with_suffix(".jobs")).read_text(),
        ["moldable", "simulate", "{path}", "--processors", "8", "--json"],
    ),
    (
        "moldable failure file",
        (MOLDABLE_FILES.with_suffix(".failures")).read_text(),
        [
            "moldable",
            "run",
            "--job-file",
            str(MOLDABLE_FILES.with_suffix(".jobs")),
            "--failure-file",
            "{path}",
            "--processors",
            "8",
            "-a",
            "LPA-LIST",
            "--json",
        ],
    ),
    (
        "reservation run-time log",
        (ROOT / "instances" / "reservation" / "runtimes-example.txt").read_text(),
        ["reservation", "solve", "--law", "empirical", "--runtimes", "{path}", "-a", "DYN-PROG-COUNT", "--json"],
    ),
    (
        "riskaware job trace",
        RISKAWARE_JOBS,
        ["riskaware", "simulate", "--trace", "{path}", "--cores", "4", "--m-avg", "4", "-a", "FirstFit", "--json"],
    ),
    (
        "riskaware variation trace",
        VARIATION,
        [
            "riskaware",
            "simulate",
            "--trace",
            "{jobs}",
            "--cores",
            "4",
            "--m-avg",
            "4",
            "--capacity-file",
            "{path}",
            "-a",
            "FirstFit",
            "--json",
        ],
    ),
)


def mutate_text_line(text: str, rng: random.Random) -> str:
    """One whitespace-separated token of one line replaced by an odd token, or a line deleted."""
    lines = text.splitlines() or [""]
    k = rng.randrange(len(lines))
    if rng.random() < 0.2:
        del lines[k]
    else:
        lines[k] = replace_token(lines[k], TEXT_TOKENS, rng)
    return "\n".join(lines) + "\n"


def format_cases(count: int, seed: int, folder: Path) -> list[tuple[str, list[str]]]:
    """The authors' text formats (moldable job and failure files, reservation run-time logs,
    risk-aware job and variation traces) with one token or line changed (or the bytes
    damaged), through the command that reads each."""
    rng = random.Random(seed)
    jobs = folder / "riskaware-jobs.txt"
    jobs.write_text(RISKAWARE_JOBS)
    cases = []
    for k in range(count):
        name, text, command = rng.choice(FORMAT_COMMANDS)
        data = mutate_text_line(text, rng).encode()
        path = folder / f"format-{k}.txt"
        path.write_bytes(mutate_bytes(data, rng) if rng.random() < 0.2 else data)
        cases.append((f"{name} mutant {k}", [a.format(path=path, jobs=jobs) for a in command]))
    return cases


TOML_VALUES = (
    "true",
    "0",
    "-1",
    "1e300",
    "nan",
    "inf",
    '"x"',
    "[]",
    "[nan]",
    '["x"]',
    "[-1]",
    "[1e300]",
    "{}",
    "[[1, 2]]",
    '"../nowhere"',
    "[0]",
)


CODE_NAMES = ("os:system", "subprocess:run", "builtins:eval")
HOSTILE_NAME = "evil\x1b[2J\x1b[31m[bold red]name[/]\x07"


def hostile_cases(folder: Path) -> list[tuple[str, list[str]]]:
    """The fixed cases of the classes no mutation reaches (see the module docstring); each
    must end in exit 0, 1 or 2 with the contract's output, and run nothing it names. A
    canary file shows whether a name that is code ran: :func:`canary_ran`."""
    import os

    instance = ROOT / "instances/batch/toy-fault-free.json"
    fifo = folder / "fifo.json"
    if not fifo.exists():
        os.mkfifo(fifo)
    device_link = folder / "zero.json"
    if not device_link.exists():
        device_link.symlink_to("/dev/zero")
    blocker = folder / "a-file"
    blocker.write_text("")
    hostile = folder / "hostile.json"
    hostile.write_text(json.dumps(json.loads(instance.read_text()) | {"name": HOSTILE_NAME}))
    sweep = folder / "code.toml"
    canary = folder / "CANARY"
    cases: list[tuple[str, list[str]]] = []
    for what, path in (("FIFO", fifo), ("link to /dev/zero", device_link), ("folder", folder)):
        cases += [
            (f"{what} as instance", ["solve", str(path), "--json"]),
            (f"{what} as instance", ["validate", str(path)]),
            (f"{what} as trace", ["batch", "simulate", "--trace", str(path), "-a", "BASELINE"]),
            (f"{what} as trace", ["riskaware", "simulate", "--trace", str(path), "-a", "FirstFit"]),
            (f"{what} as sweep file", ["sweep", str(path), "-o", str(folder / "out"), "--dry-run"]),
        ]
    cases += [
        ("output under a file", ["export", str(instance), "-o", str(blocker / "model.lp")]),
        ("output name too long", ["export", str(instance), "-o", str(folder / ("m" * 300 + ".lp"))]),
        ("sweep output under a file", ["sweep", str(SWEEPS[0]), "-o", str(blocker / "out"), "--dry-run"]),
        ("hostile instance name", ["solve", str(hostile)]),
        ("hostile instance name", ["batch", "simulate", str(hostile), "-a", "BASELINE"]),
        ("hostile instance name", ["validate", str(hostile)]),
        ("hostile file name", ["solve", str(folder / f"{HOSTILE_NAME}.json")]),
    ]
    for name in CODE_NAMES:
        cases += [
            (f"{name} as algorithm", ["batch", "simulate", str(instance), "-a", name]),
            (f"{name} as algorithm", ["validate", str(instance), "-a", name]),
            (f"{name} as algorithm", ["--trust", name.split(":")[0], "batch", "simulate", str(instance), "-a", name]),
        ]
    sweep.write_text(f'family = "batch"\nalgorithms = ["subprocess:run"]\n[grid]\nworkload = ["{canary}"]\n')
    cases.append(("code name in a sweep file", ["sweep", str(sweep), "-o", str(folder / "code-out"), "--dry-run"]))
    return cases


STORE = ROOT / "tests" / "data" / "store"
"""A small results folder (15 rows of ``sweeps/reservation/fig5-smoke.toml``, one law)."""
STORE_COMMANDS = (
    ["plot", "{path}", "--json"],
    ["compare", "{path}", "-a", "DYN-PROG-COUNT", "-b", "ALL-CKPT", "-m", "cost", "--by", "checkpoint", "--json"],
)
STORE_VALUES: tuple[Any, ...] = ODD_VALUES + ("1.5", "DYN-PROG-COUNT", "ALL-CKPT", "\u2028\u202e\udcff", "ÿ" * 300)


def mutate_row(line: str, rng: random.Random) -> str:
    """One results row with a key deleted, a value replaced (another type, NaN, a string for a
    number, odd Unicode), or the row replaced by a non-object or cut."""
    row = json.loads(line)
    action = rng.random()
    if action < 0.1:
        return rng.choice(("[]", '"x"', "null", "1", line[: rng.randrange(len(line))]))
    key = rng.choice(sorted(row))
    if action < 0.35:
        del row[key]
    else:
        row[key] = rng.choice(STORE_VALUES)
    return json.dumps(row)


def store_cases(count: int, seed: int, folder: Path) -> list[tuple[str, list[str]]]:
    """Hand-edited results folders: a copy of :data:`STORE` with one or two rows mutated
    (:func:`mutate_row`), through ``plot`` and ``compare``."""
    import shutil

    rng = random.Random(seed)
    lines = (STORE / "results.jsonl").read_text().splitlines()
    cases = []
    for k in range(count):
        target = folder / f"store-{k}"
        shutil.copytree(STORE, target, dirs_exist_ok=True)
        mutated = list(lines)
        for _ in range(rng.choice((1, 1, 2))):
            i = rng.randrange(len(mutated))
            mutated[i] = mutate_row(mutated[i], rng)
        (target / "results.jsonl").write_text("\n".join(mutated) + "\n")
        command = [a.format(path=target) for a in rng.choice(STORE_COMMANDS)]
        cases.append((f"results store mutant {k}", command))
    return cases


#: Small settings of each family's run verb, so that one parameter pushed to an end of its
#: range is the only large thing in the command.
SMALL_RUNS: dict[str, list[str]] = {
    "varcap": ["--p-max", "20", "--sections", "8", "--jobs", "6", "-a", "GreedyGoodput"],
    "riskaware": ["--days", "0.2", "--cores", "8", "--m-avg", "4", "-a", "FirstFit"],
    "reservation": ["--chunks", "100", "-a", "DYN-PROG-COUNT"],
    "moldable": ["--processors", "40", "--jobs", "8", "--scenarios", "3", "-a", "LPA-LIST"],
    "iterative": ["--iterations", "50", "--monte-carlo-runs", "50"],
    "batch": ["--month-days", "0.5", "-a", "BASELINE"],
}


def range_ends(info: Any) -> list[float | int]:
    """The ends of a numeric parameter's declared range (a strict bound nudged inside), and
    1e300 (10**18 for an integer) where the range is open above."""
    integral = info.kind is int
    ends: list[float | int] = []
    if info.ge is not None:
        ends.append(int(info.ge) if integral else info.ge)
    if info.gt is not None:
        ends.append(int(info.gt) + 1 if integral else (info.gt * (1 + 1e-9) if info.gt else 1e-300))
    if info.le is not None:
        ends.append(int(info.le) if integral else info.le)
    if info.lt is not None:
        ends.append(int(info.lt) - 1 if integral else info.lt * (1 - 1e-9))
    if info.le is None and info.lt is None:
        ends.append(10**18 if integral else 1e300)
    return ends


def extreme_param_cases() -> list[tuple[str, list[str]]]:
    """Each family's run verb with one numeric parameter at each end of its declared range
    (``resched FAMILY params``), the others small (:data:`SMALL_RUNS`)."""
    from resched.registry import families

    cases = []
    for name, family in families().items():
        if family.params is None or name not in SMALL_RUNS:
            continue
        for info in family.params.info():
            if info.kind not in (int, float) or info.sequence or info.path:
                continue
            for value in range_ends(info):
                base = SMALL_RUNS[name]
                if info.option in base:
                    at = base.index(info.option)
                    base = base[:at] + base[at + 2 :]
                command = [
                    name,
                    family.run_verb,
                    *base,
                    info.option,
                    repr(value) if isinstance(value, float) else str(value),
                    "--json",
                ]
                cases.append((f"{name} {info.option} at {value}", command))
    return cases


def canary_ran(folder: Path) -> bool:
    """Whether a hostile case managed to create the canary file."""
    return (folder / "CANARY").exists()


def fuzz(cases: int, seed: int, folder: Path, jobs: int = 1) -> list[Outcome]:
    """Run ``cases`` commands on mutated inputs (``jobs`` at a time): 40% instance files, 15%
    traces, 15% sweep files, 15% the authors' text formats, 15% results stores
    (:func:`store_cases`); then every :func:`hostile_cases` and :func:`extreme_param_cases`
    case; every outcome, in order."""
    from concurrent.futures import ThreadPoolExecutor

    rng = random.Random(seed)
    share = cases * 15 // 100
    planned = (
        command_cases(instance_mutants(cases - 4 * share, seed, folder), rng)
        + trace_cases(share, seed, folder)
        + sweep_cases(share, seed, folder)
        + format_cases(share, seed, folder)
        + store_cases(share, seed, folder)
        + hostile_cases(folder)
        + extreme_param_cases()
    )

    def one(case: tuple[str, list[str]]) -> Outcome:
        name, args = case
        code, stdout, stderr = run_command(args, folder)
        return judge(f"{name}: resched {shlex.join(args)}", code, stdout, stderr, "--json" in args)

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(one, planned))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="commands run at a time")
    options = parser.parse_args()
    import tempfile

    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        outcomes = fuzz(options.cases, options.seed, Path(tmp), options.jobs)
    counts = Counter(o.verdict for o in outcomes)
    print(
        f"{len(outcomes)} cases in {time.perf_counter() - start:.0f} s: "
        + ", ".join(f"{v} {n}" for v, n in sorted(counts.items()))
    )
    for outcome in outcomes:
        if outcome.verdict not in ("accepted", "finding", "clean error"):
            print(f"{outcome.verdict}: {outcome.case}\n  {outcome.detail}")


if __name__ == "__main__":
    main()
