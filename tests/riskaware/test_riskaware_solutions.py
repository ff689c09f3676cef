"""The offline goodput model's solution (issue 44): placements named by the jobs' ids,
GOODPUT(T) recomputed from them and replayed by the risk-aware simulator and metrics."""

from __future__ import annotations

import json

import numpy as np
import pytest
from invoke import resched
from paths import ROOT

from resched.errors import ReschedError
from resched.library import REPLAY_TOLERANCE, solve_instance
from resched.registry import declared_models, load_instance
from resched.result import SolveOptions
from resched.riskaware.experiment.solutions import lanes
from resched.riskaware.instance import from_dict
from resched.riskaware.models import OfflineSolution, Placement

SHIPPED = sorted((ROOT / "instances" / "riskaware").glob("*.json"))


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.stem)
def test_every_shipped_solution_recomputes_and_replays_to_the_objective(path):
    inst = load_instance(path)
    models = [m for m, reason in declared_models(inst) if reason is None]
    assert [m.name for m in models] == ["offline_goodput"]
    report = models[0].run(inst, SolveOptions(time_limit=60.0))
    objective = report.summary()["objective"]
    tolerance = REPLAY_TOLERANCE * max(1.0, abs(objective))
    assert isinstance(report.solution, OfflineSolution)
    assert report.solution.objective == pytest.approx(objective, abs=tolerance)
    assert report.solution.replay(inst) == pytest.approx(objective, abs=tolerance)
    names = {j.name for j in inst.jobs}
    assert {row["job"] for row in report.solution.schedule()} <= names


def _two_machines(order: tuple[int, int]) -> dict:
    """Machine 1 goes off at tick 2 of T = 4; 'a' needs a whole machine for 4 ticks, 'b' for 2."""
    jobs = [{"name": "a", "release": 0, "cores": 2, "length": 4}, {"name": "b", "release": 0, "cores": 2, "length": 2}]
    return {
        "family": "riskaware",
        "schema_version": 1,
        "name": "two-machines",
        "platform": {"machines": 2, "safe": 1, "cores": 2, "period": 2},
        "capacity": {"times": [0, 2], "alive": [2, 1]},
        "horizon": 4,
        "jobs": [jobs[k] for k in order],
    }


@pytest.mark.parametrize("order", [(0, 1), (1, 0)])
def test_hand_checked_optimum(order):
    """Only machine 0 lives to T: 'a' there (8 core-ticks), 'b' on machine 1 before it goes
    off (4): 12 of the 2 × (2·2 + 1·2) = 12 core-ticks, GOODPUT(T) = 1."""
    solution = solve_instance(from_dict(_two_machines(order))).solution
    assert solution.schedule() == [
        {"job": "a", "machine": 0, "cores": 2, "start": 0, "end": 4, "credit": 8},
        {"job": "b", "machine": 1, "cores": 2, "start": 0, "end": 2, "credit": 4},
    ]
    assert solution.objective == 1.0


def test_the_replay_kills_a_placement_on_a_machine_that_goes_off():
    """'a' moved to machine 1: the simulator kills it at tick 2, its credit is lost."""
    inst = from_dict(_two_machines((0, 1)))
    moved = OfflineSolution(inst.name, 4, 12, (Placement("a", 1, 2, 0, 4, 8),))
    assert moved.objective == pytest.approx(8 / 12)
    assert moved.replay(inst) == 0.0


def test_the_replay_refuses_a_placement_beyond_a_machines_cores():
    inst = from_dict(_two_machines((0, 1)))
    both = OfflineSolution(inst.name, 4, 12, (Placement("a", 0, 2, 0, 4, 8), Placement("b", 0, 2, 0, 2, 4)))
    with pytest.raises(ReschedError, match="exceeds the capacity"):
        both.replay(inst)


def test_lanes_never_overlap_and_use_the_fewest():
    start, end = np.array([0, 1, 2, 5, 5]), np.array([3, 4, 5, 6, 7])
    lane = lanes(start, end)
    assert lane.tolist() == [0, 1, 2, 0, 1]  # three overlap at tick 2: three lanes


def test_solve_writes_the_placements_by_job_name_and_draws_them(tmp_path):
    path = ROOT / "instances" / "riskaware" / "long-and-short.json"
    out = resched("solve", path, "--solution", tmp_path / "s.json", "--plot", tmp_path / "s.png")
    assert out.exit_code == 0, out.stderr
    solution = json.loads((tmp_path / "s.json").read_text())["results"][0]["solution"]
    names = {j["name"] for j in json.loads(path.read_text())["jobs"]}
    assert {row["job"] for row in solution["schedule"]} <= names
    assert solution["objective"] == pytest.approx(sum(r["credit"] for r in solution["schedule"]) / solution["capacity"])
    assert (tmp_path / "s.png").stat().st_size > 10_000
