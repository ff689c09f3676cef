"""Variable-capacity scheduling with checkpoints (Cendrier, Benoit, Vivien, RR-9582, 2025).

Stable public API::

    from resched.varcap import VarCapParams, generate, algorithm, simulate, evaluate

    params = VarCapParams(p_max=100, trace="../shared/traces/KTH-SP2-1996-2.1-cln.swf")
    inst = generate(params, seed=1)                  # the instance `resched varcap simulate --seed 1` runs
    result = simulate(inst, algorithm("DPBiC(15)"))  # paper names, any case (resched varcap algorithms)
    evaluate(inst, result).to_dict()                 # goodput, min yield, relative to the §3.4 bounds…

Names are resolved lazily: importing the package loads no numeric or solver library.
"""

from resched.lazy import lazy_exports

_EXPORTS = {
    **dict.fromkeys(("FAMILY", "ALGORITHMS", "VarCapParams"), "family"),
    **dict.fromkeys(("VarCapInstance", "Job", "Platform"), "instance"),
    **dict.fromkeys(("Workload", "generate", "random_instance", "load_profile"), "generate"),
    **dict.fromkeys(("SectionAlgorithm", "algorithm", "section_algorithm", "NAMES"), "algorithms"),
    **dict.fromkeys(("SimulationResult", "simulate"), "simulate"),
    **dict.fromkeys(("Metrics", "evaluate"), "metrics"),
    **dict.fromkeys(("YieldBound", "max_min_yield"), "yield_lp"),
    "area_bounds": "bounds",
    "build_yield_feasibility": "models",
}
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
__all__ = sorted(_EXPORTS)
