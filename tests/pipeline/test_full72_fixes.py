"""Fresh pass full72 (issue 13). Each test failed on version 79's first state (1401305).

- M1: ``pairs --out`` and ``offsetbias-instructions --out`` replaced any Parquet file (another job's answers, a
  labelled pairs dataset): an existing Parquet file of other columns is refused;
- M2: a symbolic or hard link at ``OUT/judge-engine.lock`` was written through (the linked input emptied);
- M3: ``--overwrite`` of a folder whose ``judgments/`` is a symbolic link discarded nothing (the old verdicts resumed);
- L1: ``tournament`` found a repeated answer only when its design drew that question;
- L3, L5: a result file that is a folder ended in a traceback (and ``--overwrite`` deleted the other results first);
- L4: ``rank`` / ``review export`` on an audit or tournament folder said "run `judge-engine run` into it first"."""

import os
import shutil

import polars as pl
import pytest

from judge_engine.errors import InputError, StoreError
from judge_engine.files import atomic_write_bytes
from judge_engine.pipeline.lock import lock_output
from judge_engine.pipeline.outputs import check_not_job_folder
from judge_engine.pipeline.paths import check_write_target
from judge_engine.ranking.pairs import PAIRS_FILE_COLUMNS
from judge_engine.ranking.question_fields import checked_answers
from judge_engine.schemas.manifest import Manifest
from tests.helpers.data import REPO


def test_a_parquet_file_of_other_columns_is_not_replaced(tmp_path):
    shutil.copy(REPO / "configs" / "data" / "faireval-vicuna80.parquet", tmp_path / "labelled.parquet")
    with pytest.raises(InputError, match="is a Parquet file this command did not write"):
        check_write_target(tmp_path / "labelled.parquet", kind="parquet", columns=PAIRS_FILE_COLUMNS)
    own = tmp_path / "pairs.parquet"  # a file `pairs` wrote before: replaced
    pl.DataFrame(
        {c: ["x"] for c in ("pair_id", "question_id", "question", "response_a", "response_b", "model_a", "model_b")}
    ).write_parquet(own)
    assert check_write_target(own, kind="parquet", columns=PAIRS_FILE_COLUMNS) == own.resolve()


@pytest.mark.parametrize("link", ["symbolic", "hard"])
def test_a_lock_file_that_is_a_link_is_refused_and_its_target_kept(tmp_path, link):
    out, kept = tmp_path / "out", tmp_path / "input.parquet"
    out.mkdir()
    kept.write_bytes(b"PAR1 the user's data")
    (os.symlink if link == "symbolic" else os.link)(kept, out / "judge-engine.lock")
    with pytest.raises(StoreError, match="lock file"), lock_output(out):
        pass
    assert kept.read_bytes() == b"PAR1 the user's data"


def test_overwrite_does_not_skip_a_linked_judgments_folder(tmp_path):
    from judge_engine.pipeline.store import Store

    out, elsewhere = tmp_path / "out", tmp_path / "big-disk"
    Store(out, Manifest(judging_hash="old")).open()  # a run folder; its judgments/ then moved to a bigger disk
    (out / "judgments").mkdir(exist_ok=True)
    (out / "judgments" / "part-0.parquet").write_bytes(b"old")
    shutil.move(out / "judgments", elsewhere)
    os.symlink(elsewhere, out / "judgments")
    with pytest.raises(StoreError, match="is a symbolic link: --overwrite does not delete through it"):
        Store(out, Manifest(judging_hash="new"), overwrite=True).open()
    assert (elsewhere / "part-0.parquet").read_bytes() == b"old" and (out / "manifest.json").is_file()


def test_a_result_file_that_is_a_folder_is_one_line_and_leaves_no_temporary_file(tmp_path):
    (tmp_path / "leaderboard.md").mkdir()
    with pytest.raises(StoreError, match="leaderboard.md is a folder, not the file to write"):
        atomic_write_bytes(tmp_path / "leaderboard.md", b"x")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["leaderboard.md"]


def test_a_repeated_answer_is_refused_before_any_round():
    answers = pl.DataFrame(
        {"question_id": ["q1", "q1"], "question": ["Q", "Q"], "model": ["m0", "m0"], "answer": ["a", "b"]}
    )
    with pytest.raises(InputError, match="model 'm0' answers question 'q1' more than once"):
        checked_answers(answers, "ans.parquet")


def test_audit_and_tournament_folders_name_their_run_folders(tmp_path):
    aud = tmp_path / "aud"
    (aud / "uncalibrated").mkdir(parents=True)
    (aud / "audit.json").write_text("{}")
    (aud / "uncalibrated" / "summary.json").write_text("{}")
    with pytest.raises(InputError, match=r"is an audit folder \(audit.json\): `rank` reads one of its run folders"):
        check_not_job_folder(aud, "rank")
    tour = tmp_path / "tour"
    (tour / "run").mkdir(parents=True)
    (tour / "run" / "tournament.json").write_text("{}")
    with pytest.raises(InputError, match=f"is a tournament's folder: its run folder is {tour / 'run'}"):
        check_not_job_folder(tour, "review export")
