"""``solve_instance``, ``validate`` and ``export-library``: run exact models and heuristics (or a
user's algorithm) on instances, and check each model's solution by replaying it with the
family's own code."""

from __future__ import annotations

import dataclasses
import json
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from resched.algorithms import Algorithm, AlgorithmSpec
from resched.declarations import Bound, ExactModel, Family, Heuristic, Instance, Report
from resched.errors import ReschedError
from resched.export import cross_check, export
from resched.progress import ProgressBar, Silent
from resched.registry import chosen_models, declared_models, exact_models, families, load_instance
from resched.result import DEFAULT_OPTIONS, LimitReached, SolveOptions, SolveStatus, budget
from resched.trust import is_reference, load_trusted

VALIDATE_TOLERANCE = 1e-6
"""Relative difference below which a heuristic and an optimum are taken as equal."""
REPLAY_TOLERANCE = 1e-6
"""Difference, relative to max(1, |objective|), below which a solution's replay equals the
model's objective (HiGHS's default primal feasibility tolerance is 1e-7 per constraint)."""


def solve_instance(
    instance: Instance | str | Path, model: str | None = None, options: SolveOptions = DEFAULT_OPTIONS
) -> Report:
    """Solve ``instance`` (an instance object, or the path of an instance file) with the exact
    model named ``model`` (default: the first of its family's models that applies) under
    ``options`` (default: no limit). The report gives status, objective, bound and gap
    (``summary()``) and the solution in the family's terms (``solution``, ``None`` without
    an incumbent)::

        import resched
        report = resched.solve_instance("instances/batch/toy-fault-free.json")
        print(report.summary()["status"], report.solution.objective)
        for row in report.solution.schedule():
            print(row)
    """
    inst = load_instance(instance) if isinstance(instance, (str, Path)) else instance
    return chosen_models(inst, (model,) if model else ())[0].run(inst, options)


def replay(instance: Instance, report: Report) -> tuple[float | None, str | None]:
    """The report's solution evaluated by the family's own simulator or metric code
    (``Solution.replay``), and why it contradicts the model, if it does: its objective must
    equal the model's (within :data:`REPLAY_TOLERANCE`), or lie in a search's certified
    bracket [objective, bound]. ``(None, None)`` without a solution."""
    solution = report.solution
    if solution is None:
        return None, None
    replayed = float(solution.replay(instance))
    summary: dict[str, Any] = report.summary()
    objective = summary["objective"]
    if not isinstance(objective, (int, float)):
        return replayed, f"a solution without a model objective ({objective!r})"
    for what, value in (("the solution's own objective", float(solution.objective)), ("the replay", replayed)):
        if summary["status"] == SolveStatus.BRACKETED.value and isinstance(summary["bound"], (int, float)):
            low, high = sorted((float(objective), float(summary["bound"])))
            inside = low - _tolerance(low) <= value <= high + _tolerance(high)
        else:
            inside = abs(value - objective) <= _tolerance(objective)
        if not inside:
            return replayed, f"{what} gives {value:.10g}, the model {objective:.10g}"
    return replayed, None


def _tolerance(value: float) -> float:
    return REPLAY_TOLERANCE * max(1.0, abs(value))


def instance_files(paths: list[Path]) -> list[Path]:
    """Instance JSON files: the files given, and every ``*.json`` under the directories given."""
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files.extend(sorted(path.rglob("*.json")))
        elif path.is_file():
            files.append(path)
        else:
            raise ReschedError(f"{path}: no such file or directory")
    if not files:
        raise ReschedError(f"no instance file under {', '.join(map(str, paths))}")
    return files


def model_pairs(files: list[Path]) -> list[tuple[Path, Instance, ExactModel]]:
    """(file, instance, exact model) for every exact model that applies to each file."""
    return [(f, inst, m) for f in files for inst in [load_instance(f)] for m in exact_models(inst)]


