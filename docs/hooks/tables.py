"""mkdocs hook: the generated tables of a page, rendered from their CSVs as the site is built.

A page's source keeps only each table's opening comment (``<!-- table from=CSV … -->``);
:func:`resched.experiments.doctables.expand` (the code that the test suite checks) replaces it
with the table of the CSV's rows and joins the table rows that the source wraps with `` \\``.
"""

from __future__ import annotations

from pathlib import Path

from resched.experiments.doctables import expand


def on_page_markdown(markdown: str, page: object, **_: object) -> str:
    """The page's markdown with its generated tables rendered (``from=`` read against the page)."""
    return expand(markdown, Path(page.file.abs_src_path))  # type: ignore[attr-defined]
