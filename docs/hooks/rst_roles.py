"""mkdocs hook: the reStructuredText left in the docstrings, read as markdown by mkdocstrings.

The docstrings cross-reference with Sphinx roles (``:func:`name```) and open literal blocks with
``::``; markdown renders the role's name as text before the code (``:func:resched.solve``) and
keeps both colons. This drops the role name and the second colon of the rendered pages.
"""

from __future__ import annotations

import re

ROLE = re.compile(r":(?:mod|func|class|meth|data|attr|exc|obj):(<code>)")
LITERAL = re.compile(r"::</p>")


def on_page_content(html: str, **_: object) -> str:
    """The page's HTML without Sphinx role names and with one colon before a literal block."""
    return LITERAL.sub(":</p>", ROLE.sub(r"\1", html))
