"""The check every family's solution tests share: on each shipped instance of a family, every
exact model that applies returns a solution whose own objective and whose replay by the
family's code equal the model's objective (``resched.library.REPLAY_TOLERANCE``)."""

from __future__ import annotations

from pathlib import Path

from resched.library import REPLAY_TOLERANCE
from resched.registry import declared_models, load_instance
from resched.result import SolveOptions


def check_shipped(paths: list[Path], skip: frozenset[str] = frozenset()) -> int:
    """Run every applicable model (but those named in ``skip``) on every instance of ``paths``;
    assert each solution's objective and replay; return how many (instance, model) were checked."""
    checked = 0
    for path in paths:
        instance = load_instance(path)
        for model, reason in declared_models(instance):
            if reason is not None or model.name in skip:
                continue
            report = model.run(instance, SolveOptions())
            objective = report.summary()["objective"]
            solution = report.solution
            assert solution is not None, (path.name, model.name)
            tolerance = REPLAY_TOLERANCE * max(1.0, abs(objective))
            assert abs(solution.objective - objective) <= tolerance, (path.name, model.name, solution.objective)
            assert abs(solution.replay(instance) - objective) <= tolerance, (path.name, model.name)
            assert solution.to_dict()["schedule"] == solution.schedule()
            checked += 1
    return checked
