"""The moldable family's parameters (:class:`MoldableParams`) and the bounds they check.

Units. Processor counts (``processors``, P) and job counts (``jobs``, n) are integers. Times
are in the jobs' time unit: the §5.1 job sets draw the sequential time w_j = t_j(1) in
[5000, 4·10^6] seconds, so ``error_rate`` (λ) is in silent errors per second of sequential
work: an attempt of job j fails with probability q_j = 1 − exp(−λ·w_j) (Eq. 3).

One experiment task (a sweep row, or ``resched moldable run --sets 1``) is one job set of
``jobs`` jobs drawn with the task's seed, with ``scenarios`` failure scenarios drawn with
(seed, 1), shared by every algorithm; its metrics are the ratios T/L' of §5.1.

Upper bounds ([CORE-D1]: an instance with P = 1e9 was killed at 23.7 GB). The job set is the
(n, P) table t_j(p) and its derived tables, about 100 bytes per cell (measured: 1.0 GB for
mix and 1.4 GB for power at the paper's largest point n = 1000, P = 15000), so ``jobs ×
processors`` is capped at :data:`MAX_CELLS` (2× that point, ≈3 GB), ``processors`` at 10^6
and ``jobs`` at 10^5. The failure counts grow like e^(λ·w_j) and BATCH-LIST's allotment DP
costs the square of its last batch's 2^(k−1) attempts, so λ is capped at 1.5·10^-6 (the
paper's largest is 10^-6; BATCH-LIST takes about 2 s per scenario at 1.5·10^-6 and n = 500,
several minutes at 2·10^-6) and ε at >= 0.1 (the DP's table grows like 1/ε²). The MILP
allotment solves one HiGHS model per batch and scenario under a 60 s wall-clock limit (its
result then depends on the machine): it is kept for job sets of at most 50 jobs.
"""

from __future__ import annotations

from dataclasses import dataclass

from resched.params import ParameterError, Params, param

SPEEDUP_MODELS = ("roofline", "communication", "amdahl", "mix-low-com", "mix", "power", "mix-3c")
"""The six job-set models of §5.1 and ``mix-3c``. ``mix`` is the authors' generator ([MOLDABLE-D23]: the
communication cost c as for communication jobs); ``mix-low-com`` is the paper's text (the same
parameters, hence the same job sets as ``mix``); ``mix-3c`` is the paper's text for "mix" (3c),
resched's earlier ``mix`` (:mod:`resched.moldable.generate`)."""
PRIORITIES = ("LPT", "HPA", "LA")
"""LIST priority rules (§5.1): longest processing time, highest processor allocation, largest
area first, computed from the job's next attempt; ties by job index."""
ALLOTMENTS = ("resched", "authors", "authors-planned", "dp", "scan", "milp")
"""BATCH-LIST's allotment per batch (:mod:`resched.moldable.algorithms.batch_list`): ``resched`` =
resched's reading of the authors' rule (durations rounded to the nearest multiple of εX/g, every
attempt ≤ X, chains ≤ X, 1.1·area ≤ P·X, smallest accepted X within ε₂ = 0.03; the default,
named ``authors`` before, [MOLDABLE-D1]); ``authors`` = the authors' code, ``moldableBatch.cpp``
(durations rounded up to multiples of εX/g, no cap on one attempt, the smallest chain budget
passing the chain and the 1.1·area test, its bisection on X; a failed attempt re-runs on the
batch's first planned allocation, as the C++ does, [MOLDABLE-D26]); ``authors-planned`` = the
same allotment, attempt m on its planned allocation; ``dp`` = the paper's Lemma 3 DP (within
(1+ε) of the optimum); ``scan`` = the exact allotment for batch 1, ``dp`` after; ``milp`` = the
§4.2 MILP on HiGHS (small job sets only)."""
DEFAULT_ALLOTMENT = "resched"
DEFAULT_EPSILON = 0.3
"""BATCH-LIST's ε used in the experiments (§5.1; Lemma 3)."""
MAX_PROCESSORS = 1_000_000
MAX_JOBS = 100_000
MAX_CELLS = 30_000_000
"""Largest jobs × processors (the (n, P) table t_j(p); ≈100 bytes per cell in all)."""
MAX_DRAWS = 10_000_000
"""Largest jobs × scenarios (the failure counts of one job set)."""
MAX_MILP_JOBS = 50
"""Largest job set for ``allotment = "milp"`` (one HiGHS MILP per batch and scenario, 60 s limit each)."""
MAX_SETS = 1000
"""Most job sets of one ``resched moldable run --sets K`` (the paper uses 30)."""


