"""Writing a figure as PNG and PDF: the one place where figure files are written."""

from __future__ import annotations

from pathlib import Path

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.text import Text


def save_figure(fig: Figure, stem: Path, formats: tuple[str, ...] = ("png", "pdf")) -> list[Path]:
    """Save ``fig`` as ``stem.png`` (150 dpi) and ``stem.pdf`` (or the ``formats`` given),
    return the paths. The figure is a plain :class:`~matplotlib.figure.Figure` (no pyplot
    state to close)."""
    fit_suptitle(fig)
    fig.tight_layout()
    paths = [stem.parent / f"{stem.name}.{suffix}" for suffix in formats]  # names may hold dots
    for path in paths:
        fig.savefig(path, dpi=150)
    return paths


def save_figure_to(fig: Figure, path: Path) -> Path:
    """Save ``fig`` to ``path`` (format by suffix, 150 dpi for a raster), return ``path``."""
    fit_suptitle(fig)
    fig.tight_layout()
    fig.savefig(path, dpi=150)
    return path


def fit_suptitle(fig: Figure, margin: float = 0.96) -> None:
    """Wrap the figure's top line (its suptitle) onto as many lines as it needs to fit within
    ``margin`` × the figure's width, so that a long run-count note is never cut at the edges.
    Lines are broken between words; the width of a line is measured with the figure's renderer
    (display pixels), compared with ``margin`` × the figure's width in the same pixels."""
    title = fig.get_suptitle()
    if not title:
        return
    text = getattr(fig, "_suptitle", None)  # the Text that Figure.suptitle made (no public accessor)
    if not isinstance(text, Text):
        return
    renderer = FigureCanvasAgg(fig).get_renderer()
    limit = margin * fig.bbox.width

    def width(line: str) -> float:
        text.set_text(line)
        return float(text.get_window_extent(renderer).width)

    lines: list[str] = []
    for paragraph in title.split("\n"):
        words = paragraph.split(" ")
        line = words[0]
        for word in words[1:]:
            if width(f"{line} {word}") <= limit:
                line = f"{line} {word}"
            else:
                lines.append(line)
                line = word
        lines.append(line)
    text.set_text("\n".join(lines))
