"""``cross-check --values``: HiGHS's and CBC's solutions by variable name, and whether they agree."""

from __future__ import annotations

import pyomo.environ as pyo
import pytest
from invoke import resched

from resched.export import cross_check, export, read_cbc_solution


def _small() -> pyo.ConcreteModel:
    """max 3a + 2b + 2.5c, a + b + c ≤ 2, binaries; an integer y = a + b + c: unique optimum
    a = c = 1, y = 2."""
    m = pyo.ConcreteModel()
    m.x = pyo.Var(["a", "b", "c"], domain=pyo.Binary)
    m.y = pyo.Var(domain=pyo.Integers, bounds=(0, 5))
    m.fit = pyo.Constraint(expr=m.x["a"] + m.x["b"] + m.x["c"] <= 2)
    m.count = pyo.Constraint(expr=m.y == m.x["a"] + m.x["b"] + m.x["c"])
    m.obj = pyo.Objective(expr=3 * m.x["a"] + 2 * m.x["b"] + 2.5 * m.x["c"], sense=pyo.maximize)
    return m


@pytest.mark.parametrize("suffix", [".lp", ".mps"])
def test_both_solvers_values_by_name_agree_on_a_unique_optimum(tmp_path, suffix):
    check = cross_check(export(_small(), tmp_path / f"small{suffix}"), values=True)
    assert check.verdict == "agree"
    expected = {"x(a)": 1.0, "x(b)": 0.0, "x(c)": 1.0, "y": 2.0}
    assert check.highs_values == expected
    assert check.cbc_values == expected
    assert check.values_agree is True and check.value_differences == {}
    assert check.to_dict()["values_agree"] is True


def test_without_values_none_are_kept(tmp_path):
    check = cross_check(export(_small(), tmp_path / "small.lp"))
    assert check.highs_values is None and check.values_agree is None
    assert "highs_values" not in check.to_dict() and "values_agree" not in check.to_dict()


def test_differences_are_listed_by_name():
    from resched.export import CrossCheck

    check = CrossCheck("m.lp", "max", "optimal", 4.0, "optimal", 4.0, 0.0, 0.0, {"x(b)": 1.0, "x(c)": 0.0},
                       {"x(c)": 1.0})  # fmt: skip
    assert check.value_differences == {"x(b)": (1.0, 0.0), "x(c)": (0.0, 1.0)}
    assert check.values_agree is False and check.verdict == "agree"  # two optima: the objectives agree


def test_cbc_solution_file_is_read_by_name():
    text = (
        "Optimal - objective value 5.00000000\n"
        "      0 x(a)                  1                       3\n"
        "**    1 x(b)                 -0                       2\n"
        "      2 y                     2                       0\n"
    )
    solution = read_cbc_solution(text)
    assert (solution.status, solution.objective) == ("optimal", 5.0)
    assert solution.values == {"x(a)": 1.0, "x(b)": 0.0, "y": 2.0}
    assert str(solution.values["x(b)"]) == "0.0"  # no -0.0


def test_cli_prints_whether_the_values_agree(tmp_path):
    path = export(_small(), tmp_path / "small.lp")
    out = resched("cross-check", path, "--values")
    assert out.exit_code == 0, out.stderr
    assert "values of 4 variable(s): agree" in out.stdout
    data = resched("cross-check", path, "--values", "--json").results[0]
    assert data["values_agree"] is True and data["cbc_values"]["y"] == 2.0
