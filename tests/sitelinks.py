"""The built documentation site's internal links and images resolve, as a reader's browser would.

``mkdocs build --strict`` checks the links written in the markdown; this checks what reaches the
reader: every ``href`` and ``src`` of every HTML page of the built site (theme, navigation,
API reference and search included) that is not an external address names a file of the site,
and its ``#fragment``, if any, an ``id`` of that page. Run by .ci/run after the build::

    python tests/sitelinks.py site

which prints one line per broken link (page, attribute, target) and exits 1 if there is any.
"""

from __future__ import annotations

import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit


class _Page(HTMLParser):
    """The links (attribute, value) and the element ids of one HTML page."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.links: list[tuple[str, str]] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if value is None:
                continue
            if name == "id":
                self.ids.add(value)
            elif name in ("href", "src"):
                self.links.append((name, value))


def _parse(path: Path) -> _Page:
    page = _Page()
    page.feed(path.read_text(encoding="utf-8"))
    return page


def _target(site: Path, page: Path, path: str) -> Path | None:
    """The file a link's path names (a folder stands for its ``index.html``), or ``None``."""
    base = site if path.startswith("/") else page.parent
    target = (base / unquote(path.lstrip("/"))).resolve()
    if target.is_dir():
        target = target / "index.html"
    return target if target.is_file() and target.is_relative_to(site.resolve()) else None


def broken_links(site: Path) -> list[str]:
    """``page: attribute=value (reason)`` for every internal link of the site that does not resolve."""
    pages = {path.resolve(): _parse(path) for path in sorted(site.rglob("*.html"))}
    broken = []
    for path, page in pages.items():
        for attribute, value in page.links:
            parts = urlsplit(value)
            if parts.scheme or parts.netloc or value.startswith(("mailto:", "javascript:", "data:")):
                continue  # an external address: not the site's to resolve
            where = f"{path.relative_to(site.resolve())}: {attribute}={value}"
            target = _target(site, path, parts.path) if parts.path else path
            if target is None:
                broken.append(f"{where} (no such file)")
            elif parts.fragment and target.suffix == ".html":
                ids = pages[target].ids if target in pages else _parse(target).ids
                if unquote(parts.fragment) not in ids:
                    broken.append(f"{where} (no id {parts.fragment!r} on that page)")
    return broken


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not Path(argv[0]).is_dir():
        print("usage: python tests/sitelinks.py SITE_FOLDER (the output of `mkdocs build`)", file=sys.stderr)
        return 2
    site = Path(argv[0])
    broken = broken_links(site)
    for line in broken:
        print(line)
    print(f"{len(list(site.rglob('*.html')))} pages, {len(broken)} broken internal links", file=sys.stderr)
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
