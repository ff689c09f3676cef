"""Where the tests find the repository and the real traces (one definition for every test file).

``../shared/traces`` (real SWF and Borg-derived traces, beside the repository) is optional: the
tests that need it are marked :data:`needs_traces` and skipped without it.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
"""The repository root."""
SHARED = ROOT.parent / "shared"
"""The shared folder beside the repository (papers, traces)."""
TRACES = SHARED / "traces"
"""The real workload traces (SWF, Borg-derived)."""

needs_traces = pytest.mark.skipif(not TRACES.is_dir(), reason="needs ../shared/traces")
"""Mark of a test that reads the real traces: skipped when they are absent."""


def benchmark(name: str) -> ModuleType:
    """The module of the script ``benchmarks/<name>.py`` (the benchmarks are scripts, not a package),
    registered in ``sys.modules`` under ``benchmarks.<name>`` while it runs (a dataclass of the
    script looks its module up there)."""
    key = f"benchmarks.{name}"
    spec = importlib.util.spec_from_file_location(key, ROOT / "benchmarks" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[key] = module
    spec.loader.exec_module(module)
    return module
