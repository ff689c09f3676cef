"""What a simulation returns (:func:`resched.varcap.simulate.simulate`), read by the metrics
(:mod:`resched.varcap.metrics`): the per-section work, the final work and yields, the
completions and the §5.2 mid-section starts."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from resched.varcap.instance.section import SectionDecision


@dataclass(frozen=True)
class MidStart:
    """A §5.2 reallocation: ``job`` started at ``time`` (absolute) on freed/idle processors,
    paying R_j; ``checkpointed`` if it takes a checkpoint completing at T_{i+1};
    ``work`` is its working time in the section; ``completion`` its e_j if it completes."""

    job: int
    time: float
    checkpointed: bool
    work: float
    completion: float | None


@dataclass(frozen=True)
class SimulationResult:
    """Outcome of :func:`simulate`.

    ``section_goodputs[i]`` is Goodput^i (§3.2); ``section_work[i, j]`` is l_j^i (mid-section
    starts of §5.2 included); ``worked`` is l_j(T_{n+1}); ``yields`` is Yield_j(T_{n+1})
    (Eq. 2, or the §5.1 formula with releases and completions); ``checkpoints`` and
    ``recoveries`` count the job paths with a checkpoint (2, 3, 5, 6, 8, 11, 12, 14) or a
    recovery (7, 8, 10, 11, 12, 13, 14) over all sections, plus the recoveries of the
    mid-section starts and their end checkpoints — a path checkpoint replaced by a final
    checkpoint (the job completed first) is not counted; final checkpoints are one per
    completed job; ``seconds`` is the wall-clock time of the whole simulation (algorithm
    calls included); ``decisions`` holds the per-section decisions when
    ``keep_decisions=True``; ``completion[j]`` is e_j (NaN if J_j did not complete);
    ``mid_starts[i]`` lists the §5.2 reallocations of section i; ``fallback_sections``
    counts the sections the algorithm could not schedule itself, decided by its declared
    fallback rule (decisions with ``fallback=True``, see :mod:`resched.varcap.algorithms`).
    """

    instance: str
    algorithm: str
    section_goodputs: np.ndarray
    section_work: np.ndarray
    worked: np.ndarray
    yields: np.ndarray
    checkpoints: int
    recoveries: int
    seconds: float
    decisions: tuple[SectionDecision, ...] | None = None
    completion: np.ndarray | None = None
    mid_starts: tuple[tuple[MidStart, ...], ...] = ()
    fallback_sections: int = 0

    @property
    def completed(self) -> np.ndarray:
        """Whether each job completed (l_j = L_j) before T_{n+1}."""
        if self.completion is None:
            return np.zeros(len(self.worked), dtype=bool)
        return np.isfinite(self.completion)
