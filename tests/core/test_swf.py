"""Tests of the SWF trace reader (resched.io.swf)."""

from pathlib import Path

import pandas as pd
import pytest
from paths import TRACES

from resched.errors import ReschedError, TraceFormatError
from resched.io.swf import INT_FIELDS, SWF_FIELDS, SwfTrace, read_swf

# file name -> (MaxProcs, number of job lines)
REAL_TRACES = {
    "HPC2N-2002-excerpt.swf": (240, 3170),
    "KTH-SP2-1996-2.1-cln.swf": (100, 28476),
    "LLNL-Atlas-2006-2.1-cln.swf": (9216, 43778),
}

VALID = "1 0 10 100 4 90 -1 4 3600 -1 1 7 2 -1 1 1 -1 -1"


def _data_lines(path: Path) -> list[list[str]]:
    """Token lists of the non-blank, non-comment lines of a file."""
    lines = (line.strip() for line in path.read_text().splitlines())
    return [line.split() for line in lines if line and not line.startswith(";")]


def _write(tmp_path: Path, *lines: str, name: str = "trace.swf") -> Path:
    path = tmp_path / name
    path.write_text("\n".join(lines) + "\n")
    return path


def _row(**values: object) -> str:
    """A valid data line with some fields replaced."""
    tokens = dict(zip(SWF_FIELDS, VALID.split()))
    tokens.update({k: str(v) for k, v in values.items()})
    return " ".join(tokens.values())


@pytest.fixture(scope="module", params=sorted(REAL_TRACES))
def real_trace(request: pytest.FixtureRequest) -> tuple[Path, SwfTrace]:
    if not TRACES.is_dir():
        pytest.skip(f"trace directory {TRACES} not found")
    path = TRACES / request.param
    return path, read_swf(path)


# --- real traces -------------------------------------------------------------------------


def test_real_trace_row_count(real_trace: tuple[Path, SwfTrace]) -> None:
    path, trace = real_trace
    assert len(trace.jobs) == len(_data_lines(path)) == REAL_TRACES[path.name][1]
    assert list(trace.jobs.columns) == list(SWF_FIELDS)
    assert trace.skipped_lines == 0
    assert trace.path == str(path)


def test_real_trace_max_procs(real_trace: tuple[Path, SwfTrace]) -> None:
    path, trace = real_trace
    assert trace.header["MaxProcs"] == REAL_TRACES[path.name][0]
    assert trace.max_procs == REAL_TRACES[path.name][0]


def test_real_trace_minus_one_is_missing(real_trace: tuple[Path, SwfTrace]) -> None:
    path, trace = real_trace
    rows = _data_lines(path)
    for i, field in enumerate(SWF_FIELDS):
        expected = sum(row[i] == "-1" for row in rows)
        assert trace.jobs[field].isna().sum() == expected, field
        assert not (trace.jobs[field] == -1).any(), field


def test_real_trace_sanity(real_trace: tuple[Path, SwfTrace]) -> None:
    _, trace = real_trace
    jobs = trace.jobs
    for field in ("submit_time", "wait_time", "run_time", "requested_time"):
        assert jobs[field].dtype == "float64"
        assert (jobs[field].dropna() >= 0).all(), field
    for field in INT_FIELDS:
        assert jobs[field].dtype == "Int64"
    assert (jobs["allocated_processors"].dropna() >= 0).all()
    assert (jobs["allocated_processors"].dropna() <= trace.max_procs).all()
    assert jobs["job_number"].notna().all()
    assert jobs["job_number"].is_unique


def test_kth_header() -> None:
    if not TRACES.is_dir():
        pytest.skip(f"trace directory {TRACES} not found")
    header = read_swf(TRACES / "KTH-SP2-1996-2.1-cln.swf").header
    assert header["Version"] == 2.2
    assert header["Computer"] == "IBM SP2"
    assert header["UnixStartTime"] == 843480031
    assert header["MaxNodes"] == 100
    assert header["Preemption"] == "No"
    assert header["Information"] == ("http://www.pdc.kth.se/\nhttp://www.cs.huji.ac.il/labs/parallel/workload/")
    assert header["Note"].splitlines() == [
        "uses the EASY scheduler",
        "THIS IS A CLEANED VERSION OF THE LOG!",
        "The filter used to produce it was",
        "job<=14 (14 jobs removed)",
    ]