Checked = str | Algorithm | AlgorithmSpec | Heuristic
"""What ``validate`` checks besides the exact models: an algorithm name or trusted
``package.module:Attribute`` reference (a user's algorithm, or a :class:`Heuristic` object), a
resolved :class:`Algorithm`, an :class:`AlgorithmSpec` (a user's algorithm declared in Python)
or a :class:`Heuristic`."""


RowSink = Callable[[dict[str, object]], None]
"""What receives each row of ``validate`` as soon as it is done (the command prints it)."""


def validate(
    instance: Instance | str | Path,
    algorithm: Checked | Sequence[Checked] = (),
    models: Sequence[str] = (),
    options: SolveOptions | None = None,
    progress: ProgressBar | None = None,
    on_row: RowSink | None = None,
) -> list[dict[str, object]]:
    """The rows of ``resched validate`` (its ``--json`` results) for an instance, an instance
    file or a folder of them; ``on_row`` receives each row as soon as it is done.

    Without ``algorithm``: every exact model (or those named in ``models``) and every
    built-in heuristic that applies. With ``algorithm`` (one or several): the exact models
    that its references need (among ``models`` if given), then its rows, each family of the
    instances resolving a name through its registry and turning the algorithm into the
    heuristics it checks (its ``checked_algorithm``: e.g. a varcap policy's goodput against
    the clairvoyant MILP). A row's ``violation`` says why it is a bug (an objective better
    than a proven optimum or a bound); a user algorithm's rows carry its ``algorithm_origin``.
    An unknown name, an untrusted reference or an algorithm of a kind that no exact model
    checks is a one-line :class:`~resched.errors.ReschedError`. ``options`` limit every model
    and every algorithm run (:func:`validate_instances`). Example::

        import resched
        from resched.algorithms import AlgorithmSpec

        class Doubling: ...  # a resched.reservation.algorithms.ReservationStrategy

        mine = AlgorithmSpec("Doubling", "E[X], then doubling", Doubling)
        rows = resched.validate("instances/reservation/intro-example.json", algorithm=mine)
        assert not any(row["violation"] for row in rows)
    """
    chosen = (algorithm,) if isinstance(algorithm, (str, Algorithm, AlgorithmSpec, Heuristic)) else tuple(algorithm)
    if isinstance(instance, (str, Path)):
        return validate_paths([Path(instance)], progress, options, tuple(models), chosen, on_row)
    return validate_instances([(None, instance)], progress, options, tuple(models), chosen, on_row)


def validate_paths(
    paths: list[Path],
    progress: ProgressBar | None = None,
    options: SolveOptions | None = None,
    only: tuple[str, ...] = (),
    algorithms: tuple[Checked, ...] = (),
    on_row: RowSink | None = None,
) -> list[dict[str, object]]:
    """:func:`validate_instances` of every instance file under ``paths``."""
    return validate_instances(
        [(str(f), load_instance(f)) for f in instance_files(paths)], progress, options, only, algorithms, on_row
    )


