"""Oracles of the batch simulator's decisions on hand-built instances: conservative
backfilling after an early end, compressed in place or re-planned ([BATCH-D24]), the K3
criterion ([BATCH-D16]), the T2/T3 hand-over and victim choice (V1/V2, pending victims not
eligible, [BATCH-D18]) and consecutive failures before the hand-over ([BATCH-D25]).

Every expected value is derived by hand in the test's docstring from §4.6 and the decisions.
Jobs are written (release, size, work, walltime[, period T, checkpoint C, recovery R]); a job
without a period never checkpoints (restarts from scratch). The downtime is long (1000), so
that no repair happens during the decisions. A failure is placed on a node the job holds at
that time in the run without it (the run is the same up to the failure).
"""

from __future__ import annotations

from resched.batch import simulate, strategy
from resched.batch.instance import BatchInstance, Job
from resched.batch.simulate import FAILED_PRIORITY, VICTIM_PRIORITY, later_reservations

DOWNTIME = 1000.0
F = (0, 3, 100, 100)
"""The job that fails: 3 nodes, no checkpoints."""
A = (0, 1, 100, 100, 10, 2, 3)
"""A checkpointing job of 1 node: length 100 + ⌊100/10⌋·2 = 120, first checkpoint ends at t_first = 12."""
B = (1, 2, 100, 100, 10, 2, 3)
"""As A, 2 nodes, released at 1."""


def instance(jobs, nodes: int, failures=()) -> BatchInstance:
    return BatchInstance("oracle", nodes, DOWNTIME, tuple(Job(k, *job) for k, job in enumerate(jobs)), tuple(failures))


def fail(inst: BatchInstance, name: str, t: float, job: int) -> BatchInstance:
    """``inst`` with one more failure at ``t`` on the first node that ``job`` (−1: the
    fictitious job) holds at ``t`` in the run of ``name`` on ``inst``."""
    run = simulate(inst, strategy(name))
    held = next(a.nodes for a in run.attempts if a.job == job and a.start <= t < a.stop)
    return instance(
        [(j.release, j.size, j.work, j.walltime, j.period, j.C, j.R) for j in inst.jobs],
        inst.nodes,
        (*inst.failures, (t, int(held[0]))),
    )


def attempts(result, job: int) -> list[tuple]:
    """(start, stop, outcome, priority, length) of every attempt of ``job``, in order."""
    return [(a.start, a.stop, a.outcome, a.priority, a.length) for a in result.attempts if a.job == job]


# -- backfilling after an early end ([BATCH-D24]) ------------------------------------------------------
def test_an_early_end_compresses_in_place_but_a_replan_moves_a_reservation_later():
    """2 nodes. R1 (1 node, length 2, wall time 10) and R2 (1 node, 5, 5) start at 0; J1 (2 nodes,
    5) and J2 (1 node, 4) arrive at 1: J1 is reserved at 10 (end of R1's wall time), J2 at 5 on
    R2's node (5–9, before J1). R1 ends early, at 2.
    compress: J1 moves to the earliest fit around J2's reservation, 9; then J2 to its earliest
    fit, 2 (the freed node until 5, both from 5): it starts at 2, ends at 6; at R2's end (5)
    J1 moves to 6: flows J1 11 − 1 = 10, J2 6 − 1 = 5, and no reservation ever moved later.
    replan: J1 first takes 5 (both nodes free at R2's end), so J2 no longer fits before 10:
    its reservation moves from 5 to 10 (flows 10 − 1 = 9 and 14 − 1 = 13)."""
    inst = instance([(0, 1, 2, 10), (0, 1, 5, 5), (1, 2, 5, 5), (1, 1, 4, 4)], 2)
    for mode in ("compress", "compress-always"):
        assert simulate(inst, strategy("BASELINE", backfilling=mode)).flows.tolist() == [2, 5, 10, 5]
        assert later_reservations(inst, strategy("BASELINE", backfilling=mode)) == []
    replan = strategy("BASELINE", backfilling="replan")
    assert simulate(inst, replan).flows.tolist() == [2, 5, 9, 13]
    assert later_reservations(inst, replan) == [(2, 3, 5, 10)]


# -- K3 ([BATCH-D16]) -------------------------------------------------------------------------------
def k3_case(failure: float) -> BatchInstance:
    """3 nodes; F = (r 0, 2 nodes, 10) and V = (r 3, 1 node, 20), no checkpoints; a failure on
    F at ``failure`` leaves no free node."""
    jobs = [(0, 2, 10, 10), (3, 1, 20, 20)]
    return fail(instance(jobs, 3), "BASELINE", failure, 0)


