"""Shared fixtures: the traces folder, seeded random instances of every family.

The folder of this file is on ``sys.path`` (pytest's prepend import mode), so test files in
``tests/<family>/`` and ``tests/core/`` import the helpers beside it (``invoke``, ``paths``,
``smoke_sweeps``, ``varcap_contexts``, ``fuzz``); test file names are unique across folders.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from paths import TRACES

SLOW_FILES: dict[str, str] = {
    "core/test_model_library.py": "exports every shipped model, solves each file with HiGHS and CBC",
    "core/test_docs.py": "runs every command of README.md and docs/*.md, sweeps included",
    "core/test_tutorials.py": "runs every tutorial: sweeps, comparisons, validations",
    "core/test_dask_cluster.py": "starts a Dask scheduler and workers, kills one mid-sweep",
    "core/test_dask_user_modules.py": "a sweep of a user's algorithm on Dask workers",
    "core/test_reproduce.py": "resched reproduce: the moldable smoke sweeps end to end",
    "core/test_experiments.py": "sweeps end to end on Dask clusters: killed, resumed, sliced, reused",
    "core/test_open_algorithms.py": "users' algorithms run as built-ins, their rerun commands",
    "core/test_validate.py": "resched validate, the section family and the clairvoyant bounds (exact models)",
    "core/test_validate_algorithm.py": "users' algorithms checked against the exact models",
    "core/test_array_solve.py": "every exact model solved from arrays and from its exported .lp",
    "core/test_rerun_stored.py": "stored sweep tasks re-run with the current code",
    "core/test_fuzz.py": "seeded samples of mutated files through the loaders and the commands",
    "core/test_envelope.py": "the --json envelope of every command of the command tree",
    "batch/test_batch_sweeps.py": "the batch smoke sweeps end to end on a 2-worker cluster",
    "varcap/test_reproduction_smoke.py": "every varcap smoke sweep on a 2-worker cluster (with the traces)",
    "moldable/test_moldable_reproduction.py": "the moldable smoke sweeps end to end",
    "riskaware/test_riskaware_reproduction.py": "the Borg smoke sweeps (with the traces)",
    "iterative/test_iterative_reproduction.py": "the iterative smoke sweeps (with the traces)",
}
"""The slow lane (marker ``slow``, ``python -m pytest -m slow``): test files, relative to this
folder, whose tests take minutes together, with what makes them slow. The fast lane
(``python -m pytest -m "not slow"``) runs everything else but the ``paper`` runs."""


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark the tests of :data:`SLOW_FILES` ``slow``, and leave the ``paper`` runs out unless
    the ``-m`` expression names them (``-m paper``, ``-m "slow or paper"``)."""
    here = Path(__file__).parent
    for item in items:
        if item.path.relative_to(here).as_posix() in SLOW_FILES:
            item.add_marker(pytest.mark.slow)
    if "paper" in (config.getoption("markexpr") or ""):
        return
    paper = [item for item in items if item.get_closest_marker("paper") is not None]
    if paper:
        items[:] = [item for item in items if item.get_closest_marker("paper") is None]
        config.hook.pytest_deselected(items=paper)


@pytest.fixture
def traces() -> Path:
    """The real traces folder; the test is skipped without it."""
    if not TRACES.is_dir():
        pytest.skip("needs ../shared/traces")
    return TRACES


def _batch(seed: int) -> Any:
    from resched.batch.generate import random_integer_instance

    return random_integer_instance(5, nodes=4, seed=seed)


def _riskaware(seed: int) -> Any:
    from resched.riskaware.generate import random_tiny

    return random_tiny(seed)


def _moldable(seed: int) -> Any:
    from resched.moldable.generate import random_jobset

    return random_jobset("mix", 6, 16, seed)


def _iterative(seed: int) -> Any:
    from resched.iterative.generate import synthetic

    return synthetic(5, 0.1, seed=seed)


FACTORIES: dict[str, Callable[[int], Any]] = {
    "batch": _batch,
    "riskaware": _riskaware,
    "moldable": _moldable,
    "iterative": _iterative,
}


@pytest.fixture
def seeded_instance() -> Callable[[str, int], Any]:
    """``seeded_instance(family, seed)``: a small random instance of ``family`` (batch: 5 integer
    jobs on 4 nodes; riskaware: 4 jobs on 2 machines; moldable: 6 mix jobs on 16 processors;
    iterative: 5 synthetic tasks), the same for the same seed."""
    return lambda family, seed: FACTORIES[family](seed)
