"""The design decisions live in the repository (docs/decisions.md), under stable identifiers.

No docstring, comment or doc page may justify a choice by pointing outside the repository
(the implementation notes the package was written from, or issue numbers); every identifier
cited under ``resched/`` and ``docs/`` must be defined in docs/decisions.md, once.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest


def _root() -> Path:
    """The repository root: the first parent holding pyproject.toml (the test may move)."""
    return next(p for p in Path(__file__).resolve().parents if (p / "pyproject.toml").is_file())


ROOT = _root()
DECISIONS = ROOT / "docs" / "decisions.md"
HEADING = re.compile(r"^### ([A-Z]+-D\d+) — \S", re.MULTILINE)
CITED = re.compile(r"\b(?:CORE|VARCAP|RISKAWARE|RESERVATION|MOLDABLE|ITERATIVE|BATCH)-D\d+\b")
FORBIDDEN = {
    "spec point": re.compile(r"\bspec (?:point|choice)s?\b", re.IGNORECASE),
    "ambiguity <n>": re.compile(r"\bambiguit(?:y|ies) \d", re.IGNORECASE),
    "issue <n>": re.compile(r"\bissues? #?\d", re.IGNORECASE),
    "../shared/specs": re.compile(r"shared/specs"),
    "spec §/A.x/B.x": re.compile(r"\bspec (?:§|[AB]\.\d|\d)", re.IGNORECASE),
}


def _sources() -> list[Path]:
    files = sorted((ROOT / "resched").rglob("*.py")) + sorted((ROOT / "docs").rglob("*.md"))
    return [*files, ROOT / "README.md"]


def _defined() -> list[str]:
    return HEADING.findall(DECISIONS.read_text(encoding="utf-8"))


@pytest.mark.parametrize("label", sorted(FORBIDDEN))
def test_no_reference_points_outside_the_repository(label):
    pattern = FORBIDDEN[label]
    hits = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for path in _sources()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if pattern.search(line)
    ]
    assert not hits, f"{len(hits)} reference(s) to {label}; cite docs/decisions.md instead:\n" + "\n".join(hits)


def test_decision_identifiers_are_unique_and_every_family_has_some():
    defined = _defined()
    duplicates = sorted({d for d in defined if defined.count(d) > 1})
    assert not duplicates, f"defined more than once in docs/decisions.md: {duplicates}"
    families = {d.split("-")[0] for d in defined}
    assert families == {"CORE", "VARCAP", "RISKAWARE", "RESERVATION", "MOLDABLE", "ITERATIVE", "BATCH"}


def test_every_decision_says_what_is_open_and_what_is_chosen():
    entries = re.split(r"(?m)^(?=### )", DECISIONS.read_text(encoding="utf-8"))[1:]
    incomplete = [e.splitlines()[0] for e in entries if "*Choice" not in e or not ("*Open" in e or "*Wrong" in e)]
    assert not incomplete, f"entries without an *Open/*Wrong and a *Choice line: {incomplete}"


def test_every_cited_identifier_is_defined():
    defined = set(_defined())
    missing = sorted(
        f"{path.relative_to(ROOT)}: {ident}"
        for path in _sources()
        for ident in set(CITED.findall(path.read_text(encoding="utf-8")))
        if ident not in defined
    )
    assert not missing, "identifiers cited but not defined in docs/decisions.md:\n" + "\n".join(missing)


def test_the_checks_catch_what_they_are_for():
    """The patterns match the forms they forbid, and the citation pattern the cited form."""
    forbidden = [
        "(spec point 7)",
        "ambiguity 11",
        "issue 17 item 2",
        "../shared/specs/x.md",
        "spec B.8.3",
        "spec §2.5",
        "spec A.6 #8",
    ]
    assert all(any(p.search(text) for p in FORBIDDEN.values()) for text in forbidden)
    assert not any(p.search("respects the unspecified specialised point") for p in FORBIDDEN.values())
    assert CITED.findall("see [MOLDABLE-D11] and [CORE-D2]") == ["MOLDABLE-D11", "CORE-D2"]


def test_readme_links_the_decisions():
    assert "docs/decisions.md" in (ROOT / "README.md").read_text(encoding="utf-8")
