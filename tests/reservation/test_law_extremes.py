"""Laws with their parameters pushed to extreme values (issue 47): the reported mean equals the
analytic mean, or the law is refused with one line (a support the discretisation cannot
represent). Tolerance: 1e-4 relative; the truncation of infinite supports at the 1 − 1e-7
quantile (§4.2) moves these means by less than 3e-5."""

from __future__ import annotations

import math

import pytest

from resched.errors import ReschedError
from resched.reservation.instance.laws import law


def _bounded_pareto_mean(L: float, H: float, alpha: float) -> float:
    return L**alpha / (1 - (L / H) ** alpha) * alpha / (alpha - 1) * (L ** (1 - alpha) - H ** (1 - alpha))


ACCEPTED = [
    ("exponential", (1e-300,), 1e300),
    ("exponential", (1e300,), 1e-300),
    ("weibull", (1e-300, 0.5), 2e-300),  # scale · Γ(1 + 1/κ)
    ("weibull", (1e300, 0.5), 2e300),
    ("weibull", (1.0, 100.0), math.gamma(1.01)),
    ("gamma", (2.0, 1e-300), 2e300),  # α / β
    ("gamma", (2.0, 1e300), 2e-300),
    ("gamma", (1e5, 1.0), 1e5),
    ("lognormal", (700.0, 0.5), math.exp(700.125)),  # exp(ν + κ²/2)
    ("lognormal", (-700.0, 0.5), math.exp(-699.875)),
    ("lognormal", (3.0, 1e-10), math.exp(3.0)),
    ("pareto", (1e-300, 3.0), 1.5e-300),  # α ν / (α − 1)
    ("pareto", (1e300, 3.0), 1.5e300),
    ("pareto", (1.5, 100.0), 150 / 99),
    ("truncnorm", (8.0, 1e10, 1.0, 20.0), 10.5),  # a huge sd: uniform on [a, b]
    ("truncnorm", (8.0, 1e-10, 1.0, 20.0), 8.0),
    ("uniform", (0.0, 1e-300), 5e-301),
    ("uniform", (1e300, 1.5e300), 1.25e300),
    ("beta", (1e-5, 1e-5), 0.5),  # α / (α + β)
    ("beta", (1e5, 1e5), 0.5),
    ("beta", (1e-5, 1.0), 1e-5 / (1 + 1e-5)),
    ("boundedpareto", (1.0, 20.0, 1e-5), _bounded_pareto_mean(1.0, 20.0, 1e-5)),
    ("boundedpareto", (1e-3, 10.0, 2.1), _bounded_pareto_mean(1e-3, 10.0, 2.1)),
]

REFUSED = [
    ("weibull", (1.0, 0.01)),  # b = 5e120, mean 1e113: one chunk is wider than the mean
    ("gamma", (1e-5, 1.0)),  # the mass within 1e-5 of 0, b = 3.2
    ("lognormal", (3.0, 50.0)),
    ("pareto", (1.5, 1.0001)),
    ("truncnorm", (8.0, 1.0, 1.0, 1e300)),  # its mean was reported as 1.0, its cost 5e295
    ("boundedpareto", (1.0, 1e10, 2.1)),
    ("exponential", (1e-320,)),  # b overflows
]


@pytest.mark.parametrize(("name", "params", "expected"), ACCEPTED, ids=lambda v: str(v))
def test_an_extreme_law_reports_its_analytic_mean(name, params, expected):
    assert law(name, params).mean == pytest.approx(expected, rel=1e-4)


@pytest.mark.parametrize(("name", "params"), REFUSED, ids=lambda v: str(v))
def test_an_extreme_law_whose_support_cannot_be_represented_is_refused(name, params):
    with pytest.raises(ReschedError, match=rf"law {name}\[") as error:
        law(name, params)
    assert "\n" not in str(error.value)


def test_every_table_1_law_is_still_accepted_with_its_default_parameters():
    from resched.reservation.instance.laws import LAWS

    for name in LAWS:
        X = law(name)
        assert X.a < X.mean < X.b