# --- malformed lines ---------------------------------------------------------------------


def _assert_error(path: Path, line_number: int, *words: str) -> None:
    with pytest.raises(TraceFormatError) as info:
        read_swf(path)
    message = str(info.value)
    assert str(path) in message
    assert f":{line_number}:" in message
    assert info.value.line_number == line_number
    for word in words:
        assert word in message


def test_too_few_fields(tmp_path: Path) -> None:
    path = _write(tmp_path, "; Version: 2.2", VALID, " ".join(VALID.split()[:17]))
    _assert_error(path, 3, "expected 18 fields, found 17")


def test_too_many_fields(tmp_path: Path) -> None:
    path = _write(tmp_path, VALID, VALID, "", VALID + " 5")
    _assert_error(path, 4, "expected 18 fields, found 19")


@pytest.mark.parametrize("token", ["abc", "1e3", "nan", "+5", "1,5"])
def test_non_numeric_token(tmp_path: Path, token: str) -> None:
    path = _write(tmp_path, VALID, _row(wait_time=token))
    _assert_error(path, 2, "non-numeric", "wait_time")


@pytest.mark.parametrize("field", ["run_time", "allocated_processors", "requested_processors"])
def test_negative_value(tmp_path: Path, field: str) -> None:
    path = _write(tmp_path, "; MaxProcs: 8", VALID, _row(**{field: -5}))
    _assert_error(path, 3, "negative", field)


def test_fractional_processors(tmp_path: Path) -> None:
    path = _write(tmp_path, _row(allocated_processors="2.5"))
    _assert_error(path, 1, "non-integer", "allocated_processors")


def test_first_bad_line_is_reported(tmp_path: Path) -> None:
    path = _write(tmp_path, VALID, _row(run_time=-2), "1 2 3")
    _assert_error(path, 2, "run_time")


def test_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "absent.swf"
    with pytest.raises(ReschedError) as info:
        read_swf(path)
    assert str(info.value) == f"{path}: no such trace file"


def test_lenient_skips_and_counts(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        "; MaxProcs: 16",
        _row(job_number=1),
        "1 2 3",
        _row(job_number=2),
        _row(job_number=3, run_time=-7),
        _row(job_number=4, user_id="x"),
        VALID + " 9",
        _row(job_number=5),
    )
    trace = read_swf(path, lenient=True)
    assert trace.skipped_lines == 4
    assert trace.jobs["job_number"].tolist() == [1, 2, 5]
    with pytest.raises(TraceFormatError):
        read_swf(path)


# --- accepted variations -----------------------------------------------------------------


def test_float_times(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        _row(submit_time="12.5", wait_time="0.25", run_time="100.", average_cpu_time=".5"),
        _row(submit_time="13", run_time="-1.0", allocated_processors="4.0", think_time="3.75"),
    )
    jobs = read_swf(path).jobs
    assert jobs["submit_time"].tolist() == [12.5, 13.0]
    assert jobs["wait_time"].tolist() == [0.25, 10.0]
    assert jobs["run_time"].iloc[0] == 100.0
    assert pd.isna(jobs["run_time"].iloc[1])
    assert jobs["average_cpu_time"].iloc[0] == 0.5
    assert jobs["allocated_processors"].tolist() == [4, 4]
    assert jobs["think_time"].iloc[1] == 3.75


def test_blank_and_comment_lines_anywhere(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        "",
        "; Computer: Test machine",
        ";",
        "   ",
        _row(job_number=1),
        "; a comment between jobs",
        "",
        "\t" + _row(job_number=2) + "  ",
        "   ; indented comment",
        "; MaxNodes: 4",
        "",
    )
    trace = read_swf(path)
    assert trace.jobs["job_number"].tolist() == [1, 2]
    assert trace.skipped_lines == 0
    assert trace.header == {"Computer": "Test machine", "MaxNodes": 4}
    assert trace.max_procs == 4


