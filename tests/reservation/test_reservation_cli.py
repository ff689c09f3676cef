"""Reservation family: instance files, registry hooks (exact models, heuristics), export, the
CLI, and the smoke sweeps of Figs. 5–7 run end to end."""

from __future__ import annotations

import re
import subprocess
import sys
from itertools import pairwise

import pytest
from invoke import resched
from paths import ROOT
from smoke_sweeps import smoke_summaries, smoke_sweeps

from resched.errors import InstanceError, ReschedError, TraceFormatError
from resched.export import export
from resched.registry import families, load_instance
from resched.reservation.experiment.figures import cost_panel, normalised_table
from resched.reservation.family import ALGORITHMS
from resched.reservation.instance import from_dict
from resched.reservation.instance.laws import read_runtimes
from resched.reservation.params import ReservationParams
from resched.result import SolveOptions

INSTANCES = sorted((ROOT / "instances" / "reservation").glob("*.json"))
SWEEPS = smoke_sweeps("reservation")
INTRO = ROOT / "instances" / "reservation" / "intro-example.json"


def test_shipped_instances_meet_their_exact_models():
    family = families()["reservation"]
    assert len(INSTANCES) >= 4
    for path in INSTANCES:
        instance = load_instance(path)
        optimum = {}
        for model in family.models():
            summary = model.run(instance, SolveOptions()).summary()
            assert summary["status"] == "optimal" and summary["gap"] == 0, (path.name, model.name)
            optimum[model.name] = summary["objective"]
        for heuristic in family.checked_heuristics():
            value = heuristic.run(instance)
            reference = optimum[heuristic.reference]
            if heuristic.exact:
                assert value == pytest.approx(reference, rel=1e-8), (path.name, heuristic.name)
            else:
                assert value >= reference - 1e-8 * abs(reference), (path.name, heuristic.name)


def test_export_round_trip(tmp_path):
    instance = load_instance(INTRO)
    model = families()["reservation"].models()[0].build(instance)
    for suffix in (".lp", ".mps"):
        assert export(model, tmp_path / f"intro{suffix}").stat().st_size > 0


def test_instance_round_trip_and_errors():
    instance = load_instance(INTRO)
    assert from_dict(instance.to_dict()).to_dict() == instance.to_dict()
    document = instance.to_dict()
    for field, value, named in (
        ("C", -1, "C"),
        ("alpha", 0, "alpha"),
        ("law", {"values": [1, 2]}, "law.probabilities"),
        ("law", {"values": [2, 1], "probabilities": [0.5, 0.5]}, "law.values"),
    ):
        with pytest.raises(InstanceError) as error:
            from_dict({**document, field: value}, "x.json")
        assert error.value.field == named and "x.json" in str(error.value)


RUNTIMES = ROOT / "instances" / "reservation" / "runtimes-example.txt"
EVERY = [spec.name for spec in ALGORITHMS]


def test_params_defaults_ranges_and_unknown_keys():
    params = ReservationParams().resolve()
    assert (params.law, params.checkpoint, params.restart, params.epsilon, params.max_chunks) == (
        "exponential",
        0.1,
        0.1,
        0.1,
        20_000,
    )
    with pytest.raises(ReschedError, match=r"epsilon .*must be > 0"):
        ReservationParams(epsilon=0)
    with pytest.raises(ReschedError, match="valid: law, law_params"):
        ReservationParams.from_mapping({"eps": 0.1})
    with pytest.raises(ReschedError, match="exactly when law = empirical"):
        ReservationParams(law="empirical")


def test_plain_runtime_logs_are_read_line_by_line(tmp_path):
    """[CORE-D4]: a plain run-time log (one value per line; blank lines, # comments,
    CRLF endings, exponents accepted) is the empirical law of its values."""
    log = tmp_path / "log.txt"
    log.write_bytes(b"# minutes\r\n20\r\n\r\n  40  # a comment\r\n2e1\r\n80")
    assert read_runtimes(log).tolist() == [20.0, 40.0, 20.0, 80.0]
    run = resched(
        "reservation", "solve", "--law", "empirical", "--runtimes", log, "--checkpoint", "7", "-a", "NO-CKPT", "--json"
    )
    assert run.exit_code == 0, run.stderr
    assert (run.results[0]["a"], run.results[0]["b"], run.results[0]["mean"]) == (20.0, 80.0, 40.0)


