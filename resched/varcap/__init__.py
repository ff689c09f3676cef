"""Variable-capacity scheduling with checkpoints (Cendrier, Benoit, Vivien, RR-9582, 2025).

Stable public API::

    from resched.varcap import VarCapParams, generate, algorithm, simulate, evaluate

    params = VarCapParams(p_max=100, trace="../shared/traces/KTH-SP2-1996-2.1-cln.swf")
    inst = generate(params, seed=1)                  # the instance `resched varcap simulate --seed 1` runs
    result = simulate(inst, algorithm("DPBiC(15)"))  # paper names, any case (resched varcap algorithms)
    # or your own SectionPolicy (name, traits=PolicyTraits(...), __call__(ctx) -> SectionDecision)
    evaluate(inst, result).to_dict()                 # goodput, min yield, relative to the §3.4 bounds…

Names are resolved lazily: importing the package loads no numeric or solver library.
"""

from typing import TYPE_CHECKING

from resched.lazy import lazy_package

if TYPE_CHECKING:  # what type checkers see; at run time each name is imported on first access
    from resched.varcap.algorithms import NAMES as NAMES
    from resched.varcap.algorithms import PolicyTraits as PolicyTraits
    from resched.varcap.algorithms import SectionAlgorithm as SectionAlgorithm
    from resched.varcap.algorithms import SectionPolicy as SectionPolicy
    from resched.varcap.algorithms import algorithm as algorithm
    from resched.varcap.algorithms import policy as policy
    from resched.varcap.algorithms import section_algorithm as section_algorithm
    from resched.varcap.family import ALGORITHMS as ALGORITHMS
    from resched.varcap.family import FAMILY as FAMILY
    from resched.varcap.generate import Workload as Workload
    from resched.varcap.generate import generate as generate
    from resched.varcap.generate import load_profile as load_profile
    from resched.varcap.generate import random_instance as random_instance
    from resched.varcap.instance import Job as Job
    from resched.varcap.instance import Platform as Platform
    from resched.varcap.instance import VarCapInstance as VarCapInstance
    from resched.varcap.instance.result import SimulationResult as SimulationResult
    from resched.varcap.metrics import Metrics as Metrics
    from resched.varcap.metrics import evaluate as evaluate
    from resched.varcap.metrics.bounds import area_bounds as area_bounds
    from resched.varcap.metrics.yield_lp import YieldBound as YieldBound
    from resched.varcap.metrics.yield_lp import max_min_yield as max_min_yield
    from resched.varcap.models.yield_feasibility import build_yield_feasibility as build_yield_feasibility
    from resched.varcap.params import VarCapParams as VarCapParams
    from resched.varcap.simulate import simulate as simulate

_EXPORTS = {
    **dict.fromkeys(("FAMILY", "ALGORITHMS"), "family"),
    "VarCapParams": "params",
    **dict.fromkeys(("VarCapInstance", "Job", "Platform"), "instance"),
    **dict.fromkeys(("Workload", "generate", "random_instance", "load_profile"), "generate"),
    **dict.fromkeys(
        ("SectionAlgorithm", "SectionPolicy", "PolicyTraits", "policy", "algorithm", "section_algorithm", "NAMES"),
        "algorithms",
    ),
    "SimulationResult": "instance.result",
    "simulate": "simulate",
    **dict.fromkeys(("Metrics", "evaluate"), "metrics"),
    **dict.fromkeys(("YieldBound", "max_min_yield"), "metrics.yield_lp"),
    "area_bounds": "metrics.bounds",
    "build_yield_feasibility": "models.yield_feasibility",
}
lazy_package(__name__, _EXPORTS)
