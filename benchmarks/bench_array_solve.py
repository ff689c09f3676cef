"""LP text or arrays: CPU seconds to solve the same LP with HiGHS, side by side ([CORE-D13]).

For each model and size, in one process, on one HiGHS thread, ``time.process_time``:

* ``lp_text``: the former path — Pyomo build, CPLEX-LP text with symbolic labels, HiGHS's
  ``readModel`` (then one ``getLp`` for the column names), solve, values over every column;
* ``arrays``: Pyomo build, :func:`resched.solve.model_arrays` (Pyomo's linear standard-form
  compiler), ``passModel``, solve (what :func:`resched.solve.solve` runs now);
* ``matrix``: the model's hand-built numpy matrix, where it has one (the reservation
  shortest-path LPs, the iterative chain LP): what its exact model runs.

Each row gives the seconds, the ratios ``lp_text / arrays`` and ``lp_text / matrix``, and
the largest difference between the optima (the same LP: 0 up to HiGHS's tolerances).

    taskset -c 0 python benchmarks/bench_array_solve.py [--small] [--repeat 1]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import highspy
import pyomo.environ as pyo

sys.path.insert(0, str(Path(__file__).resolve().parent))

from resched.export import write_lp
from resched.result import SolveOptions, SolveResult
from resched.solve import CompiledModel, new_highs, run_compiled, solve

OPTIONS = SolveOptions(threads=1, warm_start=False)


def via_lp_text(model: Any) -> SolveResult:
    """The former ``compile_model`` + ``run_compiled``: LP text read back by HiGHS."""
    highs = new_highs(1)
    with tempfile.TemporaryDirectory(prefix="bench-") as tmp:
        path = Path(tmp) / "model.lp"
        by_label = write_lp(model, path)
        assert highs.readModel(str(path)) == highspy.HighsStatus.kOk
    lp = highs.getLp()
    variables = [by_label.get(name) for name in lp.col_names_]
    is_mip = any(kind != highspy.HighsVarType.kContinuous for kind in lp.integrality_)
    return run_compiled(CompiledModel(highs, variables, model, is_mip), OPTIONS)


REPEAT = 1


def cpu(run: Callable[[], SolveResult]) -> tuple[float, SolveResult]:
    """The least CPU seconds of :data:`REPEAT` runs, and the last result."""
    best = float("inf")
    for _ in range(REPEAT):
        start = time.process_time()
        result = run()
        best = min(best, time.process_time() - start)
    return best, result


def row(name: str, size: str, build: Callable[[], Any], matrix: Callable[[], SolveResult] | None) -> dict[str, Any]:
    """One model at one size: the three paths' CPU seconds, ratios and objectives."""
    text_s, text = cpu(lambda: via_lp_text(build()))
    arrays_s, arrays = cpu(lambda: solve(build(), OPTIONS))
    results = [text, arrays]
    out: dict[str, Any] = {"model": name, "size": size, "lp_text_s": round(text_s, 3), "arrays_s": round(arrays_s, 3)}
    out["lp_text/arrays"] = round(text_s / arrays_s, 2)
    if matrix is not None:
        matrix_s, hand = cpu(matrix)
        results.append(hand)
        out |= {"matrix_s": round(matrix_s, 3), "lp_text/matrix": round(text_s / matrix_s, 2)}
    assert all(r.is_optimal for r in results), [r.status for r in results]
    objectives = [float(r.objective) for r in results]  # type: ignore[arg-type]
    out["objective"] = objectives[0]
    out["max_objective_difference"] = max(abs(o - objectives[0]) for o in objectives)
    return out


def reservation_rows(small: bool) -> Iterator[dict[str, Any]]:
    """The three shortest-path LPs, one row each (printed as it comes)."""
    from resched.reservation import Costs, law
    from resched.reservation.instance import ReservationInstance
    from resched.reservation.models.shortest_path import build_shortest_path, solve_shortest_path

    sizes = {"dp": 30, "all-ckpt": 200, "no-ckpt": 200} if small else {"dp": 60, "all-ckpt": 400, "no-ckpt": 400}
    for mode, n in sizes.items():
        instance = ReservationInstance(f"exponential-n{n}", law("exponential").discretize(n), Costs(0.1, 0.1))
        yield row(
            f"reservation shortest_path ({mode})",
            f"n = {n}",
            lambda: build_shortest_path(instance, mode),  # noqa: B023  (called before the loop moves on)
            lambda: solve_shortest_path(instance, OPTIONS, mode=mode),  # noqa: B023
        )


def chain_row(small: bool) -> dict[str, Any]:
    from resched.iterative.generate import neuroscience
    from resched.iterative.models.chain_lp import build_chain_lp, solve_chain_lp

    iterations = 20 if small else 80  # N = 80: 560 tasks, 157k arcs (the Pyomo paths build them)
    app = neuroscience(10**-0.5, iterations=iterations)
    return row(
        "iterative chain_lp",
        f"N = {iterations} ({iterations * app.n} tasks)",
        lambda: build_chain_lp(app),
        lambda: solve_chain_lp(app, OPTIONS),
    )


def varcap_row(small: bool) -> dict[str, Any]:
    from frontier_varcap import integer_instance

    from resched.varcap.models.clairvoyant import build_clairvoyant

    jobs, sections = (6, 4) if small else (12, 6)
    instance = integer_instance(jobs, sections)
    return row(
        "varcap clairvoyant_goodput_lp",
        f"{jobs} jobs, {sections} sections",
        lambda: build_clairvoyant(instance, objective="goodput", relax=True),
        None,
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--small", action="store_true", help="smaller sizes (a quick check)")
    parser.add_argument("--repeat", type=int, default=1, help="runs per path (the least CPU time is kept)")
    args = parser.parse_args(argv)
    global REPEAT
    REPEAT, small = max(1, args.repeat), args.small
    warm = pyo.ConcreteModel(name="warm_up")  # the first HiGHS and Pyomo writer calls of a process cost more
    warm.x = pyo.Var(bounds=(0, 1))
    warm.c = pyo.Constraint(expr=warm.x <= 0.5)
    warm.o = pyo.Objective(expr=warm.x, sense=pyo.maximize)
    via_lp_text(warm), solve(warm, OPTIONS)
    for rows in (lambda: reservation_rows(small), lambda: [chain_row(small)], lambda: [varcap_row(small)]):
        for entry in rows():
            print(entry, flush=True)


if __name__ == "__main__":
    main()
