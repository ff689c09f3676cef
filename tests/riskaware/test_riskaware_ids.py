"""A risk-aware job keeps the id of the user's file (``id``: a string or a trace's integer job
number, or ``name``; default ``J<position>``) in its solutions and in ``--swf-out``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from invoke import resched
from paths import ROOT

from resched.errors import InstanceError
from resched.registry import load_instance

SOURCE = ROOT / "instances/riskaware/long-and-short.json"


def _with_ids(tmp_path: Path, ids: list[object]) -> Path:
    data = json.loads(SOURCE.read_text())
    for job, value in zip(data["jobs"], ids, strict=False):
        job.pop("name", None)
        job["id"] = value
    path = tmp_path / "ids.json"
    path.write_text(json.dumps(data))
    return path


def test_integer_ids_number_the_swf_jobs(tmp_path: Path) -> None:
    jobs = len(json.loads(SOURCE.read_text())["jobs"])
    ids = [100 + 7 * k for k in range(jobs)]
    path = _with_ids(tmp_path, ids)
    assert [job.name for job in load_instance(path).jobs] == [str(i) for i in ids]
    done = resched("riskaware", "simulate", str(path), "-a", "FirstFit", "--swf-out", str(tmp_path / "run.swf"))
    assert done.exit_code == 0, done.stderr
    numbers = [
        int(line.split()[0]) for line in (tmp_path / "run.swf").read_text().splitlines() if not line.startswith(";")
    ]
    assert numbers == ids


def test_string_ids_name_the_solution_and_clash_with_a_name(tmp_path: Path) -> None:
    import resched as api

    path = _with_ids(tmp_path, ["alpha", "beta", "gamma", "delta", "eps", "zeta", "eta", "theta"])
    solution = api.solve_instance(path).solution
    assert solution is not None
    named = {row["job"] for row in solution.schedule()}
    assert named <= {job.name for job in load_instance(path).jobs} and "alpha" in {
        j.name for j in load_instance(path).jobs
    }
    data = json.loads(path.read_text())
    data["jobs"][0]["name"] = "x"
    with pytest.raises(InstanceError, match="a job has a name or an id, not both"):
        api.family("riskaware").from_dict(data)
