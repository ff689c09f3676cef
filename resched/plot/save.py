"""Writing a figure as PNG and PDF."""

from __future__ import annotations

from pathlib import Path

import matplotlib.pyplot as plt


def save_figure(fig: plt.Figure, stem: Path) -> list[Path]:
    """Save ``fig`` as ``stem.png`` (150 dpi) and ``stem.pdf``, close it, return both paths."""
    fig.tight_layout()
    paths = [stem.with_suffix(".png"), stem.with_suffix(".pdf")]
    for path in paths:
        fig.savefig(path, dpi=150)
    plt.close(fig)
    return paths
