"""Exact reference of the failure-free problem: a time-indexed MILP over the start times of
the rigid jobs on N nodes (no failures, actual lengths known in advance), minimizing the
maximum flow or the size-weighted mean flow of §4.4.3.

x[j,t] = 1 iff job j starts at t ∈ [r_j, H − L_j] (integer times, H = max r + Σ L);
Σ_t x[j,t] = 1; at every unit u: Σ_j p_j Σ_{t ∈ (u − L_j, u]} x[j,t] ≤ N;
F_j = Σ_t (t + L_j − r_j)·x[j,t]. Conservative backfilling (BASELINE, which plans with wall
times and does not know the future) can only be worse: the MILP certifies how far.
"""

from __future__ import annotations

from collections import defaultdict

import pyomo.environ as pyo

from resched.batch.instance import BatchInstance
from resched.result import SolveResult
from resched.solve import solve

MAX_JOBS = 12
MAX_HORIZON = 400


def is_small_fault_free(instance: BatchInstance) -> bool:
    """The MILP applies: explicit empty failure list, integer data, ≤ 12 jobs, horizon ≤ 400."""
    integral = all(float(j.release).is_integer() and float(j.length).is_integer() for j in instance.jobs)
    return (instance.failures == () and integral and len(instance.jobs) <= MAX_JOBS
            and _horizon(instance) <= MAX_HORIZON)


def _horizon(instance: BatchInstance) -> int:
    return int(max(j.release for j in instance.jobs) + sum(j.length for j in instance.jobs))


def _build(instance: BatchInstance) -> pyo.ConcreteModel:
    H = _horizon(instance)
    jobs = instance.jobs
    m = pyo.ConcreteModel(name=instance.name)
    m.J = pyo.Set(initialize=[j.id for j in jobs], ordered=True)
    m.S = pyo.Set(dimen=2, initialize=[(j.id, t) for j in jobs for t in range(int(j.release), H - int(j.length) + 1)],
                  ordered=True)
    m.x = pyo.Var(m.S, domain=pyo.Binary)
    starts, running = defaultdict(list), defaultdict(list)
    for j, t in m.S:
        starts[j].append(t)
        for u in range(t, t + int(jobs[j].length)):
            running[u].append((j, t))
    m.once = pyo.Constraint(m.J, rule=lambda m, j: sum(m.x[j, t] for t in starts[j]) == 1)
    m.capacity = pyo.Constraint(sorted(running), rule=lambda m, u: sum(
        jobs[j].size * m.x[j, t] for j, t in running[u]) <= instance.nodes)
    m.flow = pyo.Expression(m.J, rule=lambda m, j: sum(
        (t + jobs[j].length - jobs[j].release) * m.x[j, t] for t in starts[j]))
    return m


def build_max_flow(instance: BatchInstance) -> pyo.ConcreteModel:
    """min max_j F_j (failure-free)."""
    m = _build(instance)
    m.z = pyo.Var(domain=pyo.NonNegativeReals)
    m.bound = pyo.Constraint(m.J, rule=lambda m, j: m.z >= m.flow[j])
    m.objective = pyo.Objective(expr=m.z, sense=pyo.minimize)
    return m


def build_weighted_flow(instance: BatchInstance) -> pyo.ConcreteModel:
    """min Σ_j p_j F_j / Σ_j p_j (failure-free weighted mean flow)."""
    m = _build(instance)
    total = sum(j.size for j in instance.jobs)
    m.objective = pyo.Objective(expr=sum(instance.jobs[j].size * m.flow[j] for j in m.J) / total,
                                sense=pyo.minimize)
    return m


def solve_max_flow(instance: BatchInstance, time_limit: float | None = None, mip_gap: float | None = None,
                   threads: int | None = None, warm_start: bool = True) -> SolveResult:
    """HiGHS on :func:`build_max_flow` under the time limit (s), relative MIP gap and threads."""
    return solve(build_max_flow(instance), time_limit=time_limit, mip_gap=mip_gap, threads=threads, warm_start=warm_start)


def solve_weighted_flow(instance: BatchInstance, time_limit: float | None = None, mip_gap: float | None = None,
                        threads: int | None = None, warm_start: bool = True) -> SolveResult:
    """HiGHS on :func:`build_weighted_flow` under the time limit (s), relative MIP gap and threads."""
    return solve(build_weighted_flow(instance), time_limit=time_limit, mip_gap=mip_gap, threads=threads, warm_start=warm_start)


def baseline_flows(instance: BatchInstance) -> tuple[float, float]:
    """(max flow, weighted mean flow) of conservative backfilling without failures."""
    from resched.batch.simulate import simulate
    from resched.batch.strategy import BASELINE

    result = simulate(instance, BASELINE)
    flows, sizes = result.flows, instance.sizes
    return float(flows.max()), float((flows * sizes).sum() / sizes.sum())


__all__ = ["build_max_flow", "build_weighted_flow", "solve_max_flow", "solve_weighted_flow", "baseline_flows",
           "is_small_fault_free"]
