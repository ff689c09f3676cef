"""The authors' event conventions (``conventions = authors``) against the authors' simulator,
lucasperotin/variableResources ``simu.cc`` (heuristic ``FF``), and on hand-worked cases.

Reference numbers: ``simu.cc`` compiled outside the repository, its output printed with 17
digits, on the inputs :func:`write_inputs` writes (a job trace and a variation file on the
trace's clock; distinct release dates, so that no tie of the C++ priority queues is left to
its heap order)::

    git show HEAD:simu.cc | sed 's/myfile.open(outfile, ios_base::app);/&myfile.precision(17);/' > simu17.cc
    g++ -O2 simu17.cc -o SIM17
    python tests/riskaware/test_riskaware_authors.py ref 1      # writes ref/rjobs1.txt, ref/rvar1.txt
    echo "ref/rjobs1.txt 6 2 8 ref/rvar1.txt 5000 86400 FF 1 0 ref/out1.txt" > args1 && ./SIM17 args1

(6 machines, M⁻ = 2, 8 cores, window [5000, 5000 + 86400) s, first-fit order 0, 1, …). The
output line gives, after the file names and ``FF``: the available area (core-s), the area of
the jobs completed, the same plus the running jobs' part (GOODPUT's numerator), the aborted
work (core-s), the max stretch, the mean stretch, …; :data:`SIMU_CC` keeps these numbers.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import numpy as np
import pytest

from resched.errors import ReschedError
from resched.riskaware.algorithms import AuthorsPolicy, Policy, python_policy
from resched.riskaware.experiment.task import task_instance
from resched.riskaware.family import ALGORITHMS
from resched.riskaware.instance import COMPLETED, KILLED, Capacity, Job, Platform, RiskAwareInstance
from resched.riskaware.metrics import evaluate
from resched.riskaware.params import RiskAwareParams
from resched.riskaware.simulate import simulate

START, WINDOW = 5000, 86_400

#: seed -> (available area, GOODPUT numerator, aborted work (core-s), max stretch, mean stretch), printed by simu.cc.
SIMU_CC = {
    1: (3206976, 2136148, 585415, 68.196923076923071, 3.7334978763394866),
    2: (3347888, 1936423, 262847, 14.976744186046512, 1.4961053583180624),
    3: (3194168, 2392176, 350198, 12.770020533880903, 2.6918635043330417),
}


def write_inputs(folder: Path, seed: int) -> tuple[Path, Path]:
    """A job trace of 100 jobs (distinct releases in the day from 5000 s, 300–12000 s, 1–8 cores)
    and 12 jobs running at 5000 s (distinct releases before it, 100–9000 s left), lines shuffled,
    and a variation file (4 machines, then a change every 600–3000 s by ±1 or ±2 within [2, 6]),
    seeded; both dated on the trace's clock."""
    rng = random.Random(seed)
    releases = [START, *sorted(rng.sample(range(START + 1, START + WINDOW), 99))]
    lines = [f"j{i} {r} {rng.randint(300, 12000)} {rng.randint(1, 8)} release" for i, r in enumerate(releases)]
    for k, r in enumerate(sorted(rng.sample(range(START), 12))):
        lines.append(f"r{k} {r} {START - r + rng.randint(100, 9000)} {rng.randint(1, 8)} running")
    rng.shuffle(lines)
    jobs = folder / f"rjobs{seed}.txt"
    jobs.write_text("\n".join(lines) + "\n")
    machines, t, changes = 4, 0, ["4"]
    while t < START + WINDOW + 20000:
        t += rng.randint(600, 3000)
        machines = min(6, max(2, machines + rng.choice([-2, -1, 1, 2])))
        changes.append(f"{t} {machines}")
    variation = folder / f"rvar{seed}.txt"
    variation.write_text("\n".join(changes) + "\n")
    return jobs, variation


