"""Certified frontier of the variable-capacity exact models ([CORE-D5]).

For each exact model, instances of growing size are solved on one HiGHS thread within a CPU
limit (60 s, build included; benchmarks/frontier_cpu.py), each started from its heuristic (a
MILP never ends below it):

* ``time_indexed`` (varcap-section): sections of bench_section_models.py with P = 5 × jobs
  (p_j ~ U{1..20}, integer C_j ~ U{5..20} = R_j, T = 100), started from DPGoodputSlow-BestCnf;
  heuristic DPGoodputSlow-BestCnf (the DP);
* ``phase_milp`` (varcap-section): the same sections, larger; its twin DP is the heuristic
  (gap 0 by construction: the row says up to where the MILP certifies it);
* ``clairvoyant_goodput`` (15-path MILP) and ``clairvoyant_time_indexed`` (varcap, infinite
  jobs): integer instances of m jobs and n sections (below), started from the best paper
  algorithm's schedule; heuristic: the best paper algorithm's goodput.

Per model: the largest size proven optimal within the limit, its time, the heuristic's gap there
(% of the optimum), and the largest size tried whose solve still returns a bound (the MILP's
dual bound, itself at most its LP relaxation; for the 15-path clairvoyant MILP the goodput LP
relaxation solved alone), with the heuristic's gap to it.

    taskset -c 0 python benchmarks/frontier_varcap.py [--time-limit 60]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_section_models import integer_section
from frontier_cpu import options, proven, stopped, timed

SECTION_JOBS = (10, 20, 40, 60, 80, 120, 160, 240)
"""Jobs per section (P = 5 × jobs) for the section models."""
CLAIRVOYANT_SIZES = ((3, 2), (3, 3), (4, 3), (5, 3), (6, 4), (8, 4), (10, 5), (12, 6), (16, 8), (20, 10))
"""(jobs, sections) of the clairvoyant instances."""


def integer_instance(m: int, n: int, seed: int = 0):
    """A varcap instance with integer data: P_max = 2m, P_min = m, δ = m/2 (rounded), section
    lengths U{20..40}, p_j ~ U{1..P_min}, C_j, R_j ~ U{1..6}, infinite jobs (Σ p_j about m²/2: loaded)."""
    from resched.varcap.instance import Job, Platform, VarCapInstance

    rng = np.random.default_rng(1000 * m + n + seed)
    P_max, P_min, delta = 2 * m, m, max(1, m // 2)
    P = [int(rng.integers(P_min, P_max + 1))]
    for _ in range(n - 1):
        P.append(int(rng.integers(max(P_min, P[-1] - delta), min(P_max, P[-1] + delta) + 1)))
    T = np.cumsum([0] + [int(rng.integers(20, 41)) for _ in range(n)])
    jobs = tuple(
        Job(
            name=f"J{k + 1}",
            p=int(rng.integers(1, P_min + 1)),
            C=float(rng.integers(1, 7)),
            R=float(rng.integers(1, 7)),
            release=0.0,
        )
        for k in range(m)
    )
    return VarCapInstance(
        name=f"integer-m{m}-n{n}",
        platform=Platform(P_min=P_min, P_max=P_max, delta=delta),
        T=tuple(float(t) for t in T),
        P=tuple(P),
        jobs=jobs,
    )


DP_AFFORDABLE = 4_000_000_000
"""Largest DP table (states) for which the frontier runs DPGoodputSlow-BestCnf's DP (about a minute)."""


def _gap(best: float | None, heuristic: float | None) -> float | None:
    if best is None or heuristic is None:
        return None
    return round(100.0 * (best - heuristic) / best, 4) if best else 0.0


