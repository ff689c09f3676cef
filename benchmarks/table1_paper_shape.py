"""Appendix E.4, Table 1: what the paper's printed statistics are consistent with.

Reads nothing but the paper's eight numbers (LP bound − §3.4 bound over 330 instances) and
prints two checks, each of which could have come out the other way:

1. The arithmetic means its quantiles allow. Between two printed quantiles q_k < q_{k+1} a
   share q_{k+1} − q_k of the 330 values lies in [v_k, v_{k+1}], so the arithmetic mean lies
   in [Σ_k (q_{k+1} − q_k)·v_k, Σ_k (q_{k+1} − q_k)·v_{k+1}]. A printed "mean" outside that
   interval is not the arithmetic mean of those values; the geometric mean (the aggregation
   of the paper's figures, §6.2) is compared with it too.
2. A numerical residual: the end of a bisection bracket minus the exact value, uniform on
   [0, w], with the last bracket's width w log-uniform in (ε/2, ε] (a bracket [0, U] halved
   until narrower than ε, U varying by instance). For each ε, 1,000 samples of 330 such
   residuals (seed 1); the mean over the samples of each statistic, next to the paper's.

    python benchmarks/table1_paper_shape.py [--epsilon 6e-4 --epsilon 8e-4 ...]
"""

from __future__ import annotations

import argparse

import numpy as np
from table1_yield_bounds import LEVELS, PAPER

INSTANCES = 330
SAMPLES = 1000


def arithmetic_mean_range(printed: dict[str, float]) -> tuple[float, float]:
    """Smallest and largest arithmetic mean of values whose quantiles are ``printed``."""
    levels = np.array(list(LEVELS.values()))
    values = np.array([printed[name] for name in LEVELS])
    shares = np.diff(levels)
    return float(shares @ values[:-1]), float(shares @ values[1:])


def residual_statistics(epsilon: float, seed: int = 1) -> dict[str, float]:
    """Mean over :data:`SAMPLES` samples of :data:`INSTANCES` bisection residuals (uniform on
    [0, w], w = ε·2^(−u), u uniform on [0, 1)) of each statistic of the table, with the
    geometric mean in place of the mean."""
    rng = np.random.default_rng(seed)
    width = epsilon * 2.0 ** -rng.random((SAMPLES, INSTANCES))
    residual = rng.random((SAMPLES, INSTANCES)) * width
    quantiles = np.quantile(residual, list(LEVELS.values()), axis=1).mean(axis=1)
    geometric = float(np.exp(np.log(residual).mean(axis=1)).mean())
    return {"mean": geometric, **dict(zip(LEVELS, map(float, quantiles)))}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--epsilon", type=float, action="append", help="largest last-bracket width (repeatable)")
    epsilons = parser.parse_args().epsilon or [6e-4, 7e-4, 8e-4, 9e-4]
    low, high = arithmetic_mean_range(PAPER)
    print(
        f"arithmetic mean allowed by the paper's quantiles: [{low:.3e}, {high:.3e}]; printed mean {PAPER['mean']:.3e}"
    )
    print(f"{'':38s}" + "".join(f"{name:>10s}" for name in PAPER))
    print(f"{'paper, Table 1':38s}" + "".join(f"{value:10.2e}" for value in PAPER.values()))
    for epsilon in epsilons:
        stats = residual_statistics(epsilon)
        label = f"residual, eps = {epsilon:.1e} (gm as mean)"
        print(f"{label:38s}" + "".join(f"{stats[name]:10.2e}" for name in PAPER))


if __name__ == "__main__":
    main()
