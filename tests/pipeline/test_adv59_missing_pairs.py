"""Fresh pass adv59 D5: a row whose every sample is one the judge never answered (a replay recording's ``missing``
stand-in) was counted as judged (``pairs_judged`` 6 of 6, ``pairs_missing`` 0 with 5 pairs never judged). Such a
row is missing, as a batch import's row without a stored sample is: ``n_samples`` counts answered samples, and
``pairs_in = pairs_judged + pairs_flagged + pairs_missing`` still holds. Each test fails on 68d7639 (every row was
counted judged there, with ``n_samples`` the rows stored). The counts are known by hand from the recording."""

import json

import polars as pl

from tests.helpers.configs import replay_config
from tests.helpers.replay_runs import pairs_frame, recording, run_cli


def _summary(out):
    return json.loads((out / "summary.json").read_text())


def test_pairs_whose_samples_the_recording_lacks_are_missing_not_judged(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    pairs_frame(6).write_parquet("in.parquet")
    recording(tmp_path / "rec.parquet", ["p0"], k=2)  # p0's 4 samples; p1..p5's 20 are not recorded
    replay_config(tmp_path / "c.toml", "rec.parquet", ["in.parquet"], sampling={"k": 2})
    res = run_cli("run", "c.toml", "--out", "o", "-q", "--json", "--max-parse-failure-rate", "0.9")
    s = _summary(tmp_path / "o")
    assert (s["pairs_in"], s["pairs_judged"], s["pairs_flagged"], s["pairs_missing"]) == (6, 1, 0, 5), res.output
    assert s["parse_status"] == {"missing": 20, "ok": 4}  # the stand-ins still count as failed samples
    pairs = pl.read_parquet(tmp_path / "o" / "pairs.parquet").sort("pair_id")
    assert pairs["n_samples"].to_list() == [4, 0, 0, 0, 0, 0]
    assert pairs["verdict"].to_list() == ["a", None, None, None, None, None]
    # the report says so too
    assert run_cli("report", "o").exit_code == 0
    html = (tmp_path / "o" / "report.html").read_text()
    assert "<th>pairs without an answered sample (missing)</th><td>5</td>" in html, html


def test_a_pair_with_answered_and_missing_samples_is_judged_and_counts_only_the_answered(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    pairs_frame(2).write_parquet("in.parquet")
    recording(tmp_path / "full.parquet", ["p0", "p1"], k=2)
    full = pl.read_parquet("full.parquet")
    full.filter((pl.col("pair_id") == "p0") | (pl.col("order") == "ab")).write_parquet("rec.parquet")  # p1: ab only
    replay_config(tmp_path / "c.toml", "rec.parquet", ["in.parquet"], sampling={"k": 2})
    run_cli("run", "c.toml", "--out", "o", "-q", "--json", "--max-parse-failure-rate", "0.9")
    s = _summary(tmp_path / "o")
    assert (s["pairs_judged"], s["pairs_missing"]) == (2, 0)
    pairs = pl.read_parquet(tmp_path / "o" / "pairs.parquet").sort("pair_id")
    assert pairs["n_samples"].to_list() == [4, 2] and pairs["orders_valid"].to_list() == [2, 1]


def test_five_level_rows_path_counts_an_unrecorded_pair_missing(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    pairs_frame(3).write_parquet("in.parquet")
    rec = [
        ("p0", o, 0, "My final verdict is: [[A>B]]" if o == "ab" else "My final verdict is: [[B>A]]")
        for o in ("ab", "ba")
    ]
    pl.DataFrame(rec, schema=["pair_id", "order", "sample", "text"], orient="row").write_parquet("rec.parquet")
    replay_config(
        tmp_path / "c.toml", "rec.parquet", ["in.parquet"], judge={"template": "arena-hard"}, sampling={"k": 1}
    )
    run_cli("run", "c.toml", "--out", "o", "-q", "--json", "--max-parse-failure-rate", "0.9")
    s = _summary(tmp_path / "o")
    assert (s["pairs_in"], s["pairs_judged"], s["pairs_missing"]) == (3, 1, 2)
    assert pl.read_parquet(tmp_path / "o" / "pairs.parquet").sort("pair_id")["n_samples"].to_list() == [2, 0, 0]


def test_single_answer_items_the_recording_lacks_are_missing(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    items = pl.DataFrame(
        {
            "item_id": ["i1", "i2", "i3"],
            "model": ["m1", "m1", "m2"],
            "question": ["Q1", "Q2", "Q1"],
            "response": ["a", "b", "c"],
        }
    )
    items.write_parquet("items.parquet")
    rec = [{"pair_id": "i1", "order": "single", "sample": s, "text": "Rating: [[7]]"} for s in range(2)]
    pl.DataFrame(rec).write_parquet("rec.parquet")
    replay_config(
        tmp_path / "c.toml", "rec.parquet", ["items.parquet"], judge={"template": "mt-bench-single"}, sampling={"k": 2}
    )
    run_cli("run", "c.toml", "--out", "o", "-q", "--json", "--max-parse-failure-rate", "0.9")
    s = _summary(tmp_path / "o")
    assert (s["pairs_in"], s["pairs_judged"], s["pairs_missing"]) == (3, 1, 2)
    got = pl.read_parquet(tmp_path / "o" / "items.parquet").sort("item_id")
    assert got["n_samples"].to_list() == [2, 0, 0] and got["mean_score"].to_list() == [7.0, None, None]