def test_k3_steals_when_the_estimated_max_flow_is_smaller():
    """Failure at 5: V is the only candidate. Waiting: F starts at the first end, V's at 23, and
    ends at 33 (flow 33 − 0), V ends at 23 (flow 20): max 33. Stealing: F restarts at 5, ends at
    15; V restarts from scratch after the earlier of the other ends (none) and F's end, 15, and
    ends at 35 (flow 32): max max(15, 32) = 32 < 33, so H113 steals, and the run realizes the
    estimate (flows 15 and 32). BASELINE waits: flows 33 and 20."""
    inst = k3_case(5)
    run = simulate(inst, strategy("H113"))
    assert [(f.job, v.job) for f, v in run.victims] == [(0, 1)]
    assert attempts(run, 0) == [(0, 5, "failed", 1, 10), (5, 15, "completed", FAILED_PRIORITY, 10)]
    assert attempts(run, 1) == [(3, 5, "victim", 1, 20), (15, 35, "completed", VICTIM_PRIORITY, 20)]
    assert run.flows.tolist() == [15, 32]
    assert simulate(inst, strategy("BASELINE")).flows.tolist() == [33, 20]


def test_k3_does_not_steal_on_a_tie_but_k1_does():
    """Failure at 6: waiting gives max(23 + 10 − 0, 23 − 3) = 33; stealing max(6 + 10 − 0,
    16 + 20 − 3) = 33: a tie, so H113 does not steal and runs as BASELINE (flows 33, 20).
    H111 (K1: victim 1 node < 2) steals: F ends at 16, V's copy at 36 (flows 16, 33)."""
    inst = k3_case(6)
    k3 = simulate(inst, strategy("H113"))
    assert k3.victims == [] and k3.counters["waited"] == 1
    assert k3.flows.tolist() == simulate(inst, strategy("BASELINE")).flows.tolist() == [33, 20]
    assert simulate(inst, strategy("H111")).flows.tolist() == [16, 33]


# -- T2/T3: hand-over time and victim choice ----------------------------------------------------------
def stealing_case(name: str) -> BatchInstance:
    """6 nodes: F (3 nodes), A (1 node, r 0) and B (2 nodes, r 1) fill them; F fails at 15."""
    return fail(instance([F, A, B], 6), name, 15, 0)


def test_t2_t3_hand_over_and_v1_v2_victims():
    """K1 admits A and B (smaller than F). V1 takes the fewest nodes (A), V2 the latest release (B).
    T2 (Fig. 4.14 case 4): A at t_run 15 is in its first regular period (x = 15 − 12 = 3 ≤ T), it
    checkpoints proactively for C = 2 and hands over at 17; B at t_run 14 (x = 2) at 17 as well.
    T3 (Fig. 4.15): the next regular checkpoint of A ends at 12 + 12 = 24; B's at 1 + 24 = 25.
    Meanwhile a fictitious job holds F's 2 surviving nodes; F restarts at the hand-over on them
    plus one node of the victim. The victim's copy: t' = R + t − t_useful ([BATCH-D5]):
    T2 saves the run so far (A 15, B 14): 3 + 120 − 15 = 108, 3 + 120 − 14 = 109; T3 saves 24:
    3 + 120 − 24 = 99."""
    expected = {"H211": (1, 17, 108), "H221": (2, 17, 109), "H311": (1, 24, 99), "H321": (2, 25, 99)}
    for name, (victim, hand_over, copy) in expected.items():
        run = simulate(stealing_case(name), strategy(name))
        assert [(f.job, v.job) for f, v in run.victims] == [(0, victim)], name
        (fictitious,) = [a for a in run.attempts if a.job == -1]
        assert (fictitious.start, fictitious.stop, fictitious.outcome, fictitious.size) == (
            15,
            hand_over,
            "handover",
            2,
        )
        restart = attempts(run, 0)[1]
        assert restart[:3] == (hand_over, hand_over + 100, "completed"), name
        assert attempts(run, victim)[0][1:3] == (hand_over, "victim")
        assert attempts(run, victim)[1][3:] == (VICTIM_PRIORITY, copy), name
        survivors = set(run.attempts[0].nodes.tolist()) - {run.failures[0][1]}
        assert survivors <= set(run.attempts[restart_index(run)].nodes.tolist())


def restart_index(run) -> int:
    return next(a.index for a in run.attempts if a.job == 0 and a.copy == 1)


