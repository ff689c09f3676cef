"""The moldable family's algorithms: LPA-LIST, MINTIME and MINAREA (:mod:`.allocation`: one p
per job for all its attempts) and BATCH-LIST (:mod:`.batch_list`: an allotment per batch of
2^(k−1) attempts), with the numba kernels of the allotment DP (:mod:`.kernels`).

:data:`ALGORITHMS`, the family's registry, names the factories below; each builds an algorithm
object satisfying the public Protocol :data:`MoldableAlgorithm` (:class:`ListAlgorithm` or
:class:`BatchAlgorithm`), which :func:`makespans` and :func:`schedule` run through the family's
simulator (:mod:`resched.moldable.simulate`), checking every decision. This module stays light:
the algorithm modules (numpy, numba) are imported when a factory or a run is called.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, TypeAlias, runtime_checkable

from resched.algorithms import AlgorithmRegistry, AlgorithmSpec
from resched.errors import ReschedError
from resched.moldable.params import DEFAULT_ALLOTMENT, DEFAULT_EPSILON

if TYPE_CHECKING:
    import numpy as np

    from resched.moldable.algorithms.allocation import FixedAllocationList
    from resched.moldable.algorithms.batch_list import BatchListAlgorithm
    from resched.moldable.instance.jobs import JobSet
    from resched.moldable.simulate import Schedule


@runtime_checkable
class ListAlgorithm(Protocol):
    """A LIST algorithm with a fixed allocation (Algorithm 1; LPA-LIST, MINTIME, MINAREA): what it
    decides, the simulator runs and checks.

    Units: ``jobs.times[j, p-1]`` is t_j(p), the seconds one attempt of job j takes on p
    processors (p = 1..``jobs.P``); a failure scenario gives f_j failed attempts of job j, then a
    success (f_j + 1 attempts, each silent error found at the attempt's end).

    * ``batches`` — the declared trait ``False`` (LIST all along, no batches).
    * ``allocate(jobs)`` — the allocation rule: processor counts, an int array of shape (n,) (one
      p_j for every attempt) or (n, cols) (attempt m of job j uses column min(m, cols−1)), each
      in 1..P. Called once per job set (every scenario of the set uses it).
    * ``order(jobs, procs, durations, rule)`` — the LIST priority: ``procs`` is the checked
      (n, cols) allocation, ``durations`` the matching t_j(p) in seconds, ``rule`` the run's
      ``priority`` parameter (LPT, HPA, LA; a policy may ignore it); returns a permutation of the
      n jobs (or of the n·cols attempts, row-major j·cols + m), the first started first. At time
      0 and at each completion, LIST scans the pending jobs in this order and starts every one
      whose next attempt fits in the free processors.

    A processor count outside 1..P, a job missing from the allocation or a priority that is not a
    permutation is refused with a one-line :class:`~resched.errors.ReschedError`. Example (the
    smallest p within 10 % of the fastest time, smallest area first)::

        import numpy as np

        class NearFastest:
            batches = False

            def allocate(self, jobs):
                fastest = jobs.times.min(axis=1, keepdims=True)
                return np.argmax(jobs.times <= 1.1 * fastest, axis=1) + 1

            def order(self, jobs, procs, durations, rule):
                return np.argsort((procs * durations)[:, 0], kind="stable")

        makespans(NearFastest(), jobs, failures)  # one makespan (seconds) per scenario row
    """

    @property
    def batches(self) -> bool:
        """The declared trait: ``False`` (a class attribute ``batches = False`` declares it)."""
        ...

    def allocate(self, jobs: JobSet) -> np.ndarray: ...

    def order(self, jobs: JobSet, procs: np.ndarray, durations: np.ndarray, rule: str) -> np.ndarray: ...


@runtime_checkable
class BatchAlgorithm(Protocol):
    """A BATCH-LIST-like algorithm (§4.4): in batch k = 1, 2, … every pending job makes up to
    g = 2^(k−1) attempts (fewer if it succeeds earlier) on the allotment of the batch, in LIST
    order; a barrier ends each batch, and a job that failed its g attempts waits for the next.

    * ``batches`` — the declared trait ``True``.
    * ``allot(jobs, g, epsilon, method)`` — the allotment rule: ``jobs`` holds the pending jobs
      only (row i of ``jobs.times`` is the i-th pending job); returns a (jobs.n, g) int array,
      column m the processors of attempt m (1..P). ``epsilon`` and ``method`` are the run's
      ``epsilon`` and ``allotment`` parameters (a policy may ignore them). Called once per
      (g, pending set) of a job set: it must be a function of its arguments.
    * ``order(jobs, procs, durations, rule)`` — the LIST priority inside the batch, as for
      :class:`ListAlgorithm` (``jobs`` the pending jobs, ``procs`` and ``durations`` (n, g)).

    Example (every attempt on the LPA processor count, longest first)::

        class LpaBatches:
            batches = True

            def allot(self, jobs, g, epsilon, method):
                return np.repeat(lpa(jobs)[:, None], g, axis=1)

            def order(self, jobs, procs, durations, rule):
                return np.argsort(-durations[:, 0], kind="stable")
    """

    @property
    def batches(self) -> bool:
        """The declared trait: ``True`` (a class attribute ``batches = True`` declares it)."""
        ...

    def allot(self, jobs: JobSet, g: int, epsilon: float, method: str) -> np.ndarray: ...

    def order(self, jobs: JobSet, procs: np.ndarray, durations: np.ndarray, rule: str) -> np.ndarray: ...


MoldableAlgorithm: TypeAlias = "ListAlgorithm | BatchAlgorithm"
"""The public Protocol of the family: an algorithm object is a :class:`ListAlgorithm`
(``batches = False``) or a :class:`BatchAlgorithm` (``batches = True``)."""


def _who(algorithm: object) -> str:
    return type(algorithm).__name__


def _checked(algorithm: object) -> ListAlgorithm | BatchAlgorithm:
    """The algorithm object, or a one-line error saying which part of the Protocol it lacks."""
    batches = getattr(algorithm, "batches", None)
    if not isinstance(batches, bool):
        raise ReschedError(f"{_who(algorithm)}: a moldable algorithm declares batches = True or False")
    if batches and not isinstance(algorithm, BatchAlgorithm):
        raise ReschedError(f"{_who(algorithm)}: batches = True needs allot(jobs, g, epsilon, method) and order(...)")
    if not batches and not isinstance(algorithm, ListAlgorithm):
        raise ReschedError(f"{_who(algorithm)}: batches = False needs allocate(jobs) and order(...)")
    return algorithm  # type: ignore[return-value]  # checked above, mypy cannot narrow object


def makespans(
    algorithm: MoldableAlgorithm,
    jobs: JobSet,
    failures: np.ndarray,
    priority: str = "LPT",
    epsilon: float = DEFAULT_EPSILON,
    allotment: str = DEFAULT_ALLOTMENT,
) -> np.ndarray:
    """Makespan (seconds) of any algorithm object on each scenario (row) of ``failures``: its
    decisions checked by the simulator, ``priority`` the rule given to its ``order``,
    ``epsilon`` and ``allotment`` given to a batch algorithm's ``allot``."""
    import numpy as np

    from resched.moldable.simulate import decided_batch_schedules, decided_list_makespans

    checked = _checked(algorithm)
    if isinstance(checked, BatchAlgorithm) and checked.batches:
        runs = decided_batch_schedules(
            jobs, failures, checked.allot, checked.order, priority, epsilon, allotment, _who(checked)
        )
        return np.array([s.makespan for s in runs])
    assert isinstance(checked, ListAlgorithm)
    return decided_list_makespans(jobs, failures, checked.allocate, checked.order, priority, _who(checked))


def schedule(
    algorithm: MoldableAlgorithm,
    jobs: JobSet,
    failures: np.ndarray,
    priority: str = "LPT",
    epsilon: float = DEFAULT_EPSILON,
    allotment: str = DEFAULT_ALLOTMENT,
) -> Schedule:
    """The schedule of any algorithm object on one scenario ``failures`` (its makespan is
    :func:`makespans`')."""
    import numpy as np

    from resched.moldable.simulate import decided_batch_schedules, decided_list_schedule

    checked = _checked(algorithm)
    f = np.asarray(failures, dtype=np.int64)
    if isinstance(checked, BatchAlgorithm) and checked.batches:
        return decided_batch_schedules(
            jobs, f[None, :], checked.allot, checked.order, priority, epsilon, allotment, _who(checked)
        )[0]
    assert isinstance(checked, ListAlgorithm)
    return decided_list_schedule(jobs, f, checked.allocate, checked.order, priority, _who(checked))


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
            "batches of 2^(k−1) attempts per pending job, each allotted by the --allotment rule "
            "(resched's reading of the authors' rule, the authors' code, or Lemma 3's (1+ε) DP), "
            "LIST inside a batch, barriers between batches (§4.4)",
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
