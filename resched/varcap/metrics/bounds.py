"""Area upper bounds of §3.4 (Figures 2 and 3) for goodput and min-yield (the per-section useful
work they sum: :func:`resched.varcap.instance.availability.useful_work`)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from resched.varcap.instance import VarCapInstance
from resched.varcap.instance.availability import useful_work


@dataclass(frozen=True)
class AreaBounds:
    """Useful area MW (processor·time), goodput bound and min-yield bound (infinite jobs)."""

    useful_area: float
    goodput: float
    min_yield: float


def area_bounds(instance: VarCapInstance, overheads: bool = True) -> AreaBounds:
    """§3.4: MW = Σ_i [P_i (T_{i+1} − T_i) − R_min·max(0, P_i − P_{i−1}) − C_min·min(δ, P_i − P_min)]
    with P_0 = 0 (every job pays R at its first start); goodput ≤ MW / Σ_i P_i (T_{i+1} − T_i);
    min-yield ≤ T_y / (T_{n+1} − T_1) with T_y = MW / Σ_j p_j (Figure 3), capped at 1.

    ``overheads=False`` drops the checkpoint and recovery areas (the pure processor area that
    the §5.1 LP also uses). The min-yield bound assumes infinite jobs with p_j ≤ P_min.
    """
    a = instance.arrays
    area = a.P * np.diff(a.T)
    if overheads:
        plat = instance.platform
        previous = np.concatenate([[0], a.P[:-1]])
        useful = useful_work(np.diff(a.T), a.P, previous, plat.P_min, plat.delta, a.C.min(), a.R.min())
    else:
        useful = area
    total = float(useful.sum())
    T_y = total / float(a.p.sum())
    return AreaBounds(
        useful_area=total,
        goodput=total / float(area.sum()),
        min_yield=min(1.0, T_y / float(a.T[-1] - a.T[0])),
    )