def test_a_pending_victim_is_not_eligible():
    """H211, then B fails at 16 while A, the victim of F, waits for its proactive checkpoint
    (hand-over at 17). No node is free; the only running job besides B is A, which satisfies K1
    (1 < 2) but is a pending victim, so not eligible ([BATCH-D18]): B waits (queued with priority
    3), there is one stealing decision only."""
    inst = fail(stealing_case("H211"), "H211", 16, 2)
    run = simulate(inst, strategy("H211"))
    assert [(f.job, v.job) for f, v in run.victims] == [(0, 1)]
    assert run.counters["waited"] == 1 and run.counters["stealing"] == 1
    assert attempts(run, 2)[1][3] == FAILED_PRIORITY


# -- consecutive failures before the hand-over ([BATCH-D25]) -------------------------------------------
def test_failure_on_the_fictitious_job_shrinks_it_while_the_victim_covers_it():
    """5 nodes, F (3 nodes) and V = A with 2 nodes. H211: F fails at 15, V hands over at 17.
    At 16 one of F's 2 surviving nodes fails: 2 failures hit F and V has 2 nodes, so the stealing
    goes on; the fictitious job continues on 1 node (15–16 'resized', 16–17 'handover'), and F
    restarts at 17 on its last survivor plus both of V's nodes."""
    jobs = [F, (0, 2, 100, 100, 10, 2, 3)]
    first = fail(instance(jobs, 5), "H211", 15, 0)
    run = simulate(fail(first, "H211", 16, -1), strategy("H211"))
    fictitious = [(a.start, a.stop, a.outcome, a.size) for a in run.attempts if a.job == -1]
    assert fictitious == [(15, 16, "resized", 2), (16, 17, "handover", 1)]
    assert run.counters["fictitious_hit"] == 1 and run.counters["stealing_cancelled"] == 0
    victim_nodes = set(run.attempts[1].nodes.tolist())
    assert attempts(run, 0)[1][:3] == (17, 117, "completed")
    assert victim_nodes < set(run.attempts[restart_index(run)].nodes.tolist())
    assert attempts(run, 1)[0][1:3] == (17, "victim")


def test_failure_on_the_fictitious_job_cancels_when_the_victim_is_too_small():
    """4 nodes, F (3 nodes) and A (1 node). H211: F fails at 15 and steals A (hand-over at 17);
    at 16 a surviving node of F fails: 2 failures hit F, A has 1 node: the stealing is cancelled,
    A runs on to its end (120, never interrupted) and F is queued with priority 3; only 2 nodes
    are up until the first repair at 15 + 1000, when F restarts."""
    first = fail(instance([F, A], 4), "H211", 15, 0)
    run = simulate(fail(first, "H211", 16, -1), strategy("H211"))
    assert run.counters["stealing_cancelled"] == 1 and run.counters["fictitious_hit"] == 1
    assert attempts(run, 1) == [(0, 120, "completed", 1, 120)]
    assert attempts(run, 0)[1][:4] == (15 + DOWNTIME, 115 + DOWNTIME, "completed", FAILED_PRIORITY)


def test_failure_on_the_victim_cancels_and_both_restart_from_their_checkpoints():
    """As above, but at 16 the victim A fails (t_run 16, past its first checkpoint at 12): the
    stealing is cancelled, A restarts from that checkpoint with priority 2 ([BATCH-D20]),
    length 3 + 120 − 12 = 111, at once on a node F no longer holds (16–127); F (priority 3, 3
    nodes) waits for the repair at 1015 (2 nodes up before)."""
    first = fail(instance([F, A], 4), "H211", 15, 0)
    run = simulate(fail(first, "H211", 16, 1), strategy("H211"))
    assert run.counters["victim_hit"] == 1 and run.counters["stealing_cancelled"] == 1
    assert attempts(run, 1) == [(0, 16, "failed", 1, 120), (16, 127, "completed", VICTIM_PRIORITY, 111)]
    assert [a.cause for a in run.attempts if a.job == 1] == ["submission", "failure"]
    assert attempts(run, 0)[1][:4] == (15 + DOWNTIME, 115 + DOWNTIME, "completed", FAILED_PRIORITY)


def test_t3_victim_that_ends_before_its_checkpoint_hands_over_at_its_end():
    """4 nodes, F (3 nodes) and A' = A with work 13 (length 13 + 2 = 15). H311: F fails at 14;
    A' (t_run 14) would reach its next checkpoint at 24, but ends at 15: it completes (one
    attempt, flow 15) and F restarts at 15 on its survivors plus A's node."""
    run = simulate(fail(instance([F, (0, 1, 13, 13, 10, 2, 3)], 4), "H311", 14, 0), strategy("H311"))
    assert attempts(run, 1) == [(0, 15, "completed", 1, 15)]
    assert attempts(run, 0)[1][:3] == (15, 115, "completed")
    assert run.counters["stealing"] == 1
