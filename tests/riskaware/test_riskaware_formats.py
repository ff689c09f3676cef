"""Risk-aware inputs in the authors' formats ([CORE-D4]): the job trace and SWF
told apart by content (never by file name), the variation trace as a capacity file, and the
two window conventions (jobs running at the window start; the jobs the stretch is over)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from invoke import resched
from paths import TRACES

from resched.errors import ReschedError, TraceFormatError
from resched.riskaware.generate import JOB_TRACE, SWF, read_job_trace, read_trace, trace_format
from resched.riskaware.instance import Capacity, load_capacity

BORG = TRACES / "borg"
#: Window start 600 (first 'release' job); job 3 has been running since 300 and has 900 s left.
JOBS = "1 600 900 2 release\n2 900 600 4 release\n3 300 1200 1 running\n4 1800 300 4 release\n"
SWF_LINES = (
    "; Version: 2.2\n"
    "1 0 10 3600 4 -1 -1 4 7200 -1 1 1 1 1 1 1 -1 -1\n"
    "2 60 10 1800 8 -1 -1 8 7200 -1 1 1 1 1 1 1 -1 -1\n"
)


def write(folder: Path, name: str, text: str | bytes) -> Path:
    path = folder / name
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    return path


# --- job traces: detected by content ------------------------------------------------------------


def test_the_format_is_read_from_the_content_not_the_name(tmp_path):
    assert trace_format(write(tmp_path, "jobs.swf", JOBS)) == JOB_TRACE
    assert trace_format(write(tmp_path, "borg-week.txt", SWF_LINES)) == SWF
    assert trace_format(write(tmp_path, "headerless", SWF_LINES.split("\n", 1)[1])) == SWF
    assert trace_format(write(tmp_path, "blank-first", "\n\n" + JOBS)) == JOB_TRACE
    named_like_swf = read_trace(tmp_path / "jobs.swf", cores=8)
    assert len(named_like_swf.release) == 4 and named_like_swf.duration == 86_400  # a job trace's whole window
    named_like_borg = read_trace(tmp_path / "borg-week.txt", cores=8)
    assert len(named_like_borg.release) == 2 and named_like_borg.duration == 7 * 86_400  # SWF: the first 7 days


@pytest.mark.parametrize(
    "text, line, reason",
    [
        ("1 2 3\n", 1, "neither a job trace"),
        ("id release length cores status\n" + JOBS, 1, "neither a job trace"),  # a header line is not the format
        ("1 600 900 2 7\n", 1, "neither a job trace"),
        ("", 0, "empty file"),
        ("\n  \n", 0, "empty file"),
        (b"\x00\x01binary", 0, "not a text file"),
        (b"1 0 900 2 rel\xffase\n", 1, "not a text file"),
    ],
)
def test_a_file_in_neither_format_is_a_one_line_error(tmp_path, text, line, reason):
    with pytest.raises(TraceFormatError) as error:
        trace_format(write(tmp_path, "t.txt", text))
    assert error.value.line_number == line and reason in str(error.value) and "\n" not in str(error.value)
    if reason == "neither a job trace":
        assert "SWF trace (18 numbers per line" in str(error.value)


@pytest.mark.parametrize(
    "bad, reason",
    [
        ("5 600 300 2", "got 4 fields"),
        ("5 600 300 2 release now", "got 6 fields"),
        ("5 600 300 2 done", "release or running, got 'done'"),
        ("5 600 3e2x 2 release", "with numbers"),
        ("5 600 0 2 release", "length > 0"),
        ("5 600 300 0 release", "integer cores"),
        ("5 600 300 2.5 release", "integer cores"),
        ("5 600 inf 2 release", "finite"),
    ],
)
def test_malformed_job_trace_lines_name_the_line(tmp_path, bad, reason):
    path = write(tmp_path, "t.txt", JOBS + "\n" + bad + "\n")
    with pytest.raises(TraceFormatError) as error:
        read_job_trace(path)
    assert error.value.line_number == 6 and reason in str(error.value)


def test_running_jobs_resume_or_restart_at_the_window_start(tmp_path):
    path = write(tmp_path, "t.txt", JOBS)
    resume, restart = read_job_trace(path, window="resume"), read_job_trace(path, window="restart")
    assert list(resume.release) == list(restart.release) == [0, 300, 0, 1200]  # job 3 clipped to the start
    assert list(resume.length) == [900, 600, 900, 300]  # 300 + 1200 − 600 left
    assert list(restart.length) == [900, 600, 1200, 300]
    ended = write(tmp_path, "ended.txt", JOBS + "5 100 400 1 running\n")  # ended at 500 < 600
    with pytest.raises(TraceFormatError, match="ended before the window start") as error:
        read_job_trace(ended)
    assert error.value.line_number == 5
    assert read_job_trace(ended, window="restart").length[-1] == 400
    with pytest.raises(TraceFormatError, match="no job with status 'release'"):
        read_job_trace(write(tmp_path, "all-running.txt", "1 0 900 2 running\n"))


@pytest.mark.skipif(not BORG.exists(), reason="needs ../shared/traces/borg")
def test_the_borg_derived_traces_are_job_traces():
    for path, jobs, running in ((BORG / "borg-7D_604800.txt", 17_035, 194), (BORG / "borg-14D_0.txt", 34_577, 0)):
        assert trace_format(path) == JOB_TRACE
        resume, restart = read_job_trace(path), read_job_trace(path, window="restart")
        assert len(resume.release) == len(restart.release) == jobs
        shorter = resume.length < restart.length
        assert int(shorter.sum()) == running and np.all(resume.length > 0)


# --- the variation trace as a capacity file ----------------------------------------------------------


def test_a_variation_trace_equals_its_json_profile(tmp_path):
    trace = write(tmp_path, "variation", "4\n600 2\n1800 3\n")
    profile = write(tmp_path, "profile", json.dumps({"times": [0, 600, 1800], "alive": [4, 2, 3]}))
    assert load_capacity(trace, 300) == load_capacity(profile, 300)
    assert load_capacity(trace, 300).times == (0, 2, 6) and load_capacity(trace, 300).alive == (4, 2, 3)
    assert load_capacity(write(tmp_path, "zero", "4\n0 3\n600 2\n"), 300).alive == (3, 2)  # a change at 0
    assert load_capacity(write(tmp_path, "flat", "\n5\n"), 300).alive == (5,)


@pytest.mark.parametrize(
    "text, reason",
    [
        ("4\n600\n", "2: expected 'time machines'"),
        ("4\n600 x\n", "2: expected 'time machines'"),
        ("4\n600 2 1\n", "2: expected 'time machines'"),
        ("4\n-5 2\n", "2: expected 'time machines'"),
        ("4\n600 -2\n", "2: expected 'time machines'"),
        ("4\nnan 2\n", "2: expected 'time machines'"),
        ("4\n600 2\n300 3\n", "3: times must increase"),
        ("4 2\n600 3\n", "1: neither a JSON profile"),
        ("x\n", "1: neither a JSON profile"),
        ("", "0: empty capacity file"),
        ("4\n100 2\n", "at least one tick of 300 s"),  # 100 s rounds to tick 0
    ],
)
def test_malformed_capacity_files_are_one_line_errors(tmp_path, text, reason):
    with pytest.raises(ReschedError) as error:
        load_capacity(write(tmp_path, "cap.txt", text), 300)
    assert reason in str(error.value) and "\n" not in str(error.value)
    if "neither" in reason:
        assert "variation trace (first line the initial machine count" in str(error.value)


def test_simulate_reads_both_capacity_formats_and_checks_the_machines(tmp_path):
    trace = write(tmp_path, "jobs", JOBS)
    common = ("riskaware", "simulate", "--trace", trace, "--m-avg", "3", "--cores", "8", "-a", "TargetASAP", "--json")
    runs = [  # the variation trace's dates are on the job trace's clock: its window starts at 600 s
        resched(*common, "--capacity-file", write(tmp_path, name, text))
        for name, text in (
            ("variation", "4\n1200 2\n2400 3\n"),
            ("profile.json", '{"times": [0, 600, 1800], "alive": [4, 2, 3]}'),
        )
    ]
    assert all(r.exit_code == 0 for r in runs), runs[0].stderr
    assert runs[0].results[0]["goodput"] == runs[1].results[0]["goodput"]
    wide = resched(*common, "--capacity-file", write(tmp_path, "wide", "4\n1200 9\n"))  # M⁺ = 3 + 1
    assert wide.exit_code == 2 and "capacity.alive[1]" in wide.stderr and wide.stderr.count("\n") == 1
    bad = resched(*common, "--capacity-file", write(tmp_path, "bad", "four\n"))
    assert bad.exit_code == 2 and "neither a JSON profile" in bad.stderr and "Traceback" not in bad.stderr


def test_a_variation_trace_is_on_the_job_traces_clock(tmp_path):
    """simu.cc pushes each variation line as an event at its own date, on the clock of the job
    file (``addVar``), and counts the available area from the window start (``areaAvail``).
    Window of JOBS: starts at 600 s (its first ``release`` job), lasts 1 day. The file: 5 machines
    from the start of the clock, 3 from 300 s, 4 from 600 s (= the window start), 2 from 4200 s;
    so 4 machines on [0, 3600) of the window and 2 on [3600, 86400): the area is
    8 cores × (4 × 3600 + 2 × 82800) s = 1,440,000 core-seconds."""
    from resched.riskaware.experiment.task import task_instance
    from resched.riskaware.params import RiskAwareParams

    trace, variation = write(tmp_path, "jobs", JOBS), write(tmp_path, "variation", "5\n300 3\n600 4\n4200 2\n")
    instance, read = task_instance(RiskAwareParams(cores=8, m_avg=3, tick=1), 0, trace, variation)
    assert read.origin == 600 and instance.capacity.times == (0, 3600) and instance.capacity.alive == (4, 2)
    assert instance.capacity.machine_ticks(instance.horizon) * 8 == 8 * (4 * 3600 + 2 * 82800) == 1_440_000
    assert load_capacity(variation, 1) == Capacity((0, 300, 600, 4200), (5, 3, 4, 2))  # origin 0: the file's own dates
    assert load_capacity(variation, 1, origin=4200) == Capacity((0,), (2,))


# --- the window convention --------------------------------------------------------------------------


def test_the_window_parameter_changes_lengths_and_stretch(tmp_path):
    trace = write(tmp_path, "jobs.swf", JOBS)  # a job trace whatever its name
    common = (
        "riskaware",
        "simulate",
        "--trace",
        trace,
        "--m-avg",
        "1",
        "--m-range",
        "0",
        "--cores",
        "4",
        "--tick",
        "300",
        "--days",
        "0.02",
        "-a",
        "FirstFit",
        "--json",
    )  # T = 1728 s: 6 ticks
    resume, restart = resched(*common), resched(*common, "--window", "restart")
    assert resume.exit_code == restart.exit_code == 0, resume.stderr
    assert resume.envelope["params"]["window"] == "resume" and restart.envelope["params"]["window"] == "restart"
    # one 4-core machine; (release, cores, length) in ticks: J1 (0, 2, 3), J3 (0, 1, 3 resumed | 4
    # restarted), J2 (1, 4, 2), J4 (4, 4, 1). Resume: J2 runs [3, 5), J4 [5, 6): stretches 1, 1, 2, 2.
    # Restart: J3 ends at 4, J2 runs [4, 6), J4 [6, 7) after T, still counted: max stretch 3.
    a, b = resume.results[0], restart.results[0]
    assert a["completed"] == b["completed"] == 4
    assert (a["max_stretch"], a["mean_stretch"]) == (2, 1.5)
    assert (b["max_stretch"], b["mean_stretch"]) == (3, (1 + 1 + 2.5 + 3) / 4)
    assert resched(*common, "--window", "sometimes").exit_code == 2
