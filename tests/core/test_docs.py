"""Every command shown in README.md and docs/*.md runs, and exits 0.

A command is a ``$ …`` line of a fenced ``console`` block (a trailing ``\\`` continues it on the
next line; ``&&`` chains several). They run in a scratch folder laid out like the repository
(``instances``, ``benchmarks``, ``models``, ``docs`` linked in; ``traces``, the folder the
pages' commands read the real traces from, linked to them and ``../shared`` beside it when they
exist), in the order written, so that a command can use a file an earlier one wrote.

- A paper-size sweep (``resched sweep …-full.toml``) takes hours: it runs with ``--dry-run``,
  which checks the whole specification and counts its tasks. Any other command reading its
  results folder (``resched plot``, ``moldable table1``, ``riskaware trend``, a ``python
  benchmarks/…`` script) then runs with the long runs (marker ``paper``), on the results of
  the family's smoke sweep of the same figure written to that folder.
- A line ending in ``# slow`` runs only with the long runs (``pytest -m paper``).
- A line that reads the real traces (a ``traces/`` path, a sweep with a ``traces_dir``, the
  reproduction of a family that has one, or a file an earlier such line wrote) is skipped when
  they are absent.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from invoke import resched
from paths import ROOT, SHARED, TRACES

PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINKED = ("instances", "benchmarks", "models", "docs", "sweeps", "tests")
TIMEOUT = 600
TRACE_PATH = re.compile(r"(?:[^=]*=)?traces/")
"""A shell word that names a file of the real traces (``traces/…`` or ``--trace=traces/…``)."""


#: The sweep files that read the real traces (a ``traces_dir`` key), relative to the root.
TRACE_SWEEPS = {
    p.relative_to(ROOT).as_posix() for p in (ROOT / "sweeps").rglob("*.toml") if "traces_dir" in p.read_text()
}


@dataclass(frozen=True)
class Command:
    page: str
    line: int
    text: str
    slow: bool
    needs_traces: bool = False


def reads_traces(words: list[str], written: set[str]) -> bool:
    """Whether a command (its shell words) reads the real traces: it names a file under
    ``traces/`` (alone or as an option's ``=`` value), a sweep file that reads them, a family (``resched reproduce FAMILY``) with such a sweep, or a
    file that an earlier command reading them wrote (``written``)."""
    families = {w for i, w in enumerate(words) if i and words[i - 1] == "reproduce"}
    return (
        any(TRACE_PATH.match(w) for w in words)
        or any(w in TRACE_SWEEPS for w in words)
        or any(s.startswith(f"sweeps/{f}/") for f in families for s in TRACE_SWEEPS)
        or any(w in written for w in words)
    )


def commands(page: Path) -> list[Command]:
    """The ``$`` lines of the page's ``console`` blocks."""
    found, inside, pending, start, written = [], False, "", 0, set()
    for number, line in enumerate(page.read_text().splitlines(), start=1):
        if line.strip().startswith("```"):
            inside = line.strip() == "```console"
            continue
        if not inside:
            continue
        text = line.strip()
        if pending:
            text, pending = pending + " " + text, ""
        elif text.startswith("$ "):
            text, start = text[2:], number
        else:
            continue
        if text.endswith("\\"):
            pending = text[:-1].rstrip()
            continue
        slow = bool(re.search(r"#\s*slow\b", text))
        code = text.split(" #", 1)[0].strip() if " #" in text else text
        words = shlex.split(code.replace("&&", " "))
        traces = reads_traces(words, written)
        if traces:
            written |= {words[i + 1] for i, w in enumerate(words[:-1]) if w in ("-o", "--output")}
        found.append(Command(page.name, start, code, slow, traces))
    return found


def dry_run_sweeps(cmds: list[Command]) -> dict[str, str]:
    """Results folder → its smoke spec, for every full sweep of the list."""
    folders = {}
    for cmd in cmds:
        for part in cmd.text.split("&&"):
            words = shlex.split(part)
            if words[:2] == ["resched", "sweep"] and words[2].endswith("-full.toml") and _output(words):
                folders[_output(words)] = words[2].replace("-full.toml", "-smoke.toml")
    return folders


def _output(words: list[str]) -> str | None:
    """The value of ``-o``/``--output`` (``None`` if absent: the command then fails as shown)."""
    for k, word in enumerate(words[:-1]):
        if word in ("-o", "--output"):
            return words[k + 1]
    return None


ALL = [cmd for page in PAGES for cmd in commands(page)]


@pytest.fixture(scope="module")
def scratch(tmp_path_factory) -> Path:
    base = tmp_path_factory.mktemp("docs")
    work = base / "repo"
    work.mkdir()
    for name in LINKED:
        if (ROOT / name).exists():
            (work / name).symlink_to(ROOT / name)
    if SHARED.exists():
        (base / "shared").symlink_to(SHARED)
    if TRACES.is_dir():
        (work / "traces").symlink_to(TRACES)
    return work


def run(text: str, cwd: Path) -> subprocess.CompletedProcess:
    """A ``resched …`` command in-process (its real entry point; the imports are shared between
    commands), anything else in a shell."""
    words = shlex.split(text)
    if words[0] == "resched" and not set(text) & set("|<>;$`"):
        previous = Path.cwd()
        os.chdir(cwd)
        try:
            result = resched(*words[1:])
        finally:
            os.chdir(previous)
        return subprocess.CompletedProcess(words, result.exit_code, result.stdout, result.stderr)
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    return subprocess.run(text, shell=True, cwd=cwd, capture_output=True, text=True, timeout=TIMEOUT, env=env)


def test_every_page_shows_commands():
    assert {c.page for c in ALL} >= {
        "README.md",
        "varcap.md",
        "batch.md",
        "riskaware.md",
        "moldable.md",
        "iterative.md",
        "reservation.md",
    }


def _shown(cmd: Command) -> str:
    return f"{cmd.page}:{cmd.line}: {cmd.text}"


@pytest.mark.parametrize("cmd", [c for c in ALL if not c.slow], ids=_shown)
def test_command_runs(cmd, scratch):
    if cmd.needs_traces and not TRACES.is_dir():
        pytest.skip("needs ../shared/traces")
    folders = dry_run_sweeps(ALL)
    parts = []
    for part in cmd.text.split("&&"):
        words = shlex.split(part)
        if words[:2] == ["resched", "sweep"] and words[2].endswith("-full.toml"):
            parts.append(shlex.join([*words, "--dry-run"]))
        elif words[:1] in (["resched"], ["python"]) and any(w in folders for w in words):
            parts.append(None)  # the results of a paper-size sweep: a long run (see the module docstring)
        else:
            parts.append(part.strip())
    for part in parts:
        if part is None:
            continue
        out = run(part, scratch)
        assert out.returncode == 0, f"{_shown(cmd)}\n{out.stdout[-2000:]}\n{out.stderr[-2000:]}"


@pytest.mark.paper
@pytest.mark.parametrize("cmd", [c for c in ALL if c.slow or any(f in c.text for f in dry_run_sweeps(ALL))], ids=_shown)
def test_slow_command_runs(cmd, scratch):
    if cmd.needs_traces and not TRACES.is_dir():
        pytest.skip("needs ../shared/traces")
    folders = dry_run_sweeps(ALL)
    for folder, smoke in folders.items():
        if folder in cmd.text and not (scratch / folder / "results.jsonl").exists():
            out = run(f"resched sweep {smoke} -o {folder}", scratch)
            assert out.returncode == 0, out.stderr[-2000:]
    text = cmd.text if cmd.slow else " && ".join(p for p in cmd.text.split("&&") if "sweep" not in p)
    if not text.strip():
        return  # the line was the paper-size sweep itself: its smoke-size twin ran above
    out = run(text, scratch)
    assert out.returncode == 0, f"{_shown(cmd)}\n{out.stdout[-2000:]}\n{out.stderr[-2000:]}"


def python_blocks(page: Path) -> list[str]:
    """The fenced ``python`` blocks of a page."""
    return re.findall(r"```python\n(.*?)```", page.read_text(), flags=re.S)


@pytest.mark.parametrize("code", python_blocks(ROOT / "README.md"), ids=lambda c: c.splitlines()[0])
def test_readme_python_runs(code, scratch):
    out = subprocess.run([sys.executable, "-c", code], cwd=scratch, capture_output=True, text=True, timeout=TIMEOUT)
    assert out.returncode == 0, out.stderr[-2000:]
