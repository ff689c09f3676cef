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

from resched.lazy import lazy_exports

_EXPORTS = {
    "FAMILY": "family", "ALGORITHMS": "family", "RiskAwareParams": "family",
    "RiskAwareInstance": "instance", "Metrics": "metrics", "evaluate": "metrics",
    "goodput": "metrics", "build_offline_goodput": "models", "solve_offline_goodput": "models",
    "Policy": "simulate", "Schedule": "simulate", "simulate": "simulate",
    "online_goodput": "exact",
}
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
__all__ = sorted(_EXPORTS)
