"""Tests of the variable-capacity instance format (resched.varcap.instance)."""

import copy
import json
import math

import pytest

from resched.errors import InstanceError, ReschedError
from resched.varcap.instance import Job, Platform, VarCapInstance, from_dict


def _base() -> dict:
    """A valid instance: one infinite job, one finite job with an explicit release."""
    return {
        "family": "varcap",
        "schema_version": 1,
        "name": "demo",
        "platform": {"P_min": 4, "P_max": 16, "delta": 4},
        "sections": {"T": [0, 100, 220], "P": [16, 12]},
        "jobs": [
            {"name": "J1", "p": 3, "C": 5, "R": 5},
            {"name": "J2", "p": 2, "C": 5, "R": 5, "release": 30, "length": 120},
        ],
    }


def _mutated(mutate) -> dict:
    data = copy.deepcopy(_base())
    mutate(data)
    return data


# ---------------------------------------------------------------------------
# Valid instances
# ---------------------------------------------------------------------------


def test_base_instance_parses_to_expected_values():
    inst = from_dict(_base())
    assert inst.name == "demo"
    assert inst.family == "varcap"
    assert inst.platform == Platform(P_min=4, P_max=16, delta=4)
    assert inst.T == (0.0, 100.0, 220.0)
    assert inst.P == (16, 12)
    assert inst.n_sections == 2
    assert inst.horizon == (0.0, 220.0)
    assert inst.jobs == (
        Job(name="J1", p=3, C=5.0, R=5.0, release=0.0, length=math.inf),
        Job(name="J2", p=2, C=5.0, R=5.0, release=30.0, length=120.0),
    )
    assert inst.has_finite_jobs is True


def test_round_trip_through_to_dict_gives_equal_instance():
    first = from_dict(_base())
    d = first.to_dict()
    second = from_dict(d)
    assert second == first
    assert second.to_dict() == d
    # to_dict makes the defaults explicit and omits the length of infinite jobs
    assert d["jobs"][0] == {"name": "J1", "p": 3, "C": 5.0, "R": 5.0, "release": 0.0}
    assert d["jobs"][1]["length"] == 120.0
    assert d["family"] == "varcap" and d["schema_version"] == 1


def test_save_then_json_load_round_trips(tmp_path):
    inst = from_dict(_base())
    path = tmp_path / "inst.json"
    inst.save(path)
    data = json.loads(path.read_text())
    assert data == inst.to_dict()
    reloaded = from_dict(data, str(path))
    assert reloaded == inst
    assert reloaded.jobs[0].length == math.inf


def test_save_writes_strict_json(tmp_path):
    # infinite lengths must not leak out as the non-standard token Infinity
    path = tmp_path / "inst.json"
    from_dict(_base()).save(path)
    text = path.read_text()
    assert "Infinity" not in text and "NaN" not in text
    json.loads(text, parse_constant=lambda token: pytest.fail(f"non-standard JSON token {token}"))


def test_infinite_job_stays_infinite():
    inst = from_dict(_base())
    assert inst.jobs[0].length == math.inf
    assert inst.jobs[0].is_finite is False
    assert inst.jobs[1].is_finite is True
    again = from_dict(inst.to_dict())
    assert again.jobs[0].length == math.inf
    assert "length" not in inst.to_dict()["jobs"][0]
    assert math.isinf(inst.arrays.length[0]) and inst.arrays.length[1] == 120.0


def test_only_infinite_jobs_has_no_finite_jobs():
    data = _mutated(lambda d: d["jobs"][1].pop("length"))
    assert from_dict(data).has_finite_jobs is False


def test_default_release_is_first_date():
    data = _mutated(lambda d: d["sections"].update(T=[50, 100, 220]))
    data["jobs"][1]["release"] = 60
    inst = from_dict(data)
    assert inst.jobs[0].release == 50.0
    assert inst.jobs[1].release == 60.0


def test_default_names_are_J1_J2_when_missing():
    data = _mutated(lambda d: [job.pop("name") for job in d["jobs"]])
    inst = from_dict(data)
    assert [j.name for j in inst.jobs] == ["J1", "J2"]


def test_default_instance_name_is_unnamed():
    inst = from_dict(_mutated(lambda d: d.pop("name")))
    assert inst.name == "unnamed"


def test_integral_floats_are_accepted_as_integers():
    data = _mutated(lambda d: d["jobs"][0].update(p=4.0))
    data["schema_version"] = 1.0
    inst = from_dict(data)
    assert inst.jobs[0].p == 4 and isinstance(inst.jobs[0].p, int)


def test_boundary_values_are_accepted():
    def mutate(d):
        d["jobs"][0].update(p=16, C=0, R=0)  # p == P_max, zero costs
        d["jobs"][1].update(release=219.5)  # just before T_{n+1}
        d["sections"]["P"] = [4, 8]  # P == P_min, jump == delta

    inst = from_dict(_mutated(mutate))
    assert inst.jobs[0].p == 16 and inst.jobs[0].C == 0.0 and inst.jobs[0].R == 0.0
    assert inst.jobs[1].release == 219.5
    assert inst.P == (4, 8)


