"""Moldable jobs with silent errors: worked examples and closed forms derived from the paper."""

from __future__ import annotations

import math

import numpy as np
import pytest

from resched.moldable.algorithms.allocation import local_bounds, lpa, minarea, mintime, ratio
from resched.moldable.algorithms.batch_list import batch_list
from resched.moldable.generate import (
    draw_failures,
    failure_probability,
    random_jobset,
    theorem7_jobset,
    theorem9_instance,
)
from resched.moldable.instance.jobs import JobSet, execution_times, pareto_sets
from resched.moldable.metrics import lemma1_bound, normalising_bound
from resched.moldable.simulate import fixed_makespans, list_run


def jobs_of(model: str, P: int, **params) -> JobSet:
    return JobSet(
        P, execution_times(model, {k: np.atleast_1d(np.asarray(v, dtype=float)) for k, v in params.items()}, P)
    )


@pytest.mark.parametrize("priority", ["lpt", "hpa", "la"])
def test_worked_example_1_list(priority):
    s = list_run(4, [2, 2, 3], [3, 2, 1], np.array([2, 1, 1]), priority)
    assert s.makespan == 7
    area = float(((s.end - s.start) * s.procs).sum())
    assert area == 19
    _, busy = s.usage_profile()
    assert busy.min() == 2 and busy.max() <= 4
    assert lemma1_bound(4, area, 6.0, int(busy.min())) == 9.5


def test_worked_example_1_lpt_trace():
    s = list_run(4, [2, 2, 3], [3, 2, 1], np.array([2, 1, 1]), "lpt")
    assert list(zip(s.job.tolist(), s.start.tolist())) == [(0, 0.0), (1, 0.0), (0, 3.0), (2, 6.0)]


def test_worked_example_2_lpa_list():
    jobs = jobs_of("communication", 8, w=[64, 16, 100], c=[1, 1, 0.5])
    p = lpa(jobs)
    assert p.tolist() == [4, 2, 6]
    t = jobs.times[np.arange(3), p - 1]
    assert t == pytest.approx([19, 9, 19 + 1 / 6])
    alpha, beta = local_bounds(jobs, p)
    assert alpha[0] == pytest.approx(1.1875) and beta[0] == pytest.approx(1.26667, rel=1e-4)
    assert ratio(alpha, beta, 8) == pytest.approx([2.443, 2.388, 2.341], abs=1e-3)
    f = np.array([0, 1, 2])
    for priority in ("lpt", "hpa", "la"):
        assert fixed_makespans(jobs, p, f, priority)[0] == pytest.approx(76.5)
    bound = normalising_bound(jobs, f)[0]
    assert bound == pytest.approx(49.5)
    area = float(((f + 1) * p * t).sum())
    t_max = float(((f + 1) * t).max())
    assert area == pytest.approx(457) and t_max == pytest.approx(57.5)
    assert lemma1_bound(8, area, t_max) == pytest.approx(114.57, abs=0.01)
    assert float(ratio(alpha.max(), beta.max(), 8)) * bound == pytest.approx(121.73, abs=0.01)


def test_worked_example_2_trace():
    jobs = jobs_of("communication", 8, w=[64, 16, 100], c=[1, 1, 0.5])
    s = list_run(8, lpa(jobs), jobs.times[np.arange(3), lpa(jobs) - 1], np.array([1, 2, 3]))
    starts = {(int(j), round(float(t), 3)) for j, t in zip(s.job, s.start)}
    assert starts == {(2, 0.0), (1, 0.0), (1, 9.0), (2, 19.167), (2, 38.333), (0, 57.5)}


def test_failure_probabilities():
    assert failure_probability(5000, 1e-7) == pytest.approx(4.99875e-4, rel=1e-5)
    assert failure_probability(4e6, 1e-7) == pytest.approx(0.329680, abs=1e-6)
    assert failure_probability(4e6, 1e-6) == pytest.approx(0.981684, abs=1e-6)
    assert failure_probability(4e6, 1e-8) == pytest.approx(0.039211, abs=1e-6)


def test_failures_are_geometric_and_seeded():
    f = draw_failures(np.array([1.0]), math.log(2), 200_000, 7)
    assert np.array_equal(f, draw_failures(np.array([1.0]), math.log(2), 200_000, 7))
    for k, expected in enumerate([0.5, 0.25, 0.125]):
        assert np.mean(f == k) == pytest.approx(expected, abs=0.005)


@pytest.mark.parametrize("P,expected", [(16, 4), (64, 8), (100, 10)])
def test_theorem7_lpa_picks_sqrt_P(P, expected):
    jobs = theorem7_jobset(P)
    assert lpa(jobs).tolist() == [expected]
    root = math.isqrt(P)
    alpha, beta = local_bounds(jobs, lpa(jobs))
    assert alpha[0] == pytest.approx(root / 2) and beta[0] == pytest.approx(root / 2)
    # n = 1, no failure: T/OPT = t(√P)/t(P) = √P/2
    t = fixed_makespans(jobs, lpa(jobs), np.zeros(1, dtype=int))[0]
    assert t / jobs.t_min[0] == pytest.approx(root / 2)


def test_theorem7_table_P16():
    expected = [
        1,
        0.75,
        0.6,
        0.5,
        0.4615,
        0.4286,
        0.4,
        0.375,
        0.3529,
        0.3333,
        0.3158,
        0.3,
        0.2857,
        0.2727,
        0.2609,
        0.25,
    ]
    assert theorem7_jobset(16).times[0] == pytest.approx(expected, abs=1e-4)


