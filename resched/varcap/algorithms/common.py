"""The declared traits of a section policy (:class:`PolicyTraits`), shared by the registry
(:mod:`resched.varcap.algorithms`) and the algorithm modules. Light: no numeric import."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from resched.errors import ReschedError

#: The §5.2 rules for the processors freed by finite jobs inside a section.
REALLOCATIONS = ("greedy", "subset-sum")
#: What a policy optimises (documentation, figures); ``other`` for a user's policy.
OBJECTIVES = ("goodput", "yield", "bicriteria", "other")
#: The rules a built-in may declare for the sections it cannot schedule (``branch``:
#: TargetYield, whose branches take their own).
FALLBACKS = ("GreedyGoodput", "GreedyYield", "branch")


@dataclass(frozen=True)
class PolicyTraits:
    """What a section policy declares about itself, read by the simulator (never inferred
    from the policy's name or type).

    - ``reallocation``: the §5.2 rule for processors freed inside a section by finite jobs
      (completions, final checkpoints): ``"greedy"`` (first fit by non-increasing p_j, the
      greedy algorithms) or ``"subset-sum"`` (exact, the DPs). Required: it changes results
      on instances whose jobs come and go.
    - ``objective``: ``goodput``, ``yield``, ``bicriteria`` or ``other`` (documentation).
    - ``stateful``: the policy keeps a state across the sections of a simulation. The
      simulator calls a policy on sections 0, 1, …, n − 1 in order; a stateful policy must
      start afresh at ``ctx.index == 0``, or have a method ``fresh()`` returning a new policy,
      which the simulator then runs instead, once per simulation.
    - ``fallback``: the rule the policy itself applies to the sections it cannot schedule
      (its decisions there carry ``fallback=True``), or ``None``.
    """

    reallocation: str
    objective: str = "other"
    stateful: bool = False
    fallback: str | None = None

    def __post_init__(self) -> None:
        if self.reallocation not in REALLOCATIONS:
            raise ReschedError(f"PolicyTraits.reallocation must be 'greedy' or 'subset-sum', not {self.reallocation!r}")
        if self.objective not in OBJECTIVES:
            raise ReschedError(f"PolicyTraits.objective must be one of {', '.join(OBJECTIVES)}, not {self.objective!r}")
        if not isinstance(self.stateful, bool):
            raise ReschedError(f"PolicyTraits.stateful must be True or False, not {self.stateful!r}")
        if self.fallback is not None and self.fallback not in FALLBACKS:
            raise ReschedError(f"PolicyTraits.fallback must be None or one of {', '.join(FALLBACKS)}")

    def registry_traits(self) -> Mapping[str, object]:
        """These traits as a registry declares them (:class:`~resched.algorithms.AlgorithmSpec`
        traits): ``stateful`` and ``fallback`` only when set."""
        traits: dict[str, object] = {"objective": self.objective, "reallocation": self.reallocation}
        if self.fallback is not None:
            traits["fallback"] = self.fallback
        if self.stateful:
            traits["stateful"] = True
        return traits
