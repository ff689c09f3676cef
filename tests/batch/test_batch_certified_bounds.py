"""The certified flow bounds of ``validate`` at any size (:mod:`resched.batch.models.bounds`)
are at most the exact optima of the time-indexed MILPs on tiny failure-free instances, and at
most every algorithm's flows; ``validate`` compares the algorithms with them where the MILPs
do not apply."""

from __future__ import annotations

import pytest

from resched.batch.generate import random_integer_instance
from resched.batch.instance import BatchInstance
from resched.batch.models import checked_algorithm, solve_max_flow, solve_weighted_flow
from resched.batch.models.bounds import fault_free, max_flow_bound, weighted_flow_bound
from resched.library import validate
from resched.registry import families
from resched.result import SolveStatus


@pytest.mark.parametrize("seed", range(10))
@pytest.mark.parametrize(("n", "nodes", "stress"), [(6, 4, 0.95), (8, 4, 2.0)])
def test_bounds_are_below_the_exact_optima(seed, n, nodes, stress):
    instance = random_integer_instance(n, nodes, seed, max_length=4, stress=stress)
    for solve, bound in ((solve_max_flow, max_flow_bound), (solve_weighted_flow, weighted_flow_bound)):
        report = solve(instance)
        assert report.status is SolveStatus.OPTIMAL
        assert bound(instance) <= report.objective + 1e-9, bound.__name__
    family = families()["batch"]
    for name in ("BASELINE", "SFSJ", "H223"):
        max_row, weighted_row = checked_algorithm(family.algorithms.resolve(name))
        assert max_flow_bound(instance) <= max_row.run(instance) + 1e-9
        assert weighted_flow_bound(instance) <= weighted_row.run(instance) + 1e-9


def _jobs(*rows: tuple[float, int, float]) -> BatchInstance:
    from resched.batch.instance import make_jobs

    releases, sizes, lengths = (list(x) for x in zip(*rows))
    jobs = make_jobs(releases, sizes, lengths, lengths, 2, None, 0.0, 0.0)
    return BatchInstance("hand", 2, 1.0, jobs, (), None, 0)


def test_bounds_by_hand():
    """Three jobs of 2 nodes on N = 2, released at 0 with lengths 1, 2, 3: they run one after
    another. Max flow ≥ W/N = (2 + 4 + 6)/2 = 6 (the optimum). The squashed schedule is the
    real one (q_j = L_j), shortest first: flows 1, 3, 6, weighted mean 10/3 (the optimum)."""
    instance = _jobs((0, 2, 1), (0, 2, 2), (0, 2, 3))
    assert max_flow_bound(instance) == pytest.approx(6.0)
    assert weighted_flow_bound(instance) == pytest.approx(10 / 3)


def test_bounds_need_a_failure_free_instance():
    instance = random_integer_instance(4, 4, 0)
    assert fault_free(instance) is None
    import dataclasses

    assert "failures" in str(fault_free(dataclasses.replace(instance, failures=None)))


def test_validate_checks_baseline_against_the_bounds_beyond_the_milps(monkeypatch):
    """With the MILPs out of reach, BASELINE's two rows are compared with the bounds."""
    import resched.batch.models.common as common

    monkeypatch.setattr(common, "MAX_BINARIES", 0)
    instance = random_integer_instance(12, 4, 1)
    rows = {r["method"]: r for r in validate(instance) if r["kind"] == "heuristic"}
    assert set(rows) == {"BASELINE max flow", "BASELINE weighted flow"}
    for method, bound in (("BASELINE max flow", max_flow_bound), ("BASELINE weighted flow", weighted_flow_bound)):
        row = rows[method]
        assert row["reference"] == bound.__name__
        assert row["optimum_or_bound"] == pytest.approx(bound(instance))
        assert str(row["status"]).startswith("vs bound (certified bound")
        assert row["violation"] is None and row["gap_percent"] >= 0
