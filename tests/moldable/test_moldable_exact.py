"""Exact models and invariants on seeded random instances:
T_ALG ≥ L(p_ALG) ≥ LB* ≥ LB_LP ≥ L', T_OPT ≤ every algorithm, LIST ≤ Lemma 1 ≤ 2L,
LPA-LIST ≤ r(max α, max β)·L', proof-rule ratios, BATCH's batches and its (1+ε) allotment."""

from __future__ import annotations

import math

import networkx as nx
import numpy as np
import pytest
from paths import ROOT

from resched.moldable import FAMILY, MoldableInstance, best_list_makespan
from resched.moldable.algorithms.allocation import local_bounds, lpa, proof_rule, ratio
from resched.moldable.algorithms.batch_list import (
    EPSILON,
    batch_list,
    chain_allotment,
    resched_guarantee,
    single_allotment,
)
from resched.moldable.experiment import fixed_allocation, makespan
from resched.moldable.family import ALGORITHMS
from resched.moldable.generate import random_parameters
from resched.moldable.instance import from_dict
from resched.moldable.instance.jobs import JobSet, execution_times
from resched.moldable.metrics import allocation_bound, chain_bound, lemma1_bound, lp_bound, normalising_bound
from resched.moldable.models import milp_allotment
from resched.moldable.models.common import chain_graph
from resched.moldable.models.dag_allotment import build_chain_allotment, build_dag_allotment
from resched.moldable.models.dag_allotment_lp import build_dag_allotment_lp
from resched.moldable.models.time_indexed import build_time_indexed, horizon_of
from resched.moldable.simulate import fixed_makespans, list_run
from resched.result import SolveOptions
from resched.solve import solve

MODELS = ("roofline", "communication", "amdahl", "mix", "power")


def random_small(seed: int, n_max: int = 4, P_max: int = 12, scale: float = 1e-3):
    """A small random job set of a random §5.1 model with w scaled down, and a scenario."""
    rng = np.random.default_rng(seed)
    model = MODELS[seed % len(MODELS)]
    n, P = int(rng.integers(1, n_max + 1)), int(rng.integers(2, P_max + 1))
    formula, params = random_parameters(model if model != "mix" else "mix-low-com", n, rng)
    params = {**params, "w": params["w"] * scale}
    if "pbar" in params:
        params["pbar"] = rng.integers(1, P + 3, size=n)
    if "c" in params:
        params["c"] = params["c"] * scale * 10
    jobs = JobSet(P, execution_times(formula, params, P))
    return jobs, rng.integers(0, 3, size=n), (formula, params)


def random_integer(seed: int):
    """Tiny monotone-time integer tables (the time-indexed model applies)."""
    rng = np.random.default_rng(seed)
    n, P = int(rng.integers(1, 4)), int(rng.integers(2, 5))
    first = rng.integers(2, 9, size=(n, 1))
    drops = rng.integers(0, 3, size=(n, P - 1))
    times = np.maximum(1, first - np.concatenate([np.zeros((n, 1), int), np.cumsum(drops, axis=1)], axis=1))
    return JobSet(P, times.astype(float)), rng.integers(0, 3, size=n)


def optimum(model) -> float:
    result = solve(model)  # small models: no wall-clock limit that could bind under load
    assert result.is_optimal, result.summary()
    return result.objective


