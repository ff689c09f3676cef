"""Experiment task of the reservation family (§4 of the paper): one strategy on one law.

Grid parameters: ``law`` (a Table 1 name, or ``"neuro"``: Scenario 2's LogNormal moment-matched
to μ = 21.4·``mu_ratio`` h and σ = 19.7·``sigma_ratio`` h, §4.4), ``params`` (Table 1 order,
default Table 1's), ``C`` (hours, default 0.1) and ``R`` (default C), ``eps`` (0.1), ``n``
(override), ``n_max`` (1000), ``upper`` (bound of an infinite support). Algorithms: the
strategies ``dp``, ``all-ckpt``, ``no-ckpt``, ``all-ckpt-per``, ``no-ckpt-per`` and
``omniscient``. The task is deterministic (no random draw): its seed is unused.
"""

from __future__ import annotations

from typing import Any

from resched.errors import ReschedError
from resched.reservation.algorithms import N_MAX, omniscient_cost, plan
from resched.reservation.laws import law, lognormal_from_moments
from resched.reservation.strategy import Costs

#: Scenario 2's fitted law (Fig. 7 caption): mean and standard deviation in hours.
NEURO_MEAN, NEURO_SD = 21.4, 19.7
_PARAMS = {"law", "params", "C", "R", "eps", "n", "n_max", "upper", "mu_ratio", "sigma_ratio"}


def task_law(params: dict[str, Any]):
    """The law of a grid point."""
    name = str(params.get("law", "exponential"))
    upper = params.get("upper")
    if name == "neuro":
        moments = lognormal_from_moments(NEURO_MEAN * float(params.get("mu_ratio", 1.0)),
                                         NEURO_SD * float(params.get("sigma_ratio", 1.0)))
        return law("lognormal", moments, upper=upper)
    return law(name, params.get("params"), upper=upper)


def run_task(task) -> dict[str, Any]:
    """Expected cost (Eq. 7, on X) of ``task.algorithm`` with its shape: reservations,
    checkpoints, n (DP grid) and τ (periodic); E[X] and b of the law."""
    params = task.params
    unknown = sorted(params.keys() - _PARAMS)
    if unknown:
        raise ReschedError(f"unknown reservation sweep parameter {unknown[0]!r}")
    X = task_law(params)
    C = float(params.get("C", 0.1))
    R = float(params.get("R", C))
    metrics: dict[str, Any] = {"mean": X.mean, "b": X.b}
    if task.algorithm == "omniscient":
        return metrics | {"cost": omniscient_cost(X, Costs(C, R))}
    result = plan(X, C, R, strategy=task.algorithm, eps=float(params.get("eps", 0.1)), n=params.get("n"),
                  n_max=int(params.get("n_max", N_MAX)))
    return metrics | {"cost": result.expected_cost, "reservations": len(result.strategy),
                      "checkpoints": int(sum(result.checkpoints)), "n": result.n, "tau": result.tau}
