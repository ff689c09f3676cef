"""The risk-aware family's offline MILP and the online algorithms checked against it
(imported only by ``solve``, ``export`` and ``validate``)."""

from __future__ import annotations

from resched.declarations import ExactModel, Heuristic
from resched.riskaware.family import ALGORITHMS
from resched.riskaware.instance import RiskAwareInstance
from resched.riskaware.metrics import goodput
from resched.riskaware.models import build_offline_goodput, solve_offline_goodput
from resched.riskaware.simulate import Policy, simulate


def online_goodput(algorithm: str):
    """GOODPUT(T) of ``algorithm`` (default parameters) run online up to T on an instance."""

    def run(instance: RiskAwareInstance) -> float:
        return goodput(instance, simulate(instance, Policy(algorithm), until=instance.horizon))

    return run


EXACT_MODELS = (
    ExactModel(
        name="offline_goodput",
        description="max GOODPUT(T) offline with the capacity profile known: time-indexed MILP",
        build=build_offline_goodput,
        solve=lambda inst, options: solve_offline_goodput(inst, **options.to_dict()),
        sense="max",
    ),
)
HEURISTICS = tuple(Heuristic(spec.name, online_goodput(spec.name), reference="offline_goodput") for spec in ALGORITHMS)
