"""Variable capacity without checkpoints: risk-aware online scheduling on multicore machines
(Perotin, Zhang, Wijayawardana, Benoit, Robert, Chien, PMBS'23, as presented in the talk
*The challenges of variable capacity scheduling*, Benoit, 2025).
Names are resolved lazily: importing the package loads no numeric or solver library."""

from resched.lazy import lazy_exports

_EXPORTS = {
    "FAMILY": "family", "RiskAwareInstance": "instance", "Metrics": "metrics", "evaluate": "metrics",
    "goodput": "metrics", "build_offline_goodput": "models", "solve_offline_goodput": "models",
    "ALGORITHMS": "simulate", "Policy": "simulate", "Schedule": "simulate", "simulate": "simulate",
    "online_goodput": "exact",
}
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
__all__ = sorted(_EXPORTS)
