"""``validate`` under limits (issue 46 point 1): the deterministic work limits of
:class:`~resched.result.SolveOptions` (nodes, simplex iterations; never a time limit here), the
bound a heuristic is then compared with, an algorithm's own sub-solves stopped by its budget,
a reference stopped without a bound, and the rows streamed as each is done."""

from __future__ import annotations

import json

import pytest
from invoke import resched
from paths import ROOT

from resched.batch.generate import random_integer_instance
from resched.batch.models import solve_weighted_flow
from resched.declarations import Bound, Heuristic
from resched.errors import ReschedError
from resched.library import STOPPED, summarize, validate, validate_instances
from resched.result import (
    LimitReached,
    SolveOptions,
    SolveStatus,
    budget,
    check_sub_solve,
    sub_solve_options,
)

TOY_CHAIN = ROOT / "instances" / "iterative" / "toy-n3-N4.json"
ONE_NODE = SolveOptions(node_limit=1, threads=1)


@pytest.fixture(scope="module")
def branching():
    """A batch instance whose weighted-flow MILP is not solved at the root node (14 jobs, 8 nodes)."""
    return random_integer_instance(14, 8, 0)


def _limited_flow(instance) -> float:
    """A user's algorithm that solves an exact model itself, under the run's budget."""
    what = "the test's own weighted-flow MILP"
    result = check_sub_solve(solve_weighted_flow(instance, sub_solve_options(SolveOptions(threads=1), what)), what)
    return float(result.objective)


def test_a_node_limit_stops_a_model_never_optimal_and_the_heuristic_is_compared_with_its_bound(branching):
    rows = validate_instances([(None, branching)], options=ONE_NODE, only=("weighted_flow",))
    model = next(r for r in rows if r["method"] == "weighted_flow")
    assert model["status"] == SolveStatus.WORK_LIMIT.value
    assert model["optimum_or_bound"] < model["objective"]  # a minimisation stopped with a gap
    baseline = next(r for r in rows if r["reference"] == "weighted_flow")
    assert baseline["status"] == "vs bound (work_limit)"
    assert baseline["optimum_or_bound"] == model["optimum_or_bound"]
    assert baseline["objective"] >= baseline["optimum_or_bound"] and baseline["violation"] is None


def test_an_algorithm_whose_own_sub_solve_the_limit_stops_is_reported_with_the_bound(branching):
    mine = Heuristic("limited", _limited_flow, "weighted_flow")
    rows = validate_instances([(None, branching)], options=ONE_NODE, algorithms=(mine,))
    row = next(r for r in rows if r["method"] == "limited")
    assert row["objective"] is None and row["gap_percent"] is None and row["violation"] is None
    assert row["status"].startswith(f"{STOPPED}: the test's own weighted-flow MILP: stopped by the work limit")
    assert row["reference"] == "weighted_flow" and row["optimum_or_bound"] is not None
    assert "1 stopped by a limit" in summarize(rows)


def test_the_budget_limits_only_the_run_inside_it():
    base = SolveOptions(mip_gap=0.0)
    assert sub_solve_options(base, "x") is base
    with budget(SolveOptions(time_limit=3600, node_limit=7, iteration_limit=9)):
        inside = sub_solve_options(base, "x")
    assert (inside.node_limit, inside.iteration_limit, inside.mip_gap) == (7, 9, 0.0)
    assert inside.time_limit is not None and 0 < inside.time_limit <= 3600
    assert sub_solve_options(base, "x") is base


def test_a_reference_stopped_without_a_bound_says_so_in_each_row():
    rows = validate(TOY_CHAIN, models=("ratio_cycle_lp",), options=SolveOptions(iteration_limit=1))
    model = next(r for r in rows if r["method"] == "ratio_cycle_lp")
    assert model["status"] == SolveStatus.WORK_LIMIT.value and model["optimum_or_bound"] is None
    unchecked = [r for r in rows if r["kind"] != "exact"]
    assert unchecked and all(
        r["status"] == "unchecked: reference ratio_cycle_lp stopped by the limit (work_limit): no bound"
        and r["objective"] is not None
        for r in unchecked
    )


