"""The documentation site's sources: every page in the navigation, every public name in the API
reference, readable lines, no path outside the repository, the guides' Python examples run
(their ``$`` commands run in test_docs.py), and the link checker that .ci/run runs on the built
site (tests/sitelinks.py).

The build itself (``mkdocs build --strict``) runs in .ci/run, with the docs extra installed.
"""

from __future__ import annotations

import importlib
import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest
from paths import ROOT
from sitelinks import broken_links

DOCS = ROOT / "docs"
MKDOCS = (ROOT / "mkdocs.yml").read_text()
PACKAGES = [
    "resched",
    *(f"resched.{f}" for f in ("varcap", "riskaware", "moldable", "iterative", "reservation", "batch")),
]
#: The guides whose Python examples run here (the family pages' run in test_docs_python.py).
GUIDES = ["index.md", "getting-started.md", "concepts.md", "engine.md", "formats.md"]
#: Every page of the site's sources, held to the readable-source rule.
PAGES = sorted(p.relative_to(DOCS).as_posix() for p in DOCS.rglob("*.md"))


def test_every_page_is_in_the_navigation():
    pages = {p.relative_to(DOCS).as_posix() for p in DOCS.rglob("*.md")}
    listed = set(re.findall(r":\s+(\S+\.md)\s*$", MKDOCS, flags=re.M))
    assert listed - pages == set()  # no entry names a missing page
    assert pages - listed == set()  # no page is left out of the site


@pytest.mark.parametrize("package", PACKAGES)
def test_every_public_name_is_in_the_api_reference(package):
    exports = set(importlib.import_module(package)._EXPORTS)
    page = DOCS / "api" / ("resched.md" if package == "resched" else f"{package.split('.')[1]}.md")
    text = page.read_text()
    assert f"::: {package}\n" in text
    assert exports - set(re.findall(r"^\s+- (\w+)$", text, flags=re.M)) == set()


@pytest.mark.parametrize("name", ["README.md", *(f"docs/{p}" for p in PAGES)])
def test_a_page_has_no_line_over_200_characters(name):
    """A page's source stays readable: generated tables are rendered at the build (their CSVs,
    docs/hooks/tables.py), long table rows wrap with `` \\``, long specs after a comma; the
    README (rendered by the forge, not the hook) keeps its map's cells short."""
    long = [n for n, line in enumerate((ROOT / name).read_text().splitlines(), 1) if len(line) > 200]
    assert long == []


@pytest.mark.parametrize("name", ["README.md", *(f"docs/{p}" for p in PAGES)])
def test_no_page_points_outside_the_repository(name):
    """A command or a mention names the traces by their public name and a ``traces/`` folder
    of the working directory, never the folder beside a developer's checkout."""
    text = (ROOT / name).read_text()
    assert [word for word in ("../shared", "/work/", "shared/papers") if word in text] == []


@pytest.mark.parametrize(
    "code",
    [code for name in GUIDES for code in re.findall(r"```python\n(.*?)```", (DOCS / name).read_text(), flags=re.S)],
    ids=lambda code: code.splitlines()[0],
)
def test_a_guide_s_python_runs(code):
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]


def _site(root: Path, pages: dict[str, str]) -> Path:
    for name, body in pages.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(f"<html><body>{body}</body></html>")
    return root


def test_the_link_checker_resolves_folders_files_and_fragments(tmp_path):
    site = _site(
        tmp_path,
        {
            "index.html": '<a href="guide/">g</a><a href="guide/#usage">u</a><img src="img/a.png">'
            '<a href="https://example.org/x">x</a><a href="#top">t</a><p id="top"></p>',
            "guide/index.html": '<h2 id="usage">Usage</h2><a href="../index.html#top">home</a><a href="/img/a.png">a</a>',
            "img/a.png": "",
        },
    )
    assert broken_links(site) == []


def test_the_link_checker_finds_a_missing_page_image_fragment_and_an_escape(tmp_path):
    site = _site(
        tmp_path / "site",
        {
            "index.html": '<a href="gone/">g</a><img src="b.png"><a href="guide/#nowhere">n</a>'
            '<a href="../outside.html">o</a><a href="#absent">a</a>',
            "guide/index.html": '<h2 id="usage">Usage</h2>',
        },
    )
    (tmp_path / "outside.html").write_text("<html></html>")
    assert broken_links(site) == [
        "index.html: href=gone/ (no such file)",
        "index.html: src=b.png (no such file)",
        "index.html: href=guide/#nowhere (no id 'nowhere' on that page)",
        "index.html: href=../outside.html (no such file)",
        "index.html: href=#absent (no id 'absent' on that page)",
    ]


def _decision_links():
    spec = importlib.util.spec_from_file_location("decision_links", DOCS / "hooks" / "decision_links.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class _Page:
    def __init__(self, src_uri: str):
        self.file = type("File", (), {"src_uri": src_uri})()


def test_a_bare_decision_id_links_to_its_entry_from_any_folder():
    hook = _decision_links()
    anchor = hook.anchors()["BATCH-D3"]
    assert anchor.startswith("batch-d3-")
    text = "see [BATCH-D3], [BATCH-D3](elsewhere.md), `[BATCH-D3]` and [BATCH-D999]"
    assert hook.on_page_markdown(text, _Page("batch.md")) == (
        f"see [BATCH-D3](decisions.md#{anchor}), [BATCH-D3](elsewhere.md), `[BATCH-D3]` and [BATCH-D999]"
    )
    assert f"[BATCH-D3](../decisions.md#{anchor})" in hook.on_page_markdown(text, _Page("api/batch.md"))
    assert f"[BATCH-D3](#{anchor})" in hook.on_page_markdown(text, _Page("decisions.md"))


@pytest.mark.parametrize("name", PAGES)
def test_every_decision_a_page_cites_exists(name):
    hook = _decision_links()
    cited = set(hook.CITATION.findall((DOCS / name).read_text(encoding="utf-8")))
    assert cited <= set(hook.anchors()), sorted(cited - set(hook.anchors()))
