"""Young/Daly checkpointing of rigid jobs and the remaining part of an interrupted attempt
(thesis §4.4.2 and §4.6.2, [BATCH-D5] to [BATCH-D7]).

One *attempt* of a job follows the pattern [R_first][T_first work][C][T work][C]…[last
work]: a recovery R_first (0 for an initial submission), a first work period T_first, then
periods T of work each followed by a checkpoint of length C. All times are in seconds. A
period ``T = inf`` means the job never checkpoints.
"""

from __future__ import annotations

import math
from dataclasses import dataclass


def young_daly_period(node_mtbf: float, size: int, checkpoint: float) -> float:
    """P_YD = sqrt(2·μ_job·C) with μ_job = μ_ind / p (§4.4.2); ``inf`` when C = 0 or μ = ∞."""
    if checkpoint <= 0 or math.isinf(node_mtbf):
        return math.inf
    return math.sqrt(2.0 * node_mtbf / size * checkpoint)


def inflate(length: float, period: float, checkpoint: float) -> float:
    """t^ckpt = t + ⌊t / P_YD⌋·C (§4.4.2), for an execution time or a wall time."""
    return length if math.isinf(period) else length + math.floor(length / period) * checkpoint


@dataclass(frozen=True)
class Pattern:
    """Checkpoint pattern of one attempt: recovery R_first, first period T_first, period T,
    checkpoint C and the job's recovery cost R (used by resubmissions)."""

    R_first: float
    T_first: float
    T: float
    C: float
    R: float

    @property
    def t_first(self) -> float:
        """End of the first checkpoint, relative to the attempt start: R_first + T_first + C."""
        return self.R_first + self.T_first + self.C

    def split(self, elapsed: float) -> tuple[float, float, float]:
        """(recovery, work, checkpoint) times in the first ``elapsed`` seconds of the attempt."""
        recovery = min(elapsed, self.R_first)
        rest = elapsed - recovery
        work = min(rest, self.T_first)
        ckpt = min(max(rest - self.T_first, 0.0), self.C)
        rest = max(rest - self.T_first - self.C, 0.0)
        if math.isinf(self.T) or rest <= 0:
            return recovery, work + rest, ckpt
        cycles = math.floor(rest / (self.T + self.C))
        tail = rest - cycles * (self.T + self.C)
        return recovery, work + cycles * self.T + min(tail, self.T), ckpt + cycles * self.C + max(tail - self.T, 0.0)


@dataclass(frozen=True)
class Interruption:
    """Outcome of interrupting an attempt: saved progress t_useful (regular checkpoints
    included, recovery and proactive checkpoint excluded), delay t_checkpoint until the
    nodes are handed over (T2/T3), the resubmission's pattern, and whether the extra time
    t_checkpoint is a proactive checkpoint (T2 cases 2 and 4)."""

    t_useful: float
    t_checkpoint: float
    pattern: Pattern
    proactive: bool = False


def _cycle_position(p: Pattern, t_run: float) -> tuple[int, float]:
    """k = ⌊(t_run − t_first)/(T+C)⌋ and x = t_run − t_first − k·(T+C) (Fig. 4.14)."""
    k = math.floor((t_run - p.t_first) / (p.T + p.C))
    return k, t_run - p.t_first - k * (p.T + p.C)


def restart_from_checkpoint(p: Pattern, t_run: float) -> Interruption:
    """Failed job, and victim under T1: restart from the last completed checkpoint ([BATCH-D6])."""
    if t_run <= p.t_first:
        return Interruption(0.0, 0.0, p)
    k, _ = _cycle_position(p, t_run)
    useful = p.T_first + p.C + k * (p.T + p.C)
    return Interruption(useful, 0.0, Pattern(p.R, p.T, p.T, p.C, p.R))


def proactive_checkpoint(p: Pattern, t_run: float) -> Interruption:
    """Victim under T2: checkpoint now (or finish the ongoing checkpoint), Fig. 4.14 cases 1–5."""
    regular = Pattern(p.R, p.T, p.T, p.C, p.R)
    if t_run <= p.R_first:  # case 1: still recovering, nothing to save
        return Interruption(0.0, 0.0, Pattern(p.R, p.T_first, p.T, p.C, p.R))
    if t_run <= p.R_first + p.T_first:  # case 2: in the first period
        done = t_run - p.R_first
        return Interruption(done, p.C, Pattern(p.R, p.T_first - done, p.T, p.C, p.R), proactive=True)
    if t_run <= p.t_first:  # case 3: in the first checkpoint
        return Interruption(p.T_first + p.C, p.t_first - t_run, regular)
    _, x = _cycle_position(p, t_run)
    if x <= p.T:  # case 4: in a regular period
        return Interruption(t_run - p.R_first, p.C, Pattern(p.R, p.T - x, p.T, p.C, p.R), proactive=True)
    cycles = math.ceil((t_run - p.t_first) / (p.T + p.C))  # case 5: in a regular checkpoint
    return Interruption(p.T_first + p.C + cycles * (p.T + p.C), p.T + p.C - x, regular)


def next_checkpoint(p: Pattern, t_run: float) -> Interruption:
    """Victim under T3: run to the end of the next regular checkpoint (Fig. 4.15); nothing is
    saved and the victim stops at once when it is still recovering (the thesis, [BATCH-D21])."""
    if t_run <= p.R_first:
        return Interruption(0.0, 0.0, Pattern(p.R, p.T_first, p.T, p.C, p.R))
    if t_run <= p.t_first:
        useful = p.T_first + p.C
    else:
        useful = p.T_first + p.C + math.ceil((t_run - p.t_first) / (p.T + p.C)) * (p.T + p.C)
    return Interruption(useful, p.R_first + useful - t_run, Pattern(p.R, p.T, p.T, p.C, p.R))


def resubmission(length: float, walltime: float, R_first: float, cut: Interruption) -> tuple[float, float]:
    """(t'_exec, t'_walltime) = R'_first + (t − R_first) − t_useful: the thesis' formula with the
    recovery of the interrupted attempt not counted twice ([BATCH-D5])."""
    extra = cut.pattern.R_first - R_first - cut.t_useful
    return length + extra, walltime + extra
