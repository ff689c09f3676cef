"""Release dates for a target load (App. E.5.2): resched.varcap.generate.releases."""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pytest
from paths import ROOT, TRACES

from resched.errors import ReschedError
from resched.registry import load_instance
from resched.varcap.generate import Workload, capacity_profile, random_instance
from resched.varcap.generate.releases import METHODS, release_jobs, useful_work
from resched.varcap.instance import VarCapInstance

TRACE = TRACES / "KTH-SP2-1996-2.1-cln.swf"
P_MAX, P_MIN, DELTA = 40, 8, 4


def plan_for(method, seed=3, workload=None, n_sections=30, load=2.0):
    rng = np.random.default_rng(seed)
    T, P = capacity_profile(rng, n_sections, P_MAX, P_MIN, DELTA, 100.0)
    return release_jobs(rng, workload or Workload.synthetic(seed), T, P, P_MIN, DELTA, load, method, P_MAX)


@pytest.fixture(scope="module")
def trace_workload():
    if not TRACE.exists():
        pytest.skip(f"trace {TRACE} missing")
    return Workload.from_swf(TRACE)


def test_useful_work_matches_the_area_formula():
    T, P = np.array([0.0, 100.0, 210.0, 300.0]), np.array([40, 36, 40])
    mw = useful_work(T, P, P_min=8, delta=4)
    # P_0 = 0: the first section pays R_min·P_1; every section pays C_min·min(δ, P_i − P_min)
    assert mw.tolist() == [40 * 100 - 5 * 40 - 5 * 4, 36 * 110 - 5 * 4, 40 * 90 - 5 * 4 - 5 * 4]


@pytest.mark.parametrize("method", METHODS)
def test_same_seed_same_instance(method):
    wl = Workload.synthetic(1)
    a = random_instance(7, wl, sections=20, p_max=P_MAX, finite=True, releases=method)
    b = random_instance(7, wl, sections=20, p_max=P_MAX, finite=True, releases=method)
    c = random_instance(8, wl, sections=20, p_max=P_MAX, finite=True, releases=method)
    assert a.jobs == b.jobs and a.T == b.T
    assert a.jobs != c.jobs


@pytest.mark.parametrize("method", METHODS)
def test_releases_lie_in_the_preceding_section(method):
    plan = plan_for(method)
    r = np.array([job.release for job in plan.jobs])
    T = plan.T
    assert np.all((r >= T[0]) & (r < T[-1]))
    first = plan.needed == 0
    assert np.all(r[first] == T[0])
    later = ~first
    assert later.any()
    assert np.all(r[later] >= T[plan.needed[later] - 1]) and np.all(r[later] < T[plan.needed[later]])
    assert np.all(np.diff(r) >= 0)  # job order = release order = FIFO order
    assert np.all(plan.completes >= plan.needed)


@pytest.mark.parametrize("method", METHODS)
def test_jobs_follow_the_finite_cost_rule(method):
    plan = plan_for(method)
    for job in plan.jobs:
        assert job.p <= P_MIN and job.is_finite
        assert job.C == job.R and 5.0 <= job.C <= max(5.0, min(20.0, job.length / 10))


def _check_load(plan):
    end, start = plan.alive_load("end"), plan.alive_load("start")
    assert np.all(end >= plan.target)  # load of the jobs surviving each section
    assert np.all(start >= end)
    assert start[1:].min() >= plan.target  # what the paper reports: load (almost) never < target
    # not wildly above the target either: one job (p ≤ P_min) past it, plus the jobs completing
    assert np.median(end) <= plan.target + P_MIN


@pytest.mark.parametrize("method", METHODS)
def test_alive_load_reaches_the_target_synthetic(method):
    _check_load(plan_for(method))


@pytest.mark.parametrize("method", METHODS)
def test_alive_load_reaches_the_target_trace(method, trace_workload):
    _check_load(plan_for(method, seed=5, workload=trace_workload, n_sections=60))


@pytest.mark.parametrize("method", ["fifo", "smallest"])
def test_work_allocation_respects_mw(method):
    plan = plan_for(method, load=0.5)  # low load: alive jobs cannot exhaust MW_i, new jobs fill it
    assert np.all(plan.allocated <= plan.useful_work * (1 + 1e-9))
    assert np.allclose(plan.allocated, plan.useful_work)


def test_accumulation_carries_omega_over():
    plan = plan_for("accumulation", load=0.5)
    assert np.all(plan.omega >= plan.useful_work - 1e-9)  # ω_i ≥ MW_i after the releases of section i
    assert np.all(np.isnan(plan_for("fifo").omega))


def test_methods_give_different_release_sequences():
    sequences = {}
    for method in METHODS:
        plan = plan_for(method, seed=11, n_sections=40)
        sequences[method] = [(job.p, job.length, job.release) for job in plan.jobs]
    assert sequences["accumulation"] != sequences["fifo"] != sequences["smallest"] != sequences["accumulation"]


def test_instance_round_trip(tmp_path):
    inst = random_instance(2, Workload.synthetic(2), sections=15, p_max=P_MAX, finite=True, releases="smallest")
    path = tmp_path / "x.json"
    inst.save(path)
    again = load_instance(path)
    assert isinstance(again, VarCapInstance) and again.jobs == inst.jobs


def test_bad_release_method():
    with pytest.raises(ReschedError, match="unknown release method"):
        random_instance(1, Workload.synthetic(1), sections=5, p_max=P_MAX, finite=True, releases="lifo")
    with pytest.raises(ReschedError, match="sets the job count from the load"):
        random_instance(1, Workload.synthetic(1), sections=5, p_max=P_MAX, finite=True, releases="fifo", jobs=3)
    # infinite jobs have no release dates: the method is unused
    a = random_instance(1, Workload.synthetic(1), sections=5, p_max=P_MAX, releases="fifo")
    b = random_instance(1, Workload.synthetic(1), sections=5, p_max=P_MAX, releases="uniform")
    assert a.jobs == b.jobs and not a.jobs_come_and_go


def test_fifo_is_the_one_default_for_finite_jobs():
    from resched.varcap.family import VarCapParams

    assert VarCapParams().releases == "fifo"
    inst = random_instance(4, Workload.synthetic(4), sections=12, p_max=40, finite=True)
    assert inst.name.endswith("-finite-fifo-s4")


def test_cli_generate_with_fifo_releases(tmp_path):
    target = tmp_path / "fifo.json"
    cmd = [
        sys.executable,
        "-m",
        "resched",
        "varcap",
        "generate",
        "-o",
        str(target),
        "--seed",
        "4",
        "--sections",
        "12",
        "--p-max",
        "40",
        "--finite",
        "--releases",
        "fifo",
        "--json",
    ]
    out = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    data = json.loads(target.read_text())
    assert json.loads(out.stdout)["results"][0]["jobs"] == len(data["jobs"]) > 0
    assert sum(job["p"] for job in data["jobs"]) >= 2 * 40
    bad = subprocess.run(cmd[:-3] + ["--releases", "lifo"], capture_output=True, text=True, cwd=ROOT)
    assert bad.returncode == 2 and "unknown value 'lifo'" in bad.stderr and "Traceback" not in bad.stderr
