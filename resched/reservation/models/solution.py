"""The reservation family's solution of its exact models: the optimal reservation sequence.

A shortest path of Thm 2's state graph (:mod:`~resched.reservation.models.shortest_path`) is a
strategy: reservation k has length W_k = R_k + T_k + C_k (Eq. 2–4) and ends with a checkpoint
when δ_k = 1. :class:`ReservationSolution` holds that sequence, its ``objective`` is the expected
cost Σ_i f_i·C_S(v_i) of the simulator's Eq. (5) over the law's support (each run time v_i run
through the reservations, :func:`resched.reservation.simulate.job_costs`), and ``replay`` costs it
by Eq. (7) (:func:`resched.reservation.metrics.expected_cost`, the evaluation every heuristic's
plan gets).

Example::

    from resched.reservation.instance import from_dict
    inst = from_dict({"family": "reservation", "schema_version": 1, "name": "two",
                      "law": {"values": [1, 2], "probabilities": [0.5, 0.5]}, "C": 0, "R": 0})
    report = resched.solve_instance(inst, "shortest_path")
    report.solution.schedule()   # [{'reservation': 1, 'length': 1.0, ...}, ...]
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from resched.errors import ModelError
from resched.reservation.instance import ReservationInstance
from resched.reservation.instance.strategy import Costs, Strategy
from resched.reservation.metrics import expected_cost
from resched.reservation.models.common import Arc, path_strategy, state_arcs
from resched.reservation.simulate import job_costs
from resched.result import SolveResult


@dataclass(frozen=True)
class ReservationSolution:
    """An optimal reservation sequence: ``strategy`` (milestones t_k, job work done at the end
    of reservation k, and checkpoint flags δ_k; the law's time unit) under ``costs``, for the
    discrete law (``values`` v_i, ``probabilities`` f_i) it was solved on. ``objective`` is its
    expected cost (cost units of Eq. 1), recomputed by running every v_i through the
    reservations (Eq. 5)."""

    strategy: Strategy
    costs: Costs
    values: tuple[float, ...]
    probabilities: tuple[float, ...]

    @property
    def objective(self) -> float:
        """Σ_i f_i·C_S(v_i): the simulator's cost of each run time v_i (Eq. 5), averaged."""
        return float(np.dot(self.probabilities, job_costs(self.strategy, self.costs, self.values)))

    def schedule(self) -> list[dict[str, object]]:
        """One row per reservation k: its length W_k, the restart R_k, the work T_k it adds,
        its checkpoint C_k (time units), the milestone t_k, whether it checkpoints and the
        probability P(X > t_{k−1}) that it is used."""
        d = self.strategy.decompose(self.costs)
        values, probabilities = np.asarray(self.values), np.asarray(self.probabilities)
        rows: list[dict[str, object]] = []
        for k, (t, delta) in enumerate(zip(self.strategy.milestones, self.strategy.checkpoints)):
            before = 0.0 if k == 0 else self.strategy.milestones[k - 1]
            rows.append(
                {
                    "reservation": k + 1,
                    "length": float(d.W[k]),
                    "restart": float(d.R[k]),
                    "work": float(d.T[k]),
                    "checkpoint_time": float(d.C[k]),
                    "milestone": t,
                    "checkpoint": delta,
                    "used_with_probability": float(probabilities[values > before].sum()),
                }
            )
        return rows

    def to_dict(self) -> dict[str, object]:
        return {
            "objective": self.objective,
            "schedule": self.schedule(),
            "reservations": [[row["length"], row["checkpoint"]] for row in self.schedule()],
            "strategy": self.strategy.to_dict(self.costs),
        }

    def replay(self, instance: ReservationInstance) -> float:
        """The strategy's expected cost on ``instance`` by Eq. (7) (:func:`expected_cost`)."""
        return expected_cost(self.strategy, instance.law, instance.costs)


def decode_path(instance: ReservationInstance, result: SolveResult, mode: str = "dp") -> ReservationSolution:
    """The strategy of the shortest-path LP's solution: the arcs with x_a = 1 (the LP is
    integral), followed from (0, 0) to the sink; arcs are numbered as
    :func:`~resched.reservation.models.shortest_path.build_shortest_path` numbers them."""
    x = result.values.get("x", {})
    arcs = state_arcs(instance.law, instance.costs, mode)
    chosen: list[Arc] = [arcs.arc(k) for k, value in x.items() if value > 0.5]
    if any(abs(value - round(value)) > 1e-6 for value in x.values()):
        raise ModelError(f"{instance.name}: the shortest-path LP's solution is not a 0/1 path")
    law = instance.law
    return ReservationSolution(
        path_strategy(law, chosen),
        instance.costs,
        tuple(float(v) for v in law.values),
        tuple(float(f) for f in law.probabilities),
    )


def draw_reservations(
    instance: ReservationInstance,
    solution: ReservationSolution,
    path: Path,
    *,
    reference: tuple[str, Strategy],
    title: str = "optimal",
) -> None:
    """The law's support (bars f_i at v_i) under each strategy's reservations: one band per
    strategy, reservation k a box over the new work it reaches (t_{k−1}, t_k], hatched when it ends
    with a checkpoint, labelled with its length W_k; the optimum above ``reference`` (a
    heuristic's name and strategy)."""
    import matplotlib.pyplot as plt

    from resched.plot.save import save_figure_to

    law = instance.law
    fig, ax = plt.subplots(figsize=(8, 4))
    ax.bar(law.values, law.probabilities, width=0.01 * law.b, color="0.4", label="P(X = v)")
    top = float(law.probabilities.max())
    name, strategy = reference
    bands = (
        (f"{title}, E = {solution.objective:.4g}", solution.strategy),
        (f"{name}, E = {expected_cost(strategy, law, instance.costs):.4g}", strategy),
    )
    for row, (label, strat) in enumerate(bands):
        y = top * (1.15 + 0.35 * row)
        lengths = strat.lengths(instance.costs)
        previous = 0.0
        for k, (t, delta) in enumerate(zip(strat.milestones, strat.checkpoints)):
            ax.add_patch(
                plt.Rectangle(
                    (previous, y),
                    t - previous,
                    0.25 * top,
                    facecolor=f"C{row}",
                    alpha=0.5,
                    edgecolor="black",
                    hatch="//" if delta else None,
                )
            )
            ax.text((previous + t) / 2, y + 0.125 * top, f"{lengths[k]:.3g}", ha="center", va="center", fontsize=7)
            previous = t
        ax.text(0, y + 0.3 * top, label, fontsize=8)
    ax.set_xlim(0, max(law.b, solution.strategy.milestones[-1], strategy.milestones[-1]) * 1.02)
    ax.set_ylim(0, top * 2.0)
    ax.set_xlabel("job work (time units); boxes: reservations (length W_k), hatched: ends with a checkpoint")
    ax.set_ylabel("probability")
    ax.set_title(f"{instance.name}: reservation sequences")
    save_figure_to(fig, path)
    plt.close(fig)
