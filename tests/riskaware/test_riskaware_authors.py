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
from paths import TRACES, needs_traces

from resched.errors import ReschedError
from resched.riskaware.algorithms import AuthorsPolicy, Policy, python_policy
from resched.riskaware.experiment.task import task_instance
from resched.riskaware.family import ALGORITHMS
from resched.riskaware.instance import COMPLETED, KILLED, Capacity, Job, Platform, RiskAwareInstance
from resched.riskaware.metrics import evaluate
from resched.riskaware.params import RiskAwareParams
from resched.riskaware.simulate import Start, View, simulate

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


#: (lines shuffled) -> the same five numbers, printed by simu.cc's ``FF`` on the tied inputs of
#: :func:`write_tied_inputs` with seed 3 (``echo "ref/tjobs3.txt 6 2 8 ref/tvar3.txt 5000 86400 FF 1 0 out" > a
#: && ./SIM17 a``). Breaking the ties in the lines' order instead (the previous code) gives, sorted,
#: 2370600 / 355200 / 113 and, shuffled, 2020200 / 324600 / 125.
SIMU_CC_FF_TIES = {
    False: (2937600, 2382000, 343200, 112, 12.262714531331552),
    True: (2577600, 2043000, 301800, 124, 13.153943525112881),
}


@pytest.mark.parametrize("shuffled", sorted(SIMU_CC_FF_TIES))
def test_first_fit_with_the_authors_conventions_breaks_ties_as_simu_cc(tmp_path, shuffled):
    area, numerator, aborted, max_stretch, mean_stretch = SIMU_CC_FF_TIES[shuffled]
    params = RiskAwareParams(cores=8, m_avg=4, m_range=2, tick=1, conventions="authors")
    instance, _ = task_instance(params, 0, *write_tied_inputs(tmp_path, 3, shuffled))
    assert instance.capacity.machine_ticks(instance.horizon) * 8 == area
    for policy in (Policy("FirstFit"), python_policy("FirstFit", params)):
        metrics = evaluate(instance, simulate(instance, policy, conventions="authors"))
        assert metrics.goodput == pytest.approx(numerator / area, rel=1e-12)
        assert metrics.aborted_volume * 3600 == pytest.approx(aborted, rel=1e-12)
        assert metrics.max_stretch == pytest.approx(max_stretch, rel=1e-12)
        assert metrics.mean_stretch == pytest.approx(mean_stretch, rel=1e-12)


def vargen_walk(path: Path, seed: int, machines: int, spread: int, period: int, end: int) -> Path:
    """A variation file as the authors' ``vargen.py`` writes one (``random.seed(seed)`` first):
    the first line ``machines``, then every ``period`` s up to ``end`` a line ``time count``, the
    count moved up or down (``random.randint(1, 2)``: 1 up) by ⌊spread / 4⌋ and kept within
    ``machines`` ± ``spread``."""
    rng, count, lines = random.Random(seed), machines, [str(machines)]
    for time in range(period, end + period, period):
        count += spread // 4 if rng.randint(1, 2) == 1 else -(spread // 4)
        count = min(max(count, machines - spread), machines + spread)
        lines.append(f"{time} {count}")
    path.write_text("\n".join(lines) + "\n")
    return path


@needs_traces
def test_first_fit_with_the_authors_conventions_gives_simu_cc_numbers_on_borg(tmp_path):
    """The 7-day Borg window with the walk of [RISKAWARE-D17]: simu.cc (the line of
    [RISKAWARE-D18], ``... FF 1 0 out.txt``) prints the available area 344678400, GOODPUT's
    numerator 294942600, aborted work 49485000 core-s, max stretch 647, mean stretch
    58.964665322313401; the compiled loop gives them (the Python loop agrees with it on the
    generated inputs above; here it would take minutes)."""
    trace = TRACES / "borg" / "borg-7D_604800.txt"
    if not trace.exists():
        pytest.skip(f"needs {trace}")
    variation = vargen_walk(tmp_path / "var7.txt", 7, 24, 8, 1200, 3_000_000)
    params = RiskAwareParams(cores=24, m_avg=24, m_range=8, conventions="authors")
    instance, _ = task_instance(params, 0, trace, variation)
    assert instance.capacity.machine_ticks(instance.horizon) * 300 * 24 == 344_678_400
    metrics = evaluate(instance, simulate(instance, Policy("FirstFit"), conventions="authors"))
    assert metrics.goodput == pytest.approx(294_942_600 / 344_678_400, rel=1e-12)
    assert metrics.aborted_volume * 3600 == pytest.approx(49_485_000, rel=1e-12)
    assert metrics.max_stretch == 647
    assert metrics.mean_stretch == pytest.approx(58.964665322313401, rel=1e-12)


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


