"""The optimal-schedule examples of the family pages run as shown: every ```python block that
solves an instance (``resched.solve_instance``) runs from the repository's root."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from paths import ROOT

FAMILY_PAGES = ("batch", "iterative", "moldable", "reservation", "riskaware", "varcap")
EXAMPLES = [
    (page, code)
    for page in FAMILY_PAGES
    for code in re.findall(r"```python\n(.*?)```", (ROOT / "docs" / f"{page}.md").read_text(), flags=re.S)
    if "resched.solve_instance(" in code
]


def test_every_family_page_has_a_solution_example() -> None:
    assert sorted({page for page, _ in EXAMPLES}) == sorted(FAMILY_PAGES)


@pytest.mark.parametrize(("page", "code"), EXAMPLES, ids=[f"{page}-{k}" for k, (page, _) in enumerate(EXAMPLES)])
def test_the_example_runs(page: str, code: str) -> None:
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, f"{page}: {out.stderr[-2000:]}"