def validate_instances(
    instances: list[tuple[str | None, Instance]],
    progress: ProgressBar | None = None,
    options: SolveOptions | None = None,
    only: tuple[str, ...] = (),
    algorithms: tuple[Checked, ...] = (),
    on_row: RowSink | None = None,
) -> list[dict[str, object]]:
    """Every exact model (or those named in ``only``) and every heuristic that applies to each
    (file, instance), one row each; with ``algorithms``, the rows of these algorithms
    (:func:`checked`) and the exact models their references need, instead of the built-in
    heuristics. Each row goes to ``on_row`` (and advances ``progress``) as soon as it is done;
    all of them are returned at the end.

    ``options`` limit each exact model run (time, MIP gap, nodes, simplex iterations: a model
    stopped by them reports its status and best bound) and each algorithm run
    (:func:`resched.result.budget`: an algorithm's own exact sub-solves, such as
    DPGoodputSlow-BestCnf's phase MILP per section, share the time limit and each has the
    work limits; a run stopped by them is reported ``stopped by the limit``, with the bound
    it is compared with, and no objective).

    An exact model's row gives its status, objective, bound and relative gap; a heuristic's
    row its objective, the reference model's certified optimum (or, if not proven, its best
    bound) and the gap to it in %. A heuristic is compared with the first of its references
    that gives a value (a time-limited MILP's bound, or a later reference such as an LP
    relaxation); when none does, with the first of its certified bounds
    (:class:`~resched.declarations.Bound`, computed without a solver: status ``vs bound
    (certified bound <name>)``, and ``references_unused`` says why each reference gave no
    value). The row names the reference or bound used, or says why none could be (e.g.
    ``reference clairvoyant_goodput stopped by the limit (time_limit): no bound``). A row's
    ``violation`` says why it is a bug: a heuristic better than a proven optimum or than a
    bound, or an exact algorithm differing from its twin's certified optimum. A declared exact
    model that does not apply to an instance gets a row (kind ``"not applicable"``) giving the
    reason; an instance that no exact model applies to gets a row saying so. A name in
    ``only`` that no family declares is refused.
    """
    options = options or SolveOptions()
    _check_known(only)
    resolved: dict[str, list[Heuristic]] = {}
    plans = []
    for f, inst in instances:
        if algorithms and inst.family not in resolved:
            resolved[inst.family] = [h for a in algorithms for h in checked(families()[inst.family], a)]
        chosen = resolved.get(inst.family)
        needed = {r for h in chosen for r in h.references} if chosen is not None else None
        declared = [
            (m, reason)
            for m, reason in declared_models(inst)
            if (not only or m.name in only) and (needed is None or m.name in needed)
        ]
        models = [m for m, reason in declared if reason is None]
        skipped = [(m, reason) for m, reason in declared if reason is not None]
        plans.append((f, inst, models, skipped, heuristics(inst, chosen, only)))
    bar = progress if progress is not None else Silent()
    task = bar.add_task("validating", total=sum(len(m) + len(h) for _, _, m, _, h in plans))
    rows: list[dict[str, object]] = []

    def done(row: dict[str, object], advance: bool = True) -> None:
        rows.append(row)
        if on_row is not None:
            on_row(row)
        if advance:
            bar.advance(task)

    for path, inst, models, skipped, algorithms_run in plans:
        for model, reason in skipped:
            done(_not_applicable_row(path, inst, model, reason), advance=False)
        if not models:
            done(_no_model_row(path, inst), advance=False)
        solved: dict[str, tuple[ExactModel, dict[str, Any]]] = {}
        reasons = {m.name: f"reference {m.name} does not apply ({reason})" for m, reason in skipped}
        for model in models:
            bar.update(task, description=f"{inst.name}: {model.name}")
            start = time.perf_counter()
            try:
                with budget(options):
                    report = model.run(inst, options)
            except LimitReached as stopped:
                reasons[model.name] = f"reference {model.name} {STOPPED}: no bound"
                done(_stopped_model_row(path, inst, model, str(stopped), time.perf_counter() - start))
                continue
            seconds = time.perf_counter() - start
            solved[model.name] = (model, report.summary())
            done(_exact_row(path, inst, model, report, seconds))
        bound_values: dict[str, float] = {}
        for heuristic in algorithms_run:
            bar.update(task, description=f"{inst.name}: {heuristic.name}")
            start = time.perf_counter()
            reference = _reference(heuristic, solved) or _bound_reference(heuristic, inst, bound_values)
            value: float | None = None
            why: str | None = None
            try:
                with budget(options):
                    value = float(heuristic.run(inst))
            except LimitReached as error:
                why = str(error)
            seconds = time.perf_counter() - start
            done(_heuristic_row(path, inst, heuristic, value, reference, seconds, solved, reasons, why))
    return rows


