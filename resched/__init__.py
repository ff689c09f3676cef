"""resched: resilient and variable-capacity HPC job scheduling.

Exact LP/MILP models solved with HiGHS, next to the papers' heuristics. The public API is
re-exported here and imported on first use (``import resched`` stays light)::

    import resched
    inst = resched.load_instance("instances/varcap/toy-finite.json")
    for model in resched.exact_models(inst):
        print(model.name, model.run(inst, resched.SolveOptions(time_limit=60)).summary())
"""

from importlib.metadata import PackageNotFoundError, version
from typing import TYPE_CHECKING

from resched.lazy import lazy_package

if TYPE_CHECKING:  # what type checkers see; at run time each name is imported on first access
    from resched.declarations import ExactModel as ExactModel
    from resched.declarations import Family as Family
    from resched.declarations import Heuristic as Heuristic
    from resched.declarations import Run as Run
    from resched.declarations import Task as Task
    from resched.errors import InstanceError as InstanceError
    from resched.errors import ModelError as ModelError
    from resched.errors import ReschedError as ReschedError
    from resched.errors import TraceFormatError as TraceFormatError
    from resched.export import CrossCheck as CrossCheck
    from resched.export import cross_check as cross_check
    from resched.export import export as export
    from resched.library import solve_instance as solve_instance
    from resched.params import ParameterError as ParameterError
    from resched.params import Params as Params
    from resched.registry import exact_model as exact_model
    from resched.registry import exact_models as exact_models
    from resched.registry import families as families
    from resched.registry import family as family
    from resched.registry import load_instance as load_instance
    from resched.result import Solution as Solution
    from resched.result import SolveOptions as SolveOptions
    from resched.result import SolveResult as SolveResult
    from resched.result import SolveStatus as SolveStatus
    from resched.solve import solve as solve

try:
    __version__ = version("resched")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0+unknown"

_EXPORTS = {
    **dict.fromkeys(
        ("load_instance", "exact_models", "exact_model", "families", "family"),
        "registry",
    ),
    **dict.fromkeys(("Family", "ExactModel", "Heuristic", "Task", "Run"), "declarations"),
    **dict.fromkeys(("solve",), "solve"),
    **dict.fromkeys(("solve_instance",), "library"),
    **dict.fromkeys(("export", "cross_check", "CrossCheck"), "export"),
    **dict.fromkeys(("SolveResult", "SolveStatus", "SolveOptions", "Solution"), "result"),
    **dict.fromkeys(("Params", "ParameterError"), "params"),
    **dict.fromkeys(("ReschedError", "InstanceError", "TraceFormatError", "ModelError"), "errors"),
}
lazy_package(__name__, _EXPORTS)