@pytest.mark.parametrize("seed", range(12))
def test_bound_hierarchy_and_list_bounds(seed):
    jobs, f, _ = random_small(seed)
    lengths = f + 1
    lb_star = optimum(build_chain_allotment(jobs, lengths))
    lb_lp = lp_bound(jobs, lengths)
    assert optimum(build_dag_allotment_lp(chain_graph(jobs, lengths), jobs.P)) == pytest.approx(lb_lp, rel=1e-6)
    assert lb_star >= lb_lp * (1 - 1e-7)
    assert lb_lp >= normalising_bound(jobs, f)[0] * (1 - 1e-9)
    for algorithm in ("LPA-LIST", "MINTIME", "MINAREA"):
        p = fixed_allocation(jobs, algorithm)
        t = jobs.times[np.arange(jobs.n), p - 1]
        s = list_run(jobs.P, p, t, lengths)
        check_schedule(s, lengths)
        area, chain = float((lengths * p * t).sum()), float((lengths * t).max())
        L = allocation_bound(jobs.P, lengths * t, lengths * p * t)
        assert s.makespan >= L * (1 - 1e-9) and L >= lb_star * (1 - 1e-7)
        _, busy = s.usage_profile()
        assert s.makespan <= lemma1_bound(jobs.P, area, chain, int(busy.min())) * (1 + 1e-9)
        assert s.makespan <= lemma1_bound(jobs.P, area, chain) * (1 + 1e-9) <= 2 * L * (1 + 1e-9)
    p = lpa(jobs)
    alpha, beta = local_bounds(jobs, p)
    bound = float(ratio(alpha.max(), beta.max(), jobs.P)) * normalising_bound(jobs, f)[0]
    assert fixed_makespans(jobs, p, f)[0] <= bound * (1 + 1e-9)
    assert batch_list(jobs, f).makespan >= lb_star * (1 - 1e-7)


def check_schedule(s, attempts):
    """Capacity ≤ P at all times; each job's attempts run one after another, the right number."""
    _, busy = s.usage_profile()
    assert busy.max() <= s.P
    for j, count in enumerate(attempts):
        mine = np.nonzero(s.job == j)[0]
        assert len(mine) == count
        assert np.all(s.start[mine][1:] >= s.end[mine][:-1] - 1e-9)
    assert s.makespan == pytest.approx(s.end.max() if len(s.end) else 0.0)


@pytest.mark.parametrize("seed", range(10))
def test_t_opt_below_every_algorithm(seed):
    jobs, f = random_integer(seed)
    spans = {spec.name: makespan(jobs, f, spec.name) for spec in ALGORITHMS}
    t_opt = optimum(build_time_indexed(jobs, f, horizon_of(min(spans.values()))))
    lb_star = optimum(build_chain_allotment(jobs, f + 1))
    assert lb_star <= t_opt + 1e-9
    assert all(t_opt <= t + 1e-9 for t in spans.values())


def test_t_opt_below_an_optimal_packing_known_by_hand():
    # two jobs, P=2: t1 = (4, 2), t2 = (4, 2), no failure. Both on 1 processor in parallel: 4;
    # one after the other on 2: 4; T_OPT = 4 while L' = max(2, 8/2) = 4.
    jobs = JobSet(2, np.array([[4.0, 2.0], [4.0, 2.0]]))
    assert optimum(build_time_indexed(jobs, np.zeros(2, int), 8)) == 4


@pytest.mark.parametrize("seed", range(8))
def test_proof_rule_ratios(seed):
    rng = np.random.default_rng(100 + seed)
    P = int(rng.integers(2, 2000))
    limits = {"roofline": 2, "communication": 3, "amdahl": 4, "mix": 6}
    for model, limit in limits.items():
        formula, params = random_parameters(model, 20, rng)
        jobs = JobSet(P, execution_times(formula, params, P))
        p = proof_rule(formula, params, P)
        f = rng.integers(0, 4, size=20)
        assert fixed_makespans(jobs, p, f)[0] <= limit * normalising_bound(jobs, f)[0] * (1 + 1e-9), model
        alpha, beta = local_bounds(jobs, p)
        assert alpha.max() <= limit / 2 + 1e-9 and beta.max() <= limit / 2 + 1e-9, model


