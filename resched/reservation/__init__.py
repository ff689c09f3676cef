"""Reservation and checkpoint strategies for stochastic jobs (Gainaru, Goglin, Honoré, Pallez,
Raghavan, Robert, Sun, IPDPS 2020).

Stable public API::

    from resched.reservation import law, discrete_law, empirical_law, plan, execute

    X = law("lognormal", [3.0, 0.5])                 # Table 1 name and parameters, truncated at Q(1-1e-7)
    p = plan(X, C=0.1, R=0.1, alpha=1, beta=0, gamma=0, strategy="dp", eps=0.1)
    p.reservations      # [(W_1, δ_1), (W_2, δ_2), …]  reservation lengths and checkpoint flags
    p.milestones        # (t_1, t_2, …)                job work done at the end of each reservation
    p.expected_cost     # E(S(X)), Eq. (7)
    execute(p.strategy, p.costs, runtime=12.3)       # one job through the reservations (lengths, used, cost)

Strategies: "dp" (Thm 2 / DYN-PROG-COUNT), "all-ckpt", "no-ckpt", "all-ckpt-per", "no-ckpt-per".
"""

from resched.reservation.algorithms import (
    N_MAX, PAPER_NAMES, STRATEGIES, TAU_MAX, Plan, discretization_size, dyn_prog_count, omniscient_cost,
    optimal_discrete, periodic, periodic_strategy, plan,
)
from resched.plot.reservation import plot_reservation_sweep
from resched.registry import ExactModel, Family, Heuristic
from resched.reservation.experiment import run_task
from resched.reservation.instance import ReservationInstance, from_dict
from resched.reservation.laws import (
    LAWS, ContinuousLaw, DiscreteLaw, discrete_law, empirical_law, law, lognormal_from_moments, read_runtimes,
)
from resched.reservation.strategy import (
    Costs, Execution, MonteCarlo, Strategy, execute, expected_cost, job_costs, monte_carlo,
)

from resched.reservation.models import build_shortest_path, solve_shortest_path


def _exact_model(mode: str) -> ExactModel:
    suffix = "" if mode == "dp" else "_" + mode.replace("-", "_")
    scope = {"dp": "all strategies", "all-ckpt": "ALL-CKPT strategies", "no-ckpt": "NO-CKPT strategies"}[mode]
    return ExactModel(
        name=f"shortest_path{suffix}",
        description=f"min expected cost over {scope}: shortest path on Thm 2's state graph (LP, TU)",
        build=lambda inst: build_shortest_path(inst, mode),
        solve=lambda inst: solve_shortest_path(inst, mode),
        sense="min",
    )


def _dp_heuristic(mode: str) -> Heuristic:
    reference = _exact_model(mode).name
    return Heuristic(mode, lambda inst: optimal_discrete(inst.law, inst.costs, mode)[1], reference, exact=True)


def _periodic_heuristic(checkpoint: bool) -> Heuristic:
    name = "all-ckpt-per" if checkpoint else "no-ckpt-per"
    return Heuristic(name, lambda inst: periodic(inst.law, inst.costs, checkpoint).expected_cost, "shortest_path")


FAMILY = Family(
    name="reservation",
    from_dict=from_dict,
    exact_models=tuple(_exact_model(mode) for mode in ("dp", "all-ckpt", "no-ckpt")),
    heuristics=tuple(_dp_heuristic(mode) for mode in ("dp", "all-ckpt", "no-ckpt"))
    + (_periodic_heuristic(True), _periodic_heuristic(False)),
    experiment=run_task,
    plot=plot_reservation_sweep,
)

__all__ = [
    "FAMILY", "ReservationInstance", "build_shortest_path", "solve_shortest_path",
    "LAWS", "N_MAX", "PAPER_NAMES", "STRATEGIES", "TAU_MAX", "ContinuousLaw", "Costs", "DiscreteLaw", "Execution",
    "MonteCarlo", "Plan", "Strategy", "discrete_law", "discretization_size", "dyn_prog_count", "empirical_law",
    "execute", "expected_cost", "job_costs", "law", "lognormal_from_moments", "monte_carlo", "omniscient_cost",
    "optimal_discrete", "periodic", "periodic_strategy", "plan", "read_runtimes",
]
