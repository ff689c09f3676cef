"""SWF out: the jobs of a batch or risk-aware run (or of a generated workload) written as SWF
with the header fields; reading the file back gives the same jobs, and wait + run is each
job's flow in the run."""

from __future__ import annotations

import itertools
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from invoke import resched
from paths import ROOT

from resched.batch import strategy
from resched.batch.generate import read_trace, synthetic_workload
from resched.batch.instance import BatchInstance, make_jobs
from resched.batch.instance.formats import swf_jobs
from resched.batch.simulate import simulate
from resched.io.swf import read_swf, write_swf
from resched.riskaware.algorithms import Policy
from resched.riskaware.generate import random_tiny, read_swf_jobs, trace_instance
from resched.riskaware.instance import swf_jobs as riskaware_swf_jobs
from resched.riskaware.simulate import simulate as riskaware_simulate

TOY = ROOT / "instances" / "batch" / "toy-failure.json"
TINY = ROOT / "instances" / "riskaware" / "tiny-s1.json"
_FILES = itertools.count()


@st.composite
def batch_instances(draw) -> BatchInstance:
    """Up to 8 jobs on up to 6 nodes, fractional times, explicit failures (maybe none), and
    checkpoints (C = R) on half of them."""
    nodes = draw(st.integers(1, 6))
    n = draw(st.integers(1, 8))
    times = st.floats(0, 1000, allow_nan=False, allow_infinity=False)
    releases = draw(st.lists(times, min_size=n, max_size=n))
    sizes = draw(st.lists(st.integers(1, nodes), min_size=n, max_size=n))
    works = draw(st.lists(st.floats(0.5, 500), min_size=n, max_size=n))
    walls = [w * draw(st.floats(1, 3)) for w in works]
    failures = draw(st.lists(st.tuples(times, st.integers(0, nodes - 1)), max_size=4))
    mtbf, checkpoint = draw(st.sampled_from([(None, 0.0), (5000.0, 10.0)]))
    jobs = make_jobs(releases, sizes, works, walls, nodes, mtbf, checkpoint, checkpoint)
    return BatchInstance("drawn", nodes, draw(st.sampled_from([0.0, 50.0])), jobs, tuple(sorted(failures)), mtbf)


def written(folder: Path, jobs, header) -> Path:
    path = folder / f"run-{next(_FILES)}.swf"
    write_swf(path, jobs, header)
    return path


@settings(max_examples=40, deadline=None)
@given(inst=batch_instances(), name=st.sampled_from(["BASELINE", "SFSJ", "H311"]))
def test_a_batch_run_reads_back_as_the_same_jobs(tmp_path_factory, inst, name):
    result = simulate(inst, strategy(name))
    path = written(tmp_path_factory.mktemp("swf"), *swf_jobs(result))
    back = read_trace(str(path))
    assert back.nodes == inst.nodes
    assert back.releases.tolist() == [j.release for j in inst.jobs]
    assert back.sizes.tolist() == [j.size for j in inst.jobs]
    assert back.run_times.tolist() == [j.work for j in inst.jobs]
    assert back.walltimes.tolist() == [j.walltime for j in inst.jobs]
    trace = read_swf(path)
    jobs = trace.jobs
    assert (jobs.wait_time + jobs.run_time).to_numpy() == pytest.approx(result.flows, rel=1e-12, abs=1e-9)
    assert jobs.status.tolist() == [1] * len(inst.jobs) and jobs.job_number.tolist() == list(range(1, len(jobs) + 1))
    assert {k: trace.header[k] for k in ("Version", "MaxJobs", "MaxRecords", "MaxNodes", "MaxProcs")} == {
        "Version": 2.2,
        "MaxJobs": len(inst.jobs),
        "MaxRecords": len(inst.jobs),
        "MaxNodes": inst.nodes,
        "MaxProcs": inst.nodes,
    }
    assert name in trace.header["Note"] and trace.header["Conversion"].startswith("resched ")


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), jobs=st.integers(1, 6), name=st.sampled_from(["FirstFit", "TargetASAP"]))
def test_a_riskaware_run_reads_back_as_the_same_jobs(tmp_path_factory, seed, jobs, name):
    inst = random_tiny(seed, machines=3, cores=4, n_jobs=jobs, horizon=12)
    schedule = riskaware_simulate(inst, Policy(name))
    path = written(tmp_path_factory.mktemp("swf"), *riskaware_swf_jobs(inst, schedule))
    a = inst.arrays
    trace = read_swf_jobs(path, cores=4, days=inst.horizon / 86_400)  # dates from the first submission
    first = int(a.release.min())
    assert (trace.release + first).tolist() == a.release.tolist()
    assert trace.length.tolist() == a.length.tolist() and trace.cores.tolist() == a.cores.tolist()
    again = trace_instance(trace, 0, cores=4, m_avg=2, m_range=1, period=inst.platform.period, tick=inst.tick)
    assert [(j.release + first, j.cores, j.length) for j in again.jobs] == [
        (j.release, j.cores, j.length) for j in inst.jobs
    ]
    swf = read_swf(path)
    done = np.full(len(inst.jobs), np.nan)
    done[schedule.job[schedule.kind == 0]] = schedule.end[schedule.kind == 0]
    assert (swf.jobs.submit_time + swf.jobs.wait_time + swf.jobs.run_time).tolist() == done.tolist()
    assert swf.header["MaxNodes"] == 3 and swf.header["MaxProcs"] == 12