@pytest.mark.parametrize("seed", range(8))
def test_batch_invariants(seed):
    jobs, f, _ = random_small(seed + 50, n_max=5, P_max=10)
    f = f * 3
    result = batch_list(jobs, f)
    assert len(result.batches) == math.ceil(math.log2(f.max() + 2))
    assert result.makespan == pytest.approx(sum(b.length for b in result.batches))
    for k, batch in enumerate(result.batches):
        assert batch.g == 2**k and np.all(batch.attempts <= batch.g)
        sub = jobs.subset(batch.jobs)
        run = jobs.times[batch.jobs[:, None], batch.procs - 1]
        used = np.arange(batch.g)[None, :] < batch.attempts[:, None]
        t_run = (run * used).sum(axis=1)
        a_run = (run * batch.procs * used).sum()
        assert batch.length <= 2 * allocation_bound(jobs.P, t_run, a_run) * (1 + 1e-9)
        assert batch.length <= 2 * batch.planned_bound * (1 + 1e-9)
        if batch.g <= 4 and len(batch.jobs) <= 3:
            lb = optimum(build_chain_allotment(sub, np.full(len(batch.jobs), batch.g)))
            assert batch.planned_bound <= resched_guarantee(EPSILON) * lb * (1 + 1e-9)  # the default allotment
    for j in range(jobs.n):  # Lemma 5: job j leaves after ⌈log2(f_j+2)⌉ batches
        assert sum(j in b.jobs for b in result.batches) == math.ceil(math.log2(f[j] + 2))


def test_no_failure_means_one_batch():
    jobs, _, _ = random_small(3, n_max=6)
    assert len(batch_list(jobs, np.zeros(jobs.n, int)).batches) == 1


@pytest.mark.parametrize("seed", range(10))
@pytest.mark.parametrize("g", [1, 2, 4])
def test_allotment_rules_within_their_guarantee_of_milp(seed, g):
    jobs, _, _ = random_small(200 + seed, n_max=3, P_max=10)
    lb = optimum(build_chain_allotment(jobs, np.full(jobs.n, g)))
    plan = chain_allotment(jobs, g, method="dp")
    assert plan.shape == (jobs.n, g) and np.all(np.diff(plan, axis=1) <= 0)
    assert lb * (1 - 1e-7) <= chain_bound(jobs, plan) <= (1 + EPSILON) * lb * (1 + 1e-9)
    reading = chain_allotment(jobs, g)
    assert reading.shape == (jobs.n, g) and np.all(np.diff(reading, axis=1) <= 0)
    assert lb * (1 - 1e-7) <= chain_bound(jobs, reading) <= resched_guarantee(EPSILON) * lb * (1 + 1e-9)
    milp = milp_allotment(jobs, np.full(jobs.n, g), EPSILON, time_limit=None)
    assert chain_bound(jobs, milp) <= (1 + EPSILON) * lb * (1 + 1e-9)
    if g == 1:
        assert chain_bound(jobs, single_allotment(jobs)) == pytest.approx(lb, rel=1e-7)


def test_dag_allotment_on_a_general_dag():
    # diamond a → (b, c) → d, P = 2; t(1) = 2, t(2) = 1.2 for every node.
    # all on 1 proc: path 6 → 6; all on 2: path 3.6, area 9.6/2 → 4.8; a, d on 2 and b, c on 1:
    # path 1.2+2+1.2 = 4.4, area (2.4+2+2+2.4)/2 = 4.4 → 4.4 (the optimum over the 16 choices).
    graph = nx.DiGraph([("a", "b"), ("a", "c"), ("b", "d"), ("c", "d")])
    nx.set_node_attributes(graph, {v: {1: 2.0, 2: 1.2} for v in graph}, "candidates")
    assert optimum(build_dag_allotment(graph, 2)) == pytest.approx(4.4)
    assert optimum(build_dag_allotment_lp(graph, 2)) <= 4.4 + 1e-9


def test_shipped_instances_validate():

    root = ROOT / "instances" / "moldable"
    files = sorted(root.glob("*.json"))
    assert len(files) >= 4
    for path in files:
        import json

        inst = from_dict(json.loads(path.read_text()), str(path))
        reports = {
            m.name: m.run(inst, SolveOptions(time_limit=None)).summary()
            for m in FAMILY.models()
            if m.applies(inst) is None
        }
        assert all(r["status"] == "optimal" for r in reports.values())
        if "time_indexed_opt" in reports:
            t_opt = reports["time_indexed_opt"]["objective"]
            assert reports["dag_allotment"]["objective"] <= t_opt + 1e-9
            for h in FAMILY.checked_heuristics():
                assert h.run(inst) >= t_opt - 1e-9
            assert best_list_makespan(inst) >= t_opt - 1e-9