def test_arrays_match_jobs():
    arrays = from_dict(_base()).arrays
    assert arrays.p.tolist() == [3, 2]
    assert arrays.release.tolist() == [0.0, 30.0]
    assert arrays.T.tolist() == [0.0, 100.0, 220.0]
    assert arrays.P.tolist() == [16, 12]


# ---------------------------------------------------------------------------
# One test per error kind: (mutation, expected field, key word of the reason)
# ---------------------------------------------------------------------------


def _set(path, value):
    """A mutation setting data[path[0]][path[1]]... = value."""

    def mutate(d):
        target = d
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return mutate


def _delete(path):
    def mutate(d):
        target = d
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]

    return mutate


def _rename(path, old, new):
    def mutate(d):
        target = d
        for key in path:
            target = target[key]
        target[new] = target.pop(old)

    return mutate


ERROR_CASES = [
    pytest.param(_set(["jobs", 0, "C"], -1), "jobs[0].C", ">= 0", id="negative-C"),
    pytest.param(_set(["jobs", 1, "R"], -0.5), "jobs[1].R", ">= 0", id="negative-R"),
    pytest.param(_set(["jobs", 1, "length"], 0), "jobs[1].length", "> 0", id="zero-length"),
    pytest.param(_set(["jobs", 1, "length"], -10), "jobs[1].length", "> 0", id="negative-length"),
    pytest.param(_set(["jobs", 0, "p"], 2.5), "jobs[0].p", "integer", id="non-integer-p"),
    pytest.param(_set(["jobs", 0, "p"], 0), "jobs[0].p", ">= 1", id="p-zero"),
    pytest.param(_set(["jobs", 1, "p"], 17), "jobs[1].p", "larger than the platform", id="p-above-P_max"),
    pytest.param(_set(["sections", "P", 0], 3), "sections.P[0]", "outside", id="P-below-P_min"),
    pytest.param(_set(["sections", "P", 1], 17), "sections.P[1]", "outside", id="P-above-P_max"),
    pytest.param(_set(["sections", "P"], [16, 8]), "sections.P[1]", "exceeds delta", id="P-jump-above-delta"),
    pytest.param(_set(["sections", "T"], [0, 220, 100]), "sections.T[2]", "increase strictly", id="dates-decreasing"),
    pytest.param(_set(["sections", "T"], [0, 100, 100]), "sections.T[2]", "increase strictly", id="dates-equal"),
    pytest.param(_set(["sections", "T"], [0, 100, 220, 300]), "sections.T", "len(P)+1", id="len-T-not-len-P-plus-1"),
    pytest.param(_set(["sections", "T"], [0, 100]), "sections.T", "len(P)+1", id="len-T-too-short"),
    pytest.param(_set(["jobs", 0, "C"], "5"), "jobs[0].C", "expected a number", id="string-for-number"),
    pytest.param(_set(["platform", "P_max"], "16"), "platform.P_max", "expected an integer", id="string-for-integer"),
    pytest.param(_set(["jobs", 0, "R"], True), "jobs[0].R", "expected a number", id="bool-for-number"),
    pytest.param(_set(["jobs", 0, "p"], True), "jobs[0].p", "expected an integer", id="bool-for-integer"),
    pytest.param(_set(["platform"], [4, 16, 4]), "platform", "expected an object", id="list-for-object"),
    pytest.param(_set(["jobs", 0], [3, 5, 5]), "jobs[0]", "expected an object", id="list-for-job-object"),
    pytest.param(_set(["jobs"], {"p": 3, "C": 5, "R": 5}), "jobs", "expected an array", id="jobs-not-a-list"),
    pytest.param(_set(["sections", "T"], "0 100 220"), "sections.T", "expected an array", id="T-not-a-list"),
    pytest.param(_delete(["platform"]), "platform", "required", id="missing-platform"),
    pytest.param(_delete(["jobs", 0, "p"]), "jobs[0].p", "required", id="missing-job-p"),
    pytest.param(_rename(["jobs", 1], "length", "lenght"), "jobs[1].lenght", "unknown field", id="unknown-job-field"),
    pytest.param(_set(["horizon"], 5), "horizon", "unknown field", id="unknown-top-field"),
    pytest.param(_set(["family"], "resilience"), "family", "expected 'varcap'", id="wrong-family"),
    pytest.param(_set(["schema_version"], 2), "schema_version", "unsupported", id="unsupported-schema-version"),
    pytest.param(_set(["platform", "P_min"], 20), "platform.P_min", "exceeds P_max", id="P_min-above-P_max"),
    pytest.param(_set(["jobs", 1, "release"], -1), "jobs[1].release", "outside", id="release-before-T1"),
    pytest.param(_set(["jobs", 1, "release"], 220), "jobs[1].release", "outside", id="release-at-T_end"),
    pytest.param(_set(["jobs", 1, "name"], "J1"), "jobs[1].name", "duplicate", id="duplicate-name"),
    pytest.param(
        lambda d: (d["jobs"][0].update(name="J2"), d["jobs"][1].pop("name")),
        "jobs[1].name",
        "duplicate",
        id="duplicate-with-default-name",
    ),
    pytest.param(_set(["jobs", 0, "name"], ""), "jobs[0].name", "non-empty string", id="empty-job-name"),
    pytest.param(_set(["name"], 7), "name", "expected a string", id="instance-name-not-string"),
    pytest.param(_set(["jobs", 0, "C"], math.nan), "jobs[0].C", "finite", id="nan-C"),
    pytest.param(_set(["jobs", 1, "length"], math.inf), "jobs[1].length", "finite", id="inf-length"),
    pytest.param(_set(["sections", "T", 2], math.inf), "sections.T[2]", "finite", id="inf-date"),
    pytest.param(_set(["jobs", 1, "release"], -math.inf), "jobs[1].release", "finite", id="minus-inf-release"),
    pytest.param(_set(["sections", "P", 0], math.nan), "sections.P[0]", "expected an integer", id="nan-P"),
    pytest.param(_set(["jobs", 0, "R"], 10**400), "jobs[0].R", "too large", id="huge-int-number"),
    pytest.param(_set(["jobs"], []), "jobs", "at least 1", id="empty-jobs"),
    pytest.param(_set(["sections", "P"], []), "sections.P", "at least 1", id="empty-P"),
]


