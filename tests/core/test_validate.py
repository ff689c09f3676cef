"""``resched validate`` as the heuristic-gap report, the section instance family, and the
clairvoyant multi-section bounds ([VARCAP-D13]; the starts: [CORE-D2])."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pyomo.environ as pyo
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from invoke import resched
from paths import ROOT
from varcap_contexts import violated

from resched.declarations import Heuristic
from resched.errors import InstanceError, ReschedError
from resched.library import validate_paths
from resched.registry import families, load_instance
from resched.result import SolveStatus
from resched.varcap.instance import Job, Platform, VarCapInstance
from resched.varcap.instance.section import from_dict
from resched.varcap.metrics.bounds import area_bounds
from resched.varcap.models import VALIDATED, _metrics, _simulation, best_schedule
from resched.varcap.models.clairvoyant import (
    _Data,
    build_clairvoyant,
    build_clairvoyant_steps,
    horizon,
    solve_clairvoyant,
    solve_clairvoyant_steps,
    steps_applies,
    write_goodput_start,
    write_min_yield_start,
)
from resched.varcap.models.time_indexed import write_sections

SECTIONS = ROOT / "instances" / "varcap-section"


def _rows(*paths: Path) -> list[dict]:
    return validate_paths(list(paths))


def test_figure16_in_the_report():
    rows = {(r["method"], r["reference"]): r for r in _rows(SECTIONS / "figure16.json")}
    # Appendix C: the DP's schedule idles 12 processor-steps in phase 1, the optimum 10 → work 185 vs 187
    assert rows["time_indexed", None]["objective"] == pytest.approx(187.0)
    assert rows["time_indexed", None]["status"] == SolveStatus.OPTIMAL.value
    dp = rows["DPGoodputSlow-BestCnf", "time_indexed"]
    assert dp["objective"] == pytest.approx(185.0) and dp["gap_percent"] == pytest.approx(100 * 2 / 187)
    twin = rows["DPGoodputSlow-BestCnf", "phase_milp"]
    assert twin["kind"] == "exact algorithm" and twin["objective"] == pytest.approx(185.0) and twin["violation"] is None


def test_every_shipped_section_instance_validates_without_violation():
    rows = _rows(SECTIONS)
    assert {r["instance"] for r in rows} == {p.stem for p in SECTIONS.glob("*.json")}
    assert not [r["violation"] for r in rows if r["violation"]]
    # Theorem 1 is checked on the equal-C instance only
    theorem1 = [r["instance"] for r in rows if r["method"] == "DPGoodputSlow-BestCnf (Theorem 1)"]
    assert theorem1 == ["equal-c"]
    # unequal C: the time-indexed optimum is strictly above the DP (stop and restart)
    dp = next(
        r
        for r in rows
        if r["instance"] == "unequal-c-restart"
        and r["method"] == "DPGoodputSlow-BestCnf"
        and r["reference"] == "time_indexed"
    )
    assert dp["gap_percent"] == pytest.approx(5.0)


def _with_heuristic(monkeypatch, family: str, heuristic: Heuristic) -> None:
    """Replace the family's checked heuristics (``Family.heuristics`` names them as "module:attr")."""
    module, _, attribute = families()[family].heuristics.partition(":")
    monkeypatch.setattr(f"{module}.{attribute}", (heuristic,))


@pytest.mark.parametrize(
    ("heuristic", "message"),
    [
        (Heuristic("too-good", lambda inst: 107.0, "phase_milp"), "too-good beats the proven optimum"),
        (Heuristic("wrong-twin", lambda inst: 105.0, "phase_milp", exact=True), "wrong-twin is proven exact"),
    ],
)
def test_validate_exits_1_on_a_bug(monkeypatch, heuristic, message):
    _with_heuristic(monkeypatch, "varcap-section", heuristic)
    out = resched("validate", SECTIONS / "equal-c.json", "--json")
    assert out.exit_code == 1
    assert message in out.stdout + out.stderr


def test_validate_passes_a_heuristic_below_the_optimum(monkeypatch):
    _with_heuristic(monkeypatch, "varcap-section", Heuristic("fine", lambda inst: 53.0, "phase_milp"))
    out = resched("validate", SECTIONS / "equal-c.json", "--json")
    assert out.exit_code == 0, out.stderr
    row = next(r for r in out.results if r["method"] == "fine")
    assert row["gap_percent"] == pytest.approx(50.0) and row["optimum_or_bound"] == pytest.approx(106.0)


