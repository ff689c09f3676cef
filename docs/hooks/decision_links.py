"""mkdocs hook: a bare decision id in a page (``[BATCH-D3]``) becomes a link to its entry.

The pages cite design decisions by id; markdown has no definition for ``[BATCH-D3]`` and would
print the brackets. The link's anchor is the one the site gives the entry's heading in
``decisions.md`` (``### BATCH-D3 — title``), computed with the slug function of the ``toc``
extension, so `mkdocs build --strict` reports an entry that does not exist.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path, PurePosixPath

from markdown.extensions.toc import slugify

DECISIONS = Path(__file__).resolve().parent.parent / "decisions.md"
HEADING = re.compile(r"^### ((?:CORE|VARCAP|RISKAWARE|MOLDABLE|ITERATIVE|RESERVATION|BATCH)-D\d+)\b.*$", re.M)
CITATION = re.compile(
    r"(?<![\[\w`])\[((?:CORE|VARCAP|RISKAWARE|MOLDABLE|ITERATIVE|RESERVATION|BATCH)-D\d+)\](?![(\[:])"
)


@cache
def anchors() -> dict[str, str]:
    """Decision id → the anchor of its heading in decisions.md."""
    text = DECISIONS.read_text(encoding="utf-8")
    return {m[1]: slugify(re.sub(r"[`*]", "", m[0][4:]), "-") for m in HEADING.finditer(text)}


def on_page_markdown(markdown: str, page: object, **_: object) -> str:
    """``markdown`` with every bare ``[ID]`` of a known decision linked to its entry."""
    source = PurePosixPath(page.file.src_uri)  # type: ignore[attr-defined]
    target = (
        ""
        if source.name == "decisions.md" and source.parent == PurePosixPath(".")
        else "../" * len(source.parent.parts) + "decisions.md"
    )

    def link(match: re.Match[str]) -> str:
        anchor = anchors().get(match[1])
        return f"[{match[1]}]({target}#{anchor})" if anchor else match[0]

    return CITATION.sub(link, markdown)
