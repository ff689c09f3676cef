"""Variable-capacity scheduling with checkpoints (Cendrier, Benoit, Vivien, RR-9582, 2025)."""

from resched.plot.varcap import plot_varcap_sweep
from resched.registry import ExactModel, Family
from resched.varcap.experiment import run_task
from resched.varcap.instance import VarCapInstance, from_dict
from resched.varcap.models import build_yield_feasibility
from resched.varcap.yield_lp import YieldBound, max_min_yield


def _certificate_model(instance: VarCapInstance):
    """The yield-feasibility LP at the largest achievable yield found by the search."""
    return build_yield_feasibility(instance, max_min_yield(instance).lower)


FAMILY = Family(
    name="varcap",
    from_dict=from_dict,
    exact_models=(
        ExactModel(
            name="yield_feasibility",
            description="max min-yield: §5.1 LP (4)-(6) + binary search; exported at Y*",
            build=_certificate_model,
            solve=max_min_yield,
        ),
    ),
    experiment=run_task,
    plot=plot_varcap_sweep,
)

__all__ = ["FAMILY", "VarCapInstance", "YieldBound", "build_yield_feasibility", "max_min_yield"]
