"""Building blocks shared by both chapters: expected segment time, slowdown, failure rates.

Units: every length (work, checkpoint c, recovery r, downtime D) is in the same time unit
(seconds for the real applications); λ is in failures per that unit.
"""

from __future__ import annotations

import math

import numpy as np
from numba import njit
from scipy.special import lambertw

from resched.errors import ReschedError


@njit(cache=True)
def segment_time(w: float, c: float, r: float, lam: float, D: float) -> float:
    """E_λ(w, c, r) = (1/λ + D)·e^{λr}·(e^{λ(w+c)} − 1), Eq. (2.1) / §3.2.4: expected time to
    run w units of work then a checkpoint c, restarting with downtime D and recovery r after
    each failure (failures strike during w, c and r, not D). expm1 keeps λ(w+c) ≪ 1 exact."""
    return (1.0 / lam + D) * math.exp(lam * r) * math.expm1(lam * (w + c))


def expected_segment_time(w, c, r, lam: float, D: float):
    """Vectorised :func:`segment_time` (numpy broadcasting over w, c, r)."""
    w, c, r = np.asarray(w, float), np.asarray(c, float), np.asarray(r, float)
    return (1.0 / lam + D) * np.exp(lam * r) * np.expm1(lam * (w + c))


def slowdown_fn(w, c, r, lam: float, D: float):
    """f(w, c, r) = E_λ(w, c, r)/w (§3.3.4, Lemma 3.4), dimensionless."""
    return expected_segment_time(w, c, r, lam, D) / np.asarray(w, float)


def lambda_from_pfail(p_fail: float, length: float) -> float:
    """λ such that p_fail = 1 − e^{−λ·length} (§2.5.1 with length μ_D + C; §3.4.1 with T)."""
    if not 0 < p_fail < 1:
        raise ReschedError(f"p_fail must be in (0, 1), got {p_fail!r}")
    if not length > 0:
        raise ReschedError(f"the reference length must be > 0, got {length!r}")
    return -math.log1p(-p_fail) / length


def young_daly_period(c: float, lam: float) -> float:
    """Young/Daly period P_YD = √(2c/λ) (first order, Lemma 3.4)."""
    return math.sqrt(2.0 * c / lam)


def lambert_w0(x: float) -> float:
    """Real principal branch W₀ of the Lambert function, for x ≥ −1/e."""
    return float(lambertw(x, 0).real)


def exact_period(c: float, lam: float) -> float:
    """Exact minimiser of w ↦ f(w, c, r): w_c = (1 + W₀(−e^{−λc−1}))/λ (Lemma 3.4; independent
    of r and D). It is below the Young/Daly value √(2c/λ)."""
    return (1.0 + lambert_w0(-math.exp(-lam * c - 1.0))) / lam
