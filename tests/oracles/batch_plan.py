"""Brute-force conservative backfilling on integer times: the oracle of
:func:`resched.batch.algorithms.kernels.plan` (one capacity cell per time unit)."""

from __future__ import annotations

import numpy as np


def plan_reference(now: int, free_now: int, release_times, release_counts, sizes, walltimes) -> np.ndarray:
    """Brute-force conservative backfilling on integer times: one capacity cell per time unit."""
    horizon = int(now + max(release_times, default=now) + sum(walltimes) + 2)
    capacity = np.full(horizon, free_now, dtype=np.int64)
    for t, count in zip(release_times, release_counts):
        capacity[max(int(t), now) :] += count
    starts = np.full(len(sizes), np.inf)
    for j, (p, w) in enumerate(zip(sizes, walltimes)):
        for s in range(now, horizon):
            if (capacity[s : s + int(w)] >= p).all():
                capacity[s : s + int(w)] -= p
                starts[j] = s
                break
    return starts