@pytest.mark.parametrize(
    ("content", "where", "reason"),
    [
        (b"12.5\n1,5\n", ":2:", "expected one run time, got '1,5'"),
        (b"3 4\n", ":1:", "expected one run time, got '3 4'"),
        (b"x\n", ":1:", "expected one run time, got 'x'"),
        (b"5\n-1\n", ":2:", "run time must be finite and > 0, got -1"),
        (b"0\n", ":1:", "run time must be finite and > 0, got 0"),
        (b"nan\n", ":1:", "run time must be finite and > 0"),
        (b"inf\n", ":1:", "run time must be finite and > 0"),
        (b"# nothing\n\n", ":0:", "no run time in the file"),
        (b"\xff\xfe1\n", ":0:", "cannot read run times"),
    ],
)
def test_malformed_runtime_logs_are_one_line_errors(tmp_path, content, where, reason):
    log = tmp_path / "bad.txt"
    log.write_bytes(content)
    with pytest.raises(TraceFormatError, match=re.escape(reason)):
        read_runtimes(log)
    run = resched("reservation", "solve", "--law", "empirical", "--runtimes", log)
    assert run.exit_code == 2 and run.stderr.count("\n") == 1, run.stderr
    assert f"{log}{where}" in run.stderr and reason in run.stderr
    if "finite" not in reason:
        assert "one positive number per line" in run.stderr  # names the format expected


def test_registry_names_aliases_and_unknown():
    assert ALGORITHMS.resolve("dp").name == ALGORITHMS.resolve("dyn-prog-count").name == "DYN-PROG-COUNT"
    assert ALGORITHMS.resolve("all-ckpt-per").name == "ALL-CKPT-PER"
    with pytest.raises(ReschedError, match="known: DYN-PROG-COUNT, ALL-CKPT"):
        ALGORITHMS.resolve("best")


def test_cli_solve_json_envelope_and_baselines():
    run = resched(
        "reservation",
        "solve",
        "--law",
        "empirical",
        "--runtimes",
        RUNTIMES,
        "--checkpoint",
        "7",
        *(a for name in EVERY for a in ("-a", name)),
        "--json",
    )
    assert run.exit_code == 0, run.stderr
    envelope = run.envelope
    assert set(envelope) == {"command", "version", "params", "results", "seconds"}
    assert envelope["command"] == "reservation solve" and envelope["params"]["restart"] == 7
    costs = {r["algorithm"]: r["cost"] for r in envelope["results"]}
    assert set(costs) == set(EVERY)
    assert costs["DYN-PROG-COUNT"] == min(v for k, v in costs.items() if k != "Omniscient")
    plan = envelope["results"][0]
    assert len(plan["lengths"]) == len(plan["checkpoint_flags"]) == len(plan["milestones"])


def test_cli_solve_instance_file_equals_the_law_it_holds():
    run = resched("reservation", "solve", INTRO, "-a", "NO-CKPT", "--json")
    assert run.exit_code == 0, run.stderr
    assert run.results[0]["cost"] == pytest.approx(40.0)  # the intro example's NO-CKPT cost
    mixed = resched("reservation", "solve", INTRO, "--law", "gamma")
    assert mixed.exit_code == 2 and "do not combine with INSTANCE" in mixed.stderr


def test_cli_solve_continuous_law_and_periodic_strategy():
    run = resched(
        "reservation",
        "solve",
        "--law",
        "uniform",
        "--law-params",
        "1,20",
        "--checkpoint",
        "0.1",
        "-a",
        "all-ckpt-per",
        "--tau",
        "10",
        "--json",
    )
    assert run.exit_code == 0, run.stderr
    (plan,) = run.results
    assert plan["periods"] == 10 and plan["cost"] == pytest.approx(12.44)


def test_cli_simulate_and_laws():
    run = resched(
        "reservation",
        "simulate",
        "--law",
        "gamma",
        "--checkpoint",
        "0.1",
        "--chunks",
        "100",
        "--samples",
        "50000",
        "--seed",
        "3",
        "--json",
    )
    assert run.exit_code == 0, run.stderr
    assert run.results[0]["within_4_stderr"]
    laws = resched("reservation", "laws", "--json").results
    assert [r["law"] for r in laws][:3] == ["exponential", "weibull", "gamma"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--law", "nope"), "parameter law (--law): unknown value 'nope'"),
        (("--law", "gamma", "--law-params", "1,x"), "parameter law_params (--law-params): expected a number"),
        (("--law", "gamma", "--checkpoint", "-1"), "parameter checkpoint (--checkpoint): must be >= 0"),
        (("--law", "gamma", "--checkpoint", "nan"), "expected a finite number"),
        (("--law", "empirical", "--runtimes", "/nonexistent/file.txt"), "/nonexistent/file.txt"),
        (("-a", "best"), "unknown reservation algorithm 'best'"),
    ],
)
def test_cli_errors_are_one_line_exit_2(args, message):
    run = resched("reservation", "solve", *args)
    assert run.exit_code == 2 and message in run.stderr and run.stderr.count("\n") == 1, run.stderr


