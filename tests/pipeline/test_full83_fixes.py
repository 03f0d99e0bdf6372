"""Fresh pass full83 (on 6b7bcaf): ``run --overwrite`` left the discarded results' ``report.html`` and ``review/`` sheets
beside the new results (M1); bidirectional controls in model names reached ``leaderboard.md`` and rank's printed table
as they were, so a plain-text view laid the scores out backwards (L1). (H1, reused labels per annotator, is in
``test_reuse.py``.) Expected values by hand: the first recording makes response_a win every pair, the second
response_b."""

import polars as pl

from judge_engine.ranking.leaderboard import md_cell
from tests.helpers.configs import replay_config
from tests.helpers.replay_runs import pairs_frame, recording, run_cli

FLIP = {
    "ab": "Score of the Assistant 1: 3\nScore of the Assistant 2: 8",
    "ba": "Score of the Assistant 1: 8\nScore of the Assistant 2: 3",
}


def test_overwrite_removes_the_report_and_sets_the_review_sheets_aside(tmp_path):
    n = 6
    (tmp_path / "in").mkdir()
    pairs_frame(n, model_a=["x"] * n, model_b=["y"] * n).write_parquet(tmp_path / "in" / "pairs.parquet")
    ids = [f"p{i}" for i in range(n)]
    recording(tmp_path / "rec.parquet", ids, 1)
    recording(tmp_path / "rec2.parquet", ids, 1, texts=lambda p, o: FLIP[o])
    c1 = replay_config(tmp_path / "c.toml", "rec.parquet", ["in/pairs.parquet"], sampling={"k": 1})
    c2 = replay_config(tmp_path / "c2.toml", "rec2.parquet", ["in/pairs.parquet"], sampling={"k": 1})
    out = tmp_path / "o"
    assert run_cli("run", str(c1), "--out", str(out), "-q").exit_code == 0
    assert run_cli("review", "export", str(out), "--beta", "1", "--show-verdict").exit_code == 0
    assert run_cli("report", str(out)).exit_code == 0
    sheet = (out / "review" / "review.csv").read_text()
    r = run_cli("run", str(c2), "--out", str(out), "-q", "--overwrite")
    assert r.exit_code == 0, r.output
    assert set(pl.read_parquet(out / "pairs.parquet")["verdict"]) == {"b"}
    assert not (out / "report.html").exists()  # rendered from the discarded results
    assert not (out / "review").exists()  # its verdict column read a for every pair
    moved = out / "quarantine" / "review"
    assert (moved / "review.csv").read_text() == sheet  # kept, not deleted: it may be being filled in
    assert f"moved to {moved}" in r.stderr
    assert run_cli("review", "export", str(out), "--beta", "1", "--show-verdict").exit_code == 0  # a fresh sheet


def test_bidirectional_controls_in_model_names_are_shown_not_obeyed_in_the_markdown_board():
    assert md_cell("m\u202eA") == "m\\[U+202E\\]A"  # U+202E RIGHT-TO-LEFT OVERRIDE
    assert md_cell("\u2066x\u2069\u200f") == "\\[U+2066\\]x\\[U+2069\\]\\[U+200F\\]"
    assert md_cell("plain-name_1") == "plain-name\\_1"  # as before
