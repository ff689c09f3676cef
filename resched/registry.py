"""The registry of problem families: every family's declaration (:class:`~resched.declarations.Family`),
looked up by name.

The family modules are named here as strings and imported on first use: a family's
``family.py`` is the top of that family, and nothing inside a family imports this module.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from resched.algorithms import load
from resched.declarations import ExactModel, Family, Instance
from resched.errors import InstanceError, ReschedError
from resched.validation import read_json

FAMILY_DECLARATIONS = {
    "varcap": "resched.varcap.family:FAMILY",
    "varcap-section": "resched.varcap.family:SECTION_FAMILY",
    "riskaware": "resched.riskaware.family:FAMILY",
    "reservation": "resched.reservation.family:FAMILY",
    "moldable": "resched.moldable.family:FAMILY",
    "iterative": "resched.iterative.family:FAMILY",
    "batch": "resched.batch.family:FAMILY",
}
"""Every family's declaration by name, ``"module:attribute"`` (light: importing a family's
``family.py`` loads no solver or numeric library). The name is written here as well, so that
one family is found without importing the others (``resched varcap --help`` loads varcap only)."""


@cache
def declared(name: str) -> Family | None:
    """The family ``name`` (``None`` if no family has that name), importing that family only."""
    reference = FAMILY_DECLARATIONS.get(name)
    if reference is None:
        return None
    loaded: Family = load(reference)
    if loaded.name != name:  # a wrong key in FAMILY_DECLARATIONS: a bug, not a user error
        raise AssertionError(f"{reference} declares family {loaded.name!r}, registered as {name!r}")
    return loaded


def families() -> dict[str, Family]:
    """Every registered family by name."""
    return {name: family for name in FAMILY_DECLARATIONS if (family := declared(name)) is not None}


def family(name: str) -> Family:
    """The family ``name``; an unknown name lists the known ones."""
    found = declared(name)
    if found is None:
        raise ReschedError(f"unknown family {name!r} (known: {', '.join(sorted(FAMILY_DECLARATIONS))})")
    return found


def load_instance(path: str | Path) -> Instance:
    """Read and validate an instance file of any family (dispatch on its ``family`` field)."""
    data = read_json(path)
    name = data.get("family") if isinstance(data, dict) else None
    found = declared(name) if isinstance(name, str) else None
    if found is None or found.instance is None:
        known = ", ".join(sorted(n for n, f in families().items() if f.instance is not None))
        raise InstanceError("family", f"unknown family {name!r} (known: {known})", str(path))
    return found.from_dict(data, str(path))


def declared_models(instance: Instance) -> list[tuple[ExactModel, str | None]]:
    """Every exact model of the instance's family, with the reason it does not apply to
    ``instance`` (``None`` where it applies)."""
    return [(m, m.applies(instance)) for m in family(instance.family).models()]


def exact_models(instance: Instance) -> list[ExactModel]:
    """The exact models that apply to ``instance``."""
    return [m for m, reason in declared_models(instance) if reason is None]


def exact_model(instance: Instance, name: str) -> ExactModel:
    """One exact model by name; a clear error if it does not apply."""
    declared = declared_models(instance)
    for model, reason in declared:
        if model.name == name:
            if reason is None:
                return model
            raise ReschedError(f"model {name!r} does not apply to instance {instance.name!r}: {name}: {reason}")
    names = ", ".join(m.name for m, reason in declared if reason is None) or "none"
    raise ReschedError(f"unknown model {name!r} for instance {instance.name!r} (available: {names})")


def chosen_models(instance: Instance, names: tuple[str, ...] = ()) -> list[ExactModel]:
    """The exact models named in ``names`` (each must apply), or else every model that applies;
    none is a one-line error giving each declared model's reason."""
    models = [exact_model(instance, n) for n in names] if names else exact_models(instance)
    if not models:
        reasons = "; ".join(f"{m.name}: {reason}" for m, reason in declared_models(instance))
        raise ReschedError(
            f"no exact model applies to instance {instance.name!r} ({instance.family}): {reasons or 'it declares none'}"
        )
    return models
