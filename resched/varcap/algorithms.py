"""The paper's algorithms by name, as written in the paper: ``GreedyGoodput``, ``DPBiC(15)``,
``TargetYield(0.6)``, ``DPGoodputSlow-BestCnf``… (names are matched case-insensitively).

Each name maps to a factory taking the optional parameter and returning a section
algorithm ``(ctx: SectionContext) -> SectionDecision`` for
:func:`resched.varcap.simulate.simulate`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import numpy as np

from resched.errors import ReschedError
from resched.varcap.dp_slow import dp_goodput_slow
from resched.varcap.dp_target_goodput import TargetGoodput
from resched.varcap.dp_two_part import dp_bic, dp_goodput, dp_yield
from resched.varcap.greedy import GreedyGoodput, GreedyYield
from resched.varcap.section import SectionContext, SectionDecision

Algorithm = Callable[[SectionContext], SectionDecision]


@dataclass(frozen=True)
class Named:
    """A section algorithm with the name it was asked for (``name`` is what results record)."""

    name: str
    run: Algorithm

    def __call__(self, ctx: SectionContext) -> SectionDecision:
        return self.run(ctx)


def target_yield(ctx: SectionContext, target: float) -> SectionDecision:
    """TARGETYIELD(𝒴) (§4.3.1): DPGoodput when every eligible job has Yield_j(T_i) ≥ 𝒴,
    DPYield otherwise."""
    reached = bool(np.all(ctx.yields[ctx.eligible] >= target))
    return dp_goodput(ctx) if reached else dp_yield(ctx)


#: name (lower case) → (needs a parameter, factory(parameter) → algorithm)
_FACTORIES: dict[str, tuple[bool, Callable[[float | None], Algorithm]]] = {
    "greedygoodput": (False, lambda _: GreedyGoodput()),
    "greedyyield": (False, lambda _: GreedyYield()),
    "dpgoodputslow-bestcnf": (False, lambda _: partial(dp_goodput_slow, best_cnf=True)),
    "dpgoodputslow": (False, lambda _: partial(dp_goodput_slow, best_cnf=False)),
    "dpgoodput": (False, lambda _: partial(dp_goodput, best_cnf=False)),
    "dpgoodput-bestcnf": (False, lambda _: partial(dp_goodput, best_cnf=True)),
    "dpyield": (False, lambda _: dp_yield),
    "targetyield": (True, lambda y: partial(target_yield, target=y)),
    "targetgoodput": (True, lambda g: TargetGoodput(g)),  # stateful: resets at section 0
    "dpbic": (True, lambda x: partial(dp_bic, X=x, best_cnf=False)),
    "dpbic-bestcnf": (True, lambda x: partial(dp_bic, X=x, best_cnf=True)),
}

#: The accepted names in the paper's spelling (Y, X: the algorithm's parameter).
NAMES = ("GreedyGoodput", "GreedyYield", "DPGoodputSlow-BestCnf", "DPGoodputSlow", "DPGoodput",
         "DPGoodput-BestCnf", "DPYield", "TargetYield(Y)", "TargetGoodput(G)", "DPBiC(X)", "DPBiC-BestCnf(X)")

_NAME = re.compile(r"^\s*(?P<name>[A-Za-z-]+)\s*(?:\(\s*(?P<param>[^)]*?)\s*\))?\s*$")


def algorithm(spec: str) -> Named:
    """The algorithm named ``spec``, e.g. ``"DPBiC(15)"``; a clear error for unknown names
    or a missing/unexpected/non-numeric parameter."""
    match = _NAME.match(spec)
    key = match["name"].lower() if match else None
    if key not in _FACTORIES:
        raise ReschedError(f"unknown algorithm {spec!r} (known: {', '.join(NAMES)})")
    needs, factory = _FACTORIES[key]
    text = match["param"]
    if needs != (text is not None):
        usage = f"{match['name']}(value)" if needs else match["name"]
        raise ReschedError(f"algorithm {spec!r}: write it as {usage}")
    try:
        value = float(text) if needs else None
    except ValueError:
        raise ReschedError(f"algorithm {spec!r}: parameter {text!r} is not a number") from None
    return Named(spec.strip(), factory(value))
