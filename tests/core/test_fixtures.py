"""The shared fixtures of tests/conftest.py: seeded instance factories are deterministic."""

from __future__ import annotations

import pickle

import pytest
from conftest import FACTORIES


@pytest.mark.parametrize("family", sorted(FACTORIES))
def test_seeded_instances_repeat_for_a_seed_and_differ_across_seeds(family, seeded_instance):
    same = [pickle.dumps(seeded_instance(family, 3)) for _ in range(2)]
    assert same[0] == same[1]
    assert pickle.dumps(seeded_instance(family, 4)) != same[0]


def test_traces_fixture_is_the_shared_folder_or_skips(traces):
    assert traces.is_dir() and traces.name == "traces"
