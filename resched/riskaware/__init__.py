"""Variable capacity without checkpoints: risk-aware online scheduling on multicore machines
(Perotin, Zhang, Wijayawardana, Benoit, Robert, Chien, PMBS'23, as presented in the talk
*The challenges of variable capacity scheduling*, Benoit, 2025)."""

from resched.plot.riskaware import plot_riskaware_sweep
from resched.registry import ExactModel, Family, Heuristic
from resched.riskaware.experiment import run_task
from resched.riskaware.instance import RiskAwareInstance, from_dict
from resched.riskaware.metrics import Metrics, evaluate, goodput
from resched.riskaware.models import build_offline_goodput, solve_offline_goodput
from resched.riskaware.simulate import ALGORITHMS, Policy, Schedule, simulate


def online_goodput(algorithm: str):
    """GOODPUT(T) of ``algorithm`` (default parameters) run online up to T on an instance."""
    def run(instance: RiskAwareInstance) -> float:
        return goodput(instance, simulate(instance, Policy(algorithm), until=instance.horizon))
    return run


FAMILY = Family(
    name="riskaware",
    from_dict=from_dict,
    exact_models=(
        ExactModel(
            name="offline_goodput",
            description="max GOODPUT(T) offline with the capacity profile known: time-indexed MILP",
            build=build_offline_goodput,
            solve=solve_offline_goodput,
            sense="max",
        ),
    ),
    experiment=run_task,
    heuristics=tuple(Heuristic(name, online_goodput(name), reference="offline_goodput") for name in ALGORITHMS),
    plot=plot_riskaware_sweep,
)

__all__ = ["ALGORITHMS", "FAMILY", "Metrics", "Policy", "RiskAwareInstance", "Schedule", "build_offline_goodput",
           "evaluate", "goodput", "online_goodput", "simulate", "solve_offline_goodput"]
