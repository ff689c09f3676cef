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
Names are resolved lazily: importing the package loads no numeric or solver library.
"""

from typing import TYPE_CHECKING

from resched.lazy import lazy_package

if TYPE_CHECKING:  # what type checkers see; at run time each name is imported on first access
    from resched.reservation.algorithms import N_MAX as N_MAX
    from resched.reservation.algorithms import PAPER_NAMES as PAPER_NAMES
    from resched.reservation.algorithms import STRATEGIES as STRATEGIES
    from resched.reservation.algorithms import TAU_MAX as TAU_MAX
    from resched.reservation.algorithms import Plan as Plan
    from resched.reservation.algorithms import ReservationStrategy as ReservationStrategy
    from resched.reservation.algorithms import discretization_size as discretization_size
    from resched.reservation.algorithms import dyn_prog_count as dyn_prog_count
    from resched.reservation.algorithms import optimal_discrete as optimal_discrete
    from resched.reservation.algorithms import periodic as periodic
    from resched.reservation.algorithms import periodic_strategy as periodic_strategy
    from resched.reservation.algorithms import plan as plan
    from resched.reservation.family import FAMILY as FAMILY
    from resched.reservation.instance import ReservationInstance as ReservationInstance
    from resched.reservation.instance.laws import LAWS as LAWS
    from resched.reservation.instance.laws import ContinuousLaw as ContinuousLaw
    from resched.reservation.instance.laws import DiscreteLaw as DiscreteLaw
    from resched.reservation.instance.laws import discrete_law as discrete_law
    from resched.reservation.instance.laws import empirical_law as empirical_law
    from resched.reservation.instance.laws import law as law
    from resched.reservation.instance.laws import lognormal_from_moments as lognormal_from_moments
    from resched.reservation.instance.laws import read_runtimes as read_runtimes
    from resched.reservation.instance.strategy import Costs as Costs
    from resched.reservation.instance.strategy import Strategy as Strategy
    from resched.reservation.metrics import expected_cost as expected_cost
    from resched.reservation.metrics import omniscient_cost as omniscient_cost
    from resched.reservation.models import build_shortest_path as build_shortest_path
    from resched.reservation.models import solve_shortest_path as solve_shortest_path
    from resched.reservation.simulate import Execution as Execution
    from resched.reservation.simulate import MonteCarlo as MonteCarlo
    from resched.reservation.simulate import execute as execute
    from resched.reservation.simulate import job_costs as job_costs
    from resched.reservation.simulate import monte_carlo as monte_carlo

_EXPORTS = {
    **dict.fromkeys(
        (
            "N_MAX",
            "PAPER_NAMES",
            "STRATEGIES",
            "TAU_MAX",
            "Plan",
            "ReservationStrategy",
            "discretization_size",
            "dyn_prog_count",
            "optimal_discrete",
            "periodic",
            "periodic_strategy",
            "plan",
        ),
        "algorithms",
    ),
    **dict.fromkeys(("expected_cost", "omniscient_cost"), "metrics"),
    **dict.fromkeys(("FAMILY",), "family"),
    **dict.fromkeys(("ReservationInstance",), "instance"),
    **dict.fromkeys(
        (
            "LAWS",
            "ContinuousLaw",
            "DiscreteLaw",
            "discrete_law",
            "empirical_law",
            "law",
            "lognormal_from_moments",
            "read_runtimes",
        ),
        "instance.laws",
    ),
    **dict.fromkeys(("Costs", "Strategy"), "instance.strategy"),
    **dict.fromkeys(("build_shortest_path", "solve_shortest_path"), "models"),
    **dict.fromkeys(("Execution", "MonteCarlo", "execute", "job_costs", "monte_carlo"), "simulate"),
}
lazy_package(__name__, _EXPORTS)
