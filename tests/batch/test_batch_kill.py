"""The batch Protocol's Kill decision: a running job killed by the scheduler follows the rule of
a failed job that waits (resched.batch.simulate's docstring): all its nodes freed, its
remaining part from its last checkpoint queued with priority 3. A hand-worked tiny instance,
and the refusals (one line)."""

from __future__ import annotations

import math

import pytest

from resched.batch.algorithms import Kill, Start
from resched.batch.instance import BatchInstance, Job
from resched.batch.metrics import decomposition
from resched.batch.simulate import simulate
from resched.errors import ReschedError


class Preempt:
    """Newest regular job first; when it does not fit, kill every job running since before its
    submission."""

    name = "PREEMPT"
    consult_when_full = True

    def schedule(self, view):
        free, decisions, killed = len(view.free), [], set()
        for waiting in sorted(view.queue, key=lambda w: -w.submitted):
            if waiting.size > free and waiting.priority == 1:
                for running in view.running:
                    if running.start < waiting.submitted and running.job not in killed:
                        decisions.append(Kill(running.job))
                        killed.add(running.job)
                        free += running.size
            if waiting.size <= free:
                decisions.append(Start(waiting.job))
                free -= waiting.size
        return decisions

    def on_job_failure(self, view, failed):
        return None


# Job 0: 100 s of work on 2 nodes, a 5 s checkpoint every 30 s of work (length 100 + 3·5 = 115 s),
# recovery 10 s. Job 1: 20 s on 2 nodes, submitted at 50 s. No failure.
TINY = BatchInstance(
    "tiny-kill",
    nodes=2,
    downtime=60.0,
    jobs=(Job(0, 0.0, 2, 100.0, 100.0, period=30.0, C=5.0, R=10.0), Job(1, 50.0, 2, 20.0, 20.0)),
    failures=(),
)


def test_a_killed_job_restarts_from_its_last_checkpoint_with_priority_3():
    result = simulate(TINY, Preempt())
    first, second, third = result.attempts
    # t = 0: job 0 starts. t = 50: job 1 arrives, job 0 is killed 50 s in: its first checkpoint
    # ended at 30 + 5 = 35 s, so 30 s of work are saved; job 1 starts at once on the freed nodes.
    assert (first.job, first.start, first.stop, first.outcome) == (0, 0.0, 50.0, "killed")
    assert (second.job, second.start, second.stop, second.outcome) == (1, 50.0, 70.0, "completed")
    # t = 70: job 0's copy starts: recovery 10 + the 70 s of work left + 2 checkpoints (after 30
    # and 60 s of work) = 90 s, ends at 160; queued with priority 3, cause "kill".
    assert (third.job, third.start, third.length, third.priority, third.cause) == (0, 70.0, 90.0, 3, "kill")
    assert third.stop == 160.0 and third.outcome == "completed"
    assert result.completion.tolist() == [160.0, 70.0] and result.makespan == 160.0
    # the 15 s of job 0 after its checkpoint, on 2 nodes, are lost as a failure's would be
    assert math.isclose(decomposition(result, (0.0, 160.0))["failure_waste"], 30.0)


class Planted(Preempt):
    def __init__(self, plant):
        self.plant = plant

    def schedule(self, view):
        return self.plant(view, super().schedule(view))


@pytest.mark.parametrize(
    ("plant", "words"),
    [
        (lambda view, decisions: [Kill(view.queue[0].job)], "job 0 is not running"),
        (lambda view, decisions: [Kill(7)], "job 7 is not running"),
        (lambda view, decisions: [*decisions, *(Kill(d.job) for d in decisions)], "started by this same answer"),
    ],
)
def test_a_kill_of_a_job_not_running_is_refused_in_one_line(plant, words):
    with pytest.raises(ReschedError) as caught:
        simulate(TINY, Planted(plant))
    message = str(caught.value)
    assert len(message.splitlines()) == 1 and words in message and "Kill(job=" in message
