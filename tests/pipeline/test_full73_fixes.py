"""Fresh pass full73 (issue 13). Each test failed on version 79 as submitted (1c810ae).

- M1, L1: ``review export`` wrote through a symbolic link at ``OUT/review`` and replaced a ``review.csv`` no export
  wrote;
- M2: a run deleted and replaced files in the folder a symbolic link at ``OUT/run`` points to;
- M3: ``tournament --overwrite`` kept the old rounds behind a symbolic link at ``OUT/rounds``;
- M4: a judgment part without the score and verdict columns was resumed as samples parsed ``ok`` with no score;
- M5: ``rank`` ranked ``gpt-4`` and ``gpt-4 `` (and a composed and a decomposed ``café``) as different models;
- L2: ``--out newdir/`` was written as a file ``newdir``;
- L3: the ``mt-bench-pair`` family judged a ``Math`` row without its reference;
- L4: a config saved with a UTF-8 byte-order mark was "invalid TOML"."""

import os

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.cli import cli
from judge_engine.config import load_config
from judge_engine.errors import InputError, StoreError
from judge_engine.pipeline.paths import check_output_kinds, check_write_target
from judge_engine.pipeline.store import Store
from judge_engine.pipeline.template_sets import load_judge_templates
from judge_engine.ranking.leaderboard import _named
from judge_engine.ranking.review_sheet import refuse_foreign_review
from judge_engine.schemas.manifest import Manifest
from judge_engine.schemas.tables import JUDGMENT_SCHEMA
from tests.helpers.configs import replay_config
from tests.helpers.tournaments import write_tournament


def test_review_export_refuses_a_linked_review_folder_and_a_sheet_no_export_wrote(tmp_path):
    elsewhere, review = tmp_path / "elsewhere", tmp_path / "run" / "review"
    elsewhere.mkdir()
    review.parent.mkdir()
    os.symlink(elsewhere, review)
    with pytest.raises(InputError, match="is a symbolic link: review export writes"):
        refuse_foreign_review(review, "export.json")
    review.unlink()
    review.mkdir()
    (review / "review.csv").write_text("my notes, not a sheet")
    with pytest.raises(InputError, match="review.csv was not written by review export"):
        refuse_foreign_review(review, "export.json")
    (review / "export.json").write_text("{}")  # an export's own sheet: the sheet checks decide
    refuse_foreign_review(review, "export.json")


def test_a_run_refuses_a_linked_run_folder(tmp_path):
    out, ext = tmp_path / "out", tmp_path / "ext"
    out.mkdir()
    ext.mkdir()
    (ext / "final-rows.parquet").write_text("user data")
    os.symlink(ext, out / "run")
    with pytest.raises(InputError, match="run is a symbolic link: the job writes and deletes"):
        check_output_kinds(out)
    assert (ext / "final-rows.parquet").read_text() == "user data"


def test_tournament_overwrite_refuses_linked_rounds(tmp_path):
    strength = {"m0": 0.0, "m1": 0.5, "m2": 1.0}
    answers, _, _ = write_tournament(tmp_path, strength, 4, k=1, pair_level=True)
    replay_config(tmp_path / "c.toml", "rec.parquet", None, sampling={"k": 1})
    out, ext = tmp_path / "t", tmp_path / "ext"
    out.mkdir()
    ext.mkdir()
    (ext / "round-000.parquet").write_text("another design's round")
    os.symlink(ext, out / "rounds")
    args = ["tournament", str(tmp_path / "c.toml"), "--answers", str(answers), "--out", str(out), "--budget", "6"]
    r = CliRunner().invoke(cli, [*args, "--overwrite", "-q"])
    assert r.exit_code == 2 and "rounds is a symbolic link" in r.output, r.output
    assert (ext / "round-000.parquet").read_text() == "another design's round"


def test_a_part_without_the_score_columns_is_not_resumed(tmp_path):
    out = tmp_path / "out"
    Store(out, Manifest(judging_hash="h")).open()
    row: dict[str, list] = {c: [None] for c in JUDGMENT_SCHEMA}
    row.update(request_key=["k0"], sample=[0], parse_status=["ok"], pair_id=["p0"], order=["ab"])
    part = pl.DataFrame(row, schema=JUDGMENT_SCHEMA).drop("verdict", "score_first", "score_second")
    part.write_parquet(out / "judgments" / "part-00000.parquet")
    with pytest.raises(StoreError, match=r"cannot read 1 of 1 judgment part\(s\).*no column .*verdict.*--repair"):
        Store(out, Manifest(judging_hash="h")).open()


def test_rank_reads_model_names_as_pairs_does():
    pairs = pl.DataFrame(
        {
            "pair_id": ["p0", "p1", "p2"],
            "model_a": ["gpt-4", "gpt-4 ", "cafe\u0301"],
            "model_b": ["gpt-4 ", "claude", "caf\u00e9"],
        }
    )
    notes: list[str] = []
    named, _ = _named(pairs, notes.append)
    assert named["model_a"].to_list() == ["gpt-4", "gpt-4", "caf\u00e9"]
    assert named["model_b"].to_list() == ["gpt-4", "claude", "caf\u00e9"]
    assert notes and "3 pairs name a model in another spelling" in notes[0]


def test_an_output_path_ending_in_a_slash_is_a_folder(tmp_path):
    with pytest.raises(InputError, match="newdir/ is a folder; give the path of the file to write"):
        check_write_target(str(tmp_path / "newdir") + "/")
    assert not (tmp_path / "newdir").exists()


def test_a_family_needs_the_reference_for_any_spelling_of_its_categories():
    family = load_judge_templates("mt-bench-pair")
    for category in ("math", "Math", " math", "MATH"):
        template, reason = family.choose(1, category, has_reference=True)
        assert reason is None and template is not None and template.id == "mt-bench-pair-math-v1", category
    assert family.choose(1, "Math", has_reference=False) == (None, "missing_reference")


def test_a_config_with_a_byte_order_mark_is_read(tmp_path):
    (tmp_path / "c.toml").write_bytes(b"\xef\xbb\xbf" + b'[judge]\nbackend = "replay"\n')
    assert load_config(tmp_path / "c.toml").judge.backend == "replay"
