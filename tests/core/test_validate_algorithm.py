"""``resched validate --algorithm SPEC`` and ``resched.validate(instance, algorithm)``: a user's
algorithm (written against its family's Protocol, named ``package.module:Attribute`` from a
trusted package) is checked against the exact models of the built-in heuristics of its kind,
with the same rows as the built-in it delegates to; a planted cheat is a violation (exit 1);
an unknown, untrusted or uncheckable SPEC is one line (exit 2)."""

from __future__ import annotations

import pytest
import user_policies
from invoke import resched
from paths import ROOT

import resched as api
from resched.algorithms import AlgorithmSpec
from resched.errors import ReschedError
from resched.trust import TRUST_VARIABLE, allow

INSTANCES = ROOT / "instances"
DELEGATES = {
    "varcap": (INSTANCES / "varcap" / "toy-infinite.json", "GreedyGoodput", "varcap_greedy"),
    "varcap-section": (INSTANCES / "varcap-section" / "figure16.json", "GreedyGoodput", "varcap_greedy"),
    "riskaware": (INSTANCES / "riskaware" / "tiny-s1.json", "FirstFit", "riskaware_first_fit"),
    "reservation": (INSTANCES / "reservation" / "intro-example.json", "ALL-CKPT-PER", "reservation_periodic"),
    "moldable": (INSTANCES / "moldable" / "tiny-table.json", "LPA-LIST", "moldable_lpa"),
    "iterative": (INSTANCES / "iterative" / "toy-n3-N4.json", "all", "iterative_all"),
    "batch": (INSTANCES / "batch" / "toy-fault-free.json", "BASELINE", "batch_baseline"),
}
MODELS = {"varcap": ("clairvoyant_goodput_lp", "clairvoyant_min_yield_lp"), "varcap-section": ("phase_milp",)}
"""The exact models run where all of them would take long (the LP bounds; the phase MILP)."""
VARYING = {"method", "seconds", "algorithm_origin", "details"}


@pytest.fixture
def trusted(monkeypatch):
    """``user_policies`` trusted in this process (undone afterwards)."""
    import resched.trust

    monkeypatch.setattr(resched.trust, "_allowed", set())
    monkeypatch.setenv(TRUST_VARIABLE, "")
    allow("user_policies")


@pytest.fixture
def untrusted(monkeypatch):
    import resched.trust

    monkeypatch.setattr(resched.trust, "_allowed", set())
    monkeypatch.delenv(TRUST_VARIABLE, raising=False)


def _same(rows: list[dict]) -> list[dict]:
    return [{k: v for k, v in r.items() if k not in VARYING} for r in rows]


@pytest.mark.parametrize("name", sorted(DELEGATES))
def test_a_user_algorithm_delegating_to_a_built_in_gets_the_built_ins_rows(trusted, name):
    path, builtin, attribute = DELEGATES[name]
    reference = f"user_policies:{attribute}"
    models = MODELS.get(name, ())
    theirs = api.validate(path, algorithm=builtin, models=models)
    mine = api.validate(path, algorithm=reference, models=models)
    assert any(r["kind"] == "heuristic" for r in mine) and not any(r["violation"] for r in mine)
    checked = [r for r in mine if r["kind"] == "heuristic"]
    assert all(r["method"].startswith(reference) for r in checked)
    assert all(r["algorithm_origin"]["reference"] == reference for r in checked)
    assert _same(mine) == _same(theirs)
    assert {r["method"] for r in theirs if r["kind"] == "exact"} <= {
        m for h in api.family(name).checked_heuristics() for m in h.references
    }
    chosen = [word for model in models for word in ("-m", model)]
    run = resched("--trust", "user_policies", "validate", path, "-a", reference, *chosen, "--json")
    assert run.exit_code == 0, run.stderr
    assert _same(run.results) == _same(mine)
    assert [r["method"] for r in run.results] == [r["method"] for r in mine]


def test_an_algorithm_runs_only_the_models_its_references_need():
    path = INSTANCES / "reservation" / "intro-example.json"
    rows = api.validate(path, algorithm="ALL-CKPT")
    assert [(r["method"], r["kind"], r["reference"]) for r in rows] == [
        ("shortest_path_all_ckpt", "exact", None),
        ("ALL-CKPT", "exact algorithm", "shortest_path_all_ckpt"),
    ]
    default = api.validate(path)
    assert _same([r for r in default if r["method"] == "ALL-CKPT"]) == _same(rows[1:])


