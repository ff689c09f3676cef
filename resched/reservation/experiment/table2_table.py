"""Table 2 as a CSV (``resched reservation table2 --csv FILE``): one record per law, strategy and
column of the table, our ratio beside the paper's printed one, so that the claims of the table
(``sweeps/reservation/claims.toml``) are judged from stored data like every other figure.

Columns: ``law``; ``strategy`` (``ALL-CKPT-PER``, ``NO-CKPT-PER``, or ``NO-CKPT-PER-tabulated``:
NO-CKPT-PER as the paper's Table 2 evaluates it, :func:`no_ckpt_per_tabulated`); ``column``
(``best``: the ratio of the best τ in [1, 1000]; ``best_tau``: that τ; ``tau=T`` for T in
:data:`TABLE2_TAUS`); ``checkpoint`` and ``gamma`` (hours); ``value`` (ours: a cost over
DYN-PROG-COUNT(X, 0.1)'s, or a τ); ``paper`` (the paper's printed value); ``runs`` (1: the
costs are expectations computed exactly).

Example::

    >>> row = {"law": "exponential", "C": 0.1, "gamma": 0.1,
    ...        **{k: {"best_tau": 23, "best": 1.0, **{str(t): 2.0 for t in TABLE2_TAUS}}
    ...           for k in ("all", "no", "no_tabulated")}}
    >>> table2_records([row])[0]
    {'law': 'exponential', 'strategy': 'ALL-CKPT-PER', 'column': 'best_tau', 'checkpoint': 0.1, 'gamma': 0.1, 'value': 23, 'paper': 23, 'runs': 1}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from resched.reservation.experiment.reproduce import PAPER_TABLE2, TABLE2_TAUS

STRATEGIES = (
    ("all", "ALL-CKPT-PER", "all"),
    ("no", "NO-CKPT-PER", "no"),
    ("no_tabulated", "NO-CKPT-PER-tabulated", "no"),
)
"""(key of a :func:`table2_row` entry, strategy name in the CSV, the paper's row)."""


def table2_records(rows: Sequence[Mapping[str, object]]) -> list[dict[str, object]]:
    """The CSV records of :func:`resched.reservation.experiment.reproduce.table2_row` rows."""
    records: list[dict[str, object]] = []
    for row in rows:
        law = str(row["law"])
        for key, name, printed in STRATEGIES:
            ours = row[key]
            assert isinstance(ours, Mapping)
            paper = PAPER_TABLE2[law][printed]
            cells = [("best_tau", ours["best_tau"], paper[0]), ("best", ours["best"], paper[1])]
            cells += [(f"tau={t}", ours[str(t)], p) for t, p in zip(TABLE2_TAUS, paper[2:], strict=True)]
            for column, value, printed_value in cells:
                records.append(
                    {
                        "law": law,
                        "strategy": name,
                        "column": column,
                        "checkpoint": row["C"],
                        "gamma": row["gamma"],
                        "value": value,
                        "paper": printed_value,
                        "runs": 1,
                    }
                )
    return records
