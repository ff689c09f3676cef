"""The authors' input generators for moldable jobs (lucasperotin/moldable-error), ported to
write their files in a test: ``generate.py`` (``generate_mold``: one job per line) with a
seeded ``random.Random`` instead of the unseeded module, and ``failure.cpp`` (``main``: one
line of failure counts per scenario) with glibc's ``rand()`` in its default state (the C++
never calls ``srand``). Each port draws the same numbers in the same order as the original,
so its files are the authors' files for that seed (the first n lines of ``generate_mold``'s
1000); the failure port was checked equal to the compiled ``failure.cpp`` on rft and mix files.
"""

from __future__ import annotations

import math
import random

MODELS = ("rft", "com", "amd", "mix")
"""The speedup models of ``generate_mold`` (roofline, communication, Amdahl, mix)."""


def authors_jobs(model: str, n: int, seed: int) -> str:
    """The text of ``generate_mold(filename, model)``'s first n jobs with ``random.seed(seed)``:
    w ~ U(5000, 4·10^6); com c = 2^k·u (k ∈ {0..3}, u ~ U(1, 2)); amd s = u·10^k (u ~ U(0, 10),
    k ∈ {−7..−2}); rft p̄ ~ U{100..4000}; mix p̄, then s (d = w·s, w ← w·(1−s)), then c."""
    rng = random.Random(seed)
    lines = []
    for i in range(n):
        length = rng.uniform(5000, 4000000)
        if model == "mix":
            pbar = rng.randint(100, 4000)
            power = rng.randint(-7, -2)
            fraction = rng.uniform(0, 10) * 10**power
            sequential = length * fraction
            length = length * (1 - fraction)
            power = rng.randint(0, 3)
            c = (2**power) * rng.uniform(1, 2)
            lines.append(f"Task{i} mld {length} mix {pbar} {sequential} {c} ")
            continue
        if model == "com":
            power = rng.randint(0, 3)
            param: float = (2**power) * rng.uniform(1, 2)
        elif model == "amd":
            power = rng.randint(-7, -2)
            param = rng.uniform(0, 10) * 10**power
        else:
            param = rng.randint(100, 4000)
        lines.append(f"Task{i} mld {length} {model} {param}")
    return "\n".join(lines) + "\n"


class GlibcRand:
    """glibc's ``rand()`` (the additive feedback generator of ``random_r``, TYPE_3: r_i =
    r_{i−3} + r_{i−31} mod 2^32, output r_i >> 1, after 310 discarded values) seeded with
    ``seed`` (1 when a program never calls ``srand``). RAND_MAX = 2^31 − 1."""

    def __init__(self, seed: int = 1):
        state = [seed]
        for i in range(1, 31):
            high, low = divmod(state[i - 1], 127773)
            word = 16807 * low - 2836 * high
            state.append(word + 2147483647 if word < 0 else word)
        state += state[:3]
        for i in range(34, 344):
            state.append((state[i - 31] + state[i - 3]) & 0xFFFFFFFF)
        self.state = state[-34:]

    def __call__(self) -> int:
        value = (self.state[-31] + self.state[-3]) & 0xFFFFFFFF
        self.state = self.state[1:] + [value]
        return value >> 1


def authors_failures(jobs: str, scenarios: int, error_rate: float) -> str:
    """The text ``failure.cpp`` writes for the job file ``jobs``: per scenario and job (file
    order), failures drawn until rand()/RAND_MAX ≥ 1 − exp(−λ·w), w the file's length."""
    works = [float(line.split()[2]) for line in jobs.splitlines() if line.strip()]
    draw = GlibcRand(1)
    rows = []
    for _ in range(scenarios):
        counts = []
        for w in works:
            failed = 0
            while draw() / 2147483647 < 1 - math.exp(error_rate * w * -1.0):
                failed += 1
            counts.append(str(failed))
        rows.append(" ".join(counts) + " ")
    return "\n".join(rows) + "\n"