def test_section_instance_round_trip_and_errors(tmp_path):
    data = json.loads((SECTIONS / "figure16.json").read_text())
    inst = from_dict(data)
    assert inst.integral and not inst.equal_checkpoints and inst.context.Pi1 == 3
    again = from_dict(json.loads(json.dumps(inst.to_dict())))
    assert again.context.P_end == inst.context.P_end and list(again.context.status) == list(inst.context.status)
    bad = dict(data, jobs=[dict(data["jobs"][0], status="running")])
    with pytest.raises(InstanceError, match=r"jobs\[0\]\.status"):
        from_dict(bad)
    crowded = dict(data, P=4)
    with pytest.raises(InstanceError, match="more than P=4"):
        from_dict(crowded)
    path = tmp_path / "x.json"
    path.write_text(json.dumps(dict(data, schema_version=2)))
    with pytest.raises(InstanceError, match="schema_version"):
        load_instance(path)


# --- the clairvoyant bound -------------------------------------------------------------------------


@st.composite
def small_instances(draw, max_jobs=4, max_sections=3):
    m = draw(st.integers(1, max_jobs))
    n = draw(st.integers(1, max_sections))
    P_max = draw(st.integers(3, 8))
    P_min = draw(st.integers(1, P_max))
    delta = draw(st.integers(0, P_max - P_min))
    P = [draw(st.integers(P_min, P_max))]
    for _ in range(n - 1):
        P.append(draw(st.integers(max(P_min, P[-1] - delta), min(P_max, P[-1] + delta))))
    T = np.cumsum(
        [0] + [draw(st.integers(7, 40)) for _ in range(n)]
    ).tolist()  # ≥ C_max: DPGoodputSlow needs C_nf = C_max ≤ T
    jobs = tuple(
        Job(
            name=f"J{k + 1}",
            p=draw(st.integers(1, P_min)),
            C=float(draw(st.integers(1, 6))),
            R=float(draw(st.integers(0, 6))),
            release=0.0,
        )
        for k in range(m)
    )
    return VarCapInstance(
        name="h",
        platform=Platform(P_min=P_min, P_max=P_max, delta=delta),
        T=tuple(float(t) for t in T),
        P=tuple(P),
        jobs=jobs,
    )


@settings(max_examples=25, deadline=None, derandomize=True)
@given(small_instances())
def test_clairvoyant_lp_bounds_every_algorithm_and_the_area_bound(inst):
    area = area_bounds(inst)
    goodput = solve_clairvoyant(inst, objective="goodput", relax=True)
    min_yield = solve_clairvoyant(inst, objective="min_yield", relax=True)
    assert goodput.status is SolveStatus.OPTIMAL and min_yield.status is SolveStatus.OPTIMAL
    a = inst.arrays
    if np.all(np.diff(a.T) >= a.R.min() + a.C.min()):  # every section carries the §3.4 cut
        assert goodput.objective <= area.goodput + 1e-9
        assert min_yield.objective <= area.min_yield + 1e-9  # p_j ≤ P_min: the area yield bound holds
    for name in VALIDATED:
        metrics = _metrics(inst, name)
        assert metrics.goodput <= goodput.objective + 1e-7, name
        assert metrics.min_yield <= min_yield.objective + 1e-7, name


@settings(max_examples=12, deadline=None, derandomize=True)
@given(small_instances(max_jobs=3, max_sections=2))
def test_clairvoyant_milp_between_every_algorithm_and_its_relaxation(inst):
    milp = solve_clairvoyant(inst, objective="goodput")  # tiny: no wall-clock limit to bind under load
    lp = solve_clairvoyant(inst, objective="goodput", relax=True)
    assert milp.status is SolveStatus.OPTIMAL
    assert milp.objective <= lp.objective + 1e-7
    best = max(_metrics(inst, name).goodput for name in VALIDATED)
    assert best <= milp.objective + 1e-7


def test_shipped_clairvoyant_instances_bound_tighter_than_area():
    for name in ("clairvoyant-equal-c", "clairvoyant-unequal-c"):
        inst = load_instance(ROOT / "instances" / "varcap" / f"{name}.json")
        milp = solve_clairvoyant(inst, objective="goodput")  # 3 jobs: never a wall-clock verdict
        assert milp.status is SolveStatus.OPTIMAL
        assert milp.objective < area_bounds(inst).goodput - 0.02
        assert max(_metrics(inst, a).goodput for a in VALIDATED) <= milp.objective + 1e-7


def test_goodput_lp_is_tighter_than_the_area_bound_on_loaded_instances():
    from resched.varcap.generate import Workload, random_instance

    workload = Workload.synthetic(1)
    for seed in (0, 3):
        inst = random_instance(seed, workload, sections=3, p_max=6, avg_section_length=40, load=2)
        lp = solve_clairvoyant(inst, objective="goodput", relax=True)
        best = max(_metrics(inst, name).goodput for name in VALIDATED)
        assert best - 1e-7 <= lp.objective <= area_bounds(inst).goodput - 0.015


# --- the time-indexed clairvoyant model and the clairvoyant starts ([CORE-D2]) ----------------------


