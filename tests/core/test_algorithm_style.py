"""One plot style per algorithm name (resched.plot.style.algorithm_style), in every family's
figures: two figures of one sweep that show different subsets of the algorithms draw the same
name alike (read back from the artists), and a user algorithm never looks like a built-in."""

from __future__ import annotations

from collections.abc import Callable

import pandas as pd
import pytest
from matplotlib.colors import to_hex
from matplotlib.figure import Figure

from resched.plot.style import COLOURS, algorithm_style

USER = "mypkg.policies:Shortest"


def drawn(fig: Figure) -> dict[str, tuple[str, str, str]]:
    """(colour, marker, line style) of every labelled line of ``fig``'s axes, by label."""
    return {
        str(line.get_label()): (to_hex(line.get_color()), str(line.get_marker()), str(line.get_linestyle()))
        for ax in fig.axes
        for line in ax.get_lines()
        if not str(line.get_label()).startswith("_")
    }


def moldable(names: list[str]) -> Figure:
    from resched.moldable.experiment.figures import ratio_lines

    table = pd.DataFrame(
        [{"algorithm": a, "n": n, "expected": 1.0 + k / 10} for k, a in enumerate(names) for n in (4, 8)]
    )
    return ratio_lines(table, "n")


def reservation(names: list[str]) -> Figure:
    from resched.reservation.experiment.figures import cost_panel

    table = pd.DataFrame(
        [{"law": "exp", "epsilon": e, "algorithm": a, "ratio": 1.0 + k} for k, a in enumerate(names) for e in (0.1, 1)]
    )
    return cost_panel(table, "epsilon", "exp")


def varcap(names: list[str]) -> Figure:
    from resched.varcap.experiment.figures import yield_cdf_figure

    return yield_cdf_figure([{"algorithm": a, "yields": [0.2, 0.5, 0.9]} for a in names])


def riskaware(names: list[str]) -> Figure:
    from resched.riskaware.experiment.figures import METRICS, metric_panels

    rows = [{"algorithm": a, "load": x, **dict.fromkeys(METRICS, 1.0 + k)} for k, a in enumerate(names) for x in (1, 2)]
    return metric_panels(pd.DataFrame(rows), "load")


def batch(names: list[str]) -> Figure:
    from resched.batch.experiment.figures import ratio_figure

    rows = [
        {
            "algorithm": a,
            "mtbf": m,
            "ratio_utilization": 1.0,
            "ratio_max_flow_largest": 1.0,
            "ratio_weighted_flow_all": 1.0,
        }
        for a in names
        for m in (3600.0, 7200.0)
    ]
    return ratio_figure(pd.DataFrame(rows))


FIGURES: dict[str, tuple[Callable[[list[str]], Figure], list[str]]] = {
    "moldable": (moldable, ["LPA-LIST", "BATCH-LIST", "MINTIME", "MINAREA"]),
    "reservation": (reservation, ["DYN-PROG-COUNT", "ALL-CKPT", "NO-CKPT", "Omniscient"]),
    "varcap": (varcap, ["GreedyGoodput", "DPGoodput", "DPBiC(2)", "DPBiC(15)"]),
    "riskaware": (riskaware, ["FirstFit", "FirstFitAware", "TargetStretch", "PackedTargetASAP"]),
    "batch": (batch, ["SFSJ", "H112", "H213", "H323"]),
}


@pytest.mark.parametrize("family", sorted(FIGURES))
def test_same_name_same_style_in_every_figure(family: str) -> None:
    draw, builtins = FIGURES[family]
    first = drawn(draw([builtins[0], builtins[2], USER]))
    second = drawn(draw([USER, builtins[1], builtins[2], builtins[3]]))
    shared = {builtins[2], USER}
    assert shared <= first.keys() & second.keys()
    for name in shared:
        assert first[name] == second[name], name
    user = first[USER]
    assert user[2] == "--" and user[0] not in COLOURS
    for name in builtins:
        style = (first | second).get(name)
        if style is not None:
            assert style[2] == "-" and style[0] != user[0]
            assert style[0] in COLOURS or "(" in name  # a parametrised built-in: its algorithm's colour, darkened


def test_a_user_style_is_derived_from_the_name_and_never_a_builtin_one() -> None:
    builtins = ("BASELINE", "SFSJ", *(f"H{k}" for k in range(100, 118)))
    assert algorithm_style(USER, builtins) == algorithm_style(USER, builtins[:3]) == algorithm_style(USER)
    assert {algorithm_style(f"user{k}")["color"] for k in range(200)}.isdisjoint(COLOURS)
    assert len({tuple(algorithm_style(f"user{k}").values()) for k in range(40)}) > 20  # the digest spreads names
    assert [algorithm_style(name, builtins) for name in builtins] == [
        algorithm_style(name, builtins[: k + 1]) for k, name in enumerate(builtins)
    ]
    assert len({tuple(algorithm_style(name, builtins).values()) for name in builtins}) == 20
