"""resched: resilient and variable-capacity HPC job scheduling.

Exact LP/MILP models solved with HiGHS, next to the papers' heuristics. The public API is
re-exported here and imported on first use (``import resched`` stays light)::

    import resched
    inst = resched.load_instance("instances/varcap/toy-finite.json")
    for model in resched.exact_models(inst):
        print(model.name, model.run(inst, resched.SolveOptions(time_limit=60)).summary())
"""

from importlib.metadata import PackageNotFoundError, version

from resched.lazy import lazy_package

try:
    __version__ = version("resched")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0+unknown"

_EXPORTS = {
    **dict.fromkeys(("load_instance", "exact_models", "exact_model", "families", "family", "Family", "ExactModel",
                     "Heuristic"), "registry"),
    **dict.fromkeys(("solve",), "solve"),
    **dict.fromkeys(("export", "cross_check", "CrossCheck"), "export"),
    **dict.fromkeys(("SolveResult", "SolveStatus", "SolveOptions"), "result"),
    **dict.fromkeys(("Params", "ParameterError"), "params"),
    **dict.fromkeys(("ReschedError", "InstanceError", "TraceFormatError", "ModelError"), "errors"),
}
lazy_package(__name__, _EXPORTS)