def test_the_compiled_heap_is_libstdcxx_heap():
    """The compiled loop's heap (rows compared on two fields, the item not compared) gives the order
    above, and on five ties (items 1 … 5 pushed in order) the pops 1, 3, 5, 2, 4 — worked by hand:
    the first pop moves the hole to the right child 3, and 5 fills it: [3, 2, 5, 4]; the next moves
    5 up and 4 into its place: [5, 2, 4]; then [2, 4]. ``tryQueue`` pops them all into a second
    heap (each push lands at the end: [1, 3, 5, 2, 4]) and pushes them back in that heap's pop
    order, positions 0, 2, 4, 1, 3 again: 1, 5, 4, 3, 2, so that the next pops give 1, 4, 2, 5, 3.
    The same as :class:`StdHeap` on 300 seeded random push/pop sequences."""
    from resched.riskaware.algorithms.kernels import heap_pop, heap_push
    from resched.riskaware.simulate import StdHeap

    def pops(keys: list[tuple[int, int]], rounds: int = 0) -> list[int]:
        heap, size = np.empty((1, 3), np.int64), 0  # grown by the pushes
        for item, (first, second) in enumerate(keys):
            heap, size = heap_push(heap, size, first, second, item)
        for _ in range(rounds):  # tryQueue with nothing started
            spare, taken = np.empty((1, 3), np.int64), 0
            while size:
                first, second, item, size = heap_pop(heap, size)
                spare, taken = heap_push(spare, taken, first, second, item)
            while taken:
                first, second, item, taken = heap_pop(spare, taken)
                heap, size = heap_push(heap, size, first, second, item)
        out = []
        while size:
            *_, item, size = heap_pop(heap, size)
            out.append(int(item))
        return out

    assert pops([(1, 0), (0, 0), (1, 0), (1, 0)]) == [1, 2, 0, 3]  # b, c, a, d
    assert [k + 1 for k in pops([(0, 0)] * 5)] == [1, 3, 5, 2, 4]
    assert [k + 1 for k in pops([(0, 0)] * 5, rounds=1)] == [1, 4, 2, 5, 3]
    rng = random.Random(5)
    for _ in range(300):
        heap, size, reference, popped = (
            np.empty((1, 3), np.int64),
            0,
            StdHeap[tuple[int, int, int]](lambda a, b: a[:2] > b[:2]),
            [],
        )
        for item in range(rng.randint(1, 40)):
            if size and rng.random() < 0.4:
                *_, got, size = heap_pop(heap, size)
                popped.append((int(got), reference.pop()[2]))
            first, second = rng.randint(0, 3), rng.randint(0, 2)
            heap, size = heap_push(heap, size, first, second, item)
            reference.push((first, second, item))
        while size:
            *_, got, size = heap_pop(heap, size)
            popped.append((int(got), reference.pop()[2]))
        assert all(got == want for got, want in popped)


def test_equal_releases_come_out_in_simu_cc_heap_order():
    """One machine of 4 cores. B (1 core, 10 ticks) arrives at 0 and starts; X1, X2, X3 (3 cores;
    1, 2, 3 ticks; in that order in the file) arrive at 1. simu.cc's event heap after its pushes
    (B, X1, X2, X3, the window's end W) is [B, X1, X2, X3, W]; popping B sends the hole to the
    right child X2 on the tie, and W fills its place: [X2, X1, W, X3]; B starts: its start event
    S (tick 0) goes to the top, its end E (tick 10) under it: [S, X2, E, X3, X1, W]; popping S
    gives [X2, X1, E, X3, W]; popping X2 gives [X1, X3, E, W], then X1 [X3, W, E], then X3. So the
    arrivals come X2, X1, X3, and each queues (3 free cores, not more than 3): queue [X2, X1, X3].
    At 10 B completes and ``tryQueue`` pops X2, which starts (10–12), then X1 and X3, which do not
    fit and go back, [X1, X3]; X1 runs 12–13, X3 13–16. In the file's line order (resched before)
    X1 would run 10–11, X2 11–13. The Python loop shows the queue in that order."""
    jobs = (Job("B", 0, 1, 10), Job("X1", 1, 3, 1), Job("X2", 1, 3, 2), Job("X3", 1, 3, 3))
    instance = RiskAwareInstance("hand", Platform(1, 1, 4, 10), Capacity((0,), (1,)), jobs, horizon=30)
    assert run(instance, "authors") == [
        (0, 0, 0, 10, COMPLETED),
        (1, 0, 12, 13, COMPLETED),
        (2, 0, 10, 12, COMPLETED),
        (3, 0, 13, 16, COMPLETED),
    ]
    seen: list[tuple[int, tuple[int, ...]]] = []
    first_fit = python_policy("FirstFit", RiskAwareParams(conventions="authors"))

    class Recording:
        name = "recording"

        def decide(self, view: View) -> list[Start]:
            seen.append((view.time, view.waiting))
            return first_fit.decide(view)

    simulate(instance, Recording(), conventions="authors")
    assert seen[:4] == [(0, (0,)), (1, (2,)), (1, (2, 1)), (1, (2, 1, 3))]  # arrivals X2, X1, X3
    assert (10, (2, 1, 3)) in seen and (12, (1, 3)) in seen


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
    """On random instances, with ties everywhere from seed 20 on (releases on 6 dates, lengths
    multiples of 5 ticks) and the jobs' lines shuffled."""
    for seed in range(40):
        rng = np.random.default_rng(seed)
        n = int(rng.integers(5, 40))
        tied = seed >= 20
        release = np.sort(rng.integers(0, 6, n) * 15 if tied else rng.integers(0, 100, n))
        release[:3] = 0  # three jobs running at the window start, with 0-9 ticks done
        lines = rng.permutation(n) if tied else np.full(n, -1)
        jobs = tuple(
            Job(
                f"J{i}",
                int(release[i]),
                int(rng.integers(1, 9)),
                int(rng.integers(1, 6) * 5 if tied else rng.integers(1, 30)),
                int(rng.integers(10)) * (i < 3),
                int(lines[i]),
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
