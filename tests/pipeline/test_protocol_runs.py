"""Issue 15 at the wire: single-answer and five-level runs through ``run`` on the replay backend, with the
numbers worked out by hand (pointwise mean / spread / entropy and the per-model table with its interval;
Arena-Hard's weight 3 in the calibrated score, BPDE and the Bradley-Terry fit; the win rate against a
baseline with its interval)."""

import json
import math

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.cli import cli
from judge_engine.config import load_config
from judge_engine.pipeline.run import run
from tests.helpers.configs import replay_config


def _single_case(tmp_path):
    items = pl.DataFrame(
        {
            "item_id": ["m1q1", "m1q2", "m2q1", "m2q2", "m1q3", "m2q3"],
            "question_id": ["q1", "q2", "q1", "q2", "q3", "q3"],
            "model": ["m1", "m1", "m2", "m2", "m1", "m2"],
            "category": ["writing", "writing", "writing", "writing", "math", "writing"],
            "question": ["Q1", "Q2", "Q1", "Q2", "What is 2+2?", "Q3"],
            "response": ["a", "b", "c", "d", "4", None],
        }
    )
    items.write_parquet(tmp_path / "items.parquet")
    texts = {
        "m1q1": ["Good. Rating: [[8]]", "Rating: [[8]]", "Rating: [[6]]"],
        "m1q2": ["Rating: [[7]]"] * 3,
        "m2q1": ["Rating: [[4]]", "I cannot rate this.", "Rating: [[5]]"],
        "m2q2": ["no rating", 'The format is "Rating: [[5]]".', "Rating: [[0]]"],
    }
    rec = [
        {"pair_id": i, "order": "single", "sample": s, "text": t} for i, ts in texts.items() for s, t in enumerate(ts)
    ]
    pl.DataFrame(rec).write_parquet(tmp_path / "rec.parquet")
    return replay_config(
        tmp_path / "c.toml",
        "rec.parquet",
        ["items.parquet"],
        judge={"template": "mt-bench-single"},
        sampling={"k": 3},
        calibration={"review_beta": 0.5, "bootstrap_resamples": 1000},
    )


def test_single_answer_run_by_hand(tmp_path):
    cfg = load_config(_single_case(tmp_path), out=str(tmp_path / "out"))
    res = run(cfg, quiet=True)
    s = res.summary
    # 6 items in: m1q3 is math without a reference (flagged, not judged), m2q3 has no response
    assert (s.pairs_in, s.pairs_judged, s.pairs_flagged) == (6, 4, 2)
    assert s.flag_reasons == {"missing_reference": 1, "null_response": 1}
    assert s.protocol == "single" and s.metrics.judgments == 12 and s.metrics.parse_failures == 4
    items = {r["item_id"]: r for r in pl.read_parquet(tmp_path / "out" / "items.parquet").to_dicts()}
    # m1q1: 8, 8, 6 -> mean 22/3, spread sqrt(8/9) (ddof 0), entropy of (2/3, 1/3)
    assert items["m1q1"]["mean_score"] == pytest.approx(22 / 3)
    assert items["m1q1"]["std_score"] == pytest.approx(math.sqrt(8 / 9))
    assert items["m1q1"]["entropy"] == pytest.approx(-(2 / 3) * math.log(2 / 3) - (1 / 3) * math.log(1 / 3))
    assert (items["m1q2"]["mean_score"], items["m1q2"]["std_score"], items["m1q2"]["entropy"]) == (7.0, 0.0, 0.0)
    # m2q1: 4, unparsed, 5 -> 2 valid, mean 4.5, spread 0.5, entropy ln 2
    assert (items["m2q1"]["n_valid"], items["m2q1"]["mean_score"], items["m2q1"]["std_score"]) == (2, 4.5, 0.5)
    assert items["m2q1"]["entropy"] == pytest.approx(math.log(2))
    # m2q2: no rating, a quoted example, a 0 out of the scale -> nothing scored
    assert items["m2q2"]["n_valid"] == 0 and items["m2q2"]["mean_score"] is None
    # review: top ceil(0.5 x 3) = 2 scored items by entropy, plus the unscored one
    assert {i for i, r in items.items() if r["needs_review"]} == {"m1q1", "m2q1", "m2q2"}
    assert items["m1q3"]["flag"] == "missing_reference" and items["m1q3"]["mean_score"] is None
    # per model, pooled over items (FastChat show_result): m1 (22/3 + 7) / 2; m2 4.5 on one item;
    # with 2 questions the 95% percentile interval spans the two question means exactly
    assert s.pointwise is not None
    m = {r.model: r for r in s.pointwise.models if r.turn is None and r.category is None}
    assert m["m1"].score == pytest.approx((22 / 3 + 7) / 2)
    assert (m["m1"].ci_low, m["m1"].ci_high) == pytest.approx((7.0, 22 / 3))
    assert (m["m2"].score, m["m2"].n_items, m["m2"].n_unscored, m["m2"].ci_low, m["m2"].ci_high) == (
        4.5,
        1,
        1,
        4.5,
        4.5,
    )
    # rank: the leaderboard of a single-answer run is the per-model table
    r = CliRunner().invoke(cli, ["rank", str(tmp_path / "out"), "--bootstrap", "1000"])
    assert r.exit_code == 0, r.output
    board = json.loads((tmp_path / "out" / "leaderboard.json").read_text())
    assert board["protocol"] == "single" and [x["model"] for x in board["models"]] == ["m1", "m2"]
    assert "| m1 | 7.17 | 7.00 | 7.33 | 2 | 0 |" in r.output


