"""Iterative family: the chain models' checkpointed tasks and the ratio-cycle LP's pattern,
replayed by the family's metrics, on every shipped instance; hand-checked tiny cases;
``resched solve --solution --plot``."""

from __future__ import annotations

import json
import math

import pytest
from invoke import resched
from paths import ROOT
from solution_replay import check_shipped

import resched as package
from resched.iterative.instance import from_dict
from resched.iterative.models.solution import ChainSolution, PatternSolution
from resched.registry import load_instance

INSTANCES = sorted((ROOT / "instances" / "iterative").glob("*.json"))


def test_every_shipped_instance_has_replayed_solutions():
    assert check_shipped(INSTANCES) == 3 * len(INSTANCES)


def _app(t, c, r, iterations=1):
    return from_dict(
        {
            "family": "iterative",
            "schema_version": 1,
            "name": "tiny",
            "tasks": {"t": t, "c": c, "r": r},
            "downtime": 0,
            "failures": {"lambda": 0.1},
            "iterations": iterations,
        }
    )


def _E(w, c, r):
    """E_λ(w, c, r) at λ = 0.1, D = 0 (Eq. 2.1)."""
    return 10 * math.exp(0.1 * r) * math.expm1(0.1 * (w + c))


@pytest.mark.parametrize("model", ["chain_lp", "chain_milp"])
@pytest.mark.parametrize(
    ("c0", "positions", "cost"),
    [
        # a free checkpoint after a_0: checkpoint both tasks, E(1, 0, 0) + E(1, 0.5, 0) = 2.670 < E(2, 0.5, 0) = 2.840
        (0.0, [1, 2], _E(1, 0, 0) + _E(1, 0.5, 0)),
        # a costly one (5): E(1, 5, 0) + E(1, 0.5, 0) = 9.84 > 2.840, one chunk
        (5.0, [2], _E(2, 0.5, 0)),
    ],
)
def test_hand_checked_chain(model, c0, positions, cost):
    solution = package.solve_instance(_app([1, 1], [c0, 0.5], [0, 0]), model).solution
    assert isinstance(solution, ChainSolution)
    assert list(solution.positions) == positions
    assert [row["checkpointed_task"] for row in solution.schedule()] == [f"a_{p - 1}" for p in positions]
    assert solution.objective == pytest.approx(cost)


def test_hand_checked_pattern():
    # n = 1: a pattern of k iterations has slowdown E(k, 0.5, 0.5)/k; k = 1..4 give
    # 1.7013, 1.4930, 1.4685, 1.4936: the optimum checkpoints every 3 iterations.
    solution = package.solve_instance(_app([1], [0.5], [0.5]), "ratio_cycle_lp").solution
    assert isinstance(solution, PatternSolution)
    assert (solution.start, solution.iterations, solution.offsets) == (0, 3, (3,))
    assert solution.schedule() == [
        {
            "chunk_tasks": "1-3",
            "checkpointed_task": "a_0",
            "iteration": 3,
            "work": 3.0,
            "checkpoint_cost": 0.5,
            "recovery_cost": 0.5,
            "expected_time": pytest.approx(_E(3, 0.5, 0.5)),
        }
    ]
    assert solution.objective == pytest.approx(_E(3, 0.5, 0.5) / 3)


def test_solve_writes_solution_and_plot(tmp_path):
    out, png = tmp_path / "out.json", tmp_path / "out.png"
    path = ROOT / "instances/iterative/toy-n3-N4.json"
    result = resched("solve", path, "-m", "chain_lp", "--solution", out, "--plot", png)
    assert result.exit_code == 0, result.stderr
    solution = json.loads(out.read_text())["results"][0]["solution"]
    assert solution["checkpointed_positions"][-1] == 12
    assert [row["checkpointed_task"] for row in solution["schedule"]] == ["a_2"] * 4
    assert solution["objective"] == pytest.approx(ChainSolution.of(load_instance(path), [3, 6, 9, 12]).objective)
    assert png.stat().st_size > 0
