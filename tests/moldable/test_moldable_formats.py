"""The authors' job and failure-scenario files ([CORE-D4], [MOLDABLE-D24]): read by ``resched moldable
simulate`` and ``run``, detected from the content (never the file name), one-line errors
naming the expected format, on small files written here."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from invoke import resched
from paths import ROOT

from resched.errors import ReschedError, TraceFormatError
from resched.moldable.experiment import fixed_allocation
from resched.moldable.instance.formats import read_failures, read_instance
from resched.moldable.instance.jobs import UNAVAILABLE

JOBS = """# every model of the authors' job file
J1 mld 64 com 1
J2 mld 100 amd 0.01

J3 mld 200 rft 3
J4 mld 50 lin
J5 mld 90 mix 4 10 0.5
R1 rgd 7 2
"""
FAILURES = "0 1 0 0 0 2\n1 0 0 0 0 0\n0 0 0 0 0 3\n"


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def test_every_model_of_the_job_file_gives_its_times(tmp_path):
    inst = read_instance(write(tmp_path, "jobs.txt", JOBS), 8)
    p = np.arange(1, 9, dtype=float)
    t = inst.jobset.times
    assert [j.name for j in inst.jobs] == ["J1", "J2", "J3", "J4", "J5", "R1"] and inst.P == 8
    assert t[0] == pytest.approx(64 / p + (p - 1))
    assert t[1] == pytest.approx(100 * (0.99 / p + 0.01))
    assert t[2] == pytest.approx(200 / np.minimum(p, 3))
    assert t[3] == pytest.approx(50 / p)
    assert t[4] == pytest.approx(np.maximum(90 / p, 90 / 4) + 10 + (p - 1) * 0.5)
    assert t[5].tolist() == [UNAVAILABLE] + [7.0] * 7
    assert inst.work == pytest.approx([64, 100, 200, 50, 100, 14])  # t(1); a rigid job's t·procs
    assert inst.scenario.tolist() == [0] * 6


def test_a_rigid_job_always_gets_its_processor_count(tmp_path):
    from resched.moldable.algorithms.batch_list import chain_allotment

    inst = read_instance(write(tmp_path, "jobs.txt", "A rgd 5 3\nB mld 40 com 1\nC rgd 2 1\n"), 4)
    for algorithm in ("LPA-LIST", "MINTIME", "MINAREA"):
        assert fixed_allocation(inst.jobset, algorithm)[[0, 2]].tolist() == [3, 1]
    for method in ("resched", "authors", "authors-planned", "dp", "scan"):
        for g in (1, 2):
            assert chain_allotment(inst.jobset, g, method=method)[[0, 2]].tolist() == [[3] * g, [1] * g]


def test_formats_are_detected_from_the_content_not_the_name(tmp_path):
    jobs = read_instance(write(tmp_path, "jobs.json", JOBS), 8)
    assert jobs.jobset.n == 6
    json_text = (ROOT / "instances" / "moldable" / "worked-example-2.json").read_text()
    inst = read_instance(write(tmp_path, "instance.txt", json_text))
    assert inst.P == 8 and inst.scenario.tolist() == [0, 1, 2]
    assert read_instance(write(tmp_path, "same.txt", json_text), 8).P == 8
    with pytest.raises(ReschedError, match="on P = 8 processors, not 9"):
        read_instance(tmp_path / "same.txt", 9)


@pytest.mark.parametrize(
    "text,line,message",
    [
        ("J1 mld 64 com\n", 1, "model com takes 1 parameter(s) (c), got 0"),
        ("J1 mld 64 com 1\nJ2 mld 64 warp 1\n", 2, "expected 'name mld w model params"),
        ("J1 mld 64 com 1\nJ2 xyz 64 com 1\n", 2, "expected 'name mld w model params"),
        ("J1 mld sixty com 1\n", 1, "w must be a number, got 'sixty'"),
        ("J1 mld 64 com 1 2\n", 1, "model com takes 1 parameter(s)"),
        ("R1 rgd 7\n", 1, "a rigid job has 4 fields"),
        ("R1 rgd 7 9\n", 1, "jobs[0].procs: must be <= 8, got 9"),
        ("R1 rgd 7 2.5\n", 1, "jobs[0].procs"),
        ("J1 mld 64 com 1\nJ2 mld 200 rft 2.5\n", 2, "jobs[1].pbar"),
        ("J1 mld 100 amd 1.5\n", 1, "jobs[0].gamma: must be <= 1"),
        ("J1 mld 90 mix 4 -1 0.5\n", 1, "the sequential time d must be >= 0"),
        ("J1 mld -5 lin\n", 1, "jobs[0].w"),
        ("J1 mld 64 com -1\n", 1, "jobs[0].c"),
        ("0 1 0\n", 1, "neither a moldable JSON instance nor the authors' job file"),
        ("family = 'moldable'\n", 1, "neither a moldable JSON instance nor the authors' job file"),
        ("# only a comment\n\n", 0, "neither a moldable JSON instance nor the authors' job file"),
    ],
)
def test_malformed_job_files_give_one_line_naming_the_line(tmp_path, text, line, message):
    path = write(tmp_path, "jobs.txt", text)
    with pytest.raises(TraceFormatError) as error:
        read_instance(path, 8)
    assert error.value.line_number == line and message in str(error.value)
    assert str(error.value).startswith(f"{path}:{line}: ") and "\n" not in str(error.value)


def test_unreadable_job_files(tmp_path):
    with pytest.raises(ReschedError, match="no such instance or job file"):
        read_instance(tmp_path / "missing.txt", 8)
    (tmp_path / "binary").write_bytes(b"J1 mld\0 64")
    with pytest.raises(TraceFormatError, match="not a text file"):
        read_instance(tmp_path / "binary", 8)
    with pytest.raises(ReschedError, match="give --processors"):
        read_instance(write(tmp_path, "jobs.txt", JOBS))


def test_failure_file(tmp_path):
    f = read_failures(write(tmp_path, "f.txt", "# scenarios\n" + FAILURES + "\n"), 6)
    assert f.tolist() == [[0, 1, 0, 0, 0, 2], [1, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 3]]


@pytest.mark.parametrize(
    "text,line,message",
    [
        ("0 1 0 0 0\n", 1, "expected 6 non-negative integers (one line per scenario"),
        ("0 1 0 0 0 2\n0 1 0 0 0 -2\n", 2, "got '0 1 0 0 0 -2'"),
        ("0 1 0 0 0 2.5\n", 1, "expected 6 non-negative integers"),
        ("0 1 0 0 0 ²\n", 1, "expected 6 non-negative integers"),
        ("0 1 0 0 0 1001\n", 1, "at most 1000 failures per job"),
        ("", 0, "empty failure-scenario file"),
        ("J1 mld 64 com 1\n", 1, "expected 6 non-negative integers"),
    ],
)
def test_malformed_failure_files(tmp_path, text, line, message):
    path = write(tmp_path, "f.txt", text)
    with pytest.raises(TraceFormatError) as error:
        read_failures(path, 6)
    assert error.value.line_number == line and message in str(error.value)


def test_cli_simulate_and_run_read_the_authors_files(tmp_path):
    jobs, failures = write(tmp_path, "jobs.dat", JOBS), write(tmp_path, "f.dat", FAILURES)
    one = resched("moldable", "simulate", jobs, "--processors", "8", "--json")
    assert one.exit_code == 0, one.stderr
    assert one.envelope["params"]["failures"] == [0] * 6 and {"makespan", "ratio", "LB_LP"} <= one.results[0].keys()
    many = resched("moldable", "simulate", jobs, "--processors", "8", "--failure-file", failures, "--json")
    assert many.exit_code == 0, many.stderr
    assert many.envelope["params"]["scenarios"] == 3
    run = resched("moldable", "run", "--job-file", jobs, "--failure-file", failures, "--processors", "8", "--json")
    assert run.exit_code == 0, run.stderr
    for simulated, ran in zip(many.results, run.results):
        assert simulated["algorithm"] == ran["algorithm"] and len(simulated["makespans"]) == 3
        assert {k: simulated[k] for k in ("expected", "maximum", "ratios")} == {
            k: ran[k] for k in ("expected", "maximum", "ratios")
        }
    drawn = resched("moldable", "run", "--job-file", jobs, "--processors", "8", "--scenarios", "5", "--json")
    assert drawn.exit_code == 0, drawn.stderr
    assert len(drawn.results[0]["ratios"]) == 5


@pytest.mark.parametrize(
    "args,message",
    [
        (("simulate", "{jobs}"), "give --processors"),
        (("simulate", "{failures}", "--processors", "8"), "neither a moldable JSON instance nor the authors' job file"),
        (("simulate", "{jobs}", "--processors", "8", "--failure-file", "{jobs}"), "expected 6 non-negative integers"),
        (("run", "--job-file", "{failures}", "--processors", "8"), "neither a moldable JSON instance"),
        (("run", "--job-file", "{jobs}", "--processors", "8", "--failure-file", "{bad}"), "f.bad:1: expected 6"),
        (("run", "--job-file", "{jobs}", "--processors", "8", "--allotment", "milp", "--sets", "1"), None),
    ],
)
def test_cli_file_errors_are_one_line(tmp_path, args, message):
    paths = {
        "jobs": write(tmp_path, "jobs.dat", JOBS),
        "failures": write(tmp_path, "f.dat", FAILURES),
        "bad": write(tmp_path, "f.bad", "1 2\n"),
    }
    out = (
        resched("moldable", *(a.format(**paths) for a in args), "--scenarios", "2")
        if args[0] == "run"
        else resched("moldable", *(a.format(**paths) for a in args))
    )
    if message is None:  # a 6-job file may use the MILP allotment (the 50-job bound counts the file's jobs)
        assert out.exit_code == 0, out.stderr
        return
    assert out.exit_code == 2 and len(out.stderr.strip().splitlines()) == 1 and message in out.stderr
