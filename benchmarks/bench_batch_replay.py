"""Replay of the reservation strategies of Gainaru et al. (IPDPS 2020) §5 through the batch
simulator: Fig. 8 (500 jobs of each application; DYN-PROG-COUNT, ALL-CKPT, HPC) and Table 4
(10 runs of the 100 Qball + 200 SD + 200 FCA mix; DYN-PROG-COUNT vs HPC). Prints measured values; see
resched/batch/replay.py for the laws (SD is a placeholder) and the metric definitions.

    python benchmarks/bench_batch_replay.py [--runs 10]
"""

from __future__ import annotations

import argparse

import numpy as np

from resched.batch.experiment.replay import MIX, STRATEGIES, replay
from resched.batch.family import REPLAY_ALGORITHMS


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()
    print("Fig. 8: 500 jobs per application, seed 1")
    print(f"{'app':6s} {'algorithm':14s} {'stretch':>8s} {'util':>6s} {'effic':>6s} {'occup':>6s} {'resv/job':>8s}")
    for app in ("qball", "sd", "fca"):
        for name in STRATEGIES:
            r = replay({app: 500}, REPLAY_ALGORITHMS.resolve(name), 1)
            print(
                f"{app:6s} {name:14s} {r.stretch:8.3f} {r.utilization:6.3f} {r.efficiency:6.3f} {r.occupancy:6.3f} "
                f"{r.reservations:8.3f}"
            )
    print(f"\nTable 4: {args.runs} runs of the mix {MIX}")
    print(
        f"{'seed':>4s} {'DPC util':>8s} {'stretch':>8s} {'HPC util':>8s} {'stretch':>8s} {'impr util':>9s} "
        f"{'impr str':>8s} {'DPC eff':>8s} {'HPC eff':>8s}"
    )
    gains = []
    for seed in range(1, args.runs + 1):
        dpc = replay(MIX, REPLAY_ALGORITHMS.resolve("DYN-PROG-COUNT"), seed)
        hpc = replay(MIX, REPLAY_ALGORITHMS.resolve("HPC"), seed)
        gain = (dpc.utilization / hpc.utilization - 1, hpc.stretch / dpc.stretch - 1)
        gains.append(gain)
        print(
            f"{seed:4d} {dpc.utilization:8.3f} {dpc.stretch:8.3f} {hpc.utilization:8.3f} {hpc.stretch:8.3f} "
            f"{gain[0]:9.1%} {gain[1]:8.1%} {dpc.efficiency:8.3f} {hpc.efficiency:8.3f}"
        )
    mean = np.mean(gains, axis=0)
    print(f"mean improvement: utilization {mean[0]:.1%}, stretch {mean[1]:.1%} (paper: 10.1%, 10.9%)")


if __name__ == "__main__":
    main()
