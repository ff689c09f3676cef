"""Figure 1 and the replay of Figure 8 / Table 4 of the stochastic-reservations paper (Gainaru
et al., IPDPS 2020), as data.

- ``fig1-fitted-law.png``: Figure 1's fitted LogNormal (μ_o = 21.4 h, σ_o = 19.7 h, the law
  ``neuro`` of the family) as a density on the paper's [0, 80 h] axis. The figure's histogram,
  the 2017 execution times of the application, is not public and is not drawn.
- ``fig8-replay.csv`` / ``fig8-replay.png``: Figure 8's three strategies (DYN-PROG-COUNT,
  ALL-CKPT, HPC) on 500 jobs of each application, replayed through the batch simulator
  (``resched.batch.experiment.replay``; laws of Table 3, SD's a placeholder), ``--runs`` seeds
  (1, 2, …): per application and strategy the mean of each metric with its 95 % Student-t
  interval over the seeds (``runs``).
- ``table4-replay.csv``: Table 4's mix (100 Qball + 200 SD + 200 FCA), DYN-PROG-COUNT against
  HPC on the same seeds: one row per seed, then a row ``mean`` with the improvements (DPC's
  utilization / HPC's − 1, HPC's stretch / DPC's − 1) and their 95 % intervals over the seeds
  (paired by seed, n = ``--runs``).

The paper's runs were on a Slurm platform; these are simulations (see docs/batch.md, "Replay of
reservation strategies").

    python benchmarks/reservation_paper_figures.py --out DIR [--runs 10] [--no-replay]
"""

from __future__ import annotations

import argparse
import csv
from pathlib import Path

import numpy as np
from matplotlib.figure import Figure

from resched.batch.experiment.replay import MIX, STRATEGIES, replay
from resched.batch.family import REPLAY_ALGORITHMS
from resched.experiments.stats import mean_interval
from resched.plot.save import save_figure_to
from resched.plot.style import algorithm_style, figure
from resched.reservation.experiment.figures import fitted_law_figure
from resched.reservation.generate import task_law
from resched.reservation.params import ReservationParams

APPLICATIONS = ("qball", "sd", "fca")
METRICS = ("utilization", "stretch", "efficiency", "occupancy", "reservations")


def _write(path: Path, rows: list[dict[str, object]]) -> None:
    with path.open("w", newline="") as file:
        writer = csv.DictWriter(file, fieldnames=list(dict.fromkeys(k for r in rows for k in r)), lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)


def figure8(seeds: list[int]) -> list[dict[str, object]]:
    """Per application and strategy, each metric's mean and 95 % interval over ``seeds``."""
    rows: list[dict[str, object]] = []
    for app in APPLICATIONS:
        for name in STRATEGIES:
            runs = [replay({app: 500}, REPLAY_ALGORITHMS.resolve(name), seed) for seed in seeds]
            row: dict[str, object] = {"application": app, "algorithm": name, "runs": len(runs)}
            for metric in METRICS:
                found = mean_interval(getattr(r, metric) for r in runs)
                row |= {metric: found.mean, f"{metric}_low": found.low, f"{metric}_high": found.high}
            rows.append(row)
    return rows


def table4(seeds: list[int]) -> list[dict[str, object]]:
    """DYN-PROG-COUNT against HPC on the mix, per seed, then the mean improvements."""
    rows: list[dict[str, object]] = []
    for seed in seeds:
        dpc = replay(MIX, REPLAY_ALGORITHMS.resolve("DYN-PROG-COUNT"), seed)
        hpc = replay(MIX, REPLAY_ALGORITHMS.resolve("HPC"), seed)
        rows.append(
            {
                "run": str(seed),
                "dpc_utilization": dpc.utilization,
                "dpc_stretch": dpc.stretch,
                "hpc_utilization": hpc.utilization,
                "hpc_stretch": hpc.stretch,
                "utilization_improvement": dpc.utilization / hpc.utilization - 1,
                "stretch_improvement": hpc.stretch / dpc.stretch - 1,
                "dpc_efficiency": dpc.efficiency,
                "hpc_efficiency": hpc.efficiency,
                "efficiency_improvement": dpc.efficiency / hpc.efficiency - 1,
            }
        )
    mean: dict[str, object] = {"run": "mean", "runs": len(rows)}
    for key in list(rows[0])[1:]:
        found = mean_interval(float(r[key]) for r in rows)  # type: ignore[arg-type]
        mean |= {key: found.mean, f"{key}_low": found.low, f"{key}_high": found.high}
    return [*rows, mean]


def figure8_plot(rows: list[dict[str, object]]) -> Figure:
    """Utilization and stretch bars per application and strategy, with the intervals."""
    fig, axes = figure(1, 2, figsize=(9.0, 3.4))
    width = 0.8 / len(STRATEGIES)
    for ax, metric in zip(axes, ("utilization", "stretch"), strict=True):
        for k, name in enumerate(STRATEGIES):
            mine = [r for r in rows if r["algorithm"] == name]
            x = np.arange(len(mine)) + (k - (len(STRATEGIES) - 1) / 2) * width
            mean = np.array([float(r[metric]) for r in mine])  # type: ignore[arg-type]
            low = np.array([float(r[f"{metric}_low"]) for r in mine])  # type: ignore[arg-type]
            high = np.array([float(r[f"{metric}_high"]) for r in mine])  # type: ignore[arg-type]
            style = algorithm_style(name, STRATEGIES)
            ax.bar(x, mean, width, color=style.get("color"), label=name)
            ax.errorbar(x, mean, yerr=[mean - low, high - mean], fmt="none", ecolor="black", capsize=3)
        ax.set_xticks(np.arange(len(APPLICATIONS)), [a.upper() for a in APPLICATIONS])
        ax.set_ylabel(f"{metric} ({'higher' if metric == 'utilization' else 'lower'} is better)")
        ax.grid(alpha=0.3, axis="y")
    axes[0].legend(fontsize=7)
    runs = int(rows[0]["runs"])  # type: ignore[call-overload]
    fig.suptitle(f"replay, 500 jobs per application; means with 95 % CI over {runs} seeds", fontsize=8)
    return fig


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, required=True, help="folder for the figures and CSV files")
    parser.add_argument("--runs", type=int, default=10, help="seeds of the replay (default 10)")
    parser.add_argument("--no-replay", action="store_true", help="draw Figure 1 only")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    save_figure_to(fitted_law_figure(task_law(ReservationParams(law="neuro"))), args.out / "fig1-fitted-law.png")
    if args.no_replay:
        return
    seeds = list(range(1, args.runs + 1))
    rows = figure8(seeds)
    _write(args.out / "fig8-replay.csv", rows)
    save_figure_to(figure8_plot(rows), args.out / "fig8-replay.png")
    table = table4(seeds)
    _write(args.out / "table4-replay.csv", table)
    last = table[-1]
    print(
        f"Table 4 replay, {len(seeds)} runs: utilization {last['utilization_improvement']:+.1%} "
        f"[{last['utilization_improvement_low']:+.1%}, {last['utilization_improvement_high']:+.1%}], stretch "
        f"{last['stretch_improvement']:+.1%} [{last['stretch_improvement_low']:+.1%}, "
        f"{last['stretch_improvement_high']:+.1%}] (paper: +10.1 %, +10.9 %)"
    )


if __name__ == "__main__":
    main()