@pytest.mark.parametrize("seed", sorted(SIMU_CC))
def test_first_fit_with_the_authors_conventions_gives_simu_cc_numbers(tmp_path, seed):
    area, numerator, aborted, max_stretch, mean_stretch = SIMU_CC[seed]
    instance, _ = task_instance(RiskAwareParams(cores=8, m_avg=4, m_range=2, tick=1), 0, *write_inputs(tmp_path, seed))
    assert instance.capacity.machine_ticks(instance.horizon) * 8 == area
    for policy in (Policy("FirstFit"), python_policy("FirstFit", RiskAwareParams(conventions="authors"))):
        metrics = evaluate(instance, simulate(instance, policy, conventions="authors"))
        assert metrics.goodput == pytest.approx(numerator / area, rel=1e-12)
        assert metrics.aborted_volume * 3600 == pytest.approx(aborted, rel=1e-12)
        assert metrics.max_stretch == pytest.approx(max_stretch, rel=1e-12)
        assert metrics.mean_stretch == pytest.approx(mean_stretch, rel=1e-12)
    schedule = simulate(instance, Policy("FirstFit"), conventions="authors")
    running = np.flatnonzero(instance.arrays.progress > 0)
    attempts = np.array([np.count_nonzero(schedule.job == j) for j in running])
    assert running.size == 12 and np.any(attempts == 0) and np.any(attempts > 1)  # dropped, restarted
    resched = evaluate(instance, simulate(instance, Policy("FirstFit")))
    assert resched.aborted_volume * 3600 != pytest.approx(aborted, rel=1e-6)  # the conventions matter here


#: (seed, policy) -> the same five numbers, printed by simu.cc run with ``algo 1 DATA BSS 7 80 95`` (BS1, BP1
#: alike; ``master.py``'s setting) and 152 machines (the search distance ⌈7 % · 152⌉ = 11), DATA written
#: by ``python3 genData.py ref/rjobs1.txt DATA 1000 5000 86400``; on seed 1 BS1 and BP1, and on seed 3 all
#: three, simu.cc never ends (its M_use rule oscillates).
SIMU_CC_ALGO = {
    (1, "BSS"): (3206976, 1214600, 9776, 56.78153846153846, 6.7443898503130253),
    (2, "BSS"): (3347888, 1083762, 0, 17.064451827242525, 2.3300256147268961),
    (2, "BS1"): (3347888, 1110577, 0, 14.673754152823919, 2.2330677673575918),
    (2, "BP1"): (3347888, 1110681, 0, 14.665116279069768, 2.2323758648945495),
}


@pytest.mark.parametrize("seed, name", sorted(SIMU_CC_ALGO))
def test_the_authors_policies_give_simu_cc_numbers(tmp_path, seed, name):
    area, numerator, aborted, max_stretch, mean_stretch = SIMU_CC_ALGO[seed, name]
    instance, _ = task_instance(RiskAwareParams(cores=8, m_avg=4, m_range=2, tick=1), 0, *write_inputs(tmp_path, seed))
    policy = ALGORITHMS.resolve(name).build()(RiskAwareParams())  # the registry's, as -a NAME runs it
    assert policy == AuthorsPolicy(name)
    metrics = evaluate(instance, simulate(instance, policy))
    assert instance.capacity.machine_ticks(instance.horizon) * 8 == area
    assert metrics.goodput == pytest.approx(numerator / area, rel=1e-12)
    assert metrics.aborted_volume * 3600 == pytest.approx(aborted, rel=1e-12)
    assert metrics.max_stretch == pytest.approx(max_stretch, rel=1e-12)
    assert metrics.mean_stretch == pytest.approx(mean_stretch, rel=1e-12)


