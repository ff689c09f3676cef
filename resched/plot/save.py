"""Writing a figure as PNG and PDF."""

from __future__ import annotations

from pathlib import Path

import matplotlib.pyplot as plt


def save_figure(fig: plt.Figure, stem: Path) -> list[Path]:
    """Save ``fig`` as ``stem.png`` (150 dpi) and ``stem.pdf``, close it, return both paths."""
    fig.tight_layout()
    paths = [stem.parent / f"{stem.name}.png", stem.parent / f"{stem.name}.pdf"]  # names may hold dots
    for path in paths:
        fig.savefig(path, dpi=150)
    plt.close(fig)
    return paths
