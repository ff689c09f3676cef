"""The batch failure-free MILPs (:mod:`resched.batch.models`): the numpy/HiGHS matrix build
equals the Pyomo declaration (rows, columns, bounds, objective, up to ordering) and both
solve to the same optimum on every shipped instance with an exact model; both MILPs equal
an enumeration of every start vector on tiny random integer instances."""

from __future__ import annotations

import math
from collections import Counter

import highspy
import numpy as np
import pytest
from paths import ROOT

from resched.batch import BASELINE
from resched.batch.instance import BatchInstance, make_jobs
from resched.batch.models import (
    OBJECTIVES,
    Windows,
    declare,
    is_small_fault_free,
    matrix,
    solve_max_flow,
    solve_weighted_flow,
)
from resched.batch.models.common import _variables
from resched.registry import load_instance
from resched.result import SolveOptions, SolveStatus
from resched.solve import compile_model, solve

SHIPPED = [
    path
    for path in sorted((ROOT / "instances" / "batch").glob("*.json"))
    if is_small_fault_free(load_instance(path)) is None
]
SOLVERS = {"max_flow": solve_max_flow, "weighted_flow": solve_weighted_flow}


# -- the matrix build against the Pyomo declaration -------------------------------------------------------
def _rows(lp: highspy.HighsLp, names: list) -> Counter:
    """The rows as a multiset of (lower, upper, sorted (column name, coefficient)) with the
    ≥ rows negated into ≤ rows and zero coefficients dropped (values rounded to 9 digits)."""
    a = lp.a_matrix_
    start, index, value = np.asarray(a.start_), np.asarray(a.index_), np.asarray(a.value_)
    entries: list[list[tuple]] = [[] for _ in range(lp.num_row_)]
    columnwise = a.format_ == highspy.MatrixFormat.kColwise
    for major in range(lp.num_col_ if columnwise else lp.num_row_):
        for k in range(start[major], start[major + 1]):
            row, column = (index[k], major) if columnwise else (major, index[k])
            if value[k] != 0:
                entries[row].append((names[column], float(value[k])))
    rows: Counter = Counter()
    for lower, upper, row in zip(lp.row_lower_, lp.row_upper_, entries):
        sign = -1.0 if math.isinf(upper) and math.isfinite(lower) else 1.0
        lower, upper = sorted((sign * lower, sign * upper))
        rows[(lower, upper, tuple(sorted((n, round(sign * v, 9)) for n, v in row)))] += 1
    return rows


def _columns(lp: highspy.HighsLp, names: list) -> dict:
    """Column name → (lower, upper, integer, cost)."""
    integral = [t == highspy.HighsVarType.kInteger for t in lp.integrality_] or [False] * lp.num_col_
    return {
        name: (lp.col_lower_[k], lp.col_upper_[k], integral[k], round(lp.col_cost_[k], 9))
        for k, name in enumerate(names)
        if name is not None
    }


def pyomo_lp(w: Windows) -> tuple[highspy.HighsLp, list]:
    """The Pyomo declaration as HiGHS reads it (through the LP text), columns named (var, index)."""
    compiled = compile_model(declare(w))
    names = [None if v is None else (v.parent_component().local_name, v.index()) for v in compiled.variables]
    return compiled.highs.getLp(), names


def matrix_lp(w: Windows) -> tuple[highspy.HighsLp, list]:
    """:func:`matrix`, columns named as the Pyomo variables of the same position."""
    model = _variables(w)
    names = [("x", index) for index in model.x] + ([("z", None)] if w.objective == "max_flow" else [])
    return matrix(w), names


def assert_same_model(w: Windows) -> None:
    (reference, ref_names), (built, names) = pyomo_lp(w), matrix_lp(w)
    assert built.num_col_ == len(names) and built.num_row_ == reference.num_row_
    assert _columns(built, names) == _columns(reference, ref_names)
    assert _rows(built, names) == _rows(reference, ref_names)
    assert reference.sense_ == built.sense_ == highspy.ObjSense.kMinimize and reference.offset_ == built.offset_ == 0


def test_shipped_instances_with_an_exact_model_are_these():
    assert [p.stem for p in SHIPPED] == ["random-9jobs-s11", "random-9jobs-s12", "toy-fault-free"]


@pytest.mark.parametrize("objective", OBJECTIVES)
@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.stem)
def test_matrix_build_equals_the_pyomo_declaration(path, objective):
    assert_same_model(Windows.of(load_instance(path), objective, BASELINE))


@pytest.mark.parametrize("objective", OBJECTIVES)
@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.stem)
def test_pyomo_and_matrix_models_have_the_same_optimum(path, objective):
    inst = load_instance(path)
    reference = solve(declare(Windows.of(inst, objective, BASELINE)), SolveOptions(warm_start=False))
    built = SOLVERS[objective](inst, SolveOptions(warm_start=False))
    assert reference.status is built.status is SolveStatus.OPTIMAL
    assert built.objective == pytest.approx(reference.objective, abs=1e-9)


def test_matrix_build_equals_the_pyomo_declaration_with_identical_jobs():
    """The symmetry-breaking rows (4) too: tiny instances with a duplicated job."""
    checked = 0
    for seed in range(12):
        inst = tiny_instance(seed, duplicate=True)
        for objective in OBJECTIVES:
            w = Windows.of(inst, objective, BASELINE)
            checked += bool(w.pairs)
            assert_same_model(w)
    assert checked >= 10


