"""Replay of reservation strategies (resched.reservation) through the batch simulator:
chains of reservations, the HPC baseline, the §5 orderings (DYN-PROG-COUNT vs ALL-CKPT vs
HPC), and ``resched batch replay``."""

from __future__ import annotations

import numpy as np
import pytest
from invoke import resched

from resched.batch import BASELINE, simulate
from resched.batch.algorithms.reservations import APPLICATIONS, hpc_strategy
from resched.batch.experiment.replay import (
    MIX,
    STRATEGIES,
    mix_counts,
    replay,
    reservations,
)
from resched.batch.family import REPLAY_ALGORITHMS
from resched.batch.instance import BatchInstance, Job
from resched.errors import ReschedError


def test_a_chained_job_is_submitted_when_its_predecessor_ends():
    jobs = (Job(0, 0.0, 2, 5.0, 5.0), Job(1, 0.0, 2, 3.0, 4.0, after=0), Job(2, 1.0, 1, 2.0, 2.0))
    result = simulate(BatchInstance("chain", 2, 0.0, jobs, ()), BASELINE)
    assert result.completion.tolist() == [5.0, 10.0, 7.0]  # job 2 (submitted at 1) precedes job 1 (at 5)


def test_hpc_strategy_grows_by_half_without_checkpoints():
    s = hpc_strategy(100.0, 400.0)
    assert s.milestones == (100.0, 150.0, 225.0, 337.5, 506.25) and not any(s.checkpoints)


def test_table3_laws_stay_in_their_supports():
    for app in APPLICATIONS.values():
        x = app.sample(2000, 3)
        assert (x >= app.a).all() and (x <= app.b).all()
        assert app.a < app.mean < app.b
        assert np.array_equal(x, app.sample(2000, 3))


def test_every_run_time_is_covered_by_its_reservations():
    app = APPLICATIONS["fca"]
    xs = app.sample(200, 1)
    for name in STRATEGIES:
        for x, run in zip(xs, reservations(app, REPLAY_ALGORITHMS.resolve(name), xs)):
            assert sum(run.used) >= x - 1e-9 and all(u <= w + 1e-9 for u, w in zip(run.used, run.lengths))
    with pytest.raises(ReschedError, match="DYN-PROG-COUNT"):
        reservations(app, REPLAY_ALGORITHMS.resolve("EASY"), xs)


def test_mix_splits_jobs_1_2_2():
    assert mix_counts("mix", 500) == MIX and mix_counts("sd", 7) == {"sd": 7}
    assert sum(mix_counts("mix", 12).values()) == 12


@pytest.mark.parametrize("seed", [1, 2])
def test_dpc_beats_all_ckpt_and_hpc_on_the_reserved_time_and_hpc_on_stretch(seed):
    """Fig. 8 / Table 4 orderings: DPC minimizes the expected reserved time (RESERVATIONONLY
    cost), so its efficiency Σ X / Σ W is the best; its average stretch beats HPC's."""
    runs = {
        name: replay({"qball": 60, "fca": 60}, REPLAY_ALGORITHMS.resolve(name), seed, cores=16)
        for name in ("dpc", "ALL-CKPT", "HPC")
    }
    assert runs["dpc"].algorithm == "DYN-PROG-COUNT"
    runs["DPC"] = runs.pop("dpc")
    assert runs["DPC"].efficiency > max(runs["ALL-CKPT"].efficiency, runs["HPC"].efficiency)
    assert runs["DPC"].stretch < runs["HPC"].stretch
    assert runs["DPC"].utilization > runs["HPC"].utilization
    assert all(1 <= r.stretch for r in runs.values())


def test_cli_replay_json_envelope():
    out = resched(
        "batch",
        "replay",
        "--application",
        "qball",
        "--jobs",
        "60",
        "--cores",
        "16",
        "-a",
        "DPC",
        "-a",
        "hpc",
        "--seed",
        "2",
        "--json",
    )
    assert out.exit_code == 0, out.stderr
    envelope = out.envelope
    assert set(envelope) >= {"command", "version", "params", "results", "seconds"}
    assert envelope["command"] == "batch replay"
    assert envelope["params"] == {"application": "qball", "jobs": 60, "cores": 16, "seed": 2}
    dpc, hpc = envelope["results"]
    assert (dpc["algorithm"], hpc["algorithm"]) == ("DYN-PROG-COUNT", "HPC") and dpc["stretch"] < hpc["stretch"]
    assert dpc["jobs"] == {"qball": 60}


@pytest.mark.parametrize(
    "args, message",
    [
        (("--seed", "-1"), "--seed"),
        (("--application", "nope"), "application"),
        (("--jobs", "0"), "jobs"),
        (("-a", "EASY"), "unknown batch replay algorithm"),
    ],
)
def test_cli_replay_user_errors_exit_2(args, message):
    out = resched("batch", "replay", *args)
    assert out.exit_code == 2 and message in out.stderr and "Traceback" not in out.stderr
