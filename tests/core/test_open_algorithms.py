"""A user's algorithm, named ``package.module:Attribute``: imported only from a package the user
opted into, run exactly as a built-in one, recorded with its origin (module, file hash,
version), and its ``rerun`` command gives the same metrics."""

from __future__ import annotations

import json

import pytest
import user_policies
from invoke import resched
from paths import ROOT

from resched.errors import ReschedError
from resched.registry import family
from resched.trust import TRUST_VARIABLE, allow, load_trusted

HOSTILE = (
    "os:system",
    "subprocess:run",
    "builtins:eval",
    "resched.io.swf:write_swf",
    "user_policies:reservation_delegate",
)


@pytest.fixture
def untrusted(monkeypatch):
    """No package trusted, whatever an earlier test allowed."""
    import resched.trust

    monkeypatch.setattr(resched.trust, "_allowed", set())
    monkeypatch.setenv(TRUST_VARIABLE, "")  # recorded, so that what allow() sets is undone afterwards
    monkeypatch.delenv(TRUST_VARIABLE)


@pytest.mark.parametrize("name", HOSTILE)
def test_a_name_that_is_code_is_refused_unless_its_package_is_trusted(untrusted, name):
    user_policies.RAN.clear()
    with pytest.raises(ReschedError, match="is not trusted") as error:
        family("reservation").algorithms.resolve(name)
    assert len(str(error.value).splitlines()) == 1
    run = resched("reservation", "solve", "-a", name)
    assert run.exit_code == 2 and len(run.stderr.strip().splitlines()) == 1 and "is not trusted" in run.stderr
    assert user_policies.RAN == []


@pytest.mark.parametrize("name", HOSTILE[:4])
def test_a_sweep_file_cannot_name_code(untrusted, tmp_path, name):
    spec = tmp_path / "s.toml"
    spec.write_text(f'family = "reservation"\nname = "s"\ninstances = 1\nalgorithms = ["{name}"]\n')
    run = resched("sweep", spec, "-o", tmp_path / "out", "--dry-run")
    assert run.exit_code == 2 and "is not trusted" in run.stderr


def test_trusting_resched_itself_or_a_bad_name_is_refused(untrusted):
    with pytest.raises(ReschedError, match="is not trusted"):
        allow("resched")
        load_trusted("resched.io.swf:write_swf")
    with pytest.raises(ReschedError, match="top-level package"):
        allow("os.path")
    with pytest.raises(ReschedError, match=r"package\.module:Attribute"):
        load_trusted("user_policies")


def test_a_trusted_user_algorithm_runs_as_the_built_in_it_wraps(untrusted):
    builtin = resched("reservation", "solve", "-a", "DYN-PROG-COUNT", "--json").results[0]
    run = resched(
        "--trust", "user_policies", "reservation", "solve", "-a", "user_policies:reservation_delegate", "--json"
    )
    assert run.exit_code == 0, run.stderr
    mine = run.results[0]
    assert mine["algorithm"] == "user_policies:reservation_delegate"
    origin = mine.pop("algorithm_origin")
    assert origin["reference"] == "user_policies:reservation_delegate" and len(origin["file_sha256"]) == 64
    assert {k: v for k, v in mine.items() if k not in ("algorithm", "seconds")} == {
        k: v for k, v in builtin.items() if k not in ("algorithm", "seconds")
    }


def test_an_annotated_user_algorithm_keeps_its_traits_and_a_non_algorithm_is_refused(untrusted):
    allow("user_policies")
    algorithm = family("reservation").algorithms.resolve("user_policies:ANNOTATED")
    assert algorithm.name == "user_policies:ANNOTATED" and algorithm.trait("user") is True
    with pytest.raises(ReschedError, match="expected an AlgorithmSpec or a factory"):
        family("reservation").algorithms.resolve("user_policies:NOT_AN_ALGORITHM")
    with pytest.raises(ReschedError, match="has no attribute"):
        family("reservation").algorithms.resolve("user_policies:missing")


def test_a_sweep_of_a_user_algorithm_records_its_origin_and_reruns(untrusted, tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(ROOT / "tests"))
    spec = tmp_path / "s.toml"
    spec.write_text(
        'family = "reservation"\nname = "s"\ninstances = 1\n'
        'algorithms = ["DYN-PROG-COUNT", "user_policies:reservation_delegate"]\n[grid]\nlaw = ["exponential", "weibull"]\n'
    )
    out = tmp_path / "out"
    run = resched("--trust", "user_policies", "sweep", spec, "-o", out, "--workers", "1")
    assert run.exit_code == 0, run.stderr
    rows = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    mine = [r for r in rows if r["algorithm"] == "user_policies:reservation_delegate"]
    assert len(mine) == 2 and all(r["algorithm_origin"]["reference"] == r["algorithm"] for r in mine)
    by_law = {r["law"]: r for r in rows if r["algorithm"] == "DYN-PROG-COUNT"}
    assert all(r["cost"] == by_law[r["law"]]["cost"] for r in mine)
    words = mine[0]["rerun"].split()
    assert words[:3] == ["resched", "--trust", "user_policies"]
    again = resched(*words[1:], "--json")
    assert again.exit_code == 0, again.stderr
    assert again.results[0]["cost"] == mine[0]["cost"]
    compared = resched(
        "compare", out, "-a", "user_policies:reservation_delegate", "-b", "DYN-PROG-COUNT", "-m", "cost", "--json"
    )
    assert compared.exit_code == 0, compared.stderr
    assert [(r["runs"], r["mean"]) for r in compared.results] == [(2, 0.0)]
    drawn = resched("plot", out)
    assert drawn.exit_code == 0, drawn.stderr


RUN_VERBS = {
    "varcap": (("varcap", "simulate", "--p-max", "40", "--jobs", "8"), "GreedyGoodput", "varcap_greedy"),
    "riskaware": (
        ("riskaware", "simulate", str(ROOT / "instances" / "riskaware" / "long-and-short.json")),
        "FirstFit",
        "riskaware_first_fit",
    ),
    "moldable": (("moldable", "run", "--sets", "2"), "LPA-LIST", "moldable_lpa"),
    "iterative": (("iterative", "simulate"), "static", "iterative_static"),
    "batch": (("batch", "simulate"), "BASELINE", "batch_baseline"),
}
VARYING = {"seconds", "cpu_seconds", "algorithm", "algorithm_origin"}


@pytest.mark.parametrize("name", sorted(RUN_VERBS))
def test_every_run_verb_runs_a_trusted_user_algorithm_as_the_built_in_it_wraps(untrusted, name):
    command, builtin, attribute = RUN_VERBS[name]
    expected = resched(*command, "-a", builtin, "--seed", "3", "--json")
    assert expected.exit_code == 0, expected.stderr
    reference = f"user_policies:{attribute}"
    run = resched("--trust", "user_policies", *command, "-a", reference, "--seed", "3", "--json")
    assert run.exit_code == 0, run.stderr
    mine, theirs = run.results[0], expected.results[0]
    assert mine["algorithm"] == reference and mine["algorithm_origin"]["reference"] == reference
    assert {k: v for k, v in mine.items() if k not in VARYING} == {k: v for k, v in theirs.items() if k not in VARYING}
