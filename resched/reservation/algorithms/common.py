"""What every strategy of the paper returns: a :class:`Plan` (the strategy, its costs and its
expected cost, Eq. 7), and the strategy names (:data:`STRATEGIES`, :data:`PAPER_NAMES`)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from resched.reservation.instance.strategy import Costs, Strategy
from resched.reservation.params import DEFAULT_MAX_CHUNKS

STRATEGIES = ("dp", "all-ckpt", "no-ckpt", "all-ckpt-per", "no-ckpt-per")
PAPER_NAMES = {
    "dp": "DYN-PROG-COUNT",
    "all-ckpt": "ALL-CKPT",
    "no-ckpt": "NO-CKPT",
    "all-ckpt-per": "ALL-CKPT-PER",
    "no-ckpt-per": "NO-CKPT-PER",
}
#: Default cap on DYN-PROG-COUNT's n: Algorithm 1's n is used whole up to this many chunks, so
#: Thm 3's (1+ε) guarantee holds by default whenever Algorithm 1's n ≤ N_MAX (``Plan.guaranteed``).
N_MAX = DEFAULT_MAX_CHUNKS


@dataclass(frozen=True)
class Plan:
    """A strategy with its expected cost. ``n``: size of the discrete law the DP ran on
    (support size, or chunks of Y_n); ``n_formula``: Algorithm 1's n for ε (continuous laws);
    ``tau``: period count of a periodic strategy."""

    name: str
    strategy: Strategy
    costs: Costs
    expected_cost: float
    n: int | None = None
    n_formula: float | None = None
    tau: int | None = None

    @property
    def milestones(self) -> tuple[float, ...]:
        return self.strategy.milestones

    @property
    def checkpoints(self) -> tuple[bool, ...]:
        return self.strategy.checkpoints

    @property
    def lengths(self) -> npt.NDArray[np.float64]:
        """Reservation lengths W_k (Eq. 2)."""
        return self.strategy.lengths(self.costs)

    @property
    def reservations(self) -> list[tuple[float, bool]]:
        """The sequence (W_k, δ_k) of Def. 1."""
        return [(float(w), d) for w, d in zip(self.lengths, self.checkpoints)]

    @property
    def guaranteed(self) -> bool | None:
        """Whether Thm 3's (1+ε) guarantee holds (n ≥ Algorithm 1's n); None off a grid."""
        return None if self.n_formula is None or self.n is None else self.n >= self.n_formula

    def to_dict(self) -> dict[str, object]:
        return {
            "strategy": self.name,
            "paper_name": PAPER_NAMES.get(self.name, self.name),
            "expected_cost": self.expected_cost,
            "reservations": len(self.strategy),
            "checkpoints_taken": int(sum(self.checkpoints)),
            "n": self.n,
            "n_formula": self.n_formula,
            "tau": self.tau,
            "guaranteed": self.guaranteed,
            **self.strategy.to_dict(self.costs),
        }
