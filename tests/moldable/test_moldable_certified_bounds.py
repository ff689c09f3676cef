"""The certified makespan bound of ``validate`` at any size (LB_LP by bisection,
:func:`resched.moldable.models.lb_lp`) is at most the exact optima on tiny instances: LB*
(the §4.2 MILP) and T_OPT (the time-indexed clairvoyant optimum), and at most every algorithm's
makespan; ``validate`` compares the algorithms with it where T_OPT does not apply."""

from __future__ import annotations

import numpy as np
import pytest

from resched.library import solve_instance, validate
from resched.moldable.instance import from_dict
from resched.moldable.metrics import normalising_bound
from resched.moldable.models import HEURISTICS, lb_lp
from resched.result import SolveStatus


def _tiny(seed: int) -> dict:
    """1–3 jobs of integer, non-increasing times on P = 2–4 processors, 0–2 failures each."""
    rng = np.random.default_rng(seed)
    n, P = int(rng.integers(1, 4)), int(rng.integers(2, 5))
    first = rng.integers(2, 9, size=(n, 1))
    times = np.maximum(
        1, first - np.cumsum(np.concatenate([np.zeros((n, 1), int), rng.integers(0, 3, (n, P - 1))], 1), 1)
    )
    return {
        "family": "moldable",
        "schema_version": 1,
        "name": f"tiny-s{seed}",
        "P": P,
        "jobs": [{"model": "table", "times": row.tolist()} for row in times],
        "failures": rng.integers(0, 3, size=n).tolist(),
    }


@pytest.mark.parametrize("seed", range(12))
def test_lb_lp_is_below_the_exact_optima(seed):
    instance = from_dict(_tiny(seed))
    bound = lb_lp(instance)
    assert bound >= float(normalising_bound(instance.jobset, instance.scenario)[0]) - 1e-9  # L' ≤ LB_LP
    for model in ("dag_allotment", "time_indexed_opt"):
        report = solve_instance(instance, model)
        assert report.status is SolveStatus.OPTIMAL
        assert bound <= report.objective + 1e-9, model
    for heuristic in HEURISTICS:
        assert bound <= heuristic.run(instance) + 1e-9, heuristic.name


def test_lb_lp_by_hand():
    """Two jobs t = (4, 2) on P = 2, no failure: X ≥ 2, areas ℓ(X) = 4 at X ≤ 4 are 8 / 2 = 4,
    so LB_LP = 4 (= T_OPT: both on one processor side by side)."""
    document = {"family": "moldable", "schema_version": 1, "name": "hand", "P": 2, "failures": [0, 0]}
    jobs = [{"model": "table", "times": [4, 2]}] * 2
    assert lb_lp(from_dict(document | {"jobs": jobs})) == pytest.approx(4.0)


def test_validate_compares_with_lb_lp_where_t_opt_does_not_apply():
    """Non-integer times: T_OPT does not apply; every algorithm still gets its row, against LB_LP."""
    document = _tiny(3)
    document["jobs"] = [{"model": "table", "times": [t + 0.5 for t in j["times"]]} for j in document["jobs"]]
    instance = from_dict(document)
    rows = [r for r in validate(instance) if r["kind"] == "heuristic"]
    assert [r["method"] for r in rows] == [h.name for h in HEURISTICS]
    for row in rows:
        assert row["reference"] == "lb_lp_bisection"
        assert row["status"] == "vs bound (certified bound lb_lp_bisection)"
        assert "reference time_indexed_opt does not apply" in str(row["references_unused"])
        assert row["optimum_or_bound"] == pytest.approx(lb_lp(instance))
        assert row["violation"] is None and row["gap_percent"] >= 0
