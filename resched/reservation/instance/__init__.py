"""Reservation instances: a discrete execution-time law and the platform's costs.

JSON format (``"family": "reservation"``, ``"schema_version": 1``)::

    {"family": "reservation", "schema_version": 1, "name": "intro-example",
     "law": {"values": [20, 40, 80], "probabilities": [0.66, 0.26, 0.08]},
     "C": 7, "R": 7, "alpha": 1, "beta": 0, "gamma": 0}

``values`` positive and strictly increasing (time units), ``probabilities`` summing to 1 with the last > 0
(§3.2); ``alpha`` (> 0, default 1), ``beta`` and ``gamma`` (≥ 0, default 0) are Eq. (1)'s.

The package also holds the execution-time laws (:mod:`~resched.reservation.instance.laws`,
Table 1 and the run-time logs) and the platform's costs with the strategy decision type
(:mod:`~resched.reservation.instance.strategy`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from resched.reservation.instance.laws import DiscreteLaw, discrete_law
from resched.reservation.instance.strategy import Costs
from resched.validation import InstanceDocument, array, document, mapping, number, with_source

FAMILY = "reservation"
SCHEMA_VERSION = 1
_COSTS = ("C", "R", "alpha", "beta", "gamma")


@dataclass(frozen=True)
class ReservationInstance(InstanceDocument):
    """A named discrete law Y ~ (v_i, f_i) with checkpoint/restart times and cost model."""

    name: str
    law: DiscreteLaw
    costs: Costs
    family: str = field(default=FAMILY, init=False)

    def to_dict(self) -> dict[str, object]:
        return {
            "family": FAMILY,
            "schema_version": SCHEMA_VERSION,
            "name": self.name,
            "law": {"values": self.law.values.tolist(), "probabilities": self.law.probabilities.tolist()},
            **{key: getattr(self.costs, key) for key in _COSTS},
        }


def from_dict(data: object, source: str | None = None) -> ReservationInstance:
    """Validate a JSON document and build the instance; errors name the field and reason."""
    return with_source(_parse, data, source)


def _parse(data: object) -> ReservationInstance:
    doc, name = document(data, FAMILY, {"law", "C", "R"}, {"alpha", "beta", "gamma"})
    law_doc = mapping(doc["law"], "law", {"values", "probabilities"})
    values = [
        number(x, f"law.values[{i}]", minimum=0, strict=True)
        for i, x in enumerate(array(law_doc["values"], "law.values", min_length=1))
    ]
    probabilities = [
        number(x, f"law.probabilities[{i}]", minimum=0)
        for i, x in enumerate(array(law_doc["probabilities"], "law.probabilities", min_length=1))
    ]
    costs = Costs(**{key: number(doc[key], key, minimum=0, strict=key == "alpha") for key in _COSTS if key in doc})
    return ReservationInstance(name, discrete_law(values, probabilities, name), costs)
