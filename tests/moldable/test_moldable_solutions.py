"""Moldable family: the allotments of LB* and LB_LP and T_OPT's schedule, with the instance's
job ids, replayed by the family's code on every shipped instance; hand-checked tiny cases;
job ids through the formats (a shuffled instance keeps its schedule under the same ids);
``resched solve --solution --plot``."""

from __future__ import annotations

import json

import pytest
from invoke import resched
from paths import ROOT
from solution_replay import check_shipped

import resched as package
from resched.errors import InstanceError, ReschedError
from resched.moldable.instance import from_dict, read_instance
from resched.moldable.models import AllotmentSolution, TimedSolution

INSTANCES = sorted((ROOT / "instances" / "moldable").glob("*.json"))


def test_every_shipped_instance_has_replayed_solutions():
    # worked-example-2 has non-integer times (no T_OPT): 3 models on three instances, 2 on it
    assert check_shipped(INSTANCES) == 3 * len(INSTANCES) - 1


def _instance(P, jobs, failures, ids=None):
    listed = [
        {"name": f"J{k + 1}", "model": "table", "times": times} | ({} if ids is None else {"id": ids[k]})
        for k, times in enumerate(jobs)
    ]
    return from_dict(
        {"family": "moldable", "schema_version": 1, "name": "t", "P": P, "jobs": listed, "failures": failures}
    )


# P = 2; job A: t(1) = 4, t(2) = 2.5 (areas 4, 5); job B: t = 2 on one processor (area 2).
# LB*: A on 1 gives max(4, (4+2)/2) = 4, A on 2 gives max(2.5, (5+2)/2) = 3.5: A on 2, B on 1.
# LB_LP: d_A in [2.5, 4], l(d) = 5 − (2/3)(d − 2.5); max(d, (l(d) + 2)/2) is least at d = 3.25
# (area 4.5, 1.385 processors), LB_LP = 3.25.
LB_JOBS = ([4, 2.5], [2, 2])


def test_hand_checked_lb_star():
    solution = package.solve_instance(_instance(2, LB_JOBS, [0, 0], ["A", "B"]), "dag_allotment").solution
    assert isinstance(solution, AllotmentSolution)
    assert solution.schedule() == [
        {"job": "A", "attempt": 1, "processors": 2, "duration": 2.5, "area": 5.0},
        {"job": "B", "attempt": 1, "processors": 1, "duration": 2.0, "area": 2.0},
    ]
    assert solution.objective == 3.5
    assert solution.to_dict()["allotment"] == {"A": [2], "B": [1]}


def test_hand_checked_lb_lp():
    solution = package.solve_instance(_instance(2, LB_JOBS, [0, 0], ["A", "B"]), "dag_allotment_lp").solution
    assert isinstance(solution, AllotmentSolution) and solution.fractional
    a, b = solution.schedule()
    assert (a["job"], a["duration"], a["area"], a["processors"]) == (
        "A",
        pytest.approx(3.25),
        pytest.approx(4.5),
        pytest.approx(4.5 / 3.25),
    )
    assert (b["job"], b["duration"], b["area"]) == ("B", pytest.approx(2.0), pytest.approx(2.0))
    assert solution.objective == pytest.approx(3.25)


def test_hand_checked_t_opt():
    # one job, t(1) = 4, t(2) = 2, failing once on P = 2: both attempts on 2 processors, back to back
    solution = package.solve_instance(_instance(2, [[4, 2]], [1], ["only"]), "time_indexed_opt").solution
    assert isinstance(solution, TimedSolution)
    assert solution.schedule() == [
        {"job": "only", "attempt": 1, "processors": 2, "start": 0.0, "end": 2.0},
        {"job": "only", "attempt": 2, "processors": 2, "start": 2.0, "end": 4.0},
    ]


def test_shuffled_instance_keeps_the_schedule_under_the_same_ids():
    ids, jobs, failures = [7, "x", 3], [[4, 2.5], [2, 2], [3, 2]], [1, 0, 0]
    original = _instance(2, jobs, failures, ids)
    order = [2, 0, 1]
    shuffled = _instance(2, [jobs[k] for k in order], [failures[k] for k in order], [ids[k] for k in order])
    first = package.solve_instance(original, "dag_allotment").solution
    again = package.solve_instance(shuffled, "dag_allotment").solution
    key = lambda row: (str(row["job"]), row["attempt"])  # noqa: E731
    assert sorted(first.schedule(), key=key) == sorted(again.schedule(), key=key)
    assert first.replay(shuffled) == pytest.approx(first.objective)
    timed = package.solve_instance(
        _instance(4, [[6, 3, 2, 2], [4, 2, 2, 1], [3, 3, 1, 1]], [1, 0, 1], ids), "time_indexed_opt"
    ).solution
    reordered = _instance(4, [[3, 3, 1, 1], [6, 3, 2, 2], [4, 2, 2, 1]], [1, 1, 0], [3, 7, "x"])
    assert timed.replay(reordered) == timed.objective == 6
    renamed = _instance(4, [[6, 3, 2, 2], [4, 2, 2, 1], [3, 3, 1, 1]], [1, 0, 1], [1, 2, 3])
    with pytest.raises(ReschedError, match="no job with id 7"):
        timed.replay(renamed)


def test_replay_refuses_an_infeasible_schedule():
    inst = _instance(2, [[4, 2]], [1], ["only"])
    good = package.solve_instance(inst, "time_indexed_opt").solution
    first, second = good.attempts
    overlapping = TimedSolution(2, (first, type(second)(**{**second.__dict__, "start": 1.0, "end": 3.0})))
    with pytest.raises(ReschedError, match=r"successive attempts|processors busy"):
        overlapping.replay(inst)


def test_job_ids_in_the_formats(tmp_path):
    assert _instance(2, LB_JOBS, [0, 0]).ids == (1, 2)
    assert _instance(2, LB_JOBS, [0, 0], ["A", 9]).to_dict()["jobs"][1]["id"] == 9
    with pytest.raises(InstanceError, match=r"jobs\[1\]\.id.*also the id of jobs\[0\]"):
        _instance(2, LB_JOBS, [0, 0], [5, 5])
    with pytest.raises(InstanceError, match=r"jobs\[0\]\.id"):
        _instance(2, LB_JOBS, [0, 0], [True, 2])
    jobs = tmp_path / "two.jobs"
    jobs.write_text("# two jobs\nfirst mld 8 lin\n\nsecond rgd 3 1\n")
    assert read_instance(jobs, 4).ids == (1, 2)


def test_solve_writes_solution_and_plot(tmp_path):
    out, png = tmp_path / "out.json", tmp_path / "out.png"
    result = resched(
        "solve", ROOT / "instances/moldable/tiny-table.json", "-m", "time_indexed_opt", "--solution", out, "--plot", png
    )
    assert result.exit_code == 0, result.stderr
    solution = json.loads(out.read_text())["results"][0]["solution"]
    assert solution["objective"] == 6
    assert sorted((row["job"], row["attempt"]) for row in solution["schedule"]) == [
        (1, 1),
        (1, 2),
        (2, 1),
        (3, 1),
        (3, 2),
    ]
    assert png.stat().st_size > 0
