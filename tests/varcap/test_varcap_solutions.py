"""The exact models' solutions of ``varcap`` and ``varcap-section`` (issue 44): on every
shipped instance and every model that applies, the report carries a solution whose own
objective and whose replay (simulator, check_decision or the allocation metrics) equal the
model's objective; hand-checked schedules on tiny instances; ``resched solve --solution
--plot``; job ids kept through a shuffle of the jobs."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from invoke import resched

from resched.errors import ReschedError
from resched.library import replay, solve_instance
from resched.registry import declared_models, load_instance
from resched.result import SolveOptions, SolveStatus
from resched.varcap.instance import from_dict
from resched.varcap.instance.section import from_dict as section_from_dict
from resched.varcap.metrics.allocation import Interval, steps_work
from resched.varcap.models.solution import PathMixture, PathSchedule, StepSchedule, YieldAllocation

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = sorted((ROOT / "instances" / "varcap").glob("*.json")) + sorted(
    (ROOT / "instances" / "varcap-section").glob("*.json")
)
LIMITED = {"clairvoyant_goodput", "clairvoyant_min_yield", "clairvoyant_time_indexed", "time_indexed"}
"""The MILPs that start from a heuristic's schedule: any incumbent must replay to its own
objective, so a short limit keeps the test fast (the optima, proved, are checked by the slow
test below). The LPs, the phase MILP (a start only where the DP is faster) and the yield
search run to the end: they take well under a second, and a limit could leave them without
an incumbent on a loaded machine."""


def _pairs() -> list[tuple[Path, str]]:
    return [
        (path, model.name)
        for path in SHIPPED
        for model, reason in declared_models(load_instance(path))
        if reason is None
    ]


def _tolerance(value: float) -> float:
    return 1e-6 * max(1.0, abs(value))


def _check(path: Path, name: str, options: SolveOptions) -> None:
    instance = load_instance(path)
    report = solve_instance(instance, name, options)
    summary = report.summary()
    solution = report.solution
    assert solution is not None, f"{name} on {path.name}: no solution ({summary['status']})"
    replayed, contradiction = replay(instance, report)
    assert contradiction is None, contradiction
    assert replayed is not None
    if summary["status"] == SolveStatus.BRACKETED.value:
        assert summary["objective"] - 1e-9 <= solution.objective <= summary["bound"] + 1e-9
        assert summary["objective"] - 1e-6 <= replayed <= summary["bound"] + 1e-6
    else:
        assert abs(solution.objective - summary["objective"]) <= _tolerance(summary["objective"])
        assert abs(replayed - summary["objective"]) <= _tolerance(summary["objective"])
    ids = {job.name for job in instance.jobs} if hasattr(instance, "jobs") else None
    rows = solution.schedule()
    assert rows and all(isinstance(row["job"], str) for row in rows)
    if ids is not None:
        assert {row["job"] for row in rows} <= ids
    json.dumps(solution.to_dict())  # JSON-ready


@pytest.mark.parametrize(("path", "name"), _pairs(), ids=lambda x: x.stem if isinstance(x, Path) else x)
def test_every_shipped_instance_and_model_replays_to_its_objective(path, name):
    _check(path, name, SolveOptions(time_limit=5.0 if name in LIMITED else None, threads=1))


@pytest.mark.paper
@pytest.mark.parametrize(("path", "name"), _pairs(), ids=lambda x: x.stem if isinstance(x, Path) else x)
def test_every_shipped_optimum_replays_to_its_objective(path, name):
    _check(path, name, SolveOptions(threads=1))


# --- hand-checked tiny cases ---------------------------------------------------------------------

ONE_JOB = {
    "family": "varcap",
    "schema_version": 1,
    "name": "one-job",
    "platform": {"P_min": 1, "P_max": 1, "delta": 0},
    "sections": {"T": [0, 4, 8], "P": [1, 1]},
    "jobs": [{"name": "solo", "p": 1, "C": 1, "R": 1}],
}
"""One job on one processor over two sections of 4: it recovers over [0, 1) and works to
the end, never checkpointing (P_end = 1 keeps it running): l = 3 + 4, goodput = min yield = 7/8."""


def _section(status: str = "idle") -> dict:
    return {
        "family": "varcap-section",
        "schema_version": 1,
        "name": "tiny",
        "T": 5,
        "P": 2,
        "P_min": 0,
        "delta": 0,
        "jobs": [{"p": 2, "C": 1, "R": 1, "status": status}],
    }


@pytest.mark.parametrize("name", ["clairvoyant_goodput", "clairvoyant_min_yield"])
def test_clairvoyant_milp_schedule_by_hand(name):
    report = solve_instance(from_dict(ONE_JOB), name)
    solution = report.solution
    assert isinstance(solution, PathSchedule)
    rows = [(r["section"], r["job"], r["work"]) for r in solution.schedule()]
    assert rows == [(0, "solo", 3.0), (1, "solo", 4.0)]
    # recover from T_1 and run on (path 10, or 13 with C_nf = 0: the same), then run throughout
    first, second = (r for r in solution.schedule())
    assert first["path"] == 10 or (first["path"] == 13 and first["C_nf"] == 0.0)
    assert second["path"] == 1
    assert solution.objective == pytest.approx(7 / 8)
    assert solution.replay(from_dict(ONE_JOB)) == pytest.approx(7 / 8)


@pytest.mark.parametrize("name", ["clairvoyant_goodput_lp", "clairvoyant_min_yield_lp"])
def test_clairvoyant_lp_mixture_by_hand(name):
    instance = from_dict(ONE_JOB)
    solution = solve_instance(instance, name).solution
    assert isinstance(solution, PathMixture)
    assert solution.objective == pytest.approx(7 / 8)  # the §3.4 cut: 4 − R in section 0, 4 in section 1
    assert solution.work_matrix(instance)[:, 0] == pytest.approx([3.0, 4.0])
    shares = {}
    for row in solution.rows:
        shares[row.section] = shares.get(row.section, 0.0) + row.fraction
    assert shares == pytest.approx({0: 1.0, 1: 1.0})


def test_clairvoyant_time_indexed_steps_by_hand():
    instance = from_dict(ONE_JOB)
    solution = solve_instance(instance, "clairvoyant_time_indexed").solution
    assert isinstance(solution, StepSchedule)
    assert [(r["kind"], r["start"], r["end"]) for r in solution.schedule()] == [("recovery", 0, 1), ("work", 1, 8)]
    assert solution.objective == pytest.approx(7 / 8) == solution.replay(instance)


def test_yield_feasibility_allocation_by_hand():
    instance = from_dict(ONE_JOB)
    report = solve_instance(instance, "yield_feasibility")
    solution = report.solution
    assert isinstance(solution, YieldAllocation)
    # the fluid LP ignores recoveries: the job works all 8 time units, Y* = 1
    assert [(r["start"], r["end"], r["job"], r["time"]) for r in solution.schedule()] == [
        (0.0, 4.0, "solo", 4.0),
        (4.0, 8.0, "solo", 4.0),
    ]
    assert solution.objective == pytest.approx(1.0) == solution.replay(instance)


def test_phase_milp_decision_by_hand():
    instance = section_from_dict(_section())
    solution = solve_instance(instance, "phase_milp").solution
    assert isinstance(solution, PathSchedule)
    # Idle job, P_end = P: recover R = 1, then work to T_{i+1} without a checkpoint (path 10)
    assert [(r["job"], r["path"], r["work"]) for r in solution.schedule()] == [("J1", 10, 4.0)]
    assert solution.objective == 8.0 == solution.replay(instance)


def test_time_indexed_section_steps_by_hand():
    instance = section_from_dict(_section("run"))
    solution = solve_instance(instance, "time_indexed").solution
    assert isinstance(solution, StepSchedule)
    # a Run⁽⁰⁾ job works on from T_i, no recovery: 5 steps on 2 processors
    assert [(r["kind"], r["start"], r["end"]) for r in solution.schedule()] == [("work", 0, 5)]
    assert solution.objective == 10.0 == solution.replay(instance)


# --- the replay checks the schedule ---------------------------------------------------------------

STEP_DATA = {
    "dates": (0, 5),
    "P": (2,),
    "P_end": (2,),
    "p": (2,),
    "C": (1,),
    "R": (1,),
    "status": (2,),
    "eligible": (True,),
}


@pytest.mark.parametrize(
    ("intervals", "reason"),
    [
        ([Interval(0, "work", 0, 5)], "starts without a recovery"),
        ([Interval(0, "recovery", 0, 1), Interval(0, "work", 1, 3)], "stops without a checkpoint"),
        ([Interval(0, "recovery", 0, 2), Interval(0, "work", 2, 5)], "does not last 1"),
        ([Interval(0, "recovery", 0, 1), Interval(0, "work", 1, 5), Interval(0, "work", 2, 3)], "overlaps"),
    ],
)
def test_steps_work_refuses_a_broken_schedule(intervals, reason):
    with pytest.raises(ReschedError, match=reason):
        steps_work(**STEP_DATA, intervals=intervals)


def test_steps_work_counts_a_valid_schedule():
    intervals = [Interval(0, "recovery", 0, 1), Interval(0, "work", 1, 4), Interval(0, "checkpoint", 4, 5)]
    assert steps_work(**STEP_DATA, intervals=intervals).tolist() == [3.0]
    with pytest.raises(ReschedError, match="processors busy"):
        steps_work(**{**STEP_DATA, "P": (1,)}, intervals=intervals)


def test_replaying_an_altered_schedule_disagrees():
    """The replay is the simulator's, not the solution's own arithmetic: a path the simulator
    refuses (an Idle job cannot start running without recovery) is refused."""
    instance = from_dict(ONE_JOB)
    solution = solve_instance(instance, "clairvoyant_goodput").solution
    assert isinstance(solution, PathSchedule)
    broken = [d.__class__(path=np.array([1]), C_nf=d.C_nf) for d in solution.decisions]
    with pytest.raises(ReschedError):
        PathSchedule.of("altered", instance, "goodput", broken).replay(instance)


# --- job ids ------------------------------------------------------------------------------------

TWO_JOBS = {
    "family": "varcap",
    "schema_version": 1,
    "name": "two-jobs",
    "platform": {"P_min": 3, "P_max": 3, "delta": 0},
    "sections": {"T": [0, 4, 8], "P": [3, 3]},
    "jobs": [{"name": "small", "p": 1, "C": 1, "R": 1}, {"name": "big", "p": 2, "C": 1, "R": 2}],
}


@pytest.mark.parametrize("name", ["clairvoyant_goodput", "clairvoyant_time_indexed", "yield_feasibility"])
def test_shuffled_jobs_give_the_same_schedule_under_the_same_ids(name):
    shuffled = {**TWO_JOBS, "jobs": TWO_JOBS["jobs"][::-1]}

    def rows(data: dict) -> list[tuple]:
        solution = solve_instance(from_dict(data), name).solution
        assert solution is not None
        keys = ("section", "job", "processors", "work")  # path 10, or 13 with C_nf = 0: one schedule
        if not isinstance(solution, PathSchedule):
            keys = tuple(sorted(solution.schedule()[0]))
        return sorted(tuple(row[k] for k in keys) for row in solution.schedule())

    first = rows(TWO_JOBS)
    assert {"small", "big"} <= {value for row in first for value in row}
    assert rows(shuffled) == first


def test_a_job_id_names_the_job():
    numbered = {**TWO_JOBS, "jobs": [{"id": 17, "p": 1, "C": 1, "R": 1}, {"p": 2, "C": 1, "R": 2}]}
    instance = from_dict(numbered)
    assert [job.name for job in instance.jobs] == ["17", "J2"]
    with pytest.raises(ReschedError, match="not both"):
        from_dict({**TWO_JOBS, "jobs": [{"id": 1, "name": "a", "p": 1, "C": 1, "R": 1}]})


# --- the command line -----------------------------------------------------------------------------


def test_cli_solve_writes_the_solution_and_the_picture(tmp_path):
    out, png = tmp_path / "out.json", tmp_path / "out.png"
    path = ROOT / "instances" / "varcap" / "toy-infinite.json"
    run = resched("solve", path, "-m", "clairvoyant_goodput_lp", "--solution", out, "--plot", png)
    assert run.exit_code == 0, run.stderr
    document = json.loads(out.read_text())
    text = json.dumps(document)
    schedule = next(iter(_find(document, "schedule")))
    names = {job.name for job in load_instance(path).jobs}
    assert schedule and {row["job"] for row in schedule} <= names, text[:300]
    assert png.stat().st_size > 0


def _find(node: object, key: str):
    """Every value under ``key`` in a JSON document."""
    if isinstance(node, dict):
        for k, v in node.items():
            if k == key:
                yield v
            yield from _find(v, key)
    elif isinstance(node, list):
        for v in node:
            yield from _find(v, key)
