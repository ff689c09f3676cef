"""The risk-aware online algorithms (slides' handlers): integer codes of one compiled event loop
(:mod:`.kernels`); a :class:`Policy` (an algorithm and its parameters) runs it on what
:func:`resched.riskaware.simulate.simulate` prepares.

Algorithms (slides' names; parameters of :class:`Policy`):

* ``FirstFit`` — the slides' baseline, FCFS with backfilling at machine level: one queue in
  release order (killed jobs rejoin it at their original release); at every arrival,
  completion and capacity change the whole queue is scanned and every job that fits starts
  on the lowest-index machine with enough free cores (no reservation: a job never waits for
  an earlier one that does not fit).
* ``FirstFitBlocking`` — FCFS + FirstFit without backfilling (resched's earlier ``FirstFit``,
  [RISKAWARE-D10]): the head job starts on the lowest-index machine with room, and the queue waits
  while the head does not fit.
* ``FirstFitAware`` — the slides' handlers: an arriving job goes to the lowest-index machine
  with room, else to the queue; a completion on m starts queued jobs that fit on m, by
  release date; a new machine receives queued jobs by release date; after a removal every
  queued job (killed ones included) goes to the lowest-index machine with room.
* ``TargetStretch`` — one queue per machine with conservative backfilling (a job is
  reserved in the earliest hole of its machine's core profile, never delaying a reserved
  job); the job goes to its target machine, or to the closest machine within ``distance``
  (safer side first) where its stretch (s + w − r)/w stays ≤ ``target_stretch``, else to the
  one of them where it starts first.
* ``TargetASAP`` — start now on the target or the closest machine within ``distance`` that
  has room; otherwise reserve on the target if the target stretch holds there; otherwise
  reserve where the job starts first among the acceptable machines: those no riskier than
  target + ``distance`` or than the job's survival reach (below).
* ``PackedTargetASAP`` — as TargetASAP on the target's pack (machines grouped by ``pack``,
  scanned from the first machine of the pack, leaving its last machines empty for large
  jobs); the fallback is any machine up to the end of the pack or the survival reach.

Target machine ([RISKAWARE-D3], two mappings combined): the job's length class
⌈w/φ⌉ is mapped by work rank — the fraction q of the work released so far that lies in
shorter classes (plus half its own) gives machine ⌊M_alive·(1 − q)⌋, so the longest work
lands on the safest machines and every machine gets a similar share — then capped by the
survival reach: the riskiest machine whose survival over the ⌊(t mod φ + w)/φ⌋ walk changes
the job would see is ≥ ``safety`` (:func:`resched.riskaware.generate.capacity.survival_targets`;
exact for fixed periods, an estimate for random phases). On any capacity change the pending
jobs of every local queue are re-planned in release order (targets recomputed); killed jobs
rejoin with their original release date ([RISKAWARE-D5]).

Default parameters (those of :class:`~resched.riskaware.params.RiskAwareParams`): target
stretch 1.5, distance 2, pack 4, safety 0.9. The target stretch
was chosen among {1.5, 3, 10} on the 7-day Borg window (seed 1, φ ∈ {10, 20, 240} min): a
loose target lets long jobs wait for their safe machine while others idle.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

import resched.riskaware.algorithms.kernels as kernels
from resched.riskaware.params import RiskAwareParams, algorithm_name
from resched.riskaware.simulate import Simulation

#: Kernel code of each algorithm of :data:`resched.riskaware.params.ALGORITHM_NAMES` (the
#: registry :data:`resched.riskaware.family.ALGORITHMS`), in the registry's order.
KERNEL_CODES: dict[str, int] = {
    "FirstFit": kernels.FIRST_FIT,
    "FirstFitBlocking": kernels.FIRST_FIT_BLOCKING,
    "FirstFitAware": kernels.FIRST_FIT_AWARE,
    "TargetStretch": kernels.TARGET_STRETCH,
    "TargetASAP": kernels.TARGET_ASAP,
    "PackedTargetASAP": kernels.PACKED_TARGET_ASAP,
}


@dataclass(frozen=True)
class Policy:
    """An algorithm (a name of :data:`resched.riskaware.params.ALGORITHM_NAMES`, any case or
    alias) and its parameters: target max stretch, neighbourhood distance (machines), pack
    size (machines) and survival probability required on the target machine. Defaults: those
    of :class:`~resched.riskaware.params.RiskAwareParams`."""

    algorithm: str
    target_stretch: float = RiskAwareParams.field("target_stretch").default
    distance: int = RiskAwareParams.field("distance").default
    pack: int = RiskAwareParams.field("pack").default
    safety: float = RiskAwareParams.field("safety").default

    def __post_init__(self) -> None:
        object.__setattr__(self, "algorithm", algorithm_name(self.algorithm))
        for name in ("target_stretch", "distance", "pack", "safety"):  # ranges of the declaration
            object.__setattr__(self, name, RiskAwareParams.field(name).parse(getattr(self, name)))

    @classmethod
    def of(cls, algorithm: str, params: RiskAwareParams) -> Policy:
        """``algorithm`` with the algorithm parameters of ``params``."""
        return cls(algorithm, params.target_stretch, params.distance, params.pack, params.safety)

    def run(self, simulation: Simulation) -> tuple[npt.NDArray[np.int64], int, int]:
        """The compiled event loop run with this algorithm (its kernel code and parameters) on
        ``simulation``: the attempt log, the status and the work done
        (:func:`~resched.riskaware.algorithms.kernels.simulate_kernel`; under the authors'
        conventions :func:`~resched.riskaware.algorithms.kernels.authors_first_fit`)."""
        s = simulation
        if s.conventions == "authors":  # FirstFit only (simulate refuses the others)
            return kernels.authors_first_fit(
                s.release,
                s.cores,
                s.length,
                s.progress,
                s.cap_times,
                s.cap_alive,
                s.machines,
                s.n_cores,
                s.vector(),
                s.prior,
                s.horizon,
                s.stop,
                s.bound,
                s.work_limit,
            )
        return kernels.simulate_kernel(
            s.release,
            s.cores,
            s.length,
            s.cap_times,
            s.cap_alive,
            s.machines,
            s.n_cores,
            KERNEL_CODES[self.algorithm],
            float(self.target_stretch),
            self.distance,
            self.pack,
            s.period,
            s.targets,
            s.stop,
            s.bound,
            s.width,
            s.work_limit,
        )