#: (lines shuffled, policy) -> the same five numbers, printed by simu.cc on the tied inputs of
#: :func:`write_tied_inputs` with seed 3 (``python tests/riskaware/test_riskaware_authors.py ref 3 ties [shuffled]``;
#: ``python3 genData.py ref/tjobs3.txt DATA 1000 5000 86400``; ``echo "ref/tjobs3.txt 152 2 8 ref/tvar3.txt 5000
#: 86400 algo 1 DATA BSS 7 80 95 out" > a && ./SIM17 a``, BS1 and BP1 alike; on seeds 1, 2 (sorted) and 4, 5
#: (shuffled) simu.cc never ends). The tie order is that of its std::priority_queue heaps and of its job vector
#: (the trace's lines): breaking the ties by the jobs' release order instead (the previous code) gives, sorted,
#: BSS 1636200 / 39600 / 125, BS1 1667400 / 38400 / 124, BP1 1657800 / 51600 / 125 and, shuffled, BSS 1381800 /
#: 39000 / 122, BS1 1393200 / 40200 / 100, BP1 1379400 / 40200 / 83.
SIMU_CC_TIES = {
    (False, "BSS"): (2937600, 1658400, 36600, 73, 17.369424934475951),
    (False, "BS1"): (2937600, 1651800, 51600, 125, 19.386032401941492),
    (False, "BP1"): (2937600, 1651800, 58800, 125, 19.037376652528167),
    (True, "BSS"): (2577600, 1363800, 43200, 96, 14.674418400028156),
    (True, "BS1"): (2577600, 1387800, 42600, 82, 15.357891310477516),
    (True, "BP1"): (2577600, 1387800, 42600, 82, 15.357891310477516),
}


@pytest.mark.parametrize("shuffled, name", sorted(SIMU_CC_TIES))
def test_the_authors_policies_break_ties_as_simu_cc(tmp_path, shuffled, name):
    area, numerator, aborted, max_stretch, mean_stretch = SIMU_CC_TIES[shuffled, name]
    instance, _ = task_instance(
        RiskAwareParams(cores=8, m_avg=4, m_range=2, tick=1), 0, *write_tied_inputs(tmp_path, 3, shuffled)
    )
    assert instance.capacity.prior == (2 if shuffled else 5)  # variation lines before the window start
    assert len({job.release for job in instance.jobs}) < len(instance.jobs) / 4  # ties everywhere
    lines = [job.line for job in instance.jobs]
    assert (lines == sorted(lines)) != shuffled  # the jobs' order is the lines' only if these are sorted
    metrics = evaluate(instance, simulate(instance, AuthorsPolicy(name)))
    assert instance.capacity.machine_ticks(instance.horizon) * 8 == area
    assert metrics.goodput == pytest.approx(numerator / area, rel=1e-12)
    assert metrics.aborted_volume * 3600 == pytest.approx(aborted, rel=1e-12)
    assert metrics.max_stretch == pytest.approx(max_stretch, rel=1e-12)
    assert metrics.mean_stretch == pytest.approx(mean_stretch, rel=1e-12)


def test_the_heap_gives_libstdcxx_order_to_ties():
    """libstdc++'s std::priority_queue (``cmpTask``: smallest key first) on pushes 1a 0b 1c 1d then
    pops: b, then the ties c, a, d — worked by hand: push_heap leaves [b, a, c, d] (b sifted to
    the top over a); pop takes d out, moves the hole from the top to the larger child a… the right
    child c is not below a, so c goes up, and d is sifted back: [c, a, d]; the next pop takes d out,
    the hole goes to a (the only child within the two left), d lands in the hole: [a, d]."""
    from resched.riskaware.algorithms.authors import StdHeap

    heap = StdHeap[tuple[int, str]](lambda a, b: a[0] > b[0])
    for item in [(1, "a"), (0, "b"), (1, "c"), (1, "d")]:
        heap.push(item)
    assert [heap.pop()[1] for _ in range(4)] == ["b", "c", "a", "d"]  # printed by the C++ on the same pushes


