"""Algorithm registries: each family's algorithms under the papers' names, with their
parameter and declared traits.

An :class:`AlgorithmSpec` declares one algorithm: its paper name (``DPBiC``), an optional
parenthesised parameter (``DPBiC(15)``: ``X = 15``), its traits (for example the
reallocation policy of variable-capacity §5.2, or whether it keeps a state across
sections) and a factory, named as ``"module:attribute"`` so that declaring an algorithm
imports nothing. :meth:`AlgorithmRegistry.resolve` turns a name written by a user (any
case, an alias) into an :class:`Algorithm`; an unknown name lists the known ones. The CLI
choices, the sweep validation, ``validate``'s heuristics and the plot labels all come from
the registry.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from importlib import import_module
from typing import Any

from resched.errors import ReschedError
from resched.trust import Origin, entry_points, is_reference, load_trusted

_NAME = re.compile(r"^\s*(?P<name>[^()]+?)\s*(?:\(\s*(?P<argument>[^()]*?)\s*\))?\s*$")


def load(reference: str) -> Any:
    """The object named ``"package.module:attribute"`` (imported on first use)."""
    module, _, attribute = reference.partition(":")
    return getattr(import_module(module), attribute)


@dataclass(frozen=True)
class AlgorithmSpec:
    """One algorithm of a family.

    ``factory`` (``"module:attribute"`` of resched, or a callable: a user's algorithm) is
    called with the parsed argument when the algorithm takes one (``parameter`` names it,
    ``argument`` parses it: ``float`` or a tuple of allowed words; ``bounds``, the closed
    interval a number must lie in), without arguments otherwise. ``traits`` are declared facts
    that generic code or the family's simulator reads (never derived from the spelling of the
    name). ``origin``: where a user's algorithm came from (module, file hash, version), recorded
    with its results.
    """

    name: str
    summary: str
    factory: str | Callable[..., object]
    parameter: str | None = None
    argument: type | tuple[str, ...] = float
    traits: Mapping[str, Any] = field(default_factory=dict)
    aliases: tuple[str, ...] = ()
    bounds: tuple[float, float] | None = None
    origin: Origin | None = field(default=None, compare=False)

    def make(self) -> Callable[..., Any]:
        """The factory itself (a ``"module:attribute"`` imported on first use)."""
        return load(self.factory) if isinstance(self.factory, str) else self.factory

    @property
    def usage(self) -> str:
        """How the name is written, e.g. ``DPBiC(X)``."""
        return f"{self.name}({self.parameter})" if self.parameter else self.name

    def keys(self) -> tuple[str, ...]:
        """Lower-case names this algorithm answers to."""
        return tuple(n.lower() for n in (self.name, *self.aliases))


@dataclass(frozen=True)
class Algorithm:
    """An algorithm chosen by name, with its argument (``None`` if it takes none)."""

    spec: AlgorithmSpec
    argument: Any = None

    @property
    def name(self) -> str:
        """The canonical name, e.g. ``DPBiC(15)`` (what results and plots record)."""
        if self.spec.parameter is None:
            return self.spec.name
        value = f"{self.argument:g}" if isinstance(self.argument, float) else str(self.argument)
        return f"{self.spec.name}({value})"

    @property
    def traits(self) -> Mapping[str, object]:
        return self.spec.traits

    def trait(self, key: str, default: Any = None) -> Any:
        return self.spec.traits.get(key, default)

    def provenance(self) -> dict[str, dict[str, str | None]]:
        """``{"algorithm_origin": …}`` for a user's algorithm (what its results record), else ``{}``."""
        origin = self.spec.origin
        return {"algorithm_origin": origin.to_dict()} if origin else {}

    def build(self) -> Any:
        """The family's algorithm object (whatever its simulator runs). A user's factory that
        fails is a one-line error naming it (a built-in's failure is a bug, and propagates)."""
        factory = self.spec.make()
        if self.spec.origin is None:
            return factory() if self.spec.parameter is None else factory(self.argument)
        try:
            return factory() if self.spec.parameter is None else factory(self.argument)
        except Exception as error:
            raise ReschedError(
                f"algorithm {self.spec.origin.reference}: building it failed ({type(error).__name__}: {error})"
            ) from None

    def __str__(self) -> str:
        return self.name


