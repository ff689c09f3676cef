"""The batch family in the field's formats: Batsim workloads in, Batsim ``_jobs.csv`` and SWF out.

**Batsim workload** (JSON, read by :func:`read_workload`; [BATCH-D28])::

    {"nb_res": 8,
     "jobs": [{"id": 1, "subtime": 0, "res": 6, "walltime": 12, "profile": "ten"}, ...],
     "profiles": {"ten": {"type": "delay", "delay": 10}}}

A job becomes a rigid batch job (:class:`~resched.batch.instance.Job`): release r = ``subtime``
(s), size p = ``res`` (nodes, at most ``nb_res``), execution time t_exec = the ``delay`` of its
profile (s), requested wall time = ``walltime`` (s; −1 or absent: none, i.e. t_exec; raised to
t_exec when below it, as for every batch instance source). Only ``delay`` profiles have a fixed
duration: any other profile type a job uses is refused with its type named. The failures
(platform MTBF μ, downtime D, seed) and the checkpoint and restart times C, R are the run's
parameters (``--mtbf``, ``--downtime``, ``--checkpoint``, ``--restart``, ``--seed``), as for an
SWF trace. Jobs are ordered by (subtime, position); their ``id``s are kept as the instance's
job ids (:attr:`~resched.batch.instance.BatchInstance.ids`), so that job outputs name them. Keys Batsim ignores (``command``, ``date``,
``description``, a job's ``user``…) are ignored; values are checked as in the batch instance
files (types, ranges, ``res`` ≤ ``nb_res``, unique ids, at most 10⁶ jobs and nodes).

**Batsim jobs output** (:func:`write_jobs_csv`; [BATCH-D29]): one line per execution attempt, in Batsim's
columns (:data:`JOBS_COLUMNS`). Attempt k ≥ 1 of job ``J`` is job ``J#k`` (Batsim's name for a
resubmitted job), submitted when attempt k − 1 was killed; a killed attempt has ``success`` 0,
``final_state`` ``COMPLETED_KILLED`` and ``killed_by=failure`` (a node failure) or
``killed_by=stealing`` (the victim of a node stealing) in ``metadata``; ``cause=`` says why the
attempt was submitted (submission, failure, stealing). A fictitious job holding a failed job's
nodes until the hand-over (T2/T3 stealing, §4.6.2) is a line ``fictitious-<n>``, never a
success (metadata ``fictitious;end=`` handover, resized or cancelled). ``allocated_resources`` is the node interval set (``0-3 8``), node indices
from 0; ``consumed_energy`` is −1 (no energy model, as Batsim writes it). Times are in
seconds; waiting time = start − submission, turnaround = finish − submission, stretch =
turnaround / execution time.

**SWF** (:func:`swf_jobs`): one line per job, its workload values (submission, nodes, t_exec
without checkpoints, wall time) and the run's completion through the wait time
(:func:`resched.io.swf.run_jobs`): reading the file back (:func:`~resched.batch.generate.read_trace`)
gives the same jobs.
"""

from __future__ import annotations

import csv
import math
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from resched.batch.instance import MAX_ITEMS, MAX_NODES, BatchInstance, JobId, job_id, make_jobs, ordered_ids
from resched.batch.instance.schedule import SimulationResult
from resched.errors import InstanceError
from resched.validation import array, integer, mapping, number, read_json, with_source

if TYPE_CHECKING:
    import pandas as pd

JOBS_COLUMNS = (
    "job_id",
    "workload_name",
    "submission_time",
    "requested_number_of_resources",
    "requested_time",
    "success",
    "final_state",
    "starting_time",
    "execution_time",
    "finish_time",
    "waiting_time",
    "turnaround_time",
    "stretch",
    "allocated_resources",
    "consumed_energy",
    "metadata",
)
"""The columns of Batsim's ``_jobs.csv``, in its order."""
KILLED_BY = {"failed": "failure", "victim": "stealing", "killed": "scheduler"}


def read_workload(
    path: str | Path,
    mtbf: float | None,
    downtime: float,
    seed: int,
    checkpoint: float = 0.0,
    recovery: float | None = None,
) -> BatchInstance:
    """The Batsim workload file ``path`` as a batch instance with Poisson failures of platform
    MTBF ``mtbf`` (s; ``None``: none, no checkpoints) drawn with ``seed``, downtime ``downtime``
    (s), checkpoint C and recovery R (s, R = C by default); errors name the file and field."""
    path = Path(path)
    data = read_json(path, "Batsim workload file")
    recovery = checkpoint if recovery is None else recovery
    name = f"{path.stem}-mu{mtbf or 0:g}-D{downtime:g}-s{seed}"
    return with_source(lambda d: from_batsim(d, name, mtbf, downtime, seed, checkpoint, recovery), data, str(path))