def checked(family: Family, algorithm: Checked) -> tuple[Heuristic, ...]:
    """The heuristics that ``validate`` compares for ``algorithm`` on the instances of
    ``family``: a :class:`Heuristic` (or a trusted reference to one) as it is; an algorithm
    (a name resolved by the family's registry, a trusted ``package.module:Attribute``, an
    :class:`AlgorithmSpec`) through the family's ``checked_algorithm``. A reference naming no
    exact model of the family is refused in one line."""
    found: tuple[Heuristic, ...]
    if isinstance(algorithm, str) and is_reference(algorithm):
        loaded, origin = load_trusted(algorithm)
        if isinstance(loaded, Heuristic):
            algorithm = dataclasses.replace(loaded, origin=origin)
    if isinstance(algorithm, Heuristic):
        found = (algorithm,)
    elif isinstance(algorithm, (Algorithm, AlgorithmSpec)):
        found = family.checked(algorithm if isinstance(algorithm, Algorithm) else Algorithm(algorithm))
    elif family.algorithms is None:
        raise ReschedError(f"family {family.name!r} has no algorithms to check")
    else:
        found = family.checked(family.algorithms.resolve(algorithm))
    known = {m.name for m in family.models()}
    for heuristic in found:
        unknown = [r for r in heuristic.references if r not in known]
        if unknown:
            raise ReschedError(
                f"{heuristic.name}: reference {unknown[0]!r} is no exact model of family {family.name!r} "
                f"(known: {', '.join(sorted(known))})"
            )
    return found


def summarize(rows: list[dict[str, object]]) -> str:
    """One line: instances, exact models (proven optimal), heuristics checked, unchecked, runs
    stopped by a limit, violations."""
    instances = len({r["file"] for r in rows})
    exact = [r for r in rows if r["kind"] == "exact"]
    runs = [r for r in rows if r["kind"] in ("heuristic", "exact algorithm")]
    stopped = [r for r in rows if str(r["status"]).startswith(STOPPED)]
    checked = [r for r in runs if r["reference"] is not None and r["objective"] is not None]
    unchecked = [r for r in runs if r["reference"] is None and r not in stopped]
    violations = sum(1 for r in rows if r["violation"])
    optimal = sum(1 for r in exact if r["status"] == SolveStatus.OPTIMAL.value)
    return (
        f"{instances} instance(s), {len(exact)} exact model run(s) ({optimal} proven optimal), "
        f"{len(checked)} heuristic row(s) checked, {len(unchecked)} unchecked, "
        f"{len(stopped)} stopped by a limit, {violations} violation(s)"
    )


def heuristics(
    instance: Instance, chosen: list[Heuristic] | None = None, only: tuple[str, ...] = ()
) -> list[Heuristic]:
    """The heuristics (``chosen``, default: the family's built-in ones) that apply to the
    instance, among those with a reference in ``only`` if given. One whose references do not
    apply to the instance (e.g. at the paper's size) is kept: its row says why it is unchecked."""
    candidates = families()[instance.family].checked_heuristics() if chosen is None else chosen
    return [h for h in candidates if h.applies(instance) is None and (not only or set(only).intersection(h.references))]


def _check_known(names: tuple[str, ...]) -> None:
    """Refuse a model name that no family declares (a typo would otherwise validate nothing)."""
    if not names:
        return
    known = {m.name for f in families().values() for m in f.models()}
    unknown = [n for n in names if n not in known]
    if unknown:
        raise ReschedError(f"unknown exact model {unknown[0]!r} (known: {', '.join(sorted(known))})")


def _reference(heuristic: Heuristic, solved: dict[str, tuple[ExactModel, dict[str, object]]]):
    """The first reference of ``heuristic`` that was solved and gives a value to compare with
    (a certified optimum or a bound); ``None`` if none does."""
    for name in heuristic.references:
        if name in solved:
            model, summary = solved[name]
            if _target(summary) is not None:
                return model, summary
    return None


