"""The risk-aware online algorithms: the factories that the registry
(:data:`resched.riskaware.family.ALGORITHMS`) names, each returning the algorithm object
``params -> Policy`` (the algorithm with the algorithm parameters of a RiskAwareParams).

The algorithms are integer codes of one compiled event loop (:mod:`.kernels`); a
:class:`~resched.riskaware.algorithms.online.Policy` (:mod:`.online`) runs it for
:func:`resched.riskaware.simulate.simulate` (the fast path of the built-ins).

Any object satisfying :class:`OnlinePolicy` (a ``name`` and ``decide(view) -> Start decisions``)
runs through the same :func:`~resched.riskaware.simulate.simulate`, by a pure-Python event loop;
every built-in is also written that way (:mod:`.first_fit`, :mod:`.target`,
:func:`python_policy`), with the kernels' results."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from typing import Protocol, runtime_checkable

from resched.riskaware.algorithms.authors import AuthorsPolicy
from resched.riskaware.algorithms.first_fit import PythonFirstFit, PythonFirstFitAware, PythonFirstFitBlocking
from resched.riskaware.algorithms.online import KERNEL_CODES, Policy
from resched.riskaware.algorithms.target import PythonTarget
from resched.riskaware.params import RiskAwareParams, algorithm_name
from resched.riskaware.simulate import Running, Start, View, Wake

__all__ = [
    "KERNEL_CODES",
    "PYTHON_POLICIES",
    "AuthorsPolicy",
    "OnlinePolicy",
    "Policy",
    "PythonFirstFit",
    "PythonFirstFitAware",
    "PythonFirstFitBlocking",
    "PythonTarget",
    "Running",
    "Start",
    "View",
    "Wake",
    "bp1",
    "bs1",
    "bss",
    "first_fit",
    "first_fit_aware",
    "first_fit_blocking",
    "packed_target_asap",
    "python_policy",
    "target_asap",
    "target_stretch",
]


@runtime_checkable
class OnlinePolicy(Protocol):
    """An online risk-aware policy, run by :func:`resched.riskaware.simulate.simulate` exactly as a
    built-in algorithm (a pure-Python event loop; the built-ins' :class:`Policy` runs compiled).

    At every event tick (units: ticks; cores; machines indexed from 0, the lowest the safest) the
    simulator processes, in this order, the completions, the capacity change (machines ≥ M_alive
    go off; their jobs are killed and rejoin the waiting queue with their original release, the
    work done is lost) and the releases, then calls ``decide`` once with a read-only
    :class:`~resched.riskaware.simulate.View` (the time, M_alive before and after the change, the
    platform (M⁺, n_c, M⁻, the walk's period and step), every job's release / cores (``need``) / length, the free cores per machine, the
    running attempts, the waiting jobs in release order, and this tick's released, completed and
    killed attempts; the capacity is revealed online, so no future is shown). The policy answers
    :class:`~resched.riskaware.simulate.Start` decisions (job ``j`` now on machine ``m``), applied in
    order; a job not started stays waiting until the next event, or until a tick the policy asked
    for with :class:`~resched.riskaware.simulate.Wake` (to start a job it reserved ahead). A decision that breaks a rule
    (unknown job, a job started twice or before its release, a machine that is off, more cores
    than free) stops the run with a one-line :class:`~resched.errors.ReschedError`.

    Example (a complete policy: the longest waiting job first, on the freest machine)::

        from resched.riskaware.algorithms import Start, View
        from resched.riskaware.instance import Capacity, Job, Platform, RiskAwareInstance
        from resched.riskaware.simulate import simulate

        class LongestFirst:
            name = "LongestFirst"

            def decide(self, view: View) -> list[Start]:
                free, starts = list(view.free), []
                for j in sorted(view.waiting, key=lambda j: -view.length[j]):
                    m = max(range(view.alive), key=lambda m: free[m], default=-1)
                    if m >= 0 and free[m] >= view.need[j]:
                        free[m] -= int(view.need[j])
                        starts.append(Start(j, m))
                return starts

        jobs = (Job("a", 0, 2, 5), Job("b", 1, 4, 3))
        instance = RiskAwareInstance("demo", Platform(2, 1, 4, 10), Capacity((0, 4), (2, 1)), jobs, 20)
        schedule = simulate(instance, LongestFirst())
    """

    @property
    def name(self) -> str: ...

    def decide(self, view: View) -> Iterable[Start | Wake]: ...


#: The built-ins also written against :class:`OnlinePolicy` (same results as their kernels): each
#: name's Python policy, built from the algorithm parameters.
PYTHON_POLICIES: dict[str, Callable[[RiskAwareParams], OnlinePolicy]] = {
    "FirstFit": lambda params: PythonFirstFit(conventions=params.conventions),
    "FirstFitBlocking": lambda params: PythonFirstFitBlocking(),
    "FirstFitAware": lambda params: PythonFirstFitAware(),
    **{name: partial(PythonTarget.of, name) for name in ("TargetStretch", "TargetASAP", "PackedTargetASAP")},
}


def python_policy(name: str, params: RiskAwareParams | None = None) -> OnlinePolicy:
    """A fresh pure-Python :class:`OnlinePolicy` of the built-in ``name`` (any case or alias) with
    the algorithm parameters of ``params`` (default: RiskAwareParams' defaults)."""
    return PYTHON_POLICIES[algorithm_name(name)](params if params is not None else RiskAwareParams())


def _factory(name: str) -> Callable[[RiskAwareParams], Policy]:
    """The algorithm object of ``name``: ``params -> Policy``."""
    return partial(Policy.of, name)


def _authors(name: str) -> Callable[[RiskAwareParams], AuthorsPolicy]:
    """The authors' policy ``name``: ``params -> AuthorsPolicy`` (it reads no algorithm parameter)."""
    return lambda params: AuthorsPolicy(name)


# Factories named by the algorithm registry (resched.riskaware.family.ALGORITHMS).
bss = partial(_authors, "BSS")
bs1 = partial(_authors, "BS1")
bp1 = partial(_authors, "BP1")
first_fit = partial(_factory, "FirstFit")
first_fit_blocking = partial(_factory, "FirstFitBlocking")
first_fit_aware = partial(_factory, "FirstFitAware")
target_stretch = partial(_factory, "TargetStretch")
target_asap = partial(_factory, "TargetASAP")
packed_target_asap = partial(_factory, "PackedTargetASAP")
