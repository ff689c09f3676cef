"""What is solved is what is exported: every exact model of the registry, on the smallest shipped
instance it is exported for (``models/manifest.json``), is solved from the arrays
:func:`resched.solve.model_arrays` compiles, and exported as Pyomo's CPLEX-LP text. The two are
compared after a canonical ordering by the LP labels (sense, objective constant, each column's
cost, bounds and integrality, and the multiset of rows), and both are solved to the same
optimum. A model solved from its own matrix (``ExactModel.solve``) reaches the optimum of its
declaration (the per-family tests compare those matrices entry by entry with the declaration).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass

import highspy
import numpy as np
import pyomo.environ as pyo
import pytest
from paths import ROOT

from resched.export import write_lp
from resched.registry import families, load_instance
from resched.result import SolveOptions
from resched.solve import ModelArrays, model_arrays, new_highs, solve

Row = tuple[tuple[str, ...], tuple[float, ...], float, float]
ONE = "ONE_VAR_CONSTANT"  # the LP writer's column fixed to 1 (objective constant, constant rows)
SEARCHES = {"yield_feasibility"}
"""Models solved by a search over their declaration, not as one solve (their report's objective
is the search's certificate, checked by the family's tests)."""


def _cases() -> list[tuple[str, str]]:
    """(instance, model): every model once, on its first instance in the manifest."""
    manifest = json.loads((ROOT / "models" / "manifest.json").read_text())
    chosen: dict[tuple[str, str], str] = {}
    for entry in manifest["models"]:
        family = entry["instance"].split("/")[0]
        chosen.setdefault((family, entry["model"]), entry["instance"])
    return [(instance, model) for (_, model), instance in chosen.items()]


@dataclass(frozen=True)
class Canonical:
    """A linear model keyed by LP labels: sense, objective constant, columns and sorted rows."""

    maximize: bool
    offset: float
    columns: dict[str, tuple[float, float, float, bool]]
    rows: list[Row]


def _row(labels: list[str], values: list[float], lower: float, upper: float) -> Row | None:
    """One row in canonical form (entries sorted by label, zeros dropped); ``None`` for a row
    without variables that holds (the LP text writes those, the arrays drop them)."""
    entries = sorted((label, value) for label, value in zip(labels, values) if value != 0.0)
    constant = sum(v for label, v in entries if label == ONE)
    entries = [(label, v) for label, v in entries if label != ONE]
    lower, upper = lower - constant, upper - constant
    if not entries:
        assert lower <= 1e-9 and upper >= -1e-9, "a violated constant row"
        return None
    return (tuple(label for label, _ in entries), tuple(v for _, v in entries), lower, upper)


def _rows(matrix: highspy.HighsSparseMatrix, names: list[str], lower, upper) -> list[Row]:
    """The rows of a column-wise matrix (``names`` per column)."""
    start, index, value = np.asarray(matrix.start_), np.asarray(matrix.index_), np.asarray(matrix.value_)
    labels: list[list[str]] = [[] for _ in lower]
    values: list[list[float]] = [[] for _ in lower]
    for k, name in enumerate(names):
        for i, v in zip(index[start[k] : start[k + 1]].tolist(), value[start[k] : start[k + 1]].tolist()):
            labels[i].append(name)
            values[i].append(v)
    rows = [_row(labels[i], values[i], float(lower[i]), float(upper[i])) for i in range(len(lower))]
    return sorted((r for r in rows if r is not None), key=lambda r: (r[0], [round(v, 9) for v in r[1]], r[2], r[3]))


def _canonical(lp: highspy.HighsLp, names: list[str]) -> Canonical:
    """``lp`` (column-wise) with its columns named ``names``; the LP writer's constant column
    folded into the objective constant and the rows' bounds."""
    integer = list(lp.integrality_) or [highspy.HighsVarType.kContinuous] * lp.num_col_
    cost, lower, upper = list(lp.col_cost_), list(lp.col_lower_), list(lp.col_upper_)
    offset = float(lp.offset_) + sum(c for name, c in zip(names, cost) if name == ONE)
    rows = _rows(lp.a_matrix_, names, lp.row_lower_, lp.row_upper_)
    used = {label for row in rows for label in row[0]}
    columns = {
        name: (cost[k], lower[k], upper[k], integer[k] != highspy.HighsVarType.kContinuous)
        for k, name in enumerate(names)
        if name != ONE and (name in used or cost[k] != 0.0)
    }
    return Canonical(lp.sense_ == highspy.ObjSense.kMaximize, offset, columns, rows)


