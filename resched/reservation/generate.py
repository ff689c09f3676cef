"""A task's law and costs from its parameters (§4): a Table 1 law, Scenario 2's LogNormal
(neuro) or the empirical law of a run-time log, and the platform's costs. Deterministic: the
laws are exact, nothing is drawn."""

from __future__ import annotations

from pathlib import Path

from resched.errors import ReschedError
from resched.reservation.instance.laws import Law, empirical_law, law, lognormal_from_moments, read_runtimes
from resched.reservation.instance.strategy import Costs
from resched.reservation.params import ReservationParams

#: Scenario 2's fitted law (Fig. 7 caption): mean and standard deviation in hours.
NEURO_MEAN, NEURO_SD = 21.4, 19.7


def task_law(params: ReservationParams, runtimes_path: str | Path | None = None) -> Law:
    """The law of a parameter set (``runtimes_path``: the resolved run-times file)."""
    if params.law == "empirical":
        if runtimes_path is None:
            raise ReschedError("law = empirical needs the run-times file")
        return empirical_law(read_runtimes(runtimes_path), name=str(params.runtimes))
    if params.law == "neuro":
        moments = lognormal_from_moments(NEURO_MEAN * params.mu_ratio, NEURO_SD * params.sigma_ratio)
        return law("lognormal", moments, upper=params.upper)
    return law(params.law, params.law_params, upper=params.upper)


def task_costs(params: ReservationParams) -> Costs:
    """The platform's costs C, R, α, β, γ (``params`` resolved: R defaults to C)."""
    if params.restart is None:
        raise ReschedError("R must be a finite number, got None (parameters not resolved)")
    return Costs(params.checkpoint, params.restart, params.alpha, params.beta, params.gamma)
