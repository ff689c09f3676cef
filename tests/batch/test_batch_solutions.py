"""The batch exact models' solutions (issue 44): who runs on which nodes when, named by the
instance's own job ids, replayed by the batch simulator; and the job ids through the
loaders and the simulator's outputs (--jobs-csv, --swf-out)."""

from __future__ import annotations

import csv
import dataclasses
import json
from functools import cache
from pathlib import Path

import numpy as np
import pytest
from invoke import resched
from paths import ROOT

from resched.batch.algorithms import BASELINE
from resched.batch.generate import read_trace
from resched.batch.instance import from_dict
from resched.batch.instance.formats import jobs_rows, swf_jobs
from resched.batch.models import BatchSolution
from resched.batch.simulate import simulate
from resched.declarations import Report
from resched.errors import ReschedError
from resched.io.swf import write_swf
from resched.library import REPLAY_TOLERANCE, solve_instance
from resched.registry import declared_models, load_instance
from resched.result import SolveOptions

SHIPPED = sorted((ROOT / "instances" / "batch").glob("*.json"))
OPTIONS = SolveOptions(time_limit=60.0)


@cache
def solved(path: Path, model: str) -> Report:
    return solve_instance(load_instance(path), model, OPTIONS)


def _applicable() -> list[tuple[Path, str]]:
    return [(p, m.name) for p in SHIPPED for m, reason in declared_models(load_instance(p)) if reason is None]


def test_the_models_apply_to_the_fault_free_shipped_instances():
    assert {(p.name, m) for p, m in _applicable()} >= {
        ("toy-fault-free.json", "max_flow"),
        ("random-9jobs-s12.json", "weighted_flow"),
    }


@pytest.mark.parametrize(("path", "model"), _applicable(), ids=lambda v: getattr(v, "stem", v))
def test_every_shipped_solution_recomputes_and_replays_to_the_objective(path, model):
    report = solved(path, model)
    objective = report.summary()["objective"]
    assert isinstance(report.solution, BatchSolution)
    tolerance = REPLAY_TOLERANCE * max(1.0, abs(objective))
    assert report.solution.objective == pytest.approx(objective, abs=tolerance)
    assert report.solution.replay(load_instance(path)) == pytest.approx(objective, abs=tolerance)


@pytest.mark.parametrize(("path", "model"), _applicable(), ids=lambda v: getattr(v, "stem", v))
def test_a_shipped_solution_names_the_jobs_by_the_ids_of_the_file(path, model):
    """Ids default to the position in the file, from 1: the row of id k is the file's job k."""
    listed = json.loads(path.read_text())["jobs"]
    rows = solved(path, model).solution.schedule()
    assert sorted(r["id"] for r in rows) == list(range(1, len(listed) + 1))
    for row in rows:
        job = listed[row["id"] - 1]
        assert (row["release"], row["size"], row["end"] - row["start"]) == (job["release"], job["size"], job["length"])
        assert row["start"] >= row["release"]


def _wait_or_not(order: tuple[int, int]) -> dict:
    """One node; job A (r 0, L 10) and job B (r 1, L 1), listed in ``order``."""
    jobs = [{"id": "A", "release": 0, "size": 1, "length": 10}, {"id": "B", "release": 1, "size": 1, "length": 1}]
    return {
        "family": "batch",
        "schema_version": 1,
        "name": "wait-or-not",
        "nodes": 1,
        "downtime": 0,
        "jobs": [jobs[k] for k in order],
        "failures": [],
    }


@pytest.mark.parametrize("order", [(0, 1), (1, 0)])
def test_hand_checked_optima_whatever_the_order_of_the_file(order):
    """Max flow: A at 0, B at 10 (flows 10, 10; B first gives A a flow of 12). Weighted flow:
    the node idles for B (B at 1, A at 2: flows 1 + 12 = 13 < 10 + 10)."""
    inst = from_dict(_wait_or_not(order))
    spans = {
        model: [(r["id"], r["start"], r["end"], r["nodes"]) for r in solve_instance(inst, model).solution.schedule()]
        for model in ("max_flow", "weighted_flow")
    }
    assert spans == {
        "max_flow": [("A", 0, 10, "0"), ("B", 10, 11, "0")],
        "weighted_flow": [("B", 1, 2, "0"), ("A", 2, 12, "0")],
    }
    assert solve_instance(inst, "weighted_flow").solution.objective == pytest.approx(6.5)


def test_the_replay_refuses_a_schedule_the_nodes_cannot_hold():
    inst = from_dict(_wait_or_not((0, 1)))
    solution = solve_instance(inst, "max_flow").solution
    a, b = solution.jobs
    overlapping = dataclasses.replace(solution, jobs=(a, dataclasses.replace(b, start=1.0, end=2.0)))
    with pytest.raises(ReschedError, match="needs 1 node"):
        overlapping.replay(inst)


