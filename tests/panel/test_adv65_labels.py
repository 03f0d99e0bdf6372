"""Fresh pass adv65 D2 (on 7430698): a judge removed from the panel keeps its folder (``OUT/judges/NAME``), judged on
the texts of its last run; ``rank`` on the panel applied that folder's people's labels to the panel's pairs, though the
pair's texts had been edited and judged again since. Now only the folders of the judges ``panel.json`` names count, and
the note names the others."""

from __future__ import annotations

import json

import polars as pl
from click.testing import CliRunner

from judge_engine.cli import cli
from tests.helpers.panels import setup_panel


def _ok(*args):
    r = CliRunner().invoke(cli, [str(a) for a in args])
    assert r.exit_code == 0, r.output
    return r


def test_labels_of_a_judge_removed_from_the_panel_are_not_applied(tmp_path):
    cfg = setup_panel(tmp_path)
    out = tmp_path / "out"
    _ok("panel", cfg, "--out", out, "-q")
    (tmp_path / "labels.csv").write_text("pair_id,label\np1,b\n")  # the panel's verdict for p1 is a (test_panel.py)
    _ok("review", "import", out / "judges" / "j1", tmp_path / "labels.csv")
    edited = pl.read_parquet(tmp_path / "pairs.parquet").with_columns(
        pl.when(pl.col("pair_id") == "p1").then(pl.lit("Another question?")).otherwise("question").alias("question")
    )
    edited.write_parquet(tmp_path / "pairs.parquet")
    text = cfg.read_text()
    first = text.index("[[panel.judges]]")
    cfg.write_text(text[:first] + text[text.index("[[panel.judges]]", first + 1) :])  # j1 leaves the panel
    _ok("panel", cfg, "--out", out, "-q")
    r = _ok("rank", out, "--bootstrap", "0", "--min-questions", "1")
    assert "the labels in judges/j1 (no judge of this panel now) are not applied" in r.output, r.output
    doc = json.loads((out / "leaderboard.json").read_text())
    assert (doc["verdicts"]["column"], doc["verdicts"]["from_people"]) == ("verdict", 0)
