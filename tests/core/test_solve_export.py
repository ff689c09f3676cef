"""Tests of resched.solve (status mapping), resched.export (.lp/.mps round trips) and the
HiGHS/CBC interop traps that resched.export works around.

* status mapping: OPTIMAL LP keyed by the model's own indices, INFEASIBLE, UNBOUNDED,
  TIME_LIMIT on a knapsack HiGHS cannot finish in 1 ms, FEASIBLE (not OPTIMAL) when
  ``mip_gap`` stops HiGHS with an open gap, OPTIMAL with a closed gap otherwise;
* export round trips: hand-computed optima, HiGHS reading the file, CBC via ``cross_check``;
  a seeded property test over random small MILPs (brute-force oracle for pure-integer ones);
* interop traps: CBC ignores ``OBJSENSE`` in MPS; ``LI``/``UI`` bounds; HiGHS's own LP writer
  (``bin``/``gen`` headers) makes CBC silently solve something else;
* errors: bad suffix, missing file;
* regression tests for defects found while writing these tests.
"""

from __future__ import annotations

import itertools
import random
import re
import subprocess
from dataclasses import dataclass

import highspy
import numpy as np
import pyomo.environ as pyo
import pytest

from resched.errors import ModelError
from resched.export import cbc_path, cross_check, export, run_cbc
from resched.result import SolveOptions, SolveStatus, relative_gap
from resched.solve import compile_model, solve

SUFFIXES = (".lp", ".mps")


def close(a: float | None, b: float | None, tol: float = 1e-6) -> bool:
    return a is not None and b is not None and abs(a - b) <= tol * max(1.0, abs(b))


# --------------------------------------------------------------------------------------
# model builders
# --------------------------------------------------------------------------------------


def assignment_lp() -> pyo.ConcreteModel:
    """LP with string and tuple indices; unique optimum x[J1,3] = x[J2,1] = 1, objective 6.

    min y[J1] + y[J2] - 3 x[J1,3] + 5,  sum_t x[j,t] = 1,  y[j] >= sum_t t x[j,t].
    J1: slot 3 costs 3 - 3 = 0, slot 1 costs 1, slot 2 costs 2  -> slot 3.
    J2: slot t costs t -> slot 1.  Objective 0 + 1 + 5 = 6.
    """
    m = pyo.ConcreteModel(name="assignment_lp")
    m.J = pyo.Set(initialize=["J1", "J2"])
    m.T = pyo.Set(initialize=[1, 2, 3])
    m.x = pyo.Var(m.J, m.T, bounds=(0, 1))
    m.y = pyo.Var(m.J, within=pyo.NonNegativeReals)
    m.one = pyo.Constraint(m.J, rule=lambda m, j: sum(m.x[j, t] for t in m.T) == 1)
    m.lag = pyo.Constraint(m.J, rule=lambda m, j: m.y[j] >= sum(t * m.x[j, t] for t in m.T))
    m.obj = pyo.Objective(expr=sum(m.y[j] for j in m.J) - 3 * m.x["J1", 3] + 5)
    return m


def infeasible_lp() -> pyo.ConcreteModel:
    m = pyo.ConcreteModel(name="infeasible_lp")
    m.x = pyo.Var(["J1", "J2"], bounds=(0, 1))
    m.c = pyo.Constraint(expr=m.x["J1"] + m.x["J2"] >= 3)
    m.obj = pyo.Objective(expr=m.x["J1"] - m.x["J2"])
    return m


def unbounded_lp() -> pyo.ConcreteModel:
    m = pyo.ConcreteModel(name="unbounded_lp")
    m.x = pyo.Var(within=pyo.NonNegativeReals)
    m.y = pyo.Var()  # free
    m.c = pyo.Constraint(expr=m.x - m.y >= 1)
    m.obj = pyo.Objective(expr=m.x + m.y, sense=pyo.maximize)
    return m


@dataclass(frozen=True)
class Knapsack:
    weights: dict[str, int]
    profits: dict[str, int]
    capacity: int


