"""``ratio_cycle_lp`` (model C): the optimal slowdown SD* as a minimum cost-to-time ratio cycle
on checkpoint types; arc (i, j, q) recovers from type i, runs W_{i,j} + qT and checkpoints type
j. min Σ e_a x_a subject to flow conservation and Σ len_a x_a = 1, x ≥ 0.

Matrix: columns x_a (arcs (i, j, q), by i, j, q); rows conservation(v), v < n (out − in = 0;
a loop i → i has no entry), then normalised_length (Σ (W/T)·x = 1). Its vertex is read back
into an optimal pattern (:func:`optimal_pattern_lp`).
"""

from __future__ import annotations

import highspy
import numpy as np
import numpy.typing as npt
import pyomo.environ as pyo

from resched.errors import ModelError
from resched.iterative.instance import IterativeApp, Pattern
from resched.iterative.metrics import expected_segment_time, pattern_bounds, pattern_slowdown
from resched.iterative.models.common import MatrixModel, column_matrix, model_name, solve_matrix
from resched.result import DEFAULT_OPTIONS, SolveOptions, SolveResult


def ratio_cycle_size(instance: IterativeApp) -> float:
    """Number of arcs n²(Q + 1) of the ratio-cycle LP (a float: Q may be huge)."""
    return instance.n**2 * (2 * pattern_bounds(instance).M_star // instance.T + 1)


def ratio_cycle_arrays(
    instance: IterativeApp,
) -> tuple[
    npt.NDArray[np.int64],
    npt.NDArray[np.int64],
    npt.NDArray[np.int64],
    npt.NDArray[np.float64],
    npt.NDArray[np.float64],
]:
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


def ratio_cycle_matrix(instance: IterativeApp) -> MatrixModel:
    """Model C (``ratio_cycle_lp``) on the application's checkpoint types."""
    i, j, q, cost, length = ratio_cycle_arrays(instance)
    n, arcs = instance.n, len(cost)
    # column x_a: +1 in conservation(i), −1 in conservation(j) (none for a loop), W/T in normalised_length (row n)
    rows = np.column_stack((i, j, np.full(arcs, n)))
    values = np.column_stack((np.ones(arcs), -np.ones(arcs), length))
    present = np.column_stack((i != j, i != j, np.ones(arcs, bool)))
    return column_matrix(
        model_name("ratio_cycle_lp", instance),
        cost,
        np.full(arcs, highspy.kHighsInf),
        (rows, values, present),
        np.concatenate((np.zeros(n), [1.0])),
        False,
        (("x", np.column_stack((i, j, q))),),
    )


def solve_ratio_cycle(instance: IterativeApp, options: SolveOptions = DEFAULT_OPTIONS) -> SolveResult:
    """``ratio_cycle_lp``: its objective is SD*."""
    return solve_matrix(ratio_cycle_matrix(instance), options)


def pattern_of_cycle(instance: IterativeApp, x: dict[tuple[int, int, int], float]) -> Pattern:
    """The pattern of a ratio-cycle LP vertex (a simple cycle of arcs (i, j, q) with x > 0):
    from after a checkpoint of its least type, each arc adds ((j − i − 1) mod n) + 1 + q·n tasks
    and checkpoints a_j; the slowdown is the pattern's own (Def. 3.7)."""
    n = instance.n
    out: dict[int, tuple[float, int, int]] = {}
    for (i, j, q), value in x.items():
        if value > 1e-9 and value > out.get(i, (0.0, 0, 0))[0]:
            out[i] = (value, j, q)
    start = min(out) if out else 0
    state = start
    offsets: list[int] = []
    for _ in range(n):
        if state not in out:
            break
        _, j, q = out[state]
        offsets.append((offsets[-1] if offsets else 0) + (j - state - 1) % n + 1 + q * n)
        state = j
        if state == start:
            return Pattern(
                start, offsets[-1] // n, tuple(offsets), float(pattern_slowdown(instance, start, offsets)), n
            )
    raise ModelError(f"{instance.name}: the ratio-cycle LP's solution is not a simple cycle")


def optimal_pattern_lp(instance: IterativeApp) -> Pattern:
    """An optimal pattern by the ratio-cycle LP (its cycle, :func:`pattern_of_cycle`)."""
    result = solve_ratio_cycle(instance, SolveOptions(time_limit=None))
    if not result.is_optimal or result.objective is None:  # an optimum has an objective
        raise ModelError(f"{instance.name}: the ratio-cycle LP ended {result.status.value} ({result.message})")
    pattern = pattern_of_cycle(instance, result.values["x"])
    if abs(pattern.slowdown - result.objective) > 1e-9 * result.objective:
        raise ModelError(
            f"{instance.name}: the ratio-cycle LP's cycle has slowdown {pattern.slowdown}, "
            f"not its objective {result.objective}"
        )
    return pattern