def test_rows_arrive_as_each_is_done(branching):
    seen: list[str] = []

    def after_the_model(instance) -> float:
        assert seen == ["weighted_flow"]  # the model's row reached the sink before this run started
        return 1e9

    check = Heuristic("after", after_the_model, "weighted_flow")
    rows = validate_instances(
        [(None, branching)], options=ONE_NODE, algorithms=(check,), on_row=lambda r: seen.append(str(r["method"]))
    )
    assert seen == [r["method"] for r in rows] == ["weighted_flow", "after"]


@pytest.mark.parametrize(
    "options, message",
    [
        ({"node_limit": 0}, "node limit must be an integer >= 1"),
        ({"node_limit": True}, "node limit must be an integer >= 1"),
        ({"iteration_limit": 2.5}, "iteration limit must be an integer >= 1"),
    ],
)
def test_a_work_limit_that_would_not_limit_is_refused(options, message):
    with pytest.raises(ReschedError, match=message):
        SolveOptions(**options)


def test_limit_reached_is_one_line():
    assert issubclass(LimitReached, ReschedError)


def test_the_command_streams_json_lines_and_takes_the_work_limits(tmp_path, branching):
    path = tmp_path / "branching.json"
    path.write_text(json.dumps(branching.to_dict()))
    run = resched("validate", path, "-m", "weighted_flow", "--node-limit", "1", "--threads", "1", "--json-lines")
    assert run.exit_code == 0, run.stderr
    rows = [json.loads(line) for line in run.stdout.splitlines()]
    assert [r["status"] for r in rows] == [SolveStatus.WORK_LIMIT.value, "vs bound (work_limit)"]
    table = resched("validate", path, "-m", "weighted_flow", "--node-limit", "1", "--threads", "1")
    lines = table.stdout.splitlines()
    assert lines[0].split()[:2] == ["instance", "method"] and "work_limit" in lines[1]
    assert "stopped by the limit" in " ".join(table.stdout.split())  # the caption
    both = resched("validate", path, "--json", "--json-lines")
    assert both.exit_code == 2 and "exclusive" in both.stderr


def _bounded(applies: str | None) -> Heuristic:
    """A user's row checked against ratio_cycle_lp, with a certified bound (a lower bound of 1.0
    on its value 2.0) that applies or not."""
    one = Bound("one", "a lower bound of 1", lambda instance: 1.0, "min", applies=lambda instance: applies)
    return Heuristic("mine", lambda instance: 2.0, "ratio_cycle_lp", bounds=(one,))


def test_a_reference_stopped_without_a_bound_falls_back_on_the_certified_bound():
    rows = validate(
        TOY_CHAIN, algorithm=_bounded(None), models=("ratio_cycle_lp",), options=SolveOptions(iteration_limit=1)
    )
    row = next(r for r in rows if r["method"] == "mine")
    assert row["status"] == "vs bound (certified bound one)" and row["reference"] == "one"
    assert row["optimum_or_bound"] == 1.0 and row["gap_percent"] == pytest.approx(100.0)
    assert row["references_unused"] == "reference ratio_cycle_lp stopped by the limit (work_limit): no bound"
    assert row["violation"] is None


def test_a_row_is_never_dropped_when_neither_reference_nor_bound_gives_a_value():
    rows = validate(
        TOY_CHAIN, algorithm=_bounded("too large"), models=("ratio_cycle_lp",), options=SolveOptions(iteration_limit=1)
    )
    row = next(r for r in rows if r["method"] == "mine")
    assert row["status"] == "unchecked: reference ratio_cycle_lp stopped by the limit (work_limit): no bound"
    assert row["reference"] is None and row["objective"] == 2.0
