"""The package's shape: every family in the same places, no import cycle of any kind, typed seams.

The layer and independence rules inside a family are import-linter contracts
(``[tool.importlinter]`` in pyproject.toml, run by ``.ci/run`` as ``lint-imports``); import-linter
sees only ``import`` statements, so the cycle check here also follows the
``"resched.<module>:attribute"`` strings that the declarations load on first use.
"""

from __future__ import annotations

import ast
import re

from paths import ROOT

PACKAGE = ROOT / "resched"
FAMILIES = ("batch", "iterative", "moldable", "reservation", "riskaware", "varcap")
SKELETON = {
    "__init__.py",
    "params.py",
    "instance",
    "generate",
    "algorithms",
    "simulate",
    "metrics",
    "models",
    "experiment",
    "family.py",
}
"""A family's top-level entries; ``instance``, ``generate``, ``simulate`` and ``metrics`` may
each be a module or a package."""
EITHER = ("instance", "generate", "simulate", "metrics")
ANY_SHARE_LIMIT = 0.08
"""The largest share of function signatures whose annotations mention ``Any`` (23 % before the
family skeleton, 7.5 % after)."""
NON_JSON_ANY_SHARE_LIMIT = 0.04
"""The same share, a JSON object (``dict[str, Any]``, ``Mapping[str, Any]``: a results-store
row whose values the code reads as numbers, a report, a document) not counted: 3.1 %."""
_JSON_OBJECT = re.compile(r"(Mapping|dict)\[str, Any\]")
_REFERENCE = re.compile(r"(resched(?:\.\w+)+):\w+")


def test_every_family_has_the_same_top_level_entries():
    for name in FAMILIES:
        entries = {p.name for p in (PACKAGE / name).iterdir() if p.name != "__pycache__"}
        shown = {e.removesuffix(".py") if e.removesuffix(".py") in EITHER else e for e in entries}
        assert shown == SKELETON, (name, sorted(shown ^ SKELETON))
        for package in ("algorithms", "models", "experiment"):
            assert (PACKAGE / name / package / "__init__.py").is_file(), (name, package)


def modules() -> dict[str, ast.Module]:
    """Every module of the package by dotted name, parsed."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = ast.parse(path.read_text())
    return found


def _type_checking_nodes(tree: ast.Module) -> set[int]:
    """ids of the nodes under ``if TYPE_CHECKING:`` (never executed: not an import at run time)."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and ast.unparse(node.test) in ("TYPE_CHECKING", "typing.TYPE_CHECKING"):
            skipped.update(id(n) for child in node.body for n in ast.walk(child))
    return skipped


def _imported(name: str, is_package: bool, node: ast.Import | ast.ImportFrom, known: set[str]) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = name.split(".") if is_package else name.split(".")[:-1]
    if node.level:
        base = base[: len(base) - node.level + 1]
        module = ".".join(base + ([node.module] if node.module else []))
    else:
        module = node.module or ""
    return [f"{module}.{a.name}" if f"{module}.{a.name}" in known else module for a in node.names]


def import_graph() -> dict[str, set[str]]:
    """Module → the package's modules it imports (at any depth of the code, lazily or not) or
    names in a ``"module:attribute"`` string."""
    trees = modules()
    known = set(trees)
    graph: dict[str, set[str]] = {name: set() for name in trees}
    for name, tree in trees.items():
        skipped = _type_checking_nodes(tree)
        is_package = name.count(".") == 0 or (PACKAGE.parent / name.replace(".", "/") / "__init__.py").is_file()
        for node in ast.walk(tree):
            if id(node) in skipped:
                continue
            targets: list[str] = []
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                targets = _imported(name, is_package, node, known)
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                targets = [m.group(1) for m in _REFERENCE.finditer(node.value)]
            for target in targets:
                while target and target not in known:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    graph[name].add(target)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, successors = work[-1]
            for successor in successors:
                if successor not in index:
                    index[successor] = low[successor] = len(index)
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(sorted(graph[successor]))))
                    break
                if successor in on_stack:
                    low[node] = min(low[node], index[successor])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        groups.append(sorted(group))
    return groups


def test_cycle_finder_finds_a_planted_cycle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycle_of_any_kind():
    assert cycles(import_graph()) == []


def test_nothing_inside_a_family_imports_the_catalogue_or_the_command_line():
    graph = import_graph()
    for module, targets in graph.items():
        if module.split(".")[1:2] and module.split(".")[1] in FAMILIES:
            banned = {t for t in targets if t == "resched.registry" or t.startswith(("resched.cli", "resched.library"))}
            assert not banned, (module, banned)


def _any_aliases(trees: dict[str, ast.Module]) -> set[str]:
    """Module-level names whose value mentions ``Any`` (``Row = dict[str, Any]``): an
    annotation using one is counted as ``Any``."""
    aliases = set()
    for tree in trees.values():
        for node in tree.body:
            if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                if re.search(r"\bAny\b", ast.unparse(node.value)):
                    aliases.update(t.id for t in targets if isinstance(t, ast.Name))
    return aliases


def any_share(json_objects: bool = True) -> tuple[int, int]:
    """(signatures mentioning ``Any`` in an annotation, directly or through a module-level alias,
    all function signatures) of the package; without ``json_objects``, an ``Any`` that is the
    value type of a JSON object is not counted."""
    trees = modules()
    pattern = re.compile(r"\b(" + "|".join(["Any", *sorted(_any_aliases(trees))]) + r")\b")
    total = with_any = 0
    for tree in trees.values():
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                total += 1
                a = node.args
                arguments = [*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg]
                annotations = [x.annotation for x in arguments if x is not None and x.annotation is not None]
                annotations += [node.returns] if node.returns is not None else []
                texts = [ast.unparse(t) for t in annotations]
                if not json_objects:
                    texts = [_JSON_OBJECT.sub("JSONObject", t) for t in texts]
                with_any += any(pattern.search(t) for t in texts)
    return with_any, total


def test_few_signatures_are_typed_any():
    with_any, total = any_share()
    assert with_any / total < ANY_SHARE_LIMIT, f"{with_any} of {total} signatures mention Any"
    with_any, total = any_share(json_objects=False)
    assert with_any / total < NON_JSON_ANY_SHARE_LIMIT, f"{with_any} of {total} signatures mention Any"


def test_the_any_counter_sees_aliases_and_json_objects(tmp_path, monkeypatch):
    source = "from typing import Any\nRow = dict[str, Any]\ndef f(x: Row) -> int: ...\ndef g(x: dict[str, Any]) -> int: ...\n"
    source += "def h(x: int) -> int: ...\n"
    monkeypatch.setattr(__import__(__name__), "modules", lambda: {"m": ast.parse(source)})
    assert any_share() == (2, 3)
    assert any_share(json_objects=False) == (1, 3)


def test_a_run_row_is_the_metrics_in_order_then_the_extras():
    from dataclasses import dataclass, field

    from resched.declarations import Run

    @dataclass(frozen=True)
    class Metrics:
        cost: float
        lam: float = field(metadata={"key": "lambda"})

    run = Run("A", "toy", Metrics(2.0, 0.5), {"shape": [1, 2]})
    assert list(run.to_row().items()) == [("cost", 2.0), ("lambda", 0.5), ("shape", [1, 2])]