def test_simulate_writes_one_swf_file_per_algorithm(tmp_path):
    out = resched("batch", "simulate", TOY, "-a", "BASELINE", "-a", "SFSJ", "--swf-out", tmp_path / "toy.swf", "--json")
    assert out.exit_code == 0, out.stderr
    files = [tmp_path / "toy-BASELINE.swf", tmp_path / "toy-SFSJ.swf"]
    assert [r["files"] for r in out.results] == [[str(f)] for f in files]
    for path, record in zip(files, out.results):
        jobs = read_swf(path).jobs
        assert (jobs.wait_time + jobs.run_time).max() == record["max_flow_all"]
    both = resched(
        "batch",
        "simulate",
        TOY,
        "-a",
        "SFSJ",
        "--swf-out",
        tmp_path / "one.swf",
        "--jobs-csv",
        tmp_path / "one.csv",
        "--json",
    )
    assert both.results[0]["files"] == [str(tmp_path / "one.csv"), str(tmp_path / "one.swf")]
    assert (tmp_path / "one.swf").read_text() == files[1].read_text()


def test_a_generated_workload_goes_out_and_comes_back_with_the_same_metrics(tmp_path):
    """The synthetic workload (§4.5.3) written as SWF and simulated again as a trace: the same
    jobs, the same run, the same SWF lines."""
    first = resched(
        "batch",
        "simulate",
        "--mtbf",
        "0",
        "-a",
        "BASELINE",
        "--seed",
        "2",
        "--swf-out",
        tmp_path / "synthetic.swf",
        "--json",
    )
    assert first.exit_code == 0, first.stderr
    workload = synthetic_workload(2)
    back = read_trace(str(tmp_path / "synthetic.swf"))
    assert back.releases.tolist() == workload.releases.tolist() and back.sizes.tolist() == workload.sizes.tolist()
    assert back.run_times.tolist() == workload.run_times.tolist()
    again = resched(
        "batch",
        "simulate",
        "--trace",
        tmp_path / "synthetic.swf",
        "--mtbf",
        "0",
        "-a",
        "BASELINE",
        "--swf-out",
        tmp_path / "again.swf",
        "--json",
    )
    assert again.exit_code == 0, again.stderr
    keys = ("utilization", "mean_flow_all", "max_flow_all", "makespan_days")
    assert {k: again.results[0][k] for k in keys} == {k: first.results[0][k] for k in keys}
    lines = [
        [x for x in (tmp_path / n).read_text().splitlines() if not x.startswith(";")]
        for n in ("synthetic.swf", "again.swf")
    ]
    assert lines[0] == lines[1]


def test_a_riskaware_run_writes_swf(tmp_path):
    out = resched("riskaware", "simulate", TINY, "-a", "FirstFit", "--swf-out", tmp_path / "tiny.swf", "--json")
    assert out.exit_code == 0, out.stderr
    assert out.results[0]["files"] == [str(tmp_path / "tiny.swf")]
    assert read_swf(tmp_path / "tiny.swf").jobs.status.tolist() == [1] * out.results[0]["jobs"]


def test_an_unwritable_swf_file_is_a_one_line_error(tmp_path):
    (tmp_path / "file").write_text("")
    out = resched("riskaware", "simulate", TINY, "-a", "FirstFit", "--swf-out", tmp_path / "file" / "x.swf")
    assert out.exit_code == 2 and len(out.stderr.strip().splitlines()) == 1 and "cannot write" in out.stderr


@settings(max_examples=200, deadline=None)
@given(values=st.lists(st.floats(0, 1e15, allow_nan=False), min_size=1, max_size=5))
def test_any_time_is_written_without_an_exponent_and_read_back_exactly(tmp_path_factory, values):
    import pandas as pd

    path = written(tmp_path_factory.mktemp("swf"), pd.DataFrame({"submit_time": values, "run_time": values}), {})
    assert "e" not in path.read_text().lower()
    jobs = read_swf(path).jobs
    assert jobs.submit_time.tolist() == jobs.run_time.tolist() == values
