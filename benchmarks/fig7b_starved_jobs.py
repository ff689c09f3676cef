"""Figure 7b's yield claims: what moves the share of jobs that never run.

The paper (§6.2, infinite jobs, default setting) reports that more than 25 % of the jobs never
run under DPGoodput and more than 60 % under GreedyGoodput, and that 95 % of DPBiC's yields lie
in [0.20, 0.35]. This script draws infinite-job instances of the default setting (P_max = 400,
P_min = 80, δ = 40, avgT = 100, n = 400 sections unless ``--sections``) from controlled
workloads and measures, per instance and algorithm:

- ``starved``: the share of jobs that never run (worked time 0), a count;
- ``starved_area``: Σ p_j over the jobs that never run / Σ_j p_j, the same share in processors;
- ``in_band``: the share of the jobs' yields inside [0.20, 0.35] (the DPBiC claim);
- ``median_yield``: the median of the jobs' yields, next to the instance's ``fair_share``, the
  time-averaged capacity over Σ_j p_j, Σ_i P_i·(T_{i+1} − T_i) / ((T_n − T_0)·Σ_j p_j): the
  yield every job would get if the processors were shared in proportion to the jobs' sizes.

Workloads (jobs drawn with p_j ≤ P_min until Σ p_j ≥ Load·P_max, as §6.1 does):

- ``trace:NAME``: the real traces of ``../shared/traces`` (skipped where absent);
- ``equal:S``: every job has S processors (the job count is ⌈Load·P_max/S⌉), which isolates
  the job count: a capacity that starts at P_max and never exceeds it leaves at least
  Σ p_j − P_max of processors idle, 1 − 1/Load of the area when every job is equal;
- ``equal:8 at Load L``: the same with the load varied;
- ``mix:F``: sizes 1 and 64 with a share F of 1-processor jobs (by count): the size spread.

Every algorithm runs on the same instances (paired: same seeds ``seed + k``); means carry a
95 % Student-t interval over the instances, and GreedyGoodput − DPGoodput is a paired
difference. The capacity walk is drawn first from the seed, so instance k of every workload has
the same walk: the workloads are not independent samples of each other, and the unit of every
interval is the walk (``walks`` = 10 by default, not 10 per workload). The row
``traces (walk means)`` averages each metric over the real traces within each walk first and
gives its interval over the walks (n = ``walks``), the estimate of a claim about "the traces";
``starved_vs_kth`` is the walk-paired difference of a trace's starved share from KTH-SP2's.

    python benchmarks/fig7b_starved_jobs.py [--instances 10] [--sections 400] [--csv FILE]
"""

from __future__ import annotations

import argparse
import csv
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from rich.progress import track

from resched.experiments.stats import mean_interval, paired_difference
from resched.varcap.algorithms import algorithm
from resched.varcap.generate import Workload, random_instance, workload
from resched.varcap.simulate import simulate

TRACES = Path(__file__).resolve().parents[2] / "shared" / "traces"
TRACE_FILES = ("KTH-SP2-1996-2.1-cln.swf", "LLNL-Atlas-2006-2.1-cln.swf", "HPC2N-2002-excerpt.swf")
ALGORITHMS = ("GreedyGoodput", "DPGoodput", "DPBiC(15)")
BAND = (0.20, 0.35)
"""The yield band of the paper's DPBiC claim."""
EQUAL_SIZES = (1, 8, 64)
LOADS = (1.25, 4.0)
SMALL_SHARES = (0.5, 0.9)
"""Shares (by count) of 1-processor jobs in the two-size workloads (the others have 64)."""


@dataclass(frozen=True)
class Condition:
    """A workload and a load: one row block of the report."""

    label: str
    workload: Workload
    load: float = 2.0


def equal_sizes(size: int) -> Workload:
    """Every job has ``size`` processors (run times unused: infinite jobs)."""
    return Workload(f"equal-{size}", np.full(1, size, dtype=np.int64), np.ones(1))


def two_sizes(small_share: float, draws: int = 1000) -> Workload:
    """1-processor jobs in a share ``small_share`` of the draws, 64-processor jobs otherwise."""
    small = round(small_share * draws)
    sizes = np.concatenate([np.ones(small, dtype=np.int64), np.full(draws - small, 64, dtype=np.int64)])
    return Workload(f"mix-{small_share:g}", sizes, np.ones(draws))


def conditions() -> Iterator[Condition]:
    """The workloads of the report, real traces first."""
    for name in TRACE_FILES:
        if (TRACES / name).is_file():
            yield Condition(f"trace:{name.split('-')[0]}", workload(str(TRACES / name)))
    for size in EQUAL_SIZES:
        yield Condition(f"equal:{size}", equal_sizes(size))
    for load in LOADS:
        yield Condition(f"equal:8 load {load:g}", equal_sizes(8), load)
    for share in SMALL_SHARES:
        yield Condition(f"mix:{share:g}", two_sizes(share))


def measure(condition: Condition, seed: int, sections: int) -> list[dict]:
    """One instance of ``condition``, every algorithm of :data:`ALGORITHMS` on it."""
    instance = random_instance(seed, condition.workload, sections=sections, load=condition.load)
    sizes = np.array([job.p for job in instance.jobs], dtype=float)
    dates, capacity = np.asarray(instance.T), np.asarray(instance.P)
    fair_share = float(np.sum(capacity * np.diff(dates)) / ((dates[-1] - dates[0]) * sizes.sum()))
    rows = []
    for name in ALGORITHMS:
        result = simulate(instance, algorithm(name))
        starved = result.worked == 0
        rows.append(
            {
                "condition": condition.label,
                "load": condition.load,
                "seed": seed,
                "algorithm": name,
                "jobs": len(sizes),
                "starved": float(starved.mean()),
                "starved_area": float(sizes[starved].sum() / sizes.sum()),
                "in_band": float(np.mean((result.yields >= BAND[0]) & (result.yields <= BAND[1]))),
                "median_yield": float(np.median(result.yields)),
                "fair_share": fair_share,
            }
        )
    return rows


