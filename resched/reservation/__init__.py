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

from resched.lazy import lazy_package

_EXPORTS = {
    **dict.fromkeys(("N_MAX", "STRATEGIES", "TAU_MAX", "Plan", "discretization_size", "dyn_prog_count",
                     "omniscient_cost", "optimal_discrete", "periodic", "periodic_strategy", "plan"), "algorithms"),
    **dict.fromkeys(("ReservationInstance",), "instance"),
    **dict.fromkeys(("LAWS", "ContinuousLaw", "DiscreteLaw", "discrete_law", "empirical_law", "law",
                     "lognormal_from_moments", "read_runtimes"), "laws"),
    **dict.fromkeys(("Costs", "Execution", "MonteCarlo", "Strategy", "execute", "expected_cost", "job_costs",
                     "monte_carlo"), "strategy"),
    **dict.fromkeys(("build_shortest_path", "solve_shortest_path"), "models"),
    "FAMILY": "family",
    "PAPER_NAMES": "algorithms",
}
lazy_package(__name__, _EXPORTS)
