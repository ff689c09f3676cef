"""The adversary of the zero-goodput theorem (slides, "Complexity"): against any
online policy, even on a single unicore machine, GOODPUT(T) = 0 while an offline schedule
knowing the capacity profile reaches 1 or (K−2)/(K−1)."""

from __future__ import annotations

from resched.errors import ReschedError
from resched.riskaware.algorithms import Policy
from resched.riskaware.instance import Capacity, Job, Platform, RiskAwareInstance
from resched.riskaware.metrics import goodput
from resched.riskaware.models import solve_offline_goodput
from resched.riskaware.simulate import simulate


def adversary_instance(K: int, first_start: int | None) -> RiskAwareInstance:
    """The zero-goodput construction ([RISKAWARE-D12]) on one unicore machine, T = K: τ1 (c = 1,
    w = K) is released at 0. If the online policy started τ1 at s1 > 0 (or not at all,
    ``first_start`` None), the machine goes off at K. If s1 = 0, τ2 (c = 1, w = K − 2,
    our choice) is released at 1 and the machine goes off at K − 1, just before τ1 completes.
    Either way the online goodput is 0, while the offline optimum is 1 or (K−2)/(K−1)."""
    if K < 3:
        raise ReschedError(f"the adversary needs K >= 3, got {K}")
    jobs = [Job("tau1", 0, 1, K)]
    if first_start == 0:
        jobs.append(Job("tau2", 1, 1, K - 2))
    off = K - 1 if first_start == 0 else K
    return RiskAwareInstance(
        f"adversary-K{K}-{'s0' if first_start == 0 else 'late'}",
        Platform(machines=1, safe=0, cores=1, period=K),
        Capacity((0, off), (1, 0)),
        tuple(jobs),
        horizon=K,
    )


def first_start(policy: Policy, K: int) -> int | None:
    """s1: when ``policy`` starts τ1 on the machine kept on until K (None: not by K). The
    policy is online, so it decides the same up to the adversary's first move."""
    probe = RiskAwareInstance(
        f"probe-K{K}",
        Platform(machines=1, safe=0, cores=1, period=K),
        Capacity((0,), (1,)),
        (Job("tau1", 0, 1, K),),
        horizon=K,
    )
    starts = simulate(probe, policy, until=K).start
    return int(starts.min()) if starts.size else None


def play_adversary(algorithm: str | Policy, K: int) -> dict[str, str | int | float | None]:
    """Build the adversary against ``algorithm`` (a name, default parameters, or a
    :class:`Policy`) and compare its GOODPUT(K) with the offline optimum of the same instance."""
    policy = algorithm if isinstance(algorithm, Policy) else Policy(algorithm)
    algorithm = policy.algorithm
    s1 = first_start(policy, K)
    instance = adversary_instance(K, s1)
    offline = solve_offline_goodput(instance)
    return {
        "algorithm": algorithm,
        "first_job_length": K,
        "first_start": s1,
        "instance": instance.name,
        "online_goodput": goodput(instance, simulate(instance, policy, until=K)),
        "offline_goodput": offline.objective,
        "offline_status": offline.status.value,
    }
