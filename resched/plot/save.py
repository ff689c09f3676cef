"""Writing a figure as PNG and PDF: the one place where figure files are written."""

from __future__ import annotations

from pathlib import Path

from matplotlib.figure import Figure


def save_figure(fig: Figure, stem: Path, formats: tuple[str, ...] = ("png", "pdf")) -> list[Path]:
    """Save ``fig`` as ``stem.png`` (150 dpi) and ``stem.pdf`` (or the ``formats`` given),
    return the paths. The figure is a plain :class:`~matplotlib.figure.Figure` (no pyplot
    state to close)."""
    fig.tight_layout()
    paths = [stem.parent / f"{stem.name}.{suffix}" for suffix in formats]  # names may hold dots
    for path in paths:
        fig.savefig(path, dpi=150)
    return paths


def save_figure_to(fig: Figure, path: Path) -> Path:
    """Save ``fig`` to ``path`` (format by suffix, 150 dpi for a raster), return ``path``."""
    fig.tight_layout()
    fig.savefig(path, dpi=150)
    return path
