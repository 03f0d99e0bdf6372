"""Issue 13 pass 18b M4: ``panel`` exited 0 when no judge judged anything (every ``response_b`` empty: every pair
flagged) or parsed anything (every recording "I cannot decide."), so a nightly job could not tell an empty night from
a good one. Now it exits 3, as a failed ``run`` gate, and ``panel.json``'s ``gate`` says why."""

import json

import polars as pl
from click.testing import CliRunner

from judge_engine.cli import cli
from tests.helpers.panels import setup_panel


def _panel(tmp_path, cfg):
    return CliRunner().invoke(cli, ["panel", str(cfg), "--out", str(tmp_path / "o"), "-q"])


def test_a_panel_whose_judges_judged_nothing_exits_3_and_says_why(tmp_path):
    cfg = setup_panel(tmp_path)
    pairs = pl.read_parquet(tmp_path / "pairs.parquet").with_columns(pl.lit("").alias("response_b"))
    pairs.write_parquet(tmp_path / "pairs.parquet")
    r = _panel(tmp_path, cfg)
    assert r.exit_code == 3, r.output
    assert "Gate failed: judge 'j1': nothing judged" in r.output
    gate = json.loads((tmp_path / "o" / "panel.json").read_text())["gate"]
    assert gate["passed"] is False
    assert [f.split(":")[0] for f in gate["failures"]] == ["judge 'j1'", "judge 'j2'", "judge 'j3'", "no verdict"]


def test_a_panel_whose_judges_parsed_nothing_exits_3(tmp_path):
    cfg = setup_panel(tmp_path)
    for j in ("j1", "j2", "j3"):
        rec = pl.read_parquet(tmp_path / f"{j}.parquet").with_columns(pl.lit("I cannot decide.").alias("text"))
        rec.write_parquet(tmp_path / f"{j}.parquet")
    r = _panel(tmp_path, cfg)
    assert r.exit_code == 3, r.output
    doc = json.loads((tmp_path / "o" / "panel.json").read_text())
    assert doc["panel"]["pairs_with_verdict"] == 0 and doc["gate"]["passed"] is False
    assert "all 12 samples failed to parse" in doc["gate"]["failures"][0]


def test_one_judge_failing_warns_and_the_panel_passes(tmp_path):
    cfg = setup_panel(tmp_path)
    rec = pl.read_parquet(tmp_path / "j2.parquet").with_columns(pl.lit("I cannot decide.").alias("text"))
    rec.write_parquet(tmp_path / "j2.parquet")
    r = _panel(tmp_path, cfg)
    assert r.exit_code == 0, r.output
    assert "Warning: judge 'j2': nothing parsed" in r.output
    gate = json.loads((tmp_path / "o" / "panel.json").read_text())["gate"]
    assert gate["passed"] is True and len(gate["failures"]) == 1


def test_rows_every_judge_flagged_are_counted_flagged_not_judged(tmp_path):
    """Fresh pass adv62 D9: ``panel.json``'s ``pairs`` counted a row every judge flagged (an empty response) as a judged
    pair, and no count said how many rows were flagged. By hand: 6 input rows, p1's response_b emptied."""
    cfg = setup_panel(tmp_path)
    pairs = pl.read_parquet(tmp_path / "pairs.parquet")
    pairs.with_columns(
        pl.when(pl.col("pair_id") == "p1").then(pl.lit("")).otherwise(pl.col("response_b")).alias("response_b")
    ).write_parquet(tmp_path / "pairs.parquet")
    r = _panel(tmp_path, cfg)
    assert r.exit_code == 0, r.output
    panel = json.loads((tmp_path / "o" / "panel.json").read_text())["panel"]
    assert (panel["pairs_in"], panel["pairs"], panel["pairs_flagged"], panel["pairs_with_verdict"]) == (6, 5, 1, 5)
