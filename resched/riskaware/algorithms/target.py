"""TargetStretch, TargetASAP and PackedTargetASAP written against the public Protocol
(:class:`resched.riskaware.algorithms.OnlinePolicy`): one queue per machine with conservative
backfilling in a reservation profile, the target machine of [RISKAWARE-D3], a re-plan of every
pending job on each capacity change; a reserved start is kept by asking the simulator to wake
the policy then (:class:`~resched.riskaware.simulate.Wake`). They decide exactly as the compiled
kernels of the same names (:mod:`.kernels`, the built-ins' fast path); the rules are those of
:mod:`.online`."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from resched.errors import ReschedError
from resched.riskaware.generate.capacity import horizon_periods, survival_targets
from resched.riskaware.params import RiskAwareParams
from resched.riskaware.simulate import MAX_PROFILE_CELLS, NEVER, Start, View, Wake

_NEVER = int(NEVER)


@dataclass
class _Plan:
    """The state of one run: the reservation profile (free cores per machine and tick), its
    end, each job's reservation (machine, start; −1 when none), the work released by class."""

    release: npt.NDArray[np.int64]
    targets: npt.NDArray[np.int64]
    profile: npt.NDArray[np.int64]
    machine: list[int]
    start: list[int]
    pending: set[int] = field(default_factory=set)
    plan_end: int = 0
    work_by_class: npt.NDArray[np.float64] = field(default_factory=lambda: np.zeros(1))
    cum_work: npt.NDArray[np.float64] = field(default_factory=lambda: np.zeros(1))
    total_work: float = 0.0