def test_theorem9_instance_optimum_and_batch():
    inst = from_dict(
        {
            "family": "moldable",
            "schema_version": 1,
            "name": "t9",
            "P": 3,
            "jobs": [{"model": "table", "times": [v] * 3} for v in (4, 2, 1)],
            "failures": [0, 1, 3],
        }
    )
    assert isinstance(inst, MoldableInstance)
    t_opt = next(m for m in FAMILY.models() if m.name == "time_indexed_opt").run(inst, SolveOptions(time_limit=None))
    assert t_opt.is_optimal and t_opt.objective == 4  # = 8·T_OPT of Theorem 9 (1/2)
    assert makespan(inst.jobset, inst.scenario, "BATCH-LIST") == 7  # = 8·0.875


def canonical(lp, keys: list) -> tuple:
    """A HiGHS LP independent of the order, names and sign of its rows and of the order of its
    columns: columns as {key: (cost, lower, upper, integer)}, rows as the sorted list of
    (sorted (key, coefficient) pairs with the first coefficient positive, lower, upper)."""
    from scipy import sparse

    a = lp.a_matrix_
    shape = (lp.num_row_, lp.num_col_)
    matrix = (
        sparse.csc_matrix((a.value_, a.index_, a.start_), shape=shape)
        if a.format_.name == "kColwise"
        else sparse.csr_matrix((a.value_, a.index_, a.start_), shape=shape)
    ).tocsr()
    integer = [int(i) != 0 for i in lp.integrality_] or [False] * lp.num_col_
    columns = {
        repr(keys[k]): (lp.col_cost_[k], lp.col_lower_[k], lp.col_upper_[k], integer[k]) for k in range(lp.num_col_)
    }
    rows = []
    for r in range(lp.num_row_):
        start, end = matrix.indptr[r], matrix.indptr[r + 1]
        entries = sorted((repr(keys[c]), float(v)) for c, v in zip(matrix.indices[start:end], matrix.data[start:end]))
        lower, upper = lp.row_lower_[r], lp.row_upper_[r]
        if entries and entries[0][1] < 0:
            entries, lower, upper = [(k, -v) for k, v in entries], -upper, -lower
        rows.append((tuple((k, round(v, 9)) for k, v in entries), round(lower, 9), round(upper, 9)))
    return columns, sorted(rows)


def lb_star_cases():

    shipped = sorted((ROOT / "instances" / "moldable").glob("*.json"))
    return [("file", path) for path in shipped] + [("random", seed) for seed in range(6)]


@pytest.mark.parametrize("kind,case", lb_star_cases(), ids=lambda c: getattr(c, "stem", str(c)))
def test_lb_star_matrix_equals_the_declared_model(kind, case):
    """The LB* matrix solved by ``dag_allotment`` is the exported Pyomo declaration: the same
    columns, rows and bounds (up to order, names and the sign of a row) and the same optimum,
    on every shipped instance and on random ones."""
    from resched.moldable.algorithms.batch_list import uniform_allotment
    from resched.moldable.models.dag_allotment import chain_allotment_matrix, solve_chain_allotment
    from resched.registry import load_instance
    from resched.solve import compile_model

    if kind == "file":
        inst = load_instance(case)
        jobs, lengths = inst.jobset, inst.scenario + 1
    else:
        jobs, f, _ = random_small(300 + case, n_max=4, P_max=8)
        lengths = f + 1
    compiled = compile_model(build_chain_allotment(jobs, lengths))
    declared = canonical(compiled.highs.getLp(), [(v.parent_component().name, v.index()) for v in compiled.variables])
    matrix = chain_allotment_matrix(jobs, lengths)
    assert canonical(matrix.lp, matrix.columns) == declared
    assert solve_chain_allotment(jobs, lengths, start=uniform_allotment).objective == pytest.approx(
        optimum(build_chain_allotment(jobs, lengths)), rel=1e-9
    )