def _close(a: float, b: float) -> bool:
    return a == b or (math.isfinite(a) and math.isfinite(b) and abs(a - b) <= 1e-9 * max(1.0, abs(a), abs(b)))


def assert_same(arrays: Canonical, text: Canonical) -> None:
    assert arrays.maximize == text.maximize
    assert _close(arrays.offset, text.offset)
    assert arrays.columns.keys() == text.columns.keys()
    for name, (cost, lower, upper, integer) in arrays.columns.items():
        other = text.columns[name]
        assert integer == other[3], name
        assert all(_close(a, b) for a, b in zip((cost, lower, upper), other[:3])), (name, arrays.columns[name], other)
    assert len(arrays.rows) == len(text.rows)
    for mine, theirs in zip(arrays.rows, text.rows):
        assert mine[0] == theirs[0]
        assert all(_close(a, b) for a, b in zip(mine[1] + mine[2:], theirs[1] + theirs[2:])), (mine, theirs)


def _solved_text(path) -> highspy.Highs:
    highs = new_highs()
    assert highs.readModel(str(path)) == highspy.HighsStatus.kOk
    highs.setOptionValue("mip_rel_gap", 0.0)
    highs.run()
    return highs


@pytest.mark.parametrize(("instance", "name"), _cases())
def test_arrays_solved_are_the_model_exported(instance, name, tmp_path):
    data = load_instance(ROOT / "instances" / instance)
    exact = next(m for m in families()[data.family].models() if m.name == name)
    model = exact.build(data)
    path = tmp_path / "model.lp"
    by_label = write_lp(model, path)
    label_of = {id(var): label for label, var in by_label.items()}
    arrays: ModelArrays = model_arrays(model)
    assert all(id(v) in label_of for v in arrays.variables)
    text = _solved_text(path)
    ours = _canonical(arrays.lp, [label_of[id(v)] for v in arrays.variables])
    assert_same(ours, _canonical(text.getLp(), list(text.getLp().col_names_)))
    # the same optimum (and every model's declaration has one on these instances)
    result = solve(model, SolveOptions(mip_gap=0.0, warm_start=False))
    assert result.is_optimal and text.getModelStatus() == highspy.HighsModelStatus.kOptimal
    assert _close(result.objective, text.getInfo().objective_function_value) or math.isclose(
        result.objective, text.getInfo().objective_function_value, rel_tol=1e-7, abs_tol=1e-7
    )
    assert result.is_mip == arrays.is_mip == any(v.is_integer() for v in arrays.variables)
    if exact.solve is not None and name not in SEARCHES:  # its own matrix reaches the declaration's optimum
        run = exact.run(data, SolveOptions(mip_gap=0.0, warm_start=False))
        assert run.is_optimal
        assert math.isclose(run.objective, result.objective, rel_tol=1e-7, abs_tol=1e-7)


def test_fixed_variables_and_a_ranged_row_match_the_lp_text(tmp_path):
    """A fixed variable folded into the bounds, an objective constant, a ranged constraint
    (two rows, as in the LP text), a ≥ row, an unused variable and a trivial row."""
    m = pyo.ConcreteModel(name="shapes")
    m.x = pyo.Var(range(3), bounds=(0, 5), domain=pyo.Integers)
    m.y = pyo.Var(bounds=(-1, None))
    m.z = pyo.Var()
    m.unused = pyo.Var()
    m.x[2].fix(2.0)
    m.ranged = pyo.Constraint(expr=pyo.inequality(1, m.x[0] + 2 * m.y + m.x[2], 7))
    m.at_least = pyo.Constraint(expr=m.x[1] - m.y + 3 >= m.x[2])
    m.equal = pyo.Constraint(expr=m.z == m.x[0] - 1)
    m.trivial = pyo.Constraint(expr=m.x[2] <= 4)
    m.obj = pyo.Objective(expr=3 + m.x[0] + m.x[1] - m.y + m.z + 2 * m.x[2], sense=pyo.maximize)
    path = tmp_path / "shapes.lp"
    label_of = {id(var): label for label, var in write_lp(m, path).items()}
    arrays = model_arrays(m)
    # x[2] is fixed: `trivial` is a row without entries (0 ≤ 2), which HiGHS drops in presolve
    assert arrays.is_mip and len(arrays.variables) == 4 and arrays.lp.num_row_ == 5
    text = _solved_text(path)
    assert_same(
        _canonical(arrays.lp, [label_of[id(v)] for v in arrays.variables]),
        _canonical(text.getLp(), list(text.getLp().col_names_)),
    )
    result = solve(m)
    assert result.is_optimal and _close(result.objective, text.getInfo().objective_function_value)
    assert result.values["x"][2] == 2.0 and "unused" not in result.values


