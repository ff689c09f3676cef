"""A user's own algorithms, outside resched: what the open-algorithm tests name as
``user_policies:ATTRIBUTE`` (this folder is on ``sys.path`` in the tests)."""

from __future__ import annotations

from resched.algorithms import AlgorithmSpec
from resched.declarations import Heuristic
from resched.reservation.algorithms import dyn_prog_count_strategy

RAN: list[str] = []
"""The factories of this module that were called (a test checks that a refused name ran none)."""


def reservation_delegate():
    """A reservation strategy that delegates to DYN-PROG-COUNT (its results must be the same)."""
    RAN.append("reservation_delegate")
    return dyn_prog_count_strategy()


ANNOTATED = AlgorithmSpec("Delegate", "DYN-PROG-COUNT under another name", reservation_delegate, traits={"user": True})
"""The same algorithm declared with its own summary and traits."""

NOT_AN_ALGORITHM = 42


def delegate(family_name: str, algorithm: str):
    """A factory of the built-in ``algorithm`` of ``family_name``, outside resched's registry
    (what a user's module holding a wrapper of a built-in looks like to resched)."""

    def build():
        from resched.registry import family

        return family(family_name).algorithms.resolve(algorithm).build()

    return build


varcap_greedy = delegate("varcap", "GreedyGoodput")
riskaware_first_fit = delegate("riskaware", "FirstFit")
moldable_lpa = delegate("moldable", "LPA-LIST")
iterative_static = delegate("iterative", "static")
batch_baseline = delegate("batch", "BASELINE")
reservation_periodic = delegate("reservation", "ALL-CKPT-PER")
iterative_all = delegate("iterative", "all")


class Doubling:
    """A reservation strategy written against ``ReservationStrategy`` only: reservations from
    E[X], doubling, a checkpoint after each but the last."""

    reference = False

    def reservations(self, law, costs, params):
        from resched.reservation.instance.strategy import Strategy

        lengths, covered = [], 0.0
        while covered < law.b:
            lengths.append(max(law.mean, 2 * lengths[-1] if lengths else 0.0) + costs.C + costs.R)
            covered += lengths[-1] - costs.C - (costs.R if len(lengths) > 1 else 0.0)
        return Strategy.from_lengths(lengths, [True] * (len(lengths) - 1) + [False], costs)


class LongestFirst:
    """A risk-aware ``OnlinePolicy``: the longest waiting job first, on the freest machine."""

    name = "LongestFirst"

    def decide(self, view):
        from resched.riskaware.algorithms import Start

        free, starts = list(view.free), []
        for j in sorted(view.waiting, key=lambda j: -view.length[j]):
            m = max(range(view.alive), key=lambda m: free[m], default=-1)
            if m >= 0 and free[m] >= view.need[j]:
                free[m] -= int(view.need[j])
                starts.append(Start(j, m))
        return starts


def longest_first():
    """The factory of a risk-aware algorithm: algorithm parameters -> policy."""
    return lambda params: LongestFirst()


class Understated:
    """A cheating reservation strategy: DYN-PROG-COUNT's plan with half its expected cost
    (the runner trusts a returned Plan's cost; ``validate`` must catch it)."""

    reference = False

    def reservations(self, law, costs, params):
        from dataclasses import replace

        from resched.reservation.algorithms import dyn_prog_count_strategy

        plan = dyn_prog_count_strategy().reservations(law, costs, params)
        return replace(plan, expected_cost=plan.expected_cost / 2)


def _below_optimum(instance):
    from resched.reservation.algorithms import optimal_discrete

    return 0.9 * optimal_discrete(instance.law, instance.costs)[1]


CHEAT = Heuristic("cheat", _below_optimum, "shortest_path")
"""A planted user heuristic: 90 % of the optimal expected cost, below the proven optimum."""
ELSEWHERE = Heuristic("elsewhere", _below_optimum, "no_such_model")
"""A user heuristic whose reference is no exact model of the family."""


class SmallestFirst:
    """A varcap ``SectionPolicy``: restart the jobs by increasing p_j while they fit,
    checkpoint every job at the end of the section."""

    name = "SmallestFirst"

    @property
    def traits(self):
        from resched.varcap.algorithms import PolicyTraits

        return PolicyTraits(reallocation="greedy")

    def __call__(self, ctx):
        import numpy as np

        from resched.varcap.instance.section import Phase0, SectionDecision

        path = np.where(ctx.status == Phase0.CKPT, 9, 15)
        free = ctx.P
        for j in np.argsort(ctx.p, kind="stable"):
            idle = ctx.status[j] == Phase0.IDLE
            need = ctx.C[j] + (ctx.R[j] if idle else 0.0)
            if ctx.eligible[j] and ctx.p[j] <= free and need <= ctx.T:
                path[j] = 11 if idle else 5
                free -= int(ctx.p[j])
        return SectionDecision(path=path, C_nf=0.0)


class NearFastest:
    """A moldable ``ListAlgorithm``: the smallest p within 10 % of the job's fastest time,
    smallest area first."""

    batches = False

    def allocate(self, jobs):
        import numpy as np

        fastest = jobs.times.min(axis=1, keepdims=True)
        return np.argmax(jobs.times <= 1.1 * fastest, axis=1) + 1

    def order(self, jobs, procs, durations, rule):
        import numpy as np

        return np.argsort((procs * durations)[:, 0], kind="stable")


class StrictFCFS:
    """A ``BatchScheduler``: FCFS without backfilling or stealing."""

    name = "FCFS"
    consult_when_full = False

    def schedule(self, view):
        from resched.batch.algorithms import Start

        free, decisions = len(view.free), []
        for job in view.queue:
            if job.size > free:
                break
            decisions.append(Start(job.job))
            free -= job.size
        return decisions

    def on_job_failure(self, view, failed):
        return None


class EveryIteration:
    """An iterative ``ChainCheckpointing``: a checkpoint at the end of every iteration."""

    study = "chain"
    names = ("EveryIteration",)

    def positions(self, app, name, iterations, durations, pattern):
        import numpy as np

        return np.arange(1, iterations + 1, dtype=np.int64) * app.n
