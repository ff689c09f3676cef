"""The applications of §3.4.1: neuroscience (SLANT), synthetic and GCR(n), and the application
of resolved chain-study parameters (:func:`application`)."""

from __future__ import annotations

from functools import lru_cache

import numpy as np
import numpy.typing as npt

from resched.errors import ReschedError
from resched.iterative.instance import IterativeApp
from resched.iterative.params import IterativeParams

#: Table II: task means and standard deviations (s), checkpoint and recovery times (s).
NEURO_MEAN = (255.0, 871.0, 588.0, 459.0, 3050.0, 804.0, 1130.0)
NEURO_STD = (96.7, 322.0, 76.8, 48.1, 263.0, 393.0, 568.0)
NEURO_C = (22.22, 61.11, 33.33, 50.0, 283.33, 16.67, 61.11)
NEURO_R = (8.89, 24.44, 13.33, 20.0, 113.33, 6.67, 24.44)
DOWNTIME = 5.0
PFAILS = (1e-3, 1e-2, 1e-1, 10**-0.5, 10**-0.1)


def neuroscience(p_fail: float, iterations: int = 1000, downtime: float = DOWNTIME) -> IterativeApp:
    """SLANT (Table II), t_i = μ_i, D = 5 s, λ from p_fail with T = 7157 s."""
    return IterativeApp.from_pfail(
        f"neuroscience-p{p_fail:.4g}", NEURO_MEAN, NEURO_C, NEURO_R, downtime, p_fail, iterations
    )


def neuroscience_durations(rng: np.random.Generator, iterations: int) -> npt.NDArray[np.float64]:
    """Stochastic durations of the robustness study (Fig. 3.10): t_i ~ Normal(μ_i, σ_i²)
    clipped at 0, t_1 = 3.4·t_0, first iteration at the means; shape (iterations·7,)."""
    draws = rng.normal(NEURO_MEAN, NEURO_STD, size=(iterations, len(NEURO_MEAN))).clip(min=0.0)
    draws[:, 1] = 3.4 * draws[:, 0]
    draws[0] = NEURO_MEAN
    return draws.ravel()


def synthetic(
    n: int,
    p_fail: float,
    setting: str = "proportional",
    eta: float = 0.1,
    seed: int = 1,
    iterations: int = 1000,
    paper_lambda: bool = True,
    downtime: float = DOWNTIME,
) -> IterativeApp:
    """Synthetic application: t_i ~ U(100, 1000); c_i = η t_i ("proportional") or
    c_i ~ U(100η, 1000η) ("uniform"); r_i = c_i; D = 5. The draws are MT19937 with ``seed``
    (the thesis' MATLAB ``rng(1,'twister')``); ``paper_lambda`` takes λ from the expected
    iteration length 550·n as the thesis' code does ([ITERATIVE-D11]), else from T."""
    if setting not in ("proportional", "uniform"):
        raise ReschedError(f"unknown synthetic setting {setting!r} (proportional or uniform)")
    stream = np.random.RandomState(seed)
    t = 100 + 900 * stream.random_sample(n)
    c = eta * t if setting == "proportional" else 100 * eta + 900 * eta * stream.random_sample(n)
    return IterativeApp.from_pfail(
        f"synthetic-n{n}-{setting}-eta{eta:g}-p{p_fail:.4g}",
        t,
        c,
        c,
        downtime,
        p_fail,
        iterations,
        550.0 * n if paper_lambda else None,
    )


def gcr(
    n: int,
    ccr: float,
    p_fail: float,
    m: int = 100_000,
    iterations: int = 1000,
    code_variant: bool = False,
    downtime: float = DOWNTIME,
) -> IterativeApp:
    """GCR(n) (Algorithm 4, Table III): t_i = f_i = (6m − 1)i + 19m − 4 + 2nz(A), nz(A) = 27m;
    c_i = 4m·CCR, r_i = (2i + 6)m·CCR for i ≤ n − 2 and r_{n−1} = 4m·CCR; D = 5. With
    ``code_variant`` the task lengths use (6n − 1)i as the thesis' code does while λ keeps the
    iteration length of the formula ([ITERATIVE-D13])."""
    i = np.arange(n)
    t_formula = (6 * m - 1) * i + 19 * m - 4 + 2 * 27 * m
    t = (6 * n - 1) * i + 19 * m - 4 + 2 * 27 * m if code_variant else t_formula
    c = np.full(n, 4.0 * m * ccr)
    r = np.where(i <= n - 2, (2 * i + 6) * m * ccr, 4.0 * m * ccr)
    name = f"gcr-n{n}-ccr{ccr:g}-p{p_fail:.4g}" + ("-code" if code_variant else "")
    return IterativeApp.from_pfail(
        name,
        t.astype(float),
        c,
        r.astype(float),
        downtime,
        p_fail,
        iterations,
        float(t_formula.sum()) if code_variant else None,
    )


def application(params: IterativeParams) -> IterativeApp:
    """The §3.4.1 application of resolved chain-study parameters."""
    assert params.downtime is not None, "resolve the parameters first"
    return _application(
        params.application,
        params.p_fail,
        params.iterations,
        params.tasks,
        params.checkpoint_costs,
        params.eta,
        params.synthetic_seed,
        params.ccr,
        params.code_task_lengths,
        params.downtime,
    )


@lru_cache(maxsize=64)
def _application(
    name: str,
    p_fail: float,
    iterations: int,
    tasks: int,
    checkpoint_costs: str,
    eta: float | None,
    synthetic_seed: int,
    ccr: float,
    code_task_lengths: bool,
    downtime: float,
) -> IterativeApp:
    if name == "neuroscience":
        return neuroscience(p_fail, iterations, downtime=downtime)
    if name == "synthetic":
        if eta is None:
            raise ReschedError("the synthetic application needs eta: resolve the parameters first")
        return synthetic(
            tasks, p_fail, checkpoint_costs, eta, seed=synthetic_seed, iterations=iterations, downtime=downtime
        )
    return gcr(tasks, ccr, p_fail, iterations=iterations, code_variant=code_task_lengths, downtime=downtime)
