"""The moldable family's algorithms: LPA-LIST, MINTIME and MINAREA (:mod:`.allocation`: one p
per job for all its attempts) and BATCH-LIST (:mod:`.batch_list`: an allotment per batch of
2^(k−1) attempts), with the numba kernels of the allotment DP (:mod:`.kernels`).

:data:`ALGORITHMS`, the family's registry, names the factories below; each builds an algorithm
object (:class:`MoldableAlgorithm`) whose ``makespans(jobs, failures, priority, epsilon,
allotment)`` runs it on many failure scenarios of one job set. This module stays light: the
algorithm modules (numpy, numba) are imported when a factory is called.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from resched.algorithms import AlgorithmRegistry, AlgorithmSpec

if TYPE_CHECKING:
    import numpy as np

    from resched.moldable.algorithms.allocation import FixedAllocationList
    from resched.moldable.algorithms.batch_list import BatchListAlgorithm
    from resched.moldable.instance.jobs import JobSet
    from resched.moldable.simulate import Schedule


class MoldableAlgorithm(Protocol):
    """A built algorithm of the family (:class:`~.allocation.FixedAllocationList` or
    :class:`~.batch_list.BatchListAlgorithm`)."""

    def makespans(
        self, jobs: JobSet, failures: np.ndarray, priority: str = ..., epsilon: float = ..., allotment: str = ...
    ) -> np.ndarray:
        """Makespan on each scenario (row) of ``failures``."""
        ...

    def schedule(
        self, jobs: JobSet, failures: np.ndarray, priority: str = ..., epsilon: float = ..., allotment: str = ...
    ) -> Schedule:
        """The schedule on one scenario."""
        ...


def _algorithm(name: str, summary: str, factory: str, *aliases: str, **traits: object) -> AlgorithmSpec:
    return AlgorithmSpec(name, summary, f"resched.moldable.algorithms:{factory}", aliases=aliases, traits=traits)


ALGORITHMS = AlgorithmRegistry(
    "moldable",
    (
        _algorithm(
            "LPA-LIST",
            "LIST with one p_j per job for every attempt, chosen by LPA (Algorithm 2: min r(α, β) of Lemma 2)",
            "lpa_list",
            "lpa",
            allocation="lpa",
            batches=False,
        ),
        _algorithm(
            "BATCH-LIST",
            "batches of 2^(k−1) attempts per pending job, each allotted within (1+ε) "
            "(Lemma 3), LIST inside a batch, barriers between batches (§4.4)",
            "batch_list_algorithm",
            "batch",
            allocation="per batch",
            batches=True,
        ),
        _algorithm(
            "MINTIME",
            "LIST with the smallest p_j minimising t_j(p) (baseline, §5.1)",
            "mintime_list",
            allocation="mintime",
            batches=False,
        ),
        _algorithm(
            "MINAREA",
            "LIST with the smallest p_j minimising p·t_j(p) (baseline, §5.1)",
            "minarea_list",
            allocation="minarea",
            batches=False,
        ),
    ),
)


# Factories named by the registry.
def lpa_list() -> FixedAllocationList:
    from resched.moldable.algorithms.allocation import FixedAllocationList, lpa

    return FixedAllocationList(lpa)


def mintime_list() -> FixedAllocationList:
    from resched.moldable.algorithms.allocation import FixedAllocationList, mintime

    return FixedAllocationList(mintime)


def minarea_list() -> FixedAllocationList:
    from resched.moldable.algorithms.allocation import FixedAllocationList, minarea

    return FixedAllocationList(minarea)


def batch_list_algorithm() -> BatchListAlgorithm:
    from resched.moldable.algorithms.batch_list import BatchListAlgorithm

    return BatchListAlgorithm()