OWN = {
    "varcap": (INSTANCES / "varcap" / "toy-infinite.json", "SmallestFirst"),
    "varcap-section": (INSTANCES / "varcap-section" / "edge-all-idle.json", "SmallestFirst"),  # no job running
    "riskaware": (INSTANCES / "riskaware" / "tiny-s1.json", "longest_first"),
    "reservation": (INSTANCES / "reservation" / "intro-example.json", "Doubling"),
    "moldable": (INSTANCES / "moldable" / "tiny-table.json", "NearFastest"),
    "iterative": (INSTANCES / "iterative" / "toy-n3-N4.json", "EveryIteration"),
    "batch": (INSTANCES / "batch" / "toy-fault-free.json", "StrictFCFS"),
}
"""A policy of ``tests/user_policies.py`` written only against each family's Protocol."""


@pytest.mark.parametrize("name", sorted(OWN))
def test_a_policy_written_against_the_protocol_is_checked_from_python_and_the_cli(trusted, name):
    path, attribute = OWN[name]
    models = MODELS.get(name, ())
    spec = AlgorithmSpec("Mine", "a user's policy", getattr(user_policies, attribute))
    mine = api.validate(path, algorithm=spec, models=models)
    checked = [r for r in mine if r["kind"] == "heuristic"]
    assert checked and all(r["reference"] is not None and r["violation"] is None for r in checked)
    assert all(r["gap_percent"] >= 0 for r in checked)
    reference = f"user_policies:{attribute}"
    by_reference = api.validate(path, algorithm=reference, models=models)
    chosen = [word for model in models for word in ("-m", model)]
    run = resched("--trust", "user_policies", "validate", path, "-a", reference, *chosen, "--json")
    assert run.exit_code == 0, run.stderr
    assert _same(run.results) == _same(by_reference)
    assert [r["method"] for r in run.results] == [r["method"] for r in by_reference]
    assert all(r["algorithm_origin"]["reference"] == reference for r in run.results if r["kind"] == "heuristic")


@pytest.mark.parametrize("spec", ["user_policies:CHEAT", "user_policies:Understated"])
def test_a_planted_user_heuristic_beating_the_optimum_exits_1(trusted, spec):
    path = INSTANCES / "reservation" / "intro-example.json"
    run = resched("--trust", "user_policies", "validate", path, "--algorithm", spec, "--json")
    assert run.exit_code == 1, run.stderr
    (row,) = [r for r in run.results if r["violation"]]
    assert row["method"] in ("cheat", spec) and row["reference"] == "shortest_path"
    assert "beats the proven optimum" in row["violation"] and "VIOLATION" in run.stderr
    assert row["algorithm_origin"]["reference"] == spec


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("NoSuchAlgorithm", "unknown reservation algorithm"),
        ("Omniscient", "is a reference"),
        ("user_policies:ELSEWHERE", "is no exact model of family 'reservation'"),
        ("user_policies:NOT_AN_ALGORITHM", "expected an AlgorithmSpec or a factory"),
    ],
)
def test_a_spec_that_cannot_be_checked_is_one_line(trusted, spec, message):
    path = INSTANCES / "reservation" / "intro-example.json"
    run = resched("--trust", "user_policies", "validate", path, "-a", spec)
    assert run.exit_code == 2 and message in run.stderr and len(run.stderr.strip().splitlines()) == 1
    with pytest.raises(ReschedError, match=message):
        api.validate(path, algorithm=spec)


def test_an_untrusted_reference_is_one_line_and_runs_nothing(untrusted):
    user_policies.RAN.clear()
    path = INSTANCES / "reservation" / "intro-example.json"
    run = resched("validate", path, "-a", "user_policies:reservation_delegate")
    assert run.exit_code == 2 and "is not trusted" in run.stderr and len(run.stderr.strip().splitlines()) == 1
    assert user_policies.RAN == []


def test_a_stochastic_iterative_strategy_has_no_exact_model():
    run = resched("validate", INSTANCES / "iterative" / "toy-n3-N4.json", "-a", "static")
    assert run.exit_code == 2 and "no exact model checks it" in run.stderr
    assert len(run.stderr.strip().splitlines()) == 1


def test_validate_is_exported_lazily_and_takes_an_instance():
    inst = api.load_instance(INSTANCES / "batch" / "toy-fault-free.json")
    rows = api.validate(inst, algorithm=["BASELINE", "SFSJ"])
    assert {r["file"] for r in rows} == {None}
    assert [r["method"] for r in rows if r["kind"] == "heuristic"] == [
        "BASELINE max flow",
        "BASELINE weighted flow",
        "SFSJ max flow",
        "SFSJ weighted flow",
    ]