def test_the_authors_policies_on_hand_worked_cases():
    """The work quantiles of ``genData.py`` and ``findQuantile``: four jobs of lengths 1, 2, 3, 4
    (1 core) have areas 1, 2, 3, 4 of 10; the k-th quantile (written once the cumulated area
    passes k/1000 of 10) is 1 for k < 100, 2 for k < 300, 3 for k < 600, 4 up to 999. The first
    quantile above a length of 2 is the 300th (index 299): q = 1 − 299/1000 = 0.701; above every
    quantile (length 5): q = 1 − 999/1000. One machine of 4 cores, M⁻ = 1: BS1 starts a 4-core job
    at once (stretch 1) and reserves the next one after it."""
    from resched.riskaware.algorithms.authors import length_quantiles, share

    quantiles = length_quantiles(np.array([1, 2, 3, 4]), np.array([1, 1, 1, 1]), 100)
    assert len(quantiles) == 999 and quantiles.count(1) == 99 and quantiles.count(4) == 400
    assert share(quantiles, 2) == 1 - 299 / 1000 and share(quantiles, 5) == 1 - 999 / 1000
    jobs = (Job("a", 0, 4, 3), Job("b", 1, 4, 2))
    instance = RiskAwareInstance("hand", Platform(1, 1, 4, 10), Capacity((0,), (1,)), jobs, horizon=10)
    schedule = simulate(instance, AuthorsPolicy("BS1"))
    assert sorted(zip(schedule.job.tolist(), schedule.start.tolist(), schedule.end.tolist())) == [(0, 0, 3), (1, 3, 5)]
    with pytest.raises(ReschedError, match="unknown authors' policy"):
        AuthorsPolicy("BSX")


def run(instance: RiskAwareInstance, conventions: str) -> list[tuple[int, int, int, int, int]]:
    """The attempt rows (job, machine, start, end, kind) of FirstFit, both loops checked equal."""
    kernel = simulate(instance, Policy("FirstFit"), conventions=conventions)
    python = simulate(
        instance, python_policy("FirstFit", RiskAwareParams(conventions=conventions)), conventions=conventions
    )
    rows = sorted(zip(*(s.tolist() for s in (kernel.job, kernel.machine, kernel.start, kernel.end, kernel.kind))))
    assert rows == sorted(
        zip(*(s.tolist() for s in (python.job, python.machine, python.start, python.end, python.kind)))
    )
    return [row for row in rows if row[4] in (COMPLETED, KILLED)]


def two_machines(jobs: tuple[Job, ...], capacity: Capacity) -> RiskAwareInstance:
    return RiskAwareInstance("hand", Platform(2, 1, 4, 10), capacity, jobs, horizon=30)


def test_the_queue_is_rescanned_after_each_completion_before_the_capacity_change():
    """2 machines of 4 cores, one goes off at 5. J0 (3 cores, 5 ticks) starts at 0 on m0, J1 (3, 5)
    at 1 on m1, J2 (3, 4) queues at 2. At 5 J0 completes: the authors rescan at once and start
    J2 on m0, then m1 goes off and kills J1, which waits for J2 (done at 9) and runs 9–14.
    resched kills J1 first and scans the queue by release: J1 on m0 at 5–10, then J2 at 10–14."""
    jobs = (Job("J0", 0, 3, 5), Job("J1", 1, 3, 5), Job("J2", 2, 3, 4))
    instance = two_machines(jobs, Capacity((0, 5), (2, 1)))
    assert run(instance, "authors") == [
        (0, 0, 0, 5, COMPLETED),
        (1, 0, 9, 14, COMPLETED),
        (1, 1, 1, 5, KILLED),
        (2, 0, 5, 9, COMPLETED),
    ]
    assert run(instance, "resched") == [
        (0, 0, 0, 5, COMPLETED),
        (1, 0, 5, 10, COMPLETED),
        (1, 1, 1, 5, KILLED),
        (2, 0, 10, 14, COMPLETED),
    ]


