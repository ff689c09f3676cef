"""resched: resilient and variable-capacity HPC job scheduling.

Exact LP/MILP models solved with HiGHS, next to the papers' heuristics.
"""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("resched")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0+unknown"