def _five_case(tmp_path):
    pairs = pl.DataFrame(
        {
            "pair_id": ["q1", "q2"],
            "question_id": ["q1", "q2"],
            "question": ["Q1", "Q2"],
            "response_a": ["x1", "x2"],
            "response_b": ["y1", "y2"],
            "model_a": ["X", "X"],
            "model_b": ["Y", "Y"],
        }
    )
    pairs.write_parquet(tmp_path / "pairs.parquet")
    texts = {
        ("q1", "ab"): "My final verdict is: [[A>>B]]",  # X much better
        ("q1", "ba"): "My final verdict is: [[B>A]]",  # slot 2 = X, slightly better
        ("q2", "ab"): "My final verdict is tie: [[A=B]]",
        ("q2", "ba"): "My final verdict is: [[A>>B]]",  # slot 1 = Y, much better
    }
    rec = [{"pair_id": p, "order": o, "sample": 0, "text": t} for (p, o), t in texts.items()]
    pl.DataFrame(rec).write_parquet(tmp_path / "rec.parquet")
    return replay_config(
        tmp_path / "c.toml",
        "rec.parquet",
        ["pairs.parquet"],
        judge={"template": "arena-hard"},
        sampling={"k": 1},
    )


def test_five_level_weights_in_calibration_bpde_and_bradley_terry(tmp_path):
    cfg = load_config(_five_case(tmp_path), out=str(tmp_path / "out"))
    res = run(cfg, quiet=True)
    p = {r["pair_id"]: r for r in res.pairs.to_dicts()}
    # q1: X >> Y (weight 3) and X > Y (weight 1): every battle X's
    assert (p["q1"]["cs_a"], p["q1"]["verdict"], p["q1"]["bpde"], p["q1"]["conflict"], p["q1"]["conflict5"]) == (
        1.0,
        "a",
        0.0,
        False,
        True,
    )
    # q2: a tie (weight 1) and Y >> X (weight 3): cs_a = (0.5 + 0) / 4, battle shares (0, 1/4, 3/4)
    assert p["q2"]["cs_a"] == pytest.approx(0.125) and p["q2"]["verdict"] == "b"
    assert (p["q2"]["p_win"], p["q2"]["p_tie"], p["q2"]["p_lose"]) == pytest.approx((0.0, 0.25, 0.75))
    assert p["q2"]["bpde"] == pytest.approx(-(0.25 * math.log(0.25) + 0.75 * math.log(0.75)))
    assert res.summary.five_level is not None
    assert res.summary.five_level.labels == {"a>>b": 1, "a>b": 1, "a=b": 1, "b>a": 0, "b>>a": 1}
    assert res.summary.five_level.conflict_rate5 == 1.0
    r = CliRunner().invoke(cli, ["rank", str(tmp_path / "out"), "--baseline", "Y", "--bootstrap", "1000"])
    assert r.exit_code == 0, r.output
    board = json.loads((tmp_path / "out" / "leaderboard.json").read_text())
    x = next(m for m in board["models"] if m["model"] == "X")
    # battles: 3 + 1 X wins (q1), 1 tie and 3 Y wins (q2): BT with ties half, two models:
    # P(X) = 4.5 / 8, score = 1000 + 400 log10(4.5 / 3.5)
    assert x["score"] == pytest.approx(1000 + 400 * math.log10(4.5 / 3.5), abs=0.01)
    assert (x["wins"], x["ties"], x["losses"]) == (4, 1, 3)
    # style control fits the same weighted battles (every style covariate has zero variance here and is
    # dropped), so its score is the weighted fit's; on the pairs' plain verdicts (1 win, 1 loss) it was 1000
    assert x["style_score"] == pytest.approx(1000 + 400 * math.log10(4.5 / 3.5), abs=0.01)
    assert board["five_level"] == 3
    (wr,) = board["baseline_win_rate"]
    # Arena-Hard's pooled battles against the baseline: 4.5 / 8; questions 1.0 and 0.125 bound the interval
    assert (wr["model"], wr["unit"], wr["win_rate"]) == ("X", "battle", pytest.approx(0.5625))
    assert (wr["ci_low"], wr["ci_high"]) == pytest.approx((0.125, 1.0))