def test_a_job_started_and_killed_at_the_same_tick_leaves_no_attempt():
    """J0 (3 cores, 6 ticks) on m0, J1 (3, 4) on m1 from 1, J2 (3, 3) queued at 2. At 5 J1
    completes on m1 and the authors' rescan starts J2 there; m1 goes off at the same tick: J2 has
    run no time (simu.cc's waste += 0), is requeued, and runs on m0 when J0 completes, 6–9."""
    jobs = (Job("J0", 0, 3, 6), Job("J1", 1, 3, 4), Job("J2", 2, 3, 3))
    instance = two_machines(jobs, Capacity((0, 5), (2, 1)))
    assert run(instance, "authors") == [(0, 0, 0, 6, COMPLETED), (1, 1, 1, 5, COMPLETED), (2, 0, 6, 9, COMPLETED)]


def test_an_arrival_starts_only_if_a_machine_has_more_free_cores_than_it_needs():
    """One machine of 4 cores. J0 (4 cores, 2 ticks) arrives at 0 with 4 free cores: simu.cc starts
    an arrival only if the most free cores exceed its need (``MSpace > np``), so J0 queues; J1
    (1, 1) arriving at 1 starts (4 > 1), and its completion at 2 rescans the queue: J0 runs 2–4.
    resched starts J0 at 0 and J1 at 2."""
    jobs = (Job("J0", 0, 4, 2), Job("J1", 1, 1, 1))
    instance = RiskAwareInstance("hand", Platform(1, 1, 4, 10), Capacity((0,), (1,)), jobs, horizon=10)
    assert run(instance, "authors") == [(0, 0, 2, 4, COMPLETED), (1, 0, 1, 2, COMPLETED)]
    assert run(instance, "resched") == [(0, 0, 0, 2, COMPLETED), (1, 0, 2, 3, COMPLETED)]


def test_a_change_to_the_same_count_is_no_event_and_other_built_ins_are_refused():
    """simu.cc ignores a variation line that repeats the count (no rescan); the kernel's authors
    conventions are FirstFit's only."""
    jobs = (Job("J0", 0, 4, 2), Job("J1", 1, 1, 5))
    instance = RiskAwareInstance("hand", Platform(1, 1, 4, 10), Capacity((0, 1), (1, 1)), jobs, horizon=10)
    assert run(instance, "authors") == [(0, 0, 6, 8, COMPLETED), (1, 0, 1, 6, COMPLETED)]
    with pytest.raises(ReschedError, match="run FirstFit, not TargetASAP"):
        simulate(instance, Policy("TargetASAP"), conventions="authors")
    with pytest.raises(ReschedError, match="unknown conventions"):
        simulate(instance, Policy("FirstFit"), conventions="simu")


def test_jobs_running_at_the_window_start_follow_the_authors_rules():
    """2 machines of 4 cores, m1 off from 4; T = 20. Three jobs were running when the window opened
    (release 0, ``progress`` ticks done), listed R2, R1, R0: the authors submit them by original
    release, R0 (−5), R1 (−2), R2 (−1). R0 (4 cores, 3 left) starts on m0, R1 (4, 6 left) on m1;
    R2 (2 cores) finds no room and is dropped (simu.cc never queues it). J3 (4, 2) released at 1
    and J4 (4, 1) at 2 queue. At 3 R0 completes: J3 runs 3–5 on m0. At 4 m1 goes off and kills
    R1, which rejoins the queue with its original release −2 and its full length 6 + 2 = 8: at 5
    it runs 5–13 before J4 (13–14). Stretches over the original release and full length:
    R0 (3 + 5)/8 = 1, R1 (13 + 2)/8 = 1.875, J3 (5 − 1)/2 = 2, J4 (14 − 2)/1 = 12. GOODPUT credits
    R1 with what remained (6 × 4 cores, as simu.cc's utilDone): (3 + 6 + 2 + 1) × 4 / (4 × (2 × 4 +
    16)) = 0.5; aborted 4 ticks × 4 cores."""
    jobs = (
        Job("R2", 0, 2, 5, progress=1),
        Job("R1", 0, 4, 6, progress=2),
        Job("R0", 0, 4, 3, progress=5),
        Job("J3", 1, 4, 2),
        Job("J4", 2, 4, 1),
    )
    instance = RiskAwareInstance("hand", Platform(2, 1, 4, 10), Capacity((0, 4), (2, 1)), jobs, horizon=20)
    assert run(instance, "authors") == [
        (1, 0, 5, 13, COMPLETED),
        (1, 1, 0, 4, KILLED),
        (2, 0, 0, 3, COMPLETED),
        (3, 0, 3, 5, COMPLETED),
        (4, 0, 13, 14, COMPLETED),
    ]
    metrics = evaluate(instance, simulate(instance, Policy("FirstFit"), conventions="authors"))
    assert metrics.max_stretch == 12 and metrics.mean_stretch == pytest.approx((1 + 1.875 + 2 + 12) / 4)
    assert metrics.goodput == 0.5 and metrics.aborted_volume == pytest.approx(16 / 3600)
    assert metrics.unfinished == 1  # R2, dropped


