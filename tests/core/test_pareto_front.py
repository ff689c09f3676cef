"""benchmarks/pareto_front.py: per instance, is every other algorithm's (relative goodput,
relative min yield) point weakly dominated by a point of the family?"""

from __future__ import annotations

import json
import subprocess
import sys

from paths import ROOT, benchmark

SCRIPT = ROOT / "benchmarks" / "pareto_front.py"


def row(seed: int, algorithm: str, goodput: float, min_yield: float) -> dict:
    return {
        "task_id": f"{seed}-{algorithm}",
        "grid": ["trace"],
        "trace": "t.swf",
        "params": {"trace": "t.swf"},
        "seed": seed,
        "algorithm": algorithm,
        "relative_goodput": goodput,
        "relative_min_yield": min_yield,
    }


ROWS = [
    row(1, "DPBiC(0)", 0.99, 0.0),
    row(1, "DPBiC(15)", 0.95, 0.9),
    row(1, "GreedyYield", 0.75, 0.75),  # below DPBiC(15) on both
    row(1, "DPGoodput", 0.99, 0.0),  # equal to DPBiC(0): weakly dominated
    row(2, "DPBiC(0)", 0.99, 0.0),
    row(2, "DPBiC(15)", 0.95, 0.7),
    row(2, "GreedyYield", 0.75, 0.75),  # the best min yield of instance 2: not dominated
    row(2, "DPGoodput", 0.99, 0.0),
]


def test_a_point_better_on_one_metric_than_every_family_point_is_not_dominated():
    module = benchmark("pareto_front")
    family, missed = module.undominated(module.instances(ROWS), "DPBiC(")
    assert family == ["DPBiC(0)", "DPBiC(15)"]
    assert missed["DPGoodput"] == []
    (key,) = missed["GreedyYield"]
    assert dict(key)["seed"] == "2"


def test_two_grid_points_that_share_a_seed_are_two_runs():
    module = benchmark("pareto_front")
    other_trace = [{**r, "trace": "u.swf", "params": {"trace": "u.swf"}} for r in ROWS]
    assert len(module.instances(ROWS + other_trace)) == 4


def test_the_command_counts_instances_and_names_the_exceptions(tmp_path):
    (tmp_path / "results.jsonl").write_text("".join(json.dumps(r) + "\n" for r in ROWS))
    out = subprocess.run([sys.executable, str(SCRIPT), str(tmp_path)], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert "on 1 of 2 instances" in out.stdout
    assert "GreedyYield" in out.stdout and "not dominated on   1: trace=t.swf seed 2" in out.stdout


def test_a_folder_without_rows_is_a_one_line_error(tmp_path):
    out = subprocess.run([sys.executable, str(SCRIPT), str(tmp_path)], capture_output=True, text=True)
    assert out.returncode == 2 and out.stderr.count("\n") == 1 and out.stderr.startswith("error: ")
