"""Reservation family: the shortest-path models' solutions (the reservation sequence), replayed
by Eq. (7), on every shipped instance; a hand-checked sequence; ``resched solve --solution``."""

from __future__ import annotations

import json

import pytest
from invoke import resched
from paths import ROOT
from solution_replay import check_shipped

import resched as package
from resched.reservation.instance import from_dict
from resched.reservation.models import ReservationSolution

INSTANCES = sorted((ROOT / "instances" / "reservation").glob("*.json"))


def test_every_shipped_instance_has_replayed_solutions():
    assert check_shipped(INSTANCES) == 3 * len(INSTANCES)


def _two_point(C: float) -> object:
    return from_dict(
        {
            "family": "reservation",
            "schema_version": 1,
            "name": "two-point",
            "law": {"values": [1, 2], "probabilities": [0.5, 0.5]},
            "C": C,
            "R": 0,
        }
    )


@pytest.mark.parametrize(
    ("model", "C", "rows", "cost"),
    [
        # Reserve 1, then 2 from scratch: 1 + 0.5·2 = 2 (one reservation of 2 costs 2 too: ties
        # are broken by the solver, so C = 0.1 makes the checkpointed pair cost 1.1 + 0.5·1 = 1.6).
        ("shortest_path", 0.1, [(1.1, True), (1.0, False)], 1.6),
        # Without checkpoints: 1 then 2 (1 + 0.5·2 = 2) or 2 at once (2): 2 either way.
        ("shortest_path_no_ckpt", 0.1, None, 2.0),
        # ALL-CKPT with a costly checkpoint: 3 + 0.5·1 = 3.5 against 2 for the single reservation 2.
        ("shortest_path_all_ckpt", 2.0, [(2.0, False)], 2.0),
    ],
)
def test_hand_checked_sequence(model, C, rows, cost):
    report = package.solve_instance(_two_point(C), model)
    solution = report.solution
    assert isinstance(solution, ReservationSolution)
    assert solution.objective == pytest.approx(cost)
    if rows is not None:
        assert [(r["length"], r["checkpoint"]) for r in solution.schedule()] == [pytest.approx(r) for r in rows]
    assert solution.schedule()[0]["used_with_probability"] == 1.0


def test_solve_writes_solution_and_plot(tmp_path):
    out, png = tmp_path / "out.json", tmp_path / "out.png"
    result = resched(
        "solve",
        ROOT / "instances/reservation/intro-example.json",
        "-m",
        "shortest_path",
        "--solution",
        out,
        "--plot",
        png,
    )
    assert result.exit_code == 0, result.stderr
    solution = json.loads(out.read_text())["results"][0]["solution"]
    # Optimal: reserve 20 (no checkpoint), then 40 + C = 47 with a checkpoint, then R + 40 = 47.
    assert [(r["length"], r["checkpoint"]) for r in solution["schedule"]] == [(20, False), (47, True), (47, False)]
    assert solution["objective"] == pytest.approx(39.74)
    assert png.stat().st_size > 0