METRICS = ("starved", "starved_area", "in_band", "median_yield", "fair_share")
POOLED = "traces (walk means)"
"""The condition of the rows that average the real traces within each capacity walk."""


def walk_means(rows: list[dict]) -> list[dict]:
    """Per capacity walk (seed) and algorithm, the mean of every metric of :data:`METRICS` (and
    ``jobs``) over the real-trace conditions: one row per walk, so that the walks, shared by the
    traces, are the units of the intervals."""
    traces = [row for row in rows if row["condition"].startswith("trace:")]
    pooled = []
    for seed in dict.fromkeys(row["seed"] for row in traces):
        for name in ALGORITHMS:
            mine = [row for row in traces if row["seed"] == seed and row["algorithm"] == name]
            if mine:
                means = {key: float(np.mean([r[key] for r in mine])) for key in (*METRICS, "jobs")}
                pooled.append({"condition": POOLED, "load": mine[0]["load"], "seed": seed, "algorithm": name, **means})
    return pooled


def summary(rows: list[dict]) -> list[dict]:
    """Per condition and algorithm: the mean of each of :data:`METRICS` with its 95 % interval
    (``<metric>_low``, ``<metric>_high``) over the capacity walks (``walks``: the seeds, shared
    by every condition), the paired difference GreedyGoodput − DPGoodput of the starved share
    (``starved_vs_dp``), and for a real trace the walk-paired difference of its starved share
    from KTH-SP2's (``starved_vs_kth``); last, the :data:`POOLED` rows of :func:`walk_means`."""
    rows = [*rows, *walk_means(rows)]
    kth = {(row["seed"], row["algorithm"]): row["starved"] for row in rows if row["condition"] == "trace:KTH"}
    records = []
    for label in dict.fromkeys(row["condition"] for row in rows):
        block = [row for row in rows if row["condition"] == label]
        for name in ALGORITHMS:
            mine = [row for row in block if row["algorithm"] == name]
            record = {
                "condition": label,
                "algorithm": name,
                "walks": len({row["seed"] for row in mine}),
                "jobs": np.mean([r["jobs"] for r in mine]),
            }
            for metric in METRICS:
                found = mean_interval(row[metric] for row in mine)
                record |= {metric: found.mean, f"{metric}_low": found.low, f"{metric}_high": found.high}
            if name == "GreedyGoodput":
                found = paired_difference(block, "starved", "GreedyGoodput", "DPGoodput")
                record |= {
                    "starved_vs_dp": found.mean,
                    "starved_vs_dp_low": found.low,
                    "starved_vs_dp_high": found.high,
                }
            if label.startswith("trace:") and label != "trace:KTH" and kth:
                found = mean_interval(
                    row["starved"] - kth[row["seed"], name] for row in mine if (row["seed"], name) in kth
                )
                record |= {
                    "starved_vs_kth": found.mean,
                    "starved_vs_kth_low": found.low,
                    "starved_vs_kth_high": found.high,
                }
            records.append(record)
    return records


def report(records: list[dict]) -> None:
    """The summary as a table: mean [95 % interval]."""
    print(f"{'workload':<18} {'algorithm':<14} {'walks':>5} {'jobs':>6}  " + " ".join(f"{c:<22}" for c in METRICS))
    for record in records:
        cells = [f"{record[c]:.3f} [{record[c + '_low']:.3f}, {record[c + '_high']:.3f}]" for c in METRICS]
        print(
            f"{record['condition']:<18} {record['algorithm']:<14} {record['walks']:>5} {record['jobs']:>6.1f}  "
            + " ".join(f"{c:<22}" for c in cells)
        )
        if "starved_vs_dp" in record:
            low, high = record["starved_vs_dp_low"], record["starved_vs_dp_high"]
            print(
                f"{'':<18} GreedyGoodput - DPGoodput, starved (paired): {record['starved_vs_dp']:.3f} [{low:.3f}, {high:.3f}]"
            )
        if "starved_vs_kth" in record:
            low, high = record["starved_vs_kth_low"], record["starved_vs_kth_high"]
            print(f"{'':<18} starved - KTH's (paired by walk): {record['starved_vs_kth']:.3f} [{low:.3f}, {high:.3f}]")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(
        "--instances", type=int, default=10, help="capacity walks, each under every workload (default 10)"
    )
    parser.add_argument("--sections", type=int, default=400, help="sections per instance (default 400)")
    parser.add_argument("--seed", type=int, default=2025, help="seed of instance 0 (instance k: seed + k)")
    parser.add_argument("--csv", type=Path, help="also write the summary (means and intervals) to this CSV file")
    args = parser.parse_args()
    runs = [(c, args.seed + k) for c in conditions() for k in range(args.instances)]
    rows = [row for c, seed in track(runs, description="instances") for row in measure(c, seed, args.sections)]
    records = summary(rows)
    report(records)
    if args.csv:
        with args.csv.open("w", newline="") as file:
            writer = csv.DictWriter(file, fieldnames=list(dict.fromkeys(key for r in records for key in r)))
            writer.writeheader()
            writer.writerows(records)


if __name__ == "__main__":
    main()