def test_a_violated_constant_constraint_is_infeasible():
    m = pyo.ConcreteModel(name="violated")
    m.x = pyo.Var(domain=pyo.Binary)
    m.p = pyo.Param(initialize=3, mutable=True)
    m.bad = pyo.Constraint(expr=m.p * 0 + 1 <= 0 * m.x)
    m.obj = pyo.Objective(expr=m.x)
    result = solve(m)
    assert result.status.value == "infeasible" and result.is_mip


@pytest.mark.parametrize("mode", ["dp", "all-ckpt", "no-ckpt"])
@pytest.mark.parametrize("instance", ["intro-example", "gamma-grid-12", "random-10-seed6"])
def test_reservation_matrix_is_its_declaration(instance, mode):
    """The shortest-path LP's numpy matrix against the Pyomo declaration's arrays, column by
    column (keyed ``x[k]``) and row by row; and the same optimum and path."""
    from resched.reservation.models.common import state_graph
    from resched.reservation.models.shortest_path import build_shortest_path, optimal_path, shortest_path_matrix

    data = load_instance(ROOT / "instances" / "reservation" / f"{instance}.json")
    model = build_shortest_path(data, mode)  # held: its variables' names are read below
    declared = model_arrays(model)
    matrix, arcs = shortest_path_matrix(data, mode)
    assert matrix.num_col_ == len(arcs.cost) == len(state_graph(data.law, data.costs, mode)) >= declared.lp.num_col_
    ours = _canonical(matrix, [f"x[{k}]" for k in range(len(arcs.cost))])
    theirs = _canonical(declared.lp, [v.name for v in declared.variables])
    assert_same(ours, theirs)
    result, strategy = optimal_path(data, mode)
    reference = solve(model)
    assert result.is_optimal and math.isclose(result.objective, reference.objective, rel_tol=1e-9, abs_tol=1e-12)
    chosen = {k for k, v in result.values["x"].items() if v > 0.5}
    assert all(result.values["x"][k] == pytest.approx(1.0) for k in chosen) and len(strategy.milestones) >= 1


def test_a_solve_copies_no_model_out_of_highs(monkeypatch):
    """``is_mip`` is known when the model is loaded: a MIP solve (with a start) and an LP solve
    never copy the model back out of HiGHS (``getLp``/``getModel``: one full copy each)."""
    copies: list[str] = []
    for name in ("getLp", "getModel"):
        monkeypatch.setattr(highspy.Highs, name, lambda self, name=name: copies.append(name))
    m = pyo.ConcreteModel(name="knapsack")
    m.x = pyo.Var(range(4), domain=pyo.Binary)
    m.cap = pyo.Constraint(expr=sum((k + 2) * m.x[k] for k in range(4)) <= 7)
    m.obj = pyo.Objective(expr=sum((k + 1) * m.x[k] for k in range(4)), sense=pyo.maximize)
    for k in range(4):
        m.x[k].value = float(k == 0)  # a start of objective 1
    mip = solve(m, SolveOptions(warm_start=True))
    m.x.domain = pyo.UnitInterval
    lp = solve(m)
    assert copies == []
    assert mip.is_mip and mip.is_optimal and mip.objective == pytest.approx(5.0) and mip.start_objective == 1.0
    assert not lp.is_mip and lp.is_optimal and lp.objective == pytest.approx(4 + 3 / 2)


@pytest.mark.parametrize("mode", ["dp", "all-ckpt", "no-ckpt"])
@pytest.mark.parametrize(
    "instance", ["intro-example", "gamma-grid-12", "random-10-seed6", "expensive-checkpoints", 7, 30]
)
def test_state_arcs_are_the_state_graph(instance, mode):
    """The numpy state graph: :func:`state_graph`'s arcs, in its order, costs equal to the bit."""
    from resched.reservation import Costs, law
    from resched.reservation.models.common import state_arcs, state_graph

    if isinstance(instance, int):
        distribution, costs = law("exponential").discretize(instance), Costs(0.1, 0.1)
    else:
        data = load_instance(ROOT / "instances" / "reservation" / f"{instance}.json")
        distribution, costs = data.law, data.costs
    graph, arcs = state_graph(distribution, costs, mode), state_arcs(distribution, costs, mode)
    assert [arcs.arc(k) for k in range(len(arcs.cost))] == graph