def knapsack_data(n: int, seed: int) -> Knapsack:
    """Strongly correlated 0/1 knapsack (profit = weight + 100): needs real branching."""
    rng = random.Random(seed)
    weights = {f"item{k:03d}": rng.randint(1000, 2000) for k in range(n)}
    profits = {i: w + 100 for i, w in weights.items()}
    return Knapsack(weights, profits, sum(weights.values()) // 2)


def knapsack(data: Knapsack) -> pyo.ConcreteModel:
    m = pyo.ConcreteModel(name=f"knapsack{len(data.weights)}")
    m.I = pyo.Set(initialize=sorted(data.weights))
    m.x = pyo.Var(m.I, within=pyo.Binary)
    m.cap = pyo.Constraint(expr=sum(data.weights[i] * m.x[i] for i in m.I) <= data.capacity)
    m.obj = pyo.Objective(expr=sum(data.profits[i] * m.x[i] for i in m.I), sense=pyo.maximize)
    return m


def check_knapsack_solution(data: Knapsack, values: dict, objective: float) -> None:
    """The reported values are a 0/1 packing that fits and whose profit is the objective."""
    x = values["x"]
    assert set(x) == set(data.weights)
    assert all(min(abs(v), abs(v - 1)) <= 1e-6 for v in x.values())
    chosen = [i for i, v in x.items() if v > 0.5]
    assert sum(data.weights[i] for i in chosen) <= data.capacity
    assert sum(data.profits[i] for i in chosen) == pytest.approx(objective, abs=1e-6)


def mixed_model(sense) -> pyo.ConcreteModel:
    """Every feature export has to carry: binaries, general integers with negative lower and
    finite upper bounds (LI/UI in MPS), a free variable, a fixed variable, an equality, a
    ranged constraint, >= and <=, a constant in the objective, string and tuple indices.

    obj = f + 3a - 2b + c + 0.5y + z + 10 with f = g1 - 2 g2 + z, z fixed at 3.
    max (by hand): a = c = 1, b = 0; g2 = -5; y >= 2 g1 - 5 and y <= 4.5 give g1 <= 4;
         g1 = 4, y = 4.5  ->  (4 + 10 + 3) + 4 + 2.25 + 13 = 36.25.
    min (by hand): b = 1; g1 = -5, g2 = 7, y = -2.5 (ranged row: -0.5 in [-3, 6])
         ->  (-5 - 14 + 3) - 2 - 1.25 + 13 = -6.25.
    """
    m = pyo.ConcreteModel(name=f"mixed_{'max' if sense == pyo.maximize else 'min'}")
    m.b = pyo.Var(["a", "b", "c"], within=pyo.Binary)
    m.g = pyo.Var([("J1", 1), ("J2", 2)], within=pyo.Integers, bounds=(-5, 7))
    m.f = pyo.Var(within=pyo.Reals)
    m.z = pyo.Var(bounds=(0, 10))
    m.z.fix(3)
    m.y = pyo.Var(bounds=(-2.5, 4.5))
    g1, g2 = m.g["J1", 1], m.g["J2", 2]
    m.eq = pyo.Constraint(expr=m.f == g1 - 2 * g2 + m.z)
    m.rng = pyo.Constraint(expr=pyo.inequality(-3, g1 + g2 + m.y, 6))
    m.ge = pyo.Constraint(expr=m.b["a"] + m.b["b"] + m.b["c"] >= 1)
    m.le = pyo.Constraint(expr=3 * m.b["a"] + 2 * g1 - m.y <= 8)
    m.obj = pyo.Objective(expr=m.f + 3 * m.b["a"] - 2 * m.b["b"] + m.b["c"] + 0.5 * m.y + m.z + 10, sense=sense)
    return m


MIXED_OPTIMUM = {pyo.maximize: 36.25, pyo.minimize: -6.25}


def bounded_integers(sense) -> pyo.ConcreteModel:
    """Two general integers whose optimum sits on a negative lower bound.

    2p - 3q, p in [-3, 5], q in [-4, 2], 2p - q <= 13.5.
    max: q = -4 (LI bound), 2p <= 9.5 -> p = 4: 8 + 12 = 20 (LP relaxation 21.5; if the
         LI bound were read as 0 the optimum would be q = 0, p = 5: 10).
    min: p = -3 (LI bound), q = 2 (UI bound): -6 - 6 = -12.
    """
    m = pyo.ConcreteModel(name="bounded_integers")
    m.p = pyo.Var(within=pyo.Integers, bounds=(-3, 5))
    m.q = pyo.Var(within=pyo.Integers, bounds=(-4, 2))
    m.c = pyo.Constraint(expr=2 * m.p - m.q <= 13.5)
    m.obj = pyo.Objective(expr=2 * m.p - 3 * m.q, sense=sense)
    return m


BOUNDED_INTEGERS_OPTIMUM = {pyo.maximize: 20.0, pyo.minimize: -12.0}


def production_lp() -> pyo.ConcreteModel:
    """Continuous max with a free variable, a ranged row and a negative constant; optimum 11.

    max 3u + 2v + w - 4,  u + v <= 4,  u + 3v <= 6,  1 <= u - w <= 2 (w free),  u, v >= 0.
    w = u - 1 at the optimum -> max 4u + 2v - 5 over u + v <= 4 -> u = 4, v = 0: 16 - 5 = 11.
    """
    m = pyo.ConcreteModel(name="production_lp")
    m.u = pyo.Var(within=pyo.NonNegativeReals)
    m.v = pyo.Var(within=pyo.NonNegativeReals)
    m.w = pyo.Var()
    m.c1 = pyo.Constraint(expr=m.u + m.v <= 4)
    m.c2 = pyo.Constraint(expr=m.u + 3 * m.v <= 6)
    m.c3 = pyo.Constraint(expr=pyo.inequality(1, m.u - m.w, 2))
    m.obj = pyo.Objective(expr=3 * m.u + 2 * m.v + m.w - 4, sense=pyo.maximize)
    return m


# --------------------------------------------------------------------------------------
# 1. status mapping
# --------------------------------------------------------------------------------------


def test_lp_optimal_values_keyed_by_model_indices():
    result = solve(assignment_lp())
    assert result.status is SolveStatus.OPTIMAL
    assert result.is_optimal and result.has_solution
    assert not result.is_mip
    assert result.objective == pytest.approx(6.0, abs=1e-9)
    assert result.bound == pytest.approx(result.objective, abs=1e-12)
    assert result.gap == 0.0
    assert result.model_name == "assignment_lp"
    x, y = result.values["x"], result.values["y"]
    assert set(x) == {(j, t) for j in ("J1", "J2") for t in (1, 2, 3)}
    assert set(y) == {"J1", "J2"}
    assert x[("J1", 3)] == pytest.approx(1.0, abs=1e-9)
    assert x[("J2", 1)] == pytest.approx(1.0, abs=1e-9)
    assert sum(x.values()) == pytest.approx(2.0, abs=1e-9)
    assert y["J1"] == pytest.approx(3.0, abs=1e-9)
    assert y["J2"] == pytest.approx(1.0, abs=1e-9)
    summary = result.summary()
    assert summary["status"] == "optimal" and summary["mip"] is False
    assert "x" not in summary


def test_infeasible_lp():
    result = solve(infeasible_lp())
    assert result.status is SolveStatus.INFEASIBLE
    assert result.objective is None and result.gap is None
    assert not result.has_solution
    assert result.values == {}


def test_infeasible_mip():
    """2 x1 + 2 x2 = 3 has no integer solution although its relaxation does."""
    m = pyo.ConcreteModel(name="odd_parity")
    m.x = pyo.Var(["J1", "J2"], within=pyo.Integers, bounds=(0, 10))
    m.c = pyo.Constraint(expr=2 * m.x["J1"] + 2 * m.x["J2"] == 3)
    m.obj = pyo.Objective(expr=m.x["J1"])
    result = solve(m)
    assert result.status is SolveStatus.INFEASIBLE
    assert result.is_mip
    assert result.objective is None


@pytest.mark.parametrize("integer", [False, True], ids=["lp", "mip"])
def test_unbounded(integer):
    m = unbounded_lp()
    if integer:
        m.x.domain = pyo.NonNegativeIntegers
    result = solve(m)
    assert result.status is SolveStatus.UNBOUNDED
    assert result.is_mip is integer
    assert result.bound is None and result.gap is None
    assert result.message == "Unbounded"


def test_unbounded_mip_settled_by_presolve_off_rerun():
    """HiGHS's presolve only says 'Primal infeasible or unbounded' here; solve() re-runs
    without presolve and gets a definite 'Unbounded'."""

    def build():
        m = pyo.ConcreteModel(name="dual_infeasible_mip")
        m.x = pyo.Var(["J1", "J2"], within=pyo.NonNegativeIntegers)
        m.y = pyo.Var(bounds=(0, 4))
        m.c = pyo.Constraint(expr=m.y + m.x["J2"] <= 3)
        m.obj = pyo.Objective(expr=-m.x["J1"] + m.y)
        return m

    first = compile_model(build())
    first.highs.run()
    assert first.highs.getModelStatus() == highspy.HighsModelStatus.kUnboundedOrInfeasible
    result = solve(build())
    assert result.status is SolveStatus.UNBOUNDED
    assert result.message == "Unbounded"


def test_time_limit_stops_a_real_branch_and_bound():
    data = knapsack_data(80, seed=0)
    full = solve(knapsack(data))
    assert full.status is SolveStatus.OPTIMAL
    # the instance takes HiGHS far longer than the limit used below
    assert full.runtime > 20e-3

    limited = solve(knapsack(data), SolveOptions(time_limit=1e-3))
    assert limited.status is SolveStatus.TIME_LIMIT
    assert limited.status is not SolveStatus.OPTIMAL and not limited.is_optimal
    assert "time limit" in limited.message.lower()
    assert limited.runtime < full.runtime
    # whatever it carries is consistent with the true optimum (maximisation)
    if limited.objective is not None:
        assert limited.objective <= full.objective + 1e-6
        check_knapsack_solution(data, limited.values, limited.objective)
    if limited.bound is not None:
        assert limited.bound >= full.objective - 1e-6
    if limited.objective is not None and limited.bound is not None:
        assert limited.gap > 1e-6


def test_mip_gap_stop_is_feasible_not_optimal_and_unlimited_is_optimal():
    data = knapsack_data(60, seed=0)
    loose = solve(knapsack(data), SolveOptions(mip_gap=0.5))
    full = solve(knapsack(data))

    # HiGHS itself calls the loose run "Optimal" (its gap criterion is met) ...
    assert loose.message == "Optimal"
    # ... but the gap is open, so resched must not certify it
    assert loose.status is SolveStatus.FEASIBLE
    assert not loose.is_optimal and loose.has_solution
    assert loose.gap is not None and 1e-6 < loose.gap <= 0.5
    assert loose.gap == pytest.approx(relative_gap(loose.objective, loose.bound))
    assert loose.objective < full.objective - 1e-6  # a genuinely worse incumbent
    assert loose.bound >= full.objective - 1e-6
    check_knapsack_solution(data, loose.values, loose.objective)

    assert full.status is SolveStatus.OPTIMAL
    assert full.is_mip
    assert full.gap is not None and full.gap <= 1e-6
    assert abs(full.objective - full.bound) <= 1e-6
    check_knapsack_solution(data, full.values, full.objective)


def test_knapsack_optimum_matches_cbc(tmp_path):
    """An independent solver confirms the OPTIMAL knapsack value used above."""
    data = knapsack_data(60, seed=0)
    model = knapsack(data)
    full = solve(model)
    check = cross_check(export(model, tmp_path / "knapsack.lp"))
    assert check.agree
    assert check.cbc_objective == pytest.approx(full.objective, abs=1e-6)


# --------------------------------------------------------------------------------------
# 2. export round trips
# --------------------------------------------------------------------------------------

ROUND_TRIP_MODELS = {
    "mixed_max": (lambda: mixed_model(pyo.maximize), MIXED_OPTIMUM[pyo.maximize]),
    "mixed_min": (lambda: mixed_model(pyo.minimize), MIXED_OPTIMUM[pyo.minimize]),
    "bounded_integers_max": (lambda: bounded_integers(pyo.maximize), 20.0),
    "bounded_integers_min": (lambda: bounded_integers(pyo.minimize), -12.0),
    "production_lp": (production_lp, 11.0),
    "assignment_lp": (assignment_lp, 6.0),
}


@pytest.mark.parametrize("suffix", SUFFIXES)
@pytest.mark.parametrize("name", sorted(ROUND_TRIP_MODELS))
def test_export_round_trip(tmp_path, name, suffix):
    build, expected = ROUND_TRIP_MODELS[name]
    model = build()
    result = solve(model)
    assert result.status is SolveStatus.OPTIMAL
    assert result.objective == pytest.approx(expected, abs=1e-6)

    path = export(model, tmp_path / f"{name}{suffix}")
    assert path == tmp_path / f"{name}{suffix}" and path.is_file()

    highs = highspy.Highs()
    highs.silent()
    assert highs.readModel(str(path)) == highspy.HighsStatus.kOk
    highs.run()
    assert highs.getModelStatus() == highspy.HighsModelStatus.kOptimal
    assert highs.getInfo().objective_function_value == pytest.approx(expected, abs=1e-6)
    maximize = highs.getObjectiveSense()[1] == highspy.ObjSense.kMaximize
    assert maximize is (model.obj.sense == pyo.maximize)

    check = cross_check(path)
    assert check.sense == ("max" if maximize else "min")
    assert check.highs_status == "optimal" and check.cbc_status == "optimal"
    assert check.agree
    assert check.highs_objective == pytest.approx(result.objective, abs=1e-6)
    assert check.cbc_objective == pytest.approx(result.objective, abs=1e-6)


def test_export_creates_parent_directories(tmp_path):
    path = export(production_lp(), tmp_path / "a" / "b" / "model.mps")
    assert path.is_file()
    assert cross_check(path).agree


def test_mixed_model_values_and_fixed_variable():
    result = solve(mixed_model(pyo.maximize))
    g = result.values["g"]
    assert g[("J1", 1)] == pytest.approx(4.0, abs=1e-6)
    assert g[("J2", 2)] == pytest.approx(-5.0, abs=1e-6)
    assert result.values["y"] == pytest.approx(4.5, abs=1e-6)
    assert result.values["f"] == pytest.approx(4 + 10 + 3, abs=1e-6)  # uses z fixed at 3
    assert result.values["b"] == pytest.approx({"a": 1.0, "b": 0.0, "c": 1.0}, abs=1e-6)
    assert result.values["z"] == 3  # fixed variables are folded into constants, still reported


# --- property test over seeded random small MILPs ------------------------------------


@dataclass(frozen=True)
class RandomMilp:
    kinds: list[str]  # "bin" | "int" | "cont"
    lower: list[int]
    upper: list[int]
    rows: list[tuple[list[int], str, int, int]]  # coefficients, kind, lo, hi
    cost: list[int]
    constant: int
    maximize: bool
    planted_infeasible: bool

    def build(self, name: str) -> pyo.ConcreteModel:
        n = len(self.kinds)
        m = pyo.ConcreteModel(name=name)
        m.V = pyo.Set(initialize=[f"v{i}" for i in range(n)])
        m.x = pyo.Var(m.V)
        for i, v in enumerate(m.V):
            m.x[v].domain = {"bin": pyo.Binary, "int": pyo.Integers, "cont": pyo.Reals}[self.kinds[i]]
            if self.kinds[i] != "bin":
                m.x[v].setlb(self.lower[i])
                m.x[v].setub(self.upper[i])
        m.c = pyo.ConstraintList()
        for coef, kind, lo, hi in self.rows:
            expr = sum(c * m.x[f"v{i}"] for i, c in enumerate(coef) if c)
            if kind == "<=":
                m.c.add(expr <= hi)
            elif kind == ">=":
                m.c.add(expr >= lo)
            elif kind == "==":
                m.c.add(expr == lo)
            else:
                m.c.add(pyo.inequality(lo, expr, hi))
        m.obj = pyo.Objective(
            expr=sum(c * m.x[f"v{i}"] for i, c in enumerate(self.cost)) + self.constant,
            sense=pyo.maximize if self.maximize else pyo.minimize,
        )
        return m

    def brute_force(self) -> float | None:
        """Optimum by enumeration (pure-integer instances only); None when infeasible."""
        assert "cont" not in self.kinds
        grid = np.array(
            list(itertools.product(*(range(lo, hi + 1) for lo, hi in zip(self.lower, self.upper)))),
            dtype=float,
        )
        ok = np.ones(len(grid), dtype=bool)
        for coef, kind, lo, hi in self.rows:
            act = grid @ np.array(coef, dtype=float)
            if kind == "<=":
                ok &= act <= hi
            elif kind == ">=":
                ok &= act >= lo
            elif kind == "==":
                ok &= act == lo
            else:
                ok &= (act >= lo) & (act <= hi)
        if not ok.any():
            return None
        values = grid[ok] @ np.array(self.cost, dtype=float) + self.constant
        return float(values.max() if self.maximize else values.min())


def random_milp(seed: int) -> RandomMilp:
    """Rows are built around a planted point, so the model is feasible unless a planted
    parity row (2·(integer sum) = odd) or a bound contradiction is added."""
    rng = random.Random(seed)
    n = rng.randint(3, 5)
    kinds = [rng.choice(["bin", "int", "int", "cont"]) for _ in range(n)]
    lower, upper = [], []
    for kind in kinds:
        if kind == "bin":
            lower.append(0)
            upper.append(1)
        else:
            lo = rng.randint(-5, 1)
            lower.append(lo)
            upper.append(lo + rng.randint(1, 6))
    point = [rng.randint(lo, hi) for lo, hi in zip(lower, upper)]
    rows = []
    for _ in range(rng.randint(2, 4)):
        coef = [rng.randint(-4, 4) for _ in range(n)]
        if not any(coef):
            coef[0] = 1
        act = sum(c * p for c, p in zip(coef, point))
        kind = rng.choice(["<=", ">=", "==", "range"])
        lo, hi = act - rng.randint(0, 3), act + rng.randint(0, 3)
        rows.append((coef, kind, act if kind == "==" else lo, hi))
    planted = rng.random() < 0.35
    if planted:
        ints = [i for i, k in enumerate(kinds) if k != "cont"]
        if ints:
            coef = [2 if i in ints[:2] else 0 for i in range(n)]
            rows.append((coef, "==", 2 * rng.randint(-3, 3) + 1, 0))
        else:
            coef = [1] * n
            rows.append((coef, ">=", sum(upper) + 1, 0))
    return RandomMilp(
        kinds=kinds,
        lower=lower,
        upper=upper,
        rows=rows,
        cost=[rng.randint(-5, 5) for _ in range(n)],
        constant=rng.randint(-10, 10),
        maximize=rng.random() < 0.5,
        planted_infeasible=planted,
    )


RANDOM_SEEDS = range(20)


def test_random_milp_family_is_varied():
    """The property test below covers both senses, both outcomes and all variable kinds."""
    family = [random_milp(seed) for seed in RANDOM_SEEDS]
    assert {d.maximize for d in family} == {True, False}
    assert 4 <= sum(d.planted_infeasible for d in family) <= 12
    assert {k for d in family for k in d.kinds} == {"bin", "int", "cont"}
    assert sum("cont" not in d.kinds for d in family) >= 3  # some get a brute-force oracle
    assert any(row[1] == "range" for d in family for row in d.rows)


@pytest.mark.parametrize("seed", RANDOM_SEEDS)
def test_random_milp_solve_equals_cbc_on_lp_and_mps(tmp_path, seed):
    data = random_milp(seed)
    model = data.build(f"rand{seed}")
    result = solve(model)
    checks = {s: cross_check(export(model, tmp_path / f"rand{seed}{s}")) for s in SUFFIXES}
    oracle = data.brute_force() if "cont" not in data.kinds else "n/a"

    # infeasible exactly when an infeasible row was planted (the planted point is feasible)
    assert (result.status is SolveStatus.INFEASIBLE) is data.planted_infeasible
    if data.planted_infeasible:
        assert oracle in (None, "n/a")
        for check in checks.values():
            assert check.highs_status == "infeasible" and check.cbc_status == "infeasible"
            assert check.agree
    else:
        assert result.status is SolveStatus.OPTIMAL
        for check in checks.values():
            assert check.agree, check
            assert check.sense == ("max" if data.maximize else "min")
            assert close(check.cbc_objective, result.objective)
            assert close(check.highs_objective, result.objective)
        if oracle != "n/a":
            assert close(result.objective, oracle)


# --------------------------------------------------------------------------------------
# 3. interop traps
# --------------------------------------------------------------------------------------


def test_trap_cbc_ignores_mps_objsense(tmp_path):
    model = mixed_model(pyo.maximize)
    path = export(model, tmp_path / "mixed_max.mps")
    text = path.read_text()
    assert re.search(r"^OBJSENSE\s*\n\s*MAX\s*$", text, re.MULTILINE)

    true_max = MIXED_OPTIMUM[pyo.maximize]
    true_min = MIXED_OPTIMUM[pyo.minimize]
    assert solve(mixed_model(pyo.minimize)).objective == pytest.approx(true_min, abs=1e-6)

    # CBC on its own (no sense flag) ignores OBJSENSE MAX and minimises
    with_default = subprocess.run(
        [cbc_path(), str(path), "-solve", "-solu", str(tmp_path / "sol.txt")],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert with_default.returncode == 0
    first = (tmp_path / "sol.txt").read_text().splitlines()[0]
    assert first.lower().startswith("optimal")
    assert float(first.split()[-1]) == pytest.approx(true_min, abs=1e-6)

    # the trap: telling CBC -min gives the minimum, not the model's maximum ...
    status, wrong = run_cbc(path, maximize=False)
    assert status == "optimal"
    assert wrong == pytest.approx(true_min, abs=1e-6)
    assert abs(wrong - true_max) > 1.0
    # ... and the fix: passing the sense explicitly
    status, right = run_cbc(path, maximize=True)
    assert status == "optimal" and right == pytest.approx(true_max, abs=1e-6)
    check = cross_check(path)
    assert check.sense == "max" and check.agree
    assert check.cbc_objective == pytest.approx(true_max, abs=1e-6)


def test_trap_mps_integer_bounds_li_ui(tmp_path):
    model = bounded_integers(pyo.maximize)
    path = export(model, tmp_path / "bounded.mps")
    text = path.read_text()
    assert re.search(r"^\s*LI\s+\S+\s+p\s+-3\s*$", text, re.MULTILINE)
    assert re.search(r"^\s*UI\s+\S+\s+p\s+5\s*$", text, re.MULTILINE)
    assert re.search(r"^\s*LI\s+\S+\s+q\s+-4\s*$", text, re.MULTILINE)
    assert re.search(r"^\s*UI\s+\S+\s+q\s+2\s*$", text, re.MULTILINE)
    # the general-integer columns are inside an INTORG/INTEND marker block too
    assert "'INTORG'" in text and "'INTEND'" in text
    for maximize, expected in ((True, 20.0), (False, -12.0)):
        status, objective = run_cbc(path, maximize=maximize)
        assert status == "optimal"
        # 20 needs q = -4 (negative LI bound) and integrality (LP relaxation: 21.5);
        # -12 needs p = -3 (LI) and q = 2 (UI)
        assert objective == pytest.approx(expected, abs=1e-6)
    assert cross_check(path).agree


@pytest.mark.parametrize(
    "name, build, optimum",
    [
        ("mixed_max", lambda: mixed_model(pyo.maximize), MIXED_OPTIMUM[pyo.maximize]),
        ("knapsack", lambda: knapsack(knapsack_data(30, seed=1)), None),
    ],
)
def test_trap_highs_lp_writer_bin_gen_headers(tmp_path, name, build, optimum):
    model = build()
    if optimum is None:
        optimum = solve(model).objective
    ours = export(model, tmp_path / f"{name}.lp")

    highs = highspy.Highs()
    highs.silent()
    assert highs.readModel(str(ours)) == highspy.HighsStatus.kOk
    theirs = tmp_path / f"{name}_highs.lp"
    assert highs.writeModel(str(theirs)) == highspy.HighsStatus.kOk
    their_text = theirs.read_text()
    assert re.search(r"^bin\s*$", their_text, re.MULTILINE)
    our_text = ours.read_text()
    assert not re.search(r"^(bin|gen)\s*$", our_text, re.MULTILINE)
    assert re.search(r"^binary\s*$", our_text, re.MULTILINE)
    if name == "mixed_max":
        assert re.search(r"^gen\s*$", their_text, re.MULTILINE)
        assert re.search(r"^general\s*$", our_text, re.MULTILINE)

    bad = cross_check(theirs)
    assert bad.highs_objective == pytest.approx(optimum, abs=1e-6)  # HiGHS reads its own file
    assert bad.cbc_status == "optimal"
    assert abs(bad.cbc_objective - optimum) > 1e-3  # CBC solved something else
    assert not bad.agree

    good = cross_check(ours)
    assert good.agree
    assert good.cbc_objective == pytest.approx(optimum, abs=1e-6)


# --------------------------------------------------------------------------------------
# 4. errors
# --------------------------------------------------------------------------------------


def test_export_rejects_unknown_suffix(tmp_path):
    target = tmp_path / "sub" / "model.txt"
    with pytest.raises(ModelError) as info:
        export(production_lp(), target)
    message = str(info.value)
    assert "model.txt" in message
    assert ".lp" in message and ".mps" in message
    assert not target.exists() and not target.parent.exists()


def test_cross_check_missing_file(tmp_path):
    missing = tmp_path / "nope.lp"
    with pytest.raises(ModelError, match="no such model file"):
        cross_check(missing)


def test_cross_check_unreadable_file(tmp_path):
    garbage = tmp_path / "garbage.mps"
    garbage.write_text("this is not an MPS file\n")
    with pytest.raises(ModelError, match="cannot read"):
        cross_check(garbage)


# --------------------------------------------------------------------------------------
# regressions: defects found while writing these tests, now fixed
# --------------------------------------------------------------------------------------


def integer_infeasible_lp_unbounded() -> pyo.ConcreteModel:
    """Integer-infeasible (the two equalities give 3 x1 = -2) but its LP relaxation is
    unbounded (x0 only appears in the objective). HiGHS answers 'Primal infeasible or
    unbounded' even with presolve off."""
    m = pyo.ConcreteModel(name="int_infeasible_relaxation_unbounded")
    m.x = pyo.Var(range(4), within=pyo.Integers)
    m.x[0].setlb(0)
    m.x[1].setlb(-2)
    m.x[3].setlb(-2)
    x = m.x
    m.e1 = pyo.Constraint(expr=2 * x[1] - x[2] + x[3] == -1)
    m.e2 = pyo.Constraint(expr=x[1] + x[2] - x[3] == -1)
    m.obj = pyo.Objective(expr=-3 * x[0] + 3 * x[1] - 3 * x[2] - 2 * x[3])
    return m


def test_integer_infeasible_model_is_infeasible_without_objective():
    """Control for the test below: the same constraints with a zero objective."""
    m = integer_infeasible_lp_unbounded()
    m.obj.deactivate()
    m.zero = pyo.Objective(expr=0 * m.x[0])
    assert solve(m).status is SolveStatus.INFEASIBLE


def test_unbounded_or_infeasible_is_not_reported_unbounded():
    result = solve(integer_infeasible_lp_unbounded())
    assert result.status is SolveStatus.INFEASIBLE


def test_threads_option_works_after_other_solves():
    model = lambda: knapsack(knapsack_data(30, seed=1))  # noqa: E731
    statuses = [solve(model(), SolveOptions(threads=k)).status for k in (1, 2, 1)]
    assert statuses == [SolveStatus.OPTIMAL] * 3


def test_export_uppercase_suffix_is_rejected_cleanly(tmp_path):
    # CBC only recognises the lower-case extension, so ".LP" is refused with a clear error
    with pytest.raises(ModelError, match=r"\.lp or \.mps"):
        export(production_lp(), tmp_path / "model.LP")
    assert not (tmp_path / "model.LP").exists()


def test_unbounded_lp_not_reported_infeasible():
    m = pyo.ConcreteModel(name="presolve_unbounded")
    m.x = pyo.Var(range(4))
    m.x[2].setlb(0)
    m.x[3].setlb(-2)
    m.x[3].setub(3)
    x = m.x
    m.c1 = pyo.Constraint(expr=-2 * x[0] - 2 * x[1] + x[2] + 2 * x[3] <= 4)
    m.c2 = pyo.Constraint(expr=3 * x[0] - x[1] - 3 * x[2] + 3 * x[3] <= 3)
    m.c3 = pyo.Constraint(expr=3 * x[0] + 3 * x[1] - 2 * x[2] + x[3] <= 2)
    m.obj = pyo.Objective(expr=-x[0] - x[1] - 3 * x[2] - 3 * x[3])
    # x = 0 is feasible and d = (0, 0.6, 1, 0) is an improving ray: the LP is unbounded
    for i in range(4):
        x[i].set_value(0)
    assert all(pyo.value(c.body) <= c.upper for c in (m.c1, m.c2, m.c3))
    assert solve(m).status is SolveStatus.UNBOUNDED


def test_a_warm_start_is_reported_and_never_makes_the_result_worse():
    """A greedy packing set on the variables is HiGHS's starting solution: the result reports
    its objective and the time to the first better incumbent, and reaches the same optimum."""
    data = knapsack_data(25, 3)
    cold = solve(knapsack(data), SolveOptions(warm_start=False))
    model = knapsack(data)
    room = data.capacity
    for item in sorted(data.weights, key=data.weights.get):  # greedy: lightest first
        take = data.weights[item] <= room
        model.x[item].value = float(take)
        room -= data.weights[item] * take
    greedy = sum(data.profits[i] for i in data.weights if model.x[i].value > 0.5)
    warm = solve(model)
    assert warm.start_objective == pytest.approx(greedy) and cold.start_objective is None
    assert warm.status is cold.status is SolveStatus.OPTIMAL and warm.objective == pytest.approx(cold.objective)
    assert warm.objective > greedy and warm.first_improvement_seconds is not None
    assert warm.summary()["start_objective"] == pytest.approx(greedy)
