"""Random section contexts shared by the DP tests (hypothesis strategies), and a check of a
starting solution written into a Pyomo model."""

from __future__ import annotations

import numpy as np
import pyomo.environ as pyo
from hypothesis import strategies as st

from resched.varcap.instance.section import Phase0, SectionContext

RUN, CKPT, IDLE = int(Phase0.RUN), int(Phase0.CKPT), int(Phase0.IDLE)


def make_ctx(
    T,
    P,
    P_end,
    C_max,
    p,
    C,
    R,
    status,
    worked=None,
    yields=None,
    eligible=None,
    index=0,
    P_previous=0,
    P_min=0,
    delta=0,
):
    m = len(p)
    return SectionContext(
        index=index,
        T=float(T),
        P=int(P),
        P_end=int(P_end),
        C_max=float(C_max),
        p=np.asarray(p, np.int64),
        C=np.asarray(C, float),
        R=np.asarray(R, float),
        status=np.asarray(status, np.int64),
        worked=np.zeros(m) if worked is None else np.asarray(worked, float),
        yields=np.zeros(m) if yields is None else np.asarray(yields, float),
        eligible=np.ones(m, bool) if eligible is None else np.asarray(eligible, bool),
        P_previous=int(P_previous),
        P_min=int(P_min),
        delta=int(delta),
    )


@st.composite
def contexts(draw, max_m=8, max_P=16):
    m = draw(st.integers(1, max_m))
    P = draw(st.integers(1, max_P))
    P_end = draw(st.integers(0, P))
    p = draw(st.lists(st.integers(1, P), min_size=m, max_size=m))
    num = st.one_of(st.integers(0, 20).map(float), st.floats(0.25, 20, allow_nan=False))
    C = draw(st.lists(num, min_size=m, max_size=m))
    R = draw(st.lists(num, min_size=m, max_size=m))
    C_max = max(C) + draw(st.sampled_from([0.0, 0.0, 1.0, 3.5]))
    T = C_max + draw(st.one_of(st.floats(0, 3 * C_max + 5, allow_nan=False), st.sampled_from([0.0, C_max, 80.0])))
    status = draw(st.lists(st.sampled_from([RUN, CKPT, IDLE]), min_size=m, max_size=m))
    load = 0
    for j in range(m):  # Σ_{Run⁽⁰⁾} p_j ≤ P
        if status[j] == RUN:
            if load + p[j] > P:
                status[j] = IDLE
            else:
                load += p[j]
    E = draw(st.sampled_from([0.0, 0.0, 50.0, 333.3]))
    worked = (
        [0.0] * m if E == 0 else draw(st.lists(st.sampled_from([0.0, 10.0, 25.0, 40.0, 50.0]), min_size=m, max_size=m))
    )
    worked = [min(w, E) for w in worked]
    yields = [w / E if E else 0.0 for w in worked]
    eligible = draw(st.lists(st.booleans().map(lambda b: b or None), min_size=m, max_size=m))
    eligible = [e is not False for e in eligible]
    if draw(st.integers(0, 4)) == 0:
        eligible = [draw(st.booleans()) for _ in range(m)]
    return make_ctx(
        T,
        P,
        P_end,
        C_max,
        p,
        C,
        R,
        status,
        worked,
        yields,
        eligible,
        P_previous=draw(st.integers(0, max_P)),
        P_min=draw(st.integers(0, P)),
        delta=draw(st.integers(0, P)),
    )


def violated(model: pyo.ConcreteModel) -> list[str]:
    """Names of the constraints that the variables' current values break (tolerance 1e-7)."""
    out = []
    for row in model.component_data_objects(pyo.Constraint, active=True):
        value = pyo.value(row.body)
        low, high = pyo.value(row.lower), pyo.value(row.upper)
        if (low is not None and value < low - 1e-7) or (high is not None and value > high + 1e-7):
            out.append(row.name)
    return out