# -- both MILPs against an enumeration of start vectors ---------------------------------------------------
def tiny_instance(seed: int, duplicate: bool = False) -> BatchInstance:
    """3–5 jobs on 2–4 nodes: releases U{0..4}, sizes U{1..N}, lengths U{1..4}, wall times
    length + U{0..3}; with ``duplicate`` the last job repeats the first (identical jobs)."""
    rng = np.random.default_rng(seed)
    n, nodes = int(rng.integers(3, 6)), int(rng.integers(2, 5))
    releases, sizes, lengths = rng.integers(0, 5, n), rng.integers(1, nodes + 1, n), rng.integers(1, 5, n)
    if duplicate:
        releases[-1], sizes[-1], lengths[-1] = releases[0], sizes[0], lengths[0]
    walls = lengths + rng.integers(0, 4, n)
    return BatchInstance(f"tiny-{seed}", nodes, 1.0, make_jobs(releases, sizes, lengths, walls, nodes, None, 0, 0), ())


def enumerated_optimum(inst: BatchInstance, objective: str) -> float:
    """The optimum over every feasible vector of integer start times, by depth-first search
    (pruned when the capacity is exceeded or the partial objective, which only grows, reaches the
    best found). Start ranges: the serial schedule (jobs one after the other in release order)
    has value U; an optimal schedule has F_j ≤ U (max flow), p_j F_j ≤ U − Σ_{k≠j} p_k L_k
    (weighted sum: every flow is at least its length), so t_j ≤ r_j + that bound − L_j."""
    r = [int(j.release) for j in inst.jobs]
    p = [j.size for j in inst.jobs]
    length = [int(j.length) for j in inst.jobs]
    combine = max if objective == "max_flow" else (lambda a, b: a + b)
    cost = (lambda j, f: f) if objective == "max_flow" else (lambda j, f: p[j] * f)
    end, serial = 0, 0
    for j in sorted(range(len(r)), key=lambda j: r[j]):
        end = max(end, r[j]) + length[j]
        serial = combine(serial, cost(j, end - r[j]))
    area = sum(pj * lj for pj, lj in zip(p, length))
    latest = [
        r[j] + (serial if objective == "max_flow" else (serial - area + p[j] * length[j]) // p[j]) - length[j]
        for j in range(len(r))
    ]
    used = np.zeros(max(latest[j] + length[j] for j in range(len(r))) + 1, dtype=np.int64)
    best = [serial]

    def place(j: int, value: int) -> None:
        if j == len(r):
            best[0] = min(best[0], value)
            return
        for t in range(r[j], latest[j] + 1):
            partial = combine(value, cost(j, t + length[j] - r[j]))
            if partial >= best[0]:
                break  # later starts only make it larger
            if (used[t : t + length[j]] + p[j] <= inst.nodes).all():
                used[t : t + length[j]] += p[j]
                place(j + 1, partial)
                used[t : t + length[j]] -= p[j]

    place(0, 0)
    return best[0] / (1 if objective == "max_flow" else sum(p))


def check_schedule(inst: BatchInstance, result, objective: str) -> None:
    """The MILP's x is a feasible schedule (once per job, capacity) of the reported objective."""
    starts = {j: t for (j, t), v in result.values["x"].items() if v > 0.5}
    assert sorted(starts) == list(range(len(inst.jobs)))
    used = Counter()
    for j, t in starts.items():
        for u in range(t, t + int(inst.jobs[j].length)):
            used[u] += inst.jobs[j].size
    assert max(used.values()) <= inst.nodes
    flows = np.array([starts[j] + inst.jobs[j].length - inst.jobs[j].release for j in range(len(inst.jobs))])
    value = flows.max() if objective == "max_flow" else (flows * inst.sizes).sum() / inst.sizes.sum()
    assert value == pytest.approx(result.objective, abs=1e-6)


@pytest.mark.parametrize("objective", OBJECTIVES)
def test_milps_equal_enumeration_on_tiny_random_instances(objective):
    for seed in range(40):
        inst = tiny_instance(seed, duplicate=seed % 2 == 1)
        assert is_small_fault_free(inst) is None
        for warm_start in (True, False):
            result = SOLVERS[objective](inst, SolveOptions(warm_start=warm_start))
            assert result.status is SolveStatus.OPTIMAL, (seed, warm_start)
            assert result.objective == pytest.approx(enumerated_optimum(inst, objective), abs=1e-9), (seed, warm_start)
            check_schedule(inst, result, objective)


def test_weighted_optimum_may_end_after_baselines_makespan():
    """One node, A (r 0, L 10) and B (r 1, L 1): BASELINE (FCFS) runs A then B (flows 10, 10,
    ends at 11); the weighted optimum leaves the node idle until B is released, runs B then A
    (flows 12, 1: mean 6.5) and ends at 12, after BASELINE's makespan; the max-flow optimum
    is BASELINE's 10."""
    jobs = make_jobs([0, 1], [1, 1], [10, 1], [10, 1], 1, None, 0, 0)
    inst = BatchInstance("wait", 1, 1.0, jobs, ())
    assert solve_weighted_flow(inst).objective == pytest.approx(6.5) == enumerated_optimum(inst, "weighted_flow")
    assert solve_max_flow(inst).objective == pytest.approx(10) == enumerated_optimum(inst, "max_flow")