def test_cli_error_through_the_installed_entry_point():
    run = subprocess.run(
        [sys.executable, "-m", "resched", "reservation", "solve", "--law", "nope"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert run.returncode == 2 and run.stderr.count("\n") == 1 and "unknown value 'nope'" in run.stderr


def test_cost_panel_draws_on_a_given_axis():
    from matplotlib.figure import Figure

    rows = [
        {
            "params": {"law": "exponential", "checkpoint": c},
            "grid": ["checkpoint"],
            "algorithm": a,
            "cost": c + (a == "ALL-CKPT"),
        }
        for c in (0.1, 0.2)
        for a in ("DYN-PROG-COUNT", "ALL-CKPT")
    ]
    table, x = normalised_table(rows)
    fig = Figure()
    ax = fig.subplots()
    assert x == "checkpoint" and cost_panel(table, x, "exponential", ax) is fig
    assert len(ax.lines) == 2 and ax.get_xlabel() == "C = R (h)"


def test_figure_series_follow_the_algorithm_registry():
    from resched.reservation.experiment.figures import SERIES

    assert SERIES == tuple(spec.name for spec in ALGORITHMS)


@pytest.fixture(scope="module")
def summaries(tmp_path_factory):
    return smoke_summaries("reservation", tmp_path_factory.mktemp("reservation-smoke"), {"summary.csv", ".png", ".pdf"})


def ratio(table, algorithm, **where):
    rows = table[table["algorithm"] == algorithm]
    for key, value in where.items():
        rows = rows[rows[key] == value]
    return float(rows["ratio"].iloc[0])


def test_every_smoke_sweep_ran(summaries):
    assert set(summaries) == {"fig5", "fig6", "fig7a", "fig7b"}


def test_figure5_findings(summaries):
    t = summaries["fig5"]
    for law in ("exponential", "boundedpareto"):
        assert ratio(t, "ALL-CKPT", law=law, checkpoint=0.01) == pytest.approx(1.0)  # cheap checkpoints: ALL-CKPT
        assert ratio(t, "NO-CKPT", law=law, checkpoint=5.0) == pytest.approx(1.0)  # expensive ones: NO-CKPT
        assert (
            ratio(t, "ALL-CKPT", law=law, checkpoint=0.36) >= 1 and ratio(t, "NO-CKPT", law=law, checkpoint=0.36) >= 1
        )
    assert ratio(t, "ALL-CKPT", law="exponential", checkpoint=0.36) > 1.05  # mixed strategy gains over both
    assert ratio(t, "NO-CKPT", law="exponential", checkpoint=0.36) > 1.05


def test_figure6_cost_decreases_with_eps(summaries):
    t = summaries["fig6"]
    for law in ("beta", "uniform"):
        series = t[t["law"] == law].sort_values("epsilon")["cost"].to_numpy()
        assert all(a <= b + 1e-12 for a, b in pairwise(series))


def test_figure7_base_point(summaries):
    t = summaries["fig7a"]
    assert ratio(t, "DYN-PROG-COUNT", mu_ratio=1.0) == pytest.approx(ratio(t, "ALL-CKPT", mu_ratio=1.0))
    assert ratio(t, "NO-CKPT", mu_ratio=1.0) > 1.5 * ratio(t, "DYN-PROG-COUNT", mu_ratio=1.0)
    assert ratio(t, "ALL-CKPT-PER", mu_ratio=1.0) < ratio(t, "NO-CKPT-PER", mu_ratio=1.0)
    for algorithm in ("DYN-PROG-COUNT", "ALL-CKPT-PER"):  # large μ/σ: every solution nears the omniscient cost
        assert ratio(t, algorithm, mu_ratio=4.0) < ratio(t, algorithm, mu_ratio=1.0)


def test_chunks_count_intervals_and_grid_points_counts_points():
    """Issue 45, point 4, worked by hand: X ~ U[0, 3], C = R = 0 (free checkpoints), α = 1.
    --chunks 4 (intervals, the paper's Eq. 9): grid 0, 0.75, 1.5, 2.25, 3, support values
    0.75k, DYN-PROG-COUNT reserves up to every value with a checkpoint: cost = 0.75·(1 +
    P(X > 0.75) + P(X > 1.5) + P(X > 2.25)) = 0.75·(1 + 3/4 + 1/2 + 1/4) = 1.875.
    --chunks 4 --grid points: 4 points counting 0, grid 0, 1, 2, 3 (3 intervals): cost =
    1 + P(X > 1) + P(X > 2) = 1 + 2/3 + 1/3 = 2. points without --chunks (or n < 2) is refused."""
    law = ("--law", "uniform", "--law-params", "0,3", "--checkpoint", "0", "-a", "dp", "--chunks", "4", "--json")
    intervals, points = resched("reservation", "solve", *law), resched("reservation", "solve", *law, "--grid", "points")
    assert intervals.exit_code == points.exit_code == 0
    assert intervals.results[0]["milestones"] == pytest.approx([0.75, 1.5, 2.25, 3.0])
    assert intervals.results[0]["cost"] == pytest.approx(1.875) and intervals.results[0]["chunks_used"] == 4
    assert points.results[0]["milestones"] == pytest.approx([1.0, 2.0, 3.0])
    assert points.results[0]["cost"] == pytest.approx(2.0) and points.results[0]["chunks_used"] == 3
    assert ReservationParams(chunks=4, grid="points").intervals == 3
    refused = resched("reservation", "solve", "--law", "uniform", "--grid", "points")
    assert refused.exit_code == 2 and "--chunks n >= 2" in refused.stderr
    assert len(refused.stderr.strip().splitlines()) == 1
