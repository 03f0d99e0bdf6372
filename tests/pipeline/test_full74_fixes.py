"""Fresh pass full74 (issue 13). Each test failed on version 80's first state (c283814).

- M1-M3: a judgment part holding failed rows with scores (counted as verdicts), rows parsed ``ok`` with no score
  (resumed as judged), or samples beyond ``k`` (counted beside the planned ones) was read: such parts are named, with
  ``--repair`` offered;
- M4-M6, L3: a panel's ``judges/``, an audit's ``inputs/`` and ``uncalibrated/``, an OffsetBias job's
  ``generations/`` and a run's ``quarantine/`` were written (and deleted) through a symbolic link;
- L1: a damaged ``OUT/inputs/control.parquet`` ended the next audit in a traceback;
- L2: a Label Studio JSON-MIN ``annotator`` object was stored as its Python text;
- L4: a ``pairs.parquet`` whose ``verdict`` is Int64 ended ``rank`` in a traceback."""

import json
import os

import polars as pl
import pytest

from judge_engine.audit.modes import write_inputs
from judge_engine.errors import InputError, StoreError
from judge_engine.pipeline.outputs import read_pairs
from judge_engine.pipeline.paths import check_output_kinds
from judge_engine.pipeline.store import Store
from judge_engine.ranking.labels import read_labels
from judge_engine.schemas.manifest import Manifest
from judge_engine.schemas.tables import JUDGMENT_SCHEMA


def _part(out, **columns):
    row: dict[str, list] = {c: [None] for c in JUDGMENT_SCHEMA}
    row.update(request_key=["k0"], pair_id=["p0"], order=["ab"], **columns)
    pl.DataFrame(row, schema=JUDGMENT_SCHEMA).write_parquet(out / "judgments" / "part-00000.parquet")


@pytest.mark.parametrize(
    ("columns", "why"),
    [
        ({"sample": [0], "parse_status": ["no_verdict"], "score_first": [8.0], "score_second": [3.0]}, "failed rows"),
        ({"sample": [0], "parse_status": ["ok"]}, "rows parsed ok with no score"),
        (
            {"sample": [5], "parse_status": ["ok"], "score_first": [8.0], "score_second": [3.0]},
            r"samples outside 0\.\.1",
        ),
    ],
)
def test_a_part_whose_rows_no_run_wrote_is_named_with_repair(tmp_path, columns, why):
    out = tmp_path / "out"
    Store(out, Manifest(judging_hash="h")).open()
    _part(out, **columns)
    with pytest.raises(StoreError, match=rf"cannot read 1 of 1 judgment part\(s\).*{why}.*--repair"):
        Store(out, Manifest(judging_hash="h"), k_max=2).open()
    Store(out, Manifest(judging_hash="h"), repair=True, k_max=2).open()  # moved aside, nothing resumed
    assert not list((out / "judgments").glob("part-*.parquet")) and list((out / "quarantine").glob("part-*"))


@pytest.mark.parametrize("name", ["judges", "inputs", "uncalibrated", "generations", "filter", "quarantine", "rounds"])
def test_a_job_refuses_its_own_subfolder_as_a_link(tmp_path, name):
    out, ext = tmp_path / "out", tmp_path / "ext"
    out.mkdir()
    ext.mkdir()
    (ext / "keep.parquet").write_text("someone's data")
    os.symlink(ext, out / name)
    with pytest.raises(InputError, match=f"{name} is a symbolic link: the job writes and deletes"):
        check_output_kinds(out)
    assert (ext / "keep.parquet").read_text() == "someone's data"


def test_a_damaged_audit_input_is_written_anew(tmp_path):
    units = {"control": pl.DataFrame({"pair_id": ["p0"], "question": ["Q"]})}
    (tmp_path / "inputs").mkdir()
    (tmp_path / "inputs" / "control.parquet").write_text("garbage")
    paths = write_inputs(units, tmp_path / "inputs")
    assert pl.read_parquet(paths["control"]).equals(units["control"])


def test_a_json_min_annotator_object_is_read_as_its_email(tmp_path):
    p = tmp_path / "min.json"
    p.write_text(json.dumps([{"pair_id": "p1", "verdict": "b", "annotator": {"id": 1, "email": "a@x"}}]))
    annotations, _ = read_labels(p)
    assert annotations["annotator"].to_list() == ["a@x"]
    p.write_text(json.dumps([{"pair_id": "p1", "verdict": "b", "annotator": ["a", "b"]}]))
    with pytest.raises(InputError, match="annotator holds list"):
        read_labels(p)


def test_a_pairs_file_with_a_numeric_verdict_is_one_line(tmp_path):
    pl.DataFrame({"pair_id": ["p0"], "model_a": ["m1"], "model_b": ["m2"], "verdict": [1]}).write_parquet(
        tmp_path / "pairs.parquet"
    )
    with pytest.raises(InputError, match="column 'verdict' is Int64, not text"):
        read_pairs(tmp_path / "pairs.parquet")