@pytest.mark.parametrize(("mutate", "field", "keyword"), ERROR_CASES)
def test_invalid_instance_is_rejected(mutate, field, keyword):
    data = _mutated(mutate)
    with pytest.raises(InstanceError) as info:
        from_dict(data)
    error = info.value
    assert error.field == field
    assert keyword in error.reason
    assert error.source is None
    assert str(error) == f"field '{field}': {error.reason}"


def test_nan_and_inf_from_json_text_are_rejected():
    # Python's json module parses the non-standard tokens NaN / Infinity into floats
    text = json.dumps(_base()).replace('"C": 5, "R": 5}', '"C": NaN, "R": 5}', 1)
    with pytest.raises(InstanceError) as info:
        from_dict(json.loads(text))
    assert info.value.field == "jobs[0].C"
    assert "finite" in info.value.reason

    text = json.dumps(_base()).replace('"length": 120', '"length": Infinity')
    with pytest.raises(InstanceError) as info:
        from_dict(json.loads(text))
    assert info.value.field == "jobs[1].length"
    assert "finite" in info.value.reason


def test_huge_integer_literal_from_json_text_is_rejected():
    text = json.dumps(_base()).replace('"C": 5, "R": 5}', '"C": 1' + "0" * 400 + ', "R": 5}', 1)
    with pytest.raises(InstanceError) as info:
        from_dict(json.loads(text))
    assert info.value.field == "jobs[0].C"


def test_non_object_document_is_rejected():
    with pytest.raises(InstanceError) as info:
        from_dict([_base()])
    assert "expected an object" in info.value.reason
    assert info.value.field == "(document)"


def test_first_missing_field_is_reported_alphabetically():
    data = _mutated(_delete(["jobs", 0, "C"]))
    del data["jobs"][0]["R"]
    with pytest.raises(InstanceError) as info:
        from_dict(data)
    assert info.value.field == "jobs[0].C"


def test_instance_error_is_a_resched_error():
    with pytest.raises(ReschedError):
        from_dict(_mutated(_set(["jobs"], [])))


# ---------------------------------------------------------------------------
# Source in messages
# ---------------------------------------------------------------------------


def test_source_appears_in_message():
    with pytest.raises(InstanceError) as info:
        from_dict(_mutated(_set(["jobs", 0, "C"], -1)), "inst/demo.json")
    error = info.value
    assert error.source == "inst/demo.json"
    assert error.field == "jobs[0].C"
    assert str(error) == "inst/demo.json: field 'jobs[0].C': must be >= 0, got -1"


def test_source_appears_for_cross_field_errors():
    # consistency errors are raised from VarCapInstance.__post_init__, inside the parse
    with pytest.raises(InstanceError) as info:
        from_dict(_mutated(_set(["sections", "P"], [16, 8])), "demo.json")
    assert str(info.value) == "demo.json: field 'sections.P[1]': |P_2 - P_1| = 8 exceeds delta=4"


def test_no_source_means_no_prefix():
    with pytest.raises(InstanceError) as info:
        from_dict(_mutated(_set(["family"], "other")))
    assert str(info.value) == "field 'family': expected 'varcap', got 'other'"


def test_direct_construction_checks_consistency():
    with pytest.raises(InstanceError) as info:
        VarCapInstance(
            name="x",
            platform=Platform(P_min=1, P_max=4, delta=1),
            T=(0.0, 10.0),
            P=(4,),
            jobs=(Job(name="A", p=5, C=1.0, R=1.0, release=0.0),),
        )
    assert info.value.field == "jobs[0].p"
    assert info.value.source is None
