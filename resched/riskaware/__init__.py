"""Variable capacity without checkpoints: risk-aware online scheduling on multicore machines
(Perotin, Zhang, Wijayawardana, Benoit, Robert, Chien, PMBS'23, as presented in the talk
*The challenges of variable capacity scheduling*, Benoit, 2025).

Stable public API::

    from resched.riskaware import Policy, simulate, evaluate, RiskAwareParams, ALGORITHMS
    from resched.riskaware.generate import read_trace, trace_instance

    inst = trace_instance(read_trace("../shared/traces/borg/borg-7D_604800.txt", cores=24), seed=1)
    metrics = evaluate(inst, simulate(inst, Policy("TargetASAP")))   # GOODPUT(T), stretch, …

``ALGORITHMS`` is the registry of the slides' five algorithms and the blocking first fit,
``RiskAwareParams`` the one declaration of the family's parameters (names, units, defaults,
ranges).
Names are resolved lazily: importing the package loads no numeric or solver library."""

from typing import TYPE_CHECKING

from resched.lazy import lazy_package

if TYPE_CHECKING:  # what type checkers see; at run time each name is imported on first access
    from resched.riskaware.algorithms import Policy as Policy
    from resched.riskaware.family import ALGORITHMS as ALGORITHMS
    from resched.riskaware.family import FAMILY as FAMILY
    from resched.riskaware.instance import RiskAwareInstance as RiskAwareInstance
    from resched.riskaware.instance import Schedule as Schedule
    from resched.riskaware.metrics import Metrics as Metrics
    from resched.riskaware.metrics import RiskAwareMetrics as RiskAwareMetrics
    from resched.riskaware.metrics import evaluate as evaluate
    from resched.riskaware.metrics import goodput as goodput
    from resched.riskaware.models import build_offline_goodput as build_offline_goodput
    from resched.riskaware.models import online_goodput as online_goodput
    from resched.riskaware.models import solve_offline_goodput as solve_offline_goodput
    from resched.riskaware.params import RiskAwareParams as RiskAwareParams
    from resched.riskaware.simulate import simulate as simulate

_EXPORTS = {
    "FAMILY": "family",
    "ALGORITHMS": "family",
    "RiskAwareParams": "params",
    "RiskAwareInstance": "instance",
    "Schedule": "instance",
    "Metrics": "metrics",
    "RiskAwareMetrics": "metrics",
    "evaluate": "metrics",
    "goodput": "metrics",
    "build_offline_goodput": "models",
    "solve_offline_goodput": "models",
    "online_goodput": "models",
    "Policy": "algorithms",
    "simulate": "simulate",
}
lazy_package(__name__, _EXPORTS)