def test_the_compiled_and_python_loops_agree_under_the_authors_conventions():
    for seed in range(20):
        rng = np.random.default_rng(seed)
        n = int(rng.integers(5, 40))
        release = np.sort(rng.integers(0, 100, n))
        release[:3] = 0  # three jobs running at the window start, with 0-9 ticks done
        jobs = tuple(
            Job(
                f"J{i}",
                int(release[i]),
                int(rng.integers(1, 9)),
                int(rng.integers(1, 30)),
                int(rng.integers(10)) * (i < 3),
            )
            for i in range(n)
        )
        cuts = np.sort(rng.choice(np.arange(1, 150), 12, replace=False))
        capacity = Capacity((0, *map(int, cuts)), tuple(int(a) for a in rng.integers(1, 5, 13)))
        run(RiskAwareInstance(f"r{seed}", Platform(4, 1, 8, 10), capacity, jobs, horizon=100), "authors")


def write_tied_inputs(folder: Path, seed: int, shuffled: bool = False) -> tuple[Path, Path]:
    """As :func:`write_inputs` but with ties everywhere: 150 jobs released on 30 dates (multiples
    of 600 s from 5000 s), lengths multiples of 600 s (600–7200 s), 10 jobs running at 5000 s
    released on 3 dates before it, the lines sorted by release (the order resched keeps among equal
    releases; shuffled with ``shuffled``: the authors push the arrivals in line order), and a variation
    file with a change every 600–3000 s from 2000 s (on seed 3, 5 of them before the window start; 2 shuffled)."""
    rng = random.Random(seed)
    dates = [START + 600 * k for k in range(30)]
    lines = [
        (r, f"j{i} {r} {600 * rng.randint(1, 12)} {rng.randint(1, 8)} release")
        for i, r in enumerate(rng.choices(dates, k=150))
    ]
    for k, r in enumerate(rng.choices([START - 3000, START - 1800, START - 600], k=10)):
        lines.append((r, f"r{k} {r} {START - r + 600 * rng.randint(1, 6)} {rng.randint(1, 8)} running"))
    jobs = folder / f"tjobs{seed}.txt"
    if shuffled:
        rng.shuffle(lines)
    else:
        lines.sort(key=lambda x: x[0])
    jobs.write_text("\n".join(line for _, line in lines) + "\n")
    machines, t, changes = 4, 2000, ["4"]
    while t < START + WINDOW:
        machines = min(6, max(2, machines + rng.choice([-2, -1, 1, 2])))
        changes.append(f"{t} {machines}")
        t += 600 * rng.randint(1, 5)
    variation = folder / f"tvar{seed}.txt"
    variation.write_text("\n".join(changes) + "\n")
    return jobs, variation


if __name__ == "__main__":  # write the reference inputs: FOLDER SEED [ties [shuffled]]
    if sys.argv[3:4] == ["ties"]:
        write_tied_inputs(Path(sys.argv[1]), int(sys.argv[2]), sys.argv[4:] == ["shuffled"])
    else:
        write_inputs(Path(sys.argv[1]), int(sys.argv[2]))
