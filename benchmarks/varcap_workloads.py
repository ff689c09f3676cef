"""Figures 5, 24 and 25 of the variable-capacity paper, on the traces resched uses.

- Figure 5: the number of processors p_j required by each job of each trace (histogram on
  logarithmic bins; P_min = 80, the largest size §6.1's generator draws at P_max = 400);
- Figure 24: the jobs of each trace by processors and run time (heatmap, logarithmic bins);
- Figure 25: the available processors P_i over time of the instances of the App. E.5.3
  simulation (``sweeps/varcap/fig26-27-releases-full.toml``, FIFO releases, Load 2): instance 0
  of each trace, the instance the sweep runs (same seed, same generator).

The whole traces are read (``--traces``, default ``../shared/traces``; the script stops with
exit code 2 without them). Figure 25's instances are generated from the sweep file's own
``traces_dir``. Writes ``fig5-processors.png``, ``fig24-runtime-heatmap.png``, ``fig25-capacity.png`` and
``fig5-24-workloads.csv`` (per trace: jobs, share with p_j ≤ P_min, quartiles of p_j and of the
run time) into ``--out``.

    python benchmarks/varcap_workloads.py --out DIR [--traces DIR]
"""

from __future__ import annotations

import argparse
import csv
import sys
from pathlib import Path

from resched.experiments.spec import load_spec
from resched.plot.save import save_figure_to
from resched.varcap.experiment.workload_figures import (
    capacity_figure,
    processors_figure,
    runtime_heatmap,
    workload_table,
)
from resched.varcap.generate import generate, workload

ROOT = Path(__file__).resolve().parents[1]
TRACES = ROOT.parent / "shared" / "traces"
TRACE_FILES = ("KTH-SP2-1996-2.1-cln.swf", "LLNL-Atlas-2006-2.1-cln.swf", "HPC2N-2002-excerpt.swf")
P_MIN = 80
"""P_min = 0.2·P_max at the default P_max = 400 (§6.1)."""
SWEEP = ROOT / "sweeps" / "varcap" / "fig26-27-releases-full.toml"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, required=True, help="folder for the figures and the CSV")
    parser.add_argument(
        "--traces", type=Path, default=TRACES, help="folder of the SWF traces (default ../shared/traces)"
    )
    args = parser.parse_args()
    missing = [name for name in TRACE_FILES if not (args.traces / name).is_file()]
    if missing:
        print(f"error: traces not found in {args.traces}: {', '.join(missing)}", file=sys.stderr)
        raise SystemExit(2)
    args.out.mkdir(parents=True, exist_ok=True)
    loads = [workload(str(args.traces / name)) for name in TRACE_FILES]
    save_figure_to(processors_figure(loads, P_MIN), args.out / "fig5-processors.png")
    save_figure_to(runtime_heatmap(loads), args.out / "fig24-runtime-heatmap.png")
    spec = load_spec(SWEEP)
    chosen = {}
    for task in spec.tasks():
        point = task.point
        if task.replicate == 0 and point["releases"] == "fifo" and float(point["load"]) == 2.0:
            chosen.setdefault(str(point["trace"]), task)
    instances = [generate(t.task.params, t.task.seed, t.task.traces_dir) for t in chosen.values()]
    labels = [f"{Path(trace).stem.split('-')[0]} instance 0 (seed {t.task.seed})" for trace, t in chosen.items()]
    params = next(iter(chosen.values())).task.params
    figure = capacity_figure(instances, labels, params.p_max, params.p_min)
    figure.suptitle(
        f"App. E.5.3 simulation ({SWEEP.name}, FIFO, Load 2): n = {params.sections} sections, "
        f"avgT = {params.avg_section_length:g}, P_max = {params.p_max}, P_min = {params.p_min}, "
        f"δ = {params.delta}; one walk per trace",
        fontsize=8,
    )
    save_figure_to(figure, args.out / "fig25-capacity.png")
    rows = workload_table(loads, P_MIN)
    with (args.out / "fig5-24-workloads.csv").open("w", newline="") as file:
        writer = csv.DictWriter(file, fieldnames=list(rows[0]), lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    for row in rows:
        print(
            f"{row['trace']}: {row['jobs']} jobs, {row['drawable_share']:.1%} with p_j <= {P_MIN}, "
            f"median p_j {row['p_q50']:g}, median run time {row['run_q50']:g} s"
        )


if __name__ == "__main__":
    main()
