"""The exhaustive oracle ([RESERVATION-D28]): every strategy on a tiny discrete law, costed by the reservation
process itself (:func:`~resched.reservation.simulate.execute` on each support value, weighted
by its probability) — independent of Eq. (7)/(8) and of the DP."""

from __future__ import annotations

import itertools

from resched.errors import ReschedError
from resched.reservation.instance.laws import DiscreteLaw
from resched.reservation.instance.strategy import Costs, Strategy
from resched.reservation.simulate import execute

#: 3^(n−1) strategies: n = 10 is already ~2·10⁴.
MAX_SUPPORT = 10


def simulated_cost(strategy: Strategy, law: DiscreteLaw, costs: Costs) -> float:
    """Σ_i f_i · cost of a job of length v_i run through ``strategy``."""
    return sum(f * execute(strategy, costs, v).cost for v, f in zip(law.values, law.probabilities))


def brute_force(law: DiscreteLaw, costs: Costs, mode: str = "dp") -> tuple[float, Strategy]:
    """The cheapest strategy with milestones on the support (last one v_n, not checkpointed);
    ``mode`` restricts the flags as the DP variants do (all-ckpt: every other one 1; no-ckpt: 0)."""
    n = law.n
    if n > MAX_SUPPORT:
        raise ReschedError(f"brute force is limited to {MAX_SUPPORT} support values, got {n}")
    best: tuple[float, Strategy] | None = None
    inner = law.values[:-1]
    for size in range(n):
        for chosen in itertools.combinations(inner, size):
            flag_sets = {
                "dp": itertools.product((False, True), repeat=size),
                "all-ckpt": [(True,) * size],
                "no-ckpt": [(False,) * size],
            }[mode]
            for flags in flag_sets:
                strategy = Strategy(tuple(chosen) + (law.b,), tuple(flags) + (False,))
                cost = simulated_cost(strategy, law, costs)
                if best is None or cost < best[0]:
                    best = (cost, strategy)
    assert best is not None  # a discrete law has n >= 1 values: size 0 yields one strategy
    return best