@settings(max_examples=15, deadline=None, derandomize=True)
@given(small_instances(max_jobs=3, max_sections=2))
def test_time_indexed_clairvoyant_bounds_the_15_path_optimum(inst):
    """Every 15-path schedule is a time-indexed one: the time-indexed optimum (exact, integer
    data) is ≥ the 15-path clairvoyant optimum, itself ≥ every algorithm."""
    steps = solve_clairvoyant_steps(inst)
    paths = solve_clairvoyant(inst, objective="goodput")
    assert steps.status is SolveStatus.OPTIMAL and paths.status is SolveStatus.OPTIMAL
    assert steps.objective >= paths.objective - 1e-7


@settings(max_examples=10, deadline=None, derandomize=True)
@given(small_instances())
def test_every_simulated_schedule_is_a_feasible_start_of_the_three_clairvoyant_milps(inst):
    """Each algorithm's schedule written into the time-indexed model (its goodput), the 15-path
    goodput MILP (at least its goodput: each section's C_nf re-chosen among the candidates) and
    the min-yield MILP (its min yield) satisfies every row."""
    d = _Data.of(inst)
    for name in VALIDATED:
        decisions = _simulation(inst, name).decisions
        metrics = _metrics(inst, name)
        steps = build_clairvoyant_steps(inst)
        assert write_sections(steps, horizon(inst), decisions)
        goodput, min_yield = build_clairvoyant(inst, "goodput"), build_clairvoyant(inst, "min_yield")
        write_goodput_start(goodput, d, decisions)
        write_min_yield_start(min_yield, d, decisions)
        assert violated(steps) == violated(goodput) == violated(min_yield) == [], name
        assert pyo.value(steps.work.expr) == pytest.approx(metrics.goodput), name
        assert pyo.value(goodput.goodput.expr) >= metrics.goodput - 1e-9, name
        assert pyo.value(min_yield.min_yield.expr) == pytest.approx(metrics.min_yield), name


def test_shipped_clairvoyant_instances_time_indexed_optimum_started_from_the_best_algorithm():
    """On the shipped 3-job instances the true (time-indexed) clairvoyant optimum equals the
    15-path one (0.896875 and 0.828125): there, no schedule beyond the 15 paths helps. The
    solve starts from the best algorithm's schedule."""
    for name, optimum in (("clairvoyant-equal-c", 0.896875), ("clairvoyant-unequal-c", 0.828125)):
        inst = load_instance(ROOT / "instances" / "varcap" / f"{name}.json")
        result = solve_clairvoyant_steps(inst, start=best_schedule(inst))
        assert result.status is SolveStatus.OPTIMAL and result.objective == pytest.approx(optimum)
        assert result.start_objective == pytest.approx(max(_metrics(inst, a).goodput for a in VALIDATED))
        assert steps_applies(inst) is None
    assert steps_applies(load_instance(ROOT / "instances" / "varcap" / "toy-finite.json")) is not None


def test_time_indexed_clairvoyant_needs_integer_data():
    inst = load_instance(ROOT / "instances" / "varcap" / "clairvoyant-equal-c.json")
    fractional = VarCapInstance(
        name="f", platform=inst.platform, T=inst.T, P=inst.P, jobs=(Job(name="J1", p=1, C=1.5, R=1.0, release=0.0),)
    )
    assert steps_applies(fractional) == "the instance is not integral (section dates, C_j, R_j)"
    with pytest.raises(ReschedError, match="integer"):
        build_clairvoyant_steps(fractional)


FAILURE_TOY = ROOT / "instances" / "batch" / "toy-failure.json"
NON_INTEGRAL = ROOT / "instances" / "moldable" / "worked-example-2.json"


def test_validate_gives_the_reason_each_declared_model_does_not_apply():
    rows = validate_paths([FAILURE_TOY])
    skipped = {r["method"]: r["status"] for r in rows if r["kind"] == "not applicable"}
    reason = "1 failures (the MILPs are failure-free)"
    assert skipped == {m: f"does not apply: {m}: {reason}" for m in ("max_flow", "weighted_flow")}
    assert [r["status"] for r in rows if r["kind"] == "none"] == ["no exact model applies"]
    out = resched("validate", str(NON_INTEGRAL))
    assert out.exit_code == 0
    assert "time_indexed_opt: the execution times t_j(p) are not all integers" in out.stdout


def test_validate_refuses_a_model_that_no_family_declares():
    with pytest.raises(ReschedError, match="unknown exact model 'nope'"):
        validate_paths([NON_INTEGRAL], only=("nope",))
    out = resched("validate", str(NON_INTEGRAL), "-m", "nope")
    assert out.exit_code == 2 and "unknown exact model 'nope'" in out.stderr


def test_solve_says_why_a_chosen_model_does_not_apply():
    out = resched("solve", str(NON_INTEGRAL), "-m", "time_indexed_opt")
    assert out.exit_code == 2
    assert "time_indexed_opt: the execution times t_j(p) are not all integers" in out.stderr
    out = resched("solve", str(FAILURE_TOY))
    assert out.exit_code == 2
    assert "max_flow: 1 failures (the MILPs are failure-free)" in out.stderr
