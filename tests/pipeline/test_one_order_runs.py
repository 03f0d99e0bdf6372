"""Runs with a pair parsed in one order only: flagged for review when both orders were asked for,
ranked as usual in a run configured with one order."""

import json

import polars as pl
from click.testing import CliRunner

from judge_engine.cli import cli
from tests.helpers.configs import replay_config

SCORE = {
    "a": "Evaluation evidence: x\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
    "b": "Evaluation evidence: x\nScore of the Assistant 1: 6\nScore of the Assistant 2: 8",
}


def _run(tmp_path, orders: str):
    pl.DataFrame(
        {"pair_id": ["one", "two"], "question": ["q", "q"], "response_a": ["a", "a"], "response_b": ["b", "b"]}
    ).write_parquet(tmp_path / "pairs.parquet")
    texts = {
        ("one", "ab"): SCORE["a"],
        ("one", "ba"): "I cannot decide.",  # ba never parses
        ("two", "ab"): SCORE["a"],
        ("two", "ba"): SCORE["b"],
    }  # a wins in both orders
    pl.DataFrame(
        [{"pair_id": p, "order": o, "sample": s, "text": t} for (p, o), t in texts.items() for s in (0, 1)]
    ).write_parquet(tmp_path / "rec.parquet")
    cfg = replay_config(
        tmp_path / "c.toml",
        "rec.parquet",
        ["pairs.parquet"],
        sampling={"k": 2, "orders": orders},
        calibration={"review_beta": 0.0},
    )
    out = tmp_path / "out"
    # unparsed samples by design: the default parse-failure gate (issue 16) is switched off
    r = CliRunner().invoke(cli, ["run", str(cfg), "--out", str(out), "-q", "--max-parse-failure-rate", "1"])
    assert r.exit_code == 0, r.output
    pairs = {row["pair_id"]: row for row in pl.read_parquet(out / "pairs.parquet").iter_rows(named=True)}
    return pairs, json.loads((out / "summary.json").read_text())


def test_run_with_both_orders_flags_the_one_order_pair(tmp_path):
    pairs, s = _run(tmp_path, "both")
    one, two = pairs["one"], pairs["two"]
    assert (one["orders_valid"], one["verdict"], one["bpde"], one["needs_review"]) == (1, "a", None, True)
    assert (two["orders_valid"], two["verdict"], two["bpde"], two["needs_review"]) == (2, "a", 0.0, False)
    assert s["pairs_one_order"] == 1 and s["needs_review"] == 1 and s["pairs_with_verdict"] == 2


def test_run_with_one_order_by_design_flags_nothing(tmp_path):
    pairs, s = _run(tmp_path, "ab")
    for p in ("one", "two"):
        assert (pairs[p]["orders_valid"], pairs[p]["bpde"], pairs[p]["needs_review"]) == (1, 0.0, False)
    assert s["pairs_one_order"] == 0 and s["needs_review"] == 0
