"""The risk-aware online algorithms: the factories that the registry
(:data:`resched.riskaware.family.ALGORITHMS`) names, each returning the algorithm object
``params -> Policy`` (the algorithm with the algorithm parameters of a RiskAwareParams).

The algorithms are integer codes of one compiled event loop (:mod:`.kernels`); a
:class:`~resched.riskaware.algorithms.online.Policy` (:mod:`.online`) runs it for
:func:`resched.riskaware.simulate.simulate`."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from resched.riskaware.algorithms.online import KERNEL_CODES, Policy
from resched.riskaware.params import RiskAwareParams

__all__ = [
    "KERNEL_CODES",
    "Policy",
    "first_fit",
    "first_fit_aware",
    "first_fit_blocking",
    "packed_target_asap",
    "target_asap",
    "target_stretch",
]


def _factory(name: str) -> Callable[[RiskAwareParams], Policy]:
    """The algorithm object of ``name``: ``params -> Policy``."""
    return partial(Policy.of, name)


# Factories named by the algorithm registry (resched.riskaware.family.ALGORITHMS).
first_fit = partial(_factory, "FirstFit")
first_fit_blocking = partial(_factory, "FirstFitBlocking")
first_fit_aware = partial(_factory, "FirstFitAware")
target_stretch = partial(_factory, "TargetStretch")
target_asap = partial(_factory, "TargetASAP")
packed_target_asap = partial(_factory, "PackedTargetASAP")
