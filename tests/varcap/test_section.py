"""The 15 paths of Figure 4: working times (§4.2.1 cases 1–15) and the section invariants."""

from __future__ import annotations

import numpy as np
import pytest

from resched.varcap.instance.section import (
    PATHS,
    PATHS_FROM,
    InvariantError,
    Phase0,
    SectionContext,
    SectionDecision,
    check_decision,
    end_status,
    working_time,
)

T, C_NF, C, R = 100.0, 10.0, 4.0, 3.0
# l_j^i of cases (1)–(15) written out from §4.2.1 (gain / p_j)
EXPECTED = [
    T,
    T - C,
    C_NF - C,
    T,
    T - C,
    C_NF - C,
    T - C_NF - R,
    T - C_NF - R - C,
    0.0,
    T - R,
    T - R - C,
    C_NF - C - R,
    T - C_NF - R,
    T - C_NF - R - C,
    0.0,
]


def test_working_times_match_the_fifteen_cases():
    paths = np.arange(1, 16)
    got = working_time(paths, T, C_NF, np.full(15, C), np.full(15, R))
    assert got.tolist() == EXPECTED


def test_three_six_six_paths_by_phase0_status():
    assert PATHS_FROM[Phase0.RUN] == (1, 2, 3)
    assert PATHS_FROM[Phase0.CKPT] == (4, 5, 6, 7, 8, 9)
    assert PATHS_FROM[Phase0.IDLE] == (10, 11, 12, 13, 14, 15)
    # phase 3 decides the next phase-0 status
    assert end_status(np.array([1, 2, 3, 12])).tolist() == [Phase0.RUN, Phase0.CKPT, Phase0.IDLE, Phase0.IDLE]
    assert [p.number for p in PATHS if p.phase1_only] == [3, 6, 12]


def context(status, p, eligible=None, P=10, P_end=8):
    m = len(p)
    return SectionContext(
        index=0,
        T=T,
        P=P,
        P_end=P_end,
        C_max=C,
        p=np.array(p),
        C=np.full(m, C),
        R=np.full(m, R),
        status=np.array(status),
        worked=np.zeros(m),
        yields=np.zeros(m),
        eligible=np.ones(m, bool) if eligible is None else np.array(eligible),
    )


def test_valid_decision_returns_working_times():
    ctx = context([Phase0.RUN, Phase0.CKPT, Phase0.IDLE], [4, 3, 3])
    decision = SectionDecision(np.array([2, 4, 13]), C_NF)
    work = check_decision(ctx, decision)
    assert work.tolist() == [T - C, T, T - C_NF - R]
    assert decision.working_times(ctx).tolist() == work.tolist()


@pytest.mark.parametrize(
    ("status", "p", "paths", "eligible", "message"),
    [
        ([Phase0.RUN], [4], [4], None, "from status RUN"),
        ([Phase0.IDLE, Phase0.IDLE], [6, 6], [10, 13], None, "phase 2"),
        ([Phase0.RUN, Phase0.IDLE], [6, 6], [3, 12], None, "phase 1"),
        ([Phase0.IDLE], [9], [10], None, "phase 3"),
        ([Phase0.IDLE], [2], [12], [False], "ineligible"),
        ([Phase0.CKPT], [2], [6], [False], "ineligible"),
    ],
)
def test_invariant_violations_raise(status, p, paths, eligible, message):
    ctx = context(status, p, eligible)
    with pytest.raises(InvariantError, match=message):
        check_decision(ctx, SectionDecision(np.array(paths), C_NF))


def test_phase1_checkpoint_must_fit_in_C_nf():
    ctx = context([Phase0.IDLE], [2])
    with pytest.raises(InvariantError, match="within C_nf"):
        check_decision(ctx, SectionDecision(np.array([12]), C + R - 1))