@dataclass(frozen=True)
class MoldableParams(Params):
    """A §5.1 configuration: job sets of a speedup model on P processors, silent errors at
    rate λ, and the LIST / BATCH-LIST settings. The defaults are the paper's (§5.1)."""

    family = "moldable"

    speedup_model: str = param("mix", "speedup model of the job set's jobs (§5.1)", choices=SPEEDUP_MODELS)
    processors: int = param(7500, "processors P", unit="processors", ge=1, le=MAX_PROCESSORS)
    jobs: int = param(500, "jobs n per job set", unit="jobs", ge=1, le=MAX_JOBS)
    error_rate: float = param(
        1e-7,
        "silent-error rate λ: an attempt of job j fails with probability 1 − exp(−λ w_j) (Eq. 3)",
        unit="errors per second of sequential work",
        ge=0,
        le=1.5e-6,
    )
    scenarios: int = param(
        100, "failure scenarios f drawn per job set, shared by every algorithm", unit="scenarios", ge=1, le=10_000
    )
    job_file: str | None = param(
        None,
        "the authors' job file ('name mld w model params…' with models lin, rft p̄, "
        "amd s, com c, mix p̄ d c, or 'name rgd t procs'; detected from its content): the "
        "job set of every set instead of a drawn one, on --processors processors "
        "(--jobs and --speedup-model are then unused)",
        path=True,
    )
    failure_file: str | None = param(
        None,
        "the authors' failure-scenario file (one line per scenario, one "
        "non-negative integer per job in file order): the scenarios of every set "
        "instead of drawn ones (--scenarios and --error-rate are then unused)",
        path=True,
    )
    priority: str = param(
        "LPT",
        "LIST priority rule, from the job's next attempt: LPT (longest time), HPA "
        "(most processors) or LA (largest area) first",
        choices=PRIORITIES,
        role="algorithm",
    )
    epsilon: float = param(
        DEFAULT_EPSILON,
        "BATCH-LIST's ε: the allotment DP's rounding unit εX/g (resched, authors) or its (1+ε) guarantee (dp, Lemma 3)",
        ge=0.1,
        le=10,
        role="algorithm",
    )
    allotment: str = param(
        DEFAULT_ALLOTMENT,
        "BATCH-LIST's allotment per batch: resched (resched's reading of the authors' rule, "
        "formerly named authors: durations rounded to the nearest multiple of εX/g, chains ≤ X, "
        "1.1·area ≤ P·X, smallest accepted X within 3 %), authors (the authors' moldableBatch.cpp: "
        "durations rounded up, no cap per attempt, smallest chain budget, its bisection; a failed "
        "attempt re-runs on the batch's first planned allocation, as the C++), authors-planned "
        "(the same allotment, each attempt on its planned allocation), dp (the paper's Lemma 3 "
        "DP, within (1+ε)), scan (exact batch 1, then dp) or milp (the §4.2 MILP, small sets)",
        choices=ALLOTMENTS,
        role="algorithm",
    )

    def check(self) -> None:
        """The bounds on jobs (a job file's own bounds apply to it, :mod:`resched.moldable.instance.formats`)."""
        if self.job_file is None:
            self.check_jobs(self.jobs)

    def check_jobs(self, jobs: int) -> None:
        """The bounds that depend on the number of jobs (drawn, or read from ``job_file``)."""
        if jobs * self.processors > MAX_CELLS:
            raise ParameterError(
                "processors",
                f"jobs × processors = {jobs * self.processors:,} exceeds "
                f"{MAX_CELLS:,} (the (n, P) table t_j(p) would need over 3 GB)",
            )
        if self.allotment == "milp" and jobs > MAX_MILP_JOBS:
            raise ParameterError(
                "allotment",
                f"milp solves one MILP per batch and scenario: at most {MAX_MILP_JOBS} "
                f"jobs, got {jobs} (use resched, authors or dp)",
            )
        if jobs * self.scenarios > MAX_DRAWS:
            raise ParameterError(
                "scenarios",
                f"jobs × scenarios = {jobs * self.scenarios:,} exceeds {MAX_DRAWS:,} failure counts per job set",
            )