class AlgorithmRegistry:
    """The algorithms of one family, looked up case-insensitively by name or alias."""

    def __init__(self, family: str, specs: tuple[AlgorithmSpec, ...]):
        self.family = family
        self.specs = specs
        self._by_key: dict[str, AlgorithmSpec] = {}
        for spec in specs:
            for key in spec.keys():  # noqa: SIM118  # AlgorithmSpec.keys(): its names, not a dict view
                if key in self._by_key:
                    raise ValueError(f"{family}: algorithm name {key!r} declared twice")
                self._by_key[key] = spec

    def __iter__(self) -> Iterator[AlgorithmSpec]:
        return iter(self.specs)

    def __len__(self) -> int:
        return len(self.specs)

    def usages(self) -> list[str]:
        """Every algorithm as it is written (``GreedyGoodput``, ``DPBiC(X)``, …)."""
        return [spec.usage for spec in self.specs]

    def register(self, spec: AlgorithmSpec) -> AlgorithmSpec:
        """Add a user's algorithm to this registry (in this process): ``-a``, sweeps run in this
        process, ``compare`` and ``validate`` then know its name. Refused if a name is taken."""
        taken = [key for key in spec.keys() if key in self._by_key]  # noqa: SIM118  # AlgorithmSpec.keys()
        if taken:
            raise ReschedError(f"{self.family} algorithm name {taken[0]!r} is already registered")
        self.specs = (*self.specs, spec)
        for key in spec.keys():  # noqa: SIM118
            self._by_key[key] = spec
        return spec

    def resolve(self, text: str) -> Algorithm:
        """The algorithm written ``text`` (e.g. ``"dpbic(15)"``, or a user's
        ``"package.module:Attribute"`` from a trusted package, or the name of an installed
        ``resched.algorithms`` entry point); a one-line error naming the known algorithms, or
        saying how to write the parameter."""
        if not isinstance(text, str):
            raise ReschedError(f"{self.family} algorithm names are strings, got {text!r}")
        if is_reference(text):
            return Algorithm(self._external(text))
        match = _NAME.match(text)
        spec = self._by_key.get(match["name"].lower()) if match else None
        installed = entry_points(self.family) if spec is None else {}
        if text in installed:
            return Algorithm(self._external(installed[text], name=text))
        if spec is None:
            raise ReschedError(f"unknown {self.family} algorithm {text!r} (known: {', '.join(self.usages())})")
        raw = match["argument"] if match else None
        if (spec.parameter is None) != (raw is None):
            raise ReschedError(f"{self.family} algorithm {text!r}: write it as {spec.usage}")
        if spec.parameter is None or raw is None:  # both or neither, checked above
            return Algorithm(spec)
        return Algorithm(spec, _argument(spec, text, raw))

    def resolve_all(self, texts: list[str] | tuple[str, ...]) -> list[Algorithm]:
        """Every algorithm of ``texts`` (at least one), in order, without repeats."""
        if not texts:
            raise ReschedError(f"give at least one {self.family} algorithm (known: {', '.join(self.usages())})")
        chosen = [self.resolve(t) for t in texts]
        return list({a.name: a for a in chosen}.values())

    def _external(self, reference: str, name: str | None = None) -> AlgorithmSpec:
        """A user's algorithm named by ``reference``: the :class:`AlgorithmSpec` it names (its
        factory and traits), or a factory (a class or a function of no argument) building the
        algorithm object; recorded under ``name`` (default: the reference itself, so that its
        results' ``rerun`` command names it again)."""
        found, origin = load_trusted(reference)
        label = name or reference
        if isinstance(found, AlgorithmSpec):
            return replace(found, name=label, aliases=(), origin=origin)
        if not callable(found):
            kind = type(found).__name__
            raise ReschedError(f"algorithm {reference!r}: expected an AlgorithmSpec or a factory, got {kind}")
        return AlgorithmSpec(label, f"user algorithm {reference}", found, origin=origin)

    def by_trait(self, key: str, value: object = True) -> list[AlgorithmSpec]:
        return [s for s in self.specs if s.traits.get(key) == value]


def _argument(spec: AlgorithmSpec, text: str, raw: str) -> float | str:
    if isinstance(spec.argument, tuple):
        for word in spec.argument:
            if word.lower() == raw.lower():
                return word
        raise ReschedError(f"algorithm {text!r}: {spec.parameter} must be one of {', '.join(spec.argument)}")
    try:
        value = spec.argument(raw)
    except ValueError:
        raise ReschedError(f"algorithm {text!r}: {spec.parameter} = {raw!r} is not a number") from None
    if (isinstance(value, float) and value != value) or value in (float("inf"), float("-inf")):
        raise ReschedError(f"algorithm {text!r}: {spec.parameter} must be finite")
    if spec.bounds is not None and not spec.bounds[0] <= value <= spec.bounds[1]:
        low, high = spec.bounds
        raise ReschedError(f"algorithm {text!r}: {spec.parameter} must lie in [{low:g}, {high:g}]")
    return value
