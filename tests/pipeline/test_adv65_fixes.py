"""Fresh pass adv65 (on 7430698, the whole engine but the parser's wordings). Each test fails on 7430698:

- D1 (High): ``--reuse`` copied judgments from a folder whose parts disagree on a sample (whichever part's name sorted
  first), while the folder itself refused to resume;
- D3 (Medium): labels a ``review import --replace`` removed came back on the next ``run --reuse`` of the same nightly
  command;
- D4 (Low): ``--input 'in/*' --out in/out2`` was accepted once, and its rerun refused the folder as an "input file".

(D2, a panel judge's stale labels, is in ``tests/panel/test_adv65_labels.py``.) Counts by hand: the replay recording
gives each of 4 pairs verdict ``a``: 2 orders x k = 1 = 8 judgments."""

import json

import polars as pl

from tests.helpers.replay_runs import replay_setup, run_cli


def _ok(*args):
    r = run_cli(*[str(a) for a in args])
    assert r.exit_code == 0, r.output
    return r


def _labels(out):
    return sorted(pl.read_parquet(out / "review_labels.parquet").select("pair_id", "label", "annotator").rows())


def test_a_reuse_source_whose_parts_disagree_is_skipped_and_said(tmp_path):
    cfg = replay_setup(tmp_path, n=4)
    n1, n2 = tmp_path / "n1", tmp_path / "n2"
    _ok("run", cfg, "--out", n1, "-q")
    (part,) = list((n1 / "judgments").glob("part-*.parquet"))
    flipped = pl.read_parquet(part).with_columns(  # the same samples with b winning, in a part that sorts first
        pl.col("score_second").alias("score_first"),
        pl.col("score_first").alias("score_second"),
        pl.col("score_b").alias("score_a"),
        pl.col("score_a").alias("score_b"),
        pl.lit("b").alias("verdict"),
    )
    flipped.write_parquet(n1 / "judgments" / ("part-" + "0" * 32 + ".parquet"))
    _ok("run", cfg, "--out", n2, "--reuse", n1, "-q")
    s = json.loads((n2 / "summary.json").read_text())
    (src,) = s["reuse"]["sources"]
    assert src["samples"] == 0 and "disagree" in src["skipped"], src
    assert s["verdicts"] == {"a": 4, "b": 0, "tie": 0} and s["samples_written"] == 8, s["verdicts"]


def test_labels_removed_by_replace_are_not_carried_back_by_the_next_reuse(tmp_path):
    cfg = replay_setup(tmp_path, n=4)
    n1, n2 = tmp_path / "n1", tmp_path / "n2"
    _ok("run", cfg, "--out", n1, "-q")
    (tmp_path / "l1.csv").write_text("pair_id,label,annotator\np1,b,alice\n")
    _ok("review", "import", n1, tmp_path / "l1.csv")
    _ok("run", cfg, "--out", n2, "--reuse", n1, "-q")
    assert _labels(n2) == [("p1", "b", "alice")]  # carried, as the nightly job wants
    (tmp_path / "l2.csv").write_text("pair_id,label,annotator\np2,tie,alice\n")
    _ok("review", "import", n2, tmp_path / "l2.csv", "--replace")
    assert _labels(n2) == [("p2", "tie", "alice")]
    _ok("run", cfg, "--out", n2, "--reuse", n1, "-q")  # the same nightly command again
    assert _labels(n2) == [("p2", "tie", "alice")]
    (src,) = json.loads((n2 / "summary.json").read_text())["reuse"]["sources"]
    assert src.get("annotations_removed") == 1 and not src.get("annotations"), src
    finals = pl.read_parquet(n2 / "pairs.parquet").select("pair_id", "final_verdict").sort("pair_id").rows()
    assert finals == [("p0", "a"), ("p1", "a"), ("p2", "tie"), ("p3", "a")]


def test_an_input_glob_that_matches_the_output_folder_is_refused_at_once(tmp_path):
    cfg = replay_setup(tmp_path, n=4)
    r = run_cli("run", str(cfg), "--input", str(tmp_path / "in" / "*"), "--out", str(tmp_path / "in" / "out2"), "-q")
    assert r.exit_code == 2 and "would read its results" in r.output, r.output
    assert not (tmp_path / "in" / "out2").exists()