def test_renamed_ids_give_the_same_schedule_under_the_new_names():
    path = ROOT / "instances" / "batch" / "random-9jobs-s12.json"
    data = json.loads(path.read_text())
    names = [f"job-{k}" for k in range(len(data["jobs"]))]
    renamed = from_dict({**data, "jobs": [{**j, "id": n} for j, n in zip(data["jobs"], names)]})
    old = solved(path, "max_flow").solution.schedule()
    new = solve_instance(renamed, "max_flow", OPTIONS).solution.schedule()
    assert new == [{**row, "id": names[row["id"] - 1]} for row in old]


def _distinct_releases(order: list[int]) -> dict:
    jobs = [
        {"id": 10 + k, "release": 3 * k, "size": 1 + k % 3, "length": 4 + 2 * (k % 4), "walltime": 12} for k in range(8)
    ]
    return {"family": "batch", "schema_version": 1, "name": "ids", "nodes": 4, "downtime": 1,
            "jobs": [jobs[k] for k in order]}  # fmt: skip


def test_a_shuffled_file_gives_the_same_simulated_schedule_under_the_same_ids(tmp_path):
    order = [int(k) for k in np.random.default_rng(3).permutation(8)]
    runs = [simulate(from_dict(_distinct_releases(o)), BASELINE) for o in (list(range(8)), order)]
    rows = [sorted(jobs_rows(run), key=lambda r: r["job_id"]) for run in runs]
    assert rows[0] == rows[1]
    assert [r["job_id"] for r in rows[0]] == [str(10 + k) for k in range(8)]


def test_the_ids_go_through_jobs_csv_and_swf_out_and_back(tmp_path):
    order = [int(k) for k in np.random.default_rng(5).permutation(8)]
    path = tmp_path / "ids.json"
    path.write_text(json.dumps(_distinct_releases(order)))
    out = resched("batch", "simulate", path, "-a", "BASELINE", "--jobs-csv", tmp_path / "jobs.csv",
                  "--swf-out", tmp_path / "jobs.swf")  # fmt: skip
    assert out.exit_code == 0, out.stderr
    with open(tmp_path / "jobs.csv", newline="") as stream:
        assert sorted(int(r["job_id"]) for r in csv.DictReader(stream)) == list(range(10, 18))
    workload = read_trace(str(tmp_path / "jobs.swf"))
    assert sorted(workload.ids.tolist()) == list(range(10, 18))
    back = workload.instance(None, 1.0, 0, 0.0)
    original = from_dict(_distinct_releases(order))
    assert [back.job_id(k) for k in range(8)] == [original.job_id(k) for k in range(8)]


def test_swf_numbers_jobs_from_1_when_an_id_is_no_whole_number(tmp_path):
    data = _distinct_releases(list(range(8)))
    data["jobs"][0]["id"] = "first"
    frame, header = swf_jobs(simulate(from_dict(data), BASELINE))
    assert frame["job_number"].tolist() == list(range(1, 9))
    assert "not whole numbers" in header["Note"]
    write_swf(tmp_path / "t.swf", frame, header)
    assert read_trace(str(tmp_path / "t.swf")).ids.tolist() == list(range(1, 9))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"id": 1.5}, "'jobs[0].id': expected a string or an integer, got float"),
        ({"id": ""}, "expected a string or an integer, got an empty string"),
        ({"id": 2}, "job id '2' appears more than once"),
    ],
)
def test_a_bad_job_id_is_a_one_line_error(tmp_path, change, message):
    data = _distinct_releases(list(range(8)))
    data["jobs"] = [{**data["jobs"][0], **change}, {**data["jobs"][1], "id": 2}]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    out = resched("solve", path)
    assert out.exit_code == 2
    assert message in out.stderr and len(out.stderr.strip().splitlines()) == 1


def test_solve_writes_the_solution_with_the_files_ids_and_draws_it(tmp_path):
    path = ROOT / "instances" / "batch" / "random-9jobs-s12.json"
    out = resched("solve", path, "-m", "max_flow", "--solution", tmp_path / "s.json", "--plot", tmp_path / "s.png")
    assert out.exit_code == 0, out.stderr
    solution = json.loads((tmp_path / "s.json").read_text())["results"][0]["solution"]
    assert solution["objective_name"] == "max_flow"
    assert solution["schedule"] == solved(path, "max_flow").solution.schedule()
    assert "nodes" in out.stdout and (tmp_path / "s.png").stat().st_size > 10_000