def test_baseline_win_rate_ties_half(tmp_path):
    rows, rec = [], []
    outcomes = {("X", "q1"): "A", ("X", "q2"): "C", ("Z", "q1"): "B", ("Z", "q2"): "B"}  # verdict in order ab
    for (m, q), v in outcomes.items():
        pid = f"{m}-{q}"
        rows.append(dict(pair_id=pid, question_id=q, question=q, response_a=m, response_b="Y", model_a=m, model_b="Y"))
        back = {"A": "B", "B": "A", "C": "C"}[v]  # the same verdict seen from order ba
        rec += [
            {"pair_id": pid, "order": "ab", "sample": 0, "text": f"[[{v}]]"},
            {"pair_id": pid, "order": "ba", "sample": 0, "text": f"[[{back}]]"},
        ]
    pl.DataFrame(rows).write_parquet(tmp_path / "pairs.parquet")
    pl.DataFrame(rec).write_parquet(tmp_path / "rec.parquet")
    c = replay_config(
        tmp_path / "c.toml", "rec.parquet", ["pairs.parquet"], judge={"template": "pairwise-verdict"}, sampling={"k": 1}
    )
    run(load_config(c, out=str(tmp_path / "out")), quiet=True)
    r = CliRunner().invoke(cli, ["rank", str(tmp_path / "out"), "--baseline", "Y", "--bootstrap", "1000"])
    assert r.exit_code == 0, r.output
    rates = {
        w["model"]: w for w in json.loads((tmp_path / "out" / "leaderboard.json").read_text())["baseline_win_rate"]
    }
    # X: a win and a tie = (1 + 0.5) / 2, questions worth 1 and 0.5; Z: two losses
    assert (rates["X"]["win_rate"], rates["X"]["ci_low"], rates["X"]["ci_high"]) == (0.75, 0.5, 1.0)
    assert (rates["X"]["wins"], rates["X"]["ties"], rates["X"]["losses"]) == (1, 1, 0)
    assert (rates["Z"]["win_rate"], rates["Z"]["ci_low"], rates["Z"]["ci_high"]) == (0.0, 0.0, 0.0)
    assert "Win rate against Y (ties half; unit: verdict" in r.output