def _frontier(model: str, family: str, cases, solve, time_limit: float, lp_bound=None, beyond: int = 2) -> dict:
    """Solve ``cases`` ((size text, instance, heuristic value, heuristic name)) in order: the
    last proven optimal, then up to ``beyond`` more sizes while a bound remains
    (``lp_bound(instance, limit)``, or the solve's own dual bound)."""
    row = {
        "family": family,
        "model": model,
        "size": None,
        "status": None,
        "cpu_seconds": None,
        "wall_seconds": None,
        "heuristic": None,
        "gap_percent": None,
        "lp_bounded_size": None,
        "next": None,
    }
    past = 0
    for size, instance, heuristic, name in cases:
        result, cpu, wall = timed(lambda instance=instance: solve(instance, time_limit))
        bound = lp_bound(instance, time_limit) if lp_bound else result.bound
        print(
            f"  {model:26s} {size:52s} {result.status.value:10s} cpu {cpu:7.1f} s  wall {wall:7.1f} s"
            f"  objective {result.objective}"
            f"  bound {bound}  {name} {heuristic}",
            file=sys.stderr,
            flush=True,
        )
        if proven(result, cpu, time_limit) and not past:  # every smaller size proven too
            row.update(
                size=size,
                status="optimal",
                cpu_seconds=round(cpu, 2),
                wall_seconds=round(wall, 2),
                heuristic=name,
                gap_percent=_gap(result.objective, heuristic),
            )
        else:
            if not past:
                row["next"] = stopped(size, result.status.value, cpu)
            past += 1
        if bound is None:
            break
        gap = _gap(bound, heuristic)
        row["lp_bounded_size"] = size if gap is None else f"{size} (gap ≤ {gap:.3g}%)"
        if past >= beyond:
            break
    return row


def _section_cases(jobs: tuple[int, ...]):
    """Sections with DPGoodputSlow-BestCnf's DP decision (start and heuristic) while the DP is affordable."""
    from resched.varcap.algorithms.dp_slow import dp_goodput_slow_gain, table_states

    for m in jobs:
        ctx = integer_section(np.random.default_rng(m), 5 * m, 100, p_max=20)
        size = f"P = {ctx.P}, {len(ctx.p)} jobs, T = {ctx.T:g}"
        if table_states(ctx, True) > DP_AFFORDABLE:
            yield size, (ctx, None), None, "DPGoodputSlow-BestCnf (DP too large)"
            continue
        decision, gain = dp_goodput_slow_gain(ctx, True)
        yield size, (ctx, decision), gain.w, "DPGoodputSlow-BestCnf"


def section_rows(time_limit: float) -> list[dict]:
    from resched.varcap.algorithms.dp_slow import solve_phase_milp
    from resched.varcap.models.time_indexed import solve_time_indexed

    def time_indexed(case, limit):
        ctx, start = case
        return solve_time_indexed(ctx, options(limit), start=start)

    def phase(case, limit):
        ctx, start = case
        return solve_phase_milp(ctx, options(limit), start=start)[1]

    def sized(cases):
        for size, case, heuristic, name in cases:
            ctx = case[0]
            T = int(ctx.T)  # w, u, v of build_time_indexed
            binaries = int(sum(T + max(T - R, 0) + max(T - C + 1, 0) for C, R in zip(ctx.C, ctx.R)))
            yield f"{size} ({binaries:,} binaries)", case, heuristic, name

    return [
        _frontier("time_indexed", "varcap-section", sized(_section_cases(SECTION_JOBS)), time_indexed, time_limit),
        _frontier("phase_milp", "varcap-section", _section_cases(SECTION_JOBS + (240, 320, 480)), phase, time_limit),
    ]


def clairvoyant_rows(time_limit: float) -> list[dict]:
    from resched.varcap.models import VALIDATED, _metrics, best_schedule
    from resched.varcap.models.clairvoyant import solve_clairvoyant, solve_clairvoyant_steps

    def cases():
        for m, n in CLAIRVOYANT_SIZES:
            inst = integer_instance(m, n)
            name = max(VALIDATED, key=lambda a: _metrics(inst, a).goodput)
            yield f"{m} jobs, {n} sections, H = {inst.T[-1]:g}", inst, _metrics(inst, name).goodput, name

    def paths(inst, limit):
        return solve_clairvoyant(inst, options(limit), start=best_schedule(inst))

    def lp(inst, limit):
        return solve_clairvoyant(inst, options(limit), relax=True).objective

    def steps(inst, limit):
        return solve_clairvoyant_steps(inst, options(limit), start=best_schedule(inst))

    return [
        _frontier("clairvoyant_goodput", "varcap", cases(), paths, time_limit, lp_bound=lp),
        _frontier("clairvoyant_time_indexed", "varcap", cases(), steps, time_limit),
    ]


def rows(time_limit: float = 60.0) -> list[dict]:
    """The frontier rows of the variable-capacity exact models (module doc)."""
    return section_rows(time_limit) + clairvoyant_rows(time_limit)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--time-limit", type=float, default=60.0)
    args = parser.parse_args()
    for row in rows(args.time_limit):
        print(row, flush=True)


if __name__ == "__main__":
    main()