def _bound_reference(heuristic: Heuristic, inst: Instance, values: dict[str, float]):
    """The first certified :class:`~resched.declarations.Bound` of ``heuristic`` that applies
    to ``inst``, with its value (computed once per instance: cached in ``values`` by name);
    ``None`` if none applies."""
    for bound in heuristic.bounds:
        if bound.applies(inst) is not None:
            continue
        if bound.name not in values:
            values[bound.name] = float(bound.value(inst))
        return bound, values[bound.name]
    return None


def _why_unchecked(
    heuristic: Heuristic, solved: dict[str, tuple[ExactModel, dict[str, Any]]], reasons: dict[str, str]
) -> str:
    """Why no reference of ``heuristic`` gives a value, one clause per reference: stopped by
    a limit without a bound, ended without a bound, not applicable, not run."""
    clauses = []
    for name in heuristic.references:
        if name in solved:
            status = solved[name][1]["status"]
            limited = status in (SolveStatus.TIME_LIMIT.value, SolveStatus.WORK_LIMIT.value)
            clauses.append(
                f"reference {name} stopped by the limit ({status}): no bound"
                if limited
                else f"reference {name} ended {status} without a bound"
            )
        else:
            clauses.append(reasons.get(name, f"reference {name} was not chosen (--model)"))
    return "unchecked: " + "; ".join(clauses)


def _target(summary: dict[str, Any]) -> float | None:
    """The certified optimum, or else the best bound, of an exact model's summary."""
    if summary["status"] == SolveStatus.OPTIMAL.value:
        return summary["objective"]
    return summary["bound"]


def _not_applicable_row(path: str | None, inst: Instance, model: ExactModel, reason: str) -> dict[str, object]:
    return _no_model_row(path, inst) | {
        "method": model.name,
        "kind": "not applicable",
        "status": f"does not apply: {model.name}: {reason}",
    }


def _no_model_row(path: str | None, inst: Instance) -> dict[str, object]:
    return {
        "file": path,
        "instance": inst.name,
        "method": "-",
        "kind": "none",
        "status": "no exact model applies",
        "objective": None,
        "reference": None,
        "optimum_or_bound": None,
        "gap_percent": None,
        "seconds": 0.0,
        "replay": None,
        "violation": None,
    }


def _exact_row(
    path: str | None, inst: Instance, model: ExactModel, report: Report, seconds: float
) -> dict[str, object]:
    """An exact model's row: its solver summary, and its solution's replay (``replay``: the
    objective the family's own code gives the solution; a contradiction is a violation)."""
    summary: dict[str, Any] = report.summary()
    replayed, contradiction = replay(inst, report)
    return {
        "file": path,
        "instance": inst.name,
        "method": model.name,
        "kind": "exact",
        "status": summary["status"],
        "objective": summary["objective"],
        "reference": None,
        "optimum_or_bound": summary["bound"],
        "gap_percent": _percent(summary["gap"]),
        "seconds": seconds,
        "replay": replayed,
        "violation": None if contradiction is None else f"{model.name} on {inst.name}: {contradiction}",
        "details": summary,
    }


def _stopped_model_row(path: str | None, inst: Instance, model: ExactModel, why: str, seconds: float):
    """An exact model whose own algorithm run (e.g. its start's) was stopped by the limits."""
    return _no_model_row(path, inst) | {
        "method": model.name,
        "kind": "exact",
        "status": f"{STOPPED}: {why}",
        "seconds": seconds,
    }


STOPPED = "stopped by the limit"
"""How a row whose run a limit stopped (:class:`~resched.result.LimitReached`) begins its status."""


