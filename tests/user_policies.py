"""A user's own algorithms, outside resched: what the open-algorithm tests name as
``user_policies:ATTRIBUTE`` (this folder is on ``sys.path`` in the tests)."""

from __future__ import annotations

from resched.algorithms import AlgorithmSpec
from resched.reservation.algorithms import dyn_prog_count_strategy

RAN: list[str] = []
"""The factories of this module that were called (a test checks that a refused name ran none)."""


def reservation_delegate():
    """A reservation strategy that delegates to DYN-PROG-COUNT (its results must be the same)."""
    RAN.append("reservation_delegate")
    return dyn_prog_count_strategy()


ANNOTATED = AlgorithmSpec("Delegate", "DYN-PROG-COUNT under another name", reservation_delegate, traits={"user": True})
"""The same algorithm declared with its own summary and traits."""

NOT_AN_ALGORITHM = 42


def delegate(family_name: str, algorithm: str):
    """A factory of the built-in ``algorithm`` of ``family_name``, outside resched's registry
    (what a user's module holding a wrapper of a built-in looks like to resched)."""

    def build():
        from resched.registry import family

        return family(family_name).algorithms.resolve(algorithm).build()

    return build


varcap_greedy = delegate("varcap", "GreedyGoodput")
riskaware_first_fit = delegate("riskaware", "FirstFit")
moldable_lpa = delegate("moldable", "LPA-LIST")
iterative_static = delegate("iterative", "static")
batch_baseline = delegate("batch", "BASELINE")