@dataclass
class PythonTarget:
    """One of ``TargetStretch``, ``TargetASAP``, ``PackedTargetASAP`` (``name``) with its
    parameters; holds the state of the run it is in (a new run, told by a new job array in
    the view, starts afresh)."""

    name: str
    target_stretch: float = RiskAwareParams.field("target_stretch").default
    distance: int = RiskAwareParams.field("distance").default
    pack: int = RiskAwareParams.field("pack").default
    safety: float = RiskAwareParams.field("safety").default
    _plan: _Plan | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        if self.name not in ("TargetStretch", "TargetASAP", "PackedTargetASAP"):
            raise ReschedError(f"PythonTarget runs TargetStretch, TargetASAP or PackedTargetASAP, not {self.name!r}")

    @classmethod
    def of(cls, name: str, params: RiskAwareParams) -> PythonTarget:
        """``name`` with the algorithm parameters of ``params``."""
        return cls(name, params.target_stretch, params.distance, params.pack, params.safety)

    def decide(self, view: View) -> list[Start | Wake]:
        plan = self._plan
        if plan is None or plan.release is not view.release:
            plan = self._plan = self._new_plan(view)
        t, alive, length, need = view.time, view.alive, view.length, view.need
        n_max = plan.targets.shape[1] - 1
        for j in view.released:
            n_j = min(max(1, (int(length[j]) + view.period - 1) // view.period), n_max)
            plan.work_by_class[n_j] += int(need[j]) * int(length[j])
            plan.total_work += int(need[j]) * int(length[j])
        if view.released:
            plan.cum_work = np.cumsum(plan.work_by_class)
        if alive != view.previous_alive:  # re-plan every pending job on the new set of machines
            plan.profile[:, t : plan.plan_end + 1] = view.cores
            for attempt in view.running:
                plan.profile[attempt.machine, t : attempt.start + int(length[attempt.job])] -= attempt.cores
            for j in plan.pending:
                plan.start[j] = -1
        for attempt in view.killed:
            plan.start[attempt.job] = -1
        plan.pending.update(view.released)
        plan.pending.update(a.job for a in view.killed)
        decisions: list[Start | Wake] = []
        for j in sorted(plan.pending):
            if plan.start[j] >= 0 or alive == 0:
                continue
            w, c = int(length[j]), int(need[j])
            self._widen(plan, max(t, plan.plan_end) + w + 1, view.cores)
            target, reach = self._target(plan, w, t, alive, view.period)
            m, s = self._place(plan.profile, alive, t, int(plan.release[j]), c, w, target, reach)
            plan.machine[j], plan.start[j] = m, s
            plan.profile[m, s : s + w] -= c
            plan.plan_end = max(plan.plan_end, s + w)
        for j in sorted(plan.pending):
            if plan.start[j] == t:
                decisions.append(Start(j, plan.machine[j]))
        plan.pending.difference_update(d.job for d in decisions if isinstance(d, Start))
        later = [plan.start[j] for j in plan.pending if plan.start[j] > t]
        if later:
            decisions.append(Wake(min(later)))
        return decisions

    def _new_plan(self, view: View) -> _Plan:
        n_max = horizon_periods(int(view.length.max()), view.period)
        targets = survival_targets(view.safe, view.machines, view.step, n_max, self.safety)
        n = int(view.release.size)
        return _Plan(
            release=view.release,
            targets=targets,
            profile=np.full((view.machines, 64), view.cores, dtype=np.int64),
            machine=[-1] * n,
            start=[-1] * n,
            work_by_class=np.zeros(n_max + 1),
            cum_work=np.zeros(n_max + 1),
        )

    @staticmethod
    def _widen(plan: _Plan, need: int, cores: int) -> None:
        width, machines = plan.profile.shape[1], plan.profile.shape[0]
        if need > MAX_PROFILE_CELLS // machines:
            raise ReschedError(
                f"the reservation profile would need more than {MAX_PROFILE_CELLS // machines:,} ticks on "
                f"{machines} machines ({MAX_PROFILE_CELLS:,} cells); use a larger tick"
            )
        if need > width:
            bigger = np.full(
                (machines, min(max(need, 2 * width), MAX_PROFILE_CELLS // machines)), cores, dtype=np.int64
            )
            bigger[:, :width] = plan.profile
            plan.profile = bigger

    @staticmethod
    def _target(plan: _Plan, w: int, t: int, alive: int, period: int) -> tuple[int, int]:
        """(target, reach) of a job of ``w`` ticks started at ``t`` ([RISKAWARE-D3])."""
        n_max = plan.targets.shape[1] - 1
        length_class = min(max(1, (w + period - 1) // period), n_max)
        changes = min((t % period + w) // period, n_max)
        reach = max(0, int(plan.targets[alive, changes]))
        below = float(plan.cum_work[length_class - 1])
        own = float(plan.cum_work[length_class]) - below
        share = (below + 0.5 * own) / plan.total_work if plan.total_work > 0 else 0.0
        by_rank = min(alive - 1, int(alive * (1.0 - share)))
        return max(0, min(reach, by_rank)), reach

    @staticmethod
    def _earliest(profile: npt.NDArray[np.int64], m: int, c: int, w: int, t: int, limit: int) -> int:
        """Earliest start s ≥ t with ≥ c free cores on m during [s, s + w), or ``limit`` if none
        is below ``limit`` (the profile's end is free: a start always exists)."""
        end = profile.shape[1] if limit >= profile.shape[1] else min(profile.shape[1], limit + w - 1)
        lo = t
        while lo < end:  # windows of growing size: a start is usually found near t
            hi = min(end, lo + max(4 * w, 256))
            bad = np.concatenate(([0], np.cumsum(profile[m, lo:hi] < c)))
            fits = np.flatnonzero(bad[w:] == bad[: bad.size - w])
            if fits.size:
                s = lo + int(fits[0])
                return s if s < limit else limit
            if hi == end:
                break
            lo = max(lo + 1, hi - w + 1)
        return limit

    @staticmethod
    def _neighbour(target: int, rank: int, alive: int) -> int:
        distance = (rank + 1) // 2
        k = target - distance if rank % 2 == 1 else target + distance
        return k if 0 <= k < alive else -1

    def _place(
        self, profile: npt.NDArray[np.int64], alive: int, t: int, r: int, c: int, w: int, target: int, reach: int
    ) -> tuple[int, int]:
        """(machine, start) of a job released at r, of c cores and w ticks (rules of :mod:`.online`)."""
        earliest, near = self._earliest, self._neighbour
        if self.name == "TargetStretch":
            best_m, best_s = -1, _NEVER
            for rank in range(2 * self.distance + 1):
                k = near(target, rank, alive)
                if k < 0:
                    continue
                s = earliest(profile, k, c, w, t, best_s)
                if s < best_s:
                    best_m, best_s = k, s
                    if s + w - r <= self.target_stretch * w:
                        return k, s
            return best_m, best_s
        if self.name == "TargetASAP":
            for rank in range(2 * self.distance + 1):
                k = near(target, rank, alive)
                if k >= 0 and earliest(profile, k, c, w, t, t + 1) == t:
                    return k, t
            s = earliest(profile, target, c, w, t, _NEVER)
            if s + w - r <= self.target_stretch * w:
                return target, s
            best_m, best_s = target, s
            widest = min(alive - 1, max(target + self.distance, reach))
            for rank in range(1, 2 * widest + 1):
                k = near(target, rank, widest + 1)
                if k < 0:
                    continue
                s = earliest(profile, k, c, w, t, best_s)
                if s < best_s:
                    best_m, best_s = k, s
            return best_m, best_s
        first = (target // self.pack) * self.pack  # PackedTargetASAP
        last = min(first + self.pack, alive)
        for k in range(first, last):
            if earliest(profile, k, c, w, t, t + 1) == t:
                return k, t
        best_m, best_s = -1, _NEVER
        for k in range(first, last):
            s = earliest(profile, k, c, w, t, best_s)
            if s < best_s:
                best_m, best_s = k, s
        if best_s + w - r <= self.target_stretch * w:
            return best_m, best_s
        for k in range(min(alive, max(last, reach + 1))):
            s = earliest(profile, k, c, w, t, best_s)
            if s < best_s:
                best_m, best_s = k, s
        return best_m, best_s
