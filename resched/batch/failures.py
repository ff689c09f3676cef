"""Node failures: per-node Poisson processes of MTBF μ_ind = μ·N, i.e. one platform Poisson
process of MTBF μ whose failures strike a node drawn uniformly (§4.4.2, [BATCH-D26])."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np

from resched.batch.instance import BatchInstance

_BLOCK = 1024


def poisson_failures(nodes: int, mtbf: float, seed: int, start: float = 0.0) -> Iterator[tuple[float, int]]:
    """Endless (time, node) stream: inter-failure times ~ Exp(mean μ) (s), nodes uniform in
    [0, N). The same seed gives the same stream whatever the consumer (so every strategy of
    a scenario sees the same failures)."""
    rng = np.random.default_rng(seed)
    t = start
    while True:
        gaps = rng.exponential(mtbf, _BLOCK)
        where = rng.integers(0, nodes, _BLOCK)
        for gap, node in zip(gaps.tolist(), where.tolist()):
            t += gap
            yield t, node


def failure_stream(instance: BatchInstance) -> Iterator[tuple[float, int]]:
    """The instance's failures: its explicit list, else Poisson failures of its MTBF, else none."""
    if instance.failures is not None:
        return iter(instance.failures)
    if instance.mtbf is None:
        return iter(())
    return poisson_failures(instance.nodes, instance.mtbf, instance.seed)
