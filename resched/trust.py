"""The one place where a name read from a file or an option may become imported code.

A name such as ``mylab.policies:FairShare`` (``package.module:Attribute``) is imported only if
its top-level package is one the user opted into:

- listed in the environment variable ``RESCHED_TRUSTED_MODULES`` (comma-separated package names),
  which ``resched --trust PACKAGE`` sets for the command and every worker process it starts;
- allowed from Python with :func:`allow` (a script that imports resched trusts what it names);
- or an installed package that declares an entry point in the ``resched.algorithms`` group
  (installing a package is opting into its code).

Any other name (``os:system``, ``subprocess:run``, ``builtins:eval``, a module of resched
itself) is refused with a one-line error before anything is imported.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from importlib import import_module, metadata

from resched.errors import ReschedError

TRUST_VARIABLE = "RESCHED_TRUSTED_MODULES"
ENTRY_POINT_GROUP = "resched.algorithms"
REFERENCE = re.compile(r"^(?P<module>[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*):(?P<attribute>[A-Za-z_]\w*)$")
"""``package.module:Attribute``: how a name that is code is written."""
_allowed: set[str] = set()


def is_reference(text: str) -> bool:
    """Whether ``text`` is written as ``package.module:Attribute``."""
    return REFERENCE.match(text) is not None


def allow(*packages: str) -> None:
    """Trust these top-level packages in this process and the worker processes it starts
    afterwards (they inherit ``RESCHED_TRUSTED_MODULES``)."""
    for package in packages:
        if not re.fullmatch(r"[A-Za-z_]\w*", package):
            raise ReschedError(f"--trust {package!r}: give a top-level package name (letters, digits, _)")
    _allowed.update(packages)
    os.environ[TRUST_VARIABLE] = ",".join(sorted(_trusted_by_setting() | _allowed))


def _trusted_by_setting() -> set[str]:
    return {name.strip() for name in os.environ.get(TRUST_VARIABLE, "").split(",") if name.strip()}


def entry_points(family: str) -> dict[str, str]:
    """Algorithm name → ``module:attribute`` of the installed ``resched.algorithms`` entry points
    of ``family`` (declared as ``"<family>.<Name>" = "package.module:attribute"``)."""
    found = metadata.entry_points(group=ENTRY_POINT_GROUP)
    prefix = f"{family}."
    return {e.name.removeprefix(prefix): e.value for e in found if e.name.startswith(prefix)}


def package_of(reference: str) -> str:
    """The top-level package of ``package.module`` or ``package.module:Attribute``."""
    return reference.partition(":")[0].split(".")[0]


def _installed_packages() -> set[str]:
    return {package_of(e.value) for e in metadata.entry_points(group=ENTRY_POINT_GROUP)}


def trusted(module: str) -> bool:
    """Whether ``module``'s top-level package was opted into (never resched's own modules:
    they are reached through the registries, by name)."""
    package = package_of(module)
    if package == "resched":
        return False
    return package in _allowed | _trusted_by_setting() | _installed_packages()


@dataclass(frozen=True)
class Origin:
    """Where a user's object came from: ``module:attribute``, the SHA-256 of the module's file
    and the version of its installed distribution (``None`` for a module that is not one)."""

    reference: str
    file_sha256: str | None
    version: str | None

    def to_dict(self) -> dict[str, str | None]:
        return {"reference": self.reference, "file_sha256": self.file_sha256, "version": self.version}


def load_trusted(reference: str, what: str = "algorithm") -> tuple[object, Origin]:
    """The object named ``reference`` (``package.module:Attribute``) and its :class:`Origin`;
    a one-line :class:`ReschedError` if it is not written so, its package was not opted into,
    or it cannot be imported."""
    match = REFERENCE.match(reference)
    if match is None:
        raise ReschedError(f"{what} {reference!r}: write code as package.module:Attribute")
    module_name, attribute = match["module"], match["attribute"]
    if not trusted(module_name):
        package = package_of(module_name)
        raise ReschedError(
            f"{what} {reference!r}: package {package!r} is not trusted (opt in with `resched --trust {package}`, "
            f"{TRUST_VARIABLE}={package}, resched.trust.allow({package!r}) or an installed entry point)"
        )
    try:
        module = import_module(module_name)
    except ImportError as error:
        raise ReschedError(f"{what} {reference!r}: cannot import {module_name} ({error})") from None
    if not hasattr(module, attribute):
        raise ReschedError(f"{what} {reference!r}: module {module_name} has no attribute {attribute!r}")
    return getattr(module, attribute), Origin(
        reference, _file_hash(getattr(module, "__file__", None)), _version(module_name)
    )


def _file_hash(path: str | None) -> str | None:
    import hashlib  # here, not at the top: the command line's start-up does not need it

    if path is None:
        return None
    try:
        with open(path, "rb") as handle:
            return hashlib.sha256(handle.read()).hexdigest()
    except OSError:
        return None


def _version(module: str) -> str | None:
    distributions = metadata.packages_distributions().get(package_of(module), [])
    for name in distributions:
        try:
            return metadata.version(name)
        except metadata.PackageNotFoundError:
            continue
    return None
