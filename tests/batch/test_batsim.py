"""Batsim formats: workloads read by ``resched batch simulate --workload``, attempts written as
Batsim's ``_jobs.csv`` and read back by evalys (the Batsim team's analysis library), whose
utilisation and waiting-time figures must equal resched's own on the same run."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import numpy as np
import pytest
from invoke import resched
from paths import ROOT

from resched.batch import strategy
from resched.batch.generate import random_instance
from resched.batch.instance.formats import (
    JOBS_COLUMNS,
    interval_set,
    jobs_rows,
    read_workload,
    write_jobs_csv,
)
from resched.batch.metrics import evaluate
from resched.batch.simulate import simulate
from resched.errors import ReschedError
from resched.registry import load_instance

TOY = ROOT / "instances" / "batch" / "toy-failure.json"
EXAMPLE = ROOT / "docs" / "examples" / "toy-batsim.json"


def workload(**changes) -> dict:
    """A 4-node Batsim workload: ids of both kinds, out of submission order, a job without
    walltime, one with walltime -1, one with a walltime below its delay, keys Batsim ignores."""
    data = {
        "nb_res": 4,
        "description": "test",
        "command": "generated",
        "jobs": [
            {"id": "b", "subtime": 5, "res": 2, "walltime": 30, "profile": "long", "user": "x"},
            {"id": 7, "subtime": 0, "res": 4, "profile": "short"},
            {"id": "c", "subtime": 5, "res": 1, "walltime": -1, "profile": "short"},
            {"id": "d", "subtime": 2.5, "res": 3, "walltime": 1, "profile": "long"},
        ],
        "profiles": {
            "short": {"type": "delay", "delay": 4},
            "long": {"type": "delay", "delay": 10.5},
            "unused": {"type": "parallel_homogeneous", "cpu": 1e9, "com": 0},
        },
    }
    data.update(changes)
    return data


def write(tmp_path: Path, data, name: str = "w.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return path


# -- Batsim workloads in ----------------------------------------------------------------------------
def test_a_batsim_job_becomes_a_batch_job(tmp_path):
    inst = read_workload(write(tmp_path, workload()), mtbf=None, downtime=60, seed=3)
    assert inst.name == "w-mu0-D60-s3" and inst.nodes == 4 and inst.downtime == 60 and inst.seed == 3
    assert inst.ids == (7, "d", "b", "c")  # ordered by (subtime, position)
    assert [(j.release, j.size, j.work, j.walltime) for j in inst.jobs] == [
        (0, 4, 4, 4),
        (2.5, 3, 10.5, 10.5),
        (5, 2, 10.5, 30),
        (5, 1, 4, 4),
    ]
    assert inst.failures is None and inst.mtbf is None and all(j.period == np.inf for j in inst.jobs)


def test_failures_and_checkpoints_come_from_the_run_parameters(tmp_path):
    inst = read_workload(write(tmp_path, workload()), mtbf=3600, downtime=600, seed=1, checkpoint=30)
    assert inst.mtbf == 3600 and all(j.C == j.R == 30 and np.isfinite(j.period) for j in inst.jobs)


def test_a_fault_free_batsim_run_equals_the_same_batch_instance(tmp_path):
    path = write(tmp_path, workload())
    inst = read_workload(path, mtbf=None, downtime=0, seed=0)
    twin = write(
        tmp_path,
        {
            "family": "batch",
            "schema_version": 1,
            "name": "twin",
            "nodes": 4,
            "downtime": 0,
            "jobs": [
                {"release": j.release, "size": j.size, "length": j.work, "walltime": j.walltime} for j in inst.jobs
            ],
        },
        "twin.json",
    )
    via_workload = resched("batch", "simulate", "--workload", path, "--mtbf", "0", "-a", "BASELINE", "--json")
    via_instance = resched("batch", "simulate", twin, "-a", "BASELINE", "--json")
    assert via_workload.exit_code == 0, via_workload.stderr
    flows = simulate(load_instance(twin), strategy("BASELINE")).flows
    assert via_workload.results[0]["max_flow_all"] == via_instance.results[0]["max_flow_all"] == flows.max()
    assert via_workload.results[0]["mean_flow_all"] == pytest.approx(flows.mean())
    assert via_workload.envelope["params"]["workload"] == str(path)


MALFORMED = {
    "nb_res missing": ({"nb_res": None}, "'nb_res': is required"),
    "nb_res not an integer": ({"nb_res": "4"}, "'nb_res': expected an integer"),
    "no jobs": ({"jobs": []}, "'jobs': expected at least 1"),
    "job without id": ({"jobs": [{"subtime": 0, "res": 1, "profile": "short"}]}, "'jobs[0].id': is required"),
    "id of a wrong type": (
        {"jobs": [{"id": [1], "subtime": 0, "res": 1, "profile": "short"}]},
        "'jobs[0].id': expected a string or an integer",
    ),
    "subtime as text": (
        {"jobs": [{"id": 1, "subtime": "0", "res": 1, "profile": "short"}]},
        "'jobs[0].subtime': expected a number",
    ),
    "negative subtime": (
        {"jobs": [{"id": 1, "subtime": -1, "res": 1, "profile": "short"}]},
        "'jobs[0].subtime': must be >= 0",
    ),
    "res > nb_res": (
        {"jobs": [{"id": 1, "subtime": 0, "res": 5, "profile": "short"}]},
        "'jobs[0].res': 5 nodes > nb_res = 4",
    ),
    "res 0": ({"jobs": [{"id": 1, "subtime": 0, "res": 0, "profile": "short"}]}, "'jobs[0].res': must be >= 1"),
    "negative walltime": (
        {"jobs": [{"id": 1, "subtime": 0, "res": 1, "walltime": -5, "profile": "short"}]},
        "'jobs[0].walltime': must be -1 (none) or > 0",
    ),
    "unknown profile": (
        {"jobs": [{"id": 1, "subtime": 0, "res": 1, "profile": "nope"}]},
        "'jobs[0].profile': no profile named 'nope'",
    ),
    "profile type not delay": (
        {"jobs": [{"id": 1, "subtime": 0, "res": 1, "profile": "unused"}]},
        "profile type 'parallel_homogeneous' is not supported",
    ),
    "negative delay": (
        {"profiles": {"short": {"type": "delay", "delay": -4}, "long": {"type": "delay", "delay": 1}}},
        "'profiles.short.delay': must be > 0",
    ),
    "delay missing": (
        {"profiles": {"short": {"type": "delay"}, "long": {"type": "delay", "delay": 1}}},
        "'profiles.short.delay': is required",
    ),
    "profiles not an object": ({"profiles": []}, "'profiles': expected an object"),
    "duplicate ids": (
        {
            "jobs": [
                {"id": 1, "subtime": 0, "res": 1, "profile": "short"},
                {"id": "1", "subtime": 1, "res": 1, "profile": "short"},
            ]
        },
        "job id '1' appears",
    ),
}


@pytest.mark.parametrize("name", sorted(MALFORMED))
def test_a_malformed_workload_is_a_one_line_error_naming_the_field(tmp_path, name):
    changes, message = MALFORMED[name]
    data = {k: v for k, v in workload(**changes).items() if v is not None}
    path = write(tmp_path, data)
    with pytest.raises(ReschedError) as error:
        read_workload(path, None, 0, 0)
    assert message in str(error.value) and str(path) in str(error.value)
    out = resched("batch", "simulate", "--workload", path, "-a", "BASELINE")
    assert out.exit_code == 2 and len(out.stderr.strip().splitlines()) == 1 and message in out.stderr


@pytest.mark.parametrize(
    "text, message", [("{", "invalid JSON"), (None, "no such Batsim workload file"), ("[1, 2]", "expected an object")]
)
def test_an_unreadable_workload_is_a_one_line_error(tmp_path, text, message):
    path = tmp_path / "w.json" if text is None else write(tmp_path, text)
    out = resched("batch", "simulate", "--workload", path, "-a", "BASELINE")
    assert out.exit_code == 2 and message in out.stderr and len(out.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize(
    "extra, message",
    [
        (("--trace", "synthetic.swf"), "give --trace or --workload, not both"),
        (("--month", "1"), "--month): does not apply to a Batsim workload"),
        (("--mean-interarrival", "10"), "does not apply to a Batsim workload"),
    ],
)
def test_workload_options_that_do_not_apply_are_refused(tmp_path, extra, message):
    out = resched("batch", "simulate", "--workload", write(tmp_path, workload()), *extra, "-a", "BASELINE")
    assert out.exit_code == 2 and message in out.stderr


def test_a_workload_is_not_combined_with_an_instance_file(tmp_path):
    out = resched("batch", "simulate", TOY, "--workload", write(tmp_path, workload()), "-a", "BASELINE")
    assert out.exit_code == 2 and "--workload" in out.stderr and "INSTANCE" in out.stderr


def test_the_docs_example_workload_runs_with_failures():
    out = resched(
        "batch",
        "simulate",
        "--workload",
        EXAMPLE,
        "--mtbf",
        "15",
        "--downtime",
        "5",
        "--checkpoint",
        "0",
        "--seed",
        "3",
        "-a",
        "SFSJ",
        "--json",
    )
    assert out.exit_code == 0, out.stderr
    record = out.results[0]
    assert record["workload"] == "toy-batsim-mu15-D5-s3" and record["nodes"] == 8 and record["jobs"] == 5
    assert record["n_job_failures"] == 2 and record["n_stealing"] == 1


# -- Batsim jobs out ---------------------------------------------------------------------------------
def read_rows(path: Path) -> list[dict[str, str]]:
    with open(path, newline="") as stream:
        return list(csv.DictReader(stream))


def test_interval_sets_are_batsims():
    assert interval_set([8, 0, 2, 1, 3]) == "0-3 8"
    assert interval_set([5]) == "5" and interval_set([1, 3]) == "1 3" and interval_set([]) == ""


def test_the_toy_attempts_mark_the_failure_and_the_steal(tmp_path):
    """Fig. 4.2b (SFSJ): job 3 is killed by the failure of P3 at t = 1 and restarts at once on
    the node stolen from job 2, which is resubmitted and runs after the repair."""
    result = simulate(load_instance(TOY), strategy("SFSJ"))
    path = write_jobs_csv(tmp_path / "toy_jobs.csv", result)
    assert path.read_text().splitlines()[0] == ",".join(JOBS_COLUMNS)
    rows = {r["job_id"]: r for r in read_rows(path)}
    assert len(rows) == len(result.attempts) == 7
    killed = {k: r["metadata"] for k, r in rows.items() if r["final_state"] == "COMPLETED_KILLED"}
    assert killed == {"3": "cause=submission;killed_by=failure", "2": "cause=submission;killed_by=stealing"}
    assert rows["3"]["allocated_resources"] == "2-7" and rows["3"]["finish_time"] == "1"
    assert rows["3#1"]["allocated_resources"] == "1 3-7" and rows["3#1"]["metadata"] == "cause=failure"
    assert [rows["2#1"][k] for k in ("submission_time", "starting_time", "waiting_time")] == ["1", "6", "5"]
    assert rows["2#1"]["metadata"] == "cause=stealing" and rows["2#1"]["success"] == "1"
    assert {r["consumed_energy"] for r in rows.values()} == {"-1"}
    assert {r["workload_name"] for r in rows.values()} == {"toy-failure"}


def test_fictitious_jobs_are_lines_of_their_own():
    result = simulate(random_instance(2, n_jobs=30), strategy("H211"))
    rows = jobs_rows(result)
    fictitious = [r for r in rows if r["metadata"].startswith("fictitious;end=")]
    assert len(fictitious) == sum(a.job < 0 for a in result.attempts) > 0
    assert [r["job_id"] for r in fictitious] == [f"fictitious-{k}" for k in range(1, len(fictitious) + 1)]
    assert all(r["waiting_time"] == 0 and r["success"] == 0 for r in fictitious)
    assert {r["metadata"] for r in fictitious} >= {"fictitious;end=handover"}


def test_simulate_and_gantt_write_one_file_per_algorithm(tmp_path):
    out = resched("batch", "simulate", TOY, "-a", "BASELINE", "-a", "SFSJ", "--jobs-csv", tmp_path / "t.csv", "--json")
    assert out.exit_code == 0, out.stderr
    assert [r["files"] for r in out.results] == [[str(tmp_path / "t-BASELINE.csv")], [str(tmp_path / "t-SFSJ.csv")]]
    baseline = read_rows(tmp_path / "t-BASELINE.csv")
    assert not any("stealing" in r["metadata"] for r in baseline)
    drawn = resched(
        "batch", "gantt", TOY, "-a", "SFSJ", "-o", tmp_path / "g.png", "--jobs-csv", tmp_path / "g.csv", "--json"
    )
    assert drawn.exit_code == 0, drawn.stderr
    assert str(tmp_path / "g.csv") in drawn.results[0]["files"]
    assert (tmp_path / "g.csv").read_text() == (tmp_path / "t-SFSJ.csv").read_text()


def test_an_unwritable_jobs_file_is_a_one_line_error(tmp_path):
    (tmp_path / "file").write_text("")
    out = resched("batch", "simulate", TOY, "-a", "SFSJ", "--jobs-csv", tmp_path / "file" / "jobs.csv")
    assert out.exit_code == 2 and len(out.stderr.strip().splitlines()) == 1 and "cannot write" in out.stderr


# -- evalys reads the file and agrees with resched --------------------------------------------------
@pytest.fixture(scope="module")
def evalys():
    pytest.importorskip("evalys")
    import matplotlib

    matplotlib.use("Agg")
    from evalys import jobset, metrics

    return jobset, metrics


def evalys_jobset(evalys, result, folder: Path):
    path = write_jobs_csv(folder / f"{result.strategy.name}_jobs.csv", result)
    return evalys[0].JobSet.from_csv(str(path), resource_bounds=(0, result.instance.nodes - 1))


@pytest.mark.parametrize("name", ["BASELINE", "SFSJ", "H211", "H311"])
def test_evalys_utilisation_and_waiting_times_equal_rescheds(evalys, tmp_path, name):
    """On a run with Poisson failures, checkpoints, steals and fictitious jobs:

    * evalys's mean utilisation over [first start, last finish] (Σ over lines of nodes ×
      execution time / span) / N = resched's occupied fraction of the platform time of that
      window, 1 − idle − downtime (metrics.decomposition, Fig. 4.3: every other category is
      node-time of an attempt or of a fictitious job);
    * evalys's cumulative waiting time (Σ over lines of start − submission) = resched's
      total waiting time Σ_j (F_j − time job j ran), F_j = C_j − r_j its flow (§4.4.3), and
      per job, the waiting plus execution times of its lines = F_j."""
    result = simulate(random_instance(2, n_jobs=30), strategy(name))
    js = evalys_jobset(evalys, result, tmp_path)
    window = (min(a.start for a in result.attempts), result.makespan)
    fractions = evaluate(result, window=window).fractions()
    assert js.mean_utilisation() / result.instance.nodes == pytest.approx(
        1 - fractions["idle"] - fractions["downtime"], rel=1e-6
    )
    ran = np.zeros(len(result.instance.jobs))
    for a in result.attempts:
        if a.job >= 0:
            ran[a.job] += a.stop - a.start
    waiting = result.flows - ran
    assert evalys[1].cumulative_waiting_time(js.df).iloc[-1] == pytest.approx(waiting.sum(), rel=1e-6)
    jobs = js.df[~js.df.jobID.str.startswith("fictitious")]
    per_job = (jobs.waiting_time + jobs.execution_time).groupby(jobs.jobID.str.split("#").str[0]).sum()
    assert per_job.sort_index(key=lambda ids: ids.astype(int)).to_numpy() == pytest.approx(result.flows, abs=1e-5)


def test_evalys_utilisation_of_completed_attempts_is_the_useful_utilization(evalys, tmp_path):
    """Without checkpoints (the toy), useful work is the node-time of the completed attempts:
    evalys's utilisation of the successful lines / N = resched's useful utilization."""
    result = simulate(load_instance(TOY), strategy("SFSJ"))
    js = evalys_jobset(evalys, result, tmp_path)
    done = evalys[0].JobSet(js.df[js.df.success == 1], resource_bounds=(0, 7))
    metrics = evaluate(result, window=(0.0, result.makespan))
    assert done.mean_utilisation(0, result.makespan) / 8 == pytest.approx(metrics.utilization, rel=1e-9)


def draw_side_by_side(evalys, result, path: Path) -> Path:
    """resched's Gantt chart of ``result`` (left) next to evalys's of its ``_jobs.csv`` (right),
    the attempts of a job in one colour."""
    from evalys.visu.legacy import plot_gantt
    from matplotlib.figure import Figure

    from resched.batch.experiment.figures import gantt

    js = evalys_jobset(evalys, result, path.parent)
    jobs = sorted({i.split("#")[0] for i in js.df.jobID})
    figure = Figure(figsize=(12, 4.5), layout="constrained")
    left, right = figure.subplots(1, 2)
    gantt(result, ax=left, title=f"resched: {result.strategy.name} on {result.instance.name}")
    plot_gantt(
        js,
        ax=right,
        title="evalys: JobSet.from_csv(_jobs.csv)",
        color_function=lambda job, palette: palette[jobs.index(job["jobID"].split("#")[0]) % len(palette)],
    )
    right.set_xlabel("time (s)")
    right.set_ylabel("node (allocated_resources, from 0)")
    right.invert_yaxis()  # node 0 on top, as resched's P1
    figure.savefig(path, dpi=90)
    return path


def test_evalys_draws_the_toy_gantt_chart_next_to_rescheds(evalys, tmp_path):
    path = draw_side_by_side(evalys, simulate(load_instance(TOY), strategy("SFSJ")), tmp_path / "toy-gantt.png")
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and path.stat().st_size > 10_000


def test_an_unset_workload_leaves_the_sweep_seeds_and_reruns_unchanged(tmp_path):
    """A sweep hashes the instance parameters into its seeds: without a workload they are the
    same as before ``workload`` existed; with one, the rerun command names the file."""
    from resched.batch.params import BatchParams

    assert "workload" not in BatchParams().instance_dict()
    path = write(tmp_path, workload())
    params = BatchParams(workload=str(path))
    assert params.instance_dict()["workload"] == str(path)
    assert params.command_line(params.file_paths(None))[:2] == ["--workload", str(path.resolve())]
