"""Full variable-capacity simulations at the §6.1 presets, one algorithm at a time (one core).

Prints, per algorithm, the wall time of a whole simulation (400 sections) and its relative
goodput and relative min yield. Issue target: full default simulation with DPGoodput or
DPBiC ≤ 30 s. DPGoodputSlow(-BestCnf) run on the light preset only (O(m P³) per section).

    python benchmarks/bench_varcap_simulation.py [--trace PATH] [--seed 1]
"""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path

os.environ.setdefault("NUMBA_NUM_THREADS", "1")

from resched.varcap.algorithms import algorithm
from resched.varcap.generate import PRESETS, Workload, random_instance  # PRESETS: p_max 100 / 400
from resched.varcap.metrics import evaluate
from resched.varcap.simulate import simulate

DEFAULT_TRACE = Path(__file__).resolve().parents[2] / "shared" / "traces" / "KTH-SP2-1996-2.1-cln.swf"
RUNS = {
    "default": [
        "GreedyGoodput",
        "GreedyYield",
        "DPGoodput",
        "DPGoodput-BestCnf",
        "DPYield",
        "TargetYield(0.6)",
        "DPBiC(15)",
        "DPBiC-BestCnf(15)",
        "TargetGoodput(0.9)",
    ],
    "light": ["DPGoodput", "DPBiC(15)", "DPGoodputSlow", "DPGoodputSlow-BestCnf"],
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trace", type=Path, default=DEFAULT_TRACE)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    workload = Workload.from_swf(args.trace) if args.trace.exists() else Workload.synthetic(args.seed)
    warm = random_instance(0, workload, sections=2, p_max=20)
    for spec in RUNS["default"] + RUNS["light"]:  # numba compilation / cache load
        simulate(warm, algorithm(spec))
    for preset, specs in RUNS.items():
        inst = random_instance(args.seed, workload, p_max=PRESETS[preset])
        print(
            f"{preset} preset: {inst.name}, {len(inst.jobs)} jobs, {inst.n_sections} sections, "
            f"P_max {inst.platform.P_max}"
        )
        for spec in specs:
            start = time.perf_counter()
            result = simulate(inst, algorithm(spec))
            seconds = time.perf_counter() - start
            m = evaluate(inst, result)
            print(
                f"  {spec:22s} {seconds:8.2f} s  ({1000 * seconds / inst.n_sections:7.2f} ms/section)  "
                f"relative goodput {m.relative_goodput:.4f}  relative min yield {m.relative_min_yield:.4f}",
                flush=True,
            )


if __name__ == "__main__":
    main()
