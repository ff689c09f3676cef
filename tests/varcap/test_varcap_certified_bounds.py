"""The certified goodput bound of ``validate`` at any size (``goodput_cut_bound``) is at least
the exact optima on tiny integral instances: the clairvoyant MILP over the 15-path schedules and
the time-indexed MILP over every schedule, and at least every paper algorithm's goodput."""

from __future__ import annotations

import numpy as np
import pytest

from resched.library import solve_instance, validate
from resched.result import SolveStatus
from resched.varcap.instance import from_dict
from resched.varcap.models import HEURISTICS
from resched.varcap.models.clairvoyant import goodput_cut_bound


def _tiny(seed: int) -> dict:
    """Two jobs over three integral sections (lengths 1–6, some shorter than R + C), P_max = 3."""
    rng = np.random.default_rng(seed)
    T = np.concatenate([[0], np.cumsum(rng.integers(1, 7, 3))]).tolist()
    P = rng.integers(1, 4, 3).tolist()
    jobs = [{"name": f"J{j}", "p": 1, "C": int(rng.integers(1, 3)), "R": int(rng.integers(1, 3))} for j in range(2)]
    return {
        "family": "varcap",
        "schema_version": 1,
        "name": f"tiny-s{seed}",
        "platform": {"P_min": 1, "P_max": 3, "delta": 2},
        "sections": {"T": T, "P": P},
        "jobs": jobs,
    }


@pytest.mark.parametrize("seed", range(8))
def test_goodput_bound_is_above_the_exact_optima(seed):
    instance = from_dict(_tiny(seed))
    bound = goodput_cut_bound(instance)
    assert 0.0 < bound <= 1.0
    for model in ("clairvoyant_goodput", "clairvoyant_time_indexed"):
        report = solve_instance(instance, model)
        assert report.status is SolveStatus.OPTIMAL
        assert report.objective <= bound + 1e-9, model
    for heuristic in HEURISTICS:
        if heuristic.name.endswith(" goodput"):
            assert heuristic.run(instance) <= bound + 1e-9, heuristic.name


def test_one_job_bound_by_hand():
    """One processor, sections [0, 4) and [4, 8), R = C = 1, δ = 0: the recovery of the
    processor added at T_1 costs R = 1, no checkpoint is forced (δ = 0): cut = 3 + 4 of 8."""
    document = _tiny(0) | {
        "platform": {"P_min": 1, "P_max": 1, "delta": 0},
        "sections": {"T": [0, 4, 8], "P": [1, 1]},
        "jobs": [{"name": "solo", "p": 1, "C": 1, "R": 1}],
    }
    assert goodput_cut_bound(from_dict(document)) == pytest.approx(7 / 8)


def test_validate_compares_goodput_with_the_bound_when_no_reference_applies(monkeypatch):
    """With every clairvoyant model out of reach, each goodput row is checked against the
    certified bound (never unchecked) and none beats it."""
    import resched.varcap.models.clairvoyant as clairvoyant

    monkeypatch.setattr(clairvoyant, "MILP_SIZE_LIMIT", 0)
    monkeypatch.setattr(clairvoyant, "GOODPUT_LP_SIZE_LIMIT", 0)
    monkeypatch.setattr(clairvoyant, "STEPS_SIZE_LIMIT", 0)
    instance = from_dict(_tiny(1))
    rows = [r for r in validate(instance) if str(r["method"]).endswith(" goodput")]
    assert rows
    for row in rows:
        assert row["reference"] == "goodput_cut_bound", row
        assert row["status"] == "vs bound (certified bound goodput_cut_bound)"
        assert row["optimum_or_bound"] == pytest.approx(goodput_cut_bound(instance))
        assert "does not apply" in str(row["references_unused"])
        assert row["violation"] is None and row["gap_percent"] >= 0


def test_a_simulation_whose_time_is_spent_stops_between_sections_and_keeps_its_bound():
    """Under a budget already spent (1 ns), every simulated algorithm stops before its first
    section; its goodput row is reported stopped, with the certified bound it would be compared
    with where the clairvoyant models stopped too, and its min-yield row reports the same stop."""
    from resched.library import STOPPED
    from resched.result import LimitReached, SolveOptions, budget
    from resched.varcap.algorithms import ALGORITHMS, section_algorithm
    from resched.varcap.simulate import simulate

    instance = from_dict(_tiny(20))  # simulated by no other test: none cached
    with budget(SolveOptions(time_limit=1e-9)), pytest.raises(LimitReached, match="GreedyGoodput: section 0"):
        simulate(instance, section_algorithm(ALGORITHMS.resolve("GreedyGoodput")))
    rows = validate(instance, options=SolveOptions(time_limit=1e-9, threads=1))
    runs = [r for r in rows if r["kind"] in ("heuristic", "exact algorithm")]
    assert len(runs) == len(HEURISTICS)
    for row in runs:
        assert str(row["status"]).startswith(STOPPED) and row["objective"] is None, row
        assert "section 0: the time limit of 1e-09 s was spent" in str(row["status"])
        assert row["reference"] is not None and row["optimum_or_bound"] is not None, row
    goodput = [r for r in runs if str(r["method"]).endswith(" goodput")]
    assert all(r["reference"] == "goodput_cut_bound" for r in goodput)