def from_batsim(
    data: Any, name: str, mtbf: float | None, downtime: float, seed: int, checkpoint: float, recovery: float
) -> BatchInstance:
    """Validate a Batsim workload document and build the instance (module docstring)."""
    top = mapping(data, "", {"nb_res", "jobs", "profiles"}, set(data) if isinstance(data, dict) else set())
    nodes = integer(top["nb_res"], "nb_res", minimum=1, maximum=MAX_NODES)
    durations = _delays(top["profiles"])
    raw = array(top["jobs"], "jobs", min_length=1)
    if len(raw) > MAX_ITEMS:
        raise InstanceError("jobs", f"{len(raw):,} jobs: more than the {MAX_ITEMS:,} supported")
    releases, sizes, works, walls, ids = zip(*(_job(item, k, nodes, durations) for k, item in enumerate(raw)))
    return BatchInstance(
        name,
        nodes,
        downtime,
        make_jobs(releases, sizes, works, walls, nodes, mtbf, checkpoint, recovery),
        None,
        mtbf,
        seed,
        ids=ordered_ids(ids, releases),
    )


def _delays(profiles: Any) -> dict[str, float | str]:
    """Profile name → its delay (s), or its type when it is not a ``delay`` profile (refused
    only if a job uses it)."""
    if not isinstance(profiles, dict):
        raise InstanceError("profiles", f"expected an object, got {type(profiles).__name__}")
    out: dict[str, float | str] = {}
    for key, profile in profiles.items():
        field = f"profiles.{key}"
        kind = mapping(profile, field, {"type"}, set(profile) if isinstance(profile, dict) else set())["type"]
        if not isinstance(kind, str):
            raise InstanceError(f"{field}.type", f"expected a string, got {type(kind).__name__}")
        if kind == "delay":
            mapping(profile, field, {"type", "delay"}, set(profile))
            out[key] = number(profile["delay"], f"{field}.delay", minimum=0, strict=True)
        else:
            out[key] = kind
    return out


def _job(item: Any, k: int, nodes: int, durations: dict[str, float | str]) -> tuple[float, int, float, float, JobId]:
    """(subtime, res, delay, walltime, id) of job ``k`` of the workload."""
    field = f"jobs[{k}]"
    job = mapping(item, field, {"id", "subtime", "res", "profile"}, set(item) if isinstance(item, dict) else set())
    res = integer(job["res"], f"{field}.res", minimum=1)
    if res > nodes:
        raise InstanceError(f"{field}.res", f"{res} nodes > nb_res = {nodes}")
    profile = job["profile"]
    if not isinstance(profile, str) or profile not in durations:
        raise InstanceError(f"{field}.profile", f"no profile named {profile!r} in profiles")
    delay = durations[profile]
    if isinstance(delay, str):
        raise InstanceError(
            f"profiles.{profile}.type",
            f"profile type {delay!r} is not supported: only 'delay' profiles (a fixed duration) become batch jobs",
        )
    walltime = number(job.get("walltime", -1), f"{field}.walltime")
    if walltime != -1 and walltime <= 0:
        raise InstanceError(f"{field}.walltime", f"must be -1 (none) or > 0, got {walltime:g}")
    return (
        number(job["subtime"], f"{field}.subtime", minimum=0),
        res,
        delay,
        delay if walltime == -1 else walltime,
        job_id(job["id"], f"{field}.id"),
    )


def interval_set(nodes: Iterable[int]) -> str:
    """Nodes as Batsim's interval set: sorted runs ``a-b`` and single nodes, space separated
    (``[0, 1, 2, 3, 8]`` → ``0-3 8``)."""
    runs: list[list[int]] = []
    for node in sorted(int(n) for n in nodes):
        if runs and node == runs[-1][1] + 1:
            runs[-1][1] = node
        else:
            runs.append([node, node])
    return " ".join(str(a) if a == b else f"{a}-{b}" for a, b in runs)


