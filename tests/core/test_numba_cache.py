"""numba kernels are compiled once per installed version, then loaded (docs/engine.md, [CORE-D15]):
every numba decorator of the package asks for the on-disk cache, and a second process loads
what the first one compiled instead of compiling again."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "resched"
NUMBA_DECORATORS = {"njit", "jit", "vectorize", "guvectorize", "cfunc"}


def numba_decorators(path: Path) -> list[tuple[int, ast.expr]]:
    """(line, decorator) of every function decorated by numba (``@njit``, ``@numba.njit(…)``…)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.FunctionDef):
            continue
        for decorator in node.decorator_list:
            target = decorator.func if isinstance(decorator, ast.Call) else decorator
            name = target.attr if isinstance(target, ast.Attribute) else getattr(target, "id", None)
            if name in NUMBA_DECORATORS:
                found.append((node.lineno, decorator))
    return found


def caches(decorator: ast.expr) -> bool:
    return isinstance(decorator, ast.Call) and any(
        k.arg == "cache" and isinstance(k.value, ast.Constant) and k.value.value is True for k in decorator.keywords
    )


def test_every_numba_kernel_is_cached_on_disk():
    kernels = {path: numba_decorators(path) for path in sorted(PACKAGE.rglob("*.py"))}
    assert sum(map(len, kernels.values())) > 50  # the scan finds the kernels of every family
    uncached = [
        f"{p.relative_to(PACKAGE)}:{line}" for p, found in kernels.items() for line, d in found if not caches(d)
    ]
    assert not uncached, f"numba kernels without cache=True: {uncached}"


def test_the_decorator_scan_tells_cached_from_uncached(tmp_path):
    source = tmp_path / "k.py"
    source.write_text(
        "@njit\ndef a(): pass\n@numba.njit(cache=True)\ndef b(): pass\n@njit(parallel=True)\ndef c(): pass\n"
    )
    assert [(line, caches(d)) for line, d in numba_decorators(source)] == [(2, False), (4, True), (6, False)]


CALL = "from resched.iterative.metrics import segment_time; print(segment_time(1.0, 0.1, 0.1, 0.01, 0.0))"


def test_a_second_process_loads_the_compiled_kernel(tmp_path):
    """NUMBA_CACHE_DIR (the place for a read-only install) receives the compiled kernel on first
    use; the next process loads it and compiles nothing."""
    env = {**os.environ, "NUMBA_CACHE_DIR": str(tmp_path), "NUMBA_DEBUG_CACHE": "1"}
    first, second = (
        subprocess.run([sys.executable, "-c", CALL], capture_output=True, text=True, env=env, check=True).stdout
        for _ in range(2)
    )
    assert "[cache] data saved to" in first and str(tmp_path) in first
    assert list(tmp_path.rglob("metrics.segment_time-*.nbi"))
    assert "[cache] data loaded from" in second and "saved" not in second
    assert second.splitlines()[-1] == first.splitlines()[-1]  # the same value