def _heuristic_row(
    path: str | None,
    inst: Instance,
    heuristic: Heuristic,
    value: float | None,
    reference: Any,
    seconds: float,
    solved: dict[str, tuple[ExactModel, dict[str, Any]]],
    reasons: dict[str, str],
    stopped: str | None = None,
) -> dict[str, object]:
    """A heuristic's row: its objective (``None`` when ``stopped`` says which limit stopped
    it) against its ``reference``'s optimum or bound."""
    kind = "exact algorithm" if heuristic.exact else "heuristic"
    row: dict[str, object] = {
        "file": path,
        "instance": inst.name,
        "method": heuristic.name,
        "kind": kind,
        "objective": value,
        "seconds": seconds,
        "replay": None,
    }
    if heuristic.origin is not None:
        row["algorithm_origin"] = heuristic.origin.to_dict()
    if reference is None:
        status = _why_unchecked(heuristic, solved, reasons)
        return row | {
            "status": status if stopped is None else f"{STOPPED}: {stopped}; {status}",
            "reference": None,
            "optimum_or_bound": None,
            "gap_percent": None,
            "violation": None,
        }
    if isinstance(reference[0], Bound):
        bound, target = reference
        name, sense, proven = bound.name, bound.sense, False
        kind_of = f"certified bound {bound.name}"
        row["references_unused"] = _why_unchecked(heuristic, solved, reasons).removeprefix("unchecked: ")
    else:
        model, summary = reference
        name, sense = model.name, model.sense
        proven = summary["status"] == SolveStatus.OPTIMAL.value
        target = _target(summary)
        assert target is not None  # _reference keeps only summaries with an optimum or a bound
        kind_of = summary["status"]
    compared = "proven optimum" if proven else f"bound ({kind_of})"
    if value is None:
        return row | {
            "status": f"{STOPPED}: {stopped}; {compared} known",
            "reference": name,
            "optimum_or_bound": target,
            "gap_percent": None,
            "violation": None,
        }
    sign = 1.0 if sense == "max" else -1.0
    gap = sign * (target - value) / max(abs(target), 1e-10)
    return row | {
        "status": "proven optimum" if proven else f"vs bound ({kind_of})",
        "reference": name,
        "optimum_or_bound": target,
        "gap_percent": _percent(gap),
        "violation": _violation(heuristic, gap, proven),
    }


def _violation(heuristic: Heuristic, gap: float, proven: bool) -> str | None:
    if gap < -VALIDATE_TOLERANCE:
        return f"{heuristic.name} beats the {'proven optimum' if proven else 'bound'} by {-gap:.3g} (relative)"
    if heuristic.exact and proven and gap > VALIDATE_TOLERANCE:
        return f"{heuristic.name} is proven exact here but misses the certified optimum by {gap:.3g} (relative)"
    return None


def _percent(gap: float | None) -> float | None:
    """A relative gap in %, float noise (|gap| < 1e-12) rounded to 0."""
    if gap is None:
        return None
    return 0.0 if abs(gap) < 1e-12 else 100.0 * gap


def export_library(instances: Path, output: Path, progress: ProgressBar | None = None) -> dict[str, Any]:
    """Write ``<instance>.<model>.lp``/``.mps`` for every pair, cross-check each file with
    HiGHS and CBC, and write ``manifest.json`` with both solvers' objectives."""
    pairs = model_pairs(instance_files([instances]))
    bar = progress if progress is not None else Silent()
    task = bar.add_task("exporting", total=len(pairs))
    output.mkdir(parents=True, exist_ok=True)
    entries = []
    for path, inst, model in pairs:
        built = model.build(inst)
        stem = f"{path.stem}.{model.name}"
        checks = {suffix: cross_check(export(built, output / f"{stem}{suffix}")) for suffix in (".lp", ".mps")}
        entries.append(
            {
                "instance": path.relative_to(instances).as_posix(),
                "model": model.name,
                "files": {s[1:]: f"{stem}{s}" for s in checks},
                "sense": checks[".lp"].sense,
                "highs_objective": {s[1:]: c.highs_objective for s, c in checks.items()},
                "cbc_objective": {s[1:]: c.cbc_objective for s, c in checks.items()},
                "agree": all(c.agree for c in checks.values()),
            }
        )
        bar.advance(task)
    manifest = {"instances": instances.as_posix(), "models": entries}
    (output / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    return manifest
