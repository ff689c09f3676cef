"""The platform's costs and the strategy decision type (Def. 1), shared by the algorithms, the
simulator and the metrics.

A strategy S = ((t_1, δ_1), (t_2, δ_2), …) lists milestones t_k (job work done at the end of
reservation k, Eq. 3) and checkpoint flags δ_k (Def. 1). With p_k the last checkpointed
milestone before k (0 if none), reservation k has (Eq. 2, 4)

    R_k = R·[some δ_i = 1, i < k],   T_k = t_k − p_k,   C_k = δ_k·C,   W_k = R_k + T_k + C_k,

and a reservation of length W used for w costs αW + β·min(W, w) + γ (Eq. 1).

The strategy classes the DPs and the shortest paths range over (:data:`MODES`): ``dp`` all
strategies, ``all-ckpt`` a checkpoint at every reservation but the last, ``no-ckpt`` none.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from resched.errors import ReschedError

FREE, ALL, NONE = 0, 1, 2
MODES = {"dp": FREE, "all-ckpt": ALL, "no-ckpt": NONE}
"""Strategy class name → its code in the numba kernels and the state graph."""


@dataclass(frozen=True)
class Costs:
    """Checkpoint time C, restart time R (time units of the law) and the cost model α, β, γ."""

    C: float
    R: float
    alpha: float = 1.0
    beta: float = 0.0
    gamma: float = 0.0

    def __post_init__(self) -> None:
        for name in ("C", "R", "alpha", "beta", "gamma"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
                raise ReschedError(f"{name} must be a finite number, got {value!r}")
            if value < 0 or (name == "alpha" and value == 0):
                raise ReschedError(f"{name} must be {'> 0' if name == 'alpha' else '>= 0'}, got {value}")

    def omniscient(self, mean: float) -> float:
        """(α+β)E[X] + γ: one reservation of exactly X (the lower bound of every strategy)."""
        return (self.alpha + self.beta) * mean + self.gamma


@dataclass(frozen=True)
class Strategy:
    """Milestones t_1 < t_2 < … and checkpoint flags δ_k (Def. 1, written with milestones)."""

    milestones: tuple[float, ...]
    checkpoints: tuple[bool, ...]

    def __post_init__(self) -> None:
        t = np.asarray(self.milestones, dtype=float)
        if t.ndim != 1 or t.size == 0 or len(self.checkpoints) != t.size:
            raise ReschedError("a strategy needs as many checkpoint flags as milestones (at least one)")
        if not np.all(np.isfinite(t)) or t[0] <= 0 or np.any(np.diff(t) <= 0):
            raise ReschedError("milestones must be finite, positive and strictly increasing")
        object.__setattr__(self, "milestones", tuple(float(x) for x in t))
        object.__setattr__(self, "checkpoints", tuple(bool(d) for d in self.checkpoints))

    @classmethod
    def of(cls, milestones: Sequence[float], checkpoints: Sequence[bool] | None = None) -> Strategy:
        """From milestones and flags (default: no checkpoint)."""
        return cls(tuple(milestones), tuple(checkpoints) if checkpoints is not None else (False,) * len(milestones))

    @classmethod
    def from_lengths(cls, lengths: Sequence[float], checkpoints: Sequence[bool], costs: Costs) -> Strategy:
        """From the reservation lengths W_k and flags δ_k (Def. 1): T_k = W_k − R_k − C_k is the
        work reservation k adds (from the last checkpoint), t_k = p_k + T_k. Each W_k must be
        finite and exceed R_k + C_k (one-line :class:`~resched.errors.ReschedError` otherwise)."""
        W = np.asarray(lengths, dtype=float)
        if W.ndim != 1 or W.size == 0 or len(checkpoints) != W.size:
            raise ReschedError("a strategy needs as many checkpoint flags as reservation lengths (at least one)")
        milestones: list[float] = []
        saved, restarted = 0.0, False
        for k, (w, delta) in enumerate(zip(W, checkpoints), start=1):
            overhead = (costs.R if restarted else 0.0) + (costs.C if delta else 0.0)
            if not math.isfinite(w) or w <= overhead:
                raise ReschedError(
                    f"reservation length W_{k} = {w!r} must be finite and exceed its restart + checkpoint {overhead:g}"
                )
            t = saved + (w - overhead)
            if milestones and t <= milestones[-1]:
                raise ReschedError(
                    f"reservation length W_{k} = {w:g} adds no work past the milestone {milestones[-1]:g} "
                    "(milestones must be strictly increasing)"
                )
            milestones.append(t)
            if delta:
                saved, restarted = t, True
        return cls(tuple(milestones), tuple(bool(d) for d in checkpoints))

    def __len__(self) -> int:
        return len(self.milestones)

    def decompose(self, costs: Costs) -> Decomposition:
        """R_k, p_k, T_k, C_k and W_k of every reservation (Eq. 2–4)."""
        t = np.asarray(self.milestones)
        delta = np.asarray(self.checkpoints, dtype=float)
        checkpointed = np.where(delta > 0, t, 0.0)
        saved = np.concatenate(([0.0], np.maximum.accumulate(checkpointed)[:-1]))  # p_k
        has_checkpoint = np.concatenate(([0.0], np.cumsum(delta)[:-1])) > 0
        restart = (costs.R * has_checkpoint).astype(np.float64, copy=False)
        work = t - saved
        checkpoint = costs.C * delta
        return Decomposition(restart, saved, work, checkpoint, restart + work + checkpoint)

    def lengths(self, costs: Costs) -> npt.NDArray[np.float64]:
        """The reservation lengths W_k."""
        return self.decompose(costs).W

    def to_dict(self, costs: Costs) -> dict[str, list[float] | list[int]]:
        return {
            "milestones": list(self.milestones),
            "checkpoints": [int(d) for d in self.checkpoints],
            "lengths": [float(w) for w in self.lengths(costs)],
        }


@dataclass(frozen=True)
class Decomposition:
    """Per reservation k: R_k, p_k (work saved at its start), T_k, C_k, W_k (arrays)."""

    R: npt.NDArray[np.float64]
    saved: npt.NDArray[np.float64]
    T: npt.NDArray[np.float64]
    C: npt.NDArray[np.float64]
    W: npt.NDArray[np.float64]