@pytest.mark.parametrize("K,expected", [(2, 0.75), (3, 0.875), (5, 1.28125), (8, 2.00390625)])
def test_theorem9_batch_list(K, expected):
    jobs, f = theorem9_instance(K)
    result = batch_list(jobs, f)
    assert result.makespan == pytest.approx(expected)
    assert result.makespan == pytest.approx(0.5 + (K - 2) / 4 + 2.0**-K)
    assert fixed_makespans(jobs, lpa(jobs), f)[0] == pytest.approx(0.5)
    if K == 5:
        assert [b.length for b in result.batches] == pytest.approx([0.5, 0.25, 0.25, 0.25, 1 / 32])


@pytest.mark.parametrize("f,batches", [(0, 1), (1, 2), (2, 2), (3, 3), (6, 3), (7, 4), (14, 4), (15, 5)])
def test_lemma5_batch_counts(f, batches):
    jobs = jobs_of("amdahl", 4, w=[10.0], gamma=[0.1])
    result = batch_list(jobs, np.array([f]))
    assert len(result.batches) == batches == math.ceil(math.log2(f + 2))
    assert sum(b.attempts.sum() for b in result.batches) == f + 1
    assert all(b.attempts.max() <= b.g == 2**k for k, b in enumerate(result.batches))


def test_lemma6_batch_distribution_monte_carlo():
    f = draw_failures(np.array([1.0]), math.log(2), 100_000, 3)[:, 0]  # q = 1/2
    batches = np.ceil(np.log2(f + 2))
    assert np.mean(batches == 1) == pytest.approx(0.5, abs=0.006)
    assert np.mean(batches == 2) == pytest.approx(0.375, abs=0.006)
    assert np.mean(batches == 3) == pytest.approx(0.1171875, abs=0.006)


@pytest.mark.parametrize("w,c,p", [(1e4, 1, 50), (4e6, 1, 1000), (5000, 16, 9), (4e6, 16, 250), (1e6, 2, 354)])
def test_lpa_communication_P7500(w, c, p):
    jobs = jobs_of("communication", 7500, w=[w], c=[c])
    assert lpa(jobs).tolist() == [p]
    assert minarea(jobs).tolist() == [1]


def test_mintime_communication():
    assert mintime(jobs_of("communication", 7500, w=[1e4], c=[1])).tolist() == [100]


@pytest.mark.parametrize("w,gamma,p", [(1e6, 1e-3, 882), (1e6, 1e-5, 6977), (4e6, 0.05, 19)])
def test_lpa_amdahl_P7500(w, gamma, p):
    assert lpa(jobs_of("amdahl", 7500, w=[w], gamma=[gamma])).tolist() == [p]


@pytest.mark.parametrize("delta,p,r", [(0.25, 3, 9.35), (0.5, 86, 18.61), (0.75, 806, 10.66)])
def test_lpa_power_P7500(delta, p, r):
    jobs = jobs_of("power", 7500, w=[1e6], delta=[delta])
    chosen = lpa(jobs)
    assert chosen.tolist() == [p]
    assert float(ratio(*local_bounds(jobs, chosen), 7500)[0]) == pytest.approx(r, abs=0.01)


@pytest.mark.parametrize(
    "w,pbar,gamma,c,p_lpa,p_mintime",
    [
        (1e6, 2000, 1e-4, 3, 281, 577),
        (4e6, 100, 1e-3, 1, 91, 100),
        (5000, 4000, 0.05, 48, 4, 10),
        (2e6, 3000, 0, 6, 289, 577),
    ],
)
def test_lpa_mix_P7500(w, pbar, gamma, c, p_lpa, p_mintime):
    jobs = jobs_of("mix", 7500, w=[w], pbar=[pbar], gamma=[gamma], c=[c])
    assert lpa(jobs).tolist() == [p_lpa]
    assert mintime(jobs).tolist() == [p_mintime]
    assert minarea(jobs).tolist() == [1]


@pytest.mark.parametrize("P,p", [(1000, 1000), (7500, 1234)])
def test_roofline_lpa_equals_mintime(P, p):
    jobs = jobs_of("roofline", P, w=[1e6], pbar=[1234])
    assert lpa(jobs).tolist() == mintime(jobs).tolist() == [p]
    assert minarea(jobs).tolist() == [1]
    assert jobs.pareto.p.tolist() == [p]


def test_ratio_function():
    assert ratio(2.0, 1.0, 10) == 4.0
    assert ratio(1.0, 2.0, 10) == pytest.approx((10 + 16) / 9)
    assert ratio(1.0, 3.0, 2) == 2.0 and ratio(1.0, 1.0, 1) == 2.0


@pytest.mark.parametrize("model", ["mix", "power", "communication"])
def test_pareto_fast_path_matches_generic_scan(model):
    jobs = random_jobset(model, 6, 300, 5)
    fast = jobs.pareto
    # a non-monotone perturbation forces the generic scan on the same rows plus one
    generic = pareto_sets(
        np.vstack([jobs.times, [[3.0, 1.0] + [2.0] * 298]]),
        np.vstack([jobs.areas, [[3.0, 2.0] + [2.0 * p for p in range(3, 301)]]]),
    )
    assert np.array_equal(generic.p[: len(fast.p)], fast.p)
    assert generic.of(6)[0].tolist() == [2]


def test_single_job_lpa_list_is_chain():
    jobs = jobs_of("communication", 64, w=[5000.0], c=[2.0])
    p = lpa(jobs)
    assert fixed_makespans(jobs, p, np.array([4]))[0] == pytest.approx(5 * jobs.times[0, p[0] - 1])
