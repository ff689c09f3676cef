"""Declarative exact models of chain checkpointing (Pyomo builders only; [ITERATIVE-D22]).

* ``chain_lp`` (A): shortest path from node 0 to node L on the DAG of checkpoint positions of
  an unrolled chain; arc (i, j) means "checkpoint after task i, next after task j" and costs
  e_ij = E_λ(τ_{i+1}+…+τ_j, γ_j, ρ_i). The node–arc incidence matrix is totally unimodular,
  so the LP is integral; its optimum is the least expected makespan (time units).
* ``chain_milp``: the same optimum with binary arcs x_ij and explicit binary checkpoint
  decisions δ_v = Σ_i x_iv (δ_0 = δ_L = 1). (The weaker "indicator" form
  y_ij ≥ δ_i + δ_j − 1 − Σ_{i<l<j} δ_l was tried: HiGHS needs minutes at L = 35.)
* ``ratio_cycle_lp`` (C): minimum cost-to-time ratio cycle on checkpoint types; arc (i, j, q)
  recovers from type i, runs W_{i,j} + qT and checkpoints type j. min Σ e_a x_a subject to
  flow conservation and Σ len_a x_a = 1, x ≥ 0: the optimum is the optimal slowdown SD*.
"""

from __future__ import annotations

import re

import numpy as np
import pyomo.environ as pyo

from resched.iterative.core import expected_segment_time
from resched.iterative.instance import Chain, IterativeApp
from resched.iterative.pattern import pattern_bounds


def model_name(model: str, instance: IterativeApp) -> str:
    """``model_instance`` with only letters, digits and underscores (Pyomo quotes others)."""
    return re.sub(r"\W", "_", f"{model}_{instance.name}")


def chain_arcs(chain: Chain) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Tails i, heads j and costs e_ij (time units) of every arc 0 ≤ i < j ≤ L, in the order of
    the models' columns (by i, then j)."""
    prefix = np.concatenate(([0.0], np.cumsum(chain.tau)))
    recovery = np.concatenate(([chain.rho0], chain.rho))
    i, j = np.triu_indices(chain.length + 1, k=1)
    cost = expected_segment_time(prefix[j] - prefix[i], chain.gamma[j - 1], recovery[i], chain.lam, chain.D)
    return i, j, cost


def chain_arc_costs(chain: Chain) -> dict[tuple[int, int], float]:
    """e_ij for every arc 0 ≤ i < j ≤ L."""
    i, j, cost = chain_arcs(chain)
    return dict(zip(zip(i.tolist(), j.tolist()), cost.tolist()))


def build_shortest_path(chain: Chain, name: str, binary: bool = False) -> pyo.ConcreteModel:
    """Model A on ``chain`` (x_ij ∈ [0, 1], or binary)."""
    costs = chain_arc_costs(chain)
    L = chain.length
    m = pyo.ConcreteModel(name=name)
    m.ARCS = pyo.Set(initialize=list(costs), dimen=2, ordered=True)
    m.x = pyo.Var(m.ARCS, domain=pyo.Binary if binary else pyo.UnitInterval)
    m.flow = pyo.Constraint(
        pyo.RangeSet(0, L),
        rule=lambda m, v: (
            sum(m.x[v, j] for j in range(v + 1, L + 1)) - sum(m.x[i, v] for i in range(v))
            == (1 if v == 0 else -1 if v == L else 0)
        ),
    )
    m.expected_makespan = pyo.Objective(expr=sum(c * m.x[a] for a, c in costs.items()), sense=pyo.minimize)
    return m


def build_chain_lp(instance: IterativeApp) -> pyo.ConcreteModel:
    """Model A on the instance's N iterations unrolled (first recovery r_{n−1})."""
    return build_shortest_path(instance.chain(), model_name("chain_lp", instance))


def build_chain_milp(instance: IterativeApp) -> pyo.ConcreteModel:
    """Model A with binary arcs and binary checkpoint decisions δ_v (checkpoint after task v)."""
    m = build_shortest_path(instance.chain(), model_name("chain_milp", instance), binary=True)
    L = instance.chain().length
    m.delta = pyo.Var(pyo.RangeSet(0, L), domain=pyo.Binary)
    m.delta[0].fix(1)
    m.delta[L].fix(1)
    m.checkpoint = pyo.Constraint(
        pyo.RangeSet(1, L - 1), rule=lambda m, v: m.delta[v] == sum(m.x[i, v] for i in range(v))
    )
    return m


def ratio_cycle_size(instance: IterativeApp) -> float:
    """Number of arcs n²(Q + 1) of the ratio-cycle LP (a float: Q may be huge)."""
    return instance.n**2 * (2 * pattern_bounds(instance).M_star // instance.T + 1)


def ratio_cycle_arrays(instance: IterativeApp) -> tuple[np.ndarray, ...]:
    """Arcs (i, j, q) of the ratio-cycle LP, by i, then j, then q, with their cost e_a/T and
    length W/T, W = W_{i,j} + qT, q ≤ Q = ⌊2M*/T⌋ (Lemma 3.6): W_{i,j} is the work of the tasks
    after a_i up to a_j (a whole iteration T when j = i). Normalising by T makes the objective
    the slowdown (dimensionless)."""
    t, c, r = instance.arrays
    T, n = instance.T, instance.n
    Q = int(2 * pattern_bounds(instance).M_star // T)
    prefix = np.cumsum(t)  # prefix[k] = t_0 + … + t_k
    i, j, q = (a.ravel() for a in np.meshgrid(np.arange(n), np.arange(n), np.arange(Q + 1), indexing="ij"))
    base = np.where(j > i, prefix[j] - prefix[i], T - (prefix[i] - prefix[j]))
    work = base + T * q
    cost = expected_segment_time(work, c[j], r[i], instance.lam, instance.D) / T
    return i, j, q, cost, work / T


def ratio_cycle_arcs(instance: IterativeApp) -> dict[tuple[int, int, int], tuple[float, float]]:
    """(i, j, q) → (cost e_a/T, length W/T) (:func:`ratio_cycle_arrays`)."""
    i, j, q, cost, length = ratio_cycle_arrays(instance)
    return dict(zip(zip(i.tolist(), j.tolist(), q.tolist()), zip(cost.tolist(), length.tolist())))


def build_ratio_cycle_lp(instance: IterativeApp) -> pyo.ConcreteModel:
    """Model C: its optimum is SD*, the slowdown of an optimal pattern."""
    arcs = ratio_cycle_arcs(instance)
    n = instance.n
    out_arcs: dict[int, list] = {v: [] for v in range(n)}
    in_arcs: dict[int, list] = {v: [] for v in range(n)}
    for a in arcs:
        out_arcs[a[0]].append(a)
        in_arcs[a[1]].append(a)
    m = pyo.ConcreteModel(name=model_name("ratio_cycle_lp", instance))
    m.ARCS = pyo.Set(initialize=list(arcs), dimen=3, ordered=True)
    m.x = pyo.Var(m.ARCS, domain=pyo.NonNegativeReals)
    m.conservation = pyo.Constraint(
        pyo.RangeSet(0, n - 1), rule=lambda m, v: sum(m.x[a] for a in out_arcs[v]) == sum(m.x[a] for a in in_arcs[v])
    )
    m.normalised_length = pyo.Constraint(expr=sum(length * m.x[a] for a, (_, length) in arcs.items()) == 1)
    m.slowdown = pyo.Objective(expr=sum(cost * m.x[a] for a, (cost, _) in arcs.items()), sense=pyo.minimize)
    return m