def jobs_rows(result: SimulationResult) -> list[dict[str, Any]]:
    """One row per attempt of a :class:`~resched.batch.instance.schedule.SimulationResult`, in start
    order, with the values of :data:`JOBS_COLUMNS` (module docstring)."""
    inst = result.instance
    submitted = inst.releases.astype(float).tolist()  # submission of each job's next attempt
    rows, fictitious = [], 0
    for a in result.attempts:
        stop = a.stop if math.isfinite(a.stop) else result.makespan
        if a.job < 0:
            fictitious += 1
            row_id, submit, metadata = f"fictitious-{fictitious}", a.start, f"fictitious;end={a.outcome}"
        else:
            name = inst.job_id(a.job)
            row_id = str(name) if a.copy == 0 else f"{name}#{a.copy}"
            submit, submitted[a.job] = submitted[a.job], stop
            metadata = f"cause={a.cause}" + (f";killed_by={KILLED_BY[a.outcome]}" if a.outcome in KILLED_BY else "")
        rows.append(
            {
                "job_id": row_id,
                "workload_name": inst.name,
                **_times(submit, a.start, stop),
                "requested_number_of_resources": a.size,
                "requested_time": a.walltime,
                **_state(a.outcome == "completed"),
                "allocated_resources": interval_set(a.nodes),
                "consumed_energy": -1,
                "metadata": metadata,
            }
        )
    return rows


def _times(submit: float, start: float, stop: float) -> dict[str, float]:
    """Batsim's time columns of an attempt submitted, started and stopped at these dates (s)."""
    execution, turnaround = stop - start, stop - submit
    return {
        "submission_time": submit,
        "starting_time": start,
        "execution_time": execution,
        "finish_time": stop,
        "waiting_time": start - submit,
        "turnaround_time": turnaround,
        "stretch": turnaround / execution if execution > 0 else math.nan,
    }


def _state(completed: bool) -> dict[str, int | str]:
    return {"success": int(completed), "final_state": "COMPLETED_SUCCESSFULLY" if completed else "COMPLETED_KILLED"}


def swf_numbers(instance: BatchInstance) -> list[int] | None:
    """The jobs' ids as SWF job numbers (integers ≥ 0; a string of digits counts), ``None``
    when one id is not a whole number."""
    ids = [instance.job_id(k) for k in range(len(instance.jobs))]
    if all((isinstance(i, int) and i >= 0) or (isinstance(i, str) and i.isdigit()) for i in ids):
        return [int(i) for i in ids]
    return None


def write_jobs_csv(path: str | Path, result: SimulationResult) -> Path:
    """Write the attempts of ``result`` as Batsim's ``_jobs.csv`` (:func:`jobs_rows`); numbers
    in the shortest text that reads back to the same value, NaN as an empty field."""
    path = Path(path)
    with open(path, "w", newline="", encoding="utf-8") as stream:
        writer = csv.DictWriter(stream, JOBS_COLUMNS, lineterminator="\n")
        writer.writeheader()
        writer.writerows({k: _text(v) for k, v in row.items()} for row in jobs_rows(result))
    return path


def _text(value: object) -> object:
    """A CSV field: a float as an integer when it is one, else its shortest exact text; NaN empty."""
    if not isinstance(value, (float, np.floating)):
        return value
    value = float(value)
    if math.isnan(value):
        return ""
    return str(int(value)) if value.is_integer() and abs(value) < 2**53 else repr(value)


def swf_jobs(result: SimulationResult) -> tuple[pd.DataFrame, dict[str, object]]:
    """The jobs of a batch run as SWF (jobs table, header): their ids as job numbers (where
    every id is a whole number, else k + 1 for job k, said in the note), submission, nodes
    (one processor per node), t_exec and wall time before checkpoint inflation, the run's
    completions."""
    from resched.io.swf import run_header, run_jobs

    inst = result.instance
    numbers = swf_numbers(inst)
    frame = run_jobs(
        inst.releases,
        np.array([j.work for j in inst.jobs]),
        result.completion,
        inst.sizes,
        np.array([j.walltime for j in inst.jobs]),
        numbers,
    )
    numbering = (
        "job_number is the job's id" if numbers is not None else "job ids are not whole numbers: jobs numbered 1.."
    )
    note = (
        f"resched batch run of {result.strategy.name} on {inst.name}: {numbering}; run_time is a job's execution time "
        "without checkpoints, requested_time its wall time, wait_time its completion - submit_time - run_time "
        "(wait + run is its flow); processors are nodes"
    )
    return frame, run_header("resched batch simulator", len(inst.jobs), inst.nodes, inst.nodes, note)