def test_header_continuations_and_repeats(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        "; Version: 2.2",
        "; Information: http://a.example/",
        ";              http://b.example/",
        "; Partition: 1 batch",
        "; Partition: 2 debug",
        "; StartTime: Mon Sep 23 14:00:31 CEST 1996",
        ";",
        "; orphan text, ignored",
        "; MaxProcs: 64",
        "; MaxNodes: 16",
        VALID,
    )
    trace = read_swf(path)
    assert trace.header == {
        "Version": 2.2,
        "Information": "http://a.example/\nhttp://b.example/",
        "Partition": "1 batch\n2 debug",
        "StartTime": "Mon Sep 23 14:00:31 CEST 1996",
        "MaxProcs": 64,
        "MaxNodes": 16,
    }
    assert trace.max_procs == 64


def test_no_header_no_jobs(tmp_path: Path) -> None:
    trace = read_swf(_write(tmp_path, "; just a note"))
    assert trace.max_procs is None
    assert trace.header == {}
    assert trace.jobs.shape == (0, len(SWF_FIELDS))
    assert list(trace.jobs.columns) == list(SWF_FIELDS)


def test_a_value_too_large_for_a_job_is_a_malformed_line(tmp_path):
    path = tmp_path / "huge.swf"
    good = "1 0 0 10 1 -1 -1 1 10 -1 1 1 1 1 1 1 -1 -1"
    path.write_text(f"{good}\n2 0 0 {'9' * 400} 1 -1 -1 1 10 -1 1 1 1 1 1 1 -1 -1\n")
    with pytest.raises(TraceFormatError, match=r"huge.swf:2: a value exceeds 1e\+15"):
        read_swf(path)
    trace = read_swf(path, lenient=True)
    assert len(trace.jobs) == 1 and trace.skipped_lines == 1


# --- writing -------------------------------------------------------------------------------

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from resched.io.swf import write_swf  # noqa: E402

_time = st.one_of(st.just(-1.0), st.floats(0, 1e9, allow_nan=False).map(lambda x: round(x, 3)))
_count = st.one_of(st.just(-1), st.integers(0, 100_000))
_word = (
    st.text(alphabet="abcdefghijklmnopqrstuvwxyz ", min_size=1, max_size=12)
    .map(str.strip)
    .filter(lambda s: s and not s.replace(" ", "").isdigit())
)


@settings(max_examples=60, deadline=None)
@given(
    rows=st.lists(st.tuples(*(_count if f in INT_FIELDS else _time for f in SWF_FIELDS)), max_size=8),
    header=st.dictionaries(
        st.sampled_from(["Computer", "Note", "MaxProcs", "Version", "Extra"]),
        st.one_of(_word, st.integers(0, 10**6)),
        max_size=4,
    ),
)
def test_written_swf_reads_back_to_the_same_jobs_and_header(tmp_path_factory, rows, header):
    path = tmp_path_factory.mktemp("swf") / "out.swf"
    source = pd.DataFrame(rows, columns=list(SWF_FIELDS))
    write_swf(path, source.replace(-1, float("nan")), header)
    again = read_swf(path)
    pd.testing.assert_frame_equal(again.jobs, _as_read(source), check_dtype=False)
    assert again.header == header


def _as_read(frame: pd.DataFrame) -> pd.DataFrame:
    """The frame as the reader gives it: -1 as missing (NaN / NA)."""
    out = {}
    for field in SWF_FIELDS:
        column = frame[field]
        if field in INT_FIELDS:
            out[field] = pd.array([pd.NA if v == -1 else int(v) for v in column], dtype="Int64")
        else:
            out[field] = column.replace(-1.0, float("nan")).astype("float64")
    return pd.DataFrame(out)


def test_write_swf_keeps_a_real_trace(tmp_path):
    if not (TRACES / "KTH-SP2-1996-2.1-cln.swf").exists():
        pytest.skip("needs ../shared/traces")
    trace = read_swf(TRACES / "KTH-SP2-1996-2.1-cln.swf")
    write_swf(tmp_path / "kth.swf", trace.jobs, trace.header)
    again = read_swf(tmp_path / "kth.swf")
    pd.testing.assert_frame_equal(again.jobs, trace.jobs)
    assert again.header == trace.header


def test_write_swf_refuses_negative_and_fractional_counts(tmp_path):
    with pytest.raises(TraceFormatError, match="negative value in field run_time"):
        write_swf(tmp_path / "x.swf", pd.DataFrame({"run_time": [-5.0]}))
    with pytest.raises(TraceFormatError, match="non-integer value in integer field allocated_processors"):
        write_swf(tmp_path / "x.swf", pd.DataFrame({"allocated_processors": [2.5]}))
